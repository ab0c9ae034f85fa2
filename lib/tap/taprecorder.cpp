#include "lib/tap/taprecorder.h"

#include "lib/session/sessionrecorder.h"

namespace RpcScope {

TapRecorder::TapRecorder(SessionRecorder *recorder, QObject *parent)
    : QObject(parent)
    , m_recorder(recorder)
{
    if (!recorder)
        return;
    connect(recorder, &SessionRecorder::writeFailed, this, [this](const QString &message) {
        // Said once: the traffic goes on whether or not it can be written down.
        if (std::exchange(m_failed, true))
            return;
        emit problem(tr("The session cannot be written (%1); traffic is still passed on, unrecorded.").arg(message));
    });
}

void TapRecorder::record(const QObject *source, const TapEvent &event, const QString &tapEndpoint,
                         Transport::Kind transport, std::optional<Framing> framing, bool openExchanges)
{
    if (!m_recorder || !m_recorder->isOpen())
        return;
    const QString &endpoint = event.endpoint.isEmpty() ? tapEndpoint : event.endpoint;
    switch (event.kind) {
    case TapEvent::Kind::Exchange:
        m_recorder->recordExchange(source, *event.exchange, framing, openExchanges);
        break;
    case TapEvent::Kind::ServerMessage:
        m_recorder->recordMessage(source, SessionEntry::Direction::In, endpoint, transport, event.message,
                                  event.epochMs, event.whileOpen);
        break;
    case TapEvent::Kind::ClientMessage:
        m_recorder->recordMessage(source, SessionEntry::Direction::Out, endpoint, transport, event.message,
                                  event.epochMs, false);
        break;
    }
}

void TapRecorder::forget(const QObject *source)
{
    if (m_recorder)
        m_recorder->forget(source);
}

void TapRecorder::flush()
{
    if (m_recorder)
        m_recorder->flush();
}

} // namespace RpcScope
