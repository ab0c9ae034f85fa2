// The window on a real screen size: CTest runs this program on an offscreen screen of
// 1366×768 and of 1920×1080 (tests/data/screens). The first window and every dialog stay
// inside the screen's available geometry, a window saved on a larger screen is brought back
// into it, and after discovery and an answer no visible label, button, tab title or column
// header is cut short, in English and German, and in presentation mode.

#include "ui/shell/mainwindow.h"

#include "lib/demo/demohttpserver.h"
#include "ui/composer/jsoneditor.h"
#include "ui/composer/requesteditor.h"
#include "ui/shell/aboutdialog.h"
#include "ui/shell/presentationmode.h"
#include "ui/sessions/sessionbrowser.h"
#include "ui/workspace/endpointsession.h"
#include "ui/workspace/endpointsettingsdialog.h"
#include "ui/workspace/endpointview.h"
#include "ui/workspace/requestpage.h"
#include "ui/history/historypanel.h"
#include "ui/inspector/exchangepane.h"
#include "support/germantranslation.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QHeaderView>
#include <QLabel>
#include <QLibraryInfo>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QSignalSpy>
#include <QTableView>
#include <QStandardPaths>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QToolButton>
#include <QTranslator>

#include <memory>

using namespace Qt::StringLiterals;
using namespace RpcScope;

namespace {

constexpr int kWaitMs = 8000;

QRect available()
{
    return QGuiApplication::primaryScreen()->availableGeometry();
}

QString describe(const QWidget *widget)
{
    const QRect frame = widget->frameGeometry();
    return u"%1 \"%2\" %3x%4 at %5,%6 (frame %7x%8 at %9,%10)"_s
        .arg(QString::fromLatin1(widget->metaObject()->className()), widget->objectName())
        .arg(widget->width())
        .arg(widget->height())
        .arg(widget->x())
        .arg(widget->y())
        .arg(frame.width())
        .arg(frame.height())
        .arg(frame.x())
        .arg(frame.y());
}

/// The text a label or button shows, without its mnemonic marks.
QString shown(QString text)
{
    text.replace(u"&&"_s, u"\x01"_s);
    text.remove(u'&');
    text.replace(u'\x01', u'&');
    return text;
}

/// Everything visible under \a root whose text does not fit: labels on one line, buttons,
/// tab titles, header sections of lists and tables.
QStringList elided(QWidget *root)
{
    QStringList out;
    const auto visible = [root](const QWidget *widget) {
        return widget->isVisibleTo(root) && widget->width() > 0 && !widget->visibleRegion().isEmpty();
    };
    for (const QLabel *label : root->findChildren<QLabel *>()) {
        if (!visible(label) || label->wordWrap() || label->text().isEmpty() || Qt::mightBeRichText(label->text()))
            continue;
        const QString text = shown(label->text());
        if (text.contains(u'\n'))
            continue;
        const int need = label->fontMetrics().horizontalAdvance(text);
        const int have = label->contentsRect().width() - 2 * label->margin() - label->indent();
        if (need > have + 1)
            out.append(u"label \"%1\" needs %2 px, has %3: %4"_s.arg(text).arg(need).arg(have).arg(describe(label)));
    }
    for (const QAbstractButton *button : root->findChildren<QAbstractButton *>()) {
        if (!visible(button) || button->text().isEmpty())
            continue;
        const auto *tool = qobject_cast<const QToolButton *>(button);
        if (tool && tool->toolButtonStyle() == Qt::ToolButtonIconOnly)
            continue;
        const int need = button->sizeHint().width();
        // A check box may stand wider than its text; a push button may be made narrower than
        // its margins want but no narrower than its text.
        const int textNeed = button->fontMetrics().horizontalAdvance(shown(button->text()));
        if (textNeed > button->width() || (qobject_cast<const QCheckBox *>(button) && need > button->width() + 2))
            out.append(u"button \"%1\" needs %2 px, has %3: %4"_s.arg(shown(button->text())).arg(need)
                           .arg(button->width()).arg(describe(button)));
    }
    for (const QTabBar *bar : root->findChildren<QTabBar *>()) {
        if (!visible(bar))
            continue;
        for (int i = 0; i < bar->count(); ++i) {
            if (!bar->isTabVisible(i))
                continue;
            const QRect rect = bar->tabRect(i);
            const int need = bar->fontMetrics().horizontalAdvance(shown(bar->tabText(i)));
            const int icon = bar->tabIcon(i).isNull() ? 0 : bar->iconSize().width() + 4;
            const int close = bar->tabButton(i, QTabBar::RightSide) ? bar->tabButton(i, QTabBar::RightSide)->width() : 0;
            if (need + icon + close > rect.width() || rect.right() > bar->width() + 1)
                out.append(u"tab \"%1\" needs %2 px, has %3 (bar %4)"_s.arg(shown(bar->tabText(i))).arg(need + icon + close)
                               .arg(rect.width()).arg(describe(bar)));
        }
    }
    for (const QHeaderView *header : root->findChildren<QHeaderView *>()) {
        if (!visible(header) || header->orientation() != Qt::Horizontal || !header->model())
            continue;
        for (int section = 0; section < header->count(); ++section) {
            if (header->isSectionHidden(section))
                continue;
            const QString text = header->model()->headerData(section, Qt::Horizontal).toString();
            if (text.isEmpty())
                continue;
            const int need = header->fontMetrics().horizontalAdvance(text) + 8;
            if (need > header->sectionSize(section))
                out.append(u"column \"%1\" needs %2 px, has %3: %4"_s.arg(text).arg(need).arg(header->sectionSize(section))
                               .arg(describe(header->parentWidget())));
        }
    }
    return out;
}

bool inside(const QWidget *window)
{
    return available().contains(window->frameGeometry());
}

} // namespace

class tst_ScreenFit final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void firstWindowFitsTheScreen();
    void windowFromALargerScreenIsBroughtBack();
    void dialogsFitTheScreen();
    void theHistoryShowsSeveralExchanges();
    void nothingIsCutShort_data();
    void nothingIsCutShort();

private:
    void openWindow();

    std::unique_ptr<DemoHttpServer> m_server;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void tst_ScreenFit::initTestCase()
{
    qRegisterMetaType<EndpointSession *>();
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    m_server = std::make_unique<DemoHttpServer>();
    QVERIFY2(m_server->listen(0), qPrintable(m_server->errorString()));
    qInfo("screen %dx%d, available %dx%d", QGuiApplication::primaryScreen()->geometry().width(),
          QGuiApplication::primaryScreen()->geometry().height(), available().width(), available().height());
}

void tst_ScreenFit::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
}

void tst_ScreenFit::cleanup()
{
    m_window.reset();
    QSettings().clear();
}

void tst_ScreenFit::openWindow()
{
    m_window = std::make_unique<MainWindow>(m_dir->filePath(u"workspace.json"_s));
    EndpointProfile demo = EndpointProfile::create(m_server->rpcUrl().toString(), u"Demo JSON-RPC (HTTP)"_s);
    demo.id = u"demo-http-rpc"_s;
    m_window->setBuiltinEndpoints({demo});
    QSignalSpy discovered(m_window.get(), &MainWindow::discoveryFinished);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->restoreWorkspace();
    QVERIFY(discovered.wait(kWaitMs));
}

void tst_ScreenFit::firstWindowFitsTheScreen()
{
    openWindow();
    QVERIFY2(inside(m_window.get()), qPrintable(describe(m_window.get())));
    // It uses the screen: the default size, or nearly all of a small screen.
    QVERIFY(m_window->width() >= std::min(1320, available().width() - 40));
    QVERIFY(m_window->height() >= std::min(840, available().height() - 60));
}

void tst_ScreenFit::windowFromALargerScreenIsBroughtBack()
{
    {
        // A layout saved on a 2560×1600 screen, the window far right and down.
        QWidget big;
        big.setGeometry(900, 500, 2400, 1500);
        QSettings().setValue(u"MainWindow/geometry"_s, big.saveGeometry());
    }
    openWindow();
    QVERIFY2(inside(m_window.get()), qPrintable(describe(m_window.get())));
}

void tst_ScreenFit::dialogsFitTheScreen()
{
    openWindow();
    m_window->showSessionBrowser();
    SessionBrowser *browser = m_window->sessionBrowser();
    QVERIFY(QTest::qWaitForWindowExposed(browser));
    QVERIFY2(inside(browser), qPrintable(describe(browser)));
    const QStringList cut = elided(browser);
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(u'\n')));
    browser->close();

    EndpointSettingsDialog settings(m_window->currentSession()->profile(), false, m_window.get());
    settings.show();
    QVERIFY(QTest::qWaitForWindowExposed(&settings));
    QVERIFY2(inside(&settings), qPrintable(describe(&settings)));
    settings.close();

    AboutDialog about(m_window.get());
    about.show();
    QVERIFY(QTest::qWaitForWindowExposed(&about));
    QVERIFY2(inside(&about), qPrintable(describe(&about)));
}

void tst_ScreenFit::theHistoryShowsSeveralExchanges()
{
    // The history below the requests is read at a glance: on a laptop's screen too, the table
    // shows several exchanges whole without scrolling (its actions sit in the tab bar).
    openWindow();
    const QTableView *table = m_window->currentView()->historyPanel()->view();
    const int rowHeight = table->verticalHeader()->defaultSectionSize();
    const int rows = table->viewport()->height() / rowHeight;
    qInfo("the history shows %d rows of %d px in %d px", rows, rowHeight, table->viewport()->height());
    QVERIFY2(rows >= 3, qPrintable(u"%1 rows"_s.arg(rows)));
}

void tst_ScreenFit::nothingIsCutShort_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("presentation");
    QTest::newRow("en") << u"en"_s << false;
    QTest::newRow("de") << u"de"_s << false;
    QTest::newRow("en presentation") << u"en"_s << true;
    QTest::newRow("de presentation") << u"de"_s << true;
}

void tst_ScreenFit::nothingIsCutShort()
{
    QFETCH(QString, language);
    QFETCH(bool, presentation);
    std::unique_ptr<TestSupport::GermanTranslation> german;
    if (language == u"de") {
        german = std::make_unique<TestSupport::GermanTranslation>();
        QVERIFY(german->isLoaded());
    }
    openWindow();
    if (presentation)
        m_window->presentationMode()->setActive(true);
    QVERIFY(m_window->selectMethod(u"math.add"_s));
    EndpointView *view = m_window->currentView();
    RequestPage *page = view->pageAt(view->composerTabs()->currentIndex());
    QTest::keyClick(view->requestEditor()->textEdit(), Qt::Key_Return, Qt::ControlModifier);
    QVERIFY(QTest::qWaitFor([page] { return page->pane()->exchange() && !page->isBusy(); }, kWaitMs));
    QTest::qWait(100);
    QVERIFY2(inside(m_window.get()), qPrintable(describe(m_window.get())));
    const QStringList cut = elided(m_window.get());
    if (const QString folder = qEnvironmentVariable("RPCSCOPE_SCREENFIT_PNG"); !folder.isEmpty())
        m_window->grab().save(u"%1/screenfit-%2%3-%4x%5.png"_s.arg(folder, language, presentation ? u"-presentation"_s : QString())
                                  .arg(available().width()).arg(available().height()));
    m_window.reset();
    german.reset();
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(u'\n')));
}

QTEST_MAIN(tst_ScreenFit)
#include "tst_screenfit.moc"
