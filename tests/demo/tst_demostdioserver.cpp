#include "lib/demo/demomcpservice.h"
#include "lib/demo/demoservice.h"
#include "lib/demo/demostdioserver.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <csignal>
#include <fcntl.h>
#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace RpcScope;

namespace {

/// A DemoStdioServer on two real pipes, as a child's stdin and stdout would be.
class PipePair
{
public:
    PipePair()
    {
        m_ok = ::pipe(m_in) == 0 && ::pipe(m_out) == 0;
        if (m_ok)
            ::fcntl(m_out[0], F_SETFL, ::fcntl(m_out[0], F_GETFL) | O_NONBLOCK);
    }
    ~PipePair()
    {
        for (int fd : {m_in[0], m_in[1], m_out[0], m_out[1]}) {
            if (fd >= 0)
                ::close(fd);
        }
    }
    bool ok() const { return m_ok; }
    int serverInput() const { return m_in[0]; }
    int serverOutput() const { return m_out[1]; }

    void write(const QByteArray &bytes) { QCOMPARE(::write(m_in[1], bytes.constData(), size_t(bytes.size())), ssize_t(bytes.size())); }
    void closeInput() { ::close(std::exchange(m_in[1], -1)); }
    void closeOutputReader() { ::close(std::exchange(m_out[0], -1)); }

    /// Reads whatever the server wrote so far.
    QByteArray drain()
    {
        char buffer[65536];
        ssize_t count;
        while ((count = ::read(m_out[0], buffer, sizeof buffer)) > 0)
            m_received.append(buffer, count);
        return m_received;
    }
    /// Waits until \a lines complete lines arrived; returns them.
    QList<QByteArray> lines(int lines, int timeoutMs = 5000)
    {
        [[maybe_unused]] const bool done = QTest::qWaitFor([&] { return drain().count('\n') >= lines; }, timeoutMs);
        QList<QByteArray> result = m_received.split('\n');
        result.removeLast();
        return result;
    }

private:
    int m_in[2] = {-1, -1};
    int m_out[2] = {-1, -1};
    bool m_ok = false;
    QByteArray m_received;
};

QJsonObject parse(const QByteArray &line)
{
    return QJsonDocument::fromJson(line).object();
}

} // namespace

class tst_DemoStdioServer final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void answersOneLinePerMessage();
    void lineSplitAcrossWrites();
    void overlongLineRefusedOnce();
    void overlongLineReason_data();
    void overlongLineReason();
    void eofFinishesAfterPendingAnswers();
    void closedOutputFinishes();
    void aClientThatReadsNothingIsGivenUp();
    void mcpFace();
};

void tst_DemoStdioServer::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    // Writing to a pipe nobody reads must report EPIPE, not end the test run.
    std::signal(SIGPIPE, SIG_IGN);
}

void tst_DemoStdioServer::answersOneLinePerMessage()
{
    PipePair pipes;
    QVERIFY(pipes.ok());
    DemoService service;
    DemoStdioServer server(&service);
    QVERIFY(server.start(pipes.serverInput(), pipes.serverOutput()));
    pipes.write("\n   \n" R"({"jsonrpc":"2.0","id":1,"method":"demo.echo","params":{ "b" : 1,  "a" : [ 1.0 ] }})" "\r\n"
                R"({"jsonrpc":"2.0","method":"demo.increment"})" "\n"
                R"([{"jsonrpc":"2.0","id":2,"method":"demo.counter"},{"jsonrpc":"2.0","id":3,"method":"no.such"}])" "\n");
    const QList<QByteArray> lines = pipes.lines(2);
    QCOMPARE(lines.size(), 2);
    QCOMPARE(lines.at(0), QByteArray(R"({"jsonrpc":"2.0","id":1,"result":{"b":1,"a":[1.0]}})"));
    QVERIFY(lines.at(1).startsWith(R"([{"jsonrpc":"2.0","id":2,"result":{"value":1}},)"));
}

void tst_DemoStdioServer::lineSplitAcrossWrites()
{
    PipePair pipes;
    QVERIFY(pipes.ok());
    DemoService service;
    DemoStdioServer server(&service);
    QVERIFY(server.start(pipes.serverInput(), pipes.serverOutput()));
    pipes.write(R"({"jsonrpc":"2.0","id":"x",)");
    QTest::qWait(30);
    QVERIFY(pipes.drain().isEmpty()); // half a line is not a message yet
    pipes.write(R"("method":"math.add","params":[1,2]})" "\n");
    QCOMPARE(pipes.lines(1), QList<QByteArray>{R"({"jsonrpc":"2.0","id":"x","result":3})"});
}

void tst_DemoStdioServer::overlongLineRefusedOnce()
{
    PipePair pipes;
    QVERIFY(pipes.ok());
    DemoService service;
    DemoStdioServer server(&service);
    server.setMaxLineLength(1000);
    QVERIFY(server.start(pipes.serverInput(), pipes.serverOutput()));
    pipes.write(R"({"jsonrpc":"2.0","id":1,"method":"demo.echo","params":[")" + QByteArray(1500, 'a'));
    QTest::qWait(30);
    pipes.write(QByteArray(1500, 'a') + "\"]}\n" R"({"jsonrpc":"2.0","id":2,"method":"demo.counter"})" "\n");
    const QList<QByteArray> lines = pipes.lines(2);
    QCOMPARE(lines.size(), 2);
    QCOMPARE(parse(lines.at(0)).value(u"error").toObject().value(u"code").toInt(), -32700);
    QVERIFY(parse(lines.at(0)).value(u"id").isNull());
    QCOMPARE(parse(lines.at(1)).value(u"id").toInt(), 2);
}

void tst_DemoStdioServer::overlongLineReason_data()
{
    QTest::addColumn<int>("limit");
    QTest::addColumn<QString>("reason");
    QTest::newRow("one byte") << 1 << u"a line is longer than 1 byte"_s;
    QTest::newRow("many bytes") << 4 << u"a line is longer than 4 bytes"_s;
}

void tst_DemoStdioServer::overlongLineReason()
{
    // Plain English with the plural spelled out: the program loads no catalogue.
    QFETCH(int, limit);
    QFETCH(QString, reason);
    PipePair pipes;
    QVERIFY(pipes.ok());
    DemoService service;
    DemoStdioServer server(&service);
    server.setMaxLineLength(limit);
    QVERIFY(server.start(pipes.serverInput(), pipes.serverOutput()));
    pipes.write(R"({"jsonrpc")"); // half a line, already over the limit
    const QList<QByteArray> lines = pipes.lines(1);
    QCOMPARE(lines.size(), 1);
    const QJsonObject error = parse(lines.at(0)).value(u"error").toObject();
    QCOMPARE(error.value(u"code").toInt(), -32700);
    QCOMPARE(error.value(u"data").toObject().value(u"reason").toString(), reason);
}

void tst_DemoStdioServer::eofFinishesAfterPendingAnswers()
{
    PipePair pipes;
    QVERIFY(pipes.ok());
    DemoService service;
    DemoStdioServer server(&service);
    QSignalSpy finished(&server, &DemoStdioServer::finished);
    QVERIFY(server.start(pipes.serverInput(), pipes.serverOutput()));
    pipes.write(R"({"jsonrpc":"2.0","id":1,"method":"demo.sleep","params":[150]})" "\n"
                R"({"jsonrpc":"2.0","id":2,"method":"math.add","params":[2,2]})");  // no final newline
    pipes.closeInput();
    QTRY_COMPARE_WITH_TIMEOUT(pipes.drain().count('\n'), 1, 2000);
    QCOMPARE(finished.size(), 0); // the sleeping answer is still owed
    QVERIFY(finished.wait(5000));
    const QList<QByteArray> lines = pipes.lines(2);
    QCOMPARE(lines.size(), 2);
    QCOMPARE(parse(lines.at(0)).value(u"result").toInt(), 4);
    QCOMPARE(parse(lines.at(1)).value(u"result").toObject().value(u"slept_ms").toInt(), 150);
}

void tst_DemoStdioServer::closedOutputFinishes()
{
    PipePair pipes;
    QVERIFY(pipes.ok());
    DemoService service;
    DemoStdioServer server(&service);
    QSignalSpy finished(&server, &DemoStdioServer::finished);
    QVERIFY(server.start(pipes.serverInput(), pipes.serverOutput()));
    pipes.closeOutputReader();
    pipes.write(R"({"jsonrpc":"2.0","id":1,"method":"demo.counter"})" "\n");
    QVERIFY(finished.wait(5000));
}

void tst_DemoStdioServer::aClientThatReadsNothingIsGivenUp()
{
    // A client closes its input and never reads its answers, more than a pipe holds: the
    // server does not wait for ever, it gives them up after the grace and finishes.
    PipePair pipes;
    QVERIFY(pipes.ok());
    DemoService service;
    DemoStdioServer server(&service);
    server.setDrainGraceMs(300);
    QSignalSpy finished(&server, &DemoStdioServer::finished);
    QVERIFY(server.start(pipes.serverInput(), pipes.serverOutput()));
    pipes.write(R"({"jsonrpc":"2.0","id":1,"method":"demo.big","params":{"megabytes":1}})" "\n");   // more than a pipe holds
    pipes.closeInput();
    QElapsedTimer clock;
    clock.start();
    QVERIFY(finished.wait(5000));
    QVERIFY2(clock.elapsed() >= 250, QByteArray::number(clock.elapsed()).constData());   // after the grace, not before
}

void tst_DemoStdioServer::mcpFace()
{
    PipePair pipes;
    QVERIFY(pipes.ok());
    DemoMcpService mcp;
    DemoStdioServer server(&mcp);
    QVERIFY(server.start(pipes.serverInput(), pipes.serverOutput()));
    pipes.write(R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25"}})" "\n"
                R"({"jsonrpc":"2.0","method":"notifications/initialized"})" "\n"
                R"({"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"always_fail"}})" "\n");
    const QList<QByteArray> lines = pipes.lines(2);
    QCOMPARE(lines.size(), 2);
    QCOMPARE(parse(lines.at(0)).value(u"result").toObject().value(u"protocolVersion").toString(), u"2025-11-25"_s);
    QCOMPARE(parse(lines.at(1)).value(u"result").toObject().value(u"isError"), QJsonValue(true));
}

QTEST_GUILESS_MAIN(tst_DemoStdioServer)
#include "tst_demostdioserver.moc"
