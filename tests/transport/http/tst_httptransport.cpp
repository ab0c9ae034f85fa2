#include "lib/transport/http/httpclient.h"
#include "lib/transport/http/httptransport.h"

#include "support/scriptedhttpserver.h"

#include <QEventLoop>
#include <QFile>
#include <QHash>
#include <QSignalSpy>
#include <QSslKey>
#include <QSslSocket>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

using namespace RpcScope;
using Kind = TransportError::Kind;

namespace {

const QByteArray Payload = R"({"jsonrpc":"2.0","id":"a-1","method":"sum","params":[1,2]})";

// Records every replied() so a test can wait for a ticket and check it came exactly once.
class Replies : public QObject
{
public:
    explicit Replies(Transport *transport)
    {
        connect(transport, &Transport::replied, this, [this](quint64 ticket, const TransportReply &reply) {
            ++counts[ticket];
            replies.insert(ticket, reply);
            if (m_loop && ticket == m_awaited)
                m_loop->quit();
        });
    }

    // An event loop that ends on the reply (QTest::qWaitFor would sleep 10 ms per turn).
    TransportReply waitFor(quint64 ticket)
    {
        if (!replies.contains(ticket)) {
            QEventLoop loop;
            QTimer::singleShot(5000, &loop, &QEventLoop::quit);
            m_loop = &loop;
            m_awaited = ticket;
            loop.exec();
            m_loop = nullptr;
        }
        if (!replies.contains(ticket)) {
            TransportReply none;
            none.error = {Kind::Network, QStringLiteral("no reply within the test's wait")};
            return none;
        }
        return replies.value(ticket);
    }

    QHash<quint64, TransportReply> replies;
    QHash<quint64, int> counts;

private:
    QEventLoop *m_loop = nullptr;
    quint64 m_awaited = 0;
};

} // namespace

class tst_HttpTransport final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void describesItself();
    void sendPostsJson();
    void headers_data();
    void headers();
    void errorStatusIsAnAnswer();
    void abortMapsToClientAbort();
    void timeoutOption();
    void followRedirectsOption();
    void insecureOption();
    void closeAbortsPendingSends();
    void sharedClientTicketsAreNotReplies();
    void sequentialSendsShareOneConnection();
};

void tst_HttpTransport::describesItself()
{
    QUrl url(QStringLiteral("http://user:secret@127.0.0.1:8080/rpc"));
    HttpTransport transport(url);
    QCOMPARE(transport.kind(), Transport::Kind::Http);
    QVERIFY(transport.answersInReply());
    QCOMPARE(transport.endpoint(), QStringLiteral("http://user@127.0.0.1:8080/rpc"));
    QCOMPARE(transport.url(), url);
    QVERIFY(transport.client() != nullptr);
}

void tst_HttpTransport::sendPostsJson()
{
    ScriptedHttpServer server;
    QVERIFY(server.start());
    const QByteArray answer = R"({"jsonrpc":"2.0","id":"a-1","result":3})";
    server.enqueue(ScriptedResponse::http(200, answer, {{"Content-Type", "application/json"}}));
    HttpTransport transport(server.url());
    Replies replies(&transport);
    const quint64 ticket = transport.send(Payload);
    QVERIFY(ticket != 0);
    const TransportReply reply = replies.waitFor(ticket);
    QVERIFY2(!reply.error.isError(), qPrintable(reply.error.message));
    QCOMPARE(reply.ticket, ticket);
    QCOMPARE(reply.body, answer);
    QCOMPARE(reply.http->status, 200);

    const RecordedRequest &request = server.requests().first();
    QCOMPARE(request.requestLine, QByteArray("POST /rpc HTTP/1.1"));
    QCOMPARE(request.body, Payload);
    QList<QByteArray> names;
    for (const auto &field : request.headers)
        names.append(field.first);
    QCOMPARE(names, QList<QByteArray>({"Host", "Content-Type", "Accept", "User-Agent", "Content-Length"}));
    QCOMPARE(request.header("Content-Type"), QByteArray("application/json"));
    QCOMPARE(request.header("Accept"), QByteArray("application/json"));
    QTest::qWait(20);
    QCOMPARE(replies.counts.value(ticket), 1);
}

void tst_HttpTransport::headers_data()
{
    QTest::addColumn<QByteArray>("bearer");
    QTest::addColumn<HeaderList>("endpointHeaders");
    QTest::addColumn<HeaderList>("extraHeaders");
    QTest::addColumn<bool>("streaming");
    QTest::addColumn<HeaderList>("expected"); // between Host and User-Agent

    const HeaderList json = {{"Content-Type", "application/json"}, {"Accept", "application/json"}};
    QTest::newRow("defaults") << QByteArray() << HeaderList() << HeaderList() << false << json;
    QTest::newRow("streaming") << QByteArray() << HeaderList() << HeaderList() << true
                               << HeaderList{{"Content-Type", "application/json"},
                                             {"Accept", "application/json, text/event-stream"}};
    QTest::newRow("bearer") << QByteArray("tok-1") << HeaderList() << HeaderList() << false
                            << json + HeaderList{{"Authorization", "Bearer tok-1"}};
    QTest::newRow("endpoint then per-send headers")
            << QByteArray("tok-1") << HeaderList{{"login_key", "k"}, {"X-Client", "rpcscope"}}
            << HeaderList{{"Mcp-Session-Id", "s-9"}} << false
            << json + HeaderList{{"Authorization", "Bearer tok-1"}, {"login_key", "k"}, {"X-Client", "rpcscope"},
                                 {"Mcp-Session-Id", "s-9"}};
    QTest::newRow("endpoint header replaces a default")
            << QByteArray() << HeaderList{{"content-type", "application/json-rpc"}} << HeaderList() << false
            << HeaderList{{"Accept", "application/json"}, {"content-type", "application/json-rpc"}};
    QTest::newRow("per-send header replaces an endpoint header")
            << QByteArray() << HeaderList{{"X-Tenant", "a"}, {"X-Keep", "1"}} << HeaderList{{"x-tenant", "b"}} << false
            << json + HeaderList{{"X-Keep", "1"}, {"x-tenant", "b"}};
    QTest::newRow("own Authorization replaces the bearer")
            << QByteArray("tok-1") << HeaderList{{"Authorization", "Basic dXNlcjpwdw=="}} << HeaderList() << false
            << json + HeaderList{{"Authorization", "Basic dXNlcjpwdw=="}};
    QTest::newRow("repeated names within one group are kept")
            << QByteArray() << HeaderList{{"X-Tag", "1"}, {"X-Tag", "2"}} << HeaderList() << false
            << json + HeaderList{{"X-Tag", "1"}, {"X-Tag", "2"}};
}

void tst_HttpTransport::headers()
{
    QFETCH(QByteArray, bearer);
    QFETCH(HeaderList, endpointHeaders);
    QFETCH(HeaderList, extraHeaders);
    QFETCH(bool, streaming);
    QFETCH(HeaderList, expected);

    ScriptedHttpServer server;
    QVERIFY(server.start());
    server.enqueue(ScriptedResponse::http(200, "{}"));
    HttpEndpointOptions options;
    options.bearerToken = bearer;
    options.headers = endpointHeaders;
    HttpTransport transport(server.url(), options);
    Replies replies(&transport);
    SendOptions send;
    send.extraHeaders = extraHeaders;
    send.streaming = streaming;
    const TransportReply reply = replies.waitFor(transport.send(Payload, send));
    QVERIFY2(!reply.error.isError(), qPrintable(reply.error.message));

    const QByteArray port = QByteArray::number(server.serverPort());
    const HeaderList wire = HeaderList{{"Host", "127.0.0.1:" + port}} + expected
            + HeaderList{{"User-Agent", "RpcScope/" RPCSCOPE_VERSION},
                         {"Content-Length", QByteArray::number(Payload.size())}};
    QCOMPARE(server.requests().first().headers, wire);
    QCOMPARE(reply.http->requestHeaders, wire);
    QCOMPARE(transport.request(Payload, send).headers, expected); // the preview matches the wire
}

void tst_HttpTransport::errorStatusIsAnAnswer()
{
    ScriptedHttpServer server;
    QVERIFY(server.start());
    const QByteArray envelope = R"({"jsonrpc":"2.0","id":"a-1","error":{"code":-32601,"message":"Method not found"}})";
    server.enqueue(ScriptedResponse::http(500, envelope));
    server.enqueue(ScriptedResponse::http(401, {}, {{"WWW-Authenticate", "Bearer"}}));
    HttpTransport transport(server.url());
    Replies replies(&transport);
    const TransportReply error = replies.waitFor(transport.send(Payload));
    QVERIFY(!error.error.isError());
    QCOMPARE(error.http->status, 500);
    QCOMPARE(error.body, envelope);
    const TransportReply unauthorized = replies.waitFor(transport.send(Payload));
    QVERIFY(!unauthorized.error.isError());
    QCOMPARE(unauthorized.http->status, 401);
    QCOMPARE(headerValue(unauthorized.http->responseHeaders, "www-authenticate"), QByteArray("Bearer"));
}

void tst_HttpTransport::abortMapsToClientAbort()
{
    ScriptedHttpServer server;
    QVERIFY(server.start());
    server.enqueue(ScriptedResponse::neverAnswer());
    HttpTransport transport(server.url());
    Replies replies(&transport);
    const quint64 ticket = transport.send(Payload);
    QTRY_COMPARE(server.requests().size(), 1);
    transport.abort(ticket, {Kind::Canceled, QStringLiteral("Stopped by the user.")});
    QCOMPARE(replies.counts.value(ticket), 1);
    QCOMPARE(replies.replies.value(ticket).error.kind, Kind::Canceled);
    QCOMPARE(replies.replies.value(ticket).error.message, QStringLiteral("Stopped by the user."));
    transport.abort(ticket, {Kind::Canceled, QStringLiteral("again")});
    QTest::qWait(20);
    QCOMPARE(replies.counts.value(ticket), 1);
}

void tst_HttpTransport::timeoutOption()
{
    ScriptedHttpServer server;
    QVERIFY(server.start());
    server.enqueue(ScriptedResponse::neverAnswer());
    HttpEndpointOptions options;
    options.timeoutMs = 150;
    HttpTransport transport(server.url(), options);
    Replies replies(&transport);
    const TransportReply reply = replies.waitFor(transport.send(Payload));
    QCOMPARE(reply.error.kind, Kind::Timeout);
    QVERIFY2(reply.error.message.contains(u"150 ms"), qPrintable(reply.error.message));
}

void tst_HttpTransport::followRedirectsOption()
{
    ScriptedHttpServer server;
    QVERIFY(server.start());
    server.enqueue(ScriptedResponse::http(307, {}, {{"Location", "/moved"}}));
    server.enqueue(ScriptedResponse::http(307, {}, {{"Location", "/moved"}}));
    server.enqueue(ScriptedResponse::http(200, "{}"));
    HttpTransport manual(server.url());
    Replies manualReplies(&manual);
    const TransportReply shown = manualReplies.waitFor(manual.send(Payload));
    QCOMPARE(shown.http->status, 307);

    HttpEndpointOptions options;
    options.followRedirects = true;
    HttpTransport following(server.url(), options);
    Replies followingReplies(&following);
    const TransportReply followed = followingReplies.waitFor(following.send(Payload));
    QVERIFY2(!followed.error.isError(), qPrintable(followed.error.message));
    QCOMPARE(followed.http->status, 200);
    QCOMPARE(followed.redirects.size(), 1);
    QCOMPARE(server.requests().last().body, Payload);
    QCOMPARE(server.requests().last().method, QByteArray("POST"));
}

void tst_HttpTransport::insecureOption()
{
    if (!QSslSocket::supportsSsl())
        QSKIP("No TLS backend.");
    ScriptedHttpServer server;
    QFile key(ScriptedHttpServer::testData(QStringLiteral("tls/server.key")));
    QVERIFY(key.open(QIODevice::ReadOnly));
    QVERIFY(server.startTls(QSslCertificate::fromPath(ScriptedHttpServer::testData(QStringLiteral("tls/server.pem"))).value(0),
                            QSslKey(key.readAll(), QSsl::Rsa)));
    server.enqueue(ScriptedResponse::http(200, "{}"));
    HttpTransport strict(server.url());
    Replies strictReplies(&strict);
    QCOMPARE(strictReplies.waitFor(strict.send(Payload)).error.kind, Kind::Tls);

    HttpEndpointOptions options;
    options.insecure = true;
    HttpTransport insecure(server.url(), options);
    Replies insecureReplies(&insecure);
    const TransportReply reply = insecureReplies.waitFor(insecure.send(Payload));
    QVERIFY2(!reply.error.isError(), qPrintable(reply.error.message));

    options.insecure = false;
    options.tls.caCertificates = QSslCertificate::fromPath(ScriptedHttpServer::testData(QStringLiteral("tls/ca.pem")));
    server.enqueue(ScriptedResponse::http(200, "{}"));
    HttpTransport trusting(server.url(), options);
    Replies trustingReplies(&trusting);
    const TransportReply trusted = trustingReplies.waitFor(trusting.send(Payload));
    QVERIFY2(!trusted.error.isError(), qPrintable(trusted.error.message));
}

void tst_HttpTransport::closeAbortsPendingSends()
{
    ScriptedHttpServer server;
    QVERIFY(server.start());
    server.enqueue(ScriptedResponse::neverAnswer());
    server.enqueue(ScriptedResponse::neverAnswer());
    HttpTransport transport(server.url());
    Replies replies(&transport);
    const quint64 first = transport.send(Payload);
    const quint64 second = transport.send(Payload);
    QTRY_COMPARE(server.requests().size(), 2);
    transport.close();
    QCOMPARE(replies.counts.value(first), 1);
    QCOMPARE(replies.counts.value(second), 1);
    QCOMPARE(replies.replies.value(first).error.kind, Kind::Canceled);
    QVERIFY(!replies.replies.value(second).error.message.isEmpty());
    QTRY_COMPARE(server.openConnectionCount(), 0);
    QCOMPARE(transport.client()->runningCount(), 0);
}

void tst_HttpTransport::sharedClientTicketsAreNotReplies()
{
    ScriptedHttpServer server;
    QVERIFY(server.start());
    server.enqueue(ScriptedResponse::http(200, R"({"openrpc":"1.2.6"})"));
    HttpTransport transport(server.url());
    QSignalSpy replied(&transport, &Transport::replied);
    QSignalSpy finished(transport.client(), &HttpClient::finished);
    HttpRequest get;
    get.method = "GET";
    get.url = server.url(QStringLiteral("/openrpc.json"));
    transport.client()->start(get);
    QTRY_COMPARE(finished.size(), 1);
    QCOMPARE(replied.size(), 0);
    QCOMPARE(server.requests().first().requestLine, QByteArray("GET /openrpc.json HTTP/1.1"));
}

void tst_HttpTransport::sequentialSendsShareOneConnection()
{
    ScriptedHttpServer server;
    QVERIFY(server.start());
    HttpTransport transport(server.url());
    Replies replies(&transport);
    for (int i = 0; i < 20; ++i) {
        server.enqueue(ScriptedResponse::http(200, QByteArray::number(i)));
        const TransportReply reply = replies.waitFor(transport.send(Payload));
        QVERIFY2(!reply.error.isError(), qPrintable(reply.error.message));
        QCOMPARE(reply.body, QByteArray::number(i));
    }
    QCOMPARE(server.connectionCount(), 1);
}

QTEST_GUILESS_MAIN(tst_HttpTransport)
#include "tst_httptransport.moc"
