#pragma once

#include "lib/transport/http/httprequest.h"
#include "lib/transport/transport.h"

#include <QTimer>
#include <QUrl>

#include <deque>
#include <map>
#include <memory>

namespace RpcScope {

class HttpClient;

/// How one HTTP+SSE endpoint is spoken to.
struct LegacySseOptions
{
    HeaderList headers;            ///< sent with the GET and every POST, after the defaults
    QByteArray bearerToken;        ///< sent as "Authorization: Bearer <token>" when set
    bool insecure = false;         ///< https: accept any TLS certificate
    TlsOptions tls;
    QNetworkProxy proxy = QNetworkProxy(QNetworkProxy::DefaultProxy);
    /// From the GET to the endpoint event; longer, and the sends waiting for it fail. 0: no limit.
    int handshakeTimeoutMs = 15000;
    /// The largest event accepted from the stream (its data lines together).
    qint64 maxMessageBytes = qint64(64) * 1024 * 1024;
};

/// MCP's older "HTTP with SSE" transport (revision 2024-11-05): a GET opens an event stream
/// whose first event, `endpoint`, names the URL to POST each message to (resolved against the
/// stream's URL, and refused unless it has the same origin); every `message` event's data is a
/// message from the server, delivered as messageReceived() for the RpcClient to match by id.
///
/// The stream opens at the first send() (or open()); sends made meanwhile wait for the endpoint
/// event. replied() follows each POST: no error for a 2xx, the status and body in words for
/// anything else. A message arriving while a POST is on its way is held until that POST's
/// replied(), so an answer never overtakes the news that its request went out. When the stream
/// ends, channelClosed() says why and the POSTs still out fail with it (their answers could only
/// have come on that stream); the next send() opens a new stream.
///
/// Addresses: `sse+http://HOST[:PORT]/PATH` and `sse+https://…` name the stream's URL.
class LegacySseTransport final : public Transport
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LegacySseTransport)

public:
    enum class State { Closed, Connecting, Open };
    Q_ENUM(State)

    /// \a streamUrl is the http(s) URL of the event stream (without "sse+").
    explicit LegacySseTransport(const QUrl &streamUrl, const LegacySseOptions &options = {},
                                QObject *parent = nullptr);
    ~LegacySseTransport() override;

    Kind kind() const override { return Kind::HttpSse; }
    /// "sse+http://127.0.0.1:3001/sse"
    QString endpoint() const override;
    bool answersInReply() const override { return false; }
    /// \a options' extra headers go with this message's POST.
    quint64 send(const QByteArray &payload, const SendOptions &options = {}) override;
    /// Drops a send still waiting for the endpoint event, or stops its POST.
    void abort(quint64 ticket, const TransportError &why) override;
    /// Drops what is not sent yet, stops the POSTs and the stream; channelClosed() follows.
    void close() override;

    /// Opens the stream now instead of at the first send(); nothing while one is open or opening.
    void open();
    State state() const { return m_state; }
    QUrl streamUrl() const { return m_url; }
    /// Where messages are posted, from the endpoint event; empty until it came.
    QUrl messageUrl() const { return m_messageUrl; }
    const LegacySseOptions &options() const { return m_options; }
    /// Takes effect at the next stream and POST.
    void setOptions(const LegacySseOptions &options) { m_options = options; }
    HttpClient *client() const { return m_client; }

    /// "sse+http://…" or "sse+https://…" (any case).
    static bool isAddress(QStringView address);
    /// The stream's http(s) URL an address names; invalid when it names none.
    static QUrl streamUrlOf(const QString &address);

signals:
    /// The endpoint event came: messages now go to \a messageUrl.
    void opened(const QUrl &messageUrl);

private:
    struct Send
    {
        quint64 ticket = 0;
        QByteArray payload;
        HeaderList extraHeaders;
        qint64 startedEpochMs = 0;
    };
    struct Held
    {
        QByteArray bytes;
        qint64 epochMs = 0;
        quint64 barrier = 0;   ///< the newest POST out when it arrived: held until that one replied
    };

    void connectStream();
    void post(const Send &send);
    HeaderList baseHeaders() const;
    void onHeaders(quint64 httpTicket, const HttpMeta &meta);
    void onBodyChunk(quint64 httpTicket, const QByteArray &chunk);
    void onFinished(quint64 httpTicket, const TransportReply &reply);
    void onEvent(SseEvent event);
    void onEndpoint(const SseEvent &event);
    void onHandshakeTimeout();
    /// Ends the stream with \a why (its end is then reported like any other).
    void failStream(const TransportError &why);
    void onStreamFinished(const TransportReply &reply);
    void deliver(const QByteArray &bytes, qint64 epochMs);
    /// Emits the held messages no POST still out may be answered by; false when a handler
    /// deleted this transport.
    bool flushHeld();
    void replyError(const Send &send, const TransportError &why);

    QUrl m_url;
    LegacySseOptions m_options;
    HttpClient *m_client = nullptr;
    State m_state = State::Closed;
    quint64 m_streamTicket = 0;          ///< the GET's HttpClient ticket; 0: none
    std::unique_ptr<SseParser> m_parser;
    bool m_streamAccepted = false;       ///< 200 with text/event-stream
    int m_streamStatus = 0;
    QByteArray m_streamReason;
    QByteArray m_refusal;                ///< the start of a refused GET's body, for the message
    QUrl m_messageUrl;
    QTimer m_handshakeTimer;
    std::deque<Send> m_waiting;          ///< sends made before the endpoint event
    std::map<quint64, quint64> m_posts;  ///< own ticket -> HttpClient ticket, of POSTs out
    std::map<quint64, quint64> m_byHttp; ///< HttpClient ticket -> own ticket
    std::deque<Held> m_held;
    quint64 m_nextTicket = 1;
    int m_connections = 0;
};

} // namespace RpcScope
