#pragma once

#include "lib/httpserver/httprequestparser.h"
#include "lib/rpc/exchange.h"
#include "lib/tap/tapconversation.h"
#include "lib/transport/http/httpresponseparser.h"
#include "lib/transport/sseparser.h"

#include <QObject>
#include <QUrl>

#include <deque>
#include <memory>

class QTcpSocket;

namespace RpcScope {

/// One client connection of an HTTP tap and its own connection to the upstream server: each
/// request goes on once it has arrived whole (its Host line naming the upstream, every other
/// byte as the client wrote it), every byte of the answers goes back the moment it arrives
/// (event streams included), and each is followed as RpcClient would follow it: a JSON-RPC
/// POST and its answer (a JSON body or an event stream) become an Exchange with its HTTP
/// details, classified; what a stream brings besides the answer, and a GET stream's events,
/// become server messages. After a 101 (a WebSocket upgrade) bytes pass both ways unread.
class HttpTapConnection : public QObject
{
    Q_OBJECT

public:
    /// Takes \a client over (reparents it).
    HttpTapConnection(QTcpSocket *client, const QUrl &upstream, QObject *parent = nullptr);
    ~HttpTapConnection() override;

signals:
    /// What completed: a client's JSON-RPC request over POST with its answer (or why none
    /// came), a server's message that answers none of them (an event of a stream), a client's
    /// POST of an answer to a server request.
    void observed(const RpcScope::TapEvent &event);
    void problem(const QString &text);
    /// Both connections are closed; the object deletes itself later.
    void closed();

private:
    struct Forwarded
    {
        IncomingHttpRequest request;
        qint64 startedEpochMs = 0;
        bool upgrade = false;          // asked to switch protocols
        std::shared_ptr<Exchange> exchange;   // a JSON-RPC request: followed to its answer
        bool streaming = false;
        SseParser sse;
        QByteArray body;
        JsonDocument answer;
    };

    void onClientBytes();
    void onUpstreamBytes();
    void onUpstreamConnected();
    void onUpstreamGone();
    void onClientGone();
    void forward(IncomingHttpRequest request, QByteArray raw);
    void readResponses();
    void onEvent(Forwarded &forwarded, SseEvent event);
    void finishFront(const TransportError &error);
    void beginResponse();
    void closeBoth();
    void refuseAndClose();
    void refuseUnreachable();
    void deleteWhenClosed();
    QByteArray withUpstreamHost(const QByteArray &raw) const;
    /// HOST:PORT of the upstream, as its Host line names it.
    QByteArray upstreamAuthority() const;
    QString endpointFor(const IncomingHttpRequest &request) const;

    QTcpSocket *m_client = nullptr;
    QTcpSocket *m_upstream = nullptr;
    QUrl m_upstreamUrl;
    HttpRequestParser m_requests;
    HttpResponseParser m_responses;
    QByteArray m_raw;                  // client bytes the request parser has not framed yet
    QByteArray m_pendingUpstream;      // written once the upstream connection is up
    std::deque<std::unique_ptr<Forwarded>> m_forwarded;   // sent on, answers awaited in order
    bool m_responseBegun = false;
    bool m_tunnel = false;             // after a 101: bytes only
    bool m_closing = false;
    bool m_deleting = false;
    bool m_upstreamSpoke = false;      // bytes of the upstream reached the client: no 502 of ours after that
    QByteArray m_refusal;              // the tap's own answer to a request it could not read
    QString m_unreachable;             // why the upstream could not be reached; empty while it can
};

} // namespace RpcScope
