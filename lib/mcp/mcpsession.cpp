#include "lib/mcp/mcpsession.h"

#include "lib/json/jsonbuilder.h"
#include "lib/json/jsonsplice.h"
#include "lib/json/jsonwriter.h"
#include "lib/mcp/elicitationdefaults.h"
#include "lib/rpc/mcpwire.h"
#include "lib/rpc/requestbuilder.h"
#include "lib/rpc/rpcclient.h"
#include "lib/rpc/serverrequestanswerer.h"
#include "lib/transport/http/httpclient.h"
#include "lib/transport/http/httptransport.h"

#include <QDateTime>
#include <QTimer>

#include <memory>

namespace RpcScope {

using namespace Qt::StringLiterals;

using Type = JsonDocument::Type;

namespace {

// The user's responder, with the elicitation defaults (SEP-1034) added to what it accepts:
// for the server requests of the legacy era and the input requests of the modern one alike.
class DefaultsResponder : public ServerResponder
{
public:
    ServerResponder *inner = nullptr;

    bool canAnswer(const ServerRequest &request) const override { return inner && inner->canAnswer(request); }
    void answer(const ServerRequest &request, Done done) override
    {
        if (request.method != u"elicitation/create") {
            inner->answer(request, std::move(done));
            return;
        }
        inner->answer(request, [params = request.paramsText, done](const ServerAnswer &answer) {
            done(answer.isError ? answer : ServerAnswer::result(ElicitationDefaults::apply(params, answer.resultJson)));
        });
    }
};

// The params of tasks/get, tasks/result and tasks/cancel: the task they name.
QByteArray taskIdParams(const QString &taskId)
{
    return "{\"taskId\":" + JsonWriter::quote(taskId) + '}';
}

// How long to wait before asking about \a task again: as the server asks (it may refuse faster
// polls), within reason: 50 ms to a minute; a second when it does not say.
int pollDelayMs(const McpTask &task)
{
    return int(task.pollIntervalMs < 0 ? 1000 : qBound(qint64(50), task.pollIntervalMs, qint64(60000)));
}

// The `name` member of a call's params (the tool of tools/call); empty when there is no string.
QString calledName(const QByteArray &params)
{
    const JsonDocument name = JsonDocument::parse(JsonSplice::memberText(params, {QStringLiteral("name")}));
    return name.isValid() && name.type(0) == Type::String ? name.string(0) : QString();
}

} // namespace

const JsonDocument &McpReply::document() const
{
    static const JsonDocument none;
    return exchange ? exchange->classification.document : none;
}

McpSession::McpSession(RpcClient *client, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_answerer(new ServerRequestAnswerer(client, this))
    , m_withDefaults(std::make_unique<DefaultsResponder>())
{
    qRegisterMetaType<RpcScope::ServerRequest>();
    qRegisterMetaType<RpcScope::McpTask>();
    m_ackTimer.setSingleShot(true);
    connect(&m_ackTimer, &QTimer::timeout, this, &McpSession::onListenAckTimeout);
    m_listenReopen.setSingleShot(true);
    connect(&m_listenReopen, &QTimer::timeout, this, &McpSession::listen);
    // Answers go with the session's headers (Mcp-Session-Id, the protocol version); the POST
    // still accepts both JSON and an event stream, as Streamable HTTP demands.
    m_answerer->setSender([this](const QByteArray &response) { m_client->transport()->send(response, sendOptions()); });
    m_answerer->setAnswerTimeout(m_options.answerTimeoutMs);
    connect(m_answerer, &ServerRequestAnswerer::requestReceived, this, &McpSession::serverRequestReceived);
    connect(m_answerer, &ServerRequestAnswerer::requestAnswered, this, &McpSession::serverRequestAnswered);
    connect(client, &RpcClient::exchangeFinished, this, &McpSession::onExchange);
    connect(client, &RpcClient::messageArrived, this, &McpSession::onMessage);
    if (auto *http = qobject_cast<HttpTransport *>(client->transport())) {
        connect(http->client(), &HttpClient::headersReceived, this, [this](quint64 ticket, const HttpMeta &meta) {
            if (ticket != m_streamTicket)
                return;
            const QByteArray type = headerValue(meta.responseHeaders, "content-type").split(';').first().trimmed();
            // "The server MUST either return Content-Type: text/event-stream … or else return
            // HTTP 405 Method Not Allowed, indicating that the server does not offer an SSE stream."
            m_streamOpen = meta.status == 200 && type.compare("text/event-stream", Qt::CaseInsensitive) == 0;
        });
        connect(http->client(), &HttpClient::bodyChunk, this, [this](quint64 ticket, const QByteArray &chunk) {
            if (ticket != m_streamTicket || !m_streamOpen || !m_streamParser)
                return;
            const QList<SseEvent> events = m_streamParser->feed(chunk);
            for (const SseEvent &event : events) {
                if (event.data.isEmpty() || ticket != m_streamTicket)
                    continue;   // a priming event, or the stream was closed by a handler
                const IncomingMessage message{event.data, QDateTime::currentMSecsSinceEpoch()};
                emit serverStreamMessage(message);
                onMessage(message);
            }
        });
        connect(http->client(), &HttpClient::finished, this, [this](quint64 ticket, const TransportReply &) {
            if (ticket != m_streamTicket)
                return;
            m_streamTicket = 0;
            m_streamOpen = false;
            m_streamParser.reset();
        });
    }
    connect(client->transport(), &Transport::channelClosed, this, [this] {
        m_channelClosed = true;
        if (m_state == State::Closing)
            finishClose();
    });
}

McpSession::~McpSession() = default;

void McpSession::setOptions(const Options &options)
{
    m_options = options;
    m_answerer->setAnswerTimeout(options.answerTimeoutMs);
}

void McpSession::setResponder(ServerResponder *responder)
{
    static_cast<DefaultsResponder *>(m_withDefaults.get())->inner = responder;
    m_answerer->setResponder(responder ? m_withDefaults.get() : nullptr);
}

void McpSession::setToolTaskSupport(const QString &tool, const QString &support)
{
    if (support.isEmpty())
        m_toolTaskSupport.remove(tool);
    else
        m_toolTaskSupport.insert(tool, support);
}

void McpSession::setToolHeaders(const QString &tool, const McpToolHeaders &headers)
{
    if (headers.markings().isEmpty())
        m_toolHeaders.remove(tool);
    else
        m_toolHeaders.insert(tool, headers);
}

QByteArray McpSession::wireParams(const QByteArray &params) const
{
    if (m_era != Era::Modern)
        return params;
    QList<McpWire::Member> meta = McpWire::requestMeta(m_askedVersion, capabilitiesText(), m_options.clientName);
    if (!m_logLevel.isEmpty())
        meta.append({QStringLiteral("io.modelcontextprotocol/logLevel"), JsonWriter::quote(m_logLevel)});
    return McpWire::withMeta(params, meta);
}

SendOptions McpSession::sendOptions(const QString &method, const QByteArray &params) const
{
    SendOptions options;
    options.extraHeaders = m_extraHeaders;   // HTTP+SSE's POSTs carry them too
    // A listen stream answers when it ends, however long the session lasts.
    options.noDeadline = method == u"subscriptions/listen";
    if (m_client->transport()->kind() != Transport::Kind::Http)
        return options;
    // Streamable HTTP: a POST may be answered by JSON or by an event stream.
    options.streaming = true;
    if (m_era == Era::Modern) {
        // 2026-07-28: no session and no resumption; the revision and the request's method and
        // name ride in headers too, and a tool's marked parameters in Mcp-Param headers.
        options.extraHeaders += McpWire::requestHeaders(m_askedVersion, method, params);
        if (method == u"tools/call") {
            const QByteArray name = JsonSplice::memberText(params, {QStringLiteral("name")});
            const auto tool = m_toolHeaders.constFind(JsonDocument::parse(name).string(0));
            if (!name.isEmpty() && tool != m_toolHeaders.constEnd())
                options.extraHeaders += tool->headersFor(JsonSplice::memberText(params, {QStringLiteral("arguments")}));
        }
        return options;
    }
    // A legacy stream that breaks off before the answer is resumed with Last-Event-ID when its
    // events carried ids.
    options.resumable = true;
    if (!m_sessionId.isEmpty())
        options.extraHeaders.append({QByteArrayLiteral("Mcp-Session-Id"), m_sessionId});
    if (!m_server.protocolVersion.isEmpty())
        options.extraHeaders.append({QByteArrayLiteral("MCP-Protocol-Version"), m_server.protocolVersion.toLatin1()});
    return options;
}

void McpSession::sendInternal(const QString &method, const QByteArray &params, bool notification,
                              std::function<void(const ExchangePtr &)> done)
{
    RequestSpec spec;
    spec.method = method;
    spec.params = notification ? params : wireParams(params);
    if (!notification)
        spec.id = RequestId::number(++m_nextId);
    const quint64 sequence = m_client->nextSequence();
    if (done)
        m_internal.insert(sequence, std::move(done));
    m_client->send(RequestBuilder::build(spec), sendOptions(method, spec.params));
}

void McpSession::initialize()
{
    if (m_state != State::Idle && m_state != State::Failed)
        return;
    m_state = State::Initializing;
    m_failure.clear();
    m_negotiation.clear();
    m_versionsTried.clear();
    const QString pinned = m_options.protocolVersion;
    if (pinned.isEmpty() || McpWire::isModern(pinned)) {
        probe(pinned.isEmpty() ? McpWire::modernVersions().first() : pinned);
        return;
    }
    m_era = Era::Legacy;
    handshake(pinned, [this, pinned](const QString &error) {
        m_negotiation = tr("initialize with %1, as pinned").arg(pinned);
        handshakeDone(error);
    });
}

void McpSession::probe(const QString &version)
{
    m_era = Era::Modern;
    m_askedVersion = version;
    m_versionsTried.append(version);
    m_server = {};
    m_sessionId.clear();
    sendInternal(QStringLiteral("server/discover"), {}, false, [this](const ExchangePtr &exchange) { acceptDiscover(exchange); });
}

void McpSession::acceptDiscover(const ExchangePtr &exchange)
{
    // Whatever follows a refusal (another revision, the handshake) works it around; a
    // failure below is reported by fail() in words.
    m_workedAround.insert(exchange->sequence);
    const Classification &c = exchange->classification;
    const bool pinned = !m_options.protocolVersion.isEmpty();
    const QString asked = m_askedVersion;
    const ResponseInfo *response = c.responses.size() == 1 ? &c.responses.first() : nullptr;
    if (response && response->outcome == ResponseInfo::Outcome::Error && McpWire::isModernError(response->error.code)) {
        // A modern server refusing: retry with a revision it lists, never fall back.
        const DecodedError &e = response->error;
        const QStringList supported = McpWire::supportedVersions(e.dataRaw);
        if (e.code == McpWire::kUnsupportedVersion) {
            QString next;
            for (const QString &version : McpWire::modernVersions()) {
                if (supported.contains(version) && (!m_versionsTried.contains(version)
                                                    || (version == asked && m_versionsTried.count(version) < 2))) {
                    next = version;
                    break;
                }
            }
            if (!next.isEmpty() && (!pinned || next == m_options.protocolVersion)) {
                probe(next);
                return;
            }
            const QString legacy = McpWire::newestShared(McpHandshake::knownVersions(), supported);
            if (!legacy.isEmpty() && !pinned) {
                fallBack(legacy, tr("the server refused %1 and supports %2").arg(asked, supported.join(QStringLiteral(", "))));
                return;
            }
            fail(supported.isEmpty()
                     ? tr("The server refused protocol revision %1 (%2 %3) without a usable data.supported list.")
                           .arg(asked, QString::fromUtf8(e.codeRaw), e.message)
                     : tr("The server supports none of the revisions RpcScope speaks here: it lists %1 (asked for %2).")
                           .arg(supported.join(QStringLiteral(", ")), asked));
            return;
        }
        fail(tr("The server refused server/discover: %1 %2: %3").arg(QString::fromUtf8(e.codeRaw), e.name, e.message));
        return;
    }
    // Nobody answering, or refusing us altogether, says nothing about the era: no fallback.
    // Silence on stdio does: a legacy server may ignore what comes before initialize.
    const bool stdioSilence = exchange->reply.error.kind == TransportError::Kind::Timeout
            && m_client->transport()->kind() != Transport::Kind::Http;
    const int status = exchange->reply.httpStatus();
    if ((!response && c.outcome == Classification::Outcome::TransportError && !stdioSilence)
        || status == 401 || status == 403) {
        fail(tr("The server did not answer server/discover: %1").arg(c.summary));
        return;
    }
    McpServerInfo info;
    QStringList supported;
    QString error;
    const bool discovered = response && response->outcome != ResponseInfo::Outcome::Error
            && response->outcome != ResponseInfo::Outcome::Invalid
            && McpHandshake::readDiscoverResult(c.document, response->resultNode, &info, &supported, &error);
    if (!discovered) {
        // A legacy server: an unknown method, a 4xx without a modern error, silence on stdio.
        const QString why = response && response->outcome == ResponseInfo::Outcome::Error
                ? tr("server/discover: %1 %2").arg(QString::fromUtf8(response->error.codeRaw), response->error.message)
                : !error.isEmpty() ? error
                : c.summary.isEmpty() ? tr("server/discover went unanswered") : c.summary;
        if (pinned) {
            fail(tr("The server does not speak protocol revision %1 (%2).").arg(asked, why));
            return;
        }
        fallBack(legacyDefaultVersion(), why);
        return;
    }
    QString version = supported.contains(asked) ? asked : McpWire::newestShared(McpWire::modernVersions(), supported);
    if (version.isEmpty() || (pinned && version != asked)) {
        const QString legacy = McpWire::newestShared(McpHandshake::knownVersions(), supported);
        if (!legacy.isEmpty() && !pinned) {
            fallBack(legacy, tr("server/discover lists %1").arg(supported.join(QStringLiteral(", "))));
            return;
        }
        fail(tr("The server supports none of the revisions RpcScope speaks here: it lists %1 (asked for %2).")
                 .arg(supported.join(QStringLiteral(", ")), asked));
        return;
    }
    // A session id the server sends anyway is a finding of the exchange (the classifier's
    // mcp-stateless-session-id), and is never sent back.
    m_askedVersion = version;
    info.protocolVersion = version;
    m_server = info;
    m_negotiation = m_versionsTried.size() > 1 || version != m_versionsTried.first()
            ? tr("server/discover: the server speaks %1 (tried %2)").arg(version, m_versionsTried.join(QStringLiteral(", ")))
            : tr("server/discover: the server speaks %1").arg(version);
    handshakeDone({});
}

void McpSession::fallBack(const QString &version, const QString &why)
{
    m_era = Era::Legacy;
    const QString tried = m_versionsTried.join(QStringLiteral(", "));
    handshake(version, [this, version, why, tried](const QString &error) {
        m_negotiation = tr("no %1 (%2): initialize with %3").arg(tried, why, version);
        handshakeDone(error);
    });
}

void McpSession::adopt(const ExchangePtr &initialize, qint64 lastIdUsed)
{
    if (m_state != State::Idle && m_state != State::Failed)
        return;
    m_state = State::Initializing;
    m_failure.clear();
    if (!initialize) {
        handshakeDone(tr("The server did not answer initialize."));
        return;
    }
    m_nextId = qMax(m_nextId, lastIdUsed);
    m_era = Era::Legacy;
    m_negotiation = tr("initialize, begun by the discovery probe");
    m_askedVersion = m_options.protocolVersion.isEmpty() ? legacyDefaultVersion() : m_options.protocolVersion;
    m_server = {};
    m_sessionId.clear();
    acceptInitialize(initialize, [this](const QString &error) { handshakeDone(error); });
}

void McpSession::handshakeDone(const QString &error)
{
    if (!error.isEmpty()) {
        fail(error);
        return;
    }
    m_state = State::Ready;
    openServerStream();
    emit ready();
    listen();
}

QByteArray McpSession::listenFilter() const
{
    // Each kind the server says it sends, and the resources asked for where it takes them.
    const auto offers = [this](const QString &feature, const QString &flag) {
        return JsonSplice::memberText(m_server.capabilitiesText, {feature, flag}).trimmed() == "true";
    };
    JsonBuilder filter(0);
    filter.beginObject();
    if (offers(QStringLiteral("tools"), QStringLiteral("listChanged")))
        filter.key(u"toolsListChanged").value(true);
    if (offers(QStringLiteral("prompts"), QStringLiteral("listChanged")))
        filter.key(u"promptsListChanged").value(true);
    if (offers(QStringLiteral("resources"), QStringLiteral("listChanged")))
        filter.key(u"resourcesListChanged").value(true);
    if (offers(QStringLiteral("resources"), QStringLiteral("subscribe")) && !m_resourceSubscriptions.isEmpty()) {
        filter.key(u"resourceSubscriptions").beginArray();
        for (const QString &uri : m_resourceSubscriptions)
            filter.value(uri);
        filter.endArray();
    }
    filter.endObject();
    return filter.text();
}

void McpSession::listen()
{
    if (m_era != Era::Modern || !m_options.listen || m_state != State::Ready)
        return;
    const QByteArray filter = listenFilter();
    if (filter == "{}") {
        // Nothing left to listen for (the last resource unsubscribed): every stream closes.
        m_ackTimer.stop();
        m_listenReopen.stop();
        for (const quint64 call : {std::exchange(m_replacedListen, 0), std::exchange(m_listenCall, 0)}) {
            if (call)
                cancel(call, u"Nothing is left to listen for."_s, tr("Nothing is left to listen for."));
        }
        m_listening = {};
        answerSubscribeWaiters(tr("The server offers no resource subscriptions."));
        emit listeningChanged();
        return;
    }
    m_listenReopen.stop();
    // The stream standing goes on until the new one is acknowledged: nothing falls between
    // them, and a new one the server refuses leaves it as it was.
    const quint64 current = std::exchange(m_listenCall, 0);
    if (current && !m_listening.honoured.isEmpty()) {
        m_replacedListen = current;
        m_replacedListening = m_listening;
        m_replacedSubscriptions = m_acknowledgedSubscriptions;
    } else if (current) {
        // Never acknowledged: closed; a stream it was to replace stays the one to go back to.
        cancel(current, u"Replaced by a newer subscriptions/listen stream."_s, tr("Replaced by a newer subscriptions/listen stream."));
    }
    m_listening = {};
    m_listening.open = true;
    m_listening.asked = filter;
    // The handle is known only once request() returns; the reply comes later, always.
    auto handle = std::make_shared<quint64>(0);
    *handle = request(QStringLiteral("subscriptions/listen"), "{\"notifications\":" + filter + '}',
                      [this, handle](const McpReply &reply) {
        if (*handle != m_listenCall)
            return;
        // A stream that stood and went, ended by the server or by the connection, is opened
        // again after a pause; a refusal (an error answer), or one that never stood, is not.
        const bool stood = !m_listening.honoured.isEmpty() && !m_replacedListen;
        const bool refused = reply.status == McpReply::Status::Error || reply.status == McpReply::Status::Canceled;
        listenEnded(reply.ok() ? tr("The server ended the subscription.")
                               : tr("The subscription ended: %1").arg(reply.error));
        if (stood && !refused && m_state == State::Ready) {
            m_listening.reopenInMs = m_listenReopenMs;
            m_listenReopen.start(m_listenReopenMs);
            m_listenReopenMs = qMin(m_listenReopenMs * 2, ListenReopenMaxMs);
            emit listeningChanged();
        }
    });
    m_listenCall = *handle;
    // An acknowledgement is the first thing a listen stream brings; without one in the
    // request timeout the stream is given up (it has no deadline of its own).
    const int timeout = m_client->options().timeoutMs > 0 ? m_client->options().timeoutMs : 30000;
    m_ackTimer.start(timeout);
    emit listeningChanged();
}

void McpSession::onListenAckTimeout()
{
    if (!m_listenCall || !m_listening.honoured.isEmpty())
        return;
    const quint64 call = m_listenCall;
    const QString why = tr("The server did not acknowledge subscriptions/listen within %1 ms.").arg(m_ackTimer.interval());
    listenEnded(why);
    cancel(call, u"Not acknowledged within %1 ms."_s.arg(m_ackTimer.interval()), why);
}

void McpSession::listenEnded(const QString &why)
{
    m_ackTimer.stop();
    m_listenCall = 0;
    if (m_replacedListen) {
        // The new stream never stood: the one it was to replace goes on, with its subscriptions.
        m_listenCall = std::exchange(m_replacedListen, 0);
        m_listening = m_replacedListening;
        m_resourceSubscriptions = m_replacedSubscriptions;
    } else {
        m_listening.open = false;
        m_listening.ended = why;
    }
    answerSubscribeWaiters(why);
    emit listeningChanged();
}

void McpSession::onListenAcknowledged(const JsonDocument &doc, int params)
{
    const auto call = m_calls.find(m_listenCall);
    if (call == m_calls.end() || !m_listening.honoured.isEmpty())
        return;
    // The id is required: on stdio, an older stream's acknowledgement must not pass for it.
    if (!McpWire::belongsToListen(doc, call->second.id))
        return;
    m_ackTimer.stop();
    m_listenReopenMs = ListenReopenFirstMs;   // it stands: a later loss waits the shortest pause again
    if (const quint64 replaced = std::exchange(m_replacedListen, 0))
        cancel(replaced, u"Replaced by a newer subscriptions/listen stream."_s,
               tr("Replaced by a newer subscriptions/listen stream."));   // the new one stands
    const int honoured = doc.member(params, u"notifications");
    m_listening.honoured = honoured >= 0 ? doc.raw(honoured).toByteArray() : QByteArrayLiteral("{}");
    // What the server took of the resources asked for; the others are no longer asked for.
    QSet<QString> taken;
    const int uris = honoured >= 0 ? doc.member(honoured, u"resourceSubscriptions") : -1;
    for (int uri = uris >= 0 ? doc.firstChild(uris) : -1; uri >= 0; uri = doc.nextSibling(uri))
        taken.insert(doc.string(uri));
    auto waiters = std::exchange(m_subscribeWaiters, {});
    for (auto &[uri, subscribe, done] : waiters) {
        McpReply reply;
        reply.status = subscribe == taken.contains(uri) ? McpReply::Status::Ok : McpReply::Status::Error;
        if (!reply.ok())
            reply.error = subscribe ? tr("The server's acknowledgement leaves %1 out.").arg(uri)
                                    : tr("The server's acknowledgement still lists %1.").arg(uri);
        done(reply);
    }
    m_resourceSubscriptions.removeIf([&taken](const QString &uri) { return !taken.contains(uri); });
    m_acknowledgedSubscriptions = m_resourceSubscriptions;
    emit listeningChanged();
}

void McpSession::answerSubscribeWaiters(const QString &error)
{
    auto waiters = std::exchange(m_subscribeWaiters, {});
    for (auto &[uri, subscribe, done] : waiters) {
        McpReply reply;
        // Nothing to listen for any more: an unsubscription has what it asked for.
        const bool settled = !subscribe && !m_resourceSubscriptions.contains(uri) && !m_listening.open;
        reply.status = settled ? McpReply::Status::Ok : McpReply::Status::Error;
        if (!settled)
            reply.error = error;
        done(reply);
    }
}

quint64 McpSession::setResourceSubscribed(const QString &uri, bool subscribed, ReplyHandler done)
{
    const quint64 handle = ++m_nextHandle;
    if (m_era != Era::Modern || !m_options.listen || m_state != State::Ready) {
        QTimer::singleShot(0, this, [this, done] {
            McpReply reply;
            reply.status = McpReply::Status::NotReady;
            reply.error = m_state != State::Ready ? tr("The MCP session is not ready.")
                                                  : tr("The MCP session does not listen for notifications.");
            done(reply);
        });
        return handle;
    }
    if (subscribed && !m_resourceSubscriptions.contains(uri))
        m_resourceSubscriptions.append(uri);
    else if (!subscribed)
        m_resourceSubscriptions.removeAll(uri);
    m_subscribeWaiters.push_back({uri, subscribed, std::move(done)});
    listen();
    return handle;
}

void McpSession::openServerStream()
{
    auto *http = qobject_cast<HttpTransport *>(m_client->transport());
    // The modern revision has no GET stream: subscriptions/listen takes its place.
    if (!http || !m_options.serverStream || m_streamTicket != 0 || m_era == Era::Modern)
        return;
    SendOptions options = sendOptions();
    options.streaming = false;
    HttpRequest request = http->request({}, options);
    request.method = QByteArrayLiteral("GET");
    request.headers.removeIf([](const QPair<QByteArray, QByteArray> &h) {
        return h.first.compare("content-type", Qt::CaseInsensitive) == 0
                || h.first.compare("accept", Qt::CaseInsensitive) == 0;
    });
    request.headers.prepend({QByteArrayLiteral("Accept"), QByteArrayLiteral("text/event-stream")});
    request.timeoutMs = 0;       // it lives as long as the session,
    request.keepBody = false;    // so its events are read as they come and not kept in memory
    m_streamParser = std::make_unique<SseParser>();
    m_streamTicket = http->client()->start(request);
}

void McpSession::closeServerStream()
{
    auto *http = qobject_cast<HttpTransport *>(m_client->transport());
    if (!http || m_streamTicket == 0)
        return;
    http->client()->abort(std::exchange(m_streamTicket, 0),
                          {TransportError::Kind::Canceled, tr("The MCP session was closed.")});
    m_streamOpen = false;
    m_streamParser.reset();
}

void McpSession::handshake(const QString &version, std::function<void(const QString &error)> done)
{
    m_askedVersion = version;
    m_server = {};
    m_sessionId.clear();
    const QByteArray params = McpHandshake::initializeParams(m_askedVersion, m_options.capabilities, m_options.clientName);
    sendInternal(QStringLiteral("initialize"), params, false,
                 [this, done](const ExchangePtr &exchange) { acceptInitialize(exchange, done); });
}

void McpSession::acceptInitialize(const ExchangePtr &exchange, std::function<void(const QString &error)> done)
{
    const Classification &c = exchange->classification;
    if (c.outcome == Classification::Outcome::TransportError) {
        done(tr("The server did not answer initialize: %1").arg(c.summary));
        return;
    }
    if (!c.responses.isEmpty() && c.responses.first().outcome == ResponseInfo::Outcome::Error) {
        const DecodedError &e = c.responses.first().error;
        done(tr("The server refused initialize: %1 %2").arg(QString::fromUtf8(e.codeRaw), e.message));
        return;
    }
    const int result = c.responses.size() == 1 ? c.responses.first().resultNode : -1;
    McpServerInfo info;
    QString error;
    if (!McpHandshake::readResult(c.document, result, &info, &error)) {
        done(c.summary.isEmpty() ? error : tr("%1 (%2)").arg(error, c.summary));
        return;
    }
    if (!McpHandshake::isKnownVersion(info.protocolVersion)) {
        done(tr("The server answered initialize with protocol revision \"%1\", which RpcScope does not speak "
                "(asked for %2; known: %3).")
                 .arg(info.protocolVersion, m_askedVersion, McpHandshake::knownVersions().join(QStringLiteral(", "))));
        return;
    }
    m_server = info;
    if (exchange->reply.http)
        m_sessionId = headerValue(exchange->reply.http->responseHeaders, "mcp-session-id");
    // Requests wait until notifications/initialized is delivered (HTTP sends in parallel).
    sendInternal(QStringLiteral("notifications/initialized"), {}, true, [done](const ExchangePtr &sent) {
        if (sent->classification.outcome == Classification::Outcome::TransportError)
            done(tr("notifications/initialized could not be delivered: %1").arg(sent->classification.summary));
        else
            done({});
    });
}

void McpSession::fail(const QString &message)
{
    m_state = State::Failed;
    m_failure = message;
    m_answerer->releaseHolds();
    emit failed(message);
}

quint64 McpSession::request(const QString &method, const QByteArray &params, ReplyHandler done)
{
    const quint64 handle = ++m_nextHandle;
    Call &call = m_calls[handle];
    call.method = method;
    call.params = params;
    call.done = std::move(done);
    // 2025-11-25: a tool that must run as a task is asked to, where the server takes tasks.
    if (m_era == Era::Legacy && method == u"tools/call" && JsonSplice::memberText(params, {QStringLiteral("task")}).isNull()
        && !JsonSplice::memberText(m_server.capabilitiesText, {QStringLiteral("tasks"), QStringLiteral("requests"),
                                                                QStringLiteral("tools"), QStringLiteral("call")}).isNull()) {
        const QString tool = calledName(params);
        if (!tool.isEmpty() && m_toolTaskSupport.value(tool) == u"required") {
            const QByteArray asTask = JsonSplice::setMember(params.trimmed().isEmpty() ? QByteArrayLiteral("{}") : params,
                                                            {QStringLiteral("task")}, "{}");
            if (!asTask.isNull())
                call.params = asTask;
        }
    }
    if (m_state != State::Ready) {
        // Answered later, like any reply, so the caller has its handle first.
        QTimer::singleShot(0, this, [this, handle] {
            auto it = m_calls.find(handle);
            if (it == m_calls.end())
                return;
            const ReplyHandler handler = it->second.done;
            m_calls.erase(it);
            McpReply reply;
            reply.status = McpReply::Status::NotReady;
            reply.error = m_failure.isEmpty() ? tr("The MCP session is not ready.")
                                              : tr("The MCP session is not ready: %1").arg(m_failure);
            handler(reply);
        });
        return handle;
    }
    if (m_reinitializing)
        m_afterReinit.append(handle);
    else
        send(handle);
    return handle;
}

void McpSession::send(quint64 handle)
{
    Call &call = m_calls.at(handle);
    RequestSpec spec;
    spec.method = call.method;
    spec.params = wireParams(call.retryParams.isEmpty() ? call.params : call.retryParams);
    spec.id = RequestId::number(++m_nextId);   // an MRTR retry too: "the JSON-RPC id MUST be different"
    call.id = spec.id;
    QString error;
    const QByteArray bytes = RequestBuilder::build(spec, &error);
    if (bytes.isEmpty()) {
        // Params that are not a JSON object or array never go out; the caller hears why, later.
        QTimer::singleShot(0, this, [this, handle, error] {
            auto it = m_calls.find(handle);
            if (it == m_calls.end())
                return;
            const ReplyHandler done = it->second.done;
            m_calls.erase(it);
            McpReply reply;
            reply.status = McpReply::Status::Invalid;
            reply.error = error;
            done(reply);
        });
        return;
    }
    call.sequence = m_client->nextSequence();
    m_bySequence.insert(call.sequence, handle);
    m_client->send(bytes, sendOptions(call.method, spec.params));
}

void McpSession::notify(const QString &method, const QByteArray &params)
{
    sendInternal(method, params, true, {});
}

void McpSession::ping(ReplyHandler done)
{
    request(QStringLiteral("ping"), {}, std::move(done));
}

QByteArray McpSession::newProgressToken()
{
    return JsonWriter::quote(QStringLiteral("rpcscope-progress-%1").arg(++m_nextToken));
}

void McpSession::watchProgress(quint64 call, const QByteArray &tokenJson)
{
    auto it = m_calls.find(call);
    if (it != m_calls.end())
        it->second.progressToken = RequestId::fromJsonText(tokenJson);
}

void McpSession::cancel(quint64 handle, const QString &reason, const QString &shown)
{
    auto it = m_calls.find(handle);
    if (it == m_calls.end() || it->second.canceled)
        return;
    Call &call = it->second;
    call.canceled = true;
    if (!call.task.taskId.isEmpty() && call.sequence == 0) {
        // A task is cancelled by its own method, never by notifications/cancelled.
        sendInternal(QStringLiteral("tasks/cancel"), taskIdParams(call.task.taskId), false, {});
    }
    if (m_afterReinit.removeOne(handle) || call.sequence == 0) {
        McpReply reply;
        reply.status = McpReply::Status::Canceled;
        reply.error = call.task.taskId.isEmpty() ? tr("Canceled.") : tr("Canceled (tasks/cancel sent).");
        finishCall(handle, reply);
        return;
    }
    // Modern Streamable HTTP: closing the request's stream is the cancellation.
    if (m_era != Era::Modern || m_client->transport()->kind() != Transport::Kind::Http) {
        JsonBuilder params(0);
        params.beginObject().key(u"requestId").raw(call.id.raw());
        if (!reason.isEmpty())
            params.key(u"reason").value(reason);
        params.endObject();
        notify(QStringLiteral("notifications/cancelled"), params.text());
    }
    m_client->cancel(call.sequence, shown);   // its exchange ends as canceled: onExchange answers
}

McpReply McpSession::replyFor(const ExchangePtr &exchange, const Call &call) const
{
    McpReply reply;
    reply.exchange = exchange;
    const Classification &c = exchange->classification;
    if (call.canceled) {
        reply.status = McpReply::Status::Canceled;
        reply.error = exchange->reply.error.isError() ? exchange->reply.error.message : tr("Canceled.");
    } else if (c.outcome == Classification::Outcome::TransportError) {
        reply.status = McpReply::Status::Transport;
        reply.error = c.summary;
    } else if (c.responses.isEmpty() || c.responses.first().outcome == ResponseInfo::Outcome::Invalid) {
        reply.status = McpReply::Status::Invalid;
        reply.error = c.summary.isEmpty() ? tr("The answer is not a JSON-RPC response.") : c.summary;
    } else if (c.responses.first().outcome == ResponseInfo::Outcome::Error) {
        const DecodedError &e = c.responses.first().error;
        reply.status = McpReply::Status::Error;
        reply.error = tr("%1 %2: %3").arg(QString::fromUtf8(e.codeRaw), e.name, e.message);
    } else {
        // A tool's isError result is still a result: ToolResult reads it.
        reply.status = McpReply::Status::Ok;
        reply.resultNode = c.responses.first().resultNode;
    }
    return reply;
}

void McpSession::onExchange(const ExchangePtr &exchange)
{
    const auto internal = m_internal.find(exchange->sequence);
    if (internal != m_internal.end()) {
        const auto done = internal.value();
        m_internal.erase(internal);
        done(exchange);
        return;
    }
    const auto bySequence = m_bySequence.find(exchange->sequence);
    if (bySequence == m_bySequence.end())
        return;
    const quint64 handle = bySequence.value();
    m_bySequence.erase(bySequence);
    auto it = m_calls.find(handle);
    if (it == m_calls.end())
        return;
    Call &call = it->second;
    call.sequence = 0;
    // Streamable HTTP: "the server MAY terminate the session at any time, after which it MUST
    // respond to requests containing that session ID with HTTP 404"; the client starts anew.
    const bool expired = exchange->reply.http && exchange->reply.http->status == 404 && !m_sessionId.isEmpty();
    if (expired && !call.retried && !call.canceled && m_state == State::Ready) {
        call.retried = true;
        m_afterReinit.append(handle);
        reinitialize();
        return;
    }
    McpReply reply = replyFor(exchange, call);
    const ResponseInfo *response = exchange->classification.responses.isEmpty() ? nullptr
                                                                               : &exchange->classification.responses.first();
    if (m_era == Era::Modern && reply.status == McpReply::Status::Error && !call.versionRetried && !call.canceled
        && response && response->error.code == McpWire::kUnsupportedVersion) {
        // The server stopped speaking our revision: once more with one it lists.
        const QString version = McpWire::newestShared(McpWire::modernVersions(), McpWire::supportedVersions(response->error.dataRaw));
        if (!version.isEmpty() && (m_options.protocolVersion.isEmpty() || version == m_options.protocolVersion)) {
            call.versionRetried = true;
            m_workedAround.insert(exchange->sequence);
            m_askedVersion = version;
            m_server.protocolVersion = version;
            send(handle);
            return;
        }
    }
    if (reply.ok() && !call.canceled) {
        const JsonDocument &doc = reply.document();
        // "Clients MUST treat results … that omit the field as complete."
        if (doc.type(reply.resultNode) == Type::Object && doc.memberString(reply.resultNode, u"resultType") == u"input_required") {
            answerInputRequests(handle, exchange, reply.resultNode);
            return;
        }
        // The tasks extension: the server made the call a task, to be followed until it ends.
        if (m_era == Era::Modern && m_options.tasks && doc.type(reply.resultNode) == Type::Object
            && doc.memberString(reply.resultNode, u"resultType") == u"task") {
            followTask(handle, exchange, reply.resultNode);
            return;
        }
        // 2025-11-25: a task-augmented request answered with a CreateTaskResult ({task: {…}}).
        const int task = m_era == Era::Legacy && doc.type(reply.resultNode) == Type::Object
                && !JsonSplice::memberText(call.params, {QStringLiteral("task")}).isNull()
            ? doc.member(reply.resultNode, u"task") : -1;
        if (task >= 0 && doc.type(task) == Type::Object) {
            call.task.experimental = true;
            followTask(handle, exchange, task);
            return;
        }
    }
    finishCall(handle, reply);
}

void McpSession::finishCall(quint64 handle, McpReply reply)
{
    auto it = m_calls.find(handle);
    if (it == m_calls.end())
        return;
    const ReplyHandler done = it->second.done;
    McpTask task = it->second.task;
    m_calls.erase(it);
    if (!task.taskId.isEmpty()) {
        // Whoever shows the task hears that it is followed no more, and why.
        task.followed = false;
        if (!McpTask::isTerminal(task.status))
            task.why = reply.error;
        emit taskChanged(handle, task);
    }
    done(reply);
}

void McpSession::answerInputRequests(quint64 handle, const ExchangePtr &exchange, int resultNode)
{
    Call &call = m_calls.at(handle);
    ++call.rounds;
    McpReply failed;
    failed.exchange = exchange;
    failed.status = McpReply::Status::Error;
    if (call.rounds > kMaxInputRounds) {
        failed.error = tr("The server still asks for input after %n round(s): given up.", nullptr, kMaxInputRounds);
        finishCall(handle, failed);
        return;
    }
    emit inputRequested(handle, call.rounds, exchange);
    const JsonDocument &doc = exchange->classification.document;
    const int requests = doc.member(resultNode, u"inputRequests");
    const int state = doc.member(resultNode, u"requestState");
    if ((requests < 0 || doc.type(requests) != Type::Object) && (state < 0 || doc.type(state) != Type::String)) {
        failed.status = McpReply::Status::Invalid;
        failed.error = tr("The server asks for input (input_required) without inputRequests or requestState.");
        finishCall(handle, failed);
        return;
    }
    // Every request answered (in the server's order), then the call goes again with the
    // answers and the requestState exactly as the server wrote it.
    const QByteArray stateText = state >= 0 && doc.type(state) == Type::String ? doc.raw(state).toByteArray() : QByteArray();
    answerRequests(doc, requests, {}, [this, handle, stateText, failed](const QStringList &keys, const QList<QByteArray> &answers,
                                                                       const QString &failure) {
        auto it = m_calls.find(handle);
        if (it == m_calls.end() || it->second.canceled)
            return;
        if (!failure.isEmpty()) {
            McpReply reply = failed;
            reply.error = tr("The server asks for input: %1").arg(failure);
            finishCall(handle, reply);
            return;
        }
        Call &again = it->second;
        QByteArray params = again.params.trimmed().isEmpty() ? QByteArrayLiteral("{}") : again.params;
        if (!keys.isEmpty()) {
            JsonBuilder responses(0);
            responses.beginObject();
            for (qsizetype i = 0; i < keys.size(); ++i)
                responses.key(keys.at(i)).raw(answers.at(i));
            responses.endObject();
            params = JsonSplice::setMember(params, {QStringLiteral("inputResponses")}, responses.text());
        }
        if (!stateText.isEmpty())
            params = JsonSplice::setMember(params, {QStringLiteral("requestState")}, stateText);
        again.retryParams = params;
        send(handle);
    });
}

void McpSession::answerRequests(const JsonDocument &doc, int requests, const QSet<QString> &skip, AnswersDone done)
{
    struct Round
    {
        QStringList keys;
        QList<QByteArray> answers;
        int pending = 0;
        QString failure;
    };
    auto round = std::make_shared<Round>();
    QList<ServerRequest> asked;
    if (requests >= 0 && doc.type(requests) == Type::Object) {
        for (int item = doc.firstChild(requests); item >= 0; item = doc.nextSibling(item)) {
            const QString key = doc.string(doc.keyNode(item));
            if (skip.contains(key))
                continue;
            ServerRequest request;
            request.method = doc.type(item) == Type::Object ? doc.memberString(item, u"method") : QString();
            request.id = RequestId::string(key);
            const int params = doc.type(item) == Type::Object ? doc.member(item, u"params") : -1;
            request.paramsText = params >= 0 ? doc.raw(params).toByteArray() : QByteArray();
            request.message = doc.raw(item).toByteArray();
            request.epochMs = QDateTime::currentMSecsSinceEpoch();
            round->keys.append(key);
            asked.append(request);
        }
    }
    round->answers.resize(asked.size());
    round->pending = int(asked.size()) + 1;
    auto oneDone = [round, done]() {
        if (--round->pending == 0)
            done(round->keys, round->answers, round->failure);
    };
    for (qsizetype i = 0; i < asked.size(); ++i) {
        const ServerRequest &request = asked.at(i);
        if (!m_withDefaults->canAnswer(request)) {
            if (round->failure.isEmpty())
                round->failure = tr("nothing here answers its %1 request \"%2\"")
                                     .arg(request.method.isEmpty() ? tr("(no method)") : request.method, round->keys.at(i));
            oneDone();
            continue;
        }
        emit serverRequestReceived(request);
        m_withDefaults->answer(request, [this, round, i, request, oneDone](const ServerAnswer &answer) {
            if (answer.isError && round->failure.isEmpty())
                round->failure = tr("its %1 request \"%2\" was refused: %3").arg(request.method, round->keys.at(i), answer.message);
            round->answers[i] = answer.isError ? QByteArrayLiteral("null") : answer.resultJson;
            emit serverRequestAnswered(request, answer.responseTo(request.id));
            oneDone();
        });
    }
    oneDone();
}

bool McpTask::isTerminal(const QString &status)
{
    return status == u"completed" || status == u"failed" || status == u"cancelled";
}

McpTask McpTask::read(const JsonDocument &doc, int node)
{
    McpTask task;
    if (node < 0 || doc.type(node) != Type::Object)
        return task;
    task.taskId = doc.memberString(node, u"taskId");
    task.status = doc.memberString(node, u"status");
    task.statusMessage = doc.memberString(node, u"statusMessage");
    task.createdAt = doc.memberString(node, u"createdAt");
    bool ok = false;
    int interval = doc.member(node, u"pollIntervalMs");
    if (interval < 0)
        interval = doc.member(node, u"pollInterval");   // 2025-11-25
    const qint64 ms = interval >= 0 ? doc.toInt64(interval, &ok) : -1;
    task.pollIntervalMs = ok && ms >= 0 ? ms : -1;
    int ttl = doc.member(node, u"ttlMs");
    if (ttl < 0)
        ttl = doc.member(node, u"ttl");   // 2025-11-25
    const qint64 ttlMs = ttl >= 0 ? doc.toInt64(ttl, &ok) : -1;
    task.ttlMs = ttl >= 0 && ok && ttlMs >= 0 ? ttlMs : -1;
    return task;
}

void McpSession::followTask(quint64 handle, const ExchangePtr &exchange, int node)
{
    auto it = m_calls.find(handle);
    if (it == m_calls.end())
        return;
    Call &call = it->second;
    const JsonDocument &doc = exchange->classification.document;
    McpTask task = McpTask::read(doc, node);
    McpReply reply;
    reply.exchange = exchange;
    reply.status = McpReply::Status::Invalid;
    if (task.taskId.isEmpty() || (!call.task.taskId.isEmpty() && task.taskId != call.task.taskId)) {
        reply.error = task.taskId.isEmpty() ? tr("The server answered with a task that has no taskId.")
                                            : tr("tasks/get for task %1 answered about task %2.").arg(call.task.taskId, task.taskId);
        finishCall(handle, reply);
        return;
    }
    if (call.task.taskId.isEmpty())
        call.taskClock.start();
    task.experimental = call.task.experimental;
    task.polls = call.task.polls;
    task.elapsedMs = call.taskClock.elapsed();
    const QString name = calledName(call.params);
    task.call = name.isEmpty() ? call.method : call.method + u' ' + name;
    task.exchange = exchange;
    call.task = task;
    emit taskChanged(handle, task);
    // Whoever heard it may have cancelled the call: the reference above is not used again.
    it = m_calls.find(handle);
    if (it == m_calls.end() || it->second.canceled)
        return;
    const QSet<QString> answered = it->second.answeredKeys;

    // 2025-11-25: the result (or the error, or the questions of input_required) comes
    // through tasks/result, which answers once the task has ended.
    if (task.experimental
        && (task.status == u"completed" || task.status == u"failed" || task.status == u"input_required")) {
        fetchTaskResult(handle);
        return;
    }
    if (task.status == u"completed") {
        const int result = doc.member(node, u"result");
        if (result < 0 || doc.type(result) != Type::Object) {
            reply.error = tr("The task completed without a result.");
        } else {
            reply.status = McpReply::Status::Ok;
            reply.resultNode = result;
        }
        finishCall(handle, reply);
        return;
    }
    if (task.status == u"failed") {
        const int error = doc.member(node, u"error");
        const QString message = error >= 0 && doc.type(error) == Type::Object ? doc.memberString(error, u"message") : QString();
        reply.status = McpReply::Status::Error;
        reply.error = tr("The task failed: %1").arg(message.isEmpty() ? tr("(the server gave no error)") : message);
        finishCall(handle, reply);
        return;
    }
    if (task.status == u"cancelled") {
        reply.status = McpReply::Status::Canceled;
        reply.error = tr("The server cancelled the task.");
        finishCall(handle, reply);
        return;
    }
    if (task.status != u"working" && task.status != u"input_required") {
        reply.error = tr("The task's status \"%1\" is none this client knows.").arg(task.status);
        finishCall(handle, reply);
        return;
    }
    const int interval = pollDelayMs(task);
    const auto pollLater = [this, handle, interval] {
        QTimer::singleShot(interval, this, [this, handle] { pollTask(handle); });
    };
    if (task.status == u"working") {
        pollLater();
        return;
    }
    // input_required: what it asks is answered once each, through tasks/update, then polled on.
    const int requests = doc.member(node, u"inputRequests");
    answerRequests(doc, requests, answered,
                   [this, handle, pollLater, reply](const QStringList &keys, const QList<QByteArray> &answers, const QString &failure) {
        auto found = m_calls.find(handle);
        if (found == m_calls.end() || found->second.canceled)
            return;
        Call &waiting = found->second;
        if (!failure.isEmpty()) {
            McpReply failed = reply;
            failed.status = McpReply::Status::Error;
            failed.error = tr("The task asks for input: %1").arg(failure);
            sendInternal(QStringLiteral("tasks/cancel"), taskIdParams(waiting.task.taskId), false, {});
            finishCall(handle, failed);
            return;
        }
        if (keys.isEmpty()) {
            pollLater();   // asked nothing new (answered already): the server has yet to take it in
            return;
        }
        JsonBuilder params(0);
        params.beginObject().key(u"taskId").value(waiting.task.taskId).key(u"inputResponses").beginObject();
        for (qsizetype i = 0; i < keys.size(); ++i)
            params.key(keys.at(i)).raw(answers.at(i));
        params.endObject().endObject();
        sendInternal(QStringLiteral("tasks/update"), params.text(), false,
                     [this, handle, keys, pollLater](const ExchangePtr &ack) {
            auto acked = m_calls.find(handle);
            if (acked == m_calls.end() || acked->second.canceled)
                return;
            // Answered once the server took the answers; a refusal ends the call, said.
            const McpReply taken = replyFor(ack, acked->second);
            if (!taken.ok()) {
                McpReply refused = taken;
                refused.error = tr("The server refused the task's answers (tasks/update): %1").arg(taken.error);
                finishCall(handle, refused);
                return;
            }
            for (const QString &key : keys)
                acked->second.answeredKeys.insert(key);
            pollLater();
        });
    });
}

void McpSession::pollTask(quint64 handle)
{
    auto it = m_calls.find(handle);
    if (it == m_calls.end() || it->second.canceled)
        return;
    Call &call = it->second;
    if (call.taskClock.elapsed() > m_options.taskTimeoutMs) {
        sendInternal(QStringLiteral("tasks/cancel"), taskIdParams(call.task.taskId), false, {});
        McpReply reply;
        reply.exchange = call.task.exchange;
        reply.status = McpReply::Status::Transport;
        reply.error = tr("The task did not end within %1 s; it was cancelled (tasks/cancel).").arg(m_options.taskTimeoutMs / 1000);
        finishCall(handle, reply);
        return;
    }
    ++call.task.polls;
    sendInternal(QStringLiteral("tasks/get"), taskIdParams(call.task.taskId), false,
                 [this, handle](const ExchangePtr &exchange) {
        auto found = m_calls.find(handle);
        if (found == m_calls.end() || found->second.canceled)
            return;
        const McpReply reply = replyFor(exchange, found->second);
        if (!reply.ok()) {
            finishCall(handle, reply);   // the poll failed: the call with it
            return;
        }
        followTask(handle, exchange, reply.resultNode);
    });
}

void McpSession::fetchTaskResult(quint64 handle)
{
    auto it = m_calls.find(handle);
    if (it == m_calls.end() || it->second.canceled)
        return;
    sendInternal(QStringLiteral("tasks/result"), taskIdParams(it->second.task.taskId), false,
                 [this, handle](const ExchangePtr &exchange) {
        auto found = m_calls.find(handle);
        if (found == m_calls.end() || found->second.canceled)
            return;
        // What the request would have answered: a result, or its JSON-RPC error; the task
        // ended so (tasks/result answers only then).
        const McpReply reply = replyFor(exchange, found->second);
        McpTask &task = found->second.task;
        if (reply.status == McpReply::Status::Transport && found->second.taskClock.elapsed() < m_options.taskTimeoutMs) {
            // The wait outlasted the client's timeout: back to polling, asked again once it ends.
            QTimer::singleShot(pollDelayMs(task), this, [this, handle] { pollTask(handle); });
            return;
        }
        if ((reply.ok() || reply.status == McpReply::Status::Error) && !McpTask::isTerminal(task.status)) {
            // Asked while it waited for input: how it ended is read from the answer.
            task.status = reply.ok() ? QStringLiteral("completed") : QStringLiteral("failed");
        }
        if (reply.ok() || reply.status == McpReply::Status::Error)
            task.exchange = exchange;
        finishCall(handle, reply);
    });
}

QByteArray McpSession::capabilitiesText() const
{
    QByteArray capabilities = m_options.capabilities.trimmed().isEmpty() ? QByteArrayLiteral("{}") : m_options.capabilities;
    if (m_options.tasks && JsonSplice::memberText(capabilities, {QStringLiteral("extensions"), tasksExtension()}).isNull()) {
        const QByteArray with = JsonSplice::setMember(capabilities, {QStringLiteral("extensions"), tasksExtension()}, "{}");
        if (!with.isNull())
            capabilities = with;
    }
    return capabilities;
}

void McpSession::reinitialize()
{
    if (m_reinitializing)
        return;
    m_reinitializing = true;
    ++m_reinitializations;
    closeServerStream();
    handshake(m_askedVersion, [this](const QString &error) {
        m_reinitializing = false;
        const QList<quint64> waiting = std::exchange(m_afterReinit, {});
        if (!error.isEmpty()) {
            for (const quint64 handle : waiting) {
                auto it = m_calls.find(handle);
                if (it == m_calls.end())
                    continue;
                const ReplyHandler done = it->second.done;
                m_calls.erase(it);
                McpReply reply;
                reply.status = McpReply::Status::Transport;
                reply.error = tr("The server ended the session and a new one could not be made: %1").arg(error);
                done(reply);
            }
            fail(error);
            return;
        }
        openServerStream();
        emit reinitialized();
        for (const quint64 handle : waiting) {
            if (m_calls.count(handle))
                send(handle);
        }
    });
}

void McpSession::onMessage(const IncomingMessage &message)
{
    const JsonDocument doc = JsonDocument::parse(message.bytes);
    if (!doc.isValid()) {
        emit strayOutput(message.bytes);
        return;
    }
    if (doc.type(0) == Type::Object) {
        onObject(doc, 0, message);
    } else if (doc.type(0) == Type::Array) {
        for (int child = doc.firstChild(0); child >= 0; child = doc.nextSibling(child)) {
            if (doc.type(child) == Type::Object)
                onObject(doc, child, message);
        }
    }
}

void McpSession::onObject(const JsonDocument &doc, int node, const IncomingMessage &message)
{
    const int methodNode = doc.member(node, u"method");
    if (methodNode < 0 || doc.type(methodNode) != Type::String)
        return;   // a response nobody waits for: RpcClient keeps it with the exchanges
    if (doc.member(node, u"id") < 0) {
        onNotification(doc.string(methodNode), doc, doc.member(node, u"params"));
        return;
    }
    if (const std::optional<ServerRequest> request = ServerRequest::at(doc, node, message.epochMs))
        onServerRequest(*request);
}

void McpSession::onNotification(const QString &method, const JsonDocument &doc, int params)
{
    const bool object = params >= 0 && doc.type(params) == Type::Object;
    emit notificationReceived(method, params >= 0 ? doc.raw(params).toByteArray() : QByteArray());
    if (!object)
        return;
    if (method == u"notifications/message") {
        const int data = doc.member(params, u"data");
        emit logMessage(doc.memberString(params, u"level"), doc.memberString(params, u"logger"),
                        data >= 0 ? doc.raw(data).toByteArray() : QByteArray());
    } else if (method == u"notifications/progress") {
        const RequestId token = RequestId::fromNode(doc, doc.member(params, u"progressToken"));
        for (const auto &[handle, call] : m_calls) {
            if (call.progressToken.isAbsent() || !call.progressToken.matches(token))
                continue;
            const int total = doc.member(params, u"total");
            emit progress(handle, doc.toDouble(doc.member(params, u"progress")), total >= 0 ? doc.toDouble(total) : 0.0,
                          doc.memberString(params, u"message"));
            break;
        }
    } else if (method == u"notifications/subscriptions/acknowledged") {
        onListenAcknowledged(doc, params);
    } else if (method == u"notifications/resources/updated") {
        emit resourceUpdated(doc.memberString(params, u"uri"));
    } else if (method.startsWith(u"notifications/") && method.endsWith(u"/list_changed")) {
        emit listChanged(method.mid(14, method.size() - 14 - 13));
    }
}

void McpSession::onServerRequest(const ServerRequest &request)
{
    if (request.method == u"ping")
        m_answerer->answerWith(request, ServerAnswer::result(QByteArrayLiteral("{}")));
    else
        m_answerer->answer(request);
}

void McpSession::shutdown()
{
    if (m_state == State::Closing || m_state == State::Closed)
        return;
    m_state = State::Closing;
    m_answerer->stop();   // nothing is answered from here on
    closeServerStream();
    m_ackTimer.stop();
    m_listenReopen.stop();
    for (const quint64 call : {std::exchange(m_replacedListen, 0), std::exchange(m_listenCall, 0)}) {
        if (call)
            cancel(call, u"The session is closing."_s, tr("The MCP session was closed."));   // stdio: notifications/cancelled; HTTP: the stream is closed
    }
    if (m_listening.open) {
        m_listening.open = false;
        m_listening.ended = tr("The MCP session was closed.");
        answerSubscribeWaiters(m_listening.ended);
        emit listeningChanged();
    }
    QTimer::singleShot(m_options.shutdownTimeoutMs, this, [this] {
        m_client->transport()->close();
        finishClose();
    });
    Transport *transport = m_client->transport();
    auto *http = qobject_cast<HttpTransport *>(transport);
    if (http && !m_sessionId.isEmpty()) {
        // "Clients that no longer need a particular session SHOULD send an HTTP DELETE."
        SendOptions options = sendOptions();
        options.streaming = false;
        HttpRequest request = http->request({}, options);
        request.method = QByteArrayLiteral("DELETE");
        request.headers.removeIf([](const QPair<QByteArray, QByteArray> &h) {
            return h.first.compare("content-type", Qt::CaseInsensitive) == 0;
        });
        const quint64 ticket = http->client()->start(request);
        connect(http->client(), &HttpClient::finished, this, [this, http, ticket](quint64 done, const TransportReply &) {
            if (done != ticket)
                return;
            http->close();
            finishClose();
        });
        return;
    }
    transport->close();
    if (http || m_channelClosed)
        QTimer::singleShot(0, this, &McpSession::finishClose);
    // stdio: closed() when the child has exited (channelClosed), or at the timeout.
}

void McpSession::finishClose()
{
    if (m_closedEmitted)
        return;
    m_closedEmitted = true;
    m_state = State::Closed;
    m_answerer->stop();
    emit closed();
}

} // namespace RpcScope
