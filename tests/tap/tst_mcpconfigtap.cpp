// An MCP host's configuration with rpcscope-cli tap put in front of its stdio servers: only
// command and args change, every other byte stays; taps come out again; and the tapped
// command, run as a host would run it, talks to the real server and records the session.

#include "lib/json/jsondocument.h"
#include "lib/session/sessionreader.h"
#include "lib/collection/mcpconfigtap.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace RpcScope;

namespace {

// As Claude Desktop writes it, with its own spacing, an env with a key, an HTTP server and
// arguments spelt oddly on purpose.
const QByteArray Claude = R"({
  "globalShortcut": "",
  "mcpServers": {
    "everything": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-everything"],
      "env": { "API_KEY": "sk-secret" }
    },
    "remote": { "url": "https:\/\/example.com/mcp" },
    "plain": {"command":"/usr/bin/my server"},
    "odd": { "command": "srv", "args": [ "--n", 1.50, "\u00e9" ] }
  }
})";

} // namespace

class tst_McpConfigTap : public QObject
{
    Q_OBJECT

private slots:
    void onlyCommandAndArgsChange()
    {
        QString error;
        const auto result = McpConfigTap::wrap(Claude, {}, {QStringLiteral("/opt/rpcscope/bin/rpcscope-cli"), QStringLiteral("/home/u/taps")}, &error);
        QVERIFY2(result, qPrintable(error));
        QCOMPARE(result->tapped, (QStringList{"everything", "plain", "odd"}));
        QCOMPARE(result->skipped.size(), 1);
        QVERIFY(result->skipped.first().startsWith(QStringLiteral("remote: not a stdio server")));
        const QByteArray expected = R"({
  "globalShortcut": "",
  "mcpServers": {
    "everything": {
      "command": "/opt/rpcscope/bin/rpcscope-cli",
      "args": ["tap", "--record", "/home/u/taps/everything.rpcsession", "--", "npx", "-y", "@modelcontextprotocol/server-everything"],
      "env": { "API_KEY": "sk-secret" }
    },
    "remote": { "url": "https:\/\/example.com/mcp" },
    "plain": {"command":"/opt/rpcscope/bin/rpcscope-cli", "args": ["tap", "--record", "/home/u/taps/plain.rpcsession", "--", "/usr/bin/my server"]},
    "odd": { "command": "/opt/rpcscope/bin/rpcscope-cli", "args": ["tap", "--record", "/home/u/taps/odd.rpcsession", "--", "srv", "--n", 1.50, "\u00e9"] }
  }
})";
        QCOMPARE(result->config, expected);

        // Tapping again changes nothing; taking the taps out gives the file back, byte for byte
        // but for the arrays' spacing.
        const auto again = McpConfigTap::wrap(result->config, {}, {QStringLiteral("/x/rpcscope-cli"), QString()}, &error);
        QVERIFY(again);
        QCOMPARE(again->config, result->config);
        QCOMPARE(again->tapped, QStringList());
        const auto back = McpConfigTap::unwrap(result->config, &error);
        QVERIFY(back);
        QCOMPARE(back->tapped, (QStringList{"everything", "plain", "odd"}));
        QByteArray original = Claude;
        original.replace(R"([ "--n", 1.50, "\u00e9" ])", R"(["--n", 1.50, "\u00e9"])");
        original.replace(R"("/usr/bin/my server"})", R"("/usr/bin/my server", "args": []})");
        QCOMPARE(back->config, original);
    }

    void chosenServersOnly()
    {
        QString error;
        const auto result = McpConfigTap::wrap(Claude, {QStringLiteral("odd"), QStringLiteral("gone")},
                                               {QStringLiteral("rpcscope-cli"), QString()}, &error);
        QVERIFY(result);
        QCOMPARE(result->tapped, QStringList{"odd"});
        QVERIFY(result->config.contains(R"("args": ["tap", "--", "srv", "--n", 1.50, "\u00e9"])"));
        QVERIFY(result->config.contains(R"("command": "npx")"));
        QCOMPARE(result->skipped, QStringList{"gone: no such server in the configuration."});
    }

    void notAConfiguration()
    {
        QString error;
        QVERIFY(!McpConfigTap::wrap("{\"servers\": 3}", {}, {}, &error));
        QVERIFY(error.contains(QStringLiteral("no mcpServers")));
        QVERIFY(!McpConfigTap::wrap("{\"mcpServers\": {", {}, {}, &error));
        QVERIFY(error.startsWith(QStringLiteral("Line 1")));
        // VS Code's mcp.json names them "servers".
        const auto vscode = McpConfigTap::wrap(R"({"servers":{"s":{"type":"stdio","command":"x"}}})", {},
                                               {QStringLiteral("c"), QString()}, &error);
        QVERIFY(vscode);
        QCOMPARE(vscode->config, QByteArray(R"({"servers":{"s":{"type":"stdio","command":"c", "args": ["tap", "--", "x"]}}})"));
        QCOMPARE(McpConfigTap::sessionFileName(QStringLiteral("my server/../x")), QStringLiteral("my_server_.._x.rpcsession"));
        QCOMPARE(McpConfigTap::sessionFileName(QStringLiteral("..")), QStringLiteral("server...rpcsession"));
    }

    void theTappedCommandRunsAsTheHostRunsIt()
    {
        // The demo's MCP server in a configuration; the command the host would start after the
        // change is started here, and spoken to as a host speaks.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QByteArray config = "{\"mcpServers\":{\"demo\":{\"command\":" + QByteArray("\"" RPCSCOPE_DEMO_SERVER "\"")
                                  + ",\"args\":[\"--stdio\",\"--mcp\"]}}}";
        QString error;
        const auto result = McpConfigTap::wrap(config, {}, {QStringLiteral(RPCSCOPE_CLI), dir.path()}, &error);
        QVERIFY2(result, qPrintable(error));
        const JsonDocument doc = JsonDocument::parse(result->config);
        const int server = doc.member(doc.member(0, u"mcpServers"), u"demo");
        QStringList args;
        for (int arg = doc.firstChild(doc.member(server, u"args")); arg >= 0; arg = doc.nextSibling(arg))
            args.append(doc.string(arg));
        QProcess host;
        host.start(doc.memberString(server, u"command"), args);
        QVERIFY(host.waitForStarted());
        host.write(R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"h","version":"1"}}})" "\n"
                   R"({"jsonrpc":"2.0","method":"notifications/initialized"})" "\n"
                   R"({"jsonrpc":"2.0","id":2,"method":"tools/list"})" "\n");
        QByteArray out;
        QTRY_VERIFY((out += host.readAllStandardOutput()).contains("\"id\":2"));
        host.closeWriteChannel();
        QVERIFY(host.waitForFinished(10000));
        QCOMPARE(host.exitCode(), 0);
        const QString session = dir.filePath(QStringLiteral("demo.rpcsession"));
        const SessionReader::Session read = SessionReader::readAll(session);
        QCOMPARE(read.status, SessionReader::Status::Ok);
        QStringList methods;
        for (const SessionEntry &entry : read.entries) {
            if (entry.type == SessionEntry::Type::Exchange)
                methods.append(entry.method);
        }
        QCOMPARE(methods, (QStringList{"notifications/initialized", "initialize", "tools/list"}));
    }
};

QTEST_GUILESS_MAIN(tst_McpConfigTap)
#include "tst_mcpconfigtap.moc"
