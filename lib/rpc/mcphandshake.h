#pragma once

#include "lib/json/jsondocument.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace RpcScope {

/// What a server said about itself in its answer to MCP `initialize`.
struct McpServerInfo
{
    QString protocolVersion;     ///< the revision the server answered with
    QString name;                ///< serverInfo.name
    QString title;               ///< serverInfo.title (2025-06-18 on)
    QString version;             ///< serverInfo.version
    QByteArray serverInfoText;   ///< serverInfo's JSON text as received; empty when absent
    QByteArray capabilitiesText; ///< capabilities' JSON text as received; empty when absent
    QString instructions;
    QStringList capabilities;    ///< the capability names declared, in the server's order

    bool has(const QString &capability) const { return capabilities.contains(capability); }
};

/// The MCP handshake as every part of RpcScope speaks it (the discovery probe and
/// McpSession): the initialize request's params, and the reading of its result.
class McpHandshake
{
public:
    /// The revisions RpcScope speaks, newest first.
    static const QStringList &knownVersions();
    static bool isKnownVersion(const QString &version);

    /// initialize's params: protocolVersion, capabilities (\a capabilitiesJson, `{}` when
    /// empty; the caller guarantees a JSON object), clientInfo {name, version}.
    static QByteArray initializeParams(const QString &protocolVersion, const QByteArray &capabilitiesJson = {},
                                       const QString &clientName = QStringLiteral("RpcScope"));

    /// Reads the result object at \a resultNode. False (with \a error translated) when it
    /// has no string protocolVersion: then it is no MCP initialize answer.
    static bool readResult(const JsonDocument &doc, int resultNode, McpServerInfo *info, QString *error = nullptr);
    /// Reads a server/discover result (2026-07-28): \a supported gets its supportedVersions,
    /// \a info its capabilities, instructions and serverInfo (from the result's `_meta`
    /// `io.modelcontextprotocol/serverInfo`, or a `serverInfo` member); info->protocolVersion
    /// stays empty. False (with \a error translated) when it has no supportedVersions array.
    static bool readDiscoverResult(const JsonDocument &doc, int resultNode, McpServerInfo *info,
                                   QStringList *supported, QString *error = nullptr);

private:
    /// What both results tell of the server: serverInfo (the node given), capabilities, instructions.
    static void readServer(const JsonDocument &doc, int resultNode, int serverInfo, McpServerInfo *info);
};

} // namespace RpcScope
