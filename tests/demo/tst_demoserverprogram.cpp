#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTcpSocket>
#include <QTest>

#include <csignal>

using namespace Qt::StringLiterals;

namespace {

const QString program = QStringLiteral(RPCSCOPE_DEMO_SERVER);

/// Reads one line from the child's stdout, waiting up to \a timeoutMs.
QByteArray readLine(QProcess &process, int timeoutMs = 5000)
{
    QElapsedTimer timer;
    timer.start();
    while (!process.canReadLine() && timer.elapsed() < timeoutMs) {
        if (!process.waitForReadyRead(int(timeoutMs - timer.elapsed())))
            break;
    }
    return process.canReadLine() ? process.readLine() : QByteArray();
}

QJsonObject parse(const QByteArray &line)
{
    return QJsonDocument::fromJson(line).object();
}

/// POSTs \a body to the running server with a plain socket; returns the whole response.
QByteArray httpPost(quint16 port, const QByteArray &path, const QByteArray &body)
{
    QTcpSocket socket;
    socket.connectToHost(u"127.0.0.1"_s, port);
    if (!socket.waitForConnected(5000))
        return {};
    socket.write("POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
                 "Content-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body);
    QByteArray response;
    while (socket.waitForReadyRead(5000))
        response += socket.readAll();
    return response + socket.readAll();
}

} // namespace

class tst_DemoServerProgram final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void httpPrintsLineAndAnswers();
    void httpStopsOnSigint();
    void busyPortFails();
    void stdioAnswersLines();
    void stdioMcpInitialize();
    void stdioEofExitsZero();
    void stdioAnswersPendingBeforeExit();
    void stdioLastLineWithoutNewline();
    void stdioStopsOnSigterm();
    void help();
    void usageErrors_data();
    void usageErrors();
};

void tst_DemoServerProgram::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY2(QFile::exists(program), qPrintable(program));
}

void tst_DemoServerProgram::httpPrintsLineAndAnswers()
{
    QProcess server;
    server.start(program, {u"--port"_s, u"0"_s});
    QVERIFY(server.waitForStarted());
    const QByteArray line = readLine(server);
    const QRegularExpressionMatch match =
        QRegularExpression(u"^listening on http://127\\.0\\.0\\.1:(\\d+)\\n$"_s).match(QString::fromUtf8(line));
    QVERIFY2(match.hasMatch(), line.constData());
    const quint16 port = quint16(match.captured(1).toUInt());
    QVERIFY(port > 0);

    const QByteArray rpc = httpPost(port, "/rpc", R"({"jsonrpc":"2.0","id":9007199254740993,"method":"math.add","params":[40,2]})");
    QVERIFY2(rpc.startsWith("HTTP/1.1 200 OK\r\n"), rpc.constData());
    QVERIFY(rpc.endsWith(R"({"jsonrpc":"2.0","id":9007199254740993,"result":42})"));

    const QByteArray mcp = httpPost(port, "/mcp", R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-03-26"}})");
    QVERIFY2(mcp.startsWith("HTTP/1.1 200 OK\r\n"), mcp.constData());
    QVERIFY(mcp.contains("Mcp-Session-Id: "));
    QVERIFY(mcp.contains(R"("protocolVersion":"2025-03-26")"));

    server.terminate(); // SIGTERM
    QVERIFY(server.waitForFinished(5000));
    QCOMPARE(server.exitStatus(), QProcess::NormalExit);
    QCOMPARE(server.exitCode(), 0);
    QVERIFY(server.readAllStandardOutput().isEmpty()); // exactly the one line
}

void tst_DemoServerProgram::httpStopsOnSigint()
{
    QProcess server;
    server.start(program, {u"--port"_s, u"0"_s});
    QVERIFY(server.waitForStarted());
    QVERIFY(readLine(server).startsWith("listening on "));
    ::kill(pid_t(server.processId()), SIGINT);
    QVERIFY(server.waitForFinished(5000));
    QCOMPARE(server.exitStatus(), QProcess::NormalExit);
    QCOMPARE(server.exitCode(), 0);
}

void tst_DemoServerProgram::busyPortFails()
{
    QProcess first;
    first.start(program, {u"--port"_s, u"0"_s});
    QVERIFY(first.waitForStarted());
    const QByteArray line = readLine(first);
    const QString port = QString::fromUtf8(line).section(u':', 2).trimmed();
    QVERIFY(!port.isEmpty());

    QProcess second;
    second.start(program, {u"--port"_s, port});
    QVERIFY(second.waitForFinished(5000));
    QCOMPARE(second.exitCode(), 1);
    QVERIFY(second.readAllStandardOutput().isEmpty());
    QVERIFY(!second.readAllStandardError().isEmpty());
    first.terminate();
    QVERIFY(first.waitForFinished(5000));
}

void tst_DemoServerProgram::stdioAnswersLines()
{
    QProcess server;
    server.start(program, {u"--stdio"_s});
    QVERIFY(server.waitForStarted());
    server.write(R"({"jsonrpc":"2.0","id":"a","method":"text.upper","params":["hi"]})" "\n");
    QCOMPARE(readLine(server), QByteArray(R"({"jsonrpc":"2.0","id":"a","result":"HI"})" "\n"));
    // A pretty-printed answer would break the framing: rpc.discover comes back on one line.
    server.write("\n" R"({"jsonrpc":"2.0","id":2,"method":"rpc.discover"})" "\r\n");
    const QByteArray discover = readLine(server);
    QCOMPARE(parse(discover).value(u"result").toObject().value(u"openrpc").toString(), u"1.2.6"_s);
    server.write("not json\n");
    QCOMPARE(parse(readLine(server)).value(u"error").toObject().value(u"code").toInt(), -32700);
    server.write(R"({"jsonrpc":"2.0","method":"demo.increment"})" "\n"
                 R"({"jsonrpc":"2.0","id":3,"method":"demo.counter"})" "\n");
    QCOMPARE(readLine(server), QByteArray(R"({"jsonrpc":"2.0","id":3,"result":{"value":1}})" "\n"));
    server.closeWriteChannel();
    QVERIFY(server.waitForFinished(5000));
    QCOMPARE(server.exitCode(), 0);
    QVERIFY(server.readAllStandardOutput().isEmpty());
}

void tst_DemoServerProgram::stdioMcpInitialize()
{
    QProcess server;
    server.start(program, {u"--stdio"_s, u"--mcp"_s});
    QVERIFY(server.waitForStarted());
    server.write(R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2024-11-05","capabilities":{},"clientInfo":{"name":"t","version":"1"}}})" "\n"
                 R"({"jsonrpc":"2.0","method":"notifications/initialized"})" "\n"
                 R"({"jsonrpc":"2.0","id":2,"method":"tools/list"})" "\n");
    const QJsonObject initialized = parse(readLine(server)).value(u"result").toObject();
    QCOMPARE(initialized.value(u"protocolVersion").toString(), u"2024-11-05"_s);
    QCOMPARE(initialized.value(u"serverInfo").toObject().value(u"name").toString(), u"rpcscope-demo"_s);
    const QJsonObject tools = parse(readLine(server)).value(u"result").toObject();
    QVERIFY(tools.contains(u"nextCursor"));
    server.closeWriteChannel();
    QVERIFY(server.waitForFinished(5000));
    QCOMPARE(server.exitCode(), 0);
    QVERIFY(server.readAllStandardOutput().isEmpty()); // the notification got no answer
}

void tst_DemoServerProgram::stdioEofExitsZero()
{
    QProcess server;
    server.start(program, {u"--stdio"_s});
    QVERIFY(server.waitForStarted());
    server.closeWriteChannel();
    QVERIFY(server.waitForFinished(5000));
    QCOMPARE(server.exitStatus(), QProcess::NormalExit);
    QCOMPARE(server.exitCode(), 0);
    QVERIFY(server.readAllStandardOutput().isEmpty());
}

void tst_DemoServerProgram::stdioAnswersPendingBeforeExit()
{
    QProcess server;
    server.start(program, {u"--stdio"_s});
    QVERIFY(server.waitForStarted());
    server.write(R"({"jsonrpc":"2.0","id":1,"method":"demo.sleep","params":{"ms":200}})" "\n"
                 R"({"jsonrpc":"2.0","id":2,"method":"demo.counter"})" "\n");
    server.closeWriteChannel();
    QVERIFY(server.waitForFinished(5000));
    QCOMPARE(server.exitCode(), 0);
    // The quick answer overtakes the sleeping one; ids tell them apart.
    const QList<QByteArray> lines = server.readAllStandardOutput().split('\n');
    QCOMPARE(lines.size(), 3);
    QCOMPARE(parse(lines.at(0)).value(u"id").toInt(), 2);
    QCOMPARE(parse(lines.at(1)).value(u"id").toInt(), 1);
    QVERIFY(lines.at(2).isEmpty());
}

void tst_DemoServerProgram::stdioLastLineWithoutNewline()
{
    QProcess server;
    server.start(program, {u"--stdio"_s});
    QVERIFY(server.waitForStarted());
    server.write(R"({"jsonrpc":"2.0","id":5,"method":"math.add","params":[2,3]})");
    server.closeWriteChannel();
    QVERIFY(server.waitForFinished(5000));
    QCOMPARE(server.exitCode(), 0);
    QCOMPARE(server.readAllStandardOutput(), QByteArray(R"({"jsonrpc":"2.0","id":5,"result":5})" "\n"));
}

void tst_DemoServerProgram::stdioStopsOnSigterm()
{
    QProcess server;
    server.start(program, {u"--stdio"_s});
    QVERIFY(server.waitForStarted());
    server.write(R"({"jsonrpc":"2.0","id":1,"method":"demo.counter"})" "\n");
    QVERIFY(!readLine(server).isEmpty()); // up and serving, stdin still open
    server.terminate();
    QVERIFY(server.waitForFinished(5000));
    QCOMPARE(server.exitStatus(), QProcess::NormalExit);
    QCOMPARE(server.exitCode(), 0);
}

void tst_DemoServerProgram::help()
{
    QProcess server;
    server.start(program, {u"--help"_s});
    QVERIFY(server.waitForFinished(5000));
    QCOMPARE(server.exitCode(), 0);
    const QByteArray text = server.readAllStandardOutput();
    QVERIFY(text.contains("--port"));
    QVERIFY(text.contains("--stdio"));
    QVERIFY(text.contains("--mcp"));
}

void tst_DemoServerProgram::usageErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("mcp without stdio") << QStringList{u"--mcp"_s};
    QTest::newRow("port not a number") << QStringList{u"--port"_s, u"http"_s};
    QTest::newRow("port too large") << QStringList{u"--port"_s, u"70000"_s};
    QTest::newRow("port and stdio") << QStringList{u"--port"_s, u"0"_s, u"--stdio"_s};
    QTest::newRow("unknown option") << QStringList{u"--frobnicate"_s};
    QTest::newRow("stray argument") << QStringList{u"serve"_s};
}

void tst_DemoServerProgram::usageErrors()
{
    QFETCH(QStringList, arguments);
    QProcess server;
    server.start(program, arguments);
    QVERIFY(server.waitForFinished(5000));
    QCOMPARE(server.exitCode(), 2);
    QVERIFY(server.readAllStandardOutput().isEmpty());
    QVERIFY(!server.readAllStandardError().isEmpty());
}

QTEST_GUILESS_MAIN(tst_DemoServerProgram)
#include "tst_demoserverprogram.moc"
