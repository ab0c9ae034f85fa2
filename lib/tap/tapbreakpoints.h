#pragma once

#include "lib/tap/tapconversation.h"

#include <QByteArray>
#include <QJsonArray>
#include <QList>
#include <QString>

namespace RpcScope {

/// Where a tap stops a message: on a method (exact, or a prefix ending in "*"; empty: any
/// message, answers included), in one direction or both.
struct TapBreakpoint
{
    enum class Direction { Both, ClientToServer, ServerToClient };

    QString method;
    Direction direction = Direction::Both;

    bool operator==(const TapBreakpoint &other) const
    {
        return method == other.method && direction == other.direction;
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
    bool matches(TapDirection direction, const QByteArray &message) const;
    /// Some breakpoint would stop an answer (a message without a method) from the server.
    bool mayStopServerAnswers() const;

    /// [{"method": "tools/call", "direction": "client" | "server" | "both"}, …]: the control
    /// channel's form (machine-read, stable).
    QJsonArray toJson() const;
    /// Entries it cannot read are left out.
    static TapBreakpoints fromJson(const QJsonArray &array);

    static QString directionName(TapBreakpoint::Direction direction);

private:
    QList<TapBreakpoint> m_breakpoints;
};

} // namespace RpcScope
