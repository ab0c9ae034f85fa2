// The OAuth flow end to end through an HTTP transport, against a real loopback server that
// plays the MCP server and its authorization server: the happy path byte by byte, the browser
// step through the one-shot redirect listener, and every bad answer the flow must stop at in
// words, naming the step, without a request it must not send.
#include "lib/auth/oauthauthorizer.h"
#include "lib/auth/pkce.h"
#include "lib/auth/redirectlistener.h"
#include "lib/auth/tokenstore.h"
#include "lib/transport/http/httptransport.h"
#include "support/scriptedoauth.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <QTimer>
#include <QUrlQuery>

#include <functional>
#include <memory>
#include <vector>

using namespace RpcScope;
using namespace TestSupport;

namespace {

const QByteArray Call = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}";

struct Run
{
    TransportReply reply;
    QList<AuthStep> steps;
    QString error;
};

Run send(ScriptedHttpServer &server, const OAuthSettings &settings, const QByteArray &payload = Call)
{
    HttpTransport transport(server.url(QStringLiteral("/mcp")));
    OAuthAuthorizer authorizer(settings);
    transport.setAuthorizer(&authorizer);
    QSignalSpy replied(&transport, &Transport::replied);
    transport.send(payload);
    if (!replied.wait(10000))
        return {};
    return {replied.first().at(1).value<TransportReply>(), authorizer.steps(), authorizer.lastError()};
}

OAuthSettings direct()
{
    OAuthSettings settings;
    settings.browser = OAuthSettings::Browser::Direct;
    settings.requestTimeoutMs = 5000;
    return settings;
}

/// A sign-in (no challenge, no call) whose token lives \a seconds with refresh token ref-1,
/// then \a refreshAnswer to the refresh that follows.
void scriptShortLivedSignIn(ScriptedHttpServer &server, int seconds, const ScriptedResponse &refreshAnswer)
{
    Script script(server.url());
    script.challenged = false;
    script.callFollows = false;
    script.token = json(200, "{\"access_token\":\"tok-1\",\"token_type\":\"Bearer\",\"expires_in\":"
                                 + QByteArray::number(seconds) + ",\"refresh_token\":\"ref-1\"}");
    script.enqueue(server);
    server.enqueue(refreshAnswer);
}

} // namespace

class TstOAuthFlow : public QObject
{
    Q_OBJECT

private slots:
    void theWholeFlowThenTheCallAgain()
    {
        ScriptedHttpServer server;
        QVERIFY(server.start());
        Script script(server.url());
        script.enqueue(server);
        const Run run = send(server, direct());
        QVERIFY2(!run.reply.error.isError(), qPrintable(run.reply.error.message));
        QCOMPARE(run.reply.http->status, 200);
        QCOMPARE(run.reply.body, QByteArray("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"tools\":[]}}"));

        const QList<RecordedRequest> &r = server.requests();
        QCOMPARE(r.size(), 7);
        QCOMPARE(r.at(1).target, QByteArray("/.well-known/oauth-protected-resource/mcp"));
        QCOMPARE(r.at(2).target, QByteArray("/.well-known/oauth-authorization-server"));
        QCOMPARE(r.at(3).target, QByteArray("/register"));
        QVERIFY(r.at(3).body.contains("\"application_type\":\"native\""));
        QVERIFY(r.at(3).body.contains("\"refresh_token\""));
        // The authorization request: PKCE S256, state, the resource as its metadata names it, the scope asked.
        const QByteArray authorize = r.at(4).target;
        QVERIFY(authorize.startsWith("/authorize?"));
        QCOMPARE(queryValue(authorize, "response_type"), QByteArray("code"));
        QCOMPARE(queryValue(authorize, "client_id"), QByteArray("client-1"));
        QCOMPARE(queryValue(authorize, "code_challenge_method"), QByteArray("S256"));
        QCOMPARE(queryValue(authorize, "resource"), script.resource);
        QCOMPARE(queryValue(authorize, "scope"), QByteArray("read"));
        QVERIFY(!queryValue(authorize, "state").isEmpty());
        // The token request proves the verifier and names the same resource and redirect.
        const QByteArray token = r.at(5).body;
        QCOMPARE(r.at(5).header("Content-Type"), QByteArray("application/x-www-form-urlencoded"));
        QCOMPARE(formValue(token, "grant_type"), QByteArray("authorization_code"));
        QCOMPARE(formValue(token, "code"), QByteArray("the-code"));
        QCOMPARE(Pkce::challengeOf(formValue(token, "code_verifier")), queryValue(authorize, "code_challenge"));
        QCOMPARE(formValue(token, "resource"), script.resource);
        QCOMPARE(formValue(token, "redirect_uri"), queryValue(authorize, "redirect_uri"));
        QCOMPARE(formValue(token, "client_id"), QByteArray("client-1"));
        // The call again, the same bytes, with the token.
        QCOMPARE(r.at(6).body, Call);
        QCOMPARE(r.at(6).header("Authorization"), QByteArray("Bearer tok-1"));
        QVERIFY(!r.at(0).hasHeader("Authorization"));

        QStringList kinds;
        for (const AuthStep &step : run.steps) {
            kinds.append(AuthStep::kindName(step.kind));
            QVERIFY(step.ok);
            QVERIFY2(!step.verdict.contains("tok-1") && !step.verdict.contains("the-code"), qPrintable(step.verdict));
        }
        QCOMPARE(kinds, (QStringList{"challenge", "resource-metadata", "server-metadata", "registration",
                                     "authorization", "token"}));
    }

    void aPersonSignsInThroughTheRedirectListener()
    {
        ScriptedHttpServer server;
        QVERIFY(server.start());
        Script script(server.url());
        script.enqueue(server);
        // The test is the browser: it opens the address, and follows the redirect to the listener.
        QNetworkAccessManager browser;
        QByteArray page;
        int listenerStatus = 0;
        OAuthSettings settings = direct();
        settings.browser = OAuthSettings::Browser::None;
        HttpTransport transport(server.url(QStringLiteral("/mcp")));
        OAuthAuthorizer authorizer(settings);
        transport.setAuthorizer(&authorizer);
        QUrl redirect;
        std::vector<std::unique_ptr<QTcpSocket>> silent;
        connect(&authorizer, &OAuthAuthorizer::browserStep, this, [&](const QUrl &url, bool opened) {
            QVERIFY(!opened);
            // Connections that say nothing do not keep the browser's request out.
            const QUrl listener(QUrlQuery(url).queryItemValue(QStringLiteral("redirect_uri"), QUrl::FullyDecoded));
            for (int i = 0; i < 3; ++i) {
                silent.push_back(std::make_unique<QTcpSocket>());
                silent.back()->connectToHost(QHostAddress::LocalHost, quint16(listener.port()));
            }
            QNetworkRequest request(url);
            request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
            QNetworkReply *reply = browser.get(request);
            connect(reply, &QNetworkReply::finished, this, [&, reply] {
                reply->deleteLater();
                redirect = QUrl::fromEncoded(reply->rawHeader("Location"));
                // A stranger's request first: refused, and the listener keeps waiting.
                QUrl wrong = redirect;
                wrong.setQuery(QStringLiteral("code=x&state=forged"));
                QNetworkReply *forged = browser.get(QNetworkRequest(wrong));
                connect(forged, &QNetworkReply::finished, this, [&, forged, wrong] {
                    forged->deleteLater();
                    QVERIFY2(forged->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() == 400,
                             qPrintable(forged->errorString() + " " + wrong.toString()));
                    QNetworkReply *back = browser.get(QNetworkRequest(redirect));
                    connect(back, &QNetworkReply::finished, this, [&, back] {
                        back->deleteLater();
                        listenerStatus = back->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
                        page = back->readAll();
                    });
                });
            });
        });
        QSignalSpy replied(&transport, &Transport::replied);
        transport.send(Call);
        QVERIFY(replied.wait(10000));
        const TransportReply reply = replied.first().at(1).value<TransportReply>();
        QVERIFY2(!reply.error.isError(), qPrintable(reply.error.message));
        QCOMPARE(reply.http->status, 200);
        QTRY_COMPARE(listenerStatus, 200);
        QVERIFY(page.contains("You can close this tab"));
        QCOMPARE(redirect.host(), QString("127.0.0.1"));
        QVERIFY(redirect.port() > 0);
        // One redirect per flow: nothing listens any longer.
        QTcpSocket probe;
        probe.connectToHost(QHostAddress::LocalHost, quint16(redirect.port()));
        QVERIFY(!probe.waitForConnected(1000));
    }

    void aRegisteredClientComesBackToItsRedirectUri()
    {
        // Two sign-ins by a person (the second a step-up): the client registered once, so the
        // second redirect goes where the first was registered (servers may compare it exactly).
        ScriptedHttpServer server;
        QVERIFY(server.start());
        Script first(server.url());
        first.callAnswer = json(403, "{}", {{"WWW-Authenticate", "Bearer error=\"insufficient_scope\", scope=\"write\""}});
        first.token = json(200, "{\"access_token\":\"tok-1\",\"token_type\":\"Bearer\"}");
        first.enqueue(server);
        Script second(server.url());
        second.challenged = false;
        second.registers = false;
        second.enqueue(server);
        OAuthSettings settings = direct();
        settings.browser = OAuthSettings::Browser::None;
        HttpTransport transport(server.url(QStringLiteral("/mcp")));
        OAuthAuthorizer authorizer(settings);
        transport.setAuthorizer(&authorizer);
        QNetworkAccessManager browser;
        connect(&authorizer, &OAuthAuthorizer::browserStep, this, [&](const QUrl &url) {
            QNetworkRequest request(url);
            request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
            QNetworkReply *reply = browser.get(request);
            connect(reply, &QNetworkReply::finished, this, [&browser, reply] {
                reply->deleteLater();
                browser.get(QNetworkRequest(QUrl::fromEncoded(reply->rawHeader("Location"))));
            });
        });
        QSignalSpy replied(&transport, &Transport::replied);
        transport.send(Call);
        QVERIFY(replied.wait(10000));
        const TransportReply reply = replied.first().at(1).value<TransportReply>();
        QVERIFY2(!reply.error.isError(), qPrintable(reply.error.message));
        QByteArrayList redirects;
        QByteArrayList scopes;
        for (const RecordedRequest &request : server.requests()) {
            if (!request.target.startsWith("/authorize"))
                continue;
            redirects.append(queryValue(request.target, QStringLiteral("redirect_uri")));
            scopes.append(queryValue(request.target, QStringLiteral("scope")));
        }
        QCOMPARE(redirects.size(), 2);
        QCOMPARE(redirects.at(1), redirects.at(0));
        QCOMPARE(scopes, (QByteArrayList{"read", "read write"}));   // the step-up keeps what was held
    }

    void badAnswersStopTheFlowInWords_data()
    {
        QTest::addColumn<QString>("row");
        QTest::addColumn<QString>("error");
        QTest::addColumn<bool>("authorizes");   // whether /authorize may be asked at all

        QTest::newRow("resource metadata is HTML") << "prm-html" << "the protected resource metadata at" << false;
        QTest::newRow("resource of another server") << "prm-evil" << "names https://evil.example/mcp, not this endpoint" << false;
        QTest::newRow("issuer mismatch") << "issuer" << "names the issuer https://attacker.example" << false;
        QTest::newRow("no S256") << "plain" << "does not support PKCE with S256 (only plain)" << false;
        QTest::newRow("no PKCE at all") << "nopkce" << "does not say it supports PKCE" << false;
        QTest::newRow("registration refused") << "register-400" << "the registration was refused: HTTP 400 Bad Request: invalid_client_metadata" << false;
        QTest::newRow("access denied") << "denied" << "the authorization server refused: access_denied (no)" << true;
        QTest::newRow("wrong state") << "state" << "another state than the one sent" << true;
        QTest::newRow("wrong issuer in the redirect") << "iss-evil" << "the redirect names the issuer https://evil.example" << true;
        QTest::newRow("issuer missing from the redirect") << "iss-missing" << "this redirect does not" << true;
        QTest::newRow("no code") << "nocode" << "carries no authorization code" << true;
        QTest::newRow("token refused") << "token-400" << "the token request was refused: HTTP 400 Bad Request: invalid_grant (used)" << true;
        QTest::newRow("token endpoint fails") << "token-500" << "the token request was refused: HTTP 500 Internal Server Error" << true;
        QTest::newRow("token without access_token") << "token-empty" << "it has no \"access_token\"" << true;
    }

    void badAnswersStopTheFlowInWords()
    {
        QFETCH(QString, row);
        QFETCH(QString, error);
        QFETCH(bool, authorizes);
        ScriptedHttpServer server;
        QVERIFY(server.start());
        Script script(server.url());
        if (row == "prm-html") {
            script.resourceMetadata = ScriptedResponse::http(200, "<html>sign in</html>", {{"Content-Type", "text/html"}});
            script.endsAfterServerMetadata = true;
        } else if (row == "prm-evil") {
            script.resource = "https://evil.example/mcp";
            script.endsAfterServerMetadata = true;
        } else if (row == "issuer") {
            script.serverMetadata = json(200, "{\"issuer\":\"https://attacker.example\",\"authorization_endpoint\":\"https://attacker.example/a\",\"token_endpoint\":\"https://attacker.example/t\",\"code_challenge_methods_supported\":[\"S256\"]}");
            script.endsAfterServerMetadata = true;
        } else if (row == "plain") {
            script.serverMetadataExtra = ",\"code_challenge_methods_supported\":[\"plain\"]";
            script.endsAfterServerMetadata = true;
        } else if (row == "nopkce") {
            script.serverMetadataExtra = {};
            script.endsAfterServerMetadata = true;
        } else if (row == "register-400") {
            script.registration = json(400, "{\"error\":\"invalid_client_metadata\"}");
            script.endsAfterRegistration = true;
        } else if (row == "denied") {
            script.redirectQuery = [](const QByteArray &state) {
                return QByteArray("error=access_denied&error_description=no&").append(redirect({}, state, {}));
            };
            script.endsAfterAuthorization = true;
        } else if (row == "state") {
            script.redirectQuery = [](const QByteArray &) { return QByteArray("code=c&state=forged"); };
            script.endsAfterAuthorization = true;
        } else if (row == "iss-evil") {
            script.redirectQuery = [](const QByteArray &state) { return redirect("c", state, "https://evil.example"); };
            script.endsAfterAuthorization = true;
        } else if (row == "iss-missing") {
            script.redirectQuery = [](const QByteArray &state) { return redirect("c", state, {}); };
            script.endsAfterAuthorization = true;
        } else if (row == "nocode") {
            const QByteArray issuer = script.issuer;
            script.redirectQuery = [issuer](const QByteArray &state) { return redirect({}, state, issuer); };
            script.endsAfterAuthorization = true;
        } else if (row == "token-400") {
            script.token = json(400, "{\"error\":\"invalid_grant\",\"error_description\":\"used\"}");
        } else if (row == "token-500") {
            script.token = ScriptedResponse::http(500, "boom");
        } else if (row == "token-empty") {
            script.token = json(200, "{\"token_type\":\"Bearer\"}");
        }
        script.enqueue(server);
        const Run run = send(server, direct());
        // The answer is the server's challenge, with why no credentials came.
        QCOMPARE(run.reply.http ? run.reply.http->status : 0, 401);
        QCOMPARE(run.reply.error.kind, TransportError::Kind::Authorization);
        QVERIFY2(run.reply.error.message.contains(error), qPrintable(run.reply.error.message));
        QVERIFY(!run.steps.isEmpty() && !run.steps.last().ok);
        bool askedToAuthorize = false;
        for (const RecordedRequest &request : server.requests()) {
            askedToAuthorize = askedToAuthorize || request.target.startsWith("/authorize");
            QVERIFY2(!request.target.startsWith("/mcp") || request.body == Call, "the call went again without a token");
        }
        QCOMPARE(askedToAuthorize, authorizes);
        // Nothing more was asked than the script had: no retry of the call after a failed flow.
        QVERIFY(server.requests().size() <= 7);
        QCOMPARE(server.requests().last().target.startsWith("/mcp"), false);
    }

    void aServerThatRefusesEveryTokenIsAskedThreeTimes()
    {
        ScriptedHttpServer server;
        QVERIFY(server.start());
        const QByteArray again = "Bearer error=\"invalid_token\"";
        for (int flow = 0; flow < 3; ++flow) {
            Script script(server.url());
            script.challenged = flow == 0;       // later flows start from the call's 401
            script.registers = flow == 0;        // the client is known to this server after the first
            script.callAnswer = json(401, "{\"error\":\"invalid_token\"}", {{"WWW-Authenticate", again}});
            script.token = json(200, "{\"access_token\":\"tok\",\"token_type\":\"Bearer\"}");   // nothing to refresh
            script.enqueue(server);
        }
        const Run run = send(server, direct());
        int authorizations = 0;
        for (const RecordedRequest &request : server.requests())
            authorizations += request.target.startsWith("/authorize") ? 1 : 0;
        QCOMPARE(authorizations, 3);
        QCOMPARE(server.pendingResponses(), 0);
        QCOMPARE(run.reply.http ? run.reply.http->status : 0, 401);
        QCOMPARE(run.reply.error.kind, TransportError::Kind::Authorization);
        QVERIFY2(run.reply.error.message.contains("after 3 authorization"), qPrintable(run.reply.error.message));
    }

    void aTokenGoesOnlyToItsResource()
    {
        ScriptedHttpServer server;
        QVERIFY(server.start());
        Script script(server.url());
        script.enqueue(server);
        server.enqueue(json(200, "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}}"));
        OAuthAuthorizer authorizer(direct());
        HttpTransport mcp(server.url(QStringLiteral("/mcp")));
        HttpTransport other(server.url(QStringLiteral("/other")));
        mcp.setAuthorizer(&authorizer);
        other.setAuthorizer(&authorizer);
        QSignalSpy mcpReplied(&mcp, &Transport::replied);
        mcp.send(Call);
        QVERIFY(mcpReplied.wait(10000));
        QSignalSpy otherReplied(&other, &Transport::replied);
        other.send(Call);
        QVERIFY(otherReplied.wait(10000));
        QCOMPARE(server.requests().at(6).header("Authorization"), QByteArray("Bearer tok-1"));
        QCOMPARE(server.requests().at(7).target, QByteArray("/other"));
        QVERIFY(!server.requests().at(7).hasHeader("Authorization"));
    }

    void aPreRegisteredClientStaysWithItsServer()
    {
        ScriptedHttpServer server;
        QVERIFY(server.start());
        Script first(server.url());
        first.registers = false;
        first.callAnswer = json(401, "{}", {{"WWW-Authenticate", "Bearer error=\"invalid_token\""}});
        first.token = json(200, "{\"access_token\":\"tok\",\"token_type\":\"Bearer\"}");
        first.enqueue(server);
        // The resource moves to another authorization server: it must never see the client id.
        Script moved(server.url());
        moved.challenged = false;
        moved.issuer = server.url(QStringLiteral("/elsewhere")).toString().toUtf8();
        moved.endsAfterServerMetadata = true;
        moved.enqueue(server);
        OAuthSettings settings = direct();
        settings.clientId = QStringLiteral("pre-registered");
        settings.clientSecret = "s3cret";
        const Run run = send(server, settings);
        QVERIFY2(run.reply.error.message.contains("the client id given belongs to the authorization server"),
                 qPrintable(run.reply.error.message));
        for (const RecordedRequest &request : server.requests().mid(8))
            QVERIFY2(!request.raw.contains("pre-registered") && !request.raw.contains("czNjcmV0"), request.raw.constData());
    }

    void givenEndpointsNeedNoDiscovery()
    {
        // Client credentials at a token URL the user gave: no metadata is asked for.
        ScriptedHttpServer server;
        QVERIFY(server.start());
        server.enqueue(json(401, "{}", {{"WWW-Authenticate", "Bearer realm=\"api\""}}));
        server.enqueue(json(200, "{\"access_token\":\"tok-cc\",\"token_type\":\"Bearer\",\"expires_in\":60}"));
        server.enqueue(json(200, "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}}"));
        OAuthSettings settings = direct();
        settings.grant = OAuthSettings::Grant::ClientCredentials;
        settings.clientId = QStringLiteral("svc");
        settings.clientSecret = "s3cret";
        settings.tokenUrl = server.url(QStringLiteral("/oauth/token"));
        settings.scope = QStringLiteral("notes");
        settings.scopeGiven = true;
        const Run run = send(server, settings);
        QVERIFY2(!run.reply.error.isError(), qPrintable(run.reply.error.message));
        QCOMPARE(run.reply.http->status, 200);
        const QList<RecordedRequest> &r = server.requests();
        QCOMPARE(r.size(), 3);
        QCOMPARE(r.at(1).target, QByteArray("/oauth/token"));
        QCOMPARE(formValue(r.at(1).body, "grant_type"), QByteArray("client_credentials"));
        QCOMPARE(formValue(r.at(1).body, "scope"), QByteArray("notes"));
        QCOMPARE(r.at(1).header("Authorization"), "Basic " + QByteArray("svc:s3cret").toBase64());
        QCOMPARE(r.at(2).header("Authorization"), QByteArray("Bearer tok-cc"));
        QCOMPARE(run.steps.at(1).kind, AuthStep::Kind::ServerMetadata);
        QVERIFY2(run.steps.at(1).verdict.contains("nothing discovered"), qPrintable(run.steps.at(1).verdict));

        // The code flow with both URLs given; an iss in the redirect is shown, not compared.
        ScriptedHttpServer code;
        QVERIFY(code.start());
        code.enqueue(json(401, "{}", {{"WWW-Authenticate", "Bearer"}}));
        code.enqueue(ScriptedResponse::computed([](const RecordedRequest &request) {
            const QByteArray state = queryValue(request.target, QStringLiteral("state"));
            const QByteArray location = queryValue(request.target, QStringLiteral("redirect_uri"))
                                                .append('?')
                                                .append(redirect("c-1", state, "https://idp.example"));
            return ScriptedResponse::http(302, {}, {{QByteArrayLiteral("Location"), location}});
        }));
        code.enqueue(json(200, "{\"access_token\":\"tok-code\",\"token_type\":\"Bearer\"}"));
        code.enqueue(json(200, "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}}"));
        OAuthSettings codeSettings = direct();
        codeSettings.clientId = QStringLiteral("app");
        codeSettings.tokenUrl = code.url(QStringLiteral("/t"));
        codeSettings.authorizationUrl = code.url(QStringLiteral("/a"));
        const Run signedIn = send(code, codeSettings);
        QVERIFY2(!signedIn.reply.error.isError(), qPrintable(signedIn.reply.error.message));
        const QList<RecordedRequest> &c = code.requests();
        QCOMPARE(c.size(), 4);
        QVERIFY(c.at(1).target.startsWith("/a?"));
        QCOMPARE(queryValue(c.at(1).target, "client_id"), QByteArray("app"));
        QCOMPARE(queryValue(c.at(1).target, "code_challenge_method"), QByteArray("S256"));
        QCOMPARE(c.at(2).target, QByteArray("/t"));
        QCOMPARE(formValue(c.at(2).body, "code"), QByteArray("c-1"));
        QCOMPARE(c.at(3).header("Authorization"), QByteArray("Bearer tok-code"));
        const AuthStep &authorization = signedIn.steps.at(signedIn.steps.size() - 2);
        QVERIFY2(authorization.verdict.contains("not checked"), qPrintable(authorization.verdict));

        // Only a token URL for the code flow: said, nothing sent.
        ScriptedHttpServer half;
        QVERIFY(half.start());
        half.enqueue(json(401, "{}", {{"WWW-Authenticate", "Bearer"}}));
        OAuthSettings halfSettings = direct();
        halfSettings.clientId = QStringLiteral("app");
        halfSettings.tokenUrl = half.url(QStringLiteral("/t"));
        const Run stopped = send(half, halfSettings);
        QVERIFY2(stopped.reply.error.message.contains("without an authorization URL"), qPrintable(stopped.reply.error.message));
        QCOMPARE(half.requests().size(), 1);
    }

    void stepByStepWaitsBeforeEachRequest()
    {
        // Every request of the flow waits until it is let go; the token request goes as a
        // person changed it (its verifier put back), and its step says so.
        ScriptedHttpServer server;
        QVERIFY(server.start());
        Script script(server.url());
        script.enqueue(server);
        HttpTransport transport(server.url(QStringLiteral("/mcp")));
        OAuthAuthorizer authorizer(direct());
        authorizer.setStepByStep(true);
        transport.setAuthorizer(&authorizer);
        QStringList paused;
        connect(&authorizer, &OAuthAuthorizer::requestPending, this, [&](const HttpRequest &request) {
            paused.append(QString::fromLatin1(request.method) + u' ' + request.url.path());
            const qsizetype before = server.requests().size();
            // Nothing goes while it waits.
            QTimer::singleShot(50, &authorizer, [&, before, request] {
                QCOMPARE(server.requests().size(), before);
                HttpRequest sent = request;
                if (request.url.path() == u"/token")
                    sent.body += "&note=changed";
                QVERIFY(authorizer.sendPending(sent));
            });
        });
        QSignalSpy replied(&transport, &Transport::replied);
        transport.send(Call);
        QVERIFY(replied.wait(10000));
        QCOMPARE(replied.first().at(1).value<TransportReply>().httpStatus(), 200);
        QCOMPARE(paused, (QStringList{"GET /.well-known/oauth-protected-resource/mcp", "GET /.well-known/oauth-authorization-server",
                                      "POST /register", "GET /authorize", "POST /token"}));
        const RecordedRequest &token = server.requests().at(5);
        QVERIFY(token.body.endsWith("&note=changed"));
        QCOMPARE(Pkce::challengeOf(formValue(token.body, "code_verifier")),
                 queryValue(server.requests().at(4).target, "code_challenge"));
        QVERIFY(authorizer.steps().last().edited);
        QVERIFY(authorizer.steps().last().requestBody.endsWith("&note=changed"));
        QVERIFY(!authorizer.steps().at(2).edited);
    }

    void aLocalhostRedirectListensOnBothLoopbacks()
    {
        // A browser may resolve localhost to ::1 first: the redirect arrives there too.
        QTcpServer probe;
        if (!probe.listen(QHostAddress::LocalHostIPv6))
            QSKIP("this machine has no IPv6 loopback");
        probe.close();
        for (const QHostAddress &address : {QHostAddress(QHostAddress::LocalHostIPv6), QHostAddress(QHostAddress::LocalHost)}) {
            RedirectListener listener;
            QString error;
            QVERIFY2(listener.listen(QUrl(QStringLiteral("http://localhost/callback")), &error), qPrintable(error));
            QCOMPARE(listener.redirectUri().host(), QStringLiteral("localhost"));
            listener.expectState("s-1");
            QSignalSpy redirected(&listener, &RedirectListener::redirected);
            QTcpSocket browser;
            browser.connectToHost(address, quint16(listener.redirectUri().port()));
            QVERIFY2(browser.waitForConnected(5000), qPrintable(address.toString()));
            browser.write("GET /callback?code=c&state=s-1 HTTP/1.1\r\nHost: localhost\r\n\r\n");
            QVERIFY(redirected.wait(5000));
            QCOMPARE(redirected.first().first().value<QUrlQuery>().queryItemValue(QStringLiteral("code")), QStringLiteral("c"));
        }
    }

    void aKeptClientSecretComesBack()
    {
        // The sheet's secret is kept with the endpoint's entry: a second authorizer (a restart)
        // presents it without being given it; signing out keeps it, being told an empty one forgets it.
        TokenStore store;
        store.setKeychainEnabled(false);   // memory: the keychain has its own tests
        const QUrl endpoint(QStringLiteral("https://api.example/rpc"));
        OAuthSettings settings = direct();
        settings.clientId = QStringLiteral("svc");
        auto keep = [&](const QByteArray &secret) {
            OAuthSettings typed = settings;
            typed.clientSecret = secret;
            OAuthAuthorizer authorizer(typed);
            authorizer.setTokenStore(&store, endpoint);
            QSignalSpy saved(&store, &TokenStore::saved);
            authorizer.keepClientSecret();
            return saved.wait(5000);
        };
        // A restart: what a new authorizer for \a clientId finds (and \a then does with it).
        auto restarted = [&](const QString &clientId, const std::function<void(OAuthAuthorizer &)> &then = {}) {
            OAuthSettings fresh = settings;
            fresh.clientId = clientId;
            OAuthAuthorizer authorizer(fresh);
            authorizer.setTokenStore(&store, endpoint);
            QSignalSpy restored(&authorizer, &OAuthAuthorizer::restored);
            authorizer.restore();
            const bool found = restored.wait(5000) && authorizer.hasClientSecret();
            if (then)
                then(authorizer);
            return found;
        };
        QVERIFY(keep("typed-secret"));
        QVERIFY(restarted(QStringLiteral("svc"), [](OAuthAuthorizer &authorizer) { authorizer.signOut(); }));
        QVERIFY2(restarted(QStringLiteral("svc")), "signing out keeps the client's configuration");
        QVERIFY2(!restarted(QStringLiteral("other")), "another client id does not get it");
        QVERIFY(keep({}));   // the user clears it
        QVERIFY(!restarted(QStringLiteral("svc")));
    }

    void serversCannotWriteToTheTerminal()
    {
        ScriptedHttpServer server;
        QVERIFY(server.start());
        Script script(server.url());
        script.token = json(400, "{\"error\":\"invalid_grant\",\"error_description\":\"\\u001b[2J\\u001b]0;owned\\u0007gone\"}");
        script.enqueue(server);
        const Run run = send(server, direct());
        QVERIFY(run.reply.error.message.contains("gone"));
        for (const AuthStep &step : run.steps)
            QVERIFY2(!step.verdict.contains(QChar(0x1b)) && !step.verdict.contains(QChar(0x07)), qPrintable(step.verdict));
    }

    void aTokenEndpointInTheClearIsRefused()
    {
        ScriptedHttpServer server;
        QVERIFY(server.start());
        Script script(server.url());
        const QByteArray issuer = script.issuer;
        script.serverMetadata = json(200, "{\"issuer\":\"" + issuer + "\",\"authorization_endpoint\":\"" + issuer
                                             + "/authorize\",\"token_endpoint\":\"http://auth.example/token\","
                                               "\"code_challenge_methods_supported\":[\"S256\"]}");
        script.endsAfterServerMetadata = true;
        script.enqueue(server);
        const Run run = send(server, direct());
        QVERIFY2(run.reply.error.message.contains("http://auth.example/token is plain http on another machine"),
                 qPrintable(run.reply.error.message));
    }

    void aServerWithoutOAuthKeepsItsWord()
    {
        // An API that wants its own key says "Bearer" but publishes no OAuth anywhere: after
        // looking, the answer is its 401 as it was, no failure of ours.
        ScriptedHttpServer server;
        QVERIFY(server.start());
        server.enqueue(json(401, "{\"error\":\"bad key\"}", {{"WWW-Authenticate", "Bearer realm=\"api\""}}));
        for (int i = 0; i < 4; ++i)   // resource metadata twice, server metadata twice
            server.enqueue(ScriptedResponse::http(404, "not here"));
        server.enqueue(ScriptedResponse::http(200, "<html>a web page for every path</html>", {{"Content-Type", "text/html"}}));
        const Run run = send(server, direct());
        QCOMPARE(run.reply.http ? run.reply.http->status : 0, 401);
        QVERIFY2(!run.reply.error.isError(), qPrintable(run.reply.error.message));
        QCOMPARE(run.reply.body, QByteArray("{\"error\":\"bad key\"}"));
        QCOMPARE(server.requests().last().target, QByteArray("/register"));
        QVERIFY(!run.steps.last().ok);
        // A bare 401 is not even looked into.
        ScriptedHttpServer bare;
        QVERIFY(bare.start());
        bare.enqueue(json(401, "{}"));
        const Run plain = send(bare, direct());
        QCOMPARE(plain.reply.http ? plain.reply.http->status : 0, 401);
        QCOMPARE(bare.requests().size(), 1);
        QVERIFY(plain.steps.isEmpty());
    }

    void anInvalidTokenIsRefreshedOnce()
    {
        ScriptedHttpServer server;
        QVERIFY(server.start());
        Script script(server.url());
        script.callAnswer = json(401, "{}", {{"WWW-Authenticate", "Bearer error=\"invalid_token\""}});
        script.enqueue(server);
        server.enqueue(json(200, "{\"access_token\":\"tok-2\",\"token_type\":\"Bearer\",\"expires_in\":60}"));
        server.enqueue(json(200, "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}}"));
        const Run run = send(server, direct());
        QVERIFY2(!run.reply.error.isError(), qPrintable(run.reply.error.message));
        QCOMPARE(run.reply.http->status, 200);
        const QList<RecordedRequest> &r = server.requests();
        QCOMPARE(r.size(), 9);
        const QByteArray refresh = r.at(7).body;
        QCOMPARE(formValue(refresh, "grant_type"), QByteArray("refresh_token"));
        QCOMPARE(formValue(refresh, "refresh_token"), QByteArray("ref-1"));
        QCOMPARE(formValue(refresh, "resource"), script.resource);
        QCOMPARE(r.at(8).header("Authorization"), QByteArray("Bearer tok-2"));
        QCOMPARE(AuthStep::kindName(run.steps.last().kind), QString("refresh"));
    }

    void aTokenIsRefreshedBeforeItExpires()
    {
        // Two seconds to live: the refresh goes a tenth of that before, with no challenge.
        ScriptedHttpServer server;
        QVERIFY(server.start());
        scriptShortLivedSignIn(server, 2, json(200, "{\"access_token\":\"tok-2\",\"token_type\":\"Bearer\",\"expires_in\":3600}"));
        OAuthAuthorizer authorizer(direct());
        QSignalSpy granted(&authorizer, &OAuthAuthorizer::grantChanged);
        QElapsedTimer clock;
        clock.start();
        authorizer.signIn(server.url(QStringLiteral("/mcp")));
        QTRY_COMPARE_WITH_TIMEOUT(granted.size(), 2, 10000);
        QVERIFY2(clock.elapsed() < 2000, "refreshed before the token expired");
        QCOMPARE(formValue(server.requests().last().body, "grant_type"), QByteArray("refresh_token"));
        QCOMPARE(authorizer.grant().accessToken, QByteArray("tok-2"));
        QCOMPARE(authorizer.flowCount(), 2);
    }

    void aRefreshRefusedAheadOfTimeStartsNoFlow()
    {
        // The token serves until the server refuses it: no browser opens unasked.
        ScriptedHttpServer server;
        QVERIFY(server.start());
        scriptShortLivedSignIn(server, 1, json(400, "{\"error\":\"invalid_grant\"}"));
        OAuthAuthorizer authorizer(direct());
        QSignalSpy settled(&authorizer, &HttpAuthorizer::settled);
        authorizer.signIn(server.url(QStringLiteral("/mcp")));
        QTRY_VERIFY_WITH_TIMEOUT(!authorizer.lastError().isEmpty(), 10000);
        QCOMPARE(settled.size(), 1);   // the sign-in's; the refused refresh settles nothing
        QCOMPARE(authorizer.flowCount(), 2);
        QTest::qWait(300);
        QCOMPARE(authorizer.flowCount(), 2);
        QVERIFY(authorizer.grant().refreshToken.isEmpty());
        QCOMPARE(authorizer.grant().accessToken, QByteArray("tok-1"));
        QCOMPARE(server.pendingResponses(), 0);
    }

    void theBrowserStepHasItsLimits()
    {
        ScriptedHttpServer server;
        QVERIFY(server.start());
        // A browser that cannot be started.
        {
            Script script(server.url());
            script.endsAfterRegistration = true;
            script.enqueue(server);
            OAuthSettings settings = direct();
            settings.browser = OAuthSettings::Browser::Command;
            settings.browserCommand = QStringLiteral("/nonexistent/browser --new-window");
            const Run run = send(server, settings);
            QVERIFY2(run.reply.error.message.contains("the browser \"/nonexistent/browser\" could not be started"),
                     qPrintable(run.reply.error.message));
        }
        // Nobody signs in: the flow gives up after its time and says so.
        {
            Script script(server.url());
            script.endsAfterRegistration = true;
            script.enqueue(server);
            OAuthSettings settings = direct();
            settings.browser = OAuthSettings::Browser::None;
            settings.flowTimeoutMs = 300;
            const Run run = send(server, settings);
            QVERIFY2(run.reply.error.message.contains("nobody finished the sign-in in the browser"),
                     qPrintable(run.reply.error.message));
        }
        // The redirect URI's port is taken.
        {
            QTcpServer taken;
            QVERIFY(taken.listen(QHostAddress::LocalHost));
            Script script(server.url());
            script.endsAfterServerMetadata = true;
            script.enqueue(server);
            OAuthSettings settings = direct();
            settings.browser = OAuthSettings::Browser::None;
            settings.redirectUri = QUrl(QStringLiteral("http://127.0.0.1:%1/cb").arg(taken.serverPort()));
            const Run run = send(server, settings);
            QVERIFY2(run.reply.error.message.contains("cannot listen for the redirect"), qPrintable(run.reply.error.message));
        }
        // A redirect URI that is not this machine's: refused before anything listens.
        {
            Script script(server.url());
            script.endsAfterServerMetadata = true;
            script.enqueue(server);
            OAuthSettings settings = direct();
            settings.browser = OAuthSettings::Browser::None;
            settings.redirectUri = QUrl(QStringLiteral("http://0.0.0.0:8123/cb"));
            const Run run = send(server, settings);
            QVERIFY2(run.reply.error.message.contains("is not an http:// address on this machine"),
                     qPrintable(run.reply.error.message));
        }
    }
};

QTEST_GUILESS_MAIN(TstOAuthFlow)
#include "tst_oauthflow.moc"
