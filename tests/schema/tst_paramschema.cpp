#include "lib/json/jsondocument.h"
#include "lib/schema/paramschema.h"

#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTest>

using RpcScope::JsonDocument;
using RpcScope::ParamSchema;
using RpcScope::SchemaNode;
using RpcScope::SchemaNodePtr;
using Type = SchemaNode::Type;

class tst_ParamSchema final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void typesAndKeywords();
    void propertiesKeepDocumentOrder();
    void refsResolveAgainstTheRoot_data();
    void refsResolveAgainstTheRoot();
    void refCycleBecomesRecursive();
    void mutualRefCycle();
    void unresolvableRef();
    void exponentialRefsStayCheap();
    void deepNestingIsCut();
    void boundsBothDrafts();
    void typeListBecomesChoice();
    void oneOfConstantsIsAnEnum();
    void allOfMerges();
};

void tst_ParamSchema::typesAndKeywords()
{
    ParamSchema schemas;
    const SchemaNodePtr node = schemas.parse(QByteArray(
        R"({"type":"string","title":"T","description":"D","default":"x\u0041","minLength":1,)"
        R"("maxLength":9,"pattern":"^a","format":"email"})"));
    QCOMPARE(node->type, Type::String);
    QCOMPARE(node->title, "T");
    QCOMPARE(node->description, "D");
    QCOMPARE(node->defaultValue, QByteArray(R"("x\u0041")"));
    QCOMPARE(node->minLength, 1);
    QCOMPARE(node->maxLength, 9);
    QCOMPARE(node->pattern, "^a");
    QCOMPARE(node->format, "email");

    const SchemaNodePtr e = ParamSchema().parse(QByteArray(R"({"type":"integer","enum":[1,2.50,"x"]})"));
    QCOMPARE(e->type, Type::Enum);
    QCOMPARE(e->enumValues, (QList<QByteArray>{"1", "2.50", "\"x\""}));

    const SchemaNodePtr arr = ParamSchema().parse(QByteArray(R"({"items":{"type":"boolean"},"minItems":2})"));
    QCOMPARE(arr->type, Type::Array);
    QVERIFY(arr->items);
    QCOMPARE(arr->items->type, Type::Boolean);
    QCOMPARE(arr->minItems, 2);

    QCOMPARE(ParamSchema().parse(QByteArray("{}"))->type, Type::Any);
    QCOMPARE(ParamSchema().parse(QByteArray("true"))->type, Type::Any);
    QCOMPARE(ParamSchema().parse(QByteArray("{broken"))->type, Type::Recursive);
}

void tst_ParamSchema::propertiesKeepDocumentOrder()
{
    // QJsonObject would give a, m, z.
    const SchemaNodePtr node = ParamSchema().parse(QByteArray(
        R"({"type":"object","properties":{"z":{"type":"string"},"a":{"type":"number"},"m":{}},"required":["m","z"]})"));
    QCOMPARE(node->type, Type::Object);
    QCOMPARE(node->properties.size(), 3);
    QCOMPARE(node->properties.at(0).name, "z");
    QCOMPARE(node->properties.at(1).name, "a");
    QCOMPARE(node->properties.at(2).name, "m");
    QCOMPARE(node->properties.at(1).schema->type, Type::Number);
    QCOMPARE(node->required, (QStringList{"m", "z"}));
    QVERIFY(node->isRequired(u"z"));
    QVERIFY(!node->isRequired(u"a"));
}

void tst_ParamSchema::refsResolveAgainstTheRoot_data()
{
    QTest::addColumn<QByteArray>("root");
    QTest::addColumn<QByteArray>("schema");
    QTest::newRow("components") << QByteArray(R"({"components":{"schemas":{"Item":{"type":"integer","maximum":5}}}})")
                                << QByteArray(R"({"$ref":"#/components/schemas/Item"})");
    QTest::newRow("$defs") << QByteArray(R"({"$defs":{"Item":{"type":"integer","maximum":5}}})")
                           << QByteArray(R"({"$ref":"#/$defs/Item"})");
    QTest::newRow("definitions, escaped") << QByteArray(R"({"definitions":{"a/b~c":{"type":"integer","maximum":5}}})")
                                          << QByteArray(R"({"$ref":"#/definitions/a~1b~0c"})");
}

void tst_ParamSchema::refsResolveAgainstTheRoot()
{
    QFETCH(QByteArray, root);
    QFETCH(QByteArray, schema);
    ParamSchema schemas(JsonDocument::parse(root));
    const SchemaNodePtr node = schemas.parse(JsonDocument::parse(schema), 0);
    QCOMPARE(node->type, Type::Integer);
    QCOMPARE(node->maximum.text, QByteArray("5"));
    QVERIFY(node->ref.startsWith("#/"));
}

void tst_ParamSchema::refCycleBecomesRecursive()
{
    // A tree whose children are trees: expanding it naively never ends.
    const QByteArray root = R"({"$defs":{"Tree":{"type":"object","properties":{"label":{"type":"string"},)"
                            R"("children":{"type":"array","items":{"$ref":"#/$defs/Tree"}}}}},)"
                            R"("type":"object","properties":{"root":{"$ref":"#/$defs/Tree"}}})";
    const SchemaNodePtr node = ParamSchema().parse(root);   // returning at all is the point
    const SchemaNodePtr tree = node->property(u"root")->schema;
    QCOMPARE(tree->type, Type::Object);
    QCOMPARE(tree->properties.at(0).name, "label");
    const SchemaNodePtr children = tree->property(u"children")->schema;
    QCOMPARE(children->type, Type::Array);
    QCOMPARE(children->items->type, Type::Recursive);
    QCOMPARE(children->items->ref, "#/$defs/Tree");
    QVERIFY(children->items->note.contains("#/$defs/Tree"));
    QVERIFY(children->items->isOpaque());
}

void tst_ParamSchema::mutualRefCycle()
{
    const QByteArray root = R"({"definitions":{"A":{"$ref":"#/definitions/B"},"B":{"$ref":"#/definitions/A"}},)"
                            R"("$ref":"#/definitions/A"})";
    const SchemaNodePtr node = ParamSchema().parse(root);
    QCOMPARE(node->type, Type::Recursive);
    const SchemaNodePtr self = ParamSchema().parse(QByteArray(R"({"$ref":"#"})"));
    QCOMPARE(self->type, Type::Recursive);
}

void tst_ParamSchema::unresolvableRef()
{
    const SchemaNodePtr node = ParamSchema().parse(QByteArray(R"({"$ref":"#/components/schemas/Nope","description":"d"})"));
    QCOMPARE(node->type, Type::Recursive);
    QVERIFY(node->note.contains("Nope"));
    QCOMPARE(node->description, "d");
    // A schema on the network is named as such, and never fetched.
    const SchemaNodePtr remote = ParamSchema().parse(QByteArray("{\"$ref\":\"https:/" "/example.com/s.json\"}"));
    QCOMPARE(remote->type, Type::Recursive);
    QCOMPARE(remote->note, QString("https:/" "/example.com/s.json is outside this schema and is not fetched: edit as JSON."));
}

void tst_ParamSchema::exponentialRefsStayCheap()
{
    // Each level refers to the next twice: 2^40 paths, but each definition is built once.
    QByteArray root = R"({"$defs":{)";
    for (int i = 0; i < 40; ++i) {
        root += QByteArray("\"L") + QByteArray::number(i) + "\":{\"type\":\"object\",\"properties\":{"
                "\"a\":{\"$ref\":\"#/$defs/L" + QByteArray::number(i + 1) + "\"},"
                "\"b\":{\"$ref\":\"#/$defs/L" + QByteArray::number(i + 1) + "\"}}},";
    }
    root += R"("L40":{"type":"string"}},"$ref":"#/$defs/L0"})";
    const SchemaNodePtr node = ParamSchema().parse(root);
    QCOMPARE(node->type, Type::Object);
    // Beyond MaxDepth the rest is JSON text, never a hang. Both ways down are one node at
    // every level: built once, not once per path.
    SchemaNodePtr walk = node;
    int levels = 0;
    while (walk->type == Type::Object) {
        QCOMPARE(walk->property(u"a")->schema.get(), walk->property(u"b")->schema.get());
        walk = walk->property(u"a")->schema;
        ++levels;
    }
    QVERIFY(levels > 5);
}

void tst_ParamSchema::deepNestingIsCut()
{
    QByteArray text;
    for (int i = 0; i < 1000; ++i)
        text += R"({"type":"array","items":)";
    text += "{}";
    for (int i = 0; i < 1000; ++i)
        text += "}";
    SchemaNodePtr node = ParamSchema().parse(text);
    int depth = 0;
    while (node->type == Type::Array) {
        node = node->items;
        ++depth;
    }
    QCOMPARE(node->type, Type::Recursive);
    QVERIFY(depth <= ParamSchema::MaxDepth + 1);
    QVERIFY(!node->note.isEmpty());
}

void tst_ParamSchema::boundsBothDrafts()
{
    const SchemaNodePtr draft4 = ParamSchema().parse(QByteArray(
        R"({"type":"integer","minimum":0,"exclusiveMinimum":true,"maximum":9007199254740993})"));
    QCOMPARE(draft4->minimum.text, QByteArray("0"));
    QVERIFY(draft4->minimum.exclusive);
    QCOMPARE(draft4->maximum.text, QByteArray("9007199254740993"));
    QVERIFY(!draft4->maximum.exclusive);

    const SchemaNodePtr draft6 = ParamSchema().parse(QByteArray(
        R"({"type":"number","minimum":1,"exclusiveMinimum":2.5,"exclusiveMaximum":10})"));
    QCOMPARE(draft6->minimum.text, QByteArray("2.5"));
    QVERIFY(draft6->minimum.exclusive);
    QCOMPARE(draft6->maximum.text, QByteArray("10"));
    QVERIFY(draft6->maximum.exclusive);

    const SchemaNodePtr looser = ParamSchema().parse(QByteArray(R"({"type":"number","minimum":5,"exclusiveMinimum":1})"));
    QCOMPARE(looser->minimum.text, QByteArray("5"));
    QVERIFY(!looser->minimum.exclusive);
}

void tst_ParamSchema::typeListBecomesChoice()
{
    const SchemaNodePtr node = ParamSchema().parse(QByteArray(R"({"type":["string","null"],"maxLength":3})"));
    QCOMPARE(node->type, Type::Choice);
    QCOMPARE(node->choices.size(), 2);
    QCOMPARE(node->choices.at(0)->type, Type::String);
    QCOMPARE(node->choices.at(0)->maxLength, 3);
    QCOMPARE(node->choices.at(1)->type, Type::Null);
}

void tst_ParamSchema::oneOfConstantsIsAnEnum()
{
    const SchemaNodePtr node = ParamSchema().parse(QByteArray(
        R"({"oneOf":[{"const":"a","title":"A"},{"const":2}]})"));
    QCOMPARE(node->type, Type::Enum);
    QCOMPARE(node->enumValues, (QList<QByteArray>{"\"a\"", "2"}));
    QCOMPARE(node->enumTitles, (QStringList{"A", ""}));   // SEP-1330: each const keeps its title
    const SchemaNodePtr legacy = ParamSchema().parse(QByteArray(R"({"enum":["s","l"],"enumNames":["Small","Large"]})"));
    QCOMPARE(legacy->enumTitles, (QStringList{"Small", "Large"}));
    const SchemaNodePtr uneven = ParamSchema().parse(QByteArray(R"({"enum":["s","l"],"enumNames":["Small"]})"));
    QVERIFY(uneven->enumTitles.isEmpty());   // names that do not pair up are no titles
    const SchemaNodePtr mixed = ParamSchema().parse(QByteArray(R"({"anyOf":[{"type":"string"},{"type":"integer"}]})"));
    QCOMPARE(mixed->type, Type::Choice);
    QCOMPARE(mixed->choices.size(), 2);
}

void tst_ParamSchema::allOfMerges()
{
    const SchemaNodePtr node = ParamSchema().parse(QByteArray(
        R"({"allOf":[{"type":"object","properties":{"a":{"type":"string"}},"required":["a"]},)"
        R"({"properties":{"b":{"type":"integer"}}}]})"));
    QCOMPARE(node->type, Type::Object);
    QCOMPARE(node->properties.size(), 2);
    QCOMPARE(node->properties.at(1).name, "b");
    QCOMPARE(node->required, QStringList{"a"});
}

QTEST_GUILESS_MAIN(tst_ParamSchema)
#include "tst_paramschema.moc"
