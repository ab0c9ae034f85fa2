#include "lib/transport/stdio/commandline.h"
#include "lib/transport/stdio/stdiotransport.h"

#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <cerrno>
#include <csignal>
#include <functional>

#include <sys/types.h>

#ifndef RPCSCOPE_TEST_PEER
#error "RPCSCOPE_TEST_PEER must name the rpcscope-test-peer executable"
#endif

using namespace RpcScope;

namespace {

QString peerPath()
{
    return QStringLiteral(RPCSCOPE_TEST_PEER);
}

QByteArray request(int id, const QByteArray &params = {})
{
    QByteArray text = R"({"jsonrpc":"2.0","id":)" + QByteArray::number(id) + R"(,"method":"test.echo")";
    if (!params.isEmpty())
        text += R"(,"params":)" + params;
    return text + '}';
}

// Descriptors this process holds now (the listing itself opens one, counted every time).
int openDescriptors()
{
    return int(QDir(QStringLiteral("/proc/self/fd")).entryList(QDir::Files | QDir::System).size());
}

QByteArray answer(int id, const QByteArray &result = "null")
{
    return R"({"jsonrpc":"2.0","id":)" + QByteArray::number(id) + R"(,"result":)" + result + '}';
}

// Everything a transport reported, in arrival order per signal.
class Recorder final : public QObject
{
public:
    explicit Recorder(Transport *transport)
    {
        connect(transport, &Transport::replied, this, [this](quint64 ticket, const TransportReply &reply) {
            QCOMPARE(reply.ticket, ticket);
            replies.append(reply);
            check();
        });
        connect(transport, &Transport::messageReceived, this, [this](const QByteArray &message, qint64 epochMs) {
            messages.append(message);
            epochs.append(epochMs);
            check();
        });
        connect(transport, &Transport::diagnostic, this, [this](const QString &text) {
            diagnostics.append(text);
            check();
        });
        connect(transport, &Transport::channelClosed, this, [this](const TransportError &why) {
            closed.append(why);
            check();
        });
    }

    /// Runs the event loop until \a done holds, re-checking at each signal. Unlike QTRY_*,
    /// which sleeps 10 ms between event-loop passes, this measures the transport, not the poll.
    bool wait(const std::function<bool()> &done, int timeoutMs = 5000)
    {
        if (done())
            return true;
        QEventLoop loop;
        m_loop = &loop;
        m_done = done;
        QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
        loop.exec();
        m_loop = nullptr;
        return done();
    }

    bool hasDiagnostic(const QString &words) const
    {
        for (const QString &text : diagnostics) {
            if (text.contains(words))
                return true;
        }
        return false;
    }

    QList<TransportReply> replies;
    QByteArrayList messages;
    QList<qint64> epochs;
    QStringList diagnostics;
    QList<TransportError> closed;

private:
    void check()
    {
        if (m_loop && m_done())
            m_loop->quit();
    }

    QEventLoop *m_loop = nullptr;
    std::function<bool()> m_done;
};

} // namespace

class tst_StdioTransport final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();

    void identity();
    void setCommandLineRejects_data();
    void setCommandLineRejects();
    void echoRoundTrip_data();
    void echoRoundTrip();
    void sendsBeforeStartArriveInOrder();
    void explicitStart();
    void relativeProgramInWorkingDirectory();
    void garbageLinesDelivered();
    void ndjsonRefusesLineBreaks();
    void oversizedMessageFromChild();
    void stderrCaptured();
    void silentChildStaysHealthy();
    void exitFailsPending();
    void crashReported();
    void failedToStart_data();
    void failedToStart();
    void secretsNotInherited();
    void childEnvironment_data();
    void childEnvironment();
    void closeEscalatesToKill();
    void closeStopsAtTerminate();
    void closeWhenNotRunning();
    void sendWhileClosing();
    void writeFailsWhenChildClosesInput();
    void abortBeforeWritten();
    void bigMessageRoundTrip();
    void bigAnswer();
    void restartAfterExit();
    void destructorKillsChild();
    void noDescriptorLeaks();
    void childGetsDefaultSigpipe();
    void roundTripThroughput();

private:
    QTemporaryDir m_dir;
};

void tst_StdioTransport::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY2(QFileInfo(peerPath()).isExecutable(), qPrintable(peerPath()));
    QVERIFY(m_dir.isValid());
}

void tst_StdioTransport::identity()
{
    StdioTransport transport;
    QCOMPARE(transport.kind(), Transport::Kind::Stdio);
    QVERIFY(!transport.answersInReply());
    QCOMPARE(transport.state(), StdioTransport::State::NotRunning);
    QCOMPARE(transport.framing(), Framing::Ndjson);

    QString error;
    QVERIFY(transport.setCommandLine(QStringLiteral("node 'my server.js' --flag=\"a b\" $HOME"), &error));
    QVERIFY(error.isEmpty());
    QCOMPARE(transport.program(), QStringLiteral("node"));
    QCOMPARE(transport.arguments(),
             (QStringList{QStringLiteral("my server.js"), QStringLiteral("--flag=a b"), QStringLiteral("$HOME")}));
    QCOMPARE(transport.endpoint(), QStringLiteral("stdio:node 'my server.js' '--flag=a b' '$HOME'"));
    QCOMPARE(transport.state(), StdioTransport::State::NotRunning);  // configuring starts nothing
}

void tst_StdioTransport::setCommandLineRejects_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("errorWords");
    QTest::addRow("empty") << QString() << QStringLiteral("empty");
    QTest::addRow("blank") << QStringLiteral("   ") << QStringLiteral("empty");
    QTest::addRow("unterminated quote") << QStringLiteral("node 'server.js") << QStringLiteral("never closed");
}

void tst_StdioTransport::setCommandLineRejects()
{
    QFETCH(QString, line);
    QFETCH(QString, errorWords);

    StdioTransport transport;
    transport.setProgram(QStringLiteral("before"), {QStringLiteral("x")});
    QString error;
    QVERIFY(!transport.setCommandLine(line, &error));
    QVERIFY2(error.contains(errorWords), qPrintable(error));
    QCOMPARE(transport.program(), QStringLiteral("before"));  // a refused line changes nothing
    QCOMPARE(transport.arguments(), QStringList{QStringLiteral("x")});
}

void tst_StdioTransport::echoRoundTrip_data()
{
    QTest::addColumn<Framing>("framing");
    QTest::addColumn<QByteArray>("payload");
    QTest::addColumn<QByteArray>("expected");

    const QByteArray params = R"({"text":"gr\u00fc\u00dfe \"quoted\" \\ ok","n":[1,2.50,-0,1e3],"s":"ü"})";
    for (const Framing framing : {Framing::Ndjson, Framing::ContentLength}) {
        const QByteArray name = framing == Framing::Ndjson ? "ndjson" : "lsp";
        QTest::addRow("%s: no params", name.constData()) << framing << request(1) << answer(1);
        QTest::addRow("%s: params kept byte for byte", name.constData())
            << framing << request(7, params) << answer(7, params);
        QTest::addRow("%s: string id", name.constData())
            << framing << QByteArray(R"({"jsonrpc":"2.0","id":"a-\"1\"","method":"m","params":[]})")
            << QByteArray(R"({"jsonrpc":"2.0","id":"a-\"1\"","result":[]})");
        QTest::addRow("%s: big integer id", name.constData())
            << framing << QByteArray(R"({"jsonrpc":"2.0","id":18446744073709551615,"method":"m"})")
            << QByteArray(R"({"jsonrpc":"2.0","id":18446744073709551615,"result":null})");
    }
    QTest::addRow("lsp: pretty-printed request") << Framing::ContentLength
        << QByteArray("{\n  \"jsonrpc\": \"2.0\",\n  \"id\": 5,\n  \"method\": \"m\"\n}") << answer(5);
}

void tst_StdioTransport::echoRoundTrip()
{
    QFETCH(Framing, framing);
    QFETCH(QByteArray, payload);
    QFETCH(QByteArray, expected);

    StdioTransport transport;
    transport.setProgram(peerPath(), {framing == Framing::Ndjson ? QStringLiteral("echo") : QStringLiteral("lsp-echo")});
    transport.setFraming(framing);
    Recorder record(&transport);
    QList<qint64> startedPids;
    connect(&transport, &StdioTransport::started, this, [&](qint64 pid) { startedPids.append(pid); });

    const qint64 before = QDateTime::currentMSecsSinceEpoch();
    const quint64 ticket = transport.send(payload);
    QVERIFY(ticket > 0);
    QCOMPARE(transport.state(), StdioTransport::State::Running);
    QVERIFY(record.replies.isEmpty());  // never before the caller holds the ticket

    QVERIFY(record.wait([&] { return record.messages.size() >= 1; }));
    QCOMPARE(record.messages.size(), 1);
    QCOMPARE(record.messages.first(), expected);
    QVERIFY(record.epochs.first() >= before);
    QCOMPARE(record.replies.size(), 1);
    const TransportReply &reply = record.replies.first();
    QCOMPARE(reply.ticket, ticket);
    QVERIFY2(!reply.error.isError(), qPrintable(reply.error.message));
    QVERIFY(reply.body.isEmpty());
    QVERIFY(!reply.http);
    QCOMPARE(reply.bytesSent, transport.framing() == Framing::Ndjson
                 ? payload.size() + 1
                 : payload.size() + QByteArray("Content-Length: \r\n\r\n").size()
                       + QByteArray::number(payload.size()).size());
    QVERIFY(reply.timings.startedEpochMs >= before);
    QVERIFY(reply.timings.connectedMs >= 0);
    QVERIFY(reply.timings.sentMs >= 0);
    QCOMPARE(reply.timings.totalMs, reply.timings.sentMs);

    QCOMPARE(startedPids.size(), 1);
    QCOMPARE(transport.processId(), startedPids.first());
    QVERIFY(transport.processId() > 0);
    QVERIFY(record.closed.isEmpty());
    QVERIFY(record.diagnostics.isEmpty());
}

void tst_StdioTransport::sendsBeforeStartArriveInOrder()
{
    StdioTransport transport;
    transport.setProgram(peerPath(), {QStringLiteral("echo")});
    Recorder record(&transport);

    QList<quint64> tickets;
    for (int id = 1; id <= 5; ++id)
        tickets.append(transport.send(request(id)));
    QVERIFY(record.wait([&] { return record.messages.size() >= 5; }));
    QCOMPARE(record.messages.size(), 5);
    for (int id = 1; id <= 5; ++id)
        QCOMPARE(record.messages.at(id - 1), answer(id));
    QCOMPARE(record.replies.size(), 5);
    for (int i = 0; i < 5; ++i) {
        QCOMPARE(record.replies.at(i).ticket, tickets.at(i));
        QVERIFY(!record.replies.at(i).error.isError());
    }
    QCOMPARE(QSet<quint64>(tickets.cbegin(), tickets.cend()).size(), 5);
}

void tst_StdioTransport::explicitStart()
{
    StdioTransport transport;
    transport.setProgram(peerPath(), {QStringLiteral("echo")});
    QSignalSpy started(&transport, &StdioTransport::started);
    transport.start();
    QVERIFY(started.wait(5000));
    QCOMPARE(transport.processId(), started.first().first().toLongLong());
    transport.start();  // already running: no second child
    QTest::qWait(50);
    QCOMPARE(started.size(), 1);

    Recorder record(&transport);
    transport.send(request(3));
    QVERIFY(record.wait([&] { return record.messages.size() >= 1; }));
    QCOMPARE(record.messages.size(), 1);
    QCOMPARE(record.replies.first().timings.connectedMs, 0);  // it was running already
}

void tst_StdioTransport::relativeProgramInWorkingDirectory()
{
    const QFileInfo peer(peerPath());
    StdioTransport transport;
    transport.setProgram(QStringLiteral("./") + peer.fileName(), {QStringLiteral("echo")});
    transport.setWorkingDirectory(peer.absolutePath());
    Recorder record(&transport);
    transport.send(request(1));
    QVERIFY(record.wait([&] { return record.messages.size() >= 1; }));
    QCOMPARE(record.messages.size(), 1);
    QCOMPARE(record.messages.first(), answer(1));
}

void tst_StdioTransport::garbageLinesDelivered()
{
    StdioTransport transport;
    transport.setProgram(peerPath(), {QStringLiteral("garbage")});
    Recorder record(&transport);
    transport.send(request(9));
    QVERIFY(record.wait([&] { return record.messages.size() >= 3; }));
    QCOMPARE(record.messages.size(), 3);
    QCOMPARE(record.messages, (QByteArrayList{"this line is not JSON",
                                              "<html><body>502 Bad Gateway</body></html>", answer(9)}));
    QVERIFY(record.diagnostics.isEmpty());  // not JSON is the layer above's call, not an error here
}

void tst_StdioTransport::ndjsonRefusesLineBreaks()
{
    StdioTransport transport;
    transport.setProgram(peerPath(), {QStringLiteral("echo")});
    Recorder record(&transport);
    const quint64 ticket = transport.send("{\n\"id\": 1\n}");
    QVERIFY(record.replies.isEmpty());
    QVERIFY(record.wait([&] { return record.replies.size() >= 1; }));
    QCOMPARE(record.replies.size(), 1);
    QCOMPARE(record.replies.first().ticket, ticket);
    QCOMPARE(record.replies.first().error.kind, TransportError::Kind::Unsupported);
    QVERIFY(record.replies.first().error.message.contains(QStringLiteral("line break")));
    QCOMPARE(transport.state(), StdioTransport::State::NotRunning);  // nothing to start for
}

void tst_StdioTransport::oversizedMessageFromChild()
{
    StdioTransport transport;
    transport.setProgram(peerPath(), {QStringLiteral("echo")});
    transport.setMaxMessageSize(1024);
    Recorder record(&transport);
    transport.send(request(1, '"' + QByteArray(4096, 'z') + '"'));
    transport.send(request(2));
    QVERIFY(record.wait([&] { return record.messages.size() >= 1; }));
    QCOMPARE(record.messages.size(), 1);
    QCOMPARE(record.messages.first(), answer(2));
    QCOMPARE(record.diagnostics.size(), 1);
    QVERIFY2(record.diagnostics.first().contains(QStringLiteral("1 KiB")), qPrintable(record.diagnostics.first()));
    QCOMPARE(transport.state(), StdioTransport::State::Running);
}

void tst_StdioTransport::stderrCaptured()
{
    StdioTransport transport;
    transport.setProgram(peerPath(), {QStringLiteral("stderr")});
    Recorder record(&transport);
    transport.start();
    QVERIFY(record.wait([&] { return record.diagnostics.size() >= 4; }));
    QCOMPARE(record.diagnostics.size(), 4);
    QCOMPARE(record.diagnostics.at(0), QStringLiteral("peer stderr line 1"));
    QCOMPARE(record.diagnostics.at(1), QStringLiteral("peer stderr line 2 ends in CRLF"));
    const QString longLine = record.diagnostics.at(2);
    QVERIFY(longLine.startsWith(QString(StdioTransport::MaxStderrLineSize, u'e')));
    QVERIFY(!longLine.contains(QString(StdioTransport::MaxStderrLineSize + 1, u'e')));
    QVERIFY(longLine.contains(QStringLiteral("cut at 64 KiB")));
    QCOMPARE(record.diagnostics.at(3), QStringLiteral("peer stderr after the long line"));
    QCOMPARE(transport.stderrTail().size(), 4);
    QCOMPARE(transport.stderrTail().last(), QStringLiteral("peer stderr after the long line"));

    transport.send(request(4));  // stderr does not disturb stdout
    QVERIFY(record.wait([&] { return record.messages.size() >= 1; }));
    QCOMPARE(record.messages.size(), 1);
    QCOMPARE(record.messages.first(), answer(4));
}

void tst_StdioTransport::silentChildStaysHealthy()
{
    StdioTransport transport;
    transport.setProgram(peerPath(), {QStringLiteral("silent")});
    Recorder record(&transport);
    for (int id = 1; id <= 3; ++id)
        transport.send(request(id));
    QVERIFY(record.wait([&] { return record.replies.size() >= 3; }));
    QCOMPARE(record.replies.size(), 3);
    for (const TransportReply &reply : std::as_const(record.replies))
        QVERIFY(!reply.error.isError());
    QTest::qWait(100);
    QVERIFY(record.messages.isEmpty());
    QVERIFY(record.closed.isEmpty());
    QCOMPARE(transport.state(), StdioTransport::State::Running);

    QElapsedTimer timer;
    timer.start();
    transport.close();
    QCOMPARE(transport.state(), StdioTransport::State::Closing);
    QVERIFY(record.wait([&] { return !record.closed.isEmpty(); }));
    QVERIFY2(timer.elapsed() < StdioTransport::DefaultShutdownGraceMs, qPrintable(QString::number(timer.elapsed())));
    QCOMPARE(record.closed.first().kind, TransportError::Kind::Canceled);
    QVERIFY2(record.closed.first().message.contains(QStringLiteral("exited with code 0 at the end of its input")),
             qPrintable(record.closed.first().message));
    QVERIFY(!record.hasDiagnostic(QStringLiteral("SIGTERM")));
    QCOMPARE(transport.state(), StdioTransport::State::NotRunning);
    QCOMPARE(transport.processId(), 0);
}

void tst_StdioTransport::exitFailsPending()
{
    StdioTransport transport;
    transport.setProgram(peerPath(), {QStringLiteral("exit-now"), QStringLiteral("3")});
    Recorder record(&transport);
    // Far more than a pipe holds: the child exits without reading, so this write cannot finish.
    const quint64 ticket = transport.send(request(1, '"' + QByteArray(4 * 1024 * 1024, 'w') + '"'));
    QVERIFY(record.wait([&] { return record.closed.size() >= 1; }));
    QCOMPARE(record.closed.size(), 1);
    const TransportError why = record.closed.first();
    QCOMPARE(why.kind, TransportError::Kind::ProcessExited);
    QVERIFY2(why.message.startsWith(QStringLiteral("The server process exited with code 3.")), qPrintable(why.message));
    QVERIFY2(why.message.contains(QStringLiteral("exit-now: leaving with code 3")), qPrintable(why.message));

    QCOMPARE(record.replies.size(), 1);
    QCOMPARE(record.replies.first().ticket, ticket);
    QCOMPARE(record.replies.first().error.kind, TransportError::Kind::ProcessExited);
    QCOMPARE(record.replies.first().error.message, why.message);
    QCOMPARE(transport.state(), StdioTransport::State::NotRunning);
}

void tst_StdioTransport::crashReported()
{
    StdioTransport transport;
    transport.setProgram(peerPath(), {QStringLiteral("crash")});
    Recorder record(&transport);
    transport.send(request(1));
    QVERIFY(record.wait([&] { return record.closed.size() >= 1; }));
    QCOMPARE(record.closed.size(), 1);
    const TransportError why = record.closed.first();
    QCOMPARE(why.kind, TransportError::Kind::ProcessExited);
    QVERIFY2(why.message.startsWith(QStringLiteral("The server process crashed (signal %1, SIGABRT).").arg(SIGABRT)),
             qPrintable(why.message));
    QVERIFY2(why.message.contains(QStringLiteral("crash: giving up on this request")), qPrintable(why.message));
    QCOMPARE(record.replies.size(), 1);
    QVERIFY(!record.replies.first().error.isError());  // it was written; the answer is what never came
    QVERIFY(record.hasDiagnostic(QStringLiteral("crash: giving up on this request")));
}

void tst_StdioTransport::failedToStart_data()
{
    QTest::addColumn<QString>("program");
    QTest::addColumn<QString>("workingDirectory");
    QTest::addColumn<QString>("message");

    QFile notExecutable(m_dir.filePath(QStringLiteral("not-executable")));
    QVERIFY(notExecutable.open(QIODevice::WriteOnly));
    notExecutable.write("#!/bin/sh\necho hi\n");
    notExecutable.close();
    QVERIFY(notExecutable.setPermissions(QFile::ReadOwner | QFile::WriteOwner));

    QTest::addRow("not in PATH") << QStringLiteral("rpcscope-no-such-program") << QString()
        << QStringLiteral("Could not start 'rpcscope-no-such-program': the program was not found.");
    QTest::addRow("no such path") << QStringLiteral("/nonexistent/rpcscope/server") << QString()
        << QStringLiteral("Could not start '/nonexistent/rpcscope/server': the program was not found.");
    QTest::addRow("not executable") << notExecutable.fileName() << QString()
        << QStringLiteral("Could not start '%1': permission denied (the file is not executable).")
               .arg(notExecutable.fileName());
    QTest::addRow("a directory") << m_dir.path() << QString()
        << QStringLiteral("Could not start '%1': it is a directory, not a program.").arg(m_dir.path());
    QTest::addRow("no such working directory") << peerPath() << QStringLiteral("/nonexistent/rpcscope-dir")
        << QStringLiteral("Could not start '%1': the working directory '/nonexistent/rpcscope-dir' does not exist.")
               .arg(peerPath());
    QTest::addRow("no program") << QString() << QString()
        << QStringLiteral("There is no program to start: the command line is empty.");
}

void tst_StdioTransport::failedToStart()
{
    QFETCH(QString, program);
    QFETCH(QString, workingDirectory);
    QFETCH(QString, message);

    StdioTransport transport;
    transport.setProgram(program, {QStringLiteral("echo")});
    transport.setWorkingDirectory(workingDirectory);
    Recorder record(&transport);
    const quint64 first = transport.send(request(1));
    const quint64 second = transport.send(request(2));
    QVERIFY(record.wait([&] { return record.replies.size() >= 2; }));
    QCOMPARE(record.replies.size(), 2);
    QCOMPARE(record.replies.at(0).ticket, first);
    QCOMPARE(record.replies.at(1).ticket, second);
    for (const TransportReply &reply : std::as_const(record.replies)) {
        QCOMPARE(reply.error.kind, TransportError::Kind::ProcessFailedToStart);
        QCOMPARE(reply.error.message, message);
    }
    if (!program.isEmpty()) {
        QCOMPARE(record.closed.size(), 1);
        QCOMPARE(record.closed.first().kind, TransportError::Kind::ProcessFailedToStart);
        QCOMPARE(record.closed.first().message, message);
    }
    QVERIFY(record.messages.isEmpty());
    QCOMPARE(transport.state(), StdioTransport::State::NotRunning);
}

void tst_StdioTransport::secretsNotInherited()
{
    qputenv("RPCSCOPE_SECRET_TOKEN", "hunter2-secret");
    qputenv("rpcscope_secret_lower", "hunter3-secret");
    qputenv("RPCSCOPE_VISIBLE", "shown");
    const auto cleanup = qScopeGuard([] {
        qunsetenv("RPCSCOPE_SECRET_TOKEN");
        qunsetenv("rpcscope_secret_lower");
        qunsetenv("RPCSCOPE_VISIBLE");
    });

    StdioTransport transport;
    transport.setProgram(peerPath(), {QStringLiteral("env")});
    QProcessEnvironment extra;
    extra.insert(QStringLiteral("RPCSCOPE_EXTRA"), QStringLiteral("configured"));
    transport.setExtraEnvironment(extra);
    Recorder record(&transport);
    transport.start();
    QVERIFY(record.wait([&] { return record.closed.size() >= 1; }));
    QCOMPARE(record.closed.size(), 1);
    QCOMPARE(record.closed.first().message, QStringLiteral("The server process exited with code 0."));

    QHash<QString, QString> environment;
    int count = -1;
    for (const QByteArray &line : std::as_const(record.messages)) {
        QVERIFY2(!line.contains("-secret"), line.constData());
        const QJsonObject object = QJsonDocument::fromJson(line).object();
        if (object.contains(QStringLiteral("done")))
            count = object.value(QStringLiteral("done")).toInt();
        else
            environment.insert(object.value(QStringLiteral("name")).toString(), object.value(QStringLiteral("value")).toString());
    }
    QCOMPARE(count, environment.size());
    QVERIFY(count > 3);
    QVERIFY(!environment.contains(QStringLiteral("RPCSCOPE_SECRET_TOKEN")));
    QVERIFY(!environment.contains(QStringLiteral("rpcscope_secret_lower")));
    QCOMPARE(environment.value(QStringLiteral("RPCSCOPE_VISIBLE")), QStringLiteral("shown"));
    QCOMPARE(environment.value(QStringLiteral("RPCSCOPE_EXTRA")), QStringLiteral("configured"));
    QCOMPARE(environment.value(QStringLiteral("PATH")), qEnvironmentVariable("PATH"));
}

void tst_StdioTransport::childEnvironment_data()
{
    QTest::addColumn<QStringList>("inherited");  // NAME=value
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<QStringList>("expected");

    QTest::addRow("secrets removed") << QStringList{QStringLiteral("A=1"), QStringLiteral("RPCSCOPE_SECRET_X=s")}
                                     << QStringList{} << QStringList{QStringLiteral("A=1")};
    QTest::addRow("any case") << QStringList{QStringLiteral("Rpcscope_Secret_y=s"), QStringLiteral("B=2")}
                              << QStringList{} << QStringList{QStringLiteral("B=2")};
    QTest::addRow("prefix only") << QStringList{QStringLiteral("MY_RPCSCOPE_SECRET_=k"), QStringLiteral("RPCSCOPE_SECRETS=k")}
                                 << QStringList{}
                                 << QStringList{QStringLiteral("MY_RPCSCOPE_SECRET_=k"), QStringLiteral("RPCSCOPE_SECRETS=k")};
    QTest::addRow("extra overrides") << QStringList{QStringLiteral("A=1")} << QStringList{QStringLiteral("A=2")}
                                     << QStringList{QStringLiteral("A=2")};
    QTest::addRow("configured secret passes") << QStringList{QStringLiteral("RPCSCOPE_SECRET_Z=inherited")}
                                              << QStringList{QStringLiteral("RPCSCOPE_SECRET_Z=configured")}
                                              << QStringList{QStringLiteral("RPCSCOPE_SECRET_Z=configured")};
}

void tst_StdioTransport::childEnvironment()
{
    QFETCH(QStringList, inherited);
    QFETCH(QStringList, extra);
    QFETCH(QStringList, expected);

    const auto environment = [](const QStringList &pairs) {
        QProcessEnvironment result;
        for (const QString &pair : pairs)
            result.insert(pair.section(u'=', 0, 0), pair.section(u'=', 1));
        return result;
    };
    QStringList got = StdioTransport::childEnvironment(environment(inherited), environment(extra)).toStringList();
    got.sort();
    expected.sort();
    QCOMPARE(got, expected);
}

void tst_StdioTransport::closeEscalatesToKill()
{
    StdioTransport transport;
    transport.setProgram(peerPath(), {QStringLiteral("ignore-term")});
    constexpr int graceMs = 300;   // the default (2 s) twice would make a slow test
    transport.setShutdownGrace(graceMs);
    Recorder record(&transport);
    transport.start();
    QVERIFY(record.wait([&] { return record.messages.size() >= 1; }));
    QCOMPARE(record.messages.size(), 1);  // SIGTERM is ignored from here on
    QCOMPARE(record.messages.first(), QByteArray("{\"ready\":true}"));

    QElapsedTimer timer;
    timer.start();
    transport.close();
    // close() never blocks: the steps run on timers.
    QVERIFY2(timer.elapsed() < 100, qPrintable(QString::number(timer.elapsed())));
    QVERIFY(record.wait([&] { return !record.closed.isEmpty(); }));
    QCOMPARE(record.closed.size(), 1);
    const qint64 ms = timer.elapsed();
    qInfo("ignore-term peer: closed after %lld ms", ms);
    QVERIFY2(ms >= 2 * graceMs - 20, qPrintable(QString::number(ms)));
    QVERIFY2(ms < 1500, qPrintable(QString::number(ms)));
    QCOMPARE(record.closed.first().kind, TransportError::Kind::Canceled);
    QVERIFY2(record.closed.first().message.contains(QStringLiteral("had to be killed")),
             qPrintable(record.closed.first().message));
    QVERIFY(record.hasDiagnostic(QStringLiteral("asking it to terminate (SIGTERM)")));
    QVERIFY(record.hasDiagnostic(QStringLiteral("killing it (SIGKILL)")));
    QCOMPARE(transport.state(), StdioTransport::State::NotRunning);
}

void tst_StdioTransport::closeStopsAtTerminate()
{
    StdioTransport transport;
    transport.setProgram(peerPath(), {QStringLiteral("deaf")});
    transport.setShutdownGrace(200);
    Recorder record(&transport);
    transport.start();
    QVERIFY(record.wait([&] { return record.messages.size() >= 1; }));
    QCOMPARE(record.messages.size(), 1);

    QElapsedTimer timer;
    timer.start();
    transport.close();
    QVERIFY(record.wait([&] { return !record.closed.isEmpty(); }));
    QVERIFY2(timer.elapsed() >= 150 && timer.elapsed() < 400, qPrintable(QString::number(timer.elapsed())));
    QVERIFY2(record.closed.first().message.contains(QStringLiteral("stopped when asked to terminate")),
             qPrintable(record.closed.first().message));
    QVERIFY(record.hasDiagnostic(QStringLiteral("SIGTERM")));
    QVERIFY(!record.hasDiagnostic(QStringLiteral("SIGKILL")));
}

void tst_StdioTransport::closeWhenNotRunning()
{
    StdioTransport transport;
    transport.setProgram(peerPath(), {QStringLiteral("echo")});
    Recorder record(&transport);
    transport.close();
    QTest::qWait(20);
    QVERIFY(record.closed.isEmpty());
    QVERIFY(record.diagnostics.isEmpty());
    QCOMPARE(transport.state(), StdioTransport::State::NotRunning);
}

void tst_StdioTransport::sendWhileClosing()
{
    StdioTransport transport;
    transport.setProgram(peerPath(), {QStringLiteral("deaf")});
    transport.setShutdownGrace(100);
    Recorder record(&transport);
    transport.start();
    QVERIFY(record.wait([&] { return record.messages.size() >= 1; }));
    QCOMPARE(record.messages.size(), 1);
    transport.close();
    const quint64 ticket = transport.send(request(1));
    QVERIFY(record.wait([&] { return record.replies.size() >= 1; }));
    QCOMPARE(record.replies.size(), 1);
    QCOMPARE(record.replies.first().ticket, ticket);
    QCOMPARE(record.replies.first().error.kind, TransportError::Kind::WriteFailed);
    QVERIFY(record.replies.first().error.message.contains(QStringLiteral("being closed")));
    QVERIFY(record.wait([&] { return record.closed.size() >= 1; }));
    QCOMPARE(record.closed.size(), 1);
}

void tst_StdioTransport::writeFailsWhenChildClosesInput()
{
    StdioTransport transport;
    transport.setProgram(peerPath(), {QStringLiteral("close-stdin")});
    Recorder record(&transport);
    transport.start();
    QVERIFY(record.wait([&] { return record.messages.size() >= 1; }));
    QCOMPARE(record.messages.size(), 1);  // stdin is closed by now
    transport.send(request(1));
    QVERIFY(record.wait([&] { return record.replies.size() >= 1; }));
    QCOMPARE(record.replies.size(), 1);
    QCOMPARE(record.replies.first().error.kind, TransportError::Kind::WriteFailed);
    QVERIFY2(record.replies.first().error.message.contains(QStringLiteral("no longer reads its input")),
             qPrintable(record.replies.first().error.message));
    // Later sends fail at once rather than waiting for a write that can never happen.
    transport.send(request(2));
    QVERIFY(record.wait([&] { return record.replies.size() >= 2; }));
    QCOMPARE(record.replies.size(), 2);
    QCOMPARE(record.replies.last().error.kind, TransportError::Kind::WriteFailed);
    QVERIFY(record.closed.isEmpty());  // the child still runs
    QCOMPARE(transport.state(), StdioTransport::State::Running);
}

void tst_StdioTransport::abortBeforeWritten()
{
    StdioTransport transport;
    transport.setProgram(peerPath(), {QStringLiteral("echo")});
    Recorder record(&transport);
    const quint64 aborted = transport.send(request(1));
    const quint64 kept = transport.send(request(2));
    transport.abort(aborted, TransportError{TransportError::Kind::Canceled, QStringLiteral("stopped by the user")});
    QCOMPARE(record.replies.size(), 1);
    QCOMPARE(record.replies.first().ticket, aborted);
    QCOMPARE(record.replies.first().error.kind, TransportError::Kind::Canceled);
    QCOMPARE(record.replies.first().error.message, QStringLiteral("stopped by the user"));

    QVERIFY(record.wait([&] { return record.messages.size() >= 2; }));
    QCOMPARE(record.messages.size(), 2);  // the bytes were already on their way
    QCOMPARE(record.replies.size(), 2);
    QCOMPARE(record.replies.last().ticket, kept);
    QVERIFY(!record.replies.last().error.isError());
    transport.abort(kept, TransportError{TransportError::Kind::Canceled, QStringLiteral("late")});
    QCOMPARE(record.replies.size(), 2);  // replied already: nothing more

    // A send refused in send() itself can be aborted before its reply is due.
    const quint64 refused = transport.send("two\nlines");
    transport.abort(refused, TransportError{TransportError::Kind::Canceled, QStringLiteral("first")});
    QTest::qWait(20);
    QCOMPARE(record.replies.size(), 3);
    QCOMPARE(record.replies.last().error.message, QStringLiteral("first"));
}

void tst_StdioTransport::bigMessageRoundTrip()
{
    StdioTransport transport;
    transport.setProgram(peerPath(), {QStringLiteral("echo")});
    Recorder record(&transport);
    const QByteArray params = '"' + QByteArray(32 * 1024 * 1024, 'b') + '"';
    QElapsedTimer timer;
    timer.start();
    transport.send(request(1, params));
    // A second or two normally; pipes on a loaded two-core machine are far slower.
    QVERIFY(record.wait([&] { return !record.messages.isEmpty(); }, 20000));
    qInfo("32 MiB echo round trip: %lld ms", timer.elapsed());
    QCOMPARE(record.messages.first().size(), answer(1, params).size());
    QVERIFY(record.messages.first() == answer(1, params));
    QCOMPARE(record.replies.size(), 1);
    QCOMPARE(record.replies.first().bytesSent, request(1, params).size() + 1);
}

void tst_StdioTransport::bigAnswer()
{
    StdioTransport transport;
    transport.setProgram(peerPath(), {QStringLiteral("big"), QStringLiteral("8")});
    Recorder record(&transport);
    QElapsedTimer timer;
    timer.start();
    transport.send(request(1));
    QVERIFY(record.wait([&] { return !record.messages.isEmpty(); }, 20000));
    qInfo("8 MiB answer: %lld ms", timer.elapsed());
    const QByteArray expected = answer(1, '"' + QByteArray(8 * 1024 * 1024, 'x') + '"');
    QCOMPARE(record.messages.first().size(), expected.size());
    QVERIFY(record.messages.first() == expected);
}

void tst_StdioTransport::restartAfterExit()
{
    StdioTransport transport;
    transport.setProgram(peerPath(), {QStringLiteral("echo")});
    Recorder record(&transport);
    transport.send(request(1));
    QVERIFY(record.wait([&] { return record.messages.size() >= 1; }));
    QCOMPARE(record.messages.size(), 1);
    const qint64 firstPid = transport.processId();

    transport.send(R"({"jsonrpc":"2.0","id":2,"method":"peer.exit","params":[0]})");
    QVERIFY(record.wait([&] { return record.closed.size() >= 1; }));
    QCOMPARE(record.closed.size(), 1);
    QCOMPARE(record.closed.first().message, QStringLiteral("The server process exited with code 0."));
    QCOMPARE(transport.state(), StdioTransport::State::NotRunning);
    QVERIFY(!record.hasDiagnostic(QStringLiteral("again")));

    transport.send(request(3));
    QVERIFY(record.hasDiagnostic(QStringLiteral("Starting the server process again: ")));
    QVERIFY(record.wait([&] { return record.messages.size() >= 2; }));
    QCOMPARE(record.messages.size(), 2);
    QCOMPARE(record.messages.last(), answer(3));
    QVERIFY(transport.processId() > 0);
    QVERIFY(transport.processId() != firstPid);
    QCOMPARE(record.replies.size(), 3);
    for (const TransportReply &reply : std::as_const(record.replies))
        QVERIFY(!reply.error.isError());
}

void tst_StdioTransport::destructorKillsChild()
{
    auto transport = std::make_unique<StdioTransport>();
    transport->setProgram(peerPath(), {QStringLiteral("ignore-term")});
    Recorder record(transport.get());
    transport->start();
    QVERIFY(record.wait([&] { return record.messages.size() >= 1; }));
    QCOMPARE(record.messages.size(), 1);
    const qint64 pid = transport->processId();
    QVERIFY(pid > 0);
    QVERIFY(::kill(pid_t(pid), 0) == 0);

    QElapsedTimer timer;
    timer.start();
    transport.reset();
    QVERIFY2(timer.elapsed() < 1000, qPrintable(QString::number(timer.elapsed())));
    QCOMPARE(::kill(pid_t(pid), 0), -1);  // gone, and reaped
    QCOMPARE(errno, ESRCH);
    QVERIFY(record.closed.isEmpty());  // nobody is left to tell
}

void tst_StdioTransport::noDescriptorLeaks()
{
    const int before = openDescriptors();
    {
        StdioTransport transport;
        transport.setProgram(peerPath(), {QStringLiteral("echo")});
        Recorder record(&transport);
        for (int run = 1; run <= 3; ++run) {
            transport.send(request(run));
            QVERIFY(record.wait([&] { return record.messages.size() >= run; }));
            QVERIFY(openDescriptors() > before);  // the pipes are open while the child runs
            transport.send(R"({"jsonrpc":"2.0","id":0,"method":"peer.exit","params":[0]})");
            QVERIFY(record.wait([&] { return record.closed.size() >= run; }));
            QCOMPARE(openDescriptors(), before);  // and all closed once it is gone
        }
        // One that is closed, and one still running when the transport goes.
        QSignalSpy started(&transport, &StdioTransport::started);
        transport.start();
        QVERIFY(started.wait(5000));
        transport.close();
        QVERIFY(record.wait([&] { return record.closed.size() >= 4; }));
        QCOMPARE(openDescriptors(), before);
        transport.send(request(9));
        QVERIFY(record.wait([&] { return record.messages.size() >= 4; }));
    }
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QCOMPARE(openDescriptors(), before);
}

void tst_StdioTransport::childGetsDefaultSigpipe()
{
    // Writes to the child ignore SIGPIPE in this process; its children must not inherit that.
    StdioTransport transport;
    transport.setProgram(peerPath(), {QStringLiteral("echo")});
    Recorder record(&transport);
    for (int run = 1; run <= 2; ++run) {  // the second child starts after writes have happened
        transport.send(request(run));
        QVERIFY(record.wait([&] { return record.messages.size() >= run; }));
        QFile status(QStringLiteral("/proc/%1/status").arg(transport.processId()));
        QVERIFY(status.open(QIODevice::ReadOnly));
        bool found = false;
        for (const QByteArray &line : status.readAll().split('\n')) {
            if (!line.startsWith("SigIgn:"))
                continue;
            found = true;
            bool ok = false;
            const quint64 ignored = line.mid(7).trimmed().toULongLong(&ok, 16);
            QVERIFY(ok);
            QVERIFY2(!(ignored & (quint64(1) << (SIGPIPE - 1))), line.constData());
        }
        QVERIFY(found);
        transport.send(R"({"jsonrpc":"2.0","id":0,"method":"peer.exit","params":[0]})");
        QVERIFY(record.wait([&] { return record.closed.size() >= run; }));
    }
}

void tst_StdioTransport::roundTripThroughput()
{
    const int count = qEnvironmentVariableIsSet("RPCSCOPE_BENCH_ROUNDTRIPS")
        ? qEnvironmentVariableIntValue("RPCSCOPE_BENCH_ROUNDTRIPS")
        : 2000;
    QVERIFY(count > 0);

    StdioTransport transport;
    transport.setProgram(peerPath(), {QStringLiteral("echo")});
    {
        Recorder warmUp(&transport);  // gone before the clock starts: it would store every reply
        transport.send(request(0));
        QVERIFY(warmUp.wait([&] { return warmUp.messages.size() >= 1; }));
    }

    // Sequential: the next request goes out when the previous answer is in.
    int received = 0;
    bool inOrder = true;
    QEventLoop loop;
    connect(&transport, &Transport::messageReceived, &loop, [&](const QByteArray &message, qint64) {
        ++received;
        inOrder = inOrder && message == answer(received);
        if (received == count)
            loop.quit();
        else
            transport.send(request(received + 1));
    });
    QTimer::singleShot(60000, &loop, &QEventLoop::quit);
    QElapsedTimer timer;
    timer.start();
    transport.send(request(1));
    loop.exec();
    const qint64 ns = timer.nsecsElapsed();
    QCOMPARE(received, count);
    QVERIFY(inOrder);
    qInfo("NDJSON round trips through StdioTransport: %d in %.1f ms = %.0f per second",
          count, double(ns) / 1e6, double(count) * 1e9 / double(ns));
}

QTEST_GUILESS_MAIN(tst_StdioTransport)

#include "tst_stdiotransport.moc"
