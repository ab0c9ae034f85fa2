#include "lib/json/jsonbuilder.h"
#include "lib/rpc/requestbuilder.h"
#include "lib/rpc/sentmessage.h"

#include <QStandardPaths>
#include <QTest>

using namespace RpcScope;

class tst_RequestBuilder final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void build_data();
    void build();
    void rejectsBadParams_data();
    void rejectsBadParams();
    void batch();
    void idSequence();
    void ids_data();
    void ids();
    void sentMessage_data();
    void sentMessage();
    void jsonBuilderKeepsOrder();
};

void tst_RequestBuilder::build_data()
{
    QTest::addColumn<QString>("method");
    QTest::addColumn<QByteArray>("params");
    QTest::addColumn<QByteArray>("idText");   // empty: notification
    QTest::addColumn<QByteArray>("expected");

    QTest::addRow("no params") << "ping" << QByteArray() << QByteArray("1")
                               << QByteArray(R"({"jsonrpc":"2.0","id":1,"method":"ping"})");
    QTest::addRow("notification has no id member")
        << "notifications/initialized" << QByteArray() << QByteArray()
        << QByteArray(R"({"jsonrpc":"2.0","method":"notifications/initialized"})");
    QTest::addRow("null id") << "a" << QByteArray() << QByteArray("null")
                             << QByteArray(R"({"jsonrpc":"2.0","id":null,"method":"a"})");
    QTest::addRow("string id") << "a" << QByteArray() << QByteArray(R"("req-1")")
                               << QByteArray(R"({"jsonrpc":"2.0","id":"req-1","method":"a"})");
    QTest::addRow("64-bit id kept") << "a" << QByteArray() << QByteArray("9007199254740993")
                                    << QByteArray(R"({"jsonrpc":"2.0","id":9007199254740993,"method":"a"})");
    QTest::addRow("object params keep order and spelling")
        << "math.add" << QByteArray("{ \"b\": 1.0,\n  \"a\": 9007199254740993 }") << QByteArray("2")
        << QByteArray(R"({"jsonrpc":"2.0","id":2,"method":"math.add","params":{"b":1.0,"a":9007199254740993}})");
    QTest::addRow("array params (aria2 token)")
        << "aria2.tellActive" << QByteArray(R"(["token:secret", ["gid"]])") << QByteArray("3")
        << QByteArray(R"({"jsonrpc":"2.0","id":3,"method":"aria2.tellActive","params":["token:secret",["gid"]]})");
    QTest::addRow("method with quote and unicode")
        << QString::fromUtf8("a\"b\xC3\xA9") << QByteArray() << QByteArray("1")
        << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"a\\\"b\xC3\xA9\"}");
}

void tst_RequestBuilder::build()
{
    QFETCH(QString, method);
    QFETCH(QByteArray, params);
    QFETCH(QByteArray, idText);
    QFETCH(QByteArray, expected);
    RequestSpec spec{method, params, idText.isEmpty() ? RequestId() : RequestId::fromJsonText(idText)};
    QString error;
    QCOMPARE(RequestBuilder::build(spec, &error), expected);
    QVERIFY(error.isEmpty());
}

void tst_RequestBuilder::rejectsBadParams_data()
{
    QTest::addColumn<QByteArray>("params");
    QTest::addRow("scalar") << QByteArray("42");
    QTest::addRow("string") << QByteArray(R"("x")");
    QTest::addRow("broken") << QByteArray("{\"a\":");
}

void tst_RequestBuilder::rejectsBadParams()
{
    QFETCH(QByteArray, params);
    QString error;
    QVERIFY(RequestBuilder::build({QStringLiteral("m"), params, RequestId::number(1)}, &error).isEmpty());
    QVERIFY(!error.isEmpty());
}

void tst_RequestBuilder::batch()
{
    const QByteArray bytes = RequestBuilder::buildBatch({{QStringLiteral("a"), {}, RequestId::number(1)},
                                                         {QStringLiteral("b"), {}, RequestId()}});
    QCOMPARE(bytes, QByteArray(R"([{"jsonrpc":"2.0","id":1,"method":"a"},{"jsonrpc":"2.0","method":"b"}])"));
    QCOMPARE(RequestBuilder::buildBatch({}), QByteArray("[]"));
}

void tst_RequestBuilder::idSequence()
{
    IdSequence ids;
    QCOMPARE(ids.next().raw(), QByteArray("1"));
    QCOMPARE(ids.next().raw(), QByteArray("2"));
    QCOMPARE(ids.last(), 2);
}

void tst_RequestBuilder::ids_data()
{
    QTest::addColumn<QByteArray>("a");
    QTest::addColumn<QByteArray>("b");
    QTest::addColumn<bool>("matches");
    QTest::addColumn<bool>("onlyAsText");
    QTest::addRow("same number") << QByteArray("1") << QByteArray("1") << true << false;
    QTest::addRow("1 and 1.0") << QByteArray("1") << QByteArray("1.0") << true << false;
    QTest::addRow("number vs string") << QByteArray("1") << QByteArray(R"("1")") << false << true;
    QTest::addRow("big ints differ") << QByteArray("9007199254740993") << QByteArray("9007199254740992") << false
                                     << false;
    QTest::addRow("escaped string") << QByteArray(R"("ab")") << QByteArray(R"("a\u0062")") << true << false;
    QTest::addRow("null") << QByteArray("null") << QByteArray("null") << true << false;
    QTest::addRow("null vs string") << QByteArray("null") << QByteArray(R"("null")") << false << false;
}

void tst_RequestBuilder::ids()
{
    QFETCH(QByteArray, a);
    QFETCH(QByteArray, b);
    QFETCH(bool, matches);
    QFETCH(bool, onlyAsText);
    const RequestId x = RequestId::fromJsonText(a), y = RequestId::fromJsonText(b);
    QCOMPARE(x.matches(y), matches);
    QCOMPARE(y.matches(x), matches);
    QCOMPARE(x.matchesOnlyAsText(y), onlyAsText);
    QCOMPARE(x.raw(), a);
}

void tst_RequestBuilder::sentMessage_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<bool>("parsed");
    QTest::addColumn<bool>("batch");
    QTest::addColumn<int>("items");
    QTest::addColumn<int>("expected");
    QTest::addColumn<bool>("onlyNotifications");
    QTest::addRow("single") << QByteArray(R"({"jsonrpc":"2.0","id":1,"method":"a"})") << true << false << 1 << 1 << false;
    QTest::addRow("notification") << QByteArray(R"({"jsonrpc":"2.0","method":"a"})") << true << false << 1 << 0 << true;
    QTest::addRow("batch mixed") << QByteArray(R"([{"jsonrpc":"2.0","id":1,"method":"a"},{"jsonrpc":"2.0","method":"b"}])")
                                 << true << true << 2 << 1 << false;
    QTest::addRow("batch of notifications") << QByteArray(R"([{"jsonrpc":"2.0","method":"a"},{"jsonrpc":"2.0","method":"b"}])")
                                            << true << true << 2 << 0 << true;
    QTest::addRow("empty batch") << QByteArray("[]") << true << true << 0 << 1 << false;
    QTest::addRow("invalid item") << QByteArray("[1]") << true << true << 1 << 1 << false;
    QTest::addRow("not json") << QByteArray("{nope") << false << false << 0 << 1 << false;
}

void tst_RequestBuilder::sentMessage()
{
    QFETCH(QByteArray, bytes);
    QFETCH(bool, parsed);
    QFETCH(bool, batch);
    QFETCH(int, items);
    QFETCH(int, expected);
    QFETCH(bool, onlyNotifications);
    const SentMessage sent = SentMessage::fromBytes(bytes);
    QCOMPARE(sent.parsed, parsed);
    QCOMPARE(sent.batch, batch);
    QCOMPARE(sent.items.size(), items);
    QCOMPARE(sent.expectedResponses(), expected);
    QCOMPARE(sent.onlyNotifications(), onlyNotifications);
}

void tst_RequestBuilder::jsonBuilderKeepsOrder()
{
    JsonBuilder compact(0);
    compact.beginObject().key(u"z").value(1).key(u"a").raw("1.0").key(u"list").beginArray().value(true).null()
        .endArray().key(u"empty").beginObject().endObject().endObject();
    QCOMPARE(compact.text(), QByteArray(R"({"z":1,"a":1.0,"list":[true,null],"empty":{}})"));

    JsonBuilder pretty(2);
    pretty.beginObject().key(u"a").beginArray().value(u"x").endArray().endObject();
    QCOMPARE(pretty.text(), QByteArray("{\n  \"a\": [\n    \"x\"\n  ]\n}"));
}

QTEST_GUILESS_MAIN(tst_RequestBuilder)
#include "tst_requestbuilder.moc"
