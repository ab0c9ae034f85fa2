#pragma once

#include "lib/tap/tapconversation.h"
#include "lib/tap/tapmessage.h"
#include "lib/transport/websocket/websocketframes.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>
#include <vector>

namespace RpcScope {

/// Follows a WebSocket an HTTP tap passes on unchanged after the upgrade: the client's frames
/// (masked) and the server's are read into whole messages, and each text message is one
/// JSON-RPC message of a TapConversation at the ws:// (or wss://) endpoint. Pure logic: the
/// tap does the I/O. A direction whose frames break the rules is no longer followed (said);
/// its bytes still pass.
///
/// Cutting (for a tap that holds messages), the bytes of each direction come back as units cut
/// where a message ends (a control frame inside a fragmented message stays with it): the tap
/// passes each on, holds it or changes it, and says which text went on (passed()), which the
/// conversation then follows.
class WebSocketTapFollower
{
    Q_DECLARE_TR_FUNCTIONS(RpcScope::WebSocketTapFollower)

public:
    /// Bytes of one direction through the end of a frame, and the text message they complete.
    struct Unit
    {
        QByteArray raw;                  ///< as read; empty when they went on before cutting began
        std::optional<QByteArray> text;  ///< a text message they complete
        qint64 epochMs = 0;
        bool whole = true;               ///< false: the message's first bytes went on before (too large to keep)
        /// A ping or pong between messages: it may go on ahead of a held message (a peer that
        /// pings must not think the connection dead while a person reads one).
        bool control = false;
    };

    /// Bytes of a message not yet whole kept back at most: beyond, they go on in a unit of their
    /// own, and that message can no longer be held (a large one is not kept twice).
    static constexpr qsizetype MaxPendingBytes = 4 * 1024 * 1024;

    explicit WebSocketTapFollower(const QString &endpoint, bool cutting = false);

    bool isCutting() const { return m_cutting; }
    /// \a alreadyPassed: these bytes went on before the follower was made (the server's in
    /// the read of the 101): followed, never cut into units.
    void fromClient(QByteArrayView bytes, qint64 epochMs);
    void fromServer(QByteArrayView bytes, qint64 epochMs, bool alreadyPassed = false);
    /// Cutting: the units read since the last call, in order.
    std::vector<Unit> takeUnits(bool fromClient) { return std::exchange(fromClient ? m_clientUnits : m_serverUnits, {}); }
    /// Cutting: \a text went on in that direction (as read or edited): the conversation follows it.
    void passed(bool fromClient, const QByteArray &text, qint64 epochMs);
    /// Cutting: what went on in that direction ends where a message ends, so a message of the
    /// tap's own may follow (not after part of a large one, nor once the direction is not followed).
    bool isAtMessageBoundary(bool fromClient) const;
    /// Cutting: the bytes of that direction not cut into a unit yet (the connection is closing).
    QByteArray takePending(bool fromClient);
    /// The methods of the requests \a text (going in that direction) answers.
    QStringList methodsAnswered(bool fromClient, const QByteArray &text) const;
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
    /// Bytes of a direction not handed on yet (cutting), from where the last unit ended.
    struct Pending
    {
        QByteArray bytes;
        qint64 start = 0;    // the stream offset of bytes[0]
        qint64 fed = 0;      // every byte fed so far
        bool split = false;  // the message being read began in a unit of its own
    };

    void read(WebSocketFrameReader &reader, bool fromClient, qint64 epochMs);
    /// Cutting: the pending bytes through the reader's last frame, as a unit.
    void cut(bool fromClient, std::optional<QByteArray> text, qint64 epochMs, bool control = false);
    /// Cutting: hands on what is pending when it passed MaxPendingBytes.
    void limitPending(bool fromClient, qint64 epochMs);

    QString m_endpoint;
    TapConversation m_conversation;
    WebSocketFrameReader m_client;
    WebSocketFrameReader m_server;
    bool m_clientFailed = false;
    bool m_serverFailed = false;
    bool m_saidBinary = false;
    bool m_cutting = false;
    Pending m_clientPending;
    Pending m_serverPending;
    std::vector<Unit> m_clientUnits;
    std::vector<Unit> m_serverUnits;
    QStringList m_problems;
    QList<TapMessage> m_messages;
};

} // namespace RpcScope
