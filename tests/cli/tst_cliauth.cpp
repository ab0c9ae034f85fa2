// Signing in from the command line against a scripted loopback peer that plays the MCP server
// and its authorization server: the command goes on with the token, each step is a line on
// stderr, --json reports the steps and the grant, and no secret reaches either stream; a flow
// that must stop says where, with exit status 3; bad options are usage errors.

#include "support/programrun.h"
#include "support/scriptedoauth.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace TestSupport;

namespace {

using Run = ProgramRun;

Run cli(const QStringList &arguments)
{
    return ProgramRun::withEvents(QStringLiteral(RPCSCOPE_CLI), arguments);
}

const QStringList Secrets = {"tok-1", "ref-1", "the-code", "code_verifier", "s3cret"};

} // namespace

class tst_CliAuth final : public QObject
{
    Q_OBJECT

private slots:
    void theCommandGoesOnWithTheToken()
    {
        ScriptedHttpServer server;
        QVERIFY(server.start());
        Script script(server.url());
        script.enqueue(server);
        const Run run = cli({"call", "--json", "--browser", "direct", server.url("/mcp").toString(), "tools/list"});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonObject report = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(report.value("status").toInt(), 200);
        const QJsonObject auth = report.value("auth").toObject();
        QStringList kinds;
        for (const QJsonValue &step : auth.value("steps").toArray())
            kinds.append(step.toObject().value("kind").toString());
        QCOMPARE(kinds, (QStringList{"challenge", "resource-metadata", "server-metadata", "registration", "authorization", "token"}));
        const QJsonObject grant = auth.value("grant").toObject();
        QCOMPARE(grant.value("clientId").toString(), QString("client-1"));
        QCOMPARE(grant.value("client").toString(), QString("registered"));
        QCOMPARE(grant.value("scopes").toArray().first().toString(), QString("read"));
        QCOMPARE(grant.value("askedScopes").toArray().first().toString(), QString("read"));
        QVERIFY(grant.value("refreshToken").toBool());
        QVERIFY(auth.value("error").isNull());
        const QByteArray tokenLine = QByteArray("auth: token POST ").append(server.url("/token").toString().toUtf8()).append(" → 200 OK");
        QVERIFY2(run.err.contains(tokenLine), run.err.constData());
        for (const QString &secret : Secrets) {
            QVERIFY2(!run.out.contains(secret.toUtf8()), qPrintable(secret));
            QVERIFY2(!run.err.contains(secret.toUtf8()), qPrintable(secret));
        }
        QCOMPARE(server.requests().last().header("Authorization"), QByteArray("Bearer tok-1"));
    }

    // --record keeps each step as an "auth" line of the session, between the call's exchanges:
    // the exchange as it was, every OAuth secret a placeholder (the code in the redirect's
    // Location, the verifier and the tokens), so nothing secret is in the file.
    void theSignInIsRecorded()
    {
        ScriptedHttpServer server;
        QVERIFY(server.start());
        Script script(server.url());
        script.enqueue(server);
        QTemporaryDir dir;
        const QString path = dir.filePath("signin.rpcsession");
        const Run run = cli({"call", "--record", path, "--browser", "direct", server.url("/mcp").toString(), "tools/list"});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QStringList types;
        QStringList steps;
        QJsonObject token;
        QJsonObject authorization;
        for (const QByteArray &line : bytes.split('\n')) {
            const QJsonObject object = QJsonDocument::fromJson(line).object();
            if (object.isEmpty())
                continue;
            types.append(object.value("type").toString());
            if (object.value("type") != "auth")
                continue;
            steps.append(object.value("step").toString());
            QVERIFY(object.value("ok").toBool());
            QVERIFY(!object.value("verdict").toString().isEmpty());
            if (object.value("step") == "token")
                token = object;
            if (object.value("step") == "authorization")
                authorization = object;
        }
        QCOMPARE(steps, (QStringList{"challenge", "resource-metadata", "server-metadata", "registration", "authorization", "token"}));
        QCOMPARE(types.first(), QString("session"));
        QCOMPARE(types.count("auth"), 6);
        QCOMPARE(types.count("exchange"), 1);   // the call, once it went through with the token
        QCOMPARE(token.value("http").toObject().value("status").toInt(), 200);
        QVERIFY2(token.value("request").toString().contains("code={{redacted:code}}"), qPrintable(token.value("request").toString()));
        QVERIFY(token.value("request").toString().contains("code_verifier={{redacted:code_verifier}}"));
        QVERIFY(token.value("body").toString().contains("\"access_token\":\"{{redacted:access_token}}\""));
        const QJsonArray redacted = token.value("redacted").toArray();
        QVERIFY(redacted.contains("access_token") && redacted.contains("refresh_token") && redacted.contains("code"));
        // The authorization server's redirect, fetched directly, carries the code in Location.
        bool location = false;
        for (const QJsonValue &header : authorization.value("http").toObject().value("responseHeaders").toArray()) {
            if (header.toArray().at(0).toString().compare("Location", Qt::CaseInsensitive) == 0)
                location = header.toArray().at(1).toString().contains("code={{redacted:code}}");
        }
        QVERIFY2(location, QJsonDocument(authorization).toJson().constData());
        QByteArray verifier;
        for (const RecordedRequest &request : server.requests()) {
            const qsizetype at = request.body.indexOf("code_verifier=");
            if (at >= 0)
                verifier = request.body.mid(at + 14).split('&').first();
        }
        QVERIFY(verifier.size() >= 43);
        QVERIFY(!bytes.contains(verifier));
        for (const char *secret : {"tok-1", "ref-1", "the-code"})
            QVERIFY2(!bytes.contains(secret), secret);
    }

    void aFlowThatMustStopSaysWhere()
    {
        ScriptedHttpServer server;
        QVERIFY(server.start());
        Script script(server.url());
        script.resource = "https://evil.example/mcp";
        script.endsAfterServerMetadata = true;
        script.enqueue(server);
        const Run run = cli({"call", "--json", "--browser", "direct", server.url("/mcp").toString(), "tools/list"});
        QCOMPARE(run.exitCode, 3);
        const QJsonObject report = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(report.value("error").toObject().value("kind").toString(), QString("authorization"));
        QVERIFY(report.value("error").toObject().value("message").toString().contains("not this endpoint"));
        QVERIFY(report.value("auth").toObject().value("error").toString().contains("stopped before authorizing"));
        QCOMPARE(report.value("status").toInt(), 401);
    }

    void aClientSecretNeverShows()
    {
        ScriptedHttpServer server;
        QVERIFY(server.start());
        Script script(server.url());
        script.registers = false;
        script.enqueue(server);
        const Run run = cli({"tool", "--browser", "direct", "--client-id", "pre", "--client-secret", "s3cret",
                             server.url("/mcp").toString(), "x"});
        // The scripted server is no MCP server: what matters is what went where.
        bool basic = false;
        for (const RecordedRequest &request : server.requests())
            basic = basic || request.header("Authorization") == "Basic " + QByteArray("pre:s3cret").toBase64();
        QVERIFY(basic);
        QVERIFY2(!run.err.contains("s3cret") && !run.out.contains("s3cret"), run.err.constData());
    }

    void aGivenTokenUrlNeedsNoMetadata()
    {
        // An API behind an authorization server that publishes nothing: --token-url, client credentials.
        ScriptedHttpServer server;
        QVERIFY(server.start());
        server.enqueue(json(401, "{}", {{"WWW-Authenticate", "Bearer realm=\"api\""}}));
        server.enqueue(json(200, "{\"access_token\":\"tok-1\",\"token_type\":\"Bearer\",\"expires_in\":60}"));
        server.enqueue(json(200, "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":5}"));
        const Run run = cli({"call", "--no-token-store", "--grant", "client_credentials", "--client-id", "svc",
                             "--client-secret", "s3cret", "--token-url", server.url("/oauth/token").toString(),
                             server.url("/rpc").toString(), "math.add", "[2,3]"});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(run.out.trimmed(), QByteArray("{\n  \"jsonrpc\": \"2.0\",\n  \"id\": 1,\n  \"result\": 5\n}"));
        QCOMPARE(server.requests().size(), 3);
        QCOMPARE(server.requests().at(1).target, QByteArray("/oauth/token"));
        QVERIFY2(run.err.contains("nothing discovered"), run.err.constData());
        for (const QString &secret : Secrets)
            QVERIFY2(!run.err.contains(secret.toUtf8()), qPrintable(secret));
    }

    void badOptionsAreUsageErrors_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("said");
        QTest::newRow("grant") << QStringList{"--grant", "password"} << "--grant is authorization_code, client_credentials";
        QTest::newRow("client credentials without id") << QStringList{"--grant", "client_credentials"} << "needs --client-id";
        QTest::newRow("jwt-bearer without assertion") << QStringList{"--grant", "jwt-bearer"} << "needs --assertion";
        QTest::newRow("metadata url over http") << QStringList{"--client-metadata-url", "http://a.example/c.json"} << "must be an https URL";
        QTest::newRow("key without id") << QStringList{"--client-key", RPCSCOPE_SOURCE_DIR "/tests/data/tls/client.key"} << "needs --client-id";
        QTest::newRow("unreadable key") << QStringList{"--client-id", "c", "--client-key", "/nonexistent.pem"} << "cannot read /nonexistent.pem";
        QTest::newRow("token url") << QStringList{"--token-url", "ftp://a.example/t"} << "--token-url must be an http(s) URL";
        QTest::newRow("authorization url alone") << QStringList{"--authorization-url", "https://a.example/a"} << "needs --token-url";
        QTest::newRow("auth timeout") << QStringList{"--auth-timeout", "soon"} << "--auth-timeout takes a number of seconds";
    }

    void badOptionsAreUsageErrors()
    {
        QFETCH(QStringList, options);
        QFETCH(QString, said);
        const Run run = cli(QStringList{"call"} + options + QStringList{"http://127.0.0.1:9/mcp", "ping"});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(QString::fromUtf8(run.err).contains(said), run.err.constData());
    }
};

QTEST_GUILESS_MAIN(tst_CliAuth)
#include "tst_cliauth.moc"
