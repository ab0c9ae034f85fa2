#include "lib/transport/http/httpresponseparser.h"

#include <QStandardPaths>
#include <QTest>

using namespace RpcScope;
using Kind = TransportError::Kind;
using Step = HttpResponseParser::Step;

namespace {

struct Outcome
{
    int heads = 0;
    HttpResponseHead head;
    QByteArray body;
    HeaderList trailers;
    bool done = false;
    bool keepAlive = false;
    qsizetype unparsed = 0;
    TransportError error;
};

// Feeds \a input \a step bytes at a time, as a socket might deliver it, then the close when \a eof.
Outcome parse(const QByteArray &input, qsizetype step, bool eof, bool headRequest = false,
              qint64 maxBody = qint64(1) << 30)
{
    HttpResponseParser parser;
    parser.begin(headRequest, maxBody);
    Outcome outcome;
    const auto consume = [&](Step s) {
        switch (s) {
        case Step::Head:
            ++outcome.heads;
            outcome.head = parser.head();
            return true;
        case Step::Body:
            outcome.body += parser.takeBody();
            return true;
        case Step::Done:
            outcome.done = true;
            outcome.keepAlive = parser.keepAlive();
            outcome.trailers = parser.trailers();
            outcome.unparsed = parser.unparsedBytes();
            return false;
        case Step::Error:
            outcome.error = parser.error();
            return false;
        case Step::NeedMore:
            return false;
        }
        return false;
    };
    for (qsizetype pos = 0; pos < input.size() && !outcome.done && !outcome.error.isError(); pos += step) {
        parser.feed(input.mid(pos, step));
        while (consume(parser.next())) { }
    }
    if (eof && !outcome.done && !outcome.error.isError()) {
        while (consume(parser.finish())) { }
    }
    return outcome;
}

QByteArray bigHeaderResponse()
{
    QByteArray bytes = "HTTP/1.1 200 OK\r\n";
    for (int i = 0; i < 2000; ++i)
        bytes += "X-Filler-" + QByteArray::number(i) + ": " + QByteArray(30, 'f') + "\r\n";
    return bytes + "Content-Length: 0\r\n\r\n";
}

} // namespace

class tst_HttpResponseParser final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void framing_data();
    void framing();
    void headersKeepNamesAndOrder();
    void trailersFollowTheBody();
    void foldedHeaderIsJoined();
    void bytesAfterTheResponseAreLeft();
    void oneLongLineIsRefused();
    void bodyPiecesShareTheFedBuffer();
};

void tst_HttpResponseParser::framing_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<bool>("eof");
    QTest::addColumn<bool>("headRequest");
    QTest::addColumn<qint64>("maxBody");
    QTest::addColumn<int>("status");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<bool>("done");
    QTest::addColumn<bool>("keepAlive");
    QTest::addColumn<int>("error");
    QTest::addColumn<QString>("message");

    struct Row
    {
        const char *name;
        QByteArray input;
        bool eof;
        bool headRequest;
        qint64 maxBody;
        int status;
        QByteArray body;
        bool done;
        bool keepAlive;
        Kind error;
        QString message;
    };
    const qint64 big = qint64(1) << 30;
    const Row rows[] = {
        {"content-length", "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 13\r\n\r\n{\"result\":1}\n",
         false, false, big, 200, "{\"result\":1}\n", true, true, Kind::None, {}},
        {"content-length zero", "HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n", false, false, big, 200, "", true, true,
         Kind::None, {}},
        {"chunked", "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n7;ext=1\r\n, world\r\n0\r\n\r\n",
         false, false, big, 200, "hello, world", true, true, Kind::None, {}},
        {"chunked upper-case hex", "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nA\r\n0123456789\r\n0\r\n\r\n",
         false, false, big, 200, "0123456789", true, true, Kind::None, {}},
        {"chunked after gzip", "HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip, chunked\r\n\r\n2\r\nzz\r\n0\r\n\r\n", false,
         false, big, 200, "zz", true, true, Kind::None, {}},
        {"close-delimited", "HTTP/1.0 200 OK\r\nContent-Type: text/plain\r\n\r\nuntil the end", true, false, big, 200,
         "until the end", true, false, Kind::None, {}},
        {"close-delimited, still open", "HTTP/1.1 200 OK\r\n\r\npartial", false, false, big, 200, "partial", false,
         false, Kind::None, {}},
        {"non-chunked transfer coding", "HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip\r\n\r\nxyz", true, false, big, 200,
         "xyz", true, false, Kind::None, {}},
        {"both lengths: chunked wins, no reuse",
         "HTTP/1.1 200 OK\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nab\r\n0\r\n\r\n", false, false,
         big, 200, "ab", true, false, Kind::None, {}},
        {"204", "HTTP/1.1 204 No Content\r\nContent-Length: 7\r\n\r\n", false, false, big, 204, "", true, true,
         Kind::None, {}},
        {"304", "HTTP/1.1 304 Not Modified\r\n\r\n", false, false, big, 304, "", true, true, Kind::None, {}},
        {"HEAD ignores the length", "HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n", false, true, big, 200, "", true,
         true, Kind::None, {}},
        {"interim responses skipped",
         "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 103 Early Hints\r\nLink: </a>\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok",
         false, false, big, 200, "ok", true, true, Kind::None, {}},
        {"bare LF line ends", "HTTP/1.1 200 OK\nContent-Length: 2\n\nok", false, false, big, 200, "ok", true, true,
         Kind::None, {}},
        {"no reason phrase", "HTTP/1.1 200\r\nContent-Length: 2\r\n\r\nok", false, false, big, 200, "ok", true, true,
         Kind::None, {}},
        {"HTTP/1.0 keep-alive", "HTTP/1.0 200 OK\r\nConnection: keep-alive\r\nContent-Length: 2\r\n\r\nok", false,
         false, big, 200, "ok", true, true, Kind::None, {}},
        {"HTTP/1.0 closes by default", "HTTP/1.0 200 OK\r\nContent-Length: 2\r\n\r\nok", false, false, big, 200, "ok",
         true, false, Kind::None, {}},
        {"Connection: close", "HTTP/1.1 200 OK\r\nConnection: Keep-Alive, CLOSE\r\nContent-Length: 2\r\n\r\nok", false,
         false, big, 200, "ok", true, false, Kind::None, {}},
        {"repeated equal lengths", "HTTP/1.1 500 Internal Server Error\r\nContent-Length: 2, 2\r\n\r\nno", false, false,
         big, 500, "no", true, true, Kind::None, {}},
        {"html 502", "HTTP/1.1 502 Bad Gateway\r\nContent-Type: text/html\r\nContent-Length: 33\r\n\r\n<html><h1>Bad Gateway</h1></html>",
         false, false, big, 502, "<html><h1>Bad Gateway</h1></html>", true, true, Kind::None, {}},
        {"garbage status line", "SSH-2.0-OpenSSH_9.2\r\n\r\n", false, false, big, 0, "", false, false, Kind::Protocol,
         QStringLiteral("status line: \"S")},
        {"JSON without a head", "{\"jsonrpc\":\"2.0\"", false, false, big, 0, "", false, false, Kind::Protocol,
         QStringLiteral("status line")},
        {"letters in the status", "HTTP/1.1 2x0 OK\r\n\r\n", false, false, big, 0, "", false, false, Kind::Protocol,
         QStringLiteral("2x0")},
        {"status of two digits", "HTTP/1.1 20 OK\r\n\r\n", false, false, big, 0, "", false, false, Kind::Protocol,
         QStringLiteral("status line")},
        {"HTTP/2 on the wire", "HTTP/2.0 200 OK\r\n\r\n", false, false, big, 0, "", false, false, Kind::Protocol,
         QStringLiteral("HTTP/2.0")},
        {"switching protocols", "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\n\r\n", false, false, big, 0,
         "", false, false, Kind::Protocol, QStringLiteral("101")},
        {"header without colon", "HTTP/1.1 200 OK\r\nNoColonHere\r\n\r\n", false, false, big, 0, "", false, false,
         Kind::Protocol, QStringLiteral("NoColonHere")},
        {"space in a header name", "HTTP/1.1 200 OK\r\nBad Name: x\r\n\r\n", false, false, big, 0, "", false, false,
         Kind::Protocol, QStringLiteral("Bad Name")},
        {"header block over 64 KiB", bigHeaderResponse(), false, false, big, 0, "", false, false, Kind::Protocol,
         QStringLiteral("64 KiB")},
        {"invalid Content-Length", "HTTP/1.1 200 OK\r\nContent-Length: 12abc\r\n\r\n", false, false, big, 0, "", false,
         false, Kind::Protocol, QStringLiteral("12abc")},
        {"negative Content-Length", "HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n", false, false, big, 0, "", false,
         false, Kind::Protocol, QStringLiteral("-1")},
        {"conflicting Content-Length", "HTTP/1.1 200 OK\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello", false,
         false, big, 0, "", false, false, Kind::Protocol, QStringLiteral("Content-Length")},
        {"bad chunk size", "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nhello\r\n0\r\n\r\n", false,
         false, big, 200, "", false, false, Kind::Protocol, QStringLiteral("zz")},
        {"empty chunk size", "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n\r\n", false, false, big, 200, "",
         false, false, Kind::Protocol, QStringLiteral("chunk size")},
        {"overlong chunk size", "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n1000000000000000\r\n", false,
         false, big, 200, "", false, false, Kind::Protocol, QStringLiteral("chunk size")},
        {"chunk longer than declared", "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nhello\r\n0\r\n\r\n",
         false, false, big, 200, "hel", false, false, Kind::Protocol, QStringLiteral("declared size")},
        {"announced body too large", "HTTP/1.1 200 OK\r\nContent-Length: 5000\r\n\r\n", false, false, 1000, 0, "",
         false, false, Kind::TooLarge, QStringLiteral("5000")},
        {"close-delimited body too large", "HTTP/1.1 200 OK\r\n\r\n" + QByteArray(1500, 'x'), true, false, 1000, 200,
         "", false, false, Kind::TooLarge, QStringLiteral("1000")},
        {"chunked body too large",
         "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n200\r\n" + QByteArray(512, 'x') + "\r\n400\r\n", false,
         false, 1000, 200, QByteArray(512, 'x'), false, false, Kind::TooLarge, QStringLiteral("1000")},
        {"closed mid-body", "HTTP/1.1 200 OK\r\nContent-Length: 5000\r\n\r\n" + QByteArray(1234, 'b'), true, false, big,
         200, QByteArray(1234, 'b'), false, false, Kind::ConnectionClosed, QStringLiteral("1234 of 5000")},
        {"closed mid-chunk", "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n10\r\nabc", true, false, big, 200,
         "abc", false, false, Kind::ConnectionClosed, QStringLiteral("3 body bytes")},
        {"closed before the last chunk", "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n", true, false,
         big, 200, "abc", false, false, Kind::ConnectionClosed, QStringLiteral("chunked")},
        {"closed mid-head", "HTTP/1.1 200 OK\r\nContent-Le", true, false, big, 0, "", false, false,
         Kind::ConnectionClosed, QStringLiteral("headers")},
        {"closed without a byte", "", true, false, big, 0, "", false, false, Kind::ConnectionClosed,
         QStringLiteral("without answering")},
    };
    for (const Row &row : rows) {
        for (const qsizetype step : {qsizetype(1), qsizetype(7), qsizetype(1) << 30}) {
            if (step == 1 && row.input.size() > 4096)
                continue; // the whole-buffer and 7-byte runs cover it; byte by byte is just slow
            QTest::addRow("%s, %s", row.name,
                          step == 1 ? "byte by byte" : step == 7 ? "7 bytes at a time" : "all at once")
                    << row.input << row.eof << row.headRequest << row.maxBody << row.status << row.body << row.done
                    << row.keepAlive << int(row.error) << row.message;
        }
    }
    // Byte by byte, the refusal must come before the whole header block has arrived.
    QTest::addRow("header block over 64 KiB, byte by byte")
            << bigHeaderResponse() << false << false << big << 0 << QByteArray() << false << false
            << int(Kind::Protocol) << QStringLiteral("64 KiB");
}

void tst_HttpResponseParser::framing()
{
    QFETCH(QByteArray, input);
    QFETCH(bool, eof);
    QFETCH(bool, headRequest);
    QFETCH(qint64, maxBody);
    QFETCH(int, status);
    QFETCH(QByteArray, body);
    QFETCH(bool, done);
    QFETCH(bool, keepAlive);
    QFETCH(int, error);
    QFETCH(QString, message);

    const qsizetype step = QByteArray(QTest::currentDataTag()).contains("byte by byte") ? 1
            : QByteArray(QTest::currentDataTag()).contains("7 bytes") ? 7
                                                                      : input.size() + 1;
    const Outcome outcome = parse(input, step, eof, headRequest, maxBody);
    QCOMPARE(int(outcome.error.kind), error);
    if (error != int(Kind::None)) {
        QVERIFY2(outcome.error.message.contains(message), qPrintable(outcome.error.message));
        QVERIFY(outcome.error.message.endsWith(u'.') || outcome.error.message.endsWith(u'"'));
    }
    QCOMPARE(outcome.head.status, status);
    QCOMPARE(outcome.heads, status ? 1 : 0);
    if (error == int(Kind::TooLarge)) // pieces below the limit may have been handed out
        QVERIFY(outcome.body.size() <= maxBody && body.startsWith(outcome.body.left(body.size())));
    else
        QCOMPARE(outcome.body, body);
    QCOMPARE(outcome.done, done);
    if (done)
        QCOMPARE(outcome.keepAlive, keepAlive);
}

void tst_HttpResponseParser::headersKeepNamesAndOrder()
{
    const Outcome outcome = parse("HTTP/1.1 401 Unauthorized\r\nwww-authenticate: Bearer realm=\"rpc\"\r\n"
                                  "Retry-After:   120  \r\nSet-Cookie: a=1\r\nSet-Cookie: b=2\r\nContent-Length: 0\r\n\r\n",
                                  3, false);
    QVERIFY(outcome.done);
    QCOMPARE(outcome.head.version, QByteArray("HTTP/1.1"));
    QCOMPARE(outcome.head.reason, QByteArray("Unauthorized"));
    const HeaderList expected = {
        {"www-authenticate", "Bearer realm=\"rpc\""},
        {"Retry-After", "120"},
        {"Set-Cookie", "a=1"},
        {"Set-Cookie", "b=2"},
        {"Content-Length", "0"},
    };
    QCOMPARE(outcome.head.headers, expected);
}

void tst_HttpResponseParser::trailersFollowTheBody()
{
    const Outcome outcome = parse("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nTrailer: X-Checksum\r\n\r\n"
                                  "4\r\nbody\r\n0\r\nX-Checksum: abc\r\nX-Count: 1\r\n\r\n",
                                  5, false);
    QVERIFY(outcome.done);
    QCOMPARE(outcome.body, QByteArray("body"));
    const HeaderList expected = {{"X-Checksum", "abc"}, {"X-Count", "1"}};
    QCOMPARE(outcome.trailers, expected);
    QCOMPARE(outcome.head.headers.size(), 2);
}

void tst_HttpResponseParser::foldedHeaderIsJoined()
{
    const Outcome outcome = parse("HTTP/1.1 200 OK\r\nX-Long: one\r\n   two\r\n\tthree\r\nContent-Length: 0\r\n\r\n", 64,
                                  false);
    QVERIFY(outcome.done);
    QCOMPARE(outcome.head.headers.first().second, QByteArray("one two three"));
    QCOMPARE(parse("HTTP/1.1 200 OK\r\n folded first\r\n\r\n", 64, false).error.kind, Kind::Protocol);
}

void tst_HttpResponseParser::bytesAfterTheResponseAreLeft()
{
    const Outcome outcome = parse("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nokEXTRA", 1 << 20, false);
    QVERIFY(outcome.done);
    QCOMPARE(outcome.body, QByteArray("ok"));
    QCOMPARE(outcome.unparsed, qsizetype(5));
}

void tst_HttpResponseParser::oneLongLineIsRefused()
{
    // No line end at all: refused as soon as 64 KiB are buffered, not when memory runs out.
    HttpResponseParser parser;
    parser.begin(false, 1 << 30);
    parser.feed("HTTP/1.1 200 OK\r\nX-Endless: ");
    QCOMPARE(parser.next(), Step::NeedMore);
    parser.feed(QByteArray(40 * 1024, 'a'));
    QCOMPARE(parser.next(), Step::NeedMore);
    parser.feed(QByteArray(40 * 1024, 'a'));
    QCOMPARE(parser.next(), Step::Error);
    QCOMPARE(parser.error().kind, Kind::Protocol);
    QCOMPARE(parser.next(), Step::Error);
    QCOMPARE(parser.finish(), Step::Error);
}

void tst_HttpResponseParser::bodyPiecesShareTheFedBuffer()
{
    // A large body read in big blocks must not be copied piece by piece.
    HttpResponseParser parser;
    parser.begin(false, 1 << 30);
    parser.feed("HTTP/1.1 200 OK\r\nContent-Length: 200000\r\n\r\n");
    QCOMPARE(parser.next(), Step::Head);
    QCOMPARE(parser.next(), Step::NeedMore);
    const QByteArray block(100000, 'z');
    parser.feed(block);
    QCOMPARE(parser.next(), Step::Body);
    const QByteArray piece = parser.takeBody();
    QCOMPARE(piece.size(), block.size());
    QCOMPARE(piece.constData(), block.constData());
    parser.feed(block);
    QCOMPARE(parser.next(), Step::Body);
    QCOMPARE(parser.takeBody().size(), block.size());
    QCOMPARE(parser.next(), Step::Done);
    QCOMPARE(parser.bodyBytes(), qint64(200000));
}

QTEST_GUILESS_MAIN(tst_HttpResponseParser)
#include "tst_httpresponseparser.moc"
