#include "lib/rpc/mcpwire.h"

#include "lib/json/jsonbuilder.h"
#include "lib/json/jsondocument.h"
#include "lib/json/jsonsplice.h"
#include "lib/json/jsonwriter.h"

namespace RpcScope {

using Type = JsonDocument::Type;

const QStringList &McpWire::modernVersions()
{
    static const QStringList versions{QStringLiteral("2026-07-28")};
    return versions;
}

bool McpWire::isModern(const QString &version)
{
    return modernVersions().contains(version);
}

QList<McpWire::Member> McpWire::requestMeta(const QString &version, const QByteArray &capabilitiesJson,
                                            const QString &clientName)
{
    JsonBuilder info(0);
    info.beginObject().key(u"name").value(clientName).key(u"version").value(QStringLiteral(RPCSCOPE_VERSION)).endObject();
    return {{QStringLiteral("io.modelcontextprotocol/protocolVersion"), JsonWriter::quote(version)},
            {QStringLiteral("io.modelcontextprotocol/clientCapabilities"),
             capabilitiesJson.isEmpty() ? QByteArrayLiteral("{}") : capabilitiesJson},
            {QStringLiteral("io.modelcontextprotocol/clientInfo"), info.text()}};
}

QByteArray McpWire::withMeta(const QByteArray &params, const QList<Member> &members)
{
    const QByteArray text = params.trimmed().isEmpty() ? QByteArrayLiteral("{}") : params;
    const JsonDocument doc = JsonDocument::parse(text);
    if (!doc.isValid() || doc.type(0) != Type::Object)
        return params;
    const int meta = doc.member(0, u"_meta");
    if (meta >= 0 && doc.type(meta) != Type::Object)
        return params;   // a _meta that is no object: the caller's to answer for, sent as written
    QByteArray out = text;
    for (const auto &[key, value] : members) {
        if (meta < 0 || doc.member(meta, key) < 0)
            out = JsonSplice::setMember(out, {QStringLiteral("_meta"), key}, value);
    }
    return out;
}

QByteArray McpWire::headerValue(const QString &text)
{
    bool plain = !text.startsWith(u' ') && !text.startsWith(u'\t') && !text.endsWith(u' ') && !text.endsWith(u'\t');
    for (const QChar c : text) {
        if (!plain)
            break;
        plain = (c.unicode() >= 0x20 && c.unicode() <= 0x7e) || c == u'\t';
    }
    // "clients MUST also Base64-encode any plain-ASCII value that matches the sentinel pattern"
    if (plain && !(text.startsWith(u"=?base64?") && text.endsWith(u"?=")))
        return text.toLatin1();
    return "=?base64?" + text.toUtf8().toBase64() + "?=";
}

HeaderList McpWire::standardHeaders(const QString &method, const QByteArray &params)
{
    HeaderList headers{{QByteArrayLiteral("Mcp-Method"), headerValue(method)}};
    const bool byName = method == u"tools/call" || method == u"prompts/get";
    const bool byUri = method == u"resources/read";
    // The tasks extension: "the client MUST set the Mcp-Name header … to the value of params.taskId".
    const bool byTask = method == u"tasks/get" || method == u"tasks/update" || method == u"tasks/cancel";
    if (!byName && !byUri && !byTask)
        return headers;
    const JsonDocument doc = JsonDocument::parse(params);
    if (!doc.isValid() || doc.type(0) != Type::Object)
        return headers;
    const int name = doc.member(0, byUri ? u"uri" : byTask ? u"taskId" : u"name");
    if (name >= 0 && doc.type(name) == Type::String)
        headers.append({QByteArrayLiteral("Mcp-Name"), headerValue(doc.string(name))});
    return headers;
}

QStringList McpWire::supportedVersions(const QByteArray &dataJson)
{
    QStringList out;
    const JsonDocument data = JsonDocument::parse(dataJson);
    const int list = data.isValid() && data.type(0) == Type::Object ? data.member(0, u"supported") : -1;
    if (list < 0 || data.type(list) != Type::Array)
        return out;
    for (int item = data.firstChild(list); item >= 0; item = data.nextSibling(item)) {
        if (data.type(item) == Type::String)
            out.append(data.string(item));
    }
    return out;
}

HeaderList McpWire::requestHeaders(const QString &version, const QString &method, const QByteArray &params)
{
    HeaderList headers{{QByteArrayLiteral("MCP-Protocol-Version"), version.toLatin1()}};
    if (!method.isEmpty())
        headers += standardHeaders(method, params);
    return headers;
}

QString McpWire::newestShared(const QStringList &known, const QStringList &supported)
{
    for (const QString &version : known) {
        if (supported.contains(version))
            return version;
    }
    return {};
}

bool McpWire::isModernError(qint64 code)
{
    return code == kHeaderMismatch || code == kMissingCapability || code == kUnsupportedVersion;
}

bool McpWire::belongsToListen(const JsonDocument &message, const RequestId &listenId)
{
    if (!message.isValid() || message.type(0) != JsonDocument::Type::Object)
        return false;
    const int params = message.member(0, u"params");
    const int meta = params >= 0 ? message.member(params, u"_meta") : -1;
    const int id = meta >= 0 ? message.member(meta, u"io.modelcontextprotocol/subscriptionId") : -1;
    return id >= 0 && listenId.matches(RequestId::fromNode(message, id));
}

} // namespace RpcScope
