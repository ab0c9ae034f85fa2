#pragma once

#include "lib/transport/tls/tlsoptions.h"
#include "lib/transport/wire.h"

#include <QList>
#include <QNetworkProxy>
#include <QUrl>

namespace RpcScope {

/// One HTTP/1.1 exchange as the caller wants it on the wire.
struct HttpRequest
{
    QByteArray method = QByteArrayLiteral("POST");
    QUrl url;
    /// Written exactly in this order, names as given. Host, User-Agent, Content-Length and
    /// (from the URL's user info) Authorization are added only when absent.
    HeaderList headers;
    QByteArray body;
    int timeoutMs = 0;            ///< deadline from start(); 0 waits for ever
    bool followRedirects = false; ///< off: a 3xx is the answer, Location visible
    int maxRedirects = 5;
    bool insecure = false;        ///< accept any TLS certificate (each connection says so)
    qint64 maxBodyBytes = qint64(1) << 30;
    /// False: the body goes to HttpClient::bodyChunk() only and TransportReply::body stays
    /// empty (an event stream that lives as long as a session must not pile up in memory).
    bool keepBody = true;
    /// Header names (any case) never sent to another origin when following a redirect,
    /// beside Authorization, Cookie and Proxy-Authorization.
    QList<QByteArray> sensitiveHeaders;
    TlsOptions tls;
    /// DefaultProxy follows QNetworkProxy::applicationProxy(); SOCKS5 and HTTP proxies
    /// are used as tunnels (HTTP CONNECT).
    QNetworkProxy proxy = QNetworkProxy(QNetworkProxy::DefaultProxy);
};

} // namespace RpcScope
