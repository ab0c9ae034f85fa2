#include "lib/rpc/rpcclient.h"

#include "lib/json/jsondocument.h"
#include "lib/rpc/answermatcher.h"
#include "lib/rpc/mcpwire.h"
#include "lib/rpc/serverrequestanswerer.h"
#include "lib/tr.h"

#include <QDateTime>
#include <QFutureWatcher>
#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace RpcScope {

namespace {

/// How many events of a long-lived stream (SendOptions::noDeadline) its exchange keeps.
constexpr qsizetype kLongLivedEventsKept = 64;
/// How many findings of each kind a stream or a stdio exchange gathers (stray lines, events
/// that are no messages, the transport's): a long-lived stream of junk would grow without end.
constexpr int kFindingsKeptPerKind = 100;

qint64 nowMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

Classification classifyExchange(const Exchange &exchange, const JsonDocument &answer, const RpcClient::Options &options,
                                bool streaming)
{
    return exchange.classify(answer, streaming, options.detectBusinessErrors, options.dialect);
}

bool isEventStream(const HeaderList &headers)
{
    return headerValue(headers, "content-type").split(';').first().trimmed().toLower() == "text/event-stream";
}

} // namespace

RpcClient::RpcClient(Transport *transport, QObject *parent)
    : QObject(parent)
    , m_transport(transport)
{
    qRegisterMetaType<RpcScope::ExchangePtr>();
    transport->setParent(this);
    m_deadlineTimer.setSingleShot(true);
    connect(&m_deadlineTimer, &QTimer::timeout, this, &RpcClient::onDeadline);
    connect(transport, &Transport::replied, this, &RpcClient::onReplied);
    connect(transport, &Transport::messageReceived, this, &RpcClient::onMessage);
    connect(transport, &Transport::streamFinding, this, [this](const QString &id, const QString &text) {
        for (auto &[sequence, pending] : m_pending) {
            if (pending.streamFindings.size() < kFindingsKeptPerKind)
                pending.streamFindings.append({id, text});
            else
                ++pending.findingsLeftOut;
        }
    });
    connect(transport, &Transport::streamEvent, this, &RpcClient::onStreamEvent);
    connect(transport, &Transport::channelClosed, this, &RpcClient::onChannelClosed);
    connect(transport, &Transport::diagnostic, this, &RpcClient::diagnostic);
}

RpcClient::~RpcClient()
{
    disconnect(m_transport, nullptr, this, nullptr);
}

quint64 RpcClient::send(const QByteArray &bytes, const SendOptions &sendOptions)
{
    const quint64 sequence = ++m_lastSequence;
    auto exchange = std::make_shared<Exchange>();
    exchange->sequence = sequence;
    exchange->endpoint = m_transport->endpoint();
    exchange->transport = m_transport->kind();
    exchange->request = bytes;
    exchange->sent = SentMessage::fromBytes(bytes);
    exchange->reply.timings.startedEpochMs = nowMs();

    Pending &pending = m_pending[sequence];
    pending.exchange = exchange;
    pending.streaming = sendOptions.streaming;
    pending.noDeadline = sendOptions.noDeadline;
    if (m_options.timeoutMs > 0 && !pending.noDeadline)
        pending.deadlineEpochMs = exchange->reply.timings.startedEpochMs + m_options.timeoutMs;
    emit exchangeStarted(sequence, bytes);
    // send() may answer synchronously (a child that fails to start): the entry must exist first,
    // and the caller hears of it only after send() has returned the sequence.
    m_insideSend = true;
    const quint64 ticket = m_transport->send(bytes, sendOptions);
    m_insideSend = false;
    auto it = m_pending.find(sequence);
    if (it != m_pending.end()) {
        it->second.ticket = ticket;
        rearmDeadline();
    }
    return sequence;
}

int RpcClient::gatheringCount() const
{
    return int(std::count_if(m_pending.cbegin(), m_pending.cend(), [](const auto &entry) { return !entry.second.noDeadline; }));
}

void RpcClient::cancel(quint64 sequence, const QString &reason)
{
    const TransportError why{TransportError::Kind::Canceled, reason.isEmpty() ? tr("Canceled by the user.") : reason};
    auto it = m_pending.find(sequence);
    if (it == m_pending.end())
        return;
    // Not yet written (an HTTP request in flight, a WebSocket send waiting for the handshake, a
    // stdio write the child has not read): the transport must drop it, or it would still go out
    // after the user was told it was canceled. replied() then finishes it.
    if (!it->second.written)
        m_transport->abort(it->second.ticket, why);
    if (m_pending.count(sequence))
        fail(sequence, why);
}

void RpcClient::cancelAll()
{
    while (!m_pending.empty())
        cancel(m_pending.begin()->first);
}

void RpcClient::onReplied(quint64 ticket, const TransportReply &reply)
{
    auto it = std::find_if(m_pending.begin(), m_pending.end(),
                           [ticket](const auto &entry) { return entry.second.ticket == ticket; });
    if (it == m_pending.end())
        return;   // canceled or timed out before the transport finished
    const quint64 sequence = it->first;
    Pending &pending = it->second;
    const qint64 started = pending.exchange->reply.timings.startedEpochMs;
    pending.exchange->reply = reply;
    pending.exchange->reply.timings.startedEpochMs = started;
    if (m_transport->answersInReply()) {
        if (pending.streaming && reply.http && isEventStream(reply.http->responseHeaders)) {
            // The answer is the last response event (set as it arrived); the stream is in reply.body.
            if (pending.terminalSeen)
                pending.exchange->reply.error = {};   // closed by us after the terminal event
        } else {
            pending.exchange->body = reply.body;
            pending.exchange->answeredEpochMs = nowMs();
        }
        if (pending.exchange->answeredEpochMs == 0)
            pending.exchange->answeredEpochMs = nowMs();
        finish(sequence);
        return;
    }
    pending.written = true;
    if (reply.error.isError() || pending.exchange->sent.onlyNotifications()) {
        pending.exchange->answeredEpochMs = nowMs();
        finish(sequence);
    }
}

quint64 RpcClient::matchAnswer(const JsonDocument &doc) const
{
    AnswerMatcher::Waiting waiting;
    QVarLengthArray<quint64, 16> sequences;
    for (const auto &[sequence, pending] : m_pending) {
        if (!pending.written || pending.exchange->sent.onlyNotifications())
            continue;
        waiting.append(&pending.exchange->sent);
        sequences.append(sequence);
    }
    const int index = AnswerMatcher::match(doc, waiting);
    return index < 0 ? 0 : sequences[index];
}

void RpcClient::onMessage(const QByteArray &message, qint64 epochMs)
{
    const JsonDocument doc = JsonDocument::parse(message);
    const quint64 sequence = matchAnswer(doc);
    if (sequence != 0) {
        Pending &pending = m_pending.at(sequence);
        pending.exchange->body = message;
        pending.answer = doc;
        pending.exchange->answeredEpochMs = epochMs;
        Timings &timings = pending.exchange->reply.timings;
        const qint64 firstByte = m_transport->messageStartedEpochMs();
        if (timings.firstByteMs < 0 && firstByte > 0 && timings.startedEpochMs > 0)
            timings.firstByteMs = qMax<qint64>(0, qMin(firstByte, epochMs) - timings.startedEpochMs);
        finish(sequence);
        return;
    }
    const IncomingMessage incoming{message, epochMs, ServerRequestAnswerer::holdsRequest(doc)};
    const bool json = doc.isValid();
    for (auto &[seq, pending] : m_pending) {
        if (pending.noDeadline) {
            // A request that lasts the session would gather every message of it: it keeps only
            // the first of its own stream's (on stdio, a subscriptions/listen stream's
            // notifications name its id), which its findings judge.
            const SentMessage &sent = pending.exchange->sent;
            if (json && !sent.batch && sent.items.size() == 1
                && pending.exchange->notifications.size() < kLongLivedEventsKept
                && McpWire::belongsToListen(doc, sent.items.first().id))
                pending.exchange->notifications.append(incoming);
            continue;
        }
        pending.exchange->notifications.append(incoming);
        if (!json)
            ++pending.strayLines;
    }
    emit messageArrived(incoming);
}

namespace {

/// A2A's streaming methods (and the demo's) answer with many responses and mark the last with
/// `"final": true`. Any other request – MCP over Streamable HTTP above all – is answered by one
/// response, after which a server may keep the stream open: waiting on would end in a timeout.
bool answersInManyEvents(const SentMessage &sent)
{
    if (sent.batch || sent.items.size() != 1)
        return true;   // a batch is done when the transport's body ends
    const QString &method = sent.items.first().method;
    return method == u"message/stream" || method == u"tasks/resubscribe" || method == u"demo.stream";
}

} // namespace

void RpcClient::onStreamEvent(quint64 ticket, const SseEvent &event)
{
    auto it = std::find_if(m_pending.begin(), m_pending.end(),
                           [ticket](const auto &entry) { return entry.second.ticket == ticket; });
    if (it == m_pending.end())
        return;
    const quint64 sequence = it->first;
    Pending &pending = it->second;
    // A stream that lasts the session keeps its first events (the acknowledgement among them);
    // the rest reach messageArrived() and the recording, not this exchange's memory.
    const bool keep = !pending.noDeadline || pending.exchange->streamEvents.size() < kLongLivedEventsKept;
    if (keep)
        pending.exchange->streamEvents.append(event);
    if (m_options.timeoutMs > 0 && !pending.noDeadline) {
        pending.deadlineEpochMs = nowMs() + m_options.timeoutMs;   // a live stream times out when it falls silent
        rearmDeadline();
    }

    const JsonDocument doc = event.data.isEmpty() ? JsonDocument() : JsonDocument::parse(event.data);
    const bool object = doc.isValid() && doc.type(0) == JsonDocument::Type::Object;
    // MCP Streamable HTTP: "the server SHOULD immediately send an SSE event consisting of an
    // event ID and an empty data field in order to prime the client to reconnect" – no message.
    const bool priming = !event.isMalformed() && event.data.isEmpty();
    bool terminal = false;
    if (priming) {
        // nothing to read; kept in streamEvents
    } else if (event.isMalformed() || !object) {
        QString why = event.problems.join(u' ');
        if (why.isEmpty())
            why = doc.isValid() || event.data.isEmpty() ? tr("its data is not a JSON-RPC message.")
                                                        : tr("its data is not JSON: %1").arg(doc.error().message);
        if (pending.streamProblems.size() < kFindingsKeptPerKind)
            pending.streamProblems.append(tr("Event %1 of the stream: %2").arg(event.index + 1).arg(why));
        else
            ++pending.findingsLeftOut;
    } else if (doc.member(0, u"method") >= 0) {
        const IncomingMessage incoming{event.data, event.epochMs, ServerRequestAnswerer::holdsRequest(doc)};
        if (keep)
            pending.exchange->notifications.append(incoming);
        emit messageArrived(incoming);
    } else {
        pending.exchange->body = event.data;
        pending.answer = doc;
        pending.exchange->answeredEpochMs = event.epochMs;
        const int result = doc.member(0, u"result");
        const int finalNode =
            result >= 0 && doc.type(result) == JsonDocument::Type::Object ? doc.member(result, u"final") : -1;
        terminal = doc.member(0, u"error") >= 0 || (finalNode >= 0 && doc.type(finalNode) == JsonDocument::Type::True)
                   || (finalNode < 0 && !answersInManyEvents(pending.exchange->sent));
    }

    const QPointer<RpcClient> alive(this);
    emit streamEventArrived(sequence, event);
    if (!alive)
        return;
    it = m_pending.find(sequence);
    if (!terminal || it == m_pending.end())
        return;
    // The answer is complete: stop reading (a server may keep the stream open). Its replied()
    // finishes the exchange, with the headers and the stream so far.
    it->second.terminalSeen = true;
    m_transport->abort(ticket, {TransportError::Kind::Canceled, tr("Closed after the terminal event.")});
}

void RpcClient::onChannelClosed(const TransportError &why)
{
    // Requests not yet written are the transport's to answer (it may send them on a new connection).
    QList<quint64> lost;
    for (const auto &[sequence, pending] : m_pending) {
        if (pending.written)
            lost.append(sequence);
    }
    for (const quint64 sequence : std::as_const(lost))
        fail(sequence, why);
}

void RpcClient::onDeadline()
{
    const qint64 now = nowMs();
    QList<quint64> expired;
    for (const auto &[sequence, pending] : m_pending) {
        if (pending.deadlineEpochMs > 0 && pending.deadlineEpochMs <= now)
            expired.append(sequence);
    }
    for (quint64 sequence : expired) {
        auto it = m_pending.find(sequence);
        if (it == m_pending.end())
            continue;
        const TransportError why{TransportError::Kind::Timeout,
                                 tr("No answer within %1 ms (the request's timeout).").arg(m_options.timeoutMs)};
        if (!it->second.written)
            m_transport->abort(it->second.ticket, why);   // as in cancel(): never sent late
        if (m_pending.count(sequence))
            fail(sequence, why);
    }
    rearmDeadline();
}

void RpcClient::holdDeadlines()
{
    if (m_deadlineHolds++ > 0)
        return;
    m_heldSinceMs = nowMs();
    m_deadlineTimer.stop();
}

void RpcClient::releaseDeadlines()
{
    if (m_deadlineHolds == 0 || --m_deadlineHolds > 0)
        return;
    // Each deadline moves on by the part of the hold its clock was running: a request sent
    // (or a stream event that came) during the hold lost only the time since then.
    const qint64 now = nowMs();
    for (auto &[sequence, pending] : m_pending) {
        if (pending.deadlineEpochMs <= 0)
            continue;
        const qint64 clockStarted = pending.deadlineEpochMs - m_options.timeoutMs;
        pending.deadlineEpochMs += qMax<qint64>(0, now - qMax(m_heldSinceMs, clockStarted));
    }
    rearmDeadline();
}

void RpcClient::rearmDeadline()
{
    if (m_deadlineHolds > 0)
        return;   // releaseDeadlines() arms it
    qint64 soonest = 0;
    for (const auto &[sequence, pending] : m_pending) {
        if (pending.deadlineEpochMs > 0 && (soonest == 0 || pending.deadlineEpochMs < soonest))
            soonest = pending.deadlineEpochMs;
    }
    if (soonest == 0) {
        m_deadlineTimer.stop();
        return;
    }
    m_deadlineTimer.start(int(std::max<qint64>(0, soonest - nowMs())));
}

void RpcClient::fail(quint64 sequence, const TransportError &why)
{
    auto it = m_pending.find(sequence);
    if (it == m_pending.end())
        return;
    Exchange &exchange = *it->second.exchange;
    exchange.reply.error = why;
    exchange.answeredEpochMs = nowMs();
    if (exchange.reply.timings.totalMs < 0)
        exchange.reply.timings.totalMs = exchange.answeredEpochMs - exchange.reply.timings.startedEpochMs;
    finish(sequence);
}

void RpcClient::finish(quint64 sequence)
{
    auto it = m_pending.find(sequence);
    if (it == m_pending.end())
        return;
    std::shared_ptr<Exchange> exchange = it->second.exchange;
    const bool streaming = it->second.streaming;
    const int strayLines = qMin(it->second.strayLines, kFindingsKeptPerKind);
    const int leftOut = it->second.findingsLeftOut + (it->second.strayLines - strayLines);
    const QStringList streamProblems = it->second.streamProblems;
    const QList<QPair<QString, QString>> streamFindings = it->second.streamFindings;
    const JsonDocument answer = it->second.answer;
    m_pending.erase(it);
    rearmDeadline();

    auto complete = [this, exchange, strayLines, streamProblems, streamFindings, leftOut](Classification classification) {
        for (const auto &[id, text] : streamFindings)
            classification.findings.append(FindingCatalog::make(id, text));
        for (int i = 0; i < strayLines; ++i) {
            classification.findings.append(FindingCatalog::make(
                QStringLiteral("stray-output"), tr("The server wrote a line that is not JSON while this request was open.")));
        }
        for (const QString &problem : streamProblems)
            classification.findings.append(FindingCatalog::make(QStringLiteral("stray-output"), problem));
        if (leftOut > 0) {
            classification.findings.append(FindingCatalog::make(
                QStringLiteral("stray-output"),
                tr("%n more stray line(s), stream event(s) or finding(s) of the transport were left out (%1 of each kind are kept).",
                   nullptr, leftOut)
                    .arg(kFindingsKeptPerKind)));
        }
        exchange->classification = std::move(classification);
        if (m_insideSend)
            QTimer::singleShot(0, this, [this, exchange] { emit exchangeFinished(exchange); });
        else
            emit exchangeFinished(exchange);
    };
    if (exchange->body.size() <= kBackgroundThreshold) {
        complete(classifyExchange(*exchange, answer, m_options, streaming));
        return;
    }
    // Parsing a big body takes a while: keep the caller's thread (the GUI) responsive.
    auto *watcher = new QFutureWatcher<Classification>(this);
    connect(watcher, &QFutureWatcher<Classification>::finished, this, [watcher, complete] {
        complete(watcher->result());
        watcher->deleteLater();
    });
    const Options options = m_options;
    watcher->setFuture(QtConcurrent::run([exchange, answer, options, streaming] {
        return classifyExchange(*exchange, answer, options, streaming);
    }));
}

} // namespace RpcScope
