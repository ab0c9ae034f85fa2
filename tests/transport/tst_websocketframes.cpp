// WebSocketFrameReader row by row: what a server may send (RFC 6455 §5) and what ends the
// connection with which close code; encodeWebSocketFrame's masking; Sec-WebSocket-Accept.
#include "lib/transport/websocket/websocketconnection.h"
#include "lib/transport/websocket/websocketframes.h"

#include <QTest>

using namespace RpcScope;
using Type = WebSocketFrameReader::Event::Type;

Q_DECLARE_METATYPE(RpcScope::WebSocketFrameReader::Event::Type)

namespace {

/// An unmasked server frame.
QByteArray frame(quint8 firstByte, const QByteArray &payload)
{
    QByteArray out;
    out.append(char(firstByte));
    if (payload.size() < 126) {
        out.append(char(payload.size()));
    } else if (payload.size() < 65536) {
        out.append(char(126));
        out.append(char(payload.size() >> 8));
        out.append(char(payload.size() & 0xFF));
    } else {
        out.append(char(127));
        for (int shift = 56; shift >= 0; shift -= 8)
            out.append(char((quint64(payload.size()) >> shift) & 0xFF));
    }
    return out + payload;
}

QList<WebSocketFrameReader::Event> readAll(const QByteArray &bytes, qsizetype pieceSize, qint64 maxMessage = 1 << 20)
{
    WebSocketFrameReader reader;
    reader.setMaxMessageBytes(maxMessage);
    QList<WebSocketFrameReader::Event> events;
    for (qsizetype at = 0; at < bytes.size(); at += pieceSize) {
        reader.feed(QByteArrayView(bytes).sliced(at, qMin(pieceSize, bytes.size() - at)));
        for (WebSocketFrameReader::Event event = reader.next(); event.type != Type::NeedMore; event = reader.next())
            events.append(event);
    }
    return events;
}

} // namespace

class tst_WebSocketFrames final : public QObject
{
    Q_OBJECT

private slots:
    void acceptValueOfTheRfcExample()
    {
        // RFC 6455 §1.3's own example.
        QCOMPARE(WebSocketConnection::acceptFor("dGhlIHNhbXBsZSBub25jZQ=="), QByteArray("s3pPLMBiTxaQ9kYGzzhZRbK+xOo="));
    }

    void clientFramesAreMasked()
    {
        const QByteArray payload(300, 'x');
        const QByteArray out = encodeWebSocketFrame(WebSocketOpcode::Text, payload, 0x01020304);
        QCOMPARE(quint8(out[0]), quint8(0x81));
        QCOMPARE(quint8(out[1]), quint8(0x80 | 126));
        QCOMPARE((quint8(out[2]) << 8) | quint8(out[3]), 300);
        QCOMPARE(out.mid(4, 4), QByteArray("\x01\x02\x03\x04", 4));
        QCOMPARE(out.size(), 2 + 2 + 4 + 300);
        for (int i = 0; i < 300; ++i)
            QCOMPARE(char(out[8 + i] ^ "\x01\x02\x03\x04"[i & 3]), 'x');
        QCOMPARE(encodeWebSocketFrame(WebSocketOpcode::Close, {}, 0).size(), 6);
    }

    void messagesAndControlFrames_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QList<int>>("types");   // Type per event
        QTest::addColumn<QByteArray>("firstPayload");
        QTest::addColumn<int>("lastCode");

        const QByteArray hello = frame(0x81, "{\"id\":1}");
        QTest::newRow("one text frame") << hello << QList<int>{int(Type::Message)} << QByteArray("{\"id\":1}") << 0;
        QTest::newRow("fragments with a ping between")
            << frame(0x01, "{\"a\":") + frame(0x89, "p") + frame(0x00, "[1,") + frame(0x80, "2]}")
            << QList<int>{int(Type::Ping), int(Type::Message)} << QByteArray("p") << 0;
        QTest::newRow("16-bit length") << frame(0x81, QByteArray(1000, 'a')) << QList<int>{int(Type::Message)}
                                       << QByteArray(1000, 'a') << 0;
        QTest::newRow("64-bit length") << frame(0x82, QByteArray(70000, 'b')) << QList<int>{int(Type::Message)}
                                       << QByteArray(70000, 'b') << 0;
        QTest::newRow("close with code and reason")
            << hello + frame(0x88, QByteArray("\x0f\xa1", 2) + "bye") << QList<int>{int(Type::Message), int(Type::Close)}
            << QByteArray("{\"id\":1}") << 4001;
        QTest::newRow("close without code") << frame(0x88, {}) << QList<int>{int(Type::Close)} << QByteArray() << 1005;
        QTest::newRow("pong") << frame(0x8A, "x") << QList<int>{int(Type::Pong)} << QByteArray("x") << 0;
        QTest::newRow("masked by the server")
            << QByteArray("\x81\x81\x00\x00\x00\x00x", 7) << QList<int>{int(Type::Error)} << QByteArray() << 1002;
        QTest::newRow("reserved bits") << frame(0xC1, "x") << QList<int>{int(Type::Error)} << QByteArray() << 1002;
        QTest::newRow("unknown opcode") << frame(0x83, "x") << QList<int>{int(Type::Error)} << QByteArray() << 1002;
        QTest::newRow("control frame too long")
            << frame(0x89, QByteArray(126, 'p')) << QList<int>{int(Type::Error)} << QByteArray() << 1002;
        QTest::newRow("fragmented control frame") << frame(0x09, "p") << QList<int>{int(Type::Error)} << QByteArray() << 1002;
        QTest::newRow("continuation first") << frame(0x80, "x") << QList<int>{int(Type::Error)} << QByteArray() << 1002;
        QTest::newRow("new message inside a fragmented one")
            << frame(0x01, "a") + frame(0x81, "b") << QList<int>{int(Type::Error)} << QByteArray() << 1002;
        QTest::newRow("one-byte close") << frame(0x88, "x") << QList<int>{int(Type::Error)} << QByteArray() << 1002;
        QTest::newRow("close reason not UTF-8")
            << frame(0x88, QByteArray("\x03\xe8\xff", 3)) << QList<int>{int(Type::Error)} << QByteArray() << 1007;
        QTest::newRow("nothing after an error")
            << frame(0xC1, "x") + hello << QList<int>{int(Type::Error)} << QByteArray() << 1002;
    }

    void messagesAndControlFrames()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QList<int>, types);
        QFETCH(QByteArray, firstPayload);
        QFETCH(int, lastCode);
        // Whole, and a byte at a time: the same events.
        for (const qsizetype piece : {bytes.size(), qsizetype(1), qsizetype(7)}) {
            const QList<WebSocketFrameReader::Event> events = readAll(bytes, piece);
            QList<int> seen;
            for (const auto &event : events)
                seen.append(int(event.type));
            QCOMPARE(seen, types);
            if (!firstPayload.isEmpty())
                QCOMPARE(events.first().payload, firstPayload);
            QCOMPARE(events.last().closeCode, lastCode);
        }
    }

    void closeReasonIsKept()
    {
        const auto events = readAll(frame(0x88, QByteArray("\x03\xe9", 2) + "going"), 3);
        QCOMPARE(events.size(), 1);
        QCOMPARE(events[0].closeCode, 1001);
        QCOMPARE(events[0].text, QStringLiteral("going"));
    }

    void tooBigIsRefusedFromItsHeader()
    {
        WebSocketFrameReader reader;
        reader.setMaxMessageBytes(100);
        // Only the header of a 1 MiB frame: refused before any payload is held.
        reader.feed(QByteArray("\x81\x7f\x00\x00\x00\x00\x00\x10\x00\x00", 10));
        const WebSocketFrameReader::Event event = reader.next();
        QCOMPARE(event.type, Type::Error);
        QCOMPARE(event.closeCode, 1009);
        // Fragments count together.
        const auto events = readAll(frame(0x01, QByteArray(60, 'a')) + frame(0x80, QByteArray(60, 'a')), 5, 100);
        QCOMPARE(events.size(), 1);
        QCOMPARE(events[0].closeCode, 1009);
    }

    void idleOnlyBetweenMessages()
    {
        WebSocketFrameReader reader;
        QVERIFY(reader.isIdle());
        reader.feed(frame(0x01, "a"));
        QCOMPARE(reader.next().type, Type::NeedMore);
        QVERIFY(!reader.isIdle());   // a fragmented message is open
        reader.feed(frame(0x80, "b").left(2));
        QCOMPARE(reader.next().type, Type::NeedMore);
        reader.feed(QByteArray("b"));
        const WebSocketFrameReader::Event event = reader.next();
        QCOMPARE(event.payload, QByteArray("ab"));
        QCOMPARE(reader.next().type, Type::NeedMore);
        QVERIFY(reader.isIdle());
    }
};

QTEST_GUILESS_MAIN(tst_WebSocketFrames)
#include "tst_websocketframes.moc"
