#include "lib/mcp/mcpfeatures.h"

#include "lib/json/jsonbuilder.h"
#include "lib/tr.h"

#include <QTimer>

namespace RpcScope {

using Type = JsonDocument::Type;

void McpFeatures::listTools(ListHandler done)
{
    listAll(QStringLiteral("tools/list"), QStringLiteral("tools"), std::move(done));
}

void McpFeatures::listResources(ListHandler done)
{
    listAll(QStringLiteral("resources/list"), QStringLiteral("resources"), std::move(done));
}

void McpFeatures::listResourceTemplates(ListHandler done)
{
    listAll(QStringLiteral("resources/templates/list"), QStringLiteral("resourceTemplates"), std::move(done));
}

void McpFeatures::listPrompts(ListHandler done)
{
    listAll(QStringLiteral("prompts/list"), QStringLiteral("prompts"), std::move(done));
}

void McpFeatures::listAll(const QString &method, const QString &key, ListHandler done)
{
    listPage(method, key, {}, std::make_shared<McpList>(), std::move(done));
}

void McpFeatures::listPage(const QString &method, const QString &key, const QByteArray &cursor,
                           std::shared_ptr<McpList> list, ListHandler done)
{
    QByteArray params;
    if (!cursor.isEmpty()) {
        JsonBuilder json(0);
        json.beginObject().key(u"cursor").raw(cursor).endObject();
        params = json.text();
    }
    m_session->request(method, params, [this, method, key, cursor, list, done](const McpReply &reply) {
        list->lastReply = reply;
        const JsonDocument &doc = reply.document();
        const int items = reply.ok() && doc.type(reply.resultNode) == Type::Object ? doc.member(reply.resultNode, key) : -1;
        if (items < 0 || doc.type(items) != Type::Array) {
            list->error = reply.ok() ? Tr::tr("%1: the result has no \"%2\" array.").arg(method, key)
                                     : Tr::tr("%1: %2").arg(method, reply.error);
            done(*list);
            return;
        }
        if (++list->pages == 1) {
            const int ttl = doc.member(reply.resultNode, u"ttlMs");
            bool whole = false;
            const qint64 ms = ttl >= 0 && doc.type(ttl) == Type::Number ? doc.raw(ttl).toLongLong(&whole) : -1;
            list->ttlMs = whole && ms >= 0 ? ms : -1;
            list->cacheScope = doc.memberString(reply.resultNode, u"cacheScope");
        }
        const bool templates = key == u"resourceTemplates";
        const bool resources = key == u"resources";
        const bool tools = key == u"tools" && m_session->isModern();
        const bool legacyTools = key == u"tools" && !m_session->isModern();
        for (int item = doc.firstChild(items); item >= 0; item = doc.nextSibling(item)) {
            McpListEntry entry;
            entry.json = doc.raw(item).toByteArray();
            if (doc.type(item) == Type::Object) {
                entry.name = doc.memberString(item, templates ? u"uriTemplate" : resources ? u"uri" : u"name");
                entry.title = doc.memberString(item, u"title");
                entry.description = doc.memberString(item, u"description");
            }
            if (legacyTools && doc.type(item) == Type::Object) {
                // 2025-11-25's tasks: whether the tool must (or may) be called as a task.
                const int execution = doc.member(item, u"execution");
                m_session->setToolTaskSupport(entry.name, execution >= 0 && doc.type(execution) == Type::Object
                                                              ? doc.memberString(execution, u"taskSupport")
                                                              : QString());
            }
            if (tools) {
                const McpToolHeaders headers = McpToolHeaders::read(doc, item);
                if (!headers.isValid()) {
                    list->rejected.append({entry.name, headers.problem(), entry.json});
                    continue;
                }
                m_session->setToolHeaders(entry.name, headers);
            }
            list->entries.append(entry);
        }
        const int next = doc.member(reply.resultNode, u"nextCursor");
        const bool more = next >= 0 && doc.type(next) != Type::Null && !(doc.type(next) == Type::String && doc.string(next).isEmpty());
        if (!more) {
            done(*list);
            return;
        }
        const QByteArray nextCursor = doc.raw(next).toByteArray();
        if (nextCursor == cursor || list->pages >= kMaxPages) {
            list->error = Tr::tr("%1: the server's cursor never ends (stopped after %n page(s)).", nullptr, list->pages)
                              .arg(method);
            done(*list);
            return;
        }
        listPage(method, key, nextCursor, list, done);
    });
}

quint64 McpFeatures::callTool(const QString &name, const QByteArray &argumentsJson, const CallOptions &options,
                              ReplyHandler done)
{
    QByteArray token;
    JsonBuilder params(0);
    params.beginObject().key(u"name").value(name);
    if (!argumentsJson.trimmed().isEmpty())
        params.key(u"arguments").raw(argumentsJson.trimmed());
    if (options.progress) {
        token = m_session->newProgressToken();
        params.key(u"_meta").beginObject().key(u"progressToken").raw(token).endObject();
    }
    params.endObject();
    const quint64 call = m_session->request(QStringLiteral("tools/call"), params.text(), std::move(done));
    if (!token.isEmpty())
        m_session->watchProgress(call, token);
    return call;
}

namespace {

QByteArray uriParams(const QString &uri)
{
    JsonBuilder params(0);
    params.beginObject().key(u"uri").value(uri).endObject();
    return params.text();
}

} // namespace

quint64 McpFeatures::readResource(const QString &uri, ReplyHandler done)
{
    return m_session->request(QStringLiteral("resources/read"), uriParams(uri), std::move(done));
}

quint64 McpFeatures::subscribe(const QString &uri, ReplyHandler done)
{
    // 2026-07-28 has no resources/subscribe: the URI joins the subscriptions/listen stream.
    if (m_session->isModern())
        return m_session->setResourceSubscribed(uri, true, std::move(done));
    return m_session->request(QStringLiteral("resources/subscribe"), uriParams(uri), std::move(done));
}

quint64 McpFeatures::unsubscribe(const QString &uri, ReplyHandler done)
{
    if (m_session->isModern())
        return m_session->setResourceSubscribed(uri, false, std::move(done));
    return m_session->request(QStringLiteral("resources/unsubscribe"), uriParams(uri), std::move(done));
}

quint64 McpFeatures::getPrompt(const QString &name, const QByteArray &argumentsJson, ReplyHandler done)
{
    JsonBuilder params(0);
    params.beginObject().key(u"name").value(name);
    if (!argumentsJson.trimmed().isEmpty())
        params.key(u"arguments").raw(argumentsJson.trimmed());
    params.endObject();
    return m_session->request(QStringLiteral("prompts/get"), params.text(), std::move(done));
}

quint64 McpFeatures::complete(const QByteArray &refJson, const QString &argument, const QString &value,
                              const Arguments &context, ReplyHandler done)
{
    JsonBuilder params(0);
    params.beginObject()
        .key(u"ref").raw(refJson)
        .key(u"argument").beginObject().key(u"name").value(argument).key(u"value").value(value).endObject();
    if (!context.isEmpty()) {
        params.key(u"context").beginObject().key(u"arguments").beginObject();
        for (const auto &[name, filled] : context)
            params.key(name).value(filled);
        params.endObject().endObject();
    }
    params.endObject();
    return m_session->request(QStringLiteral("completion/complete"), params.text(), std::move(done));
}

quint64 McpFeatures::setLogLevel(const QString &level, ReplyHandler done)
{
    if (m_session->isModern()) {
        // 2026-07-28 has no logging/setLevel: the level rides in each request's _meta.
        m_session->setRequestLogLevel(level);
        QTimer::singleShot(0, m_session, [done] {
            McpReply reply;
            reply.status = McpReply::Status::Ok;
            done(reply);
        });
        return 0;
    }
    JsonBuilder params(0);
    params.beginObject().key(u"level").value(level).endObject();
    return m_session->request(QStringLiteral("logging/setLevel"), params.text(), std::move(done));
}

} // namespace RpcScope
