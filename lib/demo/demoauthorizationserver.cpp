#include "lib/demo/demoauthorizationserver.h"

#include "lib/httpserver/httprequestparser.h"
#include "lib/httpserver/loopback.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QUrl>
#include <QUrlQuery>

using namespace Qt::StringLiterals;

namespace RpcScope {

namespace {

// Far more than a person signs in with; a client that registers in a loop cannot grow us.
constexpr qsizetype kMaxEntries = 1000;
constexpr int kCodeLifetimeSeconds = 60;
constexpr int kPageLifetimeSeconds = 600;

/// \a bytes random bytes (a multiple of four), base64url.
QByteArray randomValue(int bytes = 24)
{
    QByteArray raw(bytes, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(raw.data()), bytes / 4);
    return raw.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
}

QHash<QByteArray, QByteArray> formOf(const QByteArray &text)
{
    QHash<QByteArray, QByteArray> form;
    QByteArray plain = text;
    plain.replace('+', ' ');   // application/x-www-form-urlencoded writes a space as '+'
    for (const QByteArray &pair : plain.split('&')) {
        const qsizetype equals = pair.indexOf('=');
        const QByteArray name = QByteArray::fromPercentEncoding(pair.left(equals < 0 ? pair.size() : equals));
        if (!name.isEmpty() && !form.contains(name))
            form.insert(name, equals < 0 ? QByteArray() : QByteArray::fromPercentEncoding(pair.mid(equals + 1)));
    }
    return form;
}

QHash<QByteArray, QByteArray> queryOf(const QByteArray &target)
{
    const qsizetype question = target.indexOf('?');
    return question < 0 ? QHash<QByteArray, QByteArray>() : formOf(target.mid(question + 1).split('#').first());
}


QString escaped(const QByteArray &text)
{
    return QString::fromUtf8(text).toHtmlEscaped();
}

} // namespace

DemoAuthorizationServer::DemoAuthorizationServer(const QByteArray &origin)
    : m_origin(origin)
{
}

bool DemoAuthorizationServer::isProtected(const QByteArray &path)
{
    return path == "/secure/rpc" || path == "/secure/mcp";
}

QByteArray DemoAuthorizationServer::servedPath(const QByteArray &path)
{
    return isProtected(path) ? path.mid(int(sizeof("/secure") - 1)) : path;
}

template<typename T>
void DemoAuthorizationServer::bound(QHash<QByteArray, T> &table)
{
    if (table.size() >= kMaxEntries)
        table.clear();   // a demo forgets; it never grows without end
}

DemoHttpAnswer DemoAuthorizationServer::json(int status, const QByteArray &body, const QByteArray &extraHeaders)
{
    return {status, "application/json", body, "Cache-Control: no-store\r\n" + extraHeaders};
}

DemoHttpAnswer DemoAuthorizationServer::oauthError(int status, const QByteArray &error, const QString &description)
{
    QJsonObject body{{u"error"_s, QString::fromLatin1(error)}, {u"error_description"_s, description}};
    return json(status, QJsonDocument(body).toJson(QJsonDocument::Compact));
}

DemoHttpAnswer DemoAuthorizationServer::page(int status, const QString &title, const QString &bodyHtml)
{
    const QString html =
        u"<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>%1</title>"
        "<meta name=\"viewport\" content=\"width=device-width\"><style>"
        "body{font-family:system-ui,sans-serif;max-width:34em;margin:4em auto;padding:0 1em;line-height:1.5;color:#1d2330}"
        "h1{font-size:1.4em}code{background:#eef1f6;padding:0 .3em;border-radius:3px}"
        "button{font-size:1em;padding:.5em 1.4em;margin-right:.6em;border-radius:6px;border:1px solid #8a94a6;background:#fff}"
        "button.approve{background:#2563eb;border-color:#2563eb;color:#fff}"
        "</style></head><body><h1>%1</h1>%2</body></html>\n"_s.arg(title.toHtmlEscaped(), bodyHtml);
    // The page never loads anything, and nobody may frame it to trick a click.
    return {status, "text/html; charset=utf-8", html.toUtf8(),
            "Cache-Control: no-store\r\nX-Frame-Options: DENY\r\nContent-Security-Policy: default-src 'none'; "
            "style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'\r\n"};
}

DemoHttpAnswer DemoAuthorizationServer::redirectWith(const QByteArray &redirectUri,
                                                     const QList<QPair<QByteArray, QByteArray>> &query) const
{
    QByteArray location = redirectUri + (redirectUri.contains('?') ? '&' : '?');
    for (qsizetype i = 0; i < query.size(); ++i) {
        if (i > 0)
            location += '&';
        location += query.at(i).first + '=' + query.at(i).second.toPercentEncoding();
    }
    return {302, {}, {}, "Location: " + location + "\r\nCache-Control: no-store\r\n"};
}

std::optional<DemoHttpAnswer> DemoAuthorizationServer::answer(const IncomingHttpRequest &request)
{
    const QByteArray &path = request.path;
    if (path.startsWith("/.well-known/oauth-protected-resource/") && request.method == "GET") {
        const QByteArray resourcePath = path.mid(int(sizeof("/.well-known/oauth-protected-resource") - 1));
        if (isProtected(resourcePath))
            return resourceMetadata(resourcePath);
        return std::nullopt;
    }
    if (path == "/.well-known/oauth-authorization-server" && request.method == "GET")
        return serverMetadata();
    if (path == "/oauth/register")
        return request.method == "POST" ? registerClient(request) : oauthError(405, "invalid_request", u"Register with POST."_s);
    if (path == "/oauth/authorize")
        return request.method == "POST" ? decide(request) : authorizationPage(request);
    if (path == "/oauth/token")
        return request.method == "POST" ? token(request) : oauthError(405, "invalid_request", u"Ask for tokens with POST."_s);
    if (path == "/oauth/revoke")
        return request.method == "POST" ? revoke(request) : oauthError(405, "invalid_request", u"Revoke with POST."_s);
    return std::nullopt;
}

DemoHttpAnswer DemoAuthorizationServer::resourceMetadata(const QByteArray &protectedPath) const
{
    QJsonObject body;
    body.insert(u"resource"_s, QString::fromUtf8(url(protectedPath)));
    body.insert(u"authorization_servers"_s, QJsonArray{QString::fromUtf8(m_origin)});
    body.insert(u"scopes_supported"_s, QJsonArray{QString::fromLatin1(Scope.toByteArray())});
    body.insert(u"bearer_methods_supported"_s, QJsonArray{u"header"_s});
    body.insert(u"resource_name"_s, protectedPath.endsWith("mcp") ? u"RpcScope demo notes (MCP)"_s : u"RpcScope demo API"_s);
    return json(200, QJsonDocument(body).toJson(QJsonDocument::Compact));
}

DemoHttpAnswer DemoAuthorizationServer::serverMetadata() const
{
    QJsonObject body;
    body.insert(u"issuer"_s, QString::fromUtf8(m_origin));
    body.insert(u"authorization_endpoint"_s, QString::fromUtf8(url("/oauth/authorize")));
    body.insert(u"token_endpoint"_s, QString::fromUtf8(url("/oauth/token")));
    body.insert(u"registration_endpoint"_s, QString::fromUtf8(url("/oauth/register")));
    body.insert(u"revocation_endpoint"_s, QString::fromUtf8(url("/oauth/revoke")));
    body.insert(u"scopes_supported"_s, QJsonArray{QString::fromLatin1(Scope.toByteArray())});
    body.insert(u"response_types_supported"_s, QJsonArray{u"code"_s});
    body.insert(u"grant_types_supported"_s, QJsonArray{u"authorization_code"_s, u"refresh_token"_s});
    body.insert(u"token_endpoint_auth_methods_supported"_s,
                QJsonArray{u"none"_s, u"client_secret_basic"_s, u"client_secret_post"_s});
    body.insert(u"code_challenge_methods_supported"_s, QJsonArray{u"S256"_s});
    body.insert(u"authorization_response_iss_parameter_supported"_s, true);
    return json(200, QJsonDocument(body).toJson(QJsonDocument::Compact));
}

DemoHttpAnswer DemoAuthorizationServer::registerClient(const IncomingHttpRequest &request)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(request.body, &error);
    if (!document.isObject())
        return oauthError(400, "invalid_client_metadata", u"The registration is not a JSON object."_s);
    const QJsonObject asked = document.object();
    Client client;
    for (const QJsonValue &value : asked.value(u"redirect_uris"_s).toArray()) {
        const QUrl uri(value.toString(), QUrl::StrictMode);
        if (!uri.isValid() || !Loopback::isRedirectUri(uri) || uri.hasFragment())
            return oauthError(400, "invalid_redirect_uri",
                              u"This demo takes http redirect URIs on 127.0.0.1, [::1] or localhost only, not \"%1\"."_s
                                  .arg(value.toString()));
        client.redirectUris.append(value.toString().toUtf8());
    }
    if (client.redirectUris.isEmpty())
        return oauthError(400, "invalid_redirect_uri", u"A client needs at least one redirect URI."_s);
    client.authMethod = asked.value(u"token_endpoint_auth_method"_s).toString(u"none"_s).toLatin1();
    if (client.authMethod != "none" && client.authMethod != "client_secret_basic" && client.authMethod != "client_secret_post")
        return oauthError(400, "invalid_client_metadata",
                          u"token_endpoint_auth_method is none, client_secret_basic or client_secret_post here."_s);
    client.id = "demo-client-" + randomValue(12);
    if (client.authMethod != "none")
        client.secret = randomValue();
    client.name = asked.value(u"client_name"_s).toString().left(80);
    bound(m_clients);
    m_clients.insert(client.id, client);

    QJsonObject body = asked;   // RFC 7591 §3.2.1: the metadata as registered
    body.insert(u"client_id"_s, QString::fromLatin1(client.id));
    body.insert(u"client_id_issued_at"_s, QDateTime::currentSecsSinceEpoch());
    body.insert(u"token_endpoint_auth_method"_s, QString::fromLatin1(client.authMethod));
    body.insert(u"grant_types"_s, QJsonArray{u"authorization_code"_s, u"refresh_token"_s});
    if (!client.secret.isEmpty()) {
        body.insert(u"client_secret"_s, QString::fromLatin1(client.secret));
        body.insert(u"client_secret_expires_at"_s, 0);
    }
    return json(201, QJsonDocument(body).toJson(QJsonDocument::Compact));
}

bool DemoAuthorizationServer::redirectMatches(const Client &client, const QByteArray &uri)
{
    const QUrl asked(QString::fromUtf8(uri), QUrl::StrictMode);
    for (const QByteArray &registered : client.redirectUris) {
        if (registered == uri)
            return true;
        const QUrl known(QString::fromUtf8(registered));
        if (Loopback::isRedirectUri(known) && Loopback::isRedirectUri(asked)
            && known.adjusted(QUrl::RemovePort) == asked.adjusted(QUrl::RemovePort))
            return true;
    }
    return false;
}

DemoHttpAnswer DemoAuthorizationServer::authorizationPage(const IncomingHttpRequest &request)
{
    const QHash<QByteArray, QByteArray> query = queryOf(request.target);
    const auto client = m_clients.constFind(query.value("client_id"));
    // Without a known client and one of its redirect URIs, nothing may be redirected (RFC 6749 §4.1.2.1).
    if (client == m_clients.cend())
        return page(400, u"Unknown client"_s,
                    u"<p>No client <code>%1</code> is registered here. Register it at <code>/oauth/register</code> first.</p>"_s
                        .arg(escaped(query.value("client_id"))));
    const QByteArray redirectUri = query.value("redirect_uri");
    if (!redirectMatches(*client, redirectUri))
        return page(400, u"Wrong redirect URI"_s,
                    u"<p>The client did not register <code>%1</code> as a redirect URI.</p>"_s.arg(escaped(redirectUri)));
    const QByteArray state = query.value("state");
    auto refuse = [&](const QByteArray &error, const QByteArray &description) {
        QList<QPair<QByteArray, QByteArray>> params{{"error", error}, {"error_description", description}};
        if (!state.isEmpty())
            params.append({"state", state});
        params.append({"iss", m_origin});
        return redirectWith(redirectUri, params);
    };
    if (query.value("response_type") != "code")
        return refuse("unsupported_response_type", "only response_type=code");
    if (query.value("code_challenge").isEmpty() || query.value("code_challenge_method") != "S256")
        return refuse("invalid_request", "PKCE with code_challenge_method=S256 is required");
    QByteArray resource = query.value("resource");
    if (!resource.isEmpty() && resource != url("/secure/mcp") && resource != url("/secure/rpc"))
        return refuse("invalid_target", "the resource is none of this server's");
    const QByteArray scope = query.value("scope").isEmpty() ? Scope.toByteArray() : query.value("scope");
    for (const QByteArray &one : scope.split(' ')) {
        if (!one.isEmpty() && one != Scope)
            return refuse("invalid_scope", "the only scope here is " + Scope.toByteArray());
    }

    Authorization asked{client->id, redirectUri, state, query.value("code_challenge"), Scope.toByteArray(), resource,
                        QDateTime::currentDateTimeUtc().addSecs(kPageLifetimeSeconds)};
    const QByteArray id = randomValue();
    bound(m_asked);
    m_asked.insert(id, asked);
    const QString who = client->name.isEmpty() ? QString::fromUtf8(client->id) : client->name;
    const QString what = resource.isEmpty() ? u"this demo's protected endpoints"_s : QString::fromUtf8(resource);
    return page(200, u"Sign in to the RpcScope demo"_s,
                u"<p><b>%1</b> asks to act as the demo user <b>alice</b> on <code>%2</code>, with the scope "
                "<code>%3</code>.</p><p>It will come back to <code>%4</code>.</p>"
                "<form method=\"post\" action=\"/oauth/authorize\"><input type=\"hidden\" name=\"request\" value=\"%5\">"
                "<button class=\"approve\" type=\"submit\" name=\"decision\" value=\"approve\" autofocus>Approve</button>"
                "<button type=\"submit\" name=\"decision\" value=\"deny\">Deny</button></form>"
                "<p><small>This is the RpcScope demo's own authorization server: no account, no password, nothing "
                "leaves this machine.</small></p>"_s
                    .arg(who.toHtmlEscaped(), what.toHtmlEscaped(), QString::fromLatin1(Scope.toByteArray()),
                         escaped(redirectUri.split('?').first()), QString::fromLatin1(id)));
}

DemoHttpAnswer DemoAuthorizationServer::decide(const IncomingHttpRequest &request)
{
    const QHash<QByteArray, QByteArray> form = formOf(request.body);
    const auto asked = m_asked.constFind(form.value("request"));
    if (asked == m_asked.cend() || asked->expires < QDateTime::currentDateTimeUtc())
        return page(400, u"This sign-in is over"_s,
                    u"<p>The sign-in this page belonged to was answered already or is too old. Start it again from RpcScope.</p>"_s);
    const Authorization authorization = *asked;
    m_asked.erase(asked);
    QList<QPair<QByteArray, QByteArray>> params;
    if (form.value("decision") == "approve") {
        const QByteArray code = randomValue();
        Authorization issued = authorization;
        issued.expires = QDateTime::currentDateTimeUtc().addSecs(kCodeLifetimeSeconds);
        bound(m_codes);
        m_codes.insert(code, issued);
        params.append({"code", code});
    } else {
        params.append({QByteArrayLiteral("error"), QByteArrayLiteral("access_denied")});
        params.append({QByteArrayLiteral("error_description"), QByteArrayLiteral("the user denied the sign-in")});
    }
    if (!authorization.state.isEmpty())
        params.append({"state", authorization.state});
    params.append({"iss", m_origin});
    return redirectWith(authorization.redirectUri, params);
}

const DemoAuthorizationServer::Client *DemoAuthorizationServer::authenticate(const IncomingHttpRequest &request,
                                                                             const QHash<QByteArray, QByteArray> &form,
                                                                             QByteArray *why) const
{
    QByteArray id = form.value("client_id");
    QByteArray secret = form.value("client_secret");
    QByteArray method = secret.isEmpty() ? "none" : "client_secret_post";
    const QByteArray authorization = request.header("Authorization");
    if (authorization.startsWith("Basic ")) {
        // RFC 6749 §2.3.1: id and secret form-encoded, then joined by a colon.
        const QByteArray pair = QByteArray::fromBase64(authorization.mid(6).trimmed());
        const qsizetype colon = pair.indexOf(':');
        id = QByteArray::fromPercentEncoding(pair.left(colon));
        secret = colon < 0 ? QByteArray() : QByteArray::fromPercentEncoding(pair.mid(colon + 1));
        method = "client_secret_basic";
    }
    const auto client = m_clients.constFind(id);
    if (client == m_clients.cend()) {
        *why = "no client " + id + " is registered here";
        return nullptr;
    }
    if (client->authMethod != method || client->secret != secret) {
        *why = "the client must authenticate with " + client->authMethod;
        return nullptr;
    }
    return &*client;
}

DemoHttpAnswer DemoAuthorizationServer::token(const IncomingHttpRequest &request)
{
    const QHash<QByteArray, QByteArray> form = formOf(request.body);
    QByteArray why;
    const Client *client = authenticate(request, form, &why);
    if (!client)
        return oauthError(401, "invalid_client", QString::fromUtf8(why));
    const QByteArray grantType = form.value("grant_type");
    const QDateTime now = QDateTime::currentDateTimeUtc();
    if (grantType == "authorization_code") {
        const auto found = m_codes.constFind(form.value("code"));
        if (found == m_codes.cend())
            return oauthError(400, "invalid_grant", u"The code is unknown or was used already."_s);
        const Authorization issued = *found;
        m_codes.erase(found);   // a code is good once (RFC 6749 §4.1.2)
        if (issued.expires < now)
            return oauthError(400, "invalid_grant", u"The code has expired."_s);
        if (issued.clientId != client->id)
            return oauthError(400, "invalid_grant", u"The code was issued to another client."_s);
        if (form.value("redirect_uri") != issued.redirectUri)
            return oauthError(400, "invalid_grant", u"redirect_uri is not the one of the authorization request."_s);
        const QByteArray challenge = QCryptographicHash::hash(form.value("code_verifier"), QCryptographicHash::Sha256)
                                         .toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
        if (challenge != issued.codeChallenge)
            return oauthError(400, "invalid_grant", u"The code_verifier does not match the code_challenge."_s);
        if (form.value("resource") != issued.resource)
            return oauthError(400, "invalid_target", u"resource is not the one of the authorization request."_s);
        return issue(*client, issued.scope, issued.resource);
    }
    if (grantType == "refresh_token") {
        const auto found = m_refreshTokens.constFind(form.value("refresh_token"));
        if (found == m_refreshTokens.cend() || found->clientId != client->id)
            return oauthError(400, "invalid_grant", u"The refresh token is unknown, used already or another client's."_s);
        const Grant grant = *found;
        m_refreshTokens.erase(found);   // rotated: each refresh token is good once (OAuth 2.1 §4.3.1)
        if (!form.value("resource").isEmpty() && form.value("resource") != grant.resource)
            return oauthError(400, "invalid_target", u"resource is not the one the grant is for."_s);
        return issue(*client, grant.scope, grant.resource);
    }
    return oauthError(400, "unsupported_grant_type", u"This server grants authorization_code and refresh_token."_s);
}

DemoHttpAnswer DemoAuthorizationServer::revoke(const IncomingHttpRequest &request)
{
    // RFC 7009: the client proves itself as at the token endpoint; a token unknown, used or
    // another client's is answered 200 all the same (§2.2), and changes nothing.
    const QHash<QByteArray, QByteArray> form = formOf(request.body);
    QByteArray why;
    const Client *client = authenticate(request, form, &why);
    if (!client)
        return oauthError(401, "invalid_client", QString::fromUtf8(why));
    const QByteArray token = form.value("token");
    if (token.isEmpty())
        return oauthError(400, "invalid_request", u"Name the token to revoke (token)."_s);
    if (const auto refresh = m_refreshTokens.constFind(token); refresh != m_refreshTokens.cend() && refresh->clientId == client->id) {
        // A refresh token takes the access tokens of its grant with it.
        const Grant grant = *refresh;
        m_refreshTokens.erase(refresh);
        m_accessTokens.removeIf([&grant](const QHash<QByteArray, Grant>::iterator it) {
            return it->clientId == grant.clientId && it->resource == grant.resource;
        });
    } else if (const auto access = m_accessTokens.constFind(token); access != m_accessTokens.cend() && access->clientId == client->id) {
        m_accessTokens.erase(access);
    }
    return {200, QByteArrayLiteral("text/plain; charset=utf-8"), {}, QByteArrayLiteral("Cache-Control: no-store\r\n")};
}

DemoHttpAnswer DemoAuthorizationServer::issue(const Client &client, const QByteArray &scope, const QByteArray &resource)
{
    const QByteArray access = "demo-at-" + randomValue();
    const QByteArray refresh = "demo-rt-" + randomValue();
    bound(m_accessTokens);
    bound(m_refreshTokens);
    m_accessTokens.insert(access, {client.id, scope, resource, QDateTime::currentDateTimeUtc().addSecs(m_tokenLifetime)});
    m_refreshTokens.insert(refresh, {client.id, scope, resource, {}});
    QJsonObject body{{u"access_token"_s, QString::fromLatin1(access)},
                     {u"token_type"_s, u"Bearer"_s},
                     {u"expires_in"_s, m_tokenLifetime},
                     {u"refresh_token"_s, QString::fromLatin1(refresh)},
                     {u"scope"_s, QString::fromLatin1(scope)}};
    return json(200, QJsonDocument(body).toJson(QJsonDocument::Compact));
}

std::optional<DemoHttpAnswer> DemoAuthorizationServer::refusal(const IncomingHttpRequest &request)
{
    const QByteArray authorization = request.header("Authorization");
    QByteArray error;
    if (authorization.size() > 7 && authorization.left(7).toLower() == "bearer ") {
        const auto found = m_accessTokens.constFind(authorization.mid(7).trimmed());
        const bool covers = found != m_accessTokens.cend()
                            && (found->resource.isEmpty() || found->resource == url(request.path));
        if (covers && found->expires > QDateTime::currentDateTimeUtc())
            return std::nullopt;
        error = ", error=\"invalid_token\", error_description=\"the token is unknown, expired or for another resource\"";
    }
    const QByteArray challenge = "WWW-Authenticate: Bearer resource_metadata=\""
                                 + url(QByteArray("/.well-known/oauth-protected-resource").append(request.path)) + "\", scope=\""
                                 + Scope.toByteArray() + '"' + error + "\r\n";
    return json(401, R"({"error":"unauthorized","message":"Sign in first: this endpoint takes an OAuth token from the demo's authorization server."})",
                challenge);
}

} // namespace RpcScope
