#include "ui/mcp/mcpconnection.h"

#include "lib/discovery/registryreader.h"
#include "lib/json/jsondocument.h"

#include <QPointer>

namespace RpcScope {

McpConnection::McpConnection(RpcClient *client, QObject *parent)
    : QObject(parent)
    , m_session(new McpSession(client, this))
    , m_features(std::make_unique<McpFeatures>(m_session))
{
    McpSession::Options options = m_session->options();
    options.capabilities = clientCapabilities();
    // A dialog nobody answers is refused after a minute; the dialog counts down the same time.
    options.answerTimeoutMs = 60000;
    // The window shows lists as they change: a 2026-07-28 server is asked to say when.
    options.listen = true;
    m_session->setOptions(options);
    connect(m_session, &McpSession::ready, this, [this] {
        emit opened();
        fetchAll();
    });
    connect(m_session, &McpSession::failed, this, &McpConnection::failed);
    connect(m_session, &McpSession::reinitialized, this, &McpConnection::fetchAll);
    connect(m_session, &McpSession::listChanged, this, [this](const QString &name) {
        if (name == u"tools") {
            refresh(List::Tools);
        } else if (name == u"prompts") {
            refresh(List::Prompts);
        } else if (name == u"resources") {
            refresh(List::Resources);
            refresh(List::Templates);
        }
    });
}

McpConnection::~McpConnection()
{
    // The features hold the session's pointer: they go first.
    m_features.reset();
}

QByteArray McpConnection::clientCapabilities()
{
    return QByteArrayLiteral(R"({"roots":{"listChanged":true},"sampling":{},"elicitation":{}})");
}

void McpConnection::setResponder(ServerResponder *responder)
{
    m_session->setResponder(responder);
}

void McpConnection::open()
{
    m_session->initialize();
}

void McpConnection::open(const ExchangePtr &initialize, qint64 lastIdUsed)
{
    m_session->adopt(initialize, lastIdUsed);
}

const McpList &McpConnection::list(List which) const
{
    return m_lists[int(which)];
}

bool McpConnection::offers(List which) const
{
    const McpServerInfo &server = m_session->server();
    return which == List::Tools ? server.has(QStringLiteral("tools"))
         : which == List::Prompts ? server.has(QStringLiteral("prompts"))
                                  : server.has(QStringLiteral("resources"));
}

void McpConnection::fetchAll()
{
    m_listsFetched = false;
    fetchNext({List::Tools, List::Resources, List::Templates, List::Prompts});
}

void McpConnection::fetchNext(QList<List> remaining)
{
    if (remaining.isEmpty()) {
        m_listsFetched = true;
        emit allListsFetched();
        return;
    }
    const List which = remaining.takeFirst();
    if (!offers(which)) {
        m_lists[int(which)] = {};
        fetchNext(remaining);
        return;
    }
    fetch(which, [this, remaining] { fetchNext(remaining); });
}

void McpConnection::refresh(List which)
{
    if (isReady() && offers(which))
        fetch(which, {});
}

void McpConnection::fetch(List which, std::function<void()> then)
{
    const QPointer<McpConnection> self(this);
    auto done = [self, which, then](const McpList &list) {
        if (!self)
            return;
        self->m_lists[int(which)] = list;
        emit self->listChanged(which);
        if (then)
            then();
    };
    switch (which) {
    case List::Tools: m_features->listTools(done); break;
    case List::Resources: m_features->listResources(done); break;
    case List::Templates: m_features->listResourceTemplates(done); break;
    case List::Prompts: m_features->listPrompts(done); break;
    }
}

Registry McpConnection::registry() const
{
    Registry registry;
    const auto add = [&registry](const McpList &list, const char *key, MethodInfo::Kind kind) {
        if (list.entries.isEmpty())
            return;
        // One synthetic page holding every entry as received, read like a discovery page.
        QByteArray page = QByteArrayLiteral("{\"") + key + QByteArrayLiteral("\":[");
        for (qsizetype i = 0; i < list.entries.size(); ++i) {
            if (i > 0)
                page += ',';
            page += list.entries.at(i).json;
        }
        page += "]}";
        const JsonDocument doc = JsonDocument::parse(page);
        registry.merge(RegistryReader::fromMcpPage(doc, 0, kind, nullptr));
    };
    add(m_lists[int(List::Tools)], "tools", MethodInfo::Kind::Tool);
    add(m_lists[int(List::Resources)], "resources", MethodInfo::Kind::Resource);
    add(m_lists[int(List::Templates)], "resourceTemplates", MethodInfo::Kind::Resource);
    add(m_lists[int(List::Prompts)], "prompts", MethodInfo::Kind::Prompt);
    return registry;
}

} // namespace RpcScope
