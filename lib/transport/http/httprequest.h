#pragma once

#include "lib/transport/wire.h"

#include <QList>
#include <QNetworkProxy>
#include <QSslCertificate>
#include <QSslKey>
#include <QUrl>

#include <optional>

namespace RpcScope {

/// Certificates for one HTTPS endpoint. Empty means: the system's trust store, no client certificate.
struct TlsOptions
{
    /// Trusted in addition to the system's certificate authorities (a private CA, a pinned server).
    QList<QSslCertificate> caCertificates;
    /// Presented when the server asks for one; needs clientKey too. Optional rather than a
    /// null certificate: merely constructing a QSslCertificate or QSslKey loads the TLS backend
    /// and OpenSSL (18-40 ms), which a plain http:// call must not pay.
    std::optional<QSslCertificate> clientCertificate;
    std::optional<QSslKey> clientKey;

    bool isEmpty() const
    {
        return caCertificates.isEmpty() && !clientCertificate && !clientKey;
    }
    /// Identifies these options in the connection pool: a connection made with other
    /// certificates must not be reused for this request.
    QByteArray fingerprint() const;
};

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
    bool insecure = false;        ///< accept any TLS certificate
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
