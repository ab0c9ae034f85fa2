#include "ui/mcp/mcptaskspage.h"

#include "lib/json/jsondocument.h"
#include "lib/json/jsonwriter.h"
#include "lib/text/units.h"
#include "ui/common/emptystate.h"

#include <QDateTime>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace RpcScope {

McpTasksPage::McpTasksPage(QWidget *parent)
    : QWidget(parent)
{
    m_tasks = new QTreeWidget(this);
    m_tasks->setObjectName(QStringLiteral("mcpTaskList"));
    m_tasks->setRootIsDecorated(false);
    m_tasks->setUniformRowHeights(true);
    m_tasks->setHeaderLabels({tr("Task"), tr("Call"), tr("Status"), tr("Message"), tr("Polls"), tr("Elapsed")});
    m_tasks->setColumnWidth(TaskColumn, 160);
    m_tasks->setColumnWidth(CallColumn, 180);
    m_tasks->setColumnWidth(StatusColumn, fontMetrics().horizontalAdvance(statusText(QStringLiteral("input_required"))) + 24);
    m_tasks->setColumnWidth(PollsColumn, 60);
    m_tasks->setColumnWidth(TimeColumn, 80);
    // The message takes the room left; the figures stay beside it.
    m_tasks->header()->setStretchLastSection(false);
    m_tasks->header()->setSectionResizeMode(MessageColumn, QHeaderView::Stretch);
    m_tasks->setToolTip(tr("Double-click a task to see its latest exchange in the inspector"));
    EmptyState::attach(m_tasks, tr("No task yet. A call that becomes a task (the tasks extension of MCP 2026-07-28, "
                                   "or the tasks of 2025-11-25) is followed here: its status as it changes, its messages "
                                   "and its result."));

    m_details = new QPlainTextEdit(this);
    m_details->setObjectName(QStringLiteral("mcpTaskDetails"));
    m_details->setReadOnly(true);
    m_details->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_details->setPlaceholderText(tr("The selected task's latest state, as the server sent it"));
    auto *detailsTitle = new QLabel(tr("The selected task's latest state, as the server sent it:"), this);
    detailsTitle->setToolTip(tr("The CreateTaskResult, or the last answer to tasks/get; its resultType is that "
                                "answer's own."));
    detailsTitle->setWordWrap(true);

    m_cancel = new QPushButton(tr("Cancel Task"), this);
    m_cancel->setObjectName(QStringLiteral("mcpTaskCancel"));
    m_cancel->setToolTip(tr("Ask the server to cancel the selected task (tasks/cancel); it may still finish"));
    m_cancel->setEnabled(false);
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    m_note->setTextFormat(Qt::PlainText);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_note, 1);
    buttons->addWidget(m_cancel);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->setChildrenCollapsible(false);
    auto *detailsColumn = new QWidget(this);
    auto *detailsLayout = new QVBoxLayout(detailsColumn);
    detailsLayout->setContentsMargins(0, 0, 0, 0);
    detailsLayout->addWidget(detailsTitle);
    detailsLayout->addWidget(m_details, 1);
    split->addWidget(m_tasks);
    split->addWidget(detailsColumn);
    split->setSizes({110, 290});   // a handful of tasks; the state is what is read
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addWidget(split, 1);
    layout->addLayout(buttons);

    connect(m_tasks, &QTreeWidget::currentItemChanged, this, &McpTasksPage::showSelected);
    connect(m_cancel, &QPushButton::clicked, this, &McpTasksPage::cancelSelected);
    connect(m_tasks, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        const auto row = m_rows.constFind(item->data(TaskColumn, Qt::UserRole).toULongLong());
        if (row != m_rows.constEnd() && row->task.exchange)
            emit exchangeChosen(row->task.exchange);
    });
    setConnection(nullptr);
}

QString McpTasksPage::statusText(const QString &status)
{
    if (status == u"working")
        return tr("working");
    if (status == u"input_required")
        return tr("waiting for input");
    if (status == u"completed")
        return tr("completed");
    if (status == u"failed")
        return tr("failed");
    if (status == u"cancelled")
        return tr("cancelled");
    return status;   // what the server sent: no status the extension defines
}

void McpTasksPage::setConnection(McpConnection *connection)
{
    for (const QMetaObject::Connection &wire : std::as_const(m_wires))
        disconnect(wire);
    m_wires.clear();
    m_connection = connection;
    m_rows.clear();
    m_tasks->clear();
    m_details->clear();
    m_cancel->setEnabled(false);
    m_note->clear();
    if (connection)
        m_wires.append(connect(connection->session(), &McpSession::taskChanged, this, &McpTasksPage::onTaskChanged));
    emit countChanged();
}

int McpTasksPage::runningCount() const
{
    int running = 0;
    for (const Row &row : m_rows)
        running += row.ended ? 0 : 1;
    return running;
}

void McpTasksPage::onTaskChanged(quint64 call, const McpTask &task)
{
    Row &row = m_rows[call];
    const bool added = row.item == nullptr;
    if (added) {
        row.item = new QTreeWidgetItem(m_tasks);
        row.item->setData(TaskColumn, Qt::UserRole, call);
        row.item->setTextAlignment(PollsColumn, Qt::AlignRight | Qt::AlignVCenter);
        row.item->setTextAlignment(TimeColumn, Qt::AlignRight | Qt::AlignVCenter);
    }
    const bool wasEnded = row.ended;
    row.task = task;
    row.ended = !task.followed || McpTask::isTerminal(task.status);
    QString status = statusText(task.status);
    if (!task.followed && !McpTask::isTerminal(task.status))
        status = tr("no longer followed");
    row.item->setText(TaskColumn, task.taskId);
    row.item->setText(CallColumn, task.call);
    row.item->setText(StatusColumn, status);
    row.item->setText(MessageColumn, task.why.isEmpty() ? task.statusMessage : task.why);
    row.item->setToolTip(MessageColumn, row.item->text(MessageColumn));
    row.item->setText(PollsColumn, QString::number(task.polls));
    row.item->setText(TimeColumn, Units::duration(task.elapsedMs));
    if (added) {
        m_tasks->setCurrentItem(row.item);   // the newest task is the one to watch
    } else if (m_tasks->currentItem() == row.item) {
        showSelected();
    }
    if (added || wasEnded != row.ended)
        emit countChanged();
}

void McpTasksPage::showSelected()
{
    QTreeWidgetItem *item = m_tasks->currentItem();
    const auto row = item ? m_rows.constFind(item->data(TaskColumn, Qt::UserRole).toULongLong()) : m_rows.constEnd();
    if (row == m_rows.constEnd()) {
        m_details->clear();
        m_cancel->setEnabled(false);
        return;
    }
    m_cancel->setEnabled(!row->ended);
    // The task's state as the server last wrote it: the CreateTaskResult or a tasks/get result.
    QString text;
    if (row->task.exchange) {
        const Classification &c = row->task.exchange->classification;
        const int result = c.responses.isEmpty() ? -1 : c.responses.first().resultNode;
        text = result >= 0 ? QString::fromUtf8(JsonWriter::prettyPrint(c.document, result))
                           : QString::fromUtf8(row->task.exchange->reply.body);
    }
    if (m_details->toPlainText() != text)
        m_details->setPlainText(text);
    // When the server may forget the task: its creation plus its time to live.
    QString note;
    if (row->task.ttlMs >= 0) {
        const QDateTime created = QDateTime::fromString(row->task.createdAt, Qt::ISODateWithMs);
        note = created.isValid()
            ? tr("Expires at %1 (kept %2 after it was made).")
                  .arg(created.addMSecs(row->task.ttlMs).toLocalTime().toString(QStringLiteral("HH:mm:ss")),
                       Units::duration(row->task.ttlMs))
            : tr("The server keeps this task for %1 after it was made.").arg(Units::duration(row->task.ttlMs));
    }
    m_note->setText(note);
}

void McpTasksPage::cancelSelected()
{
    QTreeWidgetItem *item = m_tasks->currentItem();
    if (!item || !m_connection)
        return;
    const quint64 call = item->data(TaskColumn, Qt::UserRole).toULongLong();
    const auto row = m_rows.constFind(call);
    if (row == m_rows.constEnd() || row->ended)
        return;
    m_connection->session()->cancel(call, QStringLiteral("Canceled in the Tasks tab"), tr("Canceled in the Tasks tab."));
}

} // namespace RpcScope
