#include "lib/tap/tapconversation.h"

#include "lib/json/jsondocument.h"
#include "lib/rpc/answermatcher.h"
#include "lib/rpc/finding.h"
#include "lib/rpc/serverrequestanswerer.h"

namespace RpcScope {

TapConversation::TapConversation(const QString &endpoint, Transport::Kind transport)
    : m_endpoint(endpoint)
    , m_transport(transport)
{}

std::shared_ptr<Exchange> TapConversation::newExchange(const QByteArray &message, qint64 epochMs,
                                                       qint64 startedEpochMs) const
{
    auto exchange = std::make_shared<Exchange>();
    exchange->endpoint = m_endpoint;
    exchange->transport = m_transport;
    exchange->request = message;
    exchange->sent = SentMessage::fromBytes(message);
    const qint64 started = startedEpochMs > 0 ? startedEpochMs : epochMs;
    // The tap passes each byte on as it reads it: the request was sent when it was read whole.
    exchange->reply.timings.startedEpochMs = started;
    exchange->reply.timings.connectedMs = 0;
    exchange->reply.timings.sentMs = epochMs - started;
    exchange->reply.bytesSent = message.size();
    return exchange;
}

void TapConversation::fromClient(const QByteArray &message, qint64 epochMs, qint64 startedEpochMs)
{
    const JsonDocument doc = JsonDocument::parse(message);
    // A response (or a batch of them) answers requests of the server's.
    if (isResponse(doc)) {
        const int probe = doc.type(0) == JsonDocument::Type::Array ? doc.firstChild(0) : 0;
        TapEvent event;
        event.kind = TapEvent::Kind::ClientMessage;
        event.message = message;
        event.epochMs = epochMs;
        if (const auto answered = takeServerRequest(RequestId::fromNode(doc, doc.member(probe, u"id")))) {
            event.answersMethod = answered->method;
            event.answerMs = qMax<qint64>(0, epochMs - answered->epochMs);
        }
        m_events.push_back(std::move(event));
        return;
    }

    Open open{newExchange(message, epochMs, startedEpochMs), 0, {}};
    if (open.exchange->sent.onlyNotifications()) {
        open.exchange->answeredEpochMs = epochMs;
        open.exchange->reply.timings.totalMs = open.exchange->reply.timings.sentMs;
        finish(std::move(open));
        if (doc.isValid() && doc.type(0) == JsonDocument::Type::Object)
            cancelled(doc, epochMs);
        return;
    }
    m_open.push_back(std::move(open));
    if (int(m_open.size()) > MaxOpenRequests) {
        Open oldest = std::move(m_open.front());
        m_open.pop_front();
        oldest.exchange->reply.error = TransportError{
            TransportError::Kind::Timeout,
            tr("No answer while %n later request(s) were waiting; no longer followed.", nullptr, MaxOpenRequests)};
        oldest.exchange->answeredEpochMs = epochMs;
        finish(std::move(oldest));
    }
}

void TapConversation::fromServer(const QByteArray &message, qint64 epochMs, qint64 startedEpochMs)
{
    const JsonDocument doc = JsonDocument::parse(message);
    if (const int index = openAnswered(doc); index >= 0) {
        Open open = std::move(m_open[size_t(index)]);
        m_open.erase(m_open.begin() + index);
        Exchange &exchange = *open.exchange;
        exchange.body = message;
        exchange.answeredEpochMs = epochMs;
        const qint64 started = exchange.reply.timings.startedEpochMs;
        exchange.reply.timings.firstByteMs = qMax<qint64>(0, (startedEpochMs > 0 ? startedEpochMs : epochMs) - started);
        exchange.reply.timings.totalMs = qMax<qint64>(0, epochMs - started);
        exchange.reply.bytesReceived = message.size();
        finish(std::move(open));
        return;
    }

    TapEvent event;
    event.kind = TapEvent::Kind::ServerMessage;
    event.message = message;
    event.epochMs = epochMs;
    const QList<ServerRequest> requests = ServerRequestAnswerer::read(doc, epochMs);
    event.serverRequest = !requests.isEmpty();
    event.whileOpen = !m_open.empty();
    for (const ServerRequest &request : requests) {
        m_serverRequests.push_back({request.id, request.method, epochMs});
        if (int(m_serverRequests.size()) > MaxOpenRequests)
            m_serverRequests.pop_front();
    }
    const IncomingMessage incoming{message, epochMs, event.serverRequest};
    for (Open &open : m_open) {
        if (open.exchange->notifications.size() < MaxNotificationsPerExchange)
            open.exchange->notifications.append(incoming);
        if (!doc.isValid())
            ++open.strayLines;
    }
    m_events.push_back(std::move(event));
}

int TapConversation::openAnswered(const JsonDocument &doc) const
{
    AnswerMatcher::Waiting waiting;
    for (const Open &open : m_open)
        waiting.append(&open.exchange->sent);
    return AnswerMatcher::match(doc, waiting);
}

QStringList TapConversation::methodsAnswered(TapDirection direction, const QByteArray &message) const
{
    const JsonDocument doc = JsonDocument::parse(message);
    QStringList methods;
    if (direction == TapDirection::ServerToClient) {
        const int index = openAnswered(doc);
        return index >= 0 ? m_open[size_t(index)].exchange->sent.methods() : methods;
    }
    if (!isResponse(doc))
        return methods;
    const bool batch = doc.type(0) == JsonDocument::Type::Array;
    for (int response = batch ? doc.firstChild(0) : 0; response >= 0; response = batch ? doc.nextSibling(response) : -1) {
        const int id = doc.type(response) == JsonDocument::Type::Object ? doc.member(response, u"id") : -1;
        if (id < 0)
            continue;
        const RequestId answered = RequestId::fromNode(doc, id);
        for (const ServerRequestSeen &request : m_serverRequests) {
            if (request.id.matches(answered))
                methods.append(request.method);
        }
    }
    return methods;
}

void TapConversation::serverStreamFinding(const QString &findingId, const QString &text)
{
    for (Open &open : m_open)
        open.findings.append({findingId, text});
}

void TapConversation::end(const TransportError &why, qint64 epochMs)
{
    std::deque<Open> open;
    open.swap(m_open);
    for (Open &request : open) {
        request.exchange->reply.error = why;
        request.exchange->answeredEpochMs = epochMs;
        request.exchange->reply.timings.totalMs = qMax<qint64>(0, epochMs - request.exchange->reply.timings.startedEpochMs);
        finish(std::move(request));
    }
    m_serverRequests.clear();
}

bool TapConversation::isResponse(const JsonDocument &doc)
{
    int probe = doc.isValid() ? 0 : -1;
    if (probe == 0 && doc.type(0) == JsonDocument::Type::Array)
        probe = doc.firstChild(0);
    return probe >= 0 && doc.type(probe) == JsonDocument::Type::Object && doc.member(probe, u"method") < 0
           && (doc.member(probe, u"result") >= 0 || doc.member(probe, u"error") >= 0);
}

std::vector<TapEvent> TapConversation::takeEvents()
{
    std::vector<TapEvent> events;
    events.swap(m_events);
    return events;
}

void TapConversation::finish(Open open)
{
    Exchange &exchange = *open.exchange;
    exchange.sequence = m_nextSequence++;
    const JsonDocument answer = exchange.body.isEmpty() ? JsonDocument() : JsonDocument::parse(exchange.body);
    Classification classification = exchange.classify(answer, false, true, ErrorDialect::None);
    for (const auto &[id, text] : std::as_const(open.findings))
        classification.findings.append(FindingCatalog::make(id, text));
    for (int i = 0; i < open.strayLines; ++i) {
        classification.findings.append(FindingCatalog::make(
            QStringLiteral("stray-output"), tr("The server wrote a line that is not JSON while this request was open.")));
    }
    exchange.classification = std::move(classification);
    TapEvent event;
    event.kind = TapEvent::Kind::Exchange;
    event.exchange = std::move(open.exchange);
    m_events.push_back(std::move(event));
}

void TapConversation::cancelled(const JsonDocument &doc, qint64 epochMs)
{
    const int method = doc.member(0, u"method");
    if (method < 0 || doc.string(method) != u"notifications/cancelled")
        return;
    const int params = doc.member(0, u"params");
    if (params < 0 || doc.type(params) != JsonDocument::Type::Object)
        return;
    const RequestId id = RequestId::fromNode(doc, doc.member(params, u"requestId"));
    for (auto it = m_open.begin(); it != m_open.end(); ++it) {
        const SentMessage &sent = it->exchange->sent;
        if (sent.batch || sent.items.size() != 1 || !sent.items.first().id.matches(id))
            continue;
        Open open = std::move(*it);
        m_open.erase(it);
        open.exchange->reply.error = TransportError{TransportError::Kind::Canceled,
                                                    tr("The client canceled it (notifications/cancelled).")};
        open.exchange->answeredEpochMs = epochMs;
        open.exchange->reply.timings.totalMs = qMax<qint64>(0, epochMs - open.exchange->reply.timings.startedEpochMs);
        finish(std::move(open));
        return;
    }
}

std::optional<TapConversation::ServerRequestSeen> TapConversation::takeServerRequest(const RequestId &id)
{
    for (auto it = m_serverRequests.begin(); it != m_serverRequests.end(); ++it) {
        if (it->id.matches(id)) {
            ServerRequestSeen seen = *it;
            m_serverRequests.erase(it);
            return seen;
        }
    }
    return std::nullopt;
}

} // namespace RpcScope
