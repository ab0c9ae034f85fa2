#pragma once

#include "lib/rpc/serverrequest.h"

#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>

namespace RpcScope {

class JsonDocument;
class RpcClient;
struct IncomingMessage;

/// Answers the requests a server sends to us, on any transport, exactly once each: from a
/// ServerResponder (scripted answers, a dialog, the user's rules), or with -32601 when none
/// can, never left hanging. While one is being answered the client's request timeouts are
/// held (a server may not answer us before it has our answer). The one mechanism the MCP
/// session, the CLI's commands, the runner and the GUI's endpoints all use.
///
/// A server that asks in a loop is bounded: beyond MaxRequestsPerWindow requests within
/// WindowMs, or MaxWaiting requests waiting for the responder at once, a request is refused
/// at once (-32603, saying why) without troubling the responder (no storm of dialogs), and
/// the client's diagnostic() says so once per burst.
class ServerRequestAnswerer : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ServerRequestAnswerer)

public:
    static constexpr int MaxRequestsPerWindow = 500;
    static constexpr qint64 WindowMs = 10000;
    static constexpr int MaxWaiting = 64;

    /// How an answer goes out; by default as it is over the client's transport.
    using Sender = std::function<void(const QByteArray &response)>;

    explicit ServerRequestAnswerer(RpcClient *client, QObject *parent = nullptr);
    ~ServerRequestAnswerer() override;

    /// Answers the server requests among the client's unsolicited messages (messageArrived()),
    /// or stops (\a on false: an MCP session on the same client answers them from then on).
    /// Without this, requests are handed in with answer() (the MCP session reads its own).
    void listen(bool on = true);
    void setResponder(ServerResponder *responder) { m_responder = responder; }
    ServerResponder *responder() const { return m_responder; }
    void setSender(Sender sender) { m_sender = std::move(sender); }
    /// A responder slower than this gets an error sent in its place; 0: no limit.
    void setAnswerTimeout(int milliseconds) { m_answerTimeoutMs = milliseconds; }
    /// Stops answering (the session is ending): pending answers are dropped, holds released.
    void stop();

    /// Answers \a request once.
    void answer(const ServerRequest &request);
    /// Answers \a request with \a answer, asking nobody (a protocol's own, such as MCP's ping).
    void answerWith(const ServerRequest &request, const ServerAnswer &answer);
    /// Lets the client's request timeouts run again (the session failed): answers still go.
    void releaseHolds();

    /// The server requests in \a message (one object or a batch): each object with a string
    /// method and an id.
    static QList<ServerRequest> read(const JsonDocument &message, qint64 epochMs);
    /// Whether \a message holds a server request at all (read() would find one).
    static bool holdsRequest(const JsonDocument &message);

signals:
    void requestReceived(const RpcScope::ServerRequest &request);
    /// Something the user should know (a server asking in a loop); also the client's diagnostic().
    void diagnostic(const QString &text);
    /// \a response is the JSON-RPC response as sent.
    void requestAnswered(const RpcScope::ServerRequest &request, const QByteArray &response);

private:
    void onMessage(const IncomingMessage &message);
    void send(const ServerRequest &request, const ServerAnswer &answer);
    /// Why \a request is refused unasked (the server asks in a loop); empty when it may be asked.
    QString floodReason(const ServerRequest &request);

    /// One holdDeadlines() of the client while a request is answered; released once, by the
    /// answer, the answer's timeout, or stop().
    class DeadlineHold
    {
    public:
        explicit DeadlineHold(RpcClient *client);
        void release();
        bool held() const { return m_held; }

    private:
        QPointer<RpcClient> m_client;
        bool m_held = true;
    };

    QPointer<RpcClient> m_client;
    ServerResponder *m_responder = nullptr;
    Sender m_sender;
    int m_answerTimeoutMs = 120000;
    bool m_stopped = false;
    QList<std::shared_ptr<DeadlineHold>> m_holds;
    QElapsedTimer m_clock;
    QList<qint64> m_recent;            ///< when (m_clock ms) the requests let through in the window came
    int m_waiting = 0;                 ///< asked of the responder, not answered yet
    bool m_floodSaid = false;          ///< this burst was reported

};

} // namespace RpcScope
