#include "lib/tap/websockettapfollower.h"

namespace RpcScope {

WebSocketTapFollower::WebSocketTapFollower(const QString &endpoint)
    : m_endpoint(endpoint)
    , m_conversation(endpoint, Transport::Kind::WebSocket)
{
    m_client.setClientFrames(true);
}

void WebSocketTapFollower::fromClient(QByteArrayView bytes, qint64 epochMs)
{
    if (m_clientFailed)
        return;
    m_client.feed(bytes);
    read(m_client, true, epochMs);
}

void WebSocketTapFollower::fromServer(QByteArrayView bytes, qint64 epochMs)
{
    if (m_serverFailed)
        return;
    m_server.feed(bytes);
    read(m_server, false, epochMs);
}

void WebSocketTapFollower::read(WebSocketFrameReader &reader, bool fromClient, qint64 epochMs)
{
    using Type = WebSocketFrameReader::Event::Type;
    for (WebSocketFrameReader::Event event = reader.next(); event.type != Type::NeedMore; event = reader.next()) {
        switch (event.type) {
        case Type::Message:
            if (event.binary) {
                // JSON-RPC over WebSocket is text; a binary message is passed on, not followed.
                if (!std::exchange(m_saidBinary, true))
                    m_problems.append(tr("A binary WebSocket message passed unfollowed (JSON-RPC travels as text)."));
                break;
            }
            m_messages.append(TapMessage{0, fromClient ? TapDirection::ClientToServer : TapDirection::ServerToClient,
                                         event.payload, epochMs, false, false});
            if (fromClient)
                m_conversation.fromClient(event.payload, epochMs);
            else
                m_conversation.fromServer(event.payload, epochMs);
            break;
        case Type::Error:
            // The reader's words speak of the server: the client's are said in ours.
            (fromClient ? m_clientFailed : m_serverFailed) = true;
            m_problems.append(fromClient
                                  ? tr("The client's WebSocket frames break RFC 6455 (close code %1); its messages "
                                       "pass on unfollowed.")
                                        .arg(event.closeCode)
                                  : tr("The server's WebSocket frames cannot be followed: %1").arg(event.text));
            return;
        case Type::Ping:
        case Type::Pong:
        case Type::Close:
        case Type::NeedMore:
            break;
        }
    }
}

void WebSocketTapFollower::end(const TransportError &why, qint64 epochMs)
{
    m_conversation.end(why, epochMs);
}

std::vector<TapEvent> WebSocketTapFollower::takeEvents()
{
    std::vector<TapEvent> events = m_conversation.takeEvents();
    for (TapEvent &event : events) {
        event.endpoint = m_endpoint;
        event.transport = Transport::Kind::WebSocket;
    }
    return events;
}

} // namespace RpcScope
