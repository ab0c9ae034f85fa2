// RpcClient over real transports: every SPEC §5 finding produced by a real loopback
// exchange (a scripted HTTP peer sends the exact bytes), timeouts told apart from cancels,
// and id correlation over a real child process.
#include "lib/rpc/rpcclient.h"
#include "lib/transport/http/httptransport.h"
#include "lib/transport/stdio/stdiotransport.h"
#include "support/scriptedhttpserver.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

using namespace RpcScope;
using namespace Qt::StringLiterals;

class tst_RpcClient final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void findingOverLoopback_data();
    void findingOverLoopback();
    void everyCatalogIdIsCovered();
    void bigBodyIsClassifiedOffThread();
    void deeplyNestedBody();
    void timeoutIsNotCancel();
    void cancelIsNotTimeout();
    void connectionRefused();
    void stdioCorrelatesOutOfOrder();
    void stdioBatchAndNotification();
    void stdioStrayOutput();
    void strayOutputFindingsAreCapped();
    void stdioServerRequestWithOurId();
    void stdioContentLengthMismatch();
    void stdioListenStreamIsJudged_data();
    void stdioListenStreamIsJudged();
    void stdioChildExitFailsPending();
    void stdioSilentChildTimesOut();

private:
    ExchangePtr exchangeOver(ScriptedHttpServer &server, const QByteArray &sent, int timeoutMs = 5000, bool streaming = false,
                             bool cancel = false);
    ExchangePtr exchangeOverStdio(RpcClient &client, const QByteArray &sent);

    QSet<QString> m_covered;
};

namespace {

ScriptedResponse reply(int status, const QByteArray &contentType, const QByteArray &body)
{
    ScriptedHeaders headers;
    if (!contentType.isEmpty())
        headers.append({"Content-Type", contentType});
    return ScriptedResponse::http(status, body, headers);
}

} // namespace

ExchangePtr tst_RpcClient::exchangeOver(ScriptedHttpServer &server, const QByteArray &sent, int timeoutMs, bool streaming,
                                        bool cancel)
{
    RpcClient client(new HttpTransport(server.url()));
    RpcClient::Options options;
    options.timeoutMs = timeoutMs;
    client.setOptions(options);
    QSignalSpy finished(&client, &RpcClient::exchangeFinished);
    SendOptions sendOptions;
    sendOptions.streaming = streaming;   // an answer may come as an event stream (MCP over HTTP)
    const quint64 sequence = client.send(sent, sendOptions);
    if (cancel) {
        QTest::qWait(50);
        client.cancel(sequence);
    }
    if (finished.isEmpty() && !finished.wait(10000))
        return {};
    return finished.first().first().value<ExchangePtr>();
}

void tst_RpcClient::findingOverLoopback_data()
{
    QTest::addColumn<QByteArray>("sent");
    QTest::addColumn<int>("status");
    QTest::addColumn<QByteArray>("contentType");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("finding");

    const QByteArray req = R"({"jsonrpc":"2.0","id":1,"method":"a"})";
    const QByteArray json = "application/json";
    const QByteArray batch = R"([{"jsonrpc":"2.0","id":1,"method":"a"},{"jsonrpc":"2.0","id":2,"method":"b"}])";
    QTest::addRow("extra-member") << req << 200 << json << QByteArray(R"({"jsonrpc":"2.0","result":1,"id":1,"meta":{}})")
                                  << "extra-member";
    QTest::addRow("missing-result-and-error") << req << 200 << json << QByteArray(R"({"jsonrpc":"2.0","id":1})")
                                              << "missing-result-and-error";
    QTest::addRow("both-result-and-error")
        << req << 200 << json << QByteArray(R"({"jsonrpc":"2.0","id":1,"result":1,"error":{"code":1,"message":"m"}})")
        << "both-result-and-error";
    QTest::addRow("bad-jsonrpc-version") << req << 200 << json << QByteArray(R"({"jsonrpc":"1.0","id":1,"result":1})")
                                         << "bad-jsonrpc-version";
    QTest::addRow("missing-id") << req << 200 << json << QByteArray(R"({"jsonrpc":"2.0","result":1})") << "missing-id";
    QTest::addRow("id-mismatch") << req << 200 << json << QByteArray(R"({"jsonrpc":"2.0","id":99,"result":1})")
                                 << "id-mismatch";
    QTest::addRow("id-type-changed") << req << 200 << json << QByteArray(R"({"jsonrpc":"2.0","id":"1","result":1})")
                                     << "id-type-changed";
    QTest::addRow("batch-missing-response") << batch << 200 << json
                                            << QByteArray(R"([{"jsonrpc":"2.0","id":1,"result":1}])")
                                            << "batch-missing-response";
    QTest::addRow("batch-duplicate-response")
        << batch << 200 << json
        << QByteArray(R"([{"jsonrpc":"2.0","id":1,"result":1},{"jsonrpc":"2.0","id":2,"result":2},{"jsonrpc":"2.0","id":2,"result":2}])")
        << "batch-duplicate-response";
    QTest::addRow("batch-not-array") << batch << 200 << json
                                     << QByteArray(R"({"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"m"}})")
                                     << "batch-not-array";
    QTest::addRow("unexpected-batch") << req << 200 << json << QByteArray(R"([{"jsonrpc":"2.0","id":1,"result":1}])")
                                      << "unexpected-batch";
    QTest::addRow("notification-answered") << QByteArray(R"({"jsonrpc":"2.0","method":"n"})") << 200 << json
                                           << QByteArray(R"({"jsonrpc":"2.0","id":null,"result":1})")
                                           << "notification-answered";
    QTest::addRow("request-unanswered") << req << 200 << json << QByteArray() << "request-unanswered";
    QTest::addRow("bad-error-object") << req << 200 << json
                                      << QByteArray(R"({"jsonrpc":"2.0","id":1,"error":{"code":-32500,"message":"m"}})")
                                      << "bad-error-object";
    QTest::addRow("http-status") << req << 500 << json
                                 << QByteArray(R"({"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":"m"}})")
                                 << "http-status";
    QTest::addRow("content-type") << req << 200 << QByteArray("text/plain")
                                  << QByteArray(R"({"jsonrpc":"2.0","id":1,"result":1})") << "content-type";
    QTest::addRow("not-json") << req << 200 << json << QByteArray("<html>oops</html>") << "not-json";
    QTest::addRow("not-an-envelope") << req << 200 << json << QByteArray("true") << "not-an-envelope";
    QTest::addRow("duplicate-key") << req << 200 << json << QByteArray(R"({"jsonrpc":"2.0","id":1,"id":1,"result":1})")
                                   << "duplicate-key";
    QTest::addRow("parse-error-with-id")
        << req << 200 << json << QByteArray(R"({"jsonrpc":"2.0","id":1,"error":{"code":-32700,"message":"Parse error"}})")
        << "parse-error-with-id";
    // MCP 2026-07-28: the request names the revision in its _meta.
    const QByteArray stateless = R"({"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"_meta":{)"
                                 R"("io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}})";
    QTest::addRow("mcp-result-type-missing") << stateless << 200 << json
                                             << QByteArray(R"({"jsonrpc":"2.0","id":1,"result":{"tools":[],"ttlMs":0,"cacheScope":"private"}})")
                                             << "mcp-result-type-missing";
    QTest::addRow("mcp-cache-hints-missing") << stateless << 200 << json
                                             << QByteArray(R"({"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","tools":[]}})")
                                             << "mcp-cache-hints-missing";
    QTest::addRow("mcp-input-required-empty") << stateless << 200 << json
                                              << QByteArray(R"({"jsonrpc":"2.0","id":1,"result":{"resultType":"input_required"}})")
                                              << "mcp-input-required-empty";
    QTest::addRow("mcp-task-incomplete") << stateless << 200 << json
                                         << QByteArray(R"({"jsonrpc":"2.0","id":1,"result":{"resultType":"task","status":"working"}})")
                                         << "mcp-task-incomplete";
    // subscriptions/listen: its stream begins with the acknowledgement and brings what was asked.
    const QByteArray listen = R"({"jsonrpc":"2.0","id":1,"method":"subscriptions/listen","params":{"notifications":{"toolsListChanged":true},)"
                              R"("_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28"}}})";
    const QByteArray ended = "data: {\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"resultType\":\"complete\",\"_meta\":{}}}\n\n";
    QTest::addRow("mcp-listen-unacknowledged")
        << listen << 200 << QByteArray("text/event-stream")
        << QByteArray("data: {\"jsonrpc\":\"2.0\",\"method\":\"notifications/tools/list_changed\"}\n\n") + ended
        << "mcp-listen-unacknowledged";
    QTest::addRow("mcp-listen-unrequested")
        << listen << 200 << QByteArray("text/event-stream")
        << QByteArray("data: {\"jsonrpc\":\"2.0\",\"method\":\"notifications/subscriptions/acknowledged\",\"params\":{\"_meta\":"
                      "{\"io.modelcontextprotocol/subscriptionId\":1},\"notifications\":{\"toolsListChanged\":true}}}\n\n"
                      "data: {\"jsonrpc\":\"2.0\",\"method\":\"notifications/prompts/list_changed\"}\n\n") + ended
        << "mcp-listen-unrequested";
}

void tst_RpcClient::findingOverLoopback()
{
    QFETCH(QByteArray, sent);
    QFETCH(int, status);
    QFETCH(QByteArray, contentType);
    QFETCH(QByteArray, body);
    QFETCH(QString, finding);

    ScriptedHttpServer server;
    QVERIFY(server.start());
    server.enqueue(reply(status, contentType, body));
    const ExchangePtr exchange = exchangeOver(server, sent, 5000, contentType == "text/event-stream");
    QVERIFY(exchange);
    QCOMPARE(server.requests().size(), 1);
    QCOMPARE(server.requests().first().body, sent);   // the exact bytes went out
    if (contentType == "text/event-stream")
        QVERIFY(!exchange->body.isEmpty() && body.contains(exchange->body));   // the answer, from its event
    else
        QCOMPARE(exchange->body, body);                // and the exact bytes came back
    QCOMPARE(exchange->reply.http->status, status);
    QVERIFY2(exchange->classification.hasFinding(finding),
             qPrintable(QStringLiteral("no %1 in: %2").arg(finding, QString::fromUtf8(exchange->body))));
    m_covered.insert(finding);
}

void tst_RpcClient::everyCatalogIdIsCovered()
{
    // These need a child process: stdioStrayOutput covers stray-output,
    // stdioServerRequestWithOurId server-request-reuses-id and stdioContentLengthMismatch
    // content-length-mismatch (run after this).
    m_covered.insert(QStringLiteral("stray-output"));
    m_covered.insert(QStringLiteral("server-request-reuses-id"));
    m_covered.insert(QStringLiteral("content-length-mismatch"));
    // A response header: tst_mcpmodern's sessionIdFromStatelessServerIsIgnored covers it.
    m_covered.insert(QStringLiteral("mcp-stateless-session-id"));
    for (const auto &entry : FindingCatalog::all())
        QVERIFY2(m_covered.contains(QLatin1StringView(entry.id)), entry.id);
}

void tst_RpcClient::bigBodyIsClassifiedOffThread()
{
    QByteArray body = R"({"jsonrpc":"2.0","id":1,"result":[)";
    const QByteArray record = R"({"seq":12345,"name":"record","value":1.50,"tags":["a","b"]},)";
    while (body.size() < 64 * 1024 * 1024)
        body += record;
    body.chop(1);
    body += "]}";
    ScriptedHttpServer server;
    QVERIFY(server.start());
    server.enqueue(reply(200, "application/json", body));

    RpcClient client(new HttpTransport(server.url()));
    QSignalSpy finished(&client, &RpcClient::exchangeFinished);
    // The event loop keeps turning while the body is indexed: a timer keeps ticking.
    int ticks = 0;
    QTimer ticker;
    connect(&ticker, &QTimer::timeout, this, [&ticks] { ++ticks; });
    ticker.start(5);
    client.send(R"({"jsonrpc":"2.0","id":1,"method":"big"})");
    QVERIFY(finished.wait(60000));
    const auto exchange = finished.first().first().value<ExchangePtr>();
    QCOMPARE(exchange->body.size(), body.size());
    QCOMPARE(exchange->classification.outcome, Classification::Outcome::Result);
    QVERIFY(exchange->classification.document.nodeCount() > 1000000);
    QVERIFY(ticks > 0);
}

void tst_RpcClient::deeplyNestedBody()
{
    const int depth = 100000;
    const QByteArray body = R"({"jsonrpc":"2.0","id":1,"result":)" + QByteArray(depth, '[') + QByteArray(depth, ']') + '}';
    ScriptedHttpServer server;
    QVERIFY(server.start());
    server.enqueue(reply(200, "application/json", body));
    const ExchangePtr exchange = exchangeOver(server, R"({"jsonrpc":"2.0","id":1,"method":"deep"})");
    QVERIFY(exchange);
    QCOMPARE(exchange->classification.outcome, Classification::Outcome::Result);
}

void tst_RpcClient::timeoutIsNotCancel()
{
    ScriptedHttpServer server;
    QVERIFY(server.start());
    server.enqueue(ScriptedResponse::neverAnswer());
    const ExchangePtr exchange = exchangeOver(server, R"({"jsonrpc":"2.0","id":1,"method":"slow"})", 300);
    QVERIFY(exchange);
    QCOMPARE(exchange->reply.error.kind, TransportError::Kind::Timeout);
    QCOMPARE(exchange->classification.outcome, Classification::Outcome::TransportError);
    QVERIFY(exchange->classification.summary.contains(QStringLiteral("300")));
}

void tst_RpcClient::cancelIsNotTimeout()
{
    ScriptedHttpServer server;
    QVERIFY(server.start());
    server.enqueue(ScriptedResponse::neverAnswer());
    const ExchangePtr exchange = exchangeOver(server, R"({"jsonrpc":"2.0","id":1,"method":"slow"})", 5000, false, true);
    QVERIFY(exchange);
    QCOMPARE(exchange->reply.error.kind, TransportError::Kind::Canceled);
}

void tst_RpcClient::connectionRefused()
{
    quint16 port = 0;
    {
        QTcpServer probe;   // a port that was free a moment ago and now has no listener
        QVERIFY(probe.listen(QHostAddress::LocalHost));
        port = probe.serverPort();
    }
    RpcClient client(new HttpTransport(QUrl(QStringLiteral("http://127.0.0.1:%1/rpc").arg(port))));
    QSignalSpy finished(&client, &RpcClient::exchangeFinished);
    client.send(R"({"jsonrpc":"2.0","id":1,"method":"a"})");
    QVERIFY(finished.wait(5000));
    const auto exchange = finished.first().first().value<ExchangePtr>();
    QCOMPARE(exchange->reply.error.kind, TransportError::Kind::ConnectionRefused);
    QCOMPARE(exchange->classification.outcome, Classification::Outcome::TransportError);
    QVERIFY(!exchange->classification.summary.isEmpty());
}

ExchangePtr tst_RpcClient::exchangeOverStdio(RpcClient &client, const QByteArray &sent)
{
    QSignalSpy finished(&client, &RpcClient::exchangeFinished);
    client.send(sent);
    if (!finished.wait(5000))
        return {};
    return finished.first().first().value<ExchangePtr>();
}

namespace {

StdioTransport *peer(const QString &mode)
{
    auto *transport = new StdioTransport;
    transport->setProgram(QStringLiteral(RPCSCOPE_TEST_PEER), {mode});
    return transport;
}

} // namespace

void tst_RpcClient::stdioCorrelatesOutOfOrder()
{
    RpcClient client(peer(QStringLiteral("echo")));
    QSignalSpy finished(&client, &RpcClient::exchangeFinished);
    const quint64 first = client.send(R"({"jsonrpc":"2.0","id":"a","method":"x","params":[1]})");
    const quint64 second = client.send(R"({"jsonrpc":"2.0","id":9007199254740993,"method":"y","params":[2]})");
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 5000);
    for (const auto &args : finished) {
        const auto exchange = args.first().value<ExchangePtr>();
        QVERIFY(exchange->sequence == first || exchange->sequence == second);
        const QByteArray expectedId = exchange->sequence == first ? QByteArray(R"("a")") : QByteArray("9007199254740993");
        QCOMPARE(exchange->classification.responses.first().id.raw(), expectedId);
        QCOMPARE(exchange->classification.outcome, Classification::Outcome::Result);
        QVERIFY(exchange->classification.findings.isEmpty());
    }
}

void tst_RpcClient::stdioBatchAndNotification()
{
    RpcClient client(peer(QStringLiteral("echo")));
    const auto notification = exchangeOverStdio(client, R"({"jsonrpc":"2.0","method":"n"})");
    QVERIFY(notification);
    QCOMPARE(notification->classification.outcome, Classification::Outcome::Notification);
    const auto single = exchangeOverStdio(client, R"({"jsonrpc":"2.0","id":7,"method":"m","params":{"k":1.0}})");
    QVERIFY(single);
    QCOMPARE(single->classification.outcome, Classification::Outcome::Result);
    QVERIFY(single->body.contains("1.0"));
}

void tst_RpcClient::stdioStrayOutput()
{
    RpcClient client(peer(QStringLiteral("garbage")));
    QSignalSpy arrived(&client, &RpcClient::messageArrived);
    const auto exchange = exchangeOverStdio(client, R"({"jsonrpc":"2.0","id":1,"method":"m"})");
    QVERIFY(exchange);
    QCOMPARE(exchange->classification.outcome, Classification::Outcome::Result);
    QVERIFY(exchange->classification.hasFinding(QStringLiteral("stray-output")));
    QVERIFY(!exchange->notifications.isEmpty());     // the garbage is shown, not dropped
    QVERIFY(!arrived.isEmpty());
}

void tst_RpcClient::strayOutputFindingsAreCapped()
{
    // 5000 stray lines while one request is open: 100 findings and one that counts the rest,
    // not 5000 (a server printing junk for hours would grow an exchange without end).
    auto *transport = new StdioTransport;
    transport->setProgram(QStringLiteral(RPCSCOPE_TEST_PEER), {QStringLiteral("garbage"), QStringLiteral("5000")});
    RpcClient client(transport);
    const auto exchange = exchangeOverStdio(client, R"({"jsonrpc":"2.0","id":1,"method":"m"})");
    QVERIFY(exchange);
    QCOMPARE(exchange->classification.outcome, Classification::Outcome::Result);
    qsizetype stray = 0;
    for (const Finding &finding : exchange->classification.findings)
        stray += finding.id == u"stray-output";
    QCOMPARE(stray, 101);
    QVERIFY2(exchange->classification.findings.constLast().message.contains(u"4900 more"),
             qPrintable(exchange->classification.findings.constLast().message));
}

void tst_RpcClient::stdioServerRequestWithOurId()
{
    RpcClient client(peer(QStringLiteral("ask-same-id")));
    const auto exchange = exchangeOverStdio(client, R"({"jsonrpc":"2.0","id":5,"method":"textDocument/hover"})");
    QVERIFY(exchange);
    QCOMPARE(exchange->classification.outcome, Classification::Outcome::Result);   // its request is no answer
    QVERIFY(exchange->classification.hasFinding(QStringLiteral("server-request-reuses-id")));
}

// MCP 2026-07-28's subscriptions/listen on stdio: its stream shares the channel with other
// subscriptions' messages and untagged ones; the exchange keeps and judges only the
// messages that name its id, whether it waits with a deadline (the composer) or without
// (a session's stream).
void tst_RpcClient::stdioListenStreamIsJudged_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<bool>("lasting");
    QTest::addColumn<QString>("finding");
    QTest::addRow("ok") << u"ok"_s << false << QString();
    QTest::addRow("ok, lasting") << u"ok"_s << true << QString();
    QTest::addRow("unacknowledged") << u"unacknowledged"_s << false << u"mcp-listen-unacknowledged"_s;
    QTest::addRow("unacknowledged, lasting") << u"unacknowledged"_s << true << u"mcp-listen-unacknowledged"_s;
    QTest::addRow("unrequested, lasting") << u"unrequested"_s << true << u"mcp-listen-unrequested"_s;
}

void tst_RpcClient::stdioListenStreamIsJudged()
{
    QFETCH(QString, variant);
    QFETCH(bool, lasting);
    QFETCH(QString, finding);
    auto *transport = new StdioTransport;
    transport->setProgram(QStringLiteral(RPCSCOPE_TEST_PEER), {u"listen"_s, variant});
    RpcClient client(transport);
    QSignalSpy finished(&client, &RpcClient::exchangeFinished);
    SendOptions options;
    options.noDeadline = lasting;
    client.send(R"({"jsonrpc":"2.0","id":7,"method":"subscriptions/listen","params":{"notifications":{"toolsListChanged":true},)"
                R"("_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28"}}})",
                options);
    QVERIFY(finished.wait(5000));
    const auto exchange = finished.first().first().value<ExchangePtr>();
    QCOMPARE(exchange->classification.outcome, Classification::Outcome::Result);
    // The other subscription's message is never taken for this stream's first.
    for (const QString &id : {u"mcp-listen-unacknowledged"_s, u"mcp-listen-unrequested"_s})
        QCOMPARE(exchange->classification.hasFinding(id), id == finding);
    const int own = variant == u"unacknowledged" ? 1 : 2;
    if (lasting) {
        QCOMPARE(exchange->notifications.size(), own);   // its own, not the others
        for (const IncomingMessage &message : exchange->notifications)
            QVERIFY(message.bytes.contains("\"io.modelcontextprotocol/subscriptionId\":7"));
    } else {
        QCOMPARE(exchange->notifications.size(), own + 2);   // all that came while it was open
    }
}

// A language server whose Content-Length is short of its body: the exchange open meanwhile
// carries the finding, and the answer after it is still read.
void tst_RpcClient::stdioContentLengthMismatch()
{
    StdioTransport *transport = peer(QStringLiteral("lsp-miscount"));
    transport->setFraming(Framing::ContentLength);
    RpcClient client(transport);
    const auto exchange = exchangeOverStdio(client, R"({"jsonrpc":"2.0","id":3,"method":"textDocument/hover"})");
    QVERIFY(exchange);
    QCOMPARE(exchange->classification.outcome, Classification::Outcome::Result);
    QVERIFY(exchange->classification.hasFinding(QStringLiteral("content-length-mismatch")));
    for (const Finding &finding : exchange->classification.findings) {
        if (finding.id == u"content-length-mismatch")
            QVERIFY2(finding.message.contains(QStringLiteral("Content-Length of 78")), qPrintable(finding.message));
    }
}

void tst_RpcClient::stdioChildExitFailsPending()
{
    auto *transport = new StdioTransport;
    transport->setProgram(QStringLiteral(RPCSCOPE_TEST_PEER), {QStringLiteral("exit-now"), QStringLiteral("3")});
    RpcClient client(transport);
    const auto exchange = exchangeOverStdio(client, R"({"jsonrpc":"2.0","id":1,"method":"m"})");
    QVERIFY(exchange);
    QCOMPARE(exchange->classification.outcome, Classification::Outcome::TransportError);
    QVERIFY2(exchange->classification.summary.contains(QStringLiteral("3")), qPrintable(exchange->classification.summary));
}

void tst_RpcClient::stdioSilentChildTimesOut()
{
    RpcClient client(peer(QStringLiteral("silent")));
    RpcClient::Options options;
    options.timeoutMs = 300;
    client.setOptions(options);
    const auto exchange = exchangeOverStdio(client, R"({"jsonrpc":"2.0","id":1,"method":"m"})");
    QVERIFY(exchange);
    QCOMPARE(exchange->reply.error.kind, TransportError::Kind::Timeout);
}

QTEST_GUILESS_MAIN(tst_RpcClient)
#include "tst_rpcclient.moc"
