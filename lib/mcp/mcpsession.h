#pragma once

#include "lib/mcp/mcptoolheaders.h"
#include "lib/rpc/exchange.h"
#include "lib/rpc/mcphandshake.h"
#include "lib/rpc/serverrequest.h"

#include <QHash>
#include <QObject>
#include <QElapsedTimer>
#include <QPointer>
#include <QSet>
#include <QTimer>

#include <functional>
#include <memory>
#include <map>
#include <vector>

namespace RpcScope {

class ServerRequestAnswerer;

class RpcClient;

/// What one MCP request came back with.
struct McpReply
{
    enum class Status { Ok, Error, Transport, Invalid, Canceled, NotReady };

    Status status = Status::NotReady;
    ExchangePtr exchange;        ///< the last try's exchange; null when nothing was sent
    int resultNode = -1;         ///< Ok: the result in document()
    QString error;               ///< translated; empty when Ok

    bool ok() const { return status == Status::Ok; }
    const JsonDocument &document() const;
};

/// A call the server turned into a task (MCP's tasks extension, `resultType: "task"`; or, in
/// 2025-11-25, a task-augmented request answered with a CreateTaskResult): its state as last
/// seen, from the CreateTaskResult or a tasks/get answer.
struct McpTask
{
    QString taskId;
    QString call;                ///< what became the task: "tools/call long_job"
    QString status;              ///< working, input_required, completed, failed, cancelled (as sent)
    QString statusMessage;
    QString createdAt;           ///< as sent (ISO 8601)
    qint64 pollIntervalMs = -1;  ///< -1: the server suggested none (pollIntervalMs; 2025-11-25: pollInterval)
    qint64 ttlMs = -1;           ///< -1: none (null) or not given (ttlMs; 2025-11-25: ttl)
    bool experimental = false;   ///< 2025-11-25's tasks: the result comes from tasks/result
    int polls = 0;               ///< tasks/get sent so far
    qint64 elapsedMs = 0;        ///< since the call became a task
    ExchangePtr exchange;        ///< the answer that said so
    /// The session follows it no more: it ended, or the call did (cancelled here, timed out,
    /// a poll failed); \ref why says why when the task itself had not ended.
    bool followed = true;
    QString why;

    static bool isTerminal(const QString &status);
    /// Reads a task object (a CreateTaskResult or a tasks/get result) at \a node of \a doc.
    static McpTask read(const JsonDocument &doc, int node);
};

/// One MCP client session over an RpcClient (stdio, Streamable HTTP, HTTP+SSE) in either era
/// of the protocol. Modern (2026-07-28, stateless): server/discover, then every request
/// carries its revision, capabilities and client in `_meta` and, over HTTP, in headers; a
/// result that asks for input (MRTR) is answered and the request sent again. Legacy: the
/// lifecycle (initialize with a chosen revision and capabilities, notifications/initialized,
/// ping, orderly shutdown). Unpinned, it tries the newest revision first: an unsupported
/// version (-32022) is retried with one the server lists, a server that knows only
/// initialize gets the handshake. Both eras: the routing of what the server sends on its own (notifications become
/// signals, requests go to a ServerResponder or get a JSON-RPC error), and, over HTTP, the
/// Mcp-Session-Id: kept, sent with every message, and a 404 for it answered by
/// re-initializing once and sending the request again; a POST's event stream that breaks off
/// is resumed with Last-Event-ID (SendOptions::resumable). Every wait has the RpcClient's timeout.
class McpSession : public QObject
{
    Q_OBJECT

public:
    struct Options
    {
        /// The revision to speak; empty: the newest the server knows (see negotiation()).
        QString protocolVersion;
        QByteArray capabilities;          ///< JSON text of the client capabilities; empty: {}
        QString clientName = QStringLiteral("RpcScope");
        int answerTimeoutMs = 120000;     ///< a responder that takes longer: an error is sent instead
        int shutdownTimeoutMs = 5000;     ///< closed() at the latest after this
        /// Streamable HTTP: open the GET stream for what the server sends outside any request
        /// (its own requests such as roots/list, log messages, resource updates).
        bool serverStream = true;
        /// 2026-07-28: open a subscriptions/listen stream for the list changes the server
        /// offers and the resources subscribed to (setResourceSubscribed()), kept open for the
        /// session. Off: a one-shot command hears no list changes and asks for none.
        bool listen = false;
        /// Modern era: declare the tasks extension, and follow a call the server turns into a
        /// task (tasks/get at the interval it suggests, its input answered through tasks/update)
        /// until it ends; its reply is then the task's result or error.
        bool tasks = true;
        /// A task still running after this long is cancelled (tasks/cancel) and reported so.
        int taskTimeoutMs = 600000;
    };
    enum class State { Idle, Initializing, Ready, Failed, Closing, Closed };
    Q_ENUM(State)
    enum class Era { Unknown, Legacy, Modern };
    Q_ENUM(Era)
    /// A request the server answers with input_required this often is given up.
    static constexpr int kMaxInputRounds = 10;
    /// The tasks extension's name in capabilities.
    static QString tasksExtension() { return QStringLiteral("io.modelcontextprotocol/tasks"); }
    /// The legacy revision offered when an unpinned session falls back to initialize.
    static QString legacyDefaultVersion() { return QStringLiteral("2025-11-25"); }
    using ReplyHandler = std::function<void(const McpReply &reply)>;

    /// \a client is not owned and must outlive the session.
    explicit McpSession(RpcClient *client, QObject *parent = nullptr);
    ~McpSession() override;

    RpcClient *client() const { return m_client; }
    const Options &options() const { return m_options; }
    void setOptions(const Options &options);
    /// Not owned; null: every server request but ping is answered with -32601.
    void setResponder(ServerResponder *responder);

    /// Starts the handshake: ready() or failed() follows.
    void initialize();
    /// Goes on with a handshake begun by someone else on the same connection (a discovery
    /// probe's \a initialize exchange, answered): checks the answer as initialize() would,
    /// sends notifications/initialized; ready() or failed() follows. Request ids go on after
    /// \a lastIdUsed, as MCP wants no id used twice in a session.
    void adopt(const ExchangePtr &initialize, qint64 lastIdUsed);
    State state() const { return m_state; }
    Era era() const { return m_era; }
    bool isModern() const { return m_era == Era::Modern; }
    /// How the revision was agreed, in words (translated): "server/discover: 2026-07-28",
    /// "fell back to initialize: …"; empty before the session is ready.
    const QString &negotiation() const { return m_negotiation; }
    /// True for an exchange whose refusal the session worked around: a server/discover the
    /// server refused before another revision or the handshake was tried, a request sent
    /// again with another revision. Its failure is no failure of the session's user.
    bool workedAround(const Exchange &exchange) const { return m_workedAround.contains(exchange.sequence); }
    /// Modern era, HTTP: the x-mcp-header markings of \a tool (from its listing), mirrored
    /// into Mcp-Param headers on each call of it.
    void setToolHeaders(const QString &tool, const McpToolHeaders &headers);
    /// Legacy era (2025-11-25's tasks): a tool listed with `execution.taskSupport` "required"
    /// is called as a task (`task: {}` in its params) when the server declared
    /// `tasks.requests.tools.call`; the session then follows it as it follows a modern task.
    void setToolTaskSupport(const QString &tool, const QString &support);
    /// Modern era: the least severe log level the server is to send messages of, asked for in
    /// every request's `_meta` (`io.modelcontextprotocol/logLevel`) from now on; empty: none.
    void setRequestLogLevel(const QString &level) { m_logLevel = level; }
    /// HTTP: headers sent with every message from now on, before the MCP ones (a saved
    /// request's own headers and its auth recipe's, in a collection run).
    void setExtraHeaders(const HeaderList &headers) { m_extraHeaders = headers; }
    const QString &requestLogLevel() const { return m_logLevel; }
    /// The revision we asked for, and what the server answered (server().protocolVersion).
    const QString &askedVersion() const { return m_askedVersion; }
    const McpServerInfo &server() const { return m_server; }
    /// Streamable HTTP: the session id the server gave; empty otherwise.
    const QByteArray &sessionId() const { return m_sessionId; }
    /// Why the handshake failed (translated); empty when it did not.
    const QString &failure() const { return m_failure; }
    int reinitializations() const { return m_reinitializations; }
    /// Streamable HTTP: the GET stream is open (the server accepted it).
    bool serverStreamOpen() const { return m_streamOpen; }

    /// 2026-07-28's subscriptions/listen, as it stands.
    struct Listening
    {
        bool open = false;           ///< a listen request is out and not ended
        QByteArray asked;            ///< its `notifications` filter, as sent
        QByteArray honoured;         ///< the acknowledgement's filter, as sent; empty before it
        QString ended;               ///< why the last stream ended (translated); empty while open
        /// A stream that stood and went (the server ended it, or the connection dropped) is
        /// opened again this long after it ended; 0: it is not (it never stood, or was refused).
        int reopenInMs = 0;
    };
    /// The first pause before a listen stream that went is opened again; each failure in a row
    /// doubles it, up to ListenReopenMaxMs; an acknowledgement starts over.
    static constexpr int ListenReopenFirstMs = 1000;
    static constexpr int ListenReopenMaxMs = 30000;
    const Listening &listening() const { return m_listening; }
    /// The resources whose notifications/resources/updated the session asks for. Modern era:
    /// the listen stream is opened again with the new list, and \a done hears the server's
    /// acknowledgement (an error when the server leaves \a uri out of it).
    quint64 setResourceSubscribed(const QString &uri, bool subscribed, ReplyHandler done);

    /// Sends a request; \a done gets the answer exactly once. Returns a handle for cancel().
    quint64 request(const QString &method, const QByteArray &params, ReplyHandler done);
    void notify(const QString &method, const QByteArray &params = {});
    /// Sends notifications/cancelled for the call (tasks/cancel once it became a task) and
    /// stops waiting (its reply: Canceled). \a reason goes with the notification (protocol
    /// text: English, never translated); \a shown, translated, is what the call's exchange
    /// says (without one: that the user canceled it).
    void cancel(quint64 call, const QString &reason = {}, const QString &shown = {});
    void ping(ReplyHandler done);
    /// A fresh progress token (JSON text) to put in a request's params._meta.progressToken.
    QByteArray newProgressToken();
    /// notifications/progress carrying \a tokenJson are reported as progress(\a call, ...).
    void watchProgress(quint64 call, const QByteArray &tokenJson);
    /// Ends the session: HTTP sends DELETE with the session id; stdio closes the child's
    /// input, then terminates it if it lingers. closed() follows.
    void shutdown();

signals:
    void ready();
    void failed(const QString &message);
    void notificationReceived(const QString &method, const QByteArray &paramsText);
    void logMessage(const QString &level, const QString &logger, const QByteArray &dataText);
    void progress(quint64 call, double progress, double total, const QString &message);
    /// notifications/{tools,resources,prompts}/list_changed: "tools", "resources", "prompts".
    void listChanged(const QString &list);
    void resourceUpdated(const QString &uri);
    void serverRequestReceived(const RpcScope::ServerRequest &request);
    /// \a answer is the bytes sent back (a result or an error).
    void serverRequestAnswered(const RpcScope::ServerRequest &request, const QByteArray &answer);
    /// Something the server sent that is no JSON (a stray stdout line).
    void strayOutput(const QByteArray &bytes);
    /// A message of the GET stream (not seen by the RpcClient: it belongs to no request).
    void serverStreamMessage(const RpcScope::IncomingMessage &message);
    /// A request came back asking for input (MRTR, round 1 on): its requests are being
    /// answered, then the request goes again.
    void inputRequested(quint64 call, int round, const RpcScope::ExchangePtr &exchange);
    /// The call became a task, or its task changed (each tasks/get answer, the end included).
    void taskChanged(quint64 call, const RpcScope::McpTask &task);
    /// listening() changed: a listen stream opened, was acknowledged or ended.
    void listeningChanged();
    /// The server forgot the session (HTTP 404): a new one was made.
    void reinitialized();
    void closed();

private:
    struct Call
    {
        QString method;
        QByteArray params;
        ReplyHandler done;
        RequestId id;
        quint64 sequence = 0;
        bool retried = false;
        bool canceled = false;
        RequestId progressToken;
        QByteArray retryParams;   ///< MRTR: params with inputResponses and requestState
        int rounds = 0;           ///< MRTR rounds so far
        bool versionRetried = false;
        McpTask task;             ///< taskId set once the call became a task
        QElapsedTimer taskClock;
        QSet<QString> answeredKeys;   ///< the task's inputRequests answered already
    };

    /// Modern era: (re)opens the subscriptions/listen stream for what the server offers and
    /// the subscribed resources; the previous stream is closed once the new one is out.
    void listen();
    /// The filter listen() asks for; "{}" when there is nothing to listen for.
    QByteArray listenFilter() const;
    void onListenAcknowledged(const JsonDocument &doc, int params);
    void onListenAckTimeout();
    /// The newest listen stream ended (or was given up) for \a why; one it was to replace goes on.
    void listenEnded(const QString &why);
    /// Tells the setResourceSubscribed() callers waiting for an acknowledgement.
    void answerSubscribeWaiters(const QString &error);
    /// \a method and \a params: the request the options go with (modern HTTP headers).
    SendOptions sendOptions(const QString &method = {}, const QByteArray &params = {}) const;
    /// \a params as the wire wants them: with the modern `_meta` members in the modern era.
    QByteArray wireParams(const QByteArray &params) const;
    /// The negotiation's steps: server/discover with \a version, then its answer read.
    void probe(const QString &version);
    void acceptDiscover(const ExchangePtr &exchange);
    /// Legacy: the initialize handshake with \a version; \a why says why (negotiation()).
    void fallBack(const QString &version, const QString &why);
    /// MRTR: answers a result's inputRequests and sends the call again.
    void answerInputRequests(quint64 handle, const ExchangePtr &exchange, int resultNode);
    using AnswersDone = std::function<void(const QStringList &keys, const QList<QByteArray> &answers, const QString &failure)>;
    /// Answers the server requests of an inputRequests object (MRTR's, a task's) through the
    /// responder, in the server's order, leaving out \a skip; \a done gets each key with its
    /// answer (JSON text), and the first failure in words (empty when every one was answered).
    void answerRequests(const JsonDocument &doc, int requests, const QSet<QString> &skip, AnswersDone done);
    /// Tasks: the call became a task (\a node: the CreateTaskResult) or a tasks/get answered.
    void followTask(quint64 handle, const ExchangePtr &exchange, int node);
    void pollTask(quint64 handle);
    /// 2025-11-25's tasks: tasks/result, which answers once the task has ended (what the
    /// server asks meanwhile comes as its own requests), and is the call's answer.
    void fetchTaskResult(quint64 handle);
    /// The client capabilities sent in `_meta`: the caller's, and the tasks extension.
    QByteArray capabilitiesText() const;
    void finishCall(quint64 handle, McpReply reply);
    void send(quint64 handle);
    void onExchange(const ExchangePtr &exchange);
    void onMessage(const IncomingMessage &message);
    void onObject(const JsonDocument &doc, int node, const IncomingMessage &message);
    void onNotification(const QString &method, const JsonDocument &doc, int params);
    void onServerRequest(const ServerRequest &request);
    void sendInternal(const QString &method, const QByteArray &params, bool notification,
                      std::function<void(const ExchangePtr &)> done);
    void handshake(const QString &version, std::function<void(const QString &error)> done);
    /// The second half of the handshake: the answer to initialize, then notifications/initialized.
    void acceptInitialize(const ExchangePtr &exchange, std::function<void(const QString &error)> done);
    /// What initialize() and adopt() do once the handshake ends.
    void handshakeDone(const QString &error);
    void reinitialize();
    void fail(const QString &message);
    void openServerStream();
    void closeServerStream();
    void finishClose();
    McpReply replyFor(const ExchangePtr &exchange, const Call &call) const;

    RpcClient *m_client = nullptr;
    Options m_options;
    ServerRequestAnswerer *m_answerer = nullptr;
    std::unique_ptr<ServerResponder> m_withDefaults;   // the responder, elicitation defaults applied
    State m_state = State::Idle;
    Era m_era = Era::Unknown;
    QString m_negotiation;
    QStringList m_versionsTried;
    QSet<quint64> m_workedAround;          // RpcClient sequences
    QHash<QString, McpToolHeaders> m_toolHeaders;
    QHash<QString, QString> m_toolTaskSupport;   // legacy: execution.taskSupport by tool
    QString m_logLevel;
    HeaderList m_extraHeaders;
    QString m_askedVersion;
    McpServerInfo m_server;
    QByteArray m_sessionId;
    QString m_failure;
    bool m_reinitializing = false;
    int m_reinitializations = 0;
    QList<quint64> m_afterReinit;          // calls to send again once the new session stands
    std::map<quint64, Call> m_calls;       // by handle
    QHash<quint64, quint64> m_bySequence;  // RpcClient sequence -> handle
    QHash<quint64, std::function<void(const ExchangePtr &)>> m_internal;   // our own sends
    qint64 m_nextId = 0;

    quint64 m_nextHandle = 0;
    quint64 m_nextToken = 0;
    quint64 m_streamTicket = 0;            // the GET stream's HttpClient ticket
    quint64 m_listenCall = 0;              // the newest subscriptions/listen call's handle
    QTimer m_listenReopen;                 // a stream that went is opened again
    int m_listenReopenMs = ListenReopenFirstMs;
    Listening m_listening;
    QStringList m_resourceSubscriptions;   // asked for (the newest stream's)
    QStringList m_acknowledgedSubscriptions;   // as the standing stream's acknowledgement took them
    // The acknowledged stream a new one is to replace: closed at the new one's acknowledgement,
    // kept (with what it listened for) when the new one fails first.
    quint64 m_replacedListen = 0;
    Listening m_replacedListening;
    QStringList m_replacedSubscriptions;
    QTimer m_ackTimer;                     // the newest stream's acknowledgement is due
    struct SubscribeWaiter
    {
        QString uri;
        bool subscribe = true;
        ReplyHandler done;   ///< told at the acknowledgement
    };
    std::vector<SubscribeWaiter> m_subscribeWaiters;
    std::unique_ptr<SseParser> m_streamParser;
    bool m_streamOpen = false;
    bool m_channelClosed = false;
    bool m_closedEmitted = false;
};

} // namespace RpcScope

Q_DECLARE_METATYPE(RpcScope::McpTask)

