// The window fits a laptop screen: with the endpoints sidebar, the collections dock and the
// runner shown, its minimum size is no wider than 1280 pixels and no taller than 720, in
// English and in German (whose words are longer). A widget that forces more names itself.

#include "ui/shell/mainwindow.h"

#include "lib/demo/demohttpserver.h"
#include "ui/collections/collectionssidebar.h"
#include "ui/workspace/endpointsession.h"
#include "support/germantranslation.h"

#include <QDockWidget>
#include <QLayout>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <memory>

using namespace Qt::StringLiterals;
using namespace RpcScope;

namespace {

constexpr int kMaxWidth = 1280;
// A 1366x768 laptop less a panel and the title bar leaves about 700; what a session fills in
// later (a finished run's summary, an answer, a registry's sources) must still fit under it.
constexpr int kMaxHeight = 690;

/// The widgets under \a root whose minimum width is largest, deepest first, for the message.
void widest(QWidget *root, int depth, QStringList *out)
{
    if (depth > 14)
        return;
    const QSize minimum = root->minimumSizeHint().expandedTo(root->minimumSize());
    if (minimum.width() >= 200 || minimum.height() >= 200 || depth < 2)
        out->append(u"%1%2 %3 %4x%5"_s.arg(QString(depth * 2, u' '), QString::fromLatin1(root->metaObject()->className()),
                                           root->objectName())
                        .arg(minimum.width())
                        .arg(minimum.height()));
    for (QObject *child : root->children()) {
        auto *widget = qobject_cast<QWidget *>(child);
        // A stack's hidden pages count too: its minimum is the largest page's.
        if (widget && !widget->isWindow() && (widget->isVisibleTo(root) || qobject_cast<QStackedWidget *>(root)))
            widest(widget, depth + 1, out);
    }
}

} // namespace

class tst_WindowFits : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void fits_data();
    void fits();

private:
    std::unique_ptr<DemoHttpServer> m_server;
};

void tst_WindowFits::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().remove(u"Collections"_s);   // no collections of other tests' runs
    qRegisterMetaType<EndpointSession *>();
    m_server = std::make_unique<DemoHttpServer>();
    QVERIFY2(m_server->listen(0), qPrintable(m_server->errorString()));
}

void tst_WindowFits::fits_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << u"en"_s;
    QTest::newRow("de") << u"de"_s;
}

void tst_WindowFits::fits()
{
    QFETCH(QString, language);
    std::unique_ptr<TestSupport::GermanTranslation> german;
    if (language == u"de") {
        german = std::make_unique<TestSupport::GermanTranslation>();
        QVERIFY(german->isLoaded());
    }
    {
        QTemporaryDir dir;
        MainWindow window(dir.filePath(u"workspace.json"_s));
        EndpointProfile demo = EndpointProfile::create(m_server->rpcUrl().toString(), u"Demo JSON-RPC (HTTP)"_s);
        demo.id = u"demo-http-rpc"_s;
        window.setBuiltinEndpoints({demo});
        window.show();
        QSignalSpy discovered(&window, &MainWindow::discoveryFinished);
        window.restoreWorkspace();
        QVERIFY(discovered.wait(8000));
        window.showCollections();
        QVERIFY(window.collectionsSidebar()->openCollection(u"" RPCSCOPE_SOURCE_DIR "/resources/examples/demo.collection.json"_s));
        window.runnerDock()->show();
        QTest::qWait(50);
        const QSize minimum = window.minimumSizeHint().expandedTo(window.minimumSize());
        QStringList report;
        widest(&window, 0, &report);
        qInfo("minimum %dx%d in %s", minimum.width(), minimum.height(), qPrintable(language));
        // To look at it: RPCSCOPE_WINDOWFITS_PNG=folder saves the window at its minimum size.
        if (const QString folder = qEnvironmentVariable("RPCSCOPE_WINDOWFITS_PNG"); !folder.isEmpty()) {
            window.resize(minimum);
            QTest::qWait(100);
            window.grab().save(folder + u"/windowfits-"_s + language + u".png"_s);
        }
        const bool fits = minimum.width() <= kMaxWidth && minimum.height() <= kMaxHeight;
        if (!fits)
            qWarning("the widest widgets:\n%s", qPrintable(report.join(u'\n')));   // QTest cuts long messages
        QVERIFY2(fits, qPrintable(u"minimum %1x%2 in %3"_s.arg(minimum.width()).arg(minimum.height()).arg(language)));
    }
}

QTEST_MAIN(tst_WindowFits)
#include "tst_windowfits.moc"
