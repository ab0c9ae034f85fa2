// Collection files: byte-identical re-saves in a stable order, secrets named only, and
// precise errors for malformed, newer and hand-edited files.
#include "lib/collection/collectionfile.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace RpcScope;

namespace {

QString sourcePath(const QString &relative)
{
    return QStringLiteral(RPCSCOPE_SOURCE_DIR "/") + relative;
}

Collection everyFeature()
{
    Collection c;
    c.name = QStringLiteral("Everything");
    c.description = QStringLiteral("Every field once");
    c.auth.kind = AuthRecipe::Kind::Login;
    c.auth.loginMethod = QStringLiteral("auth.login");
    c.auth.loginParams = QStringLiteral("{\"username\": \"{{user}}\", \"password\": \"{{password}}\"}");
    c.auth.resultPath = QStringLiteral("$.result.token");
    c.auth.headerName = QStringLiteral("login_key");
    c.auth.retryCodes = {-32001, 401};
    c.variables = {{QStringLiteral("baseUrl"), QStringLiteral("http://127.0.0.1:1/rpc"), false},
                   {QStringLiteral("password"), QStringLiteral("hunter2-must-not-be-saved"), true}};
    c.environments = {{QStringLiteral("staging"), {{QStringLiteral("baseUrl"), QStringLiteral("https://staging/rpc"), false}}}};

    CollectionItem folder;
    folder.type = CollectionItem::Type::Folder;
    folder.name = QStringLiteral("smoke");
    folder.description = QStringLiteral("Quick checks");

    CollectionItem single;
    single.name = QStringLiteral("add");
    single.request.endpoint = QStringLiteral("{{baseUrl}}");
    single.request.headers = {{QStringLiteral("X-Trace"), QStringLiteral("{{trace}}")}};
    single.request.timeoutMs = 2500;
    single.request.method = QStringLiteral("math.add");
    single.request.params = QStringLiteral("{\"b\": 2.50, \"a\": 1e2}");   // order and spelling kept
    single.request.id = QStringLiteral("\"abc\"");
    single.request.captures = {{QStringLiteral("sum"), QStringLiteral("$.result"), false}};
    Assertion a;
    a.kind = Assertion::Kind::PathEquals;
    a.path = QStringLiteral("$.result");
    a.expected = QStringLiteral("102.5");
    single.request.assertions.append(a);
    a = Assertion();
    a.kind = Assertion::Kind::NoFindings;
    a.ids = {QStringLiteral("id-mismatch")};
    single.request.assertions.append(a);
    a = Assertion();
    a.kind = Assertion::Kind::DurationBelow;
    a.number = 500;
    single.request.assertions.append(a);
    a = Assertion();
    a.kind = Assertion::Kind::PathSchema;
    a.path = QStringLiteral("$.result");
    a.expected = QStringLiteral("{\"type\": \"number\"}");
    single.request.assertions.append(a);
    folder.items.push_back(single);

    CollectionItem templated;
    templated.name = QStringLiteral("templated");
    templated.request.kind = SavedRequest::Kind::Notification;
    templated.request.endpoint = QStringLiteral("stdio:rpcscope-demo-server --stdio");
    templated.request.method = QStringLiteral("demo.increment");
    templated.request.params = QStringLiteral("{\"by\": {{step}}}");   // no JSON until resolved
    templated.request.auth.kind = AuthRecipe::Kind::TokenParam;
    templated.request.auth.token = QStringLiteral("{{secret}}");
    folder.items.push_back(templated);
    c.items.push_back(folder);

    CollectionItem raw;
    raw.name = QStringLiteral("raw");
    raw.request.kind = SavedRequest::Kind::Raw;
    raw.request.endpoint = QStringLiteral("{{baseUrl}}");
    raw.request.body = QStringLiteral("{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\":");   // broken on purpose
    raw.request.auth.kind = AuthRecipe::Kind::Basic;
    raw.request.auth.username = QStringLiteral("u");
    raw.request.auth.password = QStringLiteral("{{password}}");
    c.items.push_back(raw);

    CollectionItem batch;
    batch.name = QStringLiteral("batch");
    batch.request.kind = SavedRequest::Kind::Batch;
    batch.request.endpoint = QStringLiteral("{{baseUrl}}");
    batch.request.body = QStringLiteral("[\n  {\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"a\"}\n]");
    batch.request.auth.kind = AuthRecipe::Kind::CookieCsrf;
    batch.request.auth.csrfUrl = QStringLiteral("{{baseUrl}}/csrf");
    batch.request.auth.csrfPath = QStringLiteral("$.token");
    batch.request.auth.headerName = QStringLiteral("X-CSRF-Token");
    c.items.push_back(batch);

    CollectionItem oauth = batch;
    oauth.name = QStringLiteral("oauth");
    oauth.request.auth = AuthRecipe();
    oauth.request.auth.kind = AuthRecipe::Kind::OAuth2;
    oauth.request.auth.grant = QStringLiteral("authorization_code");
    oauth.request.auth.tokenUrl = QStringLiteral("{{idp}}/token");
    oauth.request.auth.authorizationUrl = QStringLiteral("{{idp}}/authorize");
    oauth.request.auth.clientId = QStringLiteral("app");
    oauth.request.auth.clientSecret = QStringLiteral("{{appSecret}}");
    oauth.request.auth.scope = QStringLiteral("notes offline_access");
    c.items.push_back(oauth);
    return c;
}

} // namespace

class TestCollectionFile : public QObject
{
    Q_OBJECT

private slots:
    void exampleResavesByteIdentical()
    {
        QFile file(sourcePath(QStringLiteral("resources/examples/demo.collection.json")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        Collection collection;
        QString error;
        QCOMPARE(CollectionFile::parse(bytes, &collection, &error), CollectionFile::Status::Ok);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(CollectionFile::serialize(collection), bytes);
    }

    void everyFieldRoundTrips()
    {
        const QByteArray first = CollectionFile::serialize(everyFeature());
        Collection back;
        QString error;
        QCOMPARE(CollectionFile::parse(first, &back, &error), CollectionFile::Status::Ok);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(CollectionFile::serialize(back), first);

        // What the user wrote stays as written.
        const SavedRequest &add = back.items.at(0).items.at(0).request;
        QCOMPARE(add.params, QStringLiteral("{\"b\": 2.50, \"a\": 1e2}"));
        QCOMPARE(add.id, QStringLiteral("\"abc\""));
        QCOMPARE(add.timeoutMs, 2500);
        QCOMPARE(add.assertions.size(), 4);
        QCOMPARE(add.assertions.at(1).ids, QStringList{QStringLiteral("id-mismatch")});
        QCOMPARE(back.items.at(0).items.at(1).request.params, QStringLiteral("{\"by\": {{step}}}"));
        QCOMPARE(back.items.at(1).request.body, QStringLiteral("{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\":"));
        QCOMPARE(back.items.at(2).request.auth.kind, AuthRecipe::Kind::CookieCsrf);
        const AuthRecipe &oauth = back.items.at(3).request.auth;
        QCOMPARE(oauth.kind, AuthRecipe::Kind::OAuth2);
        QCOMPARE(oauth.grant, QStringLiteral("authorization_code"));
        QCOMPARE(oauth.authorizationUrl, QStringLiteral("{{idp}}/authorize"));
        QCOMPARE(oauth.clientSecret, QStringLiteral("{{appSecret}}"));
        // A grant this version does not know is named, with where it is.
        QByteArray password = first;
        password.replace("\"grant\": \"authorization_code\"", "\"grant\": \"password\"");
        Collection refused;
        QCOMPARE(CollectionFile::parse(password, &refused, &error), CollectionFile::Status::Damaged);
        QVERIFY2(error.contains("grant"), qPrintable(error));
        QCOMPARE(back.auth.retryCodes, (QList<qint64>{-32001, 401}));
        QVERIFY(back.variables.at(1).secret);
        QVERIFY(back.variables.at(1).value.isEmpty());
    }

    // A body typed with a line break after it is sent with that line break, so it is saved
    // with it (as JSON it would come back without; found by the fuzzer). Params are trimmed
    // when sent, so they are saved trimmed, as JSON.
    // An MCP request and the collection's answers: written, read back, the same.
    void mcpRequestAndAnswersRoundTrip()
    {
        Collection c;
        c.name = QStringLiteral("mcp");
        c.answers = {{QStringLiteral("roots/list"), QStringLiteral("{\"roots\": [{\"uri\": \"file:///tmp\"}]}")},
                     {QStringLiteral("workspace/configuration"), QStringLiteral("[null]")}};
        CollectionItem call;
        call.name = QStringLiteral("add");
        call.request.kind = SavedRequest::Kind::Mcp;
        call.request.endpoint = QStringLiteral("{{mcpUrl}}");
        call.request.method = QStringLiteral("tools/call");
        call.request.params = QStringLiteral(R"({"name": "add", "arguments": {"a": 1e0, "b": {{b}}}})");
        call.request.mcpVersion = QStringLiteral("2025-11-25");
        c.items = {call};
        const QByteArray bytes = CollectionFile::serialize(c);
        QVERIFY2(bytes.contains("\"kind\": \"mcp\""), bytes.constData());
        QVERIFY2(bytes.contains("\"mcpVersion\": \"2025-11-25\""), bytes.constData());
        QVERIFY2(bytes.contains("\"roots/list\": {\"roots\": [{\"uri\": \"file:///tmp\"}]}"), bytes.constData());
        QVERIFY(!bytes.contains("\"id\""));   // the session numbers its requests
        Collection back;
        QString error;
        QCOMPARE(CollectionFile::parse(bytes, &back, &error), CollectionFile::Status::Ok);
        QCOMPARE(CollectionFile::serialize(back), bytes);
        QCOMPARE(back.answers, c.answers);
        const SavedRequest &read = back.items.at(0).request;
        QCOMPARE(read.kind, SavedRequest::Kind::Mcp);
        QCOMPARE(read.params, call.request.params);
        QCOMPARE(read.mcpVersion, QStringLiteral("2025-11-25"));
        // No answers, no member: files without them stay as they were.
        QVERIFY(!CollectionFile::serialize(Collection()).contains("answers"));
    }

    void whiteSpaceAroundJsonSurvives()
    {
        Collection collection;
        CollectionItem item;
        item.type = CollectionItem::Type::Request;
        item.name = QStringLiteral("padded");
        item.request.kind = SavedRequest::Kind::Raw;
        item.request.body = QStringLiteral("\t{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"a\"}\n");
        collection.items.push_back(item);
        CollectionItem single;
        single.name = QStringLiteral("padded params");
        single.request.method = QStringLiteral("a");
        single.request.params = QStringLiteral(" [1, 2]");
        collection.items.push_back(single);
        const QByteArray first = CollectionFile::serialize(collection);
        Collection back;
        QString error;
        QCOMPARE(CollectionFile::parse(first, &back, &error), CollectionFile::Status::Ok);
        QCOMPARE(back.items.at(0).request.body, item.request.body);
        // Params are trimmed before they are sent: saved as JSON without the space.
        QCOMPARE(back.items.at(1).request.params, QStringLiteral("[1, 2]"));
        QVERIFY(first.contains("\"params\": [1, 2]"));
        QCOMPARE(CollectionFile::serialize(back), first);
    }

    void stableMemberOrder()
    {
        const QByteArray text = CollectionFile::serialize(everyFeature());
        const QList<QByteArray> order = {"\"format\"", "\"version\"", "\"name\"", "\"description\"", "\"auth\"",
                                         "\"variables\"", "\"environments\"", "\"items\""};
        qsizetype at = 0;
        for (const QByteArray &key : order) {
            const qsizetype next = text.indexOf(key, at);
            QVERIFY2(next >= at, key.constData());
            at = next;
        }
        // One request per block: each begins with its type on its own line.
        QCOMPARE(text.count("\"type\": \"request\""), 5);
    }

    void secretValuesAreNeverWritten()
    {
        const QByteArray text = CollectionFile::serialize(everyFeature());
        QVERIFY(!text.contains("hunter2"));
        QVERIFY(text.contains("\"secret\": true"));
    }

    void writeIsAtomicAndReadsBack()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("c.collection.json"));
        QString error;
        QVERIFY(CollectionFile::write(path, everyFeature(), &error));
        Collection back;
        QCOMPARE(CollectionFile::read(path, &back, &error), CollectionFile::Status::Ok);
        QCOMPARE(back.items.size(), size_t(4));
        QCOMPARE(CollectionFile::read(dir.filePath(QStringLiteral("missing.json")), &back, &error),
                 CollectionFile::Status::Unreadable);
    }

    void badFiles_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("mustSay");
        const QByteArray head = "{\n  \"format\": \"rpcscope-collection\",\n  \"version\": 1,\n";
        QTest::newRow("not json") << QByteArray("{\n  \"format\": \"rpcscope-collection\",\n  \"version\": 1,,\n}")
                                  << int(CollectionFile::Status::Damaged) << QStringLiteral("Line 3");
        QTest::newRow("not a collection") << QByteArray("{\"format\": \"something-else\"}")
                                          << int(CollectionFile::Status::Damaged) << QStringLiteral("not an RpcScope collection");
        QTest::newRow("newer") << QByteArray("{\"format\": \"rpcscope-collection\", \"version\": 2, \"future\": {}}")
                               << int(CollectionFile::Status::NewerVersion) << QStringLiteral("newer");
        QTest::newRow("timeout a string")
            << QByteArray(head + "  \"items\": [\n    {\n      \"type\": \"request\",\n      \"name\": \"x\",\n"
                                 "      \"method\": \"m\",\n      \"timeoutMs\": \"fast\"\n    }\n  ]\n}")
            << int(CollectionFile::Status::Damaged) << QStringLiteral("Line 9, items[0].timeoutMs: expected a number");
        QTest::newRow("unknown assertion")
            << QByteArray(head + "  \"items\": [\n    {\n      \"type\": \"folder\",\n      \"name\": \"f\",\n"
                                 "      \"items\": [\n        {\"type\": \"request\", \"name\": \"r\", \"method\": \"m\",\n"
                                 "         \"assertions\": [{\"assert\": \"bogus\"}]}\n      ]\n    }\n  ]\n}")
            << int(CollectionFile::Status::Damaged) << QStringLiteral("Line 10, items[0].items[0].assertions[0].assert");
        QTest::newRow("error code not a number")
            << QByteArray(head + "  \"items\": [{\"type\": \"request\", \"name\": \"r\", \"method\": \"m\",\n"
                                 "    \"assertions\": [{\"assert\": \"error-code\", \"expected\": \"-32601\"}]}]\n}")
            << int(CollectionFile::Status::Damaged) << QStringLiteral("Line 5, items[0].assertions[0].expected: expected a number");
        QTest::newRow("missing method")
            << QByteArray(head + "  \"items\": [{\"type\": \"request\", \"name\": \"r\"}]\n}")
            << int(CollectionFile::Status::Damaged) << QStringLiteral("items[0]: the member \"method\" is missing");
        QTest::newRow("bad auth type")
            << QByteArray(head + "  \"auth\": {\"type\": \"magic\"}\n}")
            << int(CollectionFile::Status::Damaged) << QStringLiteral("Line 4, auth.type");
        QTest::newRow("version not a version")
            << QByteArray("{\"format\": \"rpcscope-collection\", \"version\": 1.2.3}")
            << int(CollectionFile::Status::Damaged) << QStringLiteral("Line 1, column 49");
        QTest::newRow("version a fraction")
            << QByteArray("{\"format\": \"rpcscope-collection\", \"version\": 1e0}")
            << int(CollectionFile::Status::Damaged) << QStringLiteral("version: expected a version number");
        QTest::newRow("newer major, newer minor")
            << QByteArray("{\"format\": \"rpcscope-collection\", \"version\": 2.1}")
            << int(CollectionFile::Status::NewerVersion) << QStringLiteral("newer");
        // Schemas that are JSON but do not compile: the line and the keyword are named at load.
        const QByteArray schemaHead = head + "  \"items\": [{\"type\": \"request\", \"name\": \"r\", \"method\": \"m\",\n"
                                             "    \"assertions\": [{\"assert\": \"schema\", \"path\": \"$.result\",\n"
                                             "      \"expected\": ";
        QTest::newRow("schema: type of a wrong type")
            << QByteArray(schemaHead + "{\"type\": \"object\",\n        \"properties\": {\"n\": {\"type\": 5}}}}]}]\n}")
            << int(CollectionFile::Status::Damaged)
            << QStringLiteral("Line 7, items[0].assertions[0].expected.properties.n.type: the schema does not compile: expected one of");
        QTest::newRow("schema: required not strings")
            << QByteArray(schemaHead + "{\"required\": [\"a\", 1]}}]}]\n}")
            << int(CollectionFile::Status::Damaged)
            << QStringLiteral("Line 6, items[0].assertions[0].expected.required[1]: the schema does not compile: expected a string");
        QTest::newRow("schema: minLength negative")
            << QByteArray(schemaHead + "{\n        \"minLength\": -1}}]}]\n}")
            << int(CollectionFile::Status::Damaged) << QStringLiteral("Line 7, items[0].assertions[0].expected.minLength");
        QTest::newRow("schema: unresolvable ref")
            << QByteArray(schemaHead + "{\"$defs\": {\"a\": {}},\n        \"$ref\": \"#/$defs/b\"}}]}]\n}")
            << int(CollectionFile::Status::Damaged)
            << QStringLiteral("Line 7, items[0].assertions[0].expected.$ref: the schema does not compile: #/$defs/b points at nothing");
        QTest::newRow("schema: remote ref")
            << QByteArray(schemaHead + "{\"$ref\": \"https://example.com/s.json\"}}]}]\n}")
            << int(CollectionFile::Status::Damaged) << QStringLiteral("expected.$ref: the schema does not compile: https://example.com/s.json cannot be resolved");
        QTest::newRow("schema: pattern no regex")
            << QByteArray(schemaHead + "{\"properties\": {\"a\": {\"pattern\": \"(\"}}}}]}]\n}")
            << int(CollectionFile::Status::Damaged) << QStringLiteral("expected.properties.a.pattern: the schema does not compile: no regular expression");
        QTest::newRow("schema: subschema a number")
            << QByteArray(schemaHead + "{\"items\": 3}}]}]\n}")
            << int(CollectionFile::Status::Damaged) << QStringLiteral("expected.items: the schema does not compile: a schema must be");
        QTest::newRow("header not a pair")
            << QByteArray(head + "  \"items\": [{\"type\": \"request\", \"name\": \"r\", \"method\": \"m\", \"headers\": [\"X: y\"]}]\n}")
            << int(CollectionFile::Status::Damaged) << QStringLiteral("items[0].headers[0]");
    }

    void unknownMembersRoundTrip()
    {
        // A newer minor version and members added by hand, at the end of each object (where the
        // writer puts them back): read and saved again, the file is the same, byte for byte.
        QByteArray text = CollectionFile::serialize(everyFeature());
        text.replace("\"version\": 1,", "\"version\": 1.3,");
        // The root's last member is the items array: append after it.
        const qsizetype rootEnd = text.lastIndexOf('}');
        text.insert(rootEnd - 1, ",\n  \"x-owner\": {\n    \"team\": \"qa\",\n    \"since\": 2026\n  }");
        Collection back;
        QString error;
        QCOMPARE(CollectionFile::parse(text, &back, &error), CollectionFile::Status::Ok);
        QCOMPARE(back.version, QStringLiteral("1.3"));
        QCOMPARE(back.unknownMembers.size(), 1);
        QCOMPARE(back.unknownMembers.constFirst().first, QStringLiteral("x-owner"));
        QCOMPARE(CollectionFile::serialize(back), text);

        // In a request, an assertion, a capture, a variable, an environment and an auth recipe.
        const QByteArray hand = "{\n  \"format\": \"rpcscope-collection\",\n  \"version\": 1,\n  \"name\": \"n\",\n"
                                "  \"description\": \"\",\n  \"auth\": {\n    \"type\": \"none\",\n    \"x-a\": 1\n  },\n"
                                "  \"variables\": [\n    {\n      \"name\": \"v\",\n      \"value\": \"1\",\n      \"x-b\": [\n        true\n      ]\n    }\n  ],\n"
                                "  \"environments\": [\n    {\n      \"name\": \"e\",\n      \"variables\": [],\n      \"x-c\": null\n    }\n  ],\n"
                                "  \"items\": [\n    {\n      \"type\": \"request\",\n      \"name\": \"r\",\n      \"description\": \"\",\n"
                                "      \"kind\": \"single\",\n      \"endpoint\": \"{{v}}\",\n      \"headers\": [],\n"
                                "      \"method\": \"m\",\n      \"id\": 1,\n      \"captures\": [\n        {\n"
                                "          \"variable\": \"t\",\n          \"path\": \"$.result\",\n          \"x-d\": \"d\"\n        }\n      ],\n"
                                "      \"assertions\": [\n        {\n          \"assert\": \"outcome\",\n          \"expected\": \"result\",\n"
                                "          \"retries\": 3\n        }\n      ],\n      \"x-e\": {\n        \"k\": \"v\"\n      }\n    }\n  ]\n}\n";
        Collection withMembers;
        QCOMPARE(CollectionFile::parse(hand, &withMembers, &error), CollectionFile::Status::Ok);
        QCOMPARE(withMembers.auth.unknownMembers.size(), 1);
        QCOMPARE(withMembers.variables.constFirst().unknownMembers.constFirst().first, QStringLiteral("x-b"));
        QCOMPARE(withMembers.environments.constFirst().unknownMembers.constFirst().second, QByteArray("null"));
        QCOMPARE(withMembers.items.at(0).request.captures.constFirst().unknownMembers.size(), 1);
        QCOMPARE(withMembers.items.at(0).request.assertions.constFirst().unknownMembers.constFirst().second, QByteArray("3"));
        QCOMPARE(withMembers.items.at(0).unknownMembers.constFirst().first, QStringLiteral("x-e"));
        QCOMPARE(CollectionFile::serialize(withMembers), hand);

        // A secret variable's value is a known member: dropped, never kept as an unknown one.
        const QByteArray secret = "{\"format\": \"rpcscope-collection\", \"version\": 1,"
                                  " \"variables\": [{\"name\": \"pw\", \"secret\": true, \"value\": \"hunter2\"}]}";
        Collection dropped;
        QCOMPARE(CollectionFile::parse(secret, &dropped, &error), CollectionFile::Status::Ok);
        QVERIFY(!CollectionFile::serialize(dropped).contains("hunter2"));
    }

    void compilingSchemasLoad()
    {
        const QByteArray text = "{\"format\": \"rpcscope-collection\", \"version\": 1, \"items\": [{\"type\": \"request\","
                                " \"name\": \"r\", \"method\": \"m\", \"assertions\": [{\"assert\": \"schema\", \"path\": \"$\","
                                " \"expected\": {\"$defs\": {\"n\": {\"type\": [\"integer\", \"null\"], \"minimum\": 0}},"
                                " \"type\": \"object\", \"required\": [\"a\"], \"properties\": {\"a\": {\"$ref\": \"#/$defs/n\"},"
                                " \"b\": {\"type\": \"string\", \"pattern\": \"^x+$\", \"maxLength\": 4}},"
                                " \"additionalProperties\": false, \"x-vendor\": 1}}]}]}";
        Collection c;
        QString error;
        QCOMPARE(CollectionFile::parse(text, &c, &error), CollectionFile::Status::Ok);
    }

    void badFiles()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, status);
        QFETCH(QString, mustSay);
        Collection collection;
        collection.name = QStringLiteral("untouched");
        QString error;
        QCOMPARE(int(CollectionFile::parse(bytes, &collection, &error)), status);
        QVERIFY2(error.contains(mustSay), qPrintable(error));
        QCOMPARE(collection.name, QStringLiteral("untouched"));
    }
};

QTEST_GUILESS_MAIN(TestCollectionFile)
#include "tst_collectionfile.moc"
