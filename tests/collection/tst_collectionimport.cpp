// Imports: the demo server's OpenRPC document becomes a collection that runs green against
// it; 5,000 methods import (and save) in one go; Postman v2.1 JSON-RPC bodies; curl lines
// in and out; MCP server configurations (nothing is started).
#include "lib/collection/collectionfile.h"
#include "lib/collection/collectionimport.h"
#include "lib/collection/collectionrunner.h"
#include "lib/collection/postmanexport.h"
#include "lib/json/jsondocument.h"
#include "lib/demo/demohttpserver.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QSignalSpy>
#include <QTest>

using namespace RpcScope;
using namespace Qt::StringLiterals;

namespace {

QByteArray testData(const QString &name)
{
    QFile file(qEnvironmentVariable("RPCSCOPE_TEST_DATA") + QStringLiteral("/collection/") + name);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestCollectionImport : public QObject
{
    Q_OBJECT

private slots:
    void demoOpenRpcRunsGreen()
    {
        QFile file(QStringLiteral(RPCSCOPE_SOURCE_DIR "/resources/demo/openrpc.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QString error;
        const std::optional<Collection> collection =
            CollectionImport::fromOpenRpc(file.readAll(), QStringLiteral("{{baseUrl}}"), &error, true);
        QVERIFY2(collection, qPrintable(error));
        const QList<Collection::Entry> requests = Collection::requests(collection->items);
        QVERIFY(requests.size() >= 30);
        QVERIFY(collection->folder(QStringLiteral("math")));

        DemoHttpServer server;
        QVERIFY(server.listen());
        CollectionRunner runner;
        QSignalSpy finished(&runner, &CollectionRunner::finished);
        CollectionRunner::Options options;
        options.variables = {{QStringLiteral("baseUrl"), server.rpcUrl().toString()}};
        options.timeoutMs = 5000;
        QVERIFY(runner.start(*collection, options, &error));
        QVERIFY(finished.wait(30000));
        const RunSummary summary = finished.first().first().value<RunSummary>();
        for (const RequestResult &result : summary.results) {
            for (const AssertionResult &a : result.assertions)
                QVERIFY2(a.passed, qPrintable(result.path + QStringLiteral(": ") + a.label + QStringLiteral(": ") + a.message));
        }
        QCOMPARE(summary.failed(), 0);
        QVERIFY(summary.passed() >= 15);   // the methods with examples
    }

    void fiveThousandMethods()
    {
        QByteArray document = "{\"openrpc\": \"1.2.6\", \"info\": {\"title\": \"big\", \"version\": \"1\"}, \"methods\": [";
        for (int i = 0; i < 5000; ++i) {
            if (i)
                document += ',';
            document += "{\"name\": \"svc.m" + QByteArray::number(i)
                        + "\", \"params\": [{\"name\": \"n\", \"required\": true, \"schema\": {\"type\": \"integer\"}}],"
                          " \"examples\": [{\"name\": \"e\", \"params\": [{\"name\": \"n\", \"value\": " + QByteArray::number(i)
                        + "}], \"result\": {\"name\": \"r\", \"value\": 1}}]}";
        }
        document += "]}";
        QElapsedTimer clock;
        clock.start();
        QString error;
        const std::optional<Collection> collection = CollectionImport::fromOpenRpc(document, QStringLiteral("{{baseUrl}}"), &error);
        QVERIFY2(collection, qPrintable(error));
        const QByteArray saved = CollectionFile::serialize(*collection);
        Collection back;
        QCOMPARE(CollectionFile::parse(saved, &back, &error), CollectionFile::Status::Ok);
        const qint64 elapsed = clock.elapsed();
        qInfo("5,000 methods: import, save and re-read in %lld ms (%lld bytes)", elapsed, qint64(saved.size()));
        QCOMPARE(back.items.size(), size_t(5000));
        QCOMPARE(back.items.at(4999).request.params, QStringLiteral("{\"n\": 4999}"));
        QCOMPARE(CollectionFile::serialize(back), saved);
    }

    void notOpenRpc()
    {
        QString error;
        QVERIFY(!CollectionImport::fromOpenRpc("{\"openrpc\": \"1.2.6\"}", QStringLiteral("{{baseUrl}}"), &error));
        QVERIFY(error.contains(QStringLiteral("methods")));
        QVERIFY(!CollectionImport::fromOpenRpc("{", QStringLiteral("{{baseUrl}}"), &error));
        QVERIFY(error.contains(QStringLiteral("Line 1")));
    }

    void postman()
    {
        const QByteArray json = testData(QStringLiteral("postman-v2.1.json"));
        QString error;
        QStringList skipped;
        const std::optional<Collection> c = CollectionImport::fromPostman(json, &error, &skipped);
        QVERIFY2(c, qPrintable(error));
        QCOMPARE(c->name, QStringLiteral("From Postman"));
        QCOMPARE(c->items.size(), size_t(3));
        const SavedRequest &add = c->items.at(0).items.at(0).request;
        QCOMPARE(add.kind, SavedRequest::Kind::Single);
        QCOMPARE(add.method, QStringLiteral("math.add"));
        QCOMPARE(add.params, QStringLiteral("{\"b\": 2, \"a\": 1.50}"));
        QCOMPARE(add.id, QStringLiteral("7"));
        QCOMPARE(add.endpoint, QStringLiteral("{{baseUrl}}/rpc"));
        QCOMPARE(add.headers.size(), 1);
        const SavedRequest &templated = c->items.at(0).items.at(1).request;
        QCOMPARE(templated.method, QStringLiteral("demo.increment"));
        QCOMPARE(templated.params, QStringLiteral("{\"by\": {{step}}}"));
        QCOMPARE(c->items.at(1).request.kind, SavedRequest::Kind::Notification);
        QCOMPARE(c->items.at(2).request.kind, SavedRequest::Kind::Batch);
        QCOMPARE(skipped, QStringList{QStringLiteral("page")});
        QCOMPARE(c->variables.at(1).value, QStringLiteral("2"));
        QVERIFY(!CollectionImport::fromPostman("{\"item\": []}", &error));
    }

    void postmanExportReadsBack()
    {
        Collection collection;
        QString error;
        QCOMPARE(CollectionFile::read(QStringLiteral(RPCSCOPE_SOURCE_DIR "/resources/examples/demo.collection.json"),
                                      &collection, &error),
                 CollectionFile::Status::Ok);
        QStringList skipped;
        const QByteArray json = PostmanExport::toJson(collection, &skipped);
        QVERIFY(JsonDocument::parse(json).isValid());
        QVERIFY(json.contains("pm.expect(body[\\\"result\\\"]).to.eql(5);"));
        QVERIFY(skipped.contains(QStringLiteral("basics/add: schema")));
        QVERIFY(skipped.contains(QStringLiteral("basics/rejected form: outcome")));
        QVERIFY(skipped.contains(QStringLiteral("mcp/add: the MCP session (sent as a plain request)")));

        const std::optional<Collection> back = CollectionImport::fromPostman(json, &error);
        QVERIFY2(back, qPrintable(error));
        const QList<Collection::Entry> before = Collection::requests(collection.items);
        const QList<Collection::Entry> after = Collection::requests(back->items);
        QCOMPARE(after.size(), before.size());
        for (qsizetype i = 0; i < before.size(); ++i) {
            const SavedRequest &a = before.at(i).item->request;
            const SavedRequest &b = after.at(i).item->request;
            QCOMPARE(after.at(i).path, before.at(i).path);
            // Postman has no MCP session: an MCP request goes back as a plain one, and is said so.
            QCOMPARE(b.kind, a.kind == SavedRequest::Kind::Mcp ? SavedRequest::Kind::Single : a.kind);
            QCOMPARE(b.method, a.method);
            QCOMPARE(b.params, a.params);
            QCOMPARE(b.endpoint, a.endpoint);
        }
        QCOMPARE(back->variables.size(), collection.variables.size());

        // Every test script is JavaScript that parses (node, when there is one).
        const QString node = QStandardPaths::findExecutable(QStringLiteral("node"));
        if (node.isEmpty())
            QSKIP("no node to check the scripts");
        QByteArray scripts = "[";
        const JsonDocument doc = JsonDocument::parse(json);
        for (int n = 0; n < doc.nodeCount(); ++n) {
            if (doc.type(n) == JsonDocument::Type::Array && doc.keyNode(n) >= 0 && doc.string(doc.keyNode(n)) == u"exec") {
                for (int line = doc.firstChild(n); line >= 0; line = doc.nextSibling(line))
                    scripts += QByteArray(scripts.size() > 1 ? "," : "") + doc.raw(line);
            }
        }
        scripts += "]";
        QVERIFY(scripts.count("pm.test") >= 15);
        QProcess check;
        check.start(node, {QStringLiteral("-e"),
                           QStringLiteral("const l = JSON.parse(require('fs').readFileSync(0, 'utf8')); "
                                          "for (const s of l) new Function('pm', s);")});
        QVERIFY(check.waitForStarted());
        check.write(scripts);
        check.closeWriteChannel();
        QVERIFY(check.waitForFinished(10000));
        QVERIFY2(check.exitCode() == 0, check.readAllStandardError().constData());
    }

    void curlInAndOut()
    {
        QString error;
        const std::optional<CollectionItem> item = CollectionImport::fromCurl(
            QStringLiteral("curl -s -X POST 'http://127.0.0.1:8080/rpc' -H 'Content-Type: application/json' "
                           "-H 'X-Api-Key: k1' -u alice:pw \\\n  --data-raw '{\"jsonrpc\":\"2.0\",\"id\":\"a\",\"method\":\"math.add\",\"params\":[1, 2.0]}'"),
            &error);
        QVERIFY2(item, qPrintable(error));
        QCOMPARE(item->request.endpoint, QStringLiteral("http://127.0.0.1:8080/rpc"));
        QCOMPARE(item->request.method, QStringLiteral("math.add"));
        QCOMPARE(item->request.params, QStringLiteral("[1, 2.0]"));
        QCOMPARE(item->request.id, QStringLiteral("\"a\""));
        QCOMPARE(item->request.headers.size(), 1);
        QCOMPARE(item->request.auth.kind, AuthRecipe::Kind::Basic);
        // The password and the API key are no longer in the request: secret variables stand there.
        QCOMPARE(item->request.auth.username, QStringLiteral("alice"));
        QCOMPARE(item->request.auth.password, QStringLiteral("{{password}}"));
        QCOMPARE(item->request.headers.constFirst().second, QStringLiteral("{{x_api_key}}"));

        const QByteArray body = "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"text.upper\",\"params\":{\"text\":\"it's\"}}";
        const QString line = CollectionImport::toCurl(QStringLiteral("http://127.0.0.1:9/rpc"), body,
                                                      {{"Authorization", "Bearer s3cret"}, {"X-A", "b"}});
        QVERIFY(!line.contains(QStringLiteral("s3cret")));
        const std::optional<CollectionItem> back = CollectionImport::fromCurl(line, &error);
        QVERIFY2(back, qPrintable(error + QStringLiteral("\n") + line));
        QCOMPARE(back->request.method, QStringLiteral("text.upper"));
        QCOMPARE(back->request.params, QStringLiteral("{\"text\":\"it's\"}"));
        QCOMPARE(back->request.endpoint, QStringLiteral("http://127.0.0.1:9/rpc"));

        QVERIFY(!CollectionImport::fromCurl(QStringLiteral("wget http://x"), &error));
        QVERIFY(!CollectionImport::fromCurl(QStringLiteral("curl http://x"), &error));
        QVERIFY(!CollectionImport::fromCurl(QStringLiteral("curl 'http://x"), &error));

        // -m: seconds as a timeout; one no int of milliseconds holds sets none (fuzz_imports found
        // the overflow).
        const auto timeoutOf = [&error](const QString &seconds) {
            const std::optional<CollectionItem> timed = CollectionImport::fromCurl(
                u"curl -m "_s + seconds + u" http://x -d '{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"m\"}'"_s, &error);
            return timed ? timed->request.timeoutMs : -1;
        };
        QCOMPARE(timeoutOf(u"2.5"_s), 2500);
        QCOMPARE(timeoutOf(u"8888888888888"_s), 0);
        QCOMPARE(timeoutOf(u"nan"_s), 0);
        QCOMPARE(timeoutOf(u"-3"_s), 0);
    }

    void curlSecretsBecomeVariables()
    {
        QString error;
        QList<CollectionVariable> secrets;
        QStringList notes;
        const std::optional<CollectionItem> item = CollectionImport::fromCurl(
            QStringLiteral("curl 'https://bob:pw_live_1@h.example/rpc?access_token=at_live_2&v=1' "
                           "-H 'Authorization: Bearer bt_live_3' -H 'X-Auth-Token: xt_live_4' -b 'sid=ck_live_5' "
                           "--data '{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"m\"}'"),
            &error, &secrets, &notes);
        QVERIFY2(item, qPrintable(error));
        QCOMPARE(item->request.endpoint,
                 QStringLiteral("https://bob:{{password}}@h.example/rpc?access_token={{access_token}}&v=1"));
        QCOMPARE(item->request.auth.kind, AuthRecipe::Kind::Bearer);
        QCOMPARE(item->request.auth.token, QStringLiteral("{{token}}"));
        QCOMPARE(item->request.headers.size(), 2);
        QCOMPARE(item->request.headers.at(0).second, QStringLiteral("{{x_auth_token}}"));
        QCOMPARE(item->request.headers.at(1), (QPair<QString, QString>{QStringLiteral("Cookie"), QStringLiteral("{{cookie}}")}));
        QStringList names;
        for (const CollectionVariable &variable : secrets) {
            QVERIFY(variable.secret);
            QVERIFY(variable.value.isEmpty());
            names.append(variable.name);
        }
        QCOMPARE(names, (QStringList{QStringLiteral("token"), QStringLiteral("x_auth_token"), QStringLiteral("cookie"),
                                     QStringLiteral("password"), QStringLiteral("access_token")}));
        QCOMPARE(notes.size(), 5);
        QVERIFY(notes.constFirst().contains(QStringLiteral("RPCSCOPE_SECRET_TOKEN")));

        // Basic in a header: the user name stays, the password goes.
        const std::optional<CollectionItem> basic = CollectionImport::fromCurl(
            QStringLiteral("curl http://h/rpc -H 'Authorization: Basic YWxpY2U6d29uZGVybGFuZA==' -d '[]'"), &error);
        QVERIFY2(basic, qPrintable(error));
        QCOMPARE(basic->request.auth.kind, AuthRecipe::Kind::Basic);
        QCOMPARE(basic->request.auth.username, QStringLiteral("alice"));
        QCOMPARE(basic->request.auth.password, QStringLiteral("{{password}}"));

        // Saved, nothing of any value is in the file.
        Collection collection;
        collection.variables = secrets;
        collection.items.push_back(*item);
        const QByteArray saved = CollectionFile::serialize(collection);
        for (const char *value : {"pw_live_1", "at_live_2", "bt_live_3", "xt_live_4", "ck_live_5"})
            QVERIFY2(!saved.contains(value), value);
    }

    void postmanSecretsBecomeVariables()
    {
        const QByteArray json = testData(QStringLiteral("postman-secrets.json"));
        QString error;
        QStringList notes;
        const std::optional<Collection> c = CollectionImport::fromPostman(json, &error, nullptr, &notes);
        QVERIFY2(c, qPrintable(error));
        QCOMPARE(c->auth.kind, AuthRecipe::Kind::Bearer);
        QCOMPARE(c->auth.token, QStringLiteral("{{token}}"));
        // The folder's basic auth went to its requests that inherit; one has its own API key.
        const SavedRequest &whoami = c->items.at(0).items.at(0).request;
        QCOMPARE(whoami.auth.kind, AuthRecipe::Kind::Basic);
        QCOMPARE(whoami.auth.username, QStringLiteral("bob"));
        QCOMPARE(whoami.auth.password, QStringLiteral("{{sessionPassword}}"));
        const SavedRequest &ownKey = c->items.at(0).items.at(1).request;
        QCOMPARE(ownKey.auth.kind, AuthRecipe::Kind::Header);
        QCOMPARE(ownKey.auth.headerName, QStringLiteral("X-API-Key"));
        QCOMPARE(ownKey.auth.value, QStringLiteral("{{x_api_key}}"));
        const SavedRequest &headers = c->items.at(1).request;
        QCOMPARE(headers.auth.kind, AuthRecipe::Kind::None);
        QCOMPARE(headers.endpoint, QStringLiteral("https://api.example/rpc?api_key={{api_key}}&page=2"));
        QCOMPARE(headers.headers.at(0).second, QStringLiteral("Token {{token_2}}"));
        QCOMPARE(headers.headers.at(1).second, QStringLiteral("visible"));
        QCOMPARE(c->items.at(2).request.endpoint, QStringLiteral("{{baseUrl}}/rpc?token={{queryToken}}"));

        QHash<QString, CollectionVariable> variables;
        for (const CollectionVariable &variable : c->variables)
            variables.insert(variable.name, variable);
        QCOMPARE(variables.value(QStringLiteral("baseUrl")).value, QStringLiteral("http://127.0.0.1:8080"));
        for (const char *name : {"apiPassword", "sessionPassword", "queryToken", "token", "x_api_key", "api_key", "token_2"}) {
            const CollectionVariable variable = variables.value(QString::fromLatin1(name));
            QVERIFY2(variable.secret && variable.value.isEmpty(), name);
        }
        QCOMPARE(notes.size(), 7);

        const QByteArray saved = CollectionFile::serialize(*c);
        for (const char *value : {"pm_live_bearer_0001", "ak_live_0002", "qk_live_0003", "hk_live_0004", "sv_live_0005",
                                  "sp_live_0006", "qt_live_0007"})
            QVERIFY2(!saved.contains(value), value);
    }

    void postmanOAuth2BecomesARecipeAndBack()
    {
        // Postman's OAuth 2.0 (client credentials): the recipe, its secret over a secret
        // variable; the token Postman kept is not taken; exported back as Postman's oauth2.
        const QByteArray json =
            "{\"info\": {\"name\": \"o\", \"schema\": \"https://schema.getpostman.com/json/collection/v2.1.0/collection.json\"},\n"
            "  \"auth\": {\"type\": \"oauth2\", \"oauth2\": [{\"key\": \"grant_type\", \"value\": \"client_credentials\"},\n"
            "    {\"key\": \"accessTokenUrl\", \"value\": \"https://id.example/oauth/token\"}, {\"key\": \"clientId\", \"value\": \"svc\"},\n"
            "    {\"key\": \"clientSecret\", \"value\": \"cs_live_0009\"}, {\"key\": \"scope\", \"value\": \"notes read\"},\n"
            "    {\"key\": \"accessToken\", \"value\": \"at_live_0010\"}]},\n"
            "  \"item\": [{\"name\": \"call\", \"request\": {\"method\": \"POST\", \"url\": \"https://api.example/rpc\",\n"
            "    \"body\": {\"mode\": \"raw\", \"raw\": \"{\\\"jsonrpc\\\": \\\"2.0\\\", \\\"id\\\": 1, \\\"method\\\": \\\"a\\\"}\"}}},\n"
            "   {\"name\": \"implicit\", \"request\": {\"method\": \"POST\", \"url\": \"https://api.example/rpc\",\n"
            "    \"auth\": {\"type\": \"oauth2\", \"oauth2\": [{\"key\": \"grant_type\", \"value\": \"implicit\"}]},\n"
            "    \"body\": {\"mode\": \"raw\", \"raw\": \"{\\\"jsonrpc\\\": \\\"2.0\\\", \\\"id\\\": 2, \\\"method\\\": \\\"b\\\"}\"}}}]}";
        QString error;
        QStringList notes;
        const std::optional<Collection> c = CollectionImport::fromPostman(json, &error, nullptr, &notes);
        QVERIFY2(c, qPrintable(error));
        QCOMPARE(c->auth.kind, AuthRecipe::Kind::OAuth2);
        QCOMPARE(c->auth.grant, QStringLiteral("client_credentials"));
        QCOMPARE(c->auth.tokenUrl, QStringLiteral("https://id.example/oauth/token"));
        QCOMPARE(c->auth.clientId, QStringLiteral("svc"));
        QCOMPARE(c->auth.clientSecret, QStringLiteral("{{client_secret}}"));
        QCOMPARE(c->auth.scope, QStringLiteral("notes read"));
        QCOMPARE(c->items.at(1).request.auth.kind, AuthRecipe::Kind::None);   // the implicit grant: left out, noted
        QVERIFY(notes.join(u'\n').contains(QStringLiteral("oauth2")));
        const QByteArray saved = CollectionFile::serialize(*c);
        QVERIFY(!saved.contains("cs_live_0009"));
        QVERIFY(!saved.contains("at_live_0010"));
        QVERIFY(saved.contains("\"type\": \"oauth2\""));

        QStringList skipped;
        const QByteArray exported = PostmanExport::toJson(*c, &skipped);
        const JsonDocument doc = JsonDocument::parse(exported);
        QVERIFY(doc.isValid());
        QCOMPARE(doc.memberString(doc.member(0, u"auth"), u"type"), QStringLiteral("oauth2"));
        QVERIFY(exported.contains("{{client_secret}}"));
        QVERIFY(exported.contains("https://id.example/oauth/token"));
        const std::optional<Collection> again = CollectionImport::fromPostman(exported, &error, nullptr, nullptr);
        QVERIFY2(again, qPrintable(error));
        QCOMPARE(again->auth.tokenUrl, c->auth.tokenUrl);
        QCOMPARE(again->auth.clientSecret, c->auth.clientSecret);
    }

    void postmanExportAuthRefersToVariables()
    {
        Collection c;
        c.name = QStringLiteral("auth");
        c.variables = {{QStringLiteral("token"), QString(), true}};
        c.auth.kind = AuthRecipe::Kind::Bearer;
        c.auth.token = QStringLiteral("{{token}}");
        CollectionItem basic;
        basic.name = QStringLiteral("basic");
        basic.request.endpoint = QStringLiteral("{{baseUrl}}");
        basic.request.method = QStringLiteral("m");
        basic.request.auth.kind = AuthRecipe::Kind::Basic;
        basic.request.auth.username = QStringLiteral("bob");
        basic.request.auth.password = QStringLiteral("literal-pass-99");   // written as it is: must not leave
        basic.request.headers = {{QStringLiteral("X-Api-Key"), QStringLiteral("literal-key-98")},
                                 {QStringLiteral("X-Trace"), QStringLiteral("kept")}};
        CollectionItem header = basic;
        header.name = QStringLiteral("header");
        header.request.auth = AuthRecipe();
        header.request.auth.kind = AuthRecipe::Kind::Header;
        header.request.auth.headerName = QStringLiteral("X-API-Key");
        header.request.auth.value = QStringLiteral("{{apiKey}}");
        CollectionItem login = basic;
        login.name = QStringLiteral("login");
        login.request.auth = AuthRecipe();
        login.request.auth.kind = AuthRecipe::Kind::Login;
        c.items = {basic, header, login};
        QStringList skipped;
        const QByteArray json = PostmanExport::toJson(c, &skipped);
        QVERIFY(!json.contains("literal-pass-99"));
        QVERIFY(!json.contains("literal-key-98"));
        QVERIFY(json.contains("{{x_api_key}}"));
        QVERIFY(json.contains("\"kept\""));
        const JsonDocument doc = JsonDocument::parse(json);
        QVERIFY(doc.isValid());
        QCOMPARE(doc.memberString(doc.member(0, u"auth"), u"type"), QStringLiteral("bearer"));
        QVERIFY(json.contains("\"key\": \"token\",\n") || json.contains("\"key\": \"token\""));
        QVERIFY(json.contains("{{token}}"));
        QVERIFY(json.contains("{{password}}"));
        QVERIFY(json.contains("{{apiKey}}"));
        QVERIFY(json.contains("\"apikey\""));
        QVERIFY(skipped.contains(QStringLiteral("login: auth login")));
        QVERIFY(skipped.contains(QStringLiteral("basic: the value of {{password}}")));

        // And back: the same recipes over the same variables.
        QString error;
        const std::optional<Collection> back = CollectionImport::fromPostman(json, &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->auth.token, QStringLiteral("{{token}}"));
        QCOMPARE(back->items.at(0).request.auth.password, QStringLiteral("{{password}}"));
        QCOMPARE(back->items.at(1).request.auth.value, QStringLiteral("{{apiKey}}"));
    }

    void mcpConfiguration()
    {
        const QByteArray json = testData(QStringLiteral("mcp-servers.json"));
        QString error;
        const std::optional<QList<McpServerEntry>> servers = CollectionImport::mcpServers(json, &error);
        QVERIFY2(servers, qPrintable(error));
        QCOMPARE(servers->size(), 3);
        QCOMPARE(servers->at(0).name, QStringLiteral("filesystem"));
        QCOMPARE(servers->at(0).endpoint,
                 QStringLiteral("stdio:npx -y @modelcontextprotocol/server-filesystem '/tmp/my files'"));
        // env in order, values as written; credentials by name, by URL password and by token prefix.
        const QList<McpServerSetting> &env = servers->at(0).environment;
        QCOMPARE(env.size(), 5);
        const QStringList names{QStringLiteral("API_KEY"), QStringLiteral("LOG_LEVEL"), QStringLiteral("DATABASE"),
                                QStringLiteral("PLAIN"), QStringLiteral("PORT")};
        const QList<bool> secret{true, false, true, true, false};
        for (qsizetype i = 0; i < env.size(); ++i) {
            QCOMPARE(env.at(i).name, names.at(i));
            QCOMPARE(env.at(i).secret, secret.at(i));
        }
        QCOMPARE(env.at(0).value, QStringLiteral("sk-do-not-show"));
        QCOMPARE(env.at(4).value, QStringLiteral("8080"));   // a number, as its text
        QCOMPARE(servers->at(1).endpoint, QStringLiteral("https://mcp.example.com/mcp"));
        QCOMPARE(servers->at(1).headers.size(), 2);
        QVERIFY(servers->at(1).headers.at(0).secret);
        QVERIFY(!servers->at(1).headers.at(1).secret);
        QVERIFY(servers->at(0).warnings.isEmpty());
        // By value alone, under a neutral name; and a credential in the command line is said.
        const std::optional<QList<McpServerEntry>> more = CollectionImport::mcpServers(
            "{\"mcpServers\": {\"s\": {\"command\": \"srv\", \"args\": [\"--api-key\", \"abc123\", \"--port=1\"],"
            " \"env\": {\"STRIPE\": \"sk_live_0123\", \"JWT\": \"eyJhbGciOi.eyJzdWIi.c2ln\", \"MODE\": \"fast\"}},"
            " \"r\": {\"url\": \"https://h.example/mcp?token=abc\"}}}", &error);
        QVERIFY2(more, qPrintable(error));
        QVERIFY(more->at(0).environment.at(0).secret);
        QVERIFY(more->at(0).environment.at(1).secret);
        QVERIFY(!more->at(0).environment.at(2).secret);
        QCOMPARE(more->at(0).warnings.size(), 1);   // argument 2, after --api-key
        QVERIFY2(more->at(0).warnings.constFirst().contains(u'2'), qPrintable(more->at(0).warnings.constFirst()));
        QCOMPARE(more->at(1).warnings.size(), 1);
        // A command that does not exist is listed, not run (a person confirms first).
        QCOMPARE(servers->at(2).endpoint, QStringLiteral("stdio:/no/such/program-rpcscope"));
        QVERIFY(!CollectionImport::mcpServers("{\"mcpServers\": []}", &error));
        QVERIFY(CollectionImport::mcpServers("{\"servers\": {\"a\": {\"command\": \"x\"}}}", &error));
    }
};

QTEST_GUILESS_MAIN(TestCollectionImport)
#include "tst_collectionimport.moc"
