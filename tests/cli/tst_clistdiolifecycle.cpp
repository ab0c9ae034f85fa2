// A stdio session ends in order, with real child processes: the CLI waits for the server to
// read what it was sent (a notification to a server that starts slowly arrives whole), and
// nothing the server started outlives the command (a shell's background job is ended with
// it). Before, the child was killed 20 to 200 ms after the exchange.

#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include "support/programrun.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using TestSupport::ProgramRun;

namespace {
ProgramRun cli(const QStringList &arguments)
{
    return ProgramRun::of(QStringLiteral(RPCSCOPE_CLI), arguments);
}
} // namespace

class tst_CliStdioLifecycle final : public QObject
{
    Q_OBJECT

private slots:
    void notificationIsReadBeforeTheServerIsClosed();
    void notificationLeftUnreadIsAFailure();
    void backgroundJobsEndWithTheServer();
    void aServerThatIgnoresItsInputIsStopped();

private:
    /// Processes whose command line contains \a marker.
    static int processesWith(const QByteArray &marker);
};

int tst_CliStdioLifecycle::processesWith(const QByteArray &marker)
{
    int count = 0;
    QDirIterator it(QStringLiteral("/proc"), QDir::Dirs | QDir::NoDotAndDotDot);
    while (it.hasNext()) {
        QFile cmdline(it.next() + QStringLiteral("/cmdline"));
        if (cmdline.open(QIODevice::ReadOnly) && cmdline.readAll().replace('\0', ' ').contains(marker))
            ++count;
    }
    return count;
}

void tst_CliStdioLifecycle::notificationIsReadBeforeTheServerIsClosed()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("received"));
    // A server that takes its time to start, then reads one line and keeps it.
    const QString server = QStringLiteral("stdio:sh -c 'sleep 0.4; IFS= read -r line; printf %s \"$line\" > %1'").arg(file);
    const ProgramRun run = cli({QStringLiteral("call"), server, QStringLiteral("log.write"), QStringLiteral(R"({"text":"hi"})"),
                         QStringLiteral("--notify")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QFile received(file);
    QVERIFY2(received.open(QIODevice::ReadOnly), "the server never got to read the notification");
    const QByteArray line = received.readAll();
    QVERIFY2(line.contains(R"("method":"log.write")") && line.contains(R"("params":{"text":"hi"})"), line.constData());
    QVERIFY2(!line.contains(R"("id")"), line.constData());   // a notification
}

void tst_CliStdioLifecycle::notificationLeftUnreadIsAFailure()
{
    // A server that never reads its input and exits: the bytes were written, never read.
    const ProgramRun run = cli({QStringLiteral("call"), QStringLiteral("stdio:sleep 0.3"), QStringLiteral("log.write"),
                                QStringLiteral("[1]"), QStringLiteral("--notify")});
    QCOMPARE(run.exitCode, 3);
    QVERIFY2(run.err.contains("exited without reading the notification"), run.err.constData());
}

void tst_CliStdioLifecycle::backgroundJobsEndWithTheServer()
{
    // The marker names this run's sleep among every process of the machine.
    const QByteArray marker = "sleep 47." + QByteArray::number(QCoreApplication::applicationPid() % 1000);
    const QString server = QStringLiteral("stdio:sh -c '%1 & exec %2 --stdio'")
                               .arg(QString::fromLatin1(marker), QStringLiteral(RPCSCOPE_DEMO_SERVER));
    const ProgramRun run = cli({QStringLiteral("call"), server, QStringLiteral("math.add"), QStringLiteral(R"({"a":2,"b":3})")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QVERIFY2(run.out.contains("\"result\": 5"), run.out.constData());
    // The demo server exits at the end of its input; its group's background sleep is ended
    // with it (SIGTERM at once).
    QTRY_COMPARE_WITH_TIMEOUT(processesWith(marker), 0, 3000);
}

void tst_CliStdioLifecycle::aServerThatIgnoresItsInputIsStopped()
{
    // Answers, then neither reads to the end of its input nor exits: the grace (2 s), then
    // SIGTERM ends it; the command waits for that and no longer.
    const QByteArray marker = "sleep 53." + QByteArray::number(QCoreApplication::applicationPid() % 1000);
    QTemporaryDir dir;
    QFile script(dir.filePath(QStringLiteral("server.sh")));
    QVERIFY(script.open(QIODevice::WriteOnly));
    script.write("IFS= read -r line\nprintf '%s\\n' '{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":7}'\n" + marker + "\n");
    script.close();
    const QString server = QStringLiteral("stdio:sh ") + script.fileName();
    const ProgramRun run = cli({QStringLiteral("call"), server, QStringLiteral("x")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QVERIFY2(run.out.contains("7"), run.out.constData());
    QVERIFY2(run.ms >= 1900 && run.ms < 8000, qPrintable(QString::number(run.ms)));
    QTRY_COMPARE_WITH_TIMEOUT(processesWith(marker), 0, 3000);
}

QTEST_GUILESS_MAIN(tst_CliStdioLifecycle)
#include "tst_clistdiolifecycle.moc"
