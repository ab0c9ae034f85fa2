#include "lib/transport/transportfactory.h"

#include "lib/tr.h"
#include "lib/transport/http/httptransport.h"
#include "lib/transport/stdio/stdiotransport.h"

namespace RpcScope {

Transport *TransportFactory::create(const QString &endpoint, const EndpointSettings &settings, QString *error,
                                    QObject *parent)
{
    if (isStdio(endpoint)) {
        auto *stdio = new StdioTransport(parent);
        QString why;
        if (!stdio->setCommandLine(endpoint.mid(6), &why)) {
            *error = Tr::tr("Cannot use %1: %2").arg(endpoint, why);
            delete stdio;
            return nullptr;
        }
        stdio->setFraming(settings.framing);
        stdio->setWorkingDirectory(settings.workingDirectory);
        return stdio;
    }
    const QUrl url(endpoint, QUrl::StrictMode);
    const QString scheme = url.scheme().toLower();
    if (!url.isValid() || url.host().isEmpty() || (scheme != u"http" && scheme != u"https")) {
        if (scheme == u"ws" || scheme == u"wss")
            *error = Tr::tr("WebSocket endpoints (%1) are not supported yet.").arg(endpoint);
        else
            *error = Tr::tr("\"%1\" is not an endpoint: use http://HOST[:PORT]/PATH, https://… or stdio:COMMAND.")
                         .arg(endpoint);
        return nullptr;
    }
    HttpEndpointOptions options;
    options.headers = settings.headers;
    options.bearerToken = settings.bearerToken;
    options.followRedirects = settings.followRedirects;
    options.insecure = settings.insecure;
    return new HttpTransport(url, options, parent);
}

} // namespace RpcScope
