#include "lib/discovery/discoveryprobe.h"

#include "lib/discovery/registryreader.h"
#include "lib/json/jsonbuilder.h"
#include "lib/rpc/mcphandshake.h"
#include "lib/rpc/mcpwire.h"
#include "lib/rpc/requestbuilder.h"
#include "lib/rpc/rpcclient.h"

#include <algorithm>
#include <memory>
#include <utility>

namespace RpcScope {

using Type = JsonDocument::Type;

DiscoveryProbe::DiscoveryProbe(RpcClient *client, QObject *parent)
    : QObject(parent)
    , m_client(client)
{
    connect(client, &RpcClient::exchangeFinished, this, &DiscoveryProbe::onExchange);
}

void DiscoveryProbe::start()
{
    // On a connection of its own (stdio, a socket, a WebSocket) the first message can settle a
    // server's revision for the whole connection: the MCP SDK's stdio servers pin the 2025 era
    // to a first message without 2026-07-28's claim, such as rpc.discover. There the stateless
    // revision is asked first; over HTTP every request stands alone, and the cheap plain
    // registries go first.
    const QString pinned = m_options.mcpProtocolVersion;
    m_modernFirst = m_client->transport()->kind() != Transport::Kind::Http && (pinned.isEmpty() || McpWire::isModern(pinned));
    if (m_modernFirst)
        probeMcp();
    else
        probePlainRegistries();
}

bool DiscoveryProbe::answered() const
{
    return std::any_of(m_reports.cbegin(), m_reports.cend(), [](const SourceReport &r) { return r.answered; });
}

void DiscoveryProbe::call(const QString &method, const QByteArray &params, Continuation next, bool notification)
{
    RequestSpec spec;
    spec.method = method;
    spec.params = params;
    if (!notification)
        spec.id = RequestId::number(++m_nextId);
    // The stateless revision: its _meta on every request, and over HTTP its headers.
    if (!m_modernVersion.isEmpty() && !notification)
        spec.params = McpWire::withMeta(params, McpWire::requestMeta(m_modernVersion, m_options.mcpCapabilities,
                                                                     QStringLiteral("RpcScope")));
    SendOptions options;
    // MCP Streamable HTTP: a client must accept both JSON and an event stream (a server may
    // answer 406 otherwise), and the session and revision ride along once the server set them.
    options.streaming = m_probingMcp;
    if (!m_sessionId.isEmpty())
        options.extraHeaders.append({QByteArrayLiteral("Mcp-Session-Id"), m_sessionId});
    if (!m_modernVersion.isEmpty()) {
        options.extraHeaders += McpWire::requestHeaders(m_modernVersion, method, spec.params);
    } else if (!m_mcpVersion.isEmpty()) {
        options.extraHeaders.append({QByteArrayLiteral("MCP-Protocol-Version"), m_mcpVersion.toLatin1()});
    }
    const quint64 sequence = m_client->send(RequestBuilder::build(spec), options);
    m_waiting.insert(sequence, std::move(next));
}

void DiscoveryProbe::onExchange(const ExchangePtr &exchange)
{
    const auto it = m_waiting.find(exchange->sequence);
    if (it == m_waiting.end())
        return;
    const Continuation next = it.value();
    m_waiting.erase(it);
    m_exchanges.append(exchange);
    if (exchange->classification.outcome == Classification::Outcome::TransportError) {
        if (m_transportFailure.isEmpty())
            m_transportFailure = exchange->classification.summary;
    } else {
        m_reachable = true;
    }
    next(exchange);
}

int DiscoveryProbe::resultOf(const ExchangePtr &exchange)
{
    const Classification &c = exchange->classification;
    if (c.responses.size() != 1 || c.responses.first().outcome != ResponseInfo::Outcome::Result)
        return -1;
    return c.responses.first().resultNode;
}

void DiscoveryProbe::report(const QString &source, bool answered, const QString &message)
{
    // In one order whatever was asked first (discover --json's sources are read by programs).
    static const QStringList order = {QStringLiteral("openrpc"), QStringLiteral("list-methods"), QStringLiteral("mcp")};
    const auto rank = [](const QString &name) { return order.contains(name) ? order.indexOf(name) : order.size(); };
    const auto at = std::find_if(m_reports.begin(), m_reports.end(),
                                 [&](const SourceReport &report) { return rank(report.source) > rank(source); });
    m_reports.insert(at, {source, answered, message});
    emit progress(message);
}

namespace {

QString whyNot(const ExchangePtr &exchange)
{
    const Classification &c = exchange->classification;
    if (!c.responses.isEmpty() && c.responses.first().outcome == ResponseInfo::Outcome::Error) {
        const DecodedError &e = c.responses.first().error;
        return QStringLiteral("%1 %2").arg(QString::fromUtf8(e.codeRaw), e.message);
    }
    return c.summary.isEmpty() ? Classification::outcomeName(c.outcome) : c.summary;
}

} // namespace

void DiscoveryProbe::probePlainRegistries()
{
    m_plainAsked = true;
    // rpc.discover and system.listMethods are both asked whatever the first one answers, so
    // they go out together: one round trip instead of two. Their answers are read in order.
    auto answers = std::make_shared<std::pair<ExchangePtr, ExchangePtr>>();
    const auto bothIn = [this, answers] {
        if (!answers->first || !answers->second)
            return;
        readOpenRpc(answers->first);
        if (!m_reachable) {
            finish();   // nothing gets through: no point in asking again
            return;
        }
        readListMethods(answers->second);
        // A server that described itself as plain JSON-RPC may have a real method called
        // "initialize": do not call it behind the user's back.
        if (m_plainRegistry)
            finish();
        else if (m_modernFirst)
            probeMcpHandshake(McpHandshake::knownVersions().first());   // server/discover was asked already
        else
            probeMcp();
    };
    call(QStringLiteral("rpc.discover"), {}, [answers, bothIn](const ExchangePtr &exchange) {
        answers->first = exchange;
        bothIn();
    });
    call(QStringLiteral("system.listMethods"), {}, [answers, bothIn](const ExchangePtr &exchange) {
        answers->second = exchange;
        bothIn();
    });
}

void DiscoveryProbe::readOpenRpc(const ExchangePtr &exchange)
{
    const int result = resultOf(exchange);
    const JsonDocument &doc = exchange->classification.document;
    if (result >= 0 && doc.type(result) == Type::Object && doc.member(result, u"methods") >= 0) {
        const Registry found = RegistryReader::fromOpenRpc(doc, result, QStringLiteral("openrpc"));
        m_registry.merge(found);
        m_plainRegistry = true;
        report(QStringLiteral("openrpc"), true, tr("rpc.discover: %n method(s)", nullptr, found.size()));
    } else {
        report(QStringLiteral("openrpc"), false, tr("rpc.discover: not offered (%1)").arg(whyNot(exchange)));
    }
}

void DiscoveryProbe::readListMethods(const ExchangePtr &exchange)
{
    const int result = resultOf(exchange);
    const JsonDocument &doc = exchange->classification.document;
    if (result >= 0 && doc.type(result) == Type::Array) {
        const Registry found = RegistryReader::fromListMethods(doc, result);
        m_registry.merge(found);
        m_plainRegistry = true;
        report(QStringLiteral("list-methods"), true, tr("system.listMethods: %n method(s)", nullptr, found.size()));
    } else {
        report(QStringLiteral("list-methods"), false,
               tr("system.listMethods: not offered (%1)").arg(whyNot(exchange)));
    }
}

void DiscoveryProbe::probeMcp()
{
    m_probingMcp = true;
    const QString pinned = m_options.mcpProtocolVersion;
    if (pinned.isEmpty() || McpWire::isModern(pinned))
        probeStatelessMcp(pinned.isEmpty() ? McpWire::modernVersions().first() : pinned);
    else
        probeMcpHandshake(pinned);
}

void DiscoveryProbe::probeStatelessMcp(const QString &version)
{
    m_modernVersion = version;
    call(QStringLiteral("server/discover"), {}, [this, version](const ExchangePtr &exchange) {
        McpServerInfo server;
        QStringList supported;
        const bool discovered = McpHandshake::readDiscoverResult(exchange->classification.document, resultOf(exchange),
                                                                 &server, &supported);
        const Classification &c = exchange->classification;
        const bool refusedVersion = c.responses.size() == 1 && c.responses.first().outcome == ResponseInfo::Outcome::Error
                && c.responses.first().error.code == McpWire::kUnsupportedVersion;
        QString spoken = discovered && supported.contains(version) ? version : QString();
        if (spoken.isEmpty() && discovered) {
            for (const QString &modern : McpWire::modernVersions()) {
                if (supported.contains(modern) && (m_options.mcpProtocolVersion.isEmpty() || modern == m_options.mcpProtocolVersion)) {
                    spoken = modern;
                    break;
                }
            }
        }
        if (!spoken.isEmpty()) {
            m_modernVersion = spoken;
            m_mcpVersion = spoken;
            report(QStringLiteral("mcp"), true, tr("MCP server, protocol revision %1 (stateless)").arg(spoken));
            if (m_options.handOverMcp)
                finish();   // the caller's session makes its own requests: there is no session to go on from
            else
                listMcpCapabilities(server);
            return;
        }
        m_modernVersion.clear();
        const int status = exchange->reply.httpStatus();
        if (!m_options.mcpProtocolVersion.isEmpty() || status == 401 || status == 403
            || (c.outcome == Classification::Outcome::TransportError && c.responses.isEmpty())) {
            report(QStringLiteral("mcp"), false, tr("MCP server/discover: not offered (%1)").arg(whyNot(exchange)));
            finish();
            return;
        }
        if (refusedVersion) {
            // A modern server that speaks another revision: once more with one it lists, or
            // the handshake of the newest older one it lists.
            const QStringList listed = McpWire::supportedVersions(c.responses.first().error.dataRaw);
            for (const QString &modern : McpWire::modernVersions()) {
                if (listed.contains(modern) && (modern != version || !m_rediscovered)) {
                    m_rediscovered = true;
                    probeStatelessMcp(modern);
                    return;
                }
            }
            const QString legacy = McpWire::newestShared(McpHandshake::knownVersions(), listed);
            if (!legacy.isEmpty()) {
                probeMcpHandshake(legacy);
                return;
            }
        }
        // Not the stateless revision: what it offers otherwise (asked now where server/discover
        // went first), then the handshake.
        if (m_modernFirst && !m_plainAsked) {
            probePlainRegistries();
            return;
        }
        probeMcpHandshake(McpHandshake::knownVersions().first());
    });
}

void DiscoveryProbe::probeMcpHandshake(const QString &version)
{
    const QByteArray params = McpHandshake::initializeParams(version, m_options.mcpCapabilities);
    call(QStringLiteral("initialize"), params, [this](const ExchangePtr &exchange) {
        McpServerInfo server;
        if (!McpHandshake::readResult(exchange->classification.document, resultOf(exchange), &server)) {
            report(QStringLiteral("mcp"), false, tr("MCP initialize: not offered (%1)").arg(whyNot(exchange)));
            finish();
            return;
        }
        m_mcpVersion = server.protocolVersion;
        if (exchange->reply.http)
            m_sessionId = headerValue(exchange->reply.http->responseHeaders, "mcp-session-id");
        report(QStringLiteral("mcp"), true, tr("MCP server, protocol revision %1").arg(m_mcpVersion));
        if (m_options.handOverMcp) {
            m_mcpInitialize = exchange;   // notifications/initialized and the lists are the session's
            finish();
            return;
        }
        // The lists wait for notifications/initialized to be delivered (HTTP sends in parallel).
        call(QStringLiteral("notifications/initialized"), {}, [this, server](const ExchangePtr &) {
            listMcpCapabilities(server);
        }, true);
    });
}

void DiscoveryProbe::listMcpCapabilities(const McpServerInfo &server)
{
    const bool tools = server.has(QStringLiteral("tools")), resources = server.has(QStringLiteral("resources")),
               prompts = server.has(QStringLiteral("prompts"));
    {

        auto step4 = [this, prompts] {
            if (prompts)
                listMcp(QStringLiteral("prompts/list"), MethodInfo::Kind::Prompt, {}, 0, [this] { finish(); });
            else
                finish();
        };
        auto step3 = [this, resources, step4] {
            if (resources)
                listMcp(QStringLiteral("resources/templates/list"), MethodInfo::Kind::Resource, {}, 0, step4);
            else
                step4();
        };
        auto step2 = [this, resources, step3] {
            if (resources)
                listMcp(QStringLiteral("resources/list"), MethodInfo::Kind::Resource, {}, 0, step3);
            else
                step3();
        };
        if (tools)
            listMcp(QStringLiteral("tools/list"), MethodInfo::Kind::Tool, {}, 0, step2);
        else
            step2();
    }
}

void DiscoveryProbe::listMcp(const QString &method, MethodInfo::Kind kind, const QString &cursor, int page,
                             std::function<void()> done)
{
    QByteArray params;
    if (!cursor.isEmpty()) {
        JsonBuilder json(0);
        json.beginObject().key(u"cursor").value(cursor).endObject();
        params = json.text();
    }
    call(method, params, [this, method, kind, page, done](const ExchangePtr &exchange) {
        const int result = resultOf(exchange);
        if (result < 0) {
            report(QStringLiteral("mcp"), false, tr("%1: failed (%2)").arg(method, whyNot(exchange)));
            done();
            return;
        }
        QString next;
        const Registry found = RegistryReader::fromMcpPage(exchange->classification.document, result, kind, &next);
        m_registry.merge(found);
        emit progress(tr("%1 page %2: %n entry(s)", nullptr, found.size()).arg(method).arg(page + 1));
        if (!next.isEmpty() && page + 1 < m_options.maxPages)
            listMcp(method, kind, next, page + 1, done);
        else
            done();
    });
}

void DiscoveryProbe::finish()
{
    emit finished();
}

} // namespace RpcScope
