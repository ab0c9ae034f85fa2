// Sockets from the command line, against real servers over real sockets: jayson's own TCP
// server (tests/npm, pinned) on a loopback port and on a Unix socket (NDJSON), and a server
// that speaks like geth's IPC endpoint (JSON values back to back, written in pieces, a
// subscription's pushes after the answer).

#include "lib/json/jsondocument.h"
#include "support/listeningserver.h"
#include "support/programrun.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using RpcScope::JsonDocument;
using TestSupport::ProgramRun;

namespace {

ProgramRun cli(const QStringList &arguments)
{
    return ProgramRun::of(QStringLiteral(RPCSCOPE_CLI), arguments);
}

QString peer(const char *name)
{
    return QStringLiteral(RPCSCOPE_SOURCE_DIR "/tests/npm/peers/") + QLatin1String(name);
}

} // namespace

class tst_CliSockets final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void callOverTcp();
    void callOverUnix();
    void notificationIsReceivedBeforeSuccess();
    void batchOverTcp();
    void concatenatedWithPushesAfterTheAnswer();
    void recordedAndReplayed();
    void badAddressesInWords();

private:
    QTemporaryDir m_dir;
    QProcess m_tcpServer;
    QProcess m_unixServer;
    QProcess m_ipcServer;
    QString m_tcp;
    QString m_unix;
    QString m_ipc;
};

void tst_CliSockets::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY2(QFile::exists(QStringLiteral(RPCSCOPE_SOURCE_DIR "/tests/npm/node_modules/jayson/package.json")),
             "jayson is missing: run scripts/install-deps.sh");
    QByteArray said;
    m_tcp = TestSupport::startListening(&m_tcpServer, QStringLiteral("node"), {peer("jayson-server.js")}, &said);
    QVERIFY2(m_tcp.startsWith(QStringLiteral("tcp://127.0.0.1:")), said.constData());
    m_unix = TestSupport::startListening(&m_unixServer, QStringLiteral("node"),
                                         {peer("jayson-server.js"), m_dir.filePath(QStringLiteral("jayson.sock"))}, &said);
    QVERIFY2(m_unix.startsWith(QStringLiteral("unix:")), said.constData());
    m_ipc = TestSupport::startListening(&m_ipcServer, QStringLiteral("node"),
                                        {peer("ipc-server.js"), m_dir.filePath(QStringLiteral("geth.ipc"))}, &said);
    QVERIFY2(m_ipc.startsWith(QStringLiteral("unix:")), said.constData());
}

void tst_CliSockets::cleanupTestCase()
{
    for (QProcess *server : {&m_tcpServer, &m_unixServer, &m_ipcServer}) {
        server->kill();
        server->waitForFinished(5000);
    }
}

void tst_CliSockets::callOverTcp()
{
    const ProgramRun plain = cli({QStringLiteral("call"), m_tcp, QStringLiteral("add"), QStringLiteral("[1,2]")});
    QVERIFY2(plain.exitCode == 0, plain.err.constData());
    QVERIFY2(plain.out.contains("\"result\": 3"), plain.out.constData());

    const ProgramRun json = cli({QStringLiteral("call"), m_tcp, QStringLiteral("add"), QStringLiteral("[40,2]"),
                                 QStringLiteral("--json")});
    QVERIFY2(json.exitCode == 0, json.err.constData());
    const JsonDocument report = JsonDocument::parse(json.out);
    QVERIFY2(report.isValid(), json.out.constData());
    QCOMPARE(report.memberString(0, u"transport"), QStringLiteral("socket"));
    QCOMPARE(report.memberString(0, u"endpoint"), m_tcp);
    QCOMPARE(report.memberString(0, u"outcome"), QStringLiteral("result"));
    QVERIFY2(report.memberString(0, u"body").contains(QStringLiteral("\"result\":42")), json.out.constData());
    const int timings = report.member(0, u"timings");
    const qint64 firstByte = report.toInt64(report.member(timings, u"firstByteMs"));
    QVERIFY2(firstByte >= 0 && firstByte <= report.toInt64(report.member(timings, u"totalMs")), json.out.constData());
    QVERIFY(report.type(report.member(0, u"handshake")) == JsonDocument::Type::Null);
}

void tst_CliSockets::callOverUnix()
{
    const ProgramRun run = cli({QStringLiteral("call"), m_unix, QStringLiteral("echo"), QStringLiteral(R"(["}{",1.50])")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    // jayson parsed the params and wrote its own JSON: 1.50 became 1.5.
    QVERIFY2(run.out.simplified().contains(R"("result": [ "}{", 1.5 ])"), run.out.constData());
}

void tst_CliSockets::notificationIsReceivedBeforeSuccess()
{
    QByteArray said = m_tcpServer.readAll();
    const ProgramRun run = cli({QStringLiteral("call"), m_tcp, QStringLiteral("note"), QStringLiteral(R"(["hi"])"),
                                QStringLiteral("--notify")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QTRY_VERIFY2((said += m_tcpServer.readAll()).contains(R"(notified note ["hi"])"), said.constData());
}

void tst_CliSockets::batchOverTcp()
{
    QFile batch(m_dir.filePath(QStringLiteral("batch.json")));
    QVERIFY(batch.open(QIODevice::WriteOnly));
    // Pretty-printed: on a socket framed by lines it goes out as one line.
    batch.write("[\n  {\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"add\", \"params\": [1, 1]},\n"
                "  {\"jsonrpc\": \"2.0\", \"id\": 2, \"method\": \"add\", \"params\": [2, 2]}\n]\n");
    batch.close();
    const ProgramRun run = cli({QStringLiteral("batch"), m_tcp, batch.fileName(), QStringLiteral("--json")});
    QVERIFY2(run.exitCode == 0, QByteArray(run.err + run.out).constData());
    const JsonDocument report = JsonDocument::parse(run.out);
    const QString body = report.memberString(0, u"body");
    QVERIFY2(body.contains(QStringLiteral("\"id\":1,\"result\":2")) && body.contains(QStringLiteral("\"id\":2,\"result\":4")),
             run.out.constData());
}

void tst_CliSockets::concatenatedWithPushesAfterTheAnswer()
{
    const ProgramRun run = cli({QStringLiteral("call"), m_ipc, QStringLiteral("eth_subscribe"), QStringLiteral(R"(["newHeads"])"),
                                QStringLiteral("--framing"), QStringLiteral("concatenated"), QStringLiteral("--listen"),
                                QStringLiteral("1500"), QStringLiteral("--json")});
    QVERIFY2(run.exitCode == 0, QByteArray(run.err + run.out).constData());
    const JsonDocument report = JsonDocument::parse(run.out);
    QVERIFY2(report.isValid(), run.out.constData());
    QCOMPARE(report.memberString(0, u"body"), QStringLiteral(R"({"jsonrpc":"2.0","id":1,"result":"0xcafe"})"));
    const int notifications = report.member(0, u"notifications");
    QCOMPARE(report.childCount(notifications), 2);
    for (int i = 0; i < 2; ++i) {
        const QString push = QString::fromUtf8(report.raw(report.child(notifications, i)));
        QVERIFY2(push.contains(QStringLiteral("\"method\":\"eth_subscription\"")) && push.contains(QStringLiteral("\"extraData\":\"}{\\\"\"")),
                 qPrintable(push));
    }

    // Without the right framing the same server's answer is never cut out: said, not hung.
    const ProgramRun lines = cli({QStringLiteral("call"), m_ipc, QStringLiteral("eth_blockNumber"), QStringLiteral("--timeout"),
                                  QStringLiteral("800")});
    QVERIFY(lines.exitCode != 0);
    QVERIFY2(lines.err.contains("800 ms") || lines.err.contains("Timed out") || lines.err.contains("timed out"),
             lines.err.constData());
}

void tst_CliSockets::recordedAndReplayed()
{
    const QString session = m_dir.filePath(QStringLiteral("socket.rpcsession"));
    const ProgramRun call = cli({QStringLiteral("call"), m_unix, QStringLiteral("add"), QStringLiteral("[2,3]"),
                                 QStringLiteral("--record"), session});
    QVERIFY2(call.exitCode == 0, call.err.constData());
    QFile file(session);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY2(file.readAll().contains("\"transport\":\"socket\""), "the recording names the transport");
    const ProgramRun replay = cli({QStringLiteral("replay"), session, QStringLiteral("--json")});
    QVERIFY2(replay.exitCode == 0, QByteArray(replay.err + replay.out).constData());
    const JsonDocument report = JsonDocument::parse(replay.out);
    QVERIFY2(report.isValid(), replay.out.constData());
    QCOMPARE(report.raw(report.member(0, u"same")), QByteArrayView("1"));
    QCOMPARE(report.raw(report.member(0, u"differs")), QByteArrayView("0"));
}

void tst_CliSockets::badAddressesInWords()
{
    const ProgramRun noPort = cli({QStringLiteral("call"), QStringLiteral("tcp://127.0.0.1"), QStringLiteral("m")});
    QCOMPARE(noPort.exitCode, 2);
    QVERIFY2(noPort.err.contains("is not a socket address") && noPort.err.contains("tcp://HOST:PORT"), noPort.err.constData());

    const ProgramRun notSocket = cli({QStringLiteral("call"), QStringLiteral("unix:") + m_dir.filePath(QStringLiteral("batch.json")),
                                      QStringLiteral("m")});
    QVERIFY(notSocket.exitCode != 0);
    QVERIFY2(notSocket.err.contains("is not a socket."), notSocket.err.constData());

    const ProgramRun framing = cli({QStringLiteral("call"), m_tcp, QStringLiteral("m"), QStringLiteral("--framing"),
                                    QStringLiteral("xml")});
    QCOMPARE(framing.exitCode, 2);
    QVERIFY2(framing.err.contains("ndjson, lsp or concatenated"), framing.err.constData());
}

QTEST_GUILESS_MAIN(tst_CliSockets)

#include "tst_clisockets.moc"
