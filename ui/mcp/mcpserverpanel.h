#pragma once

#include "lib/rpc/exchange.h"
#include "ui/mcp/mcpconnection.h"

#include <QPointer>
#include <QTabWidget>

class QLabel;
class QPlainTextEdit;
class QTextBrowser;

namespace RpcScope {

class McpLogPage;
class McpTasksPage;
class McpPromptsPage;
class McpResourcesPage;
class McpToolsPage;

/// An MCP server, as one tab of its endpoint's page: the handshake (revision asked and
/// answered, server info, capabilities, instructions, Mcp-Session-Id, GET stream), then
/// tools, resources, prompts, the log and the tasks (the calls the server turned into tasks),
/// each on its own tab.
class McpServerPanel final : public QTabWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(McpServerPanel)

public:
    enum Tab { ServerTab, ToolsTab, ResourcesTab, PromptsTab, LogTab, TasksTab };

    explicit McpServerPanel(QWidget *parent = nullptr);

    /// Null: the endpoint has no MCP session (yet).
    void setConnection(McpConnection *connection);
    McpConnection *connection() const { return m_connection; }

    McpToolsPage *toolsPage() const { return m_tools; }
    /// Ctrl+Enter in the panel: the shown page's main action (call the tool, get the prompt,
    /// read the resource). False when the page has none.
    bool runPrimaryAction();
    /// The server's instructions, rendered from Markdown.
    QTextBrowser *instructionsView() const { return m_instructions; }
    McpResourcesPage *resourcesPage() const { return m_resources; }
    McpPromptsPage *promptsPage() const { return m_prompts; }
    McpLogPage *logPage() const { return m_log; }
    McpTasksPage *tasksPage() const { return m_taskPage; }

    /// The handshake as shown on the Server tab, one "label: value" per line (for tests).
    QString serverSummary() const;

signals:
    void exchangeChosen(const RpcScope::ExchangePtr &exchange);
    /// An MCP request to save in the open collection (the Tools page's Save to Collection).
    void saveRequested(const QString &method, const QByteArray &params);

private:
    /// The subscriptions/listen stream in words, for the Server stream row (2026-07-28).
    static QString listeningText(const McpSession::Listening &listening);
    void showServer();
    void updateTabTitles();

    QPointer<McpConnection> m_connection;
    QList<QMetaObject::Connection> m_wires;
    QWidget *m_serverPage = nullptr;
    QLabel *m_state = nullptr;
    QLabel *m_revision = nullptr;
    QLabel *m_server = nullptr;
    QLabel *m_sessionId = nullptr;
    QLabel *m_stream = nullptr;
    QLabel *m_capabilityNames = nullptr;
    QPlainTextEdit *m_capabilities = nullptr;
    QTextBrowser *m_instructions = nullptr;
    McpToolsPage *m_tools = nullptr;
    McpResourcesPage *m_resources = nullptr;
    McpPromptsPage *m_prompts = nullptr;
    McpLogPage *m_log = nullptr;
    McpTasksPage *m_taskPage = nullptr;
};

} // namespace RpcScope
