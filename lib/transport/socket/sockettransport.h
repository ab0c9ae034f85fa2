#pragma once

#include "lib/transport/framing/framer.h"
#include "lib/transport/tls/tlsoptions.h"
#include "lib/transport/transport.h"

#include <QElapsedTimer>
#include <QTimer>

#include <deque>
#include <memory>
#include <optional>

class QIODevice;

namespace RpcScope {

/// Where a socket endpoint is: `tcp://HOST:PORT`, `tls+tcp://HOST:PORT` or `unix:PATH`.
struct SocketAddress
{
    enum class Family { Tcp, Tls, Unix };
    Family family = Family::Tcp;
    QString host;    ///< TCP and TLS
    quint16 port = 0;
    QString path;    ///< Unix

    /// Whether \a endpoint names a socket (by its scheme; it may still be malformed).
    static bool isAddress(QStringView endpoint);
    /// Nothing, and a translated \a error, when \a endpoint is not a usable socket address.
    static std::optional<SocketAddress> parse(const QString &endpoint, QString *error);
    QString toString() const;
};

/// How one socket endpoint is spoken to.
struct SocketOptions
{
    Framing framing = Framing::Ndjson;
    bool insecure = false;        ///< TLS: accept any certificate (reported as a diagnostic)
    TlsOptions tls;               ///< TLS: extra authorities, client certificate, accepted certificates
    int connectTimeoutMs = 15000; ///< how long connecting (and the TLS handshake) may take
    qsizetype maxMessageBytes = Framer::DefaultMaxMessageSize;
};

/// JSON-RPC over a byte stream socket: TCP, TLS over TCP, or a Unix domain socket, framed as
/// NDJSON, Content-Length or concatenated JSON values. The connection opens at the first
/// send(); sends made meanwhile wait for it. Every message from the server arrives as
/// messageReceived() and the RpcClient matches answers by id. replied() confirms a send once
/// its bytes are handed to the kernel. When the server ends the connection, channelClosed()
/// says so; the next send() connects again.
class SocketTransport final : public Transport
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SocketTransport)

public:
    enum class State { Closed, Connecting, Open, Closing };
    Q_ENUM(State)

    explicit SocketTransport(const SocketAddress &address, const SocketOptions &options = {},
                             QObject *parent = nullptr);
    ~SocketTransport() override;

    Kind kind() const override { return Kind::Socket; }
    QString endpoint() const override { return m_address.toString(); }
    bool answersInReply() const override { return false; }

    quint64 send(const QByteArray &payload, const SendOptions &options = {}) override;
    /// Drops a send still waiting for the connection; one handed to the socket is on its way.
    void abort(quint64 ticket, const TransportError &why) override;
    /// Writes out what is queued, then ends the connection; channelClosed() reports the end.
    void close() override;
    bool isChannelOpen() const override { return m_state != State::Closed; }

    State state() const { return m_state; }
    const SocketOptions &options() const { return m_options; }

private:
    struct PendingSend
    {
        quint64 ticket = 0;
        QByteArray framed;
        qint64 startedNs = 0;
        qint64 startedEpochMs = 0;
        qint64 endOffset = 0;   ///< the stream offset at which its last byte is written
        qint64 bytes = 0;       ///< framed, on the wire
    };

    void connectSocket();
    void onConnected();
    void onReadyRead();
    void onBytesWritten(qint64 bytes);
    void onError(const QString &text, TransportError::Kind kind);
    void onDisconnected();
    void writeOut(PendingSend send);
    TransportReply replyFor(const PendingSend &send) const;
    void failWaiting(const TransportError &why);

    SocketAddress m_address;
    SocketOptions m_options;
    std::unique_ptr<Framer> m_framer;
    qint64 m_partialSinceEpochMs = 0;   // when the message held in part began (0: none held)
    QIODevice *m_device = nullptr;
    State m_state = State::Closed;
    bool m_closeRequested = false;
    bool m_everOpened = false;
    TransportError m_error;
    qint64 m_connectedNs = -1;
    qint64 m_queuedBytes = 0;
    qint64 m_writtenBytes = 0;
    std::deque<PendingSend> m_waiting;   ///< made while the connection opens
    std::deque<PendingSend> m_writing;   ///< on their way to the kernel
    QTimer m_deadline;                   ///< connecting, and the orderly close
    quint64 m_nextTicket = 1;
    QElapsedTimer m_clock;
    int m_connections = 0;
};

} // namespace RpcScope
