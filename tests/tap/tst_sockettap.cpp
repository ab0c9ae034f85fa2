// `rpcscope-cli tap --listen … --upstream tcp://…|unix:…` between a client (this test, on a
// real socket) and real socket servers: the demo's socket face, jayson's TCP server and a
// geth-like IPC server (tests/npm, pinned), and peers in this test that keep a connection or
// refuse it. Every byte passes unchanged both ways, a client's end reaches the server, and
// each connection's conversation lands in the session file.

#include "lib/session/sessionreader.h"
#include "lib/tap/tapchannel.h"
#include "lib/tap/tapcontrolclient.h"
#include "support/listeningserver.h"
#include "support/programrun.h"
#include "support/sessionexchanges.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonObject>
#include <QLocalSocket>
#include <QProcess>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QUrl>

#include <csignal>
#include <cstring>
#include <memory>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

using namespace RpcScope;
using TestSupport::ProgramRun;
using TestSupport::exchangesOf;

namespace {

const QString Cli = QStringLiteral(RPCSCOPE_CLI);
const QString Demo = QStringLiteral(RPCSCOPE_DEMO_SERVER);

QString peer(const char *name)
{
    return QStringLiteral(RPCSCOPE_SOURCE_DIR "/tests/npm/peers/") + QLatin1String(name);
}

QString tlsFile(const char *name)
{
    return QStringLiteral(RPCSCOPE_SOURCE_DIR "/tests/data/tls/") + QLatin1String(name);
}

/// The plain demo API's conversation with a line of binary garbage in it; deterministic.
QByteArray plainConversation()
{
    return QByteArrayLiteral(
        "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"math.add\",\"params\":[2,3]}\n"
        "{\"jsonrpc\":\"2.0\",\"method\":\"demo.echo\",\"params\":[\"note\"]}\n"
        "[{\"jsonrpc\":\"2.0\",\"id\":\"b1\",\"method\":\"demo.echo\",\"params\":{\"x\":1.50}},"
        "{\"jsonrpc\":\"2.0\",\"id\":\"b2\",\"method\":\"math.multiply\",\"params\":[6,7]}]\n"
        "\x01\xff\xfe binary \x7f\n"
        "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"no.such\"}\n"
        "{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"demo.types\"}\n");
}

/// A client connection to tcp://HOST:PORT or unix:PATH.
std::unique_ptr<QIODevice> connectTo(const QString &address)
{
    if (address.startsWith(QLatin1String("unix:"))) {
        auto socket = std::make_unique<QLocalSocket>();
        socket->connectToServer(address.mid(5));
        if (!socket->waitForConnected(5000))
            return nullptr;
        return socket;
    }
    const QUrl url(address);
    auto socket = std::make_unique<QTcpSocket>();
    socket->connectToHost(url.host(), quint16(url.port()));
    if (!socket->waitForConnected(5000))
        return nullptr;
    return socket;
}

bool isOpen(QIODevice *device)
{
    if (auto *tcp = qobject_cast<QTcpSocket *>(device))
        return tcp->state() == QAbstractSocket::ConnectedState;
    return static_cast<QLocalSocket *>(device)->state() == QLocalSocket::ConnectedState;
}

/// Ends what \a device sends (the peer reads its end) and keeps reading.
void endSending(QIODevice *device)
{
    device->waitForBytesWritten(5000);
    const qintptr descriptor = qobject_cast<QTcpSocket *>(device)
        ? static_cast<QTcpSocket *>(device)->socketDescriptor()
        : static_cast<QLocalSocket *>(device)->socketDescriptor();
    ::shutdown(int(descriptor), SHUT_WR);
}

/// Reads from \a device until its peer closes, or \a timeoutMs.
QByteArray readToEnd(QIODevice *device, int timeoutMs = 10000)
{
    QByteArray in;
    const QDeadlineTimer deadline(timeoutMs);
    while (isOpen(device) && !deadline.hasExpired()) {
        device->waitForReadyRead(50);
        in += device->readAll();
        QCoreApplication::processEvents();
    }
    return in + device->readAll();
}

/// Sends \a bytes in pieces of \a piece bytes to \a address, ends sending, and returns
/// everything the server said until it closed.
QByteArray converse(const QString &address, const QByteArray &bytes, int piece = 7)
{
    const std::unique_ptr<QIODevice> client = connectTo(address);
    if (!client)
        return "(no connection)";
    for (qsizetype at = 0; at < bytes.size(); at += piece) {
        client->write(bytes.mid(at, piece));
        client->waitForBytesWritten(1000);
    }
    endSending(client.get());
    return readToEnd(client.get());
}

/// A listening program (a peer, the tap), ended with SIGTERM when this goes.
struct Running
{
    QProcess process;
    QString address;
    QByteArray said;

    bool start(const QString &program, const QStringList &arguments)
    {
        address = TestSupport::startListening(&process, program, arguments, &said);
        return !address.isEmpty();
    }
    /// SIGTERM, and what it said on stderr; its exit code in \a exitCode.
    QByteArray stop(int *exitCode = nullptr)
    {
        if (process.state() != QProcess::NotRunning) {
            ::kill(pid_t(process.processId()), SIGTERM);
            if (!process.waitForFinished(10000)) {
                process.kill();
                process.waitForFinished();
            }
        }
        if (exitCode)
            *exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
        return process.readAllStandardError();
    }
    ~Running() { stop(); }
};

/// A peer in node that reads and answers nothing (half-open: it keeps its side when the client
/// ends); with \a bigOn "end" or "data" it writes \a mebibytes MiB and closes when the client
/// ends, or at its first bytes.
QStringList quietPeer(const QString &bigOn = {}, int mebibytes = 20)
{
    return {QStringLiteral("-e"),
            QStringLiteral("const big = Buffer.alloc(%1 * 1024 * 1024, 'x'); const on = process.argv[1];"
                           "const s = require('net').createServer({allowHalfOpen: true}, (c) => {"
                           "  c.on('data', () => { if (on === 'data') c.end(big); });"
                           "  c.on('end', () => { if (on === 'end') c.end(big); }); });"
                           "s.listen(0, '127.0.0.1', () => console.log('listening on tcp://127.0.0.1:' + s.address().port));")
                .arg(mebibytes),
            bigOn.isEmpty() ? QStringLiteral("none") : bigOn};
}

} // namespace

class tst_SocketTap final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyBytePassesBothWays_data();
    void everyBytePassesBothWays();
    void aThirdPartyServerIsTapped_data();
    void aThirdPartyServerIsTapped();
    void concatenatedValuesWithPushesAfterTheAnswer();
    void eachConnectionIsAConversationOfItsOwn();
    void theDemoServesOthersWhileAClientReadsNothing();
    void aServerThatKeepsTheConnectionIsDroppedAfterTheGrace();
    void aRefusedUpstreamIsSaidAndRecorded();
    void aTlsUpstreamIsVerified();
    void aSlowClientGetsTheWholeLastAnswer();
    void aClientThatReadsNothingIsLetGo();
    void endingTheTapEndsEveryConnection();
    void aConnectionIsHeldAndEditedAtABreakpoint();
    void whereTheTapListensIsChecked();

private:
    QString path(const QString &name) const { return m_dir.filePath(name); }

    QTemporaryDir m_dir;
};

void tst_SocketTap::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY2(QFile::exists(QStringLiteral(RPCSCOPE_SOURCE_DIR "/tests/npm/node_modules/jayson/package.json")),
             "jayson is missing: run scripts/install-deps.sh");
}

void tst_SocketTap::everyBytePassesBothWays_data()
{
    QTest::addColumn<QString>("serverAt");
    QTest::addColumn<QString>("tapAt");
    QTest::newRow("tcp to tcp") << QStringLiteral("tcp://127.0.0.1:0") << QStringLiteral("tcp://127.0.0.1:0");
    QTest::newRow("unix to tcp") << QStringLiteral("tcp://127.0.0.1:0") << QStringLiteral("unix:") + path(QStringLiteral("t1.sock"));
    QTest::newRow("unix to unix") << QStringLiteral("unix:") + path(QStringLiteral("d1.sock"))
                                  << QStringLiteral("unix:") + path(QStringLiteral("t2.sock"));
}

void tst_SocketTap::everyBytePassesBothWays()
{
    QFETCH(QString, serverAt);
    QFETCH(QString, tapAt);
    Running demo;
    QVERIFY2(demo.start(Demo, {QStringLiteral("--socket"), serverAt}), demo.said.constData());
    const QString session = path(QStringLiteral("bytes-%1.rpcsession").arg(QString::fromLatin1(QTest::currentDataTag())).replace(u' ', u'-'));
    Running tap;
    QVERIFY2(tap.start(Cli, {QStringLiteral("tap"), QStringLiteral("--record"), session, QStringLiteral("--listen"), tapAt,
                             QStringLiteral("--upstream"), demo.address}),
             tap.said.constData());
    if (tapAt.startsWith(u"unix:")) {
        QCOMPARE(tap.address, tapAt);
        // Only this user may connect to what the tap carries.
        struct stat info{};
        QCOMPARE(::stat(QFile::encodeName(tapAt.mid(5)).constData(), &info), 0);
        QCOMPARE(info.st_mode & (S_IRWXG | S_IRWXO), 0u);
    }

    const QByteArray direct = converse(demo.address, plainConversation());
    const QByteArray tapped = converse(tap.address, plainConversation());
    QVERIFY2(direct.contains("\"result\":5") && direct.contains("\"code\":-32700"), direct.constData());
    QCOMPARE(tapped, direct);

    int exitCode = -1;
    tap.stop(&exitCode);
    QCOMPARE(exitCode, 0);
    if (tapAt.startsWith(u"unix:"))
        QVERIFY2(!QFileInfo::exists(tapAt.mid(5)), "the socket goes with the tap");
    const SessionReader::Session read = SessionReader::readAll(session);
    QVERIFY(read.problems.isEmpty());
    // In the order they completed: the notification at once, the garbage line with its error.
    QStringList exchanges = exchangesOf(read);
    exchanges.sort();
    QCOMPARE(exchanges, QStringList({QStringLiteral("=error"), QStringLiteral("demo.echo, math.multiply=result"),
                                     QStringLiteral("demo.echo=notification"), QStringLiteral("demo.types=result"),
                                     QStringLiteral("math.add=result"), QStringLiteral("no.such=error")}));
    for (const SessionEntry &entry : read.entries) {
        if (entry.type != SessionEntry::Type::Exchange)
            continue;
        QCOMPARE(entry.endpoint, demo.address);
        QCOMPARE(entry.transport, Transport::Kind::Socket);
    }
}

void tst_SocketTap::aThirdPartyServerIsTapped_data()
{
    QTest::addColumn<bool>("unixSocket");
    QTest::newRow("jayson on tcp") << false;
    QTest::newRow("jayson on a unix socket") << true;
}

void tst_SocketTap::aThirdPartyServerIsTapped()
{
    QFETCH(bool, unixSocket);
    Running jayson;
    QStringList arguments{peer("jayson-server.js")};
    if (unixSocket)
        arguments.append(path(QStringLiteral("jayson.sock")));
    QVERIFY2(jayson.start(QStringLiteral("node"), arguments), jayson.said.constData());
    const QString session = path(unixSocket ? QStringLiteral("jayson-unix.rpcsession") : QStringLiteral("jayson-tcp.rpcsession"));
    Running tap;
    // A Unix socket is tapped on a Unix socket (a port would open it to every user).
    const QString listen = unixSocket ? QStringLiteral("unix:") + path(QStringLiteral("jayson-tap.sock"))
                                      : QStringLiteral("tcp://127.0.0.1:0");
    QVERIFY2(tap.start(Cli, {QStringLiteral("tap"), QStringLiteral("--record"), session, QStringLiteral("--listen"), listen,
                             QStringLiteral("--upstream"), jayson.address}),
             tap.said.constData());
    // The command line through the tap, as through nothing.
    const ProgramRun call = ProgramRun::of(Cli, {QStringLiteral("call"), tap.address, QStringLiteral("add"), QStringLiteral("[40,2]")});
    QVERIFY2(call.exitCode == 0, call.err.constData());
    QVERIFY2(call.out.contains("\"result\": 42"), call.out.constData());
    const ProgramRun missing = ProgramRun::of(Cli, {QStringLiteral("call"), tap.address, QStringLiteral("nope")});
    QVERIFY2(missing.out.contains("-32601"), missing.out.constData());
    tap.stop();
    QCOMPARE(exchangesOf(SessionReader::readAll(session)),
             QStringList({QStringLiteral("add=result"), QStringLiteral("nope=error")}));
}

void tst_SocketTap::concatenatedValuesWithPushesAfterTheAnswer()
{
    // geth's IPC: values back to back, written in 5-byte pieces, pushes after the answer.
    Running ipc;
    QVERIFY2(ipc.start(QStringLiteral("node"), {peer("ipc-server.js"), path(QStringLiteral("geth.ipc"))}), ipc.said.constData());
    const QString session = path(QStringLiteral("ipc.rpcsession"));
    Running tap;
    QVERIFY2(tap.start(Cli, {QStringLiteral("tap"), QStringLiteral("--record"), session, QStringLiteral("--framing"),
                             QStringLiteral("concatenated"), QStringLiteral("--listen"),
                             QStringLiteral("unix:") + path(QStringLiteral("tapped.ipc")), QStringLiteral("--upstream"),
                             ipc.address}),
             tap.said.constData());
    const ProgramRun call = ProgramRun::of(
        Cli, {QStringLiteral("call"), tap.address, QStringLiteral("eth_subscribe"), QStringLiteral(R"(["newHeads"])"),
              QStringLiteral("--framing"), QStringLiteral("concatenated"), QStringLiteral("--listen"), QStringLiteral("1500")});
    QVERIFY2(call.exitCode == 0, QByteArray(call.err + call.out).constData());
    QVERIFY2(call.out.count("eth_subscription") == 2, call.out.constData());
    tap.stop();
    const SessionReader::Session read = SessionReader::readAll(session);
    QCOMPARE(exchangesOf(read), QStringList({QStringLiteral("eth_subscribe=result")}));
    int pushes = 0;
    for (const SessionEntry &entry : read.entries) {
        // Each message is written once, as a message line an exchange may refer to.
        if (entry.type == SessionEntry::Type::Message && entry.message.contains("eth_subscription"))
            ++pushes;
    }
    QCOMPARE(pushes, 2);
}

void tst_SocketTap::eachConnectionIsAConversationOfItsOwn()
{
    Running demo;
    QVERIFY2(demo.start(Demo, {QStringLiteral("--socket"), QStringLiteral("tcp://127.0.0.1:0")}), demo.said.constData());
    const QString session = path(QStringLiteral("two.rpcsession"));
    Running tap;
    QVERIFY2(tap.start(Cli, {QStringLiteral("tap"), QStringLiteral("--record"), session, QStringLiteral("--listen"),
                             QStringLiteral("127.0.0.1:0"), QStringLiteral("--upstream"), demo.address}),
             tap.said.constData());
    // Two clients at once, both with id 1: each answer goes to its own client.
    const std::unique_ptr<QIODevice> first = connectTo(tap.address);
    const std::unique_ptr<QIODevice> second = connectTo(tap.address);
    QVERIFY(first && second);
    first->write(R"({"jsonrpc":"2.0","id":1,"method":"math.add","params":[1,1]})" "\n");
    second->write(R"({"jsonrpc":"2.0","id":1,"method":"math.add","params":[20,22]})" "\n");
    endSending(second.get());
    endSending(first.get());
    QCOMPARE(readToEnd(second.get()), QByteArray(R"({"jsonrpc":"2.0","id":1,"result":42})" "\n"));
    QCOMPARE(readToEnd(first.get()), QByteArray(R"({"jsonrpc":"2.0","id":1,"result":2})" "\n"));
    tap.stop();
    const SessionReader::Session read = SessionReader::readAll(session);
    QStringList bodies;
    for (const SessionEntry &entry : read.entries)
        bodies.append(QString::fromUtf8(entry.body));
    bodies.sort();
    QCOMPARE(bodies, QStringList({QStringLiteral(R"({"jsonrpc":"2.0","id":1,"result":2})"),
                                  QStringLiteral(R"({"jsonrpc":"2.0","id":1,"result":42})")}));
}

void tst_SocketTap::theDemoServesOthersWhileAClientReadsNothing()
{
    // One client asks for megabytes and reads none of them: the demo's socket face stops
    // reading that client instead of waiting on it, and answers the next one at once.
    Running demo;
    QVERIFY2(demo.start(Demo, {QStringLiteral("--socket"), QStringLiteral("tcp://127.0.0.1:0")}), demo.said.constData());
    const std::unique_ptr<QIODevice> deaf = connectTo(demo.address);
    QVERIFY(deaf);
    static_cast<QTcpSocket *>(deaf.get())->setReadBufferSize(1024);   // TCP holds the rest back
    const QByteArray text(16 * 1024, 'x');
    QByteArray requests;
    for (int id = 1; id <= 2000; ++id) {
        requests += R"({"jsonrpc":"2.0","id":)" + QByteArray::number(id) + R"(,"method":"demo.echo","params":{"text":")"
            + text + "\"}}\n";
    }
    deaf->write(requests);   // 32 MB of answers asked for
    QTest::qWait(500);
    const std::unique_ptr<QIODevice> other = connectTo(demo.address);
    QVERIFY(other);
    other->write(R"({"jsonrpc":"2.0","id":1,"method":"math.add","params":[20,22]})" "\n");
    endSending(other.get());
    QCOMPARE(readToEnd(other.get(), 5000), QByteArray(R"({"jsonrpc":"2.0","id":1,"result":42})" "\n"));
}

void tst_SocketTap::aServerThatKeepsTheConnectionIsDroppedAfterTheGrace()
{
    // A peer that reads and never closes its side, whatever the client does (half-open).
    Running deaf;
    QVERIFY2(deaf.start(QStringLiteral("node"),
                        {QStringLiteral("-e"),
                         QStringLiteral("const s = require('net').createServer({allowHalfOpen: true}, (c) => {"
                                        "  c.on('data', () => {}); c.on('end', () => console.error('client ended')); });"
                                        "s.listen(0, '127.0.0.1', () => console.log('listening on tcp://127.0.0.1:' + s.address().port));")}),
             deaf.said.constData());
    QProcess process;
    const QString address = TestSupport::startListening(
        &process, Cli,
        {QStringLiteral("tap"), QStringLiteral("--grace"), QStringLiteral("300"), QStringLiteral("--listen"),
         QStringLiteral("127.0.0.1:0"), QStringLiteral("--upstream"), deaf.address});
    QVERIFY(!address.isEmpty());
    const std::unique_ptr<QIODevice> client = connectTo(address);
    QVERIFY(client);
    client->write(R"({"jsonrpc":"2.0","id":1,"method":"wait"})" "\n");
    endSending(client.get());
    QElapsedTimer clock;
    clock.start();
    QCOMPARE(readToEnd(client.get(), 8000), QByteArray());
    QVERIFY2(clock.elapsed() < 5000, "the client is let go after the grace");
    // The peer saw the client's end.
    QTRY_VERIFY((deaf.said += deaf.process.readAllStandardError()).contains("client ended"));
    ::kill(pid_t(process.processId()), SIGTERM);
    QVERIFY(process.waitForFinished(10000));
    const QByteArray err = process.readAllStandardError();
    QVERIFY2(err.contains("kept the connection open 300 ms after the client's end"), err.constData());
}

void tst_SocketTap::aRefusedUpstreamIsSaidAndRecorded()
{
    QTcpServer probe;
    QVERIFY(probe.listen(QHostAddress::LocalHost));
    const quint16 closed = probe.serverPort();
    probe.close();
    const QString session = path(QStringLiteral("refused.rpcsession"));
    Running tap;
    QVERIFY2(tap.start(Cli, {QStringLiteral("tap"), QStringLiteral("--record"), session, QStringLiteral("--grace"),
                             QStringLiteral("400"), QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"),
                             QStringLiteral("--upstream"), QStringLiteral("tcp://127.0.0.1:%1").arg(closed)}),
             tap.said.constData());
    const std::unique_ptr<QIODevice> client = connectTo(tap.address);
    QVERIFY(client);
    // Written as the refusal comes, or after it: either way on record.
    client->write(R"({"jsonrpc":"2.0","id":1,"method":"ping"})" "\n");
    // The connection it cannot carry on is closed after the grace: the client is not left waiting.
    QElapsedTimer clock;
    clock.start();
    QCOMPARE(readToEnd(client.get(), 8000), QByteArray());
    QVERIFY(clock.elapsed() < 5000);
    QVERIFY(!isOpen(client.get()));
    // The tap serves on: the next client is told the same.
    QCOMPARE(converse(tap.address, R"({"jsonrpc":"2.0","id":2,"method":"ping"})" "\n"), QByteArray());
    int exitCode = -1;
    const QByteArray err = tap.stop(&exitCode);
    QCOMPARE(exitCode, 0);
    QVERIFY2(err.contains("Could not connect to tcp://127.0.0.1:"), err.constData());
    const SessionReader::Session read = SessionReader::readAll(session);
    QCOMPARE(exchangesOf(read), QStringList({QStringLiteral("ping=transport-error"), QStringLiteral("ping=transport-error")}));
    for (const SessionEntry &entry : read.entries) {
        if (entry.type == SessionEntry::Type::Exchange)
            QCOMPARE(entry.errorKind, QStringLiteral("connection-refused"));
    }
}

void tst_SocketTap::aTlsUpstreamIsVerified()
{
    // jayson's TLS socket server with a certificate of the test authority, which no system trusts.
    Running jayson;
    QVERIFY2(jayson.start(QStringLiteral("node"), {peer("jayson-tls-server.js"), QStringLiteral("tls"),
                                                   tlsFile("server.pem"), tlsFile("server.key")}),
             jayson.said.constData());
    QVERIFY(jayson.address.startsWith(QLatin1String("tls+tcp://127.0.0.1:")));
    {
        Running refusing;
        QVERIFY2(refusing.start(Cli, {QStringLiteral("tap"), QStringLiteral("--grace"), QStringLiteral("300"),
                                      QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"), QStringLiteral("--upstream"),
                                      jayson.address}),
                 refusing.said.constData());
        const ProgramRun call = ProgramRun::of(Cli, {QStringLiteral("call"), refusing.address, QStringLiteral("add"),
                                                     QStringLiteral("[1,2]"), QStringLiteral("--timeout"), QStringLiteral("5000")});
        QVERIFY(call.exitCode != 0);
        const QByteArray err = refusing.stop();
        // In words: whose certificate, who issued it, why it is not taken.
        QVERIFY2(err.contains("an authority you do not trust"), err.constData());
    }
    const QString session = path(QStringLiteral("tls.rpcsession"));
    Running tap;
    QVERIFY2(tap.start(Cli, {QStringLiteral("tap"), QStringLiteral("--record"), session, QStringLiteral("--cacert"),
                             tlsFile("ca.pem"), QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"),
                             QStringLiteral("--upstream"), jayson.address}),
             tap.said.constData());
    const ProgramRun call = ProgramRun::of(Cli, {QStringLiteral("call"), tap.address, QStringLiteral("add"), QStringLiteral("[1,2]")});
    QVERIFY2(call.exitCode == 0, call.err.constData());
    QVERIFY2(call.out.contains("\"result\": 3"), call.out.constData());
    tap.stop();
    const SessionReader::Session read = SessionReader::readAll(session);
    QCOMPARE(exchangesOf(read), QStringList({QStringLiteral("add=result")}));
    QCOMPARE(read.entries.first().endpoint, jayson.address);
}

void tst_SocketTap::aSlowClientGetsTheWholeLastAnswer()
{
    // The upstream answers the client's end with 20 MiB; the client reads nothing for a while.
    // The tap holds the upstream back meanwhile, and no grace may cut the answer short.
    Running peer;
    QVERIFY2(peer.start(QStringLiteral("node"), quietPeer(QStringLiteral("end"))), peer.said.constData());
    Running tap;
    QVERIFY2(tap.start(Cli, {QStringLiteral("tap"), QStringLiteral("--grace"), QStringLiteral("300"), QStringLiteral("--listen"),
                             QStringLiteral("127.0.0.1:0"), QStringLiteral("--upstream"), peer.address}),
             tap.said.constData());
    const std::unique_ptr<QIODevice> client = connectTo(tap.address);
    QVERIFY(client);
    client->write("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"dump\"}\n");
    endSending(client.get());
    QThread::msleep(1500);   // five graces without reading
    QCOMPARE(readToEnd(client.get(), 20000).size(), qsizetype(20 * 1024 * 1024));
    const QByteArray err = tap.stop();
    QVERIFY2(!err.contains("kept the connection open"), err.constData());
}

void tst_SocketTap::aClientThatReadsNothingIsLetGo()
{
    // The upstream writes 3 MiB and closes; the tap has all of it, the client reads nothing (a
    // Unix socket's small buffers fill at once). The tap lets it go after the grace instead of
    // holding the connection and its buffers forever.
    Running peer;
    QVERIFY2(peer.start(QStringLiteral("node"), quietPeer(QStringLiteral("data"), 3)), peer.said.constData());
    Running tap;
    QVERIFY2(tap.start(Cli, {QStringLiteral("tap"), QStringLiteral("--grace"), QStringLiteral("300"), QStringLiteral("--listen"),
                             QStringLiteral("unix:") + path(QStringLiteral("unread.sock")), QStringLiteral("--upstream"),
                             peer.address}),
             tap.said.constData());
    QLocalSocket client;
    client.setReadBufferSize(64 * 1024);   // Qt reads no further: the kernel's buffers fill
    client.connectToServer(tap.address.mid(5));
    QVERIFY(client.waitForConnected(5000));
    client.write("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"dump\"}\n");
    QVERIFY(client.waitForBytesWritten(5000));
    QByteArray err;
    QTRY_VERIFY_WITH_TIMEOUT((err += tap.process.readAllStandardError()).contains("did not read the server's last"), 15000);
}

void tst_SocketTap::endingTheTapEndsEveryConnection()
{
    // Three clients wait for answers that never come; SIGTERM ends the tap, and every open
    // request of every connection is on record as ended, none lost.
    Running peer;
    QVERIFY2(peer.start(QStringLiteral("node"), quietPeer()), peer.said.constData());
    const QString session = path(QStringLiteral("ended.rpcsession"));
    Running tap;
    QVERIFY2(tap.start(Cli, {QStringLiteral("tap"), QStringLiteral("--record"), session, QStringLiteral("--listen"),
                             QStringLiteral("127.0.0.1:0"), QStringLiteral("--upstream"), peer.address}),
             tap.said.constData());
    std::vector<std::unique_ptr<QIODevice>> clients;
    for (int i = 1; i <= 3; ++i) {
        clients.push_back(connectTo(tap.address));
        QVERIFY(clients.back());
        clients.back()->write("{\"jsonrpc\":\"2.0\",\"id\":" + QByteArray::number(i) + ",\"method\":\"wait\"}\n");
        QVERIFY(clients.back()->waitForBytesWritten(5000));
    }
    QThread::msleep(300);   // every request has reached the tap
    QElapsedTimer clock;
    clock.start();
    int exitCode = -1;
    tap.stop(&exitCode);
    QCOMPARE(exitCode, 0);
    QCOMPARE(exchangesOf(SessionReader::readAll(session)),
             QStringList({QStringLiteral("wait=transport-error"), QStringLiteral("wait=transport-error"),
                          QStringLiteral("wait=transport-error")}));
}

void tst_SocketTap::aConnectionIsHeldAndEditedAtABreakpoint()
{
    // Each connection of a socket tap has a control socket of its own, as a stdio tap has: the
    // GUI's Tap window lists it, attaches, and holds a request at a breakpoint.
    Running demo;
    QVERIFY2(demo.start(Demo, {QStringLiteral("--socket"), QStringLiteral("tcp://127.0.0.1:0")}), demo.said.constData());
    Running tap;
    QVERIFY2(tap.start(Cli, {QStringLiteral("tap"), QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"),
                             QStringLiteral("--upstream"), demo.address}),
             tap.said.constData());
    const std::unique_ptr<QIODevice> first = connectTo(tap.address);
    const std::unique_ptr<QIODevice> second = connectTo(tap.address);
    QVERIFY(first && second);
    const QString control = TapChannel::socketPath(TapChannel::directory(), tap.process.processId(), 2);
    QTRY_VERIFY(QFile::exists(control));
    QVERIFY(TapControlClient::runningTaps().contains(control));
    QCOMPARE(TapChannel::connectionOfSocket(control), 2);

    TapControlClient controller;
    QJsonObject hello;
    QList<TapControlClient::Message> messages;
    connect(&controller, &TapControlClient::hello, this, [&](const QJsonObject &description) { hello = description; });
    connect(&controller, &TapControlClient::message, this,
            [&](const TapControlClient::Message &message) { messages.append(message); });
    QString error;
    QVERIFY2(controller.attach(control, &error), qPrintable(error));
    QTRY_VERIFY(!hello.isEmpty());
    QCOMPARE(hello.value(QStringLiteral("connection")).toInt(), 2);
    QCOMPARE(hello.value(QStringLiteral("endpoint")).toString(), demo.address);
    QCOMPARE(hello.value(QStringLiteral("listen")).toString(), tap.address);
    controller.setBreakpoints(TapBreakpoints({TapBreakpoint{QStringLiteral("math.add"), TapBreakpoint::Direction::ClientToServer}}),
                              30000);
    QTest::qWait(200);   // the breakpoints reach the tap

    // The first connection is not controlled: it passes at once.
    first->write(R"({"jsonrpc":"2.0","id":1,"method":"math.add","params":[1,1]})" "\n");
    QTRY_VERIFY(first->bytesAvailable() > 0 || (first->waitForReadyRead(50), first->bytesAvailable() > 0));
    QCOMPARE(first->readAll(), QByteArray(R"({"jsonrpc":"2.0","id":1,"result":2})" "\n"));

    // The second one's request waits for a verdict, and goes on as edited.
    const QByteArray asked = R"({"jsonrpc":"2.0","id":7,"method":"math.add","params":[1,2]})";
    second->write(asked + "\n");
    quint64 held = 0;
    QTRY_VERIFY([&] {
        for (const TapControlClient::Message &m : std::as_const(messages)) {
            if (m.message.held && m.message.bytes == asked)
                held = m.message.seq;
        }
        return held != 0;
    }());
    second->waitForReadyRead(300);
    QCOMPARE(second->readAll(), QByteArray());   // held: the server has not seen it
    controller.settle(held, TapVerdict::Edit, R"({"jsonrpc":"2.0","id":7,"method":"math.add","params":[40,2]})");
    QTRY_VERIFY(second->bytesAvailable() > 0 || (second->waitForReadyRead(50), second->bytesAvailable() > 0));
    QCOMPARE(second->readAll(), QByteArray(R"({"jsonrpc":"2.0","id":7,"result":42})" "\n"));

    // The connection's end takes its control socket along.
    endSending(second.get());
    QCOMPARE(readToEnd(second.get()), QByteArray());
    QTRY_VERIFY(!QFile::exists(control));
}

void tst_SocketTap::whereTheTapListensIsChecked()
{
    const QString upstream = QStringLiteral("tcp://127.0.0.1:1");
    ProgramRun run = ProgramRun::of(Cli, {QStringLiteral("tap"), QStringLiteral("--listen"), QStringLiteral("tcp://0.0.0.0:0"),
                                          QStringLiteral("--upstream"), upstream});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("loopback only"), run.err.constData());
    run = ProgramRun::of(Cli, {QStringLiteral("tap"), QStringLiteral("--listen"), QStringLiteral("unix:/tmp/x.sock"),
                               QStringLiteral("--upstream"), QStringLiteral("http://127.0.0.1:1/")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("when the tap listens on a socket"), run.err.constData());

    // A user-only socket is not opened to every user through a port.
    run = ProgramRun::of(Cli, {QStringLiteral("tap"), QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"),
                               QStringLiteral("--upstream"), QStringLiteral("unix:") + path(QStringLiteral("any.sock"))});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("listen on unix:PATH instead"), run.err.constData());

    // A file that is no socket is never replaced.
    const QString plain = path(QStringLiteral("keep.txt"));
    {
        QFile file(plain);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("mine");
    }
    run = ProgramRun::of(Cli, {QStringLiteral("tap"), QStringLiteral("--listen"), QStringLiteral("unix:") + plain,
                               QStringLiteral("--upstream"), upstream});
    QVERIFY(run.exitCode != 0);
    QVERIFY2(run.err.contains("exists already"), run.err.constData());
    QFile kept(plain);
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), QByteArray("mine"));

    // A socket whose tap was killed (nobody listens) is replaced.
    const QString stale = path(QStringLiteral("stale.sock"));
    const int descriptor = ::socket(AF_UNIX, SOCK_STREAM, 0);
    sockaddr_un name{};
    name.sun_family = AF_UNIX;
    const QByteArray encoded = QFile::encodeName(stale);
    QVERIFY(size_t(encoded.size()) < sizeof name.sun_path);
    std::memcpy(name.sun_path, encoded.constData(), size_t(encoded.size()));
    QCOMPARE(::bind(descriptor, reinterpret_cast<sockaddr *>(&name), sizeof name), 0);
    ::close(descriptor);
    QVERIFY(QFileInfo::exists(stale));
    Running tap;
    QVERIFY2(tap.start(Cli, {QStringLiteral("tap"), QStringLiteral("--listen"), QStringLiteral("unix:") + stale,
                             QStringLiteral("--upstream"), upstream}),
             tap.said.constData());
    QCOMPARE(tap.address, QStringLiteral("unix:") + stale);
    // And a socket a live tap listens on is not taken from it.
    run = ProgramRun::of(Cli, {QStringLiteral("tap"), QStringLiteral("--listen"), QStringLiteral("unix:") + stale,
                               QStringLiteral("--upstream"), upstream});
    QVERIFY(run.exitCode != 0);
    QVERIFY2(run.err.contains("exists already"), run.err.constData());
}

QTEST_GUILESS_MAIN(tst_SocketTap)

#include "tst_sockettap.moc"
