#pragma once

#include "lib/tap/controllabletap.h"
#include "lib/tap/httptapconnection.h"
#include "lib/tap/tapconversation.h"

#include <QHostAddress>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QUrl>

class QTcpServer;

namespace RpcScope {

class SessionRecorder;
class TapRecorder;

/// A tap on HTTP (MCP Streamable HTTP, plain JSON-RPC over POST, event streams, WebSocket
/// upgrades): a reverse proxy on loopback that a client is pointed at instead of the server.
/// Each client connection gets its own connection to the upstream (HttpTapConnection); what
/// they carry is recorded as it completes. The upstream is http:// or https:// (verified as
/// every connection of ours is); the tap itself listens in plain http on loopback.
///
/// Controlled (a window attached through TapControlServer), it sees each JSON-RPC message of
/// every connection, one sequence for the whole tap, and its breakpoints hold a client's
/// request before it goes on (what comes behind it on the same connection waits, so answers
/// keep their order), a server's JSON answer before the client has it, and an event of a stream
/// or a WebSocket's message either way, of those opened while it watched. A message injected
/// towards the server goes as a POST of the tap's own, with the headers of the last client's
/// (its session, its authorization), or over a WebSocket when no client POSTed; one towards a
/// client goes as an event into a stream the client has open, or as a WebSocket message (HTTP
/// lets the tap speak to a client only in answer to a request).
class HttpTap : public ControllableTap
{
    Q_OBJECT

public:
    explicit HttpTap(const HttpTapUpstream &upstream, QObject *parent = nullptr);
    ~HttpTap() override;

    /// Records every exchange and message into \a recorder's session (nullptr: none).
    void setRecorder(SessionRecorder *recorder);
    /// Listens on \a address (a loopback address, checked by the caller) and \a port (0: a
    /// free one); false with errorString().
    bool listen(const QHostAddress &address, quint16 port);
    QString errorString() const;
    /// http://ADDRESS:PORT, once listening.
    QUrl url() const;

    /// The upstream's URL.
    QString endpoint() const override;
    void setMessageMode(bool on) override;
    bool messageMode() const { return m_messageMode; }
    bool settle(quint64 seq, TapVerdict verdict, const QByteArray &text, QString *error) override;
    bool isHeld(quint64 seq) const override;
    /// Towards the server: \a text POSTed as typed on a connection of the tap's own, to the
    /// target and with the headers of the last client's JSON-RPC POST (framing and per-request
    /// MCP headers left out); its answer is seen and recorded. Towards a client: as an event of
    /// the newest stream the tap writes event by event, a GET's before a POST's; refused when
    /// none is open.
    bool inject(TapDirection direction, const QByteArray &text, QString *error) override;
    QString injects() const override { return QStringLiteral("server-and-streams"); }
    /// \a text POSTed to the server on a connection of the tap's own, to \a like's target and
    /// with its headers (framing and per-request MCP headers left out): its session, its
    /// authorization. Its answer is seen and recorded.
    bool post(const IncomingHttpRequest &like, const QByteArray &text, QString *error);
    /// \a text into the newest WebSocket whose messages the tap holds, towards the side
    /// \a direction goes to: whether it went (false with \a error), nothing when none is open.
    std::optional<bool> injectIntoWebSocket(TapDirection direction, const QByteArray &text, QString *error);
    /// A client's JSON-RPC POST went on: an injected request is sent like it.
    void rememberPost(const IncomingHttpRequest &request);
    /// Any message, as the other taps (none says "holds"): requests, JSON answers up to 4 MiB,
    /// events of streams and messages of WebSockets opened while a controller watched.
    QString holds() const override { return {}; }
    /// The next message's number (one sequence over every connection).
    quint64 nextSeq() { return m_nextSeq++; }

signals:
    /// Something complete the tap saw, in order of completion (for a live view).
    void observed(const RpcScope::TapEvent &event);
    void problem(const QString &text);

private:
    void onConnection();
    /// Records and hands on \a event of \a source (a connection, or the tap's own injection).
    void onEvent(const QObject *source, const TapEvent &event);

    HttpTapUpstream m_upstream;
    QTcpServer *m_server = nullptr;
    QList<QPointer<HttpTapConnection>> m_connections;
    bool m_messageMode = false;
    quint64 m_nextSeq = 1;
    TapRecorder *m_recorder = nullptr;
    std::optional<IncomingHttpRequest> m_lastPost;   // its head: target and headers, no body
};

} // namespace RpcScope
