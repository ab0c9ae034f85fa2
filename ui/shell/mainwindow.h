#pragma once

#include "lib/rpc/exchange.h"
#include "lib/rpc/requestbuilder.h"
#include "lib/transport/transport.h"

#include <QMainWindow>

class QAction;
class QSplitter;

namespace RpcScope {

class DiscoveryProbe;
class EndpointBar;
class MethodListPanel;
class RequestEditor;
class ResponseView;
class RpcClient;
class StatusStrip;
struct MethodInfo;

/// The explorer window: endpoint bar, discovered methods, request editor and the response
/// of the last exchange. It owns the connection (one RpcClient) to the current endpoint,
/// runs discovery on connect, and sends the editor's text exactly as typed.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Endpoints offered in the endpoint drop-down.
    void setEndpointSuggestions(const QStringList &endpoints);
    /// Drops the current connection, opens \a endpoint and discovers its methods.
    void openEndpoint(const QString &endpoint);
    QString endpoint() const { return m_endpoint; }
    bool isConnected() const { return m_client != nullptr; }
    bool isDiscovering() const { return m_probe != nullptr; }

    /// Selects the method called \a name (clearing the filter) and fills the editor with
    /// its request template. False when the registry has no such method.
    bool selectMethod(const QString &name);
    /// Sends the editor's text; refuses text that is not a request unless raw mode is on.
    void send();
    /// Stops waiting for the request in flight.
    void cancel();
    bool isBusy() const { return m_current != 0; }
    /// The exchange the response area shows.
    ExchangePtr lastExchange() const { return m_lastExchange; }
    /// Writes the shown response body to \a path byte for byte (atomically). False with a
    /// translated \a error when there is no body or the file cannot be written.
    bool saveResponseBody(const QString &path, QString *error) const;

    EndpointBar *endpointBar() const { return m_endpointBar; }
    MethodListPanel *methodPanel() const { return m_methods; }
    RequestEditor *requestEditor() const { return m_editor; }
    ResponseView *responseView() const { return m_response; }
    StatusStrip *statusStrip() const { return m_strip; }

signals:
    /// Discovery ended (with or without methods), or the endpoint could not be opened.
    void discoveryFinished();
    /// The response area shows a new exchange (answered, failed or canceled).
    void exchangeShown(const RpcScope::ExchangePtr &exchange);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createMenus();
    QWidget *createCentralWidget();
    void restoreLayout();
    void saveLayout() const;
    void closeConnection();
    void onDiscoveryFinished();
    void onExchangeStarted(quint64 sequence);
    void onExchangeFinished(const ExchangePtr &exchange);
    void fillTemplate(const MethodInfo &method);
    void setBusy(bool busy);
    void askAndSaveResponseBody();
    void showAbout();

    EndpointBar *m_endpointBar = nullptr;
    MethodListPanel *m_methods = nullptr;
    RequestEditor *m_editor = nullptr;
    ResponseView *m_response = nullptr;
    StatusStrip *m_strip = nullptr;
    QSplitter *m_splitter = nullptr;
    QAction *m_sendAction = nullptr;
    QAction *m_cancelAction = nullptr;
    QAction *m_saveBodyAction = nullptr;

    QString m_endpoint;
    RpcClient *m_client = nullptr;
    DiscoveryProbe *m_probe = nullptr;   // while discovery runs
    SendOptions m_sendOptions;   // e.g. the MCP session the handshake opened
    IdSequence m_ids;
    quint64 m_current = 0;       // sequence of our request in flight; 0 when none
    bool m_sending = false;      // inside m_client->send(), so exchangeStarted is ours
    ExchangePtr m_lastExchange;
};

} // namespace RpcScope
