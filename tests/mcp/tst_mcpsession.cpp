// McpSession and McpFeatures against the MCP reference server (server-everything, pinned in
// tests/npm) over stdio, Streamable HTTP and the older HTTP+SSE: handshake and negotiation, every tools page,
// a call, progress, logging, resources, prompts, server-to-client requests (answered by a
// responder, and refused without one), cancellation and shutdown.
#include "everythingserver.h"
#include "waitforreply.h"

#include "lib/mcp/mcpfeatures.h"
#include "lib/mcp/mcpsession.h"
#include "lib/mcp/toolresult.h"
#include "lib/rpc/rpcclient.h"
#include "lib/transport/transportfactory.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTimer>
#include <QStandardPaths>
#include <QTcpSocket>
#include <QTest>

#include <memory>

using namespace RpcScope;

namespace {

// One session to the reference server over the transport a test row names.
struct Fixture
{
    std::unique_ptr<RpcClient> client;
    std::unique_ptr<McpSession> session;
    std::unique_ptr<McpFeatures> features;
    ScriptedResponder responder;

    bool open(const QString &endpoint, const QByteArray &capabilities = {}, const QString &version = {})
    {
        QString error;
        Transport *transport = TransportFactory::create(endpoint, {}, &error);
        if (!transport)
            return false;
        client = std::make_unique<RpcClient>(transport);
        RpcClient::Options options;
        options.timeoutMs = 10000;
        client->setOptions(options);
        session = std::make_unique<McpSession>(client.get());
        McpSession::Options sessionOptions;
        sessionOptions.capabilities = capabilities;
        if (!version.isEmpty())
            sessionOptions.protocolVersion = version;
        session->setOptions(sessionOptions);
        session->setResponder(&responder);
        features = std::make_unique<McpFeatures>(session.get());
        QSignalSpy ready(session.get(), &McpSession::ready);
        session->initialize();
        return ready.wait(10000);
    }

    ~Fixture()
    {
        if (session && session->state() == McpSession::State::Ready) {
            QSignalSpy closed(session.get(), &McpSession::closed);
            session->shutdown();
            closed.wait(6000);
        }
    }
};

/// A loopback TCP proxy to a server that drops one connection once: when the server's bytes
/// on it carry \a marker, it passes them up to the end of that event ("\n\n") and closes both
/// sides (a stream broken in the middle of a request). It keeps what the client sent.
class CuttingProxy : public QTcpServer
{
public:
    CuttingProxy(quint16 target, const QByteArray &marker)
        : m_target(target)
        , m_marker(marker)
    {
        connect(this, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *client = nextPendingConnection())
                pipe(client);
        });
    }

    QString url() const { return QStringLiteral("http://127.0.0.1:%1/mcp").arg(serverPort()); }

    QByteArray fromClient;
    bool cut = false;

private:
    void pipe(QTcpSocket *client)
    {
        auto *server = new QTcpSocket(client);
        auto *seen = new QByteArray;
        connect(client, &QObject::destroyed, [seen] { delete seen; });
        server->connectToHost(QHostAddress::LocalHost, m_target);
        connect(client, &QTcpSocket::readyRead, server, [this, client, server] {
            const QByteArray bytes = client->readAll();
            fromClient += bytes;
            server->write(bytes);
        });
        connect(server, &QTcpSocket::connected, client, [client, server] { server->write(client->readAll()); });
        connect(server, &QTcpSocket::readyRead, client, [this, client, server, seen] {
            QByteArray bytes = server->readAll();
            if (!cut) {
                *seen += bytes;
                const qsizetype at = seen->indexOf(m_marker);
                const qsizetype end = at < 0 ? -1 : seen->indexOf("\n\n", at);
                if (end >= 0) {
                    cut = true;
                    client->write(bytes.left(bytes.size() - (seen->size() - end - 2)));
                    client->flush();
                    client->disconnectFromHost();
                    server->abort();
                    return;
                }
            }
            client->write(bytes);
        });
        connect(server, &QTcpSocket::disconnected, client, [client] { client->disconnectFromHost(); });
        connect(client, &QTcpSocket::disconnected, client, [client, server] {
            server->abort();
            client->deleteLater();
        });
    }

    quint16 m_target;
    QByteArray m_marker;
};

QString firstText(const McpReply &reply)
{
    const ToolResult result = ToolResult::read(reply.document(), reply.resultNode);
    return result.content.isEmpty() ? QString() : result.content.first().text;
}

} // namespace

class tst_McpSession final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void handshake_data() { rows(); }
    void handshake();
    void olderRevisionIsNegotiated();
    void toolsEveryPageAndEcho_data() { rows(); }
    void toolsEveryPageAndEcho();
    void progress_data() { rows(); }
    void progress();
    void cancel_data() { rows(); }
    void cancel();
    void loggingAndSubscribe_data() { rows(); }
    void loggingAndSubscribe();
    void resourcesAndPrompts_data() { rows(); }
    void resourcesAndPrompts();
    void samplingAnswered_data() { rows(); }
    void samplingAnswered();
    void samplingWithoutResponderIsRefused_data() { rows(); }
    void samplingWithoutResponderIsRefused();
    void rootsListAnswered_data() { rows(); }
    void rootsListAnswered();
    void slowResponderGetsAnErrorSent();
    void callWaitsForTheAnswerToItsServerRequest();
    void heldDeadlinesEndWithTheSession();
    void structuredContentChecked();
    void httpShutdownDeletesSession();
    void sseShutdownEndsStream();
    void brokenHttpStreamIsResumed();

private:
    void rows();
    EverythingServer m_http;
    EverythingServer m_sse;
};

void tst_McpSession::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    if (!EverythingServer::installed())
        QFAIL("run scripts/install-deps.sh: the npm test peers are missing");
    QVERIFY(m_http.startHttp());
    QVERIFY(m_sse.startSse());
}

void tst_McpSession::rows()
{
    QTest::addColumn<QString>("endpoint");
    QTest::addRow("stdio") << EverythingServer::stdioEndpoint();
    QTest::addRow("http") << m_http.url();
    QTest::addRow("sse") << m_sse.sseUrl();
}

void tst_McpSession::handshake()
{
    QFETCH(QString, endpoint);
    Fixture f;
    QVERIFY(f.open(endpoint));
    QCOMPARE(f.session->askedVersion(), QStringLiteral("2025-11-25"));
    QCOMPARE(f.session->server().protocolVersion, QStringLiteral("2025-11-25"));
    QCOMPARE(f.session->server().name, QStringLiteral("mcp-servers/everything"));
    QVERIFY(f.session->server().has(QStringLiteral("tools")));
    QVERIFY(f.session->server().has(QStringLiteral("logging")));
    QVERIFY(!f.session->server().instructions.isEmpty());
    // Only Streamable HTTP has an Mcp-Session-Id (HTTP+SSE keeps its session in the POST URL).
    QCOMPARE(f.session->sessionId().isEmpty(), !endpoint.startsWith(u"http://"));
    const McpReply pong = waitForReply([&](auto done) { f.session->ping(done); });
    QVERIFY2(pong.ok(), qPrintable(pong.error));
}

void tst_McpSession::olderRevisionIsNegotiated()
{
    Fixture f;
    QVERIFY(f.open(EverythingServer::stdioEndpoint(), {}, QStringLiteral("2025-03-26")));
    QCOMPARE(f.session->askedVersion(), QStringLiteral("2025-03-26"));
    QCOMPARE(f.session->server().protocolVersion, QStringLiteral("2025-03-26"));
}

void tst_McpSession::toolsEveryPageAndEcho()
{
    QFETCH(QString, endpoint);
    Fixture f;
    QVERIFY(f.open(endpoint));
    std::optional<McpList> list;
    f.features->listTools([&list](const McpList &l) { list = l; });
    QTRY_VERIFY_WITH_TIMEOUT(list.has_value(), 10000);
    QVERIFY2(list->ok(), qPrintable(list->error));
    QStringList names;
    for (const McpListEntry &entry : list->entries)
        names.append(entry.name);
    QVERIFY2(names.contains(QStringLiteral("echo")), qPrintable(names.join(u',')));
    QVERIFY(names.contains(QStringLiteral("trigger-long-running-operation")));
    QVERIFY(names.size() >= 12);
    QVERIFY(list->entries.first().json.startsWith('{'));

    const McpReply echo = waitForReply([&](auto done) {
        f.features->callTool(QStringLiteral("echo"), R"({"message":"hi"})", {}, done);
    });
    QVERIFY2(echo.ok(), qPrintable(echo.error));
    QCOMPARE(firstText(echo), QStringLiteral("Echo: hi"));
    QVERIFY(!ToolResult::read(echo.document(), echo.resultNode).isError);
}

void tst_McpSession::progress()
{
    QFETCH(QString, endpoint);
    Fixture f;
    QVERIFY(f.open(endpoint));
    QSignalSpy progress(f.session.get(), &McpSession::progress);
    quint64 call = 0;
    const McpReply reply = waitForReply([&](auto done) {
        McpFeatures::CallOptions options;
        options.progress = true;
        call = f.features->callTool(QStringLiteral("trigger-long-running-operation"), R"({"duration":0.3,"steps":3})",
                                    options, done);
    });
    QVERIFY2(reply.ok(), qPrintable(reply.error));
    QVERIFY(firstText(reply).contains(u"completed"));
    QCOMPARE(progress.size(), 3);
    QCOMPARE(progress.at(0).at(0).toULongLong(), call);
    QCOMPARE(progress.at(2).at(1).toDouble(), 3.0);
    QCOMPARE(progress.at(2).at(2).toDouble(), 3.0);
}

void tst_McpSession::cancel()
{
    QFETCH(QString, endpoint);
    Fixture f;
    QVERIFY(f.open(endpoint));
    QSignalSpy progress(f.session.get(), &McpSession::progress);
    std::optional<McpReply> got;
    McpFeatures::CallOptions options;
    options.progress = true;
    const quint64 call = f.features->callTool(QStringLiteral("trigger-long-running-operation"),
                                              R"({"duration":5,"steps":10})", options,
                                              [&got](const McpReply &reply) { got = reply; });
    QVERIFY(progress.wait(5000));   // it runs
    f.session->cancel(call, QStringLiteral("test"));
    QTRY_VERIFY_WITH_TIMEOUT(got.has_value(), 2000);
    QCOMPARE(got->status, McpReply::Status::Canceled);
    // The session stays usable, and the server heard of the cancellation (it keeps answering).
    const McpReply echo = waitForReply([&](auto done) {
        f.features->callTool(QStringLiteral("echo"), R"({"message":"after"})", {}, done);
    });
    QVERIFY2(echo.ok(), qPrintable(echo.error));
    QCOMPARE(firstText(echo), QStringLiteral("Echo: after"));
}

void tst_McpSession::loggingAndSubscribe()
{
    // The server logs each subscription through notifications/message, at the chosen level
    // (over HTTP on the GET stream: the log message belongs to no request).
    QFETCH(QString, endpoint);
    Fixture f;
    QVERIFY(f.open(endpoint));
    QSignalSpy logs(f.session.get(), &McpSession::logMessage);
    const McpReply level = waitForReply([&](auto done) { f.features->setLogLevel(QStringLiteral("debug"), done); });
    QVERIFY2(level.ok(), qPrintable(level.error));
    const McpReply subscribed = waitForReply([&](auto done) {
        f.features->subscribe(QStringLiteral("demo://resource/static/document/architecture.md"), done);
    });
    QVERIFY2(subscribed.ok(), qPrintable(subscribed.error));
    QTRY_VERIFY_WITH_TIMEOUT(!logs.isEmpty(), 3000);
    QCOMPARE(logs.first().at(0).toString(), QStringLiteral("info"));
    QVERIFY(logs.first().at(2).toByteArray().contains("Subscribe"));
}

void tst_McpSession::resourcesAndPrompts()
{
    QFETCH(QString, endpoint);
    Fixture f;
    QVERIFY(f.open(endpoint));
    std::optional<McpList> resources, templates, prompts;
    f.features->listResources([&](const McpList &l) { resources = l; });
    f.features->listResourceTemplates([&](const McpList &l) { templates = l; });
    f.features->listPrompts([&](const McpList &l) { prompts = l; });
    QTRY_VERIFY_WITH_TIMEOUT(resources && templates && prompts, 10000);
    QVERIFY2(resources->ok() && !resources->entries.isEmpty(), qPrintable(resources->error));
    QVERIFY2(templates->ok() && !templates->entries.isEmpty(), qPrintable(templates->error));
    QVERIFY2(prompts->ok(), qPrintable(prompts->error));

    const QString uri = resources->entries.first().name;
    const McpReply read = waitForReply([&](auto done) { f.features->readResource(uri, done); });
    QVERIFY2(read.ok(), qPrintable(read.error));
    const JsonDocument &doc = read.document();
    const int contents = doc.member(read.resultNode, u"contents");
    QVERIFY(contents >= 0 && doc.childCount(contents) >= 1);
    const McpContent item = ToolResult::readItem(doc, doc.firstChild(contents));
    QCOMPARE(item.uri, uri);
    QVERIFY(!item.text.isEmpty() || !item.data.isEmpty());

    const McpReply prompt = waitForReply([&](auto done) {
        f.features->getPrompt(QStringLiteral("args-prompt"), R"({"city":"Lisbon","state":"Lx"})", done);
    });
    QVERIFY2(prompt.ok(), qPrintable(prompt.error));
    QVERIFY2(prompt.document().raw(prompt.resultNode).contains("Lisbon, Lx"), prompt.document().bytes().constData());

    const QByteArray ref = R"({"type":"ref/prompt","name":"completable-prompt"})";
    const McpReply completion = waitForReply([&](auto done) {
        f.features->complete(ref, QStringLiteral("department"), QStringLiteral("E"), {}, done);
    });
    QVERIFY2(completion.ok(), qPrintable(completion.error));
    QVERIFY(completion.document().member(completion.resultNode, u"completion") >= 0);
    // The second argument's values depend on the first, sent as context.
    const McpReply narrowed = waitForReply([&](auto done) {
        f.features->complete(ref, QStringLiteral("name"), QStringLiteral("A"),
                             {{QStringLiteral("department"), QStringLiteral("Engineering")}}, done);
    });
    QVERIFY2(narrowed.ok(), qPrintable(narrowed.error));
    QVERIFY2(narrowed.document().raw(narrowed.resultNode).contains("\"Alice\""), narrowed.document().bytes().constData());
}

void tst_McpSession::samplingAnswered()
{
    QFETCH(QString, endpoint);
    Fixture f;
    f.responder.set(QStringLiteral("sampling/createMessage"),
                    R"({"role":"assistant","content":{"type":"text","text":"forty-two"},"model":"scripted"})");
    QVERIFY(f.open(endpoint, R"({"sampling":{}})"));
    QSignalSpy asked(f.session.get(), &McpSession::serverRequestReceived);
    QSignalSpy answered(f.session.get(), &McpSession::serverRequestAnswered);
    const McpReply reply = waitForReply([&](auto done) {
        f.features->callTool(QStringLiteral("trigger-sampling-request"), R"({"prompt":"meaning?"})", {}, done);
    });
    QVERIFY2(reply.ok(), qPrintable(reply.error));
    QVERIFY2(firstText(reply).contains(u"forty-two"), qPrintable(firstText(reply)));
    QCOMPARE(asked.size(), 1);
    QCOMPARE(asked.first().at(0).value<ServerRequest>().method, QStringLiteral("sampling/createMessage"));
    QCOMPARE(answered.size(), 1);
}

void tst_McpSession::samplingWithoutResponderIsRefused()
{
    // The client declares sampling but nothing can answer: the server gets -32601 at once.
    QFETCH(QString, endpoint);
    Fixture f;
    QVERIFY(f.open(endpoint, R"({"sampling":{}})"));
    f.session->setResponder(nullptr);
    QSignalSpy answered(f.session.get(), &McpSession::serverRequestAnswered);
    const McpReply reply = waitForReply([&](auto done) {
        f.features->callTool(QStringLiteral("trigger-sampling-request"), R"({"prompt":"meaning?"})", {}, done);
    });
    QCOMPARE(answered.size(), 1);
    const QByteArray answer = answered.first().at(1).toByteArray();
    QVERIFY2(answer.contains("\"error\":{\"code\":-32601"), answer.constData());
    // The server turns our error into a failed tool call (a JSON-RPC error or isError).
    const bool failed = !reply.ok() || ToolResult::read(reply.document(), reply.resultNode).isError;
    QVERIFY2(failed, reply.document().bytes().constData());
    QVERIFY2(reply.document().bytes().contains("-32601") || reply.error.contains(u"-32601"),
             reply.document().bytes().constData());
}

void tst_McpSession::rootsListAnswered()
{
    // server-everything asks roots/list by itself after the handshake (over HTTP on the GET
    // stream), then logs the count.
    QFETCH(QString, endpoint);
    Fixture f;
    f.responder.set(QStringLiteral("roots/list"), R"({"roots":[{"uri":"file:///tmp/project","name":"project"}]})");
    QVERIFY(f.open(endpoint, R"({"roots":{}})"));
    QSignalSpy logs(f.session.get(), &McpSession::logMessage);
    QTRY_VERIFY_WITH_TIMEOUT(!logs.isEmpty(), 5000);
    QVERIFY2(logs.first().at(2).toByteArray().contains("1 root(s)"), logs.first().at(2).toByteArray().constData());
}

namespace {
// A responder that takes the request and never answers (a dialog nobody closes).
class SilentResponder : public ServerResponder
{
public:
    bool canAnswer(const ServerRequest &) const override { return true; }
    void answer(const ServerRequest &, Done done) override { kept = std::move(done); }
    Done kept;
};

/// \a f open on server-everything over stdio, declaring roots, whose roots/list (sent after
/// the handshake) goes to \a silent; a refusal after \a answerTimeoutMs (0: none).
bool openWithSilentResponder(Fixture &f, SilentResponder &silent, int answerTimeoutMs)
{
    if (!f.open(EverythingServer::stdioEndpoint(), R"({"roots":{}})"))
        return false;
    McpSession::Options options = f.session->options();
    options.answerTimeoutMs = answerTimeoutMs;
    f.session->setOptions(options);
    f.session->setResponder(&silent);
    return true;
}
} // namespace

void tst_McpSession::slowResponderGetsAnErrorSent()
{
    Fixture f;
    SilentResponder silent;
    QVERIFY(openWithSilentResponder(f, silent, 200));
    QSignalSpy asked(f.session.get(), &McpSession::serverRequestReceived);
    QSignalSpy answered(f.session.get(), &McpSession::serverRequestAnswered);
    QTRY_VERIFY_WITH_TIMEOUT(answered.size() == 1, 3000);   // roots/list, 350 ms after the handshake
    QCOMPARE(asked.size(), 1);
    QVERIFY2(answered.first().at(1).toByteArray().contains("\"code\":-32603"), answered.first().at(1).toByteArray().constData());
    silent.kept(ServerAnswer::result("{}"));   // too late: nothing more is sent
    QTest::qWait(50);
    QCOMPARE(answered.size(), 1);
}

namespace {
// A responder that answers after a pause (a person reading the sampling dialog).
class DelayedResponder : public ServerResponder
{
public:
    bool canAnswer(const ServerRequest &request) const override
    {
        return request.method == u"sampling/createMessage";
    }
    void answer(const ServerRequest &, Done done) override
    {
        QTimer::singleShot(900, [done] {
            done(ServerAnswer::result(R"({"role":"assistant","content":{"type":"text","text":"slowly"},"model":"x"})"));
        });
    }
};
} // namespace

void tst_McpSession::callWaitsForTheAnswerToItsServerRequest()
{
    // The tool call's timeout (300 ms) is shorter than the answer to the sampling request it
    // causes (900 ms): the call's clock stands still while the server waits for our answer.
    Fixture f;
    DelayedResponder delayed;
    QVERIFY(f.open(EverythingServer::stdioEndpoint(), R"({"sampling":{}})"));
    f.session->setResponder(&delayed);
    RpcClient::Options options = f.client->options();
    options.timeoutMs = 300;
    f.client->setOptions(options);
    QElapsedTimer clock;
    clock.start();
    const McpReply reply = waitForReply([&](auto done) {
        f.features->callTool(QStringLiteral("trigger-sampling-request"), R"({"prompt":"meaning?"})", {}, done);
    });
    QVERIFY2(reply.ok(), qPrintable(reply.error));
    QVERIFY2(firstText(reply).contains(u"slowly"), qPrintable(firstText(reply)));
    QVERIFY(clock.elapsed() >= 900);
    QVERIFY(!f.client->deadlinesHeld());
    // Without a server request in between, the short timeout still applies.
    const McpReply slow = waitForReply([&](auto done) {
        f.features->callTool(QStringLiteral("trigger-long-running-operation"), R"({"duration":1,"steps":2})", {}, done);
    });
    QVERIFY(!slow.ok());
    QVERIFY2(slow.error.contains(u"300 ms"), qPrintable(slow.error));
}

void tst_McpSession::heldDeadlinesEndWithTheSession()
{
    // roots/list comes after the handshake and nobody answers it: the client's deadlines are
    // held while it waits, and released when the session ends, not left held for ever.
    Fixture f;
    SilentResponder silent;
    QVERIFY(openWithSilentResponder(f, silent, 60000));
    QSignalSpy asked(f.session.get(), &McpSession::serverRequestReceived);
    QTRY_VERIFY_WITH_TIMEOUT(!asked.isEmpty(), 5000);
    QVERIFY(f.client->deadlinesHeld());
    f.features.reset();   // it holds the session's pointer
    f.session.reset();
    QVERIFY(!f.client->deadlinesHeld());
    silent.kept(ServerAnswer::result("{}"));   // a dialog closed late: nothing is released twice
    QVERIFY(!f.client->deadlinesHeld());

    // Without an answer timeout nothing is held: no answer is sure to come.
    Fixture g;
    SilentResponder quiet;
    QVERIFY(openWithSilentResponder(g, quiet, 0));
    QSignalSpy asked2(g.session.get(), &McpSession::serverRequestReceived);
    QTRY_VERIFY_WITH_TIMEOUT(!asked2.isEmpty(), 5000);
    QVERIFY(!g.client->deadlinesHeld());
    quiet.kept(ServerAnswer::result(R"({"roots":[]})"));
}

void tst_McpSession::structuredContentChecked()
{
    Fixture f;
    QVERIFY(f.open(EverythingServer::stdioEndpoint()));
    std::optional<McpList> list;
    f.features->listTools([&list](const McpList &l) { list = l; });
    QTRY_VERIFY_WITH_TIMEOUT(list.has_value(), 10000);
    QByteArray outputSchema;
    for (const McpListEntry &entry : list->entries) {
        if (entry.name == u"get-structured-content") {
            const JsonDocument tool = JsonDocument::parse(entry.json);
            outputSchema = tool.raw(tool.member(0, u"outputSchema")).toByteArray();
        }
    }
    QVERIFY(!outputSchema.isEmpty());
    const McpReply reply = waitForReply([&](auto done) {
        f.features->callTool(QStringLiteral("get-structured-content"), R"({"location":"New York"})", {}, done);
    });
    QVERIFY2(reply.ok(), qPrintable(reply.error));
    const ToolResult result = ToolResult::read(reply.document(), reply.resultNode);
    QVERIFY(!result.structuredContent.isEmpty());
    QVERIFY(result.checkStructured(outputSchema).isEmpty());
    // The same result against a schema it breaks.
    QVERIFY(!result.checkStructured(R"({"type":"object","required":["nope"]})").isEmpty());
}

void tst_McpSession::httpShutdownDeletesSession()
{
    m_http.log();
    Fixture f;
    QVERIFY(f.open(m_http.url()));
    const QByteArray id = f.session->sessionId();
    QVERIFY(!id.isEmpty());
    QSignalSpy closed(f.session.get(), &McpSession::closed);
    f.session->shutdown();
    QVERIFY(closed.wait(5000));
    const QByteArray said = QByteArrayLiteral("termination request for session ") + id;
    QByteArray seen;
    QTRY_VERIFY_WITH_TIMEOUT((seen += m_http.log()).contains(said), 3000);
}

void tst_McpSession::sseShutdownEndsStream()
{
    // HTTP+SSE has no DELETE: the session ends with its event stream, which the server notices.
    m_sse.log();
    Fixture f;
    QVERIFY(f.open(m_sse.sseUrl()));
    QByteArray seen;
    QTRY_VERIFY_WITH_TIMEOUT((seen += m_sse.log()).contains("Client Connected"), 3000);
    QSignalSpy closed(f.session.get(), &McpSession::closed);
    QElapsedTimer clock;
    clock.start();
    f.session->shutdown();
    QVERIFY(closed.wait(5000));
    QVERIFY2(clock.elapsed() < 1000, "closed() waited for the shutdown timeout");
    QTRY_VERIFY_WITH_TIMEOUT((seen += m_sse.log()).contains("Client Disconnected"), 3000);
}

void tst_McpSession::brokenHttpStreamIsResumed()
{
    // Streamable HTTP, "Resumability and Redelivery": the tool call's stream breaks after its
    // last progress event; the client GETs with Last-Event-ID, and the server (which keeps an
    // event store) sends the response it stored meanwhile.
    CuttingProxy proxy(m_http.port, QByteArrayLiteral("\"progress\":3"));
    QVERIFY(proxy.listen(QHostAddress::LocalHost, 0));
    Fixture f;
    QVERIFY(f.open(proxy.url()));
    QStringList diagnostics;
    connect(f.client.get(), &RpcClient::diagnostic, this, [&](const QString &text) { diagnostics.append(text); });
    QSignalSpy progress(f.session.get(), &McpSession::progress);
    const McpReply reply = waitForReply([&](auto done) {
        McpFeatures::CallOptions options;
        options.progress = true;
        f.features->callTool(QStringLiteral("trigger-long-running-operation"), R"({"duration":0.3,"steps":3})",
                             options, done);
    });
    QVERIFY(proxy.cut);
    QVERIFY2(reply.ok(), qPrintable(reply.error));
    QVERIFY(firstText(reply).contains(u"completed"));
    QCOMPARE(progress.size(), 3);   // none lost, none twice
    QVERIFY2(diagnostics.join(u' ').contains(u"Last-Event-ID"), qPrintable(diagnostics.join(u' ')));
    const qsizetype get = proxy.fromClient.indexOf("GET /mcp HTTP/1.1\r\n", proxy.fromClient.indexOf("trigger-long"));
    QVERIFY(get >= 0);
    const QByteArray head = proxy.fromClient.mid(get, proxy.fromClient.indexOf("\r\n\r\n", get) - get);
    QVERIFY2(head.contains("Last-Event-ID: "), head.constData());
    QVERIFY2(head.contains(QByteArray(QByteArray("Mcp-Session-Id: ") + f.session->sessionId())), head.constData());
}

QTEST_GUILESS_MAIN(tst_McpSession)
#include "tst_mcpsession.moc"
