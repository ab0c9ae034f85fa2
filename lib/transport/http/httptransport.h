#pragma once

#include "lib/transport/http/httpauthorizer.h"
#include "lib/transport/http/httprequest.h"
#include "lib/transport/transport.h"

#include <QPointer>
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
/// (streamEvent()); the stream's end, or an abort, is its replied(). A resumable one whose
/// stream breaks off is carried on by GETs with Last-Event-ID (SendOptions::resumable); its
/// replied() then holds the POST's head and every stream's body.
/// With an authorizer, a send the server answers with a challenge waits for credentials and
/// goes again (three times at most); its replied() is the last answer, or the challenge with
/// the reason no credentials came as its error.
class HttpTransport : public Transport
{
    Q_OBJECT

public:
    explicit HttpTransport(const QUrl &url, const HttpEndpointOptions &options = {}, QObject *parent = nullptr);
    ~HttpTransport() override;

    Kind kind() const override { return Kind::Http; }
    QString endpoint() const override;
    bool answersInReply() const override { return true; }
    /// The ticket is the HttpClient's, so client()'s headersReceived() and bodyChunk() match it
    /// (the GETs resuming a send have tickets of their own).
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
    /// Gets credentials when the server asks; not owned (transports of one endpoint share it).
    void setAuthorizer(HttpAuthorizer *authorizer);
    HttpAuthorizer *authorizer() const { return m_authorizer; }

private:
    void watchStreams();
    void onHeaders(quint64 ticket, const HttpMeta &meta);
    void onBodyChunk(quint64 ticket, const QByteArray &chunk);
    void onFinished(quint64 ticket, const TransportReply &reply);
    /// The send's stream ended on its own: true when a GET with Last-Event-ID carries it on.
    bool resume(quint64 ticket, bool firstHop, const TransportReply &hopReply);
    void startResumeHop(quint64 ticket);
    /// The send an HttpClient ticket belongs to (a retry after authorizing has a ticket of its own).
    quint64 sendOf(quint64 httpTicket) const;
    /// True when \a reply is a challenge the send waits out for credentials.
    bool awaitCredentials(quint64 ticket, const TransportReply &reply);
    void onAuthorizerSettled(const TransportError &error, bool declined = false);
    /// Ends a send that has nothing on the wire with \a reply.
    void endSend(quint64 ticket, const TransportReply &reply);

    /// A resumable send: its headers for the GETs, and what its hops brought so far.
    struct Resume
    {
        HeaderList extraHeaders;
        TransportReply sofar;        ///< the POST's reply, with the bodies of the GETs after it
        QByteArray lastEventId;
        quint64 hop = 0;             ///< the running GET's HttpClient ticket; 0 between two hops
        bool resuming = false;       ///< the POST is over: the send lives on in GETs
        int eventBase = 0;           ///< events of the earlier hops, so indexes keep counting
        int fruitless = 0;           ///< hops in a row that brought no event
    };

    QUrl m_url;
    HttpEndpointOptions m_options;
    HttpClient *m_client = nullptr;
    QSet<quint64> m_pending;
    QSet<quint64> m_streamingSends;          ///< sent with SendOptions::streaming
    std::map<quint64, SseParser> m_streams;  ///< those answered with text/event-stream
    bool m_watchingStreams = false;
    std::map<quint64, Resume> m_resumable;   ///< by the send's ticket
    std::map<quint64, quint64> m_hops;       ///< a resuming GET's HttpClient ticket -> the send's ticket

    /// A send kept for going again with credentials (only with an authorizer).
    struct Authorized
    {
        QByteArray payload;
        SendOptions options;
        quint64 http = 0;            ///< the HttpClient ticket of the running try; 0 while waiting
        quint64 generation = 0;      ///< the authorizer's credentials the running try carries
        int flows = 0;               ///< authorization flows this send waited for
        TransportReply challenge;    ///< the answer that asked for credentials
    };
    QPointer<HttpAuthorizer> m_authorizer;
    std::map<quint64, Authorized> m_authorized;   ///< by the send's ticket
    std::map<quint64, quint64> m_retries;         ///< a retry's HttpClient ticket -> the send's ticket
};

} // namespace RpcScope
