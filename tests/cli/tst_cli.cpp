// rpcscope-cli against real peers: the demo server program over HTTP and stdio, a scripted
// loopback server for the malformed cases, and the MCP reference server from npm.
#include "lib/json/jsondocument.h"
#include "support/scriptedhttpserver.h"
#include "support/listeningserver.h"

#include <QDir>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace RpcScope;

class tst_Cli final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void callPrintsBodyInServerOrder();
    void exitStatuses_data();
    void exitStatuses();
    void jsonReport();
    void jsonReportKeepsBigIdsAndInvalidUtf8();
    void notificationPrintsNothing();
    void batchFromFileAndStdin();
    void sendRawBytes();
    void discoverHttp();
    void discoverStdio();
    void discoverJsonIsTheRegistry();
    void discoverUnreachable();
    void discoverNoRegistry();
    void discoverMcpReferenceServer();
    void stdioCommandsWork();
    void scriptedPeerStatuses_data();
    void scriptedPeerStatuses();
    void usageErrors_data();
    void usageErrors();

private:
    struct Run
    {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
    };
    Run cli(const QStringList &arguments, const QByteArray &input = {});

    QProcess m_server;
    QString m_rpc;
    QTemporaryDir m_dir;
};

void tst_Cli::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QByteArray said;
    const QString base = TestSupport::startDemoServer(&m_server, QStringLiteral(RPCSCOPE_DEMO_SERVER), {}, &said);
    QVERIFY2(!base.isEmpty(), said.constData());
    m_rpc = base + QStringLiteral("/rpc");
}

void tst_Cli::cleanupTestCase()
{
    m_server.terminate();
    m_server.waitForFinished(3000);
}

tst_Cli::Run tst_Cli::cli(const QStringList &arguments, const QByteArray &input)
{
    // Asynchronous, so the scripted server in this process keeps answering meanwhile.
    QProcess process;
    process.start(QStringLiteral(RPCSCOPE_CLI), arguments);
    if (!input.isNull()) {
        process.write(input);
        process.closeWriteChannel();
    }
    QSignalSpy finished(&process, &QProcess::finished);
    finished.wait(30000);
    Run run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

void tst_Cli::callPrintsBodyInServerOrder()
{
    const Run run = cli({QStringLiteral("call"), m_rpc, QStringLiteral("math.add"), QStringLiteral(R"({"a":2,"b":3})")});
    QCOMPARE(run.exitCode, 0);
    // Pretty-printed, jsonrpc first as the server sent it (QJsonObject would sort id first).
    QVERIFY2(run.out.startsWith("{\n  \"jsonrpc\": \"2.0\",\n  \"id\": 1,\n  \"result\": 5"), run.out.constData());
}

void tst_Cli::exitStatuses_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("status");
    QTest::addRow("result") << QStringList{QStringLiteral("math.add"), QStringLiteral(R"({"a":1,"b":1})")} << 0;
    QTest::addRow("method not found") << QStringList{QStringLiteral("no.such.method")} << 1;
    QTest::addRow("invalid params") << QStringList{QStringLiteral("math.add"), QStringLiteral(R"({"a":"x"})")} << 1;
    QTest::addRow("application error") << QStringList{QStringLiteral("demo.appError")} << 1;
    QTest::addRow("timeout") << QStringList{QStringLiteral("demo.sleep"), QStringLiteral(R"({"ms":2000})"),
                                            QStringLiteral("--timeout"), QStringLiteral("200")}
                             << 3;
}

void tst_Cli::exitStatuses()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, status);
    const Run run = cli(QStringList{QStringLiteral("call"), m_rpc} + arguments);
    QVERIFY2(run.exitCode == status, QByteArray(run.out + run.err).constData());
}

void tst_Cli::jsonReport()
{
    const Run run = cli({QStringLiteral("--json"), QStringLiteral("call"), m_rpc, QStringLiteral("demo.appError")});
    QCOMPARE(run.exitCode, 1);
    const JsonDocument doc = JsonDocument::parse(run.out);
    QVERIFY2(doc.isValid(), run.out.constData());
    // SPEC §8 fields, in this order.
    const QStringList expected = {"endpoint", "transport", "request", "requestHeaders", "headers", "status",
                                  "durationMs", "body", "outcome", "responses", "notifications", "findings"};
    QStringList keys;
    for (int child = doc.firstChild(0); child >= 0; child = doc.nextSibling(child))
        keys.append(doc.string(doc.keyNode(child)));
    QCOMPARE(keys.mid(0, expected.size()), expected);
    QCOMPARE(doc.string(doc.member(0, u"transport")), QStringLiteral("http"));
    QCOMPARE(doc.raw(doc.member(0, u"status")), QByteArrayView("200"));
    QCOMPARE(doc.string(doc.member(0, u"outcome")), QStringLiteral("error"));
    const int response = doc.child(doc.member(0, u"responses"), 0);
    const int error = doc.member(response, u"error");
    QCOMPARE(doc.raw(doc.member(error, u"code")), QByteArrayView("-32000"));
    QCOMPARE(doc.string(doc.member(error, u"name")), QStringLiteral("Server error"));
    QVERIFY(doc.member(error, u"data") >= 0);
    const int firstHeader = doc.child(doc.member(0, u"requestHeaders"), 0);
    QCOMPARE(doc.childCount(firstHeader), 2);   // [name, value]
}

void tst_Cli::jsonReportKeepsBigIdsAndInvalidUtf8()
{
    ScriptedHttpServer server;
    QVERIFY(server.start());
    server.enqueue(ScriptedResponse::http(200, "{\"jsonrpc\":\"2.0\",\"id\":9007199254740993,\"result\":\"\xff\xfe\"}",
                                          {{"Content-Type", "application/json"}}));
    const Run run = cli({QStringLiteral("call"), server.url().toString(), QStringLiteral("m"), QStringLiteral("--id"),
                         QStringLiteral("9007199254740993"), QStringLiteral("--json")});
    const JsonDocument doc = JsonDocument::parse(run.out);
    QVERIFY2(doc.isValid(), run.out.constData());
    QVERIFY(doc.member(0, u"bodyBase64") >= 0);
    QVERIFY(server.requests().first().body.contains("\"id\":9007199254740993"));
    QCOMPARE(doc.string(doc.member(0, u"outcome")), QStringLiteral("invalid"));   // invalid UTF-8 is not JSON
    QCOMPARE(run.exitCode, 4);
}

void tst_Cli::notificationPrintsNothing()
{
    const Run run = cli({QStringLiteral("call"), m_rpc, QStringLiteral("demo.increment"), QStringLiteral("--notify")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.isEmpty());
}

void tst_Cli::batchFromFileAndStdin()
{
    const QByteArray batch = R"([{"jsonrpc":"2.0","id":1,"method":"math.add","params":{"a":1,"b":2}},
        {"jsonrpc":"2.0","method":"demo.increment"},
        {"jsonrpc":"2.0","id":"two","method":"text.reverse","params":{"text":"abc"}}])";
    QFile file(m_dir.filePath(QStringLiteral("batch.json")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(batch);
    file.close();
    const Run fromFile = cli({QStringLiteral("batch"), m_rpc, file.fileName(), QStringLiteral("--json")});
    QCOMPARE(fromFile.exitCode, 0);
    const JsonDocument doc = JsonDocument::parse(fromFile.out);
    QCOMPARE(doc.childCount(doc.member(0, u"responses")), 2);
    const Run fromStdin = cli({QStringLiteral("batch"), m_rpc, QStringLiteral("-")}, batch);
    QCOMPARE(fromStdin.exitCode, 0);
    QVERIFY(fromStdin.out.contains("\"cba\""));
}

void tst_Cli::sendRawBytes()
{
    QFile file(m_dir.filePath(QStringLiteral("broken.json")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":");
    file.close();
    const Run run = cli({QStringLiteral("send"), m_rpc, file.fileName(), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 1);   // the server's -32700 is an error response
    const JsonDocument doc = JsonDocument::parse(run.out);
    QCOMPARE(doc.string(doc.member(0, u"request")), QStringLiteral("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":"));
    QVERIFY(run.out.contains("-32700"));
}

void tst_Cli::discoverHttp()
{
    const Run run = cli({QStringLiteral("discover"), m_rpc});
    QCOMPARE(run.exitCode, 0);
    const QList<QByteArray> lines = run.out.trimmed().split('\n');
    QVERIFY(lines.size() >= 15);
    QList<QByteArray> names;
    for (const QByteArray &line : lines) {
        const QList<QByteArray> fields = line.split('\t');
        QCOMPARE(fields.size(), 3);
        QVERIFY2(fields.at(1).split(',').contains("openrpc"), line.constData());
        names.append(fields.first());
    }
    QList<QByteArray> sorted = names;
    std::sort(sorted.begin(), sorted.end());
    QCOMPARE(names, sorted);
}

void tst_Cli::discoverStdio()
{
    const Run run = cli({QStringLiteral("discover"), QStringLiteral("stdio:" RPCSCOPE_DEMO_SERVER " --stdio --mcp")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QVERIFY(run.out.contains("\tmcp-tool\t"));
}

void tst_Cli::discoverJsonIsTheRegistry()
{
    const Run run = cli({QStringLiteral("discover"), QStringLiteral("--json"), m_rpc});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const JsonDocument doc = JsonDocument::parse(run.out);
    QVERIFY2(doc.isValid(), run.out.constData());
    QStringList keys;
    for (int child = doc.firstChild(0); child >= 0; child = doc.nextSibling(child))
        keys.append(doc.string(doc.keyNode(child)));
    QCOMPARE(keys, (QStringList{"endpoint", "mcpProtocolVersion", "sources", "methods"}));
    const int methods = doc.member(0, u"methods");
    int add = -1;
    for (int m = doc.firstChild(methods); m >= 0; m = doc.nextSibling(m)) {
        if (doc.memberString(m, u"name") == u"math.add")
            add = m;
    }
    QVERIFY(add >= 0);
    QCOMPARE(doc.memberString(add, u"kind"), QStringLiteral("method"));
    QCOMPARE(doc.type(doc.member(add, u"params")), JsonDocument::Type::Array);   // OpenRPC content descriptors
    QVERIFY(doc.raw(doc.member(add, u"params")).contains("\"name\":\"a\""));
    QCOMPARE(doc.string(doc.child(doc.member(add, u"sources"), 0)), QStringLiteral("openrpc"));
}

void tst_Cli::discoverUnreachable()
{
    quint16 port = 0;
    {
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost));
        port = probe.serverPort();
    }
    const Run run = cli({QStringLiteral("discover"), QStringLiteral("http://127.0.0.1:%1/rpc").arg(port)});
    QCOMPARE(run.exitCode, 3);
    QVERIFY(!run.err.isEmpty());
}

void tst_Cli::discoverNoRegistry()
{
    ScriptedHttpServer server;
    QVERIFY(server.start());
    const QByteArray notFound = R"({"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"Method not found"}})";
    for (int i = 0; i < 3; ++i)
        server.enqueue(ScriptedResponse::http(200, notFound, {{"Content-Type", "application/json"}}));
    const Run run = cli({QStringLiteral("discover"), server.url().toString()});
    QCOMPARE(run.exitCode, 4);
}

void tst_Cli::discoverMcpReferenceServer()
{
    const QString everything = QStringLiteral(RPCSCOPE_SOURCE_DIR "/tests/npm/node_modules/.bin/mcp-server-everything");
    QVERIFY2(QFile::exists(everything), "run scripts/install-deps.sh: the npm test peers are missing");
    const Run run = cli({QStringLiteral("discover"), QStringLiteral("stdio:node %1 stdio").arg(everything)});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QVERIFY2(run.out.contains("echo\tmcp-tool\t"), run.out.constData());
    QVERIFY(run.out.contains("\tmcp-prompt\t"));
    QVERIFY(run.out.contains("\tmcp-resource\t"));
}

void tst_Cli::stdioCommandsWork()
{
    const QString endpoint = QStringLiteral("stdio:" RPCSCOPE_DEMO_SERVER " --stdio");
    const Run call = cli({QStringLiteral("call"), endpoint, QStringLiteral("text.reverse"), QStringLiteral(R"({"text":"abc"})")});
    QVERIFY2(call.exitCode == 0, call.err.constData());
    QVERIFY(call.out.contains("\"cba\""));
    // The answer's first byte is timed on stdio too, and comes no later than the whole answer.
    const Run json = cli({QStringLiteral("--json"), QStringLiteral("call"), endpoint, QStringLiteral("text.reverse"),
                          QStringLiteral(R"({"text":"abc"})")});
    const JsonDocument report = JsonDocument::parse(json.out);
    QVERIFY2(report.isValid(), json.out.constData());
    const int timings = report.member(0, u"timings");
    const qint64 firstByte = report.toInt64(report.member(timings, u"firstByteMs"));
    QVERIFY2(firstByte >= 0 && firstByte <= report.toInt64(report.member(timings, u"totalMs")), json.out.constData());
    const Run batch = cli({QStringLiteral("batch"), endpoint, QStringLiteral("-")},
                          "[{\"jsonrpc\":\"2.0\",\"id\":1,\n\"method\":\"system.time\"}]");
    QVERIFY2(batch.exitCode == 0, batch.err.constData());
    const Run send = cli({QStringLiteral("send"), endpoint, QStringLiteral("-")}, "not json");
    QCOMPARE(send.exitCode, 1);
    QVERIFY(send.out.contains("-32700"));
    const Run missing = cli({QStringLiteral("call"), QStringLiteral("stdio:/nonexistent/rpc-server"), QStringLiteral("x")});
    QCOMPARE(missing.exitCode, 3);
    QVERIFY(!missing.err.isEmpty());
}

void tst_Cli::scriptedPeerStatuses_data()
{
    QTest::addColumn<QByteArray>("response");
    QTest::addColumn<int>("status");
    QTest::addRow("redirect not followed") << QByteArray("HTTP/1.1 302 Found\r\nLocation: /elsewhere\r\nContent-Length: 0\r\n\r\n") << 3;
    QTest::addRow("html 502") << QByteArray("HTTP/1.1 502 Bad Gateway\r\nContent-Type: text/html\r\nContent-Length: 13\r\n\r\n<h1>502</h1>\n") << 3;
    QTest::addRow("empty 200") << QByteArray("HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n") << 4;
    QTest::addRow("not json 200") << QByteArray("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 2\r\n\r\nhi") << 4;
    QTest::addRow("warning only") << QByteArray("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 45\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":1,\"meta\":{}}") << 0;
    QTest::addRow("business error") << QByteArray("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 63\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"ok\":false,\"errors\":[\"bad\"]}}") << 1;
    QTest::addRow("closed mid-body") << QByteArray("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n{\"jsonrpc\"") << 3;
}

void tst_Cli::scriptedPeerStatuses()
{
    QFETCH(QByteArray, response);
    QFETCH(int, status);
    ScriptedHttpServer server;
    QVERIFY(server.start());
    server.enqueue(ScriptedResponse::raw(response).thenClose());
    const Run run = cli({QStringLiteral("call"), server.url().toString(), QStringLiteral("m")});
    QVERIFY2(run.exitCode == status, QByteArray(run.out + run.err).constData());
    QVERIFY(status == 0 || !run.err.isEmpty());   // every failure is explained
}

void tst_Cli::usageErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addRow("nothing") << QStringList{};
    QTest::addRow("unknown command") << QStringList{QStringLiteral("frobnicate")};
    QTest::addRow("missing method") << QStringList{QStringLiteral("call"), QStringLiteral("http://127.0.0.1:1/rpc")};
    QTest::addRow("params not an object") << QStringList{QStringLiteral("call"), QStringLiteral("http://127.0.0.1:1/"), QStringLiteral("m"), QStringLiteral("42")};
    QTest::addRow("bad endpoint") << QStringList{QStringLiteral("call"), QStringLiteral("ftp://x/"), QStringLiteral("m")};
    QTest::addRow("bad timeout") << QStringList{QStringLiteral("--timeout"), QStringLiteral("soon"), QStringLiteral("call"), QStringLiteral("http://127.0.0.1:1/"), QStringLiteral("m")};
    QTest::addRow("bad header") << QStringList{QStringLiteral("-H"), QStringLiteral("nocolon"), QStringLiteral("call"), QStringLiteral("http://127.0.0.1:1/"), QStringLiteral("m")};
    QTest::addRow("missing file") << QStringList{QStringLiteral("send"), QStringLiteral("http://127.0.0.1:1/"), QStringLiteral("/nonexistent/file")};
}

void tst_Cli::usageErrors()
{
    QFETCH(QStringList, arguments);
    const Run run = cli(arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(!run.err.isEmpty());
}

QTEST_GUILESS_MAIN(tst_Cli)
#include "tst_cli.moc"
