#pragma once

#include "lib/discovery/registry.h"
#include "lib/json/jsondocument.h"

namespace RpcScope {

/// The methods a language server offers, read from the capabilities it answered `initialize`
/// with: each provider becomes the requests it enables (hoverProvider → textDocument/hover,
/// callHierarchyProvider → the three call hierarchy requests, …), with the parameter schemas
/// of the LSP specification, plus the lifecycle every server has (shutdown, exit) and the
/// document notifications textDocumentSync asks for. Source "lsp".
class LspMethods
{
public:
    /// \a capabilities: the capabilities object's node in \a doc.
    static Registry fromCapabilities(const JsonDocument &doc, int capabilities);
};

} // namespace RpcScope
