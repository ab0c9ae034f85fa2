#include "ui/mcp/mcptoolspage.h"

#include "lib/json/jsonbuilder.h"
#include "lib/json/jsondocument.h"
#include "lib/text/excerpt.h"
#include "lib/text/units.h"
#include "lib/schema/paramslayout.h"
#include "ui/common/theme.h"
#include "ui/common/twolinedelegate.h"
#include "ui/composer/schemaform.h"
#include "ui/mcp/mcpcachehint.h"
#include "ui/mcp/mcpcontentview.h"
#include "ui/mcp/mcptaskspage.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QShortcut>
#include <QSplitter>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace RpcScope {

using namespace Qt::StringLiterals;

namespace {
enum Column { ToolColumn, StatusColumn, TimeColumn, ProgressColumn };
constexpr int kProgressSteps = 1000;

QByteArray memberText(const QByteArray &json, QStringView key)
{
    const JsonDocument doc = JsonDocument::parse(json);
    const int node = doc.isValid() ? doc.member(0, key) : -1;
    return node >= 0 ? doc.raw(node).toByteArray() : QByteArray();
}

constexpr qsizetype kRoundTextLimit = 200;

/// What an input_required answer asks, in the server's order: each input request's method,
/// and an elicitation's message as sent ("elicitation/create “Your name?”").
QStringList questionsIn(const Classification &c)
{
    QStringList asked;
    const JsonDocument &doc = c.document;
    for (const ResponseInfo &response : c.responses) {
        const int requests = response.resultNode >= 0 ? doc.member(response.resultNode, u"inputRequests") : -1;
        if (requests < 0 || doc.type(requests) != JsonDocument::Type::Object)
            continue;
        for (int item = doc.firstChild(requests); item >= 0; item = doc.nextSibling(item)) {
            const bool object = doc.type(item) == JsonDocument::Type::Object;
            const QString method = object ? doc.memberString(item, u"method") : QString();
            const int params = object ? doc.member(item, u"params") : -1;
            const int message = params >= 0 ? doc.member(params, u"message") : -1;
            QString text = method.isEmpty() ? McpToolsPage::tr("(no method)") : method;
            if (message >= 0 && doc.type(message) == JsonDocument::Type::String)
                text += u" \u201c"_s + Excerpt::capped(doc.string(message).simplified(), 80) + u'\u201d';
            asked.append(text);
        }
    }
    return asked;
}

/// What a retry's \a request answered, from its params' inputResponses as sent: each
/// response's action and content ("accept {"name":"Ada"}"); empty when it has none.
QString answersIn(const QByteArray &request)
{
    const JsonDocument doc = JsonDocument::parse(request);
    const int params = doc.isValid() ? doc.member(0, u"params") : -1;
    const int responses = params >= 0 ? doc.member(params, u"inputResponses") : -1;
    if (responses < 0 || doc.type(responses) != JsonDocument::Type::Object)
        return {};
    QStringList answers;
    for (int item = doc.firstChild(responses); item >= 0; item = doc.nextSibling(item)) {
        const bool object = doc.type(item) == JsonDocument::Type::Object;
        const QString action = object ? doc.memberString(item, u"action") : QString();
        const int content = object ? doc.member(item, u"content") : -1;
        if (action.isEmpty())
            answers.append(QString::fromUtf8(doc.raw(item)).simplified());
        else
            answers.append(content >= 0 ? action + u' ' + QString::fromUtf8(doc.raw(content)).simplified() : action);
    }
    return Excerpt::capped(answers.join(u"; "_s), kRoundTextLimit);
}
} // namespace

McpToolsPage::McpToolsPage(QWidget *parent)
    : QWidget(parent)
{
    m_tools = new QListWidget(this);
    m_tools->setObjectName(QStringLiteral("mcpToolList"));
    // Each tool on two lines: its name, then what it does.
    m_tools->setItemDelegate(new TwoLineDelegate(m_tools));
    m_tools->setUniformItemSizes(true);
    m_filter = new QLineEdit(this);
    m_filter->setObjectName(QStringLiteral("mcpToolFilter"));
    m_filter->setPlaceholderText(tr("Search tools"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setToolTip(tr("Show the tools whose name, title or description holds this text (Ctrl+F)"));
    connect(m_filter, &QLineEdit::textChanged, this, &McpToolsPage::applyFilter);

    m_description = new QLabel(this);
    m_description->setWordWrap(true);
    m_description->setTextFormat(Qt::PlainText);
    m_form = new SchemaForm(this);
    m_form->setNothingToFillText(tr("This tool takes no arguments."));
    m_progress = new QCheckBox(tr("Report progress"), this);
    m_progress->setChecked(true);
    m_progress->setToolTip(tr("Send a progressToken, so the server can report how far the call is"));
    m_call = new QPushButton(tr("Call"), this);
    m_call->setDefault(true);
    m_call->setToolTip(tr("Call the tool with these arguments (Ctrl+Enter)"));
    // A running call's time counts up as it runs.
    m_clock = new QTimer(this);
    m_clock->setInterval(100);
    connect(m_clock, &QTimer::timeout, this, [this] {
        bool running = false;
        for (const auto &item : m_callRows) {
            if (item->running) {
                item->item->setText(TimeColumn, Units::duration(item->clock.elapsed()));
                running = true;
            }
        }
        if (!running)
            m_clock->stop();
    });
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_cancel->setToolTip(tr("Cancel the newest running call (Escape): notifications/cancelled"));
    m_cancel->setEnabled(false);
    m_save = new QPushButton(tr("Save to Collection"), this);
    m_save->setObjectName(QStringLiteral("mcpSaveCall"));
    m_save->setToolTip(tr("Save this call, with these arguments, as an MCP request of the open collection: "
                          "a run opens the MCP session for it"));

    m_calls = new QTreeWidget(this);
    m_calls->setObjectName(QStringLiteral("mcpCallList"));
    m_calls->setRootIsDecorated(false);
    m_calls->setHeaderLabels({tr("Tool"), tr("Status"), tr("Time"), tr("Progress")});
    // The status takes the room left, so the progress bars never go behind a scroll bar on a
    // narrow pane or in a language with long words; a status too long for it is elided.
    m_calls->header()->setStretchLastSection(false);
    m_calls->header()->setSectionResizeMode(StatusColumn, QHeaderView::Stretch);
    m_calls->setColumnWidth(ToolColumn, 130);
    m_calls->setColumnWidth(TimeColumn, 70);
    m_calls->setColumnWidth(ProgressColumn, 90);
    m_calls->setToolTip(tr("Double-click a call to see its exchange in the inspector"));
    m_result = new McpContentView(this);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_progress);
    buttons->addWidget(m_save);   // apart from the buttons that send
    buttons->addStretch(1);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_call);

    auto *formColumn = new QWidget(this);
    auto *formLayout = new QVBoxLayout(formColumn);
    formLayout->setContentsMargins(0, 0, 0, 0);
    formLayout->addWidget(m_description);
    formLayout->addWidget(m_form, 1);
    formLayout->addLayout(buttons);

    auto *resultColumn = new QSplitter(Qt::Vertical, this);
    resultColumn->addWidget(m_calls);
    resultColumn->addWidget(m_result);
    resultColumn->setSizes({120, 300});

    auto *toolColumn = new QWidget(this);
    auto *toolLayout = new QVBoxLayout(toolColumn);
    toolLayout->setContentsMargins(0, 0, 0, 0);
    toolLayout->setSpacing(4);
    toolLayout->addWidget(m_filter);
    toolLayout->addWidget(m_tools, 1);
    m_cacheHint = new McpCacheHint(toolColumn);
    toolLayout->addWidget(m_cacheHint);
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->setChildrenCollapsible(false);
    split->addWidget(toolColumn);
    split->addWidget(formColumn);
    split->addWidget(resultColumn);
    split->setSizes({260, 340, 420});
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addWidget(split);

    connect(m_tools, &QListWidget::currentRowChanged, this, &McpToolsPage::onToolChosen);
    connect(m_tools, &QListWidget::itemActivated, this, &McpToolsPage::call);
    connect(m_call, &QPushButton::clicked, this, &McpToolsPage::call);
    connect(m_cancel, &QPushButton::clicked, this, &McpToolsPage::cancelNewest);
    connect(m_save, &QPushButton::clicked, this, [this] {
        if (currentEntry())
            emit saveRequested(QStringLiteral("tools/call"), callParams());
    });
    auto *escape = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    escape->setContext(Qt::WidgetWithChildrenShortcut);
    connect(escape, &QShortcut::activated, this, &McpToolsPage::cancelNewest);
    connect(m_calls, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        if (const Call *call = callAt(item))
            showCall(*call);
    });
    connect(m_calls, &QTreeWidget::itemDoubleClicked, this, [this](QTreeWidgetItem *item) {
        const Call *call = callAt(item);
        if (!call)
            return;
        // A round's row opens the answer that asked for input; the call's own row the last one.
        const qsizetype round = call->rounds.indexOf(item);
        if (round >= 0)
            emit exchangeChosen(call->roundExchanges.at(round));
        else if (call->reply.exchange)
            emit exchangeChosen(call->reply.exchange);
    });
    setConnection(nullptr);
}

McpToolsPage::~McpToolsPage() = default;

void McpToolsPage::setConnection(McpConnection *connection)
{
    for (const QMetaObject::Connection &wire : std::as_const(m_wires))
        disconnect(wire);
    m_wires.clear();
    m_connection = connection;
    m_calls->clear();
    m_callRows.clear();
    m_result->clear();
    m_cancel->setEnabled(false);
    setEnabled(connection != nullptr);
    if (connection) {
        m_wires.append(connect(connection, &McpConnection::listChanged, this, [this](McpConnection::List which) {
            if (which == McpConnection::List::Tools)
                showTools();
        }));
        m_wires.append(connect(connection->session(), &McpSession::progress, this, &McpToolsPage::onProgress));
        m_wires.append(connect(connection->session(), &McpSession::inputRequested, this, &McpToolsPage::onInputRequested));
        m_wires.append(connect(connection->session(), &McpSession::taskChanged, this, &McpToolsPage::onTaskChanged));
    }
    showTools();
}

void McpToolsPage::showTools()
{
    const QString current = selectedTool();
    m_tools->clear();
    if (!m_connection) {
        m_cacheHint->hide();
        onToolChosen();
        return;
    }
    const McpList &list = m_connection->list(McpConnection::List::Tools);
    m_cacheHint->setList(list, tr("The tool list"));
    for (const McpListEntry &entry : list.entries) {
        auto *item = new QListWidgetItem(entry.name, m_tools);
        const QString hints = annotationWords(entry.json);
        QString summary = entry.title.isEmpty() || entry.title == entry.name ? entry.description : entry.title;
        if (!hints.isEmpty())
            summary = summary.isEmpty() ? hints : hints + QStringLiteral(" · ") + summary;
        item->setData(TwoLineDelegate::SummaryRole, summary);
        item->setToolTip(entry.title.isEmpty() ? entry.description : entry.title + QLatin1Char('\n') + entry.description);
    }
    applyFilter();
    if (!list.ok())
        m_description->setText(list.error);
    if (!current.isEmpty())
        selectTool(current);
    if (m_tools->currentRow() < 0)
        onToolChosen();
}

QString McpToolsPage::annotationWords(const QByteArray &toolJson)
{
    // The hints a tool declares about itself (MCP annotations), in a few words.
    const JsonDocument doc = JsonDocument::parse(toolJson);
    const int annotations = doc.isValid() ? doc.member(0, u"annotations") : -1;
    if (annotations < 0 || doc.type(annotations) != JsonDocument::Type::Object)
        return {};
    const auto isTrue = [&doc, annotations](QStringView key) {
        const int node = doc.member(annotations, key);
        return node >= 0 && doc.type(node) == JsonDocument::Type::True;
    };
    QStringList words;
    if (isTrue(u"readOnlyHint"))
        words.append(tr("read-only"));
    if (isTrue(u"destructiveHint"))
        words.append(tr("destructive"));
    if (isTrue(u"idempotentHint"))
        words.append(tr("idempotent"));
    if (isTrue(u"openWorldHint"))
        words.append(tr("open world"));
    return words.join(QStringLiteral(", "));
}

void McpToolsPage::applyFilter()
{
    const QString text = m_filter->text().trimmed();
    for (int row = 0; row < m_tools->count(); ++row) {
        QListWidgetItem *item = m_tools->item(row);
        const bool match = text.isEmpty() || item->text().contains(text, Qt::CaseInsensitive)
                           || item->data(TwoLineDelegate::SummaryRole).toString().contains(text, Qt::CaseInsensitive)
                           || item->toolTip().contains(text, Qt::CaseInsensitive);
        item->setHidden(!match);
    }
}

bool McpToolsPage::selectTool(const QString &name)
{
    const QList<QListWidgetItem *> found = m_tools->findItems(name, Qt::MatchExactly);
    if (found.isEmpty())
        return false;
    m_tools->setCurrentItem(found.first());
    return true;
}

QString McpToolsPage::selectedTool() const
{
    const QListWidgetItem *item = m_tools->currentItem();
    return item ? item->text() : QString();
}

const McpListEntry *McpToolsPage::currentEntry() const
{
    const int row = m_tools->currentRow();
    if (!m_connection || row < 0)
        return nullptr;
    const McpList &list = m_connection->list(McpConnection::List::Tools);
    return row < list.entries.size() ? &list.entries.at(row) : nullptr;
}

void McpToolsPage::onToolChosen()
{
    const McpListEntry *entry = currentEntry();
    m_call->setEnabled(entry != nullptr);
    m_save->setEnabled(entry != nullptr);
    if (!entry) {
        m_description->setText(m_connection ? tr("Choose a tool.") : tr("This endpoint has no MCP session."));
        m_form->setParamsLayout(ParamsLayout());
        return;
    }
    const QString title = entry->title.isEmpty() ? entry->name : entry->title;
    m_description->setText(entry->description.isEmpty() ? title : title + QStringLiteral("\n") + entry->description);
    m_form->setParamsLayout(ParamsLayout::fromObjectSchema(memberText(entry->json, u"inputSchema")));
    m_form->setParamsText(QByteArrayLiteral("{}"));
}

void McpToolsPage::call()
{
    const McpListEntry *entry = currentEntry();
    if (!entry || !m_connection)
        return;
    auto call = std::make_unique<Call>();
    call->tool = entry->name;
    call->outputSchema = memberText(entry->json, u"outputSchema");
    call->clock.start();
    call->item = new QTreeWidgetItem(m_calls, {entry->name, tr("running"), QString(), QString()});
    call->item->setTextAlignment(TimeColumn, Qt::AlignRight | Qt::AlignVCenter);
    call->bar = new QProgressBar(m_calls);
    call->bar->setRange(0, 0);   // busy until the server reports a total
    // The bar is one tree row high: a text inside it is clipped, so the words go in the
    // Status column beside it.
    call->bar->setTextVisible(false);
    m_calls->setItemWidget(call->item, ProgressColumn, call->bar);

    QByteArray arguments = m_form->paramsText();
    if (arguments == "null")
        arguments.clear();
    McpFeatures::CallOptions options;
    options.progress = m_progress->isChecked();
    const QPointer<McpToolsPage> self(this);
    const QPointer<McpConnection> connection = m_connection;
    auto handle = std::make_shared<quint64>(0);
    call->handle = m_connection->features()->callTool(entry->name, arguments, options,
        [self, connection, handle](const McpReply &reply) {
            if (self && self->m_connection == connection)
                self->onReply(*handle, reply);
        });
    *handle = call->handle;
    Call *shown = call.get();
    m_callRows.push_back(std::move(call));
    m_clock->start();
    m_cancel->setEnabled(true);
    m_calls->setCurrentItem(shown->item);
}

QByteArray McpToolsPage::callParams() const
{
    QByteArray arguments = m_form->paramsText();
    JsonBuilder json(0);
    json.beginObject().key(u"name").value(currentEntry()->name);
    if (!arguments.isEmpty() && arguments != "null")
        json.key(u"arguments").raw(arguments);
    json.endObject();
    return json.text();
}

int McpToolsPage::runningCalls() const
{
    int running = 0;
    for (const auto &call : m_callRows)
        running += call->running ? 1 : 0;
    return running;
}

bool McpToolsPage::cancelNewest()
{
    for (auto it = m_callRows.rbegin(); it != m_callRows.rend(); ++it) {
        if ((*it)->running && m_connection) {
            // The reason is a protocol payload: never translated.
            m_connection->session()->cancel((*it)->handle, QStringLiteral("Canceled by the user"), tr("Canceled by the user."));
            return true;
        }
    }
    return false;
}

QProgressBar *McpToolsPage::progressBar(int row) const
{
    return row >= 0 && row < int(m_callRows.size()) ? m_callRows.at(row)->bar : nullptr;
}

McpToolsPage::Call *McpToolsPage::callAt(QTreeWidgetItem *item)
{
    for (const auto &call : m_callRows) {
        if (call->item == item || (item && call->item == item->parent()))
            return call.get();
    }
    return nullptr;
}

void McpToolsPage::onProgress(quint64 handle, double progress, double total, const QString &message)
{
    for (const auto &call : m_callRows) {
        if (call->handle != handle || !call->running)
            continue;
        QString text;
        if (total > 0) {
            call->bar->setRange(0, kProgressSteps);
            call->bar->setValue(int(qBound(0.0, progress / total, 1.0) * kProgressSteps));
            text = tr("%1 of %2").arg(progress).arg(total);
        } else {
            text = tr("%1 done").arg(progress);
        }
        if (!message.isEmpty())
            text = tr("%1: %2").arg(text, message);
        call->item->setText(StatusColumn, tr("running, %1").arg(text));
        call->item->setToolTip(StatusColumn, text);
        call->bar->setToolTip(text);
        return;
    }
}

void McpToolsPage::onTaskChanged(quint64 handle, const McpTask &task)
{
    for (const auto &call : m_callRows) {
        if (call->handle != handle || !call->running)
            continue;
        const QString status = McpTasksPage::statusText(task.status);
        call->item->setText(StatusColumn, task.statusMessage.isEmpty() ? tr("task: %1").arg(status)
                                                                       : tr("task: %1 · %2").arg(status, task.statusMessage));
        call->item->setToolTip(StatusColumn, tr("Task %1 (the tasks extension), asked %n time(s): see the Tasks tab", nullptr,
                                                task.polls).arg(task.taskId));
        return;
    }
}

void McpToolsPage::onInputRequested(quint64 handle, int round, const ExchangePtr &exchange)
{
    for (const auto &call : m_callRows) {
        if (call->handle != handle || !call->running)
            continue;
        // This round's request went with the last round's answers.
        if (!call->rounds.isEmpty())
            markAnswered(call->rounds.last(), exchange->request);
        const QStringList asked = questionsIn(exchange->classification);
        const QString question = Excerpt::capped(asked.join(QStringLiteral(", ")), kRoundTextLimit);
        auto *row = new QTreeWidgetItem(call->item, {tr("input round %1").arg(round),
                                                     asked.isEmpty() ? tr("input required, nothing asked")
                                                                     : tr("asks: %1").arg(question),
                                                     Units::duration(call->clock.elapsed()), QString()});
        row->setTextAlignment(TimeColumn, Qt::AlignRight | Qt::AlignVCenter);
        row->setData(StatusColumn, Qt::UserRole, question);
        row->setToolTip(StatusColumn, row->text(StatusColumn));
        call->rounds.append(row);
        call->roundExchanges.append(exchange);
        call->item->setExpanded(true);
        call->item->setText(StatusColumn, tr("input required"));
        return;
    }
}

void McpToolsPage::markAnswered(QTreeWidgetItem *round, const QByteArray &retry)
{
    const QString answers = answersIn(retry);
    //: The Tools page's call list: an input round's answer went back with the call, "answered accept {"name":"Ada"}, sent again"
    round->setText(StatusColumn, answers.isEmpty() ? tr("answered, sent again") : tr("answered %1, sent again").arg(answers));
    round->setData(StatusColumn, Qt::UserRole + 1, answers);
    const QString question = round->data(StatusColumn, Qt::UserRole).toString();
    round->setToolTip(StatusColumn, (question.isEmpty() ? QString() : tr("Asked: %1").arg(question) + u'\n')
                                        + (answers.isEmpty() ? tr("Answered; the call went again.") : tr("Answered: %1").arg(answers)));
}

void McpToolsPage::onReply(quint64 handle, const McpReply &reply)
{
    for (const auto &call : m_callRows) {
        if (call->handle != handle)
            continue;
        call->running = false;
        if (!call->rounds.isEmpty() && reply.status != McpReply::Status::Canceled) {
            if (reply.ok() && reply.exchange)
                markAnswered(call->rounds.last(), reply.exchange->request);
            else if (!reply.ok())
                call->rounds.last()->setText(StatusColumn, tr("the call ended here"));
        }
        call->reply = reply;
        call->item->setText(TimeColumn, Units::duration(call->clock.elapsed()));
        call->bar->setRange(0, kProgressSteps);
        bool failed = !reply.ok();
        if (reply.ok()) {
            failed = ToolResult::read(reply.document(), reply.resultNode).isError;
            call->bar->setValue(kProgressSteps);
            call->bar->setFormat(failed ? tr("failed") : tr("done"));
        } else {
            call->bar->setFormat(reply.status == McpReply::Status::Canceled ? tr("canceled") : tr("failed"));
        }
        call->item->setText(StatusColumn, reply.status == McpReply::Status::Canceled ? tr("canceled")
                                          : failed                                    ? tr("failed")
                                                                                      : tr("answered"));
        if (failed) {
            call->item->setForeground(StatusColumn, Theme::color(Theme::Role::Failure, m_calls->palette()));
            call->item->setToolTip(StatusColumn, reply.error);
        }
        if (m_calls->currentItem() == call->item)
            showCall(*call);
        break;
    }
    m_cancel->setEnabled(runningCalls() > 0);
}

void McpToolsPage::showCall(const Call &call)
{
    m_result->clear();
    if (call.running) {
        m_result->showHeading(tr("%1: waiting for the answer… (Escape cancels)").arg(call.tool));
        return;
    }
    const McpReply &reply = call.reply;
    if (!reply.ok()) {
        m_result->showHeading(tr("%1 failed: %2").arg(call.tool, reply.error), true);
        return;
    }
    m_result->showHeading(call.rounds.isEmpty()
                              ? tr("%1 answered in %2").arg(call.tool, call.item->text(TimeColumn))
                              : tr("%1 answered in %2, after %n round(s) of input", nullptr, int(call.rounds.size()))
                                    .arg(call.tool, call.item->text(TimeColumn)));
    // Each round in full: the table's row has room for its start only.
    for (qsizetype i = 0; i < call.rounds.size(); ++i) {
        const QString asked = call.rounds.at(i)->data(StatusColumn, Qt::UserRole).toString();
        const QString answered = call.rounds.at(i)->data(StatusColumn, Qt::UserRole + 1).toString();
        //: Under a tool's result: what one round of input asked and what went back
        m_result->showNote(tr("Round %1: asked %2; answered %3")
                               .arg(i + 1)
                               .arg(asked.isEmpty() ? tr("nothing") : asked, answered.isEmpty() ? tr("(nothing)") : answered));
    }
    m_result->showToolResult(ToolResult::read(reply.document(), reply.resultNode), call.outputSchema);
}

} // namespace RpcScope
