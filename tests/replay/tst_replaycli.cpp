// `rpcscope-cli replay` as a user runs it: a session recorded against one rpcscope-demo-server
// process, replayed against a second one (exit 0) and against one started with --variant
// (exit 5, exactly the changed member printed).
#include "lib/json/jsondocument.h"
#include "lib/rpc/rpcclient.h"
#include "lib/session/sessionrecorder.h"
#include "lib/transport/transport.h"
#include "lib/transport/transportfactory.h"
#include "support/listeningserver.h"

#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

using namespace RpcScope;

class tst_ReplayCli final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void sameServerExitsZero();
    void variantServerExitsFive();
    void jsonReport();
    void unreachableExitsThree();
    void badIgnorePathIsUsageError();
    void notASessionIsUsageError();

private:
    struct Run
    {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
    };
    Run cli(const QStringList &arguments);
    QString startServer(QProcess *server, const QStringList &extra);

    QProcess m_recordedServer;
    QProcess m_secondServer;
    QProcess m_variantServer;
    QString m_second;
    QString m_variant;
    QTemporaryDir m_dir;
    QString m_session;
};

QString tst_ReplayCli::startServer(QProcess *server, const QStringList &extra)
{
    const QString base = TestSupport::startDemoServer(server, QStringLiteral(RPCSCOPE_DEMO_SERVER), extra);
    return base.isEmpty() ? QString() : base + QStringLiteral("/rpc");
}

void tst_ReplayCli::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    const QString recorded = startServer(&m_recordedServer, {});
    m_second = startServer(&m_secondServer, {});
    m_variant = startServer(&m_variantServer, {QStringLiteral("--variant")});
    QVERIFY(!recorded.isEmpty() && !m_second.isEmpty() && !m_variant.isEmpty());

    // Recorded the way the GUI records: a SessionRecorder attached to the client.
    m_session = m_dir.filePath(QStringLiteral("demo.session.jsonl"));
    SessionRecorder recorder;
    QVERIFY2(recorder.open(m_session), qPrintable(recorder.errorString()));
    QString error;
    Transport *transport = TransportFactory::create(recorded, {}, &error);
    QVERIFY2(transport, qPrintable(error));
    RpcClient client(transport);
    recorder.attach(&client);
    const QList<QByteArray> requests = {
        R"({"jsonrpc":"2.0","id":1,"method":"math.add","params":{"a":2,"b":3}})",
        R"({"jsonrpc":"2.0","id":2,"method":"text.stats","params":{"text":"One. Two!"}})",
        R"([{"jsonrpc":"2.0","id":3,"method":"text.upper","params":{"text":"x"}},{"jsonrpc":"2.0","method":"demo.echo"}])",
        R"({"jsonrpc":"2.0","method":"demo.echo","params":[1]})",
        R"({"jsonrpc":"2.0","id":4,"method":"notes.get","params":{"id":"note_000001"}})",
    };
    for (const QByteArray &request : requests) {
        QSignalSpy recordedSpy(&recorder, &SessionRecorder::recorded);
        client.send(request);
        QVERIFY(recordedSpy.wait(10000));
    }
    recorder.close();
    transport->close();
    m_recordedServer.terminate();
    m_recordedServer.waitForFinished(3000);
}

void tst_ReplayCli::cleanupTestCase()
{
    for (QProcess *server : {&m_recordedServer, &m_secondServer, &m_variantServer}) {
        server->terminate();
        server->waitForFinished(3000);
    }
}

tst_ReplayCli::Run tst_ReplayCli::cli(const QStringList &arguments)
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

void tst_ReplayCli::sameServerExitsZero()
{
    const Run run = cli({QStringLiteral("replay"), m_session, QStringLiteral("--against"), m_second});
    QVERIFY2(run.exitCode == 0, QByteArray(run.out + run.err).constData());
    // Only the summary: no exchange differs.
    QCOMPARE(run.out.count('\n'), 1);
    QVERIFY2(run.out.contains("5 same, 0 differ, 0 failed"), run.out.constData());
}

void tst_ReplayCli::variantServerExitsFive()
{
    const Run run = cli({QStringLiteral("replay"), m_session, QStringLiteral("--against"), m_variant});
    QVERIFY2(run.exitCode == 5, QByteArray(run.out + run.err).constData());
    const QList<QByteArray> lines = run.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 3);
    QCOMPARE(lines.at(0), QByteArray("#2 text.stats: differs"));
    QCOMPARE(lines.at(1), QByteArray("  $.result.sentences (added): (absent) -> 2"));
    QVERIFY2(lines.at(2).contains("4 same, 1 differ, 0 failed"), lines.at(2).constData());

    // Ignoring the new member makes the replay clean again.
    const Run ignored = cli({QStringLiteral("replay"), m_session, QStringLiteral("--against"), m_variant,
                             QStringLiteral("--ignore"), QStringLiteral("$.result.sentences")});
    QVERIFY2(ignored.exitCode == 0, QByteArray(ignored.out + ignored.err).constData());
}

void tst_ReplayCli::jsonReport()
{
    const Run run = cli({QStringLiteral("--json"), QStringLiteral("replay"), m_session, QStringLiteral("--against"), m_variant});
    QCOMPARE(run.exitCode, 5);
    const JsonDocument doc = JsonDocument::parse(run.out);
    QVERIFY2(doc.isValid(), run.out.constData());
    QCOMPARE(doc.raw(doc.member(0, u"total")), QByteArrayView("5"));
    QCOMPARE(doc.raw(doc.member(0, u"differs")), QByteArrayView("1"));
    QCOMPARE(doc.memberString(0, u"against"), m_variant);
    const int second = doc.child(doc.member(0, u"exchanges"), 1);
    QCOMPARE(doc.memberString(second, u"verdict"), QStringLiteral("differs"));
    QCOMPARE(doc.memberString(doc.child(doc.member(second, u"differences"), 0), u"path"),
             QStringLiteral("$.result.sentences"));
}

void tst_ReplayCli::unreachableExitsThree()
{
    QTcpServer closed;
    QVERIFY(closed.listen(QHostAddress::LocalHost));
    const QString down = QStringLiteral("http://127.0.0.1:%1/rpc").arg(closed.serverPort());
    closed.close();
    const Run run = cli({QStringLiteral("replay"), m_session, QStringLiteral("--against"), down});
    QVERIFY2(run.exitCode == 3, QByteArray(run.out + run.err).constData());
    QVERIFY2(run.out.contains("0 same, 0 differ, 5 failed"), run.out.constData());
}

void tst_ReplayCli::badIgnorePathIsUsageError()
{
    const Run run = cli({QStringLiteral("replay"), m_session, QStringLiteral("--ignore"), QStringLiteral("result.id")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("starts with $"), run.err.constData());
}

void tst_ReplayCli::notASessionIsUsageError()
{
    const QString path = m_dir.filePath(QStringLiteral("not-a-session.txt"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("hello\n");
    file.close();
    const Run run = cli({QStringLiteral("replay"), path});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.err.startsWith(path.toUtf8()));
}

QTEST_GUILESS_MAIN(tst_ReplayCli)
#include "tst_replaycli.moc"
