// `rpcscope-cli tap` between a client (this test, on the tap's stdin and stdout, as a host
// would be) and real servers: the demo's stdio server, clangd (Debian) with LSP framing, and
// shell scripts that misbehave on purpose. Every byte passes unchanged both ways, the exit
// status comes back, and the conversation lands in the session file as it happens.

#include "lib/session/sessionreader.h"
#include "lib/transport/http/httpresponseparser.h"
#include "lib/transport/sseparser.h"
#include "lib/transport/websocket/websocketframes.h"
#include "lib/tap/tapchannel.h"
#include "lib/tap/tapcontrolclient.h"
#include "support/programrun.h"
#include "support/sessionexchanges.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTcpServer>
#include <QTcpSocket>
#include <QUrl>
#include <QRandomGenerator>
#include <QThread>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <functional>
#include <sys/resource.h>

using namespace RpcScope;
using TestSupport::ProgramRun;
using TestSupport::exchangesOf;

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

/// A program that prints "listening on URL" once it serves (the demo server, an HTTP tap),
/// ended with SIGTERM when this goes.
struct Listening
{
    QProcess process;
    QUrl url;

    bool start(const QString &program, const QStringList &arguments, const QByteArray &marker = "listening on ",
               const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment())
    {
        process.setProcessEnvironment(environment);
        process.setProcessChannelMode(QProcess::MergedChannels);   // some say it on stderr
        process.start(program, arguments);
        QElapsedTimer clock;
        clock.start();
        QByteArray out;
        while (clock.elapsed() < 60000 && process.state() != QProcess::NotRunning) {
            process.waitForReadyRead(100);
            out += process.readAllStandardOutput();
            const qsizetype at = out.indexOf(marker);
            if (at >= 0 && out.indexOf('\n', at) > 0) {
                const QByteArray line = out.mid(at + marker.size(), out.indexOf('\n', at) - at - marker.size()).trimmed();
                url = QUrl(QString::fromUtf8(line));
                return true;
            }
        }
        return false;
    }
    int stop()
    {
        if (process.state() == QProcess::NotRunning)
            return process.exitCode();
        ::kill(pid_t(process.processId()), SIGTERM);
        if (!process.waitForFinished(10000)) {
            process.kill();
            process.waitForFinished();
            return -1;
        }
        return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    }
    ~Listening() { stop(); }
};

/// Everything \a socket reads until its peer closes (10 s at most).
QByteArray readUntilClosed(QTcpSocket &socket)
{
    QByteArray in;
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < 10000 && socket.state() == QAbstractSocket::ConnectedState) {
        socket.waitForReadyRead(100);
        in += socket.readAll();
    }
    return in + socket.readAll();
}

/// Sends \a bytes on a new connection to \a url's host and port and reads until the peer closes.
QByteArray exchangeRaw(const QUrl &url, const QByteArray &bytes)
{
    QTcpSocket socket;
    socket.connectToHost(url.host(), quint16(url.port()));
    if (!socket.waitForConnected(5000))
        return {};
    socket.write(bytes);
    return readUntilClosed(socket);
}

/// What sdk-host.mjs says to a server: the handshake, the listing, the call, the ping.
QStringList sdkHostConversation()
{
    return {QStringLiteral("initialize=result"), QStringLiteral("notifications/initialized=notification"),
            QStringLiteral("tools/list=result"), QStringLiteral("tools/call=result"), QStringLiteral("ping=result")};
}

/// \a response without its Date lines (which differ from one answer to the next).
QByteArray withoutDates(QByteArray response)
{
    QList<QByteArray> lines = response.split('\n');
    lines.removeIf([](const QByteArray &line) { return line.toLower().startsWith("date:"); });
    return lines.join('\n');
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
    void httpAnswersComeBackByteForByte();
    void httpExchangesAreRecordedWithTheirHeaders();
    void aClientLeavingMidStreamLeavesTheTapServing();
    void anMcpHostOverHttpTalksThroughTheTap();
    void anUnreachableUpstreamIsABadGateway();
    void aBareLineFeedHeadGetsTheUpstreamHostAndKeepsItsBody();
    void theHttpTapListensOnLoopbackOnly();
    void anHttpsUpstreamIsVerified();
    void aWebSocketIsFollowedAfterTheUpgrade();
    void aWebSocketMessageIsHeld();
    void aPongOvertakesAHeldMessage();
    void anInterimResponsePassesAtOnce();
    void anHttpRequestIsHeldAtABreakpoint();
    void anEditedHttpRequestIsWellFormed();
    void anHttpAnswerIsHeldAtABreakpoint();
    void anHttpAnswerIsHeldByItsRequestsMethod();
    void anEventOfAStreamIsHeld();
    void aMessageIsInjectedIntoAClientsStream();
    void aServersRequestInAStreamIsAnsweredByHand();
    void aStreamTheTapCannotCutPassesAsItCame();
    void aLargeEventPassesUnheld();
    void aServerRequestInAnInjectedStreamIsRefused();
    void aHeldHttpAnswerAlwaysEnds();
    void theDemoHostShowsATap();

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
#if defined(__SANITIZE_ADDRESS__)
    // AddressSanitizer's shadow memory and quarantine triple what a program holds: no bound.
    QVERIFY(peakKiB > 0);
#else
    QVERIFY2(peakKiB > 0 && peakKiB < 200 * 1024, qPrintable(QString::number(peakKiB / 1024)));
#endif
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

    // The host's conversation, as it went.
    const SessionReader::Session read = SessionReader::readAll(session);
    QCOMPARE(read.status, SessionReader::Status::Ok);
    QCOMPARE(exchangesOf(read), sdkHostConversation());
    for (const SessionEntry &entry : read.entries) {
        if (entry.method == u"tools/call")
            QVERIFY2(entry.body.contains("through the tap"), entry.body.constData());
    }
    // Played back to the same command, the host's requests get the same answers.
    const ProgramRun replay = ProgramRun::of(Cli, {QStringLiteral("replay"), session}, 60000);
    QVERIFY2(replay.exitCode == 0, QByteArray(replay.out + replay.err).constData());
    QVERIFY2(replay.out.contains("5 exchanges replayed: 5 same"), replay.out.constData());
}

void tst_TapCli::httpAnswersComeBackByteForByte()
{
    Listening demo;
    QVERIFY(demo.start(Demo, {QStringLiteral("--port"), QStringLiteral("0")}));
    const QString session = m_dir.filePath(QStringLiteral("pipelined.rpcsession"));
    Listening tap;
    QVERIFY(tap.start(Cli, {QStringLiteral("tap"), QStringLiteral("--record"), session, QStringLiteral("--listen"),
                            QStringLiteral("127.0.0.1:0"), QStringLiteral("--upstream"), demo.url.toString()}));
    QCOMPARE(tap.url.host(), QStringLiteral("127.0.0.1"));
    // Two requests pipelined in one write, the second closing the connection.
    const QByteArray first = R"({"jsonrpc":"2.0","id":1,"method":"math.add","params":[1,2]})";
    const QByteArray second = R"({"jsonrpc":"2.0","id":"x","method":"demo.types"})";
    const QByteArray requests = "POST /rpc HTTP/1.1\r\nHost: nowhere\r\nContent-Type: application/json\r\nContent-Length: "
                                + QByteArray::number(first.size()) + "\r\n\r\n" + first
                                + "POST /rpc HTTP/1.1\r\nHost: nowhere\r\nContent-Type: application/json\r\nConnection: close\r\n"
                                  "Content-Length: "
                                + QByteArray::number(second.size()) + "\r\n\r\n" + second;
    const QByteArray direct = exchangeRaw(demo.url, requests);
    const QByteArray tapped = exchangeRaw(tap.url, requests);
    QVERIFY(direct.contains("\"result\":3"));
    QVERIFY(direct.count("HTTP/1.1 200") == 2);
    QCOMPARE(withoutDates(tapped), withoutDates(direct));
    QCOMPARE(tap.stop(), 0);
    // Both answers followed, though the second came in the read that ended the first.
    QCOMPARE(exchangesOf(SessionReader::readAll(session)),
             QStringList({QStringLiteral("math.add=result"), QStringLiteral("demo.types=result")}));
}

void tst_TapCli::aClientLeavingMidStreamLeavesTheTapServing()
{
    // An HTTP/1.0 answer: an event stream that ends only with the connection. The client reads
    // its first event and goes; the tap goes on serving the next client.
    const QString script = QStringLiteral(
        "const http = require('http');"
        "const server = http.createServer((req, res) => {"
        "  if (req.url === '/stream') { res.writeHead(200, {'Content-Type': 'text/event-stream'});"
        "    res.write('data: {\\\"jsonrpc\\\":\\\"2.0\\\",\\\"method\\\":\\\"tick\\\"}\\n\\n'); return; }"
        "  res.writeHead(200, {'Content-Type': 'application/json'});"
        "  res.end('{\\\"jsonrpc\\\":\\\"2.0\\\",\\\"id\\\":2,\\\"result\\\":true}'); });"
        "server.listen(0, '127.0.0.1', () => console.log('listening on http://127.0.0.1:' + server.address().port));");
    Listening upstream;
    QVERIFY(upstream.start(QStringLiteral("node"), {QStringLiteral("-e"), script}));
    Listening tap;
    QVERIFY(tap.start(Cli, {QStringLiteral("tap"), QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"),
                            QStringLiteral("--upstream"), upstream.url.toString()}));
    const QByteArray body = R"({"jsonrpc":"2.0","id":1,"method":"watch"})";
    {
        QTcpSocket client;
        client.connectToHost(tap.url.host(), quint16(tap.url.port()));
        QVERIFY(client.waitForConnected(5000));
        client.write("POST /stream HTTP/1.0\r\nContent-Type: application/json\r\nContent-Length: "
                     + QByteArray::number(body.size()) + "\r\n\r\n" + body);
        QByteArray in;
        QElapsedTimer clock;
        clock.start();
        while (!in.contains("tick") && clock.elapsed() < 10000) {
            client.waitForReadyRead(100);
            in += client.readAll();
        }
        QVERIFY2(in.contains("tick"), in.constData());
        client.abort();   // gone in the middle of the stream
    }
    QThread::msleep(200);
    const QByteArray second = R"({"jsonrpc":"2.0","id":2,"method":"ping"})";
    const QByteArray answer = exchangeRaw(tap.url, "POST /rpc HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: "
                                                       + QByteArray::number(second.size()) + "\r\n\r\n" + second);
    QVERIFY2(answer.contains("\"result\":true"), answer.constData());
    QCOMPARE(tap.stop(), 0);
}

void tst_TapCli::httpExchangesAreRecordedWithTheirHeaders()
{
    Listening demo;
    QVERIFY(demo.start(Demo, {QStringLiteral("--port"), QStringLiteral("0")}));
    const QString session = m_dir.filePath(QStringLiteral("http.rpcsession"));
    Listening tap;
    QVERIFY(tap.start(Cli, {QStringLiteral("tap"), QStringLiteral("--record"), session, QStringLiteral("--listen"),
                            QStringLiteral("127.0.0.1:0"), QStringLiteral("--upstream"), demo.url.toString()}));
    const QString rpc = tap.url.toString() + QStringLiteral("/rpc");
    const ProgramRun call = ProgramRun::of(Cli, {QStringLiteral("call"), QStringLiteral("-H"), QStringLiteral("X-Trace: 7"), rpc,
                                                 QStringLiteral("math.add"), QStringLiteral("[2,3]")});
    QCOMPARE(call.exitCode, 0);
    QVERIFY(call.out.contains("5"));
    // MCP over the tap: the stateless wire, then the 2025-11-25 session (its SSE answers).
    const QString mcp = tap.url.toString() + QStringLiteral("/mcp");
    QCOMPARE(ProgramRun::of(Cli, {QStringLiteral("tools"), mcp}).exitCode, 0);
    const ProgramRun legacy = ProgramRun::of(Cli, {QStringLiteral("--mcp-version"), QStringLiteral("2025-11-25"), QStringLiteral("tool"),
                                                   mcp, QStringLiteral("echo"), QStringLiteral(R"({"text":"via tap"})")});
    QVERIFY2(legacy.exitCode == 0, legacy.err.constData());
    QCOMPARE(tap.stop(), 0);

    const SessionReader::Session read = SessionReader::readAll(session);
    QCOMPARE(read.status, SessionReader::Status::Ok);
    QVERIFY(read.entries.size() >= 6);
    const SessionEntry &first = read.entries.first();
    QCOMPARE(first.method, QStringLiteral("math.add"));
    QCOMPARE(first.outcome, QStringLiteral("result"));
    QCOMPARE(first.endpoint, demo.url.toString() + QStringLiteral("/rpc"));
    QVERIFY(first.http.has_value());
    QCOMPARE(first.http->status, 200);
    QCOMPARE(headerValue(first.http->requestHeaders, "x-trace"), QByteArray("7"));
    // The server was told its own name.
    QCOMPARE(headerValue(first.http->requestHeaders, "host"), demo.url.authority().toUtf8());
    QVERIFY(first.body.contains("5"));
    QStringList methods;
    for (const SessionEntry &entry : read.entries)
        methods.append(entry.method);
    QVERIFY2(methods.contains(QStringLiteral("server/discover")) && methods.contains(QStringLiteral("initialize"))
                 && methods.contains(QStringLiteral("tools/call")),
             qPrintable(methods.join(u' ')));
    for (const SessionEntry &entry : read.entries) {
        if (entry.method == u"tools/call")
            QVERIFY2(entry.outcome == u"result" && entry.body.contains("via tap"), entry.body.constData());
    }
}

void tst_TapCli::anMcpHostOverHttpTalksThroughTheTap()
{
    const QString npm = QStringLiteral(RPCSCOPE_SOURCE_DIR "/tests/npm/node_modules");
    const QString everything = npm + QStringLiteral("/.bin/mcp-server-everything");
    QVERIFY2(QFile::exists(everything), "server-everything is missing: run scripts/install-deps.sh");
    QTcpServer probe;
    QVERIFY(probe.listen(QHostAddress::LocalHost));
    const quint16 port = probe.serverPort();
    probe.close();
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("PORT"), QString::number(port));
    Listening server;
    QVERIFY(server.start(QStringLiteral("node"), {everything, QStringLiteral("streamableHttp")}, "listening on port", environment));
    const QString session = m_dir.filePath(QStringLiteral("mcphttp.rpcsession"));
    Listening tap;
    QVERIFY(tap.start(Cli, {QStringLiteral("tap"), QStringLiteral("--record"), session, QStringLiteral("--listen"),
                            QStringLiteral("127.0.0.1:0"), QStringLiteral("--upstream"),
                            QStringLiteral("http://127.0.0.1:%1").arg(port)}));
    const ProgramRun host = ProgramRun::of(
        QStringLiteral("node"),
        {QStringLiteral(RPCSCOPE_SOURCE_DIR "/tests/tap/sdk-host.mjs"), npm + QStringLiteral("/@modelcontextprotocol/sdk"),
         QStringLiteral("--http"), tap.url.toString() + QStringLiteral("/mcp")},
        60000);
    QVERIFY2(host.exitCode == 0, host.err.constData());
    QVERIFY2(host.out.contains("\"Echo: through the tap\""), host.out.constData());
    QCOMPARE(tap.stop(), 0);

    const SessionReader::Session read = SessionReader::readAll(session);
    QCOMPARE(read.status, SessionReader::Status::Ok);
    QCOMPARE(exchangesOf(read), sdkHostConversation());
    for (const SessionEntry &entry : read.entries) {
        if (entry.method == u"tools/call") {
            QVERIFY(!entry.stream.isEmpty());   // answered as an event stream, every event kept
            QVERIFY(entry.body.contains("Echo: through the tap"));
        }
    }
}

void tst_TapCli::aBareLineFeedHeadGetsTheUpstreamHostAndKeepsItsBody()
{
    // A head whose lines end in a bare "\n" (which HTTP servers accept): the tap names the
    // upstream in Host there, and never in the body, whose own "\r\n\r\nhost:" once took the rewrite
    // (a body longer than its Content-Length said).
    QTcpServer upstream;
    QVERIFY(upstream.listen(QHostAddress::LocalHost));
    Listening tap;
    QVERIFY(tap.start(Cli, {QStringLiteral("tap"), QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"),
                            QStringLiteral("--upstream"), QStringLiteral("http://127.0.0.1:%1").arg(upstream.serverPort())}));
    const QByteArray body = "not JSON\r\nhost: in-the-body\r\n\r\nthe end";
    QTcpSocket client;
    client.connectToHost(tap.url.host(), quint16(tap.url.port()));
    QVERIFY(client.waitForConnected(5000));
    client.write("POST /rpc HTTP/1.1\nHost: client-side\nContent-Type: text/plain\nContent-Length: "
                 + QByteArray::number(body.size()) + "\n\n" + body);
    QVERIFY(client.waitForBytesWritten(5000));
    QVERIFY(upstream.waitForNewConnection(10000));
    QTcpSocket *server = upstream.nextPendingConnection();
    QByteArray received;
    QElapsedTimer clock;
    clock.start();
    while (!received.endsWith("the end") && clock.elapsed() < 10000) {
        if (server->waitForReadyRead(200))
            received += server->readAll();
    }
    const qsizetype headEnd = received.indexOf("\n\n");
    QVERIFY2(headEnd > 0, received.constData());
    const QByteArray head = received.left(headEnd);
    const QByteArray upstreamHost = "\nHost: 127.0.0.1:" + QByteArray::number(upstream.serverPort()) + "\n";
    QVERIFY2(head.contains(upstreamHost), head.constData());
    QVERIFY2(!head.contains("client-side"), head.constData());
    QCOMPARE(received.mid(headEnd + 2), body);   // the body as sent, its "host:" line untouched
    const QByteArray answer = R"({"jsonrpc":"2.0","id":1,"result":true})";
    server->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " + QByteArray::number(answer.size())
                  + "\r\n\r\n" + answer);
    QVERIFY(server->waitForBytesWritten(5000));
    QByteArray got;
    clock.restart();
    while (!got.endsWith(answer) && clock.elapsed() < 10000) {
        if (client.waitForReadyRead(200))
            got += client.readAll();
    }
    QVERIFY2(got.startsWith("HTTP/1.1 200 OK") && got.endsWith(answer), got.constData());
    QCOMPARE(tap.stop(), 0);
}

void tst_TapCli::anUnreachableUpstreamIsABadGateway()
{
    QTcpServer probe;
    QVERIFY(probe.listen(QHostAddress::LocalHost));
    const quint16 closed = probe.serverPort();
    probe.close();
    const QString session = m_dir.filePath(QStringLiteral("refused.rpcsession"));
    Listening tap;
    QVERIFY(tap.start(Cli, {QStringLiteral("tap"), QStringLiteral("--record"), session, QStringLiteral("--listen"),
                            QStringLiteral("127.0.0.1:0"), QStringLiteral("--upstream"),
                            QStringLiteral("http://127.0.0.1:%1").arg(closed)}));
    const QByteArray body = R"({"jsonrpc":"2.0","id":1,"method":"ping"})";
    const QByteArray answer = exchangeRaw(tap.url, "POST /rpc HTTP/1.1\r\nHost: x\r\nContent-Length: "
                                                       + QByteArray::number(body.size()) + "\r\n\r\n" + body);
    QVERIFY2(answer.startsWith("HTTP/1.1 502 Bad Gateway"), answer.constData());
    QVERIFY(answer.contains("could not be reached"));
    // A client that takes its time: the refusal is known before its request comes.
    QTcpSocket slow;
    slow.connectToHost(tap.url.host(), quint16(tap.url.port()));
    QVERIFY(slow.waitForConnected(5000));
    QThread::msleep(300);
    slow.write("POST /rpc HTTP/1.1\r\nHost: x\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body);
    const QByteArray late = readUntilClosed(slow);
    QVERIFY2(late.startsWith("HTTP/1.1 502 Bad Gateway"), late.constData());
    QCOMPARE(tap.stop(), 0);
    const SessionReader::Session read = SessionReader::readAll(session);
    QCOMPARE(read.entries.size(), 2);
    for (const SessionEntry &entry : read.entries) {
        QCOMPARE(entry.outcome, QStringLiteral("transport-error"));
        QCOMPARE(entry.errorKind, QStringLiteral("connection-refused"));
    }
}

void tst_TapCli::theHttpTapListensOnLoopbackOnly()
{
    ProgramRun run = ProgramRun::of(Cli, {QStringLiteral("tap"), QStringLiteral("--listen"), QStringLiteral("0.0.0.0:0"),
                                          QStringLiteral("--upstream"), QStringLiteral("http://127.0.0.1:1")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("loopback only"), run.err.constData());
    run = ProgramRun::of(Cli, {QStringLiteral("tap"), QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"),
                               QStringLiteral("--upstream"), QStringLiteral("ftp://example.com/mcp")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("--upstream takes the server's http:// or https:// URL"), run.err.constData());
    run = ProgramRun::of(Cli, {QStringLiteral("tap"), QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"),
                               QStringLiteral("--upstream"), QStringLiteral("http://127.0.0.1:1"), QStringLiteral("--"),
                               QStringLiteral("cat")});
    QCOMPARE(run.exitCode, 2);
}

void tst_TapCli::anHttpsUpstreamIsVerified()
{
    // jayson's HTTPS server with a certificate of the test authority, which no system trusts.
    const QString tls = QStringLiteral(RPCSCOPE_SOURCE_DIR "/tests/data/tls/");
    Listening jayson;
    QVERIFY(jayson.start(QStringLiteral("node"), {QStringLiteral(RPCSCOPE_SOURCE_DIR "/tests/npm/peers/jayson-tls-server.js"),
                                                  QStringLiteral("https"), tls + QStringLiteral("server.pem"),
                                                  tls + QStringLiteral("server.key")}));
    QCOMPARE(jayson.url.scheme(), QStringLiteral("https"));
    const QByteArray body = R"({"jsonrpc":"2.0","id":1,"method":"add","params":[1,2]})";
    const QByteArray request = "POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nConnection: close\r\n"
                               "Content-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body;
    {
        Listening refusing;
        QVERIFY(refusing.start(Cli, {QStringLiteral("tap"), QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"),
                                     QStringLiteral("--upstream"), jayson.url.toString()}));
        // The client hears why, in words.
        const QByteArray answer = exchangeRaw(refusing.url, request);
        QVERIFY2(answer.startsWith("HTTP/1.1 502 Bad Gateway"), answer.constData());
        QVERIFY2(answer.contains("an authority you do not trust"), answer.constData());
    }
    const QString session = m_dir.filePath(QStringLiteral("https.rpcsession"));
    Listening tap;
    QVERIFY(tap.start(Cli, {QStringLiteral("tap"), QStringLiteral("--record"), session, QStringLiteral("--cacert"),
                            tls + QStringLiteral("ca.pem"), QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"),
                            QStringLiteral("--upstream"), jayson.url.toString()}));
    const QByteArray answer = exchangeRaw(tap.url, request);
    QVERIFY2(answer.startsWith("HTTP/1.1 200") && answer.contains("\"result\":3"), answer.constData());
    QCOMPARE(tap.stop(), 0);
    const SessionReader::Session read = SessionReader::readAll(session);
    QCOMPARE(exchangesOf(read), QStringList({QStringLiteral("add=result")}));
    QVERIFY2(read.entries.first().endpoint.startsWith(QLatin1String("https://127.0.0.1:")), qPrintable(read.entries.first().endpoint));
}

namespace {

QByteArray post(const QByteArray &body, bool close = false)
{
    return "POST /rpc HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n" + QByteArray(close ? "Connection: close\r\n" : "")
        + "Content-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body;
}

/// The demo's HTTP server, and an HTTP tap before it recording to \a session.
bool startTappedDemo(Listening &demo, Listening &tap, const QString &session)
{
    return demo.start(Demo, {QStringLiteral("--port"), QStringLiteral("0")})
        && tap.start(Cli, {QStringLiteral("tap"), QStringLiteral("--record"), session, QStringLiteral("--listen"),
                           QStringLiteral("127.0.0.1:0"), QStringLiteral("--upstream"), demo.url.toString()});
}

/// A controller attached to an HTTP tap's control socket, as the Tap window attaches, keeping
/// what it hears.
struct TapWatcher
{
    TapWatcher()
    {
        QObject::connect(&controller, &TapControlClient::hello, [this](const QJsonObject &description) { hello = description; });
        QObject::connect(&controller, &TapControlClient::message,
                         [this](const TapControlClient::Message &message) { messages.append(message.message); });
        QObject::connect(&controller, &TapControlClient::problem, [this](const QString &text) { problems.append(text); });
        QObject::connect(&controller, &TapControlClient::settled,
                         [this](quint64, TapVerdict verdict, const QByteArray &) { verdicts.append(verdict); });
    }

    /// Attaches to the tap of process \a pid once its socket is there; false with \a error.
    bool attach(qint64 pid, QString *error)
    {
        const QString control = TapChannel::socketPath(TapChannel::directory(), pid);
        if (!QTest::qWaitFor([&control] { return QFile::exists(control); }, 10000)) {
            *error = QStringLiteral("no control socket %1").arg(control);
            return false;
        }
        return controller.attach(control, error) && QTest::qWaitFor([this] { return !hello.isEmpty(); }, 10000);
    }

    /// The seq of a held message moving in \a direction that holds \a part (0 when none comes).
    quint64 held(TapDirection direction, const QByteArray &part)
    {
        quint64 seq = 0;
        (void)QTest::qWaitFor([&] {
            for (const TapMessage &m : std::as_const(messages)) {
                if (m.held && m.direction == direction && m.bytes.contains(part))
                    seq = m.seq;
            }
            return seq != 0;
        }, 10000);
        return seq;
    }

    TapControlClient controller;
    QJsonObject hello;
    QList<TapMessage> messages;
    QStringList problems;
    QList<TapVerdict> verdicts;
};

/// An HTTP upstream that Node runs from a script, an HTTP tap before it, and a controller
/// attached to the tap.
struct WatchedNodeTap
{
    Listening upstream;
    Listening tap;
    TapWatcher watcher;
    QString error;   // why start() failed

    /// Starts \a script (process.argv[1…]: \a scriptArguments) and the tap (recording to
    /// \a session, if named), and attaches.
    bool start(const QString &script, const QString &session = {}, const QStringList &scriptArguments = {})
    {
        error = QStringLiteral("the upstream or the tap did not start");
        if (!upstream.start(QStringLiteral("node"), QStringList{QStringLiteral("-e"), script} + scriptArguments))
            return false;
        QStringList arguments{QStringLiteral("tap"), QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"),
                              QStringLiteral("--upstream"), upstream.url.toString()};
        if (!session.isEmpty())
            arguments += {QStringLiteral("--record"), session};
        return tap.start(Cli, arguments) && watcher.attach(tap.process.processId(), &error);
    }

    /// start(), then a breakpoint on every message of the server's.
    bool startStoppingServer(const QString &script, const QString &session = {}, const QStringList &scriptArguments = {})
    {
        if (!start(script, session, scriptArguments))
            return false;
        watcher.controller.setBreakpoints(TapBreakpoints({TapBreakpoint{QString(), TapBreakpoint::Direction::ServerToClient}}),
                                          30000);
        QTest::qWait(200);
        return true;
    }

    /// Connects \a client to the tap.
    bool connect(QTcpSocket &client) const
    {
        client.connectToHost(tap.url.host(), quint16(tap.url.port()));
        return client.waitForConnected(5000);
    }
};

/// A Node HTTP server on a free port that runs \a onMessage (JavaScript, with the request's
/// JSON body as `m` and the response as `res`) for each request.
QString nodeJsonRpcServer(const QString &onMessage)
{
    return QStringLiteral("const http = require('http');"
                          "const server = http.createServer((req, res) => { let b = ''; req.on('data', (d) => b += d);"
                          " req.on('end', () => { const m = JSON.parse(b);")
        + onMessage
        + QStringLiteral("}); });"
                         "server.listen(0, '127.0.0.1', () => console.log('listening on http://127.0.0.1:' + server.address().port));");
}

/// A Node HTTP server whose "ask" answers in an event stream that first asks the client for its
/// roots (request "s1"), and ends with what the POST of the answer to it said; any other
/// request is answered "ok".
QString rootsAskingServer()
{
    return QStringLiteral(
        "const http = require('http'); let waiting = null;"
        "const server = http.createServer((req, res) => { let b = ''; req.on('data', (d) => b += d); req.on('end', () => {"
        "  const m = JSON.parse(b);"
        "  if (m.method === 'ask') { res.writeHead(200, {'Content-Type': 'text/event-stream'});"
        "    res.write('data: ' + JSON.stringify({jsonrpc: '2.0', id: 's1', method: 'roots/list'}) + '\\n\\n');"
        "    waiting = {res, id: m.id}; return; }"
        "  if (m.id === 's1' && waiting) { res.writeHead(202); res.end();"
        "    waiting.res.end('data: ' + JSON.stringify({jsonrpc: '2.0', id: waiting.id, result: {heard: m}}) + '\\n\\n');"
        "    waiting = null; return; }"
        "  res.writeHead(200, {'Content-Type': 'application/json'}); res.end(JSON.stringify({jsonrpc: '2.0', id: m.id, result: 'ok'}));"
        "}); });"
        "server.listen(0, '127.0.0.1', () => console.log('listening on http://127.0.0.1:' + server.address().port));");
}

/// The data of each event of the chunked event stream in \a response (head and body as a
/// client read them); \a whole says whether the body ended as HTTP says it must.
QList<QByteArray> eventsOfStream(const QByteArray &response, bool *whole)
{
    HttpResponseParser parser;
    parser.begin(false, 1 << 30);
    parser.feed(response);
    SseParser events;
    QList<QByteArray> data;
    *whole = false;
    for (;;) {
        const HttpResponseParser::Step step = parser.next();
        if (step == HttpResponseParser::Step::Body) {
            for (const SseEvent &event : events.feed(parser.takeBody()))
                data.append(event.data);
        } else if (step != HttpResponseParser::Step::Head) {
            *whole = step == HttpResponseParser::Step::Done;
            return data;
        }
    }
}

QByteArray streamPost(const QByteArray &body)
{
    return "POST /mcp HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nAccept: application/json, "
           "text/event-stream\r\nConnection: close\r\nContent-Length: "
        + QByteArray::number(body.size()) + "\r\n\r\n" + body;
}

} // namespace

void tst_TapCli::aWebSocketIsFollowedAfterTheUpgrade()
{
    // The command line speaks WebSocket to the demo's /ws through the HTTP tap: after the
    // upgrade every byte still passes unchanged, and each message is followed and recorded.
    Listening demo;
    Listening tap;
    const QString session = m_dir.filePath(QStringLiteral("ws.rpcsession"));
    QVERIFY(startTappedDemo(demo, tap, session));
    // A window attached to the tap sees each WebSocket message, both ways, as read.
    TapWatcher watcher;
    QString error;
    QVERIFY2(watcher.attach(tap.process.processId(), &error), qPrintable(error));
    const QList<TapMessage> &messages = watcher.messages;
    const QString through = QStringLiteral("ws://127.0.0.1:%1/ws").arg(tap.url.port());
    const ProgramRun subscribe = ProgramRun::of(
        Cli, {QStringLiteral("call"), through, QStringLiteral("demo.subscribe"), QStringLiteral(R"({"count":2,"intervalMs":20})"),
              QStringLiteral("--listen"), QStringLiteral("800")});
    QVERIFY2(subscribe.exitCode == 0, QByteArray(subscribe.err + subscribe.out).constData());
    QVERIFY2(subscribe.out.count("demo.onTick") == 2, subscribe.out.constData());
    const ProgramRun add = ProgramRun::of(Cli, {QStringLiteral("call"), through, QStringLiteral("math.add"), QStringLiteral("[2,3]")});
    QVERIFY2(add.exitCode == 0 && add.out.contains("\"result\": 5"), QByteArray(add.err + add.out).constData());
    const auto shown = [&messages](TapDirection direction, const QByteArray &part) {
        return std::count_if(messages.cbegin(), messages.cend(), [&](const TapMessage &message) {
            return message.direction == direction && message.bytes.contains(part) && !message.held;
        });
    };
    QTRY_COMPARE(shown(TapDirection::ServerToClient, R"("result":5)"), 1);
    QCOMPARE(shown(TapDirection::ClientToServer, R"("method":"math.add")"), 1);
    QCOMPARE(shown(TapDirection::ClientToServer, R"("method":"demo.subscribe")"), 1);
    QCOMPARE(shown(TapDirection::ServerToClient, "demo.onTick"), 2);
    for (int i = 1; i < messages.size(); ++i)
        QVERIFY(messages.at(i).seq > messages.at(i - 1).seq);
    QCOMPARE(tap.stop(), 0);

    const SessionReader::Session read = SessionReader::readAll(session);
    QCOMPARE(exchangesOf(read), QStringList({QStringLiteral("demo.subscribe=result"), QStringLiteral("math.add=result")}));
    int ticks = 0;
    const QString endpoint = QStringLiteral("ws://127.0.0.1:%1/ws").arg(demo.url.port());
    for (const SessionEntry &entry : read.entries) {
        if (entry.type == SessionEntry::Type::Exchange) {
            QCOMPARE(entry.transport, Transport::Kind::WebSocket);
            QCOMPARE(entry.endpoint, endpoint);
        } else if (entry.type == SessionEntry::Type::Message && entry.message.contains("demo.onTick")) {
            QCOMPARE(entry.transport, Transport::Kind::WebSocket);
            ++ticks;
        }
    }
    QCOMPARE(ticks, 2);
}

void tst_TapCli::aWebSocketMessageIsHeld()
{
    // The command line speaks WebSocket to the demo's /ws through a watched HTTP tap: a held
    // call is edited on its way (the client masks, the tap masks its own frame anew), another
    // is answered by hand (the server never sees it), and a message injected towards the
    // client reaches it between the server's.
    Listening demo;
    Listening tap;
    const QString session = m_dir.filePath(QStringLiteral("ws-held.rpcsession"));
    QVERIFY(startTappedDemo(demo, tap, session));
    TapWatcher watcher;
    QString error;
    QVERIFY2(watcher.attach(tap.process.processId(), &error), qPrintable(error));
    QVERIFY(!watcher.hello.contains(QStringLiteral("holds")));   // any message, as every tap
    watcher.controller.setBreakpoints(TapBreakpoints({TapBreakpoint{QStringLiteral("math.add"), TapBreakpoint::Direction::ClientToServer},
                                                      TapBreakpoint{QStringLiteral("text.upper"), TapBreakpoint::Direction::ClientToServer}}),
                                      30000);
    QTest::qWait(200);
    const QString through = QStringLiteral("ws://127.0.0.1:%1/ws").arg(tap.url.port());
    const auto call = [&through](QProcess &cli, const QStringList &arguments) {
        cli.setProcessChannelMode(QProcess::MergedChannels);
        cli.start(Cli, QStringList{QStringLiteral("call"), through} + arguments);
        return cli.waitForStarted(5000);
    };

    QProcess add;
    QVERIFY(call(add, {QStringLiteral("math.add"), QStringLiteral("[2,3]")}));
    const quint64 held = watcher.held(TapDirection::ClientToServer, "math.add");
    QVERIFY2(held > 0, tap.process.readAll().constData());
    const QJsonObject asked = QJsonDocument::fromJson(watcher.messages.last().bytes).object();
    const QByteArray edited = QJsonDocument(QJsonObject{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                                                        {QStringLiteral("id"), asked.value(QStringLiteral("id"))},
                                                        {QStringLiteral("method"), QStringLiteral("math.add")},
                                                        {QStringLiteral("params"), QJsonArray{40, 2}}})
                                  .toJson(QJsonDocument::Compact);
    watcher.controller.settle(held, TapVerdict::Edit, edited);
    QVERIFY(add.waitForFinished(10000));
    const QByteArray added = add.readAll();
    QVERIFY2(add.exitCode() == 0 && added.contains("\"result\": 42"), added.constData());

    QProcess upper;
    QVERIFY(call(upper, {QStringLiteral("text.upper"), QStringLiteral(R"(["quiet"])")}));
    const quint64 question = watcher.held(TapDirection::ClientToServer, "text.upper");
    QVERIFY(question > held);
    const QJsonValue id = QJsonDocument::fromJson(watcher.messages.last().bytes).object().value(QStringLiteral("id"));
    const QByteArray byHand = QJsonDocument(QJsonObject{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                                                        {QStringLiteral("id"), id},
                                                        {QStringLiteral("result"), QStringLiteral("BY HAND")}})
                                  .toJson(QJsonDocument::Compact);
    watcher.controller.settle(question, TapVerdict::Answer, byHand);
    QVERIFY(upper.waitForFinished(10000));
    const QByteArray answered = upper.readAll();
    QVERIFY2(upper.exitCode() == 0 && answered.contains("BY HAND"), answered.constData());

    QProcess listen;
    QVERIFY(call(listen, {QStringLiteral("demo.subscribe"), QStringLiteral(R"({"count":1,"intervalMs":20})"),
                          QStringLiteral("--listen"), QStringLiteral("3000")}));
    QTRY_VERIFY(std::any_of(watcher.messages.cbegin(), watcher.messages.cend(), [](const TapMessage &m) {
        return m.direction == TapDirection::ServerToClient && m.bytes.contains("demo.onTick");
    }));
    watcher.controller.inject(TapDirection::ServerToClient, R"({"jsonrpc":"2.0","method":"demo.injected","params":{"by":"tap"}})");
    QVERIFY(listen.waitForFinished(10000));
    const QByteArray heard = listen.readAll();
    QVERIFY2(listen.exitCode() == 0 && heard.contains("demo.injected") && heard.contains("demo.onTick"), heard.constData());
    QTRY_COMPARE(watcher.verdicts, QList<TapVerdict>({TapVerdict::Edit, TapVerdict::Answer}));
    watcher.controller.detach();
    QCOMPARE(tap.stop(), 0);

    // The session follows what went on: the edited call and its answer, the call answered by hand.
    const SessionReader::Session read = SessionReader::readAll(session);
    QStringList requests;
    for (const SessionEntry &entry : read.entries) {
        if (entry.type == SessionEntry::Type::Exchange)
            requests.append(QString::fromUtf8(entry.request + " => " + entry.body));
    }
    QVERIFY2(requests.size() >= 2 && requests.at(0).contains("[40,2]") && requests.at(0).contains("\"result\":42")
                 && requests.at(1).contains("BY HAND"),
             qPrintable(requests.join(u'\n')));
}

void tst_TapCli::aPongOvertakesAHeldMessage()
{
    // While a person reads a held server message, the client's ping gets its pong: a peer that
    // pings to keep the connection would otherwise give it up. The held message still comes
    // once it is sent on. The client here speaks RFC 6455 by hand on a socket.
    Listening demo;
    Listening tap;
    QVERIFY(startTappedDemo(demo, tap, m_dir.filePath(QStringLiteral("ws-pong.rpcsession"))));
    TapWatcher watcher;
    QString error;
    QVERIFY2(watcher.attach(tap.process.processId(), &error), qPrintable(error));
    watcher.controller.setBreakpoints(
        TapBreakpoints({TapBreakpoint{QStringLiteral("demo.onTick"), TapBreakpoint::Direction::ServerToClient}}), 30000);
    QTest::qWait(200);

    QTcpSocket client;
    client.connectToHost(tap.url.host(), quint16(tap.url.port()));
    QVERIFY(client.waitForConnected(5000));
    client.write("GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                 "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n");
    QByteArray head;
    QTRY_VERIFY_WITH_TIMEOUT((head += client.readAll()).contains("\r\n\r\n"), 5000);
    QVERIFY2(head.startsWith("HTTP/1.1 101"), head.constData());
    WebSocketFrameReader frames;
    frames.feed(head.mid(head.indexOf("\r\n\r\n") + 4));
    QList<WebSocketFrameReader::Event> heard;
    const auto hear = [&] {
        frames.feed(client.readAll());
        for (auto event = frames.next(); event.type != WebSocketFrameReader::Event::Type::NeedMore; event = frames.next())
            heard.append(event);
    };
    const auto heardText = [&heard](const QByteArray &part) {
        return std::any_of(heard.cbegin(), heard.cend(), [&part](const WebSocketFrameReader::Event &event) {
            return event.type == WebSocketFrameReader::Event::Type::Message && event.payload.contains(part);
        });
    };
    client.write(encodeWebSocketFrame(WebSocketOpcode::Text,
                                      R"({"jsonrpc":"2.0","id":1,"method":"demo.subscribe","params":{"count":1,"intervalMs":20}})",
                                      0x12345678));
    const quint64 tick = watcher.held(TapDirection::ServerToClient, "demo.onTick");
    QVERIFY2(tick > 0, qPrintable(watcher.problems.join(u'|')));

    client.write(encodeWebSocketFrame(WebSocketOpcode::Ping, "still there?", 0x0badf00d));
    QTRY_VERIFY_WITH_TIMEOUT((hear(), std::any_of(heard.cbegin(), heard.cend(), [](const WebSocketFrameReader::Event &event) {
                                  return event.type == WebSocketFrameReader::Event::Type::Pong
                                         && event.payload == "still there?";
                              })),
                             5000);
    QVERIFY(heardText("\"id\":1"));   // the subscription's answer came before the tick
    QVERIFY(!heardText("demo.onTick"));   // still held

    watcher.controller.settle(tick, TapVerdict::Send, {});
    QTRY_VERIFY_WITH_TIMEOUT((hear(), heardText("demo.onTick")), 5000);
    client.write(encodeWebSocketFrame(WebSocketOpcode::Close, QByteArray("\x03\xe8", 2), 0x01020304));
    watcher.controller.detach();
    QCOMPARE(tap.stop(), 0);
}

void tst_TapCli::anHttpRequestIsHeldAtABreakpoint()
{
    // The HTTP tap has a control socket as a stdio tap has: a window attached to it holds a
    // client's request at a breakpoint, with what comes behind it on the same connection.
    Listening demo;
    Listening tap;
    const QString session = m_dir.filePath(QStringLiteral("held.rpcsession"));
    QVERIFY(startTappedDemo(demo, tap, session));
    TapWatcher watcher;
    QString error;
    QVERIFY2(watcher.attach(tap.process.processId(), &error), qPrintable(error));
    TapControlClient &controller = watcher.controller;
    const QJsonObject &hello = watcher.hello;
    const QStringList &problems = watcher.problems;
    QCOMPARE(hello.value(QStringLiteral("endpoint")).toString(), demo.url.toString());
    QCOMPARE(hello.value(QStringLiteral("listen")).toString(), tap.url.toString());
    controller.setBreakpoints(TapBreakpoints({TapBreakpoint{QStringLiteral("math.add"), TapBreakpoint::Direction::ClientToServer}}),
                              30000);
    QTest::qWait(200);
    const auto heldSeq = [&watcher](const QByteArray &body) { return watcher.held(TapDirection::ClientToServer, body); };
    const auto connectClient = [&tap](QTcpSocket &client) {
        client.connectToHost(tap.url.host(), quint16(tap.url.port()));
        return client.waitForConnected(5000);
    };

    // Edited: the request behind it waits, then both answers come in order.
    const QByteArray add = R"({"jsonrpc":"2.0","id":1,"method":"math.add","params":[1,2]})";
    const QByteArray echo = R"({"jsonrpc":"2.0","id":2,"method":"demo.echo","params":["after"]})";
    QTcpSocket client;
    QVERIFY(connectClient(client));
    client.write(post(add) + post(echo, true));
    const quint64 edited = heldSeq(add);
    QVERIFY2(edited > 0, qPrintable(problems.join(u'|') + QString::fromUtf8(tap.process.readAll())));
    client.waitForReadyRead(300);
    QCOMPARE(client.readAll(), QByteArray());   // held, and the echo behind it
    controller.settle(edited, TapVerdict::Edit, R"({"jsonrpc":"2.0","id":1,"method":"math.add","params":[40,2]})");
    const QByteArray answers = readUntilClosed(client);
    QVERIFY2(answers.indexOf("\"result\":42") >= 0 && answers.indexOf("\"result\":42") < answers.indexOf("after"),
             answers.constData());

    // Answered by hand, and dropped: the client hears the tap, the server nothing.
    const QByteArray asked = R"({"jsonrpc":"2.0","id":9,"method":"math.add","params":[2,2]})";
    QTcpSocket second;
    QVERIFY(connectClient(second));
    second.write(post(asked, true));
    const quint64 answered = heldSeq(asked);
    controller.settle(answered, TapVerdict::Answer, R"({"jsonrpc":"2.0","id":9,"result":"by hand"})");
    QTRY_VERIFY((second.waitForReadyRead(50), second.bytesAvailable() > 0));
    QTest::qWait(100);
    const QByteArray handAnswer = second.readAll();
    QVERIFY2(handAnswer.startsWith("HTTP/1.1 200 OK") && handAnswer.endsWith(R"({"jsonrpc":"2.0","id":9,"result":"by hand"})"),
             handAnswer.constData());

    const QByteArray dropped = R"({"jsonrpc":"2.0","id":10,"method":"math.add","params":[3,3]})";
    QTcpSocket third;
    QVERIFY(connectClient(third));
    third.write(post(dropped, true));
    controller.settle(heldSeq(dropped), TapVerdict::Drop);
    QTRY_VERIFY((third.waitForReadyRead(50), third.bytesAvailable() > 0));
    QTest::qWait(100);
    const QByteArray dropAnswer = third.readAll();
    QVERIFY2(dropAnswer.startsWith("HTTP/1.1 502") && dropAnswer.contains("Dropped at a breakpoint"), dropAnswer.constData());

    // Towards a client with no stream open nothing is injected over HTTP: said, not done.
    // Towards the server a request goes as the tap's own POST, and its answer is seen and recorded.
    controller.inject(TapDirection::ServerToClient, echo);
    QTRY_VERIFY(!problems.isEmpty());
    QVERIFY2(problems.last().contains(QStringLiteral("No event stream")), qPrintable(problems.last()));
    const QByteArray injected = R"({"jsonrpc":"2.0","id":77,"method":"demo.echo","params":["injected"]})";
    controller.inject(TapDirection::ClientToServer, injected);
    const auto seenWhere = [&watcher](const std::function<bool(const TapMessage &)> &wanted) {
        return std::any_of(watcher.messages.cbegin(), watcher.messages.cend(), wanted);
    };
    QTRY_VERIFY(seenWhere([&](const TapMessage &m) { return m.injected && m.bytes == injected; }));
    QTRY_VERIFY(seenWhere([](const TapMessage &m) {
        return m.direction == TapDirection::ServerToClient && m.bytes.contains(R"("id":77)") && m.bytes.contains("injected");
    }));
    // After a client that accepts event streams (as MCP clients do), an injected request is
    // answered with one and read to its answer.
    QTcpSocket streaming;
    QVERIFY(connectClient(streaming));
    const QByteArray accepting = R"({"jsonrpc":"2.0","id":11,"method":"math.add","params":[5,5]})";
    streaming.write("POST /rpc HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nAccept: application/json, "
                    "text/event-stream\r\nAccept-Encoding: gzip\r\nConnection: close\r\nContent-Length: "
                    + QByteArray::number(accepting.size()) + "\r\n\r\n" + accepting);
    controller.settle(heldSeq(accepting), TapVerdict::Send);
    QVERIFY(readUntilClosed(streaming).contains(R"("result":10)"));
    controller.inject(TapDirection::ClientToServer, R"({"jsonrpc":"2.0","id":78,"method":"demo.stream","params":{"count":2,"intervalMs":10}})");
    QTRY_VERIFY(seenWhere([](const TapMessage &m) {
        return m.direction == TapDirection::ServerToClient && m.bytes.contains(R"("id":78)") && m.bytes.contains(R"("result")");
    }));

    controller.detach();
    QCOMPARE(tap.stop(), 0);
    const SessionReader::Session read = SessionReader::readAll(session);
    QCOMPARE(exchangesOf(read), QStringList({QStringLiteral("math.add=result"), QStringLiteral("demo.echo=result"),
                                             QStringLiteral("math.add=result"), QStringLiteral("math.add=transport-error"),
                                             QStringLiteral("demo.echo=result"), QStringLiteral("math.add=result"),
                                             QStringLiteral("demo.stream=result")}));
    QVERIFY(read.entries.first().request.contains("[40,2]"));   // what went on, as edited
    QList<SessionEntry> exchanges;
    for (const SessionEntry &entry : read.entries) {
        if (entry.type == SessionEntry::Type::Exchange)
            exchanges.append(entry);
    }
    QCOMPARE(exchanges.at(4).request, injected);
    for (const SessionEntry &entry : std::as_const(exchanges))
        QCOMPARE(entry.endpoint, exchanges.first().endpoint);   // the injected ones where the client's went
}

void tst_TapCli::anHttpAnswerIsHeldAtABreakpoint()
{
    // A breakpoint on the server's messages holds an HTTP answer before the client has a byte
    // of it; the answer behind it on the same connection waits its turn. Edited, the client
    // gets the new body with a length that fits; dropped, a 502 that says so. The upstream
    // closes after the last answer (Connection: close) while it is held: it still goes out.
    Listening demo;
    Listening tap;
    const QString session = m_dir.filePath(QStringLiteral("held-answer.rpcsession"));
    QVERIFY(startTappedDemo(demo, tap, session));
    TapWatcher watcher;
    QString error;
    QVERIFY2(watcher.attach(tap.process.processId(), &error), qPrintable(error));
    TapControlClient &controller = watcher.controller;
    const QList<TapVerdict> &verdicts = watcher.verdicts;
    QVERIFY(!watcher.hello.contains(QStringLiteral("holds")));   // any message
    controller.setBreakpoints(TapBreakpoints({TapBreakpoint{QString(), TapBreakpoint::Direction::ServerToClient}}), 30000);
    QTest::qWait(200);
    const auto heldContaining = [&watcher](const QByteArray &part) { return watcher.held(TapDirection::ServerToClient, part); };

    QTcpSocket client;
    client.connectToHost(tap.url.host(), quint16(tap.url.port()));
    QVERIFY(client.waitForConnected(5000));
    client.write(post(R"({"jsonrpc":"2.0","id":1,"method":"math.add","params":[1,2]})")
                 + post(R"({"jsonrpc":"2.0","id":2,"method":"demo.echo","params":["after"]})", true));
    const quint64 first = heldContaining(R"("result":3)");
    QVERIFY2(first > 0, tap.process.readAll().constData());
    client.waitForReadyRead(300);
    QCOMPARE(client.readAll(), QByteArray());   // held, and the answer behind it
    const QByteArray edited = R"({"jsonrpc":"2.0","id":1,"result":42})";
    controller.settle(first, TapVerdict::Edit, edited);
    const quint64 second = heldContaining("after");
    QVERIFY(second > first);
    QTRY_VERIFY((client.waitForReadyRead(50), client.bytesAvailable() > 0));
    QTest::qWait(100);
    QByteArray received = client.readAll();
    QVERIFY2(received.startsWith("HTTP/1.1 200 OK\r\n") && received.endsWith(edited)
                 && received.contains(QByteArray("\r\nContent-Length: " + QByteArray::number(edited.size()) + "\r\n")),
             received.constData());
    controller.settle(second, TapVerdict::Drop);
    received += readUntilClosed(client);
    const qsizetype dropped = received.indexOf("HTTP/1.1 502");
    QVERIFY2(dropped > received.indexOf(edited) && received.contains("dropped at a breakpoint"), received.constData());
    QVERIFY(!received.contains("after"));
    QTRY_COMPARE(verdicts.size(), 2);
    QCOMPARE(verdicts, QList<TapVerdict>({TapVerdict::Edit, TapVerdict::Drop}));

    controller.detach();
    QCOMPARE(tap.stop(), 0);
    const SessionReader::Session read = SessionReader::readAll(session);
    QCOMPARE(exchangesOf(read), QStringList({QStringLiteral("math.add=result"), QStringLiteral("demo.echo=transport-error")}));
    QCOMPARE(read.entries.at(0).body, edited);   // what the client got
    QVERIFY(read.entries.at(1).body.contains("after"));   // what the server said, dropped
}

void tst_TapCli::anHttpAnswerIsHeldByItsRequestsMethod()
{
    // math.add with answers: the client's call is held, then the server's answer to it, while
    // an echo on the same connection and its answer pass.
    Listening demo;
    Listening tap;
    QVERIFY(startTappedDemo(demo, tap, m_dir.filePath(QStringLiteral("held-by-method.rpcsession"))));
    TapWatcher watcher;
    QString error;
    QVERIFY2(watcher.attach(tap.process.processId(), &error), qPrintable(error));
    watcher.controller.setBreakpoints(
        TapBreakpoints({TapBreakpoint{QStringLiteral("math.add"), TapBreakpoint::Direction::ClientToServer, true}}), 30000);
    QTest::qWait(200);

    QTcpSocket client;
    client.connectToHost(tap.url.host(), quint16(tap.url.port()));
    QVERIFY(client.waitForConnected(5000));
    client.write(post(R"({"jsonrpc":"2.0","id":1,"method":"demo.echo","params":["first"]})"));
    QTRY_VERIFY((client.waitForReadyRead(50), client.bytesAvailable() > 0));   // neither held
    QTest::qWait(100);
    QVERIFY(client.readAll().contains("first"));
    client.write(post(R"({"jsonrpc":"2.0","id":2,"method":"math.add","params":[1,2]})", true));
    const quint64 call = watcher.held(TapDirection::ClientToServer, "math.add");
    QVERIFY(call > 0);
    watcher.controller.settle(call, TapVerdict::Send);
    const quint64 answer = watcher.held(TapDirection::ServerToClient, R"("result":3)");
    QVERIFY2(answer > 0, tap.process.readAll().constData());
    client.waitForReadyRead(300);
    QCOMPARE(client.readAll(), QByteArray());   // the answer waits
    const QByteArray edited = R"({"jsonrpc":"2.0","id":2,"result":4})";
    watcher.controller.settle(answer, TapVerdict::Edit, edited);
    const QByteArray received = readUntilClosed(client);
    QVERIFY2(received.startsWith("HTTP/1.1 200 OK\r\n") && received.endsWith(edited), received.constData());
    watcher.controller.detach();
    QCOMPARE(tap.stop(), 0);
}

void tst_TapCli::anEventOfAStreamIsHeld()
{
    // An MCP server answers in an event stream (chunked, as Node sends it): a progress
    // notification, a log message, the answer. A breakpoint on the server's messages holds
    // each before the client has a byte of it: the first (its lines ending in a bare CR) is
    // edited (its id and event lines stay), the second dropped, the third sent. The client reads a well-formed stream of what
    // was decided, and the session keeps what the client got.
    const QString script = nodeJsonRpcServer(QStringLiteral(
        "res.writeHead(200, {'Content-Type': 'text/event-stream'});"
        "  res.write('id: e1\\revent: message\\rdata: ' + JSON.stringify({jsonrpc: '2.0', method: 'notifications/progress',"
        "            params: {progressToken: 1, progress: 1}}) + '\\r\\r');"
        "  res.write('data: ' + JSON.stringify({jsonrpc: '2.0', method: 'notifications/message', params: {data: 'hidden'}}) + '\\n\\n');"
        "  res.end('data: ' + JSON.stringify({jsonrpc: '2.0', id: m.id, result: 'done'}) + '\\n\\n');"));
    const QString session = m_dir.filePath(QStringLiteral("held-event.rpcsession"));
    WatchedNodeTap node;
    QVERIFY2(node.startStoppingServer(script, session), qPrintable(node.error));

    QTcpSocket client;
    QVERIFY(node.connect(client));
    client.write(streamPost(R"({"jsonrpc":"2.0","id":1,"method":"work"})"));
    const quint64 progress = node.watcher.held(TapDirection::ServerToClient, "notifications/progress");
    QVERIFY2(progress > 0, node.tap.process.readAll().constData());
    QTRY_VERIFY((client.waitForReadyRead(50), client.bytesAvailable() > 0));
    QTest::qWait(200);
    QByteArray received = client.readAll();
    QVERIFY2(received.startsWith("HTTP/1.1 200 OK\r\n") && received.contains("text/event-stream")
                 && !received.contains("progress"), received.constData());   // the head, not the event
    const QByteArray edited = R"({"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":1,"progress":99}})";
    node.watcher.controller.settle(progress, TapVerdict::Edit, edited);
    const quint64 log = node.watcher.held(TapDirection::ServerToClient, "notifications/message");
    QVERIFY(log > progress);
    node.watcher.controller.settle(log, TapVerdict::Drop);
    const quint64 answer = node.watcher.held(TapDirection::ServerToClient, R"("result":"done")");
    QVERIFY(answer > log);
    node.watcher.controller.settle(answer, TapVerdict::Send);
    received += readUntilClosed(client);
    bool whole = false;
    const QList<QByteArray> events = eventsOfStream(received, &whole);
    QVERIFY2(whole, received.constData());
    QCOMPARE(events, QList<QByteArray>({edited, R"({"jsonrpc":"2.0","id":1,"result":"done"})"}));
    QVERIFY2(received.contains(QByteArray("id: e1\nevent: message\ndata: " + edited + "\n\n")), received.constData());
    QVERIFY(!received.contains("hidden"));
    QTRY_COMPARE(node.watcher.verdicts, QList<TapVerdict>({TapVerdict::Edit, TapVerdict::Drop, TapVerdict::Send}));

    node.watcher.controller.detach();
    QCOMPARE(node.tap.stop(), 0);
    const SessionReader::Session read = SessionReader::readAll(session);
    QCOMPARE(exchangesOf(read), QStringList({QStringLiteral("work=result")}));
    const auto exchange = std::find_if(read.entries.cbegin(), read.entries.cend(),
                                       [](const SessionEntry &entry) { return entry.type == SessionEntry::Type::Exchange; });
    QCOMPARE(exchange->notifications.size(), 1);
    QCOMPARE(exchange->notifications.first().message, edited);
}

void tst_TapCli::anInterimResponsePassesAtOnce()
{
    // A watched tap keeps an answer back until its head says whether a breakpoint may stop it;
    // the interim responses before that head (here 103 Early Hints and 102 Processing, a second
    // before the answer) reach the client as the server sends them, not with the answer.
    const QString script = nodeJsonRpcServer(QStringLiteral(
        "res.writeEarlyHints({link: '</schema.json>; rel=preload'}); res.writeProcessing();"
        "  setTimeout(() => { res.writeHead(200, {'Content-Type': 'application/json'});"
        "    res.end(JSON.stringify({jsonrpc: '2.0', id: m.id, result: 'slow'})); }, 1500);"));
    WatchedNodeTap node;
    QVERIFY2(node.startStoppingServer(script), qPrintable(node.error));

    QTcpSocket client;
    QVERIFY(node.connect(client));
    client.write(post(R"({"jsonrpc":"2.0","id":7,"method":"work"})"));
    QByteArray received;
    QTRY_VERIFY_WITH_TIMEOUT((received += client.readAll()).contains("HTTP/1.1 102 Processing\r\n\r\n"), 1200);
    QVERIFY2(received.startsWith("HTTP/1.1 103 Early Hints\r\n") && received.contains("rel=preload")
                 && !received.contains("200 OK"), received.constData());
    const quint64 answer = node.watcher.held(TapDirection::ServerToClient, R"("result":"slow")");
    QVERIFY(answer > 0);
    node.watcher.controller.settle(answer, TapVerdict::Send);
    QTRY_VERIFY_WITH_TIMEOUT((received += client.readAll()).contains(R"("result":"slow")"), 5000);
    QVERIFY2(received.indexOf("102 Processing") < received.indexOf("HTTP/1.1 200 OK"), received.constData());
    node.watcher.controller.detach();
    QCOMPARE(node.tap.stop(), 0);
}

void tst_TapCli::aMessageIsInjectedIntoAClientsStream()
{
    // Over HTTP the tap reaches a client only inside a stream the client opened: with none
    // open it says so; with an MCP client's GET stream open, an injected notification reaches
    // the client as an event, between the server's own, and the stream stays well formed.
    const QString script = QStringLiteral(
        "const http = require('http'); let stream = null;"
        "const server = http.createServer((req, res) => {"
        "  if (req.method === 'GET') { res.writeHead(200, {'Content-Type': 'text/event-stream'}); res.write(': open\\n\\n');"
        "    stream = res; return; }"
        "  let b = ''; req.on('data', (d) => b += d); req.on('end', () => { const m = JSON.parse(b);"
        "    if (m.method === 'poke' && stream) stream.write('data: ' + JSON.stringify({jsonrpc: '2.0', method: 'server/' + m.params.n}) + '\\n\\n');"
        "    if (m.method === 'finish' && stream) stream.end();"
        "    res.writeHead(200, {'Content-Type': 'application/json'}); res.end(JSON.stringify({jsonrpc: '2.0', id: m.id, result: 'ok'}));"
        "  }); });"
        "server.listen(0, '127.0.0.1', () => console.log('listening on http://127.0.0.1:' + server.address().port));");
    WatchedNodeTap node;
    QVERIFY2(node.start(script), qPrintable(node.error));
    QCOMPARE(node.watcher.hello.value(QStringLiteral("inject")).toString(), QStringLiteral("server-and-streams"));
    const QByteArray injected = R"({"jsonrpc":"2.0","method":"notifications/tools/list_changed"})";
    node.watcher.controller.inject(TapDirection::ServerToClient, injected);
    QTRY_COMPARE(node.watcher.problems.size(), 1);
    QVERIFY2(node.watcher.problems.first().contains(QStringLiteral("No event stream")), qPrintable(node.watcher.problems.first()));

    QTcpSocket listener;
    QVERIFY(node.connect(listener));
    listener.write("GET /mcp HTTP/1.1\r\nHost: x\r\nAccept: text/event-stream\r\n\r\n");
    QByteArray received;
    QTRY_VERIFY((listener.waitForReadyRead(50), received += listener.readAll(), received.contains(": open")));
    const auto call = [&node](const QByteArray &body) {
        QTcpSocket caller;
        caller.connectToHost(node.tap.url.host(), quint16(node.tap.url.port()));
        caller.write(post(body, true));
        return caller.waitForConnected(5000) && readUntilClosed(caller).contains(R"("result":"ok")");
    };
    QVERIFY(call(R"({"jsonrpc":"2.0","id":1,"method":"poke","params":{"n":"first"}})"));
    QTRY_VERIFY((listener.waitForReadyRead(50), received += listener.readAll(), received.contains("server/first")));
    node.watcher.controller.inject(TapDirection::ServerToClient, injected);
    QTRY_VERIFY((listener.waitForReadyRead(50), received += listener.readAll(), received.contains("list_changed")));
    QVERIFY(call(R"({"jsonrpc":"2.0","id":2,"method":"poke","params":{"n":"second"}})"));
    QVERIFY(call(R"({"jsonrpc":"2.0","id":3,"method":"finish"})"));
    QTRY_VERIFY_WITH_TIMEOUT((listener.waitForReadyRead(50), received += listener.readAll(), received.endsWith("\r\n0\r\n\r\n")),
                             10000);
    bool whole = false;
    const QList<QByteArray> events = eventsOfStream(received, &whole);
    QVERIFY2(whole, received.constData());
    QCOMPARE(events, QList<QByteArray>({R"({"jsonrpc":"2.0","method":"server/first"})", injected,
                                        R"({"jsonrpc":"2.0","method":"server/second"})"}));
    QTRY_VERIFY(std::any_of(node.watcher.messages.cbegin(), node.watcher.messages.cend(), [&injected](const TapMessage &m) {
        return m.injected && m.direction == TapDirection::ServerToClient && m.bytes == injected;
    }));
    QCOMPARE(node.watcher.problems.size(), 1);
    node.watcher.controller.detach();
    QCOMPARE(node.tap.stop(), 0);
}

void tst_TapCli::aServersRequestInAStreamIsAnsweredByHand()
{
    // An MCP server asks the client for its roots inside the stream of a call. Held at a
    // breakpoint and answered by hand, the question never reaches the client; the answer goes to
    // the server as the client's would (a POST), and the call's answer comes back in the stream.
    // An answer of the server's cannot be answered: refused in words.
    const QString script = rootsAskingServer();
    WatchedNodeTap node;
    QVERIFY2(node.startStoppingServer(script), qPrintable(node.error));
    QTcpSocket client;
    QVERIFY(node.connect(client));
    client.write(streamPost(R"({"jsonrpc":"2.0","id":7,"method":"ask"})"));
    const quint64 question = node.watcher.held(TapDirection::ServerToClient, "roots/list");
    QVERIFY2(question > 0, node.tap.process.readAll().constData());
    const QByteArray roots = R"({"jsonrpc":"2.0","id":"s1","result":{"roots":[{"uri":"urn:roots:by-hand"}]}})";
    node.watcher.controller.settle(question, TapVerdict::Answer, roots);
    const quint64 answer = node.watcher.held(TapDirection::ServerToClient, "by-hand");
    QVERIFY(answer > question);
    node.watcher.controller.settle(answer, TapVerdict::Answer, R"({"jsonrpc":"2.0","id":7,"result":{}})");
    QTRY_VERIFY(!node.watcher.problems.isEmpty());
    QVERIFY2(node.watcher.problems.last().contains(QStringLiteral("Only a request of the server's")), qPrintable(node.watcher.problems.last()));
    node.watcher.controller.settle(answer, TapVerdict::Send);
    const QByteArray received = readUntilClosed(client);
    bool whole = false;
    QCOMPARE(eventsOfStream(received, &whole),
             QList<QByteArray>({"{\"jsonrpc\":\"2.0\",\"id\":7,\"result\":{\"heard\":" + roots + "}}"}));
    QVERIFY2(whole, received.constData());
    QTRY_COMPARE(node.watcher.verdicts, QList<TapVerdict>({TapVerdict::Answer, TapVerdict::Send}));
    node.watcher.controller.detach();
    QCOMPARE(node.tap.stop(), 0);
}

void tst_TapCli::aStreamTheTapCannotCutPassesAsItCame()
{
    // While a window watches, event streams the tap cannot cut into events pass byte for byte:
    // the answer to a HEAD (no body, whatever its headers say) and a compressed stream. The
    // answers of one connection, pipelined, reach the client exactly as the server sent them.
    const QByteArray head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n";
    const QByteArray compressed = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nContent-Encoding: gzip\r\n"
                                  "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n5\r\n\x1f\x8b\x08zz\r\n0\r\n\r\n";
    const QString script = QStringLiteral(
        "const net = require('net');"
        "const server = net.createServer((s) => { let buf = '';"
        "  s.on('data', (d) => { buf += d.toString('latin1'); if (buf.split('\\r\\n\\r\\n').length < 3) return;"
        "    s.write(Buffer.from(process.argv[1], 'base64')); s.end(Buffer.from(process.argv[2], 'base64')); }); });"
        "server.listen(0, '127.0.0.1', () => console.log('listening on http://127.0.0.1:' + server.address().port));");
    WatchedNodeTap node;
    QVERIFY2(node.startStoppingServer(script, {}, {QString::fromLatin1(head.toBase64()), QString::fromLatin1(compressed.toBase64())}),
             qPrintable(node.error));
    QTcpSocket client;
    QVERIFY(node.connect(client));
    client.write("HEAD /mcp HTTP/1.1\r\nHost: x\r\n\r\nGET /mcp HTTP/1.1\r\nHost: x\r\nAccept: text/event-stream\r\n\r\n");
    const QByteArray received = readUntilClosed(client);
    QCOMPARE(received, head + compressed);
    node.watcher.controller.detach();
    QCOMPARE(node.tap.stop(), 0);
}

void tst_TapCli::aLargeEventPassesUnheld()
{
    // An event larger than a controller is shown (5 MiB) in a watched stream, with a breakpoint
    // on every server message: it is not held but passes on whole, whether or not its end came
    // in the read that passed the limit, and the small event after it is held as any other.
    const QString script = nodeJsonRpcServer(QStringLiteral(
        "res.writeHead(200, {'Content-Type': 'text/event-stream'});"
        "  res.write('data: ' + JSON.stringify({jsonrpc: '2.0', method: 'big', params: {b: 'b'.repeat(5 * 1024 * 1024)}}) + '\\n\\n');"
        "  res.end('data: ' + JSON.stringify({jsonrpc: '2.0', id: m.id, result: 'small'}) + '\\n\\n');"));
    WatchedNodeTap node;
    QVERIFY2(node.startStoppingServer(script), qPrintable(node.error));
    QTcpSocket client;
    QVERIFY(node.connect(client));
    client.write(streamPost(R"({"jsonrpc":"2.0","id":3,"method":"work"})"));
    const quint64 small = node.watcher.held(TapDirection::ServerToClient, R"("result":"small")");
    QVERIFY2(small > 0, node.tap.process.readAll().constData());
    node.watcher.controller.settle(small, TapVerdict::Send);
    const QByteArray received = readUntilClosed(client);
    bool whole = false;
    const QList<QByteArray> events = eventsOfStream(received, &whole);
    QVERIFY2(whole, qPrintable(QStringLiteral("%1 bytes: %2").arg(received.size()).arg(QString::fromLatin1(received.left(200)))));
    QCOMPARE(events.size(), 2);
    QCOMPARE(events.at(0).size(), qsizetype(5 * 1024 * 1024 + 50));
    QVERIFY(events.at(0).endsWith(QByteArray(QByteArray(1000, 'b') + "\"}}")));
    QCOMPARE(events.at(1), QByteArray(R"({"jsonrpc":"2.0","id":3,"result":"small"})"));
    for (const TapMessage &message : std::as_const(node.watcher.messages))
        QVERIFY(!(message.held && message.bytes.contains("bbbb")));
    QTRY_COMPARE(node.watcher.verdicts, QList<TapVerdict>({TapVerdict::Send}));
    node.watcher.controller.detach();
    QCOMPARE(node.tap.stop(), 0);
}

void tst_TapCli::aServerRequestInAnInjectedStreamIsRefused()
{
    // An injected request whose event stream asks the client something (roots/list) before
    // it answers: nobody but the tap can answer, so it refuses (-32601), the server goes on,
    // and the refusal and the answer are seen.
    const QString script = rootsAskingServer();
    WatchedNodeTap node;
    QVERIFY2(node.start(script), qPrintable(node.error));
    // A client's POST first: an injected request goes with its headers (it accepts streams).
    QTcpSocket client;
    QVERIFY(node.connect(client));
    const QByteArray hello = R"({"jsonrpc":"2.0","id":1,"method":"hello"})";
    client.write("POST /mcp HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nAccept: application/json, "
                 "text/event-stream\r\nConnection: close\r\nContent-Length: "
                 + QByteArray::number(hello.size()) + "\r\n\r\n" + hello);
    QVERIFY(readUntilClosed(client).contains(R"("result":"ok")"));
    node.watcher.controller.inject(TapDirection::ClientToServer, R"({"jsonrpc":"2.0","id":9,"method":"ask"})");
    const auto seenWhere = [&node](const std::function<bool(const TapMessage &)> &wanted) {
        return std::any_of(node.watcher.messages.cbegin(), node.watcher.messages.cend(), wanted);
    };
    QTRY_VERIFY_WITH_TIMEOUT(seenWhere([](const TapMessage &m) {
        return m.direction == TapDirection::ServerToClient && m.bytes.contains("roots/list");
    }), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(seenWhere([](const TapMessage &m) {
        return m.injected && m.direction == TapDirection::ClientToServer && m.bytes.contains(R"("id":"s1")")
            && m.bytes.contains("-32601");
    }), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(seenWhere([](const TapMessage &m) {
        return m.direction == TapDirection::ServerToClient && m.bytes.contains(R"("id":9)") && m.bytes.contains("-32601");
    }), 10000);
    node.watcher.controller.detach();
    QCOMPARE(node.tap.stop(), 0);
}

void tst_TapCli::aHeldHttpAnswerAlwaysEnds()
{
    // An upstream in HTTP/1.0 style: each answer ends with the connection, no length given.
    // Such an answer is held as any other and goes out edited once decided; one nobody decides
    // goes out unchanged after the hold timeout; one larger than a controller is shown passes
    // on unheld, whole.
    const QString script = QStringLiteral(
        "const net = require('net');"
        "const server = net.createServer((s) => { let buf = '';"
        "  s.on('data', (d) => { buf += d; const end = buf.indexOf('\\r\\n\\r\\n'); if (end < 0) return;"
        "    const length = +(/content-length: *(\\d+)/i.exec(buf)[1]); if (buf.length < end + 4 + length) return;"
        "    const m = JSON.parse(buf.slice(end + 4, end + 4 + length));"
        "    s.end('HTTP/1.1 200 OK\\r\\nContent-Type: application/json\\r\\nConnection: close\\r\\n\\r\\n'"
        "          + JSON.stringify({jsonrpc: '2.0', id: m.id, result: m.params})); }); });"
        "server.listen(0, '127.0.0.1', () => console.log('listening on http://127.0.0.1:' + server.address().port));");
    WatchedNodeTap node;
    QVERIFY2(node.start(script), qPrintable(node.error));
    const TapBreakpoints answers({TapBreakpoint{QString(), TapBreakpoint::Direction::ServerToClient}});
    node.watcher.controller.setBreakpoints(answers, 30000);
    QTest::qWait(200);
    const auto ask = [&node](QTcpSocket &client, const QByteArray &body) {
        client.connectToHost(node.tap.url.host(), quint16(node.tap.url.port()));
        client.write(post(body));
        return client.waitForConnected(5000);
    };

    QTcpSocket first;
    QVERIFY(ask(first, R"({"jsonrpc":"2.0","id":1,"method":"echo","params":["closed"]})"));
    const quint64 held = node.watcher.held(TapDirection::ServerToClient, "closed");
    QVERIFY2(held > 0, node.tap.process.readAll().constData());
    const QByteArray edited = R"({"jsonrpc":"2.0","id":1,"result":"edited"})";
    node.watcher.controller.settle(held, TapVerdict::Edit, edited);
    const QByteArray got = readUntilClosed(first);
    QVERIFY2(got.startsWith("HTTP/1.1 200 OK\r\n") && got.endsWith(QByteArray("\r\n\r\n" + edited))
                 && got.contains(QByteArray("\r\nContent-Length: " + QByteArray::number(edited.size()) + "\r\n")),
             got.constData());

    node.watcher.controller.setBreakpoints(answers, 300);
    QTest::qWait(200);
    QTcpSocket second;
    QVERIFY(ask(second, R"({"jsonrpc":"2.0","id":2,"method":"echo","params":["undecided"]})"));
    QVERIFY(node.watcher.held(TapDirection::ServerToClient, "undecided") > 0);
    const QByteArray late = readUntilClosed(second);
    QVERIFY2(late.endsWith(R"({"jsonrpc":"2.0","id":2,"result":["undecided"]})"), late.constData());
    QTRY_VERIFY(node.watcher.verdicts.contains(TapVerdict::TimedOut));

    const QByteArray big(5 * 1024 * 1024, 'b');
    QTcpSocket third;
    QVERIFY(ask(third, R"({"jsonrpc":"2.0","id":3,"method":"echo","params":[")" + big + "\"]}"));
    const QByteArray whole = readUntilClosed(third);
    QVERIFY2(whole.endsWith(QByteArray(big + "\"]}")), whole.left(300).constData());
    for (const TapMessage &message : std::as_const(node.watcher.messages))
        QVERIFY(!(message.held && message.bytes.contains("bbbb")));
    QCOMPARE(node.tap.stop(), 0);
}

void tst_TapCli::anEditedHttpRequestIsWellFormed()
{
    // Node's HTTP parser is strict (a bare CR is a 400): an edited request reaches it whole,
    // with CRLF lines and a length that fits, whatever the client's own header order was.
    const QString script = QStringLiteral(
        "const http = require('http');"
        "const server = http.createServer((req, res) => { let body = '';"
        "  req.on('data', (d) => body += d); req.on('end', () => { const m = JSON.parse(body);"
        "    res.writeHead(200, {'Content-Type': 'application/json'});"
        "    res.end(JSON.stringify({jsonrpc: '2.0', id: m.id, result: m.params})); }); });"
        "server.listen(0, '127.0.0.1', () => console.log('listening on http://127.0.0.1:' + server.address().port));");
    WatchedNodeTap node;
    QVERIFY2(node.start(script), qPrintable(node.error));
    TapControlClient &controller = node.watcher.controller;
    controller.setBreakpoints(TapBreakpoints({TapBreakpoint{QStringLiteral("echo"), TapBreakpoint::Direction::ClientToServer}}),
                              30000);
    QTest::qWait(200);
    // Chunked, with Content-Length nowhere and the framing header last (the one an edit replaces).
    const QByteArray body = R"({"jsonrpc":"2.0","id":1,"method":"echo","params":["as sent"]})";
    QTcpSocket client;
    QVERIFY(node.connect(client));
    client.write("POST /rpc HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nConnection: close\r\n"
                 "Transfer-Encoding: chunked\r\n\r\n" + QByteArray::number(body.size(), 16) + "\r\n" + body + "\r\n0\r\n\r\n");
    const quint64 held = node.watcher.held(TapDirection::ClientToServer, body);
    QVERIFY(held > 0);
    controller.settle(held, TapVerdict::Edit, R"({"jsonrpc":"2.0","id":1,"method":"echo","params":["as edited"]})");
    const QByteArray answer = readUntilClosed(client);
    QVERIFY2(answer.startsWith("HTTP/1.1 200") && answer.contains(R"("result":["as edited"])"), answer.constData());
    QCOMPARE(node.tap.stop(), 0);
}

void tst_TapCli::theDemoHostShowsATap()
{
    // The demo program plays a host against its own MCP face through the tap: no third party.
    const QString session = m_dir.filePath(QStringLiteral("demohost.rpcsession"));
    const ProgramRun host = ProgramRun::of(
        Demo, {QStringLiteral("--host"), QStringLiteral("--"), Cli, QStringLiteral("tap"), QStringLiteral("--record"), session,
               QStringLiteral("--"), Demo, QStringLiteral("--stdio"), QStringLiteral("--mcp")});
    QVERIFY2(host.exitCode == 0, QByteArray(host.out + host.err).constData());
    QVERIFY2(host.out.contains("\"text\":\"42\""), host.out.constData());
    const SessionReader::Session read = SessionReader::readAll(session);
    QCOMPARE(exchangesOf(read),
             QStringList({QStringLiteral("initialize=result"), QStringLiteral("notifications/initialized=notification"),
                          QStringLiteral("tools/list=result"), QStringLiteral("tools/call=result"),
                          QStringLiteral("tools/call=result"), QStringLiteral("ping=result")}));
    // Without a command it says what it needs.
    const ProgramRun usage = ProgramRun::of(Demo, {QStringLiteral("--host")});
    QCOMPARE(usage.exitCode, 2);
}

QTEST_GUILESS_MAIN(tst_TapCli)
#include "tst_tapcli.moc"
