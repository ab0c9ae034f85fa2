// The LSP dialect's own parts: the initialize request RpcScope sends, the reading of a server's
// answer, the registry its capabilities give, and the default answers to its requests.
#include "lib/json/jsondocument.h"
#include "lib/lsp/lspdefaultresponder.h"
#include "lib/lsp/lspmethods.h"
#include "lib/lsp/lspprotocol.h"
#include "lib/rpc/errorcatalog.h"

#include <QTest>

using namespace RpcScope;
using namespace Qt::StringLiterals;

class tst_LspProtocol final : public QObject
{
    Q_OBJECT

private slots:
    void initializeParams()
    {
        LspWorkspace workspace;
        workspace.rootPath = u"/home/me/my project"_s;
        workspace.processId = 4242;
        const JsonDocument doc = JsonDocument::parse(LspProtocol::initializeParams(workspace));
        QVERIFY(doc.isValid());
        QCOMPARE(doc.raw(doc.member(0, u"processId")), QByteArrayView("4242"));
        QCOMPARE(doc.memberString(0, u"rootUri"), u"file:///home/me/my%20project"_s);
        const int folders = doc.member(0, u"workspaceFolders");
        QCOMPARE(doc.childCount(folders), 1);
        QCOMPARE(doc.memberString(doc.child(folders, 0), u"name"), u"my project"_s);
        const int capabilities = doc.member(0, u"capabilities");
        const int workspaceCaps = doc.member(capabilities, u"workspace");
        QCOMPARE(doc.type(doc.member(workspaceCaps, u"configuration")), JsonDocument::Type::True);
        // Nothing claimed that RpcScope does not do: it applies no edits.
        QCOMPARE(doc.type(doc.member(workspaceCaps, u"applyEdit")), JsonDocument::Type::False);
        QCOMPARE(doc.memberString(doc.member(0, u"clientInfo"), u"name"), u"RpcScope"_s);
    }

    void readResult()
    {
        const JsonDocument doc = JsonDocument::parse(
            R"({"capabilities":{"hoverProvider":true,"definitionProvider":false,"referencesProvider":null,)"
            R"("completionProvider":{"resolveProvider":true,"triggerCharacters":["."]},"textDocumentSync":2,)"
            R"("renameProvider":{"prepareProvider":false},"callHierarchyProvider":true},)"
            R"("serverInfo":{"name":"pyright","version":"1.1.414"}})");
        LspServerInfo info;
        QVERIFY(LspProtocol::readResult(doc, 0, &info));
        QCOMPARE(info.displayName(), u"pyright 1.1.414"_s);
        QCOMPARE(info.capabilities, (QStringList{u"hoverProvider"_s, u"completionProvider"_s, u"textDocumentSync"_s,
                                                 u"renameProvider"_s, u"callHierarchyProvider"_s}));
        QCOMPARE(info.positionEncoding, u"utf-16"_s);

        const Registry registry = LspMethods::fromCapabilities(doc, doc.member(0, u"capabilities"));
        QStringList names;
        for (const MethodInfo &method : registry.sorted())
            names.append(method.name);
        QCOMPARE(names, (QStringList{u"callHierarchy/incomingCalls"_s, u"callHierarchy/outgoingCalls"_s,
                                     u"completionItem/resolve"_s, u"exit"_s, u"shutdown"_s, u"textDocument/completion"_s,
                                     u"textDocument/didClose"_s, u"textDocument/didOpen"_s, u"textDocument/hover"_s,
                                     u"textDocument/prepareCallHierarchy"_s, u"textDocument/rename"_s}));
        const MethodInfo *hover = registry.find(u"textDocument/hover"_s);
        QCOMPARE(hover->sources, QStringList{u"lsp"_s});
        const JsonDocument params = JsonDocument::parse(hover->paramsSchema);
        QVERIFY2(params.isValid(), hover->paramsSchema.constData());
        QCOMPARE(params.childCount(0), 2);
        QCOMPARE(params.memberString(params.child(0, 1), u"name"), u"position"_s);

        const JsonDocument notLsp = JsonDocument::parse(R"({"protocolVersion":"2025-11-25","serverInfo":{"name":"x"}})");
        QString error;
        QVERIFY(!LspProtocol::readResult(notLsp, 0, &info, &error));
        QVERIFY(error.contains(u"capabilities"_s));
    }

    void noSyncNoDocuments()
    {
        const JsonDocument doc = JsonDocument::parse(R"({"textDocumentSync":0,"hoverProvider":{}})");
        const Registry registry = LspMethods::fromCapabilities(doc, 0);
        QVERIFY(!registry.find(u"textDocument/didOpen"_s));
        QVERIFY(registry.find(u"textDocument/hover"_s));   // an options object enables it too
    }

    void defaultAnswers_data()
    {
        QTest::addColumn<QString>("method");
        QTest::addColumn<QByteArray>("params");
        QTest::addColumn<QByteArray>("result");   // empty: not answered by default

        QTest::addRow("configuration, two items") << u"workspace/configuration"_s
                                                  << QByteArray(R"({"items":[{"section":"python"},{"section":"python.analysis"}]})")
                                                  << QByteArray("[null,null]");
        QTest::addRow("configuration, bad params") << u"workspace/configuration"_s << QByteArray("[1]") << QByteArray("[]");
        QTest::addRow("folders") << u"workspace/workspaceFolders"_s << QByteArray()
                                 << QByteArray("[{\"uri\":\"file:///w/app\",\"name\":\"app\"}]");   // no "//" in a raw string: moc reads a comment
        QTest::addRow("progress") << u"window/workDoneProgress/create"_s << QByteArray(R"({"token":"t"})") << QByteArray("null");
        QTest::addRow("register") << u"client/registerCapability"_s << QByteArray() << QByteArray("null");
        QTest::addRow("refresh") << u"workspace/semanticTokens/refresh"_s << QByteArray() << QByteArray("null");
        QTest::addRow("showDocument") << u"window/showDocument"_s << QByteArray() << QByteArray(R"({"success":false})");
        QTest::addRow("applyEdit") << u"workspace/applyEdit"_s << QByteArray()
                                   << QByteArray(R"({"applied":false,"failureReason":"RpcScope does not apply edits"})");
        QTest::addRow("unknown") << u"custom/ask"_s << QByteArray() << QByteArray();
        QTest::addRow("MCP's roots are not LSP's") << u"roots/list"_s << QByteArray() << QByteArray();
    }

    void defaultAnswers()
    {
        QFETCH(QString, method);
        QFETCH(QByteArray, params);
        QFETCH(QByteArray, result);
        LspWorkspace workspace;
        workspace.rootPath = u"/w/app"_s;
        LspDefaultResponder responder(workspace);
        ServerRequest request;
        request.method = method;
        request.paramsText = params;
        QCOMPARE(responder.canAnswer(request), !result.isEmpty());
        QCOMPARE(responder.resultFor(request), result);
    }

    void userAnswersComeFirst()
    {
        ScriptedResponder user;
        user.set(u"workspace/configuration"_s, "[{\"typeCheckingMode\":\"strict\"}]");
        LspDefaultResponder defaults;
        ServerResponderChain chain;
        chain.append(&user);
        chain.append(nullptr);
        chain.append(&defaults);
        ServerRequest configuration;
        configuration.method = u"workspace/configuration"_s;
        ServerAnswer got;
        chain.answer(configuration, [&got](const ServerAnswer &answer) { got = answer; });
        QCOMPARE(got.resultJson, QByteArray("[{\"typeCheckingMode\":\"strict\"}]"));
        ServerRequest progress;
        progress.method = u"window/workDoneProgress/create"_s;
        chain.answer(progress, [&got](const ServerAnswer &answer) { got = answer; });
        QCOMPARE(got.resultJson, QByteArray("null"));
        ServerRequest other;
        other.method = u"x/y"_s;
        QVERIFY(!chain.canAnswer(other));
    }

    void errorCodesByName()
    {
        const ErrorDialect lsp = ErrorCatalog::dialectForMethod(u"textDocument/hover"_s);
        QCOMPARE(lsp, ErrorDialect::Lsp);
        QCOMPARE(ErrorCatalog::name(-32801, lsp), u"Content modified"_s);
        QCOMPARE(ErrorCatalog::name(-32800, lsp), u"Request cancelled"_s);
        QCOMPARE(ErrorCatalog::name(-32002, lsp), u"Server not initialized"_s);
        QCOMPARE(ErrorCatalog::name(-32601, lsp), u"Method not found"_s);
        QCOMPARE(ErrorCatalog::dialectName(lsp), u"lsp"_s);
        // MCP keeps its own -32002.
        QCOMPARE(ErrorCatalog::name(-32002, ErrorCatalog::dialectForMethod(u"resources/read"_s)), u"Resource not found"_s);
    }
};

QTEST_GUILESS_MAIN(tst_LspProtocol)

#include "tst_lspprotocol.moc"
