// The browser's exports and import, and its Serve action, on a session recorded against the
// demo server on 127.0.0.1 with secrets in play: no secret reaches any file written.
#include "ui/sessions/sessionexports.h"
#include "ui/sessions/servesessiondialog.h"

#include "lib/demo/demohttpserver.h"
#include "lib/rpc/rpcclient.h"
#include "lib/session/sessionreader.h"
#include "lib/session/sessionrecorder.h"
#include "lib/transport/transport.h"
#include "lib/transport/transportfactory.h"

#include <QFile>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace RpcScope;

namespace {

constexpr int kWaitMs = 10000;
const QByteArray kBearer = "BEARER-SECRET-4711";
const QByteArray kToken = "ARIA-SECRET-0815";

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

ExchangePtr sendAndWait(RpcClient *client, const QByteArray &request)
{
    QSignalSpy finished(client, &RpcClient::exchangeFinished);
    client->send(request);
    if (!finished.wait(kWaitMs))
        return {};
    return finished.at(0).at(0).value<ExchangePtr>();
}

} // namespace

class tst_SessionExports final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void exportsHoldNoSecret_data();
    void exportsHoldNoSecret();
    void importedTranscriptIsRedacted();
    void serveAnswersWithTheRecording();

private:
    QTemporaryDir m_dir;
    DemoHttpServer m_demo;
    QList<SessionEntry> m_entries;
};

void tst_SessionExports::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    QVERIFY(m_demo.listen(0));
    const QString session = m_dir.filePath(u"secret.rpcsession"_s);
    SessionRecorder recorder;
    QVERIFY(recorder.open(session));
    EndpointSettings settings;
    settings.bearerToken = kBearer;
    QString error;
    Transport *transport = TransportFactory::create(m_demo.rpcUrl().toString(), settings, &error);
    QVERIFY2(transport, qPrintable(error));
    RpcClient client(transport);
    recorder.attach(&client);
    QVERIFY(sendAndWait(&client, R"({"jsonrpc":"2.0","id":1,"method":"math.add","params":{"a":2,"b":3}})"));
    QVERIFY(sendAndWait(&client, R"({"jsonrpc":"2.0","id":2,"method":"text.stats","params":{"text":"token:)" + kToken + R"("}})"));
    recorder.close();
    transport->close();
    const QByteArray recorded = readFile(session);
    QVERIFY2(!recorded.contains(kBearer), recorded.constData());
    QVERIFY2(!recorded.contains(kToken), recorded.constData());
    const SessionReader::Session read = SessionReader::readAll(session);
    QCOMPARE(read.status, SessionReader::Status::Ok);
    m_entries = read.entries;
    QCOMPARE(m_entries.size(), 2);
}

void tst_SessionExports::exportsHoldNoSecret_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("har") << int(SessionExports::Format::Har) << QByteArray("\"log\"");
    QTest::newRow("curl") << int(SessionExports::Format::CurlScript) << QByteArray("curl ");
    QTest::newRow("io") << int(SessionExports::Format::IoTranscript) << QByteArray(">> {\"jsonrpc\"");
}

void tst_SessionExports::exportsHoldNoSecret()
{
    QFETCH(int, format);
    QFETCH(QByteArray, expected);
    const QString path = m_dir.filePath(u"export-%1"_s.arg(format));
    const SessionExports::Outcome outcome = SessionExports::exportTo(SessionExports::Format(format), m_entries, path);
    QVERIFY2(outcome.ok, qPrintable(outcome.message));
    const QByteArray written = readFile(path);
    QVERIFY2(written.contains(expected), written.constData());
    QVERIFY(written.contains("math.add"));
    QVERIFY(!written.contains(kBearer));
    QVERIFY(!written.contains(kToken));
}

void tst_SessionExports::importedTranscriptIsRedacted()
{
    const QString io = m_dir.filePath(u"calls.io"_s);
    QFile file(io);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("// two calls\n"
               ">> {\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"aria2.tellActive\",\"params\":[\"token:" + kToken + "\"]}\n"
               "<< {\"jsonrpc\":\"2.0\",\"id\":1,\"result\":[]}\n"
               ">> {\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"math.add\",\"params\":{\"a\":1,\"b\":1}}\n"
               "<< {\"jsonrpc\":\"2.0\",\"id\":2,\"result\":2}\n");
    file.close();
    const QString session = m_dir.filePath(u"imported.rpcsession"_s);
    const SessionExports::Outcome outcome = SessionExports::importIoTranscript(io, session);
    QVERIFY2(outcome.ok, qPrintable(outcome.message));
    QVERIFY(!readFile(session).contains(kToken));
    const SessionReader::Session read = SessionReader::readAll(session);
    QCOMPARE(read.status, SessionReader::Status::Ok);
    QCOMPARE(read.entries.size(), 2);
    QCOMPARE(read.entries.at(1).method, u"math.add"_s);
    QCOMPARE(read.entries.at(1).body, QByteArray(R"({"jsonrpc":"2.0","id":2,"result":2})"));
    // An existing file is never overwritten.
    QVERIFY(!SessionExports::importIoTranscript(io, session).ok);
}

void tst_SessionExports::serveAnswersWithTheRecording()
{
    ServeSessionDialog dialog(u"secret.rpcsession"_s, m_entries);
    QSignalSpy serving(&dialog, &ServeSessionDialog::servingChanged);
    dialog.portBox()->setValue(0);
    dialog.startServing();
    QVERIFY(serving.wait(kWaitMs));
    QVERIFY2(dialog.isServing(), qPrintable(serving.at(0).at(1).toString()));
    const QString url = dialog.url();
    QVERIFY(url.startsWith(u"http://127.0.0.1:"_s));
    if (const QString folder = qEnvironmentVariable("RPCSCOPE_SCREENSHOT_DIR"); !folder.isEmpty()) {
        dialog.show();
        dialog.grab().save(folder + u"/serve-session.png"_s);
    }

    QString error;
    Transport *transport = TransportFactory::create(url, {}, &error);
    QVERIFY2(transport, qPrintable(error));
    RpcClient client(transport);
    const ExchangePtr exchange = sendAndWait(&client, R"({"jsonrpc":"2.0","id":"x","method":"math.add","params":{"a":2,"b":3}})");
    QVERIFY(exchange);
    QCOMPARE(exchange->body, QByteArray(R"({"jsonrpc":"2.0","id":"x","result":5})"));
    transport->close();

    dialog.stopServing();
    QVERIFY(!dialog.isServing());
    QVERIFY(dialog.url().isEmpty());
}

QTEST_MAIN(tst_SessionExports)
#include "tst_sessionexports.moc"
