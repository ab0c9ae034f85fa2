#pragma once

#include "lib/rpc/exchange.h"
#include "lib/workspace/workspacestate.h"

#include <QSet>
#include <QWidget>

class QSplitter;
class QTabWidget;
class QToolButton;

namespace RpcScope {

class BatchBuilder;
class ComposerPanel;
class EndpointBar;
class EndpointSession;
class HistoryPanel;
class McpDialogResponder;
class McpServerPanel;
class NotificationsPane;
class RegistryPanel;
class RequestEditor;
class ResponseView;
class StatusStrip;
struct MethodInfo;

/// The page of one endpoint: registry on the left, composer tabs (and the batch builder)
/// in the middle, the inspector on the right, the history timeline below. It sends through
/// its EndpointSession and shows what came back; it owns no connection itself.
class EndpointView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EndpointView)

public:
    explicit EndpointView(EndpointSession *session, QWidget *parent = nullptr);

    EndpointSession *session() const { return m_session; }

    /// Sends the current composer tab (or the batch, when the batch tab is shown).
    void send();
    /// Stops waiting for every request of this page still in flight.
    void cancel();
    bool isBusy() const { return !m_inFlight.isEmpty(); }
    /// Fills the current request tab with \a name's template; false when unknown.
    bool selectMethod(const QString &name);
    /// A new, empty request tab (or one holding \a text), made current.
    RequestEditor *addRequestTab(const QByteArray &text = {}, const QString &title = {});
    void showBatch();
    /// Text of the request the composer would send now.
    QByteArray currentRequestText() const;

    /// The exchange the inspector shows.
    const ExchangePtr &shownExchange() const { return m_shown; }

    /// Unsent work (composer tabs, batch) for the workspace file, and back.
    EndpointState state() const;
    void restoreState(const EndpointState &state);

    EndpointBar *endpointBar() const { return m_bar; }
    RegistryPanel *registryPanel() const { return m_registry; }
    QTabWidget *composerTabs() const { return m_tabs; }
    RequestEditor *requestEditor() const;
    ComposerPanel *composerPanel() const;
    BatchBuilder *batchBuilder() const { return m_batch; }
    ResponseView *responseView() const { return m_response; }
    StatusStrip *statusStrip() const { return m_strip; }
    HistoryPanel *historyPanel() const { return m_history; }
    /// The MCP tab (made when the endpoint first has an MCP session; null before) and the
    /// dialog responder that answers the server's requests.
    McpServerPanel *mcpPanel() const { return m_mcpPanel; }
    McpDialogResponder *mcpResponder() const { return m_mcpResponder; }
    NotificationsPane *notificationsPane() const { return m_notifications; }
    /// Requests | MCP; and History | Notifications below.
    QTabWidget *pageTabs() const { return m_pageTabs; }
    QTabWidget *bottomTabs() const { return m_bottomTabs; }
    void showMcpPanel();
    QSplitter *columns() const { return m_columns; }
    QSplitter *rows() const { return m_rows; }

signals:
    /// The inspector shows a new exchange (answered, failed or canceled).
    void exchangeShown(const RpcScope::ExchangePtr &exchange);
    /// The composer's texts changed (for the workspace autosave).
    void workChanged();
    void busyChanged(bool busy);
    void statusMessage(const QString &text);

private:
    void showRegistry();
    void fillTemplate(const MethodInfo &method);
    void sendEditorText(RequestEditor *editor);
    void sendValidated(QByteArray bytes, bool raw);
    void sendBytes(const QByteArray &bytes);
    void onExchangeFinished(const ExchangePtr &exchange, bool sentByUser);
    void showExchange(const ExchangePtr &exchange);
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
    ResponseView *m_response = nullptr;
    StatusStrip *m_strip = nullptr;
    HistoryPanel *m_history = nullptr;
    McpServerPanel *m_mcpPanel = nullptr;
    McpDialogResponder *m_mcpResponder = nullptr;
    NotificationsPane *m_notifications = nullptr;
    QTabWidget *m_pageTabs = nullptr;
    QTabWidget *m_bottomTabs = nullptr;
    bool m_mcpPanelShown = false;   // the MCP tab was brought forward once
    QSplitter *m_columns = nullptr;
    QSplitter *m_rows = nullptr;
    QSet<quint64> m_inFlight;
    quint64 m_liveSequence = 0;   // the send whose streamed events the inspector shows as they come
    ExchangePtr m_shown;
    int m_tabCounter = 0;
};

} // namespace RpcScope
