#pragma once

#include "lib/transport/http/httpresponseparser.h"
#include "lib/transport/tls/tlsoptions.h"
#include "lib/transport/transporterror.h"
#include "lib/transport/websocket/websocketframes.h"
#include "lib/transport/wire.h"

#include <QAbstractSocket>
#include <QObject>
#include <QPointer>
#include <QUrl>

class QSslError;
class QTcpSocket;
class QTimer;

namespace RpcScope {

/// One WebSocket connection (RFC 6455), client side, with every byte of the opening
/// handshake kept: our GET with its headers, the server's 101 and its headers, or the
/// status and body of a refusal. Frames are read by WebSocketFrameReader; pings are
/// answered; a close frame is answered and the server's close code kept; a connection
/// that ends without one is told apart (closeFrameReceived()). ended() comes once, from
/// the event loop, however it ends.
class WebSocketConnection final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WebSocketConnection)

public:
    enum class State { Unconnected, Connecting, Handshaking, Open, Closing, Closed };

    struct Options
    {
        HeaderList headers;            ///< added to the handshake, in order, after our own
        bool insecure = false;         ///< wss: accept any certificate (reported as a diagnostic)
        TlsOptions tls;                ///< wss: extra authorities, client certificate, accepted certificates
        qint64 maxMessageBytes = qint64(64) * 1024 * 1024;
    };

    explicit WebSocketConnection(QObject *parent = nullptr);
    ~WebSocketConnection() override;

    /// Connects (on the next event-loop turn) and sends the opening handshake.
    void open(const QUrl &url, const Options &options);
    /// Sends \a payload as one frame, text or binary; returns the bytes put on the wire
    /// (-1 when the connection is not open).
    qint64 send(const QByteArray &payload, bool binary);
    /// Starts the closing handshake with \a code (or drops a connection not yet open);
    /// ended() follows once the server closed, or after a short grace.
    void close(int code = 1000);
    /// Drops the TCP connection at once; ended() follows.
    void abort();

    State state() const { return m_state; }
    /// The opening handshake as sent and as answered (status 0 when no answer came).
    const HttpMeta &handshake() const { return m_handshake; }
    /// The server's close frame: its code (1005 when it had none) and reason.
    bool closeFrameReceived() const { return m_closeFrameReceived; }
    int closeCode() const { return m_closeCode; }
    const QString &closeReason() const { return m_closeReason; }
    /// What went wrong, when something did: a refused or invalid handshake, a socket or TLS
    /// failure, a protocol violation by the server (translated).
    const TransportError &error() const { return m_error; }

    /// base64(SHA-1(key + RFC 6455's GUID)): what Sec-WebSocket-Accept must say for \a key.
    static QByteArray acceptFor(const QByteArray &key);

signals:
    void opened();
    /// A whole message; \a firstByteEpochMs: when its first byte arrived.
    void messageReceived(const QByteArray &payload, bool binary, qint64 firstByteEpochMs);
    void diagnostic(const QString &text);
    void ended();

private:
    void connectSocket();
    void writeHandshake();
    void onReadyRead();
    void readHandshake(const QByteArray &bytes);
    void readFrames(const QByteArray &bytes);
    void onSocketError(QAbstractSocket::SocketError error);
    void onSslErrors(const QList<QSslError> &errors);
    void refused();
    QString checkSwitch() const;
    void sendClose(int code, const QString &reason);
    void fail(const TransportError &error);
    void finish();

    QUrl m_url;
    Options m_options;
    QTcpSocket *m_socket = nullptr;
    QTimer *m_closeTimer = nullptr;
    State m_state = State::Unconnected;
    QByteArray m_key;
    HttpMeta m_handshake;
    HttpResponseParser m_parser;
    QByteArray m_refusalBody;
    WebSocketFrameReader m_reader;
    qint64 m_partialSinceEpochMs = 0;
    bool m_closeSent = false;
    bool m_closeFrameReceived = false;
    int m_closeCode = 0;
    QString m_closeReason;
    TransportError m_error;
    bool m_finished = false;
};

} // namespace RpcScope
