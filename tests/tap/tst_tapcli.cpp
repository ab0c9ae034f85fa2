// `rpcscope-cli tap` between a client (this test, on the tap's stdin and stdout, as a host
// would be) and real servers: the demo's stdio server, clangd (Debian) with LSP framing, and
// shell scripts that misbehave on purpose. Every byte passes unchanged both ways, the exit
// status comes back, and the conversation lands in the session file as it happens.

#include "lib/session/sessionreader.h"
#include "support/programrun.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QThread>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>

using namespace RpcScope;
using TestSupport::ProgramRun;

namespace {

const QString Cli = QStringLiteral(RPCSCOPE_CLI);
const QString Demo = QStringLiteral(RPCSCOPE_DEMO_SERVER);

/// The plain demo API's conversation: requests, a notification, a batch, a line that is no
/// JSON, an unknown method; all deterministic.
QByteArray plainConversation()
{
    return QByteArrayLiteral(
        "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"math.add\",\"params\":[2,3]}\n"
        "{\"jsonrpc\":\"2.0\",\"method\":\"demo.echo\",\"params\":[\"note\"]}\n"
        "[{\"jsonrpc\":\"2.0\",\"id\":\"b1\",\"method\":\"demo.echo\",\"params\":{\"x\":1.50}},"
        "{\"jsonrpc\":\"2.0\",\"id\":\"b2\",\"method\":\"math.multiply\",\"params\":[6,7]}]\n"
        "{not json\n"
        "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"no.such\"}\n"
        "{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"demo.types\"}\n");
}

/// Runs \a program with \a input on stdin (then closed), to its end.
struct Run
{
    int exitCode = -1;
    QProcess::ExitStatus status = QProcess::NormalExit;
    QByteArray out;
    QByteArray err;
};

Run runWithInput(const QString &program, const QStringList &arguments, const QByteArray &input,
                 const std::function<void()> &childSetup = {})
{
    QProcess process;
    if (childSetup)
        process.setChildProcessModifier(childSetup);
    process.start(program, arguments);
    if (!process.waitForStarted())
        return {};
    process.write(input);
    process.closeWriteChannel();
    Run run;
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.exitCode = process.exitCode();
    run.status = process.exitStatus();
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

/// Reads one Content-Length framed message from \a process (waiting for it).
QByteArray readLspMessage(QProcess &process, QByteArray &buffer)
{
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < 30000) {
        const qsizetype end = buffer.indexOf("\r\n\r\n");
        if (end >= 0) {
            const QByteArray head = buffer.left(end).toLower();
            const qsizetype at = head.indexOf("content-length:");
            const qsizetype lineEnd = head.indexOf('\r', at);
            const int length = head.mid(at + 15, lineEnd < 0 ? -1 : lineEnd - at - 15).trimmed().toInt();
            if (buffer.size() >= end + 4 + length) {
                const QByteArray body = buffer.mid(end + 4, length);
                buffer.remove(0, end + 4 + length);
                return body;
            }
        }
        if (!process.waitForReadyRead(1000) && process.state() != QProcess::Running)
            break;
        buffer += process.readAllStandardOutput();
    }
    return {};
}

QByteArray lsp(const QByteArray &body)
{
    return "Content-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body;
}

} // namespace

class tst_TapCli final : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void everyBytePassesAsTheServerSentIt();
    void theSessionHoldsTheConversation();
    void aTappedSessionReplaysWithNoDifference();
    void aLanguageServerIsTappedWithItsFraming();
    void theExitStatusComesBack();
    void aServerThatExitsMidMessage();
    void aLyingContentLengthPassesAsItWas();
    void sigtermReachesTheServer();
    void anUnwritableSessionDoesNotStopTraffic();
    void aProgramThatCannotStartIsSaid();
    void messagesInPiecesAreFramedAsWhole();
    void aBigMessagePassesWithoutBeingHeldTwice();
    void aSlowServerHoldsTheClientBack();
    void anMcpHostTalksThroughTheTap();

private:
    QTemporaryDir m_dir;
};

void tst_TapCli::init()
{
    QVERIFY(m_dir.isValid());
}

void tst_TapCli::everyBytePassesAsTheServerSentIt()
{
    const Run direct = runWithInput(Demo, {QStringLiteral("--stdio")}, plainConversation());
    QCOMPARE(direct.exitCode, 0);
    QVERIFY(direct.out.contains("\"b2\""));
    const Run tapped = runWithInput(Cli, {QStringLiteral("tap"), QStringLiteral("--"), Demo, QStringLiteral("--stdio")},
                                    plainConversation());
    QCOMPARE(tapped.exitCode, 0);
    QCOMPARE(tapped.out, direct.out);
    QCOMPARE(tapped.err, direct.err);
}

void tst_TapCli::theSessionHoldsTheConversation()
{
    const QString session = m_dir.filePath(QStringLiteral("plain.rpcsession"));
    const Run tapped = runWithInput(Cli, {QStringLiteral("tap"), QStringLiteral("--record"), session, QStringLiteral("--"), Demo,
                                          QStringLiteral("--stdio")},
                                    plainConversation());
    QCOMPARE(tapped.exitCode, 0);
    const SessionReader::Session read = SessionReader::readAll(session);
    QCOMPARE(read.status, SessionReader::Status::Ok);
    QVERIFY(read.problems.isEmpty());
    QMap<QString, QString> outcomes;   // method -> outcome
    for (const SessionEntry &entry : read.entries) {
        QCOMPARE(entry.type, SessionEntry::Type::Exchange);
        QCOMPARE(entry.transport, Transport::Kind::Stdio);
        QCOMPARE(entry.framing, std::optional<Framing>(Framing::Ndjson));
        QCOMPARE(entry.endpoint, QStringLiteral("stdio:") + Demo + QStringLiteral(" --stdio"));
        outcomes.insert(entry.method.isEmpty() ? QString::fromUtf8(entry.request) : entry.method, entry.outcome);
    }
    QCOMPARE(read.entries.size(), 6);
    QCOMPARE(outcomes.value(QStringLiteral("math.add")), QStringLiteral("result"));
    QCOMPARE(outcomes.value(QStringLiteral("demo.echo")), QStringLiteral("notification"));
    QCOMPARE(outcomes.value(QStringLiteral("demo.echo, math.multiply")), QStringLiteral("result"));
    QCOMPARE(outcomes.value(QStringLiteral("{not json")), QStringLiteral("error"));
    QCOMPARE(outcomes.value(QStringLiteral("no.such")), QStringLiteral("error"));
    QCOMPARE(outcomes.value(QStringLiteral("demo.types")), QStringLiteral("result"));
    // The answers are the bytes the server wrote.
    for (const SessionEntry &entry : read.entries) {
        if (entry.method == u"demo.echo, math.multiply")
            QVERIFY(entry.body.contains("\"x\":1.50"));
    }
}

void tst_TapCli::aTappedSessionReplaysWithNoDifference()
{
    const QString session = m_dir.filePath(QStringLiteral("replay.rpcsession"));
    const Run tapped = runWithInput(Cli, {QStringLiteral("tap"), QStringLiteral("--record"), session, QStringLiteral("--"), Demo,
                                          QStringLiteral("--stdio")},
                                    plainConversation());
    QCOMPARE(tapped.exitCode, 0);
    const ProgramRun replay = ProgramRun::of(Cli, {QStringLiteral("replay"), session});
    QVERIFY2(replay.exitCode == 0, QByteArray(replay.out + replay.err).constData());
}

void tst_TapCli::aLanguageServerIsTappedWithItsFraming()
{
    QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("clangd")).isEmpty(),
             "clangd is missing: run scripts/install-deps.sh");
    const QString session = m_dir.filePath(QStringLiteral("lsp.rpcsession"));
    QProcess tap;
    tap.start(Cli, {QStringLiteral("tap"), QStringLiteral("--record"), session, QStringLiteral("--"), QStringLiteral("clangd"),
                    QStringLiteral("--log=error")});
    QVERIFY(tap.waitForStarted());
    QByteArray buffer;
    // As an editor would: initialize, initialized, then shutdown and exit.
    tap.write(lsp(R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":null,"rootUri":null,"capabilities":{}}})"));
    const QByteArray initialized = readLspMessage(tap, buffer);
    QVERIFY2(initialized.contains("\"capabilities\""), initialized.constData());
    tap.write(lsp(R"({"jsonrpc":"2.0","method":"initialized","params":{}})"));
    tap.write(lsp(R"({"jsonrpc":"2.0","id":2,"method":"shutdown"})"));
    QByteArray shutdown = readLspMessage(tap, buffer);
    while (!shutdown.isEmpty() && !shutdown.contains("\"id\":2"))
        shutdown = readLspMessage(tap, buffer);   // what clangd says meanwhile
    QVERIFY2(shutdown.contains("\"result\":null"), shutdown.constData());
    tap.write(lsp(R"({"jsonrpc":"2.0","method":"exit"})"));
    tap.closeWriteChannel();
    QVERIFY(tap.waitForFinished(30000));
    QCOMPARE(tap.exitCode(), 0);

    const SessionReader::Session read = SessionReader::readAll(session);
    QCOMPARE(read.status, SessionReader::Status::Ok);
    QStringList methods;
    for (const SessionEntry &entry : read.entries) {
        if (entry.type == SessionEntry::Type::Exchange) {
            QCOMPARE(entry.framing, std::optional<Framing>(Framing::ContentLength));
            methods.append(entry.method + u'=' + entry.outcome);
        }
    }
    QCOMPARE(methods, QStringList({QStringLiteral("initialize=result"), QStringLiteral("initialized=notification"),
                                   QStringLiteral("shutdown=result"), QStringLiteral("exit=notification")}));
}

void tst_TapCli::theExitStatusComesBack()
{
    Run run = runWithInput(Cli, {QStringLiteral("tap"), QStringLiteral("--"), QStringLiteral("sh"), QStringLiteral("-c"),
                                 QStringLiteral("cat >/dev/null; echo bye >&2; exit 3")},
                           QByteArrayLiteral("{}\n"));
    QCOMPARE(run.exitCode, 3);
    QCOMPARE(run.err, QByteArray("bye\n"));
    // Ended by a signal: 128 + its number, as a shell says it.
    run = runWithInput(Cli, {QStringLiteral("tap"), QStringLiteral("--"), QStringLiteral("sh"), QStringLiteral("-c"),
                             QStringLiteral("kill -9 $$")},
                       {});
    QCOMPARE(run.exitCode, 128 + SIGKILL);
}

void tst_TapCli::aServerThatExitsMidMessage()
{
    const QString session = m_dir.filePath(QStringLiteral("cut.rpcsession"));
    const Run run = runWithInput(
        Cli,
        {QStringLiteral("tap"), QStringLiteral("--record"), session, QStringLiteral("--"), QStringLiteral("sh"), QStringLiteral("-c"),
         QStringLiteral("read line; printf '{\"jsonrpc\":\"2.0\",\"id\":1,\"res'; exit 4")},
        QByteArrayLiteral("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"slow\"}\n"));
    QCOMPARE(run.exitCode, 4);
    QCOMPARE(run.out, QByteArray("{\"jsonrpc\":\"2.0\",\"id\":1,\"res"));
    const SessionReader::Session read = SessionReader::readAll(session);
    QCOMPARE(read.entries.size(), 1);
    QCOMPARE(read.entries.first().method, QStringLiteral("slow"));
    QCOMPARE(read.entries.first().outcome, QStringLiteral("transport-error"));
    QCOMPARE(read.entries.first().errorKind, QStringLiteral("process-exited"));
}

void tst_TapCli::aLyingContentLengthPassesAsItWas()
{
    // The answer says 5 bytes and sends more: the client gets exactly what was sent, and the
    // session says what was wrong with it.
    const QByteArray answer = "Content-Length: 5\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":1}";
    const QString session = m_dir.filePath(QStringLiteral("lie.rpcsession"));
    const Run run = runWithInput(
        Cli,
        {QStringLiteral("tap"), QStringLiteral("--record"), session, QStringLiteral("--"), QStringLiteral("sh"), QStringLiteral("-c"),
         QStringLiteral("head -c 60 >/dev/null; printf '") + QString::fromLatin1(answer).replace(QStringLiteral("\r\n"), QStringLiteral("\\r\\n")) + QStringLiteral("'")},
        lsp(R"({"jsonrpc":"2.0","id":1,"method":"a"})") + lsp(R"({"jsonrpc":"2.0","id":2,"method":"b"})"));
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, answer);
    const SessionReader::Session read = SessionReader::readAll(session);
    QCOMPARE(read.status, SessionReader::Status::Ok);
    // The 5 bytes the header promised are the server's message; both requests stay unanswered.
    QCOMPARE(read.entries.size(), 3);
    QCOMPARE(read.entries[0].type, SessionEntry::Type::Message);
    QCOMPARE(read.entries[0].message, QByteArray("{\"jso"));
    for (const SessionEntry &entry : read.entries.mid(1)) {
        QCOMPARE(entry.framing, std::optional<Framing>(Framing::ContentLength));
        QCOMPARE(entry.outcome, QStringLiteral("transport-error"));
    }
    QVERIFY2(run.err.contains("rpcscope-cli tap: From the server: A message's Content-Length of 5 does not match its body"),
             run.err.constData());
}

void tst_TapCli::sigtermReachesTheServer()
{
    QProcess tap;
    tap.start(Cli, {QStringLiteral("tap"), QStringLiteral("--"), QStringLiteral("sh"), QStringLiteral("-c"),
                    QStringLiteral("trap 'echo term >&2; exit 7' TERM; echo ready >&2; while :; do sleep 0.05; done")});
    QVERIFY(tap.waitForStarted());
    QElapsedTimer clock;
    clock.start();
    while (!tap.readAllStandardError().contains("ready") && clock.elapsed() < 10000)
        tap.waitForReadyRead(100);
    ::kill(pid_t(tap.processId()), SIGTERM);
    QVERIFY(tap.waitForFinished(10000));
    QCOMPARE(tap.exitStatus(), QProcess::NormalExit);
    QCOMPARE(tap.exitCode(), 7);
}

void tst_TapCli::anUnwritableSessionDoesNotStopTraffic()
{
    // The tap may write 200 bytes to any file (RLIMIT_FSIZE): its header line fits, the first
    // exchange does not. The traffic passes all the same, and the tap says so once.
    const QString session = m_dir.filePath(QStringLiteral("full.rpcsession"));
    const Run direct = runWithInput(Demo, {QStringLiteral("--stdio")}, plainConversation());
    const Run tapped = runWithInput(Cli,
                                    {QStringLiteral("tap"), QStringLiteral("--record"), session, QStringLiteral("--"), Demo,
                                     QStringLiteral("--stdio")},
                                    plainConversation(), [] {
                                        const struct rlimit limit = {200, 200};
                                        ::setrlimit(RLIMIT_FSIZE, &limit);
                                        ::signal(SIGXFSZ, SIG_IGN);
                                    });
    QCOMPARE(tapped.exitCode, 0);
    QCOMPARE(tapped.out, direct.out);
    QCOMPARE(tapped.err.count("rpcscope-cli tap: The session cannot be written"), 1);
}

void tst_TapCli::aProgramThatCannotStartIsSaid()
{
    const Run run = runWithInput(Cli, {QStringLiteral("tap"), QStringLiteral("--"), QStringLiteral("/no/such/server")},
                                 QByteArrayLiteral("{}\n"));
    QCOMPARE(run.exitCode, 127);
    QVERIFY2(run.err.contains("rpcscope-cli tap: Could not start '/no/such/server': the program was not found."), run.err.constData());
    const Run usage = runWithInput(Cli, {QStringLiteral("tap")}, {});
    QCOMPARE(usage.exitCode, 2);
}

void tst_TapCli::messagesInPiecesAreFramedAsWhole()
{
    // The client writes in pieces of 1 to 7 bytes: every frame boundary falls somewhere in a
    // piece, at the start or at the end of one.
    const QString session = m_dir.filePath(QStringLiteral("pieces.rpcsession"));
    QProcess tap;
    tap.start(Cli, {QStringLiteral("tap"), QStringLiteral("--record"), session, QStringLiteral("--"), Demo, QStringLiteral("--stdio")});
    QVERIFY(tap.waitForStarted());
    const QByteArray input = plainConversation();
    QRandomGenerator random(20261205);
    for (qsizetype at = 0; at < input.size();) {
        const qsizetype piece = qMin<qsizetype>(random.bounded(1, 8), input.size() - at);
        tap.write(input.mid(at, piece));
        QVERIFY(tap.waitForBytesWritten(5000));
        at += piece;
        if (random.bounded(4) == 0)
            QThread::usleep(300);
    }
    tap.closeWriteChannel();
    QVERIFY(tap.waitForFinished(30000));
    QCOMPARE(tap.exitCode(), 0);
    const Run direct = runWithInput(Demo, {QStringLiteral("--stdio")}, input);
    QCOMPARE(tap.readAllStandardOutput(), direct.out);
    const SessionReader::Session read = SessionReader::readAll(session);
    QCOMPARE(read.entries.size(), 6);
    for (const SessionEntry &entry : read.entries)
        QVERIFY2(entry.outcome != u"transport-error", qPrintable(entry.method));
}

void tst_TapCli::aBigMessagePassesWithoutBeingHeldTwice()
{
    // 64 MiB in one NDJSON line, echoed back by cat: both copies pass unchanged. The tap holds
    // each direction's message once, to follow it; what it passes on it never holds whole.
    const qsizetype size = 64 * 1024 * 1024;
    QByteArray line = R"({"jsonrpc":"2.0","method":"big","params":[")";
    line.append(QByteArray(size, 'x'));
    line.append("\"]}\n");
    QProcess tap;
    tap.start(Cli, {QStringLiteral("tap"), QStringLiteral("--"), QStringLiteral("cat")});
    QVERIFY(tap.waitForStarted());
    QFile status(QStringLiteral("/proc/%1/status").arg(tap.processId()));
    qint64 peakKiB = 0;
    const auto sample = [&] {
        if (!status.open(QIODevice::ReadOnly))
            return;
        for (const QByteArray &field : status.readAll().split('\n')) {
            if (field.startsWith("VmHWM:"))
                peakKiB = qMax(peakKiB, field.mid(6).trimmed().split(' ').first().toLongLong());
        }
        status.close();
    };
    tap.write(line);
    tap.closeWriteChannel();
    QByteArray out;
    QElapsedTimer clock;
    clock.start();
    while (tap.state() == QProcess::Running && clock.elapsed() < 60000) {
        sample();
        tap.waitForReadyRead(20);
        out += tap.readAllStandardOutput();
    }
    QVERIFY(tap.state() == QProcess::NotRunning || tap.waitForFinished(1000));
    out += tap.readAllStandardOutput();
    QCOMPARE(tap.exitCode(), 0);
    QVERIFY(out.size() == line.size());
    QVERIFY(out == line);
    // Both directions held once (2 x 64 MiB, about 145 MiB measured with the program itself);
    // holding either twice would pass 200 MiB.
    qInfo("peak resident size of the tap: %lld MiB", peakKiB / 1024);
    QVERIFY2(peakKiB > 0 && peakKiB < 200 * 1024, qPrintable(QString::number(peakKiB / 1024)));
}

void tst_TapCli::aSlowServerHoldsTheClientBack()
{
    // The server starts reading after a second: the client's 32 MiB wait in the pipes (the
    // tap stops reading beyond its high-water mark) and arrive whole and in order.
    QByteArray input;
    for (int i = 0; input.size() < 32 * 1024 * 1024; ++i)
        input += R"({"jsonrpc":"2.0","method":"n","params":[)" + QByteArray::number(i) + "," + QByteArray(1000, '7') + "]}\n";
    const Run run = runWithInput(Cli, {QStringLiteral("tap"), QStringLiteral("--"), QStringLiteral("sh"), QStringLiteral("-c"),
                                       QStringLiteral("sleep 1; cat")},
                                 input);
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out == input);
}

void tst_TapCli::anMcpHostTalksThroughTheTap()
{
    // The official SDK's client, configured as a host is: its command is the tap, and the tap's
    // is the MCP reference server (both pinned in tests/npm).
    const QString npm = QStringLiteral(RPCSCOPE_SOURCE_DIR "/tests/npm/node_modules");
    const QString everything = npm + QStringLiteral("/.bin/mcp-server-everything");
    QVERIFY2(QFile::exists(everything), "server-everything is missing: run scripts/install-deps.sh");
    const QString session = m_dir.filePath(QStringLiteral("mcp.rpcsession"));
    const ProgramRun host = ProgramRun::of(
        QStringLiteral("node"),
        {QStringLiteral(RPCSCOPE_SOURCE_DIR "/tests/tap/sdk-host.mjs"), npm + QStringLiteral("/@modelcontextprotocol/sdk"), Cli,
         QStringLiteral("tap"), QStringLiteral("--record"), session, QStringLiteral("--"), QStringLiteral("node"), everything,
         QStringLiteral("stdio")},
        60000);
    QVERIFY2(host.exitCode == 0, host.err.constData());
    QVERIFY2(host.out.contains("\"Echo: through the tap\""), host.out.constData());
    QVERIFY2(host.out.contains("\"echo\""), host.out.constData());

    // The host's conversation, as it went: the handshake, the listing, the call, the ping.
    const SessionReader::Session read = SessionReader::readAll(session);
    QCOMPARE(read.status, SessionReader::Status::Ok);
    QStringList exchanges;
    for (const SessionEntry &entry : read.entries) {
        if (entry.type == SessionEntry::Type::Exchange)
            exchanges.append(entry.method + u'=' + entry.outcome);
    }
    QCOMPARE(exchanges, QStringList({QStringLiteral("initialize=result"),
                                     QStringLiteral("notifications/initialized=notification"),
                                     QStringLiteral("tools/list=result"), QStringLiteral("tools/call=result"),
                                     QStringLiteral("ping=result")}));
    for (const SessionEntry &entry : read.entries) {
        if (entry.method == u"tools/call")
            QVERIFY2(entry.body.contains("through the tap"), entry.body.constData());
    }
}

QTEST_GUILESS_MAIN(tst_TapCli)
#include "tst_tapcli.moc"
