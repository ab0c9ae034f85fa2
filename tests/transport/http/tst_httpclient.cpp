#include "lib/transport/http/httpclient.h"

#include "support/scriptedhttpserver.h"
#include "support/tunnelproxy.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QHash>
#include <QNetworkProxy>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QSslSocket>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTest>
#include <QTimer>

using namespace RpcScope;
using Kind = TransportError::Kind;
using Field = QPair<QByteArray, QByteArray>;

namespace {

const QByteArray JsonBody = R"({"jsonrpc":"2.0","id":1,"method":"ping"})";

// Records every finished() so a test can wait for a ticket and check it came exactly once.
class Collector : public QObject
{
public:
    explicit Collector(HttpClient *client)
    {
        connect(client, &HttpClient::finished, this, [this](quint64 ticket, const TransportReply &reply) {
            ++counts[ticket];
            replies.insert(ticket, reply);
            if (m_loop && ticket == m_awaited)
                m_loop->quit();
        });
    }

    // An event loop that ends on the reply (QTest::qWaitFor would sleep 10 ms per turn).
    bool waitFor(quint64 ticket, int timeoutMs = 5000)
    {
        if (replies.contains(ticket))
            return true;
        QEventLoop loop;
        QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
        m_loop = &loop;
        m_awaited = ticket;
        loop.exec();
        m_loop = nullptr;
        return replies.contains(ticket);
    }

    QHash<quint64, TransportReply> replies;
    QHash<quint64, int> counts;

private:
    QEventLoop *m_loop = nullptr;
    quint64 m_awaited = 0;
};

HttpRequest post(const QUrl &url, const QByteArray &body = JsonBody)
{
    HttpRequest request;
    request.url = url;
    request.body = body;
    request.headers = {{"Content-Type", "application/json"}};
    return request;
}

// Starts a request and waits for its reply; fails the test if it never comes.
TransportReply exchange(HttpClient &client, const HttpRequest &request, int timeoutMs = 5000)
{
    Collector collector(&client);
    const quint64 ticket = client.start(request);
    if (!collector.waitFor(ticket, timeoutMs)) {
        TransportReply none;
        none.error = {Kind::Network, QStringLiteral("no reply within the test's wait")};
        return none;
    }
    return collector.replies.value(ticket);
}

quint16 closedPort()
{
    QTcpServer server;
    server.listen(QHostAddress::LocalHost, 0);
    const quint16 port = server.serverPort();
    server.close();
    return port;
}

QList<QSslCertificate> certificates(const QString &file)
{
    return QSslCertificate::fromPath(ScriptedHttpServer::testData(file));
}

QSslKey privateKey(const QString &file)
{
    QFile pem(ScriptedHttpServer::testData(file));
    if (!pem.open(QIODevice::ReadOnly))
        return {};
    return QSslKey(pem.readAll(), QSsl::Rsa);
}

QByteArray header(const HeaderList &headers, QByteArrayView name)
{
    return headerValue(headers, name);
}

} // namespace

class tst_HttpClient final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();

    void postJson();
    void answers_data();
    void answers();
    void headHasNoBody();
    void interimResponseSkipped();
    void exactRequestBytes();
    void callerHostAndFramingKept();
    void urlCredentialsBecomeBasicAuth();
    void responseHeadersVisible();
    void bodyArrivesIncrementally();
    void bodyNotKeptStillStreams();

    void redirectNotFollowedByDefault_data();
    void redirectNotFollowedByDefault();
    void redirectFollowedKeepsPostAndBody_data();
    void redirectFollowedKeepsPostAndBody();
    void redirectToOtherHostDropsCredentials();
    void redirectOnSameHostKeepsCredentials();
    void redirectLoopCapped();
    void redirectToOtherSchemeRefused();

    void keepAliveReusesOneConnection();
    void newConnectionAfterServerClosedIdle();
    void staleConnectionRetriedOnce();
    void noRetryOnceResponseStarted();
    void noRetryOnFreshConnection();
    void connectionCloseHonoured_data();
    void connectionCloseHonoured();
    void parallelRequestsUseSeveralConnections();

    void timeout();
    void cancel();
    void abortWithOwnError();
    void abortUnknownTicketIsIgnored();
    void connectionRefused();
    void hostNotFound();
    void ipv6HostHeader();
    void invalidRequests_data();
    void invalidRequests();

    void closedMidBody();
    void protocolViolations_data();
    void protocolViolations();
    void bodyOverLimit();
    void randomGarbageNeverCrashes();
    void largeBody_data();
    void largeBody();
    void largeRequestBody_data();
    void largeRequestBody();

    void tlsTrustedCa();
    void tlsUntrustedCertificate();
    void tlsInsecureAcceptsAnyCertificate();
    void tlsClientCertificate();

    void proxyUnreachable();
    void proxyTunnel();
    void applicationProxyHonoured();
    void tlsThroughProxy();

private:
    bool m_tls = false;
};

void tst_HttpClient::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy);
    m_tls = QSslSocket::supportsSsl();
}

void tst_HttpClient::postJson()
{
    ScriptedHttpServer server;
    QVERIFY(server.start());
    const QByteArray answer = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 36\r\n\r\n"
                              R"({"jsonrpc":"2.0","id":1,"result":7})" "\n";
    server.enqueue(ScriptedResponse::raw(answer));

    HttpClient client;
    const TransportReply reply = exchange(client, post(server.url()));
    QVERIFY2(!reply.error.isError(), qPrintable(reply.error.message));
    QVERIFY(reply.http.has_value());
    QCOMPARE(reply.http->status, 200);
    QCOMPARE(reply.http->reason, QByteArray("OK"));
    QCOMPARE(reply.http->version, QByteArray("HTTP/1.1"));
    QCOMPARE(reply.body, QByteArray(R"({"jsonrpc":"2.0","id":1,"result":7})" "\n"));
    QCOMPARE(header(reply.http->responseHeaders, "content-type"), QByteArray("application/json"));
    QCOMPARE(reply.http->method, QByteArray("POST"));
    QCOMPARE(reply.http->target, QByteArray("/rpc"));
    QCOMPARE(reply.http->url, server.url());
    QVERIFY(!reply.http->reusedConnection);

    QCOMPARE(server.requests().size(), 1);
    const RecordedRequest &request = server.requests().first();
    QCOMPARE(request.requestLine, QByteArray("POST /rpc HTTP/1.1"));
    QCOMPARE(request.body, JsonBody);
    QCOMPARE(request.header("Content-Length"), QByteArray::number(JsonBody.size()));
    QCOMPARE(reply.bytesSent, qint64(request.raw.size()));
    QCOMPARE(reply.bytesReceived, qint64(answer.size()));

    const Timings &t = reply.timings;
    QVERIFY(t.startedEpochMs > 0);
    QVERIFY(t.connectedMs >= 0);
    QVERIFY(t.sentMs >= t.connectedMs);
    QVERIFY(t.firstByteMs >= t.sentMs);
    QVERIFY(t.totalMs >= t.firstByteMs);
}

void tst_HttpClient::answers_data()
{
    QTest::addColumn<QList<QByteArray>>("pieces");
    QTest::addColumn<bool>("closeAfter");
    QTest::addColumn<int>("status");
    QTest::addColumn<QByteArray>("body");

    const QByteArray error = R"({"jsonrpc":"2.0","id":1,"error":{"code":-32600,"message":"Invalid Request"}})";
    const QByteArray html = "<html><body><h1>502 Bad Gateway</h1><hr><center>nginx</center></body></html>\n";
    QTest::newRow("204") << QList<QByteArray>{"HTTP/1.1 204 No Content\r\n\r\n"} << false << 204 << QByteArray();
    QTest::newRow("empty 200") << QList<QByteArray>{"HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n"} << false << 200
                               << QByteArray();
    QTest::newRow("content-length") << QList<QByteArray>{"HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello"} << false
                                    << 200 << QByteArray("hello");
    QTest::newRow("content-length in pieces")
            << QList<QByteArray>{"HTTP/1.1 200 OK\r\nCont", "ent-Length: 11\r\n", "\r\nhello", " world"} << false << 200
            << QByteArray("hello world");
    QTest::newRow("chunked") << QList<QByteArray>{"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n",
                                                  "5\r\nhello\r\n", "6\r\n world\r\n", "0\r\n\r\n"}
                             << false << 200 << QByteArray("hello world");
    QTest::newRow("close-delimited, HTTP/1.0")
            << QList<QByteArray>{"HTTP/1.0 200 OK\r\nContent-Type: application/json\r\n\r\n", "{\"result\":", "1}"}
            << true << 200 << QByteArray("{\"result\":1}");
    QTest::newRow("close-delimited, HTTP/1.1 without length")
            << QList<QByteArray>{"HTTP/1.1 200 OK\r\n\r\nto the end"} << true << 200 << QByteArray("to the end");
    QTest::newRow("400 with JSON-RPC error")
            << QList<QByteArray>{"HTTP/1.1 400 Bad Request\r\nContent-Type: application/json\r\nContent-Length: "
                                 + QByteArray::number(error.size()) + "\r\n\r\n" + error}
            << false << 400 << error;
    QTest::newRow("500 with JSON-RPC error")
            << QList<QByteArray>{"HTTP/1.1 500 Internal Server Error\r\nContent-Length: "
                                 + QByteArray::number(error.size()) + "\r\n\r\n" + error}
            << false << 500 << error;
    QTest::newRow("404 empty") << QList<QByteArray>{"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n"} << false
                               << 404 << QByteArray();
    QTest::newRow("HTML 502 page") << QList<QByteArray>{"HTTP/1.1 502 Bad Gateway\r\nContent-Type: text/html\r\n"
                                                        "Content-Length: " + QByteArray::number(html.size())
                                                        + "\r\n\r\n" + html}
                                   << false << 502 << html;
}

void tst_HttpClient::answers()
{
    QFETCH(QList<QByteArray>, pieces);
    QFETCH(bool, closeAfter);
    QFETCH(int, status);
    QFETCH(QByteArray, body);

    ScriptedHttpServer server;
    QVERIFY(server.start());
    QList<ScriptedResponse::Piece> script;
    for (const QByteArray &piece : std::as_const(pieces))
        script.append({script.isEmpty() ? 0 : 20, piece});
    ScriptedResponse response = ScriptedResponse::chunks(script);
    response.closeAfter = closeAfter;
    server.enqueue(response);

    HttpClient client;
    const TransportReply reply = exchange(client, post(server.url()));
    QVERIFY2(!reply.error.isError(), qPrintable(reply.error.message));
    QCOMPARE(reply.http->status, status);
    QCOMPARE(reply.body, body);
    QCOMPARE(reply.bytesReceived, qint64(pieces.join().size()));
    QCOMPARE(client.idleConnectionCount(), closeAfter ? 0 : 1);
}

void tst_HttpClient::headHasNoBody()
{
    ScriptedHttpServer server;
    QVERIFY(server.start());
    server.enqueue(ScriptedResponse::raw("HTTP/1.1 200 OK\r\nContent-Length: 50\r\n\r\n"));
    server.enqueue(ScriptedResponse::http(200, "after"));
    HttpClient client;
    HttpRequest request;
    request.method = "HEAD";
    request.url = server.url();
    const TransportReply head = exchange(client, request);
    QVERIFY2(!head.error.isError(), qPrintable(head.error.message));
    QCOMPARE(head.http->status, 200);
    QVERIFY(head.body.isEmpty());
    QVERIFY(!server.requests().first().hasHeader("Content-Length"));
    // The connection is still in step: the next answer is read correctly on it.
    const TransportReply next = exchange(client, post(server.url()));
    QCOMPARE(next.body, QByteArray("after"));
    QVERIFY(next.http->reusedConnection);
    QCOMPARE(server.connectionCount(), 1);
}

void tst_HttpClient::interimResponseSkipped()
{
    ScriptedHttpServer server;
    QVERIFY(server.start());
    server.enqueue(ScriptedResponse::raw("HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 102 Processing\r\n\r\n"
                                         "HTTP/1.1 200 OK\r\nContent-Length: 4\r\n\r\nreal"));
    HttpClient client;
    const TransportReply reply = exchange(client, post(server.url()));
    QVERIFY2(!reply.error.isError(), qPrintable(reply.error.message));
    QCOMPARE(reply.http->status, 200);
    QCOMPARE(reply.body, QByteArray("real"));
}

void tst_HttpClient::exactRequestBytes()
{
    ScriptedHttpServer server;
    QVERIFY(server.start());
    server.enqueue(ScriptedResponse::echo());
    HttpClient client;
    HttpRequest request = post(server.url(QStringLiteral("/rpc/json")));
    QUrl url = request.url;
    url.setQuery(QStringLiteral("a=1&b=x%20y"));
    url.setFragment(QStringLiteral("not-sent"));
    request.url = url;
    request.headers = {{"X-Zeta", "last letter, first place"},
                       {"content-type", "application/json"},
                       {"Accept", "application/json"},
                       {"X-Empty", ""},
                       {"X-Alpha", "1"}};
    const TransportReply reply = exchange(client, request);
    QVERIFY2(!reply.error.isError(), qPrintable(reply.error.message));

    const QByteArray expected = "POST /rpc/json?a=1&b=x%20y HTTP/1.1\r\n"
                                "Host: 127.0.0.1:" + QByteArray::number(server.serverPort()) + "\r\n"
                                "X-Zeta: last letter, first place\r\n"
                                "content-type: application/json\r\n"
                                "Accept: application/json\r\n"
                                "X-Empty: \r\n"
                                "X-Alpha: 1\r\n"
                                "User-Agent: RpcScope/" RPCSCOPE_VERSION "\r\n"
                                "Content-Length: " + QByteArray::number(JsonBody.size()) + "\r\n"
                                "\r\n" + JsonBody;
    QCOMPARE(server.requests().first().raw, expected);
    QCOMPARE(reply.body, expected); // echoed back
    QCOMPARE(reply.http->target, QByteArray("/rpc/json?a=1&b=x%20y"));
    // What the report shows is what went out.
    QByteArray shown;
    for (const auto &field : std::as_const(reply.http->requestHeaders))
        shown += field.first + ": " + field.second + "\r\n";
    QVERIFY(expected.contains(shown));
    QCOMPARE(reply.http->requestHeaders.size(), 8);
}

void tst_HttpClient::callerHostAndFramingKept()
{
    ScriptedHttpServer server;
    QVERIFY(server.start());
    server.enqueue(ScriptedResponse::http(200, "ok"));
    server.enqueue(ScriptedResponse::http(200, "ok"));
    HttpClient client;
    HttpRequest request = post(server.url(), "abc");
    request.headers = {{"User-Agent", "curl/8.0"}, {"Host", "rpc.example"}, {"Content-Length", "3"}};
    QVERIFY(!exchange(client, request).error.isError());
    const RecordedRequest &first = server.requests().at(0);
    QCOMPARE(first.headers, ScriptedHeaders({{"User-Agent", "curl/8.0"}, {"Host", "rpc.example"}, {"Content-Length", "3"}}));
    QCOMPARE(first.body, QByteArray("abc"));

    // A GET with no body gets no Content-Length; a path-less URL asks for "/".
    HttpRequest get;
    get.method = "GET";
    QUrl url = server.url();
    url.setPath(QString());
    get.url = url;
    QVERIFY(!exchange(client, get).error.isError());
    const RecordedRequest &second = server.requests().at(1);
    QCOMPARE(second.requestLine, QByteArray("GET / HTTP/1.1"));
    QVERIFY(!second.hasHeader("Content-Length"));
    QCOMPARE(second.headers.first().first, QByteArray("Host"));
}

void tst_HttpClient::urlCredentialsBecomeBasicAuth()
{
    ScriptedHttpServer server;
    QVERIFY(server.start());
    server.enqueue(ScriptedResponse::http(200, "{}"));
    HttpClient client;
    QUrl url = server.url();
    url.setUserName(QStringLiteral("rpcuser"));
    url.setPassword(QStringLiteral("p@ss:word"));
    const TransportReply reply = exchange(client, post(url));
    QVERIFY(!reply.error.isError());
    QCOMPARE(server.requests().first().header("Authorization"),
             "Basic " + QByteArray("rpcuser:p@ss:word").toBase64());
}

void tst_HttpClient::responseHeadersVisible()
{
    ScriptedHttpServer server;
    QVERIFY(server.start());
    server.enqueue(ScriptedResponse::raw("HTTP/1.1 429 Too Many Requests\r\nRetry-After: 120\r\n"
                                         "WWW-Authenticate: Bearer realm=\"rpc\", error=\"invalid_token\"\r\n"
                                         "set-cookie: a=1\r\nset-cookie: b=2\r\nContent-Length: 0\r\n\r\n"));
    HttpClient client;
    const TransportReply reply = exchange(client, post(server.url()));
    QVERIFY(!reply.error.isError());
    QCOMPARE(reply.http->status, 429);
    const HeaderList expected = {{"Retry-After", "120"},
                                 {"WWW-Authenticate", "Bearer realm=\"rpc\", error=\"invalid_token\""},
                                 {"set-cookie", "a=1"},
                                 {"set-cookie", "b=2"},
                                 {"Content-Length", "0"}};
    QCOMPARE(reply.http->responseHeaders, expected);
}

void tst_HttpClient::bodyArrivesIncrementally()
{
    ScriptedHttpServer server;
    QVERIFY(server.start());
    server.enqueue(ScriptedResponse::chunks({{0, "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n"
                                                 "Transfer-Encoding: chunked\r\n\r\n"},
                                             {0, "f\r\ndata: {\"n\":1}\n\n\r\n"},
                                             {60, "f\r\ndata: {\"n\":2}\n\n\r\n"},
                                             {60, "0\r\nX-Done: yes\r\n\r\n"}}));
    HttpClient client;
    QList<QByteArray> events; // "head" then each chunk, in order
    connect(&client, &HttpClient::headersReceived, this, [&](quint64, const HttpMeta &meta) {
        events.append("head " + QByteArray::number(meta.status));
    });
    connect(&client, &HttpClient::bodyChunk, this, [&](quint64, const QByteArray &chunk) { events.append(chunk); });
    const TransportReply reply = exchange(client, post(server.url()));
    QVERIFY2(!reply.error.isError(), qPrintable(reply.error.message));
    QCOMPARE(events.value(0), QByteArray("head 200"));
    QCOMPARE(events.mid(1), QList<QByteArray>({"data: {\"n\":1}\n\n", "data: {\"n\":2}\n\n"}));
    QCOMPARE(reply.body, QByteArray("data: {\"n\":1}\n\ndata: {\"n\":2}\n\n"));
    // The trailer comes last in the response headers, as on the wire.
    QCOMPARE(reply.http->responseHeaders.last(), Field("X-Done", "yes"));
}

void tst_HttpClient::bodyNotKeptStillStreams()
{
    // An event stream as long as a session: its pieces go to bodyChunk() only, never piling up.
    ScriptedHttpServer server;
    QVERIFY(server.start());
    server.enqueue(ScriptedResponse::raw("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n"
                                         "Content-Length: 15\r\n\r\ndata: {\"n\":1}\n\n"));
    HttpClient client;
    QByteArray streamed;
    connect(&client, &HttpClient::bodyChunk, this, [&](quint64, const QByteArray &chunk) { streamed += chunk; });
    HttpRequest request = post(server.url());
    request.keepBody = false;
    const TransportReply reply = exchange(client, request);
    QVERIFY2(!reply.error.isError(), qPrintable(reply.error.message));
    QCOMPARE(streamed, QByteArray("data: {\"n\":1}\n\n"));
    QVERIFY(reply.body.isEmpty());
    QCOMPARE(reply.http->status, 200);
}

void tst_HttpClient::redirectNotFollowedByDefault_data()
{
    QTest::addColumn<int>("status");
    QTest::newRow("301") << 301;
    QTest::newRow("302") << 302;
    QTest::newRow("307") << 307;
    QTest::newRow("308") << 308;
}

void tst_HttpClient::redirectNotFollowedByDefault()
{
    QFETCH(int, status);
    ScriptedHttpServer server;
    QVERIFY(server.start());
    server.enqueue(ScriptedResponse::http(status, "moved", {{"Location", "https://elsewhere.example/rpc"}}));
    HttpClient client;
    const TransportReply reply = exchange(client, post(server.url()));
    QVERIFY2(!reply.error.isError(), qPrintable(reply.error.message));
    QCOMPARE(reply.http->status, status);
    QCOMPARE(header(reply.http->responseHeaders, "Location"), QByteArray("https://elsewhere.example/rpc"));
    QCOMPARE(reply.body, QByteArray("moved"));
    QVERIFY(reply.redirects.isEmpty());
    QCOMPARE(server.requests().size(), 1);
}

void tst_HttpClient::redirectFollowedKeepsPostAndBody_data()
{
    QTest::addColumn<int>("status");
    for (const int status : {301, 302, 303, 307, 308})
        QTest::addRow("%d", status) << status;
}

void tst_HttpClient::redirectFollowedKeepsPostAndBody()
{
    QFETCH(int, status);
    ScriptedHttpServer server;
    QVERIFY(server.start());
    server.enqueue(ScriptedResponse::http(status, "see there", {{"Location", "/v2/rpc?x=1"}}));
    server.enqueue(ScriptedResponse::http(200, R"({"result":true})"));
    HttpClient client;
    HttpRequest request = post(server.url());
    request.followRedirects = true;
    request.headers.append(Field("Authorization", "Bearer same-host"));
    const TransportReply reply = exchange(client, request);
    QVERIFY2(!reply.error.isError(), qPrintable(reply.error.message));
    QCOMPARE(reply.http->status, 200);
    QCOMPARE(reply.body, QByteArray(R"({"result":true})"));
    QCOMPARE(reply.redirects.size(), 1);
    QCOMPARE(reply.redirects.first().status, status);
    QCOMPARE(reply.redirects.first().target, QByteArray("/rpc"));
    QCOMPARE(reply.http->target, QByteArray("/v2/rpc?x=1"));
    QCOMPARE(server.requests().size(), 2);
    const RecordedRequest &second = server.requests().at(1);
    QCOMPARE(second.requestLine, QByteArray("POST /v2/rpc?x=1 HTTP/1.1"));
    QCOMPARE(second.body, JsonBody);
    QCOMPARE(second.header("Content-Type"), QByteArray("application/json"));
    QCOMPARE(second.header("Authorization"), QByteArray("Bearer same-host"));
    QVERIFY(second.raw.size() + server.requests().first().raw.size() - 4 <= reply.bytesSent);
    QCOMPARE(server.connectionCount(), 1); // the redirect's body was read, the connection reused
}

void tst_HttpClient::redirectToOtherHostDropsCredentials()
{
    ScriptedHttpServer first;
    ScriptedHttpServer second;
    QVERIFY(first.start());
    QVERIFY(second.start());
    // Same address, other port: another origin.
    first.enqueue(ScriptedResponse::http(307, {}, {{"Location", second.url().toEncoded()}}));
    second.enqueue(ScriptedResponse::http(200, "ok"));
    HttpClient client;
    HttpRequest request = post(first.url());
    request.followRedirects = true;
    request.headers = {{"Host", "rpc.example"},           {"Content-Type", "application/json"},
                       {"authorization", "Bearer secret"}, {"Cookie", "session=1"},
                       {"login_key", "k-123"},             {"Proxy-Authorization", "Basic x"},
                       {"X-Trace", "keep me"}};
    request.sensitiveHeaders = {"LOGIN_KEY"};
    const TransportReply reply = exchange(client, request);
    QVERIFY2(!reply.error.isError(), qPrintable(reply.error.message));
    QCOMPARE(reply.body, QByteArray("ok"));
    QCOMPARE(first.requests().first().header("login_key"), QByteArray("k-123"));
    QCOMPARE(second.requests().size(), 1);
    const RecordedRequest &moved = second.requests().first();
    QVERIFY(!moved.hasHeader("Authorization"));
    QVERIFY(!moved.hasHeader("Cookie"));
    QVERIFY(!moved.hasHeader("login_key"));
    QVERIFY(!moved.hasHeader("Proxy-Authorization"));
    QCOMPARE(moved.header("X-Trace"), QByteArray("keep me"));
    QCOMPARE(moved.method, QByteArray("POST"));
    QCOMPARE(moved.body, JsonBody);
    // The caller's Host named the first origin; the new one gets its own.
    QCOMPARE(first.requests().first().header("Host"), QByteArray("rpc.example"));
    QCOMPARE(moved.header("Host"), QByteArray("127.0.0.1:" + QByteArray::number(second.serverPort())));
    QCOMPARE(moved.headers.first().first, QByteArray("Host"));
}

void tst_HttpClient::redirectOnSameHostKeepsCredentials()
{
    ScriptedHttpServer server;
    QVERIFY(server.start());
    server.enqueue(ScriptedResponse::http(308, {}, {{"Location", server.url(QStringLiteral("/other")).toEncoded()}}));
    server.enqueue(ScriptedResponse::http(200, "ok"));
    HttpClient client;
    HttpRequest request = post(server.url());
    request.followRedirects = true;
    request.headers = {{"Authorization", "Bearer secret"}, {"Cookie", "session=1"}, {"login_key", "k-123"}};
    request.sensitiveHeaders = {"login_key"};
    const TransportReply reply = exchange(client, request);
    QVERIFY2(!reply.error.isError(), qPrintable(reply.error.message));
    const RecordedRequest &moved = server.requests().at(1);
    QCOMPARE(moved.target, QByteArray("/other"));
    QCOMPARE(moved.header("Authorization"), QByteArray("Bearer secret"));
    QCOMPARE(moved.header("Cookie"), QByteArray("session=1"));
    QCOMPARE(moved.header("login_key"), QByteArray("k-123"));
}

void tst_HttpClient::redirectLoopCapped()
{
    ScriptedHttpServer server;
    QVERIFY(server.start());
    for (int i = 0; i < 10; ++i)
        server.enqueue(ScriptedResponse::http(302, "again", {{"Location", "/loop"}}));
    HttpClient client;
    HttpRequest request = post(server.url());
    request.followRedirects = true;
    request.maxRedirects = 3;
    const TransportReply reply = exchange(client, request);
    QCOMPARE(reply.error.kind, Kind::Protocol);
    QVERIFY2(reply.error.message.contains(u"limit of 3 redirects"), qPrintable(reply.error.message));
    QVERIFY2(reply.error.message.contains(u"/loop"), qPrintable(reply.error.message));
    QCOMPARE(reply.redirects.size(), 3);
    QCOMPARE(server.requests().size(), 4);
    QCOMPARE(reply.http->status, 302); // the last answer is kept for the user to see
    QCOMPARE(reply.body, QByteArray("again"));
}

void tst_HttpClient::redirectToOtherSchemeRefused()
{
    ScriptedHttpServer server;
    QVERIFY(server.start());
    server.enqueue(ScriptedResponse::http(302, {}, {{"Location", "ftp://files.example/x"}}));
    HttpClient client;
    HttpRequest request = post(server.url());
    request.followRedirects = true;
    const TransportReply reply = exchange(client, request);
    QCOMPARE(reply.error.kind, Kind::Unsupported);
    QVERIFY2(reply.error.message.contains(u"ftp://files.example/x"), qPrintable(reply.error.message));
    QCOMPARE(reply.redirects.size(), 1);
}

void tst_HttpClient::keepAliveReusesOneConnection()
{
    ScriptedHttpServer server;
    QVERIFY(server.start());
    for (int i = 0; i < 3; ++i)
        server.enqueue(ScriptedResponse::http(200, QByteArray::number(i)));
    HttpClient client;
    for (int i = 0; i < 3; ++i) {
        const TransportReply reply = exchange(client, post(server.url()));
        QVERIFY2(!reply.error.isError(), qPrintable(reply.error.message));
        QCOMPARE(reply.body, QByteArray::number(i));
        QCOMPARE(reply.http->reusedConnection, i > 0);
        if (i > 0)
            QVERIFY(reply.timings.connectedMs <= reply.timings.sentMs);
    }
    QCOMPARE(server.connectionCount(), 1);
    QCOMPARE(client.idleConnectionCount(), 1);
}

void tst_HttpClient::newConnectionAfterServerClosedIdle()
{
    ScriptedHttpServer server;
    QVERIFY(server.start());
    server.enqueue(ScriptedResponse::http(200, "one"));
    server.enqueue(ScriptedResponse::http(200, "two"));
    HttpClient client;
    QVERIFY(!exchange(client, post(server.url())).error.isError());
    QCOMPARE(client.idleConnectionCount(), 1);
    server.closeConnections();
    QTRY_COMPARE(client.idleConnectionCount(), 0); // noticed while idle
    const TransportReply reply = exchange(client, post(server.url()));
    QVERIFY2(!reply.error.isError(), qPrintable(reply.error.message));
    QCOMPARE(reply.body, QByteArray("two"));
    QVERIFY(!reply.http->reusedConnection);
    QCOMPARE(server.connectionCount(), 2);
    QCOMPARE(server.requests().size(), 2);
}

void tst_HttpClient::staleConnectionRetriedOnce()
{
    // The server drops the kept-alive connection just as the second request arrives: the
    // client cannot know before writing, so it sends again on a new connection.
    ScriptedHttpServer server;
    QVERIFY(server.start());
    server.enqueue(ScriptedResponse::http(200, "one"));
    server.enqueue(ScriptedResponse::closeAfterBytes({}, 0));
    server.enqueue(ScriptedResponse::http(200, "two"));
    HttpClient client;
    QVERIFY(!exchange(client, post(server.url())).error.isError());
    const TransportReply reply = exchange(client, post(server.url(), "second"));
    QVERIFY2(!reply.error.isError(), qPrintable(reply.error.message));
    QCOMPARE(reply.body, QByteArray("two"));
    QVERIFY(!reply.http->reusedConnection);
    QCOMPARE(server.requests().size(), 3);
    QCOMPARE(server.requests().at(1).connection, 1);
    QCOMPARE(server.requests().at(2).connection, 2);
    QCOMPARE(server.requests().at(2).raw, server.requests().at(1).raw);
    QCOMPARE(server.requests().at(2).body, QByteArray("second"));
    QCOMPARE(reply.bytesSent, qint64(2 * server.requests().at(1).raw.size())); // both went out

    // Once only: when the new connection fails as well, that is the answer.
    server.enqueue(ScriptedResponse::closeAfterBytes({}, 0));
    server.enqueue(ScriptedResponse::closeAfterBytes({}, 0));
    server.enqueue(ScriptedResponse::http(200, "not reached"));
    const TransportReply failed = exchange(client, post(server.url(), "third"));
    QCOMPARE(failed.error.kind, Kind::ConnectionClosed);
    QVERIFY2(failed.error.message.contains(u"without answering"), qPrintable(failed.error.message));
    QCOMPARE(server.requests().size(), 5);
}

void tst_HttpClient::noRetryOnceResponseStarted()
{
    ScriptedHttpServer server;
    QVERIFY(server.start());
    server.enqueue(ScriptedResponse::http(200, "one"));
    server.enqueue(ScriptedResponse::closeAfterBytes("HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nabc", 20));
    HttpClient client;
    QVERIFY(!exchange(client, post(server.url())).error.isError());
    const TransportReply reply = exchange(client, post(server.url()));
    QCOMPARE(reply.error.kind, Kind::ConnectionClosed);
    QCOMPARE(server.requests().size(), 2);
    QCOMPARE(server.connectionCount(), 1);
}

void tst_HttpClient::noRetryOnFreshConnection()
{
    ScriptedHttpServer server;
    QVERIFY(server.start());
    server.enqueue(ScriptedResponse::closeAfterBytes({}, 0));
    server.enqueue(ScriptedResponse::http(200, "not reached"));
    HttpClient client;
    const TransportReply reply = exchange(client, post(server.url()));
    QCOMPARE(reply.error.kind, Kind::ConnectionClosed);
    QVERIFY2(reply.error.message.contains(u"without answering"), qPrintable(reply.error.message));
    QCOMPARE(server.requests().size(), 1);
    QCOMPARE(server.connectionCount(), 1);
}

void tst_HttpClient::connectionCloseHonoured_data()
{
    QTest::addColumn<bool>("serverSaysClose");
    QTest::newRow("server says Connection: close") << true;
    QTest::newRow("request says Connection: close") << false;
}

void tst_HttpClient::connectionCloseHonoured()
{
    QFETCH(bool, serverSaysClose);
    ScriptedHttpServer server;
    QVERIFY(server.start());
    const ScriptedHeaders close = {{"Connection", "close"}};
    server.enqueue(ScriptedResponse::http(200, "one", serverSaysClose ? close : ScriptedHeaders()));
    server.enqueue(ScriptedResponse::http(200, "two"));
    HttpClient client;
    HttpRequest request = post(server.url());
    if (!serverSaysClose)
        request.headers.append(Field("Connection", "close"));
    QVERIFY(!exchange(client, request).error.isError());
    QCOMPARE(client.idleConnectionCount(), 0);
    const TransportReply second = exchange(client, post(server.url()));
    QVERIFY2(!second.error.isError(), qPrintable(second.error.message));
    QCOMPARE(second.body, QByteArray("two"));
    QVERIFY(!second.http->reusedConnection);
    QCOMPARE(server.connectionCount(), 2);
}

void tst_HttpClient::parallelRequestsUseSeveralConnections()
{
    ScriptedHttpServer server;
    QVERIFY(server.start());
    for (int i = 0; i < 3; ++i)
        server.enqueue(ScriptedResponse::echo());
    HttpClient client;
    Collector collector(&client);
    QList<quint64> tickets;
    for (int i = 0; i < 3; ++i)
        tickets.append(client.start(post(server.url(), "body " + QByteArray::number(i))));
    for (const quint64 ticket : std::as_const(tickets))
        QVERIFY(collector.waitFor(ticket));
    for (int i = 0; i < 3; ++i) {
        const TransportReply &reply = collector.replies.value(tickets.at(i));
        QVERIFY2(!reply.error.isError(), qPrintable(reply.error.message));
        QVERIFY(reply.body.endsWith(QByteArray("\r\n\r\nbody " + QByteArray::number(i))));
    }
    QCOMPARE(server.connectionCount(), 3);
    QCOMPARE(client.idleConnectionCount(), 3);
    QCOMPARE(client.runningCount(), 0);
}

void tst_HttpClient::timeout()
{
    ScriptedHttpServer server;
    QVERIFY(server.start());
    server.enqueue(ScriptedResponse::neverAnswer());
    HttpClient client;
    Collector collector(&client);
    HttpRequest request = post(server.url());
    request.timeoutMs = 200;
    QElapsedTimer clock;
    clock.start();
    const quint64 ticket = client.start(request);
    QVERIFY(collector.waitFor(ticket));
    const TransportReply reply = collector.replies.value(ticket);
    QCOMPARE(reply.error.kind, Kind::Timeout);
    QVERIFY2(reply.error.message.contains(u"200 ms"), qPrintable(reply.error.message));
    QVERIFY2(reply.error.message.contains(u"127.0.0.1:" + QString::number(server.serverPort())),
             qPrintable(reply.error.message));
    QVERIFY(clock.elapsed() >= 190);
    QVERIFY(reply.timings.totalMs >= 190);
    QVERIFY(reply.timings.sentMs >= 0); // the request did go out
    QCOMPARE(reply.timings.firstByteMs, qint64(-1));
    QCOMPARE(server.requests().size(), 1);
    QTest::qWait(50);
    QCOMPARE(collector.counts.value(ticket), 1);
    QCOMPARE(client.runningCount(), 0);
}

void tst_HttpClient::cancel()
{
    ScriptedHttpServer server;
    QVERIFY(server.start());
    server.enqueue(ScriptedResponse::neverAnswer());
    HttpClient client;
    Collector collector(&client);
    HttpRequest request = post(server.url());
    request.timeoutMs = 300;
    const quint64 ticket = client.start(request);
    QTRY_COMPARE(server.requests().size(), 1);
    client.abort(ticket, {});
    QCOMPARE(collector.counts.value(ticket), 1); // at once
    const TransportReply reply = collector.replies.value(ticket);
    QCOMPARE(reply.error.kind, Kind::Canceled);
    QVERIFY(!reply.error.message.isEmpty());
    // The deadline that was armed never fires a second answer.
    QTest::qWait(400);
    QCOMPARE(collector.counts.value(ticket), 1);
    client.abort(ticket, {});
    QCOMPARE(collector.counts.value(ticket), 1);
    QCOMPARE(client.idleConnectionCount(), 0); // the interrupted connection is not reused
}

void tst_HttpClient::abortWithOwnError()
{
    HttpClient client;
    Collector collector(&client);
    const quint64 ticket = client.start(post(QUrl(QStringLiteral("http://127.0.0.1:%1/").arg(closedPort()))));
    client.abort(ticket, {Kind::Timeout, QStringLiteral("The caller's deadline passed.")});
    QCOMPARE(collector.counts.value(ticket), 1);
    QCOMPARE(collector.replies.value(ticket).error.kind, Kind::Timeout);
    QCOMPARE(collector.replies.value(ticket).error.message, QStringLiteral("The caller's deadline passed."));
    QTest::qWait(50);
    QCOMPARE(collector.counts.value(ticket), 1);
}

void tst_HttpClient::abortUnknownTicketIsIgnored()
{
    HttpClient client;
    QSignalSpy spy(&client, &HttpClient::finished);
    client.abort(12345, {});
    QCOMPARE(spy.size(), 0);
}

void tst_HttpClient::connectionRefused()
{
    const quint16 port = closedPort();
    HttpClient client;
    const TransportReply reply = exchange(client, post(QUrl(QStringLiteral("http://127.0.0.1:%1/rpc").arg(port))));
    QCOMPARE(reply.error.kind, Kind::ConnectionRefused);
    QVERIFY2(reply.error.message.contains(QString::number(port)), qPrintable(reply.error.message));
    QVERIFY2(reply.error.message.contains(u"127.0.0.1"), qPrintable(reply.error.message));
    QVERIFY(reply.http.has_value()); // what would have been sent is still shown
    QCOMPARE(reply.http->status, 0);
    QCOMPARE(reply.bytesReceived, qint64(0));
}

void tst_HttpClient::hostNotFound()
{
    // RFC 6761: .invalid never resolves. The resolver should say so without asking the network.
    HttpClient client;
    HttpRequest request = post(QUrl(QStringLiteral("http://rpcscope-test.invalid/rpc")));
    request.timeoutMs = 4000;
    QElapsedTimer clock;
    clock.start();
    const TransportReply reply = exchange(client, request, 6000);
    if (reply.error.kind == Kind::Timeout)
        QSKIP("This machine's resolver sends .invalid names to the network and gets no answer in time.");
    QCOMPARE(reply.error.kind, Kind::HostNotFound);
    QVERIFY2(reply.error.message.contains(u"rpcscope-test.invalid"), qPrintable(reply.error.message));
    qInfo("resolution failed after %lld ms", clock.elapsed());
}

void tst_HttpClient::ipv6HostHeader()
{
    // Whether or not this machine speaks IPv6, the request that was to be sent is shown.
    const quint16 port = closedPort();
    HttpClient client;
    const TransportReply reply = exchange(client, post(QUrl(QStringLiteral("http://[::1]:%1/rpc").arg(port))));
    QVERIFY(reply.error.isError());
    QVERIFY(reply.http.has_value());
    QCOMPARE(headerValue(reply.http->requestHeaders, "Host"), QByteArray("[::1]:" + QByteArray::number(port)));
    QVERIFY2(reply.error.message.contains(u"::1"), qPrintable(reply.error.message));
}

void tst_HttpClient::invalidRequests_data()
{
    QTest::addColumn<QUrl>("url");
    QTest::addColumn<QByteArray>("method");
    QTest::addColumn<HeaderList>("headers");
    QTest::addColumn<QString>("message");
    const QUrl ok(QStringLiteral("http://127.0.0.1:9/rpc"));
    QTest::newRow("ftp URL") << QUrl(QStringLiteral("ftp://example.org/x")) << QByteArray("POST") << HeaderList()
                             << QStringLiteral("ftp://example.org/x");
    QTest::newRow("no host") << QUrl(QStringLiteral("http:///rpc")) << QByteArray("POST") << HeaderList()
                             << QStringLiteral("no host");
    QTest::newRow("empty URL") << QUrl() << QByteArray("POST") << HeaderList() << QStringLiteral("No URL");
    QTest::newRow("bad port") << QUrl(QStringLiteral("http://127.0.0.1:99999/rpc")) << QByteArray("POST")
                              << HeaderList() << QStringLiteral("not valid");
    QTest::newRow("method with a space") << ok << QByteArray("PO ST") << HeaderList() << QStringLiteral("PO ST");
    QTest::newRow("header injection") << ok << QByteArray("POST")
                                      << HeaderList{{"X-Evil", "a\r\nInjected: yes"}} << QStringLiteral("X-Evil");
    QTest::newRow("header name with colon") << ok << QByteArray("POST") << HeaderList{{"X:Bad", "1"}}
                                            << QStringLiteral("X:Bad");
}

void tst_HttpClient::invalidRequests()
{
    QFETCH(QUrl, url);
    QFETCH(QByteArray, method);
    QFETCH(HeaderList, headers);
    QFETCH(QString, message);
    HttpClient client;
    Collector collector(&client);
    HttpRequest request = post(url);
    request.method = method;
    request.headers = headers;
    const quint64 ticket = client.start(request);
    QCOMPARE(collector.counts.value(ticket), 0); // never from inside start()
    QVERIFY(collector.waitFor(ticket));
    const TransportReply reply = collector.replies.value(ticket);
    QCOMPARE(reply.error.kind, Kind::Unsupported);
    QVERIFY2(reply.error.message.contains(message), qPrintable(reply.error.message));
    QCOMPARE(reply.bytesSent, qint64(0));
}

void tst_HttpClient::closedMidBody()
{
    ScriptedHttpServer server;
    QVERIFY(server.start());
    const QByteArray head = "HTTP/1.1 200 OK\r\nContent-Length: 5000\r\n\r\n";
    server.enqueue(ScriptedResponse::closeAfterBytes(head + QByteArray(5000, 'b'), head.size() + 1234));
    HttpClient client;
    const TransportReply reply = exchange(client, post(server.url()));
    QCOMPARE(reply.error.kind, Kind::ConnectionClosed);
    QVERIFY2(reply.error.message.contains(u"1234 of 5000"), qPrintable(reply.error.message));
    QCOMPARE(reply.http->status, 200);
    QCOMPARE(reply.body, QByteArray(1234, 'b')); // what did arrive is kept
    QCOMPARE(reply.bytesReceived, qint64(head.size() + 1234));
    QCOMPARE(server.requests().size(), 1); // not sent again: the server had started answering
}

void tst_HttpClient::protocolViolations_data()
{
    QTest::addColumn<QByteArray>("response");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("message");
    QTest::newRow("garbage status line") << QByteArray("SSH-2.0-OpenSSH_9.2\r\n") << int(Kind::Protocol)
                                         << QStringLiteral("SSH-2.0");
    QTest::newRow("bad chunk size") << QByteArray("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nxyz\r\n")
                                    << int(Kind::Protocol) << QStringLiteral("xyz");
    QByteArray big = "HTTP/1.1 200 OK\r\n";
    while (big.size() < 70 * 1024)
        big += "X-Filler: " + QByteArray(100, 'f') + "\r\n";
    QTest::newRow("header block too big") << big << int(Kind::Protocol) << QStringLiteral("64 KiB");
    QTest::newRow("invalid Content-Length") << QByteArray("HTTP/1.1 200 OK\r\nContent-Length: ten\r\n\r\n")
                                            << int(Kind::Protocol) << QStringLiteral("ten");
}

void tst_HttpClient::protocolViolations()
{
    QFETCH(QByteArray, response);
    QFETCH(int, kind);
    QFETCH(QString, message);
    ScriptedHttpServer server;
    QVERIFY(server.start());
    server.enqueue(ScriptedResponse::raw(response)); // and the connection stays open
    HttpClient client;
    HttpRequest request = post(server.url());
    request.timeoutMs = 3000;
    const TransportReply reply = exchange(client, request);
    QCOMPARE(int(reply.error.kind), kind);
    QVERIFY2(reply.error.message.contains(message), qPrintable(reply.error.message));
    QCOMPARE(client.idleConnectionCount(), 0);
    QTRY_COMPARE(server.openConnectionCount(), 0); // the client hung up
}

void tst_HttpClient::bodyOverLimit()
{
    ScriptedHttpServer server;
    QVERIFY(server.start());
    server.enqueue(ScriptedResponse::http(200, QByteArray(5000, 'x')));
    server.enqueue(ScriptedResponse::raw("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
                                         + QByteArray("800\r\n") + QByteArray(2048, 'y') + "\r\n"));
    HttpClient client;
    HttpRequest request = post(server.url());
    request.maxBodyBytes = 1000;
    const TransportReply announced = exchange(client, request);
    QCOMPARE(announced.error.kind, Kind::TooLarge);
    QVERIFY2(announced.error.message.contains(u"5000"), qPrintable(announced.error.message));
    QCOMPARE(announced.http->status, 200); // the head that announced it is shown
    const TransportReply chunked = exchange(client, request);
    QCOMPARE(chunked.error.kind, Kind::TooLarge);
    QVERIFY2(chunked.error.message.contains(u"1000"), qPrintable(chunked.error.message));
}

void tst_HttpClient::randomGarbageNeverCrashes()
{
    ScriptedHttpServer server;
    QVERIFY(server.start());
    QRandomGenerator random(20240601);
    const QList<QByteArray> prefixes = {"", "HTTP/1.1 200 OK\r\n", "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n",
                                        "HTTP/1.1 200 OK\r\nContent-Length: 20\r\n\r\n"};
    constexpr int Rounds = 40;
    for (int i = 0; i < Rounds; ++i) {
        QByteArray noise(int(random.bounded(1, 300)), Qt::Uninitialized);
        for (char &c : noise)
            c = char(random.bounded(256));
        server.enqueue(ScriptedResponse::raw(prefixes.at(i % prefixes.size()) + noise).thenClose());
    }
    HttpClient client;
    Collector collector(&client);
    for (int i = 0; i < Rounds; ++i) {
        HttpRequest request = post(server.url());
        request.timeoutMs = 2000;
        const quint64 ticket = client.start(request);
        QVERIFY(collector.waitFor(ticket));
        const TransportReply &reply = collector.replies[ticket];
        // Whatever the bytes, an answer comes, and an error always says something.
        QVERIFY(!reply.error.isError() || !reply.error.message.isEmpty());
        QVERIFY(reply.error.kind != Kind::Timeout);
    }
    QCOMPARE(collector.replies.size(), Rounds);
}

void tst_HttpClient::largeBody_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<bool>("chunked");
    QTest::newRow("64 MB, Content-Length") << 64 * 1024 * 1024 << false;
    QTest::newRow("16 MB, chunked") << 16 * 1024 * 1024 << true;
}

void tst_HttpClient::largeBody()
{
    QFETCH(int, size);
    QFETCH(bool, chunked);
    // Every 4 KiB block carries its number, so a lost, doubled or reordered block shows.
    constexpr int Block = 4096;
    QByteArray body(size, 'x');
    for (int at = 0; at < size; at += Block) {
        const QByteArray mark = QByteArray::number(at / Block).rightJustified(10, '0') + '\n';
        std::copy(mark.cbegin(), mark.cend(), body.begin() + at);
    }
    ScriptedHttpServer server;
    QVERIFY(server.start());
    if (chunked) {
        QByteArray bytes = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n";
        constexpr int Chunk = 1 << 20;
        for (int at = 0; at < size; at += Chunk)
            bytes += QByteArray::number(Chunk, 16) + "\r\n" + body.mid(at, Chunk) + "\r\n";
        server.enqueue(ScriptedResponse::raw(bytes + "0\r\n\r\n"));
    } else {
        server.enqueue(ScriptedResponse::http(200, body));
    }
    HttpClient client;
    QElapsedTimer clock;
    clock.start();
    const TransportReply reply = exchange(client, post(server.url()), 20000);
    const qint64 elapsed = clock.elapsed();
    QVERIFY2(!reply.error.isError(), qPrintable(reply.error.message));
    QCOMPARE(reply.body.size(), body.size());
    QVERIFY(reply.body == body);
    qInfo("%d MB received in %lld ms (the server runs in the same thread)", size >> 20, elapsed);
    QVERIFY2(elapsed < 8000, "a large body over loopback should take well under 8 s");
}

void tst_HttpClient::largeRequestBody_data()
{
    QTest::addColumn<int>("size");
    QTest::newRow("64 KiB, one write with the head") << 64 * 1024;
    QTest::newRow("8 MB, more than the kernel takes at once") << 8 * 1024 * 1024;
}

void tst_HttpClient::largeRequestBody()
{
    QFETCH(int, size);
    QByteArray body(size, Qt::Uninitialized);
    for (int i = 0; i < size; ++i)
        body[i] = char('A' + (i / 1000) % 26);
    ScriptedHttpServer server;
    QVERIFY(server.start());
    server.enqueue(ScriptedResponse::http(200, "stored"));
    server.enqueue(ScriptedResponse::http(200, "next"));
    HttpClient client;
    const TransportReply reply = exchange(client, post(server.url(), body), 20000);
    QVERIFY2(!reply.error.isError(), qPrintable(reply.error.message));
    QCOMPARE(reply.body, QByteArray("stored"));
    QCOMPARE(server.requests().first().body.size(), body.size());
    QVERIFY(server.requests().first().body == body);
    QCOMPARE(reply.bytesSent, qint64(server.requests().first().raw.size()));
    QVERIFY(reply.timings.sentMs >= 0);
    // The connection is back in step for the next request.
    const TransportReply next = exchange(client, post(server.url()));
    QCOMPARE(next.body, QByteArray("next"));
    QVERIFY(next.http->reusedConnection);
}

void tst_HttpClient::tlsTrustedCa()
{
    if (!m_tls)
        QSKIP("No TLS backend.");
    ScriptedHttpServer server;
    QVERIFY(server.startTls(certificates(QStringLiteral("tls/server.pem")).value(0),
                            privateKey(QStringLiteral("tls/server.key"))));
    server.enqueue(ScriptedResponse::http(200, "secure"));
    server.enqueue(ScriptedResponse::http(200, "again"));
    HttpClient client;
    HttpRequest request = post(server.url());
    QCOMPARE(request.url.scheme(), QStringLiteral("https"));
    request.tls.caCertificates = certificates(QStringLiteral("tls/ca.pem"));
    QCOMPARE(request.tls.caCertificates.size(), 1);
    const TransportReply reply = exchange(client, request);
    QVERIFY2(!reply.error.isError(), qPrintable(reply.error.message));
    QCOMPARE(reply.body, QByteArray("secure"));
    QCOMPARE(server.requests().first().body, JsonBody);
    QVERIFY(reply.timings.connectedMs >= 0);
    // Keep-alive works over TLS too; other TLS options would need another connection.
    const TransportReply again = exchange(client, request);
    QCOMPARE(again.body, QByteArray("again"));
    QVERIFY(again.http->reusedConnection);
    QCOMPARE(server.connectionCount(), 1);
}

void tst_HttpClient::tlsUntrustedCertificate()
{
    if (!m_tls)
        QSKIP("No TLS backend.");
    ScriptedHttpServer server;
    QVERIFY(server.startTls(certificates(QStringLiteral("tls/server.pem")).value(0),
                            privateKey(QStringLiteral("tls/server.key"))));
    server.enqueue(ScriptedResponse::http(200, "must not be read"));
    HttpClient client;
    const TransportReply reply = exchange(client, post(server.url()));
    QCOMPARE(reply.error.kind, Kind::Tls);
    QVERIFY2(reply.error.message.contains(u"certificate", Qt::CaseInsensitive), qPrintable(reply.error.message));
    QVERIFY2(reply.error.message.contains(QString::number(server.serverPort())), qPrintable(reply.error.message));
    QVERIFY(reply.error.message.endsWith(u'.'));
    qInfo("%s", qPrintable(reply.error.message));
    QVERIFY(server.requests().isEmpty());
}

void tst_HttpClient::tlsInsecureAcceptsAnyCertificate()
{
    if (!m_tls)
        QSKIP("No TLS backend.");
    ScriptedHttpServer server;
    QVERIFY(server.startTls(certificates(QStringLiteral("tls/server.pem")).value(0),
                            privateKey(QStringLiteral("tls/server.key"))));
    server.enqueue(ScriptedResponse::http(200, "accepted"));
    HttpClient client;
    HttpRequest request = post(server.url());
    request.insecure = true;
    const TransportReply reply = exchange(client, request);
    QVERIFY2(!reply.error.isError(), qPrintable(reply.error.message));
    QCOMPARE(reply.body, QByteArray("accepted"));
}

void tst_HttpClient::tlsClientCertificate()
{
    if (!m_tls)
        QSKIP("No TLS backend.");
    const QList<QSslCertificate> ca = certificates(QStringLiteral("tls/ca.pem"));
    ScriptedHttpServer server;
    QVERIFY(server.startTls(certificates(QStringLiteral("tls/server.pem")).value(0),
                            privateKey(QStringLiteral("tls/server.key")), ca));
    server.enqueue(ScriptedResponse::http(200, "hello, client"));
    server.enqueue(ScriptedResponse::http(200, "not for strangers"));
    HttpClient client;
    HttpRequest request = post(server.url());
    request.tls.caCertificates = ca;
    request.tls.clientCertificate = certificates(QStringLiteral("tls/client.pem")).value(0);
    request.tls.clientKey = privateKey(QStringLiteral("tls/client.key"));
    QVERIFY(!request.tls.clientKey->isNull());
    const TransportReply reply = exchange(client, request);
    QVERIFY2(!reply.error.isError(), qPrintable(reply.error.message));
    QCOMPARE(reply.body, QByteArray("hello, client"));

    // Without the certificate the server refuses (during or right after the handshake), and a
    // connection made with other TLS options is not reused for it.
    HttpRequest anonymous = post(server.url());
    anonymous.tls.caCertificates = ca;
    const TransportReply refused = exchange(client, anonymous);
    QVERIFY(refused.error.isError());
    QCOMPARE(server.requests().size(), 1);
}

void tst_HttpClient::proxyUnreachable()
{
    ScriptedHttpServer server;
    QVERIFY(server.start());
    const quint16 proxyPort = closedPort();
    HttpClient client;
    HttpRequest request = post(server.url());
    request.proxy = QNetworkProxy(QNetworkProxy::HttpProxy, QStringLiteral("127.0.0.1"), proxyPort);
    const TransportReply reply = exchange(client, request);
    QCOMPARE(reply.error.kind, Kind::ConnectionRefused);
    QVERIFY2(reply.error.message.contains(u"proxy", Qt::CaseInsensitive), qPrintable(reply.error.message));
    QVERIFY2(reply.error.message.contains(QString::number(proxyPort)), qPrintable(reply.error.message));
    QVERIFY(server.requests().isEmpty());
}

void tst_HttpClient::proxyTunnel()
{
    ScriptedHttpServer server;
    TunnelProxy proxy;
    QVERIFY(server.start());
    QVERIFY(proxy.start());
    server.enqueue(ScriptedResponse::http(200, "via proxy"));
    server.enqueue(ScriptedResponse::http(200, "direct"));
    HttpClient client;
    HttpRequest request = post(server.url());
    request.proxy = QNetworkProxy(QNetworkProxy::HttpProxy, QStringLiteral("127.0.0.1"), proxy.serverPort());
    const TransportReply reply = exchange(client, request);
    QVERIFY2(!reply.error.isError(), qPrintable(reply.error.message));
    QCOMPARE(reply.body, QByteArray("via proxy"));
    QCOMPARE(proxy.connectLines().size(), 1);
    QVERIFY(proxy.connectLines().first().startsWith(QByteArray("CONNECT 127.0.0.1:" + QByteArray::number(server.serverPort()))));
    QCOMPARE(server.requests().first().body, JsonBody);
    // The pool keeps proxied and direct connections apart.
    HttpRequest direct = post(server.url());
    direct.proxy = QNetworkProxy(QNetworkProxy::NoProxy);
    const TransportReply second = exchange(client, direct);
    QCOMPARE(second.body, QByteArray("direct"));
    QVERIFY(!second.http->reusedConnection);
    QCOMPARE(proxy.connectLines().size(), 1);
}

void tst_HttpClient::applicationProxyHonoured()
{
    // Qt never sends loopback traffic to a proxy it picked itself, so the request names another
    // host, and the proxy routes it to our server on 127.0.0.1.
    ScriptedHttpServer server;
    TunnelProxy proxy;
    QVERIFY(server.start());
    QVERIFY(proxy.start());
    proxy.setRouteAllTo(QStringLiteral("127.0.0.1"));
    server.enqueue(ScriptedResponse::http(200, "via application proxy"));
    QNetworkProxy::setApplicationProxy(
            QNetworkProxy(QNetworkProxy::HttpProxy, QStringLiteral("127.0.0.1"), proxy.serverPort()));
    HttpClient client;
    const QUrl url(QStringLiteral("http://rpc.example:%1/rpc").arg(server.serverPort()));
    const TransportReply reply = exchange(client, post(url));
    QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy);
    QVERIFY2(!reply.error.isError(), qPrintable(reply.error.message));
    QCOMPARE(reply.body, QByteArray("via application proxy"));
    QCOMPARE(proxy.connectLines().size(), 1);
    QVERIFY(proxy.connectLines().first().startsWith(QByteArray("CONNECT rpc.example:" + QByteArray::number(server.serverPort()))));
    QCOMPARE(server.requests().first().header("Host"), QByteArray("rpc.example:" + QByteArray::number(server.serverPort())));
}

void tst_HttpClient::tlsThroughProxy()
{
    if (!m_tls)
        QSKIP("No TLS backend.");
    ScriptedHttpServer server;
    TunnelProxy proxy;
    QVERIFY(server.startTls(certificates(QStringLiteral("tls/server.pem")).value(0),
                            privateKey(QStringLiteral("tls/server.key"))));
    QVERIFY(proxy.start());
    server.enqueue(ScriptedResponse::http(200, "tunnelled TLS"));
    HttpClient client;
    HttpRequest request = post(server.url());
    request.tls.caCertificates = certificates(QStringLiteral("tls/ca.pem"));
    request.proxy = QNetworkProxy(QNetworkProxy::HttpProxy, QStringLiteral("127.0.0.1"), proxy.serverPort());
    const TransportReply reply = exchange(client, request);
    QVERIFY2(!reply.error.isError(), qPrintable(reply.error.message));
    QCOMPARE(reply.body, QByteArray("tunnelled TLS"));
    QCOMPARE(proxy.connectLines().size(), 1);
}

QTEST_GUILESS_MAIN(tst_HttpClient)
#include "tst_httpclient.moc"
