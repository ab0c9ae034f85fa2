// A sign-in outlives the command: rpcscope-cli keeps what a flow obtained in the system
// keychain (a real one: this test runs under tests/support/with-keychain.sh, a private D-Bus
// session with gnome-keyring), so the next command presents the kept token after the server's
// first challenge, or refreshes it when it expired, without a browser; login and logout
// manage it by hand; --no-token-store and a missing keychain keep it for one command only,
// and say so. A command killed mid-refresh loses nothing. No token reaches stdout, stderr or a file.

#include "support/programrun.h"
#include "support/scriptedoauth.h"
#include "support/secretscan.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

using namespace TestSupport;

namespace {

using Run = ProgramRun;

Run cli(const QStringList &arguments)
{
    return ProgramRun::withEvents(QStringLiteral(RPCSCOPE_CLI), arguments);
}

const QByteArray Answer = "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"tools\":[]}}";

QStringList pathsOf(const ScriptedHttpServer &server, qsizetype from = 0)
{
    QStringList paths;
    for (qsizetype i = from; i < server.requests().size(); ++i)
        paths.append(QString::fromUtf8(server.requests().at(i).target).section(u'?', 0, 0));
    return paths;
}

void verifyNoSecretIn(const Run &run)
{
    for (const QByteArray secret : {"tok-1", "tok-2", "ref-1", "ref-2"}) {
        QVERIFY2(!run.out.contains(secret), secret.constData());
        QVERIFY2(!run.err.contains(secret), secret.constData());
    }
}

} // namespace

class tst_CliTokenStore final : public QObject
{
    Q_OBJECT

private slots:
    void theNextCommandPresentsTheKeptToken()
    {
        ScriptedHttpServer server;
        QVERIFY(server.start());
        const QString endpoint = server.url("/mcp").toString();
        Script(server.url()).enqueue(server);
        const Run first = cli({"call", "--browser", "direct", endpoint, "tools/list"});
        QVERIFY2(first.exitCode == 0, first.err.constData());
        QVERIFY2(first.err.contains("kept in the system keychain"), first.err.constData());
        verifyNoSecretIn(first);

        // The second command: the server's challenge brings the kept token out; no flow.
        const qsizetype before = server.requests().size();
        server.enqueue(json(401, "{}", {{"WWW-Authenticate", "Bearer scope=\"read\""}}));
        server.enqueue(json(200, Answer));
        const Run second = cli({"call", "--json", "--browser", "direct", endpoint, "tools/list"});
        QVERIFY2(second.exitCode == 0, second.err.constData());
        QCOMPARE(pathsOf(server, before), (QStringList{"/mcp", "/mcp"}));
        QCOMPARE(server.requests().last().header("Authorization"), QByteArray("Bearer tok-1"));
        verifyNoSecretIn(second);

        // Nothing in a file of the home (the keyring itself is encrypted).
        const QStringList leaked = filesHoldingSecrets(qEnvironmentVariable("HOME"), {"tok-1", "ref-1"});
        QVERIFY2(leaked.isEmpty(), qPrintable(leaked.join(u'\n')));

        const Run logout = cli({"logout", endpoint});
        QCOMPARE(logout.exitCode, 0);
        QVERIFY2(logout.out.contains("Forgot the sign-in kept for"), logout.out.constData());
        const Run again = cli({"logout", endpoint});
        QCOMPARE(again.exitCode, 0);
        QVERIFY2(again.out.contains("Nothing was kept for"), again.out.constData());
    }

    void logoutRevokesWhatWasKept()
    {
        // An authorization server with a revocation endpoint: logout revokes the kept refresh
        // token there (RFC 7009), then forgets; a refused revocation is said, and forgotten all the same.
        ScriptedHttpServer server;
        QVERIFY(server.start());
        const QString endpoint = server.url("/api").toString();
        Script script(server.url());
        script.challenged = false;
        script.callFollows = false;
        script.resource = server.url("/api").toString().toUtf8();
        script.challengeHeader.replace("/mcp", "/api");
        script.serverMetadataExtra += ",\"revocation_endpoint\":\"" + server.url("/revoke").toString().toUtf8() + "\"";
        script.enqueue(server);
        QCOMPARE(cli({"login", "--browser", "direct", endpoint}).exitCode, 0);
        const qsizetype before = server.requests().size();
        server.enqueue(ScriptedResponse::http(200, {}, {}));
        const Run logout = cli({"logout", endpoint});
        QVERIFY2(logout.exitCode == 0, logout.err.constData());
        QCOMPARE(pathsOf(server, before), QStringList{"/revoke"});
        const RecordedRequest &revoke = server.requests().last();
        QCOMPARE(formValue(revoke.body, "token"), QByteArray("ref-1"));
        QCOMPARE(formValue(revoke.body, "token_type_hint"), QByteArray("refresh_token"));
        QCOMPARE(formValue(revoke.body, "client_id"), QByteArray("client-1"));
        QVERIFY2(logout.err.contains("auth: revocation POST"), logout.err.constData());
        QVERIFY2(logout.out.contains("Forgot the sign-in kept for"), logout.out.constData());
        verifyNoSecretIn(logout);

        // Refused: said on stderr, and forgotten all the same.
        Script again(server.url());
        again.challenged = false;
        again.callFollows = false;
        again.resource = script.resource;
        again.serverMetadataExtra = script.serverMetadataExtra;
        again.enqueue(server);
        QCOMPARE(cli({"login", "--browser", "direct", endpoint}).exitCode, 0);
        server.enqueue(json(503, "{\"error\":\"temporarily_unavailable\"}"));
        const Run refused = cli({"logout", endpoint});
        QCOMPARE(refused.exitCode, 0);
        QVERIFY2(refused.err.contains("could not be revoked"), refused.err.constData());
        QVERIFY2(refused.out.contains("Forgot the sign-in kept for"), refused.out.constData());
    }

    void loginThenAnExpiredTokenIsRefreshed()
    {
        ScriptedHttpServer server;
        QVERIFY(server.start());
        const QString endpoint = server.url("/mcp").toString();
        Script script(server.url());
        script.challenged = false;   // login asks the well-known addresses, not the endpoint
        script.token = json(200, "{\"access_token\":\"tok-1\",\"token_type\":\"Bearer\",\"expires_in\":1,\"refresh_token\":\"ref-1\"}");
        script.callFollows = false;   // login sends nothing to the endpoint itself
        script.enqueue(server);
        const Run login = cli({"login", "--browser", "direct", endpoint});
        QVERIFY2(login.exitCode == 0, login.err.constData());
        QVERIFY2(login.out.contains(QByteArray("Signed in to ").append(script.resource)), login.out.constData());
        QVERIFY2(login.out.contains("client-1 (registered)"), login.out.constData());
        QVERIFY2(login.out.contains("in the system keychain"), login.out.constData());
        QCOMPARE(pathsOf(server), (QStringList{"/.well-known/oauth-protected-resource/mcp",
                                               "/.well-known/oauth-authorization-server", "/register", "/authorize", "/token"}));
        verifyNoSecretIn(login);

        QTest::qWait(1500);   // the kept token expires
        const qsizetype before = server.requests().size();
        server.enqueue(json(401, "{}", {{"WWW-Authenticate", "Bearer scope=\"read\""}}));
        server.enqueue(json(200, "{\"access_token\":\"tok-2\",\"token_type\":\"Bearer\",\"expires_in\":3600,\"refresh_token\":\"ref-2\"}"));
        server.enqueue(json(200, Answer));
        const Run call = cli({"call", "--json", "--browser", "direct", endpoint, "tools/list"});
        QVERIFY2(call.exitCode == 0, qPrintable(QString::number(call.exitCode) + call.err + pathsOf(server).join(" ")));
        QCOMPARE(pathsOf(server, before), (QStringList{"/mcp", "/token", "/mcp"}));
        QCOMPARE(formValue(server.requests().at(before + 1).body, "grant_type"), QByteArray("refresh_token"));
        QCOMPARE(formValue(server.requests().at(before + 1).body, "refresh_token"), QByteArray("ref-1"));
        QCOMPARE(server.requests().last().header("Authorization"), QByteArray("Bearer tok-2"));
        const QJsonObject auth = QJsonDocument::fromJson(call.out).object().value("auth").toObject();
        QCOMPARE(auth.value("tokenStore").toString(), QString("keychain"));
        QCOMPARE(auth.value("steps").toArray().last().toObject().value("kind").toString(), QString("refresh"));
        verifyNoSecretIn(call);

        // --no-token-store: nothing kept is used; the command signs in by itself.
        const qsizetype before2 = server.requests().size();
        Script fresh(server.url());
        fresh.enqueue(server);
        const Run alone = cli({"call", "--json", "--no-token-store", "--browser", "direct", endpoint, "tools/list"});
        QVERIFY2(alone.exitCode == 0, alone.out.constData());
        QVERIFY(pathsOf(server, before2).contains("/register"));
        QCOMPARE(QJsonDocument::fromJson(alone.out).object().value("auth").toObject().value("tokenStore").toString(), QString("off"));
        const Run noStore = cli({"logout", "--no-token-store", endpoint});
        QCOMPARE(noStore.exitCode, 2);
        QVERIFY(cli({"logout", endpoint}).exitCode == 0);
    }

    // SIGKILL in the middle of a token refresh (the refresh request sent, its answer not yet
    // come): the keychain still holds the grant as it was, so the next command refreshes with
    // the same refresh token and goes on; no token reached a file.
    void aRefreshKilledMidwayLosesNothing()
    {
        ScriptedHttpServer server;
        QVERIFY(server.start());
        const QString endpoint = server.url("/mcp").toString();
        Script script(server.url());
        script.challenged = false;
        script.token = json(200, "{\"access_token\":\"tok-1\",\"token_type\":\"Bearer\",\"expires_in\":1,\"refresh_token\":\"ref-1\"}");
        script.callFollows = false;
        script.enqueue(server);
        QVERIFY(cli({"login", "--browser", "direct", endpoint}).exitCode == 0);
        QTest::qWait(1500);   // the kept token expires

        qsizetype before = server.requests().size();
        server.enqueue(json(401, "{}", {{"WWW-Authenticate", "Bearer scope=\"read\""}}));
        server.enqueue(ScriptedResponse::neverAnswer());   // the refresh waits for its answer
        QProcess killed;
        killed.setProgram(QStringLiteral(RPCSCOPE_CLI));
        killed.setArguments({"call", "--browser", "direct", endpoint, "tools/list"});
        killed.start();
        QVERIFY(killed.waitForStarted());
        QTRY_COMPARE_WITH_TIMEOUT(pathsOf(server, before), (QStringList{"/mcp", "/token"}), 10000);
        QCOMPARE(formValue(server.requests().last().body, "grant_type"), QByteArray("refresh_token"));
        killed.kill();   // SIGKILL: no clean-up, no keychain write
        QVERIFY(killed.waitForFinished(5000));
        QCOMPARE(killed.exitStatus(), QProcess::CrashExit);

        before = server.requests().size();
        server.enqueue(json(401, "{}", {{"WWW-Authenticate", "Bearer scope=\"read\""}}));
        server.enqueue(json(200, "{\"access_token\":\"tok-2\",\"token_type\":\"Bearer\",\"expires_in\":3600,\"refresh_token\":\"ref-2\"}"));
        server.enqueue(json(200, Answer));
        const Run after = cli({"call", "--browser", "direct", endpoint, "tools/list"});
        QVERIFY2(after.exitCode == 0, after.err.constData());
        QCOMPARE(pathsOf(server, before), (QStringList{"/mcp", "/token", "/mcp"}));
        QCOMPARE(formValue(server.requests().at(before + 1).body, "refresh_token"), QByteArray("ref-1"));
        QCOMPARE(server.requests().last().header("Authorization"), QByteArray("Bearer tok-2"));
        const QStringList leaked = filesHoldingSecrets(qEnvironmentVariable("HOME"), {"tok-1", "ref-1", "tok-2", "ref-2"});
        QVERIFY2(leaked.isEmpty(), qPrintable(leaked.join(u'\n')));
        QVERIFY(cli({"logout", endpoint}).exitCode == 0);
    }

    void withoutAKeychainTheSignInLastsOneCommand()
    {
        ScriptedHttpServer server;
        QVERIFY(server.start());
        const QString endpoint = server.url("/mcp").toString();
        Script(server.url()).enqueue(server);
        // A session bus that is not there: no keychain answers.
        const QByteArray bus = qgetenv("DBUS_SESSION_BUS_ADDRESS");
        qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/rpcscope-bus");
        const Run run = cli({"call", "--json", "--browser", "direct", endpoint, "tools/list"});
        qputenv("DBUS_SESSION_BUS_ADDRESS", bus);
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY2(run.err.contains("not kept: no system keychain answered"), run.err.constData());
        QCOMPARE(QJsonDocument::fromJson(run.out).object().value("auth").toObject().value("tokenStore").toString(), QString("memory"));
        // The real keychain (back again) holds nothing for it.
        const Run logout = cli({"logout", endpoint});
        QVERIFY2(logout.out.contains("Nothing was kept for"), logout.out.constData());
    }
};

QTEST_GUILESS_MAIN(tst_CliTokenStore)
#include "tst_clitokenstore.moc"
