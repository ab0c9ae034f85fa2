#pragma once

#include "lib/replay/jsondifference.h"
#include "lib/replay/jsonpath.h"

#include <QList>
#include <QRegularExpression>
#include <QStringList>

namespace RpcScope {

/// What a replay's diff leaves out as noise. Four kinds of rule:
/// - JSON paths (`$.meta.request_id`, `$.result.items[*].updated_at`, `$[*].result.*`): a
///   rule covers the value it names and everything below it;
/// - ids the replay assigned anew: the `id` member of a response (`$.id`, `$[n].id`);
/// - value patterns: a change is ignored when the recorded and the replayed value both match
///   the same pattern entirely (a string's decoded text, a number's text). Built in: UUIDs
///   and ISO-8601 date-times; any number of user regular expressions;
/// - low-weight kinds: member order (ignored by default; JSON objects are unordered) and
///   spelling (counted by default: 1.0 becoming 1 turns a float into an int in many clients).
/// A value that appears or disappears is never ignored by a pattern, only by a path.
class DiffRules
{
public:
    /// Nothing is ignored.
    DiffRules() = default;
    /// Replay ids, UUIDs, ISO timestamps and member order ignored.
    static DiffRules defaults();

    /// Adds an ignored path; false with a translated \a error naming the column for a bad one.
    bool addIgnoredPath(QStringView path, QString *error = nullptr);
    /// Adds an ignored value pattern (a regular expression that must match the whole value);
    /// false with a translated \a error for an invalid expression.
    bool addIgnoredPattern(const QString &expression, QString *error = nullptr);

    void setIgnoreReplayIds(bool ignore) { m_ignoreReplayIds = ignore; }
    void setIgnoreUuids(bool ignore) { m_ignoreUuids = ignore; }
    void setIgnoreTimestamps(bool ignore) { m_ignoreTimestamps = ignore; }
    void setIgnoreOrder(bool ignore) { m_ignoreOrder = ignore; }
    void setIgnoreSpelling(bool ignore) { m_ignoreSpelling = ignore; }
    bool ignoresReplayIds() const { return m_ignoreReplayIds; }
    bool ignoresUuids() const { return m_ignoreUuids; }
    bool ignoresTimestamps() const { return m_ignoreTimestamps; }
    bool ignoresOrder() const { return m_ignoreOrder; }
    bool ignoresSpelling() const { return m_ignoreSpelling; }
    const QList<JsonPath> &ignoredPaths() const { return m_paths; }
    QStringList ignoredPatterns() const;

    /// True when a path rule covers everything at and below \a path (the diff skips it).
    bool ignoresSubtree(const JsonPath &path) const;
    /// True when any rule makes \a difference noise.
    bool ignores(const JsonDifference &difference) const;

    static const QRegularExpression &uuidPattern();
    static const QRegularExpression &timestampPattern();

private:
    bool isReplayId(const JsonPath &path) const;
    bool bothMatch(const QRegularExpression &pattern, const QString &recorded, const QString &replayed) const;

    QList<JsonPath> m_paths;
    QList<QRegularExpression> m_patterns;
    bool m_ignoreReplayIds = false;
    bool m_ignoreUuids = false;
    bool m_ignoreTimestamps = false;
    bool m_ignoreOrder = false;
    bool m_ignoreSpelling = false;
};

} // namespace RpcScope
