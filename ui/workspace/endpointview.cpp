#include "ui/workspace/endpointview.h"

#include "lib/json/jsondocument.h"
#include "lib/json/jsonwriter.h"
#include "ui/common/icons.h"
#include "ui/composer/batchbuilder.h"
#include "ui/composer/batchmodel.h"
#include "ui/composer/composerpanel.h"
#include "ui/composer/jsoneditor.h"
#include "ui/composer/requestcontrols.h"
#include "ui/composer/requesteditor.h"
#include "ui/composer/requesttemplate.h"
#include "ui/history/historypanel.h"
#include "ui/inspector/responseview.h"
#include "ui/inspector/statusstrip.h"
#include "ui/mcp/mcpconnection.h"
#include "ui/mcp/mcpdialogresponder.h"
#include "ui/mcp/mcprequestdialog.h"
#include "ui/mcp/mcpserverpanel.h"
#include "ui/mcp/notificationspane.h"
#include "ui/registry/registrypanel.h"
#include "ui/workspace/endpointbar.h"
#include "ui/workspace/endpointsession.h"

#include <QDateTime>
#include <QLabel>
#include <QSplitter>
#include <QTabBar>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace RpcScope {

namespace {

/// A column of the page: a heading above its content.
QWidget *titled(const QString &title, QWidget *content, QWidget *parent, QWidget *belowTitle = nullptr)
{
    auto *column = new QWidget(parent);
    auto *heading = new QLabel(title, column);
    // Only the weight is set: the size follows the application font (presentation mode).
    QFont bold;
    bold.setBold(true);
    heading->setFont(bold);
    auto *layout = new QVBoxLayout(column);
    layout->setContentsMargins(4, 0, 4, 0);
    layout->setSpacing(6);
    layout->addWidget(heading);
    if (belowTitle)
        layout->addWidget(belowTitle);
    layout->addWidget(content, 1);
    return column;
}

} // namespace

EndpointView::EndpointView(EndpointSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
{
    m_bar = new EndpointBar(this);
    m_bar->setEndpoint(session->profile().address);
    m_registry = new RegistryPanel(this);
    m_batch = new BatchBuilder(this);
    m_response = new ResponseView(this);
    m_strip = new StatusStrip(this);
    m_history = new HistoryPanel(this);

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("composerTabs"));
    m_tabs->setTabsClosable(true);
    m_tabs->setMovable(true);
    m_tabs->setDocumentMode(true);
    const int batchIndex = m_tabs->addTab(m_batch, Icons::get(QStringLiteral("batch")), tr("Batch"));
    m_tabs->tabBar()->setTabButton(batchIndex, QTabBar::RightSide, nullptr);   // the batch tab stays
    m_tabs->setTabToolTip(batchIndex, tr("Several requests and notifications sent as one JSON array"));
    auto *newTab = new QToolButton(m_tabs);
    newTab->setIcon(Icons::get(QStringLiteral("add")));
    newTab->setAutoRaise(true);
    newTab->setToolTip(tr("New request tab (Ctrl+T)"));
    m_tabs->setCornerWidget(newTab, Qt::TopRightCorner);
    connect(newTab, &QToolButton::clicked, this, [this] { addRequestTab(); });
    connect(m_tabs, &QTabWidget::tabCloseRequested, this, &EndpointView::closeRequestTab);
    connect(m_tabs, &QTabWidget::currentChanged, this, &EndpointView::workChanged);

    m_columns = new QSplitter(Qt::Horizontal, this);
    m_columns->setObjectName(QStringLiteral("endpointColumns"));
    m_columns->setChildrenCollapsible(false);
    m_columns->addWidget(titled(tr("Methods"), m_registry, m_columns));
    m_columns->addWidget(titled(tr("Request"), m_tabs, m_columns));
    m_columns->addWidget(titled(tr("Response"), m_response, m_columns, m_strip));
    m_columns->setStretchFactor(0, 0);
    m_columns->setStretchFactor(1, 2);
    m_columns->setStretchFactor(2, 3);
    m_columns->setSizes({240, 720, 400});   // the composer and its form get the most

    // The MCP panel is a page of its own beside the three columns; history and
    // notifications share the bottom row.
    m_pageTabs = new QTabWidget(this);
    m_pageTabs->setObjectName(QStringLiteral("endpointPageTabs"));
    m_pageTabs->setDocumentMode(true);
    m_pageTabs->addTab(m_columns, tr("Requests"));
    m_pageTabs->tabBar()->hide();   // one tab needs no tab bar; the MCP tab comes with an MCP session
    m_notifications = new NotificationsPane(this);
    m_bottomTabs = new QTabWidget(this);
    m_bottomTabs->setObjectName(QStringLiteral("endpointBottomTabs"));
    m_bottomTabs->setDocumentMode(true);
    m_bottomTabs->addTab(m_history, tr("History"));
    m_bottomTabs->addTab(m_notifications, tr("Notifications"));
    connect(m_notifications, &NotificationsPane::countChanged, this, [this](int count) {
        m_bottomTabs->setTabText(1, count > 0 ? tr("Notifications (%1)").arg(count) : tr("Notifications"));
    });
    m_mcpResponder = new McpDialogResponder(this);
    m_session->setMcpResponder(m_mcpResponder);
    connect(m_mcpResponder, &QObject::destroyed, m_session, [session = m_session] { session->setMcpResponder(nullptr); });

    m_rows = new QSplitter(Qt::Vertical, this);
    m_rows->setObjectName(QStringLiteral("endpointRows"));
    m_rows->addWidget(m_pageTabs);
    m_rows->addWidget(m_bottomTabs);
    m_rows->setStretchFactor(0, 3);
    m_rows->setStretchFactor(1, 1);
    m_rows->setSizes({560, 180});

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(8);
    layout->addWidget(m_bar);
    layout->addWidget(m_rows, 1);

    addRequestTab();

    connect(m_bar, &EndpointBar::connectRequested, this, [this](const QString &address) {
        EndpointProfile profile = m_session->profile();
        if (profile.name == profile.address)
            profile.name = address.trimmed();
        profile.address = address.trimmed();
        m_session->setProfile(profile);   // reconnects an open session
        if (!m_session->isOpen())
            m_session->connectToEndpoint();
    });
    connect(m_registry, &RegistryPanel::methodChosen, this, &EndpointView::fillTemplate);
    connect(m_registry, &RegistryPanel::methodActivated, this, [this](const MethodInfo &method) {
        m_batch->addMethod(method);
        showBatch();
    });
    connect(m_registry, &RegistryPanel::refreshRequested, m_session, &EndpointSession::connectToEndpoint);
    connect(m_batch, &BatchBuilder::sendRequested, this, &EndpointView::send);
    m_batch->setIdSequence(&m_session->ids());
    BatchModel *batchModel = m_batch->model();
    connect(batchModel, &QAbstractItemModel::rowsInserted, this, &EndpointView::workChanged);
    connect(batchModel, &QAbstractItemModel::rowsRemoved, this, &EndpointView::workChanged);
    connect(batchModel, &QAbstractItemModel::rowsMoved, this, &EndpointView::workChanged);
    connect(batchModel, &QAbstractItemModel::dataChanged, this, &EndpointView::workChanged);
    connect(m_response, &ResponseView::nextPageRequested, this, [this](const QByteArray &request) {
        if (RequestEditor *editor = requestEditor())
            editor->setText(request);
        sendBytes(request);
    });
    connect(m_history, &HistoryPanel::exchangeSelected, this, &EndpointView::showExchange);
    connect(m_history, &HistoryPanel::resendRequested, this,
            [this](const ExchangePtr &exchange) { sendBytes(exchange->request); });
    connect(m_history, &HistoryPanel::copyToComposerRequested, this,
            [this](const QByteArray &text) { addRequestTab(text); });

    connect(m_session, &EndpointSession::stateChanged, this, &EndpointView::onStateChanged);
    connect(m_session, &EndpointSession::discoveryProgress, m_registry, &RegistryPanel::setStatus);
    connect(m_session, &EndpointSession::registryChanged, this, &EndpointView::showRegistry);
    connect(m_session, &EndpointSession::exchangeStarted, this, [this](quint64 sequence) {
        m_inFlight.insert(sequence);
        m_liveSequence = sequence;   // the newest send is the one the inspector follows
        updateBusy();
    });
    connect(m_session, &EndpointSession::exchangeFinished, this, &EndpointView::onExchangeFinished);
    connect(m_session, &EndpointSession::diagnostic, this, &EndpointView::statusMessage);
    connect(m_session, &EndpointSession::mcpConnectionChanged, this, &EndpointView::onMcpConnectionChanged);
    connect(m_session, &EndpointSession::serverMessageArrived, m_notifications, &NotificationsPane::append);
    connect(m_session, &EndpointSession::streamEventArrived, this, [this](quint64 sequence, const SseEvent &event) {
        // Live events of the newest send only, and not while another exchange is inspected.
        if (sequence == m_liveSequence && m_inFlight.contains(sequence))
            m_response->showStreamEvent(sequence, event);
    });
    connect(m_session, &EndpointSession::connectionClosed, this, [this](const QString &why) {
        m_notifications->appendNote(QDateTime::currentMSecsSinceEpoch(), tr("connection closed"), why);
        m_strip->showMessage(why);
    });
    // A page built late shows what its session already has.
    for (const ExchangePtr &exchange : m_session->history())
        m_history->append(exchange);
    for (const IncomingMessage &message : m_session->serverMessages())
        m_notifications->append(message);
    onMcpConnectionChanged();
    if (!m_session->registry().isEmpty())
        showRegistry();
    onStateChanged();
}

void EndpointView::showRegistry()
{
    m_registry->setReferenceDocument(m_session->openRpcDocument());
    m_registry->setRegistry(m_session->registry());
    const QList<MethodInfo> methods = m_session->registry().sorted();
    for (RequestEditor *editor : findChildren<RequestEditor *>())
        editor->textEdit()->setMethodCatalog(methods);
}

void EndpointView::onMcpConnectionChanged()
{
    // Questions of a session that is gone can no longer be answered: close them.
    for (McpRequestDialog *dialog : m_mcpResponder->openDialogs())
        dialog->close();
    McpConnection *connection = m_session->mcpConnection();
    if (connection && !m_mcpPanel) {
        // Made on first need: most endpoints are no MCP servers, and pages open at start-up.
        m_mcpPanel = new McpServerPanel(this);
        m_pageTabs->addTab(m_mcpPanel, tr("MCP"));
        connect(m_mcpPanel, &McpServerPanel::exchangeChosen, this, [this](const ExchangePtr &exchange) {
            m_pageTabs->setCurrentWidget(m_columns);
            showExchange(exchange);
        });
    }
    if (!m_mcpPanel)
        return;
    m_mcpPanel->setConnection(connection);
    m_pageTabs->setTabVisible(m_pageTabs->indexOf(m_mcpPanel), connection != nullptr);
    m_pageTabs->tabBar()->setVisible(connection != nullptr);
    // The first MCP session of this page brings its tab forward: that is where a server's
    // tools, resources and prompts are explored.
    if (connection && !m_mcpPanelShown)
        showMcpPanel();
}

void EndpointView::showMcpPanel()
{
    if (!m_mcpPanel)
        return;
    m_mcpPanelShown = true;
    m_pageTabs->setCurrentWidget(m_mcpPanel);
}

bool EndpointView::isBatchTab(int index) const
{
    return m_tabs->widget(index) == m_batch;
}

RequestEditor *EndpointView::requestEditor() const
{
    ComposerPanel *panel = composerPanel();
    return panel ? panel->editor() : nullptr;
}

ComposerPanel *EndpointView::composerPanel() const
{
    if (auto *panel = qobject_cast<ComposerPanel *>(m_tabs->currentWidget()))
        return panel;
    // On the batch tab: the request tab nearest to it.
    for (int i = m_tabs->count() - 1; i >= 0; --i) {
        if (auto *panel = qobject_cast<ComposerPanel *>(m_tabs->widget(i)))
            return panel;
    }
    return nullptr;
}

RequestEditor *EndpointView::addRequestTab(const QByteArray &text, const QString &title)
{
    auto *editor = new RequestEditor;
    auto *panel = new ComposerPanel(editor, m_tabs);
    editor->textEdit()->setMethodCatalog(m_session->registry().sorted());
    // Auto ids by default: each send takes the endpoint's next number.
    editor->controls()->setIdSequence(&m_session->ids());
    editor->controls()->setIdMode(RequestControls::IdMode::Auto);
    if (!text.isEmpty())
        editor->setText(text);
    const QString label = title.isEmpty() ? tr("Request %1").arg(++m_tabCounter) : title;
    const int index = m_tabs->insertTab(m_tabs->count() - 1, panel, label);
    m_tabs->setCurrentIndex(index);
    connect(editor, &RequestEditor::sendRequested, this, [this, editor] { sendEditorText(editor); });
    connect(editor, &RequestEditor::cancelRequested, this, &EndpointView::cancel);
    connect(editor->textEdit(), &JsonEditor::textChanged, this, &EndpointView::workChanged);
    editor->setBusy(isBusy());
    emit workChanged();
    return editor;
}

void EndpointView::closeRequestTab(int index)
{
    if (isBatchTab(index))
        return;
    QWidget *page = m_tabs->widget(index);
    m_tabs->removeTab(index);
    page->deleteLater();
    if (!composerPanel())
        addRequestTab();
    emit workChanged();
}

void EndpointView::showBatch()
{
    m_tabs->setCurrentWidget(m_batch);
}

bool EndpointView::selectMethod(const QString &name)
{
    return m_registry->selectMethod(name);
}

void EndpointView::fillTemplate(const MethodInfo &method)
{
    if (isBatchTab(m_tabs->currentIndex()) || !composerPanel())
        addRequestTab();
    m_pageTabs->setCurrentWidget(m_columns);   // from the MCP tab back to the composer
    ComposerPanel *panel = composerPanel();
    // The id the next send takes (auto ids), so what is shown is what goes out.
    panel->editor()->setText(RequestTemplate::forMethod(method, m_session->ids().last() + 1));
    panel->setMethod(method, m_session->openRpcDocument());
    m_tabs->setTabText(m_tabs->currentIndex(), method.name.left(40));
    m_tabs->setTabToolTip(m_tabs->currentIndex(), method.name);
}

QByteArray EndpointView::currentRequestText() const
{
    if (isBatchTab(m_tabs->currentIndex()))
        return m_batch->batchText();
    const RequestEditor *editor = requestEditor();
    return editor ? editor->text() : QByteArray();
}

void EndpointView::send()
{
    if (isBatchTab(m_tabs->currentIndex())) {
        const QByteArray bytes = m_batch->batchText();
        if (m_batch->model()->count() == 0) {
            m_strip->showMessage(tr("Nothing to send: the batch is empty."));
            return;
        }
        sendValidated(bytes, false);
        return;
    }
    // The editor numbers an auto id first, then asks for sendEditorText().
    if (RequestEditor *editor = requestEditor())
        editor->requestSend();
}

void EndpointView::sendEditorText(RequestEditor *editor)
{
    const QByteArray bytes = editor->text();
    if (bytes.trimmed().isEmpty()) {
        m_strip->showMessage(tr("Nothing to send: the request text is empty."));
        return;
    }
    sendValidated(bytes, editor->isRaw());
}

void EndpointView::sendValidated(QByteArray bytes, bool raw)
{
    const RequestEditor::Validation validation = RequestEditor::validate(bytes);
    if (!validation.sendable && !raw) {
        m_strip->showMessage(tr("Not sent. %1 Tick Raw to send the text as it is.").arg(validation.message));
        return;
    }
    // A stdio peer reads one message per line: valid JSON goes out with its line breaks
    // removed (tokens, order and spelling unchanged). Raw mode still sends the text as is.
    if (validation.sendable && !raw && m_session->transportKind() == Transport::Kind::Stdio && bytes.contains('\n'))
        bytes = JsonWriter::compact(JsonDocument::parse(bytes));
    sendBytes(bytes);
}

void EndpointView::sendBytes(const QByteArray &bytes)
{
    QString error;
    m_strip->showPending();
    if (m_session->send(bytes, &error) == 0)
        m_strip->showMessage(error);
}

void EndpointView::cancel()
{
    const QSet<quint64> inFlight = m_inFlight;
    for (quint64 sequence : inFlight)
        m_session->cancel(sequence);
}

void EndpointView::updateBusy()
{
    const bool busy = isBusy();
    for (RequestEditor *editor : findChildren<RequestEditor *>())
        editor->setBusy(busy);
    emit busyChanged(busy);
}

void EndpointView::onExchangeFinished(const ExchangePtr &exchange, bool sentByUser)
{
    m_history->append(exchange);
    if (!sentByUser)
        return;
    m_inFlight.remove(exchange->sequence);
    updateBusy();
    for (const SentMessage::Item &item : exchange->sent.items) {
        if (!item.method.isEmpty() && !m_session->registry().find(item.method))
            m_registry->markSeen(item.method);
    }
    showExchange(exchange);
}

void EndpointView::showExchange(const ExchangePtr &exchange)
{
    if (!exchange || exchange == m_shown)
        return;
    if (exchange->sequence != m_liveSequence)
        m_liveSequence = 0;   // the user looks at another exchange: the live one no longer takes over
    m_shown = exchange;
    m_strip->showExchange(*exchange);
    m_response->showExchange(exchange);
    emit exchangeShown(exchange);
}

void EndpointView::onStateChanged()
{
    m_bar->setEndpoint(m_session->profile().address);
    m_registry->setStatus(m_session->statusText());
    switch (m_session->state()) {
    case EndpointSession::State::Unreachable:
    case EndpointSession::State::Invalid:
        m_strip->showMessage(m_session->statusText());
        m_inFlight.clear();
        updateBusy();
        break;
    case EndpointSession::State::Closed:
        m_inFlight.clear();
        updateBusy();
        break;
    case EndpointSession::State::Discovering:
    case EndpointSession::State::Ready:
        break;
    }
    emit statusMessage(m_session->statusText());
}

EndpointState EndpointView::state() const
{
    EndpointState state;
    state.profile = m_session->profile();
    for (int i = 0; i < m_tabs->count(); ++i) {
        if (isBatchTab(i)) {
            if (i == m_tabs->currentIndex())
                state.currentTab = -1;
            continue;
        }
        const auto *panel = qobject_cast<ComposerPanel *>(m_tabs->widget(i));
        if (!panel)
            continue;
        if (i == m_tabs->currentIndex())
            state.currentTab = int(state.tabs.size());
        state.tabs.append({m_tabs->tabText(i), panel->editor()->text(), panel->editor()->isRaw()});
    }
    for (int row = 0; row < m_batch->model()->count(); ++row)
        state.batch.append(m_batch->model()->entryText(row));
    return state;
}

void EndpointView::restoreState(const EndpointState &state)
{
    while (m_tabs->count() > 1) {
        const int index = isBatchTab(0) ? 1 : 0;
        QWidget *page = m_tabs->widget(index);
        m_tabs->removeTab(index);
        delete page;
    }
    m_tabCounter = 0;
    for (const ComposerTabState &tab : state.tabs) {
        RequestEditor *editor = addRequestTab(tab.text, tab.title);
        editor->setRaw(tab.raw);
        ++m_tabCounter;
    }
    if (state.tabs.isEmpty())
        addRequestTab();
    m_batch->clear();
    for (const QByteArray &entry : state.batch)
        m_batch->addEntry(entry);
    if (state.currentTab < 0)
        showBatch();
    else
        m_tabs->setCurrentIndex(qMin(state.currentTab, m_tabs->count() - 2));
}

} // namespace RpcScope
