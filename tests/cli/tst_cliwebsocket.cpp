// rpcscope-cli over ws:// against the demo server program's WebSocket face (GET /ws).
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
