#pragma once

#include "lib/rpc/exchange.h"
#include "lib/workspace/endpointprofile.h"
#include "lib/workspace/workspacestate.h"
#include "ui/shell/locator.h"

#include <QHash>
#include <QMainWindow>

class QAction;
class QDockWidget;
class QSplitter;
class QStackedWidget;

namespace RpcScope {

class CollectionsSidebar;
class EndpointListModel;
class EndpointSession;
class EndpointSidebar;
class EndpointView;
class PresentationMode;
class RegistryPanel;
class RequestEditor;
class ResponseView;
class RunnerPanel;
class SessionBrowser;
struct McpServerEntry;
class SessionRecorder;
class KeychainSecretStore;
class TokenStore;
class StatusStrip;
class TapWindow;
class WorkspaceStore;

/// The explorer window: the sidebar of open endpoints and, beside it, the page of the
/// selected one (EndpointView). It owns the endpoint sessions, the menus, the workspace
/// file (open endpoints and unsent composer texts survive a restart), the theme and the
/// presentation mode.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    /// \a workspacePath: the workspace file; empty for the default location.
    explicit MainWindow(const QString &workspacePath = {}, QWidget *parent = nullptr);
    ~MainWindow() override;

    /// The endpoints every workspace starts with (the demo); profiles with the same id in a
    /// saved workspace take these addresses (the demo's port changes from run to run).
    void setBuiltinEndpoints(const QList<EndpointProfile> &profiles);
    /// Reads the workspace file and opens its endpoints (the built-in ones when it is empty),
    /// connecting the selected one, or \a openAddress instead when one is given (added when it
    /// is not open). Returns a notice for the user when the file was damaged.
    QString restoreWorkspace(const QString &openAddress = {});
    /// Selects the endpoint at \a address (adding it when it is not open) and connects it.
    void openEndpoint(const QString &address);
    /// Adds an endpoint, selects it and connects.
    EndpointSession *addEndpoint(const EndpointProfile &profile);
    void removeEndpoint(EndpointSession *session);
    void selectEndpoint(EndpointSession *session);

    EndpointSession *currentSession() const;
    EndpointView *currentView() const;
    /// The page of \a session, built on first use.
    EndpointView *viewOf(EndpointSession *session);
    QList<EndpointSession *> sessions() const;
    QString endpoint() const;

    /// Conveniences over the current page, for the shortcuts, tests and the screenshot tool.
    bool selectMethod(const QString &name);
    void send();
    void cancel();
    bool isBusy() const;
    ExchangePtr lastExchange() const;
    /// Writes the shown response body to \a path byte for byte (atomically). False with a
    /// translated \a error when there is no body or the file cannot be written.
    bool saveResponseBody(const QString &path, QString *error) const;

    RegistryPanel *registryPanel() const;
    RequestEditor *requestEditor() const;
    ResponseView *responseView() const;
    StatusStrip *statusStrip() const;
    EndpointSidebar *sidebar() const { return m_sidebar; }
    PresentationMode *presentationMode() const { return m_presentation; }
    WorkspaceStore *workspaceStore() const { return m_store; }
    /// What the workspace file would hold now.
    WorkspaceState workspaceState() const;

    /// Records every exchange of every endpoint into the session file \a path (created, or
    /// appended to) from now on. False with a translated \a error when it cannot be opened.
    bool startRecording(const QString &path, QString *error);
    /// The session file being recorded to; empty when none.
    QString sessionFile() const;
    SessionRecorder *recorder() const { return m_recorder; }
    /// The session browser window, made on first use.
    /// Go To (Ctrl+K): made on first use.
    void showLocator();
    /// Ctrl+F: the search field of the pane that has the focus (the methods elsewhere).
    void searchFocusedPane();
    Locator *locator() const { return m_locator; }
    SessionBrowser *sessionBrowser();
    /// Shows the session browser on the current session's timeline.
    void showSessionBrowser();
    /// The live tap window (Sessions > Live Taps), made on first use.
    TapWindow *tapWindow();
    void showTapWindow();

    /// The collections dock (View > Collections, Ctrl+Shift+L) and the runner dock below.
    /// The sidebar is made on first use (it is not needed to start).
    CollectionsSidebar *collectionsSidebar();
    /// The sidebar, made if need be, with its dock shown.
    CollectionsSidebar *showCollections();
    /// The runner dock's panel, made on first use.
    RunnerPanel *runnerPanel();
    QDockWidget *collectionsDock() const { return m_collectionsDock; }
    QDockWidget *runnerDock() const { return m_runnerDock; }

signals:
    /// Discovery of an endpoint ended (with or without methods), or it could not be opened.
    void discoveryFinished(RpcScope::EndpointSession *session);
    /// The current page's inspector shows a new exchange.
    void exchangeShown(const RpcScope::ExchangePtr &exchange);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    QList<Locator::Entry> locatorEntries();
    void createMenus();
    void restoreLayout();
    void saveLayout() const;
    EndpointSession *createSession(const EndpointProfile &profile, const EndpointState *restored);
    void editEndpoint(EndpointSession *session);
    void askForNewEndpoint();
    void askAndSaveResponseBody();
    void askAndLoadErrorTable();
    void copyAsCommand(bool redact);
    void copyAsPipeline();
    void openFileInLanguageServer();
    void updateActions();
    void updateTitle();
    void resendRecorded(const QString &endpoint, const QByteArray &request);
    void createCollectionDocks();
    /// The open endpoint of \a address, selected (connected if it was closed), or a new one.
    EndpointSession *useEndpoint(const QString &address);
    /// MCP servers of an imported configuration, confirmed by the user: listed as endpoints,
    /// their secret environment kept in the keychain.
    void addImportedServers(const QList<McpServerEntry> &servers);
    /// File > Export > MCP Servers.
    void exportMcpServers();
    /// Keeps the environment secrets \a typed for \a profile, moves the \a renamed ones (old
    /// name -> new), and forgets those of \a before that are no longer secret variables.
    void keepEnvironmentSecrets(const EndpointProfile &before, const EndpointProfile &profile,
                                const QHash<QString, QString> &typed, const QHash<QString, QString> &renamed = {});
    void sendSavedRequest(const QString &endpoint, const QByteArray &bytes, const HeaderList &headers,
                          const QHash<QString, QString> &secretValues, const QByteArray &shownRequest,
                          const QString &title);
    void openInComposer(const QString &endpoint, const QByteArray &bytes, const QString &title);
    void saveCurrentRequestToCollection();

    EndpointListModel *m_model = nullptr;
    EndpointSidebar *m_sidebar = nullptr;
    QStackedWidget *m_pages = nullptr;
    QSplitter *m_splitter = nullptr;
    WorkspaceStore *m_store = nullptr;
    PresentationMode *m_presentation = nullptr;
    SessionRecorder *m_recorder = nullptr;
    TokenStore *m_tokenStore = nullptr;   // OAuth grants of every endpoint, in the system keychain
    KeychainSecretStore *m_endpointSecrets = nullptr;   // endpoints' secret environment, in the keychain
    SessionBrowser *m_browser = nullptr;
    TapWindow *m_tapWindow = nullptr;
    CollectionsSidebar *m_collections = nullptr;
    RunnerPanel *m_runner = nullptr;
    QDockWidget *m_collectionsDock = nullptr;
    QDockWidget *m_runnerDock = nullptr;
    QHash<const EndpointSession *, EndpointView *> m_views;
    QHash<const EndpointSession *, EndpointState> m_unshownStates;   // restored, page not built yet
    QList<EndpointProfile> m_builtins;
    QAction *m_sendAction = nullptr;
    QAction *m_cancelAction = nullptr;
    QAction *m_saveBodyAction = nullptr;
    QAction *m_copyCommandAction = nullptr;
    QAction *m_nextPageAction = nullptr;
    QAction *m_responseBelowAction = nullptr;
    Locator *m_locator = nullptr;
    QAction *m_copyWithSecretsAction = nullptr;
    QAction *m_copyPipelineAction = nullptr;
    QAction *m_openInServerAction = nullptr;   // LSP endpoints: textDocument/didOpen
    bool m_restoring = false;
};

} // namespace RpcScope
