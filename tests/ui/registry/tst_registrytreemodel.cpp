#include "registrytestdata.h"
#include "ui/registry/registrytreemodel.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace RpcScope;
using namespace RegistryTestData;

namespace {

QModelIndex child(const QAbstractItemModel &model, const QModelIndex &parent, const QString &label)
{
    for (int row = 0; row < model.rowCount(parent); ++row) {
        const QModelIndex index = model.index(row, 0, parent);
        if (index.data().toString() == label)
            return index;
    }
    return {};
}

QStringList labels(const QAbstractItemModel &model, const QModelIndex &parent = {})
{
    QStringList result;
    for (int row = 0; row < model.rowCount(parent); ++row)
        result.append(model.index(row, 0, parent).data().toString());
    return result;
}

// Counts leaves reachable through the model, the way a view walks it.
int walkLeaves(const RegistryTreeModel &model, const QModelIndex &parent = {})
{
    int leaves = 0;
    for (int row = 0; row < model.rowCount(parent); ++row) {
        const QModelIndex index = model.index(row, 0, parent);
        if (index.data(RegistryTreeModel::IsGroupRole).toBool())
            leaves += walkLeaves(model, index);
        else
            ++leaves;
    }
    return leaves;
}

int bruteForce(const QList<MethodInfo> &methods, const QString &text)
{
    int count = 0;
    for (const MethodInfo &m : methods) {
        if (m.name.contains(text, Qt::CaseInsensitive) || m.summary.contains(text, Qt::CaseInsensitive)
            || m.description.contains(text, Qt::CaseInsensitive))
            ++count;
    }
    return count;
}

} // namespace

class tst_RegistryTreeModel : public QObject
{
    Q_OBJECT

private slots:
    void groupsBySeparators()
    {
        RegistryTreeModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setMethods({method("notes.list"), method("notes.get"), method("a/b/c"), method("a/b/d"),
                          method("a#x"), method("ping"), method("file:///tmp/x.txt")});
        QCOMPARE(model.totalLeafCount(), 7);
        // Groups first, then leaves, each in code-point order.
        QCOMPARE(labels(model), QStringList({"a", "file:", "notes", "ping"}));
        const QModelIndex notes = child(model, {}, "notes");
        QVERIFY(notes.data(RegistryTreeModel::IsGroupRole).toBool());
        QCOMPARE(notes.data(RegistryTreeModel::LeafCountRole).toInt(), 2);
        QCOMPARE(notes.data(RegistryTreeModel::NameRole).toString(), "notes");
        QCOMPARE(labels(model, notes), QStringList({"get", "list"}));
        const QModelIndex list = child(model, notes, "list");
        QCOMPARE(list.data(RegistryTreeModel::NameRole).toString(), "notes.list");
        QCOMPARE(model.method(list)->name, "notes.list");
        QCOMPARE(model.indexOf("notes.list"), list);
        QCOMPARE(list.parent(), notes);

        const QModelIndex a = child(model, {}, "a");
        QCOMPARE(a.data(RegistryTreeModel::LeafCountRole).toInt(), 3);
        QCOMPARE(labels(model, a), QStringList({"b", "x"}));
        const QModelIndex b = child(model, a, "b");
        QCOMPARE(b.data(RegistryTreeModel::NameRole).toString(), "a/b");
        QCOMPARE(labels(model, b), QStringList({"c", "d"}));
        QCOMPARE(model.groupIndex("a/b"), b);
        QVERIFY(!model.method(b));

        // A URI's path becomes groups too: file: > tmp > x > txt.
        const QModelIndex tmp = child(model, child(model, {}, "file:"), "tmp");
        QCOMPARE(labels(model, tmp), QStringList({"x"}));
        QCOMPARE(model.indexOf("file:///tmp/x.txt").data().toString(), "txt");
    }

    void demoRegistryUnderTheTester()
    {
        RegistryTreeModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QList<MethodInfo> methods = demoRegistry().sorted();
        model.setMethods(methods);
        QCOMPARE(model.totalLeafCount(), methods.size());
        QCOMPARE(walkLeaves(model), int(methods.size()));
        QCOMPARE(labels(model), QStringList({"auth", "demo", "math", "notes", "rpc", "secure", "system", "text", "users"}));
        QCOMPARE(child(model, {}, "math").data(RegistryTreeModel::TotalLeafCountRole).toInt(), 6);
    }

    void filterKeepsGroupsOfMatchingLeaves()
    {
        RegistryTreeModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setMethods(demoRegistry().sorted());
        model.setFilterText("FIBON");   // any case
        QCOMPARE(model.visibleLeafCount(), 1);
        QCOMPARE(labels(model), QStringList({"math"}));
        const QModelIndex math = child(model, {}, "math");
        QCOMPARE(math.data(RegistryTreeModel::LeafCountRole).toInt(), 1);
        QCOMPARE(math.data(RegistryTreeModel::TotalLeafCountRole).toInt(), 6);
        QCOMPARE(labels(model, math), QStringList({"fibonacci"}));
        QVERIFY(!model.indexOf("math.add").isValid());   // hidden
        QVERIFY(model.contains("math.add"));

        // Summaries and descriptions count too: "Add two numbers" is math.add's summary.
        model.setFilterText("two numbers");
        QVERIFY(model.indexOf("math.add").isValid());

        model.setFilterText("no such text anywhere");
        QCOMPARE(model.visibleLeafCount(), 0);
        QCOMPARE(model.rowCount(), 0);
        model.setFilterText(QString());
        QCOMPARE(model.visibleLeafCount(), model.totalLeafCount());
    }

    void typingAndDeletingMatchesBruteForce()
    {
        RegistryTreeModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QList<MethodInfo> methods = demoRegistry().sorted();
        model.setMethods(methods);
        const QString word = "notes";
        QString typed;
        // Type it, delete it, and type something else: narrowing must not lose matches.
        QStringList steps;
        for (const QChar c : word)
            steps.append(typed += c);
        for (int i = word.size() - 1; i >= 0; --i)
            steps.append(word.left(i));
        steps << "t" << "te" << "tex" << "text" << "tex" << "e";
        for (const QString &step : steps) {
            model.setFilterText(step);
            QCOMPARE(model.visibleLeafCount(), bruteForce(methods, step));
            QCOMPARE(walkLeaves(model), bruteForce(methods, step));
        }
    }

    void badgesAndSources()
    {
        RegistryTreeModel model;
        MethodInfo info = method("math.add");
        info.sources = {"openrpc", "list-methods", "document", "history"};
        MethodInfo tool = method("search", "mcp-tool");
        model.setMethods({info, tool});
        const QModelIndex add = model.indexOf("math.add");
        QCOMPARE(add.data(RegistryTreeModel::BadgesRole).toStringList(),
                 QStringList({"discover", "listMethods", "document", "seen"}));
        QCOMPARE(model.indexOf("search").data(RegistryTreeModel::BadgesRole).toStringList(), QStringList({"MCP tool"}));

        QVERIFY(model.updateSources("search", {"mcp-tool", "history"}));
        QCOMPARE(model.indexOf("search").data(RegistryTreeModel::BadgesRole).toStringList(), QStringList({"MCP tool", "seen"}));
        QVERIFY(!model.updateSources("absent", {"history"}));
    }

    void aliasRoles()
    {
        RegistryTreeModel model;
        model.setMethods({method("memory.store", "openrpc", "Stores a value"), method("memory/store", "mcp-tool"),
                          method("memory.load")});
        const QModelIndex slash = model.indexOf("memory/store");
        QCOMPARE(slash.data(RegistryTreeModel::AliasOfRole).toString(), "memory.store");
        QCOMPARE(slash.data(RegistryTreeModel::AliasesRole).toStringList(), QStringList({"memory.store"}));
        const QModelIndex dot = model.indexOf("memory.store");
        QVERIFY(dot.data(RegistryTreeModel::AliasOfRole).toString().isEmpty());
        QCOMPARE(dot.data(RegistryTreeModel::AliasesRole).toStringList(), QStringList({"memory/store"}));
        // Both spellings sit in one "memory" group.
        QCOMPARE(slash.parent(), dot.parent());
        QVERIFY(model.indexOf("memory.load").data(RegistryTreeModel::AliasesRole).toStringList().isEmpty());
    }

    void hostileNames()
    {
        RegistryTreeModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QString deep = QStringList(QList<QString>(40, "x")).join('.');
        const QString longName = QString(5000, QChar('n'));
        model.setMethods({method(deep), method(longName), method("///"), method(".lead"), method("trail.")});
        QCOMPARE(model.totalLeafCount(), 5);
        QCOMPARE(walkLeaves(model), 5);
        // Nesting stops at MaxDepth groups; the leaf keeps the rest of the name.
        QModelIndex index = model.indexOf(deep);
        QVERIFY(index.isValid());
        int depth = 0;
        for (QModelIndex p = index.parent(); p.isValid(); p = p.parent())
            ++depth;
        QCOMPARE(depth, RegistryTreeModel::MaxDepth);
        QVERIFY(index.data().toString().startsWith("x.x"));
        QCOMPARE(model.indexOf(longName).data().toString().size(), 5000);
        QCOMPARE(model.indexOf("///").data().toString(), "///");
        QCOMPARE(model.indexOf(".lead").data().toString(), ".lead");
        model.setFilterText("nnnn");
        QCOMPARE(model.visibleLeafCount(), 1);
    }
};

QTEST_MAIN(tst_RegistryTreeModel)
#include "tst_registrytreemodel.moc"
