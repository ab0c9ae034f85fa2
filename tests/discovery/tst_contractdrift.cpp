#include "lib/discovery/contractdrift.h"
#include "lib/discovery/registry.h"

#include <QTest>

using namespace RpcScope;

namespace {

// Test JSON written with single quotes, so it reads without escapes.
QByteArray json(const char *text)
{
    return QByteArray(text).replace('\'', '"');
}

MethodInfo method(const QString &name, const QString &source, const QByteArray &params = {})
{
    MethodInfo info;
    info.name = name;
    info.sources = {source};
    info.paramsSchema = params;
    return info;
}

Registry registryOf(const QList<MethodInfo> &methods)
{
    Registry registry;
    for (const MethodInfo &m : methods)
        registry.merge(m);
    return registry;
}

} // namespace

class tst_ContractDrift : public QObject
{
    Q_OBJECT

private slots:
    void parametersOfOpenRpcArray()
    {
        bool known = false;
        const auto params = ContractDrift::parameters(
            json("[{'name':'a','required':true,'schema':{}},{'name':'b'},{'$ref':'#/x'},7]"), &known);
        QVERIFY(known);
        QCOMPARE(params.size(), 2);
        QCOMPARE(params.at(0).name, "a");
        QVERIFY(params.at(0).required);
        QCOMPARE(params.at(1).name, "b");
        QVERIFY(!params.at(1).required);
    }

    void parametersOfInputSchemaKeepWrittenOrder()
    {
        bool known = false;
        const auto params = ContractDrift::parameters(
            json("{'type':'object','properties':{'z':{},'a':{}},'required':['a']}"), &known);
        QVERIFY(known);
        QCOMPARE(params.size(), 2);
        QCOMPARE(params.at(0).name, "z");
        QVERIFY(!params.at(0).required);
        QCOMPARE(params.at(1).name, "a");
        QVERIFY(params.at(1).required);
    }

    void parametersUnknown_data()
    {
        QTest::addColumn<QByteArray>("schema");
        QTest::newRow("absent") << QByteArray();
        QTest::newRow("broken") << QByteArray("[{\"name\":");
        QTest::newRow("scalar") << QByteArray("true");
    }

    void parametersUnknown()
    {
        QFETCH(QByteArray, schema);
        bool known = true;
        QVERIFY(ContractDrift::parameters(schema, &known).isEmpty());
        QVERIFY(!known);
    }

    void missingAndUndocumented()
    {
        const Registry documented = registryOf({method("a", "document"), method("b", "document")});
        const Registry live = registryOf({method("b", "openrpc"), method("c", "list-methods"),
                                          method("a", "history"),   // called, but not the server's word
                                          method("d", "document")}); // only a document knows it
        const ContractDrift drift = ContractDrift::compare(documented, live);
        QCOMPARE(drift.missing, QStringList({"a"}));
        QCOMPARE(drift.undocumented, QStringList({"c"}));
        QVERIFY(drift.changed.isEmpty());
        QVERIFY(!drift.isEmpty());
    }

    void sameContractHasNoDrift()
    {
        const QByteArray params = json("[{'name':'x','required':true}]");
        const ContractDrift drift = ContractDrift::compare(registryOf({method("m", "document", params)}),
                                                           registryOf({method("m", "openrpc", params)}));
        QVERIFY(drift.isEmpty());
    }

    void parameterDifferences()
    {
        const Registry documented = registryOf({
            method("m", "document", json("[{'name':'x','required':true},{'name':'gone'}]")),
            method("n", "document", json("[{'name':'p'},{'name':'q'}]")),
            method("unknown.live", "document", json("[{'name':'p'}]")),
        });
        const Registry live = registryOf({
            method("m", "openrpc", json("[{'name':'x'},{'name':'extra','required':true}]")),
            method("n", "openrpc", json("[{'name':'q'},{'name':'p'}]")),
            method("unknown.live", "list-methods"),   // no schema: nothing to compare
        });
        const ContractDrift drift = ContractDrift::compare(documented, live);
        QVERIFY(drift.missing.isEmpty());
        QVERIFY(drift.undocumented.isEmpty());
        QCOMPARE(drift.changed.size(), 2);
        QCOMPARE(drift.changed.at(0).method, "m");
        const QStringList m = drift.changed.at(0).differences;
        QCOMPARE(m.size(), 3);
        QVERIFY(m.at(0).contains("“x”") && m.at(0).contains("required in the document"));
        QVERIFY(m.at(1).contains("“gone”") && m.at(1).contains("does not declare"));
        QVERIFY(m.at(2).contains("“extra”") && m.at(2).contains("not documented"));
        QCOMPARE(drift.changed.at(1).method, "n");
        QCOMPARE(drift.changed.at(1).differences, QStringList({"The parameters are declared in a different order."}));
    }

    void mcpToolAgainstDocumentedParams()
    {
        const ContractDrift drift = ContractDrift::compare(
            registryOf({method("search", "document", json("[{'name':'query','required':true}]"))}),
            registryOf({method("search", "mcp-tool", json("{'type':'object','properties':{'query':{}},'required':['query']}"))}));
        QVERIFY(drift.isEmpty());
    }
};

QTEST_GUILESS_MAIN(tst_ContractDrift)
#include "tst_contractdrift.moc"
