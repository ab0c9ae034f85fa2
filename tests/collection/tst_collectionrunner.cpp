// The runner against the demo server on loopback (in-process): the shipped example runs
// green, a login token captured into a variable feeds later calls, the login recipe runs
// again when a call answers with its retry code, secrets never reach results or JUnit, a
// cookie + CSRF recipe (scripted loopback server), folders, environments and stop().
#include "lib/collection/collectionfile.h"
#include "lib/collection/collectionrunner.h"
#include "lib/collection/junitwriter.h"
#include "lib/demo/demohttpserver.h"
#include "lib/json/jsondocument.h"
#include "lib/keychain/secretstore.h"
#include "lib/rpc/rpcclient.h"
#include "support/scriptedhttpserver.h"

#include <QFile>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QXmlStreamReader>

using namespace RpcScope;
using namespace Qt::StringLiterals;

namespace {

CollectionItem request(const QString &name, const QString &method, const QString &params = {})
{
    CollectionItem item;
    item.name = name;
    item.request.endpoint = QStringLiteral("{{baseUrl}}");
    item.request.method = method;
    item.request.params = params;
    return item;
}

CollectionItem mcpRequest(const QString &name, const QString &method, const QString &params = {})
{
    CollectionItem item = request(name, method, params);
    item.request.kind = SavedRequest::Kind::Mcp;
    item.request.endpoint = QStringLiteral("{{mcpUrl}}");
    return item;
}

Assertion assertion(Assertion::Kind kind, const QString &path = {}, const QString &expected = {}, qint64 number = 0)
{
    Assertion a;
    a.kind = kind;
    a.path = path;
    a.expected = expected;
    a.number = number;
    return a;
}

} // namespace

class TestCollectionRunner : public QObject
{
    Q_OBJECT

private:
    DemoHttpServer m_server;
    EnvironmentSecretStore m_secrets;

    /// Runs \a collection to the end and returns the summary.
    RunSummary run(const Collection &collection, CollectionRunner::Options options = {})
    {
        options.secrets = &m_secrets;
        if (options.variables.isEmpty())
            options.variables = {{QStringLiteral("baseUrl"), m_server.rpcUrl().toString()},
                                 {QStringLiteral("mcpUrl"), m_server.mcpUrl().toString()}};
        CollectionRunner runner;
        QSignalSpy finished(&runner, &CollectionRunner::finished);
        QString error;
        if (!runner.start(collection, options, &error))
            qFatal("%s", qPrintable(error));
        if (!finished.wait(10000))
            qFatal("the run did not finish");
        return finished.first().first().value<RunSummary>();
    }

private slots:
    void initTestCase() { QVERIFY(m_server.listen()); }

    void shippedExampleRunsGreen()
    {
        Collection collection;
        QString error;
        QCOMPARE(CollectionFile::read(QStringLiteral(RPCSCOPE_SOURCE_DIR "/resources/examples/demo.collection.json"),
                                      &collection, &error),
                 CollectionFile::Status::Ok);
        const RunSummary summary = run(collection);
        QCOMPARE(summary.results.size(), 17);   // the mcp folder's five in one MCP session, a task among them
        for (const RequestResult &result : summary.results) {
            for (const AssertionResult &a : result.assertions)
                QVERIFY2(a.passed, qPrintable(result.path + QStringLiteral(": ") + a.label + QStringLiteral(": ") + a.message));
            QVERIFY2(result.error.isEmpty(), qPrintable(result.error));
        }
        QCOMPARE(summary.failed(), 0);
        QVERIFY(summary.passed() >= 20);
        // The task is said as one: its last status and the polls that followed it.
        int tasks = 0;
        for (const RequestResult &result : summary.results) {
            if (result.taskStatus.isEmpty())
                continue;
            ++tasks;
            QCOMPARE(result.target, u"tools/call long_job"_s);
            QCOMPARE(result.taskStatus, u"completed"_s);
            QVERIFY(result.taskPolls >= 1);
        }
        QCOMPARE(tasks, 1);
    }

    void captureChainWithSecrets()
    {
        qputenv("RPCSCOPE_SECRET_PASSWORD", "wonderland");
        Collection c;
        c.name = QStringLiteral("chain");
        c.variables = {{QStringLiteral("password"), QString(), true}};
        CollectionItem login = request(QStringLiteral("login"), QStringLiteral("auth.login"),
                                       QStringLiteral("{\"username\": \"alice\", \"password\": \"{{password}}\"}"));
        login.request.captures = {{QStringLiteral("token"), QStringLiteral("$.result.token"), true}};
        CollectionItem whoami = request(QStringLiteral("whoami"), QStringLiteral("secure.whoami"),
                                        QStringLiteral("{\"token\": \"{{token}}\"}"));
        whoami.request.assertions = {assertion(Assertion::Kind::PathEquals, QStringLiteral("$.result.username"),
                                               QStringLiteral("\"alice\""))};
        // A failing assertion whose message would show the secrets.
        CollectionItem echo = request(QStringLiteral("echo"), QStringLiteral("demo.echo"),
                                      QStringLiteral("{\"pw\": \"{{password}}\", \"t\": \"{{token}}\"}"));
        echo.request.assertions = {assertion(Assertion::Kind::PathEquals, QStringLiteral("$.result"), QStringLiteral("{}"))};
        c.items = {login, whoami, echo};

        const RunSummary summary = run(c);
        qunsetenv("RPCSCOPE_SECRET_PASSWORD");
        QCOMPARE(summary.results.size(), 3);
        QCOMPARE(summary.results.at(1).passed(), 1);
        QCOMPARE(summary.failed(), 1);
        const QString message = summary.results.at(2).assertions.at(0).message;
        QVERIFY2(message.contains(QStringLiteral("***")), qPrintable(message));

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("junit.xml"));
        QString error;
        QVERIFY(JUnitWriter::write(path, c.name, summary, &error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray xml = file.readAll();
        QVERIFY(!xml.contains("wonderland"));
        QVERIFY(!QString::fromUtf8(xml).contains(QRegularExpression(QStringLiteral("tok_[0-9a-f]{24}"))));
        QVERIFY(!message.contains(QStringLiteral("wonderland")));

        // The XML reads back with the runner's counts.
        QXmlStreamReader reader(xml);
        int testcases = 0;
        int failures = 0;
        int declaredTests = -1;
        int declaredFailures = -1;
        while (!reader.atEnd()) {
            if (reader.readNext() != QXmlStreamReader::StartElement)
                continue;
            if (reader.name() == u"testsuite") {
                declaredTests = reader.attributes().value(QStringLiteral("tests")).toInt();
                declaredFailures = reader.attributes().value(QStringLiteral("failures")).toInt();
            } else if (reader.name() == u"testcase") {
                ++testcases;
            } else if (reader.name() == u"failure") {
                ++failures;
            }
        }
        QVERIFY2(!reader.hasError(), qPrintable(reader.errorString()));
        QCOMPARE(testcases, summary.passed() + summary.failed());
        QCOMPARE(failures, summary.failed());
        QCOMPARE(declaredTests, testcases);
        QCOMPARE(declaredFailures, 1);
    }

    void loginRecipeRunsAgainOnItsRetryCode()
    {
        Collection c;
        c.auth.kind = AuthRecipe::Kind::Login;
        c.auth.loginMethod = QStringLiteral("auth.login");
        c.auth.loginParams = QStringLiteral("{\"username\": \"bob\", \"password\": \"builder\"}");
        c.auth.resultPath = QStringLiteral("$.result.token");
        c.auth.headerName = QStringLiteral("Authorization");
        c.auth.value = QStringLiteral("Bearer ");
        c.auth.retryCodes = {-32001};
        CollectionItem first = request(QStringLiteral("whoami"), QStringLiteral("secure.whoami"));
        first.request.assertions = {assertion(Assertion::Kind::PathEquals, QStringLiteral("$.result.username"), QStringLiteral("\"bob\""))};
        CollectionItem logout = request(QStringLiteral("logout"), QStringLiteral("auth.logout"),
                                        QStringLiteral("{\"token\": \"{{auth.token}}\"}"));
        logout.request.auth.kind = AuthRecipe::Kind::None;
        logout.request.assertions = {assertion(Assertion::Kind::PathEquals, QStringLiteral("$.result.ok"), QStringLiteral("true"))};
        CollectionItem again = first;
        again.name = QStringLiteral("whoami again");
        c.items = {first, logout, again};

        const RunSummary summary = run(c);
        QCOMPARE(summary.failed(), 0);
        QCOMPARE(summary.passed(), 3);
        QVERIFY(!summary.results.at(0).authRetried);
        QVERIFY(summary.results.at(2).authRetried);
    }

    // An MCP endpoint behind a login recipe whose token goes stale: a 401 on the tool call (the
    // session stands), or on the session's opening (a new session), runs the login again and
    // the request goes again with the new token, once.
    void loginRecipeRunsAgainWhenAnMcpRequestIsRefused_data()
    {
        QTest::addColumn<bool>("openingRefused");
        QTest::newRow("the call refused") << false;
        QTest::newRow("the opening refused") << true;
    }

    void loginRecipeRunsAgainWhenAnMcpRequestIsRefused()
    {
        QFETCH(bool, openingRefused);
        ScriptedHttpServer server;
        QVERIFY(server.start());
        // Tokens t1, t2, … in login order; only the newest is good, and (unless the opening
        // is refused) the opening takes any.
        auto logins = std::make_shared<int>(0);
        const auto serve = [logins, openingRefused](const RecordedRequest &request) {
            const JsonDocument doc = JsonDocument::parse(request.body);
            const QString method = doc.memberString(0, u"method");
            const int idNode = doc.member(0, u"id");
            const QByteArray id = idNode >= 0 ? doc.raw(idNode).toByteArray() : QByteArrayLiteral("null");
            const ScriptedHeaders json{{"Content-Type", "application/json"}};
            if (method == u"auth.login") {
                ++*logins;
                const QByteArray token = "t" + QByteArray::number(*logins);
                return ScriptedResponse::http(200, "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"result\":{\"token\":\"" + token + "\"}}", json);
            }
            const bool fresh = request.header("Authorization") == "Bearer t" + QByteArray::number(*logins) && *logins >= 2;
            if (!fresh && (method != u"server/discover" || openingRefused))
                return ScriptedResponse::http(401, R"({"error":"the token has expired"})", json);
            if (method == u"server/discover")
                return ScriptedResponse::http(200, R"({"jsonrpc":"2.0","id":)" + id + R"(,"result":{"resultType":"complete",)"
                                                       R"("supportedVersions":["2026-07-28"],"capabilities":{"tools":{}},)"
                                                       R"("serverInfo":{"name":"s","version":"1"},"ttlMs":0,"cacheScope":"private"}})", json);
            return ScriptedResponse::http(200, R"({"jsonrpc":"2.0","id":)" + id + R"(,"result":{"resultType":"complete",)"
                                                   R"("content":[{"type":"text","text":"hello"}]}})", json);
        };
        for (int i = 0; i < 10; ++i)
            server.enqueue(ScriptedResponse::computed(serve));

        Collection c;
        c.auth.kind = AuthRecipe::Kind::Login;
        c.auth.loginMethod = QStringLiteral("auth.login");
        c.auth.loginParams = QStringLiteral("{\"username\": \"bob\"}");
        c.auth.resultPath = QStringLiteral("$.result.token");
        c.auth.headerName = QStringLiteral("Authorization");
        c.auth.value = QStringLiteral("Bearer ");
        CollectionItem call = mcpRequest(QStringLiteral("greet"), QStringLiteral("tools/call"),
                                         QStringLiteral(R"({"name": "greet", "arguments": {}})"));
        call.request.mcpVersion = QStringLiteral("2026-07-28");
        call.request.assertions = {assertion(Assertion::Kind::Outcome, {}, QStringLiteral("result"))};
        c.items = {call};
        CollectionRunner::Options options;
        options.variables = {{QStringLiteral("mcpUrl"), server.url(QStringLiteral("/mcp")).toString()}};
        const RunSummary summary = run(c, options);
        QCOMPARE(summary.results.size(), 1);
        QVERIFY2(summary.results.at(0).error.isEmpty(), qPrintable(summary.results.at(0).error));
        QCOMPARE(summary.failed(), 0);
        QVERIFY(summary.results.at(0).authRetried);
        QStringList methods;
        for (const RecordedRequest &request : server.requests()) {
            const QString method = JsonDocument::parse(request.body).memberString(0, u"method");
            methods.append(method == u"auth.login" ? method : method + u' ' + QString::fromLatin1(request.header("Authorization")));
        }
        const QStringList expected = openingRefused
            ? QStringList{u"auth.login"_s, u"server/discover Bearer t1"_s, u"auth.login"_s,
                          u"server/discover Bearer t2"_s, u"tools/call Bearer t2"_s}
            : QStringList{u"auth.login"_s, u"server/discover Bearer t1"_s, u"tools/call Bearer t1"_s,
                          u"auth.login"_s, u"tools/call Bearer t2"_s};
        QCOMPARE(methods, expected);
    }

    // What --record builds on: each new client is announced before its first send, and each
    // secret value before an exchange carries it; a login's token is known by the time a
    // follower of the client sees the answer that handed it out.
    void announcesClientsAndSecretValues()
    {
        qputenv("RPCSCOPE_SECRET_PW", "wonderland");
        Collection c;
        c.variables = {{QStringLiteral("pw"), QString(), true}, {QStringLiteral("extra"), QString(), true}};
        c.auth.kind = AuthRecipe::Kind::Login;
        c.auth.loginMethod = QStringLiteral("auth.login");
        c.auth.loginParams = QStringLiteral("{\"username\": \"alice\", \"password\": \"{{pw}}\"}");
        c.auth.resultPath = QStringLiteral("$.result.token");
        c.auth.headerName = QStringLiteral("Authorization");
        c.auth.value = QStringLiteral("Bearer ");
        CollectionItem echo = request(QStringLiteral("echo"), QStringLiteral("demo.echo"),
                                      QStringLiteral("{\"t\": \"{{auth.token}}\", \"x\": \"{{extra}}\"}"));
        echo.request.assertions = {assertion(Assertion::Kind::PathExists, QStringLiteral("$.result.t"))};
        c.items = {echo};

        CollectionRunner::Options options;
        options.secrets = &m_secrets;
        options.variables = {{QStringLiteral("baseUrl"), m_server.rpcUrl().toString()},
                             {QStringLiteral("extra"), QStringLiteral("given-with-var")}};
        CollectionRunner runner;
        QStringList learnt;
        QStringList events;
        int clients = 0;
        connect(&runner, &CollectionRunner::secretValueLearned, this, [&](const QString &name, const QString &value) {
            learnt.append(name + u'=' + value);
        });
        connect(&runner, &CollectionRunner::clientCreated, this, [&](RpcClient *client) {
            ++clients;
            connect(client, &RpcClient::exchangeFinished, this, [&](const ExchangePtr &exchange) {
                // Every secret value the exchange carries was announced before it got here.
                int unknown = 0;
                for (const QByteArray &bytes : {exchange->request, exchange->body}) {
                    for (const QString &part : QString::fromUtf8(bytes).split(QRegularExpression(QStringLiteral("[\"{}:,]")))) {
                        if ((part == u"wonderland" || part.startsWith(u"tok_") || part == u"given-with-var")
                            && !std::any_of(learnt.cbegin(), learnt.cend(), [&part](const QString &l) { return l.endsWith(part); }))
                            ++unknown;
                    }
                }
                events.append(exchange->sent.methodSummary() + u' ' + QString::number(unknown));
            });
        });
        QSignalSpy finished(&runner, &CollectionRunner::finished);
        QString error;
        QVERIFY(runner.start(c, options, &error));
        QVERIFY(finished.wait(10000));
        qunsetenv("RPCSCOPE_SECRET_PW");
        QCOMPARE(clients, 1);
        QCOMPARE(events, (QStringList{QStringLiteral("auth.login 0"), QStringLiteral("demo.echo 0")}));
        QCOMPARE(learnt.size(), 3);
        QCOMPARE(learnt.at(0), QStringLiteral("pw=wonderland"));
        QVERIFY(learnt.at(1).startsWith(QStringLiteral("auth.token=tok_")));
        QCOMPARE(learnt.at(2), QStringLiteral("extra=given-with-var"));
        const RunSummary summary = finished.first().first().value<RunSummary>();
        QCOMPARE(summary.failed(), 0);
    }

    void aria2TokenAndBearer()
    {
        Collection c;
        CollectionItem login = request(QStringLiteral("login"), QStringLiteral("auth.login"),
                                       QStringLiteral("{\"username\": \"alice\", \"password\": \"wonderland\"}"));
        login.request.captures = {{QStringLiteral("token"), QStringLiteral("$.result.token"), false}};
        CollectionItem aria = request(QStringLiteral("aria2"), QStringLiteral("secure.whoami"), QStringLiteral("[]"));
        aria.request.auth.kind = AuthRecipe::Kind::TokenParam;
        aria.request.auth.token = QStringLiteral("{{token}}");
        aria.request.assertions = {assertion(Assertion::Kind::Outcome, {}, QStringLiteral("result"))};
        CollectionItem bearer = request(QStringLiteral("bearer"), QStringLiteral("secure.whoami"));
        bearer.request.auth.kind = AuthRecipe::Kind::Bearer;
        bearer.request.auth.token = QStringLiteral("{{token}}");
        bearer.request.assertions = aria.request.assertions;
        CollectionItem wrong = bearer;
        wrong.name = QStringLiteral("wrong token");
        wrong.request.auth.token = QStringLiteral("tok_forged");
        wrong.request.assertions = {assertion(Assertion::Kind::ErrorCode, {}, {}, -32001)};
        c.items = {login, aria, bearer, wrong};
        const RunSummary summary = run(c);
        QCOMPARE(summary.failed(), 0);
        QCOMPARE(summary.passed(), 3);
        QVERIFY(summary.results.at(1).exchange->request.startsWith(
            "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"secure.whoami\",\"params\":[\"token:tok_"));
    }

    void undefinedVariableFailsTheRequest()
    {
        Collection c;
        CollectionItem item = request(QStringLiteral("x"), QStringLiteral("math.add"), QStringLiteral("{\"a\": {{a}}, \"b\": 1}"));
        c.items = {item};
        const RunSummary summary = run(c);
        QCOMPARE(summary.results.size(), 1);
        QVERIFY(summary.results.at(0).failedToRun());
        QVERIFY2(summary.results.at(0).error.contains(QStringLiteral("\"a\" is not defined")), qPrintable(summary.results.at(0).error));
        QCOMPARE(summary.failed(), 1);
    }

    void folderAndEnvironment()
    {
        Collection c;
        c.environments = {{QStringLiteral("local"), {{QStringLiteral("x"), QStringLiteral("7"), false}}}};
        CollectionItem folder;
        folder.type = CollectionItem::Type::Folder;
        folder.name = QStringLiteral("f");
        CollectionItem inner = request(QStringLiteral("inner"), QStringLiteral("math.add"), QStringLiteral("{\"a\": {{x}}, \"b\": 1}"));
        inner.request.assertions = {assertion(Assertion::Kind::PathEquals, QStringLiteral("$.result"), QStringLiteral("8"))};
        folder.items.push_back(inner);
        c.items = {request(QStringLiteral("outer"), QStringLiteral("demo.counter")), folder};

        CollectionRunner::Options options;
        options.environment = QStringLiteral("local");
        options.folder = QStringLiteral("f");
        const RunSummary summary = run(c, options);
        QCOMPARE(summary.results.size(), 1);
        QCOMPARE(summary.results.at(0).path, QStringLiteral("f/inner"));
        QCOMPARE(summary.passed(), 1);

        CollectionRunner runner;
        QString error;
        options.environment = QStringLiteral("prod");
        QVERIFY(!runner.start(c, options, &error));
        QVERIFY2(error.contains(QStringLiteral("local")), qPrintable(error));
        options.environment.clear();
        options.folder = QStringLiteral("nope");
        QVERIFY(!runner.start(c, options, &error));
    }

    void cookieAndCsrfRecipe()
    {
        ScriptedHttpServer server;
        QVERIFY(server.start());
        server.enqueue(ScriptedResponse::http(200, R"({"csrf":"xyz-123"})",
                                              {{"Content-Type", "application/json"}, {"Set-Cookie", "sid=abc; Path=/; HttpOnly"}}));
        server.enqueue(ScriptedResponse::http(200, R"({"jsonrpc":"2.0","id":1,"result":true})",
                                              {{"Content-Type", "application/json"}}));
        Collection c;
        c.auth.kind = AuthRecipe::Kind::CookieCsrf;
        c.auth.csrfUrl = server.url(QStringLiteral("/csrf")).toString();
        c.auth.csrfPath = QStringLiteral("$.csrf");
        c.auth.headerName = QStringLiteral("X-CSRF-Token");
        CollectionItem item = request(QStringLiteral("call"), QStringLiteral("darpan.ping"));
        item.request.assertions = {assertion(Assertion::Kind::Outcome, {}, QStringLiteral("result"))};
        c.items = {item};
        CollectionRunner::Options options;
        options.variables = {{QStringLiteral("baseUrl"), server.url().toString()}};
        const RunSummary summary = run(c, options);
        QCOMPARE(summary.failed(), 0);
        QCOMPARE(server.requests().size(), 2);
        QCOMPARE(server.requests().at(0).method, QByteArray("GET"));
        QCOMPARE(server.requests().at(1).header("Cookie"), QByteArray("sid=abc"));
        QCOMPARE(server.requests().at(1).header("X-CSRF-Token"), QByteArray("xyz-123"));
    }

    void oauth2RecipeWithClientCredentials()
    {
        // One token for the whole collection, before its first request; each request carries it;
        // the token and the client secret are announced as secrets before anything carries them.
        ScriptedHttpServer server;
        QVERIFY(server.start());
        server.enqueue(ScriptedResponse::http(200, R"({"access_token":"tok-cc-1","token_type":"Bearer","expires_in":300})",
                                              {{"Content-Type", "application/json"}}));
        for (int i = 0; i < 2; ++i)
            server.enqueue(ScriptedResponse::http(200, R"({"jsonrpc":"2.0","id":1,"result":true})",
                                                  {{"Content-Type", "application/json"}}));
        Collection c;
        c.auth.kind = AuthRecipe::Kind::OAuth2;
        c.auth.grant = QStringLiteral("client_credentials");
        c.auth.tokenUrl = QStringLiteral("{{baseUrl}}/oauth/token");
        c.auth.clientId = QStringLiteral("svc");
        c.auth.clientSecret = QStringLiteral("{{svcSecret}}");
        c.auth.scope = QStringLiteral("notes");
        c.variables = {{QStringLiteral("svcSecret"), QString(), true}};
        CollectionItem first = request(QStringLiteral("one"), QStringLiteral("a"));
        first.request.endpoint = QStringLiteral("{{baseUrl}}/rpc");
        CollectionItem second = first;
        second.name = QStringLiteral("two");
        c.items = {first, second};
        qputenv("RPCSCOPE_SECRET_SVCSECRET", "s3cret-cc");
        CollectionRunner runner;
        QStringList learned;
        QList<AuthStep> steps;
        connect(&runner, &CollectionRunner::secretValueLearned, &runner,
                [&learned](const QString &, const QString &value) { learned.append(value); });
        connect(&runner, &CollectionRunner::authStepFinished, &runner, [&steps](const AuthStep &step) { steps.append(step); });
        QSignalSpy finished(&runner, &CollectionRunner::finished);
        CollectionRunner::Options options;
        options.secrets = &m_secrets;
        options.variables = {{QStringLiteral("baseUrl"), server.url().adjusted(QUrl::RemovePath).toString()}};
        QString error;
        QVERIFY2(runner.start(c, options, &error), qPrintable(error));
        QVERIFY(finished.wait(10000));
        qunsetenv("RPCSCOPE_SECRET_SVCSECRET");
        const RunSummary summary = finished.first().first().value<RunSummary>();
        QCOMPARE(summary.failed(), 0);
        const QList<RecordedRequest> &r = server.requests();
        QCOMPARE(r.size(), 3);
        QCOMPARE(r.at(0).target, QByteArray("/oauth/token"));
        QCOMPARE(r.at(0).header("Authorization"), "Basic " + QByteArray("svc:s3cret-cc").toBase64());
        QVERIFY(r.at(0).body.contains("grant_type=client_credentials"));
        QVERIFY(r.at(0).body.contains("scope=notes"));
        QCOMPARE(r.at(1).header("Authorization"), QByteArray("Bearer tok-cc-1"));
        QCOMPARE(r.at(2).header("Authorization"), QByteArray("Bearer tok-cc-1"));
        QVERIFY(learned.contains(QStringLiteral("s3cret-cc")));
        QVERIFY(learned.contains(QStringLiteral("tok-cc-1")));
        QStringList kinds;
        for (const AuthStep &step : steps)
            kinds.append(AuthStep::kindName(step.kind));
        QCOMPARE(kinds, (QStringList{"server-metadata", "registration", "token"}));
    }

    void oauth2RecipeThatCannotSignInFailsItsRequests()
    {
        // A token endpoint that refuses: the request fails naming the step, the next one is tried
        // again with its own recipe (a folder's), and the run goes on.
        ScriptedHttpServer server;
        QVERIFY(server.start());
        server.enqueue(ScriptedResponse::http(400, R"({"error":"invalid_client","error_description":"unknown client"})",
                                              {{"Content-Type", "application/json"}}));
        server.enqueue(ScriptedResponse::http(200, R"({"jsonrpc":"2.0","id":1,"result":true})",
                                              {{"Content-Type", "application/json"}}));
        Collection c;
        c.auth.kind = AuthRecipe::Kind::OAuth2;
        c.auth.grant = QStringLiteral("client_credentials");
        c.auth.tokenUrl = server.url(QStringLiteral("/oauth/token")).toString();
        c.auth.clientId = QStringLiteral("nobody");
        CollectionItem refused = request(QStringLiteral("refused"), QStringLiteral("a"));
        CollectionItem open = request(QStringLiteral("open"), QStringLiteral("a"));
        open.request.auth.kind = AuthRecipe::Kind::None;
        c.items = {refused, open};
        CollectionRunner::Options options;
        options.variables = {{QStringLiteral("baseUrl"), server.url(QStringLiteral("/rpc")).toString()}};
        const RunSummary summary = run(c, options);
        QCOMPARE(summary.results.size(), 2);
        QVERIFY2(summary.results.at(0).error.contains("invalid_client"), qPrintable(summary.results.at(0).error));
        QVERIFY(summary.results.at(0).failedToRun());
        QVERIFY(!summary.results.at(1).failedToRun());
        QCOMPARE(server.requests().size(), 2);
        QVERIFY(!server.requests().at(1).hasHeader("Authorization"));

        // A command or a socket carries no header: said, and nothing is asked of the token URL.
        CollectionItem stdio = request(QStringLiteral("stdio"), QStringLiteral("a"));
        stdio.request.endpoint = QStringLiteral("stdio:cat");
        c.items = {stdio};
        const RunSummary nowhere = run(c, options);
        QVERIFY2(nowhere.results.at(0).error.contains("applies to http(s) endpoints"), qPrintable(nowhere.results.at(0).error));
        QCOMPARE(server.requests().size(), 2);
    }

    void oauth2RecipeSignsInThroughThePage()
    {
        // The code flow on the demo's protected endpoint: discovery, registration, the sign-in
        // page (a scripted browser presses Approve), the token; then the call goes through.
        Collection c;
        c.auth.kind = AuthRecipe::Kind::OAuth2;
        c.auth.grant = QStringLiteral("authorization_code");
        CollectionItem item = request(QStringLiteral("secure"), QStringLiteral("math.add"), QStringLiteral("[2, 3]"));
        item.request.assertions = {assertion(Assertion::Kind::PathEquals, QStringLiteral("$.result"), QStringLiteral("5"))};
        c.items = {item};
        CollectionRunner::Options options;
        options.variables = {{QStringLiteral("baseUrl"), m_server.secureRpcUrl().toString()}};
        options.oauth.browser = OAuthSettings::Browser::Command;
        options.oauth.browserCommand = QStringLiteral(RPCSCOPE_TEST_BROWSER);
        const RunSummary summary = run(c, options);
        QCOMPARE(summary.results.size(), 1);
        QVERIFY2(summary.failed() == 0, qPrintable(summary.results.at(0).error));
        QCOMPARE(summary.results.at(0).exchange->reply.httpStatus(), 200);
    }

    // MCP requests of one endpoint share one session: one server/discover for the run, the
    // answers to the server's questions from the command line first, then from the collection,
    // and reports named after the tool.
    void mcpRequestsShareOneSession()
    {
        Collection c;
        c.answers = {{QStringLiteral("elicitation/create"), QStringLiteral(R"({"action": "accept", "content": {"name": "Ada"}})")}};
        CollectionItem add = mcpRequest(QStringLiteral("add"), QStringLiteral("tools/call"),
                                        QStringLiteral(R"({"name": "add", "arguments": {"a": {{a}}, "b": 3}})"));
        add.request.assertions = {assertion(Assertion::Kind::Outcome, {}, QStringLiteral("result")),
                                  assertion(Assertion::Kind::PathEquals, QStringLiteral("$.result.content[0].text"),
                                            QStringLiteral("\"5\""))};
        CollectionItem fails = mcpRequest(QStringLiteral("fails"), QStringLiteral("tools/call"),
                                          QStringLiteral(R"({"name": "always_fail", "arguments": {}})"));
        fails.request.assertions = {assertion(Assertion::Kind::Outcome, {}, QStringLiteral("tool-error"))};
        CollectionItem ask = mcpRequest(QStringLiteral("ask"), QStringLiteral("tools/call"),
                                        QStringLiteral(R"({"name": "ask_name", "arguments": {}})"));
        ask.request.assertions = {assertion(Assertion::Kind::PathEquals, QStringLiteral("$.result.content[0].text"),
                                            QStringLiteral("\"Hello, Ada!\""))};
        c.items = {add, fails, ask, request(QStringLiteral("plain"), QStringLiteral("math.add"), QStringLiteral("[1, 1]"))};

        CollectionRunner runner;
        QList<QByteArray> methods;
        connect(&runner, &CollectionRunner::clientCreated, this, [&methods](RpcClient *client) {
            connect(client, &RpcClient::exchangeFinished, client, [&methods](const ExchangePtr &exchange) {
                methods.append(JsonDocument::parse(exchange->request).memberString(0, u"method").toUtf8());
            });
        });
        QSignalSpy answered(&runner, &CollectionRunner::serverRequestAnswered);
        QSignalSpy finished(&runner, &CollectionRunner::finished);
        CollectionRunner::Options options;
        options.variables = {{QStringLiteral("baseUrl"), m_server.rpcUrl().toString()},
                             {QStringLiteral("mcpUrl"), m_server.mcpUrl().toString()},
                             {QStringLiteral("a"), QStringLiteral("2")}};
        QString error;
        QVERIFY2(runner.start(c, options, &error), qPrintable(error));
        QVERIFY(finished.wait(10000));
        const RunSummary summary = finished.first().first().value<RunSummary>();
        QCOMPARE(summary.results.size(), 4);
        for (const RequestResult &result : summary.results)
            QVERIFY2(result.failed() == 0, qPrintable(result.path + QStringLiteral(": ") + result.error));
        QCOMPARE(summary.results.at(0).target, QStringLiteral("tools/call add"));
        QCOMPARE(summary.results.at(2).target, QStringLiteral("tools/call ask_name"));
        QVERIFY(summary.results.at(3).target.isEmpty());
        QCOMPARE(methods.count("server/discover"), 1);
        QCOMPARE(methods.count("initialize"), 0);
        QCOMPARE(methods.count("tools/call"), 4);   // ask_name twice: asked for input, then sent again
        QCOMPARE(answered.size(), 1);
        QVERIFY(answered.first().at(2).toByteArray().contains("Ada"));
        // The MRTR retry carries the answer; its request is the one the assertions judged.
        QVERIFY(summary.results.at(2).exchange->request.contains("inputResponses"));
        QCOMPARE(summary.results.at(2).inputRounds, 1);
        QCOMPARE(summary.results.at(0).inputRounds, 0);

        // --answer comes before the collection's answers.
        ScriptedResponder bob;
        bob.set(QStringLiteral("elicitation/create"), R"({"action": "accept", "content": {"name": "Bob"}})");
        options.responder = &bob;
        c.items = {ask};
        c.items[0].request.assertions = {assertion(Assertion::Kind::PathEquals, QStringLiteral("$.result.content[0].text"),
                                                   QStringLiteral("\"Hello, Bob!\""))};
        QCOMPARE(run(c, options).failed(), 0);

        // JUnit names the tool.
        const QByteArray junit = JUnitWriter::serialize(QStringLiteral("mcp"), summary);
        QVERIFY2(junit.contains("name=\"tools/call add: outcome is result\""), junit.constData());
    }

    // A pinned revision over stdio: the handshake of that revision once, every call in it,
    // and the child told to go at the end (its input closed) before the run finishes.
    void mcpOverStdioWithPinnedRevision()
    {
        Collection c;
        for (const QString &name : {QStringLiteral("one"), QStringLiteral("two")}) {
            CollectionItem add = mcpRequest(name, QStringLiteral("tools/call"), QStringLiteral(R"({"name": "add", "arguments": {"a": 1, "b": 1}})"));
            add.request.endpoint = QStringLiteral("stdio:" RPCSCOPE_DEMO_SERVER " --stdio --mcp");
            add.request.mcpVersion = QStringLiteral("2025-06-18");
            add.request.assertions = {assertion(Assertion::Kind::PathEquals, QStringLiteral("$.result.content[0].text"),
                                                QStringLiteral("\"2\""))};
            c.items.push_back(add);
        }
        CollectionItem other = c.items.front();
        other.name = QStringLiteral("another revision");
        other.request.mcpVersion = QStringLiteral("2025-03-26");
        c.items.push_back(other);
        QList<QByteArray> sent;
        CollectionRunner runner;
        connect(&runner, &CollectionRunner::clientCreated, this, [&sent](RpcClient *client) {
            connect(client, &RpcClient::exchangeFinished, client, [&sent](const ExchangePtr &exchange) {
                sent.append(exchange->request);
            });
        });
        QSignalSpy finished(&runner, &CollectionRunner::finished);
        QString error;
        QVERIFY(runner.start(c, {}, &error));
        QVERIFY(finished.wait(15000));
        const RunSummary summary = finished.first().first().value<RunSummary>();
        QCOMPARE(summary.results.size(), 3);
        QCOMPARE(summary.results.at(0).failed(), 0);
        QCOMPARE(summary.results.at(1).failed(), 0);
        // One session per endpoint: a request that asks another revision of it is refused, said why.
        QVERIFY(summary.results.at(2).failedToRun());
        QVERIFY2(summary.results.at(2).error.contains(QStringLiteral("2025-06-18")), qPrintable(summary.results.at(2).error));
        QCOMPARE(sent.size(), 4);   // initialize, notifications/initialized, two calls
        QVERIFY(sent.at(0).contains("\"protocolVersion\":\"2025-06-18\""));
    }

    // A session that cannot be opened fails each request of its endpoint, with the reason; the
    // run goes on with the others.
    void mcpHandshakeFailureFailsItsRequests()
    {
        QTcpServer closed;
        QVERIFY(closed.listen(QHostAddress::LocalHost));
        const QString dead = QStringLiteral("http://127.0.0.1:%1/mcp").arg(closed.serverPort());
        closed.close();
        Collection c;
        c.items = {mcpRequest(QStringLiteral("first"), QStringLiteral("tools/list")),
                   mcpRequest(QStringLiteral("second"), QStringLiteral("tools/list")),
                   request(QStringLiteral("plain"), QStringLiteral("math.add"), QStringLiteral("[1, 1]"))};
        CollectionRunner::Options options;
        options.variables = {{QStringLiteral("baseUrl"), m_server.rpcUrl().toString()}, {QStringLiteral("mcpUrl"), dead}};
        const RunSummary summary = run(c, options);
        QCOMPARE(summary.results.size(), 3);
        for (int i = 0; i < 2; ++i) {
            QVERIFY(summary.results.at(i).failedToRun());
            QVERIFY2(summary.results.at(i).error.startsWith(QStringLiteral("MCP session: ")), qPrintable(summary.results.at(i).error));
            QVERIFY2(summary.results.at(i).error.contains(QStringLiteral("refused")), qPrintable(summary.results.at(i).error));
        }
        QCOMPARE(summary.results.at(2).failed(), 0);
    }

    // Stop during a long tool call: the call is cancelled, the session shut down, the run ends.
    void stopCancelsAnMcpCall()
    {
        Collection c;
        c.items = {mcpRequest(QStringLiteral("sleep"), QStringLiteral("tools/call"), QStringLiteral(R"({"name": "sleep", "arguments": {"ms": 5000}})"))};
        CollectionRunner runner;
        QSignalSpy finished(&runner, &CollectionRunner::finished);
        connect(&runner, &CollectionRunner::requestStarted, &runner, [&runner] {
            QTimer::singleShot(300, &runner, &CollectionRunner::stop);
        });
        CollectionRunner::Options options;
        options.variables = {{QStringLiteral("mcpUrl"), m_server.mcpUrl().toString()}};
        QString error;
        QElapsedTimer clock;
        clock.start();
        QVERIFY(runner.start(c, options, &error));
        QVERIFY(finished.wait(8000));
        QVERIFY2(clock.elapsed() < 4000, QByteArray::number(clock.elapsed()).constData());
        const RunSummary summary = finished.first().first().value<RunSummary>();
        QVERIFY(summary.stopped);
        QCOMPARE(summary.results.size(), 1);
        QVERIFY(!summary.results.at(0).error.isEmpty());
    }

    void stopEndsTheRun()
    {
        Collection c;
        for (int i = 0; i < 3; ++i)
            c.items.push_back(request(QStringLiteral("sleep %1").arg(i), QStringLiteral("demo.sleep"), QStringLiteral("{\"ms\": 3000}")));
        CollectionRunner runner;
        QSignalSpy finished(&runner, &CollectionRunner::finished);
        connect(&runner, &CollectionRunner::requestStarted, &runner, [&runner] {
            QTimer::singleShot(50, &runner, &CollectionRunner::stop);
        });
        CollectionRunner::Options options;
        options.variables = {{QStringLiteral("baseUrl"), m_server.rpcUrl().toString()}};
        QString error;
        QElapsedTimer clock;
        clock.start();
        QVERIFY(runner.start(c, options, &error));
        QVERIFY(finished.wait(5000));
        QVERIFY(clock.elapsed() < 2500);
        const RunSummary summary = finished.first().first().value<RunSummary>();
        QVERIFY(summary.stopped);
        QCOMPARE(summary.results.size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestCollectionRunner)
#include "tst_collectionrunner.moc"
