#include "lib/transport/framing/concatenatedjsonframer.h"
#include "lib/transport/framing/contentlengthframer.h"
#include "lib/transport/framing/ndjsonframer.h"

#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTest>

using namespace RpcScope;

namespace {

// What a framer gave back, in order: "m:<bytes>" for a message, "!" for a reported problem.
// Rows list the problems as "!<words the sentence must contain>".
QStringList drain(Framer &framer, QStringList *errors = nullptr)
{
    QStringList events;
    for (;;) {
        const std::optional<QByteArray> message = framer.takeNext();
        const QStringList problems = framer.takeErrors();
        for (const QString &problem : problems) {
            events.append(QStringLiteral("!"));
            if (errors)
                errors->append(problem);
        }
        if (!message)
            return events;
        events.append(QStringLiteral("m:") + QString::fromLatin1(message->toPercentEncoding(" {}[]\":,")));
    }
}

QStringList feed(Framer &framer, const QByteArrayList &chunks, QStringList *errors)
{
    QStringList events;
    for (const QByteArray &chunk : chunks) {
        framer.push(chunk);
        events += drain(framer, errors);
    }
    return events;
}

QStringList expectedEvents(const QByteArrayList &expected)
{
    QStringList events;
    for (const QByteArray &item : expected) {
        if (item.startsWith('!'))
            events.append(QStringLiteral("!"));
        else
            events.append(QStringLiteral("m:") + QString::fromLatin1(item.toPercentEncoding(" {}[]\":,")));
    }
    return events;
}

void verifyErrorWords(const QStringList &errors, const QByteArrayList &expected)
{
    QStringList words;
    for (const QByteArray &item : expected) {
        if (item.startsWith('!'))
            words.append(QString::fromUtf8(item.mid(1)));
    }
    QCOMPARE(errors.size(), words.size());
    for (qsizetype i = 0; i < words.size(); ++i) {
        QVERIFY2(errors.at(i).contains(words.at(i), Qt::CaseInsensitive),
                 qPrintable(QStringLiteral("error %1 is \"%2\", expected it to mention \"%3\"")
                                .arg(i).arg(errors.at(i), words.at(i))));
    }
}

QByteArrayList bytewise(const QByteArrayList &chunks)
{
    QByteArrayList bytes;
    for (const QByteArray &chunk : chunks) {
        for (const char c : chunk)
            bytes.append(QByteArray(1, c));
    }
    return bytes;
}

} // namespace

class tst_Framers final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();

    void ndjson_data();
    void ndjson();
    void contentLength_data();
    void contentLength();
    void contentLengthMismatchIsAFinding();
    void concatenated_data();
    void concatenated();
    void concatenatedEncode();
    void concatenatedOversizedValueIsNotBuffered();

    void ndjsonEncode_data();
    void ndjsonEncode();
    void contentLengthEncode_data();
    void contentLengthEncode();
    void encodeThenDecode_data();
    void encodeThenDecode();

    void ndjsonOversizedLineIsNotBuffered();
    void contentLengthOversizedBodyIsNotBuffered();
    void contentLengthGarbageIsNotBuffered();
    void largeMessageInSmallReads_data();
    void largeMessageInSmallReads();
    void resetForgetsEverything();
    void framingNames_data();
    void framingNames();
};

void tst_Framers::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

// Columns shared by both framer tables.
static void addColumns()
{
    QTest::addColumn<qsizetype>("maxSize");
    QTest::addColumn<QByteArrayList>("chunks");
    QTest::addColumn<QByteArrayList>("expected");
    QTest::addColumn<bool>("anySplit");  // the same outcome must come byte by byte and all at once
}

void tst_Framers::ndjson_data()
{
    addColumns();
    const qsizetype big = Framer::DefaultMaxMessageSize;

    QTest::addRow("whole message") << big << QByteArrayList{"{\"a\":1}\n"} << QByteArrayList{"{\"a\":1}"} << true;
    QTest::addRow("split message") << big << QByteArrayList{"{\"a\"", ":1}\n"} << QByteArrayList{"{\"a\":1}"} << true;
    QTest::addRow("two in one read") << big << QByteArrayList{"{}\n[]\n"} << QByteArrayList{"{}", "[]"} << true;
    QTest::addRow("incomplete line waits") << big << QByteArrayList{"{}"} << QByteArrayList{} << true;
    QTest::addRow("message then partial") << big << QByteArrayList{"{}\n{\"partial"} << QByteArrayList{"{}"} << true;
    QTest::addRow("CRLF") << big << QByteArrayList{"{}\r\n[]\r\n"} << QByteArrayList{"{}", "[]"} << true;
    QTest::addRow("CR and LF in two reads") << big << QByteArrayList{"{}\r", "\n"} << QByteArrayList{"{}"} << true;
    QTest::addRow("blank lines skipped") << big << QByteArrayList{"\n\r\n  \n{}\n\t \r\n[]\n\n"}
                                         << QByteArrayList{"{}", "[]"} << true;
    QTest::addRow("lone CR kept") << big << QByteArrayList{"a\rb\n"} << QByteArrayList{"a\rb"} << true;
    QTest::addRow("only the last CR dropped") << big << QByteArrayList{"x\r\r\n"} << QByteArrayList{"x\r"} << true;
    QTest::addRow("CR at line start kept") << big << QByteArrayList{"\rx\n"} << QByteArrayList{"\rx"} << true;
    QTest::addRow("garbage lines are messages") << big << QByteArrayList{"not json\n<html>\n{}\n"}
                                                << QByteArrayList{"not json", "<html>", "{}"} << true;
    QTest::addRow("surrounding spaces kept") << big << QByteArrayList{"  {} \n"} << QByteArrayList{"  {} "} << true;
    QTest::addRow("UTF-8 split across reads") << big << QByteArrayList{"{\"s\":\"\xc3", "\xa9\"}\n"}
                                              << QByteArrayList{"{\"s\":\"\xc3\xa9\"}"} << true;
    QTest::addRow("empty reads") << big << QByteArrayList{"", "{}\n", ""} << QByteArrayList{"{}"} << true;
    QTest::addRow("NUL bytes kept") << big << QByteArrayList{QByteArray("a\0b\n", 4)}
                                    << QByteArrayList{QByteArray("a\0b", 3)} << true;

    QTest::addRow("oversized line in one read") << qsizetype(8) << QByteArrayList{"123456789\n{}\n"}
                                                << QByteArrayList{"!limit", "{}"} << false;
    QTest::addRow("oversized line over reads") << qsizetype(8) << QByteArrayList{"12345", "6789abc", "def\n{}\n"}
                                               << QByteArrayList{"!limit", "{}"} << false;
    QTest::addRow("oversized line ends in the read that overflows")
        << qsizetype(8) << QByteArrayList{"1234567", "89\n{}\n"} << QByteArrayList{"!limit", "{}"} << false;
    QTest::addRow("line exactly at the cap") << qsizetype(8) << QByteArrayList{"12345678\n"}
                                             << QByteArrayList{"12345678"} << true;
    QTest::addRow("line at the cap with CRLF in two reads")
        << qsizetype(8) << QByteArrayList{"12345678\r", "\n"} << QByteArrayList{"12345678"} << false;
    QTest::addRow("two oversized lines") << qsizetype(4) << QByteArrayList{"aaaaaa\nbbbbbb\nok\n"}
                                         << QByteArrayList{"!limit", "!limit", "ok"} << false;
}

void tst_Framers::ndjson()
{
    QFETCH(qsizetype, maxSize);
    QFETCH(QByteArrayList, chunks);
    QFETCH(QByteArrayList, expected);
    QFETCH(bool, anySplit);

    NdjsonFramer framer(maxSize);
    QStringList errors;
    QCOMPARE(feed(framer, chunks, &errors), expectedEvents(expected));
    verifyErrorWords(errors, expected);

    if (anySplit) {
        NdjsonFramer bytes(maxSize);
        QCOMPARE(feed(bytes, bytewise(chunks), nullptr), expectedEvents(expected));
        NdjsonFramer whole(maxSize);
        QCOMPARE(feed(whole, {chunks.join()}, nullptr), expectedEvents(expected));
    }
}

void tst_Framers::contentLength_data()
{
    addColumns();
    const qsizetype big = Framer::DefaultMaxMessageSize;
    const QByteArray header = "Content-Length: 2\r\n\r\n";

    QTest::addRow("whole message") << big << QByteArrayList{header + "{}"} << QByteArrayList{"{}"} << true;
    QTest::addRow("header split") << big << QByteArrayList{"Content-Len", "gth: 2\r\n\r\n{}"}
                                  << QByteArrayList{"{}"} << true;
    QTest::addRow("split inside the blank line") << big << QByteArrayList{"Content-Length: 2\r\n\r", "\n{}"}
                                                 << QByteArrayList{"{}"} << true;
    QTest::addRow("two in one read") << big << QByteArrayList{header + "{}" + header + "[]"}
                                     << QByteArrayList{"{}", "[]"} << true;
    QTest::addRow("body incomplete") << big << QByteArrayList{"Content-Length: 5\r\n\r\n{}"} << QByteArrayList{}
                                     << true;
    QTest::addRow("body split") << big << QByteArrayList{"Content-Length: 7\r\n\r\n{\"a\"", ":1}"}
                                << QByteArrayList{"{\"a\":1}"} << true;
    QTest::addRow("header only") << big << QByteArrayList{"Content-Length: 2\r\n"} << QByteArrayList{} << true;
    QTest::addRow("lower case name") << big << QByteArrayList{"content-length: 2\r\n\r\n{}"}
                                     << QByteArrayList{"{}"} << true;
    QTest::addRow("upper case, no space") << big << QByteArrayList{"CONTENT-LENGTH:2\r\n\r\n{}"}
                                          << QByteArrayList{"{}"} << true;
    QTest::addRow("spaces around the value") << big << QByteArrayList{"Content-Length:   2  \r\n\r\n{}"}
                                             << QByteArrayList{"{}"} << true;
    QTest::addRow("Content-Type after") << big
        << QByteArrayList{"Content-Length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}"}
        << QByteArrayList{"{}"} << true;
    QTest::addRow("Content-Type before") << big
        << QByteArrayList{"Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{}"}
        << QByteArrayList{"{}"} << true;
    QTest::addRow("LF-only line ends") << big << QByteArrayList{"Content-Length: 2\n\n{}"}
                                       << QByteArrayList{"{}"} << true;
    QTest::addRow("zero length") << big << QByteArrayList{"Content-Length: 0\r\n\r\n" + header + "{}"}
                                 << QByteArrayList{"", "{}"} << true;
    QTest::addRow("body bytes are opaque") << big
        << QByteArrayList{"Content-Length: 22\r\n\r\nContent-Length: 1\r\n\r\n\n"}
        << QByteArrayList{"Content-Length: 1\r\n\r\n\n"} << true;
    QTest::addRow("same length twice") << big << QByteArrayList{"Content-Length: 2\r\nContent-Length: 2\r\n\r\n{}"}
                                       << QByteArrayList{"{}"} << true;
    QTest::addRow("stray line end between messages") << big << QByteArrayList{header + "{}\r\n" + header + "[]"}
                                                     << QByteArrayList{"{}", "[]"} << true;
    QTest::addRow("UTF-8 split across reads") << big
        << QByteArrayList{"Content-Length: 10\r\n\r\n{\"s\":\"\xc3", "\xa9\"}"}
        << QByteArrayList{"{\"s\":\"\xc3\xa9\"}"} << true;

    QTest::addRow("garbage line then valid") << big << QByteArrayList{"server starting\n" + header + "{}"}
                                             << QByteArrayList{"!not a message header", "{}"} << true;
    QTest::addRow("garbage glued to the header") << big << QByteArrayList{"ready" + header + "{}"}
                                                 << QByteArrayList{"!5 byte", "{}"} << true;
    QTest::addRow("garbage sentence glued to the header") << big << QByteArrayList{"log: ok. " + header + "{}"}
                                                          << QByteArrayList{"!9 byte", "{}"} << true;
    QTest::addRow("header-like garbage, then garbage") << big
        << QByteArrayList{"Error: boom\nat main.js:3\n" + header + "{}"}
        << QByteArrayList{"!Error: boom", "{}"} << true;
    QTest::addRow("garbage between messages") << big << QByteArrayList{header + "{}oops\n" + header + "[]"}
                                              << QByteArrayList{"{}", "!oops", "[]"} << true;
    QTest::addRow("no Content-Length") << big
        << QByteArrayList{"Content-Type: application/json\r\n\r\n" + header + "{}"}
        << QByteArrayList{"!without Content-Length", "{}"} << true;
    QTest::addRow("length not a number") << big << QByteArrayList{"Content-Length: abc\r\n\r\n" + header + "[]"}
                                         << QByteArrayList{"!abc", "[]"} << true;
    QTest::addRow("negative length, body skipped as garbage") << big
        << QByteArrayList{"Content-Length: -2\r\n\r\n{}" + header + "[]"}
        << QByteArrayList{"!-2", "!2 byte", "[]"} << true;
    QTest::addRow("two different lengths") << big
        << QByteArrayList{"Content-Length: 2\r\nContent-Length: 3\r\n\r\n" + header + "{}"}
        << QByteArrayList{"!2 and 3", "{}"} << true;
    QTest::addRow("length too long to be a number") << big
        << QByteArrayList{"Content-Length: 99999999999999999999\r\n\r\n" + header + "{}"}
        << QByteArrayList{"!not a length", "{}"} << true;

    QTest::addRow("length short of the body") << big
        << QByteArrayList{"Content-Length: 5\r\n\r\n{\"a\":1}" + header + "[]"}
        << QByteArrayList{"!Content-Length of 5", "{\"a\":", "!2 byte", "[]"} << true;
    QTest::addRow("length running into the next header") << big
        << QByteArrayList{"Content-Length: 9\r\n\r\n{}" + header + "[]"}
        << QByteArrayList{"!Content-Length of 9", "{}Content", "!without Content-Length"} << true;
    QTest::addRow("body that is no structure is not measured") << big
        << QByteArrayList{"Content-Length: 2\r\n\r\n42"} << QByteArrayList{"42"} << true;
    QTest::addRow("white space around a whole body") << big
        << QByteArrayList{"Content-Length: 6\r\n\r\n\n {} \n"} << QByteArrayList{"\n {} \n"} << true;

    QTest::addRow("oversized body skipped") << qsizetype(4)
        << QByteArrayList{"Content-Length: 10\r\n\r\n0123456789" + header + "{}"}
        << QByteArrayList{"!limit", "{}"} << true;
    QTest::addRow("oversized body over reads") << qsizetype(4)
        << QByteArrayList{"Content-Length: 10\r\n\r\n012", "3456789Con", "tent-Length: 2\r\n\r\n{}"}
        << QByteArrayList{"!limit", "{}"} << true;
    QTest::addRow("body exactly at the cap") << qsizetype(2) << QByteArrayList{header + "{}"}
                                             << QByteArrayList{"{}"} << true;

    const QByteArray longLine = "X-Padding: " + QByteArray(70000, 'a') + "\r\n";
    QTest::addRow("header block over 64 KiB") << big << QByteArrayList{longLine + header + "{}"}
                                              << QByteArrayList{"!64 KiB", "{}"} << false;
    QByteArray manyLines;
    for (int i = 0; i < 2000; ++i)
        manyLines += "X-Line: 0123456789012345678901234567890123456789\r\n";
    QTest::addRow("header lines adding up to 64 KiB") << big << QByteArrayList{manyLines + header + "{}"}
                                                      << QByteArrayList{"!64 KiB", "{}"} << false;
    QTest::addRow("64 KiB without a line end, then a header") << big
        << QByteArrayList{QByteArray(70000, 'z'), header + "{}"}
        << QByteArrayList{"!no line end within 64 KiB", "{}"} << false;   // one run, one report, however it was read
    QTest::addRow("64 KiB without a line end, header in the same read") << big
        << QByteArrayList{QByteArray(70000, 'z') + "\x01" + header + "{}"}
        << QByteArrayList{"!70001 byte", "{}"} << false;
}

void tst_Framers::contentLength()
{
    QFETCH(qsizetype, maxSize);
    QFETCH(QByteArrayList, chunks);
    QFETCH(QByteArrayList, expected);
    QFETCH(bool, anySplit);

    ContentLengthFramer framer(maxSize);
    QStringList errors;
    QCOMPARE(feed(framer, chunks, &errors), expectedEvents(expected));
    verifyErrorWords(errors, expected);

    if (anySplit) {
        ContentLengthFramer bytes(maxSize);
        QStringList byteErrors;
        QCOMPARE(feed(bytes, bytewise(chunks), &byteErrors), expectedEvents(expected));
        verifyErrorWords(byteErrors, expected);
        ContentLengthFramer whole(maxSize);
        QCOMPARE(feed(whole, {chunks.join()}, nullptr), expectedEvents(expected));
    }
}

// The mismatch is the peer's conformance finding as well as a problem of the stream.
void tst_Framers::contentLengthMismatchIsAFinding()
{
    ContentLengthFramer framer;
    framer.push("Content-Length: 5\r\n\r\n{\"a\":1}Content-Length: 2\r\n\r\n{}");
    QStringList errors;
    drain(framer, &errors);
    const QList<QPair<QString, QString>> findings = framer.takeFindings();
    QCOMPARE(findings.size(), 1);
    QCOMPARE(findings.first().first, QStringLiteral("content-length-mismatch"));
    QVERIFY(errors.contains(findings.first().second));
    QVERIFY(framer.takeFindings().isEmpty());
}

void tst_Framers::concatenated_data()
{
    addColumns();
    const qsizetype big = Framer::DefaultMaxMessageSize;

    QTest::addRow("one object") << big << QByteArrayList{"{\"a\":1}"} << QByteArrayList{"{\"a\":1}"} << true;
    QTest::addRow("two with nothing between") << big << QByteArrayList{"{\"a\":1}{\"b\":2}"}
                                              << QByteArrayList{"{\"a\":1}", "{\"b\":2}"} << true;
    QTest::addRow("array then object") << big << QByteArrayList{"[1,2]{\"x\":[3]}"}
                                       << QByteArrayList{"[1,2]", "{\"x\":[3]}"} << true;
    QTest::addRow("whitespace between values dropped") << big << QByteArrayList{" \n{\"a\":1}\r\n\t[]\n"}
                                                      << QByteArrayList{"{\"a\":1}", "[]"} << true;
    QTest::addRow("inner whitespace kept") << big << QByteArrayList{"{ \"a\" :\n 1 }"}
                                           << QByteArrayList{"{ \"a\" :\n 1 }"} << true;
    QTest::addRow("brackets inside strings") << big << QByteArrayList{"{\"s\":\"}{][\"}{\"t\":\"\\\"}\"}"}
                                             << QByteArrayList{"{\"s\":\"}{][\"}", "{\"t\":\"\\\"}\"}"} << true;
    QTest::addRow("escaped backslash ends the string") << big << QByteArrayList{"{\"s\":\"\\\\\"}{}"}
                                                       << QByteArrayList{"{\"s\":\"\\\\\"}", "{}"} << true;
    QTest::addRow("nested") << big << QByteArrayList{"{\"a\":{\"b\":[{\"c\":{}}]}}[[[]]]"}
                            << QByteArrayList{"{\"a\":{\"b\":[{\"c\":{}}]}}", "[[[]]]"} << true;
    QTest::addRow("split anywhere") << big << QByteArrayList{"{\"jsonrpc\":\"2.", "0\",\"id\":1,\"res", "ult\":\"}\"}{}"}
                                    << QByteArrayList{"{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":\"}\"}", "{}"} << true;
    QTest::addRow("incomplete value waits") << big << QByteArrayList{"{}{\"a\":"} << QByteArrayList{"{}"} << true;
    QTest::addRow("UTF-8 split across reads") << big << QByteArrayList{"{\"s\":\"\xc3", "\xa9\"}"}
                                              << QByteArrayList{"{\"s\":\"\xc3\xa9\"}"} << true;
    QTest::addRow("a number between values") << big << QByteArrayList{"42 {\"a\":1}"}
                                             << QByteArrayList{"!42", "{\"a\":1}"} << true;
    QTest::addRow("stray bytes right before a value") << big << QByteArrayList{"abc{}"}
                                                      << QByteArrayList{"!abc", "{}"} << true;
    QTest::addRow("a stray closing bracket") << big << QByteArrayList{"{}]\n[]"} << QByteArrayList{"{}", "!]", "[]"}
                                             << true;
    QTest::addRow("value exactly at the cap") << qsizetype(8) << QByteArrayList{"{\"a\":12}"}
                                              << QByteArrayList{"{\"a\":12}"} << true;
    QTest::addRow("oversized value in one read") << qsizetype(8) << QByteArrayList{"{\"a\":\"123\"}{}"}
                                                 << QByteArrayList{"!limit", "{}"} << false;
    QTest::addRow("oversized value over reads") << qsizetype(8) << QByteArrayList{"{\"a\":", "\"1}2345\",", "\"b\":1}[1]"}
                                                << QByteArrayList{"!limit", "[1]"} << false;
}

void tst_Framers::concatenated()
{
    QFETCH(qsizetype, maxSize);
    QFETCH(QByteArrayList, chunks);
    QFETCH(QByteArrayList, expected);
    QFETCH(bool, anySplit);

    ConcatenatedJsonFramer framer(maxSize);
    QStringList errors;
    QCOMPARE(feed(framer, chunks, &errors), expectedEvents(expected));
    verifyErrorWords(errors, expected);

    if (anySplit) {
        ConcatenatedJsonFramer bytes(maxSize);
        QCOMPARE(feed(bytes, bytewise(chunks), nullptr), expectedEvents(expected));
        ConcatenatedJsonFramer whole(maxSize);
        QCOMPARE(feed(whole, {chunks.join()}, nullptr), expectedEvents(expected));
    }
}

void tst_Framers::concatenatedEncode()
{
    ConcatenatedJsonFramer framer;
    QString error;
    QVERIFY(!framer.encode("", &error));
    QVERIFY(error.contains(QStringLiteral("empty")));
    QVERIFY(!framer.encode(" \n\t", &error));
    // Pretty-printed JSON is one value all the same: sent as it is, with nothing after it.
    const QByteArray pretty = "{\n  \"jsonrpc\": \"2.0\",\n  \"method\": \"m\"\n}";
    QCOMPARE(framer.encode(pretty).value_or(QByteArray()), pretty);
}

void tst_Framers::concatenatedOversizedValueIsNotBuffered()
{
    ConcatenatedJsonFramer framer(1024);
    framer.push("{\"a\":\"");
    const QByteArray chunk(4096, 'x');
    for (int i = 0; i < 64; ++i) {
        framer.push(chunk + "}{[");   // inside a string: no bracket counts
        QVERIFY(framer.bufferedBytes() <= 1024 + chunk.size() + 3);
    }
    framer.push("\"}{\"ok\":true}");
    QStringList errors;
    QCOMPARE(drain(framer, &errors), (QStringList{QStringLiteral("!"), QStringLiteral("m:{\"ok\":true}")}));
    QVERIFY(errors.first().contains(QStringLiteral("limit")));
}

void tst_Framers::ndjsonEncode_data()
{
    QTest::addColumn<QByteArray>("payload");
    QTest::addColumn<QByteArray>("framed");  // empty: refused
    QTest::addColumn<QString>("errorWords");

    QTest::addRow("compact object") << QByteArray(R"({"jsonrpc":"2.0","id":1,"method":"x"})")
                                    << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"x\"}\n") << QString();
    QTest::addRow("escaped newline in a string") << QByteArray(R"({"s":"a\nb"})")
                                                 << QByteArray("{\"s\":\"a\\nb\"}\n") << QString();
    QTest::addRow("not JSON is still sent") << QByteArray("hello") << QByteArray("hello\n") << QString();
    QTest::addRow("pretty-printed") << QByteArray("{\n  \"id\": 1\n}") << QByteArray()
                                    << QStringLiteral("2 line break");
    QTest::addRow("trailing newline") << QByteArray("{}\n") << QByteArray() << QStringLiteral("1 line break");
    QTest::addRow("empty") << QByteArray() << QByteArray() << QStringLiteral("empty message");
    QTest::addRow("only spaces") << QByteArray("  ") << QByteArray() << QStringLiteral("empty message");
}

void tst_Framers::ndjsonEncode()
{
    QFETCH(QByteArray, payload);
    QFETCH(QByteArray, framed);
    QFETCH(QString, errorWords);

    const NdjsonFramer framer;
    QString error = QStringLiteral("untouched");
    const std::optional<QByteArray> encoded = framer.encode(payload, &error);
    if (framed.isEmpty()) {
        QVERIFY(!encoded);
        QVERIFY2(error.contains(errorWords), qPrintable(error));
    } else {
        QVERIFY(encoded);
        QCOMPARE(*encoded, framed);
        QCOMPARE(error, QStringLiteral("untouched"));
    }
}

void tst_Framers::contentLengthEncode_data()
{
    QTest::addColumn<QByteArray>("payload");
    QTest::addColumn<QByteArray>("framed");

    QTest::addRow("object") << QByteArray("{}") << QByteArray("Content-Length: 2\r\n\r\n{}");
    QTest::addRow("length counts bytes, not characters") << QByteArray("\"\xc3\xa9\"")
                                                         << QByteArray("Content-Length: 4\r\n\r\n\"\xc3\xa9\"");
    QTest::addRow("pretty-printed is fine") << QByteArray("{\n}") << QByteArray("Content-Length: 3\r\n\r\n{\n}");
    QTest::addRow("empty") << QByteArray() << QByteArray("Content-Length: 0\r\n\r\n");
}

void tst_Framers::contentLengthEncode()
{
    QFETCH(QByteArray, payload);
    QFETCH(QByteArray, framed);

    const ContentLengthFramer framer;
    const std::optional<QByteArray> encoded = framer.encode(payload);
    QVERIFY(encoded);
    QCOMPARE(*encoded, framed);
}

void tst_Framers::encodeThenDecode_data()
{
    QTest::addColumn<Framing>("framing");
    QTest::addColumn<QByteArray>("payload");

    const QByteArrayList payloads{R"({"jsonrpc":"2.0","id":"x","params":[1,2,3]})", "\"\xf0\x9f\x98\x80\"",
                                  QByteArray(100000, 'q')};
    for (const QByteArray &payload : payloads) {
        QTest::addRow("ndjson %d bytes", int(payload.size())) << Framing::Ndjson << payload;
        QTest::addRow("lsp %d bytes", int(payload.size())) << Framing::ContentLength << payload;
    }
    QTest::addRow("lsp multi-line") << Framing::ContentLength << QByteArray("{\r\n\"a\": 1\r\n}\r\n\r\n");
}

void tst_Framers::encodeThenDecode()
{
    QFETCH(Framing, framing);
    QFETCH(QByteArray, payload);

    const std::unique_ptr<Framer> framer = Framer::create(framing);
    QCOMPARE(framer->framing(), framing);
    const std::optional<QByteArray> encoded = framer->encode(payload);
    QVERIFY(encoded);
    // Three copies in one stream, cut at an awkward place.
    const QByteArray stream = *encoded + *encoded + *encoded;
    framer->push(stream.left(stream.size() / 3 + 1));
    framer->push(stream.mid(stream.size() / 3 + 1));
    for (int i = 0; i < 3; ++i) {
        const std::optional<QByteArray> message = framer->takeNext();
        QVERIFY(message);
        QCOMPARE(*message, payload);
    }
    QVERIFY(!framer->takeNext());
    QVERIFY(framer->takeErrors().isEmpty());
    QCOMPARE(framer->bufferedBytes(), 0);
}

void tst_Framers::ndjsonOversizedLineIsNotBuffered()
{
    NdjsonFramer framer(1024);
    QCOMPARE(framer.maxMessageSize(), 1024);
    const QByteArray chunk(1000, 'x');
    qsizetype mostBuffered = 0;
    QStringList errors;
    for (int i = 0; i < 1000; ++i) {  // a 1 MB line, in reads of 1000 bytes
        framer.push(chunk);
        mostBuffered = qMax(mostBuffered, framer.bufferedBytes());
        QVERIFY(drain(framer, &errors).size() <= 1);
    }
    QVERIFY2(mostBuffered <= 1024, qPrintable(QString::number(mostBuffered)));
    QCOMPARE(errors.size(), 1);
    framer.push("tail of the long line\n{\"after\":true}\n");
    QCOMPARE(drain(framer), QStringList{QStringLiteral("m:{\"after\":true}")});
}

void tst_Framers::contentLengthOversizedBodyIsNotBuffered()
{
    ContentLengthFramer framer(1024);
    framer.push("Content-Length: 10485760\r\n\r\n");
    const QByteArray chunk(65536, 'b');
    QStringList errors;
    for (int i = 0; i < 160; ++i) {  // 10 MiB of body
        framer.push(chunk);
        QCOMPARE(framer.bufferedBytes(), 0);
        drain(framer, &errors);
    }
    QCOMPARE(errors.size(), 1);
    QVERIFY(errors.first().contains(QStringLiteral("limit")));
    framer.push("Content-Length: 2\r\n\r\n{}");
    QCOMPARE(drain(framer), QStringList{QStringLiteral("m:{}")});
}

void tst_Framers::contentLengthGarbageIsNotBuffered()
{
    ContentLengthFramer framer;
    const QByteArray chunk(10000, '#');  // no line end, no header: a binary stream, say
    QStringList errors;
    for (int i = 0; i < 100; ++i) {
        framer.push(chunk);
        QVERIFY(framer.bufferedBytes() <= ContentLengthFramer::MaxHeaderBlockSize + chunk.size());
        drain(framer, &errors);
    }
    QVERIFY(!errors.isEmpty());
    framer.push("\nContent-Length: 2\r\n\r\n{}");
    QCOMPARE(drain(framer, &errors).last(), QStringLiteral("m:{}"));
}

void tst_Framers::largeMessageInSmallReads_data()
{
    QTest::addColumn<Framing>("framing");
    QTest::addRow("ndjson") << Framing::Ndjson;
    QTest::addRow("lsp") << Framing::ContentLength;
    QTest::addRow("concatenated") << Framing::Concatenated;
}

void tst_Framers::largeMessageInSmallReads()
{
    QFETCH(Framing, framing);

    const std::unique_ptr<Framer> framer = Framer::create(framing);
    QByteArray payload = "{\"result\":\"" + QByteArray(32 * 1024 * 1024, 'p') + "\"}";
    const QByteArray stream = *framer->encode(payload) + *framer->encode("{}");
    QElapsedTimer timer;
    timer.start();
    std::optional<QByteArray> message;
    constexpr qsizetype Read = 65536;
    for (qsizetype at = 0; at < stream.size(); at += Read) {
        framer->push(stream.mid(at, Read));
        if (!message)
            message = framer->takeNext();
    }
    const qint64 ms = timer.elapsed();
    QVERIFY(message);
    QCOMPARE(message->size(), payload.size());
    QVERIFY(*message == payload);
    QCOMPARE(framer->takeNext().value_or(QByteArray()), QByteArray("{}"));
    qInfo("32 MiB message in 64 KiB reads: %lld ms", ms);
    // Linear work takes some tens of milliseconds; re-scanning or re-copying the buffer on
    // every read would take minutes.
    QVERIFY2(ms < 3000, qPrintable(QString::number(ms)));
}

void tst_Framers::resetForgetsEverything()
{
    ContentLengthFramer framer;
    framer.push("garbage\nContent-Length: 2\r\n\r\n{}Content-Length: 5\r\n\r\n{");
    QVERIFY(framer.bufferedBytes() > 0);
    framer.reset();
    QCOMPARE(framer.bufferedBytes(), 0);
    QVERIFY(!framer.takeNext());
    QVERIFY(framer.takeErrors().isEmpty());
    framer.push("Content-Length: 2\r\n\r\n[]");
    QCOMPARE(framer.takeNext().value_or(QByteArray()), QByteArray("[]"));

    NdjsonFramer lines(4);
    lines.push("123456");  // now skipping to the end of this line
    lines.reset();
    lines.takeErrors();
    lines.push("ok\n");
    QCOMPARE(lines.takeNext().value_or(QByteArray()), QByteArray("ok"));
}

void tst_Framers::framingNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("framing");  // -1: not a framing

    QTest::addRow("ndjson") << QStringLiteral("ndjson") << int(Framing::Ndjson);
    QTest::addRow("lsp") << QStringLiteral("lsp") << int(Framing::ContentLength);
    QTest::addRow("upper case") << QStringLiteral("LSP") << int(Framing::ContentLength);
    QTest::addRow("content-length") << QStringLiteral("Content-Length") << int(Framing::ContentLength);
    QTest::addRow("concatenated") << QStringLiteral("concatenated") << int(Framing::Concatenated);
    QTest::addRow("concat") << QStringLiteral("Concat") << int(Framing::Concatenated);
    QTest::addRow("unknown") << QStringLiteral("json") << -1;
    QTest::addRow("empty") << QString() << -1;
}

void tst_Framers::framingNames()
{
    QFETCH(QString, name);
    QFETCH(int, framing);

    const std::optional<Framing> parsed = framingFromName(name);
    QCOMPARE(parsed.has_value(), framing >= 0);
    if (parsed) {
        QCOMPARE(int(*parsed), framing);
        QCOMPARE(framingFromName(framingName(*parsed)), parsed);
    }
}

QTEST_GUILESS_MAIN(tst_Framers)

#include "tst_framers.moc"
