#include "lib/collection/collectionimport.h"
#include "lib/json/jsondocument.h"
#include "lib/workspace/mcpserverconfig.h"

#include <QSet>
#include <QTest>

using namespace RpcScope;
using namespace Qt::StringLiterals;

/// Endpoints from an MCP host's configuration and back: nothing secret reaches a file.
class TestMcpServerConfig : public QObject
{
    Q_OBJECT

private slots:
    void importKeepsEnvironmentAndSeparatesSecrets()
    {
        const QByteArray config = R"({"mcpServers": {
            "github": {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-github"],
                       "env": {"GITHUB_PERSONAL_ACCESS_TOKEN": "ghp_0123456789", "LOG": "info",
                               "ASKED": "${input:github_token}"}},
            "remote": {"url": "https://mcp.example.com/mcp",
                       "headers": {"Authorization": "Bearer tok-1", "X-Tenant": "acme", "X-Api-Key": "k-2"}}}})";
        QString error;
        const std::optional<QList<McpServerEntry>> servers = CollectionImport::mcpServers(config, &error);
        QVERIFY2(servers, qPrintable(error));

        const McpServerConfig::Imported github = McpServerConfig::fromEntry(servers->at(0));
        QCOMPARE(github.profile.address, u"stdio:npx -y @modelcontextprotocol/server-github"_s);
        QCOMPARE(github.profile.name, u"github"_s);
        const QList<EnvironmentVariable> expected{{u"GITHUB_PERSONAL_ACCESS_TOKEN"_s, QString(), true},
                                                  {u"LOG"_s, u"info"_s, false},
                                                  {u"ASKED"_s, QString(), true}};
        QCOMPARE(github.profile.environment, expected);
        // The token's value is handed over for the keychain; the host's placeholder is not a value.
        QCOMPARE(github.secretValues, (QHash<QString, QString>{{u"GITHUB_PERSONAL_ACCESS_TOKEN"_s, u"ghp_0123456789"_s}}));
        QCOMPARE(github.notes.size(), 1);
        QVERIFY2(github.notes.at(0).contains(u"RPCSCOPE_SECRET_ASKED"_s), qPrintable(github.notes.at(0)));

        const McpServerConfig::Imported remote = McpServerConfig::fromEntry(servers->at(1));
        QCOMPARE(remote.profile.auth, EndpointProfile::Auth::Bearer);
        QCOMPARE(remote.authSecret, QByteArray("tok-1"));
        QCOMPARE(remote.profile.secretName, u"REMOTE_TOKEN"_s);
        QCOMPARE(remote.profile.headers, (HeaderList{{"X-Tenant", "acme"}}));
        // A second secret header has no place of its own: said, not kept in clear.
        QVERIFY(std::any_of(remote.notes.cbegin(), remote.notes.cend(),
                            [](const QString &note) { return note.contains(u"X-Api-Key"_s); }));
        QVERIFY(remote.secretValues.isEmpty());
    }

    void exportNamesTransportsAndInputs()
    {
        // MCP's older HTTP+SSE transport is named by type, with the URL hosts read.
        const EndpointProfile sse = EndpointProfile::create(u"sse+https://old.example/sse"_s, u"old"_s);
        EndpointProfile a = EndpointProfile::create(u"stdio:a"_s, u"a"_s);
        a.environment = {{u"API_KEY"_s, QString(), true}, {u"api_key"_s, QString(), true}};
        EndpointProfile b = EndpointProfile::create(u"stdio:b"_s, u"b"_s);
        b.environment = {{u"API_KEY"_s, QString(), true}};
        const McpServerConfig::Exported vscode = McpServerConfig::toConfig({sse, a, b}, McpServerConfig::Host::VsCode);
        const JsonDocument doc = JsonDocument::parse(vscode.json);
        const int servers = doc.member(0, u"servers");
        QCOMPARE(doc.memberString(doc.member(servers, u"old"), u"type"), u"sse"_s);
        QCOMPARE(doc.memberString(doc.member(servers, u"old"), u"url"), u"https://old.example/sse"_s);
        // Each secret its own input: two spellings in one server, the same name in two.
        QStringList inputs;
        for (int input = doc.firstChild(doc.member(0, u"inputs")); input >= 0; input = doc.nextSibling(input))
            inputs.append(doc.memberString(input, u"id"));
        QCOMPARE(inputs.size(), 3);
        QCOMPARE(QSet<QString>(inputs.cbegin(), inputs.cend()).size(), 3);
        const int env = doc.member(doc.member(servers, u"a"), u"env");
        QVERIFY(doc.memberString(env, u"API_KEY") != doc.memberString(env, u"api_key"));
        const McpServerConfig::Exported cursor = McpServerConfig::toConfig({sse}, McpServerConfig::Host::Cursor);
        QVERIFY(cursor.json.contains("\"type\": \"sse\""));
        QVERIFY(!cursor.json.contains("sse+"));
    }

    void exportWritesPlaceholdersNeverSecrets_data()
    {
        QTest::addColumn<int>("host");
        QTest::addColumn<QString>("serversKey");
        QTest::addColumn<QString>("placeholder");
        QTest::addColumn<bool>("remote");
        QTest::newRow("claude") << int(McpServerConfig::Host::ClaudeDesktop) << u"mcpServers"_s
                                << u"${env:GITHUB_TOKEN}"_s << false;
        QTest::newRow("cursor") << int(McpServerConfig::Host::Cursor) << u"mcpServers"_s << u"${env:GITHUB_TOKEN}"_s
                                << true;
        QTest::newRow("vscode") << int(McpServerConfig::Host::VsCode) << u"servers"_s
                                << u"${input:github_token}"_s << true;
    }

    void exportWritesPlaceholdersNeverSecrets()
    {
        QFETCH(int, host);
        QFETCH(QString, serversKey);
        QFETCH(QString, placeholder);
        QFETCH(bool, remote);
        EndpointProfile github = EndpointProfile::create(u"stdio:npx -y '@scope/server github' --read-only"_s, u"github"_s);
        github.environment = {{u"GITHUB_TOKEN"_s, QString(), true}, {u"LOG"_s, u"info"_s, false}};
        github.workingDirectory = u"/srv/mcp"_s;
        EndpointProfile notes = EndpointProfile::create(u"https://notes.example/mcp"_s, u"notes"_s);
        notes.headers = {{"X-Tenant", "acme"}, {"X-Api-Key", "k-plain-secret"}};   // a credential among the plain headers
        notes.auth = EndpointProfile::Auth::Bearer;
        notes.secretName = u"notes_token"_s;
        const EndpointProfile socket = EndpointProfile::create(u"tcp://127.0.0.1:9000"_s, u"socket"_s);

        const McpServerConfig::Exported exported =
            McpServerConfig::toConfig({github, notes, socket}, McpServerConfig::Host(host));
        const JsonDocument doc = JsonDocument::parse(exported.json);
        QVERIFY(doc.isValid());
        const int servers = doc.member(0, serversKey);
        QVERIFY(servers >= 0);
        const int server = doc.member(servers, u"github");
        QCOMPARE(doc.memberString(server, u"command"), u"npx"_s);
        QCOMPARE(doc.string(doc.child(doc.member(server, u"args"), 1)), u"@scope/server github"_s);   // one word, as quoted
        const int env = doc.member(server, u"env");
        QCOMPARE(doc.memberString(env, u"GITHUB_TOKEN"), placeholder);
        QCOMPARE(doc.memberString(env, u"LOG"), u"info"_s);
        QCOMPARE(doc.member(server, u"cwd") >= 0, host != int(McpServerConfig::Host::ClaudeDesktop));
        QCOMPARE(doc.member(servers, u"notes") >= 0, remote);
        if (remote) {
            const int headers = doc.member(doc.member(servers, u"notes"), u"headers");
            QCOMPARE(doc.memberString(headers, u"X-Tenant"), u"acme"_s);
            QVERIFY(doc.memberString(headers, u"Authorization").startsWith(u"Bearer ${"_s));
            QVERIFY(doc.memberString(headers, u"X-Api-Key").startsWith(u"${"_s));
        }
        QVERIFY(!exported.json.contains("k-plain-secret"));
        QVERIFY(doc.member(servers, u"socket") < 0);   // not something a host starts or reaches
        QCOMPARE(doc.member(0, u"inputs") >= 0, host == int(McpServerConfig::Host::VsCode));
        if (host == int(McpServerConfig::Host::VsCode)) {
            const int input = doc.child(doc.member(0, u"inputs"), 0);
            QCOMPARE(doc.memberString(input, u"type"), u"promptString"_s);
            QCOMPARE(u"${input:"_s + doc.memberString(input, u"id") + u'}', placeholder);
            QCOMPARE(doc.raw(doc.member(input, u"password")), QByteArrayView("true"));
        }
        QVERIFY(!exported.notes.isEmpty());   // the socket, and what to do about the secrets

        // What a host reads back is what RpcScope would start.
        QString error;
        const std::optional<QList<McpServerEntry>> back = CollectionImport::mcpServers(exported.json, &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->at(0).endpoint, github.address);
    }
};

QTEST_GUILESS_MAIN(TestMcpServerConfig)
#include "tst_mcpserverconfig.moc"
