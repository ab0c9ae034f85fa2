#include "lib/replay/jsonpath.h"

#include "lib/tr.h"

namespace RpcScope {

namespace {

bool isIdentifierStart(QChar c)
{
    return c.isLetter() || c == u'_' || c == u'$';
}

bool isIdentifierPart(QChar c)
{
    return c.isLetterOrNumber() || c == u'_' || c == u'$' || c == u'-';
}

bool isPlainIdentifier(const QString &name)
{
    if (name.isEmpty() || !isIdentifierStart(name.front()))
        return false;
    for (QChar c : name) {
        if (!isIdentifierPart(c))
            return false;
    }
    return true;
}

QString quoted(const QString &name)
{
    QString out = QStringLiteral("['");
    for (QChar c : name) {
        if (c == u'\'' || c == u'\\')
            out += u'\\';
        out += c;
    }
    return out + QStringLiteral("']");
}

} // namespace

std::optional<JsonPath> JsonPath::parse(QStringView text, QString *error)
{
    auto fail = [error](const QString &message) -> std::optional<JsonPath> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    const qsizetype n = text.size();
    if (n == 0 || text.front() != u'$')
        return fail(Tr::tr("A JSON path starts with $ (for example $.result.id), not \"%1\".").arg(text));
    JsonPath path;
    qsizetype at = 1;
    while (at < n) {
        const QChar c = text[at];
        const int column = int(at + 1);
        if (c == u'.') {
            ++at;
            if (at < n && text[at] == u'.')
                return fail(Tr::tr("Recursive descent (..) at column %1 is not supported; name each step.").arg(column));
            if (at < n && text[at] == u'*') {
                path.appendAny();
                ++at;
                continue;
            }
            const qsizetype start = at;
            while (at < n && text[at] != u'.' && text[at] != u'[')
                ++at;
            if (at == start)
                return fail(Tr::tr("A member name is missing after the dot at column %1.").arg(column));
            path.appendMember(text.mid(start, at - start).toString());
            continue;
        }
        if (c == u'[') {
            ++at;
            if (at >= n)
                return fail(Tr::tr("The bracket at column %1 is not closed.").arg(column));
            const QChar first = text[at];
            if (first == u'\'' || first == u'"') {
                QString name;
                ++at;
                bool closed = false;
                while (at < n) {
                    const QChar d = text[at++];
                    if (d == u'\\' && at < n) {
                        name += text[at++];
                    } else if (d == first) {
                        closed = true;
                        break;
                    } else {
                        name += d;
                    }
                }
                if (!closed)
                    return fail(Tr::tr("The quoted name that starts at column %1 is not closed.").arg(column + 1));
                if (at >= n || text[at] != u']')
                    return fail(Tr::tr("The bracket at column %1 is not closed.").arg(column));
                ++at;
                path.appendMember(name);
                continue;
            }
            const qsizetype close = text.indexOf(u']', at);
            if (close < 0)
                return fail(Tr::tr("The bracket at column %1 is not closed.").arg(column));
            const QStringView inside = text.mid(at, close - at);
            at = close + 1;
            if (inside == u"*") {
                path.appendAny();
                continue;
            }
            bool ok = false;
            const qint64 index = inside.toLongLong(&ok);
            if (!ok || index < 0 || inside.startsWith(u'+') || inside.startsWith(u'-'))
                return fail(Tr::tr("[%1] at column %2: an index is a number from 0, * or a quoted name.")
                                .arg(inside.toString())
                                .arg(column));
            path.appendIndex(index);
            continue;
        }
        return fail(Tr::tr("Unexpected \"%1\" at column %2: a step starts with . or [.").arg(c).arg(column));
    }
    return path;
}

bool JsonPath::hasWildcard() const
{
    for (const JsonPathStep &step : m_steps) {
        if (step.kind == JsonPathStep::Kind::Any)
            return true;
    }
    return false;
}

JsonPath &JsonPath::appendMember(const QString &name)
{
    m_steps.append({JsonPathStep::Kind::Member, name, 0});
    return *this;
}

JsonPath &JsonPath::appendIndex(qint64 index)
{
    m_steps.append({JsonPathStep::Kind::Index, {}, index});
    return *this;
}

JsonPath &JsonPath::appendAny()
{
    m_steps.append({JsonPathStep::Kind::Any, {}, 0});
    return *this;
}

bool JsonPath::coversPath(const JsonPath &concrete) const
{
    if (m_steps.size() > concrete.m_steps.size())
        return false;
    for (qsizetype i = 0; i < m_steps.size(); ++i) {
        const JsonPathStep &mine = m_steps.at(i);
        if (mine.kind == JsonPathStep::Kind::Any)
            continue;
        if (!(mine == concrete.m_steps.at(i)))
            return false;
    }
    return true;
}

QString JsonPath::toString() const
{
    QString out = QStringLiteral("$");
    for (const JsonPathStep &step : m_steps) {
        switch (step.kind) {
        case JsonPathStep::Kind::Member:
            if (isPlainIdentifier(step.name))
                out += u'.' + step.name;
            else
                out += quoted(step.name);
            break;
        case JsonPathStep::Kind::Index:
            out += u'[' + QString::number(step.index) + u']';
            break;
        case JsonPathStep::Kind::Any:
            out += QStringLiteral("[*]");
            break;
        }
    }
    return out;
}

} // namespace RpcScope
