#include "lib/rpc/mcphandshake.h"

#include "lib/json/jsonbuilder.h"
#include "lib/tr.h"

namespace RpcScope {

using Type = JsonDocument::Type;

const QStringList &McpHandshake::knownVersions()
{
    static const QStringList versions{QStringLiteral("2025-11-25"), QStringLiteral("2025-06-18"),
                                      QStringLiteral("2025-03-26"), QStringLiteral("2024-11-05")};
    return versions;
}

bool McpHandshake::isKnownVersion(const QString &version)
{
    return knownVersions().contains(version);
}

QByteArray McpHandshake::initializeParams(const QString &protocolVersion, const QByteArray &capabilitiesJson,
                                          const QString &clientName)
{
    JsonBuilder params(0);
    params.beginObject()
        .key(u"protocolVersion").value(protocolVersion)
        .key(u"capabilities").raw(capabilitiesJson.isEmpty() ? QByteArrayLiteral("{}") : capabilitiesJson)
        .key(u"clientInfo").beginObject()
            .key(u"name").value(clientName)
            .key(u"version").value(QStringLiteral(RPCSCOPE_VERSION))
        .endObject()
        .endObject();
    return params.text();
}

bool McpHandshake::readResult(const JsonDocument &doc, int resultNode, McpServerInfo *info, QString *error)
{
    const int version = resultNode >= 0 && doc.type(resultNode) == Type::Object ? doc.member(resultNode, u"protocolVersion") : -1;
    if (version < 0 || doc.type(version) != Type::String) {
        if (error)
            *error = Tr::tr("The answer to initialize has no protocolVersion: it is not an MCP server.");
        return false;
    }
    McpServerInfo out;
    out.protocolVersion = doc.string(version);
    readServer(doc, resultNode, doc.member(resultNode, u"serverInfo"), &out);
    *info = out;
    return true;
}

bool McpHandshake::readDiscoverResult(const JsonDocument &doc, int resultNode, McpServerInfo *info,
                                      QStringList *supported, QString *error)
{
    const int versions = resultNode >= 0 && doc.type(resultNode) == Type::Object ? doc.member(resultNode, u"supportedVersions") : -1;
    if (versions < 0 || doc.type(versions) != Type::Array) {
        if (error)
            *error = Tr::tr("The answer to server/discover has no supportedVersions array.");
        return false;
    }
    supported->clear();
    for (int item = doc.firstChild(versions); item >= 0; item = doc.nextSibling(item)) {
        if (doc.type(item) == Type::String)
            supported->append(doc.string(item));
    }
    McpServerInfo out;
    const int meta = doc.member(resultNode, u"_meta");
    int serverInfo = meta >= 0 && doc.type(meta) == Type::Object ? doc.member(meta, u"io.modelcontextprotocol/serverInfo") : -1;
    if (serverInfo < 0)
        serverInfo = doc.member(resultNode, u"serverInfo");
    readServer(doc, resultNode, serverInfo, &out);
    *info = out;
    return true;
}

void McpHandshake::readServer(const JsonDocument &doc, int resultNode, int serverInfo, McpServerInfo *info)
{
    McpServerInfo &out = *info;
    if (serverInfo >= 0) {
        out.serverInfoText = doc.raw(serverInfo).toByteArray();
        out.name = doc.memberString(serverInfo, u"name");
        out.title = doc.memberString(serverInfo, u"title");
        out.version = doc.memberString(serverInfo, u"version");
    }
    const int capabilities = doc.member(resultNode, u"capabilities");
    if (capabilities >= 0) {
        out.capabilitiesText = doc.raw(capabilities).toByteArray();
        if (doc.type(capabilities) == Type::Object) {
            for (int child = doc.firstChild(capabilities); child >= 0; child = doc.nextSibling(child))
                out.capabilities.append(doc.string(doc.keyNode(child)));
        }
    }
    out.instructions = doc.memberString(resultNode, u"instructions");
}

} // namespace RpcScope
