#include "ui/shell/mainwindow.h"

#include "lib/auth/authstep.h"
#include "lib/auth/oauthauthorizer.h"
#include "lib/auth/tokenstore.h"

#include "lib/lsp/lspsession.h"

#include "lib/collection/collection.h"
#include "lib/collection/collectionrunner.h"
#include "lib/collection/variableresolver.h"
#include "lib/discovery/registry.h"
#include "lib/rpc/sentmessage.h"
#include "lib/export/curlcommand.h"
#include "lib/export/stdiocommand.h"
#include "lib/keychain/keychainsecretstore.h"
#include "lib/rpc/errorcatalog.h"
#include "lib/rpc/requestbuilder.h"
#include "lib/rpc/rpcclient.h"
#include "lib/session/redaction.h"
#include "lib/session/sessionrecorder.h"
#include "lib/transport/transportfactory.h"
#include "ui/collections/collectiondocument.h"
#include "ui/collections/collectionimportflow.h"
#include "ui/collections/collectionssidebar.h"
#include "ui/collections/collectiontreemodel.h"
#include "ui/collections/runnerpanel.h"
#include "ui/common/icons.h"
#include "ui/common/requestmimedata.h"
#include "ui/common/requestname.h"
#include "ui/common/screenfit.h"
#include "ui/common/theme.h"
#include "ui/composer/jsoneditor.h"
#include "ui/composer/requesteditor.h"
#include "ui/history/historypanel.h"
#include "ui/mcp/mcpserverpanel.h"
#include "ui/mcp/mcptoolspage.h"
#include "ui/inspector/exchangepane.h"
#include "ui/inspector/responseview.h"
#include "ui/registry/registrypanel.h"
#include "ui/shell/aboutdialog.h"
#include "ui/shell/locator.h"
#include "ui/shell/shortcutsdialog.h"
#include "ui/shell/presentationmode.h"
#include "ui/sessions/replaypanel.h"
#include "ui/sessions/sessionbrowser.h"
#include "ui/sessions/sessionfiles.h"
#include "ui/workspace/endpointbar.h"
#include "ui/workspace/endpointlistmodel.h"
#include "ui/workspace/endpointsession.h"
#include "ui/workspace/endpointsettingsdialog.h"
#include "ui/tap/tapwindow.h"
#include "ui/workspace/endpointsidebar.h"
#include "ui/workspace/endpointview.h"
#include "ui/workspace/mcpserversexportdialog.h"
#include "ui/workspace/workspacestore.h"

#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLineEdit>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QSaveFile>
#include <QSettings>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolButton>
#include <QTableView>
#include <QTreeView>
#include <QUrl>

#include <memory>

namespace RpcScope {

namespace {

// QSettings keys of the window layout.
const QString kGeometryKey = QStringLiteral("MainWindow/geometry");
const QString kStateKey = QStringLiteral("MainWindow/state");
const QString kSplitterKey = QStringLiteral("MainWindow/sidebarSplitter");
// "columns2": the page has two columns since each request tab owns its answer.
const QString kColumnsKey = QStringLiteral("MainWindow/columns2");
const QString kRowsKey = QStringLiteral("MainWindow/rows");
const QString kErrorTablesKey = QStringLiteral("Inspector/errorTables");
// The environment of a collection bound to this run's demo endpoints (a name in the file,
// not translated).
const QString kBuiltinDemoEnvironment = QStringLiteral("Built-in demo");

QAction *menuAction(QMenu *menu, const QString &icon, const QString &text, const QString &tip)
{
    QAction *action = menu->addAction(text);
    if (!icon.isEmpty())
        action->setIcon(Icons::get(icon));
    action->setToolTip(tip);
    action->setStatusTip(tip);
    return action;
}

} // namespace

MainWindow::MainWindow(const QString &workspacePath, QWidget *parent)
    : QMainWindow(parent)
    , m_model(new EndpointListModel(this))
    , m_store(new WorkspaceStore(workspacePath, this))
    , m_presentation(new PresentationMode(this))
    , m_recorder(new SessionRecorder(this))
    , m_tokenStore(new TokenStore(QStringLiteral("RpcScope"), this))
    , m_endpointSecrets(new KeychainSecretStore(QStringLiteral("RpcScope"), this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("RpcScope"));
    ScreenFit::install();   // every window and dialog inside the screen's available geometry
    connect(m_endpointSecrets, &KeychainSecretStore::statusChanged, this,
            [this](const QString &status) { statusBar()->showMessage(status, 15000); });
    //: How a person gives a variable for a run in the window; %1 is the variable's name
    VariableResolver::setOverrideHint(tr("%1=VALUE in the runner's Variables field"));

    m_sidebar = new EndpointSidebar(m_model, this);
    m_pages = new QStackedWidget(this);
    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->setObjectName(QStringLiteral("sidebarSplitter"));
    m_splitter->addWidget(m_sidebar);
    m_splitter->addWidget(m_pages);
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({210, 1070});
    m_splitter->setContentsMargins(8, 8, 8, 4);
    setCentralWidget(m_splitter);
    m_presentation->addCalmWidget(m_sidebar);

    connect(m_sidebar, &EndpointSidebar::currentChanged, this, &MainWindow::selectEndpoint);
    connect(m_sidebar, &EndpointSidebar::addRequested, this, &MainWindow::askForNewEndpoint);
    connect(m_sidebar, &EndpointSidebar::editRequested, this, &MainWindow::editEndpoint);
    connect(m_sidebar, &EndpointSidebar::removeRequested, this, &MainWindow::removeEndpoint);
    connect(m_store, &WorkspaceStore::saveFailed, this,
            [this](const QString &error) { statusBar()->showMessage(error, 10000); });
    m_store->setSource([this] { return workspaceState(); });
    connect(m_recorder, &SessionRecorder::writeFailed, this,
            [this](const QString &error) { statusBar()->showMessage(tr("Session not recorded: %1").arg(error), 10000); });

    createCollectionDocks();
    createMenus();
    statusBar()->setSizeGripEnabled(true);
    // A calm window for a projector: the endpoint list, the docks and the status bar step
    // aside (and each endpoint page's history row, see viewOf()).
    for (QWidget *calm : {static_cast<QWidget *>(statusBar()), static_cast<QWidget *>(m_collectionsDock),
                          static_cast<QWidget *>(m_runnerDock)})
        m_presentation->addCalmWidget(calm);
    restoreLayout();
    if (!m_collectionsDock->isHidden())
        collectionsSidebar();   // the layout of the last session showed it
    updateActions();

    // Error tables the user added in earlier sessions.
    const QStringList tables = QSettings().value(kErrorTablesKey).toStringList();
    for (const QString &path : tables) {
        QString error;
        if (!ErrorCatalog::addUserTable(path, &error))
            statusBar()->showMessage(error, 10000);
    }
}

MainWindow::~MainWindow()
{
    // Children go in ~QWidget, after this: focus moving meanwhile must not reach updateActions(),
    // and the presentation mode is left while the widgets it restores are still here.
    disconnect(qApp, &QApplication::focusChanged, this, nullptr);
    m_presentation->setActive(false);
    // Sessions close their connections; views go with the window.
    const QList<EndpointSession *> open = sessions();
    for (EndpointSession *session : open)
        session->close();
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *newEndpoint = menuAction(file, QStringLiteral("add"), tr("&New Endpoint…"),
                                     tr("Open another endpoint: a URL or a stdio command"));
    newEndpoint->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    connect(newEndpoint, &QAction::triggered, this, &MainWindow::askForNewEndpoint);
    QAction *settings = menuAction(file, QStringLiteral("settings"), tr("Endpoint &Settings…"),
                                  tr("Headers, auth, timeout, TLS and stdio options of this endpoint"));
    settings->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Comma));
    connect(settings, &QAction::triggered, this, [this] {
        if (EndpointSession *session = currentSession())
            editEndpoint(session);
    });
    QAction *authorization = menuAction(file, QString(), tr("Endpoint &Authorization"),
                                       tr("OAuth: sign in and out, and every step of the sign-in as it was sent and answered"));
    connect(authorization, &QAction::triggered, this, [this] {
        if (EndpointView *view = currentView())
            view->showAuthorizationPage();
    });
    QAction *closeEndpoint = menuAction(file, QStringLiteral("remove"), tr("&Close Endpoint"),
                                       tr("Disconnect and remove this endpoint from the workspace"));
    connect(closeEndpoint, &QAction::triggered, this, [this] {
        if (EndpointSession *session = currentSession())
            removeEndpoint(session);
    });
    file->addSeparator();
    QAction *openCollection = menuAction(file, QStringLiteral("load-document"), tr("&Open Collection…"),
                                        tr("Open a collection file of saved requests"));
    openCollection->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    connect(openCollection, &QAction::triggered, this, [this] {
        showCollections()->askAndOpen();
    });
    QAction *newCollection = menuAction(file, QString(), tr("Ne&w Collection…"), tr("Create a collection file"));
    connect(newCollection, &QAction::triggered, this, [this] {
        showCollections()->askAndCreate();
    });
    QAction *saveToCollection = menuAction(file, QString(), tr("Save Request to Co&llection"),
                                          tr("Save the composer's request in the collection selected in the sidebar"));
    saveToCollection->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    connect(saveToCollection, &QAction::triggered, this, &MainWindow::saveCurrentRequestToCollection);
    QMenu *importMenu = file->addMenu(tr("&Import"));
    auto *importFlow = new CollectionImportFlow(this);
    const auto importAction = [this, importMenu, importFlow](const QString &text, const QString &tip,
                                                             CollectionImportFlow::Source source) {
        QAction *action = importMenu->addAction(text);
        action->setStatusTip(tip);
        action->setToolTip(tip);
        connect(action, &QAction::triggered, importFlow, [importFlow, source] { importFlow->start(source); });
    };
    importAction(tr("&OpenRPC Document…"), tr("A collection with one request per method of an OpenRPC document"),
                 CollectionImportFlow::Source::OpenRpc);
    importAction(tr("&Postman Collection…"), tr("A collection from the JSON-RPC requests of a Postman collection v2.1"),
                 CollectionImportFlow::Source::Postman);
    importAction(tr("&curl Command…"), tr("A collection from a curl command line"), CollectionImportFlow::Source::Curl);
    importAction(tr("&MCP Servers Configuration…"),
                 tr("Endpoints from an mcpServers file (Claude Desktop, Cursor, VS Code), each command shown first; "
                    "or the host's servers tapped where it starts them"),
                 CollectionImportFlow::Source::McpServers);
    connect(importFlow, &CollectionImportFlow::collectionImported, this, [this](const QString &path) {
        QString error;
        if (!showCollections()->openCollection(path, &error))
            statusBar()->showMessage(error, 10000);
    });
    connect(importFlow, &CollectionImportFlow::endpointsConfirmed, this, &MainWindow::addImportedServers);
    QMenu *exportMenu = file->addMenu(tr("E&xport"));
    QAction *exportServers = exportMenu->addAction(tr("&MCP Servers Configuration…"));
    exportServers->setObjectName(QStringLiteral("exportMcpServersAction"));
    exportServers->setStatusTip(tr("The workspace's MCP endpoints as a Claude Desktop, Cursor or VS Code configuration; "
                                   "secrets as placeholders"));
    connect(exportServers, &QAction::triggered, this, &MainWindow::exportMcpServers);
    importFlow->setSessionsDirectory(SessionFiles::defaultDirectory());
    connect(importFlow, &CollectionImportFlow::statusMessage, this,
            [this](const QString &text) { statusBar()->showMessage(text, 10000); });
    file->addSeparator();
    m_saveBodyAction = menuAction(file, QString(), tr("Save Response &Body…"),
                                 tr("Write the body of the shown response to a file, byte for byte"));
    m_saveBodyAction->setShortcut(QKeySequence::Save);
    connect(m_saveBodyAction, &QAction::triggered, this, &MainWindow::askAndSaveResponseBody);
    QAction *errorTable = menuAction(file, QStringLiteral("load-document"), tr("Load &Error Table…"),
                                    tr("Add a table of application error codes (JSON) used to decode errors"));
    connect(errorTable, &QAction::triggered, this, &MainWindow::askAndLoadErrorTable);
    QAction *forgetTables = menuAction(file, QString(), tr("&Forget Error Tables"),
                                       tr("Stop decoding with the error tables loaded so far (the files stay)"));
    forgetTables->setObjectName(QStringLiteral("forgetErrorTablesAction"));
    connect(file, &QMenu::aboutToShow, forgetTables, [forgetTables] {
        forgetTables->setEnabled(!ErrorCatalog::userTables().isEmpty());
    });
    connect(forgetTables, &QAction::triggered, this, [this] {
        const qsizetype count = ErrorCatalog::userTables().size();
        ErrorCatalog::clearUserTables();
        QSettings().remove(kErrorTablesKey);
        statusBar()->showMessage(tr("Forgot %n error table(s).", nullptr, int(count)), 8000);
    });
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);
    quit->setStatusTip(tr("Close RpcScope; the open endpoints and unsent requests are kept for the next start"));

    QMenu *request = menuBar()->addMenu(tr("&Request"));
    m_sendAction = menuAction(request, QStringLiteral("send"), tr("&Send"),
                             tr("Send the request text exactly as typed (or the batch)"));
    m_sendAction->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter)});
    connect(m_sendAction, &QAction::triggered, this, &MainWindow::send);
    m_cancelAction = menuAction(request, QStringLiteral("cancel"), tr("&Cancel"), tr("Stop waiting for the answer"));
    m_cancelAction->setShortcut(QKeySequence(Qt::Key_Escape));
    connect(m_cancelAction, &QAction::triggered, this, &MainWindow::cancel);
    m_nextPageAction = menuAction(request, QString(), tr("&Next Page"),
                                  tr("Send the request again with the cursor of the shown result"));
    connect(m_nextPageAction, &QAction::triggered, this, [this] {
        if (EndpointView *view = currentView(); view && view->exchangePane()->hasResponseView())
            view->responseView()->nextPageButton()->click();   // the inspector's own way
    });
    request->addSeparator();
    QAction *newTab = menuAction(request, QStringLiteral("add"), tr("New Request &Tab"), tr("Compose another request"));
    newTab->setShortcut(QKeySequence::AddTab);
    connect(newTab, &QAction::triggered, this, [this] {
        if (EndpointView *view = currentView())
            view->addRequestTab();
    });
    QAction *closeTab = menuAction(request, QString(), tr("Close Request Tab"), tr("Close the current request tab"));
    closeTab->setShortcut(QKeySequence::Close);
    connect(closeTab, &QAction::triggered, this, [this] {
        if (EndpointView *view = currentView())
            emit view->composerTabs()->tabCloseRequested(view->composerTabs()->currentIndex());
    });
    QAction *batch = menuAction(request, QStringLiteral("batch"), tr("Show &Batch"),
                               tr("The batch builder: several requests sent as one array"));
    batch->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_B));
    connect(batch, &QAction::triggered, this, [this] {
        if (EndpointView *view = currentView())
            view->showBatch();
    });
    m_copyCommandAction = menuAction(request, QStringLiteral("copy"), tr("Copy as c&url"),
                                    tr("Copy a command line that sends this request (secrets redacted)"));
    m_copyCommandAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    connect(m_copyCommandAction, &QAction::triggered, this, [this] { copyAsCommand(true); });
    m_copyWithSecretsAction = menuAction(request, QString(), tr("Copy as curl with Secrets"),
                                         tr("Copy the command line including tokens and cookies"));
    connect(m_copyWithSecretsAction, &QAction::triggered, this, [this] { copyAsCommand(false); });
    m_copyPipelineAction = menuAction(request, QString(), tr("Copy as Shell &Pipeline"),
                                      tr("Copy a shell command that pipes this request into the server's program"));
    connect(m_copyPipelineAction, &QAction::triggered, this, &MainWindow::copyAsPipeline);
    // The history's own Ctrl+Shift+C copies its selected exchange; while it has the focus this
    // one steps aside (two enabled actions on one key would both do nothing).
    connect(qApp, &QApplication::focusChanged, this, &MainWindow::updateActions);
    request->addSeparator();
    QAction *reconnect = menuAction(request, QStringLiteral("refresh"), tr("&Reconnect"),
                                   tr("Connect again and rediscover the methods"));
    reconnect->setShortcut(QKeySequence::Refresh);
    connect(reconnect, &QAction::triggered, this, [this] {
        if (EndpointSession *session = currentSession())
            session->connectToEndpoint();
    });
    m_openInServerAction = menuAction(request, QString(), tr("&Open a File in the Language Server…"),
                                      tr("Send textDocument/didOpen with a file's text, so hover and symbols can be tried on it"));
    connect(m_openInServerAction, &QAction::triggered, this, &MainWindow::openFileInLanguageServer);
    QAction *find = menuAction(request, QString(), tr("&Find Method"), tr("Filter the methods by name and description"));
    find->setShortcut(QKeySequence::Find);
    connect(find, &QAction::triggered, this, &MainWindow::searchFocusedPane);
    QAction *goEndpoint = menuAction(request, QString(), tr("Go to &Endpoint"), tr("Edit the endpoint's address"));
    goEndpoint->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    connect(goEndpoint, &QAction::triggered, this, [this] {
        if (EndpointView *view = currentView()) {
            view->endpointBar()->comboBox()->setFocus(Qt::ShortcutFocusReason);
            view->endpointBar()->comboBox()->lineEdit()->selectAll();
        }
    });
    QAction *goHistory = menuAction(request, QStringLiteral("history"), tr("Go to &History"),
                                   tr("Move the keyboard focus to the history timeline"));
    goHistory->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    connect(goHistory, &QAction::triggered, this, [this] {
        if (EndpointView *view = currentView())
            view->historyPanel()->view()->setFocus(Qt::ShortcutFocusReason);
    });

    QMenu *sessionsMenu = menuBar()->addMenu(tr("&Sessions"));
    QAction *browse = menuAction(sessionsMenu, QStringLiteral("history"), tr("Session &Browser…"),
                                tr("Recorded sessions: timeline, compare, export, serve"));
    browse->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    connect(browse, &QAction::triggered, this, &MainWindow::showSessionBrowser);
    QAction *replay = menuAction(sessionsMenu, QString(), tr("&Replay Session…"),
                                tr("Send a session's requests again and compare the answers"));
    connect(replay, &QAction::triggered, this, [this] {
        showSessionBrowser();
        m_browser->showReplay();
    });

    QAction *taps = menuAction(sessionsMenu, QString(), tr("Live &Taps…"),
                               tr("Watch a host and its server through rpcscope-cli tap; hold, edit and inject messages"));
    taps->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
    connect(taps, &QAction::triggered, this, &MainWindow::showTapWindow);

    QMenu *viewMenu = menuBar()->addMenu(tr("&View"));
    QMenu *theme = viewMenu->addMenu(Icons::get(QStringLiteral("theme")), tr("&Theme"));
    theme->addActions(Theme::instance()->createActionGroup(theme)->actions());
    viewMenu->addAction(m_presentation->action());
    QAction *sidebar = viewMenu->addAction(tr("Show &Endpoints"));
    sidebar->setCheckable(true);
    sidebar->setChecked(true);
    sidebar->setStatusTip(tr("Show or hide the list of endpoints"));
    connect(sidebar, &QAction::toggled, m_sidebar, &QWidget::setVisible);
    // Large text gets a layout of its own: answers below their requests, wider columns.
    connect(m_presentation, &PresentationMode::activeChanged, this, [this](bool active) {
        for (EndpointView *view : std::as_const(m_views))
            view->setPresenting(active);
    });
    connect(m_presentation, &PresentationMode::activeChanged, sidebar, [this, sidebar] {
        const QSignalBlocker quiet(sidebar);   // the mode hid or showed it; the tick follows
        sidebar->setChecked(!m_sidebar->isHidden());
    });
    QAction *methods = viewMenu->addAction(tr("Show &Methods"));
    methods->setCheckable(true);
    methods->setChecked(true);
    methods->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    methods->setStatusTip(tr("Show or fold away the method list beside the request tabs"));
    connect(methods, &QAction::toggled, this, [this](bool shown) {
        if (EndpointView *view = currentView())
            view->columns()->setSizes(shown ? QList<int>{260, qMax(400, view->columns()->width() - 260)}
                                            : QList<int>{0, view->columns()->width()});
    });
    QAction *bottom = viewMenu->addAction(tr("Show &History Panel"));
    bottom->setCheckable(true);
    bottom->setChecked(true);
    bottom->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_J));
    bottom->setStatusTip(tr("Show or fold away the history, notifications and log below the request tabs"));
    connect(bottom, &QAction::toggled, this, [this](bool shown) {
        if (EndpointView *view = currentView()) {
            const int height = view->rows()->height();
            view->rows()->setSizes(shown ? QList<int>{height * 3 / 4, height / 4} : QList<int>{height, 0});
        }
    });
    m_responseBelowAction = viewMenu->addAction(tr("Response &Below"));
    m_responseBelowAction->setCheckable(true);
    m_responseBelowAction->setChecked(QSettings().value(QStringLiteral("Layout/responseBelow")).toBool());
    m_responseBelowAction->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_B));
    m_responseBelowAction->setStatusTip(tr("Show each answer below its request instead of beside it"));
    connect(m_responseBelowAction, &QAction::toggled, this, [this](bool below) {
        for (EndpointView *view : std::as_const(m_views))
            view->setResponseBelow(below);
    });
    QAction *locate = menuAction(viewMenu, QString(), tr("&Go To…"),
                                 tr("Reach a method, endpoint, request tab, saved request or command by typing"));
    locate->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    locate->setObjectName(QStringLiteral("goToAction"));
    connect(locate, &QAction::triggered, this, &MainWindow::showLocator);
    QAction *collections = m_collectionsDock->toggleViewAction();
    collections->setText(tr("Show &Collections"));
    collections->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    collections->setStatusTip(tr("Show or hide the collections of saved requests"));
    viewMenu->addAction(collections);
    QAction *runner = m_runnerDock->toggleViewAction();
    runner->setText(tr("Show &Runner"));
    runner->setStatusTip(tr("Show or hide the collection runner"));
    viewMenu->addAction(runner);
    viewMenu->addSeparator();
    QAction *next = menuAction(viewMenu, QString(), tr("Next Endpoint"), tr("Show the next endpoint of the list"));
    next->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    connect(next, &QAction::triggered, this, [this] {
        const int row = m_model->rowOf(currentSession());
        if (m_model->rowCount() > 0)
            selectEndpoint(m_model->session((row + 1) % m_model->rowCount()));
    });
    QAction *previous = menuAction(viewMenu, QString(), tr("Previous Endpoint"),
                                  tr("Show the previous endpoint of the list"));
    previous->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageUp));
    connect(previous, &QAction::triggered, this, [this] {
        const int row = m_model->rowOf(currentSession());
        const int count = m_model->rowCount();
        if (count > 0)
            selectEndpoint(m_model->session((row - 1 + count) % count));
    });

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *keys = menuAction(help, QString(), tr("&Keyboard Shortcuts"), tr("Every command's keys, and the keys of each pane"));
    keys->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Slash));
    connect(keys, &QAction::triggered, this, [this] {
        ShortcutsDialog dialog(menuBar(), this);
        dialog.exec();
    });
    QAction *about = help->addAction(tr("&About RpcScope"), this, [this] {
        AboutDialog dialog(this);
        dialog.exec();
    });
    about->setMenuRole(QAction::AboutRole);
    about->setStatusTip(tr("The version, the Qt it runs on, the licence and where the documentation is"));
    QAction *aboutQt = help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
    aboutQt->setMenuRole(QAction::AboutQtRole);
    aboutQt->setStatusTip(tr("The version of Qt this copy runs on"));
}

void MainWindow::restoreLayout()
{
    const QSettings settings;
    // The first window fits the screen it opens on; a restored one is moved back into it
    // when the screen became smaller (ScreenFit, when shown).
    if (!restoreGeometry(settings.value(kGeometryKey).toByteArray()))
        resize(ScreenFit::fittedSize(this, ScreenFit::preferredSize(this, QSize(1320, 840), 80)));
    restoreState(settings.value(kStateKey).toByteArray());
    m_splitter->restoreState(settings.value(kSplitterKey).toByteArray());
}

void MainWindow::saveLayout() const
{
    QSettings settings;
    settings.setValue(kGeometryKey, saveGeometry());
    settings.setValue(kStateKey, saveState());
    settings.setValue(kSplitterKey, m_splitter->saveState());
    if (const EndpointView *view = currentView()) {
        settings.setValue(kColumnsKey, view->columns()->saveState());
        settings.setValue(kRowsKey, view->rows()->saveState());
    }
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // The layout to keep is the normal one, not the calm one of a demo.
    m_presentation->setActive(false);
    saveLayout();
    QString error;
    if (!m_store->saveNow(&error) && !error.isEmpty()) {
        const auto answer = QMessageBox::warning(
            this, tr("Workspace Not Saved"),
            tr("%1\n\nClose anyway and lose the unsent requests?").arg(error),
            QMessageBox::Close | QMessageBox::Cancel, QMessageBox::Cancel);
        if (answer != QMessageBox::Close) {
            event->ignore();
            return;
        }
    }
    event->accept();
}

void MainWindow::setBuiltinEndpoints(const QList<EndpointProfile> &profiles)
{
    m_builtins = profiles;
    // Collections can bind to this run's demo: an environment "Built-in demo" whose baseUrl is
    // {{demo.rpcUrl}} runs as shipped (resources/examples/demo.collection.json).
    QList<CollectionVariable> builtins;
    const auto bind = [&builtins](const QString &name, const QString &address) {
        CollectionVariable variable;
        variable.name = name;
        variable.value = address;
        builtins.append(variable);
    };
    for (const EndpointProfile &profile : profiles) {
        if (profile.id == u"demo-http-rpc")
            bind(QStringLiteral("demo.rpcUrl"), profile.address);
        else if (profile.id == u"demo-http-mcp")
            bind(QStringLiteral("demo.mcpUrl"), profile.address);
        else if (profile.id == u"demo-ws-rpc")
            bind(QStringLiteral("demo.wsUrl"), profile.address);
    }
    VariableResolver::setBuiltins(builtins);
    if (m_collections && !builtins.isEmpty())
        m_collections->setPreferredEnvironment(kBuiltinDemoEnvironment);
    QStringList addresses;
    for (const EndpointProfile &profile : profiles)
        addresses.append(profile.address);
    for (EndpointView *view : std::as_const(m_views))
        view->endpointBar()->setSuggestions(addresses);
}

QString MainWindow::restoreWorkspace(const QString &openAddress)
{
    WorkspaceState state;
    QString notice;
    m_store->load(&state, &notice);
    m_restoring = true;
    if (state.endpoints.isEmpty()) {
        for (const EndpointProfile &profile : std::as_const(m_builtins))
            createSession(profile, nullptr);
    } else {
        for (EndpointState endpoint : std::as_const(state.endpoints)) {
            for (const EndpointProfile &builtin : std::as_const(m_builtins)) {
                if (builtin.id == endpoint.profile.id)
                    endpoint.profile.address = builtin.address;   // the demo's port of this run
            }
            createSession(endpoint.profile, &endpoint);
        }
    }
    m_restoring = false;
    // The secret environment is read ahead, so a stdio server starts without waiting for it.
    QStringList secretKeys;
    for (const EndpointSession *session : sessions()) {
        for (const QString &name : session->profile().secretVariables())
            secretKeys.append(session->profile().secretKey(name));
    }
    if (!secretKeys.isEmpty())
        m_endpointSecrets->load(secretKeys);
    EndpointSession *current = nullptr;
    for (EndpointSession *session : sessions()) {
        if (session->profile().id == state.currentEndpointId)
            current = session;
    }
    if (!current && !sessions().isEmpty())
        current = sessions().constFirst();
    if (!openAddress.isEmpty()) {
        openEndpoint(openAddress);   // instead of the saved one: no discovery wasted
    } else if (current) {
        current->connectToEndpoint();
        selectEndpoint(current);
    }
    if (!notice.isEmpty())
        statusBar()->showMessage(notice.section(QLatin1Char('\n'), 0, 0), 15000);
    return notice;
}

EndpointSession *MainWindow::createSession(const EndpointProfile &profile, const EndpointState *restored)
{
    auto *session = new EndpointSession(profile, this);
    session->setTokenStore(m_tokenStore);
    session->setSecretStore(m_endpointSecrets);
    // A sign-in's steps are exchanges of the endpoint too: the session file keeps them.
    // Connected before the endpoint's view exists, which makes the authorizer.
    connect(session, &EndpointSession::authorizerChanged, m_recorder, [this, session](OAuthAuthorizer *authorizer) {
        if (!authorizer)
            return;
        connect(authorizer, &OAuthAuthorizer::stepFinished, m_recorder, [this, session](const AuthStep &step) {
            if (m_recorder->isOpen())
                m_recorder->recordAuthStep(step, session->profile().address.trimmed());
        });
    });
    m_model->append(session);
    // Every connection of every endpoint is recorded into the one current session file.
    connect(session, &EndpointSession::clientCreated, m_recorder, [this](RpcClient *client) {
        if (m_recorder->isOpen())
            m_recorder->attach(client);
    });
    // What no RpcClient sees: the MCP GET stream, and our answers to the server's requests.
    connect(session, &EndpointSession::messageOutsideExchanges, m_recorder,
            [this, session](const QString &endpoint, const IncomingMessage &message, bool incoming) {
        if (!m_recorder->isOpen())
            return;
        if (incoming)
            m_recorder->recordIncoming(endpoint, session->transportKind(), message.bytes, message.epochMs);
        else
            m_recorder->recordOutgoing(endpoint, session->transportKind(), message.bytes);
    });
    // A rule chosen in a server request's dialog is part of the endpoint: saved with it.
    connect(session, &EndpointSession::profileEdited, m_store, [this] { m_store->scheduleSave(); });
    if (restored)
        m_unshownStates.insert(session, *restored);
    auto discovering = std::make_shared<bool>(false);
    connect(session, &EndpointSession::stateChanged, this, [this, session, discovering](EndpointSession::State state) {
        if (state == EndpointSession::State::Discovering) {
            *discovering = true;
            return;
        }
        if (*discovering || state == EndpointSession::State::Invalid) {
            *discovering = false;
            if (state != EndpointSession::State::Closed)
                emit discoveryFinished(session);
        }
        // A session that became ready enables its commands (a language server's Open a File)
        // at once, not at the next focus change.
        if (session == currentSession()) {
            updateTitle();
            updateActions();
        }
    });
    if (!m_restoring)
        m_store->scheduleSave();
    return session;
}

EndpointView *MainWindow::viewOf(EndpointSession *session)
{
    if (!session)
        return nullptr;
    if (EndpointView *view = m_views.value(session))
        return view;
    // Pages are built when first shown: a workspace of many endpoints starts as fast as one.
    auto *view = new EndpointView(session, m_pages);
    m_views.insert(session, view);
    m_pages->addWidget(view);
    m_presentation->addCalmWidget(view->bottomTabs());
    view->setPresenting(m_presentation->isActive());
    QStringList suggestions;
    for (const EndpointProfile &builtin : std::as_const(m_builtins))
        suggestions.append(builtin.address);
    view->endpointBar()->setSuggestions(suggestions);
    const QSettings settings;
    view->columns()->restoreState(settings.value(kColumnsKey).toByteArray());
    view->rows()->restoreState(settings.value(kRowsKey).toByteArray());
    if (m_unshownStates.contains(session))
        view->restoreState(m_unshownStates.take(session));

    connect(view, &EndpointView::workChanged, m_store, &WorkspaceStore::scheduleSave);
    connect(view, &EndpointView::busyChanged, this, &MainWindow::updateActions);
    connect(view, &EndpointView::statusMessage, this, [this, view](const QString &text) {
        if (view == currentView())
            statusBar()->showMessage(text.section(QLatin1Char('\n'), 0, 0), 10000);
    });
    // "Assert This Value" in the inspector: an equals assertion in the saved request.
    connect(view, &EndpointView::assertValueRequested, this,
            [this](const QString &path, const QByteArray &raw, const QByteArray &request) {
                CollectionsSidebar *collections = showCollections();
                QString error;
                if (!collections->addEqualsAssertion(path, raw, request, &error))
                    statusBar()->showMessage(error, 10000);
            });
    // The MCP tab's Save to Collection: a request the run sends inside an MCP session.
    connect(view, &EndpointView::mcpRequestSaveRequested, this,
            [this, view](const QString &method, const QByteArray &params) {
                RequestSpec spec;
                spec.method = method;
                spec.params = params;
                spec.id = RequestId::number(1);
                QString error;
                const QByteArray bytes = RequestBuilder::build(spec, &error);
                if (bytes.isEmpty()) {
                    statusBar()->showMessage(tr("The call was not saved: its arguments are no JSON yet (%1).").arg(error), 10000);
                    return;
                }
                RequestMimeData::Request request{view->session()->profile().address, bytes,
                                                 SavedRequest::mcpTarget(method, params)};
                request.mcp = true;
                if (!showCollections()->addRequest(request, &error))
                    statusBar()->showMessage(error, 10000);
            });
    connect(view, &EndpointView::exchangeShown, this, [this, view](const ExchangePtr &exchange) {
        if (view == currentView()) {
            updateActions();
            emit exchangeShown(exchange);
        }
    });
    return view;
}

void MainWindow::addImportedServers(const QList<McpServerEntry> &servers)
{
    // Listed, not selected: showing an endpoint connects it, and a stdio server's command
    // runs only when the user picks it.
    QStringList notes;
    for (const McpServerEntry &server : servers) {
        const McpServerConfig::Imported imported = McpServerConfig::fromEntry(server);
        EndpointSession *session = createSession(imported.profile, nullptr);
        for (auto it = imported.secretValues.cbegin(); it != imported.secretValues.cend(); ++it)
            m_endpointSecrets->setSecret(imported.profile.secretKey(it.key()), it.value());
        if (!imported.authSecret.isEmpty())
            session->setSecret(imported.authSecret);
        notes += imported.notes;
    }
    m_store->scheduleSave();
    statusBar()->showMessage(tr("Added %n endpoint(s) to the list; choosing one starts it.", nullptr, int(servers.size())),
                             10000);
    if (!notes.isEmpty())
        QMessageBox::information(this, tr("MCP Servers Added"), notes.join(QLatin1Char('\n')));
}

void MainWindow::keepEnvironmentSecrets(const EndpointProfile &before, const EndpointProfile &profile,
                                        const QHash<QString, QString> &typed, const QHash<QString, QString> &renamed)
{
    for (auto it = typed.cbegin(); it != typed.cend(); ++it)
        m_endpointSecrets->setSecret(profile.secretKey(it.key()), it.value());
    QStringList unknown;   // renamed before the keychain answered: the old entry is left alone
    for (auto it = renamed.cbegin(); it != renamed.cend(); ++it) {
        if (const std::optional<QString> value = m_endpointSecrets->secret(before.secretKey(it.key())))
            m_endpointSecrets->setSecret(profile.secretKey(it.value()), *value);
        else
            unknown.append(it.key());
    }
    const QStringList kept = profile.secretVariables();
    for (const QString &name : before.secretVariables()) {
        if (!kept.contains(name) && !unknown.contains(name))
            m_endpointSecrets->removeSecret(before.secretKey(name));
    }
}

void MainWindow::exportMcpServers()
{
    QList<EndpointProfile> profiles;
    QSet<QString> mcp;
    for (const EndpointSession *session : sessions()) {
        profiles.append(session->profile());
        if (session->isKnownMcp())
            mcp.insert(session->profile().id);
    }
    // Nothing known yet (no endpoint opened this run): every stdio server that is not LSP.
    if (mcp.isEmpty()) {
        for (const EndpointProfile &profile : std::as_const(profiles)) {
            if (TransportFactory::isStdio(profile.address.trimmed()) && profile.framing == Framing::Ndjson)
                mcp.insert(profile.id);
        }
    }
    McpServersExportDialog dialog(profiles, mcp, this);
    if (dialog.exec() == QDialog::Accepted)
        statusBar()->showMessage(tr("Exported the MCP servers."), 8000);
}

EndpointSession *MainWindow::addEndpoint(const EndpointProfile &profile)
{
    EndpointSession *session = createSession(profile, nullptr);
    session->connectToEndpoint();
    selectEndpoint(session);
    return session;
}

void MainWindow::openEndpoint(const QString &address)
{
    const QString trimmed = address.trimmed();
    for (EndpointSession *session : sessions()) {
        if (session->profile().address == trimmed) {
            session->connectToEndpoint();
            selectEndpoint(session);
            return;
        }
    }
    addEndpoint(EndpointProfile::create(trimmed));
}

void MainWindow::removeEndpoint(EndpointSession *session)
{
    if (!session)
        return;
    EndpointView *view = m_views.take(session);
    m_unshownStates.remove(session);
    m_model->remove(session);
    session->close();
    // Its secret environment goes with it: nothing of a removed endpoint stays in the keychain.
    for (const QString &name : session->profile().secretVariables())
        m_endpointSecrets->removeSecret(session->profile().secretKey(name));
    if (view) {
        m_pages->removeWidget(view);
        view->deleteLater();
    }
    session->deleteLater();
    if (!currentSession() && m_model->rowCount() > 0)
        selectEndpoint(m_model->session(0));
    updateTitle();
    updateActions();
    m_store->scheduleSave();
}

void MainWindow::selectEndpoint(EndpointSession *session)
{
    EndpointView *view = viewOf(session);
    if (!view)
        return;
    m_pages->setCurrentWidget(view);
    m_sidebar->setCurrent(session);
    // A restored endpoint connects when first shown, so start-up stays quick.
    if (session->state() == EndpointSession::State::Closed && !m_restoring && !session->isOpen())
        session->connectToEndpoint();
    updateTitle();
    updateActions();
    m_store->scheduleSave();
}

void MainWindow::askForNewEndpoint()
{
    EndpointProfile profile = EndpointProfile::create(QString());
    EndpointSettingsDialog dialog(profile, false, this);
    dialog.setWindowTitle(tr("New Endpoint"));
    if (dialog.exec() != QDialog::Accepted)
        return;
    profile = dialog.profile();
    keepEnvironmentSecrets(profile, profile, dialog.environmentSecrets());
    EndpointSession *session = createSession(profile, nullptr);
    if (dialog.secretEdited())
        session->setSecret(dialog.secret());
    if (dialog.oauthClientSecretEdited())
        session->setOAuthClientSecret(dialog.oauthClientSecret());
    session->connectToEndpoint();
    selectEndpoint(session);
}

void MainWindow::editEndpoint(EndpointSession *session)
{
    if (!session)
        return;
    EndpointSettingsDialog dialog(session->profile(), session->hasSecret(), this);
    dialog.setOAuthClientSecretKept(session->hasOAuthClientSecret());
    // Kept: a value in memory, or one the keychain may have (it has not said it has none).
    QSet<QString> kept;
    for (const QString &name : session->profile().secretVariables()) {
        const QString key = session->profile().secretKey(name);
        if (m_endpointSecrets->secret(key)
            || (m_endpointSecrets->isKeychainAvailable() && !m_endpointSecrets->isKnownAbsent(key)))
            kept.insert(name);
    }
    dialog.setKeptEnvironmentSecrets(kept);
    if (dialog.exec() != QDialog::Accepted)
        return;
    keepEnvironmentSecrets(session->profile(), dialog.profile(), dialog.environmentSecrets(),
                           dialog.renamedEnvironmentSecrets());
    if (dialog.secretEdited())
        session->setSecret(dialog.secret());
    if (dialog.oauthClientSecretEdited())
        session->setOAuthClientSecret(dialog.oauthClientSecret());
    session->setProfile(dialog.profile());
    if (!session->isOpen())
        session->connectToEndpoint();
    m_store->scheduleSave();
}

QList<EndpointSession *> MainWindow::sessions() const
{
    return m_model->sessions();
}


EndpointView *MainWindow::currentView() const
{
    return qobject_cast<EndpointView *>(m_pages->currentWidget());
}

EndpointSession *MainWindow::currentSession() const
{
    const EndpointView *view = currentView();
    return view ? view->session() : nullptr;
}

QString MainWindow::endpoint() const
{
    const EndpointSession *session = currentSession();
    return session ? session->profile().address : QString();
}

WorkspaceState MainWindow::workspaceState() const
{
    WorkspaceState state;
    for (EndpointSession *session : sessions()) {
        if (const EndpointView *view = m_views.value(session)) {
            state.endpoints.append(view->state());
        } else {
            // Never shown this run: its work as it was restored, under its current profile.
            EndpointState unshown = m_unshownStates.value(session);
            unshown.profile = session->profile();
            state.endpoints.append(unshown);
        }
    }
    if (const EndpointSession *session = currentSession())
        state.currentEndpointId = session->profile().id;
    return state;
}

bool MainWindow::selectMethod(const QString &name)
{
    EndpointView *view = currentView();
    return view && view->selectMethod(name);
}

void MainWindow::send()
{
    EndpointView *view = currentView();
    if (!view)
        return;
    // Ctrl+Enter is the main action of the pane in front: in the MCP tab, call the tool, get
    // the prompt or read the resource shown; elsewhere send the request tab.
    if (view->mcpPanel() && view->pageTabs()->currentWidget() == view->mcpPanel()) {
        view->mcpPanel()->runPrimaryAction();   // the Server and Log pages have none: nothing hidden is sent
        return;
    }
    view->send();
}

void MainWindow::cancel()
{
    if (EndpointView *view = currentView())
        view->cancel();
}

bool MainWindow::isBusy() const
{
    const EndpointView *view = currentView();
    return view && view->isBusy();
}

ExchangePtr MainWindow::lastExchange() const
{
    const EndpointView *view = currentView();
    return view ? view->shownExchange() : ExchangePtr();
}

RegistryPanel *MainWindow::registryPanel() const
{
    const EndpointView *view = currentView();
    return view ? view->registryPanel() : nullptr;
}

RequestEditor *MainWindow::requestEditor() const
{
    const EndpointView *view = currentView();
    return view ? view->requestEditor() : nullptr;
}

ResponseView *MainWindow::responseView() const
{
    const EndpointView *view = currentView();
    return view ? view->responseView() : nullptr;
}

StatusStrip *MainWindow::statusStrip() const
{
    const EndpointView *view = currentView();
    return view ? view->statusStrip() : nullptr;
}

void MainWindow::updateActions()
{
    const EndpointView *view = currentView();
    m_cancelAction->setEnabled(view && view->isBusy());
    const ExchangePtr shown = lastExchange();
    m_saveBodyAction->setEnabled(shown && !shown->body.isEmpty());
    m_nextPageAction->setEnabled(view && view->exchangePane() && view->exchangePane()->hasResponseView()
                                 && !view->responseView()->nextPageRequest().isEmpty());
    const Transport::Kind kind = view ? view->session()->transportKind() : Transport::Kind::Http;
    const bool stdio = kind == Transport::Kind::Stdio;
    const bool socket = kind == Transport::Kind::Socket;
    m_copyCommandAction->setText(stdio ? tr("Copy as a stdio &Line") : socket ? tr("Copy as &Framed Bytes") : tr("Copy as c&url"));
    m_copyCommandAction->setStatusTip(stdio    ? tr("Copy the request as the one line the server reads")
                                      : socket ? tr("Copy the request as the bytes the socket carries, framed")
                                               : tr("Copy a command line that sends this request (secrets redacted)"));
    const QWidget *focus = QApplication::focusWidget();
    m_copyCommandAction->setEnabled(view && !(focus && view->historyPanel()->isAncestorOf(focus)));
    m_copyWithSecretsAction->setVisible(!stdio && !socket);
    const LspSession *lsp = view ? view->session()->lspSession() : nullptr;
    m_openInServerAction->setVisible(lsp != nullptr);
    m_openInServerAction->setEnabled(lsp && lsp->state() == LspSession::State::Ready);
    m_copyPipelineAction->setVisible(stdio);
}

void MainWindow::updateTitle()
{
    const EndpointSession *session = currentSession();
    setWindowTitle(session ? tr("%1 — RpcScope").arg(session->profile().name) : tr("RpcScope"));
}

void MainWindow::copyAsCommand(bool redact)
{
    const EndpointView *view = currentView();
    if (!view)
        return;
    const EndpointSession *session = view->session();
    const QByteArray body = view->currentRequestText();
    if (session->transportKind() == Transport::Kind::Stdio || session->transportKind() == Transport::Kind::Socket) {
        QGuiApplication::clipboard()->setText(QString::fromUtf8(StdioCommand::framed(body, session->profile().framing)));
        statusBar()->showMessage(session->transportKind() == Transport::Kind::Stdio
                                     ? tr("Copied the request as a stdio line.")
                                     : tr("Copied the request as framed bytes."),
                                 5000);
        return;
    }
    const EndpointProfile &profile = session->profile();
    CurlCommand::Options options;
    options.secrets = redact ? CurlCommand::Secrets::Redact : CurlCommand::Secrets::Keep;
    if (!profile.authHeader.isEmpty())
        options.sensitiveHeaders.append(profile.authHeader);
    // CurlCommand redacts Authorization, Cookie and the auth header unless asked not to.
    const EndpointSettings settings = profile.settings(session->secret());
    QGuiApplication::clipboard()->setText(
        CurlCommand::build(CurlRequest::forEndpoint(QUrl(profile.address), settings, body), options));
    statusBar()->showMessage(redact ? tr("Copied the command line (secrets redacted).")
                                    : tr("Copied the command line, secrets included: handle it with care."),
                             5000);
}

void MainWindow::openFileInLanguageServer()
{
    EndpointSession *session = currentSession();
    if (!session || !session->lspSession())
        return;
    const QString root = session->lspSession()->workspace().rootPath;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open a File in the Language Server"), root);
    if (path.isEmpty())
        return;
    QString error;
    if (!session->openInLanguageServer(path, &error)) {
        QMessageBox::warning(this, tr("Open a File in the Language Server"), error);
        return;
    }
    // What the request needs to point at it: its URI, on the clipboard.
    const QString uri = LspWorkspace::fileUri(QFileInfo(path).absoluteFilePath());
    QGuiApplication::clipboard()->setText(uri);
    statusBar()->showMessage(tr("Opened %1 in the language server; its URI is on the clipboard.").arg(QFileInfo(path).fileName()),
                             8000);
}

void MainWindow::copyAsPipeline()
{
    const EndpointView *view = currentView();
    if (!view || view->session()->transportKind() != Transport::Kind::Stdio)
        return;
    const EndpointProfile &profile = view->session()->profile();
    QGuiApplication::clipboard()->setText(
        StdioCommand::pipeline(view->currentRequestText(), profile.address, profile.framing));
    statusBar()->showMessage(tr("Copied a shell pipeline that sends the request."), 5000);
}

bool MainWindow::saveResponseBody(const QString &path, QString *error) const
{
    const ExchangePtr shown = lastExchange();
    if (!shown || shown->body.isEmpty()) {
        if (error)
            *error = tr("There is no response body to save.");
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(shown->body) != shown->body.size() || !file.commit()) {
        if (error)
            *error = tr("Could not write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

void MainWindow::askAndSaveResponseBody()
{
    const ExchangePtr shown = lastExchange();
    if (!shown || shown->body.isEmpty())
        return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Response Body"), QString(),
                                                      tr("JSON files (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!saveResponseBody(path, &error)) {
        QMessageBox::warning(this, tr("Save Response Body"), error);
        return;
    }
    statusBar()->showMessage(
        tr("Saved %1 to %2.").arg(QLocale().formattedDataSize(shown->body.size()), QDir::toNativeSeparators(path)),
        5000);
}

void MainWindow::askAndLoadErrorTable()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Load Error Table"), QString(),
                                                      tr("JSON files (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!ErrorCatalog::addUserTable(path, &error)) {
        QMessageBox::warning(this, tr("Load Error Table"), error);
        return;
    }
    QSettings settings;
    QStringList tables = settings.value(kErrorTablesKey).toStringList();
    if (!tables.contains(path))
        tables.append(path);
    settings.setValue(kErrorTablesKey, tables);
    statusBar()->showMessage(tr("Loaded the error table %1; it decodes errors from the next response on.")
                                 .arg(QDir::toNativeSeparators(path)),
                             8000);
}

bool MainWindow::startRecording(const QString &path, QString *error)
{
    if (!m_recorder->open(path)) {
        if (error)
            *error = m_recorder->errorString();
        return false;
    }
    if (m_browser)
        m_browser->setCurrentSession(path);
    return true;
}

QString MainWindow::sessionFile() const
{
    return m_recorder->isOpen() ? m_recorder->path() : QString();
}

SessionBrowser *MainWindow::sessionBrowser()
{
    if (m_browser)
        return m_browser;
    m_browser = new SessionBrowser(this);
    m_browser->setDirectory(SessionFiles::defaultDirectory());
    m_browser->setCurrentSession(sessionFile());
    connect(m_browser, &SessionBrowser::resendRequested, this, &MainWindow::resendRecorded);
    m_browser->replayPanel()->setCredentialSource(
        [this](const QString &address, EndpointSettings *settings, QHash<QString, QByteArray> *credentials) {
            for (EndpointSession *session : sessions()) {
                if (session->profile().address != address)
                    continue;
                *settings = session->transportSettings();
                if (session->hasSecret())
                    credentials->insert(QStringLiteral("token"), session->secret());
                return;
            }
        });
    connect(m_browser, &SessionBrowser::statusMessage, this,
            [this](const QString &text) { statusBar()->showMessage(text.section(QLatin1Char('\n'), 0, 0), 10000); });
    return m_browser;
}

void MainWindow::searchFocusedPane()
{
    // Ctrl+F searches the pane that has the focus; elsewhere the methods. (The raw body
    // takes Ctrl+F itself while it has the focus.)
    const auto focusIn = [](const QWidget *pane) {
        const QWidget *focus = QApplication::focusWidget();
        return pane && focus && (pane == focus || pane->isAncestorOf(focus));
    };
    QLineEdit *field = nullptr;
    if (EndpointView *view = currentView()) {
        if (focusIn(view->historyPanel()))
            field = view->historyPanel()->textFilter();
        else if (view->mcpPanel() && focusIn(view->mcpPanel()->toolsPage()))
            field = view->mcpPanel()->toolsPage()->toolFilter();
    }
    if (!field) {
        if (RegistryPanel *panel = registryPanel())
            field = panel->filterEdit();
    }
    if (field) {
        field->setFocus(Qt::ShortcutFocusReason);
        field->selectAll();
    }
}

QList<Locator::Entry> MainWindow::locatorEntries()
{
    QList<Locator::Entry> entries;
    EndpointView *view = currentView();
    if (view) {
        for (int i = 0; i < view->composerTabs()->count(); ++i) {
            //: Kind of an entry of Go To (Ctrl+K)
            entries.append({view->composerTabs()->tabText(i), tr("Request tab"), [view, i] {
                                view->composerTabs()->setCurrentIndex(i);
                            }});
        }
        for (const MethodInfo &method : view->session()->registry().sorted()) {
            const QString name = method.name;
            entries.append({name, method.summary.isEmpty() ? tr("Method") : tr("Method · %1").arg(method.summary.left(120)),
                            [this, name] {
                                if (EndpointView *shown = currentView()) {
                                    shown->selectMethod(name);
                                    if (RequestEditor *editor = shown->requestEditor())
                                        editor->textEdit()->setFocus(Qt::OtherFocusReason);
                                }
                            }});
        }
    }
    for (EndpointSession *session : sessions()) {
        entries.append({session->profile().name, tr("Endpoint · %1").arg(session->profile().address),
                        [this, session] { selectEndpoint(session); }});
    }
    if (m_collections) {
        for (CollectionDocument *document : m_collections->documents()) {
            // Every saved request, by its path in the collection.
            std::function<void(const std::vector<CollectionItem> &, CollectionDocument::ItemPath, const QString &)> walk;
            walk = [&](const std::vector<CollectionItem> &items, CollectionDocument::ItemPath path, const QString &prefix) {
                for (size_t i = 0; i < items.size(); ++i) {
                    CollectionDocument::ItemPath here = path;
                    here.append(int(i));
                    const QString name = prefix + items[i].name;
                    if (items[i].isFolder()) {
                        walk(items[i].items, here, name + QLatin1Char('/'));
                        continue;
                    }
                    const QPointer<CollectionDocument> target = document;
                    entries.append({name, tr("Saved request · %1").arg(document->displayName()), [this, target, here] {
                                        if (target)
                                            showCollections()->selectItem(target, here);
                                    }});
                }
            };
            walk(document->collection().items, {}, QString());
        }
    }
    // Every menu command, by its place in the menus.
    std::function<void(QMenu *, const QString &)> commands = [&](QMenu *menu, const QString &prefix) {
        for (QAction *action : menu->actions()) {
            if (action->isSeparator() || !action->isVisible())
                continue;
            QString text = action->text();
            text.remove(QLatin1Char('&'));
            if (action->menu()) {
                commands(action->menu(), prefix + text + QStringLiteral(" › "));
                continue;
            }
            if (!action->isEnabled() || action->objectName() == u"goToAction")
                continue;
            const QString keys = action->shortcut().toString(QKeySequence::NativeText);
            const QPointer<QAction> target = action;
            entries.append({prefix + text, keys.isEmpty() ? tr("Command") : tr("Command · %1").arg(keys), [target] {
                                if (target)
                                    target->trigger();
                            }});
        }
    };
    for (QAction *action : menuBar()->actions()) {
        if (QMenu *menu = action->menu()) {
            QString title = menu->title();
            commands(menu, title.remove(QLatin1Char('&')) + QStringLiteral(" › "));
        }
    }
    return entries;
}

void MainWindow::showLocator()
{
    if (!m_locator)
        m_locator = new Locator(this);
    m_locator->setEntries(locatorEntries());
    m_locator->open();
}

TapWindow *MainWindow::tapWindow()
{
    if (m_tapWindow)
        return m_tapWindow;
    m_tapWindow = new TapWindow(this);
    connect(m_tapWindow, &TapWindow::followSessionRequested, this, [this](const QString &path) {
        SessionBrowser *browser = sessionBrowser();
        browser->openSession(path);
        browser->setFollowing(true);
        browser->show();
        browser->raise();
        browser->activateWindow();
    });
    return m_tapWindow;
}

void MainWindow::showTapWindow()
{
    TapWindow *window = tapWindow();
    window->refreshTaps();
    window->show();
    window->raise();
    window->activateWindow();
}

void MainWindow::showSessionBrowser()
{
    SessionBrowser *browser = sessionBrowser();
    QStringList addresses;
    for (EndpointSession *session : sessions())
        addresses.append(session->profile().address);
    browser->setEndpointSuggestions(addresses);
    if (browser->openedPath().isEmpty() && !sessionFile().isEmpty())
        browser->openSession(sessionFile());
    else
        browser->reload();   // the current session grew since
    browser->show();
    browser->raise();
    browser->activateWindow();
}

void MainWindow::resendRecorded(const QString &endpoint, const QByteArray &request)
{
    EndpointSession *target = nullptr;
    for (EndpointSession *session : sessions()) {
        if (session->profile().address == endpoint)
            target = session;
    }
    if (!target)
        target = currentSession();
    if (!target) {
        statusBar()->showMessage(tr("No endpoint to send to."), 10000);
        return;
    }
    if (!target->isOpen())
        target->connectToEndpoint();
    // Placeholders in the body are filled from the endpoint's current secret (aria2-style
    // `token:`); headers carry the endpoint's own credentials anyway.
    QHash<QString, QByteArray> values;
    if (target->hasSecret())
        values.insert(QStringLiteral("token"), target->secret());
    QStringList unfilled;
    const QByteArray bytes = Redaction::fill(request, values, &unfilled);
    selectEndpoint(target);
    QString error;
    const QString title = RequestName::of(SentMessage::fromBytes(bytes));
    // Shown as recorded (placeholders, not the secret filled in).
    if (!viewOf(target)->sendToExchangeTab(bytes, title, {}, request, &error)) {
        statusBar()->showMessage(error, 10000);
        return;
    }
    QString message = tr("Sent again to %1.").arg(target->profile().address);
    if (!unfilled.isEmpty())
        message += QLatin1Char(' ') + tr("Left as placeholders: %1").arg(unfilled.join(QStringLiteral(", ")));
    statusBar()->showMessage(message, 10000);
}

void MainWindow::createCollectionDocks()
{
    m_collectionsDock = new QDockWidget(tr("Collections"), this);
    m_collectionsDock->setObjectName(QStringLiteral("collectionsDock"));
    addDockWidget(Qt::LeftDockWidgetArea, m_collectionsDock);
    // The sidebar is made before its dock is first shown, not at start-up: its action takes
    // over from the dock's own toggle, which would show an empty dock first.
    QAction *toggle = m_collectionsDock->toggleViewAction();
    disconnect(toggle, &QAction::triggered, m_collectionsDock, nullptr);
    connect(toggle, &QAction::triggered, this, [this](bool show) {
        if (show)
            showCollections();
        else
            m_collectionsDock->close();
    });
    m_runnerDock = new QDockWidget(tr("Runner"), this);
    m_runnerDock->setObjectName(QStringLiteral("runnerDock"));
    addDockWidget(Qt::BottomDockWidgetArea, m_runnerDock);
    // The runner and its chart are made when first needed: QtCharts is costly at start-up.
    connect(m_runnerDock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible)
            runnerPanel();
    });
    // Out of the way until asked for (View menu, File > Open Collection, Run); the layout
    // restored from the settings decides after that.
    m_collectionsDock->hide();
    m_runnerDock->hide();
    if (CollectionsSidebar::hasCollectionsToRestore())
        showCollections();
}

CollectionsSidebar *MainWindow::collectionsSidebar()
{
    if (m_collections)
        return m_collections;
    m_collections = new CollectionsSidebar(this);
    m_collectionsDock->setWidget(m_collections);
    if (!m_builtins.isEmpty())
        m_collections->setPreferredEnvironment(kBuiltinDemoEnvironment);
    connect(m_collections, &CollectionsSidebar::statusMessage, this,
            [this](const QString &text) { statusBar()->showMessage(text.section(QLatin1Char('\n'), 0, 0), 10000); });
    connect(m_collections, &CollectionsSidebar::runRequested, this,
            [this](CollectionDocument *document, const QString &folder) {
                RunnerPanel *runner = runnerPanel();
                runner->setTarget(document, folder);
                m_runnerDock->show();
                QString error;
                if (!runner->run(&error))
                    statusBar()->showMessage(error, 10000);
            });
    // Text dragged out of the composer is saved with the endpoint it would be sent to.
    m_collections->model()->setEndpointSource([this] { return endpoint(); });
    connect(m_collections, &CollectionsSidebar::sendRequested, this, &MainWindow::sendSavedRequest);
    connect(m_collections, &CollectionsSidebar::openInComposerRequested, this, &MainWindow::openInComposer);
    m_collections->restoreOpenCollections();
    return m_collections;
}

CollectionsSidebar *MainWindow::showCollections()
{
    CollectionsSidebar *sidebar = collectionsSidebar();
    m_collectionsDock->show();
    return sidebar;
}

RunnerPanel *MainWindow::runnerPanel()
{
    if (m_runner)
        return m_runner;
    m_runner = new RunnerPanel(this);
    m_runner->setSecretStore(collectionsSidebar()->secretStore());
    m_runnerDock->setWidget(m_runner);
    connect(m_runner, &RunnerPanel::statusMessage, this, [this](const QString &text) { statusBar()->showMessage(text, 10000); });
    // A run is recorded like any endpoint's exchanges, its secrets redacted by value.
    connect(m_runner, &RunnerPanel::runnerCreated, this, [this](CollectionRunner *runner) {
        connect(runner, &CollectionRunner::clientCreated, m_recorder, [this](RpcClient *client) {
            if (m_recorder->isOpen())
                m_recorder->attach(client);
        });
        connect(runner, &CollectionRunner::authStepFinished, m_recorder, [this](const AuthStep &step) {
            if (m_recorder->isOpen())
                m_recorder->recordAuthStep(step);
        });
        connect(runner, &CollectionRunner::secretValueLearned, m_recorder,
                [this](const QString &name, const QString &value) { m_recorder->redactor().addSecretValue(name, value); },
                Qt::DirectConnection);
    });
    // A result row opens the same read-only exchange view as a history row, with the verdicts.
    connect(m_runner, &RunnerPanel::resultOpened, this, [this](const RequestResult &result, const QByteArray &request) {
        // The page of the endpoint it went to when that is open, else the page in front: a run's
        // address may hold resolved secrets and is never made an endpoint of its own.
        EndpointSession *target = currentSession();
        for (EndpointSession *session : sessions()) {
            if (session->profile().address == result.endpoint)
                target = session;
        }
        if (!target) {
            statusBar()->showMessage(tr("Open an endpoint to look at a run's exchanges."), 10000);
            return;
        }
        selectEndpoint(target);
        viewOf(target)->showInExchangeTab(result.exchange, request, result.assertions);
    });
    return m_runner;
}

void MainWindow::sendSavedRequest(const QString &endpoint, const QByteArray &bytes, const HeaderList &headers,
                                  const QHash<QString, QString> &secretValues, const QByteArray &shownRequest,
                                  const QString &title)
{
    // The exchange opens read-only in the exchange tab, named after the saved request, its
    // request shown as the preview masks it.
    // The recording redacts the request's secret values by value, whatever their names.
    for (auto it = secretValues.cbegin(); it != secretValues.cend(); ++it)
        m_recorder->redactor().addSecretValue(it.key(), it.value());
    EndpointSession *target = useEndpoint(endpoint);
    if (!target) {
        statusBar()->showMessage(tr("No endpoint to send to."), 10000);
        return;
    }
    const auto sendNow = [this, target, bytes, headers, title, shownRequest] {
        QString error;
        EndpointView *view = viewOf(target);
        if (!view || !view->sendToExchangeTab(bytes, title, headers, shownRequest, &error)) {
            statusBar()->showMessage(error, 10000);
            return;
        }
        statusBar()->showMessage(tr("Sent the saved request to %1.").arg(target->profile().address), 5000);
    };
    if (target->state() != EndpointSession::State::Discovering) {
        sendNow();
        return;
    }
    // Just opened: sent once discovery (and an MCP handshake) is through, not before.
    auto once = std::make_shared<QMetaObject::Connection>();
    *once = connect(target, &EndpointSession::stateChanged, this, [once, sendNow](EndpointSession::State state) {
        if (state == EndpointSession::State::Discovering)
            return;
        disconnect(*once);
        sendNow();
    });
}

EndpointSession *MainWindow::useEndpoint(const QString &address)
{
    const QString trimmed = address.trimmed();
    for (EndpointSession *session : sessions()) {
        if (session->profile().address == trimmed) {
            // Open stays open: requests in flight and an MCP session are kept.
            if (!session->isOpen())
                session->connectToEndpoint();
            selectEndpoint(session);
            return session;
        }
    }
    addEndpoint(EndpointProfile::create(trimmed));
    return currentSession();
}

void MainWindow::openInComposer(const QString &endpoint, const QByteArray &bytes, const QString &title)
{
    if (EndpointView *view = viewOf(useEndpoint(endpoint)))
        view->addRequestTab(bytes, title);
}

void MainWindow::saveCurrentRequestToCollection()
{
    const EndpointView *view = currentView();
    if (!view)
        return;
    QString error;
    if (!showCollections()->addRequest({view->session()->profile().address, view->currentRequestText(), QString()}, &error))
        statusBar()->showMessage(error, 10000);
}

} // namespace RpcScope
