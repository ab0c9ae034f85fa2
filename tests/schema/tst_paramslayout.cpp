#include "lib/demo/demoservice.h"
#include "lib/discovery/methodinfo.h"
#include "lib/discovery/registryreader.h"
#include "lib/json/jsondocument.h"
#include "lib/schema/paramslayout.h"

#include <QStandardPaths>
#include <QTest>

using RpcScope::MethodInfo;
using RpcScope::ParamsLayout;
using RpcScope::SchemaNode;
using Type = SchemaNode::Type;

class tst_ParamsLayout final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void byNameFromDemoDocument();
    void byPosition();
    void descriptorRefsAndSchemaRefs();
    void defaults();
    void mcpToolDescribesArguments();
    void promptsResourcesAndUndocumented();
};

static MethodInfo demoMethod(const QString &name, QByteArray *document)
{
    RpcScope::DemoService service;
    *document = service.openRpcDocument();
    const auto registry = RpcScope::RegistryReader::fromOpenRpc(RpcScope::JsonDocument::parse(*document), 0, "openrpc");
    const MethodInfo *method = registry.find(name);
    return method ? *method : MethodInfo();
}

void tst_ParamsLayout::byNameFromDemoDocument()
{
    QByteArray document;
    const MethodInfo method = demoMethod("notes.create", &document);
    QCOMPARE(method.name, "notes.create");
    const ParamsLayout layout = ParamsLayout::fromMethod(method, document);
    QCOMPARE(layout.structure(), ParamsLayout::Structure::ByName);
    QVERIFY(layout.valuePath().isEmpty());
    QCOMPARE(layout.params().size(), 3);
    QCOMPARE(layout.params().at(0).name, "title");
    QVERIFY(layout.params().at(0).required);
    QCOMPARE(layout.params().at(0).schema->type, Type::String);
    QCOMPARE(layout.params().at(0).schema->minLength, 1);
    QCOMPARE(layout.params().at(0).description, "Short title.");
    QCOMPARE(layout.params().at(1).name, "body");
    QVERIFY(!layout.params().at(1).required);
    QCOMPARE(layout.params().at(2).name, "tags");
    QCOMPARE(layout.params().at(2).schema->type, Type::Array);
    QCOMPARE(layout.params().at(2).schema->items->type, Type::String);
    QCOMPARE(layout.params().at(2).schema->maxItems, 10);

    const ParamsLayout none = ParamsLayout::fromMethod(demoMethod("system.time", &document), document);
    QCOMPARE(none.structure(), ParamsLayout::Structure::None);
}

void tst_ParamsLayout::byPosition()
{
    MethodInfo method;
    method.name = "subtract";
    method.paramsSchema = R"([{"name":"minuend","required":true,"schema":{"type":"integer"}},)"
                          R"({"name":"subtrahend","required":true,"schema":{"type":"integer"}}])";
    method.definition = R"({"name":"subtract","paramStructure":"by-position","params":[]})";
    const ParamsLayout layout = ParamsLayout::fromMethod(method);
    QCOMPARE(layout.structure(), ParamsLayout::Structure::ByPosition);
    QCOMPARE(layout.params().size(), 2);
    QCOMPARE(layout.params().at(1).name, "subtrahend");

    method.definition = R"({"name":"subtract","paramStructure":"either"})";
    QCOMPARE(ParamsLayout::fromMethod(method).structure(), ParamsLayout::Structure::ByName);
}

void tst_ParamsLayout::descriptorRefsAndSchemaRefs()
{
    const QByteArray root = R"({"components":{"contentDescriptors":{"Id":{"name":"id","required":true,)"
                            R"("schema":{"$ref":"#/components/schemas/Id"}}},"schemas":{"Id":{"type":"string","pattern":"^n"}}}})";
    const ParamsLayout layout = ParamsLayout::fromContentDescriptors(
        R"([{"$ref":"#/components/contentDescriptors/Id"},{"$ref":"#/components/contentDescriptors/Gone"}])", false, root);
    QCOMPARE(layout.params().size(), 2);
    QCOMPARE(layout.params().at(0).name, "id");
    QVERIFY(layout.params().at(0).required);
    QCOMPARE(layout.params().at(0).schema->type, Type::String);
    QCOMPARE(layout.params().at(0).schema->pattern, "^n");
    QCOMPARE(layout.params().at(1).schema->type, Type::Recursive);

    // Without the document the reference cannot be followed: edit as JSON, no crash.
    const ParamsLayout alone = ParamsLayout::fromContentDescriptors(
        R"([{"name":"x","schema":{"$ref":"#/components/schemas/Id"}}])", false);
    QCOMPARE(alone.params().at(0).schema->type, Type::Recursive);
}

void tst_ParamsLayout::defaults()
{
    QByteArray document;
    const ParamsLayout layout = ParamsLayout::fromMethod(demoMethod("text.repeat", &document), document);
    QCOMPARE(layout.params().size(), 3);
    QCOMPARE(layout.params().at(1).schema->defaultValue, QByteArray("2"));
    QCOMPARE(layout.params().at(1).schema->minimum.text, QByteArray("1"));
    QCOMPARE(layout.params().at(1).schema->maximum.text, QByteArray("10000"));
    QCOMPARE(layout.params().at(2).schema->defaultValue, QByteArray("\"\""));
    QVERIFY(layout.params().at(0).schema->defaultValue.isNull());
}

void tst_ParamsLayout::mcpToolDescribesArguments()
{
    MethodInfo tool;
    tool.kind = MethodInfo::Kind::Tool;
    tool.name = "tree";
    tool.paramsSchema = R"({"type":"object","additionalProperties":false,"$defs":{"N":{"type":"object",)"
                        R"("properties":{"kids":{"type":"array","items":{"$ref":"#/$defs/N"}}}}},)"
                        R"("properties":{"zeta":{"type":"boolean"},"node":{"$ref":"#/$defs/N"}},"required":["node"]})";
    const ParamsLayout layout = ParamsLayout::fromMethod(tool);
    QCOMPARE(layout.structure(), ParamsLayout::Structure::ByName);
    QCOMPARE(layout.valuePath(), QStringList{"arguments"});
    QVERIFY(!layout.allowsOtherMembers());
    QCOMPARE(layout.params().size(), 2);
    QCOMPARE(layout.params().at(0).name, "zeta");
    QVERIFY(layout.params().at(1).required);
    QCOMPARE(layout.params().at(1).schema->type, Type::Object);
    QCOMPARE(layout.params().at(1).schema->property(u"kids")->schema->items->type, Type::Recursive);
}

void tst_ParamsLayout::promptsResourcesAndUndocumented()
{
    MethodInfo prompt;
    prompt.kind = MethodInfo::Kind::Prompt;
    prompt.paramsSchema = R"([{"name":"topic","required":true},{"name":"tone","description":"How"}])";
    const ParamsLayout layout = ParamsLayout::fromMethod(prompt);
    QCOMPARE(layout.valuePath(), QStringList{"arguments"});
    QCOMPARE(layout.params().size(), 2);
    QVERIFY(layout.params().at(0).required);
    QCOMPARE(layout.params().at(1).schema->type, Type::String);
    QCOMPARE(layout.params().at(1).description, "How");

    MethodInfo resource;
    resource.kind = MethodInfo::Kind::Resource;
    QCOMPARE(ParamsLayout::fromMethod(resource).structure(), ParamsLayout::Structure::None);

    MethodInfo listed;
    listed.name = "seen.only.in.listMethods";
    QCOMPARE(ParamsLayout::fromMethod(listed).structure(), ParamsLayout::Structure::Undocumented);
    listed.paramsSchema = "{not json";
    const ParamsLayout broken = ParamsLayout::fromMethod(listed);
    QCOMPARE(broken.structure(), ParamsLayout::Structure::Undocumented);
    QVERIFY(!broken.note().isEmpty());
}

QTEST_GUILESS_MAIN(tst_ParamsLayout)
#include "tst_paramslayout.moc"
