#pragma once

#include "lib/mcp/mcpsession.h"
#include "ui/mcp/mcpconnection.h"

#include <QHash>
#include <QPointer>
#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace RpcScope {

/// The tasks of an MCP server (the tasks extension of MCP 2026-07-28): each call the server
/// turned into a task, as the session follows it: its id, the call, the status and message
/// live, how often it was asked, how long it has run; the selected task's latest state as the
/// server sent it, a Cancel (tasks/cancel) for one still running, and its exchange on
/// double-click.
class McpTasksPage final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(McpTasksPage)

public:
    enum Column { TaskColumn, CallColumn, StatusColumn, MessageColumn, PollsColumn, TimeColumn };

    explicit McpTasksPage(QWidget *parent = nullptr);

    void setConnection(McpConnection *connection);
    /// Cancels the selected task (tasks/cancel) when it is still running.
    void cancelSelected();

    QTreeWidget *taskList() const { return m_tasks; }
    QPushButton *cancelButton() const { return m_cancel; }
    QPlainTextEdit *detailsView() const { return m_details; }
    /// Tasks that have not ended.
    int runningCount() const;
    /// A task status in words, in the user's language ("working" → "working", "input_required" → "waiting for input").
    static QString statusText(const QString &status);

signals:
    void exchangeChosen(const RpcScope::ExchangePtr &exchange);
    /// A task appeared or ended: the panel's tab title counts them.
    void countChanged();

private:
    struct Row
    {
        QTreeWidgetItem *item = nullptr;
        McpTask task;
        bool ended = false;
    };

    void onTaskChanged(quint64 call, const McpTask &task);
    void showSelected();

    QPointer<McpConnection> m_connection;
    QList<QMetaObject::Connection> m_wires;
    QTreeWidget *m_tasks = nullptr;
    QPlainTextEdit *m_details = nullptr;
    QPushButton *m_cancel = nullptr;
    QLabel *m_note = nullptr;
    QHash<quint64, Row> m_rows;   // by call handle
};

} // namespace RpcScope
