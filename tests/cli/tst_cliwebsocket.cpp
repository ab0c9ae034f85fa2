// rpcscope-cli over ws:// against the demo server program's WebSocket face (GET /ws), and
// --listen keeping the connection open for what the server pushes after its answer: the
// demo's ticks, and ganache (npm, pinned) announcing a mined block to its subscriber.
#include "lib/json/jsondocument.h"
#include "support/listeningserver.h"

#include "support/programrun.h"

#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace RpcScope;

class tst_CliWebSocket final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QByteArray said;
        const QString base = TestSupport::startDemoServer(&m_server, QStringLiteral(RPCSCOPE_DEMO_SERVER), {}, &said);
        QVERIFY2(!base.isEmpty(), said.constData());
        m_ws = QStringLiteral("ws://") + base.mid(int(qstrlen("http://"))) + QStringLiteral("/ws");
    }

    void cleanupTestCase()
    {
        m_server.terminate();
        m_server.waitForFinished(3000);
    }

    void callOverWebSocket()
    {
        const Run run = cli({"call", m_ws, "math.add", R"({"a":2,"b":3})"});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.startsWith("{\n  \"jsonrpc\": \"2.0\",\n  \"id\": 1,\n  \"result\": 5"), run.out.constData());
    }

    void jsonReportNamesTheTransport()
    {
        const Run run = cli({"--json", "call", m_ws, "text.upper", R"({"text":"ws"})"});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(R"("transport": "websocket")"), run.out.constData());
        QVERIFY(run.out.contains(R"("outcome": "result")"));
    }

    void listenReportsPushesAfterTheAnswer()
    {
        // Three ticks 50 ms apart, all after the subscription's answer: without --listen the
        // connection closed at once and none was seen.
        const QString subscribe = QStringLiteral(R"({"count":3,"intervalMs":50})");
        const Run json = cli({"--json", "call", m_ws, "demo.subscribe", subscribe, "--listen", "600"});
        QCOMPARE(json.exitCode, 0);
        QCOMPARE(json.out.count("demo.onTick"), 3);
        QVERIFY2(json.out.contains(R"("tick":3)"), json.out.constData());

        const Run plain = cli({"call", m_ws, "demo.subscribe", subscribe, "--listen", "600"});
        QCOMPARE(plain.exitCode, 0);
        const QList<QByteArray> lines = plain.out.trimmed().split('\n');
        QVERIFY2(lines.size() >= 3, plain.out.constData());
        QVERIFY2(lines.constLast().startsWith(R"({"jsonrpc":"2.0","method":"demo.onTick")")
                     && lines.constLast().contains(R"("tick":3)"), plain.out.constData());

        const Run without = cli({"--json", "call", m_ws, "demo.subscribe", subscribe});
        QCOMPARE(without.out.count("demo.onTick"), 0);
    }

    void ganachePushesANewHeadAfterTheAnswer()
    {
        QVERIFY2(QFile::exists(QStringLiteral(RPCSCOPE_SOURCE_DIR "/tests/npm/node_modules/ganache/package.json")),
                 "ganache is missing: run scripts/install-deps.sh");
        QProcess ganache;
        QByteArray said;
        const QString ws = TestSupport::startListening(
            &ganache, QStringLiteral("node"), {QStringLiteral(RPCSCOPE_SOURCE_DIR "/tests/npm/peers/ganache-server.js")},
            &said, 60000);
        QVERIFY2(ws.startsWith(QStringLiteral("ws://127.0.0.1:")), said.constData());

        // Two requests on one connection: the subscription, then a block mined. ganache
        // announces the block with eth_subscription after both answers; a batch would not do,
        // as ganache ties no subscription to a batch.
        QTemporaryDir dir;
        QFile collection(dir.filePath(QStringLiteral("chain.collection.json")));
        QVERIFY(collection.open(QIODevice::WriteOnly));
        collection.write(QStringLiteral(
            "{\"format\": \"rpcscope-collection\", \"version\": 1, \"name\": \"chain\", \"items\": [\n"
            " {\"type\": \"request\", \"name\": \"subscribe\", \"kind\": \"single\", \"endpoint\": \"%1\",\n"
            "  \"method\": \"eth_subscribe\", \"params\": [\"newHeads\"], \"id\": 1},\n"
            " {\"type\": \"request\", \"name\": \"mine\", \"kind\": \"single\", \"endpoint\": \"%1\",\n"
            "  \"method\": \"evm_mine\", \"params\": [], \"id\": 2}]}\n").arg(ws).toUtf8());
        collection.close();

        const Run json = cli({"run", collection.fileName(), "--listen", "2000", "--json"});
        ganache.kill();
        ganache.waitForFinished(5000);
        QVERIFY2(json.exitCode == 0, json.err.constData());
        const JsonDocument report = JsonDocument::parse(json.out);
        QVERIFY2(report.isValid(), json.out.constData());
        const int messages = report.member(0, u"serverMessages");
        QVERIFY2(report.childCount(messages) >= 1, json.out.constData());
        const int first = report.child(messages, 0);
        QCOMPARE(report.memberString(first, u"endpoint"), ws);
        const int push = report.member(first, u"message");
        QCOMPARE(report.memberString(push, u"method"), QStringLiteral("eth_subscription"));
        // The push names the subscription and carries the new block's head.
        const int params = report.member(push, u"params");
        QVERIFY2(report.memberString(params, u"subscription").startsWith(QStringLiteral("0x")), json.out.constData());
        QVERIFY2(report.member(report.member(params, u"result"), u"parentHash") >= 0, json.out.constData());
    }

    // A recording keeps the opening handshake of the connection, its token redacted.
    void recordingKeepsTheHandshake()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("ws.rpcsession"));
        const Run run = cli({"call", m_ws, "math.add", "[1,2]", "--bearer", "ws-secret-4f9a2c71e0b8", "--record", file});
        QCOMPARE(run.exitCode, 0);
        QFile recorded(file);
        QVERIFY(recorded.open(QIODevice::ReadOnly));
        const QByteArray text = recorded.readAll();
        QVERIFY2(!text.contains("ws-secret-4f9a2c71e0b8"), text.constData());
        JsonDocument exchange;
        for (const QByteArray &line : text.split('\n')) {
            const JsonDocument doc = JsonDocument::parse(line);
            if (doc.isValid() && doc.memberString(0, u"type") == u"exchange")
                exchange = doc;
        }
        QVERIFY2(exchange.isValid(), text.constData());
        const int handshake = exchange.member(0, u"handshake");
        QVERIFY2(handshake >= 0, text.constData());
        QCOMPARE(exchange.raw(exchange.member(handshake, u"status")), QByteArrayView("101"));
        QCOMPARE(exchange.memberString(handshake, u"method"), QStringLiteral("GET"));
        const QByteArray request = exchange.raw(exchange.member(handshake, u"requestHeaders")).toByteArray();
        QVERIFY2(request.contains("[\"Upgrade\",\"websocket\"]"), request.constData());
        QVERIFY2(request.contains("[\"Authorization\","), request.constData());
        const QByteArray response = exchange.raw(exchange.member(handshake, u"responseHeaders")).toByteArray();
        QVERIFY2(response.contains("Sec-WebSocket-Accept"), response.constData());
        // A plain HTTP exchange's line has none.
        QCOMPARE(exchange.type(exchange.member(0, u"http")), JsonDocument::Type::Null);
    }

    void refusedHandshakeIsATransportError()
    {
        QString wrongPath = m_ws;
        wrongPath.replace(QStringLiteral("/ws"), QStringLiteral("/rpc"));
        const Run run = cli({"call", wrongPath, "math.add", "[1,2]"});
        QCOMPARE(run.exitCode, 3);
        QVERIFY2(run.err.contains("405"), run.err.constData());
    }

private:
    using Run = TestSupport::ProgramRun;

    Run cli(const QStringList &arguments)
    {
        return Run::withEvents(QStringLiteral(RPCSCOPE_CLI), arguments);
    }

    QProcess m_server;
    QString m_ws;
};

QTEST_GUILESS_MAIN(tst_CliWebSocket)
#include "tst_cliwebsocket.moc"
