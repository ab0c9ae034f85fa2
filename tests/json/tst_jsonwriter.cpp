#include "lib/json/jsondocument.h"
#include "lib/json/jsonwriter.h"

#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;
using RpcScope::JsonDocument;
using RpcScope::JsonWriter;

class tst_JsonWriter final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();

    void prettyDefault();
    void layout_data();
    void layout();
    void indentClamped();
    void roundTrip_data();
    void roundTrip();
    void subtree();
    void maxIndentDepth();
    void deepArrays();
    void deepObjects();
    void invalidInput();
    void quote_data();
    void quote();
};

void tst_JsonWriter::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void tst_JsonWriter::prettyDefault()
{
    const JsonDocument document = JsonDocument::parse(
            R"({"b":1,"a":[1,2.50,{}],"c":{"x":null,"y":"\u00e9"},"d":[],"b":1e400})"_ba);
    QVERIFY(document.isValid());
    // Key order, the duplicate "b", 2.50, 1e400 and the \u escape all survive.
    const QByteArray expected = "{\n"
                                "  \"b\": 1,\n"
                                "  \"a\": [\n"
                                "    1,\n"
                                "    2.50,\n"
                                "    {}\n"
                                "  ],\n"
                                "  \"c\": {\n"
                                "    \"x\": null,\n"
                                "    \"y\": \"\\u00e9\"\n"
                                "  },\n"
                                "  \"d\": [],\n"
                                "  \"b\": 1e400\n"
                                "}"_ba;
    QCOMPARE(JsonWriter().write(document), expected);
    QCOMPARE(JsonWriter::prettyPrint(document), expected);
}

void tst_JsonWriter::layout_data()
{
    QTest::addColumn<int>("indent");
    QTest::addColumn<bool>("compact");
    QTest::addColumn<QByteArray>("expected");

    QTest::newRow("indent 2") << 2 << false
                              << "{\n  \"a\": [\n    1,\n    {\n      \"b\": true\n    }\n  ]\n}"_ba;
    QTest::newRow("indent 4") << 4 << false
                              << "{\n    \"a\": [\n        1,\n        {\n            \"b\": true\n"
                                 "        }\n    ]\n}"_ba;
    QTest::newRow("indent 0") << 0 << false << "{\n\"a\": [\n1,\n{\n\"b\": true\n}\n]\n}"_ba;
    QTest::newRow("compact") << 2 << true << R"({"a":[1,{"b":true}]})"_ba;
}

void tst_JsonWriter::layout()
{
    QFETCH(int, indent);
    QFETCH(bool, compact);
    QFETCH(QByteArray, expected);

    const JsonDocument document = JsonDocument::parse("{ \"a\" :\n[ 1 ,{\"b\"  :true} ] }"_ba);
    QVERIFY(document.isValid());
    JsonWriter writer;
    writer.setIndent(indent);
    writer.setCompact(compact);
    QCOMPARE(writer.indent(), indent);
    QCOMPARE(writer.isCompact(), compact);
    QCOMPARE(writer.write(document), expected);
    if (compact)
        QCOMPARE(JsonWriter::compact(document), expected);
    else
        QCOMPARE(JsonWriter::prettyPrint(document, 0, indent), expected);
}

void tst_JsonWriter::indentClamped()
{
    JsonWriter writer;
    QCOMPARE(writer.indent(), 2);
    writer.setIndent(100);
    QCOMPARE(writer.indent(), 16);
    writer.setIndent(-3);
    QCOMPARE(writer.indent(), 0);
    writer.setMaxIndentDepth(-1);
    QCOMPARE(writer.maxIndentDepth(), 0);
}

void tst_JsonWriter::roundTrip_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("compact");

    QTest::newRow("number") << " 42 "_ba << "42"_ba;
    QTest::newRow("string") << "\"s\""_ba << "\"s\""_ba;
    QTest::newRow("literal") << "\ttrue\n"_ba << "true"_ba;
    QTest::newRow("empty array") << "[ ]"_ba << "[]"_ba;
    QTest::newRow("empty object") << "{\n}"_ba << "{}"_ba;
    QTest::newRow("numbers as written") << "[ 1.0, -0, 1e400, 9007199254740993, 1E2, 0.10 ]"_ba
                                        << "[1.0,-0,1e400,9007199254740993,1E2,0.10]"_ba;
    QTest::newRow("escapes as written") << R"([ "\u00e9\n\/", "\ud83d\ude00" ])"_ba
                                        << R"(["\u00e9\n\/","\ud83d\ude00"])"_ba;
    QTest::newRow("raw UTF-8") << "{ \"ключ\" : \"東京 🚀\" }"_ba << "{\"ключ\":\"東京 🚀\"}"_ba;
    QTest::newRow("duplicates kept") << R"({"a":1, "a":2})"_ba << R"({"a":1,"a":2})"_ba;
    QTest::newRow("nested")
            << "{\"r\":[[],{},[{}],{\"x\":[null,false]}]}"_ba
            << "{\"r\":[[],{},[{}],{\"x\":[null,false]}]}"_ba;
    QTest::newRow("whitespace inside strings kept") << "[\"a  b\"]"_ba << "[\"a  b\"]"_ba;
}

void tst_JsonWriter::roundTrip()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, compact);

    const JsonDocument document = JsonDocument::parse(text);
    QVERIFY2(document.isValid(), qPrintable(document.error().message));
    QCOMPARE(JsonWriter::compact(document), compact);

    // The pretty form is valid JSON with the same content.
    const QByteArray pretty = JsonWriter::prettyPrint(document);
    const JsonDocument reparsed = JsonDocument::parse(pretty);
    QVERIFY2(reparsed.isValid(), qPrintable(reparsed.error().message + u"\n"_s
                                             + QString::fromUtf8(pretty)));
    QCOMPARE(reparsed.nodeCount(), document.nodeCount());
    QCOMPARE(JsonWriter::compact(reparsed), compact);
    QCOMPARE(reparsed.duplicateKeys().size(), document.duplicateKeys().size());
}

void tst_JsonWriter::subtree()
{
    const JsonDocument document =
            JsonDocument::parse(R"({"jsonrpc":"2.0","result":{"items":[1,2],"next":null},"id":3})"_ba);
    QVERIFY(document.isValid());
    const int result = document.member(0, u"result");
    QCOMPARE(JsonWriter().write(document, result),
             "{\n  \"items\": [\n    1,\n    2\n  ],\n  \"next\": null\n}"_ba);
    QCOMPARE(JsonWriter::compact(document, result), R"({"items":[1,2],"next":null})"_ba);
    QCOMPARE(JsonWriter::prettyPrint(document, document.member(0, u"id")), "3"_ba);
    // A key node writes as its string.
    QCOMPARE(JsonWriter::compact(document, 1), "\"jsonrpc\""_ba);
}

void tst_JsonWriter::maxIndentDepth()
{
    const JsonDocument document = JsonDocument::parse(R"({"a":{"b":[1,2]},"c":3})"_ba);
    QVERIFY(document.isValid());
    JsonWriter writer;
    writer.setMaxIndentDepth(1);
    QCOMPARE(writer.write(document), "{\n  \"a\": {\"b\":[1,2]},\n  \"c\": 3\n}"_ba);
    writer.setMaxIndentDepth(2);
    QCOMPARE(writer.write(document), "{\n  \"a\": {\n    \"b\": [1,2]\n  },\n  \"c\": 3\n}"_ba);
    writer.setMaxIndentDepth(0);
    QCOMPARE(writer.write(document), R"({"a":{"b":[1,2]},"c":3})"_ba);
}

void tst_JsonWriter::deepArrays()
{
    constexpr int Depth = 100000;
    const JsonDocument document =
            JsonDocument::parse(QByteArray(Depth, '[') + "0" + QByteArray(Depth, ']'));
    QVERIFY(document.isValid());

    const QByteArray pretty = JsonWriter::prettyPrint(document);
    QVERIFY(pretty.startsWith("[\n  [\n    [\n      ["));
    // Indentation stops growing at maxIndentDepth, so the size stays linear.
    QVERIFY2(pretty.size() < 4 * Depth, qPrintable(QString::number(pretty.size())));
    const JsonDocument reparsed = JsonDocument::parse(pretty);
    QVERIFY2(reparsed.isValid(), qPrintable(reparsed.error().message));
    QCOMPARE(reparsed.nodeCount(), Depth + 1);
    QCOMPARE(reparsed.toInt64(Depth), 0);

    QCOMPARE(JsonWriter::compact(document), QByteArray(Depth, '[') + "0" + QByteArray(Depth, ']'));
}

void tst_JsonWriter::deepObjects()
{
    constexpr int Depth = 100000;
    QByteArray text;
    for (int i = 0; i < Depth; ++i)
        text += R"({"k":)";
    text += "[]" + QByteArray(Depth, '}');
    const JsonDocument document = JsonDocument::parse(text);
    QVERIFY(document.isValid());
    QCOMPARE(JsonWriter::compact(document), text);
    const QByteArray pretty = JsonWriter::prettyPrint(document, 0, 3);
    QVERIFY(pretty.startsWith("{\n   \"k\": {\n      \"k\": {"));
    const JsonDocument reparsed = JsonDocument::parse(pretty);
    QVERIFY2(reparsed.isValid(), qPrintable(reparsed.error().message));
    QCOMPARE(JsonWriter::compact(reparsed), text);
}

void tst_JsonWriter::invalidInput()
{
    QVERIFY(JsonWriter().write(JsonDocument()).isEmpty());
    QVERIFY(JsonWriter().write(JsonDocument::parse("[1,"_ba)).isEmpty());
    const JsonDocument document = JsonDocument::parse("[1]"_ba);
    QVERIFY(JsonWriter().write(document, -1).isEmpty());
    QVERIFY(JsonWriter().write(document, 2).isEmpty());
    QCOMPARE(JsonWriter().write(document, 1), "1"_ba);
}

void tst_JsonWriter::quote_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QByteArray>("literal");
    QTest::addColumn<QString>("decoded");

    QTest::newRow("empty") << u""_s << "\"\""_ba << u""_s;
    QTest::newRow("plain") << u"plain text"_s << "\"plain text\""_ba << u"plain text"_s;
    QTest::newRow("quote and backslash") << u"a\"b\\c"_s << R"("a\"b\\c")"_ba << u"a\"b\\c"_s;
    QTest::newRow("short escapes") << u"\b\f\n\r\t"_s << R"("\b\f\n\r\t")"_ba << u"\b\f\n\r\t"_s;
    QTest::newRow("other controls") << u"\x01\x1f"_s << R"("\u0001\u001f")"_ba << u"\x01\x1f"_s;
    QTest::newRow("NUL") << QString(QChar(0)) << R"("\u0000")"_ba << QString(QChar(0));
    QTest::newRow("DEL and slash kept") << u"\x7f/"_s << "\"\x7f/\""_ba << u"\x7f/"_s;
    QTest::newRow("non-ASCII kept") << u"é東🚀"_s << "\"é東🚀\""_ba << u"é東🚀"_s;
    QTest::newRow("lone high surrogate") << QString(QChar(0xd83d)) + u"x"_s
                                         << "\"\xef\xbf\xbdx\""_ba << u"\ufffdx"_s;
    QTest::newRow("lone low surrogate") << QString(QChar(0xde00)) << "\"\xef\xbf\xbd\""_ba
                                        << u"\ufffd"_s;
    QTest::newRow("high surrogate at the end") << u"a"_s + QChar(0xd83d)
                                               << "\"a\xef\xbf\xbd\""_ba << u"a\ufffd"_s;
}

void tst_JsonWriter::quote()
{
    QFETCH(QString, text);
    QFETCH(QByteArray, literal);
    QFETCH(QString, decoded);

    const QByteArray quoted = JsonWriter::quote(text);
    QCOMPARE(quoted, literal);
    const JsonDocument document = JsonDocument::parse(quoted);
    QVERIFY2(document.isValid(), qPrintable(document.error().message));
    QCOMPARE(document.string(0), decoded);
}

QTEST_GUILESS_MAIN(tst_JsonWriter)
#include "tst_jsonwriter.moc"
