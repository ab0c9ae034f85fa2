#pragma once

#include "lib/auth/authstep.h"
#include "lib/auth/oauthsettings.h"
#include "lib/collection/assertionchecker.h"
#include "lib/collection/collection.h"
#include "lib/collection/variableresolver.h"
#include "lib/rpc/exchange.h"
#include "lib/rpc/serverrequest.h"
#include "lib/transport/endpointsettings.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QPointer>

#include <functional>

namespace RpcScope {

class ServerResponder;

class HttpClient;
class McpSession;
struct McpReply;
class OAuthAuthorizer;
class RpcClient;
class SecretStore;

/// What became of one request of a run. Texts are already masked (no secret value in them).
struct RequestResult
{
    QString path;                    ///< folder/…/name
    SavedRequest::Kind kind = SavedRequest::Kind::Single;
    QString method;                  ///< single, notification and MCP requests
    QString target;                  ///< MCP: the method and what it names ("tools/call add"); masked
    QString endpoint;                ///< resolved, masked
    ExchangePtr exchange;            ///< null when the request could not be sent; NOT masked (the bytes as sent)
    QString error;                   ///< translated: why it could not be sent, or the transport failure
    QList<AssertionResult> assertions;   ///< the request's assertions and failed captures
    qint64 durationMs = -1;
    bool authRetried = false;        ///< the auth recipe ran again after a 401 or a retry code
    int inputRounds = 0;             ///< MCP: rounds of input the server asked for (input_required)
    QString taskStatus;              ///< MCP: the call became a task: its last status, as sent; else empty
    int taskPolls = 0;               ///< MCP: the tasks/get sent while following it

    int passed() const;
    /// Failed assertions, plus one when failedToRun().
    int failed() const;
    /// It could not be sent, or it got no answer and has no assertion to count that.
    bool failedToRun() const;
};

/// A whole run.
/// A message a server sent on its own during a run (a push, a log line), not one of its requests.
struct RunMessage
{
    QString endpoint;
    IncomingMessage message;
};

struct RunSummary
{
    QList<RequestResult> results;
    /// What the servers sent on their own, in order (the newest 10,000 when there were more).
    QList<RunMessage> serverMessages;
    qint64 durationMs = 0;
    bool stopped = false;
    int passed() const;
    int failed() const;
};

/// Runs the requests of a collection (or of one folder) in order over RpcClient: fills
/// variables, applies the auth recipe (running a login or CSRF fetch when needed, and once
/// more when a call answers 401 or one of the recipe's retry codes), captures values into
/// run-time variables, and checks each request's assertions. MCP requests go through one
/// McpSession per connection, opened (handshake or stateless) before the first of them and
/// shut down at the end of the run; a session that cannot be opened fails each of its
/// requests, and the run goes on.
class CollectionRunner : public QObject
{
    Q_OBJECT

public:
    struct Options
    {
        QString environment;                 ///< empty: none
        QList<QPair<QString, QString>> variables;   ///< --var NAME=VALUE
        QString folder;                      ///< a folder path "a/b"; empty: the whole collection
        int timeoutMs = 30000;               ///< for requests without their own
        EndpointSettings settings;           ///< headers and TLS choices for every endpoint
        const SecretStore *secrets = nullptr;   ///< not owned; nullptr: secrets have no value
        /// Answers the servers' own requests (the CLI's --answer) before the collection's
        /// `answers`; not owned. For a method neither knows, a server request is refused
        /// with -32601.
        ServerResponder *responder = nullptr;
        /// How long the connections stay open after the last answer, for what servers send
        /// after it (a subscription's pushes); 0: closed at once. Not after a stop.
        int listenMs = 0;
        /// What an oauth2 recipe's flow starts from: how its browser step reaches a person
        /// (the CLI's --browser), how long it waits. TLS and timeouts come from the run.
        OAuthSettings oauth;
    };

    explicit CollectionRunner(QObject *parent = nullptr);
    ~CollectionRunner() override;

    /// Starts the run; false with a translated \a error when the environment or folder does
    /// not exist (nothing runs then). finished() follows a successful start, never inside it.
    bool start(const Collection &collection, const Options &options, QString *error);
    /// Stops after cancelling what is in flight; finished() follows with stopped set.
    void stop();
    bool isRunning() const { return m_running; }
    const VariableResolver &variables() const { return m_variables; }

signals:
    /// A client for a new endpoint, before its first send: a SessionRecorder attaches here
    /// to record every exchange of the run, login calls included.
    /// Its ServerRequestAnswerer is a child of the client (findChild()).
    void clientCreated(RpcScope::RpcClient *client);
    /// A secret value became known (a secret variable resolved, a secret capture, a token
    /// from a login or CSRF recipe), before any request carries it. Connect directly: a
    /// recorder redacts it by value (SessionRedactor::addSecretValue) from then on.
    void secretValueLearned(const QString &name, const QString &value);
    /// A step of an oauth2 recipe's flow (discovery, registration, the browser, the token),
    /// as it ends; its verdict never holds a secret.
    void authStepFinished(const RpcScope::AuthStep &step);
    /// A server asked something (over any connection of the run, an MCP session's included)
    /// and \a response went back to it, over \a client's transport.
    void serverRequestAnswered(RpcScope::RpcClient *client, const RpcScope::ServerRequest &request,
                               const QByteArray &response);
    /// A server sent something on its own (a push, a log line), neither an answer nor a request.
    void serverMessage(const QString &endpoint, const RpcScope::IncomingMessage &message);
    void requestStarted(int index, int count, const QString &path);
    void requestFinished(int index, int count, const RpcScope::RequestResult &result);
    void finished(const RpcScope::RunSummary &summary);

private:
    struct AuthState
    {
        bool prepared = false;
        QByteArray headerValue;    ///< Login, CookieCsrf
        QByteArray cookies;        ///< CookieCsrf: "name=value; name2=value2"
        QPointer<OAuthAuthorizer> authorizer;   ///< OAuth2: adds the token to every request of the recipe
        quint64 connections = 0;                ///< OAuth2: names the recipe's own connections (never reused)
    };

    void next();
    void sendCurrent();
    void prepareAuth(const AuthRecipe &auth, const QString &endpoint);
    /// OAuth2: signs in before the first request of the recipe (client credentials, or the
    /// code flow through a browser); the authorizer then rides on the recipe's connections.
    void prepareOAuth(const AuthRecipe &auth, const QString &endpoint);
    /// The authorizer of the current request's oauth2 recipe, or null.
    OAuthAuthorizer *currentAuthorizer() const;
    void onAuthPrepared(const QString &error);
    void onExchange(const ExchangePtr &exchange);
    /// The answer the current request got: captures taken, assertions checked.
    /// \a durationMs: how long the request took; -1: the exchange's time.
    void judge(const ExchangePtr &exchange, const QString &failure, qint64 durationMs = -1);
    /// Mcp: the session on \a client (opened with the first MCP request of the connection).
    McpSession *mcpSessionFor(RpcClient *client, const QString &endpoint, const QString &version);
    void sendMcp(RpcClient *client, const QString &version);
    void callMcp();
    void onMcpReply(const McpSession *session, const McpReply &reply);
    /// Shuts every open MCP session down, then \a done.
    void closeMcpSessions(std::function<void()> done);
    void noteServerMessage(const QString &endpoint, const IncomingMessage &message);
    void finishCurrent(const QString &error);
    void maskResult(RequestResult *result) const;
    const AuthRecipe &effectiveAuth() const;
    QString authKey() const;
    RpcClient *clientFor(const QString &endpoint, QString *error);
    /// Whether the current request's recipe can be run again for a fresh credential (login, CSRF).
    bool recipeRenews() const;
    bool shouldRetry(const Exchange &exchange) const;
    /// Runs the recipe again for the current request, which is then sent again: once per request.
    bool retryWithFreshAuth();
    void takeCookies(const HeaderList &headers, AuthState *state);

    Collection m_collection;
    Options m_options;
    VariableResolver m_variables;
    QList<Collection::Entry> m_queue;
    int m_index = -1;
    bool m_running = false;
    bool m_stopping = false;
    RunSummary m_summary;
    QElapsedTimer m_clock;

    RequestResult m_current;
    QString m_endpoint;                       // resolved endpoint of the current request
    QByteArray m_bytes;                       // what goes out, placeholders filled
    HeaderList m_headers;
    quint64 m_sequence = 0;                   // of the exchange in flight
    RpcClient *m_activeClient = nullptr;
    enum class Phase { Idle, Auth, Request, Mcp } m_phase = Phase::Idle;
    QHash<RpcClient *, McpSession *> m_mcpSessions;   // this run's, by connection
    McpSession *m_activeMcp = nullptr;        // the session the current MCP request waits on
    quint64 m_mcpCall = 0;
    QElapsedTimer m_mcpClock;                 // the whole call: its input rounds and task polls too
    QString m_mcpMethod;                      // the current MCP request, filled
    QByteArray m_mcpParams;
    bool m_mcpUnauthorized = false;           // an exchange of the current MCP request was answered 401
    ScriptedResponder m_collectionAnswers;    // the collection's `answers`
    ServerResponderChain m_responders;        // --answer, then the collection's
    QHash<QString, AuthState> m_auth;         // by recipe owner: "" collection, else the request path
    QHash<QString, RpcClient *> m_clients;    // by endpoint (and oauth2 recipe: its token rides on the transport)
    HttpClient *m_http = nullptr;             // CSRF fetches
    quint64 m_oauthSerial = 0;                // the last AuthState::connections handed out
    quint64 m_httpTicket = 0;
};

} // namespace RpcScope

Q_DECLARE_METATYPE(RpcScope::RequestResult)
Q_DECLARE_METATYPE(RpcScope::RunSummary)
