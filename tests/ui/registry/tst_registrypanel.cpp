#include "registrytestdata.h"
#include "ui/registry/driftpanel.h"
#include "ui/registry/methoddocview.h"
#include "ui/registry/registryitemdelegate.h"
#include "ui/registry/registrypanel.h"
#include "ui/registry/registrytreemodel.h"

#include <QLineEdit>
#include <QSignalSpy>
#include <QTabWidget>
#include <QToolButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace RpcScope;
using namespace RegistryTestData;

namespace {

int bruteForce(const Registry &registry, const QString &text)
{
    int count = 0;
    for (const MethodInfo &m : registry.sorted()) {
        if (m.name.contains(text, Qt::CaseInsensitive) || m.summary.contains(text, Qt::CaseInsensitive)
            || m.description.contains(text, Qt::CaseInsensitive))
            ++count;
    }
    return count;
}

QStringList topLevel(QTreeView *view)
{
    QStringList labels;
    for (int row = 0; row < view->model()->rowCount(); ++row)
        labels.append(view->model()->index(row, 0).data().toString());
    return labels;
}

QString currentName(RegistryPanel &panel)
{
    return panel.view()->currentIndex().data(RegistryTreeModel::NameRole).toString();
}

// A document that drifts from the demo: math.add lost a parameter, legacy.method is gone
// from the server, notes.get matches, and the rest of the demo is undocumented.
QByteArray driftingDocument()
{
    return QByteArray(
        "{'openrpc':'1.2.6','info':{'title':'t','version':'1'},'methods':["
        "{'name':'math.add','params':[{'name':'a','required':true,'schema':{'type':'number'}}],'result':{'name':'r','schema':{}}},"
        "{'name':'notes.get','params':[{'name':'id','required':true,'schema':{'type':'string'}}],'result':{'name':'r','schema':{}}},"
        "{'name':'legacy.method','summary':'Only in the document','params':[]}]}")
        .replace('\'', '"');
}

} // namespace

class tst_RegistryPanel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { qRegisterMetaType<DocumentLoader::Result>(); }

    void filterAsYouType()
    {
        RegistryPanel panel;
        const Registry registry = demoRegistry();
        panel.setRegistry(registry);
        panel.resize(800, 600);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QCOMPARE(panel.totalCount(), 36);
        QCOMPARE(panel.visibleLeafCount(), 36);
        QVERIFY(panel.countText().startsWith("36 method"));   // plural forms come from the catalogue
        // A small registry opens with its groups expanded.
        QVERIFY(panel.view()->isExpanded(panel.model()->groupIndex("math")));

        QTest::keyClicks(panel.filterEdit(), "notes");
        QCOMPARE(panel.filterEdit()->text(), "notes");
        QCOMPARE(panel.visibleLeafCount(), bruteForce(registry, "notes"));
        QVERIFY(panel.visibleLeafCount() >= 6);
        QVERIFY(panel.visibleLeafCount() < 36);
        QVERIFY(topLevel(panel.view()).contains("notes"));
        QVERIFY(!topLevel(panel.view()).contains("math"));
        const QModelIndex notes = panel.model()->groupIndex("notes");
        QVERIFY(panel.view()->isExpanded(notes));
        QVERIFY(panel.model()->indexOf("notes.list").isValid());
        QVERIFY(panel.countText().startsWith(QString("%1 of 36 method").arg(panel.visibleLeafCount())));

        for (int i = 0; i < 5; ++i)
            QTest::keyClick(panel.filterEdit(), Qt::Key_Backspace);
        QCOMPARE(panel.visibleLeafCount(), 36);
        QVERIFY(panel.countText().startsWith("36 method"));   // plural forms come from the catalogue
        // Clearing the filter brings back the groups the user had open.
        QVERIFY(panel.view()->isExpanded(panel.model()->groupIndex("math")));

        QTest::keyClicks(panel.filterEdit(), "zzzz");
        QCOMPARE(panel.visibleLeafCount(), 0);
        QCOMPARE(panel.view()->model()->rowCount(), 0);
    }

    void keyboardPath()
    {
        RegistryPanel panel;
        panel.setRegistry(demoRegistry());
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QSignalSpy chosen(&panel, &RegistryPanel::methodChosen);
        QSignalSpy activated(&panel, &RegistryPanel::methodActivated);
        QSignalSpy opened(&panel, &RegistryPanel::methodOpened);
        panel.filterEdit()->setFocus();
        QTest::keyClicks(panel.filterEdit(), "fibo");
        QTest::keyClick(panel.filterEdit(), Qt::Key_Return);
        QCOMPARE(chosen.size(), 1);
        QCOMPARE(chosen.last().first().value<MethodInfo>().name, "math.fibonacci");
        QCOMPARE(panel.docView()->methodName(), "math.fibonacci");
        QVERIFY(panel.docView()->toPlainText().contains("Parameters"));

        QTest::keyClick(panel.filterEdit(), Qt::Key_Down);
        QVERIFY(panel.view()->hasFocus());
        // Return opens the method; only Insert adds it to the batch.
        QTest::keyClick(panel.view(), Qt::Key_Return);
        QCOMPARE(opened.size(), 1);
        QCOMPARE(opened.first().first().value<MethodInfo>().name, "math.fibonacci");
        QCOMPARE(activated.size(), 0);
        QTest::keyClick(panel.view(), Qt::Key_Insert);
        QCOMPARE(activated.size(), 1);
        QCOMPARE(activated.first().first().value<MethodInfo>().name, "math.fibonacci");

        // Arrow keys walk the tree; a group shows a hint, a method its documentation.
        QTest::keyClick(panel.filterEdit(), Qt::Key_Backspace);
        panel.view()->setFocus();
        QVERIFY(panel.selectMethod("math.add"));
        QTest::keyClick(panel.view(), Qt::Key_Down);
        QCOMPARE(currentName(panel), "math.divide");
        QCOMPARE(chosen.last().first().value<MethodInfo>().name, "math.divide");
        QVERIFY(panel.docView()->toPlainText().contains("dividend"));
    }

    void doubleClickOpens()
    {
        RegistryPanel panel;
        panel.setRegistry(demoRegistry());
        panel.resize(800, 600);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QSignalSpy activated(&panel, &RegistryPanel::methodOpened);
        const QModelIndex add = panel.model()->indexOf("math.add");
        panel.view()->scrollTo(add);
        const QPoint at = panel.view()->visualRect(add).center();
        QTest::mouseClick(panel.view()->viewport(), Qt::LeftButton, {}, at);
        QTest::mouseDClick(panel.view()->viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(activated.size(), 1);
        QCOMPARE(activated.first().first().value<MethodInfo>().name, "math.add");
    }

    void badgesThatDoNotFitAreCounted()
    {
        // Four sources: wide, every badge; narrow, the first ones and "+N" for the rest.
        MethodInfo many = method("notes.create", "openrpc", "Creates a note");
        many.sources = {"openrpc", "list-methods", "document", "history"};
        RegistryPanel panel;
        panel.setRegistry(registryOf({many}));
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        const QModelIndex index = panel.model()->indexOf("notes.create");
        QVERIFY(index.isValid());
        auto *delegate = qobject_cast<RegistryItemDelegate *>(panel.view()->itemDelegate());
        QStyleOptionViewItem option;
        option.initFrom(panel.view());
        option.font = panel.view()->font();
        option.rect = QRect(0, 0, 900, 24);
        QCOMPARE(delegate->shownBadges(option, index), QStringList({"discover", "listMethods", "document", "seen"}));
        option.rect = QRect(0, 0, 330, 24);
        const QStringList narrow = delegate->shownBadges(option, index);
        QVERIFY2(narrow.size() >= 2 && narrow.size() < 4, qPrintable(narrow.join(", ")));
        QCOMPARE(narrow.first(), "discover");   // the first source is kept, not the last
        QCOMPARE(narrow.last(), QString("+%1").arg(4 - (narrow.size() - 1)));
        // Too narrow for any badge: at most the count, the name keeps its room.
        option.rect = QRect(0, 0, 70, 24);
        const QStringList none = delegate->shownBadges(option, index);
        QVERIFY2(none.isEmpty() || none == QStringList({"+4"}), qPrintable(none.join(", ")));
        // The tooltip lists them all.
        QVERIFY(index.data(Qt::ToolTipRole).toString().contains("discover, listMethods, document, seen"));
    }

    void aliasJump()
    {
        RegistryPanel panel;
        panel.setRegistry(registryOf({method("memory.store", "openrpc", "Stores a value"),
                                      method("memory/store", "mcp-tool"), method("memory.load")}));
        panel.resize(900, 600);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        const QModelIndex alias = panel.model()->indexOf("memory/store");
        QVERIFY(alias.isValid());
        QCOMPARE(alias.data(RegistryTreeModel::AliasOfRole).toString(), "memory.store");

        // Clicking the "alias of memory.store" note jumps to the original.
        auto *delegate = qobject_cast<RegistryItemDelegate *>(panel.view()->itemDelegate());
        QVERIFY(delegate);
        QStyleOptionViewItem option;
        option.initFrom(panel.view());
        option.font = panel.view()->font();
        option.rect = panel.view()->visualRect(alias);
        const QRect note = delegate->aliasRect(option, alias);
        QVERIFY(!note.isEmpty());
        QTest::mouseClick(panel.view()->viewport(), Qt::LeftButton, {}, note.center());
        QCOMPARE(currentName(panel), "memory.store");

        // The documentation of an alias links to the original too.
        QVERIFY(panel.selectMethod("memory/store"));
        QVERIFY(panel.docView()->toPlainText().contains("Alias of memory.store"));
        emit panel.docView()->anchorClicked(QUrl::fromEncoded("method:memory.store"));
        QCOMPARE(currentName(panel), "memory.store");
    }

    void seenInHistory()
    {
        RegistryPanel panel;
        panel.setRegistry(demoRegistry());
        panel.markSeen("math.add");
        QCOMPARE(panel.totalCount(), 36);
        QCOMPARE(panel.model()->indexOf("math.add").data(RegistryTreeModel::BadgesRole).toStringList(),
                 QStringList({"discover", "seen"}));
        panel.markSeen("only.called");
        QCOMPARE(panel.totalCount(), 37);
        QCOMPARE(panel.model()->indexOf("only.called").data(RegistryTreeModel::BadgesRole).toStringList(),
                 QStringList({"seen"}));
        // A new discovery keeps what the history saw.
        panel.setRegistry(demoRegistry());
        QCOMPARE(panel.totalCount(), 37);
        QVERIFY(panel.model()->indexOf("math.add").data(RegistryTreeModel::BadgesRole).toStringList().contains("seen"));
    }

    void selectMethodClearsAHidingFilter()
    {
        RegistryPanel panel;
        panel.setRegistry(demoRegistry());
        QTest::keyClicks(panel.filterEdit(), "notes");
        QVERIFY(!panel.model()->indexOf("math.add").isValid());
        QSignalSpy chosen(&panel, &RegistryPanel::methodChosen);
        QVERIFY(panel.selectMethod("math.add"));
        QVERIFY(panel.filterEdit()->text().isEmpty());
        QCOMPARE(currentName(panel), "math.add");
        QCOMPARE(chosen.size(), 1);
        QVERIFY(!panel.selectMethod("no.such.method"));
        // The selection survives a new registry.
        panel.setRegistry(demoRegistry());
        QCOMPARE(currentName(panel), "math.add");
    }

    void loadDocumentShowsDrift()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("contract.json");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(driftingDocument());
        file.close();

        RegistryPanel panel;
        panel.setRegistry(demoRegistry());
        QSignalSpy loaded(&panel, &RegistryPanel::documentLoaded);
        panel.loadDocument(path);
        QVERIFY(panel.statusText().startsWith("Loading"));
        QVERIFY(loaded.wait(5000));
        QVERIFY(panel.statusText().contains("Loaded 3 method"));

        DriftPanel *drift = panel.driftPanel();
        QCOMPARE(drift->names(DriftPanel::Missing), QStringList({"legacy.method"}));
        QCOMPARE(drift->names(DriftPanel::Changed), QStringList({"math.add"}));
        QCOMPARE(drift->names(DriftPanel::Undocumented).size(), 34);
        QVERIFY(drift->names(DriftPanel::Undocumented).contains("math.fibonacci"));
        QCOMPARE(panel.tabs()->tabText(1), "Drift (36)");

        // The document's methods join the tree with their badge.
        QCOMPARE(panel.totalCount(), 37);
        QCOMPARE(panel.model()->indexOf("legacy.method").data(RegistryTreeModel::BadgesRole).toStringList(),
                 QStringList({"document"}));
        QCOMPARE(panel.model()->indexOf("math.add").data(RegistryTreeModel::BadgesRole).toStringList(),
                 QStringList({"discover", "document"}));

        // Activating a drift entry shows the method.
        panel.tabs()->setCurrentIndex(1);
        emit drift->methodActivated("legacy.method");
        QCOMPARE(panel.tabs()->currentIndex(), 0);
        QCOMPARE(currentName(panel), "legacy.method");
        QVERIFY(panel.docView()->toPlainText().contains("Only in the document"));
    }

    void loadFailureIsSaid()
    {
        RegistryPanel panel;
        QSignalSpy failed(&panel, &RegistryPanel::documentFailed);
        panel.loadDocument("/no/such/file.json");
        QVERIFY(failed.wait(5000));
        QVERIFY(failed.first().at(1).toString().contains("There is no file"));
        QVERIFY(panel.statusText().contains("There is no file /no/such/file.json"));
        QVERIFY(panel.driftPanel()->summaryText().contains("Load an OpenRPC document"));
    }

    void refreshAsks()
    {
        RegistryPanel panel;
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QSignalSpy refresh(&panel, &RegistryPanel::refreshRequested);
        QToolButton *button = nullptr;
        for (QToolButton *candidate : panel.findChildren<QToolButton *>()) {
            if (candidate->defaultAction() == panel.refreshAction())
                button = candidate;
        }
        QVERIFY(button);
        QVERIFY(button->isVisible());
        QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(refresh.size(), 1);
    }

    void largeRegistryBuildsOffTheGuiThread()
    {
        Registry registry;
        for (int i = 0; i < 3000; ++i)
            registry.merge(method(QString("ns%1.method%2").arg(i % 40).arg(i), "list-methods"));
        RegistryPanel panel;
        QSignalSpy shown(&panel, &RegistryPanel::registryShown);
        panel.setRegistry(registry);
        QVERIFY(panel.isBuilding());
        QVERIFY(shown.wait(10000));
        QVERIFY(!panel.isBuilding());
        QCOMPARE(panel.totalCount(), 3000);
        // Large registries start folded.
        QVERIFY(!panel.view()->isExpanded(panel.model()->groupIndex("ns0")));
        QTest::keyClicks(panel.filterEdit(), "method29");
        QCOMPARE(panel.visibleLeafCount(), 111);   // method29, method290..299, method2900..2999
    }
};

QTEST_MAIN(tst_RegistryPanel)
#include "tst_registrypanel.moc"
