#pragma once

#include "lib/tap/tapbreakpoints.h"
#include "lib/tap/tapmessage.h"
#include "lib/transport/framing/framer.h"

#include <QObject>

#include <optional>

namespace RpcScope {

/// A tap a controller (the GUI's Tap window, through TapControlServer) can watch and steer:
/// it tells each whole message it sees, holds the ones its breakpoints catch until a verdict
/// or the hold timeout, and can write a message of the controller's. StreamTap (stdio and
/// socket connections) and HttpTap are such taps.
class ControllableTap : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    /// How long a held message waits for a verdict before it is sent on as read.
    static constexpr int DefaultHoldTimeoutMs = 30000;

    /// How the session names the server (a command, a socket, a URL).
    virtual QString endpoint() const = 0;
    /// A byte stream's framing, once known; nothing for HTTP.
    virtual std::optional<Framing> framing() const { return std::nullopt; }
    /// Whole messages can be held while on (a controller is attached); leaving it sends every
    /// held message on as read.
    virtual void setMessageMode(bool on) = 0;
    void setBreakpoints(const TapBreakpoints &breakpoints) { m_breakpoints = breakpoints; }
    const TapBreakpoints &breakpoints() const { return m_breakpoints; }
    void setHoldTimeout(int milliseconds) { m_holdTimeoutMs = qMax(1, milliseconds); }
    int holdTimeout() const { return m_holdTimeoutMs; }
    /// Decides held message \a seq (\a text: what Edit sends instead, or Answer's answer).
    /// False, with \a error, when it is not held or \a text cannot be sent (it stays held).
    virtual bool settle(quint64 seq, TapVerdict verdict, const QByteArray &text, QString *error) = 0;
    virtual bool isHeld(quint64 seq) const = 0;
    /// Writes \a text as one message in \a direction now; false, with \a error, when it cannot.
    virtual bool inject(TapDirection direction, const QByteArray &text, QString *error) = 0;
    /// Where inject() can send, as tap/hello's `inject` names it (docs/tap-channel.md): empty
    /// for both directions; "server" for towards the server only (an HTTP tap).
    virtual QString injects() const { return {}; }
    /// What breakpoints cannot hold, as tap/hello's `holds` names it (docs/tap-channel.md);
    /// empty: they hold any message.
    virtual QString holds() const { return {}; }

signals:
    /// Each whole message as it is seen (held or not), and each injected one.
    void seen(const RpcScope::TapMessage &message);
    /// Held message \a seq was decided; \a sent: the bytes Edit or Answer sent instead.
    void settled(quint64 seq, RpcScope::TapVerdict verdict, const QByteArray &sent);

private:
    TapBreakpoints m_breakpoints;
    int m_holdTimeoutMs = DefaultHoldTimeoutMs;
};

} // namespace RpcScope
