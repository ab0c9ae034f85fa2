// The demo's OAuth-protected endpoints and its own authorization server: rpcscope-cli signs in
// to /secure/mcp through the real sign-in page (rpcscope-test-browser presses the button a
// person would) and goes on; a denied sign-in ends in words; without a valid token the
// endpoints challenge; registration, the page, the code and the refresh token are checked as
// RFC 6749, 7591, 7636, 8252, 8707 and 9207 ask.

#include "lib/demo/demohttpserver.h"
#include "support/programrun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QCryptographicHash>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTest>
#include <QUrlQuery>

using namespace RpcScope;
using TestSupport::ProgramRun;

namespace {

struct Answer
{
    int status = 0;
    QByteArray body;
    QByteArray header(const QByteArray &name) const { return headers.value(name.toLower()); }
    QHash<QByteArray, QByteArray> headers;
};

Answer fetch(QNetworkAccessManager &network, const QByteArray &method, const QUrl &url, const QByteArray &body = {},
             const QByteArray &contentType = "application/json", const QByteArray &authorization = {})
{
    QNetworkRequest request(url);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    if (!body.isEmpty())
        request.setRawHeader("Content-Type", contentType);
    if (!authorization.isEmpty())
        request.setRawHeader("Authorization", authorization);
    QNetworkReply *reply = network.sendCustomRequest(request, method, body);
    if (!QTest::qWaitFor([reply] { return reply->isFinished(); }, 10000))
        qWarning("no answer within 10 s");
    Answer answer;
    answer.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    answer.body = reply->readAll();
    for (const auto &[name, value] : reply->rawHeaderPairs())
        answer.headers.insert(name.toLower(), value);
    reply->deleteLater();
    return answer;
}

QByteArray form(const QList<QPair<QString, QString>> &pairs)
{
    QUrlQuery query;
    for (const auto &[name, value] : pairs)
        query.addQueryItem(name, QString::fromUtf8(QUrl::toPercentEncoding(value)));
    return query.toString(QUrl::FullyEncoded).toUtf8();
}

QString queryValue(const QByteArray &location, const QString &name)
{
    return QUrlQuery(QUrl(QString::fromUtf8(location))).queryItemValue(name, QUrl::FullyDecoded);
}

const QString Browser = QStringLiteral(RPCSCOPE_TEST_BROWSER);
const QString Verifier = QStringLiteral("a-verifier-of-enough-length-0123456789-abcdefghij");

QString challengeOf(const QString &verifier)
{
    return QString::fromLatin1(QCryptographicHash::hash(verifier.toLatin1(), QCryptographicHash::Sha256)
                                   .toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

} // namespace

class tst_DemoAuthorization final : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_server = std::make_unique<DemoHttpServer>();
        QVERIFY(m_server->listen());
    }

    void cleanup() { m_server.reset(); }

    void theCliSignsInThroughThePage()
    {
        const ProgramRun run = ProgramRun::withEvents(QStringLiteral(RPCSCOPE_CLI),
                                                      {"tools", "--no-token-store", "--browser", Browser, m_server->secureMcpUrl().toString()});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY2(run.out.startsWith("echo\t"), run.out.constData());
        QVERIFY2(run.err.contains("auth: authorization"), run.err.constData());
        QVERIFY2(run.err.contains("state and issuer match"), run.err.constData());
    }

    void aDeniedSignInSaysSo()
    {
        const ProgramRun run = ProgramRun::withEvents(
            QStringLiteral(RPCSCOPE_CLI),
            {"call", "--no-token-store", "--browser", Browser + " --deny", m_server->secureRpcUrl().toString(), "math.add", "[1,2]"});
        QCOMPARE(run.exitCode, 3);
        QVERIFY2(run.err.contains("access_denied"), run.err.constData());
    }

    void withoutAValidTokenTheEndpointsChallenge()
    {
        QNetworkAccessManager network;
        const QByteArray call = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"math.add\",\"params\":[1,2]}";
        const Answer bare = fetch(network, "POST", m_server->secureRpcUrl(), call);
        QCOMPARE(bare.status, 401);
        const QByteArray challenge = bare.header("WWW-Authenticate");
        QVERIFY2(challenge.startsWith(QByteArray("Bearer resource_metadata=\"").append(m_server->url().toString().toUtf8())
                                      .append("/.well-known/oauth-protected-resource/secure/rpc\"")),
                 challenge.constData());
        QVERIFY(challenge.contains("scope=\"notes\""));
        QVERIFY(!challenge.contains("invalid_token"));
        const Answer wrong = fetch(network, "POST", m_server->secureRpcUrl(), call, "application/json", "Bearer not-a-token");
        QCOMPARE(wrong.status, 401);
        QVERIFY(wrong.header("WWW-Authenticate").contains("error=\"invalid_token\""));
        // The unprotected face is as it was.
        QCOMPARE(fetch(network, "POST", m_server->rpcUrl(), call).status, 200);
        const Answer metadata = fetch(network, "GET", QUrl(m_server->url().toString() + "/.well-known/oauth-protected-resource/secure/rpc"));
        QCOMPARE(QJsonDocument::fromJson(metadata.body).object().value("resource").toString(), m_server->secureRpcUrl().toString());
        QCOMPARE(fetch(network, "GET", QUrl(m_server->url().toString() + "/.well-known/oauth-protected-resource/rpc")).status, 404);
    }

    void everyStepIsChecked()
    {
        QNetworkAccessManager network;
        const QString origin = m_server->url().toString();
        const Answer server = fetch(network, "GET", QUrl(origin + "/.well-known/oauth-authorization-server"));
        const QJsonObject metadata = QJsonDocument::fromJson(server.body).object();
        QCOMPARE(metadata.value("issuer").toString(), origin);
        QCOMPARE(metadata.value("code_challenge_methods_supported").toArray(), QJsonArray{"S256"});

        // Registration: loopback redirects only.
        const Answer remote = fetch(network, "POST", QUrl(origin + "/oauth/register"), "{\"redirect_uris\":[\"https://evil.example/cb\"]}");
        QCOMPARE(remote.status, 400);
        QCOMPARE(QJsonDocument::fromJson(remote.body).object().value("error").toString(), QString("invalid_redirect_uri"));
        const Answer registered = fetch(network, "POST", QUrl(origin + "/oauth/register"),
                                        "{\"redirect_uris\":[\"http://127.0.0.1:4000/callback\"],\"client_name\":\"<script>x</script>\"}");
        QCOMPARE(registered.status, 201);
        const QString clientId = QJsonDocument::fromJson(registered.body).object().value("client_id").toString();
        QVERIFY(!clientId.isEmpty());

        auto authorizeUrl = [&](const QString &redirect, const QString &method) {
            QUrlQuery query;
            for (const auto &[name, value] : QList<QPair<QString, QString>>{{"response_type", "code"}, {"client_id", clientId},
                                                                            {"redirect_uri", redirect}, {"state", "st-1"},
                                                                            {"code_challenge", challengeOf(Verifier)},
                                                                            {"code_challenge_method", method},
                                                                            {"resource", m_server->secureRpcUrl().toString()}})
                query.addQueryItem(name, QString::fromUtf8(QUrl::toPercentEncoding(value)));
            QUrl url(origin + "/oauth/authorize");
            url.setQuery(query);
            return url;
        };
        // PKCE plain is refused through the redirect; an unregistered redirect is never redirected to.
        const Answer plain = fetch(network, "GET", authorizeUrl("http://127.0.0.1:4000/callback", "plain"));
        QCOMPARE(plain.status, 302);
        QCOMPARE(queryValue(plain.header("Location"), "error"), QString("invalid_request"));
        QCOMPARE(fetch(network, "GET", authorizeUrl("http://127.0.0.1:4000/elsewhere", "S256")).status, 400);

        // The page (another loopback port is the same redirect, RFC 8252 §7.3), escaped.
        const Answer page = fetch(network, "GET", authorizeUrl("http://127.0.0.1:4711/callback", "S256"));
        QCOMPARE(page.status, 200);
        QVERIFY(page.body.contains("&lt;script&gt;x&lt;/script&gt;"));
        QVERIFY(!page.body.contains("<script>"));
        QVERIFY(page.header("Content-Security-Policy").contains("frame-ancestors 'none'"));
        const QString request = QString::fromUtf8(page.body).section("name=\"request\" value=\"", 1).section('"', 0, 0);
        const Answer approved = fetch(network, "POST", QUrl(origin + "/oauth/authorize"),
                                      form({{"request", request}, {"decision", "approve"}}), "application/x-www-form-urlencoded");
        QCOMPARE(approved.status, 302);
        const QByteArray location = approved.header("Location");
        QVERIFY2(location.startsWith("http://127.0.0.1:4711/callback?code="), location.constData());
        QCOMPARE(queryValue(location, "state"), QString("st-1"));
        QCOMPARE(queryValue(location, "iss"), origin);
        // The page's form is good once.
        QCOMPARE(fetch(network, "POST", QUrl(origin + "/oauth/authorize"), form({{"request", request}, {"decision", "approve"}}),
                       "application/x-www-form-urlencoded").status, 400);

        const QString code = queryValue(location, "code");
        auto tokenRequest = [&](const QString &verifier) {
            return fetch(network, "POST", QUrl(origin + "/oauth/token"),
                         form({{"grant_type", "authorization_code"}, {"code", code}, {"client_id", clientId},
                               {"redirect_uri", "http://127.0.0.1:4711/callback"}, {"code_verifier", verifier},
                               {"resource", m_server->secureRpcUrl().toString()}}),
                         "application/x-www-form-urlencoded");
        };
        const Answer wrongVerifier = tokenRequest("not-the-verifier");
        QCOMPARE(wrongVerifier.status, 400);
        QCOMPARE(QJsonDocument::fromJson(wrongVerifier.body).object().value("error").toString(), QString("invalid_grant"));
        QCOMPARE(tokenRequest(Verifier).status, 400);   // a code is good once, even a code tried wrongly
    }

    void tokensAreBoundAndRefreshTokensRotate()
    {
        // A whole sign-in through the CLI with --json shows the grant; then, by hand, the token
        // endpoint's refresh rotates and a token of /secure/rpc does not open /secure/mcp.
        QNetworkAccessManager network;
        const QString origin = m_server->url().toString();
        const Answer registered = fetch(network, "POST", QUrl(origin + "/oauth/register"),
                                        "{\"redirect_uris\":[\"http://127.0.0.1:4000/callback\"]}");
        const QString clientId = QJsonDocument::fromJson(registered.body).object().value("client_id").toString();
        QUrl authorize(origin + "/oauth/authorize");
        QUrlQuery query;
        query.addQueryItem("response_type", "code");
        query.addQueryItem("client_id", clientId);
        query.addQueryItem("redirect_uri", "http://127.0.0.1:4000/callback");
        query.addQueryItem("code_challenge", challengeOf(Verifier));
        query.addQueryItem("code_challenge_method", "S256");
        query.addQueryItem("resource", QString::fromUtf8(QUrl::toPercentEncoding(m_server->secureRpcUrl().toString())));
        authorize.setQuery(query);
        const Answer page = fetch(network, "GET", authorize);
        const QString request = QString::fromUtf8(page.body).section("name=\"request\" value=\"", 1).section('"', 0, 0);
        const QByteArray location = fetch(network, "POST", QUrl(origin + "/oauth/authorize"),
                                          form({{"request", request}, {"decision", "approve"}}), "application/x-www-form-urlencoded")
                                        .header("Location");
        const Answer tokens = fetch(network, "POST", QUrl(origin + "/oauth/token"),
                                    form({{"grant_type", "authorization_code"}, {"code", queryValue(location, "code")},
                                          {"client_id", clientId}, {"redirect_uri", "http://127.0.0.1:4000/callback"},
                                          {"code_verifier", Verifier}, {"resource", m_server->secureRpcUrl().toString()}}),
                                    "application/x-www-form-urlencoded");
        QCOMPARE(tokens.status, 200);
        QCOMPARE(tokens.header("Cache-Control"), QByteArray("no-store"));
        const QJsonObject granted = QJsonDocument::fromJson(tokens.body).object();
        const QByteArray access = granted.value("access_token").toString().toUtf8();
        const QString refresh = granted.value("refresh_token").toString();
        const QByteArray call = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"math.add\",\"params\":[1,2]}";
        QCOMPARE(fetch(network, "POST", m_server->secureRpcUrl(), call, "application/json", "Bearer " + access).status, 200);
        QCOMPARE(fetch(network, "POST", m_server->secureMcpUrl(), call, "application/json", "Bearer " + access).status, 401);

        auto refreshWith = [&](const QString &token) {
            return fetch(network, "POST", QUrl(origin + "/oauth/token"),
                         form({{"grant_type", "refresh_token"}, {"refresh_token", token}, {"client_id", clientId}}),
                         "application/x-www-form-urlencoded");
        };
        const Answer renewed = refreshWith(refresh);
        QCOMPARE(renewed.status, 200);
        QVERIFY(QJsonDocument::fromJson(renewed.body).object().value("refresh_token").toString() != refresh);
        QCOMPARE(refreshWith(refresh).status, 400);   // rotated: the old one is spent

        // RFC 7009: revoking the refresh token takes its grant's access token with it.
        const QJsonObject renewedGrant = QJsonDocument::fromJson(renewed.body).object();
        const QByteArray renewedAccess = renewedGrant.value("access_token").toString().toUtf8();
        QCOMPARE(fetch(network, "POST", m_server->secureRpcUrl(), call, "application/json", "Bearer " + renewedAccess).status, 200);
        auto revoke = [&](const QString &token, const QString &client) {
            return fetch(network, "POST", QUrl(origin + "/oauth/revoke"), form({{"token", token}, {"client_id", client}}),
                         "application/x-www-form-urlencoded");
        };
        QCOMPARE(revoke(renewedGrant.value("refresh_token").toString(), "nobody").status, 401);
        QCOMPARE(revoke("not-a-token", clientId).status, 200);   // said the same whatever the token
        QCOMPARE(revoke(renewedGrant.value("refresh_token").toString(), clientId).status, 200);
        QCOMPARE(fetch(network, "POST", m_server->secureRpcUrl(), call, "application/json", "Bearer " + renewedAccess).status, 401);
        QCOMPARE(refreshWith(renewedGrant.value("refresh_token").toString()).status, 400);
        const Answer otherClient = fetch(network, "POST", QUrl(origin + "/oauth/token"),
                                         form({{"grant_type", "refresh_token"}, {"refresh_token", "x"}, {"client_id", "nobody"}}),
                                         "application/x-www-form-urlencoded");
        QCOMPARE(otherClient.status, 401);
        QCOMPARE(QJsonDocument::fromJson(otherClient.body).object().value("error").toString(), QString("invalid_client"));
    }

private:
    std::unique_ptr<DemoHttpServer> m_server;
};

QTEST_GUILESS_MAIN(tst_DemoAuthorization)
#include "tst_demoauthorization.moc"
