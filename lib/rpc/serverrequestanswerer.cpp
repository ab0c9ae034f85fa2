#include "lib/rpc/serverrequestanswerer.h"

#include "lib/json/jsondocument.h"
#include "lib/rpc/rpcclient.h"
#include "lib/transport/transport.h"

#include "lib/tr.h"

#include <QTimer>

namespace RpcScope {

using Type = JsonDocument::Type;

ServerRequestAnswerer::DeadlineHold::DeadlineHold(RpcClient *client)
    : m_client(client)
{
    client->holdDeadlines();
}

void ServerRequestAnswerer::DeadlineHold::release()
{
    if (m_held && m_client)
        m_client->releaseDeadlines();
    m_held = false;
}

ServerRequestAnswerer::ServerRequestAnswerer(RpcClient *client, QObject *parent)
    : QObject(parent)
    , m_client(client)
{
    if (client)
        connect(this, &ServerRequestAnswerer::diagnostic, client, &RpcClient::diagnostic);
}

ServerRequestAnswerer::~ServerRequestAnswerer()
{
    releaseHolds();
}

void ServerRequestAnswerer::listen(bool on)
{
    if (!m_client)
        return;
    if (on)
        connect(m_client, &RpcClient::messageArrived, this, &ServerRequestAnswerer::onMessage, Qt::UniqueConnection);
    else
        disconnect(m_client, &RpcClient::messageArrived, this, &ServerRequestAnswerer::onMessage);
}

void ServerRequestAnswerer::stop()
{
    m_stopped = true;
    releaseHolds();
}

void ServerRequestAnswerer::releaseHolds()
{
    for (const std::shared_ptr<DeadlineHold> &hold : std::as_const(m_holds))
        hold->release();
    m_holds.clear();
}

QList<ServerRequest> ServerRequestAnswerer::read(const JsonDocument &message, qint64 epochMs)
{
    QList<ServerRequest> requests;
    if (!message.isValid())
        return requests;
    const auto readObject = [&](int node) {
        if (auto request = ServerRequest::at(message, node, epochMs))
            requests.append(*request);
    };
    if (message.type(0) == Type::Array) {
        for (int child = message.firstChild(0); child >= 0; child = message.nextSibling(child))
            readObject(child);
    } else {
        readObject(0);
    }
    return requests;
}

bool ServerRequestAnswerer::holdsRequest(const JsonDocument &message)
{
    if (!message.isValid())
        return false;
    const auto isRequest = [&](int node) {
        if (message.type(node) != Type::Object)
            return false;
        const int method = message.member(node, u"method");
        return method >= 0 && message.type(method) == Type::String && message.member(node, u"id") >= 0;
    };
    if (message.type(0) != Type::Array)
        return isRequest(0);
    for (int child = message.firstChild(0); child >= 0; child = message.nextSibling(child)) {
        if (isRequest(child))
            return true;
    }
    return false;
}

void ServerRequestAnswerer::onMessage(const IncomingMessage &message)
{
    if (!message.serverRequest)
        return;   // RpcClient has looked: nothing to answer
    for (const ServerRequest &request : read(JsonDocument::parse(message.bytes), message.epochMs))
        answer(request);
}

void ServerRequestAnswerer::answerWith(const ServerRequest &request, const ServerAnswer &answer)
{
    if (m_stopped)
        return;
    emit requestReceived(request);
    send(request, answer);
}

QString ServerRequestAnswerer::floodReason(const ServerRequest &request)
{
    // A monotonic clock: a wall clock set back would hold every request in the window.
    if (!m_clock.isValid())
        m_clock.start();
    const qint64 now = m_clock.elapsed();
    while (!m_recent.isEmpty() && now - m_recent.constFirst() > WindowMs)
        m_recent.removeFirst();
    // Only requests let through count: a refused one does not lengthen the burst.
    QString reason;
    if (m_recent.size() >= MaxRequestsPerWindow) {
        reason = Tr::tr("The server sent more than %1 requests of its own within %2 s (the last: %3): it seems to ask "
                        "in a loop. Its requests are refused until it slows down.")
                     .arg(MaxRequestsPerWindow).arg(WindowMs / 1000).arg(request.method);
    } else if (m_waiting >= MaxWaiting) {
        reason = Tr::tr("The server has %1 requests of its own waiting for an answer (the last: %2). Further requests "
                        "are refused until those are answered.")
                     .arg(m_waiting).arg(request.method);
    }
    if (reason.isEmpty()) {
        m_recent.append(now);
        // Said again only after the burst is over (well below both limits), not each time
        // a slot frees under a steady stream.
        if (m_recent.size() <= MaxRequestsPerWindow / 2 && m_waiting <= MaxWaiting / 2)
            m_floodSaid = false;
        return {};
    }
    if (!m_floodSaid) {
        m_floodSaid = true;
        emit diagnostic(reason);
    }
    return reason;
}

void ServerRequestAnswerer::answer(const ServerRequest &request)
{
    if (m_stopped)
        return;
    emit requestReceived(request);
    if (!floodReason(request).isEmpty()) {
        // Protocol text for the server, not for the user: never translated.
        send(request, ServerAnswer::error(-32603, QStringLiteral("Refused: the client received too many requests from "
                                                                 "the server at once (a loop?)")));
        return;
    }
    if (!m_responder || !m_responder->canAnswer(request)) {
        // Protocol text for the server, not for the user: never translated.
        send(request, ServerAnswer::error(-32601, QStringLiteral("Method not found: the client has no answer for %1")
                                                      .arg(request.method)));
        return;
    }
    // Exactly one answer goes back: the responder's, or an error when it takes too long.
    // Until then the requests in flight do not time out: a tool that asks for sampling
    // cannot answer before it has its answer (which may wait for a person).
    auto answered = std::make_shared<bool>(false);
    const QPointer<ServerRequestAnswerer> self(this);
    std::shared_ptr<DeadlineHold> hold;
    if (m_answerTimeoutMs > 0 && m_client) {
        hold = std::make_shared<DeadlineHold>(m_client);
        m_holds.removeIf([](const std::shared_ptr<DeadlineHold> &h) { return !h->held(); });
        m_holds.append(hold);
    }
    ++m_waiting;
    auto once = [self, hold, request, answered](const ServerAnswer &answer) {
        if (*answered)
            return;
        *answered = true;
        if (hold)
            hold->release();
        if (self) {
            --self->m_waiting;
            self->send(request, answer);
        }
    };
    if (m_answerTimeoutMs > 0) {
        QTimer::singleShot(m_answerTimeoutMs, this, [once, timeout = m_answerTimeoutMs] {
            once(ServerAnswer::error(-32603, QStringLiteral("The client gave no answer within %1 ms").arg(timeout)));
        });
    }
    m_responder->answer(request, once);
}

void ServerRequestAnswerer::send(const ServerRequest &request, const ServerAnswer &answer)
{
    if (m_stopped)
        return;
    const QByteArray response = answer.responseTo(request.id);
    // Not an exchange: nothing answers an answer (HTTP says 202). RpcClient ignores the ticket.
    if (m_sender)
        m_sender(response);
    else if (m_client)
        m_client->transport()->send(response);
    emit requestAnswered(request, response);
}

} // namespace RpcScope
