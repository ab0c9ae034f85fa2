#include "lib/auth/oauthflow.h"

#include "lib/auth/redirectlistener.h"
#include "lib/auth/wellknown.h"
#include "lib/text/excerpt.h"
#include "lib/transport/http/httpclient.h"
#include "lib/transport/stdio/commandline.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

namespace RpcScope {

namespace {

const QString S256 = QStringLiteral("S256");


QString statusText(const TransportReply &reply)
{
    return reply.http ? reply.http->statusText() : QString();
}

// Why a server said no: the status or transport failure, and the OAuth error it named.
QString refusalOf(const TransportReply &reply)
{
    const QString why = reply.error.isError() ? reply.error.message : QStringLiteral("HTTP ") + statusText(reply);
    const QString said = oauthErrorText(reply.body);
    return said.isEmpty() ? why : why + QStringLiteral(": ") + said;
}

bool isSuccess(const TransportReply &reply)
{
    const int status = reply.httpStatus();
    return !reply.error.isError() && status >= 200 && status < 300;
}

QByteArray formBody(const QUrlQuery &form)
{
    // QUrlQuery leaves '+' and some delimiters alone; a form body must encode them.
    QByteArray body;
    for (const auto &[name, value] : form.queryItems(QUrl::FullyDecoded)) {
        if (!body.isEmpty())
            body += '&';
        body += QUrl::toPercentEncoding(name) + '=' + QUrl::toPercentEncoding(value);
    }
    return body;
}

QStringList scopeList(const QString &scope)
{
    return scope.split(u' ', Qt::SkipEmptyParts);
}

void addUnique(QStringList *list, const QStringList &more)
{
    for (const QString &item : more) {
        if (!list->contains(item))
            list->append(item);
    }
}

} // namespace

OAuthFlow::OAuthFlow(const OAuthSettings &settings, QObject *parent)
    : QObject(parent)
    , m_settings(settings)
    , m_http(new HttpClient(this))
{
    connect(m_http, &HttpClient::finished, this, &OAuthFlow::onHttpFinished);
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, [this] {
        fail(AuthStep::Kind::Authorization, {}, {}, {},
             tr("nobody finished the sign-in in the browser within %n minute(s)", nullptr,
                qMax(1, m_settings.flowTimeoutMs / 60000)));
    });
}

OAuthFlow::~OAuthFlow() = default;

HttpRequest OAuthFlow::baseRequest(const QByteArray &method, const QUrl &url) const
{
    HttpRequest request;
    request.method = method;
    request.url = url;
    request.timeoutMs = m_settings.requestTimeoutMs;
    request.insecure = m_settings.insecure;
    request.tls = m_settings.tls;
    request.maxBodyBytes = 4 * 1024 * 1024;   // metadata and tokens are small; a huge body is an attack
    request.headers.append({QByteArrayLiteral("Accept"), QByteArrayLiteral("application/json")});
    return request;
}

void OAuthFlow::fetch(const HttpRequest &request, Then then)
{
    gate(request, [this, original = request.body, then = std::move(then)](const HttpRequest &sent) {
        const quint64 ticket = m_http->start(sent);
        if (sent.body != original)
            m_editedBodies.insert(ticket, sent.body);   // the step shows what went, not what was meant
        m_waiting.emplace(ticket, then);
    });
}

void OAuthFlow::gate(const HttpRequest &request, std::function<void(const HttpRequest &)> go)
{
    if (!m_stepByStep) {
        go(request);
        return;
    }
    m_pending = Pending{request, std::move(go)};
    emit requestPending(request);
}

void OAuthFlow::setStepByStep(bool on)
{
    m_stepByStep = on;
    if (!on && m_pending)
        sendPending(m_pending->request);
}

bool OAuthFlow::sendPending(const HttpRequest &request)
{
    if (!m_pending || !m_running)
        return false;
    const Pending pending = *std::exchange(m_pending, std::nullopt);
    pending.go(request);
    return true;
}

void OAuthFlow::onHttpFinished(quint64 ticket, const TransportReply &reply)
{
    const auto it = m_waiting.find(ticket);
    if (it == m_waiting.end())
        return;
    Then then = std::move(it->second);
    m_waiting.erase(it);
    if (m_running)
        then(reply);
}

void OAuthFlow::record(AuthStep::Kind kind, const QUrl &url, const QByteArray &requestBody,
                       const TransportReply &reply, bool ok, const QString &verdict)
{
    AuthStep step;
    step.kind = kind;
    step.url = url;
    step.endpoint = m_endpoint;
    step.requestBody = requestBody;
    step.reply = reply;
    step.ok = ok;
    if (const auto edited = m_editedBodies.constFind(reply.ticket); reply.ticket != 0 && edited != m_editedBodies.cend()) {
        step.requestBody = *edited;
        step.edited = true;
    }
    // Servers' words go to a terminal: no control characters (an escape sequence could rewrite it).
    QString printable = verdict;
    printable.removeIf([](QChar c) { return c.category() == QChar::Other_Control; });
    step.verdict = printable;
    m_steps.append(step);
    emit stepFinished(step);
}

void OAuthFlow::fail(AuthStep::Kind kind, const QUrl &url, const QByteArray &requestBody,
                     const TransportReply &reply, const QString &why)
{
    if (!m_running)
        return;
    m_running = false;
    m_pending.reset();
    m_deadline.stop();
    if (m_listener)
        m_listener->close();
    m_http->abortAll({TransportError::Kind::Canceled, tr("The authorization stopped.")});
    m_error = why;
    record(kind, url, requestBody, reply, false, why);
    emit finished(false);
}

void OAuthFlow::succeed()
{
    m_running = false;
    m_deadline.stop();
    if (m_listener)
        m_listener->close();
    emit finished(true);
}

void OAuthFlow::cancel()
{
    fail(AuthStep::Kind::Authorization, {}, {}, {}, tr("the sign-in was canceled"));
}

// --- discovery ---

void OAuthFlow::start(const QUrl &endpoint, const std::optional<TransportReply> &challenge,
                      const QStringList &grantedScopes)
{
    m_running = true;
    m_endpoint = endpoint;
    m_grantedScopes = grantedScopes;
    QList<QUrl> candidates;
    bool fromChallenge = false;
    if (challenge) {
        m_challenge = AuthChallenge::oauthOf(challenge->http ? challenge->http->responseHeaders : HeaderList{});
        QString verdict;
        if (m_challenge) {
            const QByteArray metadata = m_challenge->param("resource_metadata");
            const QByteArray scope = m_challenge->param("scope");
            const QByteArray error = m_challenge->param("error");
            verdict = tr("HTTP %1 asks for %2 credentials").arg(statusText(*challenge), QString::fromLatin1(m_challenge->scheme));
            if (!error.isEmpty())
                verdict += tr("; error %1").arg(QString::fromUtf8(error));
            if (!scope.isEmpty())
                verdict += tr("; scope \"%1\"").arg(QString::fromUtf8(scope));
            if (!metadata.isEmpty()) {
                const QUrl url(QString::fromUtf8(metadata));
                if (url.isValid() && !url.isRelative()) {
                    candidates.append(url);
                    fromChallenge = true;
                    m_sawMetadata = true;   // the server says it does OAuth
                }
                verdict += tr("; resource metadata at %1").arg(Excerpt::capped(QString::fromUtf8(metadata), 200));
            }
        } else {
            verdict = tr("HTTP %1 without an OAuth challenge").arg(statusText(*challenge));
        }
        record(AuthStep::Kind::Challenge, endpoint, {}, *challenge, true, verdict);
    }
    if (!m_settings.tokenUrl.isEmpty()) {
        QMetaObject::invokeMethod(this, [this] {
            if (m_running)
                useGivenEndpoints();
        }, Qt::QueuedConnection);
        return;
    }
    for (const QUrl &url : WellKnown::resourceMetadataUrls(endpoint)) {
        if (!candidates.contains(url))
            candidates.append(url);
    }
    // Never from inside start(): the caller holds the flow before its first news.
    QMetaObject::invokeMethod(this, [this, candidates, fromChallenge] {
        if (m_running)
            readResourceMetadata(candidates, fromChallenge);
    }, Qt::QueuedConnection);
}

void OAuthFlow::useGivenEndpoints()
{
    m_sawMetadata = true;   // the user says this server does OAuth: a failure here is one to report
    const QUrl token = m_settings.tokenUrl;
    const QUrl authorization = m_settings.authorizationUrl;
    const bool codeFlow = m_settings.grant == OAuthSettings::Grant::AuthorizationCode;
    for (const QUrl &url : {token, authorization}) {
        if (url.isEmpty())
            continue;
        if (!url.isValid() || url.isRelative() || (url.scheme() != u"https" && url.scheme() != u"http")) {
            fail(AuthStep::Kind::ServerMetadata, url, {}, {},
                 tr("the given URL %1 is not an http or https address").arg(url.toDisplayString()));
            return;
        }
        if (!WellKnown::isPrivate(url) && !m_settings.insecure) {
            fail(AuthStep::Kind::ServerMetadata, url, {}, {},
                 tr("the given URL %1 is plain http on another machine: codes, secrets and tokens would cross the "
                    "network in clear; stopped (--insecure lets it through)")
                         .arg(url.toDisplayString()));
            return;
        }
    }
    if (codeFlow && authorization.isEmpty()) {
        fail(AuthStep::Kind::ServerMetadata, token, {}, {},
             tr("a token URL was given without an authorization URL: the authorization code flow needs both"));
        return;
    }
    // Nothing published, nothing to compare: the token URL stands for the server (client
    // registrations are kept under it), and an iss in the redirect is shown, not checked.
    m_givenEndpoints = true;
    m_server = ServerMetadata{};
    m_server->issuer = token.toString();
    m_server->tokenEndpoint = token;
    m_server->authorizationEndpoint = authorization;
    m_server->codeChallengeMethodsSupported = {QStringLiteral("S256")};
    m_issuer = m_server->issuer;
    record(AuthStep::Kind::ServerMetadata, token, {}, {}, true,
           codeFlow ? tr("given: authorization at %1, tokens at %2 (nothing discovered)")
                              .arg(authorization.toDisplayString(), token.toDisplayString())
                    : tr("given: tokens at %1 (nothing discovered)").arg(token.toDisplayString()));
    identifyClient();
}

void OAuthFlow::readResourceMetadata(QList<QUrl> candidates, bool fromChallenge)
{
    if (candidates.isEmpty()) {
        // No protected resource metadata: the 2025-03-26 way, the server's own origin.
        const QUrl origin = m_endpoint.adjusted(QUrl::RemovePath | QUrl::RemoveQuery | QUrl::RemoveFragment
                                                | QUrl::RemoveUserInfo);
        readServerMetadata(origin.toString(), WellKnown::serverMetadataUrls(origin), true);
        return;
    }
    const QUrl url = candidates.takeFirst();
    fetch(baseRequest("GET", url), [this, url, candidates, fromChallenge](const TransportReply &reply) {
        if (!isSuccess(reply)) {
            const QString why = reply.error.isError() ? reply.error.message : tr("HTTP %1").arg(statusText(reply));
            record(AuthStep::Kind::ResourceMetadata, url, {}, reply, true,
                   candidates.isEmpty() ? tr("no resource metadata here (%1); the authorization server is looked for at the endpoint's origin").arg(why)
                                        : tr("no resource metadata here (%1); trying the next place").arg(why));
            readResourceMetadata(candidates, false);
            return;
        }
        QString error;
        const std::optional<ResourceMetadata> metadata = ResourceMetadata::parse(reply.body, &error);
        if (!metadata && fromChallenge) {
            fail(AuthStep::Kind::ResourceMetadata, url, {}, reply,
                 tr("the protected resource metadata at %1 cannot be used: %2").arg(url.toDisplayString(), error));
            return;
        }
        if (!metadata) {
            // A guessed URL that answers something else (a web page for every path): not metadata.
            record(AuthStep::Kind::ResourceMetadata, url, {}, reply, true,
                   tr("no resource metadata here (%1); trying the next place").arg(error));
            readResourceMetadata(candidates, false);
            return;
        }
        m_sawMetadata = true;
        if (!WellKnown::resourceCovers(QUrl(metadata->resource), m_endpoint)) {
            fail(AuthStep::Kind::ResourceMetadata, url, {}, reply,
                 tr("the resource metadata names %1, not this endpoint (%2): stopped before authorizing")
                         .arg(Excerpt::capped(metadata->resource, 200), m_endpoint.toDisplayString()));
            return;
        }
        if (metadata->authorizationServers.isEmpty()) {
            fail(AuthStep::Kind::ResourceMetadata, url, {}, reply,
                 tr("the resource metadata names no authorization server"));
            return;
        }
        m_resource = metadata;
        const QString issuer = metadata->authorizationServers.first();
        record(AuthStep::Kind::ResourceMetadata, url, {}, reply, true,
               tr("resource %1, authorization server %2").arg(metadata->resource, issuer));
        const QUrl issuerUrl(issuer);
        if (!issuerUrl.isValid() || issuerUrl.isRelative()) {
            fail(AuthStep::Kind::ResourceMetadata, url, {}, reply,
                 tr("the authorization server \"%1\" is not a URL").arg(Excerpt::capped(issuer, 200)));
            return;
        }
        readServerMetadata(issuer, WellKnown::serverMetadataUrls(issuerUrl), false);
    });
}

void OAuthFlow::readServerMetadata(const QString &issuer, QList<QUrl> candidates, bool legacy)
{
    m_issuer = issuer;
    if (candidates.isEmpty()) {
        if (!legacy) {
            fail(AuthStep::Kind::ServerMetadata, QUrl(issuer), {}, {},
                 tr("the authorization server %1 publishes no metadata at any well-known URL").arg(issuer));
            return;
        }
        m_server = ServerMetadata::fallbackFor(m_endpoint);
        m_issuer = m_server->issuer;
        record(AuthStep::Kind::ServerMetadata, QUrl(m_issuer), {}, {}, true,
               tr("no metadata anywhere: using %1, %2 and %3 (the 2025-03-26 fallback)")
                       .arg(m_server->authorizationEndpoint.toDisplayString(), m_server->tokenEndpoint.toDisplayString(),
                            m_server->registrationEndpoint.toDisplayString()));
        identifyClient();
        return;
    }
    const QUrl url = candidates.takeFirst();
    fetch(baseRequest("GET", url), [this, issuer, url, candidates, legacy](const TransportReply &reply) {
        if (!isSuccess(reply)) {
            const QString why = reply.error.isError() ? reply.error.message : tr("HTTP %1").arg(statusText(reply));
            record(AuthStep::Kind::ServerMetadata, url, {}, reply, true, tr("no metadata here (%1)").arg(why));
            readServerMetadata(issuer, candidates, legacy);
            return;
        }
        QString error;
        std::optional<ServerMetadata> metadata = ServerMetadata::parse(reply.body, &error);
        if (!metadata && !candidates.isEmpty()) {
            record(AuthStep::Kind::ServerMetadata, url, {}, reply, true, tr("no metadata here (%1)").arg(error));
            readServerMetadata(issuer, candidates, legacy);
            return;
        }
        if (!metadata) {
            fail(AuthStep::Kind::ServerMetadata, url, {}, reply,
                 tr("the authorization server metadata at %1 cannot be used: %2").arg(url.toDisplayString(), error));
            return;
        }
        m_sawMetadata = true;
        // RFC 8414 §3.3: exactly the issuer the URL was made from (no normalizing).
        if (metadata->issuer != issuer) {
            fail(AuthStep::Kind::ServerMetadata, url, {}, reply,
                 tr("the metadata names the issuer %1, not %2: stopped before authorizing")
                         .arg(Excerpt::capped(metadata->issuer, 200), issuer));
            return;
        }
        const bool codeFlow = m_settings.grant == OAuthSettings::Grant::AuthorizationCode;
        if (codeFlow && !metadata->codeChallengeMethodsSupported.contains(S256)) {
            fail(AuthStep::Kind::ServerMetadata, url, {}, reply,
                 metadata->codeChallengeMethodsSupported.isEmpty()
                         ? tr("the authorization server does not say it supports PKCE (no code_challenge_methods_supported): "
                              "stopped, as the MCP specification asks")
                         : tr("the authorization server does not support PKCE with S256 (only %1)")
                                   .arg(metadata->codeChallengeMethodsSupported.join(QStringLiteral(", "))));
            return;
        }
        if (codeFlow && !metadata->authorizationEndpoint.isValid()) {
            fail(AuthStep::Kind::ServerMetadata, url, {}, reply, tr("the metadata names no authorization_endpoint"));
            return;
        }
        for (const QUrl &endpoint : {metadata->authorizationEndpoint, metadata->tokenEndpoint, metadata->registrationEndpoint}) {
            if (!endpoint.isEmpty() && !WellKnown::isPrivate(endpoint) && !m_settings.insecure) {
                fail(AuthStep::Kind::ServerMetadata, url, {}, reply,
                     tr("the authorization server's endpoint %1 is plain http on another machine: codes, secrets and "
                        "tokens would cross the network in clear; stopped (--insecure lets it through)")
                             .arg(endpoint.toDisplayString()));
                return;
            }
        }
        m_server = metadata;
        if (metadata->dpopSigningAlgValuesSupported.contains(u"ES256"))
            m_dpopKey = JwtSigner::generateEs256();   // tokens bound to a key of this flow (RFC 9449)
        record(AuthStep::Kind::ServerMetadata, url, {}, reply, true,
               tr("issuer %1; token endpoint %2").arg(metadata->issuer, metadata->tokenEndpoint.toDisplayString()));
        identifyClient();
    });
}

// --- the client's identity ---

void OAuthFlow::identifyClient()
{
    const ServerMetadata &server = *m_server;
    const bool codeFlow = m_settings.grant == OAuthSettings::Grant::AuthorizationCode;
    if (codeFlow && m_settings.browser != OAuthSettings::Browser::Direct) {
        // The listener exists from here to the redirect: its port is part of the registration,
        // so a client registered earlier listens where it was registered (servers may compare
        // the redirect URI exactly); that port taken, it registers anew on another.
        m_listener = new RedirectListener(this);
        const auto registered = m_clients.constFind(m_issuer);
        const bool again = m_settings.redirectUri.isEmpty() && registered != m_clients.cend()
                && !registered->redirectUri.isEmpty();
        QString error;
        bool listening = m_listener->listen(again ? registered->redirectUri : m_settings.redirectUri, &error);
        if (!listening && again) {
            m_clients.remove(m_issuer);
            listening = m_listener->listen({}, &error);
        }
        if (!listening) {
            fail(AuthStep::Kind::Registration, {}, {}, {}, error);
            return;
        }
        m_redirectUri = m_listener->redirectUri();
        connect(m_listener, &RedirectListener::redirected, this, [this](const QUrlQuery &query) {
            if (m_running)
                onRedirect(query, {});
        });
    } else {
        m_redirectUri = m_settings.redirectUri.isEmpty() ? QUrl(QStringLiteral("http://127.0.0.1/callback"))
                                                         : m_settings.redirectUri;
    }

    if (!loadClientKey())
        return;
    auto methodFor = [this, &server](bool hasSecret) {
        const QStringList &supported = server.tokenEndpointAuthMethodsSupported;
        if (!m_clientKey.isNull())
            return QStringLiteral("private_key_jwt");
        if (!hasSecret)
            return QStringLiteral("none");
        // RFC 8414 §2: client_secret_basic when the server lists nothing.
        if (supported.isEmpty() || supported.contains(u"client_secret_basic"))
            return QStringLiteral("client_secret_basic");
        if (supported.contains(u"client_secret_post"))
            return QStringLiteral("client_secret_post");
        return QStringLiteral("client_secret_basic");
    };
    if (!m_settings.clientId.isEmpty()) {
        if (!m_pinnedIssuer.isEmpty() && m_pinnedIssuer != m_issuer) {
            fail(AuthStep::Kind::Registration, {}, {}, {},
                 tr("the client id given belongs to the authorization server %1, but the resource now names %2: "
                    "stopped before it sees the client's credentials")
                         .arg(m_pinnedIssuer, m_issuer));
            return;
        }
        m_client = ClientIdentity{m_settings.clientId, m_settings.clientSecret, methodFor(!m_settings.clientSecret.isEmpty()),
                                  ClientIdentity::Origin::PreRegistered, m_issuer, m_redirectUri};
        record(AuthStep::Kind::Registration, {}, {}, {}, true,
               tr("pre-registered client %1 (%2)").arg(m_client.clientId, m_client.authMethod));
        beginAuthorization();
        return;
    }
    const auto known = m_clients.constFind(m_issuer);
    if (known != m_clients.cend()) {
        m_client = *known;
        record(AuthStep::Kind::Registration, {}, {}, {}, true,
               tr("client %1, registered earlier with this authorization server").arg(m_client.clientId));
        beginAuthorization();
        return;
    }
    if (!m_settings.clientMetadataUrl.isEmpty() && server.clientIdMetadataDocumentSupported) {
        m_client = ClientIdentity{m_settings.clientMetadataUrl, {}, QStringLiteral("none"),
                                  ClientIdentity::Origin::MetadataDocument, m_issuer, m_redirectUri};
        record(AuthStep::Kind::Registration, {}, {}, {}, true,
               tr("client metadata document %1 as the client id").arg(m_client.clientId));
        beginAuthorization();
        return;
    }
    if (server.registrationEndpoint.isValid()) {
        registerClient();
        return;
    }
    fail(AuthStep::Kind::Registration, {}, {}, {},
         m_settings.clientMetadataUrl.isEmpty()
                 ? tr("the authorization server offers no registration and no client id was given (--client-id, "
                      "or the endpoint's OAuth settings)")
                 : tr("the authorization server takes neither client metadata documents nor registrations; give a "
                      "pre-registered client id"));
}

void OAuthFlow::registerClient()
{
    const ServerMetadata &server = *m_server;
    const bool codeFlow = m_settings.grant == OAuthSettings::Grant::AuthorizationCode;
    const QStringList &supported = server.tokenEndpointAuthMethodsSupported;
    // A native app is a public client; it asks for a secret only where the server takes none without.
    QString method = QStringLiteral("none");
    if (!codeFlow || (!supported.isEmpty() && !supported.contains(u"none")))
        method = supported.contains(u"client_secret_post") && !supported.contains(u"client_secret_basic")
                ? QStringLiteral("client_secret_post")
                : QStringLiteral("client_secret_basic");
    QJsonObject body;
    body.insert(QStringLiteral("client_name"), QStringLiteral("RpcScope"));
    if (codeFlow) {
        body.insert(QStringLiteral("redirect_uris"), QJsonArray{m_redirectUri.toString()});
        body.insert(QStringLiteral("grant_types"), QJsonArray{QStringLiteral("authorization_code"), QStringLiteral("refresh_token")});
        body.insert(QStringLiteral("response_types"), QJsonArray{QStringLiteral("code")});
    } else if (m_settings.grant == OAuthSettings::Grant::ClientCredentials) {
        body.insert(QStringLiteral("grant_types"), QJsonArray{QStringLiteral("client_credentials")});
    } else {
        body.insert(QStringLiteral("grant_types"), QJsonArray{QStringLiteral("urn:ietf:params:oauth:grant-type:jwt-bearer")});
    }
    body.insert(QStringLiteral("token_endpoint_auth_method"), method);
    body.insert(QStringLiteral("application_type"), QStringLiteral("native"));
    const QByteArray bytes = QJsonDocument(body).toJson(QJsonDocument::Compact);
    HttpRequest request = baseRequest("POST", server.registrationEndpoint);
    request.headers.append({QByteArrayLiteral("Content-Type"), QByteArrayLiteral("application/json")});
    request.body = bytes;
    const QUrl url = server.registrationEndpoint;
    fetch(request, [this, url, bytes, method](const TransportReply &reply) {
        if (!isSuccess(reply)) {
            fail(AuthStep::Kind::Registration, url, bytes, reply, tr("the registration was refused: %1").arg(refusalOf(reply)));
            return;
        }
        QString error;
        const std::optional<ClientRegistration> registration = ClientRegistration::parse(reply.body, &error);
        if (!registration) {
            fail(AuthStep::Kind::Registration, url, bytes, reply, tr("the registration answer cannot be used: %1").arg(error));
            return;
        }
        m_client = ClientIdentity{registration->clientId, registration->clientSecret,
                                  registration->tokenEndpointAuthMethod.isEmpty() ? method : registration->tokenEndpointAuthMethod,
                                  ClientIdentity::Origin::Registered, m_issuer, m_redirectUri};
        // A secret without a method to present it: RFC 7591's default.
        if (m_client.authMethod == u"none" && !m_client.clientSecret.isEmpty() && registration->tokenEndpointAuthMethod.isEmpty())
            m_client.authMethod = QStringLiteral("client_secret_basic");
        m_clients.insert(m_issuer, m_client);
        record(AuthStep::Kind::Registration, url, bytes, reply, true,
               m_client.authMethod == u"none"
                   ? tr("registered as client %1, a public client (no secret)").arg(m_client.clientId)
                   : tr("registered as client %1, which authenticates with %2").arg(m_client.clientId, m_client.authMethod));
        beginAuthorization();
    });
}

// --- authorization ---

QStringList OAuthFlow::scopesToAsk() const
{
    QStringList scopes;
    const QByteArray challenged = m_challenge ? m_challenge->param("scope") : QByteArray();
    if (m_settings.scopeGiven) {
        // The user's scopes, and what a step-up asks for beyond them.
        scopes = scopeList(m_settings.scope);
        if (!challenged.isEmpty()) {
            addUnique(&scopes, m_grantedScopes);
            addUnique(&scopes, scopeList(QString::fromUtf8(challenged)));
        }
    } else {
        if (!challenged.isEmpty()) {
            // A step-up keeps what was granted before (MCP: the union of old and new).
            scopes = m_grantedScopes;
            addUnique(&scopes, scopeList(QString::fromUtf8(challenged)));
        } else if (m_resource && m_resource->hasScopesSupported) {
            scopes = m_resource->scopesSupported;
        }
    }
    // A refresh token outlives this session only if asked for, and only where the server offers it.
    if (m_server && m_server->scopesSupported.contains(u"offline_access") && !scopes.isEmpty()
        && !scopes.contains(u"offline_access") && m_settings.grant == OAuthSettings::Grant::AuthorizationCode)
        scopes.append(QStringLiteral("offline_access"));
    return scopes;
}

QString OAuthFlow::resourceParameter() const
{
    // RFC 8707, verbatim as the resource names itself; the endpoint when nothing names it.
    return m_resource ? m_resource->resource : WellKnown::canonicalResource(m_endpoint).toString();
}

void OAuthFlow::beginAuthorization()
{
    m_askedScopes = scopesToAsk();
    if (m_settings.grant == OAuthSettings::Grant::ClientCredentials) {
        QUrlQuery form;
        form.addQueryItem(QStringLiteral("grant_type"), QStringLiteral("client_credentials"));
        form.addQueryItem(QStringLiteral("resource"), resourceParameter());
        if (!m_askedScopes.isEmpty())
            form.addQueryItem(QStringLiteral("scope"), m_askedScopes.join(u' '));
        requestToken(form, AuthStep::Kind::Token);
        return;
    }
    if (m_settings.grant == OAuthSettings::Grant::JwtBearer) {
        requestJwtBearer(m_settings.assertion);
        return;
    }
    if (m_settings.grant == OAuthSettings::Grant::TokenExchange) {
        exchangeIdToken();
        return;
    }
    m_pkce = Pkce::generate();
    m_state = Pkce::randomToken(24);
    QUrl url = m_server->authorizationEndpoint;
    QUrlQuery query(url);
    query.addQueryItem(QStringLiteral("response_type"), QStringLiteral("code"));
    query.addQueryItem(QStringLiteral("client_id"), QString::fromUtf8(QUrl::toPercentEncoding(m_client.clientId)));
    query.addQueryItem(QStringLiteral("redirect_uri"), QString::fromUtf8(QUrl::toPercentEncoding(m_redirectUri.toString())));
    query.addQueryItem(QStringLiteral("code_challenge"), QString::fromLatin1(m_pkce.challenge));
    query.addQueryItem(QStringLiteral("code_challenge_method"), S256);
    query.addQueryItem(QStringLiteral("state"), QString::fromLatin1(m_state));
    query.addQueryItem(QStringLiteral("resource"), QString::fromUtf8(QUrl::toPercentEncoding(resourceParameter())));
    if (!m_askedScopes.isEmpty())
        query.addQueryItem(QStringLiteral("scope"), QString::fromUtf8(QUrl::toPercentEncoding(m_askedScopes.join(u' '))));
    url.setQuery(query.query(QUrl::FullyEncoded), QUrl::StrictMode);
    m_authorizationUrl = url;

    if (m_settings.browser == OAuthSettings::Browser::Direct) {
        HttpRequest request = baseRequest("GET", url);
        request.headers = {{QByteArrayLiteral("Accept"), QByteArrayLiteral("text/html, */*")}};
        request.followRedirects = false;
        fetch(request, [this, url](const TransportReply &reply) {
            const int status = reply.httpStatus();
            const QByteArray location = reply.http ? headerValue(reply.http->responseHeaders, "location") : QByteArray();
            if (reply.error.isError() || status < 300 || status >= 400 || location.isEmpty()) {
                const QString why = reply.error.isError() ? reply.error.message : tr("HTTP %1").arg(statusText(reply));
                fail(AuthStep::Kind::Authorization, url, {}, reply,
                     tr("the authorization endpoint did not redirect at once (%1): it wants a person; "
                        "use a browser instead of --browser direct").arg(why));
                return;
            }
            const QUrl target = url.resolved(QUrl::fromEncoded(location));
            onRedirect(QUrlQuery(target), reply);
        });
        return;
    }
    m_listener->expectState(m_state);
    // Step by step, the address the browser gets can be read and changed first.
    gate(baseRequest("GET", url), [this](const HttpRequest &request) {
        m_authorizationUrl = request.url;   // as a person may have changed it, step by step
        if (m_settings.flowTimeoutMs > 0)
            m_deadline.start(m_settings.flowTimeoutMs);
        openBrowser(request.url);
    });
}

void OAuthFlow::openBrowser(const QUrl &url)
{
    if (m_settings.browser == OAuthSettings::Browser::None) {
        emit browserStep(url, false);
        return;
    }
    QStringList words;
    if (m_settings.browser == OAuthSettings::Browser::Command) {
        QString error;
        words = CommandLine::split(m_settings.browserCommand, &error);
        if (words.isEmpty()) {
            fail(AuthStep::Kind::Authorization, url, {}, {},
                 tr("the browser command cannot be used: %1").arg(error.isEmpty() ? tr("it is empty") : error));
            return;
        }
    } else {
        const QString browser = qEnvironmentVariable("BROWSER");
        words = browser.isEmpty() ? QStringList{QStringLiteral("xdg-open")} : CommandLine::split(browser);
        if (words.isEmpty())
            words = {QStringLiteral("xdg-open")};
    }
    const QString program = words.takeFirst();
    words.append(url.toString(QUrl::FullyEncoded));
    if (!QProcess::startDetached(program, words)) {
        fail(AuthStep::Kind::Authorization, url, {}, {},
             tr("the browser \"%1\" could not be started; open the address yourself with --browser none").arg(program));
        return;
    }
    emit browserStep(url, true);
}

void OAuthFlow::onRedirect(const QUrlQuery &query, const TransportReply &reply)
{
    m_deadline.stop();
    // The step is the sign-in page's address as it went: its parameters are what was asked.
    const QUrl url = m_authorizationUrl.isEmpty() ? m_server->authorizationEndpoint : m_authorizationUrl;
    auto value = [&query](const char *name) {
        return query.queryItemValue(QString::fromLatin1(name), QUrl::FullyDecoded);
    };
    const QString error = value("error");
    if (!error.isEmpty()) {
        const QString description = value("error_description");
        fail(AuthStep::Kind::Authorization, url, {}, reply,
             description.isEmpty() ? tr("the authorization server refused: %1").arg(error)
                                   : tr("the authorization server refused: %1 (%2)").arg(error, Excerpt::capped(description, 200)));
        return;
    }
    if (value("state").toUtf8() != m_state) {
        fail(AuthStep::Kind::Authorization, url, {}, reply,
             query.hasQueryItem(QStringLiteral("state")) ? tr("the redirect carries another state than the one sent: stopped")
                                                         : tr("the redirect carries no state: stopped"));
        return;
    }
    // RFC 9207: compared as strings, exactly; required where the server says it sends one.
    const bool hasIss = query.hasQueryItem(QStringLiteral("iss"));
    if (hasIss && value("iss") != m_issuer && !m_givenEndpoints) {
        fail(AuthStep::Kind::Authorization, url, {}, reply,
             tr("the redirect names the issuer %1, not %2: stopped (a mix-up attack looks like this)")
                     .arg(Excerpt::capped(value("iss"), 200), m_issuer));
        return;
    }
    if (!hasIss && m_server->issParameterSupported) {
        fail(AuthStep::Kind::Authorization, url, {}, reply,
             tr("the authorization server says it names itself in the redirect (iss), but this redirect does not: stopped"));
        return;
    }
    const QString code = value("code");
    if (code.isEmpty()) {
        fail(AuthStep::Kind::Authorization, url, {}, reply, tr("the redirect carries no authorization code"));
        return;
    }
    record(AuthStep::Kind::Authorization, url, {}, reply, true,
           hasIss && m_givenEndpoints
                   ? tr("authorized; state matches; issuer %1 not checked (no metadata names one)").arg(Excerpt::capped(value("iss"), 200))
           : hasIss ? tr("authorized; state and issuer match")
                    : tr("authorized; state matches"));
    QUrlQuery form;
    form.addQueryItem(QStringLiteral("grant_type"), QStringLiteral("authorization_code"));
    form.addQueryItem(QStringLiteral("code"), code);
    form.addQueryItem(QStringLiteral("redirect_uri"), m_redirectUri.toString());
    form.addQueryItem(QStringLiteral("code_verifier"), QString::fromLatin1(m_pkce.verifier));
    form.addQueryItem(QStringLiteral("resource"), resourceParameter());
    requestToken(form, AuthStep::Kind::Token);
}

// --- tokens ---

QByteArray OAuthFlow::dpopProof(const QByteArray &method, const QUrl &url) const
{
    return m_dpopKey.dpopProof(method, url, m_dpopNonce);
}

bool OAuthFlow::loadClientKey()
{
    if (m_settings.clientKeyPem.isEmpty() || !m_clientKey.isNull())
        return true;
    QString error;
    const std::optional<JwtSigner> key = JwtSigner::fromPem(m_settings.clientKeyPem, &error);
    if (!key) {
        fail(AuthStep::Kind::Registration, {}, {}, {}, tr("the client key cannot be used: %1").arg(error));
        return false;
    }
    m_clientKey = *key;
    return true;
}

void OAuthFlow::addClientAuthentication(HttpRequest *request, QUrlQuery *form) const
{
    const QString &method = m_client.authMethod;
    if (method == u"private_key_jwt" && !m_clientKey.isNull()) {
        // RFC 7523 §3: the client vouches for itself; the audience is the authorization server.
        const qint64 now = QDateTime::currentSecsSinceEpoch();
        QJsonObject claims;
        claims.insert(QStringLiteral("iss"), m_client.clientId);
        claims.insert(QStringLiteral("sub"), m_client.clientId);
        claims.insert(QStringLiteral("aud"), m_issuer);
        claims.insert(QStringLiteral("jti"), QString::fromLatin1(Pkce::randomToken(16)));
        claims.insert(QStringLiteral("iat"), now);
        claims.insert(QStringLiteral("exp"), now + 300);
        form->addQueryItem(QStringLiteral("client_id"), m_client.clientId);
        form->addQueryItem(QStringLiteral("client_assertion_type"),
                           QStringLiteral("urn:ietf:params:oauth:client-assertion-type:jwt-bearer"));
        form->addQueryItem(QStringLiteral("client_assertion"),
                           QString::fromLatin1(m_clientKey.sign(QJsonDocument(claims).toJson(QJsonDocument::Compact), "JWT")));
        return;
    }
    if (method == u"client_secret_basic" && !m_client.clientSecret.isEmpty()) {
        // RFC 6749 §2.3.1: each part form-encoded, then Basic.
        const QByteArray pair = QUrl::toPercentEncoding(m_client.clientId) + ':' + QUrl::toPercentEncoding(QString::fromUtf8(m_client.clientSecret));
        request->headers.append({QByteArrayLiteral("Authorization"), "Basic " + pair.toBase64()});
        return;
    }
    form->addQueryItem(QStringLiteral("client_id"), m_client.clientId);
    if (method == u"client_secret_post" && !m_client.clientSecret.isEmpty())
        form->addQueryItem(QStringLiteral("client_secret"), QString::fromUtf8(m_client.clientSecret));
}

void OAuthFlow::requestToken(QUrlQuery form, AuthStep::Kind kind)
{
    const QUrl url = m_server->tokenEndpoint;
    HttpRequest request = baseRequest("POST", url);
    const QUrlQuery given = form;
    addClientAuthentication(&request, &form);
    request.headers.append({QByteArrayLiteral("Content-Type"), QByteArrayLiteral("application/x-www-form-urlencoded")});
    if (!m_dpopKey.isNull())
        request.headers.append({QByteArrayLiteral("DPoP"), dpopProof("POST", url)});
    request.body = formBody(form);
    const QByteArray sent = request.body;
    fetch(request, [this, url, sent, kind, given](const TransportReply &reply) {
        // RFC 9449 §8: a server that wants a nonce says so once; the proof goes again with it.
        const QByteArray nonce = reply.http ? headerValue(reply.http->responseHeaders, "dpop-nonce") : QByteArray();
        if (!m_dpopKey.isNull() && reply.httpStatus() == 400 && !nonce.isEmpty() && !m_nonceRetried
            && oauthErrorText(reply.body).startsWith(u"use_dpop_nonce")) {
            m_nonceRetried = true;
            m_dpopNonce = nonce;
            record(kind, url, sent, reply, true, tr("the authorization server wants a DPoP nonce; asking again with it"));
            requestToken(given, kind);
            return;
        }
        if (!isSuccess(reply)) {
            fail(kind, url, sent, reply, tr("the token request was refused: %1").arg(refusalOf(reply)));
            return;
        }
        QString error;
        const std::optional<TokenAnswer> answer = TokenAnswer::parse(reply.body, &error);
        if (!answer) {
            fail(kind, url, sent, reply, tr("the token answer cannot be used: %1").arg(error));
            return;
        }
        OAuthGrant grant;
        grant.accessToken = answer->accessToken;
        grant.tokenType = answer->tokenType.isEmpty() ? QStringLiteral("Bearer") : answer->tokenType;
        grant.refreshToken = answer->refreshToken.isEmpty() && kind == AuthStep::Kind::Refresh ? m_grant.refreshToken
                                                                                              : answer->refreshToken;
        if (answer->expiresInSeconds >= 0)
            grant.expiresAt = QDateTime::currentDateTimeUtc().addSecs(answer->expiresInSeconds);
        grant.scopes = answer->hasScope ? scopeList(answer->scope)
                                        : (kind == AuthStep::Kind::Refresh ? m_grant.scopes : m_askedScopes);
        grant.issuer = m_issuer;
        grant.resource = resourceParameter();
        grant.tokenEndpoint = url;
        grant.revocationEndpoint = m_server->revocationEndpoint;
        grant.askedScopes = kind == AuthStep::Kind::Refresh ? m_grant.askedScopes : m_askedScopes;
        grant.client = m_client;
        if (grant.tokenType.compare(u"DPoP", Qt::CaseInsensitive) == 0)
            grant.dpopKey = m_dpopKey;
        m_grant = grant;
        QString verdict = tr("%1 token").arg(grant.tokenType);
        if (grant.expiresAt.isValid())
            verdict += tr(", valid for %n second(s)", nullptr, int(qMin<qint64>(answer->expiresInSeconds, INT_MAX)));
        if (!grant.scopes.isEmpty())
            verdict += tr(", scope \"%1\"").arg(grant.scopes.join(u' '));
        if (!grant.refreshToken.isEmpty())
            verdict += tr(", with a refresh token");
        record(kind, url, sent, reply, true, verdict);
        succeed();
    });
}

void OAuthFlow::requestJwtBearer(const QByteArray &assertion)
{
    QUrlQuery form;
    form.addQueryItem(QStringLiteral("grant_type"), QStringLiteral("urn:ietf:params:oauth:grant-type:jwt-bearer"));
    form.addQueryItem(QStringLiteral("assertion"), QString::fromLatin1(assertion));
    form.addQueryItem(QStringLiteral("resource"), resourceParameter());
    if (!m_askedScopes.isEmpty())
        form.addQueryItem(QStringLiteral("scope"), m_askedScopes.join(u' '));
    requestToken(form, AuthStep::Kind::Token);
}

void OAuthFlow::exchangeIdToken()
{
    const QUrl url = m_settings.idpTokenEndpoint;
    QUrlQuery form;
    form.addQueryItem(QStringLiteral("grant_type"), QStringLiteral("urn:ietf:params:oauth:grant-type:token-exchange"));
    form.addQueryItem(QStringLiteral("requested_token_type"), QStringLiteral("urn:ietf:params:oauth:token-type:id-jag"));
    form.addQueryItem(QStringLiteral("audience"), m_issuer);
    form.addQueryItem(QStringLiteral("resource"), resourceParameter());
    if (!m_askedScopes.isEmpty())
        form.addQueryItem(QStringLiteral("scope"), m_askedScopes.join(u' '));
    form.addQueryItem(QStringLiteral("subject_token"), QString::fromLatin1(m_settings.idToken));
    form.addQueryItem(QStringLiteral("subject_token_type"), QStringLiteral("urn:ietf:params:oauth:token-type:id_token"));
    if (!m_settings.idpClientId.isEmpty())
        form.addQueryItem(QStringLiteral("client_id"), m_settings.idpClientId);
    HttpRequest request = baseRequest("POST", url);
    request.headers.append({QByteArrayLiteral("Content-Type"), QByteArrayLiteral("application/x-www-form-urlencoded")});
    request.body = formBody(form);
    const QByteArray sent = request.body;
    fetch(request, [this, url, sent](const TransportReply &reply) {
        if (!isSuccess(reply)) {
            fail(AuthStep::Kind::TokenExchange, url, sent, reply, tr("the identity provider refused the token exchange: %1").arg(refusalOf(reply)));
            return;
        }
        QString error;
        const std::optional<TokenAnswer> answer = TokenAnswer::parse(reply.body, &error);
        if (!answer) {
            fail(AuthStep::Kind::TokenExchange, url, sent, reply, tr("the token exchange answer cannot be used: %1").arg(error));
            return;
        }
        record(AuthStep::Kind::TokenExchange, url, sent, reply, true,
               tr("an identity assertion (ID-JAG) for %1").arg(m_issuer));
        requestJwtBearer(answer->accessToken);
    });
}

void OAuthFlow::resumeFrom(const OAuthGrant &grant)
{
    // What an earlier flow found out, as far as a refresh or a revocation needs it.
    m_running = true;
    m_grant = grant;
    m_issuer = grant.issuer;
    m_client = grant.client;
    m_server = ServerMetadata{};
    m_server->issuer = grant.issuer;
    m_server->tokenEndpoint = grant.tokenEndpoint;
    m_server->revocationEndpoint = grant.revocationEndpoint;
}

void OAuthFlow::refresh(const QUrl &endpoint, const OAuthGrant &grant)
{
    resumeFrom(grant);
    m_endpoint = endpoint;
    m_resource = ResourceMetadata{};
    m_resource->resource = grant.resource;
    m_dpopKey = grant.dpopKey;
    QUrlQuery form;
    form.addQueryItem(QStringLiteral("grant_type"), QStringLiteral("refresh_token"));
    form.addQueryItem(QStringLiteral("refresh_token"), QString::fromUtf8(grant.refreshToken));
    form.addQueryItem(QStringLiteral("resource"), grant.resource);
    QMetaObject::invokeMethod(this, [this, form] {
        if (m_running && (m_client.authMethod != u"private_key_jwt" || loadClientKey()))
            requestToken(form, AuthStep::Kind::Refresh);
    }, Qt::QueuedConnection);
}

void OAuthFlow::revoke(const OAuthGrant &grant)
{
    resumeFrom(grant);
    QMetaObject::invokeMethod(this, [this] {
        if (!m_running)
            return;
        const QUrl url = m_server->revocationEndpoint;
        if (url.isEmpty() || (!WellKnown::isPrivate(url) && !m_settings.insecure)) {
            fail(AuthStep::Kind::Revocation, url, {}, {},
                 url.isEmpty() ? tr("the authorization server offers no revocation: the token stays valid until it expires")
                               : tr("the revocation endpoint %1 is plain http on another machine: not sent").arg(url.toDisplayString()));
            return;
        }
        if (m_client.authMethod == u"private_key_jwt" && !loadClientKey())
            return;
        const bool refreshToken = !m_grant.refreshToken.isEmpty();
        QUrlQuery form;
        form.addQueryItem(QStringLiteral("token"), QString::fromUtf8(refreshToken ? m_grant.refreshToken : m_grant.accessToken));
        form.addQueryItem(QStringLiteral("token_type_hint"), refreshToken ? QStringLiteral("refresh_token") : QStringLiteral("access_token"));
        HttpRequest request = baseRequest("POST", url);
        addClientAuthentication(&request, &form);
        request.headers.append({QByteArrayLiteral("Content-Type"), QByteArrayLiteral("application/x-www-form-urlencoded")});
        request.body = formBody(form);
        const QByteArray sent = request.body;
        fetch(request, [this, url, sent, refreshToken](const TransportReply &reply) {
            // RFC 7009 §2.2: 200 whether or not the token was still valid.
            if (!isSuccess(reply)) {
                fail(AuthStep::Kind::Revocation, url, sent, reply, tr("the revocation was refused: %1").arg(refusalOf(reply)));
                return;
            }
            record(AuthStep::Kind::Revocation, url, sent, reply, true,
                   refreshToken ? tr("the refresh token is revoked (and with it, at most servers, the access token)")
                                : tr("the access token is revoked"));
            succeed();
        });
    }, Qt::QueuedConnection);
}

} // namespace RpcScope
