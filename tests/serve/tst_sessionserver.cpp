// SessionServer over real loopback: a real RpcClient (HttpTransport) and raw sockets against
// a server answering from a hand-made session.
#include "lib/rpc/rpcclient.h"
#include "lib/serve/sessionserver.h"
#include "lib/session/sessionentry.h"
#include "lib/transport/endpointsettings.h"
#include "lib/transport/transportfactory.h"

#include <QSignalSpy>
#include <QTcpSocket>
#include <QTest>

using namespace RpcScope;

namespace {

SessionEntry exchange(quint64 sequence, const QByteArray &request, const QByteArray &body)
{
    SessionEntry entry;
    entry.sequence = sequence;
    entry.request = request;
    entry.body = body;
    return entry;
}

} // namespace

class tst_SessionServer final : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void exactMatchIgnoresKeyOrder();
    void methodOnlyFallback();
    void noMatchIsAnError();
    void batchAnsweredItemByItem();
    void notificationsGetNoAnswer();
    void idEchoedExactly_data();
    void idEchoedExactly();
    void restOfBodyServedByteForByte();
    void repeatedCallsCycle();
    void invalidRequests();
    void httpFaces();

private:
    struct Answer
    {
        int status = 0;
        QByteArray body;
    };
    Answer post(const QByteArray &body);
    /// Raw HTTP on a fresh connection; returns everything the server wrote until it closed.
    QByteArray rawHttp(const QByteArray &request);

    SessionServer *m_server = nullptr;
    RpcClient *m_client = nullptr;
};

void tst_SessionServer::init()
{
    m_server = new SessionServer(this);
    m_server->setEntries({
        exchange(1, R"({"jsonrpc":"2.0","id":1,"method":"math.add","params":{"a":1,"b":2}})",
                 R"({"jsonrpc":"2.0","id":1,"result":3})"),
        exchange(2, R"({"jsonrpc":"2.0","id":2,"method":"math.add","params":{"a":5,"b":5}})",
                 R"({"jsonrpc":"2.0","id":2,"result":10})"),
        exchange(3, R"({"jsonrpc":"2.0","id":3,"method":"math.add","params":{"a":1,"b":2}})",
                 R"({"jsonrpc":"2.0","id":3,"result":"three again"})"),
        // A batch whose answers came back in another order, with a notification inside.
        exchange(4, R"([{"jsonrpc":"2.0","id":"x","method":"echo","params":["hi"]},{"jsonrpc":"2.0","method":"log"},)"
                    R"({"jsonrpc":"2.0","id":7,"method":"time.now"}])",
                 R"([{"jsonrpc":"2.0","id":7,"result":{"t":  1.50}},{"jsonrpc":"2.0","id":"x","result":"hi"}])"),
        exchange(5, R"({"jsonrpc":"2.0","id":4,"method":"order.keep"})",
                 "{ \"jsonrpc\" : \"2.0\", \"result\" : {\"z\":1,\"a\":2, \"big\": 9007199254740993}, \"id\" : 4 }\n"),
        // Unanswered: adds nothing.
        exchange(6, R"({"jsonrpc":"2.0","id":9,"method":"lost"})", {}),
    });
    QVERIFY(m_server->listen(0));
    QString error;
    Transport *transport = TransportFactory::create(m_server->url().toString() + QStringLiteral("/any/path"),
                                                    EndpointSettings(), &error);
    QVERIFY2(transport, qPrintable(error));
    m_client = new RpcClient(transport, this);
}

void tst_SessionServer::cleanup()
{
    delete m_client;
    m_client = nullptr;
    delete m_server;
    m_server = nullptr;
}

tst_SessionServer::Answer tst_SessionServer::post(const QByteArray &body)
{
    Answer answer;
    bool done = false;
    QObject context;
    connect(m_client, &RpcClient::exchangeFinished, &context, [&](const ExchangePtr &exchange) {
        answer.body = exchange->body;
        answer.status = exchange->reply.http ? exchange->reply.http->status : -1;
        done = true;
    });
    m_client->send(body);
    if (!QTest::qWaitFor([&] { return done; }, 5000))
        answer.status = -2;
    return answer;
}

QByteArray tst_SessionServer::rawHttp(const QByteArray &request)
{
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, m_server->port());
    if (!socket.waitForConnected(3000))
        return {};
    socket.write(request);
    QByteArray received;
    const bool closed = QTest::qWaitFor([&] {
        received += socket.readAll();
        return socket.state() == QAbstractSocket::UnconnectedState;
    }, 5000);
    if (!closed)
        received += "(still open)";
    return received + socket.readAll();
}

void tst_SessionServer::exactMatchIgnoresKeyOrder()
{
    QSignalSpy served(m_server, &SessionServer::callServed);
    // Members in another order, 5.0 for 5: still the call recorded as #2.
    const Answer answer = post(R"({"jsonrpc":"2.0","id":1,"method":"math.add","params":{"b":5.0,"a":5}})");
    QCOMPARE(answer.status, 200);
    QCOMPARE(answer.body, QByteArray(R"({"jsonrpc":"2.0","id":1,"result":10})"));
    QCOMPARE(served.size(), 1);
    const auto call = served.at(0).at(0).value<ServedCall>();
    QCOMPARE(call.match, ServedCall::Match::Exact);
    QCOMPARE(call.sequence, quint64(2));
    QCOMPARE(m_server->servedCount(), 1);
    QCOMPARE(m_server->unmatchedCount(), 0);
}

void tst_SessionServer::methodOnlyFallback()
{
    QSignalSpy served(m_server, &SessionServer::callServed);
    // Params never recorded: the method's answers in order, #1 first.
    QCOMPARE(post(R"({"jsonrpc":"2.0","id":1,"method":"math.add","params":{"a":100}})").body,
             QByteArray(R"({"jsonrpc":"2.0","id":1,"result":3})"));
    QCOMPARE(post(R"({"jsonrpc":"2.0","id":1,"method":"math.add"})").body,
             QByteArray(R"({"jsonrpc":"2.0","id":1,"result":10})"));
    QCOMPARE(served.size(), 2);
    QCOMPARE(served.at(0).at(0).value<ServedCall>().match, ServedCall::Match::MethodOnly);
    QCOMPARE(served.at(1).at(0).value<ServedCall>().sequence, quint64(2));
}

void tst_SessionServer::noMatchIsAnError()
{
    QSignalSpy counts(m_server, &SessionServer::countsChanged);
    const Answer answer = post(R"({"jsonrpc":"2.0","id":5,"method":"lost"})");
    QCOMPARE(answer.status, 200);
    QCOMPARE(answer.body,
             QByteArray(R"({"jsonrpc":"2.0","id":5,"error":{"code":-32601,"message":"Nothing in the session matches )"
                        R"(this call: method \"lost\" was never answered.","data":{"method":"lost"}}})"));
    QCOMPARE(m_server->unmatchedCount(), 1);
    QCOMPARE(m_server->servedCount(), 0);
    QCOMPARE(counts.size(), 1);
}

void tst_SessionServer::batchAnsweredItemByItem()
{
    QSignalSpy served(m_server, &SessionServer::callServed);
    const Answer answer = post(R"([{"jsonrpc":"2.0","id":"b1","method":"time.now"},{"jsonrpc":"2.0","method":"log"},)"
                               R"({"jsonrpc":"2.0","id":2,"method":"echo","params":["hi"]},)"
                               R"({"jsonrpc":"2.0","id":3,"method":"missing"}])");
    QCOMPARE(answer.status, 200);
    // In request order, each recorded item as it was (spacing of 1.50 kept), the notification skipped.
    QCOMPARE(answer.body,
             QByteArray(R"([{"jsonrpc":"2.0","id":"b1","result":{"t":  1.50}},{"jsonrpc":"2.0","id":2,"result":"hi"},)"
                        R"({"jsonrpc":"2.0","id":3,"error":{"code":-32601,"message":"Nothing in the session matches )"
                        R"(this call: method \"missing\" was never answered.","data":{"method":"missing"}}}])"));
    QCOMPARE(served.size(), 4);
    QCOMPARE(served.at(1).at(0).value<ServedCall>().match, ServedCall::Match::Notification);
    QCOMPARE(served.at(2).at(0).value<ServedCall>().match, ServedCall::Match::Exact);
    QCOMPARE(m_server->servedCount(), 2);
    QCOMPARE(m_server->unmatchedCount(), 1);
}

void tst_SessionServer::notificationsGetNoAnswer()
{
    Answer answer = post(R"({"jsonrpc":"2.0","method":"log","params":["x"]})");
    QCOMPARE(answer.status, 204);
    QVERIFY(answer.body.isEmpty());
    answer = post(R"([{"jsonrpc":"2.0","method":"log"},{"jsonrpc":"2.0","method":"math.add"}])");
    QCOMPARE(answer.status, 204);
    QVERIFY(answer.body.isEmpty());
    QCOMPARE(m_server->servedCount(), 0);
    QCOMPARE(m_server->unmatchedCount(), 0);
}

void tst_SessionServer::idEchoedExactly_data()
{
    QTest::addColumn<QByteArray>("id");
    QTest::addRow("string") << QByteArray(R"("req-\u0041")");
    QTest::addRow("uint64 max") << QByteArray("18446744073709551615");
    QTest::addRow("above 2^53") << QByteArray("9007199254740993");
    QTest::addRow("fraction") << QByteArray("1.50");
    QTest::addRow("null") << QByteArray("null");
}

void tst_SessionServer::idEchoedExactly()
{
    QFETCH(QByteArray, id);
    const Answer answer = post(R"({"jsonrpc":"2.0","id":)" + id + R"(,"method":"math.add","params":{"a":1,"b":2}})");
    QCOMPARE(answer.body, QByteArray(R"({"jsonrpc":"2.0","id":)" + id + R"(,"result":3})"));
    const Answer missing = post(R"({"jsonrpc":"2.0","id":)" + id + R"(,"method":"nope"})");
    QVERIFY2(missing.body.startsWith(QByteArray(R"({"jsonrpc":"2.0","id":)" + id + R"(,"error":{"code":-32601)")), missing.body.constData());
}

void tst_SessionServer::restOfBodyServedByteForByte()
{
    const Answer answer = post(R"({"jsonrpc":"2.0","id":"k","method":"order.keep"})");
    QCOMPARE(answer.body,
             QByteArray("{ \"jsonrpc\" : \"2.0\", \"result\" : {\"z\":1,\"a\":2, \"big\": 9007199254740993}, \"id\" : \"k\" }\n"));
}

void tst_SessionServer::repeatedCallsCycle()
{
    const QByteArray call = R"({"jsonrpc":"2.0","id":1,"method":"math.add","params":{"a":1,"b":2}})";
    QCOMPARE(post(call).body, QByteArray(R"({"jsonrpc":"2.0","id":1,"result":3})"));
    QCOMPARE(post(call).body, QByteArray(R"({"jsonrpc":"2.0","id":3,"result":"three again"})").replace("\"id\":3", "\"id\":1"));
    QCOMPARE(post(call).body, QByteArray(R"({"jsonrpc":"2.0","id":1,"result":3})"));
    // A new set of answers starts every cycle over.
    post(call);
    m_server->setEntries({exchange(1, call, R"({"jsonrpc":"2.0","id":1,"result":"first"})"),
                          exchange(2, call, R"({"jsonrpc":"2.0","id":1,"result":"second"})")});
    QCOMPARE(post(call).body, QByteArray(R"({"jsonrpc":"2.0","id":1,"result":"first"})"));
}

void tst_SessionServer::invalidRequests()
{
    QCOMPARE(post("{not json").body,
             QByteArray(R"({"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error: the request is not valid JSON."}})"));
    QCOMPARE(post("[]").body,
             QByteArray(R"({"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Invalid Request: the batch is empty."}})"));
    QCOMPARE(post(R"([1,{"jsonrpc":"2.0","id":8,"method":7}])").body,
             QByteArray(R"([{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Invalid Request: a call must be a JSON object."}},)"
                        R"({"jsonrpc":"2.0","id":8,"error":{"code":-32600,"message":"Invalid Request: the method member must be a string."}}])"));
    // An object or array is no id, even for a method the session answered: nothing to echo.
    QCOMPARE(post(R"([{"jsonrpc":"2.0","id":{"n":1},"method":"echo","params":["hi"]},{"jsonrpc":"2.0","id":[8],"method":"nope"}])").body,
             QByteArray(R"([{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Invalid Request: the id must be a string, a number or null."}},)"
                        R"({"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Invalid Request: the id must be a string, a number or null."}}])"));
}

void tst_SessionServer::httpFaces()
{
    // Two pipelined requests on one keep-alive connection, then a GET that closes it.
    const QByteArray body = R"({"jsonrpc":"2.0","id":1,"method":"echo","params":["hi"]})";
    const QByteArray post = "POST /rpc HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: "
                            + QByteArray::number(body.size()) + "\r\n\r\n" + body;
    const QByteArray received = rawHttp(post + post + "GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    QCOMPARE(received.count("HTTP/1.1 200 OK\r\n"), 2);
    QCOMPARE(received.count(R"({"jsonrpc":"2.0","id":1,"result":"hi"})"), 2);
    QVERIFY(received.contains("HTTP/1.1 405 Method Not Allowed\r\n"));
    QVERIFY(received.contains("Allow: POST, OPTIONS\r\n"));

    // A browser's CORS preflight.
    const QByteArray preflight = rawHttp("OPTIONS /rpc HTTP/1.1\r\nHost: x\r\nOrigin: http://localhost:3000\r\n"
                                         "Access-Control-Request-Method: POST\r\n"
                                         "Access-Control-Request-Headers: content-type, x-trace\r\nConnection: close\r\n\r\n");
    QVERIFY2(preflight.startsWith("HTTP/1.1 204 No Content\r\n"), preflight.constData());
    QVERIFY(preflight.contains("Access-Control-Allow-Origin: http://localhost:3000\r\n"));
    QVERIFY(preflight.contains("Access-Control-Allow-Headers: content-type, x-trace\r\n"));
    QVERIFY(!received.contains("Access-Control-Allow-Origin"));   // no Origin, no CORS

    // Any other web page the user has open may not read the recorded answers.
    const QByteArray foreign = rawHttp("POST /rpc HTTP/1.1\r\nHost: x\r\nOrigin: https://evil.example\r\n"
                                       "Content-Type: application/json\r\nConnection: close\r\nContent-Length: "
                                       + QByteArray::number(body.size()) + "\r\n\r\n" + body);
    QVERIFY2(foreign.startsWith("HTTP/1.1 200 OK\r\n"), foreign.constData());
    QVERIFY(!foreign.contains("Access-Control-Allow-Origin"));
    const QByteArray local = rawHttp("POST /rpc HTTP/1.1\r\nHost: x\r\nOrigin: http://127.0.0.1:5173\r\n"
                                     "Content-Type: application/json\r\nConnection: close\r\nContent-Length: "
                                     + QByteArray::number(body.size()) + "\r\n\r\n" + body);
    QVERIFY(local.contains("Access-Control-Allow-Origin: http://127.0.0.1:5173\r\n"));

    // A framing error is answered and the connection closed.
    QVERIFY(rawHttp("POST /rpc HTTP/2.0\r\n\r\n").startsWith("HTTP/1.1 505 "));

    QVERIFY(m_server->isListening());
    m_server->close();
    QVERIFY(!m_server->isListening());
}

QTEST_GUILESS_MAIN(tst_SessionServer)
#include "tst_sessionserver.moc"
