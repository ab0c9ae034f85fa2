#include "lib/httpserver/loopback.h"

#include <QHostAddress>

namespace RpcScope::Loopback {

bool isHost(const QString &host)
{
    return host.compare(u"localhost", Qt::CaseInsensitive) == 0 || QHostAddress(host).isLoopback();
}

bool isRedirectUri(const QUrl &url)
{
    return url.isValid() && url.scheme() == u"http" && isHost(url.host());
}

} // namespace RpcScope::Loopback
