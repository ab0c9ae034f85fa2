#include "lib/tap/websockettapfollower.h"

namespace RpcScope {

WebSocketTapFollower::WebSocketTapFollower(const QString &endpoint, bool cutting)
    : m_endpoint(endpoint)
    , m_conversation(endpoint, Transport::Kind::WebSocket)
    , m_cutting(cutting)
{
    m_client.setClientFrames(true);
}

void WebSocketTapFollower::fromClient(QByteArrayView bytes, qint64 epochMs)
{
    if (m_cutting) {
        m_clientPending.bytes.append(bytes.data(), bytes.size());
        m_clientPending.fed += bytes.size();
    }
    if (m_clientFailed) {
        if (m_cutting)
            cut(true, std::nullopt, epochMs);   // no longer followed: passed on as it comes
        return;
    }
    m_client.feed(bytes);
    read(m_client, true, epochMs);
    limitPending(true, epochMs);
}

void WebSocketTapFollower::fromServer(QByteArrayView bytes, qint64 epochMs, bool alreadyPassed)
{
    if (m_cutting) {
        m_serverPending.fed += bytes.size();
        if (alreadyPassed)
            m_serverPending.start = m_serverPending.fed;   // gone on: nothing of them to hand on
        else
            m_serverPending.bytes.append(bytes.data(), bytes.size());
    }
    if (m_serverFailed) {
        if (m_cutting)
            cut(false, std::nullopt, epochMs);
        return;
    }
    m_server.feed(bytes);
    read(m_server, false, epochMs);
    if (m_cutting && alreadyPassed) {
        // A frame or message they began, and that went on with them, is not whole when it ends.
        m_serverPending.split = m_server.consumedBytes() < m_serverPending.fed || m_server.isInMessage();
    }
    limitPending(false, epochMs);
}

bool WebSocketTapFollower::isAtMessageBoundary(bool fromClient) const
{
    return !(fromClient ? m_clientFailed : m_serverFailed) && !(fromClient ? m_clientPending : m_serverPending).split;
}

QByteArray WebSocketTapFollower::takePending(bool fromClient)
{
    Pending &pending = fromClient ? m_clientPending : m_serverPending;
    pending.start = pending.fed;
    pending.split = true;
    return std::exchange(pending.bytes, {});
}

void WebSocketTapFollower::limitPending(bool fromClient, qint64 epochMs)
{
    Pending &pending = fromClient ? m_clientPending : m_serverPending;
    if (!m_cutting || pending.bytes.size() <= MaxPendingBytes)
        return;
    Unit unit;
    unit.raw = std::exchange(pending.bytes, {});
    unit.epochMs = epochMs;
    pending.start = pending.fed;
    pending.split = true;
    (fromClient ? m_clientUnits : m_serverUnits).push_back(std::move(unit));
}

void WebSocketTapFollower::cut(bool fromClient, std::optional<QByteArray> text, qint64 epochMs, bool control)
{
    Pending &pending = fromClient ? m_clientPending : m_serverPending;
    const WebSocketFrameReader &reader = fromClient ? m_client : m_server;
    const bool failed = fromClient ? m_clientFailed : m_serverFailed;
    // Through the last frame read; all that came once the direction is no longer followed.
    const qint64 end = failed ? pending.fed : reader.consumedBytes();
    Unit unit;
    unit.text = std::move(text);
    unit.epochMs = epochMs;
    // Bytes beyond this unit's end already went on: the next message began in them.
    unit.whole = !std::exchange(pending.split, end < pending.start);
    if (end > pending.start) {
        unit.raw = pending.bytes.left(end - pending.start);
        pending.bytes.remove(0, end - pending.start);
        pending.start = end;
    }
    if (unit.raw.isEmpty() && !unit.text)
        return;
    unit.control = control && unit.whole && !failed;
    (fromClient ? m_clientUnits : m_serverUnits).push_back(std::move(unit));
}

void WebSocketTapFollower::passed(bool fromClient, const QByteArray &text, qint64 epochMs)
{
    if (fromClient)
        m_conversation.fromClient(text, epochMs);
    else
        m_conversation.fromServer(text, epochMs);
}

QStringList WebSocketTapFollower::methodsAnswered(bool fromClient, const QByteArray &text) const
{
    return m_conversation.methodsAnswered(fromClient ? TapDirection::ClientToServer : TapDirection::ServerToClient, text);
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
                if (m_cutting)
                    cut(fromClient, std::nullopt, epochMs);
                break;
            }
            if (m_cutting) {
                cut(fromClient, event.payload, epochMs);   // the tap shows it, and says when it went on
                break;
            }
            m_messages.append(TapMessage{0, fromClient ? TapDirection::ClientToServer : TapDirection::ServerToClient,
                                         event.payload, epochMs, false, false});
            passed(fromClient, event.payload, epochMs);
            break;
        case Type::Error:
            // The reader's words speak of the server: the client's are said in ours.
            (fromClient ? m_clientFailed : m_serverFailed) = true;
            m_problems.append(fromClient
                                  ? tr("The client's WebSocket frames break RFC 6455 (close code %1); its messages "
                                       "pass on unfollowed.")
                                        .arg(event.closeCode)
                                  : tr("The server's WebSocket frames cannot be followed: %1").arg(event.text));
            if (m_cutting)
                cut(fromClient, std::nullopt, epochMs);
            return;
        case Type::Ping:
        case Type::Pong:
            if (m_cutting && !reader.isInMessage())
                cut(fromClient, std::nullopt, epochMs, true);   // inside a fragmented message it stays with it
            break;
        case Type::Close:
            if (m_cutting)
                cut(fromClient, std::nullopt, epochMs);   // also after a message given up half-way
            break;
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
