// McpSession against a server of the 2026-07-28 revision written with the official TypeScript
// SDK v2 (@modelcontextprotocol/server, pinned in tests/npm; the server is
// tests/npm/peers/mcp-2026-server.mjs), over stdio and Streamable HTTP: the stateless wire
// reached by server/discover, lists and calls with their cache hints and structured content,
// a subscriptions/listen stream acknowledged (over stdio, told apart by its subscription id),
// and not one finding against a conforming implementation.
#include "lib/mcp/mcpfeatures.h"
#include "waitforreply.h"
#include "lib/mcp/mcpsession.h"
#include "lib/mcp/toolresult.h"
#include "lib/rpc/rpcclient.h"
#include "lib/transport/transportfactory.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <memory>
#include <optional>

using namespace RpcScope;
using namespace Qt::StringLiterals;

namespace {

QString script()
{
    return QStringLiteral(RPCSCOPE_SOURCE_DIR "/tests/npm/peers/mcp-2026-server.mjs");
}

bool installed()
{
    return QFile::exists(QStringLiteral(RPCSCOPE_SOURCE_DIR "/tests/npm/node_modules/@modelcontextprotocol/server/package.json"));
}

/// The server's HTTP face on a free loopback port, as a child process.
struct HttpFace
{
    QProcess process;
    QString url;

    bool start()
    {
        process.setProcessChannelMode(QProcess::MergedChannels);
        process.start(QStringLiteral("node"), {script(), u"http"_s});
        QByteArray said;
        QElapsedTimer clock;
        clock.start();
        while (clock.elapsed() < 15000 && process.state() != QProcess::NotRunning) {
            process.waitForReadyRead(100);
            said += process.readAll();
            const qsizetype at = said.indexOf("listening on ");
            const qsizetype end = at < 0 ? -1 : said.indexOf('\n', at);
            if (end > 0) {
                url = QString::fromUtf8(said.mid(at + 13, end - at - 13)).trimmed();
                return true;
            }
        }
        qWarning("the SDK v2 server did not start: %s", said.constData());
        return false;
    }
    ~HttpFace()
    {
        process.kill();
        process.waitForFinished(3000);
    }
};

} // namespace

class tst_McpSdk2 final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void statelessWire_data();
    void statelessWire();

private:
    HttpFace m_http;
};

void tst_McpSdk2::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    if (!installed())
        QSKIP("tests/npm is not installed (scripts/install-deps.sh installs it)");
    QVERIFY(m_http.start());
}

void tst_McpSdk2::statelessWire_data()
{
    QTest::addColumn<QString>("endpoint");
    QTest::addRow("stdio") << u"stdio:node %1 stdio"_s.arg(script());
    QTest::addRow("http") << m_http.url;
}

void tst_McpSdk2::statelessWire()
{
    QFETCH(QString, endpoint);
    QString error;
    Transport *transport = TransportFactory::create(endpoint, {}, &error);
    QVERIFY2(transport, qPrintable(error));
    RpcClient client(transport);
    RpcClient::Options clientOptions;
    clientOptions.timeoutMs = 10000;
    client.setOptions(clientOptions);
    QList<ExchangePtr> exchanges;
    connect(&client, &RpcClient::exchangeFinished, this, [&exchanges](const ExchangePtr &e) { exchanges.append(e); });
    McpSession session(&client);
    McpSession::Options options;
    options.listen = true;
    session.setOptions(options);
    QSignalSpy ready(&session, &McpSession::ready);
    session.initialize();
    QVERIFY2(ready.wait(15000), qPrintable(session.failure()));

    // Reached by server/discover, no handshake, no session.
    QCOMPARE(session.era(), McpSession::Era::Modern);
    QCOMPARE(session.server().protocolVersion, u"2026-07-28"_s);
    QCOMPARE(session.server().name, u"rpcscope-sdk2-peer"_s);
    QVERIFY(session.sessionId().isEmpty());
    QVERIFY2(session.negotiation().contains(u"server/discover"), qPrintable(session.negotiation()));

    // The listen stream for the tool list: acknowledged with what was asked.
    QTRY_COMPARE_WITH_TIMEOUT(session.listening().honoured, QByteArray(R"({"toolsListChanged":true})"), 10000);

    McpFeatures features(&session);
    std::optional<McpList> tools;
    features.listTools([&tools](const McpList &list) { tools = list; });
    QTRY_VERIFY_WITH_TIMEOUT(tools.has_value(), 15000);
    QVERIFY2(tools->ok(), qPrintable(tools->error));
    QStringList names;
    for (const McpListEntry &entry : tools->entries)
        names.append(entry.name);
    names.sort();
    QCOMPARE(names, (QStringList{u"add"_s, u"greet"_s}));
    QCOMPARE(tools->ttlMs, 0);
    QCOMPARE(tools->cacheScope, u"private"_s);

    const McpReply greeted = waitForReply([&](auto done) { features.callTool(u"greet"_s, R"({"name":"Ada"})", {}, done); });
    QVERIFY2(greeted.ok(), qPrintable(greeted.error));
    const ToolResult greeting = ToolResult::read(greeted.document(), greeted.resultNode);
    QVERIFY(!greeting.content.isEmpty());
    QCOMPARE(greeting.content.first().text, u"Hello, Ada!"_s);
    // Number spelling as sent: 2.5 + 1 comes back as the server wrote it.
    const McpReply sum = waitForReply([&](auto done) { features.callTool(u"add"_s, R"({"a":1,"b":2.5})", {}, done); });
    QVERIFY2(sum.ok(), qPrintable(sum.error));
    QVERIFY2(sum.exchange->body.contains(R"("structuredContent":{"sum":3.5})"), sum.exchange->body.constData());

    QSignalSpy closed(&session, &McpSession::closed);
    session.shutdown();
    QVERIFY(closed.wait(8000));

    // A conforming implementation draws no finding, the listen stream's included (its
    // acknowledgement was the first message naming its id, over stdio as well).
    bool sawListen = false;
    for (const ExchangePtr &exchange : std::as_const(exchanges)) {
        const QString method = exchange->sent.items.isEmpty() ? QString() : exchange->sent.items.first().method;
        QStringList findings;
        for (const Finding &finding : exchange->classification.findings)
            findings.append(finding.id);
        QVERIFY2(findings.isEmpty(), qPrintable(method + u": "_s + findings.join(u", ")));
        if (method == u"subscriptions/listen") {
            sawListen = true;
            QVERIFY(!exchange->streamEvents.isEmpty() || !exchange->notifications.isEmpty());
        }
    }
    QVERIFY(sawListen);
}

QTEST_GUILESS_MAIN(tst_McpSdk2)
#include "tst_mcpsdk2.moc"
