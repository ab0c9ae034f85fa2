#include "lib/lsp/lspprotocol.h"

#include "lib/json/jsonbuilder.h"
#include "lib/json/jsonwriter.h"
#include "lib/tr.h"

#include <QCoreApplication>
#include <QHash>
#include <QFileInfo>
#include <QUrl>

namespace RpcScope {

QString LspWorkspace::rootUri() const
{
    return fileUri(rootPath);
}

QString LspWorkspace::fileUri(const QString &absolutePath)
{
    return QString::fromLatin1(QUrl::fromLocalFile(absolutePath).toEncoded());
}

QString LspServerInfo::displayName() const
{
    if (name.isEmpty())
        return Tr::tr("a language server");
    return version.isEmpty() ? name : name + u' ' + version;
}

QByteArray LspProtocol::initializeParams(const LspWorkspace &workspace)
{
    const QString version = QCoreApplication::applicationVersion();
    JsonBuilder json(0);
    json.beginObject();
    json.key(u"processId");
    workspace.processId > 0 ? json.value(workspace.processId) : json.null();
    json.key(u"clientInfo").beginObject().key(u"name").value(QStringLiteral("RpcScope"));
    if (!version.isEmpty())
        json.key(u"version").value(version);
    json.endObject();
    json.key(u"rootPath").value(workspace.rootPath);
    json.key(u"rootUri").value(workspace.rootUri());
    json.key(u"workspaceFolders").beginArray().beginObject()
        .key(u"uri").value(workspace.rootUri())
        .key(u"name").value(QFileInfo(workspace.rootPath).fileName())
        .endObject().endArray();
    // What RpcScope does with what the server sends: answers configuration and folder
    // requests (LspDefaultResponder), shows progress, logs and diagnostics, and reads
    // markdown hovers and symbol trees. Nothing it cannot do is claimed (no edits applied).
    json.key(u"capabilities").raw(
        R"({"general":{"positionEncodings":["utf-16"]},)"
        R"("workspace":{"configuration":true,"workspaceFolders":true,"applyEdit":false,"symbol":{},"executeCommand":{}},)"
        R"("window":{"workDoneProgress":true,"showMessage":{},"showDocument":{"support":false}},)"
        R"("textDocument":{"synchronization":{"didSave":false,"willSave":false},)"
        R"("hover":{"contentFormat":["markdown","plaintext"]},)"
        R"("completion":{"completionItem":{"snippetSupport":false}},)"
        R"("signatureHelp":{},"definition":{"linkSupport":true},"declaration":{"linkSupport":true},)"
        R"("typeDefinition":{"linkSupport":true},"implementation":{"linkSupport":true},"references":{},)"
        R"("documentHighlight":{},"documentSymbol":{"hierarchicalDocumentSymbolSupport":true},)"
        R"("codeAction":{},"formatting":{},"rangeFormatting":{},"rename":{"prepareSupport":true},)"
        R"("foldingRange":{},"selectionRange":{},"callHierarchy":{},"typeHierarchy":{},"inlayHint":{},)"
        R"("publishDiagnostics":{"relatedInformation":true}}})");
    json.key(u"trace").value(QStringLiteral("off"));
    json.endObject();
    return json.text();
}

bool LspProtocol::readResult(const JsonDocument &doc, int resultNode, LspServerInfo *info, QString *error)
{
    using Type = JsonDocument::Type;
    const int capabilities = resultNode >= 0 && doc.type(resultNode) == Type::Object ? doc.member(resultNode, u"capabilities") : -1;
    if (capabilities < 0 || doc.type(capabilities) != Type::Object) {
        if (error)
            *error = Tr::tr("the result has no \"capabilities\" object");
        return false;
    }
    *info = {};
    info->capabilitiesText = JsonWriter::compact(doc, capabilities);
    for (int value = doc.firstChild(capabilities); value >= 0; value = doc.nextSibling(value)) {
        const Type type = doc.type(value);
        if (type == Type::Null || type == Type::False)
            continue;
        info->capabilities.append(doc.string(doc.keyNode(value)));
    }
    info->positionEncoding = doc.memberString(capabilities, u"positionEncoding");
    if (info->positionEncoding.isEmpty())
        info->positionEncoding = QStringLiteral("utf-16");
    const int serverInfo = doc.member(resultNode, u"serverInfo");
    if (serverInfo >= 0 && doc.type(serverInfo) == Type::Object) {
        info->name = doc.memberString(serverInfo, u"name");
        info->version = doc.memberString(serverInfo, u"version");
    }
    return true;
}

QByteArray LspProtocol::didOpenParams(const QString &absolutePath, const QByteArray &text)
{
    JsonBuilder json(0);
    json.beginObject().key(u"textDocument").beginObject()
        .key(u"uri").value(LspWorkspace::fileUri(absolutePath))
        .key(u"languageId").value(languageIdFor(absolutePath))
        .key(u"version").value(1)
        .key(u"text").value(QString::fromUtf8(text))
        .endObject().endObject();
    return json.text();
}

QString LspProtocol::languageIdFor(const QString &path)
{
    // The identifiers the LSP specification lists ("Text Document Item"), by suffix.
    static const QHash<QString, QString> bySuffix = {
        {QStringLiteral("py"), QStringLiteral("python")},   {QStringLiteral("pyi"), QStringLiteral("python")},
        {QStringLiteral("c"), QStringLiteral("c")},         {QStringLiteral("h"), QStringLiteral("c")},
        {QStringLiteral("cc"), QStringLiteral("cpp")},      {QStringLiteral("cpp"), QStringLiteral("cpp")},
        {QStringLiteral("cxx"), QStringLiteral("cpp")},     {QStringLiteral("hpp"), QStringLiteral("cpp")},
        {QStringLiteral("hh"), QStringLiteral("cpp")},      {QStringLiteral("ts"), QStringLiteral("typescript")},
        {QStringLiteral("tsx"), QStringLiteral("typescriptreact")},
        {QStringLiteral("js"), QStringLiteral("javascript")}, {QStringLiteral("mjs"), QStringLiteral("javascript")},
        {QStringLiteral("jsx"), QStringLiteral("javascriptreact")},
        {QStringLiteral("rs"), QStringLiteral("rust")},     {QStringLiteral("go"), QStringLiteral("go")},
        {QStringLiteral("java"), QStringLiteral("java")},   {QStringLiteral("cs"), QStringLiteral("csharp")},
        {QStringLiteral("rb"), QStringLiteral("ruby")},     {QStringLiteral("php"), QStringLiteral("php")},
        {QStringLiteral("lua"), QStringLiteral("lua")},     {QStringLiteral("sh"), QStringLiteral("shellscript")},
        {QStringLiteral("json"), QStringLiteral("json")},   {QStringLiteral("md"), QStringLiteral("markdown")},
        {QStringLiteral("html"), QStringLiteral("html")},   {QStringLiteral("css"), QStringLiteral("css")},
        {QStringLiteral("yaml"), QStringLiteral("yaml")},   {QStringLiteral("yml"), QStringLiteral("yaml")},
        {QStringLiteral("xml"), QStringLiteral("xml")},     {QStringLiteral("sql"), QStringLiteral("sql")},
    };
    return bySuffix.value(QFileInfo(path).suffix().toLower(), QStringLiteral("plaintext"));
}

} // namespace RpcScope
