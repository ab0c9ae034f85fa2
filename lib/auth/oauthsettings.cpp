#include "lib/auth/oauthsettings.h"

namespace RpcScope {

QString OAuthSettings::grantName(Grant grant)
{
    switch (grant) {
    case Grant::AuthorizationCode: return QStringLiteral("authorization_code");
    case Grant::ClientCredentials: return QStringLiteral("client_credentials");
    case Grant::JwtBearer: return QStringLiteral("jwt-bearer");
    case Grant::TokenExchange: return QStringLiteral("token-exchange");
    }
    return {};
}

std::optional<OAuthSettings::Grant> OAuthSettings::grantFromName(QStringView name)
{
    for (const Grant grant : {Grant::AuthorizationCode, Grant::ClientCredentials, Grant::JwtBearer, Grant::TokenExchange}) {
        if (name == grantName(grant))
            return grant;
    }
    return std::nullopt;
}

} // namespace RpcScope
