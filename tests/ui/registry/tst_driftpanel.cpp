#include "ui/registry/driftpanel.h"

#include <QSignalSpy>
#include <QTest>
#include <QTreeWidget>

using namespace RpcScope;

class tst_DriftPanel : public QObject
{
    Q_OBJECT

private slots:
    void showsTheThreeLists()
    {
        DriftPanel panel;
        QVERIFY(!panel.view()->isEnabled());
        QVERIFY(panel.summaryText().contains("Load an OpenRPC document"));

        ContractDrift drift;
        drift.missing = {"a.gone"};
        drift.undocumented = {"b.extra", "c.extra"};
        drift.changed = {{"d.changed", {"Parameter “x” differs."}}};
        panel.setDrift(drift, {"/tmp/doc.json"});
        QVERIFY(panel.view()->isEnabled());
        QCOMPARE(panel.names(DriftPanel::Missing), QStringList({"a.gone"}));
        QCOMPARE(panel.names(DriftPanel::Undocumented), QStringList({"b.extra", "c.extra"}));
        QCOMPARE(panel.names(DriftPanel::Changed), QStringList({"d.changed"}));
        QCOMPARE(panel.view()->topLevelItem(1)->text(0), "Offered, not documented (2)");
        QCOMPARE(panel.view()->topLevelItem(2)->child(0)->child(0)->text(0), "Parameter “x” differs.");
        QVERIFY(panel.summaryText().contains("/tmp/doc.json"));
        QVERIFY(panel.summaryText().contains("4 difference"));

        panel.setDrift({}, {"doc.json"});
        QVERIFY(panel.summaryText().contains("no drift"));
        QVERIFY(panel.names(DriftPanel::Missing).isEmpty());
    }

    void returnOnAMethodActivatesIt()
    {
        DriftPanel panel;
        ContractDrift drift;
        drift.undocumented = {"b.extra"};
        panel.setDrift(drift, {"doc.json"});
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QSignalSpy spy(&panel, &DriftPanel::methodActivated);
        QTreeWidgetItem *item = panel.view()->topLevelItem(1)->child(0);
        panel.view()->setFocus();
        panel.view()->setCurrentItem(item);
        QTest::keyClick(panel.view(), Qt::Key_Return);
        QCOMPARE(spy.size(), 1);
        QCOMPARE(spy.first().first().toString(), "b.extra");
        // A section header is no method.
        panel.view()->setCurrentItem(panel.view()->topLevelItem(0));
        QTest::keyClick(panel.view(), Qt::Key_Return);
        QCOMPARE(spy.size(), 1);
    }
};

QTEST_MAIN(tst_DriftPanel)
#include "tst_driftpanel.moc"
