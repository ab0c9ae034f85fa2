#include "ui/shell/mainwindow.h"
#include "ui/shell/presentationmode.h"

#include "lib/demo/demohttpserver.h"
#include "lib/json/jsondocument.h"
#include "lib/rpc/errorcatalog.h"
#include "lib/rpc/finding.h"
#include "ui/workspace/endpointbar.h"
#include "ui/inspector/findingsview.h"
#include "ui/inspector/headersview.h"
#include "ui/inspector/jsontreemodel.h"
#include "ui/registry/registrypanel.h"
#include "ui/composer/batchbuilder.h"
#include "ui/composer/batchmodel.h"
#include "ui/composer/composerpanel.h"
#include "ui/composer/jsoneditor.h"
#include "ui/composer/requestcontrols.h"
#include "ui/composer/scalarfields.h"
#include "ui/composer/schemaform.h"
#include "ui/history/historypanel.h"
#include "ui/mcp/mcpserverpanel.h"
#include "ui/inspector/batchpairview.h"
#include "ui/inspector/rawtextview.h"
#include "ui/workspace/endpointsession.h"
#include "ui/workspace/endpointsettingsdialog.h"
#include "ui/workspace/endpointsidebar.h"
#include "ui/workspace/endpointview.h"
#include "ui/workspace/tlsfields.h"
#include "lib/workspace/workspacefile.h"
#include "support/scriptedhttpserver.h"
#include "ui/composer/jsoneditor.h"
#include "ui/composer/requesteditor.h"
#include "ui/inspector/responseview.h"
#include "ui/inspector/statusstrip.h"

#include <QAbstractButton>
#include <QMessageBox>
#include <QSslKey>
#include <QTimer>
#include <QCheckBox>
#include <QTabBar>
#include <QScopeGuard>
#include <QTranslator>
#include <QStatusBar>
#include <QMenu>
#include <QMenuBar>
#include <QDockWidget>
#include <QGroupBox>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QDoubleSpinBox>
#include <QLocale>
#include <QLineEdit>
#include <QListView>
#include <QRegularExpression>
#include <QTableView>
#include <QTableWidget>
#include <QTabWidget>
#include <QPlainTextEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QElapsedTimer>
#include <QTcpServer>
#include <QTimer>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTreeView>

#include <memory>

#include <functional>

using namespace Qt::StringLiterals;
using namespace RpcScope;

namespace {

constexpr int kWaitMs = 8000;

QStringList topLevelKeys(const JsonTreeModel *model)
{
    QStringList keys;
    for (int row = 0; row < model->rowCount(); ++row)
        keys.append(model->index(row, JsonTreeModel::KeyColumn).data().toString());
    return keys;
}

/// The member names of the body's top-level object, in the order the server wrote them.
QStringList bodyKeys(const QByteArray &body)
{
    const JsonDocument doc = JsonDocument::parse(body);
    QStringList keys;
    if (!doc.isValid() || doc.type(0) != JsonDocument::Type::Object)
        return keys;
    for (int child = doc.firstChild(0); child >= 0; child = doc.nextSibling(child))
        keys.append(doc.string(doc.keyNode(child)));
    return keys;
}

/// The button under \a root that shows \a text (a tool button of an action included).
QAbstractButton *buttonNamed(QWidget *root, const QString &text)
{
    for (QAbstractButton *button : root->findChildren<QAbstractButton *>()) {
        if (button->text() == text && button->isVisible())
            return button;
    }
    return nullptr;
}

} // namespace

class tst_MainWindow final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void discoversAndFilters();
    void endpointBarConnectsOnEnter();
    void pickingAMethodCanBeUndone();
    void sendWithCtrlReturnShowsTheAnswer();
    void findingsAreListed_data();
    void findingsAreListed();
    void invalidJsonIsShownAndNotSent();
    void rawModeSendsInvalidJsonAndShowsParseError();
    void escapeCancelsTheRequestInFlight();
    void bigBodyIsShownLazily();
    void responseBodyIsSaved();
    void mcpEndpointCallsATool();
    void stdioEndpointWorks();
    void stdioCommandThatDoesNotStartIsExplained();
    void connectionRefusedIsExplained();
    void unsupportedEndpointIsExplained();
    void layoutIsRemembered();
    void workspaceSurvivesARestart();
    void severalEndpointsAtOnce();
    void composeFromTheForm();
    void batchIsSentAndPaired();
    void batchWithAMissingResponseIsCalledOut();
    void notificationGetsNoAnswer();
    void applicationErrorIsDecoded();
    void resendFromHistory();
    void copyShortcutFollowsTheFocus();
    void presentationModeCalmsTheWindow();
    void everyMenuCommandExplainsItself();
    void errorTablesAreRememberedAndForgotten();
    void nextPageFromTheRequestMenu();
    void eachShortcutDoesOneThing_data();
    void eachShortcutDoesOneThing();
    void pageBuiltLateShowsTheRegistry();
    void credentialHeadersAreRefused();
    void exitGraceIsShownForCommandsOnly();
    void oauthRowsFollowTheGrant();
    void tlsFilesAreSetInTheSheet();
    void refusedCertificateIsTrustedFromTheAnswer();

private:
    void openDemo(const QUrl &url);
    /// Presses Ctrl+Return in the editor and waits for the response area to show the answer.
    ExchangePtr sendAndWait();

    QString workspacePath() const { return m_dir->filePath(u"workspace.json"_s); }
    QList<EndpointProfile> demoProfiles() const;

    std::unique_ptr<DemoHttpServer> m_server;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void tst_MainWindow::initTestCase()
{
    qRegisterMetaType<EndpointSession *>();
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    m_server = std::make_unique<DemoHttpServer>();
    QVERIFY2(m_server->listen(0), qPrintable(m_server->errorString()));
}

QList<EndpointProfile> tst_MainWindow::demoProfiles() const
{
    EndpointProfile rpc = EndpointProfile::create(m_server->rpcUrl().toString(), u"Demo RPC"_s);
    rpc.id = u"demo-http-rpc"_s;
    EndpointProfile mcp = EndpointProfile::create(m_server->mcpUrl().toString(), u"Demo MCP"_s);
    mcp.id = u"demo-http-mcp"_s;
    return {rpc, mcp};
}

void tst_MainWindow::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_window = std::make_unique<MainWindow>(workspacePath());
    m_window->resize(1200, 760);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void tst_MainWindow::cleanup()
{
    m_window.reset();
}

void tst_MainWindow::openDemo(const QUrl &url)
{
    QSignalSpy discovered(m_window.get(), &MainWindow::discoveryFinished);
    m_window->openEndpoint(url.toString());
    QVERIFY(discovered.wait(kWaitMs));
}

ExchangePtr tst_MainWindow::sendAndWait()
{
    QSignalSpy shown(m_window.get(), &MainWindow::exchangeShown);
    JsonEditor *edit = m_window->requestEditor()->textEdit();
    edit->setFocus();
    QTest::keyClick(edit, Qt::Key_Return, Qt::ControlModifier);
    if (shown.isEmpty() && !shown.wait(kWaitMs))
        return {};
    QTest::qWait(50);   // a second answer (a double send) would show up here
    if (shown.size() != 1)
        return {};
    return shown.first().first().value<ExchangePtr>();
}

void tst_MainWindow::discoversAndFilters()
{
    openDemo(m_server->rpcUrl());
    RegistryPanel *methods = m_window->registryPanel();
    QVERIFY2(methods->totalCount() >= 15, qPrintable(QString::number(methods->totalCount())));
    QCOMPARE(methods->visibleLeafCount(), methods->totalCount());
    QVERIFY(m_window->windowTitle().contains(m_server->rpcUrl().toString()));

    // Typing filters as you go, on names and summaries, case-insensitively.
    QTest::keyClicks(methods->filterEdit(), u"MATH."_s);
    const int mathCount = methods->visibleLeafCount();
    QVERIFY(mathCount > 0);
    QVERIFY(mathCount < methods->totalCount());

    methods->filterEdit()->clear();
    QTest::keyClicks(methods->filterEdit(), u"subtract two"_s);   // only in a summary
    QCOMPARE(methods->visibleLeafCount(), 1);

    methods->filterEdit()->clear();
    QTest::keyClicks(methods->filterEdit(), u"no-such-method-anywhere"_s);
    QCOMPARE(methods->visibleLeafCount(), 0);

    // Enter in the filter box picks the first match and fills the editor with its template.
    methods->filterEdit()->clear();
    QTest::keyClicks(methods->filterEdit(), u"text.upper"_s);
    QTest::keyClick(methods->filterEdit(), Qt::Key_Return);
    const JsonDocument request = JsonDocument::parse(m_window->requestEditor()->text());
    QVERIFY(request.isValid());
    QCOMPARE(request.string(request.member(0, u"method")), u"text.upper"_s);
    QVERIFY(request.member(0, u"params") >= 0);
}

void tst_MainWindow::endpointBarConnectsOnEnter()
{
    const QString url = m_server->rpcUrl().toString();
    m_window->setBuiltinEndpoints(demoProfiles());
    m_window->openEndpoint(u"http://127.0.0.1:1/nothing"_s);
    QComboBox *combo = m_window->currentView()->endpointBar()->comboBox();
    QCOMPARE(combo->count(), 2);   // the built-in endpoints are offered
    combo->lineEdit()->clear();
    QSignalSpy discovered(m_window.get(), &MainWindow::discoveryFinished);
    QTest::keyClicks(combo->lineEdit(), url);
    QTest::keyClick(combo->lineEdit(), Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->registryPanel()->totalCount() >= 15, kWaitMs);
    QTest::qWait(100);
    QCOMPARE(m_window->endpoint(), url);
    QCOMPARE(m_window->sessions().size(), 1);   // the page's own endpoint changed address
}

void tst_MainWindow::pickingAMethodCanBeUndone()
{
    openDemo(m_server->rpcUrl());
    JsonEditor *edit = m_window->requestEditor()->textEdit();
    edit->setFocus();
    QTest::keyClicks(edit, u"{\"my\": \"draft\"}"_s);
    const QString draft = edit->text();
    QVERIFY(m_window->selectMethod(u"math.multiply"_s));
    QVERIFY(edit->text().contains(u"math.multiply"));
    // The template replaced the draft as one edit: undo brings the draft back.
    edit->undo();
    QCOMPARE(edit->text(), draft);
}

void tst_MainWindow::sendWithCtrlReturnShowsTheAnswer()
{
    openDemo(m_server->rpcUrl());
    QVERIFY(m_window->selectMethod(u"math.add"_s));
    const QByteArray typed = m_window->requestEditor()->text();
    QVERIFY(typed.contains("\"math.add\""));

    const ExchangePtr exchange = sendAndWait();
    QVERIFY(exchange);
    QCOMPARE(exchange->request, typed);   // sent exactly as typed

    StatusStrip *strip = m_window->statusStrip();
    QVERIFY2(strip->httpText().contains(u"200"), qPrintable(strip->text()));
    QCOMPARE(strip->outcomeText(), u"Result"_s);
    QVERIFY(strip->durationText().endsWith(u"ms"));
    QVERIFY(!strip->sizeText().isEmpty());

    // The tree shows the members in the order the server wrote them.
    const JsonTreeModel *tree = m_window->responseView()->treeModel();
    const QStringList keys = topLevelKeys(tree);
    QCOMPARE(keys, bodyKeys(exchange->body));
    QCOMPARE(keys.first(), u"jsonrpc"_s);
    const int result = int(keys.indexOf(u"result"_s));
    QVERIFY(result >= 0);
    QCOMPARE(tree->index(result, JsonTreeModel::ValueColumn).data().toString(), u"5"_s);   // 2 + 3

    // Raw is the body exactly; Headers lists the response headers in wire order.
    QCOMPARE(m_window->responseView()->rawView()->bytes(), exchange->body);
    QTreeWidgetItem *response = m_window->responseView()->headersView()->responseGroup();
    QVERIFY(response);
    QVERIFY(exchange->reply.http);
    const HeaderList &wire = exchange->reply.http->responseHeaders;
    QCOMPARE(response->childCount(), int(wire.size()));
    for (int i = 0; i < response->childCount(); ++i)
        QCOMPARE(response->child(i)->text(HeadersView::NameColumn), QString::fromLatin1(wire.at(i).first));
    QVERIFY(m_window->responseView()->headersView()->requestGroup()->childCount() > 0);
    // Then the phases and the bytes: every phase of an HTTP exchange, in order, and more bytes
    // on the wire than in the bodies (the headers).
    const QTreeWidgetItem *timings = m_window->responseView()->headersView()->timingsGroup();
    QVERIFY(timings);
    QHash<QString, QString> rows;
    for (int i = 0; i < timings->childCount(); ++i)
        rows.insert(timings->child(i)->text(HeadersView::NameColumn), timings->child(i)->text(HeadersView::ValueColumn));
    for (const QString &phase : {u"Connected"_s, u"Request sent"_s, u"First byte received"_s, u"Complete"_s})
        QVERIFY2(!rows.value(phase).isEmpty(), qPrintable(phase));
    QCOMPARE(rows.value(u"Complete"_s), u"after %1 ms"_s.arg(QLocale().toString(exchange->durationMs())));
    const auto number = [](const QString &text) { return QLocale().toLongLong(text.section(u' ', 0, 0)); };
    QCOMPARE(number(rows.value(u"Response body"_s)), exchange->responseSize());
    QVERIFY(number(rows.value(u"Received on the wire"_s)) > exchange->responseSize());
    QVERIFY(number(rows.value(u"Sent on the wire"_s)) > exchange->requestSize());
    QCOMPARE(m_window->responseView()->findingsView()->topLevelItemCount(), 0);
    QVERIFY(!m_window->isBusy());
}

void tst_MainWindow::findingsAreListed_data()
{
    QTest::addColumn<QString>("quirk");
    QTest::addColumn<QString>("finding");
    QTest::addColumn<QString>("severity");
    QTest::newRow("extra member") << u"extra-member"_s << u"extra-member"_s << u"Warning"_s;
    QTest::newRow("duplicate key") << u"duplicate-key"_s << u"duplicate-key"_s << u"Warning"_s;
    QTest::newRow("bad version") << u"bad-version"_s << u"bad-jsonrpc-version"_s << u"Error"_s;
    QTest::newRow("both members") << u"both"_s << u"both-result-and-error"_s << u"Error"_s;
}

void tst_MainWindow::findingsAreListed()
{
    QFETCH(QString, quirk);
    QFETCH(QString, finding);
    QFETCH(QString, severity);
    openDemo(m_server->rpcUrl());
    m_window->requestEditor()->textEdit()->setText(
        uR"({"jsonrpc": "2.0", "id": 4, "method": "demo.quirk", "params": {"kind": "%1"}})"_s.arg(quirk));
    const ExchangePtr exchange = sendAndWait();
    QVERIFY(exchange);

    FindingsView *findings = m_window->responseView()->findingsView();
    QTreeWidgetItem *row = nullptr;
    for (int i = 0; i < findings->topLevelItemCount() && !row; ++i) {
        if (findings->topLevelItem(i)->text(FindingsView::IdColumn) == finding)
            row = findings->topLevelItem(i);
    }
    QVERIFY2(row, qPrintable(m_window->statusStrip()->text()));
    QCOMPARE(row->text(FindingsView::SeverityColumn), severity);
    QVERIFY(!row->text(FindingsView::MessageColumn).isEmpty());
    // The message in full, then the explanation of its id.
    QCOMPARE(row->toolTip(FindingsView::IdColumn), row->text(FindingsView::MessageColumn) + u"\n\n"_s + FindingCatalog::explanation(finding));
    QCOMPARE(findings->topLevelItemCount(), int(exchange->classification.findings.size()));
    const int findingsTab = ResponseView::FindingsTab;
    QVERIFY(m_window->responseView()->tabText(findingsTab)
                .contains(QString::number(findings->topLevelItemCount())));

    if (quirk == u"duplicate-key") {
        // Both occurrences are rows of their own, in the order sent.
        const JsonTreeModel *tree = m_window->responseView()->treeModel();
        const QModelIndex result = tree->index(int(topLevelKeys(tree).indexOf(u"result"_s)), 0);
        QCOMPARE(tree->rowCount(result), 2);
        QCOMPARE(tree->index(0, 0, result).data().toString(), u"value"_s);
        QCOMPARE(tree->index(1, 0, result).data().toString(), u"value"_s);
        QCOMPARE(tree->index(1, JsonTreeModel::ValueColumn, result).data().toString(), u"2"_s);
    }
}

void tst_MainWindow::invalidJsonIsShownAndNotSent()
{
    openDemo(m_server->rpcUrl());
    RequestEditor *editor = m_window->requestEditor();
    const QString text = uR"({"jsonrpc": "2.0", "id": 1 "method": "math.add"})"_s;
    editor->textEdit()->setText(text);
    QTRY_VERIFY_WITH_TIMEOUT(editor->validationMessage().startsWith(u"Invalid JSON"), 2000);
    QVERIFY2(editor->validationMessage().contains(u"column"), qPrintable(editor->validationMessage()));
    // The place is marked in the text.
    QCOMPARE(editor->textEdit()->errorPosition(), text.indexOf(u"\"method\""));

    QSignalSpy shown(m_window.get(), &MainWindow::exchangeShown);
    editor->textEdit()->setFocus();
    QTest::keyClick(editor->textEdit(), Qt::Key_Return, Qt::ControlModifier);
    QTest::qWait(200);
    QCOMPARE(shown.size(), 0);
    QVERIFY(!m_window->isBusy());
    QVERIFY2(m_window->statusStrip()->messageText().contains(u"Raw"), qPrintable(m_window->statusStrip()->text()));

    // A valid JSON value that is not a request object or array is refused too.
    editor->textEdit()->setText(u"42"_s);
    QVERIFY(!editor->validate().sendable);
    // Fixing the text clears the mark.
    editor->textEdit()->setText(uR"({"jsonrpc": "2.0", "id": 1, "method": "math.add"})"_s);
    QTRY_VERIFY_WITH_TIMEOUT(editor->validationMessage().startsWith(u"Valid JSON"), 2000);
    QCOMPARE(editor->textEdit()->errorPosition(), -1);
}

void tst_MainWindow::rawModeSendsInvalidJsonAndShowsParseError()
{
    openDemo(m_server->rpcUrl());
    RequestEditor *editor = m_window->requestEditor();
    const QString broken = uR"({"jsonrpc": "2.0", "id": 1, "method": "math.add", )"_s;
    editor->textEdit()->setText(broken);
    QTest::mouseClick(editor->rawCheckBox(), Qt::LeftButton);
    QVERIFY(editor->isRaw());

    const ExchangePtr exchange = sendAndWait();
    QVERIFY(exchange);
    QCOMPARE(exchange->request, broken.toUtf8());   // byte for byte, broken as it is

    StatusStrip *strip = m_window->statusStrip();
    QCOMPARE(strip->outcomeText(), u"Error"_s);
    QVERIFY2(strip->messageText().contains(u"-32700"), qPrintable(strip->text()));
    QVERIFY2(strip->messageText().contains(u"Parse error", Qt::CaseInsensitive), qPrintable(strip->text()));
    QVERIFY(topLevelKeys(m_window->responseView()->treeModel()).contains(u"error"_s));
}

void tst_MainWindow::escapeCancelsTheRequestInFlight()
{
    openDemo(m_server->rpcUrl());
    RequestEditor *editor = m_window->requestEditor();
    editor->textEdit()->setText(uR"({"jsonrpc": "2.0", "id": 9, "method": "demo.sleep", "params": {"ms": 5000}})"_s);
    QSignalSpy shown(m_window.get(), &MainWindow::exchangeShown);
    editor->textEdit()->setFocus();
    QTest::keyClick(editor->textEdit(), Qt::Key_Return, Qt::ControlModifier);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isBusy(), 2000);
    QVERIFY(m_window->statusStrip()->outcomeText().startsWith(u"Waiting"));

    QTest::keyClick(editor->textEdit(), Qt::Key_Escape);
    QTRY_COMPARE_WITH_TIMEOUT(shown.size(), 1, 2000);   // canceling may answer at once
    const ExchangePtr exchange = m_window->lastExchange();
    QVERIFY(exchange);
    QCOMPARE(exchange->reply.error.kind, TransportError::Kind::Canceled);
    QCOMPARE(m_window->statusStrip()->outcomeText(), u"Transport error"_s);
    QVERIFY(!m_window->statusStrip()->messageText().isEmpty());
    QVERIFY(!m_window->isBusy());
    QVERIFY(exchange->durationMs() < 4000);
}

void tst_MainWindow::bigBodyIsShownLazily()
{
    openDemo(m_server->rpcUrl());
    m_window->requestEditor()->textEdit()->setText(
        uR"({"jsonrpc": "2.0", "id": 3, "method": "demo.big", "params": {"megabytes": 6}})"_s);
    // The event loop keeps turning while the body arrives, is classified and shown: the
    // longest gap between ticks is how long the window would look frozen.
    QElapsedTimer clock;
    qint64 lastTick = 0;
    qint64 longestGap = 0;
    QTimer ticker;
    ticker.setInterval(5);
    connect(&ticker, &QTimer::timeout, this, [&] {
        longestGap = std::max(longestGap, clock.elapsed() - lastTick);
        lastTick = clock.elapsed();
    });
    clock.start();
    ticker.start();
    const ExchangePtr exchange = sendAndWait();
    ticker.stop();
    QVERIFY(exchange);
    QVERIFY(exchange->body.size() > 4 * 1024 * 1024);
    QCOMPARE(m_window->statusStrip()->outcomeText(), u"Result"_s);

    // Raw holds every byte (it paints only what is visible); the tree loads a batch at a time.
    ResponseView *view = m_window->responseView();
    QCOMPARE(view->rawView()->bytes(), exchange->body);
    QTRY_VERIFY_WITH_TIMEOUT(!view->isTreeLoading(), kWaitMs);
    const JsonTreeModel *tree = view->treeModel();
    const int result = int(topLevelKeys(tree).indexOf(u"result"_s));
    QVERIFY(result >= 0);
    const QModelIndex records = tree->index(0, 0, tree->index(result, 0));
    QVERIFY(records.isValid());
    const int total = tree->document().childCount(tree->nodeAt(records));
    QVERIFY(total > JsonTreeModel::kFetchBatch);
    QVERIFY(tree->rowCount(records) <= JsonTreeModel::kFetchBatch);
    QVERIFY2(longestGap < 1000, qPrintable(u"the window stalled for %1 ms"_s.arg(longestGap)));
}

void tst_MainWindow::responseBodyIsSaved()
{
    QString error;
    QVERIFY(!m_window->saveResponseBody(u"unused.json"_s, &error));   // nothing shown yet
    QVERIFY(!error.isEmpty());

    openDemo(m_server->rpcUrl());
    QVERIFY(m_window->selectMethod(u"demo.types"_s));
    const ExchangePtr exchange = sendAndWait();
    QVERIFY(exchange);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"body.json"_s);
    QVERIFY2(m_window->saveResponseBody(path, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), exchange->body);

    error.clear();
    QVERIFY(!m_window->saveResponseBody(dir.filePath(u"no/such/folder/body.json"_s), &error));
    QVERIFY2(error.contains(u"body.json"), qPrintable(error));
}

void tst_MainWindow::mcpEndpointCallsATool()
{
    openDemo(m_server->mcpUrl());
    RegistryPanel *methods = m_window->registryPanel();
    QVERIFY2(methods->totalCount() > 0, qPrintable(methods->statusText()));
    // A tool's template is a tools/call in the session discovery opened.
    QVERIFY(m_window->selectMethod(u"convert_temperature"_s));
    const JsonDocument request = JsonDocument::parse(m_window->requestEditor()->text());
    QCOMPARE(request.string(request.member(0, u"method")), u"tools/call"_s);

    const ExchangePtr exchange = sendAndWait();
    QVERIFY(exchange);
    QVERIFY(exchange->reply.http);
    QCOMPARE(exchange->reply.http->status, 200);
    // The demo speaks MCP 2026-07-28, which has no sessions: nothing to carry along.
    QVERIFY(headerValue(exchange->reply.http->requestHeaders, "Mcp-Session-Id").isEmpty());
    QVERIFY2(topLevelKeys(m_window->responseView()->treeModel()).contains(u"result"_s),
             qPrintable(m_window->statusStrip()->text()));

    // The server's instructions read as Markdown: emphasis rendered, the link shown but never
    // followed, the image not fetched.
    McpServerPanel *panel = m_window->currentView()->mcpPanel();
    QVERIFY(panel);
    QTextBrowser *instructions = panel->instructionsView();
    QTRY_VERIFY(instructions->toPlainText().contains(u"arithmetic"));
    QVERIFY(!instructions->toPlainText().contains(u"**"));
    QVERIFY(instructions->toHtml().contains(u"font-weight"));   // **arithmetic** in bold
    QVERIFY(!instructions->openLinks() && !instructions->openExternalLinks());
    QVERIFY(instructions->document()->resource(QTextDocument::ImageResource, QUrl(u"logo.png"_s)).isNull());
}

void tst_MainWindow::stdioEndpointWorks()
{
    const QString endpoint = u"stdio:'%1' --stdio"_s.arg(QStringLiteral(RPCSCOPE_DEMO_SERVER));
    QSignalSpy discovered(m_window.get(), &MainWindow::discoveryFinished);
    m_window->openEndpoint(endpoint);
    QVERIFY(discovered.wait(kWaitMs));
    QVERIFY2(m_window->registryPanel()->totalCount() >= 15, qPrintable(m_window->registryPanel()->statusText()));

    QVERIFY(m_window->selectMethod(u"text.reverse"_s));
    const QByteArray typed = m_window->requestEditor()->text();
    QVERIFY(typed.contains('\n'));
    const ExchangePtr exchange = sendAndWait();
    QVERIFY(exchange);
    QCOMPARE(exchange->transport, Transport::Kind::Stdio);
    // One line for the line-framed peer, every token as typed.
    QVERIFY(!exchange->request.contains('\n'));
    QCOMPARE(exchange->request, QByteArray(typed).replace('\n', "").replace(" ", ""));
    QVERIFY2(!exchange->reply.error.isError(), qPrintable(exchange->reply.error.message + exchange->request));
    QCOMPARE(m_window->statusStrip()->outcomeText(), u"Result"_s);
    QVERIFY(m_window->statusStrip()->httpText().isEmpty());
    QCOMPARE(topLevelKeys(m_window->responseView()->treeModel()), bodyKeys(exchange->body));
    // No HTTP here: the Headers tab says so instead of showing empty groups.
    QCOMPARE(m_window->responseView()->headersView()->topLevelItemCount(), 2);   // the note, the timings
    QVERIFY(!m_window->responseView()->headersView()->requestGroup());
    QVERIFY(m_window->responseView()->headersView()->timingsGroup()->childCount() > 0);

    // Copy as a stdio line: the one line the server reads; the shell pipeline is its own action.
    JsonEditor *edit = m_window->requestEditor()->textEdit();
    edit->setFocus();
    QGuiApplication::clipboard()->clear();
    QTest::keyClick(edit, Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(QGuiApplication::clipboard()->text().toUtf8(), exchange->request + '\n');   // as the server reads it
    QAction *pipeline = nullptr;
    QAction *withSecrets = nullptr;
    for (QAction *action : m_window->findChildren<QAction *>()) {
        if (action->text() == u"Copy as Shell &Pipeline"_s)
            pipeline = action;
        else if (action->text() == u"Copy as curl with Secrets"_s)
            withSecrets = action;
    }
    QVERIFY(pipeline && pipeline->isVisible() && withSecrets && !withSecrets->isVisible());
    pipeline->trigger();
    const QString command = QGuiApplication::clipboard()->text();
    QVERIFY2(command.startsWith(u"printf "_s) && command.contains(u"rpcscope-demo-server"_s), qPrintable(command));
}

void tst_MainWindow::stdioCommandThatDoesNotStartIsExplained()
{
    QSignalSpy discovered(m_window.get(), &MainWindow::discoveryFinished);
    m_window->openEndpoint(u"stdio:/nonexistent/rpcscope-no-such-server --stdio"_s);
    QVERIFY(discovered.wait(kWaitMs));
    QCOMPARE(m_window->registryPanel()->totalCount(), 0);
    QVERIFY2(m_window->registryPanel()->statusText().startsWith(u"Could not reach"),
             qPrintable(m_window->registryPanel()->statusText()));
}

void tst_MainWindow::connectionRefusedIsExplained()
{
    // A port that was just free: nothing listens there.
    QTcpServer probe;
    QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
    const quint16 port = probe.serverPort();
    probe.close();
    const QString endpoint = u"http://127.0.0.1:%1/rpc"_s.arg(port);

    QSignalSpy discovered(m_window.get(), &MainWindow::discoveryFinished);
    m_window->openEndpoint(endpoint);
    QVERIFY(discovered.wait(kWaitMs));
    RegistryPanel *methods = m_window->registryPanel();
    QCOMPARE(methods->totalCount(), 0);
    QVERIFY2(methods->statusText().startsWith(u"Could not reach " + endpoint), qPrintable(methods->statusText()));
    QVERIFY2(methods->statusText().contains(u"refused", Qt::CaseInsensitive), qPrintable(methods->statusText()));
    // The empty method list says what failed and offers Retry.
    QVERIFY(methods->isEmptyStateShown());
    QVERIFY2(methods->emptyText().contains(u"refused", Qt::CaseInsensitive), qPrintable(methods->emptyText()));
    QVERIFY(methods->retryButton()->isVisibleTo(methods));

    // Sending anyway explains the failure instead of hanging or crashing.
    m_window->requestEditor()->textEdit()->setText(uR"({"jsonrpc":"2.0","id":1,"method":"x"})"_s);
    const ExchangePtr exchange = sendAndWait();
    QVERIFY(exchange);
    QCOMPARE(exchange->reply.error.kind, TransportError::Kind::ConnectionRefused);
    QCOMPARE(m_window->statusStrip()->outcomeText(), u"Transport error"_s);
    QVERIFY(m_window->statusStrip()->messageText().contains(u"refused", Qt::CaseInsensitive));
    QCOMPARE(m_window->responseView()->treeModel()->rowCount(), 0);
}

void tst_MainWindow::unsupportedEndpointIsExplained()
{
    QSignalSpy discovered(m_window.get(), &MainWindow::discoveryFinished);
    m_window->openEndpoint(u"gopher://127.0.0.1/rpc"_s);
    QCOMPARE(discovered.size(), 1);
    QVERIFY(!m_window->currentSession()->isOpen());
    QVERIFY2(m_window->registryPanel()->statusText().startsWith(u"Cannot open"),
             qPrintable(m_window->registryPanel()->statusText()));

    m_window->requestEditor()->textEdit()->setText(uR"({"jsonrpc":"2.0","id":1,"method":"x"})"_s);
    m_window->send();
    QVERIFY(m_window->statusStrip()->messageText().startsWith(u"Not connected"));
}

void tst_MainWindow::layoutIsRemembered()
{
    m_window->resize(900, 640);
    QTest::qWait(20);
    m_window->close();
    m_window.reset();

    MainWindow second(workspacePath());
    QCOMPARE(second.size(), QSize(900, 640));
}

void tst_MainWindow::workspaceSurvivesARestart()
{
    m_window->setBuiltinEndpoints(demoProfiles());
    QSignalSpy discovered(m_window.get(), &MainWindow::discoveryFinished);
    QVERIFY(m_window->restoreWorkspace().isEmpty());
    QVERIFY(discovered.wait(kWaitMs));
    QCOMPARE(m_window->sidebar()->view()->model()->rowCount(), 2);   // the demo endpoints on first start
    QCOMPARE(m_window->endpoint(), m_server->rpcUrl().toString());

    // Unsent work: a draft in the first tab, a second tab, a batch entry, and a secret.
    EndpointView *view = m_window->currentView();
    const QByteArray draft = "{\"jsonrpc\": \"2.0\", \"id\": 41, \"method\": \"math.add\", \"params\": [1, 2.50]";
    view->requestEditor()->setText(draft);
    view->addRequestTab("{\"draft\": 2}", u"second"_s);
    view->batchBuilder()->addEntry("{\"jsonrpc\": \"2.0\", \"method\": \"demo.echo\"}");
    EndpointProfile profile = view->session()->profile();
    profile.auth = EndpointProfile::Auth::Bearer;
    view->session()->setProfile(profile);
    view->session()->setSecret("top-secret-token");
    m_window->selectEndpoint(m_window->sessions().at(1));
    m_window->close();
    m_window.reset();

    QFile file(workspacePath());
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray saved = file.readAll();
    QVERIFY(!saved.contains("top-secret-token"));
    file.close();

    // The demo's port may differ next time: built-in ids take this run's address.
    MainWindow second(workspacePath());
    QList<EndpointProfile> moved = demoProfiles();
    second.setBuiltinEndpoints(moved);
    second.show();
    QVERIFY(second.restoreWorkspace().isEmpty());
    QCOMPARE(second.sessions().size(), 2);
    QCOMPARE(second.currentSession(), second.sessions().at(1));   // the endpoint shown last
    EndpointView *restored = second.viewOf(second.sessions().at(0));
    QCOMPARE(restored->composerTabs()->count(), 3);   // two request tabs and the batch
    auto *first = qobject_cast<ComposerPanel *>(restored->pageAt(0)->work());
    QVERIFY(first);
    QCOMPARE(first->editor()->text(), draft);   // unfinished JSON, byte for byte
    QCOMPARE(restored->composerTabs()->tabText(1), u"second"_s);
    QCOMPARE(restored->batchBuilder()->model()->count(), 1);
    QCOMPARE(restored->session()->profile().auth, EndpointProfile::Auth::Bearer);
    QVERIFY(!restored->session()->hasSecret());   // the secret was never written

    // A damaged file is set aside, not overwritten, and the user is told where it went.
    second.close();
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write("{\"format\": \"rpcscope-workspace\", \"version\": 1, \"endpoints\": [{\"id\": 5}]}");
    file.close();
    MainWindow third(workspacePath());
    third.setBuiltinEndpoints(moved);
    const QString notice = third.restoreWorkspace();
    QVERIFY2(notice.contains(u"$.endpoints[0].id"_s), qPrintable(notice));
    QVERIFY2(notice.contains(u"unreadable"_s), qPrintable(notice));
    QCOMPARE(third.sessions().size(), 2);   // a fresh start on the demo endpoints
}

void tst_MainWindow::severalEndpointsAtOnce()
{
    openDemo(m_server->rpcUrl());
    EndpointSession *rpc = m_window->currentSession();
    openDemo(m_server->mcpUrl());
    EndpointSession *mcp = m_window->currentSession();
    QVERIFY(rpc != mcp);
    QCOMPARE(m_window->sessions().size(), 2);
    QVERIFY(rpc->registry().find(u"math.add"_s));
    QVERIFY(mcp->registry().find(u"convert_temperature"_s));
    QVERIFY(!mcp->registry().find(u"math.add"_s));   // each endpoint has its own registry

    // The sidebar switches pages with the keyboard; each page keeps its own editor text.
    m_window->requestEditor()->setText("{\"mcp\": true}");
    QListView *list = m_window->sidebar()->view();
    list->setFocus();
    QTest::keyClick(list, Qt::Key_Up);
    QCOMPARE(m_window->currentSession(), rpc);
    QVERIFY(m_window->registryPanel()->totalCount() >= 15);
    QVERIFY(m_window->requestEditor()->text() != "{\"mcp\": true}");
    QTest::keyClick(list, Qt::Key_Down);
    QCOMPARE(m_window->requestEditor()->text(), QByteArray("{\"mcp\": true}"));

    // Delete closes the selected endpoint.
    QTest::keyClick(list, Qt::Key_Delete);
    QCOMPARE(m_window->sessions().size(), 1);
    QCOMPARE(m_window->currentSession(), rpc);
}

void tst_MainWindow::composeFromTheForm()
{
    openDemo(m_server->rpcUrl());
    QVERIFY(m_window->selectMethod(u"notes.create"_s));
    SchemaForm *form = m_window->currentView()->composerPanel()->form();
    auto *title = qobject_cast<StringField *>(form->field(u"title"_s));
    QVERIFY(title);
    title->lineEdit()->clear();
    QTest::keyClicks(title->lineEdit(), u"From the form"_s);
    // The JSON follows the form (after the form's short debounce at most).
    QTRY_VERIFY_WITH_TIMEOUT(m_window->requestEditor()->text().contains("\"title\": \"From the form\""), 2000);

    // And the form follows the JSON.
    QByteArray text = m_window->requestEditor()->text();
    text.replace("From the form", "Typed in JSON");
    m_window->requestEditor()->setText(text);
    QTRY_COMPARE_WITH_TIMEOUT(title->lineEdit()->text(), u"Typed in JSON"_s, 2000);

    const ExchangePtr exchange = sendAndWait();
    QVERIFY(exchange);
    QCOMPARE(m_window->statusStrip()->outcomeText(), u"Result"_s);
    QVERIFY(exchange->body.contains("Typed in JSON"));
}

void tst_MainWindow::batchIsSentAndPaired()
{
    openDemo(m_server->rpcUrl());
    EndpointView *view = m_window->currentView();
    // Insert on a method in the registry adds it to the batch (Return opens it).
    RegistryPanel *methods = m_window->registryPanel();
    QVERIFY(m_window->selectMethod(u"math.add"_s));
    methods->view()->setFocus();
    QTest::keyClick(methods->view(), Qt::Key_Insert);
    QVERIFY(m_window->selectMethod(u"text.upper"_s));
    methods->view()->setFocus();
    QTest::keyClick(methods->view(), Qt::Key_Insert);
    BatchModel *batch = view->batchBuilder()->model();
    QCOMPARE(batch->count(), 2);
    QCOMPARE(view->pageAt(view->composerTabs()->currentIndex())->work(), view->batchBuilder());
    // Insert in the list adds an entry to type in, the caret in its "method" value; Alt+O
    // makes it a notification; "Send Batch" sends all three as one array.
    QListView *entries = view->batchBuilder()->view();
    entries->setFocus();
    QTest::keyClick(entries, Qt::Key_Insert);
    QCOMPARE(batch->count(), 3);
    QWidget *entryText = view->batchBuilder()->findChild<QWidget *>(u"batchEntryText"_s);
    QVERIFY(entryText && entryText->hasFocus());
    QTest::keyClicks(entryText, u"demo.echo"_s);
    QTest::keyClick(entries, Qt::Key_O, Qt::AltModifier);
    QVERIFY(batch->entryText(2).contains("\"demo.echo\""));
    QVERIFY(batch->index(2).data(BatchModel::NotificationRole).toBool());

    QSignalSpy shown(m_window.get(), &MainWindow::exchangeShown);
    QTest::mouseClick(buttonNamed(view->batchBuilder(), u"Send Batch"_s), Qt::LeftButton);
    QVERIFY(shown.wait(kWaitMs));
    const ExchangePtr exchange = m_window->lastExchange();
    QVERIFY(exchange->request.trimmed().startsWith('['));
    QCOMPARE(exchange->sent.items.size(), 3);
    QCOMPARE(exchange->classification.responses.size(), 2);   // the notification has no answer
    ResponseView *response = m_window->responseView();
    QVERIFY(response->hasBatchTab());
    BatchPairView *pairs = response->batchView();
    QVERIFY(!pairs->hasPairingProblems());
}

void tst_MainWindow::batchWithAMissingResponseIsCalledOut()
{
    ScriptedHttpServer server;
    QVERIFY(server.start());
    // Discovery meets a server without a registry (its script is empty: every answer is an
    // HTTP 599); then the batch gets one answer of two.
    QSignalSpy discovered(m_window.get(), &MainWindow::discoveryFinished);
    m_window->openEndpoint(server.url().toString());
    QVERIFY(discovered.wait(kWaitMs));
    server.enqueue(ScriptedResponse::http(200, R"([{"jsonrpc":"2.0","id":1,"result":3}])",
                                          {{"Content-Type", "application/json"}}));
    EndpointView *view = m_window->currentView();
    // Two entries typed into the batch builder (Ctrl+B shows it, Insert adds an entry).
    QTest::keyClick(m_window->requestEditor()->textEdit(), Qt::Key_B, Qt::ControlModifier);
    QCOMPARE(view->pageAt(view->composerTabs()->currentIndex())->work(), view->batchBuilder());
    QListView *entries = view->batchBuilder()->view();
    QWidget *entryText = view->batchBuilder()->findChild<QWidget *>(u"batchEntryText"_s);
    for (const char *typed : {R"({"jsonrpc":"2.0","id":1,"method":"math.add","params":[1,2]})",
                              R"({"jsonrpc":"2.0","id":2,"method":"math.add","params":[3,4]})"}) {
        entries->setFocus();
        QTest::keyClick(entries, Qt::Key_Insert);
        QTest::keyClick(entryText, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(entryText, QString::fromLatin1(typed));
    }
    QCOMPARE(view->batchBuilder()->model()->count(), 2);
    QSignalSpy shown(m_window.get(), &MainWindow::exchangeShown);
    QTest::mouseClick(buttonNamed(view->batchBuilder(), u"Send Batch"_s), Qt::LeftButton);
    QVERIFY(shown.wait(kWaitMs));
    QCOMPARE(m_window->lastExchange()->request,
             QByteArray("[\n  " R"({"jsonrpc":"2.0","id":1,"method":"math.add","params":[1,2]})" ",\n  "
                        R"({"jsonrpc":"2.0","id":2,"method":"math.add","params":[3,4]})" "\n]"));
    ResponseView *response = m_window->responseView();
    QVERIFY(response->hasBatchTab());
    QVERIFY(response->batchView()->hasPairingProblems());
    bool missing = false;
    for (int row = 0; row < 3; ++row)
        missing = missing || response->batchView()->rowKind(row) == BatchPairView::RowKind::Missing;
    QVERIFY(missing);
    QVERIFY2(response->batchView()->summary().contains(u"missing"_s, Qt::CaseInsensitive),
             qPrintable(response->batchView()->summary()));
}

void tst_MainWindow::notificationGetsNoAnswer()
{
    openDemo(m_server->rpcUrl());
    QVERIFY(m_window->selectMethod(u"demo.echo"_s));
    RequestEditor *editor = m_window->requestEditor();
    QTest::mouseClick(editor->controls()->notificationBox(), Qt::LeftButton);
    QVERIFY(JsonDocument::parse(editor->text()).member(0, u"id") < 0);   // the id member is gone
    const ExchangePtr exchange = sendAndWait();
    QVERIFY(exchange);
    QVERIFY(exchange->sent.items.size() == 1 && exchange->sent.items.first().isNotification());
    QCOMPARE(exchange->classification.responses.size(), 0);
    QVERIFY2(m_window->statusStrip()->outcomeText().contains(u"Notification"_s),
             qPrintable(m_window->statusStrip()->text()));
}

void tst_MainWindow::applicationErrorIsDecoded()
{
    openDemo(m_server->rpcUrl());
    QVERIFY(m_window->selectMethod(u"demo.appError"_s));
    const ExchangePtr exchange = sendAndWait();
    QVERIFY(exchange);
    StatusStrip *strip = m_window->statusStrip();
    QCOMPARE(strip->outcomeText(), u"Error"_s);
    QVERIFY2(strip->messageText().contains(u"-32000"_s), qPrintable(strip->text()));
    QVERIFY2(strip->messageText().contains(u"Server error"_s), qPrintable(strip->text()));
    QVERIFY2(strip->messageText().contains(u"NOTE_NOT_FOUND"_s), qPrintable(strip->text()));
}

void tst_MainWindow::resendFromHistory()
{
    openDemo(m_server->rpcUrl());
    QVERIFY(m_window->selectMethod(u"math.add"_s));
    const ExchangePtr first = sendAndWait();
    QVERIFY(first);
    HistoryPanel *history = m_window->currentView()->historyPanel();
    QTableView *table = history->view();
    const int rows = table->model()->rowCount();
    QVERIFY(rows >= 2);   // discovery's exchanges and ours
    table->setFocus();
    table->setCurrentIndex(table->model()->index(rows - 1, 0));
    QCOMPARE(history->currentExchange(), first);

    QSignalSpy shown(m_window.get(), &MainWindow::exchangeShown);
    QTest::keyClick(table, Qt::Key_Return, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(shown.wait(kWaitMs));
    const ExchangePtr again = m_window->lastExchange();
    QVERIFY(again != first);
    QCOMPARE(again->request, first->request);   // the same bytes
    QCOMPARE(again->body, first->body);
    QTRY_COMPARE_WITH_TIMEOUT(table->model()->rowCount(), rows + 1, 2000);
}

void tst_MainWindow::copyShortcutFollowsTheFocus()
{
    // Ctrl+Shift+C in the composer copies the composed request as curl; in the history, the
    // selected exchange's. (The two actions on one key used to make it do nothing there.)
    openDemo(m_server->rpcUrl());
    QVERIFY(m_window->selectMethod(u"math.add"_s));
    QVERIFY(sendAndWait());
    JsonEditor *edit = m_window->requestEditor()->textEdit();
    edit->setFocus();
    QGuiApplication::clipboard()->clear();
    QTest::keyClick(edit, Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
    QString copied = QGuiApplication::clipboard()->text();
    QVERIFY2(copied.startsWith(u"curl "_s), qPrintable(copied));
    QVERIFY2(copied.contains(u"math.add"_s), qPrintable(copied));

    HistoryPanel *history = m_window->currentView()->historyPanel();
    QTableView *table = history->view();
    table->setFocus();
    table->setCurrentIndex(table->model()->index(0, 0));
    const ExchangePtr first = history->currentExchange();
    QVERIFY(first && !first->request.contains("math.add"));
    QGuiApplication::clipboard()->clear();
    QTest::keyClick(table, Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
    copied = QGuiApplication::clipboard()->text();
    QVERIFY2(copied.startsWith(u"curl "_s), qPrintable(copied));
    QVERIFY2(!copied.contains(u"math.add"_s), qPrintable(copied));
    const QRegularExpressionMatch method = QRegularExpression(u"\"method\"\\s*:\\s*\"([^\"]+)\""_s)
                                               .match(QString::fromUtf8(first->request));
    QVERIFY(method.hasMatch());
    QVERIFY2(copied.contains(method.captured(1)), qPrintable(copied));
}

void tst_MainWindow::presentationModeCalmsTheWindow()
{
    // F9: the endpoint list, the docks, the status bar and the history row step aside, the
    // "Show Endpoints" tick follows; F9 again brings back what was shown, and only that.
    openDemo(m_server->rpcUrl());
    m_window->showCollections();
    QDockWidget *collections = m_window->findChild<QDockWidget *>(u"collectionsDock"_s);
    QVERIFY(collections && collections->isVisible());
    QWidget *history = m_window->currentView()->bottomTabs();
    QWidget *sidebar = m_window->findChild<QWidget *>(u"endpointSidebar"_s);
    QVERIFY(history->isVisible() && sidebar->isVisible() && m_window->statusBar()->isVisible());
    QAction *showEndpoints = nullptr;
    for (QAction *action : m_window->findChildren<QAction *>()) {
        if (action->text() == u"Show &Endpoints"_s)
            showEndpoints = action;
    }
    QVERIFY(showEndpoints && showEndpoints->isChecked());
    QDockWidget *runner = m_window->findChild<QDockWidget *>(u"runnerDock"_s);
    QVERIFY(runner && runner->isHidden());

    m_window->requestEditor()->textEdit()->setFocus();
    QTest::keyClick(m_window->requestEditor()->textEdit(), Qt::Key_F9);
    QVERIFY(m_window->presentationMode()->isActive());
    for (QWidget *calm : {static_cast<QWidget *>(collections), history, sidebar,
                          static_cast<QWidget *>(m_window->statusBar())})
        QVERIFY2(calm->isHidden(), calm->metaObject()->className());
    QVERIFY(!showEndpoints->isChecked());
    QVERIFY(m_window->registryPanel()->isVisible() && m_window->requestEditor()->isVisible());

    QTest::keyClick(m_window->requestEditor()->textEdit(), Qt::Key_F9);
    QVERIFY(!m_window->presentationMode()->isActive());
    for (QWidget *shown : {static_cast<QWidget *>(collections), history, sidebar,
                           static_cast<QWidget *>(m_window->statusBar())})
        QVERIFY2(shown->isVisible(), shown->metaObject()->className());
    QVERIFY(runner->isHidden());   // hidden before, hidden after
    QVERIFY(showEndpoints->isChecked());
}

void tst_MainWindow::everyMenuCommandExplainsItself()
{
    // A status tip for every command of the menus: the status bar says what it will do.
    QStringList silent;
    std::function<void(const QList<QAction *> &)> walk = [&](const QList<QAction *> &actions) {
        for (QAction *action : actions) {
            if (action->isSeparator())
                continue;
            if (action->menu())
                walk(action->menu()->actions());
            else if (action->statusTip().isEmpty())
                silent.append(action->text());
        }
    };
    walk(m_window->menuBar()->actions());
    QVERIFY2(silent.isEmpty(), qPrintable(silent.join(u", "_s)));
}

void tst_MainWindow::nextPageFromTheRequestMenu()
{
    // A result with a cursor (has_more): Request > Next Page sends it again with the cursor.
    openDemo(m_server->rpcUrl());
    RequestEditor *editor = m_window->requestEditor();
    for (int i = 0; i < 2; ++i) {
        editor->setText(R"({"jsonrpc": "2.0", "id": 1, "method": "notes.create", "params": {"title": "page"}})");
        QVERIFY(sendAndWait());
    }
    QAction *next = nullptr;
    for (QAction *action : m_window->findChildren<QAction *>()) {
        if (action->text() == u"&Next Page"_s)
            next = action;
    }
    QVERIFY(next);
    QVERIFY(!next->isEnabled());
    editor->setText(R"({"jsonrpc": "2.0", "id": 1, "method": "notes.list", "params": {"limit": 1}})");
    const ExchangePtr first = sendAndWait();
    QVERIFY(first);
    QVERIFY2(first->body.contains("\"has_more\":true"), first->body.constData());
    QVERIFY(next->isEnabled());
    QSignalSpy shown(m_window.get(), &MainWindow::exchangeShown);
    next->trigger();
    QVERIFY(shown.wait(kWaitMs));
    const ExchangePtr second = m_window->lastExchange();
    QVERIFY(second != first);
    QVERIFY2(second->request.contains("\"cursor\""), second->request.constData());
    QVERIFY(!second->classification.responses.isEmpty());
    QCOMPARE(second->classification.responses.first().outcome, ResponseInfo::Outcome::Result);
}

void tst_MainWindow::errorTablesAreRememberedAndForgotten()
{
    // A table loaded in an earlier session is in use at start; Forget Error Tables drops it.
    QTemporaryDir dir;
    const QString path = dir.filePath(u"aria2.json"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"dialect": "aria2", "errors": [{"code": 3, "name": "Resource not found"}]})");
    file.close();
    ErrorCatalog::clearUserTables();
    QSettings().setValue(u"Inspector/errorTables"_s, QStringList{path});
    MainWindow window(dir.filePath(u"workspace.json"_s));
    QCOMPARE(ErrorCatalog::userTables().size(), 1);
    QAction *forget = window.findChild<QAction *>(u"forgetErrorTablesAction"_s);
    QVERIFY(forget);
    forget->trigger();
    QVERIFY(ErrorCatalog::userTables().isEmpty());
    QVERIFY(!QSettings().contains(u"Inspector/errorTables"_s));
}

namespace {

/// A key bound in the window: an action's shortcut, with where it applies.
struct Binding
{
    QKeySequence key;
    QAction *action = nullptr;
    QWidget *owner = nullptr;   // the widget the action was added to; null for the menus
};

QList<Binding> bindingsOf(QMainWindow *window)
{
    QList<Binding> bindings;
    std::function<void(const QList<QAction *> &)> menus = [&](const QList<QAction *> &actions) {
        for (QAction *action : actions) {
            if (action->menu())
                menus(action->menu()->actions());
            for (const QKeySequence &key : action->shortcuts())
                bindings.append({key, action, nullptr});
        }
    };
    menus(window->menuBar()->actions());
    for (QWidget *widget : window->findChildren<QWidget *>()) {
        if (qobject_cast<QMenu *>(widget) || widget == window->menuBar())
            continue;
        for (QAction *action : widget->actions()) {
            for (const QKeySequence &key : action->shortcuts())
                bindings.append({key, action, widget});
        }
    }
    return bindings;
}

/// Whether \a binding answers its key with the focus on \a focus (Qt's rules, in short).
bool answers(const Binding &binding, QWidget *focus)
{
    if (!binding.action->isEnabled() || (binding.owner && !binding.owner->isVisible()))
        return false;
    switch (binding.action->shortcutContext()) {
    case Qt::WidgetShortcut:
        return binding.owner == focus;
    case Qt::WidgetWithChildrenShortcut:
        return binding.owner && (binding.owner == focus || binding.owner->isAncestorOf(focus));
    default:
        return true;
    }
}

/// The Alt letters of the window as shown: the menu bar's titles and each visible button,
/// buddied label, checkable group box and tab with a mnemonic; they answer wherever the
/// focus is.
QHash<QKeySequence, QStringList> mnemonicsOf(QMainWindow *window)
{
    QHash<QKeySequence, QStringList> owners;
    const auto add = [&owners](const QString &text, const QString &what) {
        if (const QKeySequence key = QKeySequence::mnemonic(text); !key.isEmpty())
            owners[key].append(what + u" \""_s + text + u'"');
    };
    for (QAction *action : window->menuBar()->actions())
        add(action->text(), u"menu"_s);
    for (QWidget *widget : window->findChildren<QWidget *>()) {
        if (!widget->isVisible() || widget->window() != window)
            continue;
        if (auto *button = qobject_cast<QAbstractButton *>(widget))
            add(button->text(), u"button"_s);
        else if (auto *label = qobject_cast<QLabel *>(widget); label && label->buddy())
            add(label->text(), u"label"_s);
        else if (auto *group = qobject_cast<QGroupBox *>(widget); group && group->isCheckable())
            add(group->title(), u"group"_s);
        if (auto *tabs = qobject_cast<QTabBar *>(widget)) {
            for (int i = 0; i < tabs->count(); ++i) {
                if (tabs->isTabVisible(i))
                    add(tabs->tabText(i), u"tab"_s);
            }
        }
    }
    return owners;
}

} // namespace

void tst_MainWindow::eachShortcutDoesOneThing_data()
{
    QTest::addColumn<bool>("german");
    QTest::newRow("en") << false;
    QTest::newRow("de") << true;
}

void tst_MainWindow::eachShortcutDoesOneThing()
{
    QFETCH(bool, german);
    QTranslator translator;
    if (german) {
        QVERIFY(translator.load(u"rpcscope_de"_s, u":/i18n"_s));
        QCoreApplication::installTranslator(&translator);
        m_window.reset();   // built again, in German
        init();
    }
    const auto untranslate = qScopeGuard([german, &translator] {
        if (german)
            QCoreApplication::removeTranslator(&translator);
    });
    // Two enabled actions answering one key both do nothing (Qt calls it ambiguous). With the
    // focus on each widget that has keys of its own, and on the composer, every key of the
    // window must have one taker. The page is looked at with the composer and with the batch.
    openDemo(m_server->rpcUrl());
    QVERIFY(m_window->selectMethod(u"math.add"_s));
    QVERIFY(sendAndWait());
    m_window->showCollections();
    QStringList clashes;
    for (const bool batch : {false, true}) {
        if (batch) {
            // An entry in the batch, so that the list's own keys are live.
            m_window->registryPanel()->view()->setFocus();
            QTest::keyClick(m_window->registryPanel()->view(), Qt::Key_Insert);
            QCOMPARE(m_window->currentView()->batchBuilder()->model()->count(), 1);
        }
        QTest::qWait(20);
        const QList<Binding> bindings = bindingsOf(m_window.get());
        QList<QWidget *> focusPlaces{m_window->requestEditor()->textEdit()};
        for (const Binding &binding : bindings) {
            if (binding.owner && binding.owner->isVisible() && !focusPlaces.contains(binding.owner))
                focusPlaces.append(binding.owner);
        }
        for (QWidget *place : std::as_const(focusPlaces)) {
            place->setFocus();
            QCoreApplication::processEvents();
            QWidget *focus = QApplication::focusWidget();
            QHash<QKeySequence, QList<QAction *>> takers;   // one action on several widgets is one taker
            for (const Binding &binding : bindings) {
                if (answers(binding, focus) && !takers[binding.key].contains(binding.action))
                    takers[binding.key].append(binding.action);
            }
            const QHash<QKeySequence, QStringList> mnemonics = mnemonicsOf(m_window.get());
            for (auto it = mnemonics.cbegin(); it != mnemonics.cend(); ++it)
                takers[it.key()];   // a key only mnemonics claim is looked at too
            for (auto it = takers.cbegin(); it != takers.cend(); ++it) {
                QStringList names = mnemonics.value(it.key());
                for (const QAction *action : it.value())
                    names.append(action->text());
                if (names.size() < 2)
                    continue;
                clashes.append(u"%1 on %2: %3"_s.arg(it.key().toString(),
                                                      QString::fromLatin1(focus ? focus->metaObject()->className() : "none"),
                                                      names.join(u" / "_s)));
            }
        }
    }
    clashes.removeDuplicates();
    QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(u'\n')));
}

void tst_MainWindow::pageBuiltLateShowsTheRegistry()
{
    m_window->setBuiltinEndpoints(demoProfiles());
    QSignalSpy discovered(m_window.get(), &MainWindow::discoveryFinished);
    m_window->restoreWorkspace();
    QVERIFY(discovered.wait(kWaitMs));
    // The MCP endpoint is discovered while its page does not exist yet.
    EndpointSession *mcp = m_window->sessions().at(1);
    discovered.clear();
    mcp->connectToEndpoint();
    QVERIFY(discovered.wait(kWaitMs));
    m_window->selectEndpoint(mcp);
    QCOMPARE(m_window->currentSession(), mcp);
    QVERIFY2(m_window->registryPanel()->totalCount() > 0, qPrintable(m_window->registryPanel()->statusText()));
}

void tst_MainWindow::credentialHeadersAreRefused()
{
    EndpointSettingsDialog dialog(EndpointProfile::create(m_server->rpcUrl().toString()), false);
    QTableWidget *headers = dialog.headersTable();
    headers->insertRow(0);
    headers->setItem(0, 0, new QTableWidgetItem(u"authorization"_s));
    headers->setItem(0, 1, new QTableWidgetItem(u"Bearer abc"_s));
    dialog.show();
    dialog.accept();
    QVERIFY(dialog.isVisible());   // refused: the token would land in the workspace file
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
    headers->item(0, 0)->setText(u"X-Trace"_s);
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(dialog.profile().headers.size(), 1);
}

// A command's exit grace in seconds, kept exact when untouched; an HTTP endpoint has none.
void tst_MainWindow::exitGraceIsShownForCommandsOnly()
{
    EndpointProfile profile = EndpointProfile::create(u"stdio:sh -c 'cat'"_s);
    profile.shutdownGraceMs = 2345;
    EndpointSettingsDialog dialog(profile, false);
    dialog.show();
    auto *grace = dialog.findChild<QDoubleSpinBox *>();
    QVERIFY(grace);
    QVERIFY(grace->isVisible());
    QCOMPARE(grace->text(), QLocale().toString(2.3, 'f', 1) + u" s"_s);
    QCOMPARE(dialog.profile().shutdownGraceMs, 2345);
    grace->setValue(0.5);
    QCOMPARE(dialog.profile().shutdownGraceMs, 500);

    EndpointSettingsDialog http(EndpointProfile::create(m_server->rpcUrl().toString()), false);
    http.show();
    QVERIFY(!http.findChild<QDoubleSpinBox *>()->isVisible());
}

// The OAuth rows of an HTTP endpoint follow the grant: client credentials have no browser
// step (no redirect URI, no authorization URL) and need a client id; given URLs come in pairs.
void tst_MainWindow::oauthRowsFollowTheGrant()
{
    EndpointSettingsDialog dialog(EndpointProfile::create(m_server->rpcUrl().toString()), false);
    dialog.show();
    QComboBox *grant = dialog.oauthGrantCombo();
    QVERIFY(grant->isVisible());
    auto visibleLabels = [&dialog] {
        QStringList labels;
        for (const QLabel *label : dialog.findChildren<QLabel *>()) {
            if (label->isVisible())
                labels.append(label->text());
        }
        return labels;
    };
    QVERIFY(visibleLabels().contains(u"&Redirect URI:"_s));
    QVERIFY(visibleLabels().contains(u"Authorization URL:"_s));
    grant->setCurrentIndex(grant->findData(int(OAuthSettings::Grant::ClientCredentials)));
    QVERIFY(!visibleLabels().contains(u"&Redirect URI:"_s));
    QVERIFY(!visibleLabels().contains(u"Authorization URL:"_s));
    QVERIFY(dialog.oauthTokenUrlEdit()->isVisible());
    dialog.accept();
    QVERIFY(dialog.isVisible());   // client credentials without a client id
    QVERIFY(visibleLabels().join(u' ').contains(u"Client credentials need the client id"_s));
    for (QLineEdit *edit : dialog.findChildren<QLineEdit *>()) {
        if (edit->placeholderText().contains(u"Dynamic Client Registration"_s))
            edit->setText(u"svc"_s);
    }
    dialog.oauthTokenUrlEdit()->setText(u"https://id.example/token"_s);
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(dialog.profile().oauth.grant, OAuthSettings::Grant::ClientCredentials);
    QCOMPARE(dialog.profile().oauth.clientId, u"svc"_s);
    QCOMPARE(dialog.profile().oauth.tokenUrl, u"https://id.example/token"_s);

    // The code flow with only one of the two URLs: said before the sheet closes.
    EndpointSettingsDialog half(EndpointProfile::create(m_server->rpcUrl().toString()), false);
    half.show();
    half.oauthTokenUrlEdit()->setText(u"https://id.example/token"_s);
    half.accept();
    QVERIFY(half.isVisible());
    bool said = false;
    for (const QLabel *label : half.findChildren<QLabel *>())
        said = said || (label->isVisible() && label->text().contains(u"or neither"_s));
    QVERIFY(said);

    // Not for a command: no OAuth rows at all.
    EndpointSettingsDialog stdio(EndpointProfile::create(u"stdio:cat"_s), false);
    stdio.show();
    QVERIFY(!stdio.oauthGrantCombo()->isVisible());
    QVERIFY(!stdio.oauthTokenUrlEdit()->isVisible());
}

// The TLS rows show for endpoints that speak TLS, keep what is typed, and refuse a file that
// cannot be used before the sheet closes.
void tst_MainWindow::tlsFilesAreSetInTheSheet()
{
    const QString data = ScriptedHttpServer::testData(u"tls/"_s);
    EndpointProfile profile = EndpointProfile::create(u"https://127.0.0.1:1/rpc"_s);
    profile.tls.caFile = data + u"ca.pem"_s;
    EndpointSettingsDialog dialog(profile, false);
    dialog.show();
    TlsFields *tls = dialog.tlsFields();
    for (QWidget *field : tls->widgets())
        QVERIFY(field->isVisible());
    QCOMPARE(tls->files().caFile, profile.tls.caFile);
    tls->acceptedEdit()->setText(u"aa:bb, "_s + QString(64, u'c'));
    dialog.accept();
    QVERIFY(dialog.isVisible());   // "aa:bb" is no fingerprint
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
    tls->acceptedEdit()->setText(QString(64, u'a') + u"  "_s + QString(64, u'c'));
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(dialog.profile().tls.acceptedCertificates,   // written the one way
             (QStringList{TlsFiles::fingerprintText(QByteArray(32, '\xaa')), TlsFiles::fingerprintText(QByteArray(32, '\xcc'))}));
    QCOMPARE(dialog.profile().tls.caFile, profile.tls.caFile);

    profile.tls.caFile = data + u"missing.pem"_s;
    EndpointSettingsDialog missing(profile, false);
    missing.show();
    missing.accept();
    QVERIFY(missing.isVisible());
    const QLabel *problem = nullptr;
    for (const QLabel *label : missing.findChildren<QLabel *>()) {
        if (label->isVisible() && label->text().contains(u"missing.pem"_s))
            problem = label;
    }
    QVERIFY2(problem, "the sheet does not say which file it cannot read");

    EndpointSettingsDialog stdio(EndpointProfile::create(u"stdio:cat"_s), false);
    stdio.show();
    for (QWidget *field : stdio.tlsFields()->widgets())
        QVERIFY(!field->isVisible());
}

// A self-signed server refuses the first request; "Trust This Certificate…" under the refusal,
// once confirmed, accepts exactly that certificate for this endpoint, and the next send goes through.
void tst_MainWindow::refusedCertificateIsTrustedFromTheAnswer()
{
    const QString data = ScriptedHttpServer::testData(u"tls/"_s);
    const QSslCertificate certificate = QSslCertificate::fromPath(data + u"selfsigned.pem"_s).value(0);
    QFile keyFile(data + u"selfsigned.key"_s);
    QVERIFY(keyFile.open(QIODevice::ReadOnly));
    ScriptedHttpServer server;
    QVERIFY(server.startTls(certificate, QSslKey(keyFile.readAll(), QSsl::Rsa)));
    QSignalSpy discovered(m_window.get(), &MainWindow::discoveryFinished);
    m_window->openEndpoint(server.url().toString());
    QVERIFY(discovered.wait(kWaitMs));
    m_window->requestEditor()->setText(R"({"jsonrpc":"2.0","id":1,"method":"ping"})");
    const ExchangePtr refused = sendAndWait();
    QVERIFY(refused);
    QCOMPARE(refused->reply.error.kind, TransportError::Kind::Tls);
    StatusStrip *strip = m_window->statusStrip();
    QVERIFY(strip->trustButton()->isVisible());
    QVERIFY2(strip->messageText().contains(u"self-signed"_s), qPrintable(strip->messageText()));

    // The question comes as a modal box: answered from the event loop it runs, or, should
    // anything else be modal, closed after a while so that the test fails instead of hanging.
    bool asked = false;
    QTimer answer;
    int tries = 0;
    connect(&answer, &QTimer::timeout, this, [&] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box) {
            if (++tries > 100 && QApplication::activeModalWidget())
                QApplication::activeModalWidget()->close();
            return;
        }
        answer.stop();
        asked = box->informativeText().contains(u"SHA-256"_s);
        for (QAbstractButton *button : box->buttons()) {
            if (box->buttonRole(button) == QMessageBox::AcceptRole)
                button->click();
        }
    });
    answer.start(20);
    QTest::mouseClick(strip->trustButton(), Qt::LeftButton);
    QVERIFY(asked);
    const QString fingerprint = TlsFiles::fingerprintText(certificate.digest(QCryptographicHash::Sha256));
    QCOMPARE(m_window->currentSession()->profile().tls.acceptedCertificates, QStringList{fingerprint});
    QVERIFY(!strip->trustButton()->isVisible());

    // Every request now gets its own bytes back (a reconnect's discovery may come first).
    for (int i = 0; i < 20; ++i)
        server.enqueue(ScriptedResponse::echo());
    const ExchangePtr accepted = sendAndWait();
    QVERIFY(accepted);
    QVERIFY2(!accepted->reply.error.isError(), qPrintable(accepted->reply.error.message));
    QVERIFY2(accepted->body.endsWith(accepted->request), accepted->body.constData());   // the echo: head and body as sent
}

QTEST_MAIN(tst_MainWindow)
#include "tst_mainwindow.moc"
