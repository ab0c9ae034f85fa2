#include "lib/replay/diffrules.h"

#include "lib/json/jsondocument.h"
#include "lib/tr.h"

namespace RpcScope {

namespace {

/// The value a pattern is matched against: a string's decoded text, any other token as written.
QString matchText(const QByteArray &json)
{
    if (json.startsWith('"')) {
        const JsonDocument doc = JsonDocument::parse(json);
        if (doc.isValid() && doc.type(0) == JsonDocument::Type::String)
            return doc.string(0);
    }
    return QString::fromUtf8(json);
}

} // namespace

DiffRules DiffRules::defaults()
{
    DiffRules rules;
    rules.m_ignoreReplayIds = true;
    rules.m_ignoreUuids = true;
    rules.m_ignoreTimestamps = true;
    rules.m_ignoreOrder = true;
    return rules;
}

bool DiffRules::addIgnoredPath(QStringView path, QString *error)
{
    const std::optional<JsonPath> parsed = JsonPath::parse(path, error);
    if (!parsed)
        return false;
    m_paths.append(*parsed);
    return true;
}

bool DiffRules::addIgnoredPattern(const QString &expression, QString *error)
{
    const QRegularExpression pattern(QRegularExpression::anchoredPattern(expression));
    if (!pattern.isValid()) {
        if (error) {
            *error = Tr::tr("The pattern \"%1\" is not a valid regular expression: %2 (at offset %3).")
                         .arg(expression, pattern.errorString())
                         .arg(pattern.patternErrorOffset());
        }
        return false;
    }
    m_patterns.append(pattern);
    return true;
}

QStringList DiffRules::ignoredPatterns() const
{
    QStringList out;
    for (const QRegularExpression &pattern : m_patterns)
        out.append(pattern.pattern());
    return out;
}

const QRegularExpression &DiffRules::uuidPattern()
{
    static const QRegularExpression pattern(QStringLiteral(
        "\\A[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}\\z"));
    return pattern;
}

const QRegularExpression &DiffRules::timestampPattern()
{
    // A date with a time (a bare date is data, not a clock reading): 2026-12-02T19:53:28Z,
    // 2026-12-02 19:53:28.123+01:00, 20261202T195328Z.
    static const QRegularExpression pattern(QStringLiteral(
        "\\A(?:\\d{4}-\\d{2}-\\d{2}[T ]\\d{2}:\\d{2}(?::\\d{2}(?:[.,]\\d+)?)?"
        "|\\d{8}T\\d{4}(?:\\d{2}(?:[.,]\\d+)?)?)"
        "(?:Z|[+-]\\d{2}(?::?\\d{2})?)?\\z"));
    return pattern;
}

bool DiffRules::ignoresSubtree(const JsonPath &path) const
{
    for (const JsonPath &rule : m_paths) {
        if (rule.coversPath(path))
            return true;
    }
    return false;
}

bool DiffRules::isReplayId(const JsonPath &path) const
{
    const QList<JsonPathStep> &steps = path.steps();
    const bool single = steps.size() == 1;
    const bool inBatch = steps.size() == 2 && steps.at(0).kind == JsonPathStep::Kind::Index;
    return (single || inBatch) && steps.last().kind == JsonPathStep::Kind::Member && steps.last().name == u"id";
}

bool DiffRules::bothMatch(const QRegularExpression &pattern, const QString &recorded, const QString &replayed) const
{
    return pattern.match(recorded).hasMatch() && pattern.match(replayed).hasMatch();
}

bool DiffRules::ignores(const JsonDifference &difference) const
{
    if (ignoresSubtree(difference.path))
        return true;
    switch (difference.kind) {
    case JsonDifference::Kind::Order:
        return m_ignoreOrder;
    case JsonDifference::Kind::Spelling:
        if (m_ignoreSpelling)
            return true;
        break;
    case JsonDifference::Kind::Added:
    case JsonDifference::Kind::Removed:
        return false;
    case JsonDifference::Kind::Changed:
    case JsonDifference::Kind::TypeChanged:
        break;
    }
    if (m_ignoreReplayIds && isReplayId(difference.path))
        return true;
    if (!m_ignoreUuids && !m_ignoreTimestamps && m_patterns.isEmpty())
        return false;
    const QString recorded = matchText(difference.recorded);
    const QString replayed = matchText(difference.replayed);
    if (m_ignoreUuids && bothMatch(uuidPattern(), recorded, replayed))
        return true;
    if (m_ignoreTimestamps && bothMatch(timestampPattern(), recorded, replayed))
        return true;
    for (const QRegularExpression &pattern : m_patterns) {
        if (bothMatch(pattern, recorded, replayed))
            return true;
    }
    return false;
}

} // namespace RpcScope
