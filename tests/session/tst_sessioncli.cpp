// rpcscope-cli --record FILE, run as the built program against the demo server on loopback.
#include "lib/demo/demohttpserver.h"
#include "lib/session/sessionreader.h"

#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace RpcScope;

class tst_SessionCli final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void callAppendsExchanges();
    void discoverRecordsEveryExchange();
    void refusesWhatIsNoSession();

private:
    struct Run
    {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
    };
    Run cli(const QStringList &arguments);

    DemoHttpServer m_server;
    QString m_rpc;
    QTemporaryDir m_dir;
};

void tst_SessionCli::initTestCase()
{
    QVERIFY(m_server.listen(0));
    m_rpc = m_server.rpcUrl().toString();
}

tst_SessionCli::Run tst_SessionCli::cli(const QStringList &arguments)
{
    // Asynchronous, so the demo server in this process keeps answering meanwhile.
    QProcess process;
    QSignalSpy finished(&process, &QProcess::finished);
    process.start(QStringLiteral(RPCSCOPE_CLI), arguments);
    if (!finished.wait(20000)) {
        process.kill();
        process.waitForFinished();
    }
    return {process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
}

void tst_SessionCli::callAppendsExchanges()
{
    const QString file = m_dir.filePath("cli.rpcsession");
    Run run = cli({"call", m_rpc, "math.add", "[2,3]", "--record", file, "--bearer", "CLI-BEARER-SECRET"});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out.trimmed(), QByteArray("{\n  \"jsonrpc\": \"2.0\",\n  \"id\": 1,\n  \"result\": 5\n}"));
    run = cli({"--record", file, "-H", "X-Api-Key: CLI-KEY-SECRET", "call", m_rpc, "demo.echo",
               R"(["token:CLI-TOKEN-SECRET"])", "--id", "9007199254740993"});
    QCOMPARE(run.exitCode, 0);

    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    for (const char *secret : {"CLI-BEARER-SECRET", "CLI-KEY-SECRET", "CLI-TOKEN-SECRET"})
        QVERIFY2(!bytes.contains(secret), secret);
    QCOMPARE(bytes.count('\n'), 3);

    const auto session = SessionReader::readAll(file);
    QCOMPARE(session.status, SessionReader::Status::Ok);
    QVERIFY(session.problems.isEmpty());
    QCOMPARE(session.entries.size(), 2);
    QCOMPARE(session.entries.at(0).sequence, quint64(1));
    QCOMPARE(session.entries.at(0).method, QString("math.add"));
    QCOMPARE(session.entries.at(0).endpoint, m_rpc);
    QCOMPARE(session.entries.at(0).body, QByteArray(R"({"jsonrpc":"2.0","id":1,"result":5})"));
    QVERIFY(session.entries.at(0).redacted.contains("bearer"));
    QCOMPARE(session.entries.at(1).sequence, quint64(2));
    QVERIFY(session.entries.at(1).request.contains("\"id\":9007199254740993"));
    QVERIFY(session.entries.at(1).request.contains("token:{{redacted:token}}"));
}

void tst_SessionCli::discoverRecordsEveryExchange()
{
    const QString file = m_dir.filePath("discover.rpcsession");
    const Run run = cli({"discover", m_rpc, "--record", file});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.contains("math.add"));
    const auto session = SessionReader::readAll(file);
    QCOMPARE(session.status, SessionReader::Status::Ok);
    QVERIFY2(session.entries.size() >= 2, QByteArray::number(session.entries.size()).constData());
    QStringList methods;
    for (const SessionEntry &entry : session.entries)
        methods.append(entry.method);
    QVERIFY2(methods.join(',').contains("rpc.discover"), qPrintable(methods.join(',')));
}

void tst_SessionCli::refusesWhatIsNoSession()
{
    const QString file = m_dir.filePath("notes.txt");
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("my notes\n");
    }
    const Run run = cli({"call", m_rpc, "math.add", "[2,3]", "--record", file});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("not an RpcScope session"), run.err.constData());
    QVERIFY(run.out.isEmpty());   // nothing was sent
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("my notes\n"));
}

QTEST_GUILESS_MAIN(tst_SessionCli)
#include "tst_sessioncli.moc"
