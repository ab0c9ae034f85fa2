#include "lib/json/jsonsplice.h"

#include <QTest>

using namespace RpcScope;

class TestJsonSplice : public QObject
{
    Q_OBJECT

private slots:
    void setReplacesOnlyTheValue_data();
    void setReplacesOnlyTheValue();
    void setAddsInTheStyleOfTheNeighbours_data();
    void setAddsInTheStyleOfTheNeighbours();
    void setCreatesObjectsOnTheWay();
    void setRefusesNonObjects();
    void removeTakesItsComma_data();
    void removeTakesItsComma();
    void removeAbsentIsNoChange();
    void memberTextIsExact();
};

void TestJsonSplice::setReplacesOnlyTheValue_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QStringList>("path");
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("id keeps spacing and numbers")
        << QByteArray("{ \"jsonrpc\" : \"2.0\",\"id\":1, \"params\": {\"n\": 1.0e3} }") << QStringList{"id"}
        << QByteArray("\"abc\"") << QByteArray("{ \"jsonrpc\" : \"2.0\",\"id\":\"abc\", \"params\": {\"n\": 1.0e3} }");
    QTest::newRow("nested cursor")
        << QByteArray("{\"method\": \"tools/list\", \"params\": {\"cursor\": null, \"z\": 9007199254740993}}")
        << QStringList{"params", "cursor"} << QByteArray("\"p2\"")
        << QByteArray("{\"method\": \"tools/list\", \"params\": {\"cursor\": \"p2\", \"z\": 9007199254740993}}");
    QTest::newRow("whole params object")
        << QByteArray("{\n  \"params\": {\n    \"a\": 1\n  },\n  \"id\": 2\n}") << QStringList{"params"}
        << QByteArray("[1, 2]") << QByteArray("{\n  \"params\": [1, 2],\n  \"id\": 2\n}");
    QTest::newRow("unicode keys")
        << QByteArray("{\"m\\u00e9thode\": 1, \"x\": \"é\"}") << QStringList{"méthode"} << QByteArray("2")
        << QByteArray("{\"m\\u00e9thode\": 2, \"x\": \"é\"}");
}

void TestJsonSplice::setReplacesOnlyTheValue()
{
    QFETCH(QByteArray, text);
    QFETCH(QStringList, path);
    QFETCH(QByteArray, value);
    QFETCH(QByteArray, expected);
    QCOMPARE(JsonSplice::setMember(text, path, value), expected);
}

void TestJsonSplice::setAddsInTheStyleOfTheNeighbours_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("one line") << QByteArray("{\"jsonrpc\":\"2.0\", \"method\":\"a\"}")
                              << QByteArray("{\"jsonrpc\":\"2.0\", \"method\":\"a\", \"id\":7}");
    QTest::newRow("pretty") << QByteArray("{\n    \"jsonrpc\": \"2.0\",\n    \"method\": \"a\"\n}\n")
                            << QByteArray("{\n    \"jsonrpc\": \"2.0\",\n    \"method\": \"a\",\n    \"id\": 7\n}\n");
    QTest::newRow("empty") << QByteArray("{}") << QByteArray("{\"id\": 7}");
    QTest::newRow("empty with space") << QByteArray("{ }") << QByteArray("{\"id\": 7}");
}

void TestJsonSplice::setAddsInTheStyleOfTheNeighbours()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, expected);
    QCOMPARE(JsonSplice::setMember(text, {"id"}, "7"), expected);
}

void TestJsonSplice::setCreatesObjectsOnTheWay()
{
    QCOMPARE(JsonSplice::setMember("{\"method\": \"x\"}", {"params", "cursor"}, "\"c\""),
             QByteArray("{\"method\": \"x\", \"params\": {\"cursor\": \"c\"}}"));
    // params given by position cannot take a member: it becomes the object the path needs.
    QCOMPARE(JsonSplice::setMember("{\"params\": [1]}", {"params", "cursor"}, "\"c\""),
             QByteArray("{\"params\": {\"cursor\": \"c\"}}"));
    QCOMPARE(JsonSplice::setMember("{\"a\": {}}", {"a", "b", "c"}, "true"),
             QByteArray("{\"a\": {\"b\": {\"c\": true}}}"));
}

void TestJsonSplice::setRefusesNonObjects()
{
    QString error;
    QVERIFY(JsonSplice::setMember("[1, 2]", {"id"}, "1", &error).isNull());
    QVERIFY(!error.isEmpty());
    error.clear();
    QVERIFY(JsonSplice::setMember("{\"id\": ", {"id"}, "1", &error).isNull());
    QVERIFY(!error.isEmpty());
}

void TestJsonSplice::removeTakesItsComma_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("first") << QByteArray("{\"id\": 1, \"method\": \"a\"}") << QByteArray("{\"method\": \"a\"}");
    QTest::newRow("middle") << QByteArray("{\"a\": 1, \"id\": 1, \"b\": 2}") << QByteArray("{\"a\": 1, \"b\": 2}");
    QTest::newRow("last pretty") << QByteArray("{\n  \"method\": \"a\",\n  \"id\": 1\n}")
                                 << QByteArray("{\n  \"method\": \"a\"\n}");
    QTest::newRow("only") << QByteArray("{ \"id\": 1 } ") << QByteArray("{} ");
}

void TestJsonSplice::removeTakesItsComma()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, expected);
    QCOMPARE(JsonSplice::removeMember(text, {"id"}), expected);
}

void TestJsonSplice::removeAbsentIsNoChange()
{
    const QByteArray text = "{\"method\": \"a\", \"params\": {\"x\": 1}}";
    QCOMPARE(JsonSplice::removeMember(text, {"id"}), text);
    QCOMPARE(JsonSplice::removeMember(text, {"params", "y"}), text);
    QCOMPARE(JsonSplice::removeMember(text, {"params", "x"}), QByteArray("{\"method\": \"a\", \"params\": {}}"));
}

void TestJsonSplice::memberTextIsExact()
{
    const QByteArray text = "{\"id\": 9007199254740993, \"params\": {\"list\": [1.50, \"x\"]}}";
    QCOMPARE(JsonSplice::memberText(text, {"id"}), QByteArray("9007199254740993"));
    QCOMPARE(JsonSplice::memberText(text, {"params", "list"}), QByteArray("[1.50, \"x\"]"));
    QVERIFY(JsonSplice::memberText(text, {"nope"}).isNull());
    QVERIFY(JsonSplice::memberText("not json", {"id"}).isNull());
}

QTEST_GUILESS_MAIN(TestJsonSplice)
#include "tst_jsonsplice.moc"
