#include "lib/lsp/lspmethods.h"

#include "lib/json/jsonbuilder.h"
#include "lib/tr.h"

namespace RpcScope {

namespace {

using Type = JsonDocument::Type;

// The LSP specification's structures, as JSON Schema.
#define LSP_URI R"({"type":"string","format":"uri","description":"The document's URI, e.g. file:///home/me/project/main.py"})"
#define LSP_DOCUMENT R"({"type":"object","properties":{"uri":)" LSP_URI R"(},"required":["uri"]})"
#define LSP_POSITION                                                                                                   \
    R"({"type":"object","description":"Zero-based line and character offset (UTF-16 code units).",)"                  \
    R"("properties":{"line":{"type":"integer","minimum":0},"character":{"type":"integer","minimum":0}},)"             \
    R"("required":["line","character"]})"
#define LSP_RANGE R"({"type":"object","properties":{"start":)" LSP_POSITION R"(,"end":)" LSP_POSITION R"(},"required":["start","end"]})"

#define PARAM(name, schema, required) R"({"name":")" name R"(","required":)" required R"(,"schema":)" schema "}"
#define DOCUMENT_PARAM PARAM("textDocument", LSP_DOCUMENT, "true")
#define POSITION_PARAMS "[" DOCUMENT_PARAM "," PARAM("position", LSP_POSITION, "true") "]"
#define DOCUMENT_PARAMS "[" DOCUMENT_PARAM "]"
#define RANGE_PARAMS "[" DOCUMENT_PARAM "," PARAM("range", LSP_RANGE, "true") "]"
#define ITEM_PARAMS "[" PARAM("item", R"({"type":"object","description":"An item the prepare request returned."})", "true") "]"

struct LspMethod
{
    const char *capability;   ///< the provider that enables it; nullptr: every server
    const char *name;
    const char *summary;
    const char *params;       ///< OpenRPC-style params (by name), or nullptr for none
    bool notification = false;
};

// In the order of the specification's "Language Features" and "Workspace Features".
const LspMethod kMethods[] = {
    {nullptr, "shutdown", QT_TRANSLATE_NOOP("RpcScope", "Asks the server to shut down; exit follows"), nullptr},
    {nullptr, "exit", QT_TRANSLATE_NOOP("RpcScope", "Tells the server to exit (after shutdown)"), nullptr, true},
    {"declarationProvider", "textDocument/declaration", QT_TRANSLATE_NOOP("RpcScope", "Where the symbol at a position is declared"), POSITION_PARAMS},
    {"definitionProvider", "textDocument/definition", QT_TRANSLATE_NOOP("RpcScope", "Where the symbol at a position is defined"), POSITION_PARAMS},
    {"typeDefinitionProvider", "textDocument/typeDefinition", QT_TRANSLATE_NOOP("RpcScope", "Where the type of the symbol at a position is defined"), POSITION_PARAMS},
    {"implementationProvider", "textDocument/implementation", QT_TRANSLATE_NOOP("RpcScope", "Where the symbol at a position is implemented"), POSITION_PARAMS},
    {"referencesProvider", "textDocument/references", QT_TRANSLATE_NOOP("RpcScope", "Every reference to the symbol at a position"),
     "[" DOCUMENT_PARAM "," PARAM("position", LSP_POSITION, "true") ","
     PARAM("context", R"({"type":"object","properties":{"includeDeclaration":{"type":"boolean"}},"required":["includeDeclaration"]})", "true") "]"},
    {"callHierarchyProvider", "textDocument/prepareCallHierarchy", QT_TRANSLATE_NOOP("RpcScope", "The call hierarchy item at a position"), POSITION_PARAMS},
    {"callHierarchyProvider", "callHierarchy/incomingCalls", QT_TRANSLATE_NOOP("RpcScope", "Who calls an item"), ITEM_PARAMS},
    {"callHierarchyProvider", "callHierarchy/outgoingCalls", QT_TRANSLATE_NOOP("RpcScope", "What an item calls"), ITEM_PARAMS},
    {"typeHierarchyProvider", "textDocument/prepareTypeHierarchy", QT_TRANSLATE_NOOP("RpcScope", "The type hierarchy item at a position"), POSITION_PARAMS},
    {"typeHierarchyProvider", "typeHierarchy/supertypes", QT_TRANSLATE_NOOP("RpcScope", "The supertypes of an item"), ITEM_PARAMS},
    {"typeHierarchyProvider", "typeHierarchy/subtypes", QT_TRANSLATE_NOOP("RpcScope", "The subtypes of an item"), ITEM_PARAMS},
    {"documentHighlightProvider", "textDocument/documentHighlight", QT_TRANSLATE_NOOP("RpcScope", "Other places of the symbol at a position in the document"), POSITION_PARAMS},
    {"documentLinkProvider", "textDocument/documentLink", QT_TRANSLATE_NOOP("RpcScope", "Links in a document"), DOCUMENT_PARAMS},
    {"hoverProvider", "textDocument/hover", QT_TRANSLATE_NOOP("RpcScope", "What the symbol at a position is (type, documentation)"), POSITION_PARAMS},
    {"codeLensProvider", "textDocument/codeLens", QT_TRANSLATE_NOOP("RpcScope", "Commands shown above lines of a document"), DOCUMENT_PARAMS},
    {"foldingRangeProvider", "textDocument/foldingRange", QT_TRANSLATE_NOOP("RpcScope", "Ranges of a document that fold"), DOCUMENT_PARAMS},
    {"selectionRangeProvider", "textDocument/selectionRange", QT_TRANSLATE_NOOP("RpcScope", "Growing selections around positions"),
     "[" DOCUMENT_PARAM "," PARAM("positions", R"({"type":"array","items":)" LSP_POSITION "}", "true") "]"},
    {"documentSymbolProvider", "textDocument/documentSymbol", QT_TRANSLATE_NOOP("RpcScope", "The symbols of a document, as a tree"), DOCUMENT_PARAMS},
    {"semanticTokensProvider", "textDocument/semanticTokens/full", QT_TRANSLATE_NOOP("RpcScope", "Semantic tokens of a whole document"), DOCUMENT_PARAMS},
    {"inlayHintProvider", "textDocument/inlayHint", QT_TRANSLATE_NOOP("RpcScope", "Inline hints (parameter names, inferred types) in a range"), RANGE_PARAMS},
    {"inlineValueProvider", "textDocument/inlineValue", QT_TRANSLATE_NOOP("RpcScope", "Values to show inline while debugging"), RANGE_PARAMS},
    {"monikerProvider", "textDocument/moniker", QT_TRANSLATE_NOOP("RpcScope", "Monikers of the symbol at a position"), POSITION_PARAMS},
    {"completionProvider", "textDocument/completion", QT_TRANSLATE_NOOP("RpcScope", "Completions at a position"), POSITION_PARAMS},
    {"diagnosticProvider", "textDocument/diagnostic", QT_TRANSLATE_NOOP("RpcScope", "The diagnostics of a document, pulled"), DOCUMENT_PARAMS},
    {"diagnosticProvider", "workspace/diagnostic", QT_TRANSLATE_NOOP("RpcScope", "The diagnostics of the workspace, pulled"),
     "[" PARAM("previousResultIds", R"({"type":"array","items":{"type":"object"}})", "true") "]"},
    {"signatureHelpProvider", "textDocument/signatureHelp", QT_TRANSLATE_NOOP("RpcScope", "The signature of the call at a position"), POSITION_PARAMS},
    {"codeActionProvider", "textDocument/codeAction", QT_TRANSLATE_NOOP("RpcScope", "Fixes and refactorings for a range"),
     "[" DOCUMENT_PARAM "," PARAM("range", LSP_RANGE, "true") ","
     PARAM("context", R"({"type":"object","properties":{"diagnostics":{"type":"array","items":{"type":"object"}}},"required":["diagnostics"]})", "true") "]"},
    {"colorProvider", "textDocument/documentColor", QT_TRANSLATE_NOOP("RpcScope", "Colours written in a document"), DOCUMENT_PARAMS},
    {"documentFormattingProvider", "textDocument/formatting", QT_TRANSLATE_NOOP("RpcScope", "Edits that format a whole document"),
     "[" DOCUMENT_PARAM "," PARAM("options", R"({"type":"object","properties":{"tabSize":{"type":"integer","minimum":1},"insertSpaces":{"type":"boolean"}},"required":["tabSize","insertSpaces"]})", "true") "]"},
    {"documentRangeFormattingProvider", "textDocument/rangeFormatting", QT_TRANSLATE_NOOP("RpcScope", "Edits that format a range"),
     "[" DOCUMENT_PARAM "," PARAM("range", LSP_RANGE, "true") ","
     PARAM("options", R"({"type":"object","properties":{"tabSize":{"type":"integer","minimum":1},"insertSpaces":{"type":"boolean"}},"required":["tabSize","insertSpaces"]})", "true") "]"},
    {"renameProvider", "textDocument/rename", QT_TRANSLATE_NOOP("RpcScope", "Edits that rename the symbol at a position"),
     "[" DOCUMENT_PARAM "," PARAM("position", LSP_POSITION, "true") "," PARAM("newName", R"({"type":"string","minLength":1})", "true") "]"},
    {"linkedEditingRangeProvider", "textDocument/linkedEditingRange", QT_TRANSLATE_NOOP("RpcScope", "Ranges that are edited together"), POSITION_PARAMS},
    {"workspaceSymbolProvider", "workspace/symbol", QT_TRANSLATE_NOOP("RpcScope", "Symbols of the workspace matching a query"),
     "[" PARAM("query", R"({"type":"string"})", "true") "]"},
    {"executeCommandProvider", "workspace/executeCommand", QT_TRANSLATE_NOOP("RpcScope", "Runs one of the server's commands"),
     "[" PARAM("command", R"({"type":"string"})", "true") "," PARAM("arguments", R"({"type":"array"})", "false") "]"},
};

bool enabled(const JsonDocument &doc, int capabilities, const char *name)
{
    const int value = doc.member(capabilities, QString::fromLatin1(name));
    return value >= 0 && doc.type(value) != Type::Null && doc.type(value) != Type::False;
}

bool optionSet(const JsonDocument &doc, int capabilities, const char *provider, QStringView option)
{
    const int value = doc.member(capabilities, QString::fromLatin1(provider));
    if (value < 0 || doc.type(value) != Type::Object)
        return false;
    const int flag = doc.member(value, option);
    return flag >= 0 && doc.type(flag) != Type::Null && doc.type(flag) != Type::False;
}

MethodInfo entry(const QString &name, const char *summary, const QByteArray &params, bool notification = false)
{
    MethodInfo method;
    method.name = name;
    method.sources = {QStringLiteral("lsp")};
    method.summary = Tr::tr(summary);
    if (notification)
        method.description = Tr::tr("A notification: the server answers nothing.");
    method.paramsSchema = params;
    return method;
}

} // namespace

Registry LspMethods::fromCapabilities(const JsonDocument &doc, int capabilities)
{
    Registry registry;
    for (const LspMethod &method : kMethods) {
        if (method.capability && !enabled(doc, capabilities, method.capability))
            continue;
        registry.merge(entry(QString::fromLatin1(method.name), method.summary,
                             method.params ? QByteArray(method.params) : QByteArray(), method.notification));
    }
    // The follow-up requests a provider enables only with an option.
    if (optionSet(doc, capabilities, "completionProvider", u"resolveProvider")) {
        registry.merge(entry(QStringLiteral("completionItem/resolve"), QT_TRANSLATE_NOOP("RpcScope", "More about one completion item"),
                             "[" PARAM("item", R"({"type":"object"})", "true") "]"));
    }
    if (optionSet(doc, capabilities, "renameProvider", u"prepareProvider")) {
        registry.merge(entry(QStringLiteral("textDocument/prepareRename"),
                             QT_TRANSLATE_NOOP("RpcScope", "Whether the symbol at a position can be renamed"), POSITION_PARAMS));
    }
    if (optionSet(doc, capabilities, "codeLensProvider", u"resolveProvider")) {
        registry.merge(entry(QStringLiteral("codeLens/resolve"), QT_TRANSLATE_NOOP("RpcScope", "The command of one code lens"),
                             "[" PARAM("range", LSP_RANGE, "true") "]"));
    }
    // Documents are opened whenever the server syncs them (any textDocumentSync but None, 0).
    const int sync = doc.member(capabilities, u"textDocumentSync");
    const bool syncs = sync >= 0
        && (doc.type(sync) == Type::Object || (doc.type(sync) == Type::Number && doc.raw(sync) != QByteArrayView("0")));
    if (syncs) {
        registry.merge(entry(QStringLiteral("textDocument/didOpen"), QT_TRANSLATE_NOOP("RpcScope", "Opens a document: its text is the server's from now on"),
                             "[" PARAM("textDocument", R"({"type":"object","properties":{"uri":)" LSP_URI
                                   R"(,"languageId":{"type":"string"},"version":{"type":"integer"},"text":{"type":"string"}},)"
                                   R"("required":["uri","languageId","version","text"]})", "true") "]",
                             true));
        registry.merge(entry(QStringLiteral("textDocument/didClose"), QT_TRANSLATE_NOOP("RpcScope", "Closes an opened document"),
                             DOCUMENT_PARAMS, true));
    }
    return registry;
}

} // namespace RpcScope
