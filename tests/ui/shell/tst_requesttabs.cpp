// Each request tab owns its answer: a new tab starts empty and says how to send; an answer
// lands in the tab that sent it, whichever tab is in front; a request on its way dims the
// previous answer under its own state; a history row opens read-only in a tab of its own,
// request and answer together; after a batch, the pairs are in front; the tree's values get
// the width; Return on a method opens it and never adds it to the batch (Insert does); a value
// of the wrong type is marked against the method's schema as you type, and still sendable.

#include "demowindow.h"

#include "lib/demo/demohttpserver.h"
#include "lib/json/jsondocument.h"
#include "ui/composer/batchbuilder.h"
#include "ui/composer/batchmodel.h"
#include "ui/composer/jsoneditor.h"
#include "ui/composer/requesteditor.h"
#include "ui/history/historymodel.h"
#include "ui/history/historypanel.h"
#include "ui/inspector/exchangepane.h"
#include "ui/inspector/exchangeview.h"
#include "ui/inspector/jsontreemodel.h"
#include "ui/inspector/rawtextview.h"
#include "ui/inspector/responseview.h"
#include "ui/inspector/statusstrip.h"
#include "ui/registry/registrypanel.h"
#include "ui/workspace/endpointsession.h"
#include "ui/workspace/endpointview.h"
#include "ui/workspace/requestpage.h"

#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSplitter>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

#include <memory>

using namespace Qt::StringLiterals;
using namespace RpcScope;

namespace {
constexpr int kWaitMs = DemoWindow::WaitMs;
}

class tst_RequestTabs final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void newTabStartsEmpty();
    void answerStaysWithItsTab();
    void inFlightDimsTheOldAnswer();
    void newestSendWins();
    void historyRowOpensReadOnly();
    void batchOpensOnThePairs();
    void valuesGetTheWidth_data();
    void valuesGetTheWidth();
    void responseBesideOrBelow();
    void returnOpensInsertBatches();
    void wrongTypeIsMarkedAsYouType();

private:
    EndpointView *view() const { return m_demo.view(); }
    /// Fills the current tab with \a method's template and sends it with Ctrl+Return.
    ExchangePtr send(const QString &method);

    DemoWindow m_demo;
    MainWindow *m_window = nullptr;
};

void tst_RequestTabs::initTestCase()
{
    QVERIFY(m_demo.start());
}

void tst_RequestTabs::init()
{
    QVERIFY(m_demo.open());
    m_window = m_demo.window();
}

void tst_RequestTabs::cleanup()
{
    m_demo.close();
    m_window = nullptr;
}

ExchangePtr tst_RequestTabs::send(const QString &method)
{
    if (!m_window->selectMethod(method))
        return {};
    RequestPage *page = view()->pageAt(view()->composerTabs()->currentIndex());
    QSignalSpy finished(view()->session(), &EndpointSession::exchangeFinished);
    JsonEditor *edit = view()->requestEditor()->textEdit();
    edit->setFocus();
    QTest::keyClick(edit, Qt::Key_Return, Qt::ControlModifier);
    if (!QTest::qWaitFor([&] { return page && !page->isBusy() && page->pane()->exchange(); }, kWaitMs))
        return {};
    return page->pane()->exchange();
}

void tst_RequestTabs::newTabStartsEmpty()
{
    const ExchangePtr first = send(u"math.add"_s);
    QVERIFY(first);
    QVERIFY(!view()->exchangePane()->isEmptyShown());

    // Ctrl+T: a new tab, and its answer area is empty and says how to send.
    QTest::keyClick(m_window, Qt::Key_T, Qt::ControlModifier);
    ExchangePane *pane = view()->exchangePane();
    QVERIFY(pane->isEmptyShown());
    QVERIFY(!pane->exchange());
    QVERIFY(!view()->shownExchange());
    QVERIFY2(pane->emptyText().contains(u"Ctrl+Enter"), qPrintable(pane->emptyText()));
    QVERIFY(pane->statusStrip()->text().isEmpty());
}

void tst_RequestTabs::answerStaysWithItsTab()
{
    const ExchangePtr add = send(u"math.add"_s);
    QVERIFY(add);
    const int addTab = view()->composerTabs()->currentIndex();
    view()->addRequestTab();
    const ExchangePtr upper = send(u"text.upper"_s);
    QVERIFY(upper);
    QVERIFY(upper != add);
    const int upperTab = view()->composerTabs()->currentIndex();
    QVERIFY(upperTab != addTab);

    // Each tab shows its own answer, and the headline names it.
    view()->composerTabs()->setCurrentIndex(addTab);
    QCOMPARE(view()->shownExchange(), add);
    QVERIFY2(view()->statusStrip()->titleText().startsWith(u"math.add"), qPrintable(view()->statusStrip()->titleText()));
    view()->composerTabs()->setCurrentIndex(upperTab);
    QCOMPARE(view()->shownExchange(), upper);
    QVERIFY(view()->statusStrip()->titleText().startsWith(u"text.upper"));

    // The registry follows the tab in front without refilling it.
    const QByteArray upperText = view()->requestEditor()->text();
    view()->composerTabs()->setCurrentIndex(addTab);
    QCOMPARE(view()->registryPanel()->currentMethod(), u"math.add"_s);
    view()->composerTabs()->setCurrentIndex(upperTab);
    QCOMPARE(view()->requestEditor()->text(), upperText);
}

void tst_RequestTabs::inFlightDimsTheOldAnswer()
{
    const ExchangePtr first = send(u"math.add"_s);
    QVERIFY(first);
    RequestPage *page = view()->pageAt(view()->composerTabs()->currentIndex());
    view()->requestEditor()->setText(R"({"jsonrpc": "2.0", "id": 90, "method": "demo.sleep", "params": {"ms": 1500}})");
    JsonEditor *edit = view()->requestEditor()->textEdit();
    edit->setFocus();
    QTest::keyClick(edit, Qt::Key_Return, Qt::ControlModifier);
    QTRY_VERIFY_WITH_TIMEOUT(page->isBusy(), kWaitMs);
    ExchangePane *pane = page->pane();
    QVERIFY(pane->isPending());
    // The old answer is still there, dimmed; the headline is the new request's state.
    QVERIFY(pane->hasResponseView());
    QVERIFY(!pane->responseView()->isEnabled());
    QCOMPARE(pane->exchange(), first);
    QVERIFY2(pane->statusStrip()->titleText().startsWith(u"demo.sleep"), qPrintable(pane->statusStrip()->text()));
    QVERIFY(pane->statusStrip()->outcomeText().contains(u"Waiting"));

    // Another tab is free meanwhile and shows nothing of it.
    view()->addRequestTab();
    QVERIFY(view()->exchangePane()->isEmptyShown());
    QVERIFY(!view()->requestEditor()->isBusy());

    QTRY_VERIFY_WITH_TIMEOUT(!page->isBusy(), kWaitMs);
    QVERIFY(pane->exchange() != first);
    QVERIFY(pane->responseView()->isEnabled());
    QVERIFY(view()->exchangePane()->isEmptyShown());   // the new tab in front still has nothing
}

void tst_RequestTabs::newestSendWins()
{
    // A slow request, then a quick one from the same tab: the tab shows the quick one's answer,
    // also after the slow one comes back.
    RequestPage *page = view()->pageAt(view()->composerTabs()->currentIndex());
    view()->requestEditor()->setText(R"({"jsonrpc": "2.0", "id": 70, "method": "demo.sleep", "params": {"ms": 600}})");
    view()->send();
    view()->requestEditor()->setText(R"({"jsonrpc": "2.0", "id": 71, "method": "math.add", "params": {"a": 1, "b": 2}})");
    view()->send();
    QTRY_VERIFY_WITH_TIMEOUT(!page->isBusy(), kWaitMs);
    QVERIFY(page->pane()->exchange());
    QCOMPARE(page->pane()->exchange()->sent.items.first().method, u"math.add"_s);
}

void tst_RequestTabs::historyRowOpensReadOnly()
{
    const ExchangePtr add = send(u"math.add"_s);
    QVERIFY(add);
    HistoryPanel *history = view()->historyPanel();
    QTableView *table = history->view();
    // The row of the math.add exchange (discovery came first).
    int row = -1;
    for (int r = 0; r < table->model()->rowCount(); ++r) {
        if (table->model()->index(r, 2).data().toString() == u"math.add")
            row = r;
    }
    QVERIFY(row >= 0);
    // Discovery's questions are shown as probes, muted; the user's own exchange is not.
    HistoryModel *model = history->model();
    QVERIFY(model->isProbe(0));
    QVERIFY(model->index(0, HistoryModel::OutcomeColumn).data().toString().startsWith(u"discovery"));
    QVERIFY(!model->isProbe(model->rowCount() - 1));
    view()->addRequestTab();   // an unrelated composer in front
    table->setFocus();
    table->selectRow(row);
    QVERIFY(view()->isExchangeViewShown());
    ExchangeView *exchange = view()->exchangeView();
    QCOMPARE(exchange->exchange(), add);
    QCOMPARE(view()->shownExchange(), add);
    // Request and answer of the same exchange, the request read-only as sent.
    QVERIFY(exchange->requestHeading()->text().contains(u"read-only"));
    QTRY_VERIFY(exchange->requestView()->isVisible());
    QVERIFY(exchange->pane()->statusStrip()->titleText().startsWith(u"math.add"));
    const int index = view()->composerTabs()->currentIndex();
    QVERIFY(view()->composerTabs()->tabText(index).contains(u"math.add"));
}

void tst_RequestTabs::batchOpensOnThePairs()
{
    view()->showBatch();
    BatchBuilder *batch = view()->batchBuilder();
    batch->addEntry(R"({"jsonrpc": "2.0", "id": 1, "method": "math.add", "params": [1, 2]})");
    batch->addEntry(R"({"jsonrpc": "2.0", "id": 2, "method": "text.upper", "params": ["a"]})");
    RequestPage *page = view()->pageAt(view()->composerTabs()->currentIndex());
    QVERIFY(page);
    QTest::keyClick(m_window, Qt::Key_Return, Qt::ControlModifier);
    QTRY_VERIFY_WITH_TIMEOUT(page->pane()->exchange() && !page->isBusy(), kWaitMs);
    QVERIFY(page->pane()->responseView()->hasBatchTab());
    QCOMPARE(page->pane()->responseView()->currentIndex(), int(ResponseView::BatchTab));
}

void tst_RequestTabs::valuesGetTheWidth_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("1366x768") << QSize(1366, 740);
    QTest::newRow("1920x1080") << QSize(1920, 1040);
}

void tst_RequestTabs::valuesGetTheWidth()
{
    QFETCH(QSize, size);
    m_window->resize(size);
    QTest::qWait(50);
    // An error answer: its message is the value people must read.
    view()->requestEditor()->setText(R"({"jsonrpc": "2.0", "id": 7, "method": "math.divide", "params": {"dividend": 1, "divisor": 0}})");
    RequestPage *page = view()->pageAt(view()->composerTabs()->currentIndex());
    QTest::keyClick(view()->requestEditor()->textEdit(), Qt::Key_Return, Qt::ControlModifier);
    QTRY_VERIFY_WITH_TIMEOUT(page->pane()->exchange() && !page->isBusy(), kWaitMs);
    ResponseView *response = page->pane()->responseView();
    response->setCurrentIndex(ResponseView::TreeTab);
    QTest::qWait(50);
    QTreeView *tree = response->treeView();
    const int width = tree->viewport()->width();
    const int value = tree->header()->sectionSize(JsonTreeModel::ValueColumn);
    QVERIFY2(value * 3 >= width, qPrintable(u"value %1 of %2"_s.arg(value).arg(width)));
    // The answer gets at least 40 % of the width beside its request.
    QVERIFY2(page->pane()->width() * 10 >= page->width() * 4,
             qPrintable(u"pane %1 of %2"_s.arg(page->pane()->width()).arg(page->width())));
    // Every tab of the response is reachable without scroll arrows.
    const QTabBar *bar = response->tabBar();
    for (int i = 0; i < bar->count(); ++i)
        QVERIFY2(bar->tabRect(i).right() <= bar->width(), qPrintable(bar->tabText(i)));
}

void tst_RequestTabs::responseBesideOrBelow()
{
    RequestPage *page = view()->pageAt(view()->composerTabs()->currentIndex());
    QCOMPARE(page->splitter()->orientation(), Qt::Horizontal);
    view()->setResponseBelow(true);
    QCOMPARE(page->splitter()->orientation(), Qt::Vertical);
    // Remembered, and new tabs follow.
    QVERIFY(QSettings().value(u"Layout/responseBelow"_s).toBool());
    view()->addRequestTab();
    QCOMPARE(view()->pageAt(view()->composerTabs()->currentIndex())->splitter()->orientation(), Qt::Vertical);
    view()->setResponseBelow(false);
}

void tst_RequestTabs::returnOpensInsertBatches()
{
    RegistryPanel *registry = view()->registryPanel();
    QVERIFY(m_window->selectMethod(u"math.add"_s));
    QTreeView *tree = registry->view();
    tree->setFocus();
    QTRY_VERIFY(tree->hasFocus());
    const int before = view()->batchBuilder()->model()->count();
    QTest::keyClick(tree, Qt::Key_Return);
    QCOMPARE(view()->batchBuilder()->model()->count(), before);   // Return never batches
    QVERIFY(view()->requestEditor()->textEdit()->hasFocus());     // it opens the method
    QVERIFY(view()->requestEditor()->text().contains("math.add"));
    tree->setFocus();
    QTest::keyClick(tree, Qt::Key_Insert);
    QCOMPARE(view()->batchBuilder()->model()->count(), before + 1);
}


void tst_RequestTabs::wrongTypeIsMarkedAsYouType()
{
    QVERIFY(m_window->selectMethod(u"math.add"_s));
    RequestEditor *editor = view()->requestEditor();
    JsonEditor *edit = editor->textEdit();
    auto *sendButton = editor->findChild<QPushButton *>(u"sendButton"_s);
    QVERIFY(sendButton);
    const auto settled = [edit] { return !edit->isValidationPending(); };

    const QByteArray wrong = R"({"jsonrpc":"2.0","id":1,"method":"math.add","params":{"a":"x","b":2}})";
    editor->setText(wrong);
    QVERIFY(QTest::qWaitFor(settled, kWaitMs));
    const qsizetype at = wrong.indexOf(R"("x")");
    QCOMPARE(edit->diagnostic().marks.size(), 1);
    QCOMPARE(edit->diagnostic().marks.constFirst().start, at);
    QCOMPARE(edit->SendScintilla(QsciScintillaBase::SCI_INDICATORVALUEAT, edit->markIndicator(), at + 1), 1);
    QCOMPARE(edit->SendScintilla(QsciScintillaBase::SCI_INDICATORVALUEAT, edit->markIndicator(), wrong.indexOf("2}")), 0);
    // The line under the editor names the place and the problem; the request may still be sent.
    QVERIFY2(editor->validationMessage().contains(u"$.params.a"), qPrintable(editor->validationMessage()));
    QVERIFY(edit->diagnostic().acceptable);
    QVERIFY(sendButton->isEnabled());

    // Fixed, the mark goes.
    editor->setText(R"({"jsonrpc":"2.0","id":1,"method":"math.add","params":{"a":1,"b":2}})");
    QVERIFY(QTest::qWaitFor(settled, kWaitMs));
    QVERIFY(edit->diagnostic().marks.isEmpty());
    QVERIFY(!editor->validationMessage().contains(u"$.params"));

    // An empty editor has nothing to send: Send is off until there is text.
    editor->setText({});
    QVERIFY(QTest::qWaitFor(settled, kWaitMs));
    QVERIFY(!sendButton->isEnabled());
}

QTEST_MAIN(tst_RequestTabs)
#include "tst_requesttabs.moc"
