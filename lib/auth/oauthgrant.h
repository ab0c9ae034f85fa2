#pragma once

#include "lib/auth/jwtsigner.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <QStringList>
#include <QUrl>

namespace RpcScope {

/// Who we are to one authorization server: its client id and how we got it.
struct ClientIdentity
{
    enum class Origin { PreRegistered, MetadataDocument, Registered };

    QString clientId;
    QByteArray clientSecret;
    QString authMethod;                ///< token endpoint authentication: none, client_secret_basic, client_secret_post
    Origin origin = Origin::Registered;
    QString issuer;                    ///< the authorization server it belongs to
    QUrl redirectUri;                  ///< registered with it (a server may compare it exactly)

    bool isEmpty() const { return clientId.isEmpty(); }
    /// Stable machine name: "pre-registered", "metadata-document", "registered".
    static QString originName(Origin origin);
};

/// What a finished flow holds: the access token and what it is for. In memory only; the
/// token store decides what survives the process.
struct OAuthGrant
{
    QByteArray accessToken;
    QString tokenType;                 ///< as the server said ("Bearer", "DPoP")
    QByteArray refreshToken;
    QDateTime expiresAt;               ///< invalid: the server did not say
    QStringList scopes;                ///< granted (as answered, else as asked)
    QStringList askedScopes;           ///< what the flow asked for (empty: none named)
    QString issuer;
    QString resource;                  ///< the resource it was asked for
    QUrl tokenEndpoint;                ///< where it is refreshed
    QUrl revocationEndpoint;           ///< RFC 7009, where signing out revokes it; empty: nowhere
    /// DPoP (RFC 9449): the key the token is bound to; null for a plain bearer token.
    JwtSigner dpopKey;
    ClientIdentity client;

    bool isEmpty() const { return accessToken.isEmpty(); }
    /// True when the token is known to expire within \a seconds from now.
    bool expiresWithin(qint64 seconds) const
    {
        return expiresAt.isValid() && QDateTime::currentDateTimeUtc().msecsTo(expiresAt) < seconds * 1000;
    }
};

} // namespace RpcScope
