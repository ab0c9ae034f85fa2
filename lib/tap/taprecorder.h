#pragma once

#include "lib/tap/tapconversation.h"
#include "lib/transport/framing/framer.h"

#include <QObject>

#include <optional>

namespace RpcScope {

class SessionRecorder;

/// Writes what a tap saw into a session as it completes: an Exchange as an exchange line, a
/// server's message as an "in" line (remembered, so an exchange that holds it refers to it),
/// a client's answer as an "out" line. A session that cannot be written is said once; the
/// tap's traffic goes on regardless.
class TapRecorder : public QObject
{
    Q_OBJECT

public:
    /// \a recorder may be nullptr: nothing is recorded.
    explicit TapRecorder(SessionRecorder *recorder, QObject *parent = nullptr);

    /// Records \a event of \a source (one conversation: a stdio tap, an HTTP connection) at
    /// \a endpoint (unless the event names its own); \a openExchanges: requests of \a source
    /// are still waiting for answers (an exchange line then keeps what it remembered).
    void record(const QObject *source, const TapEvent &event, const QString &endpoint, Transport::Kind transport,
                std::optional<Framing> framing, bool openExchanges);
    /// Forgets what was remembered for \a source (it has ended).
    void forget(const QObject *source);
    /// Waits until every line is written.
    void flush();

signals:
    void problem(const QString &text);

private:
    SessionRecorder *m_recorder = nullptr;
    bool m_failed = false;
};

} // namespace RpcScope
