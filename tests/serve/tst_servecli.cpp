// `rpcscope-cli serve` as a real process, answering a real `rpcscope-cli call`.
#include "lib/session/sessionentry.h"
#include "lib/session/sessionformat.h"
#include "support/listeningserver.h"

#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace RpcScope;

class tst_ServeCli final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void servesSessionUntilSigterm();
    void servesIoTranscript();
    void usageErrors_data();
    void usageErrors();

private:
    struct Run
    {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
    };
    static Run cli(const QStringList &arguments);
    /// Starts `serve` on \a path; returns the URL it printed, empty on failure.
    static QString startServe(QProcess *serve, const QString &path);
    QString writeFile(const QString &name, const QByteArray &bytes);

    QTemporaryDir m_dir;
};

void tst_ServeCli::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

tst_ServeCli::Run tst_ServeCli::cli(const QStringList &arguments)
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

QString tst_ServeCli::startServe(QProcess *serve, const QString &path)
{
    return TestSupport::startListening(serve, QStringLiteral(RPCSCOPE_CLI),
                                       {QStringLiteral("serve"), path, QStringLiteral("--port"), QStringLiteral("0")});
}

QString tst_ServeCli::writeFile(const QString &name, const QByteArray &bytes)
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(bytes);
    return path;
}

void tst_ServeCli::servesSessionUntilSigterm()
{
    SessionEntry entry;
    entry.sequence = 1;
    entry.epochMs = 1764705201123;
    entry.endpoint = QStringLiteral("http://127.0.0.1:9/rpc");
    entry.request = R"({"jsonrpc":"2.0","id":1,"method":"math.add","params":{"a":2,"b":3}})";
    entry.body = R"({"jsonrpc":"2.0","id":1,"result":5})";
    entry.method = QStringLiteral("math.add");
    entry.outcome = QStringLiteral("result");
    entry.durationMs = 1;
    const QString path = writeFile(QStringLiteral("session.rpcsession"),
                                   SessionFormat::headerLine() + SessionFormat::entryLine(entry) + "{damaged\n");

    QProcess serve;
    const QString url = startServe(&serve, path);
    if (url.isEmpty())
        QFAIL(serve.readAllStandardError().constData());

    // Params in another order: the recorded answer, under the id this call sent.
    Run run = cli({QStringLiteral("call"), url + QStringLiteral("/rpc"), QStringLiteral("math.add"),
                   QStringLiteral(R"({"b":3,"a":2})"), QStringLiteral("--id"), QStringLiteral(R"("cli-1")")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.startsWith("{\n  \"jsonrpc\": \"2.0\",\n  \"id\": \"cli-1\",\n  \"result\": 5"), run.out.constData());

    run = cli({QStringLiteral("call"), url, QStringLiteral("never.recorded")});
    QCOMPARE(run.exitCode, 1);   // an error response
    QVERIFY2(run.out.contains("-32601"), run.out.constData());

    serve.terminate();   // SIGTERM
    QVERIFY(serve.waitForFinished(5000));
    QCOMPARE(serve.exitStatus(), QProcess::NormalExit);
    QCOMPARE(serve.exitCode(), 0);
    const QByteArray log = serve.readAllStandardError();
    QVERIFY2(log.contains("line 3"), log.constData());   // the damaged line is reported
    QVERIFY2(log.contains("math.add (id \"cli-1\"): recorded answer #1, same params"), log.constData());
    QVERIFY2(log.contains("never.recorded (id 1): nothing in the session matches"), log.constData());
    QVERIFY2(log.contains("Served 1 call"), log.constData());
    QVERIFY2(log.contains("from the session; 1 matched nothing."), log.constData());
}

void tst_ServeCli::servesIoTranscript()
{
    const QString path = writeFile(QStringLiteral("simple-test.io"),
                                   "// retrieves the client's current block number\n"
                                   ">> {\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"eth_blockNumber\"}\n"
                                   "<< {\"jsonrpc\":\"2.0\",\"id\":1,\"result\":\"0x14\"}\n");
    QProcess serve;
    const QString url = startServe(&serve, path);
    if (url.isEmpty())
        QFAIL(serve.readAllStandardError().constData());
    const Run run = cli({QStringLiteral("--json"), QStringLiteral("call"), url, QStringLiteral("eth_blockNumber"),
                         QStringLiteral("--id"), QStringLiteral("18446744073709551615")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(R"(\"id\":18446744073709551615,\"result\":\"0x14\")"), run.out.constData());
    ::kill(pid_t(serve.processId()), SIGINT);
    QVERIFY(serve.waitForFinished(5000));
    QCOMPARE(serve.exitCode(), 0);
}

void tst_ServeCli::usageErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("status");
    QTest::addColumn<QByteArray>("message");
    QTest::addRow("no session") << QStringList{QStringLiteral("serve")} << 2 << QByteArray("Wrong number of arguments");
    QTest::addRow("bad port") << QStringList{QStringLiteral("serve"), QStringLiteral("x.io"), QStringLiteral("--port"),
                                             QStringLiteral("70000")}
                              << 2 << QByteArray("--port");
    QTest::addRow("missing file") << QStringList{QStringLiteral("serve"), QStringLiteral("/nonexistent/s.io")} << 2
                                  << QByteArray("/nonexistent/s.io");
}

void tst_ServeCli::usageErrors()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, status);
    QFETCH(QByteArray, message);
    const Run run = cli(arguments);
    QCOMPARE(run.exitCode, status);
    QVERIFY2(run.err.contains(message), run.err.constData());
}

QTEST_GUILESS_MAIN(tst_ServeCli)
#include "tst_servecli.moc"
