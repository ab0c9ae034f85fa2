#include "lib/transport/transportfactory.h"

#include "lib/tr.h"
#include "lib/transport/http/httptransport.h"
#include "lib/transport/http/legacyssetransport.h"
#include "lib/transport/socket/sockettransport.h"
#include "lib/transport/stdio/stdiotransport.h"
#include "lib/transport/websocket/websockettransport.h"

#include <QProcessEnvironment>

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
        QProcessEnvironment environment;
        for (const auto &[name, value] : settings.environment)
            environment.insert(name, value);
        stdio->setExtraEnvironment(environment);
        stdio->setShutdownGrace(settings.shutdownGraceMs);
        return stdio;
    }
    // Read once here for an endpoint that speaks TLS; a plain one never loads OpenSSL, and
    // never fails for a TLS file it would not use.
    TlsOptions tls;
    if (!settings.tls.isEmpty() && speaksTls(endpoint) && !settings.tls.load(&tls, error))
        return nullptr;
    if (SocketAddress::isAddress(endpoint)) {
        QString why;
        const std::optional<SocketAddress> address = SocketAddress::parse(endpoint, &why);
        if (!address) {
            *error = why;
            return nullptr;
        }
        SocketOptions options;
        options.framing = settings.framing;
        options.insecure = settings.insecure;
        options.tls = tls;
        return new SocketTransport(*address, options, parent);
    }
    if (LegacySseTransport::isAddress(endpoint)) {
        const QUrl stream = LegacySseTransport::streamUrlOf(endpoint);
        if (!stream.isValid()) {
            *error = Tr::tr("\"%1\" is not an endpoint: use sse+http://HOST[:PORT]/PATH or sse+https://… for the URL "
                            "of an HTTP+SSE event stream.")
                         .arg(endpoint);
            return nullptr;
        }
        LegacySseOptions options;
        options.headers = settings.headers;
        options.bearerToken = settings.bearerToken;
        options.insecure = settings.insecure;
        options.tls = tls;
        return new LegacySseTransport(stream, options, parent);
    }
    const QUrl url(endpoint, QUrl::StrictMode);
    const QString scheme = url.scheme().toLower();
    const bool webSocket = scheme == u"ws" || scheme == u"wss";
    if (!url.isValid() || url.host().isEmpty() || (scheme != u"http" && scheme != u"https" && !webSocket)) {
        *error = Tr::tr("\"%1\" is not an endpoint: use http://HOST[:PORT]/PATH, https://…, ws://…, wss://…, "
                        "sse+http://… (MCP's HTTP+SSE), tcp://HOST:PORT, tls+tcp://…, unix:PATH or stdio:COMMAND.")
                     .arg(endpoint);
        return nullptr;
    }
    if (webSocket) {
        WebSocketOptions options;
        options.headers = settings.headers;
        options.bearerToken = settings.bearerToken;
        options.insecure = settings.insecure;
        options.tls = tls;
        return new WebSocketTransport(url, options, parent);
    }
    HttpEndpointOptions options;
    options.headers = settings.headers;
    options.bearerToken = settings.bearerToken;
    options.followRedirects = settings.followRedirects;
    options.insecure = settings.insecure;
    options.tls = tls;
    auto *transport = new HttpTransport(url, options, parent);
    transport->setAuthorizer(settings.authorizer);
    return transport;
}

bool TransportFactory::speaksTls(const QString &endpoint)
{
    for (const QLatin1String scheme : {QLatin1String("https://"), QLatin1String("wss://"), QLatin1String("sse+https://"),
                                       QLatin1String("tls+tcp://")}) {
        if (endpoint.startsWith(scheme, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

std::optional<Framing> TransportFactory::framingOf(const Transport *transport)
{
    if (const auto *stdio = qobject_cast<const StdioTransport *>(transport))
        return stdio->framing();
    if (const auto *socket = qobject_cast<const SocketTransport *>(transport))
        return socket->options().framing;
    return std::nullopt;
}

Transport::Kind TransportFactory::kindOf(const QString &endpoint)
{
    if (isStdio(endpoint))
        return Transport::Kind::Stdio;
    if (endpoint.startsWith(u"ws://", Qt::CaseInsensitive) || endpoint.startsWith(u"wss://", Qt::CaseInsensitive))
        return Transport::Kind::WebSocket;
    if (SocketAddress::isAddress(endpoint))
        return Transport::Kind::Socket;
    if (endpoint.startsWith(u"sse+", Qt::CaseInsensitive))
        return Transport::Kind::HttpSse;
    return Transport::Kind::Http;
}

} // namespace RpcScope
