#include "ui/history/historypanel.h"

#include "ui/common/emptystate.h"

#include "lib/export/curlcommand.h"
#include "lib/export/stdiocommand.h"
#include "lib/rpc/rpcclient.h"   // ExchangePtr as a QVariant
#include "ui/history/historyfilterproxy.h"
#include "ui/history/historymodel.h"

#include <QAction>
#include <QCheckBox>
#include <QClipboard>
#include <QEvent>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QScrollBar>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace RpcScope {

namespace {

// Long enough to let a word be typed, short enough to feel immediate.
constexpr int TextFilterDelayMs = 150;

QToolButton *actionButton(QAction *action, QWidget *parent)
{
    auto *button = new QToolButton(parent);
    button->setDefaultAction(action);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    button->setFocusPolicy(Qt::TabFocus);
    return button;
}

} // namespace

HistoryPanel::HistoryPanel(QWidget *parent)
    : QWidget(parent)
    , m_model(new HistoryModel(this))
    , m_proxy(new HistoryFilterProxy(this))
    , m_methodFilter(new QLineEdit(this))
    , m_outcomeButton(new QToolButton(this))
    , m_outcomeMenu(new QMenu(this))
    , m_pollsButton(new QCheckBox(this))
    , m_textFilter(new QLineEdit(this))
    , m_textTimer(new QTimer(this))
    , m_count(new QLabel(this))
    , m_view(new QTableView(this))
{
    m_proxy->setSourceModel(m_model);

    m_methodFilter->setObjectName(QStringLiteral("historyMethodFilter"));
    m_methodFilter->setPlaceholderText(tr("Method"));
    m_methodFilter->setClearButtonEnabled(true);
    m_methodFilter->setToolTip(tr("Shows the exchanges that called a method containing this text"));

    m_outcomeButton->setObjectName(QStringLiteral("historyOutcomeButton"));
    m_outcomeButton->setMenu(m_outcomeMenu);
    m_outcomeButton->setPopupMode(QToolButton::InstantPopup);
    m_outcomeButton->setToolTip(tr("Shows only the exchanges with the outcomes ticked here"));
    buildOutcomeMenu();

    // A task followed to its result asks tasks/get again and again: those rows would bury
    // the user's own. Hidden by default, counted, one click away.
    m_pollsButton->setObjectName(QStringLiteral("historyPollsButton"));
    m_pollsButton->setToolTip(tr("While it follows an MCP task, RpcScope asks tasks/get by itself. "
                                 "Those polls are listed only while this is on."));
    m_pollsButton->hide();

    m_textFilter->setObjectName(QStringLiteral("historyTextFilter"));
    m_textFilter->setPlaceholderText(tr("Search request and response text"));
    m_textFilter->setClearButtonEnabled(true);
    m_textFilter->setToolTip(tr("Shows the exchanges whose request or response contains this text"));
    m_textTimer->setSingleShot(true);
    m_textTimer->setInterval(TextFilterDelayMs);

    m_count->setObjectName(QStringLiteral("historyCount"));

    m_view->setObjectName(QStringLiteral("historyTable"));
    m_view->setModel(m_proxy);
    EmptyState::attach(m_view, tr("No exchanges yet. Every request sent to this endpoint, with its answer, is listed here."));
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setWordWrap(false);
    m_view->setTextElideMode(Qt::ElideRight);
    m_view->setCornerButtonEnabled(false);
    m_view->setTabKeyNavigation(false);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    m_view->setDragEnabled(true);   // a row into a collection
    m_view->setDragDropMode(QAbstractItemView::DragOnly);
    m_view->verticalHeader()->hide();
    // Fixed rows: no row ever grows with its text, however long a method name is.
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    QHeaderView *header = m_view->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setHighlightSections(false);
    const QFontMetrics metrics = fontMetrics();
    // Wide enough for typical contents; the method column takes the rest and elides.
    // The outcome: the longest name, or a discovery probe's answer ("discovery: result").
    const QString failure = ExchangeOutcome::name(HistoryModel::Outcome::TransportFailure);
    const QString probe = HistoryModel::probeLabel(HistoryModel::Outcome::Result);
    const QString samples[HistoryModel::ColumnCount] = {
        QStringLiteral("00000"), QStringLiteral("00:00:00.000"), QString(), QStringLiteral("0000"),
        metrics.horizontalAdvance(probe) > metrics.horizontalAdvance(failure) ? probe : failure, QStringLiteral("Status"),
        QStringLiteral("00000 ms"), QStringLiteral("000.0 KiB"), QStringLiteral("000.0 KiB")};
    for (int column = 0; column < HistoryModel::ColumnCount; ++column) {
        const QString title = m_proxy->headerData(column, Qt::Horizontal).toString();
        header->resizeSection(column, qMax(metrics.horizontalAdvance(samples[column]),
                                           metrics.horizontalAdvance(title)) + 24);
    }
    header->setSectionResizeMode(HistoryModel::MethodColumn, QHeaderView::Stretch);
    // Arrival order until a header is clicked: sorting 10,000 rows on every append is wasted.
    header->setSortIndicator(-1, Qt::AscendingOrder);
    m_view->setSortingEnabled(true);

    buildActions();

    auto *filterBar = new QHBoxLayout;
    filterBar->setSpacing(6);
    filterBar->addWidget(m_methodFilter, 2);
    filterBar->addWidget(m_outcomeButton);
    filterBar->addWidget(m_pollsButton);
    filterBar->addWidget(m_textFilter, 3);
    filterBar->addWidget(m_count);

    m_actionBar = new QWidget(this);
    auto *buttons = new QHBoxLayout(m_actionBar);
    buttons->setContentsMargins(0, 0, 0, 0);
    buttons->setSpacing(6);
    buttons->addWidget(actionButton(m_resend, m_actionBar));
    buttons->addWidget(actionButton(m_toComposer, m_actionBar));
    buttons->addWidget(actionButton(m_copyCommand, m_actionBar));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(6);
    layout->addLayout(filterBar);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_actionBar, 0, Qt::AlignLeft);   // unless whoever shows the panel places it

    setTabOrder(m_methodFilter, m_outcomeButton);
    setTabOrder(m_outcomeButton, m_pollsButton);
    setTabOrder(m_pollsButton, m_textFilter);
    setTabOrder(m_textFilter, m_view);

    connect(m_methodFilter, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_proxy->setMethodFilter(text);
        updateCount();
    });
    connect(m_pollsButton, &QCheckBox::toggled, this, [this](bool show) {
        m_proxy->setShowTaskPolls(show);
        updateCount();
    });
    connect(m_textFilter, &QLineEdit::textChanged, m_textTimer, qOverload<>(&QTimer::start));
    connect(m_textTimer, &QTimer::timeout, this, [this] {
        m_proxy->setTextFilter(m_textFilter->text());
        updateCount();
    });
    // Enter in a filter box jumps to the first match.
    const auto toTable = [this] {
        m_view->setFocus(Qt::ShortcutFocusReason);
        if (!m_view->currentIndex().isValid() && m_proxy->rowCount() > 0)
            m_view->setCurrentIndex(m_proxy->index(0, 0));
    };
    connect(m_methodFilter, &QLineEdit::returnPressed, this, toTable);
    connect(m_textFilter, &QLineEdit::returnPressed, this, [this, toTable] {
        if (m_textTimer->isActive()) {
            m_textTimer->stop();
            m_proxy->setTextFilter(m_textFilter->text());
            updateCount();
        }
        toTable();
    });

    connect(m_proxy, &HistoryFilterProxy::searchingChanged, this, &HistoryPanel::updateCount);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] {
        updateActions();
        if (const ExchangePtr exchange = currentExchange())
            emit exchangeSelected(exchange);
    });
    connect(m_view, &QTableView::activated, this, [this] {
        if (const ExchangePtr exchange = currentExchange())
            emit exchangeSelected(exchange);
    });
    connect(m_view, &QWidget::customContextMenuRequested, this, &HistoryPanel::showContextMenu);

    // Follow new rows only when the user was already looking at the end, as a log does.
    connect(m_proxy, &QAbstractItemModel::rowsAboutToBeInserted, this, [this] {
        const QScrollBar *bar = m_view->verticalScrollBar();
        m_followEnd = bar->value() >= bar->maximum();
    });
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, [this] {
        if (m_followEnd)
            m_view->scrollToBottom();
        updateCount();
    });
    connect(m_proxy, &QAbstractItemModel::modelReset, this, [this] {
        updateCount();
        updateActions();
    });
    updateCount();
    updateActions();
}

HistoryPanel::~HistoryPanel() = default;

void HistoryPanel::buildOutcomeMenu()
{
    using Outcome = HistoryModel::Outcome;
    //: Outcome filter preset: every outcome shown
    QAction *all = m_outcomeMenu->addAction(tr("All Outcomes"));
    //: Outcome filter preset: errors, tool errors, business errors, transport failures, invalid answers
    QAction *failures = m_outcomeMenu->addAction(tr("Failures Only"));
    m_outcomeMenu->addSeparator();
    for (int i = 0; i < HistoryModel::OutcomeCount; ++i) {
        QAction *action = m_outcomeMenu->addAction(ExchangeOutcome::name(Outcome(i)));
        action->setCheckable(true);
        action->setChecked(true);
        action->setData(i);
        connect(action, &QAction::toggled, this, &HistoryPanel::applyOutcomes);
        m_outcomeActions.append(action);
    }
    const auto setChecked = [this](const std::function<bool(Outcome)> &pick) {
        for (QAction *action : std::as_const(m_outcomeActions)) {
            const QSignalBlocker blocker(action);
            action->setChecked(pick(Outcome(action->data().toInt())));
        }
        applyOutcomes();
    };
    connect(all, &QAction::triggered, this, [setChecked] { setChecked([](Outcome) { return true; }); });
    connect(failures, &QAction::triggered, this, [setChecked] { setChecked(&ExchangeOutcome::isFailure); });
    applyOutcomes();
}

void HistoryPanel::applyOutcomes()
{
    QList<HistoryModel::Outcome> chosen;
    for (const QAction *action : std::as_const(m_outcomeActions)) {
        if (action->isChecked())
            chosen.append(HistoryModel::Outcome(action->data().toInt()));
    }
    if (chosen.size() == HistoryModel::OutcomeCount)
        m_outcomeButton->setText(tr("All Outcomes"));
    else if (chosen.size() == 1)
        m_outcomeButton->setText(ExchangeOutcome::name(chosen.first()));
    else
        //: Outcome filter button when several (but not all) outcomes are ticked
        m_outcomeButton->setText(tr("%n Outcome(s)", nullptr, int(chosen.size())));
    m_proxy->setOutcomes(chosen);
    updateCount();
}

void HistoryPanel::buildActions()
{
    m_resend = new QAction(tr("Re-send"), this);
    m_resend->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Return));
    m_resend->setStatusTip(tr("Sends the selected request again, exactly as it was"));
    connect(m_resend, &QAction::triggered, this, [this] {
        if (const ExchangePtr exchange = currentExchange())
            emit resendRequested(exchange);
    });

    m_toComposer = new QAction(tr("Copy into Composer"), this);
    m_toComposer->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    m_toComposer->setStatusTip(tr("Opens the selected request in the composer for editing"));
    connect(m_toComposer, &QAction::triggered, this, [this] {
        if (const ExchangePtr exchange = currentExchange())
            emit copyToComposerRequested(exchange->request);
    });

    m_copyCommand = new QAction(tr("Copy as curl"), this);
    m_copyCommand->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    connect(m_copyCommand, &QAction::triggered, this, [this] { copyCommand(false); });

    m_copyWithSecrets = new QAction(tr("Copy as curl with Secrets"), this);
    m_copyWithSecrets->setStatusTip(tr("Copies the curl command with Authorization and Cookie values in clear"));
    connect(m_copyWithSecrets, &QAction::triggered, this, [this] { copyCommand(true); });

    m_copyPipeline = new QAction(tr("Copy as Shell Pipeline"), this);
    m_copyPipeline->setStatusTip(tr("Copies a command that pipes the request into the server's program"));
    connect(m_copyPipeline, &QAction::triggered, this, &HistoryPanel::copyPipeline);

    for (QAction *action : {m_resend, m_toComposer, m_copyCommand, m_copyWithSecrets, m_copyPipeline}) {
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(action);
    }
}

void HistoryPanel::updateActions()
{
    const ExchangePtr exchange = currentExchange();
    const bool http = exchange && exchange->transport == Transport::Kind::Http;
    const bool stdio = exchange && exchange->transport == Transport::Kind::Stdio;
    m_resend->setEnabled(bool(exchange));
    m_toComposer->setEnabled(bool(exchange));
    m_copyCommand->setEnabled(bool(exchange));
    if (!exchange || http) {
        m_copyCommand->setText(tr("Copy as curl"));
        m_copyCommand->setStatusTip(tr("Copies a curl command that sends this request (secrets redacted)"));
    } else if (stdio) {
        m_copyCommand->setText(tr("Copy as stdio Line"));
        m_copyCommand->setStatusTip(tr("Copies the request as the one line the server reads"));
    } else {
        // A WebSocket frame's text, or a socket's framed bytes.
        m_copyCommand->setText(tr("Copy the Message"));
        m_copyCommand->setStatusTip(tr("Copies the request as the connection carries it"));
    }
    m_copyWithSecrets->setEnabled(http);
    m_copyWithSecrets->setVisible(!exchange || http);
    m_copyPipeline->setEnabled(stdio);
    m_copyPipeline->setVisible(stdio);
}

void HistoryPanel::showContextMenu(const QPoint &pos)
{
    const QModelIndex index = m_view->indexAt(pos);
    if (index.isValid())
        m_view->setCurrentIndex(index);
    if (!currentExchange())
        return;
    QMenu menu(this);
    menu.addAction(m_resend);
    menu.addAction(m_toComposer);
    menu.addSeparator();
    menu.addAction(m_copyCommand);
    if (m_copyWithSecrets->isVisible())
        menu.addAction(m_copyWithSecrets);
    if (m_copyPipeline->isVisible())
        menu.addAction(m_copyPipeline);
    menu.exec(m_view->viewport()->mapToGlobal(pos));
}

QString HistoryPanel::commandText(const Exchange &exchange, bool withSecrets) const
{
    if (exchange.transport == Transport::Kind::Http) {
        CurlCommand::Options options;
        options.secrets = withSecrets ? CurlCommand::Secrets::Keep : CurlCommand::Secrets::Redact;
        options.sensitiveHeaders = m_sensitiveHeaders;
        return CurlCommand::forExchange(exchange, options);
    }
    // A byte stream's message carries its framing; a WebSocket frame is the message itself.
    if (exchange.transport == Transport::Kind::Stdio || exchange.transport == Transport::Kind::Socket)
        return QString::fromUtf8(StdioCommand::framed(exchange.request, m_framing));
    return QString::fromUtf8(exchange.request);
}

void HistoryPanel::copyCommand(bool withSecrets)
{
    const ExchangePtr exchange = currentExchange();
    if (!exchange)
        return;
    const bool http = exchange->transport == Transport::Kind::Http;
    copyText(commandText(*exchange, withSecrets && http),
             http                                              ? tr("Copied the request as a curl command.")
             : exchange->transport == Transport::Kind::Stdio ? tr("Copied the request as a stdio line.")
                                                               : tr("Copied the request as the connection carries it."));
}

void HistoryPanel::copyPipeline()
{
    const ExchangePtr exchange = currentExchange();
    if (!exchange || exchange->transport != Transport::Kind::Stdio)
        return;
    copyText(StdioCommand::pipeline(exchange->request, exchange->endpoint, m_framing),
             tr("Copied a shell pipeline that sends the request."));
}

void HistoryPanel::copyText(const QString &text, const QString &note)
{
    if (QClipboard *clipboard = QGuiApplication::clipboard())
        clipboard->setText(text);
    emit statusMessage(note);
}

void HistoryPanel::append(const ExchangePtr &exchange, HistoryModel::Origin origin)
{
    m_model->append(exchange, origin);
    updateCount();   // a hidden row inserts nothing, and the oldest rows may have gone
}

void HistoryPanel::clear()
{
    m_model->clear();
}

ExchangePtr HistoryPanel::currentExchange() const
{
    const QModelIndex current = m_view->currentIndex();
    if (!current.isValid())
        return {};
    return m_model->exchange(m_proxy->mapToSource(current).row());
}

int HistoryPanel::visibleCount() const
{
    return m_proxy->rowCount();
}

int HistoryPanel::totalCount() const
{
    return m_model->rowCount();
}

void HistoryPanel::updateCount()
{
    const int polls = m_model->taskPollCount();
    m_pollsButton->setVisible(polls > 0);
    //: History filter bar: a check box that lists the task polls (tasks/get sent by RpcScope itself), with how many there are
    m_pollsButton->setText(tr("Show task polls (%1)").arg(polls));
    if (m_proxy->isSearching()) {
        //: History: a text search over many exchanges is running
        m_count->setText(tr("Searching\u2026"));
        return;
    }
    const int total = m_model->rowCount();
    const int shown = m_proxy->rowCount();
    QString text = shown == total ? tr("%n exchange(s)", nullptr, total)
                                  //: Shown while the history filter hides some: "3 of 40 exchanges"
                                  : tr("%1 of %n exchange(s)", nullptr, total).arg(shown);
    if (polls > 0 && !m_pollsButton->isChecked())
        //: After the count: why some rows are not listed
        text += QStringLiteral(" \u00b7 ") + tr("%n task poll(s) hidden", nullptr, polls);
    if (const int older = m_model->droppedCount(); older > 0) {
        //: After the count: the oldest exchanges left memory; the session browser shows them
        text += u' ' + tr("(%n older in the session file)", nullptr, older);
        m_count->setToolTip(tr("A long session keeps its newest %1 exchanges (at most %2 MiB) here; Sessions > "
                               "Session Browser shows every one.")
                                    .arg(HistoryBudget::MaxExchanges).arg(HistoryBudget::MaxBytes >> 20));
    }
    m_count->setText(text);
}

void HistoryPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        m_model->setPalette(palette());
    QWidget::changeEvent(event);
}

} // namespace RpcScope
