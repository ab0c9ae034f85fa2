#pragma once

#include "lib/tap/tapconversation.h"
#include "lib/tap/tapmessage.h"
#include "lib/transport/websocket/websocketframes.h"

#include <QCoreApplication>
#include <QStringList>

namespace RpcScope {

/// Follows a WebSocket an HTTP tap passes on unchanged after the upgrade: the client's frames
/// (masked) and the server's are read into whole messages, and each text message is one
/// JSON-RPC message of a TapConversation at the ws:// (or wss://) endpoint. Pure logic: the
/// tap does the I/O. A direction whose frames break the rules is no longer followed (said);
/// its bytes still pass.
class WebSocketTapFollower
{
    Q_DECLARE_TR_FUNCTIONS(RpcScope::WebSocketTapFollower)

public:
    explicit WebSocketTapFollower(const QString &endpoint);

    void fromClient(QByteArrayView bytes, qint64 epochMs);
    void fromServer(QByteArrayView bytes, qint64 epochMs);
    /// The connection is over: what is open ends with \a why.
    void end(const TransportError &why, qint64 epochMs);

    /// What is complete since the last call, in order; each names the endpoint and the
    /// WebSocket transport.
    std::vector<TapEvent> takeEvents();
    /// Each text message since the last call as read, in order, for a window that shows the
    /// conversation (TapMessage: seq 0, the tap numbers it).
    QList<TapMessage> takeMessages() { return std::exchange(m_messages, {}); }
    /// What went wrong since the last call, for people.
    QStringList takeProblems() { return std::exchange(m_problems, {}); }

private:
    void read(WebSocketFrameReader &reader, bool fromClient, qint64 epochMs);

    QString m_endpoint;
    TapConversation m_conversation;
    WebSocketFrameReader m_client;
    WebSocketFrameReader m_server;
    bool m_clientFailed = false;
    bool m_serverFailed = false;
    bool m_saidBinary = false;
    QStringList m_problems;
    QList<TapMessage> m_messages;
};

} // namespace RpcScope
