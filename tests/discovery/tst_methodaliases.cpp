#include "lib/discovery/methodaliases.h"

#include <QTest>

using namespace RpcScope;

namespace {

MethodInfo method(const QString &name, const QStringList &aliases = {}, const QString &summary = {})
{
    MethodInfo info;
    info.name = name;
    info.sources = {QStringLiteral("openrpc")};
    info.aliases = aliases;
    info.summary = summary;
    return info;
}

} // namespace

class tst_MethodAliases : public QObject
{
    Q_OBJECT

private slots:
    void normalisedTurnsSlashAndHashIntoDots()
    {
        QCOMPARE(MethodAliases::normalised("memory/store"), "memory.store");
        QCOMPARE(MethodAliases::normalised("a#b/c.d"), "a.b.c.d");
        QCOMPARE(MethodAliases::normalised("memory_store"), "memory_store");
    }

    void separatorSpellingsFormOneGroup()
    {
        const MethodAliases aliases = MethodAliases::find(
            {method("memory.store"), method("memory/store"), method("memory#store"), method("memory.load")});
        QCOMPARE(aliases.othersOf("memory.store"), QStringList({"memory#store", "memory/store"}));
        QCOMPARE(aliases.othersOf("memory/store"), QStringList({"memory#store", "memory.store"}));
        QVERIFY(aliases.othersOf("memory.load").isEmpty());
        QCOMPARE(aliases.groups().size(), 3);
    }

    void caseAndUnderscoreAreNotAliases()
    {
        const MethodAliases aliases = MethodAliases::find(
            {method("memory.store"), method("Memory.store"), method("memory_store")});
        QVERIFY(aliases.isEmpty());
    }

    void declaredAliasesLinkOnlyPresentNames()
    {
        const MethodAliases aliases = MethodAliases::find(
            {method("notes.add", {"notes.create", "absent.name"}), method("notes.create")});
        QCOMPARE(aliases.othersOf("notes.create"), QStringList({"notes.add"}));
        QCOMPARE(aliases.othersOf("notes.add"), QStringList({"notes.create"}));
        // The entry that declared the others is the original.
        QCOMPARE(aliases.originalOf("notes.create"), "notes.add");
        QVERIFY(aliases.originalOf("notes.add").isEmpty());
    }

    void describedEntryIsTheOriginal()
    {
        const MethodAliases aliases = MethodAliases::find(
            {method("memory.store"), method("memory/store", {}, "Stores a value")});
        QCOMPARE(aliases.originalOf("memory.store"), "memory/store");
        QVERIFY(aliases.originalOf("memory/store").isEmpty());
    }

    void declaredAndSpelledGroupsMerge()
    {
        // a.b ~ a/b by spelling, a/b declares c: all three are one group.
        const MethodAliases aliases = MethodAliases::find(
            {method("a.b"), method("a/b", {"c"}), method("c")});
        QCOMPARE(aliases.othersOf("c"), QStringList({"a.b", "a/b"}));
        QCOMPARE(aliases.originalOf("a.b"), "a/b");
        QCOMPARE(aliases.originalOf("c"), "a/b");
    }

    void selfAliasIsIgnored()
    {
        const MethodAliases aliases = MethodAliases::find({method("x", {"x"})});
        QVERIFY(aliases.isEmpty());
    }
};

QTEST_GUILESS_MAIN(tst_MethodAliases)
#include "tst_methodaliases.moc"
