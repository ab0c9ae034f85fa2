#pragma once

#include "lib/collection/collection.h"
#include "lib/transport/wire.h"

#include <optional>

namespace RpcScope {

class VariableResolver;

/// What a login or cookie + CSRF recipe obtained, to be sent with each request.
struct AuthMaterial
{
    QByteArray headerValue;   ///< the recipe's prefix and token
    QByteArray cookies;       ///< "name=value; name2=value2"
};

/// A saved request as it goes out: variables filled, auth applied.
struct ResolvedRequest
{
    QString endpoint;
    HeaderList headers;       ///< the request's own, then the auth recipe's
    QByteArray bytes;         ///< the message (a batch compacted to one line); Mcp: as a plain request with id 1
    QString mcpMethod;        ///< Mcp: the method
    QByteArray mcpParams;     ///< Mcp: the params object as filled (empty: none); the session adds its `_meta`
};

/// Fills a SavedRequest's variables and applies its auth recipe: the one place that knows how
/// a saved request becomes bytes, for the runner and for "copy as curl".
class RequestResolver
{
public:
    /// Nothing and a translated \a error naming the part (endpoint, header, params, body,
    /// auth) when a variable is undefined or refers to itself, or the params are no JSON.
    static std::optional<ResolvedRequest> resolve(const SavedRequest &request, const AuthRecipe &auth,
                                                  const AuthMaterial &material, VariableResolver &variables,
                                                  QString *error);
    /// The request as a curl command line; secret header values redacted unless \a keepSecrets.
    static QString toCurl(const ResolvedRequest &request, bool keepSecrets = false);
};

} // namespace RpcScope
