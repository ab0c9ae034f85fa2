#pragma once

#include <QByteArray>
#include <QStringList>

namespace RpcScope {

/// The client capabilities an MCP client declares: a server asks only what a client declared,
/// so each method the client can answer stands for its capability.
class McpClientCapabilities
{
public:
    /// JSON text of the capabilities for answers to \a methods: `roots/list` gives `roots`,
    /// `sampling/createMessage` `sampling`, `elicitation/create` `elicitation`; others none.
    static QByteArray forAnswers(const QStringList &methods);
};

} // namespace RpcScope
