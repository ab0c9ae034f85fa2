#pragma once

#include "lib/transport/http/httprequest.h"
#include "lib/transport/http/httpresponseparser.h"

#include <QAbstractSocket>
#include <QNetworkProxy>
#include <QObject>

class QSslError;
class QTcpSocket;

namespace RpcScope {

/// One TCP (or TLS) connection carrying one HTTP/1.1 exchange at a time. It writes the
/// request bytes it is given, reads whatever the socket holds in one go and parses it from
/// that buffer. The pool, redirects and deadlines live in HttpClient.
class HttpConnection : public QObject
{
    Q_OBJECT

public:
    HttpConnection(const QByteArray &poolKey, QObject *parent = nullptr);
    ~HttpConnection() override;

    const QByteArray &poolKey() const { return m_poolKey; }
    /// Connects (on the next event-loop turn, so no failure is reported from inside this call).
    void open(const QString &host, quint16 port, bool tls, const HttpRequest &request);
    /// Starts one exchange; the bytes are written as soon as the connection is ready.
    void send(const QByteArray &head, const QByteArray &body, bool headRequest, qint64 maxBodyBytes);
    /// Drops the socket at once; no signal follows.
    void close();

    /// Connected, no exchange running: may take the next request.
    bool isIdle() const { return m_state == State::Ready && !m_busy; }
    /// Whether the current exchange is not the connection's first.
    bool isReused() const { return m_exchanges > 1; }
    bool responseStarted() const { return m_parser.hasStarted(); }
    qint64 exchangeBytesSent() const { return m_written; }
    qint64 exchangeBytesReceived() const { return m_received; }
    qint64 expectedBodyBytes() const { return m_parser.expectedBodyBytes(); }
    /// The head parsed so far (also after a failure), for the report.
    const HttpResponseHead &responseHead() const { return m_parser.head(); }

    quint64 ticket() const { return m_ticket; }
    void setTicket(quint64 ticket) { m_ticket = ticket; }

signals:
    void connected();           ///< TCP and, for https, TLS are up
    void requestSent();         ///< the last request byte was handed to the kernel
    void firstByte();
    void headReceived(const RpcScope::HttpResponseHead &head);
    void bodyReceived(const QByteArray &piece);
    /// The response is complete; isIdle() tells whether the connection can be reused.
    void responseComplete(const RpcScope::HeaderList &trailers);
    void failed(const RpcScope::TransportError &error);
    /// The connection ended (or misbehaved) while no exchange was running.
    void idleClosed();
    /// Certificate problems let through by the user's choice (--insecure, an accepted
    /// certificate), said once per connection.
    void tlsNote(const QString &text);

private:
    enum class State { Unconnected, Connecting, Ready, Closed };

    void connectSocket();
    void onReady();
    void onReadyRead();
    void onBytesWritten(qint64 bytes);
    void onSocketError(QAbstractSocket::SocketError error);
    void onSslErrors(const QList<QSslError> &errors);
    void onEndOfStream();
    void writeRequest();
    void countWritten(qint64 bytes);
    void drive();
    void completeExchange();
    void failExchange(const TransportError &error);
    void closeWhileIdle();
    TransportError describe(QAbstractSocket::SocketError error) const;

    QByteArray m_poolKey;
    QTcpSocket *m_socket = nullptr;
    QString m_host;
    QNetworkProxy m_proxy;           ///< as asked for; once connecting, as resolved
    quint16 m_port = 0;
    bool m_tls = false;
    State m_state = State::Unconnected;
    HttpResponseParser m_parser;
    QByteArray m_head;
    QByteArray m_body;
    TransportError m_tlsRefusal;     ///< the certificate verdict, when it refused
    bool m_insecure = false;
    TlsOptions m_tlsOptions;
    quint64 m_ticket = 0;
    quint64 m_generation = 0;  ///< bumped when an exchange ends, so a handler's re-entry is noticed
    qint64 m_toWrite = 0;
    qint64 m_written = 0;
    qint64 m_received = 0;
    int m_exchanges = 0;
    bool m_busy = false;
    bool m_requestWritten = false;
    bool m_directSend = false;       ///< plain TCP without proxy: writeRequest() may call send()
};

} // namespace RpcScope
