// The soak: the real CLI and the real window against a server that answers hostile bodies at
// random, for a while (ten minutes by scripts/run-soak.sh, seconds in CTest), checking that
// neither crashes or hangs, that memory stays bounded, and that every exchange is recorded.
//
//   rpcscope-soak --seconds N [--cli PATH] [--gui PATH] [--work DIR]
//
// The server (here, on loopback) answers each HTTP request with one case drawn at random:
// a good result, cut JSON, a wrong id, duplicate keys, numbers beyond double, nesting 100 000
// deep, a 1 MiB string, binary bytes, an HTML 500, a body cut by a close, a bad chunk, a
// trickle, a batch for a single request, a BOM, invalid UTF-8, a notification, a Content-Length
// that lies (the connection then closes), an empty 200. The window sends calls one after the
// other (--test-calls) and records them; the CLI runs a collection of calls again and again,
// recording each run. Figures go to stdout; the exit status is 0 only with no failure.

#include "lib/session/sessionreader.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSet>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

#include <cstdio>

using namespace RpcScope;

namespace {

QByteArray httpResponse(int status, const QByteArray &type, const QByteArray &body)
{
    return "HTTP/1.1 " + QByteArray::number(status) + (status == 200 ? " OK" : " Internal Server Error")
         + "\r\nContent-Type: " + type + "\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body;
}

/// The hostile server: one random case per request, HTTP/1.1 with keep-alive.
class HostileServer final : public QTcpServer
{
public:
    int answered = 0;

protected:
    void incomingConnection(qintptr descriptor) override
    {
        auto *socket = new QTcpSocket(this);
        socket->setSocketDescriptor(descriptor);
        auto buffer = std::make_shared<QByteArray>();
        connect(socket, &QTcpSocket::readyRead, socket, [this, socket, buffer] {
            *buffer += socket->readAll();
            for (;;) {
                const qsizetype end = buffer->indexOf("\r\n\r\n");
                if (end < 0)
                    return;
                static const QRegularExpression lengthPattern(QStringLiteral("(?i)content-length: *(\\d+)"));
                const QRegularExpressionMatch length = lengthPattern.match(QString::fromLatin1(buffer->left(end)));
                const qsizetype bodyBytes = length.hasMatch() ? length.captured(1).toLongLong() : 0;
                if (buffer->size() < end + 4 + bodyBytes)
                    return;
                const QByteArray body = buffer->mid(end + 4, bodyBytes);
                buffer->remove(0, end + 4 + bodyBytes);
                answer(socket, body);
            }
        });
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
    }

private:
    void answer(QTcpSocket *socket, const QByteArray &request)
    {
        ++answered;
        static const QRegularExpression idPattern(QStringLiteral("\"id\" *: *(\\d+)"));
        const QRegularExpressionMatch match = idPattern.match(QString::fromUtf8(request.left(200)));
        const QByteArray id = match.hasMatch() ? match.captured(1).toLatin1() : QByteArray("null");
        const QByteArray json = "application/json";
        const QByteArray good = "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"result\":" + QByteArray::number(answered) + "}";
        switch (QRandomGenerator::global()->bounded(18)) {
        case 0: socket->write(httpResponse(200, json, good)); break;
        case 1: socket->write(httpResponse(200, json, "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"res")); break;
        case 2: socket->write(httpResponse(200, json, "{\"jsonrpc\":\"2.0\",\"id\":987654321,\"result\":1}")); break;
        case 3: socket->write(httpResponse(200, json, "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"result\":1,\"result\":2}")); break;
        case 4:
            socket->write(httpResponse(200, json, "{\"jsonrpc\":\"2.0\",\"id\":" + id
                                                           + ",\"result\":[1e999999,-0,123456789012345678901234567890]}"));
            break;
        case 5: socket->write(httpResponse(200, json, QByteArray(100000, '[') + QByteArray(100000, ']'))); break;
        case 6:
            socket->write(httpResponse(200, json, "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"result\":\""
                                                           + QByteArray(1 << 20, 'x') + "\"}"));
            break;
        case 7: {
            QByteArray binary(4096, '\0');
            for (char &byte : binary)
                byte = char(QRandomGenerator::global()->bounded(256));
            socket->write(httpResponse(200, json, binary));
            break;
        }
        case 8: socket->write(httpResponse(500, "text/html", "<html><body><h1>Internal error</h1></body></html>")); break;
        case 9:
            socket->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{\"jsonrpc\":");
            socket->disconnectFromHost();
            break;
        case 10:
            socket->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n");
            socket->disconnectFromHost();
            break;
        case 11: {
            const QByteArray whole = httpResponse(200, json, good);
            for (int piece = 0; piece < 5; ++piece) {
                QTimer::singleShot(piece * 15, socket, [socket, part = whole.mid(piece * whole.size() / 5,
                                                                                 (piece + 1) * whole.size() / 5 - piece * whole.size() / 5)] {
                    socket->write(part);
                });
            }
            break;
        }
        case 12: socket->write(httpResponse(200, json, "[" + good + "," + good + "]")); break;
        case 13: socket->write(httpResponse(200, json, "\xEF\xBB\xBF \n" + good + "\n")); break;
        case 14: socket->write(httpResponse(200, json, "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"result\":\"\xC3\x28\xFF\"}")); break;
        case 15: socket->write(httpResponse(200, json, "{\"jsonrpc\":\"2.0\",\"method\":\"surprise\",\"params\":[]}")); break;
        case 16:
            // A Content-Length that promises more than comes; the connection closes a second later.
            socket->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n" + good);
            QTimer::singleShot(1000, socket, [socket] { socket->disconnectFromHost(); });
            break;
        default: socket->write(httpResponse(200, json, QByteArray())); break;
        }
    }
};

/// Resident memory of a process now, and its peak, in KiB (from /proc).
struct Memory
{
    qint64 rss = 0;
    qint64 peak = 0;
};

Memory memoryOf(qint64 pid)
{
    Memory memory;
    QFile status(QStringLiteral("/proc/%1/status").arg(pid));
    if (!status.open(QIODevice::ReadOnly))
        return memory;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            memory.rss = line.mid(6).trimmed().split(' ').value(0).toLongLong();
        else if (line.startsWith("VmHWM:"))
            memory.peak = line.mid(6).trimmed().split(' ').value(0).toLongLong();
    }
    return memory;
}

void say(const QString &text)
{
    std::printf("%s\n", qPrintable(text));
    std::fflush(stdout);
}

/// The exchanges a session file holds, and whether it reads back.
struct Recorded
{
    bool ok = false;
    int exchanges = 0;
    QSet<int> ids;
};

Recorded readSession(const QString &path)
{
    Recorded recorded;
    const SessionReader::Session session = SessionReader::readAll(path);
    recorded.ok = session.status == SessionReader::Status::Ok && session.problems.isEmpty();
    static const QRegularExpression idPattern(QStringLiteral("\"id\": *(\\d+)"));
    for (const SessionEntry &entry : session.entries) {
        if (entry.type != SessionEntry::Type::Exchange)
            continue;
        ++recorded.exchanges;
        const QRegularExpressionMatch match = idPattern.match(QString::fromUtf8(entry.request));
        if (match.hasMatch())
            recorded.ids.insert(match.captured(1).toInt());
    }
    return recorded;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption secondsOption(QStringLiteral("seconds"), QStringLiteral("How long."), QStringLiteral("N"),
                                           QStringLiteral("600"));
    const QCommandLineOption cliOption(QStringLiteral("cli"), QStringLiteral("rpcscope-cli"), QStringLiteral("PATH"));
    const QCommandLineOption guiOption(QStringLiteral("gui"), QStringLiteral("rpcscope"), QStringLiteral("PATH"));
    const QCommandLineOption workOption(QStringLiteral("work"), QStringLiteral("Folder for the files."), QStringLiteral("DIR"),
                                        QDir::tempPath() + QStringLiteral("/rpcscope-soak"));
    parser.addOptions({secondsOption, cliOption, guiOption, workOption});
    parser.process(app);
    const int seconds = parser.value(secondsOption).toInt();
    const QString work = parser.value(workOption);
    QDir(work).removeRecursively();
    QDir().mkpath(work);

    HostileServer server;
    if (!server.listen(QHostAddress::LocalHost, 0)) {
        say(QStringLiteral("soak: cannot listen: %1").arg(server.errorString()));
        return 1;
    }
    const QString endpoint = QStringLiteral("http://127.0.0.1:%1/rpc").arg(server.serverPort());
    QStringList failures;
#if defined(__SANITIZE_ADDRESS__)
    // Instrumented programs hold shadow memory and a quarantine of freed blocks besides.
    constexpr qint64 Overhead = 3;
#else
    constexpr qint64 Overhead = 1;
#endif
    constexpr qint64 GuiLimitKiB = 600 * 1024 * Overhead;
    constexpr qint64 CliLimitKiB = 400 * 1024 * Overhead;

    // The CLI: a collection of calls, run again and again, each run recorded.
    QByteArray items;
    constexpr int CallsPerRun = 400;
    for (int i = 1; i <= CallsPerRun; ++i) {
        items += (i > 1 ? ",\n" : "") + QByteArray("{\"type\": \"request\", \"name\": \"call ") + QByteArray::number(i)
               + "\", \"kind\": \"single\", \"endpoint\": \"" + endpoint.toUtf8()
               + "\", \"method\": \"math.add\", \"params\": [" + QByteArray::number(i) + ", 1], \"id\": "
               + QByteArray::number(i) + ", \"timeoutMs\": 3000}";
    }
    const QString collectionPath = work + QStringLiteral("/soak.collection.json");
    QFile collection(collectionPath);
    if (!collection.open(QIODevice::WriteOnly)) {
        say(QStringLiteral("soak: cannot write %1").arg(collectionPath));
        return 1;
    }
    collection.write("{\"format\": \"rpcscope-collection\", \"version\": 1, \"name\": \"soak\", \"items\": [" + items + "]}");
    collection.close();

    int cliRuns = 0;
    int cliReported = 0;
    int cliRecorded = 0;
    qint64 cliPeak = 0;
    QProcess cli;
    QByteArray cliOut;
    QString cliSession;
    auto startCli = [&] {
        if (!parser.isSet(cliOption))
            return;
        ++cliRuns;
        cliOut.clear();
        cliSession = work + QStringLiteral("/cli-%1.rpcsession").arg(cliRuns);
        cli.start(parser.value(cliOption), {QStringLiteral("run"), collectionPath, QStringLiteral("--record"), cliSession});
    };
    QObject::connect(&cli, &QProcess::readyReadStandardOutput, &cli, [&] { cliOut += cli.readAllStandardOutput(); });
    bool ending = false;
    QObject::connect(&cli, &QProcess::finished, &cli, [&](int code, QProcess::ExitStatus status) {
        cliOut += cli.readAllStandardOutput();
        // At the end the run in progress is killed: its recording must hold what it reported all the same.
        if (!ending && (status != QProcess::NormalExit || (code != 0 && code != 1 && code != 3 && code != 6)))
            failures.append(QStringLiteral("cli run %1 ended with status %2 (%3)").arg(cliRuns).arg(code).arg(
                    status == QProcess::NormalExit ? QStringLiteral("exit") : QStringLiteral("crash")));
        static const QRegularExpression resultLine(QStringLiteral("(?m)^(ok|FAIL) +call \\d+"));
        const int reported = int(QString::fromUtf8(cliOut).count(resultLine));
        const Recorded recorded = readSession(cliSession);
        cliReported += reported;
        cliRecorded += recorded.exchanges;
        if (!recorded.ok)
            failures.append(QStringLiteral("cli run %1: its session file does not read back whole").arg(cliRuns));
        if (recorded.exchanges < reported)
            failures.append(QStringLiteral("cli run %1: %2 results reported, %3 exchanges recorded")
                                    .arg(cliRuns).arg(reported).arg(recorded.exchanges));
        QFile::remove(cliSession);
        if (!ending)
            startCli();
    });

    // The window: calls one after the other, recorded; "answered N" after each.
    QProcess gui;
    QByteArray guiOut;
    const QString guiSession = work + QStringLiteral("/gui.rpcsession");
    if (parser.isSet(guiOption)) {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        environment.insert(QStringLiteral("XDG_CONFIG_HOME"), work + QStringLiteral("/config"));
        environment.insert(QStringLiteral("XDG_DATA_HOME"), work + QStringLiteral("/data"));
        gui.setProcessEnvironment(environment);
        gui.start(parser.value(guiOption), {QStringLiteral("--record"), guiSession, QStringLiteral("--workspace"),
                                            work + QStringLiteral("/workspace.json"), QStringLiteral("--test-calls"),
                                            QStringLiteral("100000000"), endpoint});
        QObject::connect(&gui, &QProcess::readyReadStandardOutput, &gui, [&] { guiOut += gui.readAllStandardOutput(); });
    }
    startCli();

    // Every 10 s: memory, and progress (a process that answered nothing new is hung).
    qint64 guiPeak = 0;
    qint64 guiFirstRss = 0;
    qint64 guiLastRss = 0;
    int guiAnsweredBefore = -1;
    int cliReportedBefore = -1;
    auto guiAnswered = [&] {
        static const QRegularExpression answeredLine(QStringLiteral("answered (\\d+)"));
        int last = 0;
        for (auto it = answeredLine.globalMatch(QString::fromUtf8(guiOut)); it.hasNext();)
            last = it.next().captured(1).toInt();
        return last;
    };
    QTimer sample;
    sample.setInterval(10000);
    QObject::connect(&sample, &QTimer::timeout, &app, [&] {
        if (gui.state() == QProcess::Running) {
            const Memory memory = memoryOf(gui.processId());
            guiPeak = qMax(guiPeak, memory.peak);
            guiLastRss = memory.rss;
            if (guiFirstRss == 0)
                guiFirstRss = memory.rss;
            const int answered = guiAnswered();
            if (answered == guiAnsweredBefore)
                failures.append(QStringLiteral("the window answered nothing new in 10 s (at call %1)").arg(answered));
            guiAnsweredBefore = answered;
        }
        if (cli.state() == QProcess::Running) {
            cliPeak = qMax(cliPeak, memoryOf(cli.processId()).peak);
            static const QRegularExpression resultLine(QStringLiteral("(?m)^(ok|FAIL) +call \\d+"));
            const int reported = cliReported + int(QString::fromUtf8(cliOut).count(resultLine));
            if (reported == cliReportedBefore)
                failures.append(QStringLiteral("the CLI reported nothing new in 10 s"));
            cliReportedBefore = reported;
        }
        static const QRegularExpression resultLine(QStringLiteral("(?m)^(ok|FAIL) +call \\d+"));
        say(QStringLiteral("soak: %1 s, server answered %2; window: call %3, RSS %4 MiB; CLI: run %5, %6 results")
                    .arg(sample.property("elapsed").toInt() + 10).arg(server.answered).arg(guiAnswered())
                    .arg(guiLastRss / 1024).arg(cliRuns).arg(cliReported + int(QString::fromUtf8(cliOut).count(resultLine))));
        sample.setProperty("elapsed", sample.property("elapsed").toInt() + 10);
    });
    sample.start();

    QTimer::singleShot(seconds * 1000, &app, [&] {
        ending = true;
        sample.stop();
        if (gui.state() == QProcess::Running) {
            const Memory memory = memoryOf(gui.processId());
            guiPeak = qMax(guiPeak, memory.peak);
            guiLastRss = memory.rss;
            gui.kill();   // its recording must hold every call it answered, even so
            gui.waitForFinished(10000);
        } else if (parser.isSet(guiOption)) {
            // How it ended, so that a failure under load can be told from a crash or a start that failed.
            const QString how = gui.error() == QProcess::FailedToStart ? QStringLiteral("failed to start (%1)").arg(gui.errorString())
                                : gui.exitStatus() == QProcess::CrashExit ? QStringLiteral("crashed (%1)").arg(gui.errorString())
                                                                          : QStringLiteral("exit code %1").arg(gui.exitCode());
            failures.append(QStringLiteral("the window ended early, %1: %2").arg(how, QString::fromUtf8(gui.readAllStandardError().right(500))));
        }
        if (cli.state() == QProcess::Running) {
            cliPeak = qMax(cliPeak, memoryOf(cli.processId()).peak);
            cli.kill();   // its finished() checks the recording of the run it was in
            cli.waitForFinished(10000);
        }
        guiOut += gui.readAllStandardOutput();
        const int answered = guiAnswered();
        int guiMissing = 0;
        if (parser.isSet(guiOption)) {
            const Recorded recorded = readSession(guiSession);
            for (int id = 1; id <= answered; ++id)
                guiMissing += recorded.ids.contains(id) ? 0 : 1;
            if (guiMissing > 0)
                failures.append(QStringLiteral("%1 of the window's %2 answered calls are not in its session file")
                                        .arg(guiMissing).arg(answered));
        }
        if (guiPeak > GuiLimitKiB)
            failures.append(QStringLiteral("the window's memory peaked at %1 MiB").arg(guiPeak / 1024));
        if (cliPeak > CliLimitKiB)
            failures.append(QStringLiteral("the CLI's memory peaked at %1 MiB").arg(cliPeak / 1024));
        if (parser.isSet(guiOption) && answered == 0)
            failures.append(QStringLiteral("the window answered no call"));
        if (parser.isSet(cliOption) && cliReported == 0)
            failures.append(QStringLiteral("the CLI reported no result"));
        say(QStringLiteral("soak result: %1 s, %2 hostile answers served").arg(seconds).arg(server.answered));
        say(QStringLiteral("  window: %1 calls answered and recorded (%2 missing), RSS %3 MiB after 10 s, %4 MiB at "
                           "the end, peak %5 MiB")
                    .arg(answered).arg(guiMissing).arg(guiFirstRss / 1024).arg(guiLastRss / 1024).arg(guiPeak / 1024));
        say(QStringLiteral("  CLI: %1 runs, %2 results reported, %3 exchanges recorded, peak %4 MiB")
                    .arg(cliRuns).arg(cliReported).arg(cliRecorded).arg(cliPeak / 1024));
        say(failures.isEmpty() ? QStringLiteral("  failures: none") : QStringLiteral("  failures:\n    ") + failures.join(QStringLiteral("\n    ")));
        app.exit(failures.isEmpty() ? 0 : 1);
    });
    return app.exec();
}
