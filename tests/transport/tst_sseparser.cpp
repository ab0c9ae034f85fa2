#include "lib/transport/sseparser.h"

#include <QTest>

using namespace RpcScope;

class TestSseParser : public QObject
{
    Q_OBJECT

private:
    /// Feeds \a stream in pieces of \a pieceSize bytes (0: whole), then finishes.
    static QList<SseEvent> parse(const QByteArray &stream, int pieceSize = 0, SseParser *out = nullptr)
    {
        SseParser local;
        SseParser &parser = out ? *out : local;
        QList<SseEvent> events;
        if (pieceSize <= 0) {
            events += parser.feed(stream);
        } else {
            for (qsizetype at = 0; at < stream.size(); at += pieceSize)
                events += parser.feed(QByteArrayView(stream).sliced(at, qMin<qsizetype>(pieceSize, stream.size() - at)));
        }
        events += parser.finish();
        return events;
    }

private slots:
    void singleEvent()
    {
        const QList<SseEvent> events = parse("data: {\"jsonrpc\":\"2.0\",\"id\":1,\"result\":3}\n\n");
        QCOMPARE(events.size(), 1);
        QCOMPARE(events[0].data, QByteArray("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":3}"));
        QCOMPARE(events[0].type, QByteArray("message"));
        QVERIFY(events[0].complete);
        QVERIFY(!events[0].isMalformed());
        QCOMPARE(events[0].index, 0);
    }

    void multiLineDataIsJoinedWithLineFeeds()
    {
        const QList<SseEvent> events = parse("data: {\"a\":\ndata:  1}\ndata\n\n");
        QCOMPARE(events.size(), 1);
        // One leading space is removed, a second is data; "data" alone adds an empty line.
        QCOMPARE(events[0].data, QByteArray("{\"a\":\n 1}\n"));
    }

    void commentsAreCountedNotReturned()
    {
        SseParser parser;
        const QList<SseEvent> events = parse(": hello\n: keep-alive\n\ndata: x\n: between\n\n", 0, &parser);
        QCOMPARE(events.size(), 1);
        QCOMPARE(events[0].data, QByteArray("x"));
        QCOMPARE(parser.commentCount(), 3);
    }

    void idEventAndRetryFields()
    {
        SseParser parser;
        const QList<SseEvent> events =
            parse("retry: 2500\nid: 7\nevent: status\ndata: a\n\ndata: b\n\nid\ndata: c\n\n", 0, &parser);
        QCOMPARE(events.size(), 3);
        QCOMPARE(events[0].type, QByteArray("status"));
        QCOMPARE(events[0].lastEventId, QByteArray("7"));
        QCOMPARE(events[0].retryMs, 2500);
        // The id carries over to later events; the type does not.
        QCOMPARE(events[1].type, QByteArray("message"));
        QCOMPARE(events[1].lastEventId, QByteArray("7"));
        QCOMPARE(events[1].retryMs, -1);
        // An empty id field resets it.
        QCOMPARE(events[2].lastEventId, QByteArray());
        QCOMPARE(parser.retryMs(), 2500);
        QCOMPARE(parser.lastEventId(), QByteArray());
    }

    void blockWithoutDataIsNoEvent()
    {
        SseParser parser;
        const QList<SseEvent> events = parse("id: 42\n\nretry: 10\n\n", 0, &parser);
        QVERIFY(events.isEmpty());
        QCOMPARE(parser.lastEventId(), QByteArray("42"));
        QCOMPARE(parser.dispatchedEventId(), QByteArray("42"));
        QCOMPARE(parser.retryMs(), 10);
    }

    void idOfAnOpenBlockIsNotDispatched()
    {
        // A reconnect asks for what came after the last whole event, not after one cut off.
        SseParser parser;
        parser.feed("id: 1\ndata: a\n\nid: 2\ndata: b");
        QCOMPARE(parser.lastEventId(), QByteArray("2"));
        QCOMPARE(parser.dispatchedEventId(), QByteArray("1"));
        parser.finish();
        QCOMPARE(parser.dispatchedEventId(), QByteArray("1"));
    }

    void emptyDataIsAnEvent()
    {
        const QList<SseEvent> events = parse("data:\n\n");
        QCOMPARE(events.size(), 1);
        QCOMPARE(events[0].data, QByteArray());
    }

    void lineEndings_data()
    {
        QTest::addColumn<QByteArray>("stream");
        QTest::newRow("LF") << QByteArray("data: one\n\ndata: two\n\n");
        QTest::newRow("CRLF") << QByteArray("data: one\r\n\r\ndata: two\r\n\r\n");
        QTest::newRow("CR") << QByteArray("data: one\r\rdata: two\r\r");
        QTest::newRow("mixed") << QByteArray("data: one\r\n\ndata: two\r\r\n");
        QTest::newRow("BOM") << QByteArray("\xEF\xBB\xBF" "data: one\n\ndata: two\n\n");
    }

    void lineEndings()
    {
        QFETCH(QByteArray, stream);
        // Every split, including one between CR and LF, must give the same events.
        for (int piece : {0, 1, 2, 3, 5}) {
            const QList<SseEvent> events = parse(stream, piece);
            QCOMPARE(events.size(), 2);
            QCOMPARE(events[0].data, QByteArray("one"));
            QCOMPARE(events[1].data, QByteArray("two"));
            QVERIFY(!events[0].isMalformed());
            QVERIFY(!events[1].isMalformed());
        }
    }

    void crlfSplitAcrossFeedsIsOneLineEnd()
    {
        SseParser parser;
        QCOMPARE(parser.feed("data: a\r").size(), 0);
        // The LF completes the CR: the next blank line ends the event, not this LF.
        QCOMPARE(parser.feed("\n").size(), 0);
        const QList<SseEvent> events = parser.feed("\r\n");
        QCOMPARE(events.size(), 1);
        QCOMPARE(events[0].data, QByteArray("a"));
    }

    void eventCutOffAtTheEnd()
    {
        const QList<SseEvent> events = parse("data: {\"id\":1}\n\nid: 2\ndata: {\"jsonrpc\":\"2.0\",\"id\":");
        QCOMPARE(events.size(), 2);
        QVERIFY(events[0].complete);
        QVERIFY(!events[1].complete);
        QVERIFY(events[1].isMalformed());
        QCOMPARE(events[1].data, QByteArray("{\"jsonrpc\":\"2.0\",\"id\":"));
        QCOMPARE(events[1].lastEventId, QByteArray("2"));
        QCOMPARE(events[1].problems.size(), 1);
        QVERIFY(events[1].problems[0].contains("ended in the middle"));
    }

    void endAfterCompleteLineButNoBlankLine()
    {
        const QList<SseEvent> events = parse("data: x\n");
        QCOMPARE(events.size(), 1);
        QVERIFY(!events[0].complete);
        QCOMPARE(events[0].data, QByteArray("x"));
    }

    void cleanEndHasNoCutOffEvent()
    {
        QCOMPARE(parse("data: x\n\n: bye\n").size(), 1);
        QCOMPARE(parse("").size(), 0);
    }

    void malformedLinesAreReported()
    {
        const QList<SseEvent> events = parse("dta: typo\ndata: ok\nretry: soon\n\ncolour: blue\n\n");
        QCOMPARE(events.size(), 2);
        QCOMPARE(events[0].data, QByteArray("ok"));
        QCOMPARE(events[0].problems.size(), 2);
        QVERIFY(events[0].problems[0].contains("dta"));
        QVERIFY(events[0].problems[1].contains("soon"));
        QCOMPARE(events[0].retryMs, -1);
        // A block of only ignored lines is still shown, with empty data.
        QVERIFY(events[1].data.isEmpty());
        QVERIFY(events[1].complete);
        QVERIFY(events[1].isMalformed());
        QVERIFY(events[1].problems[0].contains("colour"));
    }

    void idWithNulIsIgnored()
    {
        SseParser parser;
        const QList<SseEvent> events = parse(QByteArray("id: 1\n\nid: a\0b\ndata: x\n\n", 24), 0, &parser);
        QCOMPARE(events.size(), 1);
        QCOMPARE(events[0].lastEventId, QByteArray("1"));
        QCOMPARE(events[0].problems.size(), 1);
    }

    void oversizedEventIsDropped()
    {
        SseParser parser(16);
        QList<SseEvent> events = parser.feed("data: 0123456789\ndata: 0123456789\n\ndata: small\n\n");
        QCOMPARE(events.size(), 2);
        QVERIFY(events[0].data.isEmpty());
        QVERIFY(events[0].isMalformed());
        QCOMPARE(events[1].data, QByteArray("small"));
        QVERIFY(!events[1].isMalformed());
        // A line longer than the limit without a line end is dropped as it comes.
        events = parser.feed(QByteArray("data: " + QByteArray(100, 'x')));
        events += parser.feed(QByteArray(50, 'x'));
        events += parser.feed("\n\n");
        QCOMPARE(events.size(), 1);
        QVERIFY(events[0].isMalformed());
        QVERIFY(events[0].data.isEmpty());
    }

    // A line just over the limit (its value alone would fit) is dropped whether it comes whole
    // or byte by byte, and so is the data of its block before it (found by the fuzzer).
    void lineOverTheLimitIsDroppedHoweverItArrives()
    {
        const QByteArray stream = "data: kept?\ndata: 0123456789ab\n\ndata: ok\n\n";
        for (const qsizetype piece : {qsizetype(1), qsizetype(3), stream.size()}) {
            SseParser parser(16);
            QList<SseEvent> events;
            for (qsizetype at = 0; at < stream.size(); at += piece)
                events += parser.feed(QByteArrayView(stream).sliced(at, qMin(piece, stream.size() - at)));
            QCOMPARE(events.size(), 2);
            QVERIFY(events[0].data.isEmpty());
            QCOMPARE(events[0].problems.size(), 1);
            QCOMPARE(events[1].data, QByteArray("ok"));
        }
    }

    void indexCountsEvents()
    {
        const QList<SseEvent> events = parse("data: a\n\ndata: b\n\ndata: c\n\n", 4);
        QCOMPARE(events.size(), 3);
        for (int i = 0; i < 3; ++i)
            QCOMPARE(events[i].index, i);
    }
};

QTEST_GUILESS_MAIN(TestSseParser)
#include "tst_sseparser.moc"
