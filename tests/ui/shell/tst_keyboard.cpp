// One keyboard model for the whole window: Ctrl+Enter sends from any pane of the request
// area, Ctrl+F searches the pane that has the focus, Escape cancels, Ctrl+K reaches methods,
// tabs and commands by typing, and Help > Keyboard Shortcuts lists the keys.

#include "demowindow.h"

#include "lib/demo/demohttpserver.h"
#include "ui/composer/jsoneditor.h"
#include "ui/composer/requesteditor.h"
#include "ui/history/historypanel.h"
#include "ui/inspector/exchangepane.h"
#include "ui/inspector/rawtextview.h"
#include "ui/mcp/mcpserverpanel.h"
#include "ui/mcp/mcptoolspage.h"
#include "ui/inspector/responseview.h"
#include "ui/registry/registrypanel.h"
#include "ui/shell/locator.h"
#include "ui/shell/shortcutsdialog.h"
#include "ui/workspace/endpointsession.h"
#include "ui/workspace/endpointview.h"
#include "ui/workspace/requestpage.h"

#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QMenuBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QTreeWidget>

#include <memory>

using namespace Qt::StringLiterals;
using namespace RpcScope;

namespace {
constexpr int kWaitMs = DemoWindow::WaitMs;
}

class tst_Keyboard final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void ctrlEnterSendsFromEveryPane();
    void ctrlFSearchesTheFocusedPane();
    void escapeCancels();
    void locatorReachesMethodsTabsAndCommands();
    void shortcutsAreListed();
    void ctrlEnterCallsTheMcpTool();

private:
    EndpointView *view() const { return m_demo.view(); }
    RequestPage *page() const { return m_demo.page(); }
    /// Sends the current tab with Ctrl+Return pressed on \a focus; true once it was answered.
    bool sendFrom(QWidget *focus);

    DemoWindow m_demo;
    MainWindow *m_window = nullptr;
};

void tst_Keyboard::initTestCase()
{
    QVERIFY(m_demo.start());
}

void tst_Keyboard::init()
{
    QVERIFY(m_demo.open());
    m_window = m_demo.window();
    QVERIFY(m_window->selectMethod(u"math.add"_s));
}

void tst_Keyboard::cleanup()
{
    m_demo.close();
    m_window = nullptr;
}

bool tst_Keyboard::sendFrom(QWidget *focus)
{
    const ExchangePtr before = page()->pane()->exchange();
    focus->setFocus();
    if (!QTest::qWaitFor([focus] { return focus->hasFocus(); }, 1000))
        return false;
    QTest::keyClick(focus, Qt::Key_Return, Qt::ControlModifier);
    // Answered in the tab in front: the same one, or (from the history, whose focused row
    // opens read-only) the new tab its re-send made.
    return QTest::qWaitFor([this, before] {
        RequestPage *now = page();
        return now && now->pane()->exchange() && now->pane()->exchange() != before && !now->isBusy();
    }, kWaitMs);
}

void tst_Keyboard::ctrlEnterSendsFromEveryPane()
{
    QVERIFY2(sendFrom(view()->requestEditor()->textEdit()), "from the editor");
    QVERIFY2(sendFrom(view()->registryPanel()->view()), "from the methods");
    QVERIFY2(sendFrom(view()->historyPanel()->view()), "from the history");
    QVERIFY2(sendFrom(page()->pane()->responseView()->treeView()), "from the response tree");
    QVERIFY2(sendFrom(view()->registryPanel()->filterEdit()), "from the methods' search");
}

void tst_Keyboard::ctrlFSearchesTheFocusedPane()
{
    QVERIFY(sendFrom(view()->requestEditor()->textEdit()));
    // In the raw body: its own search bar.
    ResponseView *response = page()->pane()->responseView();
    response->setCurrentIndex(ResponseView::RawTab);
    RawTextView *raw = response->rawView();
    raw->setFocus();
    QTRY_VERIFY(raw->hasFocus());
    QTest::keyClick(raw, Qt::Key_F, Qt::ControlModifier);
    QTRY_VERIFY(raw->searchField()->isVisible());
    QVERIFY(raw->searchField()->hasFocus());
    // In the history: its text search.
    view()->historyPanel()->view()->setFocus();
    QTest::keyClick(view()->historyPanel()->view(), Qt::Key_F, Qt::ControlModifier);
    QTRY_VERIFY(view()->historyPanel()->textFilter()->hasFocus());
    // In the editor: the methods.
    view()->requestEditor()->textEdit()->setFocus();
    QTest::keyClick(view()->requestEditor()->textEdit(), Qt::Key_F, Qt::ControlModifier);
    QTRY_VERIFY(view()->registryPanel()->filterEdit()->hasFocus());
}

void tst_Keyboard::escapeCancels()
{
    view()->requestEditor()->setText(R"({"jsonrpc": "2.0", "id": 5, "method": "demo.sleep", "params": {"ms": 5000}})");
    RequestPage *current = page();
    JsonEditor *edit = view()->requestEditor()->textEdit();
    edit->setFocus();
    QTest::keyClick(edit, Qt::Key_Return, Qt::ControlModifier);
    QTRY_VERIFY_WITH_TIMEOUT(current->isBusy(), kWaitMs);
    QTest::keyClick(edit, Qt::Key_Escape);
    QTRY_VERIFY_WITH_TIMEOUT(!current->isBusy(), 2000);   // long before the 5 s answer
    QVERIFY(current->pane()->exchange());
    QVERIFY(current->pane()->exchange()->reply.error.isError());
}

void tst_Keyboard::locatorReachesMethodsTabsAndCommands()
{
    QTest::keyClick(m_window, Qt::Key_K, Qt::ControlModifier);
    Locator *locator = m_window->locator();
    QVERIFY(locator);
    QTRY_VERIFY(locator->isVisible());
    QVERIFY(locator->searchEdit()->hasFocus());
    // A method: the words may come in any order.
    QTest::keyClicks(locator->searchEdit(), u"upper text"_s);
    QVERIFY(locator->visibleCount() >= 1);
    QCOMPARE(locator->list()->currentItem()->text(), u"text.upper"_s);
    QTest::keyClick(locator->searchEdit(), Qt::Key_Return);
    QVERIFY(!locator->isVisible());
    QVERIFY(view()->requestEditor()->text().contains("text.upper"));
    QCOMPARE(view()->registryPanel()->currentMethod(), u"text.upper"_s);

    // A menu command.
    QTest::keyClick(m_window, Qt::Key_K, Qt::ControlModifier);
    QTRY_VERIFY(locator->isVisible());
    QTest::keyClicks(locator->searchEdit(), u"Show Batch"_s);
    QVERIFY(locator->visibleCount() >= 1);
    QTest::keyClick(locator->searchEdit(), Qt::Key_Return);
    QCOMPARE(view()->composerTabs()->tabText(view()->composerTabs()->currentIndex()), u"Batch"_s);

    // Nothing matching is said, not left as a blank list.
    QTest::keyClick(m_window, Qt::Key_K, Qt::ControlModifier);
    QTRY_VERIFY(locator->isVisible());
    QVERIFY(locator->emptyText().isEmpty());
    QTest::keyClicks(locator->searchEdit(), u"zz-nothing-like-this"_s);
    QCOMPARE(locator->visibleCount(), 0);
    QVERIFY2(locator->emptyText().contains(u"zz-nothing-like-this"), qPrintable(locator->emptyText()));
    QTest::keyClick(locator->searchEdit(), Qt::Key_Escape);

    // Escape closes it without going anywhere.
    QTest::keyClick(m_window, Qt::Key_K, Qt::ControlModifier);
    QTRY_VERIFY(locator->isVisible());
    QTest::keyClick(locator->searchEdit(), Qt::Key_Escape);
    QVERIFY(!locator->isVisible());
}

void tst_Keyboard::shortcutsAreListed()
{
    ShortcutsDialog dialog(m_window->menuBar(), m_window);
    QVERIFY(dialog.keysOf(u"Send"_s).contains(QKeySequence(Qt::CTRL | Qt::Key_Return).toString(QKeySequence::NativeText)));
    QVERIFY(!dialog.keysOf(u"Go To"_s).isEmpty());
    QVERIFY(!dialog.keysOf(u"Keyboard Shortcuts"_s).isEmpty());
    QCOMPARE(dialog.keysOf(u"add the method to the batch"_s), u"Insert"_s);
}

// In the MCP tab Ctrl+Enter is the tab's own main action: it calls the tool shown.
void tst_Keyboard::ctrlEnterCallsTheMcpTool()
{
    QSignalSpy discovered(m_window, &MainWindow::discoveryFinished);
    m_window->openEndpoint(m_demo.server()->mcpUrl().toString());
    QVERIFY(discovered.wait(kWaitMs));
    QTRY_VERIFY_WITH_TIMEOUT(view()->mcpPanel(), kWaitMs);
    McpServerPanel *panel = view()->mcpPanel();
    view()->showMcpPanel();
    panel->setCurrentIndex(McpServerPanel::ToolsTab);
    McpToolsPage *tools = panel->toolsPage();
    QTRY_VERIFY_WITH_TIMEOUT(tools->toolList()->count() > 0, kWaitMs);
    QVERIFY(tools->selectTool(tools->toolList()->item(0)->text()));
    tools->toolList()->setFocus();
    QTRY_VERIFY(tools->toolList()->hasFocus());
    QVERIFY(!tools->progressBar(0));
    QTest::keyClick(tools->toolList(), Qt::Key_Return, Qt::ControlModifier);
    QVERIFY(tools->progressBar(0));   // one call, made by the key
    QVERIFY(!tools->progressBar(1));
}

QTEST_MAIN(tst_Keyboard)
#include "tst_keyboard.moc"
