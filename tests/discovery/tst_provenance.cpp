#include "lib/discovery/provenance.h"
#include "lib/discovery/registry.h"

#include <QTest>

using namespace RpcScope;

class tst_Provenance : public QObject
{
    Q_OBJECT

private slots:
    void markSeenAddsAHistoryOnlyEntry()
    {
        Registry registry;
        QVERIFY(Provenance::markSeen(registry, "only.called"));
        const MethodInfo *entry = registry.find("only.called");
        QVERIFY(entry);
        QCOMPARE(entry->sources, QStringList({"history"}));
        QVERIFY(!Provenance::isLive(*entry));
        QVERIFY(!Provenance::markSeen(registry, "only.called"));   // no change the second time
        QCOMPARE(registry.size(), 1);
    }

    void markSeenJoinsAnExistingEntry()
    {
        Registry registry;
        MethodInfo info;
        info.name = "math.add";
        info.sources = {"openrpc"};
        info.summary = "Add";
        registry.merge(info);
        QVERIFY(Provenance::markSeen(registry, "math.add"));
        QCOMPARE(registry.find("math.add")->sources, QStringList({"openrpc", "history"}));
        QCOMPARE(registry.find("math.add")->summary, "Add");
        QVERIFY(Provenance::isLive(*registry.find("math.add")));
    }

    void emptyNameIsNotSeen()
    {
        Registry registry;
        QVERIFY(!Provenance::markSeen(registry, QString()));
        QVERIFY(registry.isEmpty());
    }

    void documentOnlyIsNotLive()
    {
        MethodInfo info;
        info.sources = {"document", "history"};
        QVERIFY(!Provenance::isLive(info));
        info.sources.append("list-methods");
        QVERIFY(Provenance::isLive(info));
    }
};

QTEST_GUILESS_MAIN(tst_Provenance)
#include "tst_provenance.moc"
