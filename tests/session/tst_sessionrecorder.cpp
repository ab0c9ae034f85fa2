// The recorder against real peers: the demo HTTP server on loopback and the stdio test peer.
#include "lib/demo/demohttpserver.h"
#include "lib/rpc/rpcclient.h"
#include "lib/session/sessionreader.h"
#include "lib/session/sessionrecorder.h"
#include "lib/transport/endpointsettings.h"
#include "lib/transport/transportfactory.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QTimer>

#include <csignal>
#include <sys/resource.h>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace RpcScope;

class tst_SessionRecorder final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void secretsNeverReachTheFile();
    void severalClientsInOrder();
    void messagesAreWrittenOnce();
    void recordOutgoing();
    void fromExchangeKeepsEverything();
    void failuresAreReported();
    void closingWritesEverythingQueued_data();
    void closingWritesEverythingQueued();
    void coalescedLinesGoOutAtTheEndOfAPass();
    void coalescedLinesThatCannotBeWrittenAreReported();
    void streamedAnswersKeepEveryEvent();

private:
    RpcClient *client(const QString &endpoint, const EndpointSettings &settings = {});
    ExchangePtr sendAndWait(RpcClient *client, const QByteArray &bytes);
    static QByteArray readFile(const QString &path);

    DemoHttpServer m_server;
    QTemporaryDir m_dir;
};

void tst_SessionRecorder::initTestCase()
{
    QVERIFY2(m_server.listen(0), qPrintable(m_server.errorString()));
}

RpcClient *tst_SessionRecorder::client(const QString &endpoint, const EndpointSettings &settings)
{
    QString error;
    Transport *transport = TransportFactory::create(endpoint, settings, &error);
    if (!transport)
        qFatal("%s", qPrintable(error));
    return new RpcClient(transport, this);
}

ExchangePtr tst_SessionRecorder::sendAndWait(RpcClient *rpc, const QByteArray &bytes)
{
    QSignalSpy finished(rpc, &RpcClient::exchangeFinished);
    rpc->send(bytes);
    if (!finished.wait(10000))
        return {};
    return finished.at(0).at(0).value<ExchangePtr>();
}

QByteArray tst_SessionRecorder::readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void tst_SessionRecorder::secretsNeverReachTheFile()
{
    const QString path = m_dir.filePath("secrets.rpcsession");
    SessionRecorder recorder;
    recorder.redactor().setMarkedMembers({"password"});
    QVERIFY2(recorder.open(path), qPrintable(recorder.errorString()));
    QSignalSpy recorded(&recorder, &SessionRecorder::recorded);

    EndpointSettings bearer;
    bearer.bearerToken = "BEARER-SECRET-4711";
    RpcClient *withBearer = client(m_server.rpcUrl().toString(), bearer);
    EndpointSettings basic;
    basic.headers = {{"Authorization", "Basic QkFTSUMtU0VDUkVU"}, {"X-Api-Key", "APIKEY-SECRET-5"},
                     {"Cookie", "sessionid=COOKIE-SECRET-8"}};
    RpcClient *withHeaders = client(m_server.rpcUrl().toString() + QStringLiteral("?via=headers"), basic);
    recorder.attach(withBearer);
    recorder.attach(withHeaders);

    const QByteArray request = R"({"jsonrpc":"2.0","id":1,"method":"demo.echo","params":["token:ARIA-SECRET-99",{"password":"PW-SECRET-1","keep":1.50}]})";
    const ExchangePtr a = sendAndWait(withBearer, request);
    QVERIFY(a);
    // The demo server echoes the params: the response holds the secrets too.
    QVERIFY(a->body.contains("PW-SECRET-1"));
    QVERIFY(a->reply.http->requestHeaders.contains({"Authorization", "Bearer BEARER-SECRET-4711"}));
    QVERIFY(sendAndWait(withHeaders, request));
    recorder.flush();   // lines are written on the recorder's thread
    QCOMPARE(recorded.size(), 2);

    const QByteArray bytes = readFile(path);
    for (const QByteArray &secret : {QByteArray("BEARER-SECRET-4711"), QByteArray("QkFTSUMtU0VDUkVU"),
                                    QByteArray("BASIC-SECRET"), QByteArray("APIKEY-SECRET-5"),
                                    QByteArray("COOKIE-SECRET-8"), QByteArray("ARIA-SECRET-99"),
                                    QByteArray("PW-SECRET-1")}) {
        QVERIFY2(!bytes.contains(secret), secret.constData());
        QVERIFY2(!bytes.contains(secret.toBase64()), secret.constData());
    }

    const auto session = SessionReader::readAll(path);
    QCOMPARE(session.status, SessionReader::Status::Ok);
    QCOMPARE(session.entries.size(), 2);
    const SessionEntry &first = session.entries.at(0);
    QCOMPARE(first.endpoint, m_server.rpcUrl().toString());
    QCOMPARE(first.method, QString("demo.echo"));
    QCOMPARE(first.outcome, QString("result"));
    QCOMPARE(first.request,
             QByteArray(R"({"jsonrpc":"2.0","id":1,"method":"demo.echo","params":["token:{{redacted:token}}",{"password":"{{redacted:password}}","keep":1.50}]})"));
    QVERIFY(first.body.contains(R"("token:{{redacted:token}}")"));
    QCOMPARE(first.http->status, 200);
    QVERIFY(first.http->requestHeaders.contains({"Authorization", "Bearer {{redacted:bearer}}"}));
    QCOMPARE(first.redacted, (QStringList{"token", "password", "bearer"}));
    const SessionEntry &second = session.entries.at(1);
    QVERIFY(second.endpoint.endsWith("?via=headers"));
    QVERIFY(second.http->requestHeaders.contains({"Authorization", "Basic {{redacted:basic}}"}));
    QVERIFY(second.http->requestHeaders.contains({"X-Api-Key", "{{redacted:x-api-key}}"}));
    QVERIFY(second.http->requestHeaders.contains({"Cookie", "{{redacted:cookie}}"}));
    QVERIFY(second.redacted.contains("basic"));
    QVERIFY(second.redacted.contains("cookie"));
}

void tst_SessionRecorder::severalClientsInOrder()
{
    const QString path = m_dir.filePath("order.rpcsession");
    SessionRecorder recorder;
    QVERIFY(recorder.open(path));
    RpcClient *one = client(m_server.rpcUrl().toString());
    RpcClient *two = client(m_server.rpcUrl().toString() + QStringLiteral("?two"));
    recorder.attach(one);
    recorder.attach(two);
    recorder.attach(one);   // twice is once
    QSignalSpy recorded(&recorder, &SessionRecorder::recorded);
    one->send(R"({"jsonrpc":"2.0","id":1,"method":"demo.sleep","params":{"ms":300}})");
    two->send(R"({"jsonrpc":"2.0","id":2,"method":"math.add","params":[1,2]})");
    QTRY_COMPARE_WITH_TIMEOUT(recorded.size(), 2, 10000);
    // Written in the order the answers came, each under its client's endpoint.
    const auto session = SessionReader::readAll(path);
    QCOMPARE(session.entries.size(), 2);
    QCOMPARE(session.entries.at(0).method, QString("math.add"));
    QVERIFY(session.entries.at(0).endpoint.endsWith("?two"));
    QCOMPARE(session.entries.at(0).sequence, quint64(1));
    QCOMPARE(session.entries.at(1).method, QString("demo.sleep"));
    QCOMPARE(session.entries.at(1).sequence, quint64(2));
    QVERIFY(session.entries.at(1).durationMs >= 250);
    QCOMPARE(recorded.at(1).at(0).value<SessionEntry>().sequence, quint64(2));

    recorder.detach(two);
    QVERIFY(sendAndWait(two, R"({"jsonrpc":"2.0","id":3,"method":"math.add","params":[1,2]})"));
    delete one;   // a destroyed client detaches itself
    QVERIFY(sendAndWait(two, R"({"jsonrpc":"2.0","id":4,"method":"math.add","params":[1,2]})"));
    recorder.flush();
    QCOMPARE(recorded.size(), 2);
}

void tst_SessionRecorder::messagesAreWrittenOnce()
{
    const QString path = m_dir.filePath("messages.rpcsession");
    SessionRecorder recorder;
    QVERIFY(recorder.open(path));
    // The peer writes two lines that answer nothing before each answer.
    RpcClient *rpc = client(QStringLiteral("stdio:" RPCSCOPE_TEST_PEER " garbage"));
    recorder.attach(rpc);
    const ExchangePtr exchange = sendAndWait(rpc, R"({"jsonrpc":"2.0","id":7,"method":"m","params":[1]})");
    QVERIFY(exchange);
    QCOMPARE(exchange->notifications.size(), 2);
    rpc->transport()->close();
    recorder.flush();

    const QByteArray bytes = readFile(path);
    QCOMPARE(bytes.count("this line is not JSON"), 1);
    QCOMPARE(bytes.count("502 Bad Gateway"), 1);
    const auto session = SessionReader::readAll(path);
    QCOMPARE(session.entries.size(), 3);
    QCOMPARE(session.entries.at(0).type, SessionEntry::Type::Message);
    QCOMPARE(session.entries.at(0).message, QByteArray("this line is not JSON"));
    QCOMPARE(session.entries.at(0).transport, Transport::Kind::Stdio);
    QVERIFY(session.entries.at(0).endpoint.startsWith("stdio:"));
    QCOMPARE(session.entries.at(1).type, SessionEntry::Type::Message);
    const SessionEntry &ex = session.entries.at(2);
    QCOMPARE(ex.type, SessionEntry::Type::Exchange);
    QCOMPARE(ex.body, QByteArray(R"({"jsonrpc":"2.0","id":7,"result":[1]})"));
    QCOMPARE(ex.notifications.size(), 2);
    QCOMPARE(ex.notifications.at(0).sequence, quint64(1));
    QCOMPARE(ex.notifications.at(1).sequence, quint64(2));
    // readAll() resolves the references.
    QCOMPARE(ex.notifications.at(0).message, QByteArray("this line is not JSON"));
    QCOMPARE(ex.notifications.at(1).message, QByteArray("<html><body>502 Bad Gateway</body></html>"));
}

void tst_SessionRecorder::recordOutgoing()
{
    const QString path = m_dir.filePath("outgoing.rpcsession");
    SessionRecorder recorder;
    QVERIFY(recorder.open(path));
    recorder.recordOutgoing("stdio:x", Transport::Kind::Stdio, R"({"jsonrpc":"2.0","id":"s1","result":{"token":"token:OUT-SECRET"}})");
    recorder.recordIncoming("http://h/mcp", Transport::Kind::Http, R"({"jsonrpc":"2.0","method":"n","params":{"password":"IN-SECRET"}})", 1796233202004);
    recorder.flush();
    const auto session = SessionReader::readAll(path);
    QCOMPARE(session.entries.size(), 2);
    QCOMPARE(session.entries.at(1).direction, SessionEntry::Direction::In);
    QCOMPARE(session.entries.at(1).epochMs, qint64(1796233202004));
    QCOMPARE(session.entries.at(1).message, QByteArray(R"({"jsonrpc":"2.0","method":"n","params":{"password":"{{redacted:password}}"}})"));
    QCOMPARE(session.entries.at(0).type, SessionEntry::Type::Message);
    QCOMPARE(session.entries.at(0).direction, SessionEntry::Direction::Out);
    // aria2's "token:" form is kept around the placeholder, as in a request's params.
    QCOMPARE(session.entries.at(0).message,
             QByteArray(R"({"jsonrpc":"2.0","id":"s1","result":{"token":"token:{{redacted:token}}"}})"));
}

void tst_SessionRecorder::fromExchangeKeepsEverything()
{
    RpcClient *rpc = client(m_server.rpcUrl().toString());
    const ExchangePtr exchange = sendAndWait(rpc, R"([{"jsonrpc":"2.0","id":1,"method":"math.add","params":[1,2]},{"jsonrpc":"2.0","id":2,"method":"nope"}])");
    QVERIFY(exchange);
    const SessionEntry entry = SessionRecorder::fromExchange(*exchange);
    QCOMPARE(entry.type, SessionEntry::Type::Exchange);
    QCOMPARE(entry.sequence, quint64(0));
    QCOMPARE(entry.request, exchange->request);
    QCOMPARE(entry.body, exchange->body);
    QCOMPARE(entry.method, QString("math.add, nope"));
    QCOMPARE(entry.outcome, QString("error"));
    QCOMPARE(entry.epochMs, exchange->reply.timings.startedEpochMs);
    QCOMPARE(entry.durationMs, exchange->durationMs());
    QCOMPARE(entry.http->status, 200);
    QCOMPARE(entry.bytesSent, exchange->reply.bytesSent);
    QVERIFY(entry.bytesReceived > entry.body.size());
    QVERIFY(entry.errorKind.isEmpty());

    // A refused connection is recorded with its error.
    DemoHttpServer closed;
    QVERIFY(closed.listen(0));
    const QString url = closed.rpcUrl().toString();
    closed.close();
    RpcClient *down = client(url);
    const ExchangePtr failed = sendAndWait(down, R"({"jsonrpc":"2.0","id":1,"method":"x"})");
    QVERIFY(failed);
    const SessionEntry failedEntry = SessionRecorder::fromExchange(*failed);
    QCOMPARE(failedEntry.outcome, QString("transport-error"));
    QCOMPARE(failedEntry.errorKind, QString("connection-refused"));
    QVERIFY(!failedEntry.errorMessage.isEmpty());
}

void tst_SessionRecorder::failuresAreReported()
{
    SessionRecorder recorder;
    QVERIFY(!recorder.open(m_dir.filePath("no/such/dir/x.rpcsession")));
    QVERIFY(!recorder.errorString().isEmpty());
    QSignalSpy failed(&recorder, &SessionRecorder::writeFailed);
    RpcClient *rpc = client(m_server.rpcUrl().toString());
    recorder.attach(rpc);
    QVERIFY(sendAndWait(rpc, R"({"jsonrpc":"2.0","id":1,"method":"math.add","params":[1,2]})"));
    QCOMPARE(failed.size(), 1);   // reported, not fatal: the exchange still finished
    QVERIFY(!failed.at(0).at(0).toString().isEmpty());
    if (QFile::exists("/dev/full")) {
        QVERIFY(!recorder.open("/dev/full"));
        QVERIFY(!recorder.errorString().isEmpty());
    }
}

void tst_SessionRecorder::closingWritesEverythingQueued_data()
{
    QTest::addColumn<bool>("coalescing");
    QTest::newRow("a write per line") << false;
    QTest::newRow("coalesced") << true;
}

void tst_SessionRecorder::closingWritesEverythingQueued()
{
    // Answers pour in faster than one at a time: everything queued is written, in answer
    // order with consecutive seqs, by the time close() returns, and signals come in order.
    QFETCH(bool, coalescing);
    static_assert(SessionWriteQueue::kLargeEntryBytes < 600 * 1024);
    const QString path = m_dir.filePath(QStringLiteral("burst-%1.rpcsession").arg(coalescing));
    SessionRecorder recorder;
    recorder.setCoalescing(coalescing);
    QVERIFY(recorder.open(path));
    QSignalSpy recorded(&recorder, &SessionRecorder::recorded);
    RpcClient *rpc = client(QStringLiteral("stdio:" RPCSCOPE_TEST_PEER " echo"));
    recorder.attach(rpc);
    constexpr int count = 300;
    int answered = 0;
    connect(rpc, &RpcClient::exchangeFinished, this, [&answered] { ++answered; });
    // Every 50th carries 300 KB both ways: those are written on the recorder's thread, the
    // rest on this one, and the file still has them in answer order.
    const QByteArray big = '"' + QByteArray(300 * 1024, 'x') + '"';
    for (int id = 1; id <= count; ++id)
        rpc->send(QByteArray(R"({"jsonrpc":"2.0","id":)") + QByteArray::number(id) + R"(,"method":"m","params":[)"
                  + (id % 50 == 0 ? big : QByteArray::number(id)) + "]}");
    QTRY_COMPARE_WITH_TIMEOUT(answered, count, 20000);
    recorder.close();
    QCOMPARE(recorded.size(), count);
    for (int i = 0; i < count; ++i)
        QCOMPARE(recorded.at(i).at(0).value<SessionEntry>().sequence, quint64(i + 1));
    const auto session = SessionReader::readAll(path);
    QCOMPARE(session.status, SessionReader::Status::Ok);
    QCOMPARE(session.entries.size(), count);
    QSet<QByteArray> bodies;
    for (int i = 0; i < count; ++i) {
        QCOMPARE(session.entries.at(i).sequence, quint64(i + 1));
        bodies.insert(session.entries.at(i).body);
    }
    QCOMPARE(bodies.size(), count);   // each answer once
    int large = 0;
    for (const SessionEntry &entry : session.entries)
        large += entry.body.size() > 300 * 1024 ? 1 : 0;
    QCOMPARE(large, count / 50);
}

void tst_SessionRecorder::coalescedLinesGoOutAtTheEndOfAPass()
{
    // What one pass of the event loop records reaches the file together once the pass is
    // done, not a line at a time, and not later than that.
    const QString path = m_dir.filePath("coalesced.rpcsession");
    SessionRecorder recorder;
    recorder.setCoalescing(true);
    QVERIFY(recorder.open(path));
    const qint64 header = QFileInfo(path).size();
    QVERIFY(header > 0);
    for (int id = 1; id <= 3; ++id) {
        recorder.recordMessage(this, SessionEntry::Direction::In, QStringLiteral("stdio:peer"), Transport::Kind::Stdio,
                               R"({"jsonrpc":"2.0","method":"n","params":[)" + QByteArray::number(id) + "]}",
                               QDateTime::currentMSecsSinceEpoch(), false);
    }
    QCOMPARE(QFileInfo(path).size(), header);   // still this pass
    QTRY_VERIFY(QFileInfo(path).size() > header);
    const auto session = SessionReader::readAll(path);
    QCOMPARE(session.status, SessionReader::Status::Ok);
    QCOMPARE(session.entries.size(), 3);
    QCOMPARE(session.entries.at(2).sequence, quint64(3));
    // Turned off, a line is written before the call returns again.
    recorder.setCoalescing(false);
    recorder.recordMessage(this, SessionEntry::Direction::In, QStringLiteral("stdio:peer"), Transport::Kind::Stdio,
                           R"({"jsonrpc":"2.0","method":"n","params":[4]})", QDateTime::currentMSecsSinceEpoch(),
                           false);
    QCOMPARE(SessionReader::readAll(path).entries.size(), 4);
}

void tst_SessionRecorder::coalescedLinesThatCannotBeWrittenAreReported()
{
    // A file that may grow no further (as on a full disk): every coalesced line is reported
    // as not written, and the recorder goes on.
    const QString path = m_dir.filePath("limited.rpcsession");
    SessionRecorder recorder;
    recorder.setCoalescing(true);
    QVERIFY(recorder.open(path));
    QSignalSpy failed(&recorder, &SessionRecorder::writeFailed);
    const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);
    rlimit old = {};
    QVERIFY(::getrlimit(RLIMIT_FSIZE, &old) == 0);
    rlimit limited = old;
    limited.rlim_cur = rlim_t(QFileInfo(path).size() + 100);
    QVERIFY(::setrlimit(RLIMIT_FSIZE, &limited) == 0);
    for (int id = 1; id <= 3; ++id) {
        recorder.recordMessage(this, SessionEntry::Direction::In, QStringLiteral("stdio:peer"), Transport::Kind::Stdio,
                               "{\"jsonrpc\":\"2.0\",\"method\":\"n\",\"params\":[\"" + QByteArray(80, 'x') + "\"]}",
                               QDateTime::currentMSecsSinceEpoch(), false);
    }
    QTRY_COMPARE(failed.size(), 3);
    QVERIFY(::setrlimit(RLIMIT_FSIZE, &old) == 0);
    std::signal(SIGXFSZ, oldHandler);
    QVERIFY2(failed.at(0).at(0).toString().contains(path), qPrintable(failed.at(0).at(0).toString()));
    QVERIFY(!recorder.errorString().isEmpty());
}

void tst_SessionRecorder::streamedAnswersKeepEveryEvent()
{
    // demo.stream answers with text/event-stream: three responses, the second spread over two
    // data lines, then an event cut off mid-way. Every event is kept, in order, with its id.
    const QString path = m_dir.filePath("stream.rpcsession");
    SessionRecorder recorder;
    QVERIFY(recorder.open(path));
    RpcClient *rpc = client(m_server.rpcUrl().toString());
    recorder.attach(rpc);
    QSignalSpy finished(rpc, &RpcClient::exchangeFinished);
    SendOptions streaming;
    streaming.streaming = true;
    rpc->send(R"({"jsonrpc":"2.0","id":9,"method":"demo.stream","params":{"count":3,"intervalMs":5,"end":"cut","secret":"S-77"}})",
              streaming);
    QVERIFY(finished.wait(10000));
    const ExchangePtr exchange = finished.at(0).at(0).value<ExchangePtr>();
    QVERIFY(exchange->streamEvents.size() >= 4);
    recorder.close();

    const auto session = SessionReader::readAll(path);
    QCOMPARE(session.status, SessionReader::Status::Ok);
    QCOMPARE(session.entries.size(), 1);
    const SessionEntry &entry = session.entries.constFirst();
    QCOMPARE(entry.stream.size(), exchange->streamEvents.size());
    for (qsizetype i = 0; i < entry.stream.size(); ++i) {
        const SseEvent &sent = exchange->streamEvents.at(i);
        QCOMPARE(entry.stream.at(i).data, sent.data);
        QCOMPARE(entry.stream.at(i).id, sent.lastEventId);
        QCOMPARE(entry.stream.at(i).type, sent.type);
        QCOMPARE(entry.stream.at(i).epochMs, sent.epochMs);
        QCOMPARE(entry.stream.at(i).complete, sent.complete);
    }
    QVERIFY(entry.stream.at(1).data.contains('\n'));   // two data lines, joined as received
    QVERIFY(!entry.stream.constLast().complete);
    QVERIFY(!readFile(path).contains("S-77"));          // the request's secret member is redacted
}

QTEST_GUILESS_MAIN(tst_SessionRecorder)
#include "tst_sessionrecorder.moc"
