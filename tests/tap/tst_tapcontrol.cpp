// The tap's control channel as the GUI uses it, against real processes: rpcscope-cli tap
// between this test (the host, on the tap's stdin and stdout) and the demo's stdio server or
// `cat` (which sends every byte back, so the client sees exactly what the server was sent).
// A TapControlClient attaches over the real Unix socket, sets breakpoints and decides what
// they hold.

#include "lib/tap/tapchannel.h"
#include "lib/tap/tapcontrolclient.h"

#include <QFile>
#include <QLocalSocket>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace RpcScope;

namespace {

const QString Cli = QStringLiteral(RPCSCOPE_CLI);
const QString Demo = QStringLiteral(RPCSCOPE_DEMO_SERVER);

QByteArray add(int id, int a, int b)
{
    return "{\"jsonrpc\":\"2.0\",\"id\":" + QByteArray::number(id) + ",\"method\":\"math.add\",\"params\":["
        + QByteArray::number(a) + ',' + QByteArray::number(b) + "]}";
}

QByteArray echo(int id)
{
    return "{\"jsonrpc\":\"2.0\",\"id\":" + QByteArray::number(id) + ",\"method\":\"demo.echo\",\"params\":[\"e"
        + QByteArray::number(id) + "\"]}";
}

/// A tap this test is the host of, with a controller attached.
class ControlledTap
{
public:
    explicit ControlledTap(const QStringList &server)
    {
        m_tap.start(Cli, QStringList{QStringLiteral("tap"), QStringLiteral("--")} + server);
    }
    ~ControlledTap()
    {
        m_tap.closeWriteChannel();
        if (!m_tap.waitForFinished(10000))
            m_tap.kill();
        m_tap.waitForFinished();
    }

    QString socketPath() const { return TapChannel::socketPath(TapChannel::directory(), m_tap.processId()); }

    /// Waits for the tap's socket and attaches.
    bool attach()
    {
        if (!m_tap.waitForStarted())
            return false;
        QObject::connect(&client, &TapControlClient::message, &client,
                         [this](const TapControlClient::Message &m) { messages.append(m); });
        QObject::connect(&client, &TapControlClient::settled, &client,
                         [this](quint64 seq, TapVerdict verdict, const QByteArray &) { settled.append({seq, verdict}); });
        QObject::connect(&client, &TapControlClient::problem, &client,
                         [this](const QString &text) { problems.append(text); });
        if (!QTest::qWaitFor([this] { return QFile::exists(socketPath()); }, 10000))
            return false;
        QString error;
        if (!client.attach(socketPath(), &error)) {
            qWarning("%s", qPrintable(error));
            return false;
        }
        return QTest::qWaitFor([this] { return m_hello; }, 5000) || true;
    }

    void breakOn(const QList<TapBreakpoint> &breakpoints, int timeoutMs = 30000)
    {
        client.setBreakpoints(TapBreakpoints(breakpoints), timeoutMs);
        // The answer comes back on the channel; a ping through the tap waits for it.
        QTest::qWait(200);
    }

    void write(const QByteArray &bytes) { m_tap.write(bytes); }

    /// The next line the tap passes to the client, or nothing within \a ms.
    QByteArray readLine(int ms = 10000)
    {
        (void)QTest::qWaitFor([this] { m_out.append(m_tap.readAllStandardOutput()); return m_out.contains('\n'); }, ms);
        const qsizetype newline = m_out.indexOf('\n');
        if (newline < 0)
            return {};
        const QByteArray line = m_out.left(newline + 1);
        m_out.remove(0, newline + 1);
        return line;
    }
    /// Everything passed to the client within \a ms.
    QByteArray readFor(int ms)
    {
        QTest::qWait(ms);
        m_out.append(m_tap.readAllStandardOutput());
        return std::exchange(m_out, {});
    }
    QByteArray readBytes(qsizetype count, int ms = 10000)
    {
        (void)QTest::qWaitFor([&] { m_out.append(m_tap.readAllStandardOutput()); return m_out.size() >= count; }, ms);
        return std::exchange(m_out, {});
    }

    /// The held message that came with \a bytes, once it is there.
    quint64 heldSeq(const QByteArray &bytes)
    {
        quint64 seq = 0;
        (void)QTest::qWaitFor([&] {
            for (const TapControlClient::Message &m : std::as_const(messages)) {
                if (m.message.held && m.message.bytes == bytes)
                    seq = m.message.seq;
            }
            return seq != 0;
        }, 10000);
        if (seq == 0) {
            for (const TapControlClient::Message &m : std::as_const(messages))
                qWarning("seen %llu held %d: %s", m.message.seq, int(m.message.held), m.message.bytes.constData());
            qWarning("problems: %s; stderr: %s", qPrintable(problems.join(u'|')), m_tap.readAllStandardError().constData());
        }
        return seq;
    }

    QProcess &process() { return m_tap; }

    TapControlClient client;
    QList<TapControlClient::Message> messages;
    QList<QPair<quint64, TapVerdict>> settled;
    QStringList problems;

private:
    QProcess m_tap;
    QByteArray m_out;
    bool m_hello = true;
};

/// A tap in front of cat with no controller yet, one message through it (into \a out).
void startCatWithoutController(QProcess &tap, QByteArray &out)
{
    tap.start(Cli, {QStringLiteral("tap"), QStringLiteral("--"), QStringLiteral("cat")});
    QVERIFY(tap.waitForStarted());
    tap.write(add(1, 1, 1) + '\n');
    QTRY_VERIFY((out += tap.readAllStandardOutput()).endsWith('\n'));
}

} // namespace

class tst_TapControl : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void aHeldRequestIsEditedBeforeItGoesOn();
    void whatComesBehindAHeldMessageWaits();
    void aMessageIsDroppedOrAnsweredByHand();
    void aServerAnswerIsHeldAndEdited();
    void anAnswerIsHeldByItsRequestsMethod();
    void aHeldMessageGoesOnWhenNobodyDecides();
    void theControllerLeavingSendsHeldMessagesOn();
    void messagesAreInjectedBothWays();
    void everyByteStillPassesWhileControlled();
    void languageServerFramingIsKeptAndRewrittenForEdits();
    void aLateControllerSeesWhatCameBefore();
    void theChannelIsPrivateAndTidy();
    void badVerdictsAreRefusedInWords();
    void aBigMessagePassesWhileControlled();
    void anUnfinishedLinePassesWhenItGoesQuiet();
    void nothingIsInjectedIntoAHalfPassedMessage();
    void aControllerThatLeavesMidRequestLeavesTheTapRunning();

private:
    QTemporaryDir m_runtime;
};

void tst_TapControl::initTestCase()
{
    QVERIFY(m_runtime.isValid());
    QVERIFY(::chmod(QFile::encodeName(m_runtime.path()).constData(), 0700) == 0);
    // The taps this test starts put their sockets here, not in the user's runtime directory.
    qputenv("XDG_RUNTIME_DIR", QFile::encodeName(m_runtime.path()));
}

void tst_TapControl::aHeldRequestIsEditedBeforeItGoesOn()
{
    ControlledTap tap({Demo, QStringLiteral("--stdio")});
    QVERIFY(tap.attach());
    tap.breakOn({{QStringLiteral("math.add"), TapBreakpoint::Direction::ClientToServer}});
    tap.write(add(1, 2, 3) + '\n');
    const quint64 seq = tap.heldSeq(add(1, 2, 3));
    QVERIFY(seq > 0);
    QCOMPARE(tap.readFor(300), QByteArray());   // held: the server has not seen it
    tap.client.settle(seq, TapVerdict::Edit, add(1, 20, 3));
    const QByteArray answer = tap.readLine();
    QVERIFY2(answer.contains("\"result\":23"), answer.constData());
    QTRY_COMPARE(tap.settled.value(0), qMakePair(seq, TapVerdict::Edit));
}

void tst_TapControl::whatComesBehindAHeldMessageWaits()
{
    ControlledTap tap({Demo, QStringLiteral("--stdio")});
    QVERIFY(tap.attach());
    tap.breakOn({{QStringLiteral("math.*"), TapBreakpoint::Direction::Both}});
    tap.write(add(5, 1, 1) + '\n' + echo(6) + '\n');
    const quint64 seq = tap.heldSeq(add(5, 1, 1));
    QVERIFY(seq > 0);
    QCOMPARE(tap.readFor(300), QByteArray());   // the echo waits behind the held add, in order
    tap.client.settle(seq, TapVerdict::Send);
    const QByteArray first = tap.readLine();
    const QByteArray second = tap.readLine();
    QVERIFY2(first.contains("\"id\":5") && first.contains("\"result\":2"), first.constData());
    QVERIFY2(second.contains("\"id\":6"), second.constData());
}

void tst_TapControl::aMessageIsDroppedOrAnsweredByHand()
{
    ControlledTap tap({Demo, QStringLiteral("--stdio")});
    QVERIFY(tap.attach());
    tap.breakOn({{QString(), TapBreakpoint::Direction::ClientToServer}});

    tap.write(add(2, 1, 2) + '\n');
    const quint64 answered = tap.heldSeq(add(2, 1, 2));
    QVERIFY(answered > 0);
    const QByteArray byHand = "{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":\"by hand\"}";
    tap.client.settle(answered, TapVerdict::Answer, byHand);
    QCOMPARE(tap.readLine(), byHand + '\n');   // exactly as typed, back to the client

    tap.write(add(3, 1, 2) + '\n');
    const quint64 dropped = tap.heldSeq(add(3, 1, 2));
    QVERIFY(dropped > 0);
    tap.client.settle(dropped, TapVerdict::Drop);
    tap.write(add(4, 1, 2) + '\n');
    const quint64 sent = tap.heldSeq(add(4, 1, 2));
    QVERIFY(sent > 0);
    tap.client.settle(sent, TapVerdict::Send);
    const QByteArray line = tap.readLine();
    QVERIFY2(line.contains("\"id\":4"), line.constData());
    QCOMPARE(tap.readFor(300), QByteArray());   // nothing ever answers the dropped 3
    QTRY_COMPARE(tap.settled.size(), 3);
    QCOMPARE(tap.settled.at(1), qMakePair(dropped, TapVerdict::Drop));
}

void tst_TapControl::aServerAnswerIsHeldAndEdited()
{
    ControlledTap tap({Demo, QStringLiteral("--stdio")});
    QVERIFY(tap.attach());
    tap.breakOn({{QString(), TapBreakpoint::Direction::ServerToClient}});
    tap.write(add(7, 1, 2) + '\n');
    quint64 seq = 0;
    QTRY_VERIFY_WITH_TIMEOUT(std::any_of(tap.messages.cbegin(), tap.messages.cend(), [&seq](const auto &m) {
        if (m.message.held && m.message.direction == TapDirection::ServerToClient)
            seq = m.message.seq;
        return seq != 0;
    }), 10000);
    QCOMPARE(tap.readFor(300), QByteArray());
    const QByteArray edited = "{\"jsonrpc\":\"2.0\",\"id\":7,\"result\":99}";
    tap.client.settle(seq, TapVerdict::Edit, edited);
    QCOMPARE(tap.readLine(), edited + '\n');
}

void tst_TapControl::anAnswerIsHeldByItsRequestsMethod()
{
    // math.add "with answers", from the client: the request is held, then the server's answer
    // to it; an echo's answer passes, as does the answer to an add once it is settled.
    ControlledTap tap({Demo, QStringLiteral("--stdio")});
    QVERIFY(tap.attach());
    tap.breakOn({{QStringLiteral("math.add"), TapBreakpoint::Direction::ClientToServer, true}});
    tap.write(echo(1) + '\n');
    QVERIFY(tap.readLine().contains("\"id\":1"));   // neither an add nor an answer to one
    tap.write(add(2, 20, 22) + '\n');
    const quint64 request = tap.heldSeq(add(2, 20, 22));
    QVERIFY(request > 0);
    tap.client.settle(request, TapVerdict::Send);
    quint64 answer = 0;
    QTRY_VERIFY_WITH_TIMEOUT(std::any_of(tap.messages.cbegin(), tap.messages.cend(), [&answer](const auto &m) {
        if (m.message.held && m.message.direction == TapDirection::ServerToClient)
            answer = m.message.seq;
        return answer != 0;
    }), 10000);
    QCOMPARE(tap.readFor(300), QByteArray());   // the answer waits
    const QByteArray edited = "{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":43}";
    tap.client.settle(answer, TapVerdict::Edit, edited);
    QCOMPARE(tap.readLine(), edited + '\n');
}

void tst_TapControl::aHeldMessageGoesOnWhenNobodyDecides()
{
    ControlledTap tap({Demo, QStringLiteral("--stdio")});
    QVERIFY(tap.attach());
    tap.breakOn({{QStringLiteral("math.add"), TapBreakpoint::Direction::Both}}, 400);
    tap.write(add(8, 4, 4) + '\n');
    const quint64 seq = tap.heldSeq(add(8, 4, 4));
    QVERIFY(seq > 0);
    const QByteArray answer = tap.readLine();
    QVERIFY2(answer.contains("\"result\":8"), answer.constData());
    QTRY_COMPARE(tap.settled.value(0), qMakePair(seq, TapVerdict::TimedOut));
}

void tst_TapControl::theControllerLeavingSendsHeldMessagesOn()
{
    ControlledTap tap({Demo, QStringLiteral("--stdio")});
    QVERIFY(tap.attach());
    tap.breakOn({{QStringLiteral("math.add"), TapBreakpoint::Direction::Both}});
    tap.write(add(9, 5, 5) + '\n');
    QVERIFY(tap.heldSeq(add(9, 5, 5)) > 0);
    QCOMPARE(tap.readFor(200), QByteArray());
    tap.client.detach();   // the GUI went away: the host must not wait for it
    const QByteArray answer = tap.readLine();
    QVERIFY2(answer.contains("\"result\":10"), answer.constData());
    // And later messages are no longer held (no breakpoints without a controller).
    tap.write(add(10, 1, 1) + '\n');
    QVERIFY(tap.readLine().contains("\"id\":10"));
}

void tst_TapControl::messagesAreInjectedBothWays()
{
    ControlledTap tap({Demo, QStringLiteral("--stdio")});
    QVERIFY(tap.attach());
    tap.write(echo(1) + '\n');
    QVERIFY(tap.readLine().contains("\"id\":1"));   // framing known
    tap.client.inject(TapDirection::ClientToServer, add(77, 7, 0));
    const QByteArray answer = tap.readLine();
    QVERIFY2(answer.contains("\"id\":77") && answer.contains("\"result\":7"), answer.constData());
    const QByteArray note = "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/message\",\"params\":{\"text\":\"from the GUI\"}}";
    tap.client.inject(TapDirection::ServerToClient, note);
    QCOMPARE(tap.readLine(), note + '\n');
    QTRY_VERIFY(std::any_of(tap.messages.cbegin(), tap.messages.cend(),
                            [&note](const auto &m) { return m.message.injected && m.message.bytes == note; }));
}

void tst_TapControl::everyByteStillPassesWhileControlled()
{
    // cat sends back every byte it is sent: what reaches the client went through both queues.
    ControlledTap tap({QStringLiteral("cat")});
    QVERIFY(tap.attach());
    tap.breakOn({{QStringLiteral("never.called"), TapBreakpoint::Direction::Both}});
    const QByteArray odd = "  {\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"a\"}\r\n\n   \n{not json\n[1, 2.50]\r\n"
                           "{\"jsonrpc\":\"2.0\",\"method\":\"b\",\"params\":{\"n\":1e400}}\n";
    for (const char c : odd) {   // in one-byte pieces
        tap.write(QByteArray(1, c));
        tap.process().waitForBytesWritten();
    }
    QCOMPARE(tap.readBytes(odd.size()), odd);
}

void tst_TapControl::languageServerFramingIsKeptAndRewrittenForEdits()
{
    ControlledTap tap({QStringLiteral("cat")});
    QVERIFY(tap.attach());
    tap.breakOn({{QStringLiteral("initialize"), TapBreakpoint::Direction::ClientToServer}});
    const QByteArray first = "Content-Length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}";
    tap.write(first);
    QCOMPARE(tap.readBytes(first.size()), first);   // no breakpoint: byte for byte, every header kept
    const QByteArray body = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{}}";
    tap.write("Content-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body);
    const quint64 seq = tap.heldSeq(body);
    QVERIFY(seq > 0);
    const QByteArray edited = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"x\":1}}";
    tap.client.settle(seq, TapVerdict::Edit, edited);
    const QByteArray expected = "Content-Length: " + QByteArray::number(edited.size()) + "\r\n\r\n" + edited;
    QCOMPARE(tap.readBytes(expected.size()), expected);
}

void tst_TapControl::aLateControllerSeesWhatCameBefore()
{
    QProcess tap;
    tap.start(Cli, {QStringLiteral("tap"), QStringLiteral("--"), Demo, QStringLiteral("--stdio")});
    QVERIFY(tap.waitForStarted());
    tap.write(add(1, 1, 1) + '\n' + echo(2) + '\n');
    QByteArray out;
    QTRY_VERIFY((out += tap.readAllStandardOutput()).contains("\"id\":2"));
    TapControlClient client;
    QList<TapControlClient::Message> messages;
    connect(&client, &TapControlClient::message, this, [&messages](const auto &m) { messages.append(m); });
    QJsonObject hello;
    connect(&client, &TapControlClient::hello, this, [&hello](const QJsonObject &h) { hello = h; });
    const QString path = TapChannel::socketPath(TapChannel::directory(), tap.processId());
    QTRY_VERIFY(QFile::exists(path));
    QString error;
    QVERIFY2(client.attach(path, &error), qPrintable(error));
    QTRY_COMPARE(messages.size(), 4);
    QCOMPARE(messages.at(0).message.bytes, add(1, 1, 1));
    QCOMPARE(messages.at(0).message.direction, TapDirection::ClientToServer);
    QCOMPARE(messages.at(3).message.direction, TapDirection::ServerToClient);
    QVERIFY(messages.at(0).message.seq < messages.at(3).message.seq);
    QCOMPARE(hello.value(QStringLiteral("pid")).toInteger(), tap.processId());
    QCOMPARE(hello.value(QStringLiteral("framing")).toString(), QStringLiteral("ndjson"));
    QVERIFY(hello.value(QStringLiteral("endpoint")).toString().startsWith(QStringLiteral("stdio:")));
    QVERIFY(TapControlClient::runningTaps().contains(path));
    tap.closeWriteChannel();
    QVERIFY(tap.waitForFinished(10000));
    QCOMPARE(tap.exitCode(), 0);
    QVERIFY(!QFile::exists(path));   // a tap that ends takes its socket with it
}

void tst_TapControl::theChannelIsPrivateAndTidy()
{
    ControlledTap tap({Demo, QStringLiteral("--stdio")});
    QVERIFY(tap.attach());
    struct stat info = {};
    QCOMPARE(::lstat(QFile::encodeName(TapChannel::directory()).constData(), &info), 0);
    QCOMPARE(int(info.st_mode & 0777), 0700);
    QCOMPARE(::lstat(QFile::encodeName(tap.socketPath()).constData(), &info), 0);
    QVERIFY(S_ISSOCK(info.st_mode));
    QCOMPARE(int(info.st_mode & 0077), 0);   // nobody but the user
    // One controller at a time: a second window is told why it cannot.
    TapControlClient second;
    QSignalSpy said(&second, &TapControlClient::problem);
    QSignalSpy gone(&second, &TapControlClient::detached);
    QString error;
    QVERIFY(second.attach(tap.socketPath(), &error));
    QTRY_VERIFY(!said.isEmpty());
    QVERIFY(said.first().first().toString().contains(QStringLiteral("Another window")));
    QTRY_VERIFY(!gone.isEmpty());
    // A socket of a tap that was killed is tidied away when taps are listed.
    const QString stale = TapChannel::socketPath(TapChannel::directory(), 999999999);
    QFile file(stale);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    QVERIFY(!TapControlClient::runningTaps().contains(stale));
    QVERIFY(!TapControlClient::runningTaps().isEmpty());
    QFile::remove(stale);
    // Not a socket, or nothing there: refused in words.
    QVERIFY(!second.attach(m_runtime.filePath(QStringLiteral("nothing.sock")), &error));
    QVERIFY(error.contains(QStringLiteral("No tap listens")));
}

void tst_TapControl::badVerdictsAreRefusedInWords()
{
    ControlledTap tap({Demo, QStringLiteral("--stdio")});
    QVERIFY(tap.attach());
    tap.breakOn({{QStringLiteral("math.add"), TapBreakpoint::Direction::ClientToServer}});
    tap.client.settle(12345, TapVerdict::Send);
    QTRY_VERIFY(!tap.problems.isEmpty());
    QVERIFY2(tap.problems.last().contains(QStringLiteral("not held")), qPrintable(tap.problems.last()));
    tap.write(add(1, 1, 1) + '\n');
    const quint64 seq = tap.heldSeq(add(1, 1, 1));
    QVERIFY(seq > 0);
    // NDJSON cannot carry a message with a line break: it stays held, and the user is told.
    tap.client.settle(seq, TapVerdict::Edit, "{\"a\":\n1}");
    QTRY_COMPARE(tap.problems.size(), 2);
    QVERIFY(tap.problems.last().contains(QStringLiteral("line break")));
    QCOMPARE(tap.readFor(200), QByteArray());
    tap.client.settle(seq, TapVerdict::Send);
    QVERIFY(tap.readLine().contains("\"result\":2"));
}

void tst_TapControl::aBigMessagePassesWhileControlled()
{
    // Bigger than a message the tap may hold: its start passes on at once, nothing stalls.
    ControlledTap tap({QStringLiteral("cat")});
    QVERIFY(tap.attach());
    tap.breakOn({{QStringLiteral("never.called"), TapBreakpoint::Direction::Both}});
    const QByteArray big = "{\"jsonrpc\":\"2.0\",\"method\":\"big\",\"params\":[\"" + QByteArray(6 * 1024 * 1024, 'x') + "\"]}\n";
    tap.write(big);
    QCOMPARE(tap.readBytes(big.size(), 30000), big);
    tap.write(add(1, 1, 1) + '\n');   // and whole messages after it are whole again
    QCOMPARE(tap.readLine(), add(1, 1, 1) + '\n');
}

void tst_TapControl::anUnfinishedLinePassesWhenItGoesQuiet()
{
    ControlledTap tap({QStringLiteral("cat")});
    QVERIFY(tap.attach());
    tap.write(add(1, 1, 1) + '\n');
    QCOMPARE(tap.readLine(), add(1, 1, 1) + '\n');
    tap.write("{\"no\":\"line end\"}");   // a peer that forgets the newline is not stalled
    QCOMPARE(tap.readBytes(19, 5000), QByteArray("{\"no\":\"line end\"}"));
}

void tst_TapControl::nothingIsInjectedIntoAHalfPassedMessage()
{
    QProcess tap;
    QByteArray out;
    startCatWithoutController(tap, out);
    QVERIFY(!QTest::currentTestFailed());
    tap.write("{\"jsonrpc\":\"2.0\",\"id\":2,");   // half a message, passed on before anyone attached
    QTRY_VERIFY((out += tap.readAllStandardOutput()).endsWith(","));
    TapControlClient client;
    QStringList problems;
    connect(&client, &TapControlClient::problem, this, [&problems](const QString &text) { problems.append(text); });
    QString error;
    const QString path = TapChannel::socketPath(TapChannel::directory(), tap.processId());
    QVERIFY2(client.attach(path, &error), qPrintable(error));
    client.inject(TapDirection::ClientToServer, echo(9));
    QTRY_COMPARE(problems.size(), 1);
    QVERIFY2(problems.first().contains(QStringLiteral("halfway")), qPrintable(problems.first()));
    tap.write("\"method\":\"b\"}\n");
    QTRY_VERIFY((out += tap.readAllStandardOutput()).endsWith("\"method\":\"b\"}\n"));
    QCOMPARE(out, add(1, 1, 1) + "\n{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"b\"}\n");
    client.inject(TapDirection::ClientToServer, echo(9));   // between two messages now: it goes
    QTRY_VERIFY((out += tap.readAllStandardOutput()).endsWith(QByteArray(echo(9) + '\n')));
    tap.closeWriteChannel();
    QVERIFY(tap.waitForFinished(10000));
}

void tst_TapControl::aControllerThatLeavesMidRequestLeavesTheTapRunning()
{
    QProcess tap;
    QByteArray out;
    startCatWithoutController(tap, out);
    QVERIFY(!QTest::currentTestFailed());
    const QString path = TapChannel::socketPath(TapChannel::directory(), tap.processId());
    for (int round = 0; round < 5; ++round) {
        // A controller asks for an injection and is gone before the answer can reach it.
        QLocalSocket socket;
        socket.connectToServer(path);
        QVERIFY(socket.waitForConnected(5000));
        socket.write("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tap/inject\",\"params\":{\"to\":\"client\",\"data\":\""
                     + echo(round).toBase64() + "\"}}\n");
        socket.waitForBytesWritten(5000);
        socket.abort();
        QTest::qWait(50);
    }
    tap.write(add(2, 2, 2) + '\n');
    QTRY_VERIFY((out += tap.readAllStandardOutput()).contains(add(2, 2, 2)));
    QCOMPARE(tap.state(), QProcess::Running);
    tap.closeWriteChannel();
    QVERIFY(tap.waitForFinished(10000));
    QCOMPARE(tap.exitStatus(), QProcess::NormalExit);
    QCOMPARE(tap.exitCode(), 0);
}

QTEST_GUILESS_MAIN(tst_TapControl)
#include "tst_tapcontrol.moc"
