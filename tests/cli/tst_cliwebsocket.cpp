// rpcscope-cli over ws:// against the demo server program's WebSocket face (GET /ws), and
// --listen keeping the connection open for what the server pushes after its answer.
#include "support/listeningserver.h"

#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

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

    void refusedHandshakeIsATransportError()
    {
        QString wrongPath = m_ws;
        wrongPath.replace(QStringLiteral("/ws"), QStringLiteral("/rpc"));
        const Run run = cli({"call", wrongPath, "math.add", "[1,2]"});
        QCOMPARE(run.exitCode, 3);
        QVERIFY2(run.err.contains("405"), run.err.constData());
    }

private:
    struct Run
    {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
    };

    Run cli(const QStringList &arguments)
    {
        QProcess process;
        process.start(QStringLiteral(RPCSCOPE_CLI), arguments);
        QSignalSpy finished(&process, &QProcess::finished);
        finished.wait(30000);
        Run run;
        run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
        run.out = process.readAllStandardOutput();
        run.err = process.readAllStandardError();
        return run;
    }

    QProcess m_server;
    QString m_ws;
};

QTEST_GUILESS_MAIN(tst_CliWebSocket)
#include "tst_cliwebsocket.moc"
