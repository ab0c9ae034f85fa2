#include "ui/workspace/endpointview.h"

#include "lib/auth/oauthauthorizer.h"
#include "ui/auth/authorizationpage.h"

#include "lib/json/jsondocument.h"
#include "lib/json/jsonwriter.h"
#include "lib/schema/paramscatalog.h"
#include "lib/transport/tls/tlsfiles.h"
#include "ui/common/hintbar.h"
#include "ui/common/icons.h"
#include "ui/common/requestname.h"
#include "ui/composer/batchbuilder.h"
#include "ui/composer/batchmodel.h"
#include "ui/composer/composerpanel.h"
#include "ui/composer/jsoneditor.h"
#include "ui/composer/requestcontrols.h"
#include "ui/composer/requesteditor.h"
#include "ui/composer/requesttemplate.h"
#include "ui/history/historypanel.h"
#include "ui/inspector/exchangepane.h"
#include "ui/inspector/exchangeview.h"
#include "ui/inspector/responseview.h"
#include "ui/inspector/statusstrip.h"
#include "ui/mcp/mcpconnection.h"
#include "ui/mcp/mcpserverpanel.h"
#include "ui/history/notificationspane.h"
#include "ui/registry/registrypanel.h"
#include "ui/serverrequests/dialogresponder.h"
#include "ui/serverrequests/serverrequestdialog.h"
#include "ui/workspace/endpointbar.h"
#include "ui/workspace/endpointsession.h"
#include "ui/workspace/requestpage.h"

#include <QApplication>
#include <QDateTime>
#include <QSettings>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QTabBar>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace RpcScope {

namespace {

/// Whether answers sit below their requests (View > Response Below), for every page.
constexpr char kResponseBelowKey[] = "Layout/responseBelow";

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
    m_history = new HistoryPanel(this);
    m_responseBelow = QSettings().value(QLatin1String(kResponseBelowKey)).toBool();

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("composerTabs"));
    m_tabs->setTabsClosable(true);
    m_tabs->setMovable(true);
    m_tabs->setDocumentMode(true);
    m_tabs->setUsesScrollButtons(true);
    m_batchPage = makePage(m_batch);
    m_batchPage->pane()->setEmptyText(tr("The batch's answers appear here, each paired with its request. "
                                         "Insert adds a method to the batch; Ctrl+Enter sends it."));
    const int batchIndex = m_tabs->addTab(m_batchPage, Icons::get(QStringLiteral("batch")), tr("Batch"));
    m_tabs->tabBar()->setTabButton(batchIndex, QTabBar::RightSide, nullptr);   // the batch tab stays
    m_tabs->setTabToolTip(batchIndex, tr("Several requests and notifications sent as one JSON array"));
    // The "+" sits right after the last tab (a corner widget would float at the far end).
    auto *newTab = new QToolButton(m_tabs);
    newTab->setObjectName(QStringLiteral("newRequestTab"));
    newTab->setIcon(Icons::get(QStringLiteral("add")));
    newTab->setAutoRaise(true);
    newTab->setToolTip(tr("New request tab (Ctrl+T)"));
    m_tabs->setCornerWidget(newTab, Qt::TopLeftCorner);
    connect(newTab, &QToolButton::clicked, this, [this] { addRequestTab(); });
    connect(m_tabs, &QTabWidget::tabCloseRequested, this, &EndpointView::closeRequestTab);
    // Only the tab in view asks for room: a tab behind it (the batch's two panes) must not
    // make the window taller than a laptop's screen.
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int current) {
        for (int i = 0; i < m_tabs->count(); ++i) {
            QWidget *page = m_tabs->widget(i);
            page->setSizePolicy(page->sizePolicy().horizontalPolicy(),
                                i == current ? QSizePolicy::Preferred : QSizePolicy::Ignored);
        }
    });
    connect(m_tabs, &QTabWidget::currentChanged, this, &EndpointView::onCurrentTabChanged);
    connect(m_tabs, &QTabWidget::currentChanged, this, &EndpointView::workChanged);

    m_columns = new QSplitter(Qt::Horizontal, this);
    m_columns->setObjectName(QStringLiteral("endpointColumns"));
    m_columns->addWidget(titled(tr("Methods"), m_registry, m_columns));
    m_columns->addWidget(m_tabs);
    m_columns->setCollapsible(0, true);    // the registry folds away (View > Show Methods)
    m_columns->setCollapsible(1, false);
    m_columns->setStretchFactor(0, 0);
    m_columns->setStretchFactor(1, 1);
    m_columns->setSizes({260, 1100});

    // The MCP panel is a page of its own beside the request tabs; history and
    // notifications share the bottom panel.
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
    // The history's actions sit in the tab bar's empty right end rather than in a row of their
    // own: on a laptop screen that row would cost the table more than one exchange.
    m_bottomTabs->setCornerWidget(m_history->actionBar(), Qt::TopRightCorner);
    connect(m_bottomTabs, &QTabWidget::currentChanged, this,
            [this](int index) { m_history->actionBar()->setVisible(m_bottomTabs->widget(index) == m_history); });
    connect(m_notifications, &NotificationsPane::countChanged, this, [this](int count) {
        m_bottomTabs->setTabText(1, count > 0 ? tr("Notifications (%1)").arg(count) : tr("Notifications"));
    });
    m_dialogResponder = new DialogResponder(this);
    m_session->setDialogResponder(m_dialogResponder);
    connect(m_dialogResponder, &QObject::destroyed, m_session,
            [session = m_session] { session->setDialogResponder(nullptr); });
    connect(m_dialogResponder, &DialogResponder::ruleChosen, m_session, &EndpointSession::addServerAnswer);
    connect(m_session, &EndpointSession::serverRequestAnswered, m_notifications,
            [this](const ServerRequest &request, const QByteArray &response) {
        m_notifications->setAnswer(request.id, response);
    });

    m_rows = new QSplitter(Qt::Vertical, this);
    m_rows->setObjectName(QStringLiteral("endpointRows"));
    m_rows->addWidget(m_pageTabs);
    m_rows->addWidget(m_bottomTabs);
    m_rows->setCollapsible(0, false);
    m_rows->setCollapsible(1, true);   // the bottom panel folds away (View > Show History)
    m_rows->setStretchFactor(0, 3);
    m_rows->setStretchFactor(1, 1);
    m_rows->setSizes({560, 180});

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(8);
    layout->addWidget(m_bar);
    layout->addWidget(m_rows, 1);

    addRequestTab();
    // The built-in demo opens with a hint where a newcomer looks first (the empty answer
    // area of the first tab), until dismissed.
    if (m_session->profile().id.startsWith(QLatin1String("demo-")) && HintBar::wanted(QStringLiteral("firstRun"))) {
        m_hint = new HintBar(QStringLiteral("firstRun"),
                             tr("Pick a method on the left: its request appears in this tab, and Ctrl+Enter sends it. "
                                "Ctrl+K finds any method, tab or command."));
        currentPage()->pane()->addNote(m_hint);
    }

    connect(m_bar, &EndpointBar::connectRequested, this, [this](const QString &address) {
        EndpointProfile profile = m_session->profile();
        if (profile.name == profile.address || profile.name == EndpointProfile::defaultName(profile.address))
            profile.name = EndpointProfile::defaultName(address);   // a name the user never chose follows the address
        profile.address = address.trimmed();
        m_session->setProfile(profile);   // reconnects an open session
        if (!m_session->isOpen())
            m_session->connectToEndpoint();
    });
    connect(m_registry, &RegistryPanel::methodChosen, this, &EndpointView::fillTemplate);
    connect(m_registry, &RegistryPanel::methodOpened, this, [this](const MethodInfo &method) {
        fillTemplate(method);
        if (RequestEditor *editor = requestEditor())
            editor->textEdit()->setFocus(Qt::OtherFocusReason);
    });
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
    connect(m_history, &HistoryPanel::exchangeSelected, this, [this](const ExchangePtr &exchange) { openExchange(exchange); });
    connect(m_history, &HistoryPanel::resendRequested, this, &EndpointView::resendExchange);
    connect(m_history, &HistoryPanel::copyToComposerRequested, this,
            [this](const QByteArray &text) { addRequestTab(text); });

    connect(m_session, &EndpointSession::stateChanged, this, &EndpointView::onStateChanged);
    connect(m_session, &EndpointSession::discoveryProgress, m_registry, [this](const QString &text) { m_registry->setStatus(text); });
    connect(m_session, &EndpointSession::registryChanged, this, &EndpointView::showRegistry);
    connect(m_session, &EndpointSession::exchangeStarted, this, [this](quint64 sequence) {
        m_inFlight.insert(sequence);
        updateBusy();
    });
    connect(m_session, &EndpointSession::exchangeFinished, this, &EndpointView::onExchangeFinished);
    connect(m_session, &EndpointSession::diagnostic, this, &EndpointView::statusMessage);
    connect(m_session, &EndpointSession::mcpConnectionChanged, this, &EndpointView::onMcpConnectionChanged);
    connect(m_session, &EndpointSession::authorizerChanged, this, &EndpointView::watchAuthorizer);
    if (m_session->isOpen())
        watchAuthorizer(m_session->authorizer());
    connect(m_session, &EndpointSession::serverMessageArrived, m_notifications, &NotificationsPane::append);
    connect(m_session, &EndpointSession::streamEventArrived, this, [this](quint64 sequence, const SseEvent &event) {
        // Live events in the tab that sent the request, as they come.
        const QPointer<RequestPage> page = m_sentFrom.value(sequence);
        if (page && m_inFlight.contains(sequence) && sequence == page->newestSent())
            page->pane()->showStreamEvent(sequence, event);
    });
    connect(m_session, &EndpointSession::connectionClosed, this, [this](const QString &why) {
        m_notifications->appendNote(QDateTime::currentMSecsSinceEpoch(), tr("connection closed"), why);
        emit statusMessage(why);
    });
    // A page built late shows what its session already has.
    for (const ExchangePtr &exchange : m_session->history())
        m_history->append(exchange, historyOrigin(exchange));
    for (const IncomingMessage &message : m_session->serverMessages())
        m_notifications->append(message);
    onMcpConnectionChanged();
    if (!m_session->registry().isEmpty())
        showRegistry();
    onStateChanged();
}

RequestPage *EndpointView::makePage(QWidget *work)
{
    auto *page = new RequestPage(work, m_tabs);
    page->setResponseBelow(m_responseBelow || m_presenting);
    ExchangePane *pane = page->pane();
    connect(pane, &ExchangePane::nextPageRequested, this, [this, page](const QByteArray &request) {
        if (auto *panel = qobject_cast<ComposerPanel *>(page->work()))
            panel->editor()->setText(request);
        sendBytes(request, page);
    });
    connect(pane, &ExchangePane::assertValueRequested, this, [this, pane](const QString &path, const QByteArray &raw) {
        emit assertValueRequested(path, raw, pane->exchange() ? pane->exchange()->request : QByteArray());
    });
    connect(pane, &ExchangePane::trustCertificateRequested, this, &EndpointView::trustCertificate);
    return page;
}

RequestPage *EndpointView::pageAt(int index) const
{
    return qobject_cast<RequestPage *>(m_tabs->widget(index));
}

RequestPage *EndpointView::currentPage() const
{
    return pageAt(m_tabs->currentIndex());
}

ExchangePane *EndpointView::exchangePane() const
{
    if (m_exchangeView && m_tabs->currentWidget() == m_exchangeView)
        return m_exchangeView->pane();
    RequestPage *page = currentPage();
    return page ? page->pane() : nullptr;
}

ResponseView *EndpointView::responseView() const
{
    ExchangePane *pane = exchangePane();
    return pane ? pane->responseView() : nullptr;
}

StatusStrip *EndpointView::statusStrip() const
{
    ExchangePane *pane = exchangePane();
    return pane ? pane->statusStrip() : nullptr;
}

ExchangePtr EndpointView::shownExchange() const
{
    ExchangePane *pane = exchangePane();
    return pane ? pane->exchange() : ExchangePtr();
}

ExchangeView *EndpointView::exchangeView()
{
    if (!m_exchangeView) {
        m_exchangeView = new ExchangeView(m_tabs);
        m_exchangeView->setOrientation(m_responseBelow || m_presenting ? Qt::Vertical : Qt::Horizontal);
        connect(m_exchangeView->pane(), &ExchangePane::assertValueRequested, this,
                [this](const QString &path, const QByteArray &raw) {
                    emit assertValueRequested(path, raw, m_exchangeView->exchange() ? m_exchangeView->exchange()->request
                                                                                    : QByteArray());
                });
        connect(m_exchangeView->pane(), &ExchangePane::trustCertificateRequested, this, &EndpointView::trustCertificate);
    }
    return m_exchangeView;
}

void EndpointView::trustCertificate(const QByteArray &digest, const QString &refusal)
{
    EndpointProfile profile = m_session->profile();
    const QString fingerprint = TlsFiles::fingerprintText(digest);
    QMessageBox question(QMessageBox::Warning, tr("Trust This Certificate?"),
                         tr("Accept this server certificate for “%1”, and only for it? Nobody vouches for it: "
                            "accept it only if you know it is your server's.")
                                 .arg(profile.name),
                         QMessageBox::Cancel, this);
    question.setInformativeText(refusal);
    QPushButton *trust = question.addButton(tr("Trust Certificate"), QMessageBox::AcceptRole);
    question.setDefaultButton(QMessageBox::Cancel);
    question.exec();
    if (question.clickedButton() != trust)
        return;
    if (!profile.tls.acceptedCertificates.contains(fingerprint))
        profile.tls.acceptedCertificates.append(fingerprint);
    m_session->setProfile(profile);   // reconnects an open session
    emit workChanged();
    if (ExchangePane *pane = exchangePane())
        pane->showMessage(tr("Certificate %1 accepted for this endpoint: send the request again. Its settings list "
                             "it under Accepted certificates.")
                                  .arg(fingerprint));
}

bool EndpointView::isExchangeViewShown() const
{
    return m_exchangeView && m_tabs->currentWidget() == m_exchangeView;
}

int EndpointView::exchangeTabIndex()
{
    ExchangeView *view = exchangeView();
    const int index = m_tabs->indexOf(view);
    return index >= 0 ? index : m_tabs->addTab(view, Icons::get(QStringLiteral("history")), QString());
}

void EndpointView::openExchange(const ExchangePtr &exchange, const QByteArray &shownRequest)
{
    if (!exchange)
        return;
    ExchangeView *view = exchangeView();
    const int index = exchangeTabIndex();
    // An exchange sent with secrets in its bytes is shown masked wherever it is opened from.
    const auto masked = m_maskedRequests.constFind(exchange.get());
    view->showExchange(exchange, shownRequest.isNull() && masked != m_maskedRequests.cend() ? *masked : shownRequest);
    const QString title = StatusStrip::exchangeTitle(*exchange);
    //: Title of the tab that shows an exchange of the history read-only
    m_tabs->setTabText(index, tr("Exchange: %1").arg(title.section(QStringLiteral(" · "), 0, 0).left(32)));
    m_tabs->setTabToolTip(index, tr("%1 (read-only; Ctrl+Shift+E copies it into a new request tab)").arg(title));
    m_tabs->setCurrentIndex(index);
    onCurrentTabChanged();
}

void EndpointView::showInExchangeTab(const ExchangePtr &exchange, const QByteArray &shownRequest,
                                     const QList<AssertionResult> &verdicts)
{
    m_pageTabs->setCurrentWidget(m_columns);
    openExchange(exchange, shownRequest);
    exchangeView()->setVerdicts(verdicts);
}

void EndpointView::setResponseBelow(bool below)
{
    m_responseBelow = below;
    QSettings().setValue(QLatin1String(kResponseBelowKey), below);
    applyOrientation();
}

void EndpointView::setPresenting(bool presenting)
{
    if (presenting == m_presenting)
        return;
    m_presenting = presenting;
    if (presenting) {
        m_columnsBeforePresenting = m_columns->sizes();
        // The method list as wide as some thirty characters of the large text.
        const int methods = QFontMetrics(QApplication::font()).averageCharWidth() * 30;
        m_columns->setSizes({methods, qMax(1, m_columns->width() - methods)});
    } else if (!m_columnsBeforePresenting.isEmpty()) {
        m_columns->setSizes(m_columnsBeforePresenting);
    }
    applyOrientation();
}

void EndpointView::applyOrientation()
{
    const bool below = m_responseBelow || m_presenting;
    for (int i = 0; i < m_tabs->count(); ++i) {
        if (RequestPage *page = pageAt(i))
            page->setResponseBelow(below);
    }
    if (m_exchangeView)
        m_exchangeView->setOrientation(below ? Qt::Vertical : Qt::Horizontal);
}

void EndpointView::onCurrentTabChanged()
{
    updateBusy();
    followTabInRegistry();
    const ExchangePtr shown = shownExchange();
    if (shown != m_shown) {
        m_shown = shown;
        emit exchangeShown(shown);
    }
}

void EndpointView::followTabInRegistry()
{
    // The registry shows the method of the tab in front, without refilling the tab.
    RequestPage *page = currentPage();
    const QString method = page ? page->property("method").toString() : QString();
    if (method.isEmpty())
        return;
    m_followingTab = true;
    m_registry->selectMethod(method);
    m_followingTab = false;
}

void EndpointView::showRegistry()
{
    m_registry->setReferenceDocument(m_session->openRpcDocument());
    m_registry->setRegistry(m_session->registry());
    const QList<MethodInfo> methods = m_session->registry().sorted();
    m_paramsCatalog = std::make_shared<const ParamsCatalog>(methods, m_session->openRpcDocument());
    for (RequestEditor *editor : findChildren<RequestEditor *>()) {
        editor->textEdit()->setMethodCatalog(methods);
        editor->setParamsCatalog(m_paramsCatalog);
    }
}

void EndpointView::onMcpConnectionChanged()
{
    // Questions of a session that is gone can no longer be answered: close them.
    for (ServerRequestDialog *dialog : m_dialogResponder->openDialogs())
        dialog->close();
    McpConnection *connection = m_session->mcpConnection();
    if (connection && !m_mcpPanel) {
        // Made on first need: most endpoints are no MCP servers, and pages open at start-up.
        m_mcpPanel = new McpServerPanel(this);
        m_pageTabs->addTab(m_mcpPanel, tr("MCP"));
        connect(m_mcpPanel, &McpServerPanel::saveRequested, this, &EndpointView::mcpRequestSaveRequested);
        connect(m_mcpPanel, &McpServerPanel::exchangeChosen, this, [this](const ExchangePtr &exchange) {
            m_pageTabs->setCurrentWidget(m_columns);
            openExchange(exchange);
        });
    }
    if (!m_mcpPanel)
        return;
    m_mcpPanel->setConnection(connection);
    m_pageTabs->setTabVisible(m_pageTabs->indexOf(m_mcpPanel), connection != nullptr);
    updatePageTabBar();
    // The first MCP session of this page brings its tab forward: that is where a server's
    // tools, resources and prompts are explored.
    if (connection && !m_mcpPanelShown)
        showMcpPanel();
}

void EndpointView::updatePageTabBar()
{
    int visible = 0;
    for (int i = 0; i < m_pageTabs->count(); ++i)
        visible += m_pageTabs->isTabVisible(i) ? 1 : 0;
    m_pageTabs->tabBar()->setVisible(visible > 1);
}

void EndpointView::watchAuthorizer(OAuthAuthorizer *authorizer)
{
    if (m_authPage)
        m_authPage->setAuthorizer(authorizer, QUrl(m_session->profile().address.trimmed()));
    if (!authorizer)
        return;
    // The first flow brings the page forward: that is where a sign-in is followed and its
    // steps read.
    connect(authorizer, &OAuthAuthorizer::stepFinished, this, [this] {
        if (!m_authPageShown)
            showAuthorizationPage();
    });
}

void EndpointView::showAuthorizationPage()
{
    if (!m_authPage) {
        m_authPage = new AuthorizationPage(this);
        m_pageTabs->addTab(m_authPage, tr("Authorization"));
        connect(m_authPage, &AuthorizationPage::statusMessage, this, &EndpointView::statusMessage);
        m_authPage->setAuthorizer(m_session->authorizer(), QUrl(m_session->profile().address.trimmed()));
    }
    m_authPageShown = true;
    m_pageTabs->setTabVisible(m_pageTabs->indexOf(m_authPage), true);
    updatePageTabBar();
    m_pageTabs->setCurrentWidget(m_authPage);
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
    return m_tabs->widget(index) == m_batchPage;
}

RequestEditor *EndpointView::requestEditor() const
{
    ComposerPanel *panel = composerPanel();
    return panel ? panel->editor() : nullptr;
}

ComposerPanel *EndpointView::composerPanel() const
{
    if (RequestPage *page = currentPage()) {
        if (auto *panel = qobject_cast<ComposerPanel *>(page->work()))
            return panel;
    }
    // On the batch tab or the exchange tab: the request tab nearest to it.
    for (int i = m_tabs->count() - 1; i >= 0; --i) {
        if (RequestPage *page = pageAt(i)) {
            if (auto *panel = qobject_cast<ComposerPanel *>(page->work()))
                return panel;
        }
    }
    return nullptr;
}

RequestEditor *EndpointView::addRequestTab(const QByteArray &text, const QString &title)
{
    auto *editor = new RequestEditor;
    auto *panel = new ComposerPanel(editor);
    RequestPage *page = makePage(panel);
    editor->textEdit()->setMethodCatalog(m_session->registry().sorted());
    editor->setParamsCatalog(m_paramsCatalog);
    // Auto ids by default: each send takes the endpoint's next number.
    editor->controls()->setIdSequence(&m_session->ids());
    editor->controls()->setIdMode(RequestControls::IdMode::Auto);
    if (!text.isEmpty())
        editor->setText(text);
    const QString label = title.isEmpty() ? tr("Request %1").arg(++m_tabCounter) : title;
    if (!title.isEmpty())
        page->setProperty("method", title);
    // New tabs go before the batch tab (the batch stays the last of the request tabs).
    const int index = m_tabs->insertTab(m_tabs->indexOf(m_batchPage), page, label);
    connect(editor, &RequestEditor::sendRequested, this, [this, editor] { sendEditorText(editor); });
    connect(editor, &RequestEditor::cancelRequested, this, [this, page] {
        const QSet<quint64> inFlight = page->inFlight();
        for (quint64 sequence : inFlight)
            m_session->cancel(sequence);
    });
    connect(editor->textEdit(), &JsonEditor::textChanged, this, &EndpointView::workChanged);
    m_tabs->setCurrentIndex(index);
    editor->setBusy(false);
    emit workChanged();
    return editor;
}

void EndpointView::closeRequestTab(int index)
{
    if (isBatchTab(index))
        return;
    QWidget *page = m_tabs->widget(index);
    if (RequestPage *request = pageAt(index)) {
        const QSet<quint64> inFlight = request->inFlight();   // nobody is left to read their answers
        for (quint64 sequence : inFlight)
            m_session->cancel(sequence);
    }
    m_tabs->removeTab(index);
    if (page == m_exchangeView) {
        m_exchangeView->showExchange({});   // kept for the next history row
    } else {
        page->deleteLater();
        if (!composerPanel())
            addRequestTab();
    }
    emit workChanged();
}

void EndpointView::showBatch()
{
    m_tabs->setCurrentWidget(m_batchPage);
}

bool EndpointView::selectMethod(const QString &name)
{
    return m_registry->selectMethod(name);
}

void EndpointView::fillTemplate(const MethodInfo &method)
{
    if (m_followingTab)
        return;   // the registry follows the tab; the tab keeps its text
    RequestPage *page = currentPage();
    if (!page || !qobject_cast<ComposerPanel *>(page->work()))
        addRequestTab();
    m_pageTabs->setCurrentWidget(m_columns);   // from the MCP tab back to the composer
    page = currentPage();
    auto *panel = qobject_cast<ComposerPanel *>(page->work());
    // The id the next send takes (auto ids), so what is shown is what goes out.
    panel->editor()->setText(RequestTemplate::forMethod(method, m_session->ids().last() + 1));
    panel->setMethod(method, m_session->openRpcDocument());
    page->setProperty("method", method.name);
    m_tabs->setTabText(m_tabs->currentIndex(), method.name.left(40));
    m_tabs->setTabToolTip(m_tabs->currentIndex(), method.name);
}

QByteArray EndpointView::currentRequestText() const
{
    if (isExchangeViewShown())
        return {};
    if (isBatchTab(m_tabs->currentIndex()))
        return m_batch->batchText();
    const RequestEditor *editor = requestEditor();
    return editor ? editor->text() : QByteArray();
}

void EndpointView::send()
{
    // A read-only exchange in front: its main action sends it again (in a tab of its own);
    // nothing of another tab is sent from here.
    if (isExchangeViewShown()) {
        resendExchange(m_exchangeView->exchange());
        return;
    }
    if (isBatchTab(m_tabs->currentIndex())) {
        const QByteArray bytes = m_batch->batchText();
        if (m_batch->model()->count() == 0) {
            m_batchPage->pane()->showMessage(tr("Nothing to send: the batch is empty."));
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
    // The answer belongs to the editor's own tab, whichever tab is in front.
    for (int i = 0; i < m_tabs->count(); ++i) {
        RequestPage *page = pageAt(i);
        auto *panel = page ? qobject_cast<ComposerPanel *>(page->work()) : nullptr;
        if (panel && panel->editor() == editor && page != currentPage())
            m_tabs->setCurrentIndex(i);
    }
    const QByteArray bytes = editor->text();
    if (bytes.trimmed().isEmpty()) {
        if (RequestPage *page = currentPage())
            page->pane()->showMessage(tr("Nothing to send: the request text is empty."));
        return;
    }
    sendValidated(bytes, editor->isRaw());
}

void EndpointView::sendValidated(QByteArray bytes, bool raw)
{
    RequestPage *page = currentPage();
    const RequestEditor::Validation validation = RequestEditor::validate(bytes);
    if (!validation.sendable && !raw) {
        if (page)
            page->pane()->showMessage(tr("Not sent. %1 Tick Raw to send the text as it is.").arg(validation.message));
        return;
    }
    // A stdio peer (and a socket framed by lines) reads one message per line: valid JSON goes
    // out with its line breaks removed (tokens, order and spelling unchanged). Raw mode still
    // sends the text as is.
    const Transport::Kind kind = m_session->transportKind();
    const bool byLines = kind == Transport::Kind::Stdio
        || (kind == Transport::Kind::Socket && m_session->profile().framing == Framing::Ndjson);
    if (validation.sendable && !raw && byLines && bytes.contains('\n'))
        bytes = JsonWriter::compact(JsonDocument::parse(bytes));
    sendBytes(bytes, page);
}

void EndpointView::resendExchange(const ExchangePtr &exchange)
{
    if (!exchange)
        return;
    const QString method = RequestName::of(exchange->sent);
    // A request whose bytes hold secrets (a saved request, a recording sent again) goes again
    // to the read-only exchange tab, shown masked, and never into a composer tab (whose text
    // the workspace file keeps).
    if (const auto masked = m_maskedRequests.constFind(exchange.get()); masked != m_maskedRequests.cend()) {
        sendToExchangeTab(exchange->request, method, {}, *masked);
        return;
    }
    // A re-send is a request of its own: it gets a tab, so its answer sits beside it.
    addRequestTab(exchange->request, method.left(40));
    sendBytes(exchange->request, currentPage());
}

bool EndpointView::sendToExchangeTab(const QByteArray &bytes, const QString &title, const HeaderList &headers,
                                     const QByteArray &shownRequest, QString *error)
{
    QString why;
    const quint64 sequence = m_session->send(bytes, &why, headers);
    if (sequence == 0) {
        if (error)
            *error = why;
        return false;
    }
    m_toExchangeTab.insert(sequence, shownRequest);
    ExchangeView *view = exchangeView();
    const int index = exchangeTabIndex();
    view->showExchange({});
    view->pane()->showPending(title);
    m_tabs->setTabText(index, tr("Exchange: %1").arg(title.left(32)));
    m_tabs->setCurrentIndex(index);
    return true;
}

quint64 EndpointView::sendBytes(const QByteArray &bytes, RequestPage *from, const HeaderList &headers)
{
    QString error;
    const quint64 sequence = m_session->send(bytes, &error, headers);
    if (!from)
        return sequence;
    if (sequence == 0) {
        from->pane()->showMessage(error);
        return 0;
    }
    m_sentFrom.insert(sequence, from);
    from->inFlight().insert(sequence);
    from->setNewestSent(sequence);
    // What is on its way, named as the headline will name its answer.
    from->pane()->showPending(RequestName::of(SentMessage::fromBytes(bytes)).left(80));
    updateBusy();
    return sequence;
}

void EndpointView::cancel()
{
    RequestPage *page = currentPage();
    const QSet<quint64> inFlight = page && page->isBusy() ? page->inFlight() : m_inFlight;
    for (quint64 sequence : inFlight)
        m_session->cancel(sequence);
}

void EndpointView::updateBusy()
{
    // Each tab's Send and Cancel follow its own requests.
    for (int i = 0; i < m_tabs->count(); ++i) {
        RequestPage *page = pageAt(i);
        if (auto *panel = page ? qobject_cast<ComposerPanel *>(page->work()) : nullptr)
            panel->editor()->setBusy(page->isBusy());
    }
    emit busyChanged(isBusy());
}

HistoryModel::Origin EndpointView::historyOrigin(const ExchangePtr &exchange) const
{
    if (m_session->isProbe(exchange))
        return HistoryModel::Origin::Probe;
    return m_session->isTaskPoll(exchange) ? HistoryModel::Origin::TaskPoll : HistoryModel::Origin::Ordinary;
}

void EndpointView::onExchangeFinished(const ExchangePtr &exchange, bool sentByUser)
{
    m_history->append(exchange, historyOrigin(exchange));
    if (!sentByUser)
        return;
    m_inFlight.remove(exchange->sequence);
    for (const SentMessage::Item &item : exchange->sent.items) {
        if (!item.method.isEmpty() && !m_session->registry().find(item.method))
            m_registry->markSeen(item.method);
    }
    if (const auto shown = m_toExchangeTab.constFind(exchange->sequence); shown != m_toExchangeTab.cend()) {
        const QByteArray request = *shown;
        m_toExchangeTab.remove(exchange->sequence);
        m_maskedRequests.insert(exchange.get(), request);   // the history keeps the exchange alive
        openExchange(exchange, request);
        updateBusy();
        return;
    }
    const QPointer<RequestPage> page = m_sentFrom.take(exchange->sequence);
    if (page && m_hint)
        m_hint->dismiss();   // the first answer came: the hint did its work
    if (page) {
        page->inFlight().remove(exchange->sequence);
        // The newest send of the tab is the one it shows; an older one finishing late is in the
        // history only.
        if (exchange->sequence >= page->newestSent())
            page->pane()->showExchange(exchange);
    }
    updateBusy();
    if (page && page == currentPage() && page->pane()->exchange() == exchange) {
        m_shown = exchange;
        emit exchangeShown(exchange);
    }
}

void EndpointView::onStateChanged()
{
    m_bar->setEndpoint(m_session->profile().address);
    m_bar->setConnected(m_session->isOpen());
    m_history->setStdioFraming(m_session->profile().framing);   // its copies frame as the endpoint does
    m_registry->setStatus(m_session->statusText(), m_session->state() == EndpointSession::State::Unreachable
                                                       || m_session->state() == EndpointSession::State::Invalid);
    const auto dropInFlight = [this] {
        for (int i = 0; i < m_tabs->count(); ++i) {
            RequestPage *page = pageAt(i);
            if (page && page->isBusy()) {
                page->inFlight().clear();
                page->pane()->showMessage(m_session->statusText());
            }
        }
        m_inFlight.clear();
        m_sentFrom.clear();
        // A send bound for the exchange tab has no answer coming either.
        if (!m_toExchangeTab.isEmpty() && m_exchangeView && m_exchangeView->pane()->isPending())
            m_exchangeView->pane()->showMessage(m_session->statusText());
        m_toExchangeTab.clear();
        updateBusy();
    };
    switch (m_session->state()) {
    case EndpointSession::State::Unreachable:
    case EndpointSession::State::Invalid:
        dropInFlight();
        m_registry->setEmptyState(m_session->statusText(), true);
        break;
    case EndpointSession::State::Closed:
        dropInFlight();
        m_registry->setEmptyState(tr("Not connected."), true);
        break;
    case EndpointSession::State::Discovering:
        m_registry->setEmptyState(tr("Asking the endpoint for its methods…"), false);
        break;
    case EndpointSession::State::Ready:
        m_registry->setEmptyState(tr("This endpoint offers no method list: type a method name in the request."), false);
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
        const RequestPage *page = pageAt(i);
        const auto *panel = page ? qobject_cast<const ComposerPanel *>(page->work()) : nullptr;
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
    for (int i = m_tabs->count() - 1; i >= 0; --i) {
        QWidget *page = m_tabs->widget(i);
        if (page == m_batchPage)
            continue;
        m_tabs->removeTab(i);
        if (page != m_exchangeView)
            delete page;
    }
    m_sentFrom.clear();
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
