#include "lib/demo/demohttpserver.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTcpSocket>
#include <QTest>

#include <optional>

using namespace Qt::StringLiterals;
using namespace RpcScope;

namespace {

struct HttpResponse
{
    int status = 0;
    QList<QPair<QByteArray, QByteArray>> headers;
    QByteArray body;

    QByteArray header(QByteArrayView name) const
    {
        for (const auto &[key, value] : headers) {
            if (QByteArrayView(key).compare(name, Qt::CaseInsensitive) == 0)
                return value;
        }
        return {};
    }
    bool hasHeader(QByteArrayView name) const
    {
        for (const auto &header : headers) {
            if (QByteArrayView(header.first).compare(name, Qt::CaseInsensitive) == 0)
                return true;
        }
        return false;
    }
    QJsonObject json() const { return QJsonDocument::fromJson(body).object(); }
};

/// A client that writes raw HTTP bytes over a real loopback socket and frames the
/// answers itself. The server runs in this thread, so waiting spins the event loop.
class RawClient
{
public:
    explicit RawClient(quint16 port) { m_socket.connectToHost(u"127.0.0.1"_s, port); }

    bool waitConnected()
    {
        return QTest::qWaitFor([this] { return m_socket.state() == QAbstractSocket::ConnectedState; }, 5000);
    }
    void send(const QByteArray &bytes)
    {
        m_socket.write(bytes);
        m_socket.flush();
    }
    /// The next complete response (a 100 Continue counts as one), or nothing on timeout.
    std::optional<HttpResponse> read(int timeoutMs = 5000)
    {
        std::optional<HttpResponse> response;
        [[maybe_unused]] const bool done = QTest::qWaitFor([&] {
            m_buffer += m_socket.readAll();
            response = takeResponse();
            return response.has_value();
        }, timeoutMs);
        return response;
    }
    bool waitClosed(int timeoutMs = 5000)
    {
        return QTest::qWaitFor([this] {
            m_buffer += m_socket.readAll();
            return m_socket.state() == QAbstractSocket::UnconnectedState;
        }, timeoutMs);
    }
    bool isConnected() const { return m_socket.state() == QAbstractSocket::ConnectedState; }
    QByteArray unread() const { return m_buffer; }
    void close() { m_socket.abort(); }

private:
    std::optional<HttpResponse> takeResponse()
    {
        const qsizetype headEnd = m_buffer.indexOf("\r\n\r\n");
        if (headEnd < 0)
            return std::nullopt;
        const QList<QByteArray> lines = m_buffer.left(headEnd).split('\n');
        HttpResponse response;
        const QList<QByteArray> statusLine = lines.first().trimmed().split(' ');
        if (statusLine.size() < 2 || statusLine.first() != "HTTP/1.1")
            return std::nullopt;
        response.status = statusLine.at(1).toInt();
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const QByteArray line = lines.at(i).trimmed();
            const qsizetype colon = line.indexOf(':');
            response.headers.append({line.left(colon), line.mid(colon + 1).trimmed()});
        }
        qsizetype length = 0;
        if (response.status != 204 && response.status >= 200)
            length = response.header("Content-Length").toLongLong();
        if (m_buffer.size() < headEnd + 4 + length)
            return std::nullopt;
        response.body = m_buffer.mid(headEnd + 4, length);
        m_buffer.remove(0, headEnd + 4 + length);
        return response;
    }

    QTcpSocket m_socket;
    QByteArray m_buffer;
};

/// The status of the next response; 0 when none came.
int readStatus(RawClient &client)
{
    const auto response = client.read();
    return response ? response->status : 0;
}

QByteArray post(const QByteArray &path, const QByteArray &body, const QByteArray &extraHeaders = {})
{
    return "POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
           + extraHeaders + "Content-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body;
}

QByteArray call(int id, const QByteArray &method, const QByteArray &params = "{}")
{
    return "{\"jsonrpc\":\"2.0\",\"id\":" + QByteArray::number(id) + ",\"method\":\"" + method
           + "\",\"params\":" + params + "}";
}

} // namespace

class tst_DemoHttpServer final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init();
    void cleanup();

    void listensOnLoopback();
    void keepAliveThreeRequests();
    void pipelinedRequestsAnsweredInOrder();
    void notificationIs204();
    void mcpNotificationIs202();
    void notFound404();
    void methodNotAllowed405_data();
    void methodNotAllowed405();
    void bodyOverCapIs413();
    void chunkedBodyOverCapIs413();
    void malformedRequestIs400();
    void chunkedRequestBody();
    void bodySplitAcrossWrites();
    void expectContinue();
    void connectionCloseHonoured();
    void http10ClosesByDefault();
    void sleepDoesNotBlockOtherConnections();
    void mcpSessions();
    void bigResponse();
    void clientGoneDuringSleep();
    void busyPortFails();
    void closeDropsConnections();

private:
    std::unique_ptr<DemoHttpServer> m_server;
};

void tst_DemoHttpServer::init()
{
    m_server = std::make_unique<DemoHttpServer>();
    QVERIFY2(m_server->listen(0), qPrintable(m_server->errorString()));
}

void tst_DemoHttpServer::cleanup()
{
    m_server.reset();
}

void tst_DemoHttpServer::listensOnLoopback()
{
    QVERIFY(m_server->isListening());
    QVERIFY(m_server->port() > 0);
    QCOMPARE(m_server->url(), QUrl(u"http://127.0.0.1:%1"_s.arg(m_server->port())));
    QCOMPARE(m_server->rpcUrl().path(), u"/rpc"_s);
    QCOMPARE(m_server->mcpUrl().path(), u"/mcp"_s);
    QCOMPARE(m_server->rpcUrl().port(), int(m_server->port()));
}

void tst_DemoHttpServer::keepAliveThreeRequests()
{
    RawClient client(m_server->port());
    QVERIFY(client.waitConnected());
    for (int id = 1; id <= 3; ++id) {
        client.send(post("/rpc", call(id, "math.add", "[" + QByteArray::number(id) + ",10]")));
        const auto response = client.read();
        QVERIFY(response);
        QCOMPARE(response->status, 200);
        QCOMPARE(response->header("Content-Type"), QByteArray("application/json"));
        QVERIFY(response->hasHeader("Date"));
        QVERIFY(!response->hasHeader("Connection"));
        QCOMPARE(response->json().value(u"id").toInt(), id);
        QCOMPARE(response->json().value(u"result").toInt(), id + 10);
        QVERIFY(client.isConnected());
    }
    QCOMPARE(m_server->connectionCount(), 1);
}

void tst_DemoHttpServer::pipelinedRequestsAnsweredInOrder()
{
    RawClient client(m_server->port());
    QVERIFY(client.waitConnected());
    // All three in one write; the second answers late, the third must still come last.
    client.send(post("/rpc", call(1, "demo.counter")) + post("/rpc", call(2, "demo.sleep", "[150]"))
                + post("/rpc", call(3, "math.add", "[1,2]")));
    QList<int> ids;
    for (int i = 0; i < 3; ++i) {
        const auto response = client.read();
        QVERIFY(response);
        QCOMPARE(response->status, 200);
        ids.append(response->json().value(u"id").toInt());
    }
    QCOMPARE(ids, (QList<int>{1, 2, 3}));
}

void tst_DemoHttpServer::notificationIs204()
{
    RawClient client(m_server->port());
    QVERIFY(client.waitConnected());
    client.send(post("/rpc", R"({"jsonrpc":"2.0","method":"demo.increment"})"));
    const auto response = client.read();
    QVERIFY(response);
    QCOMPARE(response->status, 204);
    QVERIFY(!response->hasHeader("Content-Length"));
    QVERIFY(response->body.isEmpty());
    // The connection stays usable and the notification ran.
    client.send(post("/rpc", R"([{"jsonrpc":"2.0","method":"demo.increment"}])"));
    QCOMPARE(readStatus(client), 204);
    client.send(post("/rpc", call(1, "demo.counter")));
    const auto counter = client.read();
    QVERIFY(counter);
    QCOMPARE(counter->json().value(u"result").toObject().value(u"value").toInt(), 2);
}

void tst_DemoHttpServer::mcpNotificationIs202()
{
    RawClient client(m_server->port());
    QVERIFY(client.waitConnected());
    client.send(post("/mcp", R"({"jsonrpc":"2.0","method":"notifications/initialized"})"));
    const auto response = client.read();
    QVERIFY(response);
    QCOMPARE(response->status, 202);
    QVERIFY(response->body.isEmpty());
}

void tst_DemoHttpServer::notFound404()
{
    RawClient client(m_server->port());
    QVERIFY(client.waitConnected());
    client.send(post("/rpc/json", call(1, "demo.counter")));
    const auto response = client.read();
    QVERIFY(response);
    QCOMPARE(response->status, 404);
    QVERIFY(response->header("Content-Type").startsWith("text/plain"));
    QVERIFY(response->body.contains("/rpc/json"));
    QVERIFY(!response->body.contains("jsonrpc")); // outside the envelope
    client.send(post("/rpc", call(2, "demo.counter")));
    QCOMPARE(readStatus(client), 200); // still keep-alive
}

void tst_DemoHttpServer::methodNotAllowed405_data()
{
    QTest::addColumn<QByteArray>("requestBytes");
    QTest::addColumn<QByteArray>("allow");
    QTest::newRow("GET /rpc") << QByteArray("GET /rpc HTTP/1.1\r\nHost: x\r\n\r\n") << QByteArray("POST");
    QTest::newRow("PUT /rpc") << QByteArray("PUT /rpc HTTP/1.1\r\nContent-Length: 2\r\n\r\n{}") << QByteArray("POST");
    QTest::newRow("GET /mcp") << QByteArray("GET /mcp HTTP/1.1\r\nAccept: text/event-stream\r\n\r\n") << QByteArray("POST, DELETE");
}

void tst_DemoHttpServer::methodNotAllowed405()
{
    QFETCH(QByteArray, requestBytes);
    QFETCH(QByteArray, allow);
    RawClient client(m_server->port());
    QVERIFY(client.waitConnected());
    client.send(requestBytes);
    const auto response = client.read();
    QVERIFY(response);
    QCOMPARE(response->status, 405);
    QCOMPARE(response->header("Allow"), allow);
    QVERIFY(response->header("Content-Type").startsWith("text/plain"));
    QVERIFY(!response->body.isEmpty());
}

void tst_DemoHttpServer::bodyOverCapIs413()
{
    m_server->setMaxBodySize(1024);
    RawClient client(m_server->port());
    QVERIFY(client.waitConnected());
    // Refused on the head alone, before any of the body is sent.
    client.send("POST /rpc HTTP/1.1\r\nContent-Length: 4096\r\n\r\n");
    const auto response = client.read();
    QVERIFY(response);
    QCOMPARE(response->status, 413);
    QCOMPARE(response->header("Connection"), QByteArray("close"));
    QVERIFY(response->header("Content-Type").startsWith("text/plain"));
    QVERIFY(client.waitClosed());

    // Just at the cap is fine.
    RawClient second(m_server->port());
    QVERIFY(second.waitConnected());
    const QByteArray params = "[\"" + QByteArray(1024 - 60, 'a') + "\"]";
    const QByteArray body = call(1, "demo.echo", params);
    QVERIFY(body.size() <= 1024);
    second.send(post("/rpc", body));
    const auto fine = second.read();
    QVERIFY(fine);
    QCOMPARE(fine->status, 200);
}

void tst_DemoHttpServer::chunkedBodyOverCapIs413()
{
    m_server->setMaxBodySize(1024);
    RawClient client(m_server->port());
    QVERIFY(client.waitConnected());
    client.send("POST /rpc HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n400\r\n" + QByteArray(1024, ' ')
                + "\r\n1\r\n");
    const auto response = client.read();
    QVERIFY(response);
    QCOMPARE(response->status, 413);
    QVERIFY(client.waitClosed());
}

void tst_DemoHttpServer::malformedRequestIs400()
{
    RawClient client(m_server->port());
    QVERIFY(client.waitConnected());
    client.send("THIS IS NOT HTTP\r\n\r\n");
    const auto response = client.read();
    QVERIFY(response);
    QCOMPARE(response->status, 400);
    QCOMPARE(response->header("Connection"), QByteArray("close"));
    QVERIFY(client.waitClosed());
}

void tst_DemoHttpServer::chunkedRequestBody()
{
    RawClient client(m_server->port());
    QVERIFY(client.waitConnected());
    const QByteArray body = call(7, "demo.echo", R"({"b":2,"a":1.0})");
    const QByteArray first = body.left(10);
    const QByteArray rest = body.mid(10);
    client.send("POST /rpc HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n");
    QTest::qWait(20);
    client.send(QByteArray::number(first.size(), 16) + "\r\n" + first + "\r\n");
    QTest::qWait(20);
    client.send(QByteArray::number(rest.size(), 16) + "\r\n" + rest + "\r\n0\r\n\r\n");
    const auto response = client.read();
    QVERIFY(response);
    QCOMPARE(response->status, 200);
    QCOMPARE(response->body, QByteArray(R"({"jsonrpc":"2.0","id":7,"result":{"b":2,"a":1.0}})"));
}

void tst_DemoHttpServer::bodySplitAcrossWrites()
{
    RawClient client(m_server->port());
    QVERIFY(client.waitConnected());
    const QByteArray bytes = post("/rpc", call(3, "text.upper", R"(["abc"])"));
    for (qsizetype i = 0; i < bytes.size(); i += 17) {
        client.send(bytes.mid(i, 17));
        QTest::qWait(2);
    }
    const auto response = client.read();
    QVERIFY(response);
    QCOMPARE(response->json().value(u"result").toString(), u"ABC"_s);
}

void tst_DemoHttpServer::expectContinue()
{
    RawClient client(m_server->port());
    QVERIFY(client.waitConnected());
    const QByteArray body = call(1, "math.add", "[20,22]");
    client.send("POST /rpc HTTP/1.1\r\nExpect: 100-continue\r\nContent-Length: "
                + QByteArray::number(body.size()) + "\r\n\r\n");
    const auto interim = client.read();
    QVERIFY(interim);
    QCOMPARE(interim->status, 100);
    client.send(body);
    const auto response = client.read();
    QVERIFY(response);
    QCOMPARE(response->status, 200);
    QCOMPARE(response->json().value(u"result").toInt(), 42);
}

void tst_DemoHttpServer::connectionCloseHonoured()
{
    RawClient client(m_server->port());
    QVERIFY(client.waitConnected());
    client.send(post("/rpc", call(1, "demo.counter"), "Connection: close\r\n"));
    const auto response = client.read();
    QVERIFY(response);
    QCOMPARE(response->status, 200);
    QCOMPARE(response->header("Connection"), QByteArray("close"));
    QVERIFY(client.waitClosed());
}

void tst_DemoHttpServer::http10ClosesByDefault()
{
    RawClient client(m_server->port());
    QVERIFY(client.waitConnected());
    const QByteArray body = call(1, "demo.counter");
    client.send("POST /rpc HTTP/1.0\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body);
    const auto response = client.read();
    QVERIFY(response);
    QCOMPARE(response->status, 200);
    QVERIFY(client.waitClosed());
}

void tst_DemoHttpServer::sleepDoesNotBlockOtherConnections()
{
    RawClient sleeper(m_server->port());
    RawClient other(m_server->port());
    QVERIFY(sleeper.waitConnected());
    QVERIFY(other.waitConnected());
    QElapsedTimer timer;
    timer.start();
    sleeper.send(post("/rpc", call(1, "demo.sleep", R"({"ms":1500})")));
    QTest::qWait(20);
    other.send(post("/rpc", call(2, "math.add", "[1,1]")));
    const auto quick = other.read(1000);
    QVERIFY(quick);
    QCOMPARE(quick->json().value(u"result").toInt(), 2);
    QVERIFY2(timer.elapsed() < 1000, "the sleeping request held up another connection");
    const auto slow = sleeper.read(5000);
    QVERIFY(slow);
    QCOMPARE(slow->json().value(u"result").toObject().value(u"slept_ms").toInt(), 1500);
    QVERIFY(timer.elapsed() >= 1450);
}

void tst_DemoHttpServer::mcpSessions()
{
    RawClient client(m_server->port());
    QVERIFY(client.waitConnected());
    client.send(post("/mcp", call(1, "initialize", R"({"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}})")));
    const auto initialized = client.read();
    QVERIFY(initialized);
    QCOMPARE(initialized->status, 200);
    QCOMPARE(initialized->json().value(u"result").toObject().value(u"protocolVersion").toString(), u"2025-06-18"_s);
    const QByteArray session = initialized->header("Mcp-Session-Id");
    QVERIFY(!session.isEmpty());

    const QByteArray withSession = "Mcp-Session-Id: " + session + "\r\n";
    client.send(post("/mcp", call(2, "tools/list"), withSession));
    const auto tools = client.read();
    QVERIFY(tools);
    QCOMPARE(tools->status, 200);
    QCOMPARE(tools->json().value(u"result").toObject().value(u"tools").toArray().size(), 5);
    QVERIFY(!tools->hasHeader("Mcp-Session-Id")); // only the initialize answer opens one

    client.send(post("/mcp", call(3, "ping"), "Mcp-Session-Id: not-a-session\r\n"));
    QCOMPARE(readStatus(client), 404);

    client.send("DELETE /mcp HTTP/1.1\r\n" + withSession + "\r\n");
    QCOMPARE(readStatus(client), 204);
    client.send(post("/mcp", call(4, "ping"), withSession));
    QCOMPARE(readStatus(client), 404);
    client.send("DELETE /mcp HTTP/1.1\r\n\r\n");
    QCOMPARE(readStatus(client), 400);
}

void tst_DemoHttpServer::bigResponse()
{
    RawClient client(m_server->port());
    QVERIFY(client.waitConnected());
    client.send(post("/rpc", call(1, "demo.big", R"({"megabytes":2})")));
    const auto response = client.read(10000);
    QVERIFY(response);
    QCOMPARE(response->status, 200);
    QCOMPARE(response->body.size(), response->header("Content-Length").toLongLong());
    QVERIFY(response->body.size() >= 2 * 1024 * 1024);
    const QJsonObject result = response->json().value(u"result").toObject();
    QCOMPARE(result.value(u"records").toArray().size(), result.value(u"count").toInt());
    // The connection goes on after the big body.
    client.send(post("/rpc", call(2, "demo.counter")));
    const auto next = client.read();
    QVERIFY(next);
    QCOMPARE(next->json().value(u"id").toInt(), 2);
}

void tst_DemoHttpServer::clientGoneDuringSleep()
{
    {
        RawClient client(m_server->port());
        QVERIFY(client.waitConnected());
        client.send(post("/rpc", call(1, "demo.sleep", "[100]")));
        QTest::qWait(20);
        client.close();
    }
    QTRY_COMPARE_WITH_TIMEOUT(m_server->connectionCount(), 0, 5000);
    QTest::qWait(150); // the late answer finds nobody to write to
    RawClient next(m_server->port());
    QVERIFY(next.waitConnected());
    next.send(post("/rpc", call(2, "demo.counter")));
    QCOMPARE(readStatus(next), 200);
}

void tst_DemoHttpServer::busyPortFails()
{
    DemoHttpServer second;
    QVERIFY(!second.listen(m_server->port()));
    QVERIFY(!second.errorString().isEmpty());
    QVERIFY(!second.isListening());
}

void tst_DemoHttpServer::closeDropsConnections()
{
    RawClient client(m_server->port());
    QVERIFY(client.waitConnected());
    client.send(post("/rpc", call(1, "demo.counter")));
    QVERIFY(client.read());
    m_server->close();
    QVERIFY(!m_server->isListening());
    QVERIFY(client.waitClosed());
}

QTEST_GUILESS_MAIN(tst_DemoHttpServer)
#include "tst_demohttpserver.moc"
