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
        QCOMPARE(back.auth.retryCodes, (QList<qint64>{-32001, 401}));
        QVERIFY(back.variables.at(1).secret);
        QVERIFY(back.variables.at(1).value.isEmpty());
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
        QCOMPARE(text.count("\"type\": \"request\""), 4);
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
        QCOMPARE(back.items.size(), size_t(3));
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
        QTest::newRow("header not a pair")
            << QByteArray(head + "  \"items\": [{\"type\": \"request\", \"name\": \"r\", \"method\": \"m\", \"headers\": [\"X: y\"]}]\n}")
            << int(CollectionFile::Status::Damaged) << QStringLiteral("items[0].headers[0]");
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
