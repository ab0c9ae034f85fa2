#include "ui/shell/mainwindow.h"

#include "lib/discovery/discoveryprobe.h"
#include "lib/json/jsondocument.h"
#include "lib/json/jsonwriter.h"
#include "lib/rpc/rpcclient.h"
#include "lib/transport/transportfactory.h"
#include "ui/workspace/endpointbar.h"
#include "ui/registry/methodlistpanel.h"
#include "ui/composer/requesteditor.h"
#include "ui/composer/requesttemplate.h"
#include "ui/inspector/responseview.h"
#include "ui/inspector/statusstrip.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QSaveFile>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QVBoxLayout>

namespace RpcScope {

namespace {

// QSettings keys of the window layout.
const QString kGeometryKey = QStringLiteral("MainWindow/geometry");
const QString kStateKey = QStringLiteral("MainWindow/state");
const QString kSplitterKey = QStringLiteral("MainWindow/splitter");

/// A column of the window: a heading above its content.
QWidget *titled(const QString &title, QWidget *content, QWidget *parent, QWidget *belowTitle = nullptr)
{
    auto *column = new QWidget(parent);
    auto *heading = new QLabel(title, column);
    QFont font = heading->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.1);
    heading->setFont(font);
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

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("RpcScope"));
    setCentralWidget(createCentralWidget());
    createMenus();
    statusBar()->setSizeGripEnabled(true);
    restoreLayout();
    setBusy(false);
}

MainWindow::~MainWindow()
{
    closeConnection();
}

QWidget *MainWindow::createCentralWidget()
{
    auto *central = new QWidget(this);
    m_endpointBar = new EndpointBar(central);
    m_methods = new MethodListPanel(central);
    m_editor = new RequestEditor(central);
    m_response = new ResponseView(central);
    m_strip = new StatusStrip(central);

    m_splitter = new QSplitter(Qt::Horizontal, central);
    m_splitter->setObjectName(QStringLiteral("mainSplitter"));
    m_splitter->setChildrenCollapsible(false);
    m_splitter->addWidget(titled(tr("Methods"), m_methods, m_splitter));
    m_splitter->addWidget(titled(tr("Request"), m_editor, m_splitter));
    m_splitter->addWidget(titled(tr("Response"), m_response, m_splitter, m_strip));
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 2);
    m_splitter->setStretchFactor(2, 3);
    m_splitter->setSizes({270, 430, 580});

    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(10, 10, 10, 6);
    layout->setSpacing(10);
    layout->addWidget(m_endpointBar);
    layout->addWidget(m_splitter, 1);

    connect(m_endpointBar, &EndpointBar::connectRequested, this, &MainWindow::openEndpoint);
    connect(m_methods, &MethodListPanel::methodChosen, this, &MainWindow::fillTemplate);
    connect(m_editor, &RequestEditor::sendRequested, this, &MainWindow::send);
    connect(m_editor, &RequestEditor::cancelRequested, this, &MainWindow::cancel);
    return central;
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    m_saveBodyAction = file->addAction(tr("Save Response &Body…"), this, &MainWindow::askAndSaveResponseBody);
    m_saveBodyAction->setShortcut(QKeySequence::Save);
    m_saveBodyAction->setToolTip(tr("Write the body of the shown response to a file, byte for byte"));
    m_saveBodyAction->setEnabled(false);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    QMenu *request = menuBar()->addMenu(tr("&Request"));
    m_sendAction = request->addAction(tr("&Send"), this, &MainWindow::send);
    m_sendAction->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter)});
    m_sendAction->setToolTip(tr("Send the request text exactly as typed"));
    m_cancelAction = request->addAction(tr("&Cancel"), this, &MainWindow::cancel);
    m_cancelAction->setShortcut(QKeySequence(Qt::Key_Escape));
    m_cancelAction->setToolTip(tr("Stop waiting for the answer"));
    request->addSeparator();
    QAction *reconnect = request->addAction(tr("&Reconnect"), this, [this] {
        openEndpoint(m_endpointBar->endpoint());
    });
    reconnect->setShortcut(QKeySequence::Refresh);
    reconnect->setToolTip(tr("Connect again and rediscover the methods"));
    QAction *filter = request->addAction(tr("&Find Method"), this, [this] {
        m_methods->filterEdit()->setFocus(Qt::ShortcutFocusReason);
        m_methods->filterEdit()->selectAll();
    });
    filter->setShortcut(QKeySequence::Find);
    QAction *endpointAction = request->addAction(tr("Go to &Endpoint"), this, [this] {
        m_endpointBar->comboBox()->setFocus(Qt::ShortcutFocusReason);
        m_endpointBar->comboBox()->lineEdit()->selectAll();
    });
    endpointAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *about = help->addAction(tr("&About RpcScope"), this, &MainWindow::showAbout);
    about->setMenuRole(QAction::AboutRole);
    QAction *aboutQt = help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
    aboutQt->setMenuRole(QAction::AboutQtRole);
}

void MainWindow::restoreLayout()
{
    const QSettings settings;
    if (!restoreGeometry(settings.value(kGeometryKey).toByteArray()))
        resize(1280, 800);
    restoreState(settings.value(kStateKey).toByteArray());
    m_splitter->restoreState(settings.value(kSplitterKey).toByteArray());
}

void MainWindow::saveLayout() const
{
    QSettings settings;
    settings.setValue(kGeometryKey, saveGeometry());
    settings.setValue(kStateKey, saveState());
    settings.setValue(kSplitterKey, m_splitter->saveState());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveLayout();
    event->accept();
}

void MainWindow::setEndpointSuggestions(const QStringList &endpoints)
{
    m_endpointBar->setSuggestions(endpoints);
}

void MainWindow::closeConnection()
{
    // The probe goes first: canceling the client's requests must not drive it further.
    delete m_probe;
    m_probe = nullptr;
    if (m_client) {
        disconnect(m_client, nullptr, this, nullptr);
        m_client->cancelAll();
        m_client->transport()->close();
        m_client->deleteLater();
        m_client = nullptr;
    }
    m_current = 0;
    m_sendOptions = {};
    setBusy(false);
}

void MainWindow::openEndpoint(const QString &endpoint)
{
    closeConnection();
    m_endpoint = endpoint.trimmed();
    m_endpointBar->setEndpoint(m_endpoint);
    m_methods->setMethods({});
    m_ids = IdSequence();
    setWindowTitle(tr("%1 — RpcScope").arg(m_endpoint));

    QString error;
    Transport *transport = TransportFactory::create(m_endpoint, EndpointSettings(), &error);
    if (!transport) {
        const QString text = tr("Cannot open %1: %2").arg(m_endpoint, error);
        m_methods->setStatus(text);
        m_strip->showMessage(text);
        statusBar()->showMessage(text);
        emit discoveryFinished();
        return;
    }
    m_client = new RpcClient(transport, this);
    connect(m_client, &RpcClient::exchangeStarted, this,
            [this](quint64 sequence, const QByteArray &) { onExchangeStarted(sequence); });
    connect(m_client, &RpcClient::exchangeFinished, this, &MainWindow::onExchangeFinished);
    connect(m_client, &RpcClient::diagnostic, this, [this](const QString &text) {
        statusBar()->showMessage(text, 10000);
    });

    m_probe = new DiscoveryProbe(m_client, this);
    connect(m_probe, &DiscoveryProbe::progress, m_methods, &MethodListPanel::setStatus);
    connect(m_probe, &DiscoveryProbe::finished, this, &MainWindow::onDiscoveryFinished);
    const QString discovering = tr("Discovering the methods of %1…").arg(m_endpoint);
    m_methods->setStatus(discovering);
    statusBar()->showMessage(discovering);
    m_probe->start();
}

void MainWindow::onDiscoveryFinished()
{
    DiscoveryProbe *probe = m_probe;
    if (!probe)
        return;
    m_probe = nullptr;
    probe->deleteLater();

    const QList<MethodInfo> methods = probe->registry().sorted();
    m_methods->setMethods(methods);
    QString text;
    if (!probe->reachable()) {
        text = tr("Could not reach %1: %2").arg(m_endpoint, probe->transportFailure());
        m_strip->showMessage(text);
    } else if (!probe->answered()) {
        text = tr("%1 answered, but offered no list of methods. Type a request by hand.").arg(m_endpoint);
    } else {
        QStringList lines;
        for (const DiscoveryProbe::SourceReport &report : probe->reports()) {
            if (report.answered)
                lines.append(report.message);
        }
        text = lines.join(QLatin1Char('\n'));
    }
    m_methods->setStatus(text);
    statusBar()->showMessage(probe->reachable()
                                 ? tr("Connected to %1: %n method(s).", nullptr, int(methods.size())).arg(m_endpoint)
                                 : text);

    // MCP over HTTP: later calls belong to the session the handshake opened.
    for (const ExchangePtr &exchange : probe->exchanges()) {
        if (!exchange->reply.http)
            continue;
        const QByteArray session = headerValue(exchange->reply.http->responseHeaders, "mcp-session-id");
        if (!session.isEmpty()) {
            m_sendOptions.extraHeaders = {{QByteArrayLiteral("Mcp-Session-Id"), session}};
            if (!probe->mcpProtocolVersion().isEmpty())
                m_sendOptions.extraHeaders.append(
                    {QByteArrayLiteral("MCP-Protocol-Version"), probe->mcpProtocolVersion().toLatin1()});
        }
    }
    emit discoveryFinished();
}

bool MainWindow::selectMethod(const QString &name)
{
    m_methods->filterEdit()->clear();
    QAbstractItemModel *model = m_methods->view()->model();
    const QModelIndexList found = model->match(model->index(0, 0), Qt::DisplayRole, name, 1, Qt::MatchExactly);
    if (found.isEmpty())
        return false;
    if (m_methods->view()->currentIndex() == found.first())
        m_methods->view()->setCurrentIndex({});
    m_methods->view()->setCurrentIndex(found.first());
    return true;
}

void MainWindow::fillTemplate(const MethodInfo &method)
{
    m_ids.next();
    m_editor->setText(RequestTemplate::forMethod(method, m_ids.last()));
}

void MainWindow::setBusy(bool busy)
{
    m_editor->setBusy(busy);
    m_cancelAction->setEnabled(busy);
}

void MainWindow::send()
{
    if (!m_client) {
        m_strip->showMessage(tr("Not connected. Enter an endpoint and press Connect."));
        return;
    }
    const RequestEditor::Validation validation = m_editor->validate();
    QByteArray bytes = m_editor->text();
    if (bytes.isEmpty()) {
        m_strip->showMessage(tr("Nothing to send: the request text is empty."));
        return;
    }
    if (!validation.sendable && !m_editor->isRaw()) {
        m_strip->showMessage(tr("Not sent. %1 Tick Raw to send the text as it is.").arg(validation.message));
        return;
    }
    // A stdio peer reads one message per line: valid JSON goes out with its line breaks
    // removed (tokens, order and spelling unchanged). Raw mode still sends the text as is.
    if (validation.sendable && !m_editor->isRaw() && m_client->transport()->kind() == Transport::Kind::Stdio
        && bytes.contains('\n')) {
        bytes = JsonWriter::compact(JsonDocument::parse(bytes));
    }
    // One request at a time: a new send replaces the one in flight.
    if (m_current != 0)
        m_client->cancel(m_current);
    m_strip->showPending();
    m_sending = true;
    m_client->send(bytes, m_sendOptions);
    m_sending = false;
}

void MainWindow::cancel()
{
    if (m_client && m_current != 0)
        m_client->cancel(m_current);
}

void MainWindow::onExchangeStarted(quint64 sequence)
{
    if (!m_sending)
        return;   // discovery's own requests
    m_current = sequence;
    setBusy(true);
}

void MainWindow::onExchangeFinished(const ExchangePtr &exchange)
{
    if (!exchange || exchange->sequence != m_current)
        return;
    m_current = 0;
    setBusy(false);
    m_lastExchange = exchange;
    m_strip->showExchange(*exchange);
    m_response->showExchange(exchange);
    m_saveBodyAction->setEnabled(!exchange->body.isEmpty());
    emit exchangeShown(exchange);
}

bool MainWindow::saveResponseBody(const QString &path, QString *error) const
{
    if (!m_lastExchange || m_lastExchange->body.isEmpty()) {
        if (error)
            *error = tr("There is no response body to save.");
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(m_lastExchange->body) != m_lastExchange->body.size()
        || !file.commit()) {
        if (error)
            *error = tr("Could not write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

void MainWindow::askAndSaveResponseBody()
{
    if (!m_lastExchange || m_lastExchange->body.isEmpty())
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
    statusBar()->showMessage(tr("Saved %1 to %2.").arg(QLocale().formattedDataSize(m_lastExchange->body.size()),
                                                        QDir::toNativeSeparators(path)), 5000);
}

void MainWindow::showAbout()
{
    QMessageBox::about(
        this, tr("About RpcScope"),
        tr("<h3>RpcScope %1</h3>"
           "<p>A desktop explorer and test console for JSON-RPC 2.0 endpoints: "
           "HTTP, stdio child processes and MCP servers.</p>"
           "<p>It sends exactly what you type and shows exactly what came back: keys in the "
           "server's order, numbers as written, and every departure from the specification.</p>"
           "<p>Licensed under the GNU General Public License, version 3 or later.</p>")
            .arg(QStringLiteral(RPCSCOPE_VERSION)));
}

} // namespace RpcScope
