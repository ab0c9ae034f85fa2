// LegacySseTransport (MCP's HTTP+SSE) over real loopback against a peer whose every byte the
// test writes: the endpoint event resolved (relative and absolute), answers matched by id (also
// one that arrives before its POST's 202), and the bad cases: no endpoint event, a refused POST,
// the stream closing mid-request or mid-event, malformed events, an endpoint on another origin,
// a refused GET, nobody listening, a cancel before the endpoint event. The reference server
// (server-everything's sse mode) is exercised in tests/mcp/tst_mcpsession.
#include "lib/rpc/rpcclient.h"
#include "lib/transport/http/legacyssetransport.h"
#include "lib/transport/transportfactory.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

#include <functional>
#include <memory>

using namespace RpcScope;
using namespace Qt::StringLiterals;

namespace {

/// A loopback HTTP/1.1 peer: each request (head, Content-Length body) goes to the handler with
/// its socket, and the handler writes whatever bytes the test wants, whenever it wants.
class SsePeer : public QObject
{
public:
    struct Request
    {
        QByteArray method;
        QByteArray target;
        QList<QPair<QByteArray, QByteArray>> headers;
        QByteArray body;
        QPointer<QTcpSocket> socket;

        QByteArray header(QByteArrayView name) const
        {
            for (const auto &field : headers) {
                if (field.first.compare(name, Qt::CaseInsensitive) == 0)
                    return field.second;
            }
            return {};
        }
    };
    using Handler = std::function<void(const Request &request)>;

    SsePeer()
    {
        QVERIFY(m_server.listen(QHostAddress::LocalHost, 0));
        connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection()) {
                socket->setParent(this);
                connect(socket, &QTcpSocket::readyRead, this, [this, socket] { read(socket); });
            }
        });
    }

    QString url(const QString &path = u"/sse"_s) const
    {
        return u"http://127.0.0.1:%1%2"_s.arg(m_server.serverPort()).arg(path);
    }
    QString address(const QString &path = u"/sse"_s) const { return u"sse+"_s + url(path); }
    int count(QByteArrayView method) const
    {
        return int(std::count_if(requests.cbegin(), requests.cend(),
                                 [method](const Request &r) { return r.method == method; }));
    }

    Handler handler;
    QList<Request> requests;

private:
    void read(QTcpSocket *socket)
    {
        QByteArray &buffer = m_buffers[socket];
        buffer += socket->readAll();
        for (;;) {
            const qsizetype end = buffer.indexOf("\r\n\r\n");
            if (end < 0)
                return;
            Request request;
            const QList<QByteArray> lines = buffer.left(end).split('\n');
            const QList<QByteArray> first = lines.first().trimmed().split(' ');
            request.method = first.value(0);
            request.target = first.value(1);
            qsizetype length = 0;
            for (qsizetype i = 1; i < lines.size(); ++i) {
                const qsizetype colon = lines.at(i).indexOf(':');
                const QByteArray name = lines.at(i).left(colon).trimmed();
                const QByteArray value = lines.at(i).mid(colon + 1).trimmed();
                request.headers.append({name, value});
                if (name.compare("content-length", Qt::CaseInsensitive) == 0)
                    length = value.toLongLong();
            }
            if (buffer.size() < end + 4 + length)
                return;
            request.body = buffer.mid(end + 4, length);
            buffer.remove(0, end + 4 + length);
            request.socket = socket;
            requests.append(request);
            if (handler)
                handler(request);
        }
    }

    QTcpServer m_server;
    QHash<QTcpSocket *, QByteArray> m_buffers;
};

const QByteArray StreamHead = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-cache\r\n\r\n";
const QByteArray Accepted = "HTTP/1.1 202 Accepted\r\nContent-Length: 8\r\n\r\nAccepted";

QByteArray sseEvent(const QByteArray &type, const QByteArray &data)
{
    return "event: " + type + "\ndata: " + data + "\n\n";
}

// The answer the peer gives to a request it received: its id, a result of "ok".
QByteArray answerTo(const QByteArray &request)
{
    const qsizetype at = request.indexOf("\"id\":");
    const QByteArray id = request.mid(at + 5, request.indexOf(',', at) - at - 5);
    return R"({"jsonrpc":"2.0","id":)" + id + R"(,"result":"ok"})";
}

/// An RpcClient over a LegacySseTransport that keeps everything it reports.
struct Harness
{
    explicit Harness(const QString &address, const LegacySseOptions &options = {}, int timeoutMs = 10000)
        : transport(new LegacySseTransport(LegacySseTransport::streamUrlOf(address), options))
        , client(transport)
    {
        RpcClient::Options clientOptions;
        clientOptions.timeoutMs = timeoutMs;
        client.setOptions(clientOptions);
        QObject::connect(&client, &RpcClient::exchangeFinished, &client,
                         [this](const ExchangePtr &exchange) { finished.append(exchange); });
        QObject::connect(&client, &RpcClient::messageArrived, &client,
                         [this](const IncomingMessage &message) { pushes.append(message.bytes); });
        QObject::connect(&client, &RpcClient::diagnostic, &client,
                         [this](const QString &text) { diagnostics.append(text); });
        QObject::connect(transport, &Transport::channelClosed, &client,
                         [this](const TransportError &why) { closes.append(why); });
    }

    ExchangePtr call(const QByteArray &request, int waitMs = 5000)
    {
        const quint64 sequence = client.send(request);
        return waitFor(sequence, waitMs);
    }

    ExchangePtr waitFor(quint64 sequence, int waitMs = 5000)
    {
        ExchangePtr found;
        QElapsedTimer clock;
        clock.start();
        while (!found && clock.elapsed() < waitMs) {
            for (const ExchangePtr &exchange : std::as_const(finished)) {
                if (exchange->sequence == sequence)
                    found = exchange;
            }
            if (!found)
                QTest::qWait(5);
        }
        return found;
    }

    QString allDiagnostics() const { return diagnostics.join(u'\n'); }

    LegacySseTransport *transport;
    RpcClient client;
    QList<ExchangePtr> finished;
    QList<QByteArray> pushes;
    QStringList diagnostics;
    QList<TransportError> closes;
};

const QByteArray Ping = R"({"jsonrpc":"2.0","id":1,"method":"ping"})";

/// The usual GET: the stream is opened and names /m for the POSTs. True when \a request was it.
bool openStream(const SsePeer::Request &request, QPointer<QTcpSocket> *stream)
{
    if (request.method != "GET")
        return false;
    *stream = request.socket;
    (*stream)->write(StreamHead + sseEvent("endpoint", "/m"));
    return true;
}

} // namespace

class tst_LegacySseTransport final : public QObject
{
    Q_OBJECT

private slots:
    void addresses();
    void endpointResolvedAndAnswerMatched_data();
    void endpointResolvedAndAnswerMatched();
    void answerBeforeAcceptedIsHeld();
    void pushesArriveAsMessages();
    void noEndpointEventTimesOut();
    void postRefusedIsTheSendsFailure();
    void streamClosedMidRequest();
    void streamCutMidEvent();
    void malformedEventsAreReported();
    void endpointOnAnotherOriginRefused();
    void endpointThatIsNoUrlRefused();
    void refusedStream_data();
    void refusedStream();
    void nobodyListening();
    void cancelDropsUnsentSend();
    void closeEndsStream();
};

void tst_LegacySseTransport::addresses()
{
    QVERIFY(LegacySseTransport::isAddress(u"sse+http://127.0.0.1:3001/sse"));
    QVERIFY(LegacySseTransport::isAddress(u"SSE+HTTPS://example.com/sse"));
    QVERIFY(!LegacySseTransport::isAddress(u"http://127.0.0.1/sse"));
    QCOMPARE(LegacySseTransport::streamUrlOf(u"sse+https://example.com:8443/sse"_s),
             QUrl(u"https://example.com:8443/sse"_s));
    QVERIFY(!LegacySseTransport::streamUrlOf(u"sse+http:///nohost"_s).isValid());

    QString error;
    std::unique_ptr<Transport> made(TransportFactory::create(u"sse+http://127.0.0.1:3001/sse"_s, {}, &error));
    QVERIFY2(made, qPrintable(error));
    QCOMPARE(made->kind(), Transport::Kind::HttpSse);
    QCOMPARE(made->endpoint(), u"sse+http://127.0.0.1:3001/sse"_s);
    QVERIFY(!made->answersInReply());
    QVERIFY(!TransportFactory::create(u"sse+http://"_s, {}, &error));
    QVERIFY2(error.contains(u"sse+http://HOST"), qPrintable(error));
}

void tst_LegacySseTransport::endpointResolvedAndAnswerMatched_data()
{
    QTest::addColumn<QByteArray>("given");
    QTest::addColumn<QByteArray>("target");
    QTest::addRow("absolute path") << QByteArray("/message?sessionId=a1") << QByteArray("/message?sessionId=a1");
    QTest::addRow("relative") << QByteArray("post?s=2") << QByteArray("/mcp/post?s=2");
    QTest::addRow("absolute URL") << QByteArray("http://127.0.0.1:PORT/abs") << QByteArray("/abs");
}

void tst_LegacySseTransport::endpointResolvedAndAnswerMatched()
{
    QFETCH(QByteArray, given);
    QFETCH(QByteArray, target);
    SsePeer peer;
    given.replace("PORT", QByteArray::number(QUrl(peer.url()).port()));
    QPointer<QTcpSocket> stream;
    peer.handler = [&](const SsePeer::Request &request) {
        if (request.method == "GET") {
            stream = request.socket;
            stream->write(StreamHead + ": a comment\n\n" + sseEvent("endpoint", given));
            return;
        }
        request.socket->write(Accepted);
        stream->write(sseEvent("message", answerTo(request.body)));
    };
    LegacySseOptions options;
    options.bearerToken = "s3cret";
    options.headers = {{"X-Trace", "t1"}};
    Harness h(peer.address(u"/mcp/sse"_s), options);
    QSignalSpy opened(h.transport, &LegacySseTransport::opened);
    const ExchangePtr first = h.call(Ping);
    QVERIFY(first);
    QVERIFY2(!first->reply.error.isError(), qPrintable(first->reply.error.message));
    QCOMPARE(first->classification.outcome, Classification::Outcome::Result);
    QCOMPARE(first->body, QByteArray(R"({"jsonrpc":"2.0","id":1,"result":"ok"})"));
    QCOMPARE(first->transport, Transport::Kind::HttpSse);
    QVERIFY(first->classification.findings.isEmpty());
    QCOMPARE(opened.size(), 1);
    QCOMPARE(h.transport->state(), LegacySseTransport::State::Open);

    // A second request goes straight out, on the same stream.
    const ExchangePtr second = h.call(R"({"jsonrpc":"2.0","id":"b","method":"tools/list"})");
    QVERIFY(second);
    QCOMPARE(second->classification.outcome, Classification::Outcome::Result);
    QCOMPARE(peer.count("GET"), 1);
    QCOMPARE(peer.count("POST"), 2);

    const SsePeer::Request &get = peer.requests.first();
    QCOMPARE(get.target, QByteArray("/mcp/sse"));
    QCOMPARE(get.header("accept"), QByteArray("text/event-stream"));
    QCOMPARE(get.header("authorization"), QByteArray("Bearer s3cret"));
    const SsePeer::Request &post = peer.requests.at(1);
    QCOMPARE(post.target, target);
    QCOMPARE(post.header("content-type"), QByteArray("application/json"));
    QCOMPARE(post.header("authorization"), QByteArray("Bearer s3cret"));
    QCOMPARE(post.header("x-trace"), QByteArray("t1"));
    QCOMPARE(post.body, Ping);
}

void tst_LegacySseTransport::answerBeforeAcceptedIsHeld()
{
    // The answer comes on the stream before the POST's 202: it must still be matched to the
    // request (the client matches answers only to requests it knows went out).
    SsePeer peer;
    QPointer<QTcpSocket> stream;
    peer.handler = [&](const SsePeer::Request &request) {
        if (openStream(request, &stream))
            return;
        stream->write(sseEvent("message", answerTo(request.body)));
        stream->flush();
        const QPointer<QTcpSocket> post = request.socket;
        QTimer::singleShot(150, post, [post] { post->write(Accepted); });
    };
    Harness h(peer.address());
    const ExchangePtr exchange = h.call(Ping);
    QVERIFY(exchange);
    QVERIFY2(!exchange->reply.error.isError(), qPrintable(exchange->reply.error.message));
    QCOMPARE(exchange->classification.outcome, Classification::Outcome::Result);
    QVERIFY(exchange->notifications.isEmpty());
    QVERIFY(h.pushes.isEmpty());
}

void tst_LegacySseTransport::pushesArriveAsMessages()
{
    // Notifications before the answer (progress) arrive as messages, in the stream's order.
    SsePeer peer;
    QPointer<QTcpSocket> stream;
    peer.handler = [&](const SsePeer::Request &request) {
        if (openStream(request, &stream))
            return;
        request.socket->write(Accepted);
        stream->write(sseEvent("message", R"({"jsonrpc":"2.0","method":"notifications/progress","params":{"progress":1}})")
                      + "data: \n\n"   // an empty message event: nothing to deliver
                      + sseEvent("message", answerTo(request.body)));
    };
    Harness h(peer.address());
    const ExchangePtr exchange = h.call(Ping);
    QVERIFY(exchange);
    QCOMPARE(exchange->classification.outcome, Classification::Outcome::Result);
    QCOMPARE(h.pushes.size(), 1);
    QVERIFY(h.pushes.first().contains("notifications/progress"));
    QCOMPARE(exchange->notifications.size(), 1);
}

void tst_LegacySseTransport::noEndpointEventTimesOut()
{
    SsePeer peer;
    peer.handler = [&](const SsePeer::Request &request) {
        if (request.method == "GET")
            request.socket->write(StreamHead + ": waiting\n\n");   // a stream, but never an endpoint
    };
    LegacySseOptions options;
    options.handshakeTimeoutMs = 300;
    Harness h(peer.address(), options);
    QElapsedTimer clock;
    clock.start();
    const ExchangePtr exchange = h.call(Ping);
    QVERIFY(exchange);
    QVERIFY(clock.elapsed() < 3000);
    QCOMPARE(exchange->classification.outcome, Classification::Outcome::TransportError);
    QCOMPARE(exchange->reply.error.kind, TransportError::Kind::Timeout);
    QVERIFY2(exchange->reply.error.message.contains(u"no endpoint event within 300 ms"),
             qPrintable(exchange->reply.error.message));
    QCOMPARE(peer.count("POST"), 0);
    QCOMPARE(h.transport->state(), LegacySseTransport::State::Closed);

    // A GET nobody answers at all times out the same way.
    SsePeer silent;
    Harness s(silent.address(), options);
    const ExchangePtr unanswered = s.call(Ping);
    QVERIFY(unanswered);
    QCOMPARE(unanswered->reply.error.kind, TransportError::Kind::Timeout);
    QVERIFY2(unanswered->reply.error.message.contains(u"no answer within 300 ms"),
             qPrintable(unanswered->reply.error.message));
}

void tst_LegacySseTransport::postRefusedIsTheSendsFailure()
{
    SsePeer peer;
    peer.handler = [&](const SsePeer::Request &request) {
        if (request.method == "GET") {
            request.socket->write(StreamHead + sseEvent("endpoint", "/m"));
            return;
        }
        request.socket->write("HTTP/1.1 500 Internal Server Error\r\nContent-Type: text/plain\r\n"
                              "Content-Length: 30\r\n\r\nSSE connection not established");
    };
    Harness h(peer.address());
    QElapsedTimer clock;
    clock.start();
    const ExchangePtr exchange = h.call(Ping);
    QVERIFY(exchange);
    QVERIFY(clock.elapsed() < 3000);
    QCOMPARE(exchange->classification.outcome, Classification::Outcome::TransportError);
    QCOMPARE(exchange->reply.error.kind, TransportError::Kind::Protocol);
    const QString &message = exchange->reply.error.message;
    QVERIFY2(message.contains(u"HTTP 500 Internal Server Error") && message.contains(u"SSE connection not established"),
             qPrintable(message));
    QVERIFY(exchange->reply.http);   // the refusal's head is kept for the record
    QCOMPARE(exchange->reply.http->status, 500);
    QCOMPARE(h.transport->state(), LegacySseTransport::State::Open);   // the stream is fine
}

void tst_LegacySseTransport::streamClosedMidRequest()
{
    // The POST is accepted, then the server drops the stream: the request fails at once, and
    // the next send opens a new stream.
    SsePeer peer;
    QPointer<QTcpSocket> stream;
    int gets = 0;
    peer.handler = [&](const SsePeer::Request &request) {
        if (request.method == "GET") {
            stream = request.socket;
            stream->write(StreamHead + sseEvent("endpoint", "/m?c=" + QByteArray::number(++gets)));
            return;
        }
        request.socket->write(Accepted);
        if (request.target == "/m?c=1") {
            const QPointer<QTcpSocket> first = stream;
            QTimer::singleShot(50, first, [first] { first->disconnectFromHost(); });
        } else {
            stream->write(sseEvent("message", answerTo(request.body)));
        }
    };
    Harness h(peer.address());
    QElapsedTimer clock;
    clock.start();
    const ExchangePtr lost = h.call(Ping);
    QVERIFY(lost);
    QVERIFY2(clock.elapsed() < 3000, "the request waited for its timeout");
    QCOMPARE(lost->classification.outcome, Classification::Outcome::TransportError);
    QCOMPARE(lost->reply.error.kind, TransportError::Kind::ConnectionClosed);
    QVERIFY2(lost->reply.error.message.contains(u"closed the event stream"), qPrintable(lost->reply.error.message));
    QTRY_COMPARE(h.closes.size(), 1);
    QCOMPARE(h.closes.first().kind, TransportError::Kind::ConnectionClosed);
    QCOMPARE(h.transport->state(), LegacySseTransport::State::Closed);

    const ExchangePtr again = h.call(R"({"jsonrpc":"2.0","id":2,"method":"ping"})");
    QVERIFY(again);
    QVERIFY2(!again->reply.error.isError(), qPrintable(again->reply.error.message));
    QCOMPARE(again->classification.outcome, Classification::Outcome::Result);
    QCOMPARE(peer.count("GET"), 2);
    QVERIFY(h.allDiagnostics().contains(u"again"));
}

void tst_LegacySseTransport::streamCutMidEvent()
{
    SsePeer peer;
    QPointer<QTcpSocket> stream;
    peer.handler = [&](const SsePeer::Request &request) {
        if (openStream(request, &stream))
            return;
        request.socket->write(Accepted);
        stream->write(R"(event: message
data: {"jsonrpc":"2.0","id":1,"res)");
        stream->flush();
        QTimer::singleShot(50, stream, [&stream] { stream->disconnectFromHost(); });
    };
    Harness h(peer.address());
    const ExchangePtr exchange = h.call(Ping);
    QVERIFY(exchange);
    QCOMPARE(exchange->reply.error.kind, TransportError::Kind::ConnectionClosed);
    QVERIFY2(h.allDiagnostics().contains(u"ended in the middle of event 2"), qPrintable(h.allDiagnostics()));
    QVERIFY(h.pushes.isEmpty());   // the cut event is not delivered
}

void tst_LegacySseTransport::malformedEventsAreReported()
{
    SsePeer peer;
    QPointer<QTcpSocket> stream;
    peer.handler = [&](const SsePeer::Request &request) {
        if (openStream(request, &stream))
            return;
        request.socket->write(Accepted);
        stream->write("bogus: field\n\n"                         // a block of ignored lines only
                      + sseEvent("heartbeat", "{}")                 // an event type this transport does not know
                      + sseEvent("message", "not json at all")      // delivered: the client shows it as stray
                      + sseEvent("message", answerTo(request.body)));
    };
    Harness h(peer.address());
    const ExchangePtr exchange = h.call(Ping);
    QVERIFY(exchange);
    QCOMPARE(exchange->classification.outcome, Classification::Outcome::Result);
    const QString said = h.allDiagnostics();
    QVERIFY2(said.contains(u"is malformed"), qPrintable(said));
    QVERIFY2(said.contains(u"\"heartbeat\" was ignored"), qPrintable(said));
    QCOMPARE(h.pushes.size(), 1);
    QCOMPARE(h.pushes.first(), QByteArray("not json at all"));
    QCOMPARE(h.transport->state(), LegacySseTransport::State::Open);
}

void tst_LegacySseTransport::endpointOnAnotherOriginRefused()
{
    // Messages (and the bearer token) never go to a host the stream did not come from.
    SsePeer peer;
    peer.handler = [&](const SsePeer::Request &request) {
        if (request.method == "GET")
            request.socket->write(StreamHead + sseEvent("endpoint", "http://127.0.0.2:9/steal"));
    };
    LegacySseOptions options;
    options.bearerToken = "s3cret";
    Harness h(peer.address(), options);
    const ExchangePtr exchange = h.call(Ping);
    QVERIFY(exchange);
    QCOMPARE(exchange->reply.error.kind, TransportError::Kind::Protocol);
    QVERIFY2(exchange->reply.error.message.contains(u"not on the event stream's origin"),
             qPrintable(exchange->reply.error.message));
    QCOMPARE(peer.count("POST"), 0);
}

void tst_LegacySseTransport::endpointThatIsNoUrlRefused()
{
    SsePeer peer;
    peer.handler = [&](const SsePeer::Request &request) {
        if (request.method == "GET")
            request.socket->write(StreamHead + "event: endpoint\ndata:\n\n");
    };
    Harness h(peer.address());
    const ExchangePtr exchange = h.call(Ping);
    QVERIFY(exchange);
    QCOMPARE(exchange->reply.error.kind, TransportError::Kind::Protocol);
    QVERIFY2(exchange->reply.error.message.contains(u"names no URL"), qPrintable(exchange->reply.error.message));
}

void tst_LegacySseTransport::refusedStream_data()
{
    QTest::addColumn<QByteArray>("answer");
    QTest::addColumn<QString>("expected");
    QTest::addRow("404") << QByteArray("HTTP/1.1 404 Not Found\r\nContent-Length: 15\r\n\r\nCannot GET /sse")
                         << u"HTTP 404 Not Found: Cannot GET /sse"_s;
    // A 200 that is no event stream, and whose body never ends: given up at its head.
    QTest::addRow("html") << QByteArray("HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n<html>")
                          << u"HTTP 200 OK and text/html instead of an event stream"_s;
}

void tst_LegacySseTransport::refusedStream()
{
    QFETCH(QByteArray, answer);
    QFETCH(QString, expected);
    SsePeer peer;
    peer.handler = [&](const SsePeer::Request &request) { request.socket->write(answer); };
    Harness h(peer.address());
    QElapsedTimer clock;
    clock.start();
    const ExchangePtr exchange = h.call(Ping);
    QVERIFY(exchange);
    QVERIFY(clock.elapsed() < 3000);
    QCOMPARE(exchange->reply.error.kind, TransportError::Kind::Protocol);
    QVERIFY2(exchange->reply.error.message.contains(expected), qPrintable(exchange->reply.error.message));
}

void tst_LegacySseTransport::nobodyListening()
{
    QTcpServer probe;
    QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
    const quint16 port = probe.serverPort();
    probe.close();
    Harness h(u"sse+http://127.0.0.1:%1/sse"_s.arg(port));
    const ExchangePtr exchange = h.call(Ping);
    QVERIFY(exchange);
    QCOMPARE(exchange->reply.error.kind, TransportError::Kind::ConnectionRefused);
    QVERIFY2(exchange->reply.error.message.startsWith(u"Could not open the event stream sse+http://127.0.0.1"),
             qPrintable(exchange->reply.error.message));
}

void tst_LegacySseTransport::cancelDropsUnsentSend()
{
    // Two sends wait for the endpoint event; one is canceled: only the other is ever posted.
    SsePeer peer;
    QPointer<QTcpSocket> stream;
    peer.handler = [&](const SsePeer::Request &request) {
        if (request.method == "GET") {
            stream = request.socket;
            stream->write(StreamHead);
            return;
        }
        request.socket->write(Accepted);
        stream->write(sseEvent("message", answerTo(request.body)));
    };
    Harness h(peer.address());
    const quint64 dropped = h.client.send(Ping);
    const quint64 kept = h.client.send(R"({"jsonrpc":"2.0","id":2,"method":"ping"})");
    QTRY_VERIFY(stream);
    h.client.cancel(dropped);
    const ExchangePtr canceled = h.waitFor(dropped, 1000);
    QVERIFY(canceled);
    QCOMPARE(canceled->reply.error.kind, TransportError::Kind::Canceled);
    stream->write(sseEvent("endpoint", "/m"));
    const ExchangePtr answered = h.waitFor(kept);
    QVERIFY(answered);
    QCOMPARE(answered->classification.outcome, Classification::Outcome::Result);
    QCOMPARE(peer.count("POST"), 1);
    QVERIFY(peer.requests.last().body.contains("\"id\":2"));
}

void tst_LegacySseTransport::closeEndsStream()
{
    SsePeer peer;
    QPointer<QTcpSocket> stream;
    peer.handler = [&](const SsePeer::Request &request) {
        if (request.method == "GET") {
            stream = request.socket;
            stream->write(StreamHead + sseEvent("endpoint", "/m"));
        }
    };
    Harness h(peer.address());
    h.transport->open();
    QTRY_COMPARE(h.transport->state(), LegacySseTransport::State::Open);
    QCOMPARE(h.transport->messageUrl().path(), u"/m"_s);
    h.transport->close();
    QCOMPARE(h.transport->state(), LegacySseTransport::State::Closed);
    QVERIFY(h.closes.isEmpty());   // reported from the event loop, not from inside close()
    QTRY_COMPARE(h.closes.size(), 1);
    QCOMPARE(h.closes.first().kind, TransportError::Kind::Canceled);
    QTRY_VERIFY(!stream || stream->state() != QAbstractSocket::ConnectedState);   // the server sees it end
}

QTEST_GUILESS_MAIN(tst_LegacySseTransport)
#include "tst_legacyssetransport.moc"
