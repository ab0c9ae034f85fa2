#pragma once

#include "lib/transport/tls/tlsoptions.h"
#include "lib/transport/transport.h"

#include <QElapsedTimer>
#include <QUrl>

#include <deque>



namespace RpcScope {

class WebSocketConnection;

/// How one WebSocket endpoint is spoken to.
struct WebSocketOptions
{
    HeaderList headers;            ///< added to the opening handshake, in order
    QByteArray bearerToken;        ///< sent on the handshake as "Authorization: Bearer <token>"
    bool insecure = false;         ///< wss: accept any TLS certificate (reported as a diagnostic)
    TlsOptions tls;                ///< wss: extra authorities, client certificate, accepted certificates
    /// The largest message accepted from the server. A bigger one closes the connection
    /// with 1009 (message too big), reported as TransportError::Kind::TooLarge.
    qint64 maxMessageBytes = qint64(64) * 1024 * 1024;
    /// How long the opening handshake may take before the connection is given up; 0: no limit.
    int handshakeTimeoutMs = 15000;
};

/// JSON-RPC over a WebSocket (ws:// and wss://): one message per text frame each way.
/// The connection opens at the first send() (or open()); sends made while it opens wait
/// for it. Every message from the server arrives as messageReceived(), and the RpcClient
/// matches answers by id; a binary message is delivered too and reported as a diagnostic.
/// When the connection ends, channelClosed() says how, close code and reason in words
/// ("1011 internal error"); the next send() opens a new connection.
class WebSocketTransport final : public Transport
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WebSocketTransport)

public:
    enum class State { Closed, Connecting, Open, Closing };
    Q_ENUM(State)

    explicit WebSocketTransport(const QUrl &url, const WebSocketOptions &options = {}, QObject *parent = nullptr);
    ~WebSocketTransport() override;

    Kind kind() const override { return Kind::WebSocket; }
    QString endpoint() const override;
    bool answersInReply() const override { return false; }

    /// Sends \a payload as one text frame (as one binary frame when it is not valid UTF-8,
    /// which a text frame must be, with a diagnostic). replied() follows once the frame is
    /// handed to the socket (empty body), or with the error that kept it from being sent.
    quint64 send(const QByteArray &payload, const SendOptions &options = {}) override;
    /// Drops a send still waiting for the connection; replied() follows with \a why.
    void abort(quint64 ticket, const TransportError &why) override;
    /// Closes with 1000 (normal closure); channelClosed() reports the end.
    void close() override;

    /// Opens the connection now instead of at the first send(); nothing while one is open.
    void open();
    State state() const { return m_state; }
    QUrl url() const { return m_url; }
    const WebSocketOptions &options() const { return m_options; }
    /// Takes effect at the next connection.
    void setOptions(const WebSocketOptions &options) { m_options = options; }
    /// The last connection's close code (0: none yet) and reason, as the server sent them.
    int lastCloseCode() const { return m_lastCloseCode; }
    QString lastCloseReason() const { return m_lastCloseReason; }

    /// "1011 internal error": a close code with its RFC 6455 meaning, translated.
    static QString closeCodeText(int code);

signals:
    /// The handshake succeeded.
    void opened();
    /// The connection ended: \a code and \a reason as received (1006 when no close frame came).
    void closed(int code, const QString &reason);

private:
    struct PendingSend
    {
        quint64 ticket = 0;
        QByteArray payload;
        qint64 startedNs = 0;
        qint64 startedEpochMs = 0;
    };

    void connectSocket();
    void onConnected();
    void onDisconnected();
    void onMessage(const QByteArray &message, bool binary, qint64 firstByteEpochMs);
    void writeOut(const PendingSend &send);
    TransportError closeError() const;

    QUrl m_url;
    WebSocketOptions m_options;
    WebSocketConnection *m_socket = nullptr;
    State m_state = State::Closed;
    bool m_closeRequested = false;
    QString m_errorText;
    qint64 m_connectedNs = -1;
    std::deque<PendingSend> m_waiting;   ///< sends made while the connection opens
    quint64 m_nextTicket = 1;
    QElapsedTimer m_clock;
    int m_lastCloseCode = 0;
    QString m_lastCloseReason;
    int m_connections = 0;
};

} // namespace RpcScope
