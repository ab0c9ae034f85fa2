// The demo server's WebSocket face (GET /ws) and its event streams on POST /rpc, seen from
// plain Qt clients over loopback: what goes over the wire, byte for byte where it matters.
#include "lib/demo/demoeventstream.h"
#include "lib/demo/demohttpserver.h"

#include <QElapsedTimer>
#include <QTcpSocket>
#include <QTest>
#include <QWebSocket>

using namespace RpcScope;
using namespace Qt::StringLiterals;

namespace {

/// Opens a WebSocket to the demo and keeps what arrives.
struct Client
{
    explicit Client(const QUrl &url)
    {
        QObject::connect(&socket, &QWebSocket::textMessageReceived, &socket,
                         [this](const QString &text) { received.append(text.toUtf8()); });
        QObject::connect(&socket, &QWebSocket::disconnected, &socket, [this] { closed = true; });
        socket.open(url);
    }

    bool waitOpen()
    {
        QElapsedTimer clock;
        clock.start();
        while (socket.state() != QAbstractSocket::ConnectedState && clock.elapsed() < 5000)
            QTest::qWait(10);
        return socket.state() == QAbstractSocket::ConnectedState;
    }

    QWebSocket socket;
    QList<QByteArray> received;
    bool closed = false;
};

/// Sends \a request on a new connection and reads until the server has written \a until.
QByteArray rawExchange(quint16 port, const QByteArray &request, const QByteArray &until)
{
    // The server runs in this thread: wait through the event loop, never with waitFor...().
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, port);
    socket.write(request);
    QByteArray got;
    QElapsedTimer clock;
    clock.start();
    while (!got.contains(until) && clock.elapsed() < 5000) {
        QTest::qWait(5);
        got += socket.readAll();
    }
    return got;
}

QByteArray post(const QByteArray &body, const QByteArray &accept)
{
    return "POST /rpc HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nAccept: " + accept
           + "\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body;
}

} // namespace

class tst_DemoWebSocket final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_server.listen(0)); }

    void webSocketServesThePlainApi()
    {
        QCOMPARE(m_server.webSocketUrl(), QUrl(u"ws://127.0.0.1:%1/ws"_s.arg(m_server.port())));
        Client client(m_server.webSocketUrl());
        QVERIFY(client.waitOpen());
        client.socket.sendTextMessage(u"{\"jsonrpc\":\"2.0\",\"id\":\"a\",\"method\":\"text.upper\",\"params\":{\"text\":\"hi\"}}"_s);
        client.socket.sendTextMessage(u"[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"math.add\",\"params\":[1,2]}]"_s);
        client.socket.sendTextMessage(u"{\"jsonrpc\":\"2.0\",\"method\":\"math.add\",\"params\":[1,2]}"_s);   // no answer
        QTRY_COMPARE_WITH_TIMEOUT(client.received.size(), 2, 5000);
        QVERIFY(client.received[0].startsWith(R"({"jsonrpc":"2.0","id":"a","result":)"));
        QCOMPARE(client.received[1], QByteArray(R"([{"jsonrpc":"2.0","id":1,"result":3}])"));
        QTest::qWait(50);
        QCOMPARE(client.received.size(), 2);
    }

    void subscriptionPushesTicks()
    {
        Client client(m_server.webSocketUrl());
        QVERIFY(client.waitOpen());
        client.socket.sendTextMessage(
            u"{\"jsonrpc\":\"2.0\",\"id\":9,\"method\":\"demo.subscribe\",\"params\":{\"count\":2,\"intervalMs\":10}}"_s);
        QTRY_COMPARE_WITH_TIMEOUT(client.received.size(), 3, 5000);
        QCOMPARE(client.received[0], QByteArray(R"({"jsonrpc":"2.0","id":9,"result":{"subscription":"sub-1"}})"));
        QCOMPARE(client.received[1],
                 QByteArray(R"({"jsonrpc":"2.0","method":"demo.onTick","params":{"subscription":"sub-1","tick":1,"of":2}})"));
        QVERIFY(client.received[2].contains(R"("tick":2)"));
        QTest::qWait(60);
        QCOMPARE(client.received.size(), 3);   // count reached: no more
    }

    void badParamsOfTheSocketMethods()
    {
        Client client(m_server.webSocketUrl());
        QVERIFY(client.waitOpen());
        client.socket.sendTextMessage(u"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"demo.subscribe\",\"params\":{\"intervalMs\":1}}"_s);
        client.socket.sendTextMessage(u"{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"demo.closeSocket\",\"params\":{\"code\":1006}}"_s);
        client.socket.sendTextMessage(u"{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"demo.unsubscribe\",\"params\":{\"subscription\":\"sub-9\"}}"_s);
        QTRY_COMPARE_WITH_TIMEOUT(client.received.size(), 3, 5000);
        QVERIFY(client.received[0].contains(R"("code":-32602)"));
        QVERIFY(client.received[0].contains(R"("param":"intervalMs")"));
        QVERIFY(client.received[1].contains(R"("code":-32602)"));
        QCOMPARE(client.received[2], QByteArray(R"({"jsonrpc":"2.0","id":3,"result":false})"));
        QVERIFY(!client.closed);
    }

    void closeSocketUsesTheGivenCode()
    {
        Client client(m_server.webSocketUrl());
        QVERIFY(client.waitOpen());
        client.socket.sendTextMessage(
            u"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"demo.closeSocket\",\"params\":{\"code\":4001,\"reason\":\"bye\"}}"_s);
        QTRY_VERIFY_WITH_TIMEOUT(client.closed, 5000);
        QCOMPARE(client.received.size(), 1);   // the answer came before the close
        QCOMPARE(int(client.socket.closeCode()), 4001);
        QCOMPARE(client.socket.closeReason(), u"bye"_s);
    }

    void binaryFramesAreRefusedWith1003()
    {
        Client client(m_server.webSocketUrl());
        QVERIFY(client.waitOpen());
        client.socket.sendBinaryMessage(R"({"jsonrpc":"2.0","id":1,"method":"math.add","params":[1,2]})");
        QTRY_VERIFY_WITH_TIMEOUT(client.closed, 5000);
        QCOMPARE(client.socket.closeCode(), QWebSocketProtocol::CloseCodeDatatypeNotSupported);
        QVERIFY(client.received.isEmpty());
    }

    void closeDropsWebSockets()
    {
        DemoHttpServer server;
        QVERIFY(server.listen(0));
        Client client(server.webSocketUrl());
        QVERIFY(client.waitOpen());
        server.close();
        QTRY_VERIFY_WITH_TIMEOUT(client.closed, 5000);
    }

    void wsOnAKeptAliveConnectionIsUpgradeRequired()
    {
        const QByteArray request = "POST /rpc HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n[]"
                                   "GET /ws HTTP/1.1\r\nHost: x\r\n\r\n";
        const QByteArray got = rawExchange(m_server.port(), request, "open it as ws://");
        QVERIFY2(got.contains("HTTP/1.1 426 Upgrade Required\r\n"), got.constData());
        QVERIFY(got.contains("Upgrade: websocket\r\n"));
    }

    void streamIsAChunkedEventStream()
    {
        const QByteArray got = rawExchange(
            m_server.port(),
            post(R"({"jsonrpc":"2.0","id":1,"method":"demo.stream","params":{"count":2,"intervalMs":0}})",
                 "application/json, text/event-stream"),
            "\r\n0\r\n\r\n");
        QVERIFY2(got.startsWith("HTTP/1.1 200 OK\r\n"), got.constData());
        QVERIFY(got.contains("Content-Type: text/event-stream\r\n"));
        QVERIFY(got.contains("Transfer-Encoding: chunked\r\n"));
        QVERIFY(got.contains("Cache-Control: no-cache\r\n"));
        QVERIFY(!got.contains("Content-Length"));
        QVERIFY(got.contains(R"("result":{"seq":2,"of":2,"final":true}})"));
        QVERIFY(got.endsWith("\r\n0\r\n\r\n"));
    }

    void streamingMethodsWithoutAcceptAnswerJson()
    {
        const QByteArray got = rawExchange(m_server.port(),
                                           post(R"({"jsonrpc":"2.0","id":1,"method":"message/stream","params":{}})",
                                                "application/json"),
                                           "}}");
        QVERIFY(got.contains("Content-Type: application/json\r\n"));
        QVERIFY(got.contains(R"("code":-32000)"));
    }

    void streamPlans_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<int>("steps");
        QTest::addColumn<bool>("never");
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("final") << QByteArray(R"({"jsonrpc":"2.0","id":1,"method":"demo.stream"})") << 3 << false
                               << QByteArray();
        QTest::newRow("cut") << QByteArray(R"({"jsonrpc":"2.0","id":1,"method":"demo.stream","params":{"end":"cut"}})")
                             << 4 << false << QByteArray();
        QTest::newRow("malformed")
            << QByteArray(R"({"jsonrpc":"2.0","id":1,"method":"demo.stream","params":{"count":2,"end":"malformed"}})")
            << 3 << false << QByteArray();
        QTest::newRow("never")
            << QByteArray(R"({"jsonrpc":"2.0","id":1,"method":"demo.stream","params":{"count":1,"end":"never"}})") << 1
            << true << QByteArray();
        QTest::newRow("a2a") << QByteArray(R"({"jsonrpc":"2.0","id":1,"method":"message/stream","params":{"message":{}}})")
                             << 4 << false << QByteArray();
        QTest::newRow("bad end")
            << QByteArray(R"({"jsonrpc":"2.0","id":1,"method":"demo.stream","params":{"end":"later"}})") << 0 << false
            << QByteArray(R"("param":"end")");
        QTest::newRow("bad count")
            << QByteArray(R"({"jsonrpc":"2.0","id":1,"method":"demo.stream","params":{"count":0}})") << 0 << false
            << QByteArray(R"("param":"count")");
        QTest::newRow("no message") << QByteArray(R"({"jsonrpc":"2.0","id":1,"method":"message/stream"})") << 0 << false
                                    << QByteArray(R"("param":"message")");
        QTest::newRow("notification") << QByteArray(R"({"jsonrpc":"2.0","method":"demo.stream"})") << 0 << false
                                       << QByteArray();
    }

    void streamPlans()
    {
        QFETCH(QByteArray, body);
        QFETCH(int, steps);
        QFETCH(bool, never);
        QFETCH(QByteArray, json);
        const auto answer = DemoEventStream::answer(body, true, 1);
        QVERIFY(answer);
        QCOMPARE(bool(answer->plan), steps > 0);
        if (answer->plan) {
            QCOMPARE(answer->plan->steps.size(), steps);
            QCOMPARE(answer->plan->end == DemoStreamPlan::End::Never, never);
        } else if (!json.isEmpty()) {
            QVERIFY2(answer->json.contains(json), answer->json.constData());
        } else {
            QVERIFY(answer->json.isEmpty());
        }
        QVERIFY(!DemoEventStream::answer(R"({"jsonrpc":"2.0","id":1,"method":"math.add"})", true, 1));
        QVERIFY(!DemoEventStream::answer(R"([{"jsonrpc":"2.0","id":1,"method":"demo.stream"}])", true, 1));
    }

private:
    DemoHttpServer m_server;
};

QTEST_GUILESS_MAIN(tst_DemoWebSocket)
#include "tst_demowebsocket.moc"
