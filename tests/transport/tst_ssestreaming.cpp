// Streamed answers (POST answered with text/event-stream) through HttpTransport and RpcClient
// over real loopback: the demo server's demo.stream and message/stream, and a scripted HTTP
// peer for streams the demo does not send (a terminal event on a stream left open, a broken
// stream resumed with Last-Event-ID).
#include "lib/demo/demohttpserver.h"
#include "lib/rpc/rpcclient.h"
#include "lib/transport/http/httptransport.h"
#include "support/scriptedhttpserver.h"

#include <QDateTime>
#include <QStandardPaths>
#include <QTest>

using namespace RpcScope;
using namespace Qt::StringLiterals;

namespace {

struct Arrival
{
    quint64 sequence = 0;
    SseEvent event;
    qint64 atMs = 0;
    int finishedBefore = 0;   ///< exchanges finished when it arrived
};

/// An RpcClient over HTTP that records every stream event and finished exchange.
struct Harness
{
    explicit Harness(const QUrl &url, int timeoutMs = 5000)
        : client(new HttpTransport(url))
    {
        RpcClient::Options options;
        options.timeoutMs = timeoutMs;
        client.setOptions(options);
        QObject::connect(&client, &RpcClient::streamEventArrived, &client,
                         [this](quint64 sequence, const SseEvent &event) {
                             arrivals.append({sequence, event, QDateTime::currentMSecsSinceEpoch(), int(finished.size())});
                         });
        QObject::connect(&client, &RpcClient::exchangeFinished, &client, [this](const ExchangePtr &exchange) {
            finished.append(exchange);
            finishedAtMs = QDateTime::currentMSecsSinceEpoch();
        });
        QObject::connect(&client, &RpcClient::messageArrived, &client,
                         [this](const IncomingMessage &message) { messages.append(message.bytes); });
    }

    quint64 stream(const QByteArray &request)
    {
        SendOptions options;
        options.streaming = true;
        return client.send(request, options);
    }

    /// An MCP tools/call whose answer may come as an event stream, resumable or not.
    quint64 streamToolCall(bool resumable, const HeaderList &headers = {})
    {
        SendOptions options;
        options.streaming = true;
        options.resumable = resumable;
        options.extraHeaders = headers;
        return client.send(R"({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"x"}})", options);
    }

    ExchangePtr wait(int timeoutMs = 10000)
    {
        [&] { QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), timeoutMs); }();
        return finished.isEmpty() ? ExchangePtr() : finished.last();
    }

    RpcClient client;
    QList<Arrival> arrivals;
    QList<ExchangePtr> finished;
    QList<QByteArray> messages;
    qint64 finishedAtMs = 0;
};

QByteArray chunk(const QByteArray &bytes)
{
    return QByteArray::number(bytes.size(), 16) + "\r\n" + bytes + "\r\n";
}

const QByteArray streamHead = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n";

} // namespace

class tst_SseStreaming final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_demo.listen(0));
    }

    void liveEventsArriveInOrder()
    {
        Harness h(m_demo.rpcUrl());
        const qint64 started = QDateTime::currentMSecsSinceEpoch();
        const quint64 sequence =
            h.stream(R"({"jsonrpc":"2.0","id":5,"method":"demo.stream","params":{"count":4,"intervalMs":80}})");
        const ExchangePtr exchange = h.wait();
        QVERIFY(exchange);
        QCOMPARE(h.arrivals.size(), 4);
        for (int i = 0; i < 4; ++i) {
            QCOMPARE(h.arrivals[i].sequence, sequence);
            QCOMPARE(h.arrivals[i].event.index, i);
            QVERIFY(h.arrivals[i].event.data.contains(QByteArray(R"("seq":)" + QByteArray::number(i + 1))));
            QCOMPARE(h.arrivals[i].finishedBefore, 0);   // each before the exchange finished
            if (i > 0)
                QVERIFY(h.arrivals[i].atMs >= h.arrivals[i - 1].atMs);
        }
        // Live, not buffered: the first event came well before the last one was sent.
        QVERIFY2(h.arrivals[3].atMs - h.arrivals[0].atMs >= 200, "the events waited for the end of the stream");
        QVERIFY(h.arrivals[0].atMs >= started);
        // Event 2 is split over two data lines; the fields of event 1 were read.
        QVERIFY(h.arrivals[1].event.data.contains('\n'));
        QCOMPARE(h.arrivals[0].event.retryMs, 3000);
        QCOMPARE(h.arrivals[3].event.lastEventId, QByteArray("4"));

        QCOMPARE(exchange->sequence, sequence);
        QVERIFY(!exchange->reply.error.isError());
        QCOMPARE(exchange->classification.outcome, Classification::Outcome::Result);
        QVERIFY2(exchange->classification.findings.isEmpty(),
                 qPrintable(exchange->classification.findings.value(0).message));
        QCOMPARE(exchange->body, QByteArray(R"({"jsonrpc":"2.0","id":5,"result":{"seq":4,"of":4,"final":true}})"));
        QCOMPARE(exchange->streamEvents.size(), 4);
        QVERIFY(exchange->reply.body.startsWith(": demo.stream sends 4 events\nretry: 3000\n"));
        QCOMPARE(headerValue(exchange->reply.http->requestHeaders, "Accept"),
                 QByteArray("application/json, text/event-stream"));
    }

    void a2aMessageStreamEndsAtTheFinalStatus()
    {
        Harness h(m_demo.rpcUrl());
        h.stream(R"({"jsonrpc":"2.0","id":"r1","method":"message/stream","params":{"message":{"role":"user",)"
                 R"("parts":[{"kind":"text","text":"hello agent"}],"messageId":"m1"}}})");
        const ExchangePtr exchange = h.wait();
        QVERIFY(exchange);
        QCOMPARE(exchange->streamEvents.size(), 4);
        QVERIFY(exchange->streamEvents[0].data.contains(R"("kind":"task")"));
        QVERIFY(exchange->streamEvents[1].data.contains(R"("state":"working")"));
        QVERIFY(exchange->streamEvents[2].data.contains(R"("text":"HELLO AGENT")"));
        QVERIFY(exchange->body.contains(R"("state":"completed"},"final":true)"));
        QCOMPARE(exchange->classification.outcome, Classification::Outcome::Result);
        QVERIFY(!exchange->reply.error.isError());
    }

    void streamThatStopsMidEvent()
    {
        Harness h(m_demo.rpcUrl());
        h.stream(R"({"jsonrpc":"2.0","id":1,"method":"demo.stream","params":{"count":2,"intervalMs":10,"end":"cut"}})");
        const ExchangePtr exchange = h.wait();
        QVERIFY(exchange);
        QCOMPARE(exchange->streamEvents.size(), 3);
        QVERIFY(!exchange->streamEvents[2].complete);
        QCOMPARE(exchange->streamEvents[2].data, QByteArray(R"({"jsonrpc":"2.0","id":)"));
        // The answer is the last whole response; the cut-off event is a finding.
        QVERIFY(exchange->body.contains(R"("seq":2)"));
        QCOMPARE(exchange->classification.outcome, Classification::Outcome::Result);
        QVERIFY(exchange->classification.hasFinding(u"stray-output"_s));
        QVERIFY(exchange->classification.findings.last().message.contains(u"Event 3"));
        QVERIFY(exchange->classification.findings.last().message.contains(u"ended in the middle"));
    }

    void malformedEventIsReported()
    {
        Harness h(m_demo.rpcUrl());
        h.stream(R"({"jsonrpc":"2.0","id":1,"method":"demo.stream","params":{"count":3,"intervalMs":10,"end":"malformed"}})");
        const ExchangePtr exchange = h.wait();
        QVERIFY(exchange);
        QCOMPARE(exchange->streamEvents.size(), 4);
        QCOMPARE(exchange->streamEvents[1].lastEventId, QByteArray("bad"));
        QVERIFY(exchange->body.contains(R"("final":true)"));
        QCOMPARE(exchange->classification.outcome, Classification::Outcome::Result);
        QCOMPARE(exchange->classification.findings.size(), 1);
        QCOMPARE(exchange->classification.findings[0].id, u"stray-output"_s);
        QVERIFY(exchange->classification.findings[0].message.contains(u"Event 2 of the stream: its data is not JSON"));
    }

    void streamThatNeverEndsTimesOut()
    {
        Harness h(m_demo.rpcUrl(), 300);
        h.stream(R"({"jsonrpc":"2.0","id":1,"method":"demo.stream","params":{"count":2,"intervalMs":100,"end":"never"}})");
        const ExchangePtr exchange = h.wait();
        QVERIFY(exchange);
        QCOMPARE(exchange->reply.error.kind, TransportError::Kind::Timeout);
        QCOMPARE(exchange->classification.outcome, Classification::Outcome::TransportError);
        // The events before the silence are kept; the timeout counted from the last one.
        QCOMPARE(exchange->streamEvents.size(), 2);
        QVERIFY(h.finishedAtMs - h.arrivals.last().atMs >= 250);
    }

    void streamThatNeverEndsCanBeCanceled()
    {
        Harness h(m_demo.rpcUrl(), 0);
        const quint64 sequence = h.stream(
            R"({"jsonrpc":"2.0","id":1,"method":"demo.stream","params":{"count":1,"intervalMs":10,"end":"never"}})");
        QTRY_COMPARE_WITH_TIMEOUT(h.arrivals.size(), 1, 5000);
        h.client.cancel(sequence);
        const ExchangePtr exchange = h.wait(1000);
        QVERIFY(exchange);
        QCOMPARE(exchange->reply.error.kind, TransportError::Kind::Canceled);
        QCOMPARE(exchange->streamEvents.size(), 1);
        QCOMPARE(h.client.pendingCount(), 0);
    }

    void withoutStreamingTheDemoSaysHow()
    {
        Harness h(m_demo.rpcUrl());
        h.client.send(R"({"jsonrpc":"2.0","id":1,"method":"demo.stream"})");
        const ExchangePtr exchange = h.wait();
        QVERIFY(exchange);
        QVERIFY(h.arrivals.isEmpty());
        QCOMPARE(exchange->classification.outcome, Classification::Outcome::Error);
        QVERIFY(exchange->body.contains("text/event-stream"));
    }

    void terminalEventClosesAStreamLeftOpen()
    {
        ScriptedHttpServer server;
        QVERIFY(server.start());
        server.enqueue(ScriptedResponse::chunks(
            {{0, streamHead + chunk("data: {\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"final\":false}}\n\n")},
             {50, chunk("data: {\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"kind\":\"status-update\",\"final\":true}}\n\n")}}));
        Harness h(server.url(), 0);   // no deadline: only the terminal event can end it
        h.stream(R"({"jsonrpc":"2.0","id":1,"method":"message/stream","params":{}})");
        const ExchangePtr exchange = h.wait(3000);
        QVERIFY(exchange);
        QCOMPARE(exchange->streamEvents.size(), 2);
        QVERIFY(!exchange->reply.error.isError());
        QVERIFY(exchange->reply.http);
        QCOMPARE(exchange->reply.http->status, 200);
        QCOMPARE(exchange->classification.outcome, Classification::Outcome::Result);
        QVERIFY(exchange->body.contains(R"("final":true)"));
    }

    void mcpResponseEndsAStreamLeftOpen()
    {
        // MCP Streamable HTTP: a progress notification, then the response; the server keeps the
        // stream open (it only SHOULD close it). The response is the answer: no wait for a timeout.
        ScriptedHttpServer server;
        QVERIFY(server.start());
        server.enqueue(ScriptedResponse::chunks(
            {{0, streamHead + chunk("data: {\"jsonrpc\":\"2.0\",\"method\":\"notifications/progress\",\"params\":{\"progress\":1}}\n\n")},
             {20, chunk("data: {\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"content\":[]}}\n\n")}}));
        Harness h(server.url(), 0);   // no deadline: only the response can end it
        h.stream(R"({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"x"}})");
        const ExchangePtr exchange = h.wait(3000);
        QVERIFY(exchange);
        QCOMPARE(exchange->notifications.size(), 1);
        QCOMPARE(exchange->classification.outcome, Classification::Outcome::Result);
        QVERIFY(!exchange->reply.error.isError());
    }

    void errorEventIsTerminalAndServerMessagesAreNotifications()
    {
        ScriptedHttpServer server;
        QVERIFY(server.start());
        server.enqueue(ScriptedResponse::chunks(
            {{0, streamHead + chunk("data: {\"jsonrpc\":\"2.0\",\"method\":\"notifications/progress\",\"params\":{\"p\":1}}\n\n")},
             {20, chunk("data: {\"jsonrpc\":\"2.0\",\"id\":1,\"error\":{\"code\":-32001,\"message\":\"Task not found\"}}\n\n")}}));
        Harness h(server.url(), 0);
        h.stream(R"({"jsonrpc":"2.0","id":1,"method":"tasks/resubscribe","params":{"id":"t"}})");
        const ExchangePtr exchange = h.wait(3000);
        QVERIFY(exchange);
        QCOMPARE(h.messages.size(), 1);
        QVERIFY(h.messages[0].contains("notifications/progress"));
        QCOMPARE(exchange->notifications.size(), 1);
        QCOMPARE(exchange->classification.outcome, Classification::Outcome::Error);
        QVERIFY(!exchange->reply.error.isError());
    }

    void streamOfNoResponseIsUnanswered()
    {
        ScriptedHttpServer server;
        QVERIFY(server.start());
        server.enqueue(ScriptedResponse::raw(streamHead + chunk(": only a comment\n\n") + "0\r\n\r\n"));
        Harness h(server.url());
        h.stream(R"({"jsonrpc":"2.0","id":1,"method":"message/stream","params":{}})");
        const ExchangePtr exchange = h.wait(3000);
        QVERIFY(exchange);
        QVERIFY(exchange->streamEvents.isEmpty());
        QVERIFY(exchange->body.isEmpty());
        QCOMPARE(exchange->classification.outcome, Classification::Outcome::Invalid);
        QVERIFY(exchange->classification.hasFinding(u"request-unanswered"_s));
    }

    // MCP Streamable HTTP, "Resumability and Redelivery": a stream that breaks off before its
    // answer, after events with ids, is carried on by a GET with Last-Event-ID.
    void brokenStreamIsResumedWithLastEventId()
    {
        ScriptedHttpServer server;
        QVERIFY(server.start());
        const QByteArray progress = R"({"jsonrpc":"2.0","method":"notifications/progress","params":{"progress":1}})";
        // The POST's stream: a priming event, a progress event, half an event, then the connection drops.
        server.enqueue(ScriptedResponse::raw(streamHead + chunk("id: e1\nretry: 20\ndata: \n\n")
                                             + chunk("id: e2\ndata: " + progress + "\n\n") + chunk("id: e3\ndata: {\"js"))
                               .thenClose());
        // The GET resuming it: the rest, left open (the answer ends it).
        server.enqueue(ScriptedResponse::raw(streamHead + chunk("id: e3\ndata: {\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}}\n\n")));
        Harness h(server.url(), 5000);
        QStringList diagnostics;
        QObject::connect(&h.client, &RpcClient::diagnostic, &h.client, [&](const QString &t) { diagnostics.append(t); });
        h.streamToolCall(true, {{"Mcp-Session-Id", "s-1"}});
        const ExchangePtr exchange = h.wait(3000);
        QVERIFY(exchange);
        QVERIFY2(!exchange->reply.error.isError(), qPrintable(exchange->reply.error.message));
        QCOMPARE(exchange->classification.outcome, Classification::Outcome::Result);
        QCOMPARE(exchange->body, QByteArray(R"({"jsonrpc":"2.0","id":1,"result":{}})"));
        QCOMPARE(exchange->notifications.size(), 1);
        QCOMPARE(exchange->streamEvents.size(), 3);   // the half event is not reported: it came again
        QCOMPARE(exchange->streamEvents.last().index, 2);
        QVERIFY(exchange->reply.http);
        QCOMPARE(exchange->reply.http->method, QByteArray("POST"));   // the send's head is the POST's
        QVERIFY(exchange->reply.body.contains("e2") && exchange->reply.body.contains("\"result\""));
        QCOMPARE(server.requests().size(), 2);
        const RecordedRequest &get = server.requests().at(1);
        QCOMPARE(get.method, QByteArray("GET"));
        QCOMPARE(get.header("Last-Event-ID"), QByteArray("e2"));
        QCOMPARE(get.header("Accept"), QByteArray("text/event-stream"));
        QCOMPARE(get.header("Mcp-Session-Id"), QByteArray("s-1"));
        QVERIFY(get.body.isEmpty());
        QVERIFY2(diagnostics.join(u'\n').contains(u"Last-Event-ID: e2"), qPrintable(diagnostics.join(u'\n')));
    }

    void brokenStreamWithoutIdsIsNotResumed_data()
    {
        QTest::addColumn<bool>("ids");
        QTest::addColumn<bool>("resumable");
        QTest::addRow("no ids") << false << true;
        QTest::addRow("not asked") << true << false;
    }

    void brokenStreamWithoutIdsIsNotResumed()
    {
        QFETCH(bool, ids);
        QFETCH(bool, resumable);
        ScriptedHttpServer server;
        QVERIFY(server.start());
        server.enqueue(ScriptedResponse::raw(streamHead + chunk(QByteArray(ids ? "id: e1\n" : "") + "data: \n\n")).thenClose());
        Harness h(server.url(), 5000);
        h.streamToolCall(resumable);
        const ExchangePtr exchange = h.wait(3000);
        QVERIFY(exchange);
        QCOMPARE(exchange->classification.outcome, Classification::Outcome::TransportError);
        QCOMPARE(server.requests().size(), 1);
    }

    void resumeRefusedIsAnError()
    {
        ScriptedHttpServer server;
        QVERIFY(server.start());
        server.enqueue(ScriptedResponse::raw(streamHead + chunk("id: e1\ndata: \n\n")).thenClose());
        server.enqueue(ScriptedResponse::http(405, "no resuming here"));
        Harness h(server.url(), 5000);
        h.streamToolCall(true);
        const ExchangePtr exchange = h.wait(3000);
        QVERIFY(exchange);
        QCOMPARE(exchange->classification.outcome, Classification::Outcome::TransportError);
        QVERIFY2(exchange->reply.error.message.contains(u"could not be resumed") && exchange->reply.error.message.contains(u"405"),
                 qPrintable(exchange->reply.error.message));
        QCOMPARE(server.requests().size(), 2);
    }

    void resumingSendCanBeCanceled()
    {
        // The resuming GET is never answered: a cancel stops it like any send.
        ScriptedHttpServer server;
        QVERIFY(server.start());
        server.enqueue(ScriptedResponse::raw(streamHead + chunk("id: e1\ndata: \n\n")).thenClose());
        server.enqueue(ScriptedResponse::neverAnswer());
        Harness h(server.url(), 0);
        const quint64 sequence = h.streamToolCall(true);
        QTRY_COMPARE_WITH_TIMEOUT(server.requests().size(), 2, 3000);
        h.client.cancel(sequence);
        const ExchangePtr exchange = h.wait(1000);
        QVERIFY(exchange);
        QCOMPARE(exchange->reply.error.kind, TransportError::Kind::Canceled);
    }

private:
    DemoHttpServer m_demo;
};

QTEST_GUILESS_MAIN(tst_SseStreaming)
#include "tst_ssestreaming.moc"
