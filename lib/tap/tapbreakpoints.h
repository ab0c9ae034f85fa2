#pragma once

#include "lib/tap/tapconversation.h"

#include <QByteArray>
#include <QJsonArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace RpcScope {

/// Where a tap stops a message: on a method (exact, or a prefix ending in "*"; empty: any
/// message, answers included), in one direction or both; with \ref answers, the answers to
/// those requests as well, on their way back.
struct TapBreakpoint
{
    enum class Direction { Both, ClientToServer, ServerToClient };

    QString method;
    Direction direction = Direction::Both;   ///< who sent the request (or notification)
    bool answers = false;                    ///< also the answers to the requests it stops

    bool operator==(const TapBreakpoint &other) const
    {
        return method == other.method && direction == other.direction && answers == other.answers;
    }
};

/// The breakpoints of a tap and the one question it asks of them: does this message stop?
/// A batch stops when one of its messages would. Pure logic; the tap holds what stops.
class TapBreakpoints
{
public:
    TapBreakpoints() = default;
    explicit TapBreakpoints(QList<TapBreakpoint> breakpoints) : m_breakpoints(std::move(breakpoints)) {}

    bool isEmpty() const { return m_breakpoints.isEmpty(); }
    const QList<TapBreakpoint> &breakpoints() const { return m_breakpoints; }

    /// \a message (whole, unframed) moving in \a direction stops at one of the breakpoints.
    /// \a answered: the methods of the requests it answers (TapConversation::methodsAnswered()),
    /// which the breakpoints that stop answers look at.
    bool matches(TapDirection direction, const QByteArray &message, const QStringList &answered = {}) const;
    /// Some breakpoint would stop an answer from the server to a client request with one of
    /// \a requestMethods (empty: to any request).
    bool mayStopServerAnswers(const QStringList &requestMethods = {}) const;
    /// Some breakpoint stops answers by the method of their request: matches() needs the
    /// methods answered.
    bool stopsAnswersByMethod() const;

    /// [{"method": "tools/call", "direction": "client" | "server" | "both", "answers": true}, …]:
    /// the control channel's form (machine-read, stable; "answers" only when true).
    QJsonArray toJson() const;
    /// Entries it cannot read are left out.
    static TapBreakpoints fromJson(const QJsonArray &array);

    static QString directionName(TapBreakpoint::Direction direction);

private:
    QList<TapBreakpoint> m_breakpoints;
};

} // namespace RpcScope
