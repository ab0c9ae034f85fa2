// `rpcscope-cli run` as a child process against a real rpcscope-demo-server: exit 0 with the
// shipped example, 6 when exactly one expected value is changed, 2 for files it cannot use,
// 3 when nothing answers; and a secret never appears in anything it printed, wrote or recorded.
#include "lib/collection/collectionfile.h"
#include "support/listeningserver.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

using namespace RpcScope;

class TestRunCli : public QObject
{
    Q_OBJECT

private:
    QProcess m_server;
    QString m_url;
    QString m_mcpUrl;
    QTemporaryDir m_dir;

    struct Result
    {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
    };

    Result run(const QStringList &arguments, const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment())
    {
        QProcess cli;
        cli.setProcessEnvironment(environment);
        cli.start(QStringLiteral(RPCSCOPE_CLI), arguments);
        Result result;
        if (!cli.waitForFinished(20000))
            return result;
        result.exitCode = cli.exitStatus() == QProcess::NormalExit ? cli.exitCode() : -1;
        result.out = cli.readAllStandardOutput();
        result.err = cli.readAllStandardError();
        return result;
    }

    static QByteArray lastLine(const QByteArray &out)
    {
        const QList<QByteArray> lines = out.trimmed().split('\n');
        return lines.isEmpty() ? QByteArray() : lines.constLast();
    }

    static QString example() { return QStringLiteral(RPCSCOPE_SOURCE_DIR "/resources/examples/demo.collection.json"); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QByteArray said;
        const QString base = TestSupport::startDemoServer(&m_server, QStringLiteral(RPCSCOPE_DEMO_SERVER), {}, &said);
        QVERIFY2(!base.isEmpty(), said.constData());
        m_url = base + QStringLiteral("/rpc");
        m_mcpUrl = base + QStringLiteral("/mcp");
    }

    void cleanupTestCase()
    {
        m_server.terminate();
        m_server.waitForFinished(5000);
    }

    void exampleRunsGreen()
    {
        const QString junit = m_dir.filePath(QStringLiteral("green.xml"));
        const Result r = run({QStringLiteral("run"), example(), QStringLiteral("--var"), QStringLiteral("baseUrl=") + m_url,
                              QStringLiteral("--var"), QStringLiteral("mcpUrl=") + m_mcpUrl, QStringLiteral("--junit"), junit});
        QVERIFY2(r.exitCode == 0, QByteArray(r.out + r.err).constData());
        QCOMPARE(lastLine(r.out), QByteArray("33 passed, 0 failed"));
        QCOMPARE(r.out.count('\n'), 18);   // one line per request, then the totals
        // The MCP folder: one line a call, named after its tool; the elicitation answered from the collection.
        QVERIFY2(r.out.contains("ok    mcp/ask my name  tools/call ask_name  result"), r.out.constData());
        QVERIFY2(r.err.contains("elicitation/create"), r.err.constData());
        QVERIFY(QFile::exists(junit));
    }

    void oneChangedValueFailsOneAssertion()
    {
        QFile file(example());
        QVERIFY(file.open(QIODevice::ReadOnly));
        QByteArray bytes = file.readAll();
        const QByteArray expected = "\"path\": \"$.result\",\n              \"expected\": 5\n";
        QCOMPARE(bytes.count(expected), 1);
        bytes.replace(expected, "\"path\": \"$.result\",\n              \"expected\": 6\n");
        const QString path = m_dir.filePath(QStringLiteral("changed.collection.json"));
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(bytes);
        out.close();
        const QString junit = m_dir.filePath(QStringLiteral("changed.xml"));
        const Result r = run({QStringLiteral("run"), path, QStringLiteral("--var"), QStringLiteral("baseUrl=") + m_url,
                              QStringLiteral("--var"), QStringLiteral("mcpUrl=") + m_mcpUrl, QStringLiteral("--junit"), junit});
        QCOMPARE(r.exitCode, 6);
        QCOMPARE(lastLine(r.out), QByteArray("32 passed, 1 failed"));
        QVERIFY(r.out.contains("$.result equals 6: "));
        QFile xml(junit);
        QVERIFY(xml.open(QIODevice::ReadOnly));
        QCOMPARE(xml.readAll().count("<failure "), 1);
    }

    void secretNeverAppears()
    {
        Collection c;
        c.name = QStringLiteral("secret");
        c.variables = {{QStringLiteral("password"), QStringLiteral("wonderland"), true}};   // value dropped on write
        CollectionItem login;
        login.name = QStringLiteral("login");
        login.request.endpoint = QStringLiteral("{{baseUrl}}");
        login.request.method = QStringLiteral("auth.login");
        login.request.params = QStringLiteral("{\"username\": \"alice\", \"password\": \"{{password}}\"}");
        login.request.captures = {{QStringLiteral("token"), QStringLiteral("$.result.token"), true}};
        Assertion ok;
        ok.kind = Assertion::Kind::Outcome;
        ok.expected = QStringLiteral("result");
        login.request.assertions = {ok};
        CollectionItem echo = login;
        echo.name = QStringLiteral("echo");
        echo.request.method = QStringLiteral("demo.echo");
        echo.request.params = QStringLiteral("{\"p\": \"{{password}}\", \"t\": \"{{token}}\"}");
        echo.request.captures.clear();
        Assertion equals;
        equals.kind = Assertion::Kind::PathEquals;
        equals.path = QStringLiteral("$.result");
        equals.expected = QStringLiteral("{}");
        echo.request.assertions = {equals};
        c.items = {login, echo};
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("secret")));
        const QString folder = m_dir.filePath(QStringLiteral("secret"));
        const QString path = folder + QStringLiteral("/secret.collection.json");
        QString error;
        QVERIFY(CollectionFile::write(path, c, &error));

        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("RPCSCOPE_SECRET_PASSWORD"), QStringLiteral("wonderland"));
        const QString junit = folder + QStringLiteral("/secret.xml");
        const Result text = run({QStringLiteral("run"), path, QStringLiteral("--var"), QStringLiteral("baseUrl=") + m_url,
                                 QStringLiteral("--junit"), junit}, environment);
        QCOMPARE(text.exitCode, 6);
        QCOMPARE(lastLine(text.out), QByteArray("1 passed, 1 failed"));
        QVERIFY(text.out.contains("***"));
        const Result json = run({QStringLiteral("run"), path, QStringLiteral("--var"), QStringLiteral("baseUrl=") + m_url,
                                 QStringLiteral("--json")}, environment);
        QCOMPARE(json.exitCode, 6);
        QVERIFY(json.out.contains("\"failed\": 1"));

        // Every file the run wrote, and everything it printed.
        QByteArray everything = text.out + text.err + json.out + json.err;
        const QStringList files = QDir(folder).entryList(QDir::Files);
        QCOMPARE(files.size(), 2);
        for (const QString &name : files) {
            QFile file(folder + u'/' + name);
            QVERIFY(file.open(QIODevice::ReadOnly));
            everything += file.readAll();
        }
        QVERIFY(!everything.contains("wonderland"));
        QVERIFY(!QString::fromUtf8(everything).contains(QRegularExpression(QStringLiteral("tok_[0-9a-f]{24}"))));
    }

    // --record with --junit and --json: a login recipe, secret variables from the environment
    // and from --var, secrets in params the shape rules do not know ("p"), in a plain header,
    // in a query and in a URL's userinfo. Neither secret nor the login's token is in any file.
    void recordKeepsNoSecret()
    {
        Collection c;
        c.name = QStringLiteral("recorded");
        c.variables = {{QStringLiteral("password"), QString(), true}, {QStringLiteral("apiKey"), QString(), true}};
        c.auth.kind = AuthRecipe::Kind::Login;
        c.auth.loginMethod = QStringLiteral("auth.login");
        c.auth.loginParams = QStringLiteral("{\"username\": \"alice\", \"password\": \"{{password}}\"}");
        c.auth.resultPath = QStringLiteral("$.result.token");
        c.auth.headerName = QStringLiteral("Authorization");
        c.auth.value = QStringLiteral("Bearer ");
        auto request = [](const QString &name, const QString &endpoint, const QString &method, const QString &params) {
            CollectionItem item;
            item.name = name;
            item.request.endpoint = endpoint;
            item.request.method = method;
            item.request.params = params;
            Assertion ok;
            ok.kind = Assertion::Kind::Outcome;
            ok.expected = QStringLiteral("result");
            item.request.assertions = {ok};
            return item;
        };
        CollectionItem whoami = request(QStringLiteral("whoami"), QStringLiteral("{{baseUrl}}"),
                                        QStringLiteral("secure.whoami"), QString());
        CollectionItem echo = request(QStringLiteral("echo"), QStringLiteral("{{baseUrl}}"), QStringLiteral("demo.echo"),
                                      QStringLiteral("{\"p\": \"{{password}}\", \"t\": \"{{auth.token}}\", \"k\": \"{{apiKey}}\"}"));
        echo.request.headers = {{QStringLiteral("X-Note"), QStringLiteral("{{password}}")}};
        Assertion wrong;   // fails, and its message would quote the secret
        wrong.kind = Assertion::Kind::PathEquals;
        wrong.path = QStringLiteral("$.result.p");
        wrong.expected = QStringLiteral("\"something else\"");
        echo.request.assertions.append(wrong);
        CollectionItem query = request(QStringLiteral("query"), QStringLiteral("{{baseUrl}}?api_key={{apiKey}}&page=2"),
                                       QStringLiteral("demo.echo"), QStringLiteral("[1]"));
        CollectionItem userinfo = request(QStringLiteral("userinfo"), QStringLiteral("http://alice:{{password}}@{{host}}/rpc"),
                                          QStringLiteral("demo.echo"), QStringLiteral("[2]"));
        c.items = {whoami, echo, query, userinfo};
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("recorded")));
        const QString folder = m_dir.filePath(QStringLiteral("recorded"));
        const QString path = folder + QStringLiteral("/recorded.collection.json");
        QString error;
        QVERIFY(CollectionFile::write(path, c, &error));

        const QString apiKey = QStringLiteral("sk_live_4f9a1c0e77d2");
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("RPCSCOPE_SECRET_PASSWORD"), QStringLiteral("wonderland"));
        const QString session = folder + QStringLiteral("/run.rpcsession");
        const QString junit = folder + QStringLiteral("/run.xml");
        const QString host = QUrl(m_url).authority();
        const QStringList common = {QStringLiteral("run"), path, QStringLiteral("--var"), QStringLiteral("baseUrl=") + m_url,
                                    QStringLiteral("--var"), QStringLiteral("host=") + host,
                                    QStringLiteral("--var"), QStringLiteral("apiKey=") + apiKey,
                                    QStringLiteral("--record"), session};
        const Result text = run(common + QStringList{QStringLiteral("--junit"), junit}, environment);
        QCOMPARE(text.exitCode, 6);
        QCOMPARE(lastLine(text.out), QByteArray("4 passed, 1 failed"));
        const Result json = run(common + QStringList{QStringLiteral("--json")}, environment);
        QCOMPARE(json.exitCode, 6);

        QFile sessionFile(session);
        QVERIFY(sessionFile.open(QIODevice::ReadOnly));
        const QByteArray recorded = sessionFile.readAll();
        // Two runs, each a login and four requests; the header line once.
        QCOMPARE(recorded.count("\"type\":\"exchange\""), 10);
        QCOMPARE(recorded.count("\"method\":\"auth.login\""), 2);
        for (const char *placeholder : {"{{redacted:password}}", "{{redacted:apikey}}", "{{redacted:auth.token}}",
                                        "Bearer {{redacted:bearer}}", "api_key={{redacted:api_key}}&page=2"}) {
            QVERIFY2(recorded.contains(placeholder), placeholder);
        }
        QVERIFY2(recorded.contains("alice:{{redacted:password}}@") || recorded.contains("alice:%7B%7Bredacted:password%7D%7D@"),
                 recorded.constData());

        QByteArray everything = text.out + text.err + json.out + json.err;
        const QStringList files = QDir(folder).entryList(QDir::Files);
        QCOMPARE(files.size(), 3);
        for (const QString &name : files) {
            QFile file(folder + u'/' + name);
            QVERIFY(file.open(QIODevice::ReadOnly));
            everything += file.readAll();
        }
        QVERIFY(!everything.contains("wonderland"));
        QVERIFY(!everything.contains(apiKey.toUtf8()));
        QVERIFY(!QString::fromUtf8(everything).contains(QRegularExpression(QStringLiteral("tok_[0-9a-f]{24}"))));
    }

    // An oauth2 recipe run headless: the demo's protected endpoint signs in through its page
    // (--browser: the tests' browser presses Approve), each step said on stderr, the calls go
    // through with the token, and the recording holds no token.
    void oauth2RecipeSignsInHeadless()
    {
        Collection c;
        c.name = QStringLiteral("secure");
        c.auth.kind = AuthRecipe::Kind::OAuth2;
        c.auth.grant = QStringLiteral("authorization_code");
        for (const QString &name : {QStringLiteral("first"), QStringLiteral("second")}) {
            CollectionItem item;
            item.name = name;
            item.request.endpoint = QStringLiteral("{{secureUrl}}");
            item.request.method = QStringLiteral("math.add");
            item.request.params = QStringLiteral("[2, 3]");
            Assertion five;
            five.kind = Assertion::Kind::PathEquals;
            five.path = QStringLiteral("$.result");
            five.expected = QStringLiteral("5");
            item.request.assertions = {five};
            c.items.push_back(item);
        }
        const QString path = m_dir.filePath(QStringLiteral("secure.collection.json"));
        const QString session = m_dir.filePath(QStringLiteral("secure.rpcsession"));
        QString error;
        QVERIFY(CollectionFile::write(path, c, &error));
        QString secureUrl = m_url;
        secureUrl.replace(QStringLiteral("/rpc"), QStringLiteral("/secure/rpc"));
        const Result result = run({QStringLiteral("run"), path, QStringLiteral("--var"), QStringLiteral("secureUrl=") + secureUrl,
                                   QStringLiteral("--browser"), QStringLiteral(RPCSCOPE_TEST_BROWSER), QStringLiteral("--record"), session});
        QVERIFY2(result.exitCode == 0, QByteArray(result.out + result.err).constData());
        QCOMPARE(lastLine(result.out), QByteArray("2 passed, 0 failed"));
        QVERIFY2(result.err.contains("auth: registration POST") && result.err.contains("auth: token POST"), result.err.constData());
        QCOMPARE(result.err.count("auth: token POST"), 1);   // one sign-in for the whole collection
        QFile recorded(session);
        QVERIFY(recorded.open(QIODevice::ReadOnly));
        const QByteArray bytes = recorded.readAll();
        QCOMPARE(bytes.count("\"type\":\"exchange\""), 2);
        // The sign-in is in the recording as its steps, the token's request and answer too.
        QVERIFY2(bytes.contains("\"type\":\"auth\"") && bytes.contains("\"step\":\"token\""), bytes.constData());
        QVERIFY2(!QString::fromUtf8(bytes + result.out + result.err).contains(QRegularExpression(QStringLiteral("demo-at-\\w+"))),
                 bytes.constData());
    }

    void unusableFilesAreUsageErrors()
    {
        Result r = run({QStringLiteral("run"), m_dir.filePath(QStringLiteral("missing.json"))});
        QCOMPARE(r.exitCode, 2);
        const QString newer = m_dir.filePath(QStringLiteral("newer.json"));
        QFile file(newer);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"format\": \"rpcscope-collection\", \"version\": 9}\n");
        file.close();
        r = run({QStringLiteral("run"), newer});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("newer"), r.err.constData());
        r = run({QStringLiteral("run"), example(), QStringLiteral("--env"), QStringLiteral("prod")});
        QCOMPARE(r.exitCode, 2);
        r = run({QStringLiteral("run"), example(), QStringLiteral("--var"), QStringLiteral("novalue")});
        QCOMPARE(r.exitCode, 2);
    }

    void nothingAnswersIsATransportFailure()
    {
        const Result r = run({QStringLiteral("run"), example(), QStringLiteral("--var"),
                              QStringLiteral("baseUrl=http://127.0.0.1:1/rpc"), QStringLiteral("--folder"), QStringLiteral("basics")});
        QCOMPARE(r.exitCode, 3);
        QVERIFY(lastLine(r.out).endsWith(" failed"));
    }
};

QTEST_GUILESS_MAIN(TestRunCli)
#include "tst_runcli.moc"
