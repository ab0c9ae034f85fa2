#pragma once

#include "lib/transport/http/httprequest.h"
#include "lib/transport/transport.h"

#include <QSet>
#include <QUrl>

#include <map>

namespace RpcScope {

class HttpClient;

/// How one HTTP endpoint is spoken to.
struct HttpEndpointOptions
{
    HeaderList headers;            ///< sent with every request, after the defaults
    QByteArray bearerToken;        ///< sent as "Authorization: Bearer <token>" when set
    int timeoutMs = 0;             ///< 0: none (the RpcClient usually owns deadlines and aborts)
    bool followRedirects = false;
    int maxRedirects = 5;
    bool insecure = false;         ///< accept any TLS certificate
    TlsOptions tls;
    QNetworkProxy proxy = QNetworkProxy(QNetworkProxy::DefaultProxy);
    /// Custom credential headers (e.g. "login_key") kept from other hosts on redirects.
    QList<QByteArray> sensitiveHeaders;
    qint64 maxBodyBytes = qint64(1) << 30;
};

/// JSON-RPC over HTTP: each send() is one POST whose response is the answer (replied()).
/// A streaming send answered with text/event-stream also reports each event as it arrives
/// (streamEvent()); the stream's end, or an abort, is its replied().
class HttpTransport : public Transport
{
    Q_OBJECT

public:
    explicit HttpTransport(const QUrl &url, const HttpEndpointOptions &options = {}, QObject *parent = nullptr);
    ~HttpTransport() override;

    Kind kind() const override { return Kind::Http; }
    QString endpoint() const override;
    bool answersInReply() const override { return true; }
    /// The ticket is the HttpClient's, so client()'s headersReceived() and bodyChunk() match it.
    quint64 send(const QByteArray &payload, const SendOptions &options = {}) override;
    void abort(quint64 ticket, const TransportError &why) override;
    /// Aborts the sends in flight (each gets replied() with Kind::Canceled) and closes the connections.
    void close() override;

    QUrl url() const { return m_url; }
    const HttpEndpointOptions &options() const { return m_options; }
    void setOptions(const HttpEndpointOptions &options) { m_options = options; }
    /// The request send() starts for \a payload: Content-Type and Accept, then Authorization
    /// (bearer), then the endpoint's headers, then the per-send ones. A header of a later group
    /// replaces those of the same name (any case) from earlier groups.
    HttpRequest request(const QByteArray &payload, const SendOptions &options = {}) const;
    /// The client underneath, shared with whoever fetches documents from the same endpoint.
    HttpClient *client() const { return m_client; }

private:
    void watchStreams();
    void onHeaders(quint64 ticket, const HttpMeta &meta);
    void onBodyChunk(quint64 ticket, const QByteArray &chunk);
    void onFinished(quint64 ticket, const TransportReply &reply);

    QUrl m_url;
    HttpEndpointOptions m_options;
    HttpClient *m_client = nullptr;
    QSet<quint64> m_pending;
    QSet<quint64> m_streamingSends;          ///< sent with SendOptions::streaming
    std::map<quint64, SseParser> m_streams;  ///< those answered with text/event-stream
    bool m_watchingStreams = false;
};

} // namespace RpcScope
