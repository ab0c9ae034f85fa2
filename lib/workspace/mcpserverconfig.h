#pragma once

#include "lib/workspace/endpointprofile.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace RpcScope {

/// One `env` or `headers` entry of an MCP server's configuration, its value as written (a
/// secret one held in memory only, on its way to the keychain).
struct McpServerSetting
{
    QString name;
    QString value;
    /// Its name or value looks like a credential (CollectionImport decides): it becomes a
    /// secret and is shown masked.
    bool secret = false;
};

/// One server of an MCP configuration (`mcpServers`, as Claude Desktop, Cursor and VS Code
/// write it). Nothing is started: the command is shown for a person to confirm first.
struct McpServerEntry
{
    QString name;
    QString command;          ///< stdio servers: the program
    QStringList args;
    QList<McpServerSetting> environment;   ///< `env`, in order
    QString url;              ///< remote servers (url / serverUrl)
    QList<McpServerSetting> headers;       ///< remote servers: `headers`, in order
    QString endpoint;         ///< what RpcScope would open: `stdio:COMMAND ARGS…` or the URL
    /// What looks like a credential in the command line or the URL, which the endpoint's
    /// address keeps as written (translated, shown before anything is added).
    QStringList warnings;
};

/// Between the servers of an MCP host's configuration and the workspace's endpoints, both
/// ways, never putting a secret in a file: imported secrets go to the keychain (the caller
/// keeps secretValues there), exported ones become the host's placeholders.
namespace McpServerConfig {

/// An endpoint made from one configured server.
struct Imported
{
    EndpointProfile profile;
    /// Secret environment values by variable name (for the keychain, never the workspace).
    QHash<QString, QString> secretValues;
    /// A secret header became the endpoint's auth: its value, held for this session.
    QByteArray authSecret;
    QStringList notes;   ///< what was not taken over, and why, translated
};

Imported fromEntry(const McpServerEntry &entry);

/// The hosts an export is written for: Claude Desktop and Cursor read `mcpServers`, VS Code
/// reads `servers` with `inputs` that prompt for secrets.
enum class Host { ClaudeDesktop, Cursor, VsCode };

struct Exported
{
    QByteArray json;
    QStringList notes;   ///< endpoints left out, secrets written as placeholders, translated
};

/// \a endpoints as \a host's configuration file, in order. A stdio endpoint keeps its command,
/// arguments, working directory (Cursor and VS Code: `cwd`) and environment; an HTTP one its
/// URL and headers (not Claude Desktop's file, which has no remote servers). Secrets (secret
/// variables, the bearer or header auth) are written `${env:NAME}` (Cursor expands it; Claude
/// Desktop does not, and a note says to fill it in) or VS Code's `${input:…}` with a password
/// input; nothing is read from the keychain.
Exported toConfig(const QList<EndpointProfile> &endpoints, Host host);

/// Whether toConfig() can write \a endpoint for any host (a stdio command or an HTTP URL).
bool isExportable(const EndpointProfile &endpoint);

} // namespace McpServerConfig

} // namespace RpcScope
