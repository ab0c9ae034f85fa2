#pragma once

#include "lib/transport/sseparser.h"
#include "lib/transport/wire.h"

#include <QObject>

#include <deque>
#include <optional>

namespace RpcScope {

/// Per-send choices a caller can make.
struct SendOptions
{
    HeaderList extraHeaders;  ///< HTTP only: added after the endpoint's own headers
    /// HTTP only: also accept text/event-stream; an answer of that type is then cut into
    /// events, each reported by streamEvent() as it arrives (replied() still ends the send).
    bool streaming = false;
    /// Streaming HTTP only (MCP Streamable HTTP, "Resumability and Redelivery"): when the event
    /// stream ends without the send being stopped (the RpcClient stops it at its answer) and its
    /// events carried ids, the same URL is asked again with GET and Last-Event-ID, and what that
    /// stream brings continues the send's events (at most 3 tries in a row that bring none).
    bool resumable = false;
    /// A request that lasts the session (MCP's subscriptions/listen): the client's request
    /// timeout does not apply, and its exchange keeps only its first events, none of the other
    /// messages that arrive meanwhile (they reach the client's messageArrived() as always).
    bool noDeadline = false;
};

/// One way of moving JSON-RPC text to a peer and back. A transport never parses JSON-RPC:
/// it moves bytes and reports what happened on the wire. The RpcClient above it correlates.
class Transport : public QObject
{
    Q_OBJECT

public:
    /// HttpSse: MCP's older HTTP+SSE transport (a GET event stream, a POST per message).
    /// Socket: TCP, TLS over TCP or a Unix domain socket, framed like stdio.
    enum class Kind { Http, Stdio, WebSocket, HttpSse, Socket };
    Q_ENUM(Kind)

    using QObject::QObject;

    /// Stable machine name of a kind, as reports and session files write it: "http", "stdio",
    /// "websocket", "http+sse", "socket" (never translated).
    static QString kindName(Kind kind);
    static std::optional<Kind> kindFromName(QStringView name);

    virtual Kind kind() const = 0;
    /// Human-readable endpoint, e.g. "http://127.0.0.1:8080/rpc" or "stdio:node server.js".
    virtual QString endpoint() const = 0;
    /// True when each send() gets its answer in replied() (HTTP); false when answers
    /// arrive as messageReceived() and must be matched by id (stdio, WebSocket).
    virtual bool answersInReply() const = 0;

    /// Starts sending one payload exactly as given. Returns a ticket; replied() follows
    /// exactly once for it (with an error on failure), unless abort() was called first.
    virtual quint64 send(const QByteArray &payload, const SendOptions &options = {}) = 0;
    /// Stops the send with that ticket; replied() is emitted with \a why as its error.
    virtual void abort(quint64 ticket, const TransportError &why) = 0;
    /// Ends the connection or child process (politely first, then by force).
    virtual void close() = 0;
    /// Whether a channel is open that close() ends later, reporting the end with
    /// channelClosed() (a stdio child given its grace to exit). False for transports whose
    /// close() is done when it returns.
    virtual bool isChannelOpen() const { return false; }
    /// While messageReceived() is being emitted: when the first byte of that message arrived
    /// (epoch ms; a message read in pieces began before it ended). 0 when not known.
    qint64 messageStartedEpochMs() const { return m_messageStartedEpochMs; }
    /// Bytes sent that the peer provably never read (a stdio child that exited with them
    /// still in its input pipe); 0 when all were read or it cannot be told.
    virtual qint64 unreadAtEnd() const { return 0; }

signals:
    void replied(quint64 ticket, const RpcScope::TransportReply &reply);
    /// A message that arrived on its own: a stdio line (JSON or not), a WebSocket frame, an
    /// HTTP+SSE message event.
    void messageReceived(const QByteArray &message, qint64 epochMs);
    /// The stream itself broke a rule (a Content-Length that disagrees with its body): a
    /// conformance finding \a findingId of the exchanges open now, said in \a text.
    void streamFinding(const QString &findingId, const QString &text);
    /// One event of a text/event-stream answering the send with that ticket, as it arrives
    /// (a streaming HTTP send); the last may be one the stream cut off (complete false).
    void streamEvent(quint64 ticket, const RpcScope::SseEvent &event);
    /// Side-channel text for the user: a stderr line, a process state change.
    void diagnostic(const QString &text);
    /// The channel ended (child exited, socket closed); every pending request is lost.
    void channelClosed(const RpcScope::TransportError &why);

protected:
    /// Emits replied() for \a reply from the event loop, after those held before it: never
    /// before the caller of send() holds its ticket.
    void replyLater(const TransportReply &reply);
    /// Emits the replies replyLater() holds, now (an answer must not overtake the news that
    /// its request went out); false when a handler deleted this transport.
    bool flushReplies();
    /// For the next messageReceived(): when its first byte arrived.
    void setMessageStarted(qint64 epochMs) { m_messageStartedEpochMs = epochMs; }

private:
    std::deque<TransportReply> m_laterReplies;
    qint64 m_messageStartedEpochMs = 0;
};

} // namespace RpcScope
