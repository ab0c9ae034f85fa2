#pragma once

#include "lib/mcp/mcpsession.h"

#include <QList>
#include <QString>

namespace RpcScope {

/// One entry of an MCP list (a tool, resource, resource template or prompt), as received.
struct McpListEntry
{
    QString name;          ///< name; for resources the uri, for templates the uriTemplate
    QString title;
    QString description;
    QByteArray json;       ///< the entry's JSON text exactly as received
};

/// An entry a client must leave out of its registry, and why.
struct McpRejectedEntry
{
    QString name;
    QString problem;       ///< translated
    QByteArray json;       ///< as received
};

/// A whole list, every page followed.
struct McpList
{
    QList<McpListEntry> entries;
    /// Modern era, tools: the tools whose x-mcp-header markings are invalid (not in entries).
    QList<McpRejectedEntry> rejected;
    int pages = 0;
    /// MCP 2026-07-28 cache hints of the first page, as the server gave them: how long the
    /// list may be kept (-1: no ttlMs, or not a whole number) and for whom ("" when absent).
    qint64 ttlMs = -1;
    QString cacheScope;
    McpReply lastReply;    ///< the last page's reply (or the failing one)
    QString error;         ///< translated; empty when every page came

    bool ok() const { return error.isEmpty(); }
};

/// The MCP feature requests over a ready McpSession: the lists (every page, through
/// nextCursor; in the modern era tools with invalid x-mcp-header markings set apart, the
/// others' markings handed to the session for its Mcp-Param headers), tools/call with progress and cancellation, resources, prompts, completion and
/// logging. Params are built in member order; JSON the caller gives is embedded as written.
class McpFeatures
{
public:
    using ListHandler = std::function<void(const McpList &list)>;
    using ReplyHandler = McpSession::ReplyHandler;

    /// \a session is not owned and must outlive the calls.
    explicit McpFeatures(McpSession *session) : m_session(session) {}

    static constexpr int kMaxPages = 1000;   ///< a server whose cursor never ends stops here

    void listTools(ListHandler done);
    void listResources(ListHandler done);
    void listResourceTemplates(ListHandler done);
    void listPrompts(ListHandler done);

    struct CallOptions
    {
        bool progress = false;   ///< ask for notifications/progress (session's progress() signal)
    };
    /// \a argumentsJson: JSON text of an object; empty sends no arguments. Returns the call's
    /// handle (for McpSession::cancel() and progress()).
    quint64 callTool(const QString &name, const QByteArray &argumentsJson, const CallOptions &options,
                     ReplyHandler done);
    quint64 readResource(const QString &uri, ReplyHandler done);
    /// resources/subscribe and resources/unsubscribe; in 2026-07-28 the URI joins or leaves the
    /// session's subscriptions/listen stream (McpSession::setResourceSubscribed()).
    quint64 subscribe(const QString &uri, ReplyHandler done);
    quint64 unsubscribe(const QString &uri, ReplyHandler done);
    /// \a argumentsJson: JSON text of an object of strings; empty sends none.
    quint64 getPrompt(const QString &name, const QByteArray &argumentsJson, ReplyHandler done);
    /// Arguments already filled in, sent as the completion's context (MCP 2025-06-18 and
    /// later), so that a server can narrow one argument by another: name, value, in order.
    using Arguments = QList<QPair<QString, QString>>;
    /// \a refJson: `{"type":"ref/prompt","name":…}` or `{"type":"ref/resource","uri":…}`;
    /// \a context: the other arguments' values (none: no context member).
    quint64 complete(const QByteArray &refJson, const QString &argument, const QString &value,
                     const Arguments &context, ReplyHandler done);
    /// Legacy: logging/setLevel. Modern: the level goes in every later request's `_meta`;
    /// \a done hears Ok without an exchange, and the handle is 0.
    quint64 setLogLevel(const QString &level, ReplyHandler done);

private:
    void listAll(const QString &method, const QString &key, ListHandler done);
    void listPage(const QString &method, const QString &key, const QByteArray &cursor, std::shared_ptr<McpList> list,
                  ListHandler done);

    McpSession *m_session = nullptr;
};

} // namespace RpcScope
