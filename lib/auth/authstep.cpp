#include "lib/auth/authstep.h"

namespace RpcScope {

QString AuthStep::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Challenge: return QStringLiteral("challenge");
    case Kind::ResourceMetadata: return QStringLiteral("resource-metadata");
    case Kind::ServerMetadata: return QStringLiteral("server-metadata");
    case Kind::Registration: return QStringLiteral("registration");
    case Kind::Authorization: return QStringLiteral("authorization");
    case Kind::Token: return QStringLiteral("token");
    case Kind::TokenExchange: return QStringLiteral("token-exchange");
    case Kind::Refresh: return QStringLiteral("refresh");
    case Kind::Revocation: return QStringLiteral("revocation");
    }
    return {};
}

} // namespace RpcScope
