#pragma once

#include "lib/mcp/mcpfeatures.h"
#include "ui/mcp/mcpconnection.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QWidget>

class QCheckBox;
class QLabel;
class QLineEdit;
class QTimer;
class QListWidget;
class QProgressBar;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace RpcScope {

class McpCacheHint;

class McpContentView;
class SchemaForm;

/// The tools of an MCP server: the list (every page), a form from the chosen tool's
/// inputSchema, Call, and one row per call with its own progress bar (a progressToken is
/// sent) and Cancel (Escape: notifications/cancelled). The chosen call's result is rendered
/// by content type below.
class McpToolsPage final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(McpToolsPage)

public:
    explicit McpToolsPage(QWidget *parent = nullptr);
    ~McpToolsPage() override;

    /// Null: no MCP session (the page is disabled).
    void setConnection(McpConnection *connection);

    /// Selects the tool \a name; false when it is not listed.
    bool selectTool(const QString &name);
    QString selectedTool() const;
    /// Calls the selected tool with the form's arguments.
    void call();
    /// Cancels the newest call still running; false when none runs.
    bool cancelNewest();
    int runningCalls() const;

    QListWidget *toolList() const { return m_tools; }
    QLineEdit *toolFilter() const { return m_filter; }
    SchemaForm *form() const { return m_form; }
    QPushButton *callButton() const { return m_call; }
    QTreeWidget *callList() const { return m_calls; }
    McpCacheHint *cacheHint() const { return m_cacheHint; }
    /// The progress bar of call row \a row (0: the oldest).
    QProgressBar *progressBar(int row) const;
    McpContentView *resultView() const { return m_result; }

signals:
    /// The user asked to see a call's exchange in the inspector.
    void exchangeChosen(const RpcScope::ExchangePtr &exchange);
    /// "Save to Collection": the chosen tool with the form's arguments, as an MCP request
    /// (\a params: `{"name": …, "arguments": …}`).
    void saveRequested(const QString &method, const QByteArray &params);

private:
    struct Call
    {
        quint64 handle = 0;
        QString tool;
        QByteArray outputSchema;
        QTreeWidgetItem *item = nullptr;
        QProgressBar *bar = nullptr;
        QElapsedTimer clock;
        bool running = true;
        McpReply reply;
        /// MRTR: one row under the call per round in which the server asked for input.
        QList<QTreeWidgetItem *> rounds;
        QList<ExchangePtr> roundExchanges;   ///< the input_required answer of each round
    };

    void showTools();
    void onToolChosen();
    void applyFilter();
    /// The chosen tool and the form's arguments, as tools/call params.
    QByteArray callParams() const;
    static QString annotationWords(const QByteArray &toolJson);
    void onProgress(quint64 handle, double progress, double total, const QString &message);
    /// An input round's row says what went back: the answers in \a retry, the request sent again.
    void markAnswered(QTreeWidgetItem *round, const QByteArray &retry);
    /// The call became a task, or its task moved on: the row says so.
    void onTaskChanged(quint64 handle, const McpTask &task);
    /// MCP 2026-07-28: the server answered the call with input_required (\a round, from 1).
    void onInputRequested(quint64 handle, int round, const ExchangePtr &exchange);
    void onReply(quint64 handle, const McpReply &reply);
    void showCall(const Call &call);
    Call *callAt(QTreeWidgetItem *item);
    const McpListEntry *currentEntry() const;

    QPointer<McpConnection> m_connection;
    QList<QMetaObject::Connection> m_wires;
    QListWidget *m_tools = nullptr;
    QLineEdit *m_filter = nullptr;
    QTimer *m_clock = nullptr;         // counts up the time of running calls
    QLabel *m_description = nullptr;
    SchemaForm *m_form = nullptr;
    QCheckBox *m_progress = nullptr;
    QPushButton *m_call = nullptr;
    QPushButton *m_cancel = nullptr;
    QPushButton *m_save = nullptr;
    QTreeWidget *m_calls = nullptr;
    McpCacheHint *m_cacheHint = nullptr;
    McpContentView *m_result = nullptr;
    std::vector<std::unique_ptr<Call>> m_callRows;
};

} // namespace RpcScope
