#pragma once

#include "lib/rpc/exchange.h"
#include "lib/rpc/requestid.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <deque>
#include <memory>
#include <optional>
#include <vector>

namespace RpcScope {

class JsonDocument;

/// Which way a tapped message moved.
enum class TapDirection { ClientToServer, ServerToClient };

/// One thing a tap saw, complete: ready to show and to record.
struct TapEvent
{
    enum class Kind {
        /// A client's request (or notification) with the server's answer, or why none came.
        Exchange,
        /// From the server, answering no request of the client's: a notification, a request of
        /// the server's, a response nobody asked for, a line that is not JSON.
        ServerMessage,
        /// From the client, not a request: an answer to a server request, or a stray line.
        ClientMessage,
    };

    Kind kind = Kind::Exchange;
    ExchangePtr exchange;             ///< Exchange only
    QByteArray message;               ///< the messages: the bytes, exactly
    qint64 epochMs = 0;               ///< the messages: when they moved
    bool serverRequest = false;       ///< ServerMessage: it holds a request of the server's
    /// ServerMessage: requests were open when it came, so their exchanges hold it too.
    bool whileOpen = false;
    /// Where it went (an HTTP tap: the upstream URL with the request's path); empty: the tap's.
    QString endpoint;
    /// How it went, when not the tap's own way (an HTTP tap's WebSocket after an upgrade).
    std::optional<Transport::Kind> transport;
    /// ClientMessage answering a server request: that request's method, and how long the
    /// client took to answer it (-1 when it answers none).
    QString answersMethod;
    qint64 answerMs = -1;
};

/// Follows a conversation a tap passes on, in both directions: it joins each client request
/// to the server's answer and each server request to the client's, classifies every exchange
/// as RpcClient does for our own (findings, decoded errors), and hands out what is complete.
/// Pure logic over whole messages: the tap frames them and does the I/O.
class TapConversation
{
    Q_DECLARE_TR_FUNCTIONS(RpcScope::TapConversation)

public:
    /// Requests kept waiting for an answer at most: the oldest is given up beyond it (a client
    /// that sends lines the server never answers must not grow the tap without end).
    static constexpr int MaxOpenRequests = 10000;
    /// Server messages kept in one open exchange at most (a request nobody answers must not
    /// hold every later message).
    static constexpr int MaxNotificationsPerExchange = 1000;

    TapConversation(const QString &endpoint, Transport::Kind transport);

    /// A whole message the client sent (now on its way to the server), read at \a epochMs;
    /// \a startedEpochMs: when its first byte came (0: at \a epochMs).
    void fromClient(const QByteArray &message, qint64 epochMs, qint64 startedEpochMs = 0);
    /// A whole message the server sent.
    void fromServer(const QByteArray &message, qint64 epochMs, qint64 startedEpochMs = 0);
    /// The server's stream broke a rule (a Content-Length that lies): a finding of the
    /// exchanges open now.
    void serverStreamFinding(const QString &findingId, const QString &text);
    /// The conversation is over (the server exited, the client went away): every open request
    /// ends with \a why.
    void end(const TransportError &why, qint64 epochMs);

    /// \a doc is a response (or a batch of them) and no request: a client's answer to a
    /// request of the server's.
    static bool isResponse(const JsonDocument &doc);

    /// The methods of the requests \a message, moving in \a direction, would answer: the
    /// client's requests waiting for the server (what fromServer() would join it to), or the
    /// server's requests waiting for the client. Empty for anything that answers none.
    QStringList methodsAnswered(TapDirection direction, const QByteArray &message) const;

    /// What is complete since the last call, in the order it completed.
    std::vector<TapEvent> takeEvents();
    bool hasEvents() const { return !m_events.empty(); }
    /// Client requests waiting for the server's answer.
    int openRequests() const { return int(m_open.size()); }
    /// Server requests waiting for the client's answer.
    int openServerRequests() const { return int(m_serverRequests.size()); }

private:
    struct Open
    {
        std::shared_ptr<Exchange> exchange;
        int strayLines = 0;
        QList<QPair<QString, QString>> findings;   // {finding id, text}
    };
    struct ServerRequestSeen
    {
        RequestId id;
        QString method;
        qint64 epochMs = 0;
    };

    std::shared_ptr<Exchange> newExchange(const QByteArray &message, qint64 epochMs, qint64 startedEpochMs) const;
    void finish(Open open);
    /// Of the server requests still waiting, the one \a id answers (removed), if any.
    std::optional<ServerRequestSeen> takeServerRequest(const RequestId &id);
    /// The index in m_open of the client request \a doc (from the server) answers, or -1.
    int openAnswered(const JsonDocument &doc) const;
    /// MCP's notifications/cancelled: the request it names gets no answer (the receiver sends
    /// none); its exchange ends now.
    void cancelled(const JsonDocument &notification, qint64 epochMs);

    QString m_endpoint;
    Transport::Kind m_transport;
    quint64 m_nextSequence = 1;
    std::deque<Open> m_open;
    std::deque<ServerRequestSeen> m_serverRequests;
    std::vector<TapEvent> m_events;
};

} // namespace RpcScope
