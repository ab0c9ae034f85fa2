#include "lib/collection/collectionrunner.h"

#include "lib/auth/oauthauthorizer.h"
#include "lib/collection/jsonpathquery.h"
#include "lib/collection/requestresolver.h"
#include "lib/json/jsondocument.h"
#include "lib/json/jsonwriter.h"
#include "lib/keychain/secretstore.h"
#include "lib/mcp/mcpclientcapabilities.h"
#include "lib/mcp/mcpsession.h"
#include "lib/rpc/requestbuilder.h"
#include "lib/rpc/rpcclient.h"
#include "lib/rpc/serverrequestanswerer.h"
#include "lib/session/urlredaction.h"
#include "lib/tr.h"
#include "lib/transport/http/httpclient.h"
#include "lib/transport/http/httprequest.h"
#include "lib/transport/transport.h"
#include "lib/transport/transportcloser.h"
#include "lib/transport/transportfactory.h"

#include <QTimer>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace RpcScope {

int RequestResult::passed() const
{
    return int(std::count_if(assertions.cbegin(), assertions.cend(), [](const AssertionResult &r) { return r.passed; }));
}

int RequestResult::failed() const
{
    return int(assertions.size()) - passed() + (failedToRun() ? 1 : 0);
}

bool RequestResult::failedToRun() const
{
    // Not sent, or no answer and no assertion that would have said so.
    return !error.isEmpty() && (!exchange || assertions.isEmpty());
}

int RunSummary::passed() const
{
    int n = 0;
    for (const RequestResult &result : results)
        n += result.passed();
    return n;
}

int RunSummary::failed() const
{
    int n = 0;
    for (const RequestResult &result : results)
        n += result.failed();
    return n;
}

CollectionRunner::CollectionRunner(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<RpcScope::RequestResult>();
    qRegisterMetaType<RpcScope::RunSummary>();
}

CollectionRunner::~CollectionRunner() = default;

bool CollectionRunner::start(const Collection &collection, const Options &options, QString *error)
{
    if (m_running) {
        *error = Tr::tr("A run is already going on.");
        return false;
    }
    const CollectionEnvironment *environment = nullptr;
    if (!options.environment.isEmpty()) {
        environment = collection.environment(options.environment);
        if (!environment) {
            QStringList names;
            for (const CollectionEnvironment &e : collection.environments)
                names.append(e.name);
            *error = names.isEmpty() ? Tr::tr("The collection has no environment \"%1\".").arg(options.environment)
                                     : Tr::tr("The collection has no environment \"%1\" (it has: %2).")
                                           .arg(options.environment, names.join(u", "_s));
            return false;
        }
    }
    if (!options.folder.isEmpty()) {
        if (!collection.folder(options.folder)) {
            *error = Tr::tr("The collection has no folder \"%1\".").arg(options.folder);
            return false;
        }
    }
    for (const auto &[method, result] : collection.answers) {
        if (!JsonDocument::parse(result.toUtf8()).isValid()) {
            *error = Tr::tr("The collection's answer to %1 is no JSON.").arg(method);
            return false;
        }
    }
    m_collection = collection;
    m_options = options;
    m_collectionAnswers = ScriptedResponder();
    for (const auto &[method, result] : collection.answers)
        m_collectionAnswers.set(method, result.trimmed().toUtf8());
    m_responders.clear();
    m_responders.append(options.responder);
    m_responders.append(&m_collectionAnswers);
    for (auto it = m_mcpSessions.cbegin(); it != m_mcpSessions.cend(); ++it) {
        // The previous run's, shut down at its end; the connection answers by itself again.
        it.value()->deleteLater();
        if (auto *answerer = it.key()->findChild<ServerRequestAnswerer *>(QString(), Qt::FindDirectChildrenOnly))
            answerer->listen(true);
    }
    m_mcpSessions.clear();
    m_activeMcp = nullptr;
    m_variables = VariableResolver();
    m_variables.setSecretStore(options.secrets);
    // Guarded: a copy of variables() may outlive the runner.
    m_variables.setSecretListener([self = QPointer<CollectionRunner>(this)](const QString &name, const QString &value) {
        if (self)
            emit self->secretValueLearned(name, value);
    });
    m_variables.setGlobals(collection.variables);
    if (environment)
        m_variables.setEnvironment(environment->variables);
    for (const auto &[name, value] : options.variables)
        m_variables.setOverride(name, value);
    // The queue points into our own copy, not the caller's.
    m_queue = options.folder.isEmpty() ? Collection::requests(m_collection.items)
                                       : Collection::requests(m_collection.folder(options.folder)->items, options.folder);
    m_summary = RunSummary();
    for (const AuthState &state : std::as_const(m_auth))
        delete state.authorizer.data();   // the previous run's tokens go with it
    m_auth.clear();
    m_index = -1;
    m_running = true;
    m_stopping = false;
    m_clock.start();
    QTimer::singleShot(0, this, &CollectionRunner::next);
    return true;
}

void CollectionRunner::stop()
{
    if (!m_running || m_stopping)
        return;
    m_stopping = true;
    if (m_phase != Phase::Idle && m_activeClient)
        m_activeClient->cancel(m_sequence);
    if (m_phase == Phase::Mcp && m_activeMcp) {
        if (m_activeMcp->state() == McpSession::State::Ready)
            m_activeMcp->cancel(m_mcpCall, QStringLiteral("The run was stopped"), Tr::tr("The run was stopped."));   // its reply (canceled) ends the request
        else
            finishCurrent(Tr::tr("stopped"));   // the handshake is left to end on its own
    }
    if (m_http && m_httpTicket)
        m_http->abort(m_httpTicket, TransportError{TransportError::Kind::Canceled, Tr::tr("stopped")});
    for (const AuthState &state : std::as_const(m_auth)) {
        if (state.authorizer && state.authorizer->isBusy())
            state.authorizer->cancel();   // a sign-in nobody will finish now
    }
}

void CollectionRunner::next()
{
    if (m_stopping || m_index + 1 >= m_queue.size()) {
        m_running = false;
        m_summary.stopped = m_stopping;
        m_summary.durationMs = m_clock.elapsed();
        // Once more with every secret of the run: a value learnt late may stand in an early text.
        for (RequestResult &result : m_summary.results)
            maskResult(&result);
        // Reported once every connection has ended: a stdio server reads the run's last
        // message (a language server's "exit") before it is asked to go.
        const auto closeAll = [this] {
            // MCP sessions end in order first (a DELETE of the session, the child's input closed).
            closeMcpSessions([this] {
                QList<Transport *> transports;
                for (RpcClient *client : std::as_const(m_clients))
                    transports.append(client->transport());
                TransportCloser::closeAll(transports, this, [this, summary = m_summary] { emit finished(summary); });
            });
        };
        if (m_stopping || m_options.listenMs <= 0)
            closeAll();
        else
            QTimer::singleShot(m_options.listenMs, this, closeAll);
        return;
    }
    ++m_index;
    const Collection::Entry &entry = m_queue.at(m_index);
    const SavedRequest &request = entry.item->request;
    m_current = RequestResult();
    m_current.path = entry.path;
    m_current.kind = request.kind;
    m_current.method = request.method;
    m_current.target = request.mcpTarget();
    emit requestStarted(m_index, int(m_queue.size()), entry.path);

    QString error;
    const std::optional<QString> endpoint = m_variables.resolve(request.endpoint, VariableResolver::Context::Plain, &error);
    if (!endpoint) {
        finishCurrent(Tr::tr("endpoint: %1").arg(error));
        return;
    }
    m_endpoint = endpoint->trimmed();
    m_current.endpoint = m_variables.mask(m_endpoint);
    if (m_endpoint.isEmpty()) {
        finishCurrent(Tr::tr("The request has no endpoint."));
        return;
    }
    const AuthRecipe &auth = effectiveAuth();
    if ((auth.kind == AuthRecipe::Kind::Login || auth.kind == AuthRecipe::Kind::CookieCsrf
         || auth.kind == AuthRecipe::Kind::OAuth2)
        && !m_auth.value(authKey()).prepared) {
        prepareAuth(auth, m_endpoint);
        return;
    }
    sendCurrent();
}

const AuthRecipe &CollectionRunner::effectiveAuth() const
{
    const SavedRequest &request = m_queue.at(m_index).item->request;
    return request.auth.kind == AuthRecipe::Kind::Inherit ? m_collection.auth : request.auth;
}

QString CollectionRunner::authKey() const
{
    const SavedRequest &request = m_queue.at(m_index).item->request;
    return request.auth.kind == AuthRecipe::Kind::Inherit ? QString() : m_queue.at(m_index).path;
}

OAuthAuthorizer *CollectionRunner::currentAuthorizer() const
{
    return effectiveAuth().kind == AuthRecipe::Kind::OAuth2 ? m_auth.value(authKey()).authorizer.data() : nullptr;
}

RpcClient *CollectionRunner::clientFor(const QString &endpoint, QString *error)
{
    OAuthAuthorizer *oauth = currentAuthorizer();
    // A recipe's token goes only over its own connections: another recipe (or none) on the
    // same endpoint gets another connection.
    const QString key = oauth ? endpoint + u"\n"_s + QString::number(m_auth.value(authKey()).connections) : endpoint;
    if (RpcClient *client = m_clients.value(key))
        return client;
    EndpointSettings settings = m_options.settings;
    if (oauth)
        settings.authorizer = oauth;
    Transport *transport = TransportFactory::create(endpoint, settings, error);
    if (!transport)
        return nullptr;
    auto *client = new RpcClient(transport, this);
    connect(client, &RpcClient::exchangeFinished, this, &CollectionRunner::onExchange);
    // A server that asks something before it answers (a language server's
    // workspace/configuration) gets an answer or a refusal, never silence.
    auto *answerer = new ServerRequestAnswerer(client, client);
    answerer->setResponder(&m_responders);
    answerer->listen();
    connect(answerer, &ServerRequestAnswerer::requestAnswered, this,
            [this, client](const ServerRequest &request, const QByteArray &response) {
                emit serverRequestAnswered(client, request, response);
            });
    m_clients.insert(key, client);
    connect(client, &RpcClient::messageArrived, this, [this, endpoint](const IncomingMessage &message) {
        if (!message.serverRequest)
            noteServerMessage(endpoint, message);
    });
    // After our own connection: a login's token is taken (and announced) before a recorder
    // attached here sees the exchange that carried it.
    emit clientCreated(client);
    return client;
}

void CollectionRunner::noteServerMessage(const QString &endpoint, const IncomingMessage &message)
{
    constexpr qsizetype kKept = 10000;
    if (m_summary.serverMessages.size() >= kKept)
        m_summary.serverMessages.removeFirst();
    m_summary.serverMessages.append({m_variables.mask(endpoint), message});
    emit serverMessage(m_variables.mask(endpoint), message);
}

void CollectionRunner::sendCurrent()
{
    const SavedRequest &request = m_queue.at(m_index).item->request;
    const AuthState state = m_auth.value(authKey());
    QString error;
    const std::optional<ResolvedRequest> resolved =
        RequestResolver::resolve(request, effectiveAuth(), {state.headerValue, state.cookies}, m_variables, &error);
    if (!resolved) {
        finishCurrent(error);
        return;
    }
    m_endpoint = resolved->endpoint;
    m_current.endpoint = m_variables.mask(m_endpoint);
    m_headers = resolved->headers;
    m_bytes = resolved->bytes;

    RpcClient *client = clientFor(m_endpoint, &error);
    if (!client) {
        finishCurrent(error);
        return;
    }
    RpcClient::Options options = client->options();
    options.timeoutMs = request.timeoutMs > 0 ? request.timeoutMs : m_options.timeoutMs;
    client->setOptions(options);
    if (request.kind == SavedRequest::Kind::Mcp) {
        m_mcpMethod = resolved->mcpMethod;
        m_mcpParams = resolved->mcpParams;
        m_current.target = m_variables.mask(SavedRequest::mcpTarget(m_mcpMethod, m_mcpParams));
        const std::optional<QString> version = m_variables.resolve(request.mcpVersion, VariableResolver::Context::Plain, &error);
        if (!version) {
            finishCurrent(Tr::tr("mcpVersion: %1").arg(error));
            return;
        }
        sendMcp(client, version->trimmed());
        return;
    }
    m_activeClient = client;
    m_phase = Phase::Request;
    SendOptions sendOptions;
    sendOptions.extraHeaders = m_headers;
    m_sequence = client->nextSequence();
    client->send(m_bytes, sendOptions);
}

void CollectionRunner::prepareAuth(const AuthRecipe &auth, const QString &endpoint)
{
    QString error;
    if (OAuthAuthorizer *old = m_auth.value(authKey()).authorizer)
        old->deleteLater();
    m_auth[authKey()] = AuthState();
    if (auth.kind == AuthRecipe::Kind::OAuth2) {
        prepareOAuth(auth, endpoint);
        return;
    }
    if (auth.kind == AuthRecipe::Kind::Login) {
        const std::optional<QString> params = m_variables.resolve(auth.loginParams, VariableResolver::Context::Json, &error);
        if (!params) {
            onAuthPrepared(error);
            return;
        }
        RequestSpec spec;
        spec.method = auth.loginMethod;
        spec.params = params->trimmed().toUtf8();
        spec.id = RequestId::number(1);
        const QByteArray bytes = RequestBuilder::build(spec, &error);
        RpcClient *client = bytes.isEmpty() ? nullptr : clientFor(endpoint, &error);
        if (!client) {
            onAuthPrepared(error);
            return;
        }
        RpcClient::Options options = client->options();
        options.timeoutMs = m_options.timeoutMs;
        client->setOptions(options);
        m_activeClient = client;
        m_phase = Phase::Auth;
        m_sequence = client->nextSequence();
        client->send(bytes);
        return;
    }
    // CookieCsrf: GET the URL, keep its cookies, read the token out of its JSON body.
    const std::optional<QString> url = m_variables.resolve(auth.csrfUrl, VariableResolver::Context::Plain, &error);
    if (!url) {
        onAuthPrepared(error);
        return;
    }
    if (!m_http) {
        m_http = new HttpClient(this);
        connect(m_http, &HttpClient::finished, this, [this](quint64 ticket, const TransportReply &reply) {
            if (ticket != m_httpTicket)
                return;
            m_httpTicket = 0;
            const AuthRecipe &recipe = effectiveAuth();
            AuthState &state = m_auth[authKey()];
            if (reply.error.isError()) {
                onAuthPrepared(Tr::tr("CSRF fetch: %1").arg(reply.error.message));
                return;
            }
            if (reply.http)
                takeCookies(reply.http->responseHeaders, &state);
            QString token = QString::fromUtf8(reply.body).trimmed();
            if (!recipe.csrfPath.isEmpty()) {
                QString why;
                const std::optional<JsonPath> path = JsonPath::parse(recipe.csrfPath, &why);
                const JsonDocument doc = JsonDocument::parse(reply.body);
                const int node = path ? JsonPathQuery::first(doc, *path) : -1;
                if (node < 0) {
                    onAuthPrepared(path ? Tr::tr("CSRF fetch: nothing is at %1 in the answer.").arg(recipe.csrfPath)
                                        : Tr::tr("CSRF path %1: %2").arg(recipe.csrfPath, why));
                    return;
                }
                token = JsonPathQuery::text(doc, node);
            }
            state.headerValue = (recipe.value + token).toUtf8();
            m_variables.setCaptured(u"auth.csrf"_s, token, true);
            onAuthPrepared({});
        });
    }
    HttpRequest request;
    request.method = QByteArrayLiteral("GET");
    request.url = QUrl(*url);
    request.headers = m_options.settings.headers;
    request.insecure = m_options.settings.insecure;
    QString tlsProblem;
    if (!m_options.settings.tls.isEmpty() && !m_options.settings.tls.load(&request.tls, &tlsProblem)) {
        onAuthPrepared(tlsProblem);
        return;
    }
    request.timeoutMs = m_options.timeoutMs;
    m_phase = Phase::Auth;
    m_activeClient = nullptr;
    m_httpTicket = m_http->start(request);
}

void CollectionRunner::prepareOAuth(const AuthRecipe &auth, const QString &endpoint)
{
    // Only HTTP carries an Authorization header: a token for anything else would go nowhere.
    const Transport::Kind kind = TransportFactory::kindOf(endpoint);
    if (kind != Transport::Kind::Http && kind != Transport::Kind::HttpSse) {
        onAuthPrepared(Tr::tr("oauth2: applies to http(s) endpoints; %1 carries no Authorization header").arg(m_variables.mask(endpoint)));
        return;
    }
    OAuthSettings settings = m_options.oauth;
    QString error;
    auto text = [this, &error](const QString &value) {
        return m_variables.resolve(value, VariableResolver::Context::Plain, &error);
    };
    const std::optional<QString> tokenUrl = text(auth.tokenUrl);
    const std::optional<QString> authorizationUrl = tokenUrl ? text(auth.authorizationUrl) : std::nullopt;
    const std::optional<QString> clientId = authorizationUrl ? text(auth.clientId) : std::nullopt;
    const std::optional<QString> clientSecret = clientId ? text(auth.clientSecret) : std::nullopt;
    const std::optional<QString> scope = clientSecret ? text(auth.scope) : std::nullopt;
    if (!scope) {
        onAuthPrepared(Tr::tr("oauth2: %1").arg(error));
        return;
    }
    settings.grant = auth.grant == u"authorization_code" ? OAuthSettings::Grant::AuthorizationCode
                                                          : OAuthSettings::Grant::ClientCredentials;
    settings.tokenUrl = QUrl(tokenUrl->trimmed(), QUrl::StrictMode);
    settings.authorizationUrl = QUrl(authorizationUrl->trimmed(), QUrl::StrictMode);
    settings.clientId = clientId->trimmed();
    settings.clientSecret = clientSecret->toUtf8();
    settings.scope = scope->simplified();
    settings.scopeGiven = !settings.scope.isEmpty();
    if (settings.grant == OAuthSettings::Grant::ClientCredentials && settings.clientId.isEmpty()) {
        onAuthPrepared(Tr::tr("oauth2: client_credentials needs a clientId"));
        return;
    }
    if (!settings.clientSecret.isEmpty())
        emit secretValueLearned(u"oauth2.clientSecret"_s, *clientSecret);   // even when written in as it is
    settings.insecure = m_options.settings.insecure;
    settings.requestTimeoutMs = m_options.timeoutMs > 0 ? m_options.timeoutMs : settings.requestTimeoutMs;
    if (!m_options.settings.tls.isEmpty() && !m_options.settings.tls.load(&settings.tls, &error)) {
        onAuthPrepared(error);
        return;
    }

    auto *authorizer = new OAuthAuthorizer(settings, this);
    m_auth[authKey()].authorizer = authorizer;
    m_auth[authKey()].connections = ++m_oauthSerial;
    connect(authorizer, &OAuthAuthorizer::stepFinished, this, &CollectionRunner::authStepFinished);
    // Known as secrets before any request carries them, so every report and recording masks them.
    connect(authorizer, &OAuthAuthorizer::grantChanged, this, [this](const OAuthGrant &grant) {
        m_variables.setCaptured(u"auth.token"_s, QString::fromUtf8(grant.accessToken), true);
        if (!grant.refreshToken.isEmpty())
            emit secretValueLearned(u"auth.refreshToken"_s, QString::fromUtf8(grant.refreshToken));
    });
    // The sign-in before the first request; later flows (a refresh, a step-up) answer the transport.
    auto signedIn = std::make_shared<QList<QMetaObject::Connection>>();
    auto done = [this, signedIn](const QString &why) {
        for (const QMetaObject::Connection &connection : std::as_const(*signedIn))
            disconnect(connection);
        onAuthPrepared(why);
    };
    signedIn->append(connect(authorizer, &HttpAuthorizer::settled, this, [done](const TransportError &outcome) {
        done(outcome.isError() ? outcome.message : QString());
    }));
    signedIn->append(connect(authorizer, &HttpAuthorizer::declined, this, [done] {
        done(Tr::tr("oauth2: the server publishes no OAuth metadata and has no authorization server at its origin; "
                    "give the recipe a tokenUrl"));
    }));
    m_phase = Phase::Auth;
    m_activeClient = nullptr;
    authorizer->signIn(QUrl(endpoint));
}

void CollectionRunner::takeCookies(const HeaderList &headers, AuthState *state)
{
    // A small jar: name=value pairs from Set-Cookie (attributes dropped), later ones win.
    QList<QPair<QByteArray, QByteArray>> jar;
    for (const QByteArray &pair : state->cookies.split(';')) {
        const QByteArray trimmed = pair.trimmed();
        const qsizetype equals = trimmed.indexOf('=');
        if (equals > 0)
            jar.append({trimmed.left(equals), trimmed.mid(equals + 1)});
    }
    for (const auto &[name, value] : headers) {
        if (name.compare("set-cookie", Qt::CaseInsensitive) != 0)
            continue;
        const QByteArray pair = value.split(';').constFirst().trimmed();
        const qsizetype equals = pair.indexOf('=');
        if (equals <= 0)
            continue;
        const QByteArray cookieName = pair.left(equals);
        jar.removeIf([&cookieName](const auto &entry) { return entry.first == cookieName; });
        jar.append({cookieName, pair.mid(equals + 1)});
    }
    QByteArrayList parts;
    for (const auto &[name, value] : jar)
        parts.append(name + '=' + value);
    state->cookies = parts.join("; ");
    for (const auto &[name, value] : jar)
        m_variables.setCaptured(u"cookie."_s + QString::fromLatin1(name), QString::fromUtf8(value), true);
}

void CollectionRunner::onAuthPrepared(const QString &error)
{
    m_phase = Phase::Idle;
    if (!error.isEmpty()) {
        finishCurrent(Tr::tr("auth recipe: %1").arg(error));
        return;
    }
    if (m_stopping) {
        finishCurrent(Tr::tr("stopped"));
        return;
    }
    m_auth[authKey()].prepared = true;
    sendCurrent();
}

bool CollectionRunner::recipeRenews() const
{
    const AuthRecipe::Kind kind = effectiveAuth().kind;
    return kind == AuthRecipe::Kind::Login || kind == AuthRecipe::Kind::CookieCsrf;
}

bool CollectionRunner::retryWithFreshAuth()
{
    if (m_stopping || m_current.authRetried || !recipeRenews())
        return false;
    m_current.authRetried = true;
    // What the refused attempt went through is not what the request did.
    m_current.inputRounds = 0;
    m_current.taskStatus.clear();
    m_current.taskPolls = 0;
    prepareAuth(effectiveAuth(), m_endpoint);
    return true;
}

bool CollectionRunner::shouldRetry(const Exchange &exchange) const
{
    const AuthRecipe &auth = effectiveAuth();
    if (!recipeRenews())
        return false;
    if (exchange.reply.http && exchange.reply.http->status == 401)
        return true;
    for (const ResponseInfo &response : exchange.classification.responses) {
        if (response.outcome == ResponseInfo::Outcome::Error && response.error.codeIsInteger
            && auth.retryCodes.contains(response.error.code))
            return true;
    }
    return false;
}

void CollectionRunner::onExchange(const ExchangePtr &exchange)
{
    // An MCP request's exchanges are the session's; a 401 among them (the handshake's, a
    // retry's, a task poll's) means the credential went stale.
    if (m_phase == Phase::Mcp && m_activeMcp && sender() == m_activeMcp->client() && exchange->reply.http
        && exchange->reply.http->status == 401)
        m_mcpUnauthorized = true;
    if (sender() != m_activeClient || exchange->sequence != m_sequence || m_phase == Phase::Idle)
        return;
    const Phase phase = m_phase;
    m_phase = Phase::Idle;
    const AuthRecipe &auth = effectiveAuth();

    if (phase == Phase::Auth) {
        // The login call's answer: take the token out of it.
        if (exchange->reply.error.isError()) {
            onAuthPrepared(Tr::tr("login: %1").arg(exchange->reply.error.message));
            return;
        }
        QString why;
        const std::optional<JsonPath> path = JsonPath::parse(auth.resultPath, &why);
        if (!path) {
            onAuthPrepared(Tr::tr("login result path %1: %2").arg(auth.resultPath, why));
            return;
        }
        const int node = JsonPathQuery::first(exchange->classification.document, *path);
        if (node < 0) {
            onAuthPrepared(Tr::tr("login: nothing is at %1 in the answer (outcome %2).")
                               .arg(auth.resultPath, AssertionChecker::outcome(*exchange)));
            return;
        }
        const QString token = JsonPathQuery::text(exchange->classification.document, node);
        m_variables.setCaptured(u"auth.token"_s, token, true);   // {{auth.token}}, masked like a secret
        m_auth[authKey()].headerValue = (auth.value + token).toUtf8();
        onAuthPrepared({});
        return;
    }

    if (auth.kind == AuthRecipe::Kind::CookieCsrf && exchange->reply.http)
        takeCookies(exchange->reply.http->responseHeaders, &m_auth[authKey()]);
    if (shouldRetry(*exchange) && retryWithFreshAuth())
        return;

    judge(exchange, exchange->reply.error.isError() ? exchange->reply.error.message : QString());
}

void CollectionRunner::judge(const ExchangePtr &exchange, const QString &failure, qint64 durationMs)
{
    m_current.exchange = exchange;
    m_current.durationMs = durationMs < 0 ? exchange->durationMs() : durationMs;
    m_current.error = failure;
    const SavedRequest &request = m_queue.at(m_index).item->request;
    for (const Capture &capture : request.captures) {
        QString why;
        const std::optional<JsonPath> path = JsonPath::parse(capture.path, &why);
        const int node = path ? JsonPathQuery::first(exchange->classification.document, *path) : -1;
        if (node >= 0) {
            m_variables.setCaptured(capture.variable, JsonPathQuery::text(exchange->classification.document, node),
                                    capture.secret);
            continue;
        }
        AssertionResult failed;
        failed.label = u"capture "_s + capture.variable + u" from "_s + capture.path;
        failed.message = path ? Tr::tr("nothing is at %1").arg(capture.path)
                              : Tr::tr("the path %1 does not parse: %2").arg(capture.path, why);
        m_current.assertions.append(failed);
    }
    for (const Assertion &assertion : request.assertions)
        m_current.assertions.append(AssertionChecker::check(assertion, *exchange));
    finishCurrent(m_current.error);
}

McpSession *CollectionRunner::mcpSessionFor(RpcClient *client, const QString &endpoint, const QString &version)
{
    if (McpSession *session = m_mcpSessions.value(client))
        return session;
    auto *session = new McpSession(client, this);
    McpSession::Options options;
    options.protocolVersion = version;
    options.capabilities = McpClientCapabilities::forAnswers(m_responders.methods());
    options.shutdownTimeoutMs = qBound(2000, m_options.timeoutMs, 5000);
    session->setOptions(options);
    session->setResponder(&m_responders);
    // From now on the session answers what the server asks on this connection.
    if (auto *answerer = client->findChild<ServerRequestAnswerer *>(QString(), Qt::FindDirectChildrenOnly))
        answerer->listen(false);
    connect(session, &McpSession::serverRequestAnswered, this,
            [this, client](const ServerRequest &request, const QByteArray &response) {
                emit serverRequestAnswered(client, request, response);
            });
    connect(session, &McpSession::serverStreamMessage, this, [this, endpoint](const IncomingMessage &message) {
        // Its requests are the session's to answer, and reported as answered.
        if (!ServerRequestAnswerer::holdsRequest(JsonDocument::parse(message.bytes)))
            noteServerMessage(endpoint, message);
    });
    // What the call went through on its way: rounds of input, a task followed.
    connect(session, &McpSession::inputRequested, this, [this, session](quint64 call, int round) {
        if (m_activeMcp == session && call == m_mcpCall)
            m_current.inputRounds = round;
    });
    connect(session, &McpSession::taskChanged, this, [this, session](quint64 call, const McpTask &task) {
        if (m_activeMcp == session && call == m_mcpCall) {
            m_current.taskStatus = task.status;
            m_current.taskPolls = task.polls;
        }
    });
    connect(session, &McpSession::ready, this, [this, session] {
        if (m_phase == Phase::Mcp && m_activeMcp == session)
            callMcp();
    });
    connect(session, &McpSession::failed, this, [this, session, client](const QString &why) {
        if (m_phase != Phase::Mcp || m_activeMcp != session)
            return;
        if (m_mcpUnauthorized && recipeRenews() && !m_current.authRetried && !m_stopping) {
            // Refused for its credential: a new session after the recipe ran again. Until
            // then the connection's own answerer answers the server again.
            m_mcpSessions.remove(client);
            session->deleteLater();
            if (auto *answerer = client->findChild<ServerRequestAnswerer *>(QString(), Qt::FindDirectChildrenOnly))
                answerer->listen(true);
            m_activeMcp = nullptr;
            m_phase = Phase::Idle;
            retryWithFreshAuth();
            return;
        }
        finishCurrent(Tr::tr("MCP session: %1").arg(why));
    });
    m_mcpSessions.insert(client, session);
    return session;
}

void CollectionRunner::sendMcp(RpcClient *client, const QString &version)
{
    McpSession *session = mcpSessionFor(client, m_endpoint, version);
    if (!version.isEmpty() && version != session->options().protocolVersion && version != session->server().protocolVersion) {
        finishCurrent(Tr::tr("The MCP session of this endpoint was opened for revision %1; a request of the same "
                             "run cannot ask for %2.")
                          .arg(session->options().protocolVersion.isEmpty() ? Tr::tr("(negotiated)")
                                                                             : session->options().protocolVersion,
                               version));
        return;
    }
    switch (session->state()) {
    case McpSession::State::Failed:
        finishCurrent(Tr::tr("MCP session: %1").arg(session->failure()));
        return;
    case McpSession::State::Closing:
    case McpSession::State::Closed:
        finishCurrent(Tr::tr("MCP session: closed by the server"));
        return;
    default:
        break;
    }
    session->setExtraHeaders(m_headers);
    m_mcpUnauthorized = false;
    m_activeMcp = session;
    m_phase = Phase::Mcp;
    if (session->state() == McpSession::State::Idle)
        session->initialize();   // ready() sends the request
    else if (session->state() == McpSession::State::Ready)
        callMcp();
}

void CollectionRunner::callMcp()
{
    McpSession *session = m_activeMcp;
    m_mcpClock.start();
    m_mcpCall = session->request(m_mcpMethod, m_mcpParams, [this, session](const McpReply &reply) {
        onMcpReply(session, reply);
    });
}

void CollectionRunner::onMcpReply(const McpSession *session, const McpReply &reply)
{
    if (m_phase != Phase::Mcp || m_activeMcp != session)
        return;
    m_phase = Phase::Idle;
    m_activeMcp = nullptr;
    if (!reply.exchange) {
        finishCurrent(reply.error.isEmpty() ? Tr::tr("not sent") : reply.error);
        return;
    }
    // A stale credential (HTTP 401, or one of the recipe's retry codes): the recipe runs
    // again and the request goes again on the same session with the new one.
    if ((shouldRetry(*reply.exchange) || (m_mcpUnauthorized && !reply.ok())) && retryWithFreshAuth())
        return;
    // A JSON-RPC error answer is for the assertions to judge; anything else that is not a
    // result failed the request (no answer, or the session gave up: input nobody could give,
    // too many rounds, a task that failed), with the session's reason.
    const QList<ResponseInfo> &responses = reply.exchange->classification.responses;
    const bool errorAnswer = reply.status == McpReply::Status::Error && !responses.isEmpty()
        && responses.first().outcome == ResponseInfo::Outcome::Error;
    judge(reply.exchange, reply.ok() || errorAnswer ? QString() : reply.error, m_mcpClock.elapsed());
}

void CollectionRunner::closeMcpSessions(std::function<void()> done)
{
    auto open = std::make_shared<int>(0);
    auto finished = std::make_shared<std::function<void()>>(std::move(done));
    for (McpSession *session : std::as_const(m_mcpSessions)) {
        if (session->state() != McpSession::State::Ready)
            continue;
        ++*open;
        connect(session, &McpSession::closed, this, [open, finished] {
            if (--*open == 0)
                (*finished)();
        }, Qt::SingleShotConnection);
        session->shutdown();
    }
    if (*open == 0)
        (*finished)();
}

void CollectionRunner::finishCurrent(const QString &error)
{
    m_phase = Phase::Idle;
    m_activeClient = nullptr;
    m_activeMcp = nullptr;
    m_current.error = error;
    maskResult(&m_current);
    m_summary.results.append(m_current);
    emit requestFinished(m_index, int(m_queue.size()), m_current);
    QTimer::singleShot(0, this, &CollectionRunner::next);
}

void CollectionRunner::maskResult(RequestResult *result) const
{
    // A credential written into the URL itself (?api_key=…, user:password@) is no variable.
    result->endpoint = UrlRedaction::redact(m_variables.mask(result->endpoint));
    result->error = m_variables.mask(result->error);
    result->target = UrlRedaction::redact(m_variables.mask(result->target));   // a resource URI may carry a credential
    for (AssertionResult &assertion : result->assertions) {
        assertion.label = m_variables.mask(assertion.label);
        assertion.message = m_variables.mask(assertion.message);
    }
}

} // namespace RpcScope
