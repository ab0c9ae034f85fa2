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
#include <optional>

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
/// While a controller watches, a JSON answer to a JSON-RPC POST that a breakpoint may stop is
/// kept until it is whole, and held when one does; an event stream (chunked, or ending with the
/// connection) goes to the client event by event, its events' bytes as read in chunks of the
/// tap's own, so that an event a breakpoint stops is held and one can be injected between two.
/// What follows a held message on the connection waits behind it. WebSocket messages are
/// shown, never held.
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
    /// and headers as read, Content-Length made to fit) and Drop a 502; Answer is refused. For
    /// a held event of a stream, Edit gives the client the event with \a text as its data (its
    /// other lines as read), Drop leaves it out, and Answer, for a request of the server's,
    /// leaves it out and POSTs \a text to the server as the client's answer.
    bool settle(quint64 seq, TapVerdict verdict, const QByteArray &text, QString *error);
    bool isHeld(quint64 seq) const;
    /// Sends every held request and answer on as read.
    void releaseAll();
    /// The connection has an event stream open that the tap writes event by event, and that
    /// stream belongs to a GET (the server's own channel, what an injection prefers).
    bool hasInjectableStream() const { return m_framingEvents; }
    bool streamIsStandalone() const;
    /// Writes \a text to the client as an event of the stream open on this connection (behind
    /// anything held), and follows it as a server's message; false when no stream is open.
    bool injectEvent(const QByteArray &text);
    /// A WebSocket is open on this connection whose messages the tap can hold and inject
    /// between (it was upgraded while a controller watched).
    bool hasHoldingWebSocket() const;
    /// Writes \a text as a text message of the WebSocket to the side \a direction goes to
    /// (behind anything held), and follows it; false when no such WebSocket is open.
    /// Refused (\a error says why) between two frames of a message, or for text that is no UTF-8.
    bool injectWebSocket(TapDirection direction, const QByteArray &text, QString *error);

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
    /// Bytes of the upstream's not written to the client yet: a held answer or event, or what
    /// came after it.
    struct Answer
    {
        QByteArray raw;                // what the client gets: as read, unless edited or dropped
        quint64 seq = 0;               // a held message's; 0: bytes that only wait their turn
        bool held = false;
        bool timing = false;           // its hold timeout runs (from when it is first in line)
        HttpResponseHead head;         // a held answer's, for an edit
        std::unique_ptr<Forwarded> forwarded;   // an exchange observed once this goes on (a held answer's, a stream's)
        TransportError finishError;    // how forwarded ended
        std::optional<SseEvent> event; // an event of a stream, followed once it goes on
        Forwarded *stream = nullptr;   // whose event it is (finished only behind its events)
        QByteArray block;              // a held event's lines as read, for an edit
        bool chunked = false;          // a held event's stream goes in chunks
        bool injected = false;         // an event the tap's user wrote
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
    /// Writes what waits for either socket now, as far as it goes without blocking.
    void flushBoth();
    /// Upstream bytes, to the client or kept back.
    void takeUpstreamBytes(const QByteArray &bytes);
    void onUpstreamConnected();
    void onUpstreamGone();
    void onClientGone();
    void forward(IncomingHttpRequest request, QByteArray raw);
    /// A WebSocket's message (or frames between messages) on its way, the tap holding its
    /// messages: held at a breakpoint, or behind one.
    struct WebSocketUnit
    {
        QByteArray raw;                   // as it goes to the other side (frames as read, unless edited)
        std::optional<QByteArray> text;   // the text message it completes: followed once it goes on
        quint64 seq = 0;
        bool held = false;
        bool timing = false;              // its hold timeout runs (from when it is first in line)
        bool control = false;             // a ping or pong between messages: goes on past a held message
        qint64 epochMs = 0;
    };
    std::deque<WebSocketUnit> &webSocketQueue(bool fromClient) { return fromClient ? m_toServerFrames : m_toClientFrames; }
    /// The units the WebSocket follower cut from what \a fromClient's side sent: queued, held
    /// at a breakpoint, shown.
    void takeWebSocketUnits(bool fromClient);
    /// Writes on the WebSocket units of one side up to the first held one, and the pings and
    /// pongs behind it.
    void pumpWebSocket(bool fromClient);
    void sendWebSocketUnit(bool fromClient, const QByteArray &raw);   // on towards the side it goes to
    /// A message of that side is held and as much as the tap keeps waits behind it: the side's
    /// socket is read no more (TCP holds the sender back) until it goes on.
    bool webSocketWaits(bool fromClient) const;
    /// Decides a held WebSocket message; nothing when \a seq is none.
    std::optional<bool> settleWebSocket(quint64 seq, TapVerdict verdict, const QByteArray &text, QString *error);

    /// Sends on the waiting requests up to the first held one.
    void pump();
    void send(Waiting waiting);
    /// The tap's own answer to the held request at the front (Drop, Answer), in order.
    bool answerHeld(quint64 seq, TapVerdict verdict, const QByteArray &text, QString *error);
    /// A server's JSON-RPC message, for a controller.
    void seenFromServer(const QByteArray &message);
    void readResponses();
    /// An answer kept back: the interim (1xx) responses before its head go on now, as a
    /// server means them to (102 Processing, 103 Early Hints).
    void passInterim();
    /// Bytes for the client, behind any answer still kept back.
    void toClient(const QByteArray &bytes);
    /// The current response is no longer kept back: what was kept goes on.
    void stopKeepingBack();
    /// The front response ended whole while kept back: it goes on, or is held at a breakpoint.
    void keptResponseDone();
    /// Writes the kept answers up to the first held one.
    void pumpAnswers();
    bool settleAnswer(quint64 seq, TapVerdict verdict, const QByteArray &text, QString *error);
    bool settleEvent(std::deque<Answer>::iterator found, TapVerdict verdict, const QByteArray &text, QString *error);
    /// Takes the front forwarded request off, its answer done or given up.
    std::unique_ptr<Forwarded> popFront();
    void finishForwarded(std::unique_ptr<Forwarded> forwarded, const TransportError &error);
    qsizetype keptBytes() const;
    /// A stream's event seen: followed as an answer or a server's message (\a shown: a
    /// controller was shown it when it was held).
    void onEvent(Forwarded &forwarded, SseEvent event, bool shown = false);
    /// The response's head says an event stream the tap can write event by event: its head goes
    /// on, its body is written event by event from here on.
    bool beginFramingEvents(const Forwarded &front, const HttpResponseHead &head);
    /// A stream's event cut from the body the tap writes event by event (\a block: its bytes
    /// as read): it goes on, or is held at a breakpoint.
    void passEvent(Forwarded &forwarded, SseEvent event, QByteArray block);
    /// Body bytes of the stream the tap writes event by event, framed as its response is.
    void writeEventBytes(const QByteArray &bytes);
    /// The stream the tap wrote event by event ended: what is left of it, and its last chunk.
    void endFramingEvents();
    /// The front response ended (read whole, or at the close).
    void responseDone();
    /// Frees the client's bytes the response parser used (those of a stream written event by event).
    void dropParsedBytes();
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
    bool m_framingEvents = false;      // the current response is a stream the tap writes event by event
    bool m_eventsChunked = false;      // ... in chunks of its own
    QByteArray m_eventBytes;           // ... and these bytes of its body since the last event
    bool m_eventCut = false;           // part of the event being read went on (it was too large to keep)
    bool m_closeAfterAnswers = false;  // close once the held answers are out (the upstream went, or a refusal)
    bool m_upstreamGone = false;       // its end was read: nothing more goes to it
    HttpTap *m_tap = nullptr;
    bool m_responseBegun = false;
    qint64 m_interimPassed = 0;   // bytes of the response begun that passInterim() wrote
    bool m_tunnel = false;             // after a 101: bytes only
    std::unique_ptr<WebSocketTapFollower> m_webSocket;   // after a WebSocket's 101: its messages
    std::deque<WebSocketUnit> m_toServerFrames;          // a holding WebSocket's, not written yet
    std::deque<WebSocketUnit> m_toClientFrames;
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
