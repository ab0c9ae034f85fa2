// WebSocketTransport over real loopback: the demo server's WebSocket face (GET /ws), small
// scripted QWebSocketServers for what the demo does not do (closing with 1011 on its own,
// binary frames, checking the handshake's headers), and a raw peer that writes exact bytes
// (refused and invalid handshakes, frames a library would not send).
#include "lib/demo/demohttpserver.h"
#include "lib/transport/websocket/websocketconnection.h"
#include "support/scriptedhttpserver.h"
#include "lib/rpc/rpcclient.h"
#include "lib/transport/transportfactory.h"
#include "support/testtls.h"
#include "lib/transport/websocket/websockettransport.h"

#include <QFile>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <QWebSocket>
#include <QWebSocketServer>

#include <functional>
#include <memory>

using namespace RpcScope;
using namespace Qt::StringLiterals;

namespace {

/// A WebSocket server whose answer to each text message is scripted.
class ScriptedWebSocketServer : public QObject
{
public:
    using Handler = std::function<void(QWebSocket *socket, const QString &message)>;

    explicit ScriptedWebSocketServer(Handler handler)
        : m_server(u"scripted"_s, QWebSocketServer::NonSecureMode)
        , m_handler(std::move(handler))
    {
        QVERIFY(m_server.listen(QHostAddress::LocalHost, 0));
        connect(&m_server, &QWebSocketServer::newConnection, this, [this] {
            while (QWebSocket *socket = m_server.nextPendingConnection()) {
                socket->setParent(this);
                requests.append(socket->request());
                connect(socket, &QWebSocket::textMessageReceived, this,
                        [this, socket](const QString &message) { m_handler(socket, message); });
            }
        });
    }

    QUrl url() const { return QUrl(u"ws://127.0.0.1:%1/"_s.arg(m_server.serverPort())); }

    QList<QNetworkRequest> requests;

private:
    QWebSocketServer m_server;
    Handler m_handler;
};

/// A WebSocket server that writes exact bytes: it answers the opening handshake with a 101
/// (its Sec-WebSocket-Accept computed, or \a accept when given) and then \a frames, all in
/// one write, and keeps what the client sent after its handshake.
class RawWebSocketPeer : public QObject
{
public:
    explicit RawWebSocketPeer(QByteArray frames, QByteArray accept = {}, bool closeAfter = false)
        : m_frames(std::move(frames))
        , m_accept(std::move(accept))
        , m_closeAfter(closeAfter)
    {
        QVERIFY(m_server.listen(QHostAddress::LocalHost, 0));
        connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection()) {
                socket->setParent(this);
                connect(socket, &QTcpSocket::readyRead, this, [this, socket] { onRead(socket); });
            }
        });
    }

    QUrl url() const { return QUrl(u"ws://127.0.0.1:%1/raw"_s.arg(m_server.serverPort())); }

    QByteArray received;   ///< the client's bytes after its handshake (its frames, masked)

private:
    void onRead(QTcpSocket *socket)
    {
        m_buffer += socket->readAll();
        if (m_answered) {
            received += m_buffer;
            m_buffer.clear();
            return;
        }
        const qsizetype end = m_buffer.indexOf("\r\n\r\n");
        if (end < 0)
            return;
        QByteArray key;
        for (const QByteArray &line : m_buffer.left(end).split('\n')) {
            if (line.toLower().startsWith("sec-websocket-key:"))
                key = line.mid(line.indexOf(':') + 1).trimmed();
        }
        received = m_buffer.mid(end + 4);
        m_buffer.clear();
        m_answered = true;
        const QByteArray accept = m_accept.isEmpty() ? WebSocketConnection::acceptFor(key) : m_accept;
        socket->write("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                      "Sec-WebSocket-Accept: " + accept + "\r\nX-Served-By: raw-peer\r\n\r\n" + m_frames);
        if (m_closeAfter)
            socket->disconnectFromHost();
    }

    QTcpServer m_server;
    QByteArray m_frames;
    QByteArray m_accept;
    bool m_closeAfter = false;
    bool m_answered = false;
    QByteArray m_buffer;
};

/// An unmasked server frame (payload under 126 bytes).
QByteArray serverFrame(quint8 firstByte, const QByteArray &payload)
{
    return QByteArray(1, char(firstByte)) + char(payload.size()) + payload;
}

/// An RpcClient over a WebSocketTransport that keeps everything it reports.
struct Harness
{
    explicit Harness(const QUrl &url, const WebSocketOptions &options = {})
        : transport(new WebSocketTransport(url, options))
        , client(transport)
    {
        RpcClient::Options clientOptions;
        clientOptions.timeoutMs = 5000;
        client.setOptions(clientOptions);
        QObject::connect(&client, &RpcClient::exchangeFinished, &client,
                         [this](const ExchangePtr &exchange) { finished.append(exchange); });
        QObject::connect(&client, &RpcClient::messageArrived, &client,
                         [this](const IncomingMessage &message) { pushes.append(message.bytes); });
        QObject::connect(&client, &RpcClient::diagnostic, &client,
                         [this](const QString &text) { diagnostics.append(text); });
        QObject::connect(transport, &Transport::channelClosed, &client,
                         [this](const TransportError &why) { closes.append(why); });
        QObject::connect(transport, &WebSocketTransport::closed, &client,
                         [this](int code, const QString &) { closeCodes.append(code); });
    }

    ExchangePtr call(const QByteArray &request)
    {
        const quint64 sequence = client.send(request);
        ExchangePtr found;
        const auto done = [&] {
            for (const ExchangePtr &exchange : std::as_const(finished)) {
                if (exchange->sequence == sequence)
                    found = exchange;
            }
            return bool(found);
        };
        [&] { QTRY_VERIFY_WITH_TIMEOUT(done(), 10000); }();
        return found;
    }

    WebSocketTransport *transport;
    RpcClient client;
    QList<ExchangePtr> finished;
    QList<QByteArray> pushes;
    QStringList diagnostics;
    QList<TransportError> closes;
    QList<int> closeCodes;
};

} // namespace

class tst_WebSocketTransport final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_demo.listen(0));
    }

    void factoryMakesWebSocketTransports()
    {
        QString error;
        std::unique_ptr<Transport> ws(TransportFactory::create(u"ws://127.0.0.1:1/ws"_s, {}, &error));
        QVERIFY2(ws, qPrintable(error));
        QCOMPARE(ws->kind(), Transport::Kind::WebSocket);
        QVERIFY(!ws->answersInReply());
        QCOMPARE(ws->endpoint(), u"ws://127.0.0.1:1/ws"_s);
        std::unique_ptr<Transport> wss(TransportFactory::create(u"wss://example.org/socket"_s, {}, &error));
        QVERIFY(wss);
        QCOMPARE(wss->kind(), Transport::Kind::WebSocket);
        QVERIFY(!TransportFactory::create(u"ws:///nohost"_s, {}, &error));
        QVERIFY(error.contains(u"ws://"));
    }

    void closeCodesInWords()
    {
        QCOMPARE(WebSocketTransport::closeCodeText(1000), u"1000 normal closure"_s);
        QCOMPARE(WebSocketTransport::closeCodeText(1011), u"1011 internal error"_s);
        QCOMPARE(WebSocketTransport::closeCodeText(1009), u"1009 message too big"_s);
        QCOMPARE(WebSocketTransport::closeCodeText(4001), u"4001 application-defined"_s);
        QCOMPARE(WebSocketTransport::closeCodeText(2999), u"2999 unknown code"_s);
    }

    void callsAreMatchedById()
    {
        Harness h(m_demo.webSocketUrl());
        QCOMPARE(h.transport->state(), WebSocketTransport::State::Closed);   // lazy: nothing before a send
        // The slow one is sent first and answered last: matching is by id, not by order.
        const quint64 slow = h.client.send(R"({"jsonrpc":"2.0","id":"slow","method":"demo.sleep","params":{"ms":150}})");
        const ExchangePtr fast = h.call(R"({"jsonrpc":"2.0","id":7,"method":"math.add","params":{"a":2,"b":5}})");
        QCOMPARE(fast->body, QByteArray(R"({"jsonrpc":"2.0","id":7,"result":7})"));
        QCOMPARE(fast->classification.outcome, Classification::Outcome::Result);
        QCOMPARE(fast->transport, Transport::Kind::WebSocket);
        QVERIFY(fast->reply.bytesSent > fast->request.size());   // frame header and mask included
        QTRY_COMPARE_WITH_TIMEOUT(h.finished.size(), 2, 5000);
        QCOMPARE(h.finished[1]->sequence, slow);
        QVERIFY(h.finished[1]->body.contains(R"("id":"slow")"));
        QCOMPARE(h.transport->state(), WebSocketTransport::State::Open);
        QVERIFY(h.closes.isEmpty());
    }

    void pushedNotificationsAreCollected()
    {
        Harness h(m_demo.webSocketUrl());
        const ExchangePtr subscribed =
            h.call(R"({"jsonrpc":"2.0","id":1,"method":"demo.subscribe","params":{"count":3,"intervalMs":40}})");
        QCOMPARE(subscribed->body, QByteArray(R"({"jsonrpc":"2.0","id":1,"result":{"subscription":"sub-1"}})"));
        // A request open while pushes arrive keeps them with it, too.
        const ExchangePtr sleeping = h.call(R"({"jsonrpc":"2.0","id":2,"method":"demo.sleep","params":{"ms":200}})");
        QTRY_COMPARE_WITH_TIMEOUT(h.pushes.size(), 3, 5000);
        for (int tick = 1; tick <= 3; ++tick) {
            QCOMPARE(h.pushes[tick - 1],
                     QByteArray(R"({"jsonrpc":"2.0","method":"demo.onTick","params":{"subscription":"sub-1","tick":)")
                         + QByteArray::number(tick) + R"(,"of":3}})");
        }
        QVERIFY(!sleeping->notifications.isEmpty());
        QVERIFY(sleeping->notifications.first().bytes.contains("demo.onTick"));
        QCOMPARE(sleeping->classification.outcome, Classification::Outcome::Result);
    }

    void unsubscribeStopsPushes()
    {
        Harness h(m_demo.webSocketUrl());
        h.call(R"({"jsonrpc":"2.0","id":1,"method":"demo.subscribe","params":{"count":0,"intervalMs":20}})");
        QTRY_VERIFY_WITH_TIMEOUT(h.pushes.size() >= 2, 5000);
        const ExchangePtr stopped =
            h.call(R"({"jsonrpc":"2.0","id":2,"method":"demo.unsubscribe","params":{"subscription":"sub-1"}})");
        QCOMPARE(stopped->body, QByteArray(R"({"jsonrpc":"2.0","id":2,"result":true})"));
        const qsizetype count = h.pushes.size();
        QTest::qWait(120);
        QCOMPARE(h.pushes.size(), count);
    }

    void serverClosingWith1011IsReported()
    {
        ScriptedWebSocketServer server([](QWebSocket *socket, const QString &) {
            socket->close(QWebSocketProtocol::CloseCodeBadOperation, u"database exploded"_s);   // 1011
        });
        Harness h(server.url());
        const ExchangePtr failed = h.call(R"({"jsonrpc":"2.0","id":1,"method":"anything"})");
        QCOMPARE(failed->reply.error.kind, TransportError::Kind::ConnectionClosed);
        QVERIFY2(failed->reply.error.message.contains(u"1011 internal error"), qPrintable(failed->reply.error.message));
        QVERIFY(failed->reply.error.message.contains(u"database exploded"));
        QCOMPARE(failed->classification.outcome, Classification::Outcome::TransportError);
        QCOMPARE(h.closes.size(), 1);
        QCOMPARE(h.closeCodes, QList<int>{1011});
        QCOMPARE(h.transport->lastCloseCode(), 1011);
        QCOMPARE(h.transport->lastCloseReason(), u"database exploded"_s);
        QCOMPARE(h.transport->state(), WebSocketTransport::State::Closed);
    }

    void droppedConnectionIs1006()
    {
        // A crashed server: the TCP connection ends with no close frame. Qt says 1000.
        ScriptedWebSocketServer server([](QWebSocket *socket, const QString &) { socket->abort(); });
        Harness h(server.url());
        const ExchangePtr failed = h.call(R"({"jsonrpc":"2.0","id":1,"method":"anything"})");
        QCOMPARE(failed->reply.error.kind, TransportError::Kind::ConnectionClosed);
        QVERIFY2(failed->reply.error.message.contains(u"1006"), qPrintable(failed->reply.error.message));
        QVERIFY2(!failed->reply.error.message.contains(u"1000"), qPrintable(failed->reply.error.message));
        QCOMPARE(h.closeCodes, QList<int>{1006});
        QCOMPARE(h.transport->lastCloseCode(), 1006);
    }

    void normalClosureStays1000()
    {
        ScriptedWebSocketServer server([](QWebSocket *socket, const QString &) { socket->close(); });
        Harness h(server.url());
        const ExchangePtr failed = h.call(R"({"jsonrpc":"2.0","id":1,"method":"anything"})");
        QCOMPARE(h.closeCodes, QList<int>{1000});
        QVERIFY2(failed->reply.error.message.contains(u"1000"), qPrintable(failed->reply.error.message));
    }

    void emptyBatchAnswersAreMatched_data()
    {
        QTest::addColumn<QString>("answer");
        QTest::newRow("[] as some servers answer") << u"[]"_s;
        QTest::newRow("one error with a null id, as the spec says")
            << uR"({"jsonrpc":"2.0","error":{"code":-32600,"message":"Invalid Request"},"id":null})"_s;
    }

    void emptyBatchAnswersAreMatched()
    {
        QFETCH(QString, answer);
        ScriptedWebSocketServer server([answer](QWebSocket *socket, const QString &message) {
            if (message == u"[]")
                socket->sendTextMessage(answer);
        });
        Harness h(server.url());
        // Another request waits meanwhile, so the one-waiting rule cannot be what matches.
        const quint64 other = h.client.send(R"({"jsonrpc":"2.0","id":7,"method":"never-answered"})");
        Q_UNUSED(other)
        const ExchangePtr exchange = h.call("[]");
        QVERIFY2(!exchange->reply.error.isError(), qPrintable(exchange->reply.error.message));
        QCOMPARE(QString::fromUtf8(exchange->body), answer);
    }

    void demoCloseSocketThenReconnect()
    {
        Harness h(m_demo.webSocketUrl());
        const ExchangePtr closing = h.call(
            R"({"jsonrpc":"2.0","id":1,"method":"demo.closeSocket","params":{"code":1011,"reason":"maintenance"}})");
        QCOMPARE(closing->body, QByteArray(R"({"jsonrpc":"2.0","id":1,"result":{"closing":true,"code":1011}})"));
        QTRY_COMPARE_WITH_TIMEOUT(h.closes.size(), 1, 5000);
        QVERIFY(h.closes[0].message.contains(u"1011 internal error"));
        QVERIFY(h.closes[0].message.contains(u"maintenance"));
        // The next send opens a new connection.
        const ExchangePtr again = h.call(R"({"jsonrpc":"2.0","id":2,"method":"math.add","params":[1,2]})");
        QCOMPARE(again->body, QByteArray(R"({"jsonrpc":"2.0","id":2,"result":3})"));
        QVERIFY(std::any_of(h.diagnostics.cbegin(), h.diagnostics.cend(),
                            [](const QString &text) { return text.contains(u"Connecting again"); }));
    }

    void closeIsReportedAsCanceledAndReopens()
    {
        Harness h(m_demo.webSocketUrl());
        h.call(R"({"jsonrpc":"2.0","id":1,"method":"math.add","params":[1,1]})");
        h.transport->close();
        QTRY_COMPARE_WITH_TIMEOUT(h.closes.size(), 1, 5000);
        QCOMPARE(h.closes[0].kind, TransportError::Kind::Canceled);
        QVERIFY(h.closes[0].message.contains(u"1000 normal closure"));
        const ExchangePtr again = h.call(R"({"jsonrpc":"2.0","id":2,"method":"math.add","params":[2,2]})");
        QCOMPARE(again->body, QByteArray(R"({"jsonrpc":"2.0","id":2,"result":4})"));
    }

    void messageOverTheCapIsTooLarge()
    {
        WebSocketOptions options;
        options.maxMessageBytes = 4096;
        Harness h(m_demo.webSocketUrl(), options);
        const ExchangePtr big = h.call(R"({"jsonrpc":"2.0","id":1,"method":"demo.big","params":{"megabytes":1}})");
        QCOMPARE(big->reply.error.kind, TransportError::Kind::TooLarge);
        QVERIFY2(big->reply.error.message.contains(u"4096"), qPrintable(big->reply.error.message));
        QVERIFY(big->reply.error.message.contains(u"1009"));
        // Small answers still come through on the next connection.
        const ExchangePtr small = h.call(R"({"jsonrpc":"2.0","id":2,"method":"math.add","params":[1,2]})");
        QCOMPARE(small->classification.outcome, Classification::Outcome::Result);
    }

    void connectionRefusedFailsTheSend()
    {
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        const quint16 port = probe.serverPort();
        probe.close();
        Harness h(QUrl(u"ws://127.0.0.1:%1/ws"_s.arg(port)));
        const ExchangePtr failed = h.call(R"({"jsonrpc":"2.0","id":1,"method":"x"})");
        QCOMPARE(failed->reply.error.kind, TransportError::Kind::ConnectionRefused);
        QVERIFY(failed->reply.error.message.contains(u"Could not open"));
        QCOMPARE(h.transport->state(), WebSocketTransport::State::Closed);
    }

    void refusedHandshakeFailsAtOnce()
    {
        // /rpc answers the handshake with 405 and keeps the connection: no waiting for a timeout.
        QUrl url = m_demo.webSocketUrl();
        url.setPath(u"/rpc"_s);
        Harness h(url);
        const ExchangePtr failed = h.call(R"({"jsonrpc":"2.0","id":1,"method":"x"})");
        QVERIFY(failed->durationMs() < 2000);
        QVERIFY2(failed->reply.error.message.contains(u"405"), qPrintable(failed->reply.error.message));
        QCOMPARE(h.transport->state(), WebSocketTransport::State::Closed);
    }

    void refusedHandshakeSaysStatusAndBody_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("reason");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("said");
        QTest::newRow("405") << 405 << QByteArray("Method Not Allowed") << QByteArray("<html><body><h1>Use POST /rpc</h1></body></html>")
                             << u"The server refused the WebSocket upgrade with HTTP 405 Method Not Allowed. It said: "
                                "<html><body><h1>Use POST /rpc</h1></body></html>"_s;
        QTest::newRow("200") << 200 << QByteArray("OK") << QByteArray("{\"status\":\"ok\"}")
                             << u"The server answered the WebSocket upgrade with HTTP 200 OK instead of 101 Switching "
                                "Protocols: it does not speak WebSocket at this address. It said: {\"status\":\"ok\"}"_s;
    }

    void refusedHandshakeSaysStatusAndBody()
    {
        QFETCH(int, status);
        QFETCH(QByteArray, reason);
        QFETCH(QByteArray, body);
        QFETCH(QString, said);
        ScriptedHttpServer server;
        QVERIFY(server.start());
        server.enqueue(ScriptedResponse::raw("HTTP/1.1 " + QByteArray::number(status) + ' ' + reason
                                             + "\r\nContent-Type: text/html\r\nContent-Length: "
                                             + QByteArray::number(body.size()) + "\r\n\r\n" + body));
        QUrl url = server.url();
        url.setScheme(u"ws"_s);
        Harness h(url);
        const ExchangePtr failed = h.call(R"({"jsonrpc":"2.0","id":1,"method":"x"})");
        QCOMPARE(failed->reply.error.kind, TransportError::Kind::Protocol);
        QVERIFY2(failed->reply.error.message.endsWith(said), qPrintable(failed->reply.error.message));
        QVERIFY(!failed->reply.error.message.contains(u"QWebSocket"));
        // The refusal's head is kept as the handshake.
        QVERIFY(failed->reply.handshake);
        QCOMPARE(failed->reply.handshake->status, status);
        QCOMPARE(headerValue(failed->reply.handshake->responseHeaders, "Content-Type"), QByteArray("text/html"));
        QCOMPARE(server.requests().size(), 1);
        QCOMPARE(server.requests()[0].header("Upgrade"), QByteArray("websocket"));
    }

    void wrongAcceptIsRefused()
    {
        RawWebSocketPeer peer({}, "bm90IHRoZSByaWdodCB2YWx1ZQ==");
        Harness h(peer.url());
        const ExchangePtr failed = h.call(R"({"jsonrpc":"2.0","id":1,"method":"x"})");
        QCOMPARE(failed->reply.error.kind, TransportError::Kind::Protocol);
        QVERIFY2(failed->reply.error.message.contains(u"Sec-WebSocket-Accept"), qPrintable(failed->reply.error.message));
    }

    void handshakeAndFramesAreReported()
    {
        // The answer is written right behind the 101, in the same packet as the handshake.
        RawWebSocketPeer peer(serverFrame(0x81, R"({"jsonrpc":"2.0","id":1,"result":"early"})"));
        Harness h(peer.url());
        const QByteArray request = R"({"jsonrpc":"2.0","id":1,"method":"x"})";
        const ExchangePtr done = h.call(request);
        QCOMPARE(done->classification.outcome, Classification::Outcome::Result);
        QCOMPARE(done->body, QByteArray(R"({"jsonrpc":"2.0","id":1,"result":"early"})"));
        // The handshake as sent and as answered.
        QVERIFY(done->reply.handshake);
        const HttpMeta &handshake = *done->reply.handshake;
        QCOMPARE(handshake.status, 101);
        QCOMPARE(handshake.reason, QByteArray("Switching Protocols"));
        QCOMPARE(headerValue(handshake.responseHeaders, "X-Served-By"), QByteArray("raw-peer"));
        QCOMPARE(headerValue(handshake.requestHeaders, "Sec-WebSocket-Version"), QByteArray("13"));
        QCOMPARE(headerValue(handshake.requestHeaders, "Sec-WebSocket-Key").size(), 24);
        // The frame on the wire: 2 header bytes, the mask, the payload.
        QCOMPARE(done->reply.bytesSent, qint64(2 + 4 + request.size()));
        QTRY_COMPARE(peer.received.size(), 2 + 4 + request.size());
        QCOMPARE(quint8(peer.received[0]), quint8(0x81));
        QVERIFY(quint8(peer.received[1]) & 0x80);   // masked
        QVERIFY(done->reply.timings.firstByteMs >= 0);
    }

    void pingIsAnsweredAndCloseCodeKept()
    {
        // A ping, then a close with 4001 and a reason: we answer both.
        RawWebSocketPeer peer(serverFrame(0x89, "hb") + serverFrame(0x88, QByteArray("\x0f\xa1", 2) + "maintenance"));
        Harness h(peer.url());
        h.transport->open();
        QTRY_VERIFY(!h.closes.isEmpty());
        QCOMPARE(h.closeCodes, QList<int>{4001});
        QVERIFY2(h.closes[0].message.contains(u"4001") && h.closes[0].message.contains(u"maintenance"),
                 qPrintable(h.closes[0].message));
        // Our pong (0x8A, masked, "hb") and our close echoing 4001 (0x88, masked, 2 bytes).
        QCOMPARE(quint8(peer.received[0]), quint8(0x8A));
        QCOMPARE(quint8(peer.received[1]), quint8(0x80 | 2));
        QCOMPARE(quint8(peer.received[8]), quint8(0x88));
        QCOMPARE(quint8(peer.received[9]), quint8(0x80 | 2));
    }

    void maskedServerFrameIsAProtocolError()
    {
        RawWebSocketPeer peer(QByteArray("\x81\x81\x00\x00\x00\x00x", 7));
        Harness h(peer.url());
        h.transport->open();
        QTRY_VERIFY(!h.closes.isEmpty());
        QCOMPARE(h.closes[0].kind, TransportError::Kind::Protocol);
        QVERIFY2(h.closes[0].message.contains(u"1002") && h.closes[0].message.contains(u"masked"),
                 qPrintable(h.closes[0].message));
        // We said why: a close frame with 1002.
        QTRY_VERIFY(peer.received.size() >= 8);
        QCOMPARE(quint8(peer.received[0]), quint8(0x88));
        const char *mask = peer.received.constData() + 2;
        QCOMPARE(((quint8(peer.received[6] ^ mask[0]) << 8) | quint8(peer.received[7] ^ mask[1])), 1002);
    }

    void handshakeCarriesTheEndpointHeaders()
    {
        ScriptedWebSocketServer server([](QWebSocket *socket, const QString &message) {
            socket->sendTextMessage(message.contains(u"\"id\":1") ? u"{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":null}"_s
                                                                   : QString());
        });
        WebSocketOptions options;
        options.bearerToken = "s3cret";
        options.headers = {{"X-Api-Key", "k-123"}};
        Harness h(server.url(), options);
        const ExchangePtr done = h.call(R"({"jsonrpc":"2.0","id":1,"method":"ping"})");
        QCOMPARE(done->classification.outcome, Classification::Outcome::Result);
        QCOMPARE(server.requests.size(), 1);
        QCOMPARE(server.requests[0].rawHeader("Authorization"), QByteArray("Bearer s3cret"));
        QCOMPARE(server.requests[0].rawHeader("X-Api-Key"), QByteArray("k-123"));
    }

    void binaryMessagesAreReportedAndDelivered()
    {
        ScriptedWebSocketServer server([](QWebSocket *socket, const QString &) {
            socket->sendBinaryMessage(R"({"jsonrpc":"2.0","id":1,"result":"bin"})");
        });
        Harness h(server.url());
        const ExchangePtr done = h.call(R"({"jsonrpc":"2.0","id":1,"method":"ping"})");
        QCOMPARE(done->body, QByteArray(R"({"jsonrpc":"2.0","id":1,"result":"bin"})"));
        QVERIFY(std::any_of(h.diagnostics.cbegin(), h.diagnostics.cend(),
                            [](const QString &text) { return text.contains(u"binary message"); }));
    }

    void invalidUtf8GoesAsBinaryAndTheDemoRefusesIt()
    {
        Harness h(m_demo.webSocketUrl());
        const ExchangePtr sent = h.call("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"\xff\"}");
        // The frame went out (binary); the demo closes with 1003 and the request is lost.
        QCOMPARE(sent->reply.error.kind, TransportError::Kind::ConnectionClosed);
        QVERIFY2(sent->reply.error.message.contains(u"1003 unsupported data"), qPrintable(sent->reply.error.message));
        QVERIFY(std::any_of(h.diagnostics.cbegin(), h.diagnostics.cend(),
                            [](const QString &text) { return text.contains(u"not valid UTF-8"); }));
    }

    void wssVerifiesCertificatesUnlessInsecure()
    {
        // A server whose certificate no system authority signed (tests/data/tls).
        const QSslConfiguration tls = TestSupport::testServerTls();
        QVERIFY(!tls.localCertificate().isNull());
        QWebSocketServer server(u"tls"_s, QWebSocketServer::SecureMode);
        server.setSslConfiguration(tls);
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        connect(&server, &QWebSocketServer::newConnection, this, [&server] {
            QWebSocket *socket = server.nextPendingConnection();
            socket->setParent(&server);
            connect(socket, &QWebSocket::textMessageReceived, socket, [socket](const QString &) {
                socket->sendTextMessage(u"{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":\"tls\"}"_s);
            });
        });
        const QUrl url(u"wss://127.0.0.1:%1/"_s.arg(server.serverPort()));

        Harness verified(url);
        const ExchangePtr refused = verified.call(R"({"jsonrpc":"2.0","id":1,"method":"ping"})");
        QCOMPARE(refused->reply.error.kind, TransportError::Kind::Tls);
        QVERIFY2(refused->reply.error.message.contains(u"certificate"), qPrintable(refused->reply.error.message));

        WebSocketOptions options;
        options.insecure = true;
        Harness insecure(url, options);
        const ExchangePtr accepted = insecure.call(R"({"jsonrpc":"2.0","id":1,"method":"ping"})");
        QCOMPARE(accepted->body, QByteArray(R"({"jsonrpc":"2.0","id":1,"result":"tls"})"));
        QVERIFY(std::any_of(insecure.diagnostics.cbegin(), insecure.diagnostics.cend(),
                            [](const QString &text) { return text.contains(u"verification is off"); }));
    }

    void silentServerTimesOutAndCancelDoesNotHang()
    {
        ScriptedWebSocketServer server([](QWebSocket *, const QString &) {});
        Harness h(server.url());
        RpcClient::Options options;
        options.timeoutMs = 200;
        h.client.setOptions(options);
        const ExchangePtr timedOut = h.call(R"({"jsonrpc":"2.0","id":1,"method":"never"})");
        QCOMPARE(timedOut->reply.error.kind, TransportError::Kind::Timeout);
        options.timeoutMs = 0;
        h.client.setOptions(options);
        const quint64 sequence = h.client.send(R"({"jsonrpc":"2.0","id":2,"method":"never"})");
        QTest::qWait(50);
        h.client.cancel(sequence);
        QTRY_COMPARE_WITH_TIMEOUT(h.finished.size(), 2, 2000);
        QCOMPARE(h.finished[1]->reply.error.kind, TransportError::Kind::Canceled);
    }

    void silentHandshakeIsGivenUp()
    {
        // Accepts TCP, reads the upgrade request, never answers it.
        QTcpServer mute;
        QVERIFY(mute.listen(QHostAddress::LocalHost, 0));
        QList<QTcpSocket *> accepted;
        QByteArray received;
        connect(&mute, &QTcpServer::newConnection, this, [&] {
            while (QTcpSocket *socket = mute.nextPendingConnection()) {
                accepted.append(socket);
                connect(socket, &QTcpSocket::readyRead, this, [&received, socket] { received += socket->readAll(); });
            }
        });
        WebSocketOptions wsOptions;
        wsOptions.handshakeTimeoutMs = 600;
        Harness h(QUrl(u"ws://127.0.0.1:%1/ws"_s.arg(mute.serverPort())), wsOptions);
        RpcClient::Options options;
        options.timeoutMs = 150;   // the request gives up before the handshake does
        h.client.setOptions(options);
        const ExchangePtr timedOut = h.call(R"({"jsonrpc":"2.0","id":1,"method":"first"})");
        QCOMPARE(timedOut->reply.error.kind, TransportError::Kind::Timeout);
        // Then the handshake itself is given up: the transport is closed, not stuck opening.
        QTRY_COMPARE_WITH_TIMEOUT(h.transport->state(), WebSocketTransport::State::Closed, 3000);
        QVERIFY(received.startsWith("GET /ws"));
    }

private:
    DemoHttpServer m_demo;
};

QTEST_GUILESS_MAIN(tst_WebSocketTransport)
#include "tst_websockettransport.moc"
