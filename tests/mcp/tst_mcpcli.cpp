// rpcscope-cli tools / tool against the MCP reference server over stdio (a real child of a
// real CLI process), Streamable HTTP and HTTP+SSE, and the exit statuses of SPEC §8.
#include "everythingserver.h"

#include "lib/json/jsondocument.h"

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

using namespace RpcScope;

class tst_McpCli final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void toolsListsEveryTool();
    void toolPrintsEcho();
    void toolErrorExitsOne();
    void imageIsSummarised();
    void scriptedAnswerToSampling();
    void silentServerIsATransportFailure();
    void badArgumentsAreUsage();
    void streamableHttp();
    void httpSse();
    void statelessDemoAsksForInput();
    void experimentalTaskIsFollowed();

private:
    struct Run
    {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
    };
    Run cli(const QStringList &arguments);
};

tst_McpCli::Run tst_McpCli::cli(const QStringList &arguments)
{
    QProcess process;
    process.start(QStringLiteral(RPCSCOPE_CLI), arguments);
    Run run;
    if (!process.waitForFinished(30000)) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.exitCode = process.exitCode();
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

void tst_McpCli::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    if (!EverythingServer::installed())
        QFAIL("run scripts/install-deps.sh: the npm test peers are missing");
}

void tst_McpCli::toolsListsEveryTool()
{
    const Run text = cli({QStringLiteral("tools"), EverythingServer::stdioEndpoint()});
    QVERIFY2(text.exitCode == 0, text.err.constData());
    QVERIFY2(text.out.startsWith("echo\tEchoes back the input string\n"), text.out.constData());
    const Run json = cli({QStringLiteral("tools"), EverythingServer::stdioEndpoint(), QStringLiteral("--json")});
    QVERIFY2(json.exitCode == 0, json.err.constData());
    const JsonDocument report = JsonDocument::parse(json.out);
    QVERIFY2(report.isValid(), json.out.constData());
    const int tools = report.member(0, u"tools");
    QVERIFY(tools >= 0);
    // Every tool the server listed is a line, in the server's order.
    QCOMPARE(text.out.count('\n'), report.childCount(tools));
    int line = 0;
    const QList<QByteArray> lines = text.out.split('\n');
    for (int tool = report.firstChild(tools); tool >= 0; tool = report.nextSibling(tool), ++line)
        QVERIFY(lines.at(line).startsWith(QByteArray(report.memberString(tool, u"name").toUtf8() + '\t')));
    QCOMPARE(report.memberString(report.member(0, u"protocolVersion"), u"answered"), QStringLiteral("2025-11-25"));
    QCOMPARE(report.memberString(report.member(0, u"serverInfo"), u"name"), QStringLiteral("mcp-servers/everything"));
    // The reference server knows only the handshake: server/discover first, then initialize.
    QCOMPARE(report.memberString(0, u"era"), QStringLiteral("legacy"));
    QVERIFY2(report.memberString(0, u"negotiation").contains(u"initialize with 2025-11-25"), json.out.constData());
    QVERIFY(report.member(0, u"notifications") >= 0);
}

void tst_McpCli::toolPrintsEcho()
{
    const Run run = cli({QStringLiteral("tool"), EverythingServer::stdioEndpoint(), QStringLiteral("echo"),
                         QStringLiteral(R"({"message":"hi"})")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(run.out, QByteArray("Echo: hi\n"));
}

void tst_McpCli::toolErrorExitsOne()
{
    // echo without its message: the server answers with an isError result.
    const Run run = cli({QStringLiteral("tool"), EverythingServer::stdioEndpoint(), QStringLiteral("echo"),
                         QStringLiteral("{}")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.err.contains("isError"));
    const Run json = cli({QStringLiteral("tool"), EverythingServer::stdioEndpoint(), QStringLiteral("echo"),
                          QStringLiteral("{}"), QStringLiteral("--json")});
    QCOMPARE(json.exitCode, 1);
    const JsonDocument report = JsonDocument::parse(json.out);
    QCOMPARE(report.type(report.member(0, u"isError")), JsonDocument::Type::True);
}

void tst_McpCli::imageIsSummarised()
{
    const Run run = cli({QStringLiteral("tool"), EverythingServer::stdioEndpoint(), QStringLiteral("get-tiny-image")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    // "[image image/png, 4033 bytes]" (the plural comes from the English translation)
    const QRegularExpression summary(QStringLiteral(R"(\[image image/png, \d+ byte)"));
    QVERIFY2(summary.match(QString::fromUtf8(run.out)).hasMatch(), run.out.constData());
}

void tst_McpCli::scriptedAnswerToSampling()
{
    const Run run = cli({QStringLiteral("tool"), EverythingServer::stdioEndpoint(),
                         QStringLiteral("trigger-sampling-request"), QStringLiteral(R"({"prompt":"q"})"),
                         QStringLiteral("--answer"),
                         QStringLiteral(R"(sampling/createMessage={"role":"assistant","content":{"type":"text","text":"scripted-42"},"model":"m"})"),
                         QStringLiteral("--json")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QVERIFY2(run.out.contains("scripted-42"), run.out.constData());
    const JsonDocument report = JsonDocument::parse(run.out);
    const int asked = report.member(0, u"serverRequests");
    QCOMPARE(report.childCount(asked), 1);
    QVERIFY(report.raw(asked).contains("sampling/createMessage"));
}

void tst_McpCli::silentServerIsATransportFailure()
{
    const Run run = cli({QStringLiteral("tools"), QStringLiteral("stdio:" RPCSCOPE_TEST_PEER " silent"),
                         QStringLiteral("--timeout"), QStringLiteral("300")});
    QCOMPARE(run.exitCode, 3);
    QVERIFY2(run.err.contains("initialize"), run.err.constData());
}

void tst_McpCli::badArgumentsAreUsage()
{
    QCOMPARE(cli({QStringLiteral("tool"), EverythingServer::stdioEndpoint()}).exitCode, 2);
    QCOMPARE(cli({QStringLiteral("tool"), EverythingServer::stdioEndpoint(), QStringLiteral("echo"),
                  QStringLiteral("[1]")}).exitCode, 2);
    QCOMPARE(cli({QStringLiteral("tools"), EverythingServer::stdioEndpoint(), QStringLiteral("--answer"),
                  QStringLiteral("nonsense")}).exitCode, 2);
}

void tst_McpCli::streamableHttp()
{
    EverythingServer server;
    QVERIFY(server.startHttp());
    const Run tools = cli({QStringLiteral("tools"), server.url(), QStringLiteral("--json")});
    QVERIFY2(tools.exitCode == 0, tools.err.constData());
    const JsonDocument report = JsonDocument::parse(tools.out);
    QCOMPARE(report.memberString(0, u"transport"), QStringLiteral("http"));
    QVERIFY(!report.memberString(0, u"sessionId").isEmpty());
    QVERIFY(report.childCount(report.member(0, u"tools")) >= 12);
    const Run echo = cli({QStringLiteral("tool"), server.url(), QStringLiteral("echo"), QStringLiteral(R"({"message":"hi"})")});
    QVERIFY2(echo.exitCode == 0, echo.err.constData());
    QCOMPARE(echo.out, QByteArray("Echo: hi\n"));
    // Each run ended its session with DELETE.
    QByteArray seen;
    QTRY_VERIFY_WITH_TIMEOUT((seen += server.log()).count("termination request for session") == 2, 3000);
}

void tst_McpCli::httpSse()
{
    // MCP's older HTTP+SSE transport: tools, tool with progress, and a plain call.
    EverythingServer server;
    QVERIFY(server.startSse());
    const Run tools = cli({QStringLiteral("tools"), server.sseUrl(), QStringLiteral("--json")});
    QVERIFY2(tools.exitCode == 0, tools.err.constData());
    const JsonDocument report = JsonDocument::parse(tools.out);
    QVERIFY2(report.isValid(), tools.out.constData());
    QCOMPARE(report.memberString(0, u"transport"), QStringLiteral("http+sse"));
    QCOMPARE(report.memberString(0, u"endpoint"), server.sseUrl());
    QVERIFY(report.childCount(report.member(0, u"tools")) >= 12);
    const Run echo = cli({QStringLiteral("tool"), server.sseUrl(), QStringLiteral("echo"), QStringLiteral(R"({"message":"hi"})")});
    QVERIFY2(echo.exitCode == 0, echo.err.constData());
    QCOMPARE(echo.out, QByteArray("Echo: hi\n"));
    const Run slow = cli({QStringLiteral("tool"), server.sseUrl(), QStringLiteral("trigger-long-running-operation"),
                          QStringLiteral(R"({"duration":0.3,"steps":3})")});
    QVERIFY2(slow.exitCode == 0, slow.err.constData());
    QVERIFY2(slow.err.contains("progress 3/3"), slow.err.constData());
    const Run ping = cli({QStringLiteral("call"), server.sseUrl(), QStringLiteral("ping"), QStringLiteral("--json")});
    QVERIFY2(ping.exitCode == 0, ping.err.constData());
    QCOMPARE(JsonDocument::parse(ping.out).memberString(0, u"outcome"), QStringLiteral("result"));
    // Each run's stream ended with it: the server saw four sessions come and go.
    QByteArray seen;
    QTRY_VERIFY_WITH_TIMEOUT((seen += server.log()).count("Client Disconnected") == 4, 3000);
    // Nobody there: a transport failure in words, exit status 3.
    server.process.kill();
    server.process.waitForFinished();
    const Run refused = cli({QStringLiteral("tools"), server.sseUrl()});
    QCOMPARE(refused.exitCode, 3);
    QVERIFY2(refused.err.contains("Could not open the event stream"), refused.err.constData());
}

void tst_McpCli::statelessDemoAsksForInput()
{
    // The demo's MCP face over stdio, spoken statelessly: its ask_name tool answers
    // input_required, the --answer fills the form, and the call goes again.
    const QString demo = QStringLiteral("stdio:" RPCSCOPE_DEMO_SERVER " --stdio --mcp");
    const Run run = cli({QStringLiteral("tool"), demo, QStringLiteral("ask_name"), QStringLiteral(R"({"greeting":"Hi"})"),
                         QStringLiteral("--answer"), QStringLiteral(R"(elicitation/create={"action":"accept","content":{"name":"Ada"}})")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(run.out, QByteArray("Hi, Ada!\n"));
    QVERIFY2(run.err.contains("input required (round 1)"), run.err.constData());
    const Run json = cli({QStringLiteral("tool"), demo, QStringLiteral("ask_name"), QStringLiteral("--json"),
                          QStringLiteral("--answer"), QStringLiteral(R"(elicitation/create={"action":"accept"})")});
    QVERIFY2(json.exitCode == 0, json.err.constData());
    const JsonDocument report = JsonDocument::parse(json.out);
    QCOMPARE(report.memberString(0, u"era"), QStringLiteral("modern"));
    QCOMPARE(report.memberString(report.member(0, u"protocolVersion"), u"answered"), QStringLiteral("2026-07-28"));
    QVERIFY(json.out.contains("Hello, friend!"));   // the form's default, accepted as offered
    // Without an answer no elicitation is declared, and the server says it needs one.
    const Run unanswered = cli({QStringLiteral("tool"), demo, QStringLiteral("ask_name")});
    QCOMPARE(unanswered.exitCode, 1);
    QVERIFY2(unanswered.err.contains("-32021") && unanswered.err.contains("elicitation"), unanswered.err.constData());
}

// 2025-11-25's tasks against the reference server: simulate-research-query must run as a task
// (execution.taskSupport "required"), so the call asks for one; the task is polled with
// tasks/get, its question (input_required) comes through tasks/result and is answered from
// --answer, and tasks/result brings the report.
void tst_McpCli::experimentalTaskIsFollowed()
{
    const Run run = cli({QStringLiteral("tool"), EverythingServer::stdioEndpoint(), QStringLiteral("simulate-research-query"),
                         QStringLiteral(R"({"topic":"tea","ambiguous":true})"), QStringLiteral("--answer"),
                         QStringLiteral(R"(elicitation/create={"action":"accept","content":{"interpretation":"leaves"}})"),
                         QStringLiteral("--json")});
    QVERIFY2(run.exitCode == 0, QByteArray(run.out + run.err).constData());
    const JsonDocument doc = JsonDocument::parse(run.out);
    QVERIFY2(doc.isValid(), run.out.constData());
    QCOMPARE(JsonDocument::parse(doc.raw(doc.member(0, u"arguments")).toByteArray()).memberString(0, u"topic"), u"tea"_qs);
    const int task = doc.member(0, u"task");
    QVERIFY2(task >= 0, run.out.constData());
    QCOMPARE(doc.memberString(task, u"status"), u"completed"_qs);
    QVERIFY(!doc.memberString(task, u"taskId").isEmpty());
    const QByteArray result = doc.raw(doc.member(0, u"result")).toByteArray();
    QVERIFY2(result.contains("Research Report: tea (leaves)"), result.constData());
    // The question came during the task and was answered.
    QVERIFY2(doc.raw(doc.member(0, u"serverRequests")).contains("elicitation/create"), run.out.constData());
}

QTEST_GUILESS_MAIN(tst_McpCli)
#include "tst_mcpcli.moc"
