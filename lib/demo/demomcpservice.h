#pragma once

#include "lib/demo/demoendpoint.h"
#include "lib/demo/demotaskstore.h"
#include "lib/demo/demoschema.h"

#include <QElapsedTimer>
#include <QList>
#include <QStringList>

#include <memory>
#include <optional>

namespace RpcScope {

class DemoNoteStore;

/// The MCP face of the demo endpoints: initialize (with version negotiation),
/// notifications/initialized, ping, tools/list (cursor pages of five) and tools/call over
/// a dozen tools whose input schemas use types, enums, defaults, bounds and required
/// members. A tool that runs and fails answers isError: true; an unknown tool is -32602.
/// Requests before initialize are answered normally; batches follow JSON-RPC.
/// Dual-era: a request whose `_meta` names a protocol version is served statelessly as MCP
/// 2026-07-28 says (server/discover, resultType on every result, cache hints on the list,
/// -32022 for another revision), with one tool more, ask_name, that asks for input
/// (input_required, then the call again with inputResponses and requestState) and mirrors its
/// region parameter into an Mcp-Param-Region header (x-mcp-header).
class DemoMcpService final : public DemoEndpoint
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DemoMcpService)

public:
    static constexpr int PageSize = 5;

    explicit DemoMcpService(QObject *parent = nullptr);
    /// Shares \a notes with the plain face, so notes made here show in notes.list.
    explicit DemoMcpService(std::shared_ptr<DemoNoteStore> notes, QObject *parent = nullptr);
    ~DemoMcpService() override;

    /// The MCP revisions this server speaks, oldest first; the last is offered by default.
    static QStringList protocolVersions();
    QStringList toolNames() const;
    /// A subscriptions/listen stream as the demo opens it.
    struct Listen
    {
        QByteArray acknowledgement;   ///< the notifications/subscriptions/acknowledged that opens it
        QByteArray id;                ///< the request's id, as written: the subscription's id
        bool toolsListChanged = false;   ///< it asked for tool list changes (and was given them)
    };
    /// 2026-07-28: when \a body is one subscriptions/listen request of the modern revision,
    /// the stream it opens (the demo's tool list may change, it says, so toolsListChanged is
    /// taken; nothing else is offered). The stream then stays open, carrying tool list changes
    /// (toolListChanged()) until the client closes it.
    static std::optional<Listen> listen(const QByteArray &body);
    /// notifications/tools/list_changed on the stream of subscription \a id.
    static QByteArray toolListChangedNotification(const QByteArray &id);

signals:
    /// open_toolbox changed the modern face's tool list: every listen stream that asked for
    /// tool list changes is told.
    void toolListChanged();

protected:
    void dispatch(const DemoCall &call, Done done) override;

private:
    struct ToolResult
    {
        QString text;
        bool isError = false;
    };
    using ToolHandler = ToolResult (DemoMcpService::*)(const QJsonObject &arguments);
    struct Tool
    {
        QString name;
        QByteArray text;            // the tool object as written in the resource
        QJsonObject inputSchema;
        ToolHandler handler = nullptr;
    };

    DemoOutcome initialize(const QJsonValue &params) const;
    DemoOutcome discover() const;
    DemoOutcome toolsList(const QJsonValue &params, bool modern) const;
    /// The tool that asks for input (MRTR): a first call asks, the call again answers.
    DemoOutcome askName(const QJsonObject &params) const;
    void toolsCall(const QJsonValue &params, Done done);
    static DemoOutcome toolOutcome(const ToolResult &result);

    ToolResult echo(const QJsonObject &arguments);
    ToolResult add(const QJsonObject &arguments);
    ToolResult convertTemperature(const QJsonObject &arguments);
    ToolResult rollDice(const QJsonObject &arguments);
    ToolResult createNote(const QJsonObject &arguments);
    ToolResult searchNotes(const QJsonObject &arguments);
    ToolResult getTime(const QJsonObject &arguments);
    ToolResult wordCount(const QJsonObject &arguments);
    ToolResult hashText(const QJsonObject &arguments);
    ToolResult alwaysFail(const QJsonObject &arguments);
    ToolResult systemInfo(const QJsonObject &arguments);

    /// long_job for a client that declared the tasks extension: a task; else it just waits.
    void longJob(const QJsonObject &params, bool tasks, Done done);
    /// open_toolbox and bonus_tip (modern face): a tool list that changes, for listen streams.
    DemoOutcome toolbox(const QString &name);

    QList<Tool> m_tools;
    DemoTaskStore m_taskStore;
    DemoSchema m_schema;
    std::shared_ptr<DemoNoteStore> m_notes;
    QElapsedTimer m_uptime;
    bool m_toolboxOpen = false;
};

} // namespace RpcScope
