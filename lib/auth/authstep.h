#pragma once

#include "lib/transport/wire.h"

#include <QString>

namespace RpcScope {

/// One step of an authorization flow as it happened: the exchange it was (none for steps
/// that send nothing, such as the browser's) and a verdict in words.
struct AuthStep
{
    enum class Kind {
        Challenge,          ///< the server's 401 or 403 that started the flow
        ResourceMetadata,   ///< RFC 9728
        ServerMetadata,     ///< RFC 8414 / OpenID discovery
        Registration,       ///< RFC 7591, or the client identity chosen without one
        Authorization,      ///< the browser step and its redirect
        Token,              ///< the token request
        TokenExchange,      ///< RFC 8693 at an identity provider: an ID token for an ID-JAG
        Refresh,            ///< a refresh-token grant
        Revocation,         ///< RFC 7009: a token revoked on signing out
    };

    Kind kind = Kind::Challenge;
    QUrl endpoint;             ///< what the flow authorizes for (the challenged URL); empty for a revocation
    QUrl url;
    QByteArray requestBody;    ///< as sent (secrets in it are the reader's to mask)
    TransportReply reply;      ///< empty when nothing was sent
    bool ok = true;            ///< false: the flow stopped here
    bool edited = false;       ///< step by step, a person changed the request before it went
    QString verdict;           ///< what it came to, translated; never a secret

    /// Stable machine name: "challenge", "resource-metadata", "server-metadata",
    /// "registration", "authorization", "token", "token-exchange", "refresh", "revocation" (never translated).
    static QString kindName(Kind kind);
};

} // namespace RpcScope
