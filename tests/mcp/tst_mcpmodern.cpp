// McpSession in the modern era (MCP 2026-07-28, stateless) against scripted loopback servers:
// server/discover instead of the handshake, _meta and headers on every request, version
// negotiation both ways (a retry on -32022, the handshake for servers that know only
// initialize), multi round-trip requests (input_required answered, the call sent again), and
// the tasks extension (a call that becomes a task, followed to its end).
#include "lib/demo/demohttpserver.h"
#include "lib/json/jsondocument.h"
#include "lib/json/jsonsplice.h"
#include "lib/mcp/mcpfeatures.h"
#include "lib/mcp/mcpsession.h"
#include "lib/rpc/rpcclient.h"
#include "lib/transport/http/httptransport.h"
#include "lib/transport/transportfactory.h"
#include "support/scriptedhttpserver.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace RpcScope;
using namespace Qt::StringLiterals;

class tst_McpModern final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void statelessRequestsCarryMetaAndHeaders();
    void unsupportedVersionIsRetried();
    void unsupportedVersionLeadsToTheHandshake();
    void legacyServerGetsTheHandshake();
    void pinnedRevisionDoesNotFallBack();
    void refusedProbeIsNotRetried();
    void sessionIdFromStatelessServerIsIgnored();
    void inputRequiredIsAnsweredAndRetried();
    void inputNobodyCanGiveFailsTheCall();
    void inputRoundsAreBounded();
    void logLevelRidesInMeta();
    void taskIsFollowedToItsResult();
    void brokenTasksAreSaid_data();
    void brokenTasksAreSaid();
    void taskThatNeverEndsIsCancelled();
    void cancellingATaskSendsTasksCancel();
    void refusedTaskAnswersEndTheCall();
    void listenStreamFollowsTheSession();
    void listenStreamGivesWayOnlyToAStreamThatStands();
    void aListenStreamThatGoesIsOpenedAgain();
    void theDemosToolListChangesReachItsListeners_data();
    void theDemosToolListChangesReachItsListeners();
};

namespace {

ScriptedResponse json(const QByteArray &body, int status = 200, const ScriptedHeaders &extra = {})
{
    ScriptedHeaders headers{{"Content-Type", "application/json"}};
    headers.append(extra);
    return ScriptedResponse::http(status, body, headers);
}

QByteArray discoverResult(const QByteArray &versions = R"(["2026-07-28"])")
{
    return R"({"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","supportedVersions":)" + versions
           + R"(,"capabilities":{"tools":{}},"instructions":"Be brief.","ttlMs":0,"cacheScope":"private",)"
             R"("_meta":{"io.modelcontextprotocol/serverInfo":{"name":"scripted","version":"2"}}}})";
}

QByteArray unsupported(int id, const QByteArray &supported)
{
    return R"({"jsonrpc":"2.0","id":)" + QByteArray::number(id)
           + R"(,"error":{"code":-32022,"message":"Unsupported protocol version","data":{"supported":)" + supported
           + R"(,"requested":"2026-07-28"}}})";
}

QByteArray initializeResult(int id, const QByteArray &version)
{
    return R"({"jsonrpc":"2.0","id":)" + QByteArray::number(id) + R"(,"result":{"protocolVersion":")" + version
           + R"(","capabilities":{},"serverInfo":{"name":"old","version":"1"}}})";
}

struct Peer
{
    ScriptedHttpServer server;
    std::unique_ptr<RpcClient> client;
    std::unique_ptr<McpSession> session;
    QList<ExchangePtr> exchanges;

    bool start(const QString &pinned = {})
    {
        if (!server.start())
            return false;
        client = std::make_unique<RpcClient>(new HttpTransport(server.url(QStringLiteral("/mcp"))));
        QObject::connect(client.get(), &RpcClient::exchangeFinished, client.get(),
                         [this](const ExchangePtr &e) { exchanges.append(e); });
        session = std::make_unique<McpSession>(client.get());
        McpSession::Options options;
        options.protocolVersion = pinned;
        options.capabilities = R"({"elicitation":{}})";
        session->setOptions(options);
        return true;
    }
    // A fallback to the handshake would open the GET stream: the script answers POSTs only.
    void withoutServerStream()
    {
        McpSession::Options options = session->options();
        options.serverStream = false;
        session->setOptions(options);
    }
    QByteArray meta(int request, QStringView key) const
    {
        return JsonSplice::memberText(server.requests().at(request).body, {QStringLiteral("params"), QStringLiteral("_meta"),
                                                                           key.toString()});
    }
};

std::optional<McpReply> callAndWait(McpSession &session, const QString &tool, const QByteArray &arguments = {})
{
    McpFeatures features(&session);
    std::optional<McpReply> reply;
    features.callTool(tool, arguments, {}, [&reply](const McpReply &r) { reply = r; });
    (void)QTest::qWaitFor([&reply] { return reply.has_value(); }, 5000);
    return reply;
}

} // namespace

void tst_McpModern::statelessRequestsCarryMetaAndHeaders()
{
    Peer peer;
    QVERIFY(peer.start());
    peer.server.enqueue(json(discoverResult()));
    peer.server.enqueue(json(R"({"jsonrpc":"2.0","id":2,"result":{"resultType":"complete","ttlMs":0,"cacheScope":"private",
        "tools":[{"name":"query","inputSchema":{"type":"object","properties":{"region":{"type":"string","x-mcp-header":"Region"}}}},
                 {"name":"broken","inputSchema":{"type":"object","properties":{"n":{"type":"number","x-mcp-header":"N"}}}}]}})"));
    peer.server.enqueue(json(R"({"jsonrpc":"2.0","id":3,"result":{"content":[{"type":"text","text":"ok"}]}})"));
    QSignalSpy ready(peer.session.get(), &McpSession::ready);
    peer.session->initialize();
    QVERIFY(ready.wait(3000));
    QCOMPARE(peer.session->era(), McpSession::Era::Modern);
    QCOMPARE(peer.session->server().protocolVersion, QStringLiteral("2026-07-28"));
    QCOMPARE(peer.session->server().name, QStringLiteral("scripted"));
    QCOMPARE(peer.session->server().instructions, QStringLiteral("Be brief."));
    QVERIFY(peer.session->server().has(QStringLiteral("tools")));
    QVERIFY2(peer.session->negotiation().contains(u"2026-07-28"), qPrintable(peer.session->negotiation()));

    McpFeatures features(peer.session.get());
    std::optional<McpList> list;
    features.listTools([&list](const McpList &l) { list = l; });
    QTRY_VERIFY_WITH_TIMEOUT(list.has_value(), 3000);
    QCOMPARE(list->entries.size(), 1);   // the tool with an invalid marking is left out, and why is said
    QCOMPARE(list->rejected.size(), 1);
    QCOMPARE(list->rejected.first().name, QStringLiteral("broken"));
    const std::optional<McpReply> reply = callAndWait(*peer.session, QStringLiteral("query"), R"({"region":"eu-1"})");
    QVERIFY(reply.has_value());
    QVERIFY2(reply->ok(), qPrintable(reply->error));   // no resultType: complete

    const QList<RecordedRequest> &sent = peer.server.requests();
    QCOMPARE(sent.size(), 3);   // no initialize, no notifications/initialized, no GET stream
    for (int i = 0; i < sent.size(); ++i) {
        QCOMPARE(sent.at(i).method, QByteArray("POST"));
        QCOMPARE(sent.at(i).header("mcp-protocol-version"), QByteArray("2026-07-28"));
        QVERIFY(!sent.at(i).hasHeader("mcp-session-id"));
        QCOMPARE(peer.meta(i, u"io.modelcontextprotocol/protocolVersion"), QByteArray("\"2026-07-28\""));
        // The caller's capabilities as given, and the tasks extension after them.
        QCOMPARE(peer.meta(i, u"io.modelcontextprotocol/clientCapabilities"),
                 QByteArray(R"({"elicitation":{},"extensions":{"io.modelcontextprotocol/tasks":{}}})"));
        QVERIFY(!peer.meta(i, u"io.modelcontextprotocol/clientInfo").isEmpty());
    }
    QCOMPARE(sent.at(0).header("mcp-method"), QByteArray("server/discover"));
    QCOMPARE(sent.at(1).header("mcp-method"), QByteArray("tools/list"));
    QCOMPARE(sent.at(2).header("mcp-method"), QByteArray("tools/call"));
    QCOMPARE(sent.at(2).header("mcp-name"), QByteArray("query"));
    QCOMPARE(sent.at(2).header("mcp-param-region"), QByteArray("eu-1"));

    // What the revision demands of the answers is checked: the discovery and the listing carry
    // their resultType and cache hints, the call's result lacks its resultType.
    QCOMPARE(peer.exchanges.size(), 3);
    QVERIFY2(peer.exchanges.at(0)->classification.findings.isEmpty(),
             qPrintable(peer.exchanges.at(0)->classification.findings.value(0).message));
    QVERIFY(peer.exchanges.at(1)->classification.findings.isEmpty());
    QVERIFY(peer.exchanges.at(2)->classification.hasFinding(QStringLiteral("mcp-result-type-missing")));
    peer.server.enqueue(json(R"({"jsonrpc":"2.0","id":4,"result":{"resultType":"complete","prompts":[]}})"));
    std::optional<McpList> prompts;
    features.listPrompts([&prompts](const McpList &l) { prompts = l; });
    QTRY_VERIFY_WITH_TIMEOUT(prompts.has_value(), 3000);
    QVERIFY(prompts->lastReply.exchange->classification.hasFinding(QStringLiteral("mcp-cache-hints-missing")));
}

void tst_McpModern::unsupportedVersionIsRetried()
{
    Peer peer;
    QVERIFY(peer.start());
    peer.server.enqueue(json(unsupported(1, R"(["2026-07-28"])"), 400));
    peer.server.enqueue(json(discoverResult().replace("\"id\":1", "\"id\":2")));
    QSignalSpy ready(peer.session.get(), &McpSession::ready);
    peer.session->initialize();
    QVERIFY(ready.wait(3000));
    QCOMPARE(peer.session->era(), McpSession::Era::Modern);
    QCOMPARE(peer.server.requests().size(), 2);
    QCOMPARE(peer.server.requests().at(1).header("mcp-protocol-version"), QByteArray("2026-07-28"));
    QVERIFY(peer.session->workedAround(*peer.exchanges.first()));   // the refusal is no failure of the user's
}

void tst_McpModern::unsupportedVersionLeadsToTheHandshake()
{
    Peer peer;
    QVERIFY(peer.start());
    peer.server.enqueue(json(unsupported(1, R"(["1999-01-01","2025-06-18"])"), 400));
    peer.server.enqueue(json(initializeResult(2, "2025-06-18")));
    peer.server.enqueue(ScriptedResponse::http(202, {}));
    peer.withoutServerStream();
    QSignalSpy ready(peer.session.get(), &McpSession::ready);
    peer.session->initialize();
    QVERIFY(ready.wait(3000));
    QCOMPARE(peer.session->era(), McpSession::Era::Legacy);
    QCOMPARE(peer.session->askedVersion(), QStringLiteral("2025-06-18"));
    const RecordedRequest &initialize = peer.server.requests().at(1);
    QVERIFY(initialize.body.contains("\"initialize\""));
    QVERIFY(initialize.body.contains("\"2025-06-18\""));
    QVERIFY(!initialize.hasHeader("mcp-method"));   // the legacy wire has no such header
}

void tst_McpModern::legacyServerGetsTheHandshake()
{
    // What the 2025 SDK servers answer to a request before initialize.
    Peer peer;
    QVERIFY(peer.start());
    peer.server.enqueue(json(R"({"jsonrpc":"2.0","error":{"code":-32000,"message":"Bad Request: Server not initialized"},"id":null})", 400));
    peer.server.enqueue(json(initializeResult(2, "2025-11-25"), 200, {{"Mcp-Session-Id", "s1"}}));
    peer.server.enqueue(ScriptedResponse::http(202, {}));
    peer.withoutServerStream();
    QSignalSpy ready(peer.session.get(), &McpSession::ready);
    peer.session->initialize();
    QVERIFY(ready.wait(3000));
    QCOMPARE(peer.session->era(), McpSession::Era::Legacy);
    QCOMPARE(peer.session->sessionId(), QByteArray("s1"));
    QVERIFY2(peer.session->negotiation().contains(u"initialize with 2025-11-25"), qPrintable(peer.session->negotiation()));
    QCOMPARE(peer.server.requests().at(2).header("mcp-session-id"), QByteArray("s1"));
}

void tst_McpModern::pinnedRevisionDoesNotFallBack()
{
    Peer peer;
    QVERIFY(peer.start(QStringLiteral("2026-07-28")));
    peer.server.enqueue(json(R"({"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"Method not found"}})"));
    QSignalSpy failed(peer.session.get(), &McpSession::failed);
    peer.session->initialize();
    QVERIFY(failed.wait(3000));
    const QString message = failed.first().at(0).toString();
    QVERIFY2(message.contains(u"does not speak protocol revision 2026-07-28"), qPrintable(message));
    QCOMPARE(peer.server.requests().size(), 1);
}

void tst_McpModern::refusedProbeIsNotRetried()
{
    // A 401 says nothing about the era: no second attempt with the handshake.
    Peer peer;
    QVERIFY(peer.start());
    peer.server.enqueue(ScriptedResponse::http(401, "no", {{"Content-Type", "text/plain"}}));
    QSignalSpy failed(peer.session.get(), &McpSession::failed);
    peer.session->initialize();
    QVERIFY(failed.wait(3000));
    QVERIFY2(failed.first().at(0).toString().contains(u"server/discover"), qPrintable(failed.first().at(0).toString()));
    QCOMPARE(peer.server.requests().size(), 1);
}

void tst_McpModern::sessionIdFromStatelessServerIsIgnored()
{
    Peer peer;
    QVERIFY(peer.start());
    peer.server.enqueue(json(discoverResult(), 200, {{"Mcp-Session-Id", "stateful-habit"}}));
    peer.server.enqueue(json(R"({"jsonrpc":"2.0","id":2,"result":{}})"));
    QSignalSpy ready(peer.session.get(), &McpSession::ready);
    peer.session->initialize();
    QVERIFY(ready.wait(3000));
    QVERIFY(peer.exchanges.first()->classification.hasFinding(QStringLiteral("mcp-stateless-session-id")));
    QVERIFY(peer.session->sessionId().isEmpty());
    const std::optional<McpReply> reply = callAndWait(*peer.session, QStringLiteral("t"));
    QVERIFY(reply.has_value());
    QVERIFY(!peer.server.requests().at(1).hasHeader("mcp-session-id"));
    // {} for a tools/call: no resultType, which the revision wants on every result.
    QVERIFY(reply->exchange->classification.hasFinding(QStringLiteral("mcp-result-type-missing")));
}

void tst_McpModern::inputRequiredIsAnsweredAndRetried()
{
    Peer peer;
    QVERIFY(peer.start());
    ScriptedResponder responder;
    responder.set(QStringLiteral("elicitation/create"), R"({"action":"accept"})");
    peer.session->setResponder(&responder);
    peer.server.enqueue(json(discoverResult()));
    peer.server.enqueue(json(R"({"jsonrpc":"2.0","id":2,"result":{"resultType":"input_required",
        "inputRequests":{"who":{"method":"elicitation/create","params":{"message":"Name?",
            "requestedSchema":{"type":"object","properties":{"name":{"type":"string","default":"Ada"}}}}}},
        "requestState":"st\u0041te {\"x\": 1}"}})"));
    peer.server.enqueue(json(R"({"jsonrpc":"2.0","id":3,"result":{"resultType":"complete","content":[{"type":"text","text":"hi Ada"}]}})"));
    QSignalSpy ready(peer.session.get(), &McpSession::ready);
    QSignalSpy rounds(peer.session.get(), &McpSession::inputRequested);
    peer.session->initialize();
    QVERIFY(ready.wait(3000));
    const std::optional<McpReply> reply = callAndWait(*peer.session, QStringLiteral("greet"), R"({"loud": true})");
    QVERIFY(reply.has_value());
    QVERIFY2(reply->ok(), qPrintable(reply->error));
    QCOMPARE(rounds.size(), 1);
    const QByteArray retry = peer.server.requests().at(2).body;
    QCOMPARE(JsonSplice::memberText(retry, {QStringLiteral("id")}), QByteArray("3"));   // a new id
    QCOMPARE(JsonSplice::memberText(retry, {QStringLiteral("params"), QStringLiteral("arguments")}), QByteArray(R"({"loud":true})"));
    // The state as the server wrote it, escapes and all; the answer with the form's default.
    QCOMPARE(JsonSplice::memberText(retry, {QStringLiteral("params"), QStringLiteral("requestState")}),
             QByteArray(R"("st\u0041te {\"x\": 1}")"));
    const QByteArray answer = JsonSplice::memberText(retry, {QStringLiteral("params"), QStringLiteral("inputResponses"),
                                                             QStringLiteral("who")});
    const JsonDocument doc = JsonDocument::parse(answer);
    QCOMPARE(doc.memberString(doc.member(0, u"content"), u"name"), QStringLiteral("Ada"));
    QCOMPARE(peer.meta(2, u"io.modelcontextprotocol/protocolVersion"), QByteArray("\"2026-07-28\""));
    QCOMPARE(peer.server.requests().at(2).header("mcp-name"), QByteArray("greet"));
}

void tst_McpModern::inputNobodyCanGiveFailsTheCall()
{
    Peer peer;
    QVERIFY(peer.start());
    peer.server.enqueue(json(discoverResult()));
    peer.server.enqueue(json(R"({"jsonrpc":"2.0","id":2,"result":{"resultType":"input_required",
        "inputRequests":{"model":{"method":"sampling/createMessage","params":{"messages":[],"maxTokens":5}}}}})"));
    QSignalSpy ready(peer.session.get(), &McpSession::ready);
    peer.session->initialize();
    QVERIFY(ready.wait(3000));
    const std::optional<McpReply> reply = callAndWait(*peer.session, QStringLiteral("t"));
    QVERIFY(reply.has_value());
    QCOMPARE(reply->status, McpReply::Status::Error);
    QVERIFY2(reply->error.contains(u"sampling/createMessage") && reply->error.contains(u"\"model\""), qPrintable(reply->error));
    QCOMPARE(peer.server.requests().size(), 2);   // nothing sent again without the answer
}

void tst_McpModern::inputRoundsAreBounded()
{
    Peer peer;
    QVERIFY(peer.start());
    peer.server.enqueue(json(discoverResult()));
    for (int id = 2; id <= McpSession::kMaxInputRounds + 2; ++id) {
        peer.server.enqueue(json(R"({"jsonrpc":"2.0","id":)" + QByteArray::number(id)
                                 + R"(,"result":{"resultType":"input_required","requestState":"again"}})"));
    }
    QSignalSpy ready(peer.session.get(), &McpSession::ready);
    peer.session->initialize();
    QVERIFY(ready.wait(3000));
    const std::optional<McpReply> reply = callAndWait(*peer.session, QStringLiteral("t"));
    QVERIFY(reply.has_value());
    QCOMPARE(reply->status, McpReply::Status::Error);
    QVERIFY2(reply->error.contains(QString::number(McpSession::kMaxInputRounds)), qPrintable(reply->error));
    QVERIFY(!reply->exchange->classification.hasFinding(QStringLiteral("mcp-input-required-empty")));   // it has a state
    QCOMPARE(peer.server.requests().size(), McpSession::kMaxInputRounds + 2);
}

void tst_McpModern::logLevelRidesInMeta()
{
    // 2026-07-28 has no logging/setLevel: the level goes in each later request's _meta.
    Peer peer;
    QVERIFY(peer.start());
    peer.server.enqueue(json(discoverResult()));
    peer.server.enqueue(json(R"({"jsonrpc":"2.0","id":2,"result":{"content":[]}})"));
    QSignalSpy ready(peer.session.get(), &McpSession::ready);
    peer.session->initialize();
    QVERIFY(ready.wait(3000));
    McpFeatures features(peer.session.get());
    std::optional<McpReply> set;
    features.setLogLevel(QStringLiteral("debug"), [&set](const McpReply &r) { set = r; });
    QTRY_VERIFY_WITH_TIMEOUT(set.has_value(), 1000);
    QVERIFY(set->ok());
    QCOMPARE(peer.server.requests().size(), 1);   // nothing sent for it
    QVERIFY(callAndWait(*peer.session, QStringLiteral("t")).has_value());
    QCOMPARE(peer.meta(1, u"io.modelcontextprotocol/logLevel"), QByteArray("\"debug\""));
}



namespace {

QByteArray taskAnswer(int id, const QByteArray &type, const QByteArray &members)
{
    return R"({"jsonrpc":"2.0","id":)" + QByteArray::number(id) + R"(,"result":{"resultType":")" + type + "\"," + members + "}}";
}

const QByteArray kTimes = R"("createdAt":"2026-07-28T10:00:00Z","lastUpdatedAt":"2026-07-28T10:00:01Z","ttlMs":60000)";

QByteArray methodOf(const RecordedRequest &request)
{
    return JsonDocument::parse(request.body).memberString(0, u"method").toUtf8();
}

} // namespace

void tst_McpModern::taskIsFollowedToItsResult()
{
    Peer peer;
    QVERIFY(peer.start());
    ScriptedResponder responder;
    responder.set(QStringLiteral("elicitation/create"), R"({"action":"accept","content":{"go":true}})");
    peer.session->setResponder(&responder);
    peer.server.enqueue(json(discoverResult()));
    peer.server.enqueue(json(taskAnswer(2, "task", R"("taskId":"t-1","status":"working","pollIntervalMs":50,)" + kTimes)));
    peer.server.enqueue(json(taskAnswer(3, "complete", R"("taskId":"t-1","status":"input_required","pollIntervalMs":50,)" + kTimes
                                        + R"(,"inputRequests":{"ok":{"method":"elicitation/create","params":{"message":"Go on?",)"
                                          R"("requestedSchema":{"type":"object","properties":{"go":{"type":"boolean"}}}}}})")));
    peer.server.enqueue(json(taskAnswer(4, "complete", "\"x\":0")));   // tasks/update's acknowledgement
    peer.server.enqueue(json(taskAnswer(5, "complete", R"("taskId":"t-1","status":"completed",)" + kTimes
                                        + R"(,"result":{"content":[{"type":"text","text":"done"}]})")));
    QSignalSpy ready(peer.session.get(), &McpSession::ready);
    QSignalSpy changed(peer.session.get(), &McpSession::taskChanged);
    peer.session->initialize();
    QVERIFY(ready.wait(3000));
    const std::optional<McpReply> reply = callAndWait(*peer.session, QStringLiteral("job"));
    QVERIFY(reply.has_value());
    QVERIFY2(reply->ok(), qPrintable(reply->error));
    // The call's result is the task's: the text it completed with.
    QCOMPARE(reply->document().raw(reply->resultNode), QByteArray(R"({"content":[{"type":"text","text":"done"}]})"));
    QStringList statuses;
    for (const QList<QVariant> &signal : std::as_const(changed))
        statuses.append(signal.at(1).value<McpTask>().status);
    // Each state as it came, then once more as the call ends: followed no more.
    QCOMPARE(statuses, QStringList({"working", "input_required", "completed", "completed"}));
    QVERIFY(!changed.constLast().at(1).value<McpTask>().followed);
    QVERIFY(changed.constLast().at(1).value<McpTask>().why.isEmpty());   // it ended by itself
    QCOMPARE(changed.constLast().at(1).value<McpTask>().polls, 2);

    const QList<RecordedRequest> &sent = peer.server.requests();
    QCOMPARE(sent.size(), 5);
    QList<QByteArray> methods;
    for (const RecordedRequest &request : sent)
        methods.append(methodOf(request));
    QCOMPARE(methods, QList<QByteArray>({"server/discover", "tools/call", "tasks/get", "tasks/update", "tasks/get"}));
    // Declared in every request; each task method names its task in Mcp-Name.
    QVERIFY(!peer.meta(1, u"io.modelcontextprotocol/clientCapabilities").isEmpty());
    QCOMPARE(JsonSplice::memberText(peer.meta(1, u"io.modelcontextprotocol/clientCapabilities"),
                                    {QStringLiteral("extensions"), McpSession::tasksExtension()}),
             QByteArray("{}"));
    QCOMPARE(sent.at(2).header("mcp-name"), QByteArray("t-1"));
    QCOMPARE(sent.at(3).header("mcp-method"), QByteArray("tasks/update"));
    QCOMPARE(JsonSplice::memberText(sent.at(3).body, {QStringLiteral("params"), QStringLiteral("inputResponses"),
                                                      QStringLiteral("ok"), QStringLiteral("content")}),
             QByteArray(R"({"go":true})"));
}

void tst_McpModern::brokenTasksAreSaid_data()
{
    QTest::addColumn<QByteArray>("created");
    QTest::addColumn<QByteArray>("polled");
    QTest::addColumn<QString>("said");
    QTest::addColumn<int>("status");
    QTest::newRow("no taskId") << taskAnswer(2, "task", R"("status":"working")") << QByteArray() << "no taskId"
                               << int(McpReply::Status::Invalid);
    QTest::newRow("unknown status") << taskAnswer(2, "task", R"("taskId":"a","status":"paused")") << QByteArray()
                                    << "\"paused\"" << int(McpReply::Status::Invalid);
    QTest::newRow("another task") << taskAnswer(2, "task", R"("taskId":"a","status":"working","pollIntervalMs":50)")
                                  << taskAnswer(3, "complete", R"("taskId":"b","status":"completed","result":{})")
                                  << "task b" << int(McpReply::Status::Invalid);
    QTest::newRow("completed without result") << taskAnswer(2, "task", R"("taskId":"a","status":"completed")")
                                              << QByteArray() << "without a result" << int(McpReply::Status::Invalid);
    QTest::newRow("failed") << taskAnswer(2, "task", R"("taskId":"a","status":"working","pollIntervalMs":50)")
                            << taskAnswer(3, "complete", R"("taskId":"a","status":"failed","error":{"code":-32000,"message":"disk full"})")
                            << "disk full" << int(McpReply::Status::Error);
    QTest::newRow("cancelled by the server") << taskAnswer(2, "task", R"("taskId":"a","status":"cancelled")")
                                             << QByteArray() << "cancelled" << int(McpReply::Status::Canceled);
}

void tst_McpModern::brokenTasksAreSaid()
{
    QFETCH(QByteArray, created);
    QFETCH(QByteArray, polled);
    QFETCH(QString, said);
    QFETCH(int, status);
    Peer peer;
    QVERIFY(peer.start());
    peer.server.enqueue(json(discoverResult()));
    peer.server.enqueue(json(created));
    if (!polled.isEmpty())
        peer.server.enqueue(json(polled));
    QSignalSpy ready(peer.session.get(), &McpSession::ready);
    peer.session->initialize();
    QVERIFY(ready.wait(3000));
    const std::optional<McpReply> reply = callAndWait(*peer.session, QStringLiteral("job"));
    QVERIFY(reply.has_value());
    QCOMPARE(int(reply->status), status);
    QVERIFY2(reply->error.contains(said), qPrintable(reply->error));
}

void tst_McpModern::taskThatNeverEndsIsCancelled()
{
    Peer peer;
    QVERIFY(peer.start());
    McpSession::Options options = peer.session->options();
    options.taskTimeoutMs = 300;
    peer.session->setOptions(options);
    peer.server.enqueue(json(discoverResult()));
    peer.server.enqueue(json(taskAnswer(2, "task", R"("taskId":"slow","status":"working","pollIntervalMs":50)")));
    for (int id = 3; id < 40; ++id)
        peer.server.enqueue(json(taskAnswer(id, "complete", R"("taskId":"slow","status":"working","pollIntervalMs":50)")));
    QSignalSpy ready(peer.session.get(), &McpSession::ready);
    peer.session->initialize();
    QVERIFY(ready.wait(3000));
    const std::optional<McpReply> reply = callAndWait(*peer.session, QStringLiteral("job"));
    QVERIFY(reply.has_value());
    QVERIFY2(reply->error.contains(u"tasks/cancel"), qPrintable(reply->error));
    QTRY_COMPARE(methodOf(peer.server.requests().constLast()), QByteArray("tasks/cancel"));
    QVERIFY(peer.server.requests().size() >= 4);   // polled a few times first
}

void tst_McpModern::cancellingATaskSendsTasksCancel()
{
    Peer peer;
    QVERIFY(peer.start());
    peer.server.enqueue(json(discoverResult()));
    peer.server.enqueue(json(taskAnswer(2, "task", R"("taskId":"c-9","status":"working","pollIntervalMs":5000)")));
    peer.server.enqueue(json(taskAnswer(3, "complete", "\"x\":0")));
    QSignalSpy ready(peer.session.get(), &McpSession::ready);
    QSignalSpy changed(peer.session.get(), &McpSession::taskChanged);
    peer.session->initialize();
    QVERIFY(ready.wait(3000));
    std::optional<McpReply> reply;
    const quint64 call = peer.session->request(QStringLiteral("tools/call"), R"({"name":"job"})",
                                               [&reply](const McpReply &r) { reply = r; });
    QVERIFY(changed.wait(3000));
    peer.session->cancel(call, QStringLiteral("enough"));
    QVERIFY(reply.has_value());
    QCOMPARE(reply->status, McpReply::Status::Canceled);
    QTRY_COMPARE(peer.server.requests().size(), 3);
    QCOMPARE(methodOf(peer.server.requests().at(2)), QByteArray("tasks/cancel"));
    QCOMPARE(JsonSplice::memberText(peer.server.requests().at(2).body, {QStringLiteral("params"), QStringLiteral("taskId")}),
             QByteArray("\"c-9\""));
    QTest::qWait(100);
    QCOMPARE(peer.server.requests().size(), 3);   // no notifications/cancelled, no more polling
}

void tst_McpModern::refusedTaskAnswersEndTheCall()
{
    Peer peer;
    QVERIFY(peer.start());
    ScriptedResponder responder;
    responder.set(QStringLiteral("elicitation/create"), R"({"action":"accept","content":{"go":true}})");
    peer.session->setResponder(&responder);
    peer.server.enqueue(json(discoverResult()));
    peer.server.enqueue(json(taskAnswer(2, "task", R"("taskId":"u","status":"input_required","pollIntervalMs":50,)"
                                        R"("inputRequests":{"ok":{"method":"elicitation/create","params":{"message":"Go?"}}})")));
    peer.server.enqueue(json(R"({"jsonrpc":"2.0","id":3,"error":{"code":-32602,"message":"no such task"}})"));
    QSignalSpy ready(peer.session.get(), &McpSession::ready);
    peer.session->initialize();
    QVERIFY(ready.wait(3000));
    const std::optional<McpReply> reply = callAndWait(*peer.session, QStringLiteral("job"));
    QVERIFY(reply.has_value());
    QCOMPARE(reply->status, McpReply::Status::Error);
    QVERIFY2(reply->error.contains(u"tasks/update") && reply->error.contains(u"no such task"), qPrintable(reply->error));
    QTest::qWait(150);
    QCOMPARE(peer.server.requests().size(), 3);   // no polling after the refusal
}

namespace {

/// One SSE event as a chunk of a chunked body.
QByteArray sseChunk(const QByteArray &data)
{
    const QByteArray event = "data: " + data + "\n\n";
    return QByteArray::number(event.size(), 16) + "\r\n" + event + "\r\n";
}

/// A listen stream: the acknowledgement of request \a id with \a honoured, then \a later
/// events 100 ms apart; the stream stays open.
ScriptedResponse listenStream(int id, const QByteArray &honoured, const QList<QByteArray> &later = {})
{
    QList<ScriptedResponse::Piece> pieces{
        {0, "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n"},
        {0, sseChunk(R"({"jsonrpc":"2.0","method":"notifications/subscriptions/acknowledged","params":{"_meta":{"io.modelcontextprotocol/subscriptionId":)"
                     + QByteArray::number(id) + R"(},"notifications":)" + honoured + "}}")}};
    for (const QByteArray &event : later)
        pieces.append({100, sseChunk(event)});
    return ScriptedResponse::chunks(pieces);
}

QByteArray streamNotification(const QByteArray &method, int id, const QByteArray &members = {})
{
    return R"({"jsonrpc":"2.0","method":")" + method + R"(","params":{)" + members
           + R"("_meta":{"io.modelcontextprotocol/subscriptionId":)" + QByteArray::number(id) + "}}}";
}

/// \a peer started with a session that listens and a 300 ms request timeout, its discovery
/// answered with \a capabilities.
bool startListening(Peer &peer, const QByteArray &capabilities)
{
    if (!peer.start())
        return false;
    McpSession::Options options = peer.session->options();
    options.listen = true;
    peer.session->setOptions(options);
    RpcClient::Options clientOptions = peer.client->options();
    clientOptions.timeoutMs = 300;
    peer.client->setOptions(clientOptions);
    peer.server.enqueue(json(R"({"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","supportedVersions":["2026-07-28"],)"
                             R"("capabilities":)" + capabilities + R"(,"ttlMs":0,"cacheScope":"private"}})"));
    return true;
}

} // namespace

void tst_McpModern::listenStreamFollowsTheSession()
{
    // 2026-07-28: no GET stream and no resources/subscribe; one subscriptions/listen stream
    // asks for what the server offers, stays open past the request timeout, and is opened
    // again when the resources subscribed to change.
    Peer peer;
    QVERIFY(startListening(peer, R"({"tools":{"listChanged":true},"resources":{"subscribe":true}})"));
    peer.server.enqueue(listenStream(2, R"({"toolsListChanged":true})",
                                     {streamNotification("notifications/tools/list_changed", 2)}));
    QSignalSpy changed(peer.session.get(), &McpSession::listChanged);
    QSignalSpy updated(peer.session.get(), &McpSession::resourceUpdated);
    peer.session->initialize();
    QTRY_COMPARE_WITH_TIMEOUT(peer.session->listening().honoured, QByteArray(R"({"toolsListChanged":true})"), 3000);
    QVERIFY(changed.wait(3000));
    QCOMPARE(changed.constFirst().constFirst().toString(), u"tools"_s);
    const RecordedRequest listen = peer.server.requests().at(1);
    QCOMPARE(listen.header("mcp-method"), QByteArray("subscriptions/listen"));
    QCOMPARE(JsonSplice::memberText(listen.body, {u"params"_s, u"notifications"_s}), QByteArray(R"({"toolsListChanged":true})"));
    QVERIFY(!peer.meta(1, u"io.modelcontextprotocol/protocolVersion").isEmpty());
    // The request timeout does not end it: it lives as long as the session.
    QTest::qWait(700);
    QVERIFY(peer.session->listening().open);
    QVERIFY(peer.session->listening().ended.isEmpty());

    // A resource subscribed to: the stream is asked for again with it, and the old one closed.
    // (No raw strings with a URI here: moc reads two slashes in one as a comment.)
    const QByteArray withA = "{\"toolsListChanged\":true,\"resourceSubscriptions\":[\"file:///a\"]}";
    peer.server.enqueue(listenStream(3, withA,
                                     {streamNotification("notifications/resources/updated", 3, "\"uri\":\"file:///a\",")}));
    std::optional<McpReply> subscribed;
    QSignalSpy exchanges(peer.client.get(), &RpcClient::exchangeFinished);
    McpFeatures features(peer.session.get());
    features.subscribe(u"file:///a"_s, [&subscribed](const McpReply &reply) { subscribed = reply; });
    QTRY_VERIFY_WITH_TIMEOUT(subscribed.has_value(), 3000);
    QVERIFY2(subscribed->ok(), qPrintable(subscribed->error));
    // The stream it replaced ends saying so, not as if the user had canceled it.
    QTRY_VERIFY_WITH_TIMEOUT(!exchanges.isEmpty(), 3000);
    const auto replaced = exchanges.constFirst().constFirst().value<ExchangePtr>();
    QCOMPARE(replaced->sent.items.first().id.raw(), QByteArray("2"));
    QCOMPARE(replaced->reply.error.message, u"Replaced by a newer subscriptions/listen stream."_s);
    QVERIFY(updated.wait(3000));
    QCOMPARE(updated.constFirst().constFirst().toString(), u"file:///a"_s);
    QCOMPARE(JsonSplice::memberText(peer.server.requests().at(2).body, {u"params"_s, u"notifications"_s}), withA);
    for (const RecordedRequest &request : peer.server.requests())
        QVERIFY(methodOf(request) != "resources/subscribe");

    // A resource the server's acknowledgement leaves out is said to have failed.
    peer.server.enqueue(listenStream(4, withA));
    std::optional<McpReply> refused;
    features.subscribe(u"file:///b"_s, [&refused](const McpReply &reply) { refused = reply; });
    QTRY_VERIFY_WITH_TIMEOUT(refused.has_value(), 3000);
    QVERIFY(!refused->ok());
    QVERIFY2(refused->error.contains(u"file:///b"_s), qPrintable(refused->error));
    QCOMPARE(peer.server.requests().size(), 4);   // one stream per change, nothing else

    QSignalSpy closed(peer.session.get(), &McpSession::closed);
    peer.session->shutdown();
    QVERIFY(closed.wait(3000));
    QVERIFY(!peer.session->listening().open);
}

void tst_McpModern::aListenStreamThatGoesIsOpenedAgain()
{
    // The server acknowledges, then its stream ends (a deploy, a proxy's idle cut): the
    // session listens again after a pause, and says so meanwhile.
    Peer peer;
    QVERIFY(startListening(peer, R"({"tools":{"listChanged":true}})"));
    const QByteArray filter = R"({"toolsListChanged":true})";
    ScriptedResponse ending = listenStream(2, filter);
    ending.pieces.append({50, "0\r\n\r\n"});   // the end of the chunked body: the stream is over
    peer.server.enqueue(ending);
    peer.server.enqueue(listenStream(3, filter));
    peer.session->initialize();
    QTRY_VERIFY_WITH_TIMEOUT(!peer.session->listening().ended.isEmpty(), 3000);
    QCOMPARE(peer.session->listening().reopenInMs, McpSession::ListenReopenFirstMs);
    QElapsedTimer clock;
    clock.start();
    QCOMPARE(peer.server.requests().size(), 2);
    QTRY_COMPARE_WITH_TIMEOUT(peer.server.requests().size(), 3, 5000);
    QVERIFY2(clock.elapsed() >= McpSession::ListenReopenFirstMs - 200, "after the pause, not at once");
    QCOMPARE(methodOf(peer.server.requests().at(2)), QByteArray("subscriptions/listen"));
    QTRY_COMPARE_WITH_TIMEOUT(peer.session->listening().honoured, filter, 3000);
    QVERIFY(peer.session->listening().ended.isEmpty());
    QCOMPARE(peer.session->listening().reopenInMs, 0);
}

void tst_McpModern::listenStreamGivesWayOnlyToAStreamThatStands()
{
    // A server that offers resource subscriptions and no list changes: nothing is listened
    // for until a resource is subscribed to; a new stream the server refuses, or never
    // acknowledges, leaves the standing one as it was; the last unsubscription closes it.
    Peer peer;
    QVERIFY(startListening(peer, R"({"resources":{"subscribe":true}})"));
    QSignalSpy ready(peer.session.get(), &McpSession::ready);
    peer.session->initialize();
    QVERIFY(ready.wait(3000));
    QTest::qWait(100);
    QCOMPARE(peer.server.requests().size(), 1);   // nothing to listen for yet
    QVERIFY(!peer.session->listening().open);

    McpFeatures features(peer.session.get());
    const auto change = [&features](bool subscribe, const QString &uri) {
        std::optional<McpReply> reply;
        const auto done = [&reply](const McpReply &r) { reply = r; };
        subscribe ? features.subscribe(uri, done) : features.unsubscribe(uri, done);
        (void)QTest::qWaitFor([&reply] { return reply.has_value(); }, 3000);
        return reply;
    };
    const QByteArray onlyA = "{\"resourceSubscriptions\":[\"file:///a\"]}";
    peer.server.enqueue(listenStream(2, onlyA));
    std::optional<McpReply> a = change(true, u"file:///a"_s);
    QVERIFY(a && a->ok());
    QCOMPARE(peer.session->listening().honoured, onlyA);

    // Refused (a JSON error instead of a stream): the stream for file:///a goes on.
    peer.server.enqueue(json(R"({"jsonrpc":"2.0","id":3,"error":{"code":-32602,"message":"Unknown resource"}})"));
    std::optional<McpReply> b = change(true, u"file:///b"_s);
    QVERIFY(b && !b->ok());
    QVERIFY2(b->error.contains(u"Unknown resource"_s), qPrintable(b->error));
    QVERIFY(peer.session->listening().open);
    QCOMPARE(peer.session->listening().honoured, onlyA);
    QVERIFY(JsonSplice::memberText(peer.server.requests().at(2).body, {u"params"_s, u"notifications"_s}).contains("file:///b"));

    // Never acknowledged within the request timeout: given up, the stream for file:///a stays.
    peer.server.enqueue(ScriptedResponse::neverAnswer());
    std::optional<McpReply> c = change(true, u"file:///c"_s);
    QVERIFY(c && !c->ok());
    QVERIFY2(c->error.contains(u"acknowledge"_s), qPrintable(c->error));
    QCOMPARE(peer.session->listening().honoured, onlyA);

    // The last one unsubscribed: nothing is left to listen for, which is what was asked.
    std::optional<McpReply> none = change(false, u"file:///a"_s);
    QVERIFY(none);
    QVERIFY2(none->ok(), qPrintable(none->error));
    QVERIFY(!peer.session->listening().open);
    QCOMPARE(peer.server.requests().size(), 4);
}

void tst_McpModern::theDemosToolListChangesReachItsListeners_data()
{
    QTest::addColumn<bool>("stdio");
    QTest::newRow("http") << false;
    QTest::newRow("stdio") << true;
}

void tst_McpModern::theDemosToolListChangesReachItsListeners()
{
    // The demo's open_toolbox adds bonus_tip to its tool list (and takes it away again): a
    // session that listens hears notifications/tools/list_changed on its stream at once, tagged
    // with the stream's id, and the list it reads again has the tool.
    QFETCH(bool, stdio);
    DemoHttpServer demo;
    QString error;
    Transport *transport = nullptr;
    if (stdio) {
        transport = TransportFactory::create(u"stdio:%1 --stdio --mcp"_s.arg(QStringLiteral(RPCSCOPE_DEMO_SERVER)), {}, &error);
    } else {
        QVERIFY(demo.listen(0));
        transport = TransportFactory::create(demo.mcpUrl().toString(), {}, &error);
    }
    QVERIFY2(transport, qPrintable(error));
    RpcClient client(transport);
    QList<ExchangePtr> exchanges;
    connect(&client, &RpcClient::exchangeFinished, this, [&exchanges](const ExchangePtr &e) { exchanges.append(e); });
    McpSession session(&client);
    McpSession::Options options;
    options.listen = true;
    session.setOptions(options);
    QSignalSpy ready(&session, &McpSession::ready);
    session.initialize();
    QVERIFY(ready.wait(10000));
    QTRY_COMPARE_WITH_TIMEOUT(session.listening().honoured, QByteArray(R"({"toolsListChanged":true})"), 5000);

    QSignalSpy changed(&session, &McpSession::listChanged);
    McpFeatures features(&session);
    const auto names = [&features] {
        std::optional<McpList> list;
        features.listTools([&list](const McpList &l) { list = l; });
        (void)QTest::qWaitFor([&list] { return list.has_value(); }, 5000);
        QStringList found;
        for (const McpListEntry &entry : list ? list->entries : QList<McpListEntry>())
            found.append(entry.name);
        return found;
    };
    QVERIFY(names().contains(u"open_toolbox"_s));
    QVERIFY(!names().contains(u"bonus_tip"_s));
    std::optional<McpReply> opened;
    features.callTool(u"open_toolbox"_s, "{}", {}, [&opened](const McpReply &reply) { opened = reply; });
    QTRY_VERIFY_WITH_TIMEOUT(opened.has_value(), 5000);
    QVERIFY2(opened->ok(), qPrintable(opened->error));
    QTRY_VERIFY_WITH_TIMEOUT(!changed.isEmpty(), 5000);
    QCOMPARE(changed.constFirst().constFirst().toString(), u"tools"_s);
    QVERIFY(names().contains(u"bonus_tip"_s));

    QSignalSpy closed(&session, &McpSession::closed);
    session.shutdown();
    QVERIFY(closed.wait(8000));
    // The stream's exchange kept the change, tagged with its id, and drew no finding.
    const auto listen = std::find_if(exchanges.cbegin(), exchanges.cend(), [](const ExchangePtr &e) {
        return !e->sent.items.isEmpty() && e->sent.items.first().method == u"subscriptions/listen";
    });
    QVERIFY(listen != exchanges.cend());
    QStringList findings;
    for (const Finding &finding : (*listen)->classification.findings)
        findings.append(finding.id);
    QVERIFY2(findings.isEmpty(), qPrintable(findings.join(u", ")));
    QByteArrayList kept;
    for (const SseEvent &event : (*listen)->streamEvents)
        kept.append(event.data);
    for (const IncomingMessage &message : (*listen)->notifications)
        kept.append(message.bytes);
    QVERIFY2(kept.join('\n').contains("notifications/tools/list_changed"), kept.join('\n').constData());
}

QTEST_GUILESS_MAIN(tst_McpModern)
#include "tst_mcpmodern.moc"
