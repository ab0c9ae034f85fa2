#pragma once

#include "lib/transport/http/httprequest.h"
#include "lib/transport/wire.h"

#include <QHash>
#include <QObject>

#include <memory>
#include <unordered_map>

namespace RpcScope {

class HttpConnection;
struct HttpResponseHead;

/// An HTTP/1.1 client that shows the wire as it is: headers written in the caller's order,
/// every response kept (3xx, 4xx and 5xx are answers, not errors), sizes and timings measured.
/// Keep-alive connections are pooled per scheme, host, port, proxy and TLS options, one
/// exchange at a time each. Nothing blocks; each ticket gets exactly one finished().
/// Its signals may be emitted from deep inside socket handling: a slot may start or abort
/// exchanges, but must delete the client only with deleteLater().
class HttpClient : public QObject
{
    Q_OBJECT

public:
    explicit HttpClient(QObject *parent = nullptr);
    ~HttpClient() override;

    /// Starts an exchange; finished() follows exactly once for the ticket returned (never
    /// from inside this call).
    quint64 start(const HttpRequest &request);
    /// Stops an exchange: finished() is emitted at once with \a why as its error
    /// (Kind::Canceled when \a why is no error). Unknown or finished tickets are ignored.
    void abort(quint64 ticket, const RpcScope::TransportError &why);
    /// Aborts every running exchange with \a why and closes every connection.
    void abortAll(const RpcScope::TransportError &why);
    /// Closes the pooled connections that are not carrying an exchange.
    void closeIdleConnections();

    int runningCount() const { return int(m_exchanges.size()); }
    int idleConnectionCount() const;

    /// "RpcScope/<version>", sent unless the caller gives a User-Agent.
    static QByteArray defaultUserAgent();

signals:
    /// The final response's head (not sent for redirects being followed).
    void headersReceived(quint64 ticket, const RpcScope::HttpMeta &meta);
    /// A piece of the final response's body as it arrives (de-chunked).
    void bodyChunk(quint64 ticket, const QByteArray &chunk);
    void finished(quint64 ticket, const RpcScope::TransportReply &reply);
    /// Side-channel text for the user: certificate problems let through by the user's choice.
    void diagnostic(const QString &text);

protected:
    void timerEvent(QTimerEvent *event) override;

private:
    struct Exchange;

    TransportError prepareHop(Exchange &exchange, const QUrl &url);
    void dispatch(Exchange &exchange, bool freshConnection);
    HttpConnection *takeIdleConnection(const QByteArray &key);
    HttpConnection *newConnection(const QByteArray &key);
    void discard(HttpConnection *connection);
    void park(HttpConnection *connection);
    Exchange *exchangeOf(HttpConnection *connection);
    void onHead(HttpConnection *connection, const HttpResponseHead &head);
    void onBody(HttpConnection *connection, const QByteArray &piece);
    void onComplete(HttpConnection *connection, const HeaderList &trailers);
    void onFailed(HttpConnection *connection, const TransportError &error);
    void onIdleClosed(HttpConnection *connection);
    void followRedirect(Exchange &exchange);
    void finish(quint64 ticket, const TransportError &error);

    std::unordered_map<quint64, std::unique_ptr<Exchange>> m_exchanges;
    QHash<QByteArray, QList<HttpConnection *>> m_idle;  ///< most recently used last
    QHash<int, quint64> m_deadlines;                    ///< timer id to ticket
    quint64 m_lastTicket = 0;
    quint64 m_startingTicket = 0;                       ///< finished() for it is posted, not emitted
};

} // namespace RpcScope
