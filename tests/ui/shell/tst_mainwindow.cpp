#include "ui/shell/mainwindow.h"

#include "lib/demo/demohttpserver.h"
#include "lib/json/jsondocument.h"
#include "lib/rpc/finding.h"
#include "ui/workspace/endpointbar.h"
#include "ui/inspector/findingsview.h"
#include "ui/inspector/headersview.h"
#include "ui/inspector/jsontreemodel.h"
#include "ui/registry/methodlistmodel.h"
#include "ui/registry/methodlistpanel.h"
#include "ui/composer/requesteditor.h"
#include "ui/inspector/responseview.h"
#include "ui/inspector/statusstrip.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLocale>
#include <QLineEdit>
#include <QListView>
#include <QPlainTextEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QElapsedTimer>
#include <QTcpServer>
#include <QTimer>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

#include <memory>

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

private:
    void openDemo(const QUrl &url);
    /// Presses Ctrl+Return in the editor and waits for the response area to show the answer.
    ExchangePtr sendAndWait();

    std::unique_ptr<DemoHttpServer> m_server;
    std::unique_ptr<MainWindow> m_window;
};

void tst_MainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    m_server = std::make_unique<DemoHttpServer>();
    QVERIFY2(m_server->listen(0), qPrintable(m_server->errorString()));
}

void tst_MainWindow::init()
{
    m_window = std::make_unique<MainWindow>();
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
    QPlainTextEdit *edit = m_window->requestEditor()->textEdit();
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
    MethodListPanel *methods = m_window->methodPanel();
    QVERIFY2(methods->totalCount() >= 15, qPrintable(QString::number(methods->totalCount())));
    QCOMPARE(methods->visibleCount(), methods->totalCount());
    QVERIFY(m_window->windowTitle().contains(m_server->rpcUrl().toString()));

    // Typing filters as you go, on names and summaries, case-insensitively.
    QTest::keyClicks(methods->filterEdit(), u"MATH."_s);
    const int mathCount = methods->visibleCount();
    QVERIFY(mathCount > 0);
    QVERIFY(mathCount < methods->totalCount());
    QAbstractItemModel *shownModel = methods->view()->model();
    for (int row = 0; row < shownModel->rowCount(); ++row)
        QVERIFY(shownModel->index(row, 0).data().toString().startsWith(u"math."_s));

    methods->filterEdit()->clear();
    QTest::keyClicks(methods->filterEdit(), u"subtract two"_s);   // only in a summary
    QCOMPARE(methods->visibleCount(), 1);
    QCOMPARE(shownModel->index(0, 0).data().toString(), u"math.subtract"_s);

    methods->filterEdit()->clear();
    QTest::keyClicks(methods->filterEdit(), u"no-such-method-anywhere"_s);
    QCOMPARE(methods->visibleCount(), 0);

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
    m_window->setEndpointSuggestions({m_server->mcpUrl().toString(), url});
    QComboBox *combo = m_window->endpointBar()->comboBox();
    QCOMPARE(combo->count(), 2);
    combo->lineEdit()->clear();
    QSignalSpy discovered(m_window.get(), &MainWindow::discoveryFinished);
    QTest::keyClicks(combo->lineEdit(), url);
    QTest::keyClick(combo->lineEdit(), Qt::Key_Return);
    QVERIFY(discovered.wait(kWaitMs));
    QTest::qWait(100);
    QCOMPARE(discovered.size(), 1);   // one Enter, one connection
    QCOMPARE(m_window->endpoint(), url);
    QVERIFY(m_window->methodPanel()->totalCount() >= 15);
}

void tst_MainWindow::pickingAMethodCanBeUndone()
{
    openDemo(m_server->rpcUrl());
    QPlainTextEdit *edit = m_window->requestEditor()->textEdit();
    edit->setFocus();
    QTest::keyClicks(edit, u"{\"my\": \"draft\"}"_s);
    const QString draft = edit->toPlainText();
    QVERIFY(m_window->selectMethod(u"math.multiply"_s));
    QVERIFY(edit->toPlainText().contains(u"math.multiply"));
    // The template replaced the draft as one edit: undo brings the draft back.
    edit->undo();
    QCOMPARE(edit->toPlainText(), draft);
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
    QCOMPARE(m_window->responseView()->rawView()->toPlainText(), QString::fromUtf8(exchange->body));
    QTreeWidgetItem *response = m_window->responseView()->headersView()->responseGroup();
    QVERIFY(response);
    QVERIFY(exchange->reply.http);
    const HeaderList &wire = exchange->reply.http->responseHeaders;
    QCOMPARE(response->childCount(), int(wire.size()));
    for (int i = 0; i < response->childCount(); ++i)
        QCOMPARE(response->child(i)->text(HeadersView::NameColumn), QString::fromLatin1(wire.at(i).first));
    QVERIFY(m_window->responseView()->headersView()->requestGroup()->childCount() > 0);
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
    m_window->requestEditor()->textEdit()->setPlainText(
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
    QCOMPARE(row->toolTip(FindingsView::IdColumn), FindingCatalog::explanation(finding));
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
    editor->textEdit()->setPlainText(text);
    QTRY_VERIFY_WITH_TIMEOUT(editor->validationMessage().startsWith(u"Invalid JSON"), 2000);
    QVERIFY2(editor->validationMessage().contains(u"column"), qPrintable(editor->validationMessage()));
    // The place is marked in the text.
    const QList<QTextEdit::ExtraSelection> marks = editor->textEdit()->extraSelections();
    QCOMPARE(marks.size(), 1);
    QCOMPARE(marks.first().cursor.selectionStart(), int(text.indexOf(u"\"method\"")));

    QSignalSpy shown(m_window.get(), &MainWindow::exchangeShown);
    editor->textEdit()->setFocus();
    QTest::keyClick(editor->textEdit(), Qt::Key_Return, Qt::ControlModifier);
    QTest::qWait(200);
    QCOMPARE(shown.size(), 0);
    QVERIFY(!m_window->isBusy());
    QVERIFY2(m_window->statusStrip()->messageText().contains(u"Raw"), qPrintable(m_window->statusStrip()->text()));

    // A valid JSON value that is not a request object or array is refused too.
    editor->textEdit()->setPlainText(u"42"_s);
    QVERIFY(!editor->validate().sendable);
    // Fixing the text clears the mark.
    editor->textEdit()->setPlainText(uR"({"jsonrpc": "2.0", "id": 1, "method": "math.add"})"_s);
    QTRY_VERIFY_WITH_TIMEOUT(editor->validationMessage().startsWith(u"Valid JSON"), 2000);
    QVERIFY(editor->textEdit()->extraSelections().isEmpty());
}

void tst_MainWindow::rawModeSendsInvalidJsonAndShowsParseError()
{
    openDemo(m_server->rpcUrl());
    RequestEditor *editor = m_window->requestEditor();
    const QString broken = uR"({"jsonrpc": "2.0", "id": 1, "method": "math.add", )"_s;
    editor->textEdit()->setPlainText(broken);
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
    editor->textEdit()->setPlainText(uR"({"jsonrpc": "2.0", "id": 9, "method": "demo.sleep", "params": {"ms": 5000}})"_s);
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
    m_window->requestEditor()->textEdit()->setPlainText(
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
    QVERIFY(exchange->body.size() > ResponseView::kRawLimit);
    QCOMPARE(m_window->statusStrip()->outcomeText(), u"Result"_s);

    // Raw shows the first part and says so; the tree holds a batch, not the whole array.
    ResponseView *view = m_window->responseView();
    // The body is one long line: shown unwrapped, and only its beginning.
    const QString raw = view->rawView()->toPlainText();
    QVERIFY(!raw.isEmpty());
    QVERIFY(raw.size() <= ResponseView::kLongLineRawLimit);
    QVERIFY(exchange->body.startsWith(raw.toUtf8()));
    QCOMPARE(view->rawView()->lineWrapMode(), QPlainTextEdit::NoWrap);
    QLabel *note = view->findChild<QLabel *>(u"rawNote"_s);
    QVERIFY(note);
    QVERIFY2(note->text().contains(QLocale().toString(exchange->body.size())), qPrintable(note->text()));
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
    MethodListPanel *methods = m_window->methodPanel();
    QVERIFY2(methods->totalCount() > 0, qPrintable(methods->statusText()));
    // Pick the first tool; its template is a tools/call in the session discovery opened.
    QAbstractItemModel *model = methods->view()->model();
    QModelIndex tool;
    for (int row = 0; row < model->rowCount() && !tool.isValid(); ++row) {
        if (model->index(row, 0).data(MethodListModel::KindRole).toInt() == int(MethodInfo::Kind::Tool))
            tool = model->index(row, 0);
    }
    QVERIFY(tool.isValid());
    methods->view()->setCurrentIndex(tool);
    const JsonDocument request = JsonDocument::parse(m_window->requestEditor()->text());
    QCOMPARE(request.string(request.member(0, u"method")), u"tools/call"_s);

    const ExchangePtr exchange = sendAndWait();
    QVERIFY(exchange);
    QVERIFY(exchange->reply.http);
    QCOMPARE(exchange->reply.http->status, 200);
    QVERIFY(!headerValue(exchange->reply.http->requestHeaders, "Mcp-Session-Id").isEmpty());
    QVERIFY2(topLevelKeys(m_window->responseView()->treeModel()).contains(u"result"_s),
             qPrintable(m_window->statusStrip()->text()));
}

void tst_MainWindow::stdioEndpointWorks()
{
    const QString endpoint = u"stdio:'%1' --stdio"_s.arg(QStringLiteral(RPCSCOPE_DEMO_SERVER));
    QSignalSpy discovered(m_window.get(), &MainWindow::discoveryFinished);
    m_window->openEndpoint(endpoint);
    QVERIFY(discovered.wait(kWaitMs));
    QVERIFY2(m_window->methodPanel()->totalCount() >= 15, qPrintable(m_window->methodPanel()->statusText()));

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
    QCOMPARE(m_window->responseView()->headersView()->topLevelItemCount(), 1);
    QVERIFY(!m_window->responseView()->headersView()->requestGroup());
}

void tst_MainWindow::stdioCommandThatDoesNotStartIsExplained()
{
    QSignalSpy discovered(m_window.get(), &MainWindow::discoveryFinished);
    m_window->openEndpoint(u"stdio:/nonexistent/rpcscope-no-such-server --stdio"_s);
    QVERIFY(discovered.wait(kWaitMs));
    QCOMPARE(m_window->methodPanel()->totalCount(), 0);
    QVERIFY2(m_window->methodPanel()->statusText().startsWith(u"Could not reach"),
             qPrintable(m_window->methodPanel()->statusText()));
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
    MethodListPanel *methods = m_window->methodPanel();
    QCOMPARE(methods->totalCount(), 0);
    QVERIFY2(methods->statusText().startsWith(u"Could not reach " + endpoint), qPrintable(methods->statusText()));
    QVERIFY2(methods->statusText().contains(u"refused", Qt::CaseInsensitive), qPrintable(methods->statusText()));
    QVERIFY(m_window->statusStrip()->messageText().contains(u"refused", Qt::CaseInsensitive));

    // Sending anyway explains the failure instead of hanging or crashing.
    m_window->requestEditor()->textEdit()->setPlainText(uR"({"jsonrpc":"2.0","id":1,"method":"x"})"_s);
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
    QVERIFY(!m_window->isConnected());
    QVERIFY2(m_window->methodPanel()->statusText().startsWith(u"Cannot open"),
             qPrintable(m_window->methodPanel()->statusText()));

    m_window->requestEditor()->textEdit()->setPlainText(uR"({"jsonrpc":"2.0","id":1,"method":"x"})"_s);
    m_window->send();
    QVERIFY(m_window->statusStrip()->messageText().startsWith(u"Not connected"));
}

void tst_MainWindow::layoutIsRemembered()
{
    m_window->resize(900, 640);
    QTest::qWait(20);
    m_window->close();
    m_window.reset();

    MainWindow second;
    QCOMPARE(second.size(), QSize(900, 640));
}

QTEST_MAIN(tst_MainWindow)
#include "tst_mainwindow.moc"
