#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <optional>

namespace RpcScope {

/// The documents an OAuth 2.1 flow reads from servers, each parsed from the body as sent.
/// parse() returns nothing and says why in \a error (translated) when the body is not a
/// JSON object or lacks what the flow needs; members the flow does not use are ignored.

/// OAuth 2.0 Protected Resource Metadata (RFC 9728 §2).
struct ResourceMetadata
{
    QString resource;                  ///< exactly as written
    QStringList authorizationServers;  ///< issuer identifiers
    QStringList scopesSupported;
    bool hasScopesSupported = false;

    static std::optional<ResourceMetadata> parse(const QByteArray &body, QString *error);
};

/// OAuth 2.0 Authorization Server Metadata (RFC 8414 §2), or an OpenID Provider's.
struct ServerMetadata
{
    QString issuer;
    QUrl authorizationEndpoint;
    QUrl tokenEndpoint;
    QUrl registrationEndpoint;
    QUrl revocationEndpoint;                     ///< RFC 7009; empty: tokens cannot be revoked
    QStringList scopesSupported;
    QStringList responseTypesSupported;
    QStringList grantTypesSupported;
    QStringList codeChallengeMethodsSupported;
    QStringList tokenEndpointAuthMethodsSupported;
    QStringList dpopSigningAlgValuesSupported;
    bool issParameterSupported = false;          ///< RFC 9207 authorization_response_iss_parameter_supported
    bool clientIdMetadataDocumentSupported = false;

    static std::optional<ServerMetadata> parse(const QByteArray &body, QString *error);
    /// The 2025-03-26 fallback when a server publishes no metadata: /authorize, /token and
    /// /register at \a origin.
    static ServerMetadata fallbackFor(const QUrl &origin);
};

/// A Dynamic Client Registration answer (RFC 7591 §3.2.1).
struct ClientRegistration
{
    QString clientId;
    QByteArray clientSecret;
    QString tokenEndpointAuthMethod;   ///< empty: the server did not say

    static std::optional<ClientRegistration> parse(const QByteArray &body, QString *error);
};

/// A token endpoint's success answer (RFC 6749 §5.1).
struct TokenAnswer
{
    QByteArray accessToken;
    QString tokenType;
    qint64 expiresInSeconds = -1;      ///< -1: not said
    QByteArray refreshToken;
    QString scope;                     ///< empty: as requested
    bool hasScope = false;

    static std::optional<TokenAnswer> parse(const QByteArray &body, QString *error);
};

/// An OAuth error answer (RFC 6749 §5.2) or an authorization error redirect: "error" and its
/// description in one line, or nothing when the body names no error.
QString oauthErrorText(const QByteArray &body);

} // namespace RpcScope
