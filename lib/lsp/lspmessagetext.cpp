#include "lib/lsp/lspmessagetext.h"

#include "lib/tr.h"

#include <QFileInfo>
#include <QLocale>
#include <QUrl>

namespace RpcScope {

namespace {

using Type = JsonDocument::Type;

qint64 memberInt(const JsonDocument &doc, int object, QStringView key, qint64 fallback)
{
    const int node = doc.member(object, key);
    bool ok = false;
    const qint64 value = node >= 0 && doc.type(node) == Type::Number ? doc.toInt64(node, &ok) : 0;
    return ok ? value : fallback;
}

// A progress token is an integer or a string; shown as written, strings without quotes.
QString tokenText(const JsonDocument &doc, int params)
{
    const int token = doc.member(params, u"token");
    if (token < 0)
        return {};
    return doc.type(token) == Type::String ? doc.string(token) : QString::fromUtf8(doc.raw(token));
}

// "word: text" from a message and its MessageType, the whole message kept on one line.
QString logLine(const JsonDocument &doc, int params)
{
    const QString message = doc.memberString(params, u"message").simplified();
    const QString level = LspMessageText::messageType(memberInt(doc, params, u"type", 0));
    return level.isEmpty() ? message : Tr::tr("%1: %2", "LSP log level: message").arg(level, message);
}

QString progressLine(const JsonDocument &doc, int params)
{
    const int value = doc.member(params, u"value");
    if (value < 0 || doc.type(value) != Type::Object)
        return {};
    const QString kind = doc.memberString(value, u"kind");
    QStringList parts;
    if (const QString title = doc.memberString(value, u"title").simplified(); !title.isEmpty())
        parts.append(title);
    if (const QString message = doc.memberString(value, u"message").simplified(); !message.isEmpty())
        parts.append(message);
    if (const qint64 percentage = memberInt(doc, value, u"percentage", -1); percentage >= 0)
        parts.append(Tr::tr("%1 %", "LSP progress percentage").arg(percentage));
    // What happened first (a narrow cell keeps it), the token that ties the steps together last.
    QString said;
    const QString details = parts.join(QStringLiteral(" · "));
    if (kind == u"begin")
        said = details.isEmpty() ? Tr::tr("Began", "LSP progress") : Tr::tr("Began: %1", "LSP progress").arg(details);
    else if (kind == u"report")
        said = details.isEmpty() ? Tr::tr("In progress", "LSP progress") : details;
    else if (kind == u"end")
        said = details.isEmpty() ? Tr::tr("Done", "LSP progress") : Tr::tr("Done: %1", "LSP progress").arg(details);
    else
        return {};   // a partial result's progress, or something new: the params say more
    const QString token = tokenText(doc, params);
    return token.isEmpty() ? said : Tr::tr("%1 (%2)", "LSP progress: what happened, token").arg(said, token);
}

QString diagnosticsLine(const JsonDocument &doc, int params)
{
    const QString uri = doc.memberString(params, u"uri");
    const int list = doc.member(params, u"diagnostics");
    if (uri.isEmpty() || list < 0 || doc.type(list) != Type::Array)
        return {};
    // DiagnosticSeverity 1–4; a diagnostic without one is the client's to judge: counted apart.
    int counts[5] = {};
    for (int d = doc.firstChild(list); d >= 0; d = doc.nextSibling(d)) {
        const qint64 severity = doc.type(d) == Type::Object ? memberInt(doc, d, u"severity", 0) : 0;
        ++counts[severity >= 1 && severity <= 4 ? severity : 0];
    }
    const QUrl url(uri);
    const QString file = url.isLocalFile() ? QFileInfo(url.toLocalFile()).fileName() : uri;
    QStringList parts;
    if (counts[1])
        parts.append(Tr::tr("%n error(s)", "LSP diagnostics", counts[1]));
    if (counts[2])
        parts.append(Tr::tr("%n warning(s)", "LSP diagnostics", counts[2]));
    if (counts[3])
        parts.append(Tr::tr("%n info(s)", "LSP diagnostics", counts[3]));
    if (counts[4])
        parts.append(Tr::tr("%n hint(s)", "LSP diagnostics", counts[4]));
    if (counts[0])
        parts.append(Tr::tr("%1 without severity", "LSP diagnostics").arg(counts[0]));   // no plural in either language
    const QString said = parts.isEmpty() ? Tr::tr("no problems", "LSP diagnostics") : parts.join(QStringLiteral(", "));
    return Tr::tr("%1: %2", "LSP diagnostics: file, counts").arg(file, said);
}

} // namespace

QString LspMessageText::messageType(qint64 type)
{
    switch (type) {
    case 1: return Tr::tr("Error", "LSP MessageType");
    case 2: return Tr::tr("Warning", "LSP MessageType");
    case 3: return Tr::tr("Info", "LSP MessageType");
    case 4: return Tr::tr("Log", "LSP MessageType");
    case 5: return Tr::tr("Debug", "LSP MessageType");
    default: return {};
    }
}

QString LspMessageText::summary(const JsonDocument &doc, QStringView method, int params)
{
    if (params < 0 || doc.type(params) != Type::Object)
        return {};
    if (method == u"window/logMessage" || method == u"window/showMessage" || method == u"window/showMessageRequest")
        return doc.member(params, u"message") >= 0 ? logLine(doc, params) : QString();
    if (method == u"$/logTrace")
        return doc.memberString(params, u"message").simplified();
    if (method == u"$/progress")
        return progressLine(doc, params);
    if (method == u"window/workDoneProgress/create")
        return tokenText(doc, params);
    if (method == u"textDocument/publishDiagnostics")
        return diagnosticsLine(doc, params);
    return {};
}

} // namespace RpcScope
