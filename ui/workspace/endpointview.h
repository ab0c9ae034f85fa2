#pragma once

#include "lib/collection/assertionchecker.h"
#include "lib/rpc/exchange.h"
#include "lib/workspace/workspacestate.h"
#include "ui/common/hintbar.h"
#include "ui/history/historymodel.h"
#include "ui/workspace/requestpage.h"

#include <QHash>
#include <QPointer>
#include <QSet>
#include <QWidget>

#include <memory>

class QSplitter;
class QTabWidget;
class QToolButton;

namespace RpcScope {

class AuthorizationPage;
class BatchBuilder;
class OAuthAuthorizer;
class ParamsCatalog;
class ComposerPanel;
class EndpointBar;
class EndpointSession;
class ExchangePane;
class ExchangeView;
class HintBar;
class HistoryPanel;
class DialogResponder;
class McpServerPanel;
class NotificationsPane;
class RegistryPanel;
class RequestEditor;
class RequestPage;
class ResponseView;
class StatusStrip;
struct MethodInfo;

/// The page of one endpoint: the registry on the left, request tabs beside it, the history
/// timeline below. Each request tab (and the batch) owns its answer, beside or below its
/// composer; a history row opens read-only in a tab of its own. It sends through its
/// EndpointSession and shows what came back; it owns no connection itself.
class EndpointView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EndpointView)

public:
    explicit EndpointView(EndpointSession *session, QWidget *parent = nullptr);

    EndpointSession *session() const { return m_session; }

    /// Sends the current composer tab (or the batch, when the batch tab is shown).
    void send();
    /// Stops waiting for the current tab's requests; where it has none, for every request
    /// of this page still in flight.
    void cancel();
    bool isBusy() const { return !m_inFlight.isEmpty(); }
    /// Fills the current request tab with \a name's template; false when unknown.
    bool selectMethod(const QString &name);
    /// Sends \a bytes (with \a headers besides the endpoint's) and shows the exchange in the
    /// read-only exchange tab, its request shown as \a shownRequest (secrets masked): a saved
    /// request sent from a collection, a recorded one sent again. Nothing of it is kept in
    /// the workspace. False with \a error when it could not be sent.
    bool sendToExchangeTab(const QByteArray &bytes, const QString &title, const HeaderList &headers,
                           const QByteArray &shownRequest, QString *error = nullptr);
    /// Opens \a exchange read-only in the exchange tab, its request shown as \a shownRequest
    /// (secrets masked) and, for a run's request, each assertion's verdict.
    void showInExchangeTab(const ExchangePtr &exchange, const QByteArray &shownRequest,
                           const QList<AssertionResult> &verdicts = {});
    /// Sends \a exchange's request again: in a new request tab, or (when its bytes hold
    /// secrets) to the exchange tab, shown masked.
    void resendExchange(const ExchangePtr &exchange);
    /// A new, empty request tab (or one holding \a text), made current.
    RequestEditor *addRequestTab(const QByteArray &text = {}, const QString &title = {});
    void showBatch();
    /// Text of the request the composer would send now.
    QByteArray currentRequestText() const;

    /// The exchange the current tab shows; null when it has none.
    ExchangePtr shownExchange() const;

    /// Unsent work (composer tabs, batch) for the workspace file, and back.
    EndpointState state() const;
    void restoreState(const EndpointState &state);

    EndpointBar *endpointBar() const { return m_bar; }
    RegistryPanel *registryPanel() const { return m_registry; }
    QTabWidget *composerTabs() const { return m_tabs; }
    RequestEditor *requestEditor() const;
    ComposerPanel *composerPanel() const;
    BatchBuilder *batchBuilder() const { return m_batch; }
    /// The answer area of the current tab, its response's tabs (made on first use) and headline.
    ExchangePane *exchangePane() const;
    ResponseView *responseView() const;
    StatusStrip *statusStrip() const;
    /// The tab that shows an exchange of the history read-only (made on first use).
    ExchangeView *exchangeView();
    bool isExchangeViewShown() const;
    /// The request tab of \a index, or null (the batch, the read-only exchange).
    RequestPage *pageAt(int index) const;
    /// Whether answers sit below their request (true) or beside it.
    void setResponseBelow(bool below);
    bool responseBelow() const { return m_responseBelow; }
    /// Presentation mode: answers go below their requests (whatever the setting) and the
    /// method list widens with the text; the normal layout comes back after.
    void setPresenting(bool presenting);
    /// The first-run hint, while shown.
    HintBar *hintBar() const { return m_hint; }
    HistoryPanel *historyPanel() const { return m_history; }
    /// The MCP tab (made when the endpoint first has an MCP session; null before) and the
    /// dialog responder that answers the server's requests.
    McpServerPanel *mcpPanel() const { return m_mcpPanel; }
    /// Answers the server's requests no rule answers, with a dialog.
    DialogResponder *dialogResponder() const { return m_dialogResponder; }
    NotificationsPane *notificationsPane() const { return m_notifications; }
    /// Requests | MCP; and History | Notifications below.
    QTabWidget *pageTabs() const { return m_pageTabs; }
    QTabWidget *bottomTabs() const { return m_bottomTabs; }
    void showMcpPanel();
    /// The endpoint's Authorization page (OAuth), made on first need and brought forward.
    void showAuthorizationPage();
    AuthorizationPage *authorizationPage() const { return m_authPage; }
    QSplitter *columns() const { return m_columns; }
    QSplitter *rows() const { return m_rows; }

signals:
    /// The inspector shows a new exchange (answered, failed or canceled).
    void exchangeShown(const RpcScope::ExchangePtr &exchange);
    /// The composer's texts changed (for the workspace autosave).
    void workChanged();
    void busyChanged(bool busy);
    void statusMessage(const QString &text);
    /// "Assert This Value" in any of the page's answers.
    void assertValueRequested(const QString &jsonPath, const QByteArray &rawValue, const QByteArray &request);
    /// The MCP tab asked to save a request (a tool call) in the open collection.
    void mcpRequestSaveRequested(const QString &method, const QByteArray &params);

private:
    /// Accepts a refused server certificate for this endpoint, once the user confirms.
    void trustCertificate(const QByteArray &digest, const QString &refusal);
    void showRegistry();
    void fillTemplate(const MethodInfo &method);
    void sendEditorText(RequestEditor *editor);
    void sendValidated(QByteArray bytes, bool raw);
    quint64 sendBytes(const QByteArray &bytes, RequestPage *from, const HeaderList &headers = {});
    void onExchangeFinished(const ExchangePtr &exchange, bool sentByUser);
    /// Who asked for \a exchange, as the history shows it.
    HistoryModel::Origin historyOrigin(const ExchangePtr &exchange) const;
    /// Opens \a exchange read-only in the exchange tab.
    void openExchange(const ExchangePtr &exchange, const QByteArray &shownRequest = {});
    /// The exchange tab's index, the tab added when it is not open.
    int exchangeTabIndex();
    RequestPage *makePage(QWidget *work);
    RequestPage *currentPage() const;
    void onCurrentTabChanged();
    void watchAuthorizer(OAuthAuthorizer *authorizer);
    /// The page tabs show their bar once there is more than the Requests page.
    void updatePageTabBar();
    void followTabInRegistry();
    void applyOrientation();
    void onStateChanged();
    void closeRequestTab(int index);
    void onMcpConnectionChanged();
    void updateBusy();
    bool isBatchTab(int index) const;

    EndpointSession *m_session = nullptr;
    EndpointBar *m_bar = nullptr;
    RegistryPanel *m_registry = nullptr;
    QTabWidget *m_tabs = nullptr;
    BatchBuilder *m_batch = nullptr;
    RequestPage *m_batchPage = nullptr;
    ExchangeView *m_exchangeView = nullptr;
    std::shared_ptr<const ParamsCatalog> m_paramsCatalog;   // shared by every editor of the page
    HistoryPanel *m_history = nullptr;
    McpServerPanel *m_mcpPanel = nullptr;
    AuthorizationPage *m_authPage = nullptr;
    DialogResponder *m_dialogResponder = nullptr;
    NotificationsPane *m_notifications = nullptr;
    QTabWidget *m_pageTabs = nullptr;
    QTabWidget *m_bottomTabs = nullptr;
    bool m_mcpPanelShown = false;   // the MCP tab was brought forward once
    bool m_authPageShown = false;   // the Authorization tab was brought forward once
    QSplitter *m_columns = nullptr;
    QSplitter *m_rows = nullptr;
    QSet<quint64> m_inFlight;
    QHash<quint64, QPointer<RequestPage>> m_sentFrom;   // which tab each send of this page came from
    QHash<quint64, QByteArray> m_toExchangeTab;          // sends shown in the exchange tab, their request as shown
    QHash<const Exchange *, QByteArray> m_maskedRequests; // those exchanges' requests, masked (alive in the history)
    ExchangePtr m_shown;             // what the current tab showed when last told (exchangeShown)
    int m_tabCounter = 0;
    bool m_responseBelow = false;
    bool m_presenting = false;
    QList<int> m_columnsBeforePresenting;
    bool m_followingTab = false;     // the registry is being moved to the tab's method
    QPointer<HintBar> m_hint;        // the first-run hint of the built-in demo, until dismissed
};

} // namespace RpcScope
