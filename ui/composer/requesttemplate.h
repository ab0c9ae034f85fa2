#pragma once

#include "lib/discovery/methodinfo.h"

#include <QByteArray>

namespace RpcScope {

/// The request text the editor starts from when a method is picked: the method and a
/// params skeleton. The skeleton comes from the method's first documented example, else
/// from its schema (required parameters with their default, first enum value or a blank of
/// their type); a schema that is not that simple gives empty params. MCP entries become the
/// calls that use them: tools/call, prompts/get, resources/read.
class RequestTemplate
{
public:
    /// Pretty-printed JSON text of a request with id \a id.
    static QByteArray forMethod(const MethodInfo &method, qint64 id);
    /// Compact JSON text of the params member; empty when the request has none.
    static QByteArray params(const MethodInfo &method);
};

} // namespace RpcScope
