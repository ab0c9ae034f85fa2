#pragma once

#include <QList>
#include <QUrl>

namespace RpcScope {

/// Where OAuth metadata lives, in the order the MCP specification asks clients to look.
class WellKnown
{
public:
    /// Protected resource metadata of \a endpoint (RFC 9728 §3.1): the path-inserted URL
    /// (/.well-known/oauth-protected-resource/PATH), then the root one.
    static QList<QUrl> resourceMetadataUrls(const QUrl &endpoint);
    /// Authorization server metadata of \a issuer: RFC 8414 path-inserted, OpenID Connect
    /// path-inserted, OpenID Connect path-appended; without a path, RFC 8414 then OpenID.
    static QList<QUrl> serverMetadataUrls(const QUrl &issuer);
    /// Whether the protected resource \a resource (as its metadata names it) covers \a endpoint:
    /// the same scheme, host and port, and the endpoint's path at or below the resource's.
    static bool resourceCovers(const QUrl &resource, const QUrl &endpoint);
    /// \a endpoint without fragment and user info: the resource a client names when no
    /// metadata names it (RFC 8707 §2).
    static QUrl canonicalResource(const QUrl &endpoint);
    /// Whether what goes to \a url stays private on the way: https, or http to this machine.
    static bool isPrivate(const QUrl &url);
};

} // namespace RpcScope
