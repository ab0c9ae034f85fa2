#include "lib/mcp/mcpsession.h"

#include "lib/json/jsonbuilder.h"
#include "lib/json/jsonwriter.h"
#include "lib/rpc/requestbuilder.h"
#include "lib/rpc/rpcclient.h"
#include "lib/rpc/serverrequestanswerer.h"
#include "lib/transport/http/httpclient.h"
#include "lib/transport/http/httptransport.h"

#include <QDateTime>
#include <QTimer>

#include <memory>

namespace RpcScope {

using Type = JsonDocument::Type;

const JsonDocument &McpReply::document() const
{
    static const JsonDocument none;
    return exchange ? exchange->classification.document : none;
}

McpSession::McpSession(RpcClient *client, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_answerer(new ServerRequestAnswerer(client, this))
{
    qRegisterMetaType<RpcScope::ServerRequest>();
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
    m_answerer->setResponder(responder);
}

SendOptions McpSession::sendOptions() const
{
    SendOptions options;
    if (m_client->transport()->kind() != Transport::Kind::Http)
        return options;
    // Streamable HTTP: a POST may be answered by JSON or by an event stream, and a stream that
    // breaks off before the answer is resumed with Last-Event-ID when its events carried ids.
    options.streaming = true;
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
    spec.params = params;
    if (!notification)
        spec.id = RequestId::number(++m_nextId);
    const quint64 sequence = m_client->nextSequence();
    if (done)
        m_internal.insert(sequence, std::move(done));
    m_client->send(RequestBuilder::build(spec), sendOptions());
}

void McpSession::initialize()
{
    if (m_state != State::Idle && m_state != State::Failed)
        return;
    m_state = State::Initializing;
    m_failure.clear();
    handshake([this](const QString &error) { handshakeDone(error); });
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
    m_askedVersion = m_options.protocolVersion;
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
}

void McpSession::openServerStream()
{
    auto *http = qobject_cast<HttpTransport *>(m_client->transport());
    if (!http || !m_options.serverStream || m_streamTicket != 0)
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

void McpSession::handshake(std::function<void(const QString &error)> done)
{
    m_askedVersion = m_options.protocolVersion;
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
    spec.params = call.params;
    spec.id = RequestId::number(++m_nextId);
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
    m_client->send(bytes, sendOptions());
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

void McpSession::cancel(quint64 handle, const QString &reason)
{
    auto it = m_calls.find(handle);
    if (it == m_calls.end() || it->second.canceled)
        return;
    Call &call = it->second;
    call.canceled = true;
    if (m_afterReinit.removeOne(handle) || call.sequence == 0) {
        const ReplyHandler done = call.done;
        m_calls.erase(it);
        McpReply reply;
        reply.status = McpReply::Status::Canceled;
        reply.error = tr("Canceled.");
        done(reply);
        return;
    }
    JsonBuilder params(0);
    params.beginObject().key(u"requestId").raw(call.id.raw());
    if (!reason.isEmpty())
        params.key(u"reason").value(reason);
    params.endObject();
    notify(QStringLiteral("notifications/cancelled"), params.text());
    m_client->cancel(call.sequence);   // its exchange ends as canceled: onExchange answers
}

McpReply McpSession::replyFor(const ExchangePtr &exchange, const Call &call) const
{
    McpReply reply;
    reply.exchange = exchange;
    const Classification &c = exchange->classification;
    if (call.canceled) {
        reply.status = McpReply::Status::Canceled;
        reply.error = tr("Canceled.");
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
    const McpReply reply = replyFor(exchange, call);
    const ReplyHandler done = call.done;
    m_calls.erase(it);
    done(reply);
}

void McpSession::reinitialize()
{
    if (m_reinitializing)
        return;
    m_reinitializing = true;
    ++m_reinitializations;
    closeServerStream();
    handshake([this](const QString &error) {
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
