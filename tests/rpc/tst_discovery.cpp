// The registry readers row by row, and the discovery probe against the demo endpoints
// served in-process over real loopback HTTP (plain OpenRPC, and MCP with cursor pages).
#include "lib/demo/demohttpserver.h"
#include "lib/discovery/discoveryprobe.h"
#include "lib/discovery/registryreader.h"
#include "lib/json/jsondocument.h"
#include "lib/rpc/rpcclient.h"
#include "lib/transport/http/httptransport.h"
#include "support/scriptedhttpserver.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace RpcScope;

class tst_Discovery final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void openRpc();
    void listMethods();
    void mcpPage_data();
    void mcpPage();
    void registryMergesAndKeepsSpellings();
    void summaryIsOneLine();
    void probePlainDemo();
    void probeMcpDemoFollowsCursors();
    void probeUnreachable();
    void probeNothingAnswers();
    void probeMcpDemoStateless();
    void probeStatelessMcp();
};

void tst_Discovery::openRpc()
{
    const JsonDocument doc = JsonDocument::parse(R"({"openrpc":"1.2.6","methods":[
        {"name":"memory.store","summary":"Store","params":[{"name":"b","schema":{"type":"integer","maximum":9}}],
         "result":{"name":"r","schema":{}},"x-aliases":["memory/store"]},
        {"$ref":"#/components/methods/x"},
        {"name":"facade.AuthFacadeServices.get#SessionInfo","description":"Session\nline two"}]})");
    const Registry registry = RegistryReader::fromOpenRpc(doc, 0, QStringLiteral("openrpc"));
    QCOMPARE(registry.size(), 2);
    const MethodInfo *store = registry.find(QStringLiteral("memory.store"));
    QVERIFY(store);
    QCOMPARE(store->summary, QStringLiteral("Store"));
    QCOMPARE(store->paramsSchema, QByteArray(R"([{"name":"b","schema":{"type":"integer","maximum":9}}])"));
    QCOMPARE(store->aliases, QStringList{QStringLiteral("memory/store")});
    QVERIFY(registry.find(QStringLiteral("facade.AuthFacadeServices.get#SessionInfo")));
}

void tst_Discovery::listMethods()
{
    const JsonDocument doc = JsonDocument::parse(R"(["b.x", 7, "a.y"])");
    const QList<MethodInfo> sorted = RegistryReader::fromListMethods(doc, 0).sorted();
    QCOMPARE(sorted.size(), 2);
    QCOMPARE(sorted.first().name, QStringLiteral("a.y"));
    QCOMPARE(sorted.first().sources, QStringList{QStringLiteral("list-methods")});
}

void tst_Discovery::mcpPage_data()
{
    QTest::addColumn<QByteArray>("result");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("cursor");
    QTest::addRow("tools") << QByteArray(R"({"tools":[{"name":"get_cpu_info","description":"CPU usage","inputSchema":{"type":"object"}}],"nextCursor":"p2"})")
                           << int(MethodInfo::Kind::Tool) << "get_cpu_info" << "mcp-tool" << "p2";
    QTest::addRow("resources") << QByteArray(R"({"resources":[{"uri":"file:///a","name":"A"}]})")
                               << int(MethodInfo::Kind::Resource) << "file:///a" << "mcp-resource" << "";
    QTest::addRow("templates") << QByteArray(R"({"resourceTemplates":[{"uriTemplate":"note://{id}","name":"Note"}]})")
                               << int(MethodInfo::Kind::Resource) << "note://{id}" << "mcp-resource" << "";
    QTest::addRow("prompts") << QByteArray(R"({"prompts":[{"name":"greet","arguments":[{"name":"who"}]}]})")
                             << int(MethodInfo::Kind::Prompt) << "greet" << "mcp-prompt" << "";
}

void tst_Discovery::mcpPage()
{
    QFETCH(QByteArray, result);
    QFETCH(int, kind);
    QFETCH(QString, name);
    QFETCH(QString, source);
    QFETCH(QString, cursor);
    QString next = QStringLiteral("stale");
    const JsonDocument doc = JsonDocument::parse(result);
    const Registry registry = RegistryReader::fromMcpPage(doc, 0, MethodInfo::Kind(kind), &next);
    QCOMPARE(registry.size(), 1);
    QVERIFY(registry.find(name));
    QCOMPARE(registry.find(name)->sources, QStringList{source});
    QCOMPARE(next, cursor);
}

void tst_Discovery::registryMergesAndKeepsSpellings()
{
    Registry registry;
    auto method = [](const char *name, const char *source) {
        MethodInfo info;
        info.name = QString::fromLatin1(name);
        info.sources = QStringList{QString::fromLatin1(source)};
        return info;
    };
    const MethodInfo dot = method("memory.store", "list-methods");
    const MethodInfo slash = method("memory/store", "list-methods");
    MethodInfo documented = method("memory.store", "openrpc");
    documented.summary = QStringLiteral("Store a memory");
    registry.merge(dot);
    registry.merge(slash);
    registry.merge(documented);
    QCOMPARE(registry.size(), 2);   // two spellings, two entries: aliases are never derived
    const MethodInfo *merged = registry.find(QStringLiteral("memory.store"));
    QCOMPARE(merged->sources, (QStringList{QStringLiteral("list-methods"), QStringLiteral("openrpc")}));
    QCOMPARE(merged->summary, QStringLiteral("Store a memory"));
    QVERIFY(registry.find(QStringLiteral("memory/store"))->aliases.isEmpty());
}

void tst_Discovery::summaryIsOneLine()
{
    MethodInfo info;
    info.description = QStringLiteral("first\tline\nsecond\r\nthird");
    QCOMPARE(info.oneLineSummary(), QStringLiteral("first line second third"));
}

namespace {

struct Probe
{
    explicit Probe(const QUrl &url)
        : client(new HttpTransport(url))
        , probe(&client)
    {}
    bool run()
    {
        QSignalSpy finished(&probe, &DiscoveryProbe::finished);
        probe.start();
        return finished.wait(10000);
    }
    RpcClient client;
    DiscoveryProbe probe;
};

} // namespace

void tst_Discovery::probePlainDemo()
{
    DemoHttpServer demo;
    QVERIFY(demo.listen(0));
    Probe p(QUrl(demo.url().toString() + QStringLiteral("/rpc")));
    QVERIFY(p.run());
    QVERIFY(p.probe.reachable());
    QVERIFY(p.probe.answered());
    QVERIFY(p.probe.registry().size() >= 15);
    const MethodInfo *add = p.probe.registry().find(QStringLiteral("math.add"));
    QVERIFY(add);
    QVERIFY(add->sources.contains(QStringLiteral("openrpc")));
    QVERIFY(add->sources.contains(QStringLiteral("list-methods")));
    QVERIFY(!add->paramsSchema.isEmpty());
    QVERIFY(p.probe.mcpProtocolVersion().isEmpty());   // a described server is never sent initialize
}

void tst_Discovery::probeMcpDemoFollowsCursors()
{
    DemoHttpServer demo;
    QVERIFY(demo.listen(0));
    Probe p(QUrl(demo.url().toString() + QStringLiteral("/mcp")));
    DiscoveryProbe::Options options;
    options.mcpProtocolVersion = QStringLiteral("2025-11-25");   // the handshake era, pinned
    p.probe.setOptions(options);
    QVERIFY(p.run());
    QCOMPARE(p.probe.mcpProtocolVersion(), QStringLiteral("2025-11-25"));
    QVERIFY(!p.probe.mcpStateless());
    int tools = 0;
    for (const MethodInfo &method : p.probe.registry().sorted())
        tools += method.sources.contains(QStringLiteral("mcp-tool"));
    QVERIFY2(tools >= 8, qPrintable(QString::number(tools)));
    int toolPages = 0;
    for (const ExchangePtr &exchange : p.probe.exchanges()) {
        if (exchange->request.contains("\"tools/list\"")) {
            ++toolPages;
            // the session id the server handed out rides along
            QVERIFY(!headerValue(exchange->reply.http->requestHeaders, "Mcp-Session-Id").isEmpty());
        }
    }
    QVERIFY(toolPages >= 2);
}

void tst_Discovery::probeMcpDemoStateless()
{
    // Unpinned, the demo's dual-era MCP face is spoken statelessly: no session, every list
    // request with its _meta, and the tool only that era has.
    DemoHttpServer demo;
    QVERIFY(demo.listen(0));
    Probe p(QUrl(demo.url().toString() + QStringLiteral("/mcp")));
    QVERIFY(p.run());
    QCOMPARE(p.probe.mcpProtocolVersion(), QStringLiteral("2026-07-28"));
    QVERIFY(p.probe.mcpStateless());
    QVERIFY(p.probe.registry().find(QStringLiteral("ask_name")));
    for (const ExchangePtr &exchange : p.probe.exchanges()) {
        if (!exchange->request.contains("\"tools/list\""))
            continue;
        QVERIFY(headerValue(exchange->reply.http->requestHeaders, "Mcp-Session-Id").isEmpty());
        QCOMPARE(headerValue(exchange->reply.http->requestHeaders, "Mcp-Method"), QByteArray("tools/list"));
        QVERIFY(exchange->request.contains("io.modelcontextprotocol/clientCapabilities"));
    }
}

void tst_Discovery::probeUnreachable()
{
    quint16 port = 0;
    {
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost));
        port = probe.serverPort();
    }
    Probe p(QUrl(QStringLiteral("http://127.0.0.1:%1/rpc").arg(port)));
    QVERIFY(p.run());
    QVERIFY(!p.probe.reachable());
    QVERIFY(!p.probe.transportFailure().isEmpty());
    // rpc.discover and system.listMethods went out together; nothing more was asked.
    QCOMPARE(p.probe.exchanges().size(), 2);
    for (const ExchangePtr &exchange : p.probe.exchanges())
        QVERIFY(exchange->sent.methodSummary() != u"initialize");
}

void tst_Discovery::probeNothingAnswers()
{
    ScriptedHttpServer server;
    QVERIFY(server.start());
    for (int i = 0; i < 4; ++i) {
        server.enqueue(ScriptedResponse::http(
            200, R"({"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"Method not found"}})",
            {{"Content-Type", "application/json"}}));
    }
    Probe p(server.url());
    QVERIFY(p.run());
    QVERIFY(p.probe.reachable());
    QVERIFY(!p.probe.answered());
    // rpc.discover, system.listMethods, server/discover (the stateless MCP), initialize
    QCOMPARE(server.requests().size(), 4);
    QCOMPARE(p.probe.reports().size(), 3);
}

void tst_Discovery::probeStatelessMcp()
{
    ScriptedHttpServer server;
    QVERIFY(server.start());
    const ScriptedHeaders json{{"Content-Type", "application/json"}};
    for (int id = 1; id <= 2; ++id) {
        server.enqueue(ScriptedResponse::http(
            200, R"({"jsonrpc":"2.0","id":)" + QByteArray::number(id) + R"(,"error":{"code":-32601,"message":"Method not found"}})",
            json));
    }
    server.enqueue(ScriptedResponse::http(200, R"({"jsonrpc":"2.0","id":3,"result":{"resultType":"complete",
        "supportedVersions":["2026-07-28"],"capabilities":{"tools":{}},"ttlMs":0,"cacheScope":"private"}})", json));
    server.enqueue(ScriptedResponse::http(200, R"({"jsonrpc":"2.0","id":4,"result":{"resultType":"complete",
        "tools":[{"name":"echo","inputSchema":{"type":"object"}}],"ttlMs":0,"cacheScope":"private"}})", json));
    Probe p(server.url());
    QVERIFY(p.run());
    QCOMPARE(p.probe.mcpProtocolVersion(), QStringLiteral("2026-07-28"));
    QVERIFY(p.probe.mcpStateless());
    QVERIFY(p.probe.registry().find(QStringLiteral("echo")));
    const QList<RecordedRequest> &sent = server.requests();
    QCOMPARE(sent.size(), 4);   // no initialize, no notifications/initialized
    QCOMPARE(sent.at(2).header("mcp-method"), QByteArray("server/discover"));
    QCOMPARE(sent.at(3).header("mcp-method"), QByteArray("tools/list"));
    QCOMPARE(sent.at(3).header("mcp-protocol-version"), QByteArray("2026-07-28"));
    QVERIFY(sent.at(3).body.contains("io.modelcontextprotocol/protocolVersion"));
    QVERIFY(!sent.at(0).hasHeader("mcp-method"));   // the plain probes stay plain
}

QTEST_GUILESS_MAIN(tst_Discovery)
#include "tst_discovery.moc"
