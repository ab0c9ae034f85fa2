#include "lib/replay/replayer.h"

#include "lib/rpc/rpcclient.h"
#include "lib/rpc/serverrequestanswerer.h"
#include "lib/session/redaction.h"
#include "lib/session/sessionredactor.h"
#include "lib/tr.h"
#include "lib/transport/transport.h"
#include "lib/transport/transportcloser.h"
#include "lib/transport/transportfactory.h"

#include <algorithm>

namespace RpcScope {

Replayer::Replayer(QObject *parent)
    : QObject(parent)
{
    m_pacer.setSingleShot(true);
    // A coarse timer may fire early, and the recorded gaps are what pacing promises.
    m_pacer.setTimerType(Qt::PreciseTimer);
    connect(&m_pacer, &QTimer::timeout, this, &Replayer::sendCurrent);
}

Replayer::~Replayer()
{
    closeClients();
}

QList<SessionEntry> Replayer::exchangesOf(const QList<SessionEntry> &entries)
{
    QList<SessionEntry> exchanges;
    for (const SessionEntry &entry : entries) {
        if (entry.type == SessionEntry::Type::Exchange)
            exchanges.append(entry);
    }
    return exchanges;
}

ReplayResult Replayer::compare(const SessionEntry &recorded, const Exchange &replayed, const DiffRules &rules,
                               const JsonDiff::Options &options)
{
    ReplayResult result;
    result.sequence = recorded.sequence;
    result.method = recorded.method.isEmpty() ? replayed.sent.methodSummary() : recorded.method;
    result.endpoint = replayed.endpoint;
    result.recordedStatus = recorded.http ? recorded.http->status : -1;
    result.replayedStatus = replayed.reply.http ? replayed.reply.http->status : -1;
    if (result.recordedStatus == 0)
        result.recordedStatus = -1;
    if (result.replayedStatus == 0)
        result.replayedStatus = -1;
    result.durationMs = replayed.durationMs();
    result.recordedBody = recorded.body;
    // The recording holds placeholders where secrets were: the answer gets the same treatment
    // before it is compared or shown, so a token is neither a difference nor printed in clear.
    QStringList placeholders;
    const QByteArray replayedBody = SessionRedactor().redactBody(replayed.body, &placeholders);
    result.replayedBody = replayedBody;

    const TransportError &error = replayed.reply.error;
    if (error.isError()) {
        result.verdict = ReplayResult::Verdict::Failed;
        result.errorKind = TransportError::kindName(error.kind);
        result.errorMessage = error.message;
        return result;
    }
    if (replayed.body.isEmpty() && !recorded.body.isEmpty()) {
        result.verdict = ReplayResult::Verdict::Failed;
        result.errorKind = QStringLiteral("no-answer");
        result.errorMessage = Tr::tr("Nothing came back; the recording holds an answer of %n byte(s).", nullptr,
                                     int(std::min<qsizetype>(recorded.body.size(), INT_MAX)));
        return result;
    }
    const JsonDocument &replayedDocument = replayed.classification.document;
    if (recorded.body != replayed.body && replayedDocument.isValid() && placeholders.isEmpty()) {
        const JsonDocument recordedDocument = JsonDocument::parse(recorded.body);
        result.diff = recordedDocument.isValid()
                          ? JsonDiff::compare(recordedDocument, replayedDocument, rules, options)
                          : JsonDiff::compareBodies(recorded.body, replayed.body, rules, options);
    } else {
        result.diff = JsonDiff::compareBodies(recorded.body, replayedBody, rules, options);
    }
    result.verdict = result.diff.isSame() && !result.statusChanged() ? ReplayResult::Verdict::Same
                                                                     : ReplayResult::Verdict::Differs;
    return result;
}

void Replayer::start(const QList<SessionEntry> &entries, const QString &session)
{
    cancel();
    m_exchanges = exchangesOf(entries);
    m_report = {};
    m_report.session = session;
    m_report.against = m_options.against;
    m_report.total = int(m_exchanges.size());
    m_next = 0;
    m_running = true;
    // Queued, so that finished() never comes from inside start().
    QMetaObject::invokeMethod(this, &Replayer::sendNext, Qt::QueuedConnection);
}

void Replayer::cancel()
{
    if (!m_running)
        return;
    m_pacer.stop();
    m_report.canceled = true;
    if (m_pendingClient) {
        RpcClient *client = std::exchange(m_pendingClient, nullptr);
        client->cancel(m_pendingSequence);
    }
    finish();
}

void Replayer::sendNext()
{
    if (!m_running)
        return;
    if (m_next >= m_exchanges.size()) {
        finish();
        return;
    }
    if (m_options.pacing && m_next > 0 && m_sinceLastSend.isValid()) {
        const qint64 gap = std::clamp<qint64>(m_exchanges.at(m_next).epochMs - m_exchanges.at(m_next - 1).epochMs, 0,
                                              m_options.maxGapMs);
        const qint64 wait = gap - m_sinceLastSend.elapsed();
        if (wait > 0) {
            m_pacer.start(int(wait));
            return;
        }
    }
    sendCurrent();
}

void Replayer::sendCurrent()
{
    // A loop rather than recursion: endpoints that cannot be used fail one after another.
    while (m_running && m_next < m_exchanges.size()) {
        const SessionEntry &entry = m_exchanges.at(m_next);
        const QString endpoint = m_options.against.isEmpty() ? entry.endpoint : m_options.against;
        QString error;
        RpcClient *client = clientFor(endpoint, entry.framing, &error);
        if (!client) {
            ReplayResult result;
            result.sequence = entry.sequence;
            result.method = entry.method;
            result.endpoint = endpoint;
            result.verdict = ReplayResult::Verdict::Failed;
            result.errorKind = TransportError::kindName(TransportError::Kind::Unsupported);
            result.errorMessage = error;
            result.recordedBody = entry.body;
            record(result);
            continue;
        }
        m_pendingUnfilled.clear();
        const QByteArray bytes = Redaction::fill(entry.request, m_options.credentials, &m_pendingUnfilled);
        m_pendingClient = client;
        m_sinceLastSend.start();
        m_pendingSequence = client->send(bytes);
        return;
    }
    if (m_running)
        finish();
}

void Replayer::onExchangeFinished(RpcClient *client, const ExchangePtr &exchange)
{
    if (!m_running || client != m_pendingClient || exchange->sequence != m_pendingSequence)
        return;
    m_pendingClient = nullptr;
    ReplayResult result = compare(m_exchanges.at(m_next), *exchange, m_options.rules, m_options.diff);
    result.unfilled = m_pendingUnfilled;
    record(std::move(result));
    sendNext();
}

void Replayer::record(ReplayResult result)
{
    m_report.results.append(std::move(result));
    ++m_next;
    emit exchangeReplayed(int(m_report.results.size()), m_report.total, m_report.results.constLast());
}

void Replayer::finish()
{
    m_running = false;
    m_pacer.stop();
    // The report as it stands now (a start() right after a cancel() must not change it),
    // once every connection has ended: a stdio server reads what it was sent, then exits.
    const QList<RpcClient *> clients = takeClients();
    QList<Transport *> transports;
    for (RpcClient *client : clients)
        transports.append(client->transport());
    TransportCloser::closeAll(transports, this, [this, clients, report = m_report] {
        for (RpcClient *client : clients)
            client->deleteLater();
        emit finished(report);
    });
}

RpcClient *Replayer::clientFor(const QString &endpoint, const std::optional<Framing> &recorded, QString *error)
{
    if (RpcClient *client = m_clients.value(endpoint))
        return client;
    // A language server recorded with Content-Length framing is replayed so, unless told otherwise.
    EndpointSettings settings = m_options.settings;
    settings.framing = m_options.framing.value_or(recorded.value_or(m_options.settings.framing));
    Transport *transport = TransportFactory::create(endpoint, settings, error);
    if (!transport)
        return nullptr;
    auto *client = new RpcClient(transport, this);
    RpcClient::Options options;
    options.timeoutMs = m_options.timeoutMs;
    client->setOptions(options);
    connect(client, &RpcClient::exchangeFinished, this,
            [this, client](const ExchangePtr &exchange) { onExchangeFinished(client, exchange); });
    // A server that asks something mid-replay is refused (-32601), never left waiting.
    (new ServerRequestAnswerer(client, client))->listen();
    m_clients.insert(endpoint, client);
    emit clientCreated(client);
    return client;
}

QList<RpcClient *> Replayer::takeClients()
{
    const QList<RpcClient *> clients = m_clients.values();
    m_clients.clear();
    for (RpcClient *client : clients) {
        disconnect(client, nullptr, this, nullptr);
        client->cancelAll();
    }
    return clients;
}

void Replayer::closeClients()
{
    for (RpcClient *client : takeClients()) {
        client->transport()->close();
        client->deleteLater();
    }
}

} // namespace RpcScope
