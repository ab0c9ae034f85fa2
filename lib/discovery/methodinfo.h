#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace RpcScope {

/// One entry of the live registry, merged over every source that named it.
struct MethodInfo
{
    enum class Kind { Method, Tool, Resource, Prompt };

    QString name;                ///< full name as the server spells it
    Kind kind = Kind::Method;
    QStringList sources;         ///< "openrpc", "mcp-tool", "mcp-resource", "mcp-prompt", "list-methods", "document"
    QString summary;             ///< one line
    QString description;
    QByteArray paramsSchema;     ///< JSON: OpenRPC params array, or an MCP inputSchema object
    QByteArray resultSchema;     ///< JSON: OpenRPC result, or an MCP outputSchema
    QByteArray errors;           ///< JSON: OpenRPC errors array
    QByteArray examples;         ///< JSON: OpenRPC examples array
    QByteArray definition;       ///< JSON: the source's whole entry (the first source that had one)
    QStringList aliases;         ///< only where a source declares them

    /// The summary folded to one line (tabs and newlines become spaces).
    QString oneLineSummary() const;
};

} // namespace RpcScope
