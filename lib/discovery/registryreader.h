#pragma once

#include "lib/discovery/registry.h"

namespace RpcScope {

class JsonDocument;

/// Reads registry entries out of the results of the discovery calls. Pure logic.
class RegistryReader
{
public:
    /// An OpenRPC document (the result of rpc.discover, or a loaded file): its methods[].
    static Registry fromOpenRpc(const JsonDocument &doc, int documentNode, const QString &source);
    /// system.listMethods: an array of names.
    static Registry fromListMethods(const JsonDocument &doc, int resultNode);
    /// One page of MCP tools/list, resources/list, resources/templates/list or prompts/list.
    /// \a nextCursor receives the page's nextCursor (empty on the last page).
    static Registry fromMcpPage(const JsonDocument &doc, int resultNode, MethodInfo::Kind kind, QString *nextCursor);
};

} // namespace RpcScope
