#include "lib/auth/wellknown.h"

#include "lib/httpserver/loopback.h"

namespace RpcScope {

namespace {

QUrl originOf(const QUrl &url)
{
    return url.adjusted(QUrl::RemovePath | QUrl::RemoveQuery | QUrl::RemoveFragment | QUrl::RemoveUserInfo);
}

QUrl at(const QUrl &origin, const QString &path)
{
    QUrl url = origin;
    url.setPath(path, QUrl::TolerantMode);
    return url;
}

// The path without a trailing slash; empty for the root.
QString pathOf(const QUrl &url)
{
    QString path = url.path(QUrl::FullyEncoded);
    while (path.endsWith(u'/'))
        path.chop(1);
    return path;
}

int defaultPort(const QUrl &url)
{
    return url.scheme().compare(u"https", Qt::CaseInsensitive) == 0 ? 443 : 80;
}

} // namespace

QList<QUrl> WellKnown::resourceMetadataUrls(const QUrl &endpoint)
{
    const QUrl origin = originOf(endpoint);
    const QString path = pathOf(endpoint);
    QList<QUrl> urls;
    if (!path.isEmpty())
        urls.append(at(origin, QStringLiteral("/.well-known/oauth-protected-resource") + path));
    urls.append(at(origin, QStringLiteral("/.well-known/oauth-protected-resource")));
    return urls;
}

QList<QUrl> WellKnown::serverMetadataUrls(const QUrl &issuer)
{
    const QUrl origin = originOf(issuer);
    const QString path = pathOf(issuer);
    if (path.isEmpty()) {
        return {at(origin, QStringLiteral("/.well-known/oauth-authorization-server")),
                at(origin, QStringLiteral("/.well-known/openid-configuration"))};
    }
    return {at(origin, QStringLiteral("/.well-known/oauth-authorization-server") + path),
            at(origin, QStringLiteral("/.well-known/openid-configuration") + path),
            at(origin, path + QStringLiteral("/.well-known/openid-configuration"))};
}

bool WellKnown::resourceCovers(const QUrl &resource, const QUrl &endpoint)
{
    if (!resource.isValid() || resource.isRelative())
        return false;
    if (resource.scheme().compare(endpoint.scheme(), Qt::CaseInsensitive) != 0
        || resource.host().compare(endpoint.host(), Qt::CaseInsensitive) != 0
        || resource.port(defaultPort(resource)) != endpoint.port(defaultPort(endpoint)))
        return false;
    const QString base = pathOf(resource);
    const QString path = pathOf(endpoint);
    return base.isEmpty() || path == base || path.startsWith(base + u'/');
}

bool WellKnown::isPrivate(const QUrl &url)
{
    if (url.scheme().compare(u"https", Qt::CaseInsensitive) == 0)
        return true;
    return Loopback::isHost(url.host());
}

QUrl WellKnown::canonicalResource(const QUrl &endpoint)
{
    return endpoint.adjusted(QUrl::RemoveFragment | QUrl::RemoveUserInfo);
}

} // namespace RpcScope
