#include "lib/tap/tapbreakpoints.h"

#include "lib/json/jsondocument.h"

#include <QJsonObject>

#include <algorithm>

namespace RpcScope {

namespace {

bool methodMatches(const QString &pattern, const QString &method)
{
    if (pattern.isEmpty())
        return true;
    if (pattern.endsWith(u'*'))
        return !method.isEmpty() && method.startsWith(QStringView(pattern).chopped(1));
    return method == pattern;
}

bool anyMethodMatches(const QString &pattern, const QStringList &methods)
{
    return std::any_of(methods.cbegin(), methods.cend(), [&pattern](const QString &method) { return methodMatches(pattern, method); });
}

bool directionMatches(TapBreakpoint::Direction wanted, TapDirection direction)
{
    switch (wanted) {
    case TapBreakpoint::Direction::Both:
        return true;
    case TapBreakpoint::Direction::ClientToServer:
        return direction == TapDirection::ClientToServer;
    case TapBreakpoint::Direction::ServerToClient:
        return direction == TapDirection::ServerToClient;
    }
    return false;
}

} // namespace

bool TapBreakpoints::matches(TapDirection direction, const QByteArray &message, const QStringList &answered) const
{
    if (m_breakpoints.isEmpty())
        return false;
    QStringList methods;   // of each message in a batch; "" for an answer or what is not JSON-RPC
    const JsonDocument doc = JsonDocument::parse(message);
    if (doc.isValid() && doc.type(0) == JsonDocument::Type::Array) {
        for (int child = doc.firstChild(0); child >= 0; child = doc.nextSibling(child))
            methods.append(doc.memberString(child, u"method"));
    } else {
        methods.append(doc.isValid() ? doc.memberString(0, u"method") : QString());
    }
    // An answer goes the other way from the request it answers.
    const TapDirection requests = direction == TapDirection::ClientToServer ? TapDirection::ServerToClient
                                                                            : TapDirection::ClientToServer;
    for (const TapBreakpoint &breakpoint : m_breakpoints) {
        if (directionMatches(breakpoint.direction, direction) && anyMethodMatches(breakpoint.method, methods))
            return true;
        if (breakpoint.answers && !breakpoint.method.isEmpty() && directionMatches(breakpoint.direction, requests)
            && anyMethodMatches(breakpoint.method, answered))
            return true;
    }
    return false;
}

bool TapBreakpoints::mayStopServerAnswers(const QStringList &requestMethods) const
{
    return std::any_of(m_breakpoints.cbegin(), m_breakpoints.cend(), [&requestMethods](const TapBreakpoint &breakpoint) {
        if (directionMatches(breakpoint.direction, TapDirection::ServerToClient) && breakpoint.method.isEmpty())
            return true;
        if (!breakpoint.answers || breakpoint.method.isEmpty()
            || !directionMatches(breakpoint.direction, TapDirection::ClientToServer))
            return false;
        return requestMethods.isEmpty() || anyMethodMatches(breakpoint.method, requestMethods);
    });
}

bool TapBreakpoints::stopsAnswersByMethod() const
{
    return std::any_of(m_breakpoints.cbegin(), m_breakpoints.cend(),
                       [](const TapBreakpoint &breakpoint) { return breakpoint.answers && !breakpoint.method.isEmpty(); });
}

QString TapBreakpoints::directionName(TapBreakpoint::Direction direction)
{
    switch (direction) {
    case TapBreakpoint::Direction::ClientToServer:
        return QStringLiteral("client");
    case TapBreakpoint::Direction::ServerToClient:
        return QStringLiteral("server");
    case TapBreakpoint::Direction::Both:
        break;
    }
    return QStringLiteral("both");
}

QJsonArray TapBreakpoints::toJson() const
{
    QJsonArray array;
    for (const TapBreakpoint &breakpoint : m_breakpoints) {
        QJsonObject object{{QStringLiteral("method"), breakpoint.method},
                           {QStringLiteral("direction"), directionName(breakpoint.direction)}};
        if (breakpoint.answers)
            object.insert(QStringLiteral("answers"), true);
        array.append(object);
    }
    return array;
}

TapBreakpoints TapBreakpoints::fromJson(const QJsonArray &array)
{
    QList<TapBreakpoint> breakpoints;
    for (const QJsonValue &value : array) {
        if (!value.isObject())
            continue;
        const QJsonObject object = value.toObject();
        TapBreakpoint breakpoint;
        breakpoint.method = object.value(QStringLiteral("method")).toString();
        breakpoint.answers = object.value(QStringLiteral("answers")).toBool();
        const QString direction = object.value(QStringLiteral("direction")).toString(QStringLiteral("both"));
        if (direction == u"client")
            breakpoint.direction = TapBreakpoint::Direction::ClientToServer;
        else if (direction == u"server")
            breakpoint.direction = TapBreakpoint::Direction::ServerToClient;
        else if (direction != u"both")
            continue;
        breakpoints.append(breakpoint);
    }
    return TapBreakpoints(std::move(breakpoints));
}

} // namespace RpcScope
