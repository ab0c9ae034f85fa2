#include "lib/httpserver/httprequestparser.h"

#include <QStandardPaths>
#include <QTest>

using namespace RpcScope;

namespace {

/// "METHOD path keep|close body" for each framed request.
QByteArray summary(const IncomingHttpRequest &request)
{
    return request.method + ' ' + request.path + ' ' + (request.keepAlive ? "keep" : "close") + ' '
           + request.body;
}

using Pieces = QList<QByteArray>;
using Summaries = QList<QByteArray>;

/// Every single byte as its own piece: the framing must not depend on how TCP splits it.
Pieces bytewise(const QByteArray &bytes)
{
    Pieces pieces;
    for (char c : bytes)
        pieces.append(QByteArray(1, c));
    return pieces;
}

} // namespace

class tst_HttpRequestParser final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void framing_data();
    void framing();
    void errors_data();
    void errors();
    void headersKeptInOrder();
    void expectContinue();
    void continueNotNeededWhenBodyIsThere();
    void errorIsFinal();
    void garbledInputNeverHangs();
};

void tst_HttpRequestParser::framing_data()
{
    QTest::addColumn<Pieces>("pieces");
    QTest::addColumn<Summaries>("expected");

    const QByteArray post = "POST /rpc HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello";
    QTest::newRow("content-length body") << Pieces{post} << Summaries{"POST /rpc keep hello"};
    QTest::newRow("byte by byte") << bytewise(post) << Summaries{"POST /rpc keep hello"};
    QTest::newRow("no body") << Pieces{"GET /mcp HTTP/1.1\r\nHost: x\r\n\r\n"} << Summaries{"GET /mcp keep "};
    QTest::newRow("zero length") << Pieces{"POST /rpc HTTP/1.1\r\nContent-Length: 0\r\n\r\n"} << Summaries{"POST /rpc keep "};
    QTest::newRow("three pipelined") << Pieces{post + post + "GET /x HTTP/1.1\r\n\r\n"}
                                     << Summaries{"POST /rpc keep hello", "POST /rpc keep hello", "GET /x keep "};
    QTest::newRow("pipelined split in the middle") << Pieces{post + post.left(20), post.mid(20)}
                                                   << Summaries{"POST /rpc keep hello", "POST /rpc keep hello"};
    QTest::newRow("body in pieces") << Pieces{"POST /rpc HTTP/1.1\r\nContent-Length: 10\r\n\r\n01", "2345", "6789"}
                                    << Summaries{"POST /rpc keep 0123456789"};
    const QByteArray chunked = "POST /rpc HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n"
                               "5\r\nhello\r\n7;name=value\r\n, world\r\n0\r\nX-Trailer: 1\r\n\r\n";
    QTest::newRow("chunked with extension and trailer") << Pieces{chunked} << Summaries{"POST /rpc keep hello, world"};
    QTest::newRow("chunked byte by byte") << bytewise(chunked) << Summaries{"POST /rpc keep hello, world"};
    QTest::newRow("chunked upper-case hex") << Pieces{"POST /rpc HTTP/1.1\r\nTransfer-Encoding: Chunked\r\n\r\nA\r\n0123456789\r\n0\r\n\r\n"}
                                            << Summaries{"POST /rpc keep 0123456789"};
    QTest::newRow("chunked then pipelined") << Pieces{"POST /a HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n1\r\nx\r\n0\r\n\r\n" + post}
                                            << Summaries{"POST /a keep x", "POST /rpc keep hello"};
    QTest::newRow("bare LF line ends") << Pieces{"POST /rpc HTTP/1.1\nContent-Length: 2\n\nok"} << Summaries{"POST /rpc keep ok"};
    QTest::newRow("empty lines before request") << Pieces{"\r\n\r\n" + post} << Summaries{"POST /rpc keep hello"};
    QTest::newRow("HTTP/1.0 closes") << Pieces{"POST /rpc HTTP/1.0\r\nContent-Length: 2\r\n\r\nok"} << Summaries{"POST /rpc close ok"};
    QTest::newRow("HTTP/1.0 keep-alive") << Pieces{"POST /rpc HTTP/1.0\r\nConnection: Keep-Alive\r\nContent-Length: 2\r\n\r\nok"} << Summaries{"POST /rpc keep ok"};
    QTest::newRow("Connection: close") << Pieces{"POST /rpc HTTP/1.1\r\nConnection: close\r\nContent-Length: 2\r\n\r\nok"} << Summaries{"POST /rpc close ok"};
    QTest::newRow("Connection list with close") << Pieces{"GET / HTTP/1.1\r\nConnection: upgrade, Close\r\n\r\n"} << Summaries{"GET / close "};
    QTest::newRow("query stripped") << Pieces{"GET /rpc?x=1#frag HTTP/1.1\r\n\r\n"} << Summaries{"GET /rpc keep "};
    QTest::newRow("absolute form") << Pieces{"GET http://127.0.0.1:8080/mcp?a HTTP/1.1\r\n\r\n"} << Summaries{"GET /mcp keep "};
    QTest::newRow("absolute form without path") << Pieces{"GET http://127.0.0.1:8080 HTTP/1.1\r\n\r\n"} << Summaries{"GET / keep "};
    QTest::newRow("same length twice") << Pieces{"POST /rpc HTTP/1.1\r\nContent-Length: 2\r\nContent-Length: 2\r\n\r\nok"} << Summaries{"POST /rpc keep ok"};
    QTest::newRow("incomplete head") << Pieces{"POST /rpc HTTP/1.1\r\nContent-Le"} << Summaries{};
    QTest::newRow("incomplete body") << Pieces{"POST /rpc HTTP/1.1\r\nContent-Length: 9\r\n\r\nabc"} << Summaries{};
}

void tst_HttpRequestParser::framing()
{
    QFETCH(Pieces, pieces);
    QFETCH(Summaries, expected);
    HttpRequestParser parser;
    Summaries framed;
    for (const QByteArray &piece : pieces) {
        parser.append(piece);
        for (;;) {
            const HttpRequestParser::Status status = parser.next();
            QVERIFY2(status != HttpRequestParser::Status::Error, qPrintable(parser.errorText()));
            if (status == HttpRequestParser::Status::NeedMore)
                break;
            framed.append(summary(parser.takeRequest()));
        }
    }
    QCOMPARE(framed, expected);
}

void tst_HttpRequestParser::errors_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("status");

    QTest::newRow("garbage request line") << QByteArray("GARBAGE\r\n\r\n") << 400;
    QTest::newRow("two words") << QByteArray("GET /\r\n\r\n") << 400;
    QTest::newRow("bad method token") << QByteArray("G(T / HTTP/1.1\r\n\r\n") << 400;
    QTest::newRow("not HTTP") << QByteArray("GET / FTP/1.1\r\n\r\n") << 400;
    QTest::newRow("HTTP/2.0") << QByteArray("GET / HTTP/2.0\r\n\r\n") << 505;
    QTest::newRow("header without colon") << QByteArray("GET / HTTP/1.1\r\nHost\r\n\r\n") << 400;
    QTest::newRow("space before colon") << QByteArray("GET / HTTP/1.1\r\nHost : x\r\n\r\n") << 400;
    QTest::newRow("folded header") << QByteArray("GET / HTTP/1.1\r\nX-A: 1\r\n  2\r\n\r\n") << 400;
    QTest::newRow("length not a number") << QByteArray("POST / HTTP/1.1\r\nContent-Length: 1x\r\n\r\n") << 400;
    QTest::newRow("negative length") << QByteArray("POST / HTTP/1.1\r\nContent-Length: -1\r\n\r\n") << 400;
    QTest::newRow("conflicting lengths") << QByteArray("POST / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab") << 400;
    QTest::newRow("length and chunked") << QByteArray("POST / HTTP/1.1\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n") << 400;
    QTest::newRow("gzip coding") << QByteArray("POST / HTTP/1.1\r\nTransfer-Encoding: gzip, chunked\r\n\r\n") << 501;
    QTest::newRow("body over the cap") << QByteArray("POST / HTTP/1.1\r\nContent-Length: 1025\r\n\r\n") << 413;
    QTest::newRow("chunks over the cap") << QByteArray("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n200\r\n" + QByteArray(512, 'a') + "\r\n201\r\n") << 413;
    QTest::newRow("bad chunk size") << QByteArray("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n") << 400;
    QTest::newRow("empty chunk size") << QByteArray("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n\r\n") << 400;
    QTest::newRow("chunk longer than said") << QByteArray("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nabc\r\n0\r\n\r\n") << 400;
    QTest::newRow("control character in target") << QByteArray("GET /a\x01 HTTP/1.1\r\n\r\n") << 400;
    QTest::newRow("head over the cap") << QByteArray("GET / HTTP/1.1\r\nX-Big: " + QByteArray(5000, 'a')) << 431;
    QTest::newRow("complete head over the cap") << QByteArray("GET / HTTP/1.1\r\nX-Big: " + QByteArray(5000, 'a') + "\r\n\r\n") << 431;
}

void tst_HttpRequestParser::errors()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, status);
    HttpRequestParser parser(1024, 4096);
    parser.append(bytes);
    QCOMPARE(parser.next(), HttpRequestParser::Status::Error);
    QCOMPARE(parser.errorStatus(), status);
    QVERIFY(!parser.errorText().isEmpty());
}

void tst_HttpRequestParser::headersKeptInOrder()
{
    HttpRequestParser parser;
    parser.append("POST /mcp HTTP/1.1\r\nHost: h\r\nmcp-session-id:  abc \r\nAccept: a\r\nAccept: b\r\n\r\n");
    QCOMPARE(parser.next(), HttpRequestParser::Status::Request);
    const IncomingHttpRequest request = parser.takeRequest();
    QCOMPARE(request.headers.size(), 4);
    QCOMPARE(request.headers.at(1).first, QByteArray("mcp-session-id"));
    QCOMPARE(request.header("Mcp-Session-Id"), QByteArray("abc"));
    QCOMPARE(request.header("accept"), QByteArray("a"));
    QCOMPARE(request.header("X-Missing"), QByteArray());
    QCOMPARE(request.target, QByteArray("/mcp"));
    QCOMPARE(request.minorVersion, 1);
}

void tst_HttpRequestParser::expectContinue()
{
    HttpRequestParser parser;
    parser.append("POST /rpc HTTP/1.1\r\nExpect: 100-continue\r\nContent-Length: 4\r\n\r\n");
    QCOMPARE(parser.next(), HttpRequestParser::Status::NeedMore);
    QVERIFY(parser.takeContinue());
    QVERIFY(!parser.takeContinue()); // once only
    parser.append("ab");
    QCOMPARE(parser.next(), HttpRequestParser::Status::NeedMore);
    QVERIFY(!parser.takeContinue());
    parser.append("cd");
    QCOMPARE(parser.next(), HttpRequestParser::Status::Request);
    QCOMPARE(parser.takeRequest().body, QByteArray("abcd"));
}

void tst_HttpRequestParser::continueNotNeededWhenBodyIsThere()
{
    HttpRequestParser parser;
    parser.append("POST /rpc HTTP/1.1\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\nok");
    QCOMPARE(parser.next(), HttpRequestParser::Status::Request);
    QVERIFY(!parser.takeContinue());
}

void tst_HttpRequestParser::errorIsFinal()
{
    HttpRequestParser parser;
    parser.append("BAD\r\n\r\n");
    QCOMPARE(parser.next(), HttpRequestParser::Status::Error);
    parser.append("GET / HTTP/1.1\r\n\r\n");
    QCOMPARE(parser.next(), HttpRequestParser::Status::Error);
    QCOMPARE(parser.errorStatus(), 400);
}

void tst_HttpRequestParser::garbledInputNeverHangs()
{
    // Mutated requests fed in random pieces: the parser must always come back with a
    // verdict, and never frame a body larger than its cap.
    const QByteArray seed = "POST /rpc HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello"
                            "POST /mcp HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n";
    const char alphabet[] = "\r\n :0123456789abcdefGET/HTTP1.;-";
    quint32 state = 7;
    const auto next = [&state] { return state = state * 1664525u + 1013904223u; };
    for (int round = 0; round < 2000; ++round) {
        QByteArray bytes = seed;
        for (int e = 0; e < 3; ++e) {
            const qsizetype at = qsizetype(next() % quint32(bytes.size()));
            if (next() % 2)
                bytes[at] = alphabet[next() % (sizeof alphabet - 1)];
            else
                bytes.insert(at, alphabet[next() % (sizeof alphabet - 1)]);
        }
        HttpRequestParser parser(64, 256);
        qsizetype fed = 0;
        bool failed = false;
        while (fed < bytes.size() && !failed) {
            const qsizetype piece = 1 + qsizetype(next() % 40);
            parser.append(bytes.mid(fed, piece));
            fed += piece;
            for (int guard = 0; guard < 100; ++guard) {
                const HttpRequestParser::Status status = parser.next();
                if (status == HttpRequestParser::Status::NeedMore)
                    break;
                if (status == HttpRequestParser::Status::Error) {
                    QVERIFY(parser.errorStatus() >= 400);
                    failed = true;
                    break;
                }
                QVERIFY(parser.takeRequest().body.size() <= 64);
                QVERIFY(guard < 99);
            }
        }
    }
}

QTEST_GUILESS_MAIN(tst_HttpRequestParser)
#include "tst_httprequestparser.moc"
