// McpSession against peers that misbehave, each a real loopback server or child process
// whose bytes the test scripts: a server that never answers initialize, one that answers
// with a revision we do not speak, an extra top-level member, stray stdout lines, and an
// expired Streamable HTTP session (404).
#include "lib/mcp/mcpfeatures.h"
#include "lib/mcp/mcpsession.h"
#include "lib/rpc/rpcclient.h"
#include "lib/transport/http/httptransport.h"
#include "lib/transport/stdio/stdiotransport.h"
#include "support/scriptedhttpserver.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace RpcScope;

class tst_McpBadPeers final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void neverAnswersInitialize();
    void unknownProtocolVersion();
    void extraMemberIsAcceptedAndReported();
    void strayStdoutLinesAreNotFatal();
    void expiredSessionIsRenewedOnce();
    void requestBeforeReadyIsRefused();
    void eventStreamAnswerWithPrimingEvent();
    void badParamsNeverGoOut();
};

namespace {

ScriptedResponse json(const QByteArray &body, const ScriptedHeaders &extra = {})
{
    ScriptedHeaders headers{{"Content-Type", "application/json"}};
    headers.append(extra);
    return ScriptedResponse::http(200, body, headers);
}

ScriptedResponse accepted()
{
    return ScriptedResponse::http(202, {});
}

QByteArray initializeResult(const QByteArray &version, const QByteArray &extra = {})
{
    return R"({"jsonrpc":"2.0","id":1,"result":{"protocolVersion":")" + version
           + R"(","capabilities":{"tools":{}},"serverInfo":{"name":"scripted","version":"1"}})" + extra + "}";
}

// The scripted server answers in arrival order: no GET stream to race the POSTs; and the
// handshake era pinned, so the script starts at initialize (tst_mcpmodern has the other era).
void withoutServerStream(McpSession &session)
{
    McpSession::Options options;
    options.serverStream = false;
    options.protocolVersion = McpSession::legacyDefaultVersion();
    session.setOptions(options);
}

StdioTransport *testPeer(const QString &mode)
{
    auto *transport = new StdioTransport;
    transport->setProgram(QStringLiteral(RPCSCOPE_TEST_PEER), {mode});
    return transport;
}

} // namespace

void tst_McpBadPeers::neverAnswersInitialize()
{
    RpcClient client(testPeer(QStringLiteral("silent")));
    RpcClient::Options options;
    options.timeoutMs = 400;
    client.setOptions(options);
    McpSession session(&client);
    QSignalSpy failed(&session, &McpSession::failed);
    QElapsedTimer clock;
    clock.start();
    session.initialize();
    QVERIFY(failed.wait(3000));
    QVERIFY(clock.elapsed() < 2000);
    QCOMPARE(session.state(), McpSession::State::Failed);
    const QString message = failed.first().at(0).toString();
    QVERIFY2(message.contains(u"did not answer initialize") && message.contains(u"400 ms"), qPrintable(message));
}

void tst_McpBadPeers::unknownProtocolVersion()
{
    ScriptedHttpServer server;
    QVERIFY(server.start());
    server.enqueue(json(initializeResult("1999-01-01")));
    RpcClient client(new HttpTransport(server.url()));
    McpSession session(&client);
    withoutServerStream(session);
    QSignalSpy failed(&session, &McpSession::failed);
    session.initialize();
    QVERIFY(failed.wait(3000));
    const QString message = failed.first().at(0).toString();
    QVERIFY2(message.contains(u"\"1999-01-01\"") && message.contains(u"2025-11-25"), qPrintable(message));
    QCOMPARE(session.server().protocolVersion, QString());   // nothing of it is taken for real
    QCOMPARE(server.requests().size(), 1);                    // no notifications/initialized after it
}

void tst_McpBadPeers::extraMemberIsAcceptedAndReported()
{
    ScriptedHttpServer server;
    QVERIFY(server.start());
    server.enqueue(json(initializeResult("2025-06-18", R"(,"debug":{"trace":1})")));
    server.enqueue(accepted());
    RpcClient client(new HttpTransport(server.url()));
    QList<ExchangePtr> exchanges;
    connect(&client, &RpcClient::exchangeFinished, this, [&](const ExchangePtr &e) { exchanges.append(e); });
    McpSession session(&client);
    withoutServerStream(session);
    QSignalSpy ready(&session, &McpSession::ready);
    session.initialize();
    QVERIFY(ready.wait(3000));
    QCOMPARE(session.server().protocolVersion, QStringLiteral("2025-06-18"));
    QVERIFY(!exchanges.isEmpty());
    QVERIFY(exchanges.first()->classification.hasFinding(QStringLiteral("extra-member")));
    // The revision answered rides along from now on.
    QCOMPARE(server.requests().at(1).header("mcp-protocol-version"), QByteArray("2025-06-18"));
}

void tst_McpBadPeers::strayStdoutLinesAreNotFatal()
{
    // The "garbage" peer prints two lines that are not JSON before each answer, and echoes
    // params as the result (so initialize comes back with the revision it was offered).
    RpcClient client(testPeer(QStringLiteral("garbage")));
    McpSession session(&client);
    QSignalSpy ready(&session, &McpSession::ready);
    QSignalSpy stray(&session, &McpSession::strayOutput);
    session.initialize();
    QVERIFY(ready.wait(5000));
    QVERIFY(stray.size() >= 2);
    std::optional<McpReply> pong;
    session.ping([&pong](const McpReply &reply) { pong = reply; });
    QTRY_VERIFY_WITH_TIMEOUT(pong.has_value(), 3000);
    QVERIFY2(pong->ok(), qPrintable(pong->error));
    QVERIFY(pong->exchange->classification.hasFinding(QStringLiteral("stray-output")));
    QSignalSpy closed(&session, &McpSession::closed);
    session.shutdown();
    QVERIFY(closed.wait(5000));
}

void tst_McpBadPeers::expiredSessionIsRenewedOnce()
{
    ScriptedHttpServer server;
    QVERIFY(server.start());
    server.enqueue(json(initializeResult("2025-11-25"), {{"Mcp-Session-Id", "first"}}));
    server.enqueue(accepted());
    server.enqueue(ScriptedResponse::http(404, "session gone", {{"Content-Type", "text/plain"}}));
    server.enqueue(json(initializeResult("2025-11-25"), {{"Mcp-Session-Id", "second"}}));
    server.enqueue(accepted());
    server.enqueue(json(R"({"jsonrpc":"2.0","id":4,"result":{"tools":[{"name":"t","inputSchema":{}}]}})"));
    RpcClient client(new HttpTransport(server.url()));
    McpSession session(&client);
    withoutServerStream(session);
    McpFeatures features(&session);
    QSignalSpy ready(&session, &McpSession::ready);
    QSignalSpy renewed(&session, &McpSession::reinitialized);
    session.initialize();
    QVERIFY(ready.wait(3000));
    QCOMPARE(session.sessionId(), QByteArray("first"));
    std::optional<McpList> list;
    features.listTools([&list](const McpList &l) { list = l; });
    QTRY_VERIFY_WITH_TIMEOUT(list.has_value(), 5000);
    QVERIFY2(list->ok(), qPrintable(list->error));
    QCOMPARE(list->entries.size(), 1);
    QCOMPARE(renewed.size(), 1);
    QCOMPARE(session.sessionId(), QByteArray("second"));
    const QList<RecordedRequest> &sent = server.requests();
    QCOMPARE(sent.size(), 6);
    QCOMPARE(sent.at(2).header("mcp-session-id"), QByteArray("first"));
    QVERIFY(!sent.at(3).hasHeader("mcp-session-id"));   // the new initialize goes without one
    QVERIFY(sent.at(3).body.contains("\"initialize\""));
    QCOMPARE(sent.at(5).header("mcp-session-id"), QByteArray("second"));
    QVERIFY(sent.at(5).body.contains("\"tools/list\""));
}

void tst_McpBadPeers::requestBeforeReadyIsRefused()
{
    RpcClient client(testPeer(QStringLiteral("echo")));
    McpSession session(&client);
    std::optional<McpReply> reply;
    session.ping([&reply](const McpReply &r) { reply = r; });
    QVERIFY(!reply.has_value());   // never inside the call
    QTRY_VERIFY_WITH_TIMEOUT(reply.has_value(), 1000);
    QCOMPARE(reply->status, McpReply::Status::NotReady);
}

void tst_McpBadPeers::badParamsNeverGoOut()
{
    ScriptedHttpServer server;
    QVERIFY(server.start());
    server.enqueue(json(initializeResult("2025-11-25")));
    server.enqueue(accepted());
    RpcClient client(new HttpTransport(server.url()));
    McpSession session(&client);
    withoutServerStream(session);
    McpFeatures features(&session);
    QSignalSpy ready(&session, &McpSession::ready);
    session.initialize();
    QVERIFY(ready.wait(3000));
    std::optional<McpReply> reply;
    features.callTool(QStringLiteral("t"), "{not json", {}, [&reply](const McpReply &r) { reply = r; });
    QTRY_VERIFY_WITH_TIMEOUT(reply.has_value(), 1000);
    QCOMPARE(reply->status, McpReply::Status::Invalid);
    QVERIFY(!reply->error.isEmpty());
    QCOMPARE(server.requests().size(), 2);   // initialize and notifications/initialized only
}

void tst_McpBadPeers::eventStreamAnswerWithPrimingEvent()
{
    // Streamable HTTP: the POST answered by text/event-stream that opens with a priming event
    // (an id and empty data, for resumption), then a notification, then the response.
    ScriptedHttpServer server;
    QVERIFY(server.start());
    const QByteArray stream = "id: e0\ndata: \n\n"
                              "event: message\nid: e1\ndata: {\"jsonrpc\":\"2.0\",\"method\":\"notifications/message\","
                              "\"params\":{\"level\":\"info\",\"data\":\"hello\"}}\n\n"
                              "event: message\nid: e2\ndata: " + initializeResult("2025-11-25") + "\n\n";
    server.enqueue(ScriptedResponse::http(200, stream, {{"Content-Type", "text/event-stream"}, {"Mcp-Session-Id", "s"}}));
    server.enqueue(accepted());
    RpcClient client(new HttpTransport(server.url()));
    QList<ExchangePtr> exchanges;
    connect(&client, &RpcClient::exchangeFinished, this, [&](const ExchangePtr &e) { exchanges.append(e); });
    McpSession session(&client);
    withoutServerStream(session);
    QSignalSpy ready(&session, &McpSession::ready);
    QSignalSpy logs(&session, &McpSession::logMessage);
    session.initialize();
    QVERIFY(ready.wait(3000));
    QCOMPARE(session.sessionId(), QByteArray("s"));
    QCOMPARE(logs.size(), 1);
    QCOMPARE(logs.first().at(2).toByteArray(), QByteArray("\"hello\""));
    QCOMPARE(exchanges.first()->streamEvents.size(), 3);
    QVERIFY2(exchanges.first()->classification.findings.isEmpty(),
             qPrintable(exchanges.first()->classification.findings.value(0).message));
    QVERIFY(server.requests().first().header("accept").contains("text/event-stream"));
}

QTEST_GUILESS_MAIN(tst_McpBadPeers)
#include "tst_mcpbadpeers.moc"
