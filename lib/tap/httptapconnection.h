#pragma once

#include "lib/httpserver/httprequestparser.h"
#include "lib/rpc/exchange.h"
#include "lib/tap/tapconversation.h"
#include "lib/tap/tapmessage.h"
#include "lib/tap/websockettapfollower.h"
#include "lib/transport/http/httpresponseparser.h"
#include "lib/transport/sseparser.h"
#include "lib/transport/tls/tlsoptions.h"

#include <QObject>
#include <QUrl>

#include <deque>
#include <memory>

class QTcpSocket;

namespace RpcScope {

class HttpTap;

/// Where an HTTP tap sends its clients' requests: an http:// or https:// URL, and for https the
/// certificates (the system's authorities unless told more; --insecure accepts any, and says so).
struct HttpTapUpstream
{
    QUrl url;
    TlsOptions tls;
    bool insecure = false;
};

/// What the tap records \a request's exchange under: \a upstream with the request's path, no
/// query, no user info.
QString endpointOf(const QUrl &upstream, const IncomingHttpRequest &request);

/// One client connection of an HTTP tap and its own connection to the upstream server: each
/// request goes on once it has arrived whole (its Host line naming the upstream, every other
/// byte as the client wrote it), every byte of the answers goes back the moment it arrives
/// (event streams included), and each is followed as RpcClient would follow it: a JSON-RPC
/// POST and its answer (a JSON body or an event stream) become an Exchange with its HTTP
/// details, classified; what a stream brings besides the answer, and a GET stream's events,
/// become server messages. After a 101 bytes pass both ways unchanged; a WebSocket's are
/// followed too (WebSocketTapFollower), each text message a JSON-RPC message at ws://….
/// While a breakpoint watches the server's messages, a JSON answer to a JSON-RPC POST is kept
/// until it is whole, and held when a breakpoint stops it; what follows it on the connection
/// waits behind it. Event streams and WebSocket messages are shown, never held.
class HttpTapConnection : public QObject
{
    Q_OBJECT

public:
    /// Takes \a client over (reparents it); \a tap numbers the messages and says what to hold.
    HttpTapConnection(QTcpSocket *client, const HttpTapUpstream &upstream, HttpTap *tap, QObject *parent = nullptr);
    ~HttpTapConnection() override;

    /// Decides held request \a seq (see ControllableTap::settle). Edit sends the request with
    /// \a text as its body (Content-Length made to fit); Answer answers the client with \a text
    /// (200, application/json) and Drop with 502 (202 for a notification or an answer), both only
    /// once the answers to the requests before it on this connection are through. For a held
    /// answer of the server's, Edit gives the client \a text as the body instead (the status line
    /// and headers as read, Content-Length made to fit) and Drop a 502; Answer is refused.
    bool settle(quint64 seq, TapVerdict verdict, const QByteArray &text, QString *error);
    bool isHeld(quint64 seq) const;
    /// Sends every held request and answer on as read.
    void releaseAll();

signals:
    /// What completed: a client's JSON-RPC request over POST with its answer (or why none
    /// came), a server's message that answers none of them (an event of a stream), a client's
    /// POST of an answer to a server request.
    void observed(const RpcScope::TapEvent &event);
    void problem(const QString &text);
    /// Both connections are closed; the object deletes itself later.
    void closed();
    /// A JSON-RPC message seen (a client's request or answer, a server's answer or event).
    void seen(const RpcScope::TapMessage &message);
    /// Held message \a seq (a request or an answer) was decided.
    void settled(quint64 seq, RpcScope::TapVerdict verdict, const QByteArray &sent);

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
        bool clientAnswer = false;     // a client's POST of an answer to a server request
        qint64 bodyBytes = 0;          // as received, once the answer is complete
        bool shown = false;            // its answer was shown when it was held
    };
    /// The methods of \a forwarded's JSON-RPC request, which its answer answers.
    static QStringList methodsOf(const Forwarded &forwarded);
    /// Bytes of the upstream's not written to the client yet: a held answer, or what came after it.
    struct Answer
    {
        QByteArray raw;                // what the client gets: as read, unless edited or dropped
        quint64 seq = 0;               // a held answer's message; 0: bytes that only wait their turn
        bool held = false;
        bool timing = false;           // its hold timeout runs (from when it is first in line)
        HttpResponseHead head;         // a held answer's, for an edit
        std::unique_ptr<Forwarded> forwarded;   // a held answer's exchange, observed once it goes on
    };
    /// A request read whole and not sent on yet: held at a breakpoint, or behind one.
    struct Waiting
    {
        std::unique_ptr<Forwarded> forwarded;
        QByteArray wire;               // as it goes to the upstream (Host naming it)
        quint64 seq = 0;               // a JSON-RPC message's; 0: none
        bool held = false;
        bool timing = false;           // its hold timeout runs (from when it is first in line)
    };

    void onClientBytes();
    void onUpstreamBytes();
    /// Upstream bytes, to the client or kept back.
    void takeUpstreamBytes(const QByteArray &bytes);
    void onUpstreamConnected();
    void onUpstreamGone();
    void onClientGone();
    void forward(IncomingHttpRequest request, QByteArray raw);
    /// Sends on the waiting requests up to the first held one.
    void pump();
    void send(Waiting waiting);
    /// The tap's own answer to the held request at the front (Drop, Answer), in order.
    bool answerHeld(quint64 seq, TapVerdict verdict, const QByteArray &text, QString *error);
    /// A server's JSON-RPC message, for a controller.
    void seenFromServer(const QByteArray &message);
    void readResponses();
    /// Bytes for the client, behind any answer still kept back.
    void toClient(const QByteArray &bytes);
    /// The current response is no longer kept back: what was kept goes on.
    void stopKeepingBack();
    /// The front response ended whole while kept back: it goes on, or is held at a breakpoint.
    void keptResponseDone();
    /// Writes the kept answers up to the first held one.
    void pumpAnswers();
    bool settleAnswer(quint64 seq, TapVerdict verdict, const QByteArray &text, QString *error);
    /// Takes the front forwarded request off, its answer done or given up.
    std::unique_ptr<Forwarded> popFront();
    void finishForwarded(std::unique_ptr<Forwarded> forwarded, const TransportError &error);
    qsizetype keptBytes() const;
    void onEvent(Forwarded &forwarded, SseEvent event);
    void finishFront(const TransportError &error);
    void beginResponse();
    void closeBoth();
    void refuseAndClose();
    void refuseUnreachable();
    void deleteWhenClosed();
    /// Hands on what the WebSocket follower completed and said.
    void deliverWebSocket();
    QByteArray withUpstreamHost(const QByteArray &raw) const;
    /// HOST:PORT of the upstream, as its Host line names it.
    QByteArray upstreamAuthority() const;
    QString endpointFor(const IncomingHttpRequest &request) const { return endpointOf(m_upstreamUrl, request); }

    QTcpSocket *m_client = nullptr;
    QTcpSocket *m_upstream = nullptr;
    QUrl m_upstreamUrl;
    HttpRequestParser m_requests;
    HttpResponseParser m_responses;
    QByteArray m_raw;                  // client bytes the request parser has not framed yet
    QByteArray m_pendingUpstream;      // written once the upstream connection is up
    std::deque<std::unique_ptr<Forwarded>> m_forwarded;   // sent on, answers awaited in order
    std::deque<Waiting> m_waiting;     // read, not sent on yet (a breakpoint holds the first)
    std::deque<Answer> m_answers;      // read from the upstream, not written yet (a breakpoint holds the first)
    QByteArray m_unwritten;            // the current response's bytes, kept back until it is whole
    bool m_keepingBack = false;        // the current response may be held: kept until it is whole
    bool m_closeAfterAnswers = false;  // close once the held answers are out (the upstream went, or a refusal)
    bool m_upstreamGone = false;       // its end was read: nothing more goes to it
    HttpTap *m_tap = nullptr;
    bool m_responseBegun = false;
    bool m_tunnel = false;             // after a 101: bytes only
    std::unique_ptr<WebSocketTapFollower> m_webSocket;   // after a WebSocket's 101: its messages
    bool m_closing = false;
    bool m_deleting = false;
    bool m_upstreamReady = false;      // connected (and encrypted, for https): requests go on
    bool m_upstreamSpoke = false;      // bytes of the upstream reached the client: no 502 of ours after that
    QByteArray m_refusal;              // the tap's own answer to a request it could not read
    QString m_unreachable;             // why the upstream could not be reached; empty while it can
    TransportError::Kind m_unreachableKind = TransportError::Kind::ConnectionRefused;
    QString m_tlsRefusal;              // why the upstream's certificate was refused
};

} // namespace RpcScope
