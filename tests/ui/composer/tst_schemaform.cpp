#include "lib/demo/demoservice.h"
#include "lib/discovery/registryreader.h"
#include "lib/json/jsondocument.h"
#include "ui/composer/containerfields.h"
#include "ui/composer/scalarfields.h"
#include "ui/composer/schemafieldrow.h"
#include "ui/composer/schemaform.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace RpcScope;

class tst_SchemaForm final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void demoOpenRpcStringAndArray();
    void demoOpenRpcEnumAndBounds();
    void mcpToolNumbersAsTyped();
    void titledEnumsChooseByTitle();
    void optionalBooleanIsTriState();
    void setParamsTextFillsWithoutEmitting();
    void unrepresentableParamsGoOutOfSync();
    void byPosition();
    void refCycleMakesAFormWithoutHanging();
    void bigIntegerRoundTrip();
    void refusedKeysAreExplained();
    void resetToDefaultAndLeaveOut();
};

static MethodInfo demoMethod(const QString &name, QByteArray *document = nullptr)
{
    DemoService service;
    const QByteArray text = service.openRpcDocument();
    if (document)
        *document = text;
    const Registry registry = RegistryReader::fromOpenRpc(JsonDocument::parse(text), 0, "openrpc");
    const MethodInfo *method = registry.find(name);
    return method ? *method : MethodInfo();
}

static MethodInfo demoTool(const QString &name)
{
    QFile file(":/rpcscope/demo/mcptools.json");
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QString cursor;
    const Registry registry = RegistryReader::fromMcpPage(JsonDocument::parse(file.readAll()), 0,
                                                          MethodInfo::Kind::Tool, &cursor);
    const MethodInfo *method = registry.find(name);
    return method ? *method : MethodInfo();
}

template <typename Field>
static Field *fieldOf(SchemaForm &form, const QString &name)
{
    return qobject_cast<Field *>(form.field(name));
}

static SchemaFieldRow *rowOf(SchemaField *field)
{
    return qobject_cast<SchemaFieldRow *>(field->parentWidget());
}

void tst_SchemaForm::demoOpenRpcStringAndArray()
{
    QByteArray document;
    const MethodInfo method = demoMethod("notes.create", &document);
    QVERIFY(!method.name.isEmpty());
    SchemaForm form;
    form.setMethod(method, document);
    form.show();
    QSignalSpy edited(&form, &SchemaForm::paramsEdited);

    auto *title = fieldOf<StringField>(form, "title");
    QVERIFY(title);
    QCOMPARE(title->lineEdit()->placeholderText(), "Short title.");
    QTest::keyClicks(title->lineEdit(), "Hi");
    QCOMPARE(edited.size(), 2);
    QCOMPARE(edited.last().at(0).toByteArray(), QByteArray(R"({"title":"Hi"})"));

    auto *tags = fieldOf<ArrayField>(form, "tags");
    QVERIFY(tags);
    QTest::mouseClick(tags->addButton(), Qt::LeftButton);
    QCOMPARE(edited.last().at(0).toByteArray(), QByteArray(R"({"title":"Hi","tags":[""]})"));
    auto *tag = qobject_cast<StringField *>(tags->itemField(0));
    QVERIFY(tag);
    QTest::keyClicks(tag->lineEdit(), "red");
    QCOMPARE(edited.last().at(0).toByteArray(), QByteArray(R"({"title":"Hi","tags":["red"]})"));
    // Typed before title in the schema's order? The body goes between them.
    auto *body = fieldOf<StringField>(form, "body");
    QTest::keyClicks(body->lineEdit(), "b\"q");
    QCOMPARE(edited.last().at(0).toByteArray(), QByteArray(R"({"title":"Hi","body":"b\"q","tags":["red"]})"));

    // An empty tag breaks minLength 1: the item's row shows a mark.
    QTest::mouseClick(tags->addButton(), Qt::LeftButton);
    QVERIFY(!rowOf(tags->itemField(1))->markText().isEmpty());
    QVERIFY(rowOf(tags->itemField(0))->markText().isEmpty());
}

void tst_SchemaForm::demoOpenRpcEnumAndBounds()
{
    SchemaForm form;
    form.setMethod(demoMethod("text.hash"));
    form.show();
    QSignalSpy edited(&form, &SchemaForm::paramsEdited);
    auto *algorithm = fieldOf<EnumField>(form, "algorithm");
    QVERIFY(algorithm);
    QCOMPARE(algorithm->comboBox()->count(), 5);   // not set + four
    QVERIFY(algorithm->comboBox()->itemText(0).contains("sha256"));
    algorithm->comboBox()->setFocus();
    QTest::keyClick(algorithm->comboBox(), Qt::Key_Down);
    QCOMPARE(edited.last().at(0).toByteArray(), QByteArray(R"({"text":"","algorithm":"md5"})"));

    SchemaForm fib;
    fib.setMethod(demoMethod("math.fibonacci"));
    fib.show();
    QSignalSpy fibEdited(&fib, &SchemaForm::paramsEdited);
    auto *n = fieldOf<NumberField>(fib, "n");
    QVERIFY(n);
    QVERIFY(rowOf(n)->markText().contains("Required"));
    QTest::keyClicks(n->lineEdit(), "93");
    QCOMPARE(fibEdited.last().at(0).toByteArray(), QByteArray(R"({"n":93})"));
    QVERIFY(rowOf(n)->markText().contains("92"));
    QTest::keyClick(n->lineEdit(), Qt::Key_Backspace);
    QVERIFY(rowOf(n)->markText().isEmpty());
    QTest::keyClicks(n->lineEdit(), "x.");   // the validator keeps letters and a dot out
    QCOMPARE(n->lineEdit()->text(), "9");
    QTest::keyClick(n->lineEdit(), Qt::Key_Backspace);
    QTest::keyClicks(n->lineEdit(), "-");
    const qsizetype before = fibEdited.size();
    QVERIFY(!n->isComplete());   // "-" is not a number yet: nothing written
    QCOMPARE(fibEdited.size(), before);
    QVERIFY(!rowOf(n)->markText().isEmpty());
}

// SEP-1330: a oneOf of titled consts, and the legacy enumNames beside an enum, offer their
// values by title; the value sent is the const's, as written.
void tst_SchemaForm::titledEnumsChooseByTitle()
{
    const QByteArray page = R"({"tools":[{"name":"pick","inputSchema":{"type":"object","properties":{)"
                            R"("fruit":{"type":"string","oneOf":[{"const":"a","title":"Apple"},{"const":"b","title":"Banana"}]},)"
                            R"("size":{"type":"string","enum":["s","l"],"enumNames":["Small","Large"]},)"
                            R"("plain":{"type":"string","enum":["x","y"]}}}}]})";
    QString cursor;
    const Registry registry = RegistryReader::fromMcpPage(JsonDocument::parse(page), 0, MethodInfo::Kind::Tool, &cursor);
    QVERIFY(registry.find("pick"));
    SchemaForm form;
    form.setMethod(*registry.find("pick"));
    form.show();
    QSignalSpy edited(&form, &SchemaForm::paramsEdited);
    auto *fruit = fieldOf<EnumField>(form, "fruit");
    auto *size = fieldOf<EnumField>(form, "size");
    auto *plain = fieldOf<EnumField>(form, "plain");
    QVERIFY(fruit && size && plain);
    QCOMPARE(fruit->comboBox()->itemText(1), QString("Apple (a)"));
    QCOMPARE(fruit->comboBox()->itemText(2), QString("Banana (b)"));
    QCOMPARE(size->comboBox()->itemText(2), QString("Large (l)"));
    QCOMPARE(plain->comboBox()->itemText(1), QString("x"));
    fruit->comboBox()->setFocus();
    QTest::keyClick(fruit->comboBox(), Qt::Key_Down);
    QTest::keyClick(fruit->comboBox(), Qt::Key_Down);
    QCOMPARE(edited.last().at(0).toByteArray(), QByteArray(R"({"fruit":"b"})"));
}

void tst_SchemaForm::mcpToolNumbersAsTyped()
{
    const MethodInfo tool = demoTool("convert_temperature");
    QCOMPARE(tool.kind, MethodInfo::Kind::Tool);
    SchemaForm form;
    form.setMethod(tool);
    form.show();
    QCOMPARE(form.valuePath(), QStringList{"arguments"});
    QSignalSpy edited(&form, &SchemaForm::paramsEdited);
    auto *value = fieldOf<NumberField>(form, "value");
    QVERIFY(value);
    QTest::keyClicks(value->lineEdit(), "-40.50");
    QCOMPARE(edited.last().at(0).toByteArray(), QByteArray(R"({"value":-40.50})"));
    auto *to = fieldOf<EnumField>(form, "to");
    to->comboBox()->setFocus();
    QTest::keyClick(to->comboBox(), Qt::Key_End);
    QCOMPARE(edited.last().at(0).toByteArray(), QByteArray(R"({"value":-40.50,"to":"kelvin"})"));
}

void tst_SchemaForm::optionalBooleanIsTriState()
{
    SchemaForm form;
    form.setMethod(demoTool("get_time"));
    form.show();
    QSignalSpy edited(&form, &SchemaForm::paramsEdited);
    auto *utc = fieldOf<BooleanField>(form, "utc");
    QVERIFY(utc);
    QCOMPARE(utc->checkBox()->checkState(), Qt::PartiallyChecked);
    QVERIFY(utc->checkBox()->text().contains("true"));   // the default
    QTest::keyClick(utc->checkBox(), Qt::Key_Space);
    QCOMPARE(edited.last().at(0).toByteArray(), QByteArray(R"({"utc":true})"));
    QTest::keyClick(utc->checkBox(), Qt::Key_Space);
    QCOMPARE(edited.last().at(0).toByteArray(), QByteArray(R"({"utc":false})"));
    QTest::keyClick(utc->checkBox(), Qt::Key_Space);
    QCOMPARE(edited.last().at(0).toByteArray(), QByteArray("{}"));
}

void tst_SchemaForm::setParamsTextFillsWithoutEmitting()
{
    SchemaForm form;
    form.setMethod(demoMethod("notes.create"));
    QSignalSpy edited(&form, &SchemaForm::paramsEdited);
    // Out of schema order, a string with an escape, an explicit empty string.
    form.setParamsText(R"({"tags":["a","b"],"body":"","title":"T\u00e9"})");
    QVERIFY(form.isInSync());
    QCOMPARE(edited.size(), 0);
    QCOMPARE(fieldOf<StringField>(form, "title")->lineEdit()->text(), QString::fromUtf8("T\xc3\xa9"));
    auto *tags = fieldOf<ArrayField>(form, "tags");
    QCOMPARE(tags->itemCount(), 2);
    QCOMPARE(qobject_cast<StringField *>(tags->itemField(1))->lineEdit()->text(), "b");
    QCOMPARE(form.paramsText(), QByteArray(R"({"title":"Té","body":"","tags":["a","b"]})"));

    form.setParamsText(R"({"title":"U"})");
    QCOMPARE(tags->itemCount(), 0);
    QCOMPARE(form.paramsText(), QByteArray(R"({"title":"U"})"));
    form.setParamsText(QByteArray());   // no params at all
    QCOMPARE(fieldOf<StringField>(form, "title")->lineEdit()->text(), "");
    QCOMPARE(edited.size(), 0);
}

void tst_SchemaForm::unrepresentableParamsGoOutOfSync()
{
    SchemaForm form;
    form.setMethod(demoMethod("notes.create"));
    form.show();
    QSignalSpy edited(&form, &SchemaForm::paramsEdited);
    form.setParamsText(R"({"title":"keep","colour":"red"})");
    QVERIFY(!form.isInSync());
    QVERIFY(form.statusText().contains("Out of sync"));
    auto *title = fieldOf<StringField>(form, "title");
    QVERIFY(!title->isEnabled());   // typing cannot overwrite "colour"
    QTest::keyClicks(title->lineEdit(), "x");
    QCOMPARE(edited.size(), 0);

    form.setParamsText(R"({"title":42})");
    QVERIFY(!form.isInSync());
    form.setParamsText("[1,");
    QVERIFY(!form.isInSync());
    form.setParamsText(R"({"title":"ok"})");
    QVERIFY(form.isInSync());
    QVERIFY(title->isEnabled());
    QVERIFY(form.statusText().isEmpty());

    // The user may choose the form over the text.
    form.setParamsText(R"({"title":"ok","odd":1})");
    auto *replace = form.findChild<QPushButton *>("useFormValues");
    QVERIFY(replace && replace->isVisible());
    QTest::mouseClick(replace, Qt::LeftButton);
    QCOMPARE(edited.last().at(0).toByteArray(), QByteArray(R"({"title":"ok"})"));
    QVERIFY(form.isInSync());
}

void tst_SchemaForm::byPosition()
{
    MethodInfo method;
    method.name = "subtract";
    method.paramsSchema = R"([{"name":"minuend","required":true,"schema":{"type":"integer"}},)"
                          R"({"name":"subtrahend","schema":{"type":"integer","default":0}},)"
                          R"({"name":"note","schema":{"type":"string"}}])";
    method.definition = R"({"name":"subtract","paramStructure":"by-position"})";
    SchemaForm form;
    form.setMethod(method);
    form.show();
    QSignalSpy edited(&form, &SchemaForm::paramsEdited);
    QTest::keyClicks(fieldOf<NumberField>(form, "minuend")->lineEdit(), "42");
    QCOMPARE(edited.last().at(0).toByteArray(), QByteArray("[42]"));
    QTest::keyClicks(fieldOf<StringField>(form, "note")->lineEdit(), "n");
    QCOMPARE(edited.last().at(0).toByteArray(), QByteArray(R"([42,0,"n"])"));   // the gap gets the default
    form.setParamsText("[1,2]");
    QCOMPARE(fieldOf<NumberField>(form, "subtrahend")->lineEdit()->text(), "2");
    QVERIFY(form.isInSync());
    form.setParamsText("[1,2,\"a\",4]");
    QVERIFY(!form.isInSync());
    form.setParamsText(R"({"minuend":1})");
    QVERIFY(!form.isInSync());
}

void tst_SchemaForm::refCycleMakesAFormWithoutHanging()
{
    MethodInfo tool;
    tool.kind = MethodInfo::Kind::Tool;
    tool.name = "tree";
    tool.paramsSchema = R"({"type":"object","$defs":{"Node":{"type":"object","properties":{)"
                        R"("label":{"type":"string"},"children":{"type":"array","items":{"$ref":"#/$defs/Node"}}}},)"
                        R"("Loop":{"$ref":"#/$defs/Loop"}},)"
                        R"("properties":{"root":{"$ref":"#/$defs/Node"},"loop":{"$ref":"#/$defs/Loop"}}})";
    SchemaForm form;
    form.setMethod(tool);   // returning at all is the point
    form.show();
    QSignalSpy edited(&form, &SchemaForm::paramsEdited);
    auto *loop = fieldOf<JsonTextField>(form, "loop");
    QVERIFY(loop);
    QVERIFY(loop->lineEdit()->placeholderText().contains("edit as JSON"));
    auto *root = fieldOf<ObjectField>(form, "root");
    QVERIFY(root);
    auto *children = qobject_cast<ArrayField *>(root->memberField(u"children"));
    QVERIFY(children);
    QTest::mouseClick(children->addButton(), Qt::LeftButton);
    auto *child = qobject_cast<JsonTextField *>(children->itemField(0));
    QVERIFY(child);   // the recursion is a JSON line, not another level of widgets
    QTest::keyClicks(child->lineEdit(), R"({"label":"leaf", "children":[]})");
    QCOMPARE(edited.last().at(0).toByteArray(),
             QByteArray(R"({"root":{"children":[{"label":"leaf", "children":[]}]}})"));
    form.setParamsText(R"({"root":{"label":"r","children":[{"label":"c","children":[{"x":1}]}]},"loop":[1]})");
    QVERIFY(form.isInSync());
    QCOMPARE(child->lineEdit()->text(), R"({"label":"c","children":[{"x":1}]})");
    QCOMPARE(loop->lineEdit()->text(), "[1]");
}

void tst_SchemaForm::bigIntegerRoundTrip()
{
    MethodInfo method;
    method.name = "big";
    method.paramsSchema = R"([{"name":"n","required":true,"schema":{"type":"integer","maximum":9007199254740993}},)"
                          R"({"name":"x","schema":{"type":"number"}},{"name":"s","schema":{"type":"string"}}])";
    SchemaForm form;
    form.setMethod(method);
    form.show();
    QSignalSpy edited(&form, &SchemaForm::paramsEdited);
    form.setParamsText(R"({"n":9007199254740993,"x":1.10})");
    auto *n = fieldOf<NumberField>(form, "n");
    QCOMPARE(n->lineEdit()->text(), "9007199254740993");
    QCOMPARE(fieldOf<NumberField>(form, "x")->lineEdit()->text(), "1.10");
    QVERIFY(rowOf(n)->markText().isEmpty());   // exactly at the maximum: compared as integers
    QTest::keyClicks(fieldOf<StringField>(form, "s")->lineEdit(), "z");
    QCOMPARE(edited.last().at(0).toByteArray(), QByteArray(R"({"n":9007199254740993,"x":1.10,"s":"z"})"));

    n->lineEdit()->clear();
    QTest::keyClicks(n->lineEdit(), "9007199254740994");
    QCOMPARE(edited.last().at(0).toByteArray(), QByteArray(R"({"n":9007199254740994,"x":1.10,"s":"z"})"));
    QVERIFY(!rowOf(n)->markText().isEmpty());
}

void tst_SchemaForm::refusedKeysAreExplained()
{
    // "abc" in a number field is not swallowed without a word: the field's mark says what
    // goes there, until the next key it takes.
    SchemaForm form;
    form.setMethod(demoMethod("math.fibonacci"));
    form.show();
    auto *n = fieldOf<NumberField>(form, "n");
    n->lineEdit()->setFocus();
    QTest::keyClicks(n->lineEdit(), "abc");
    QCOMPARE(n->lineEdit()->text(), QString());
    QTRY_VERIFY(rowOf(n)->markText().contains("integer"));
    QTest::keyClicks(n->lineEdit(), "7");
    QCOMPARE(n->lineEdit()->text(), "7");
    QTRY_VERIFY(!rowOf(n)->markText().contains("Only"));
}

void tst_SchemaForm::resetToDefaultAndLeaveOut()
{
    SchemaForm form;
    form.setMethod(demoMethod("text.repeat"));
    form.show();
    QSignalSpy edited(&form, &SchemaForm::paramsEdited);
    auto *times = fieldOf<NumberField>(form, "times");
    QCOMPARE(times->lineEdit()->placeholderText(), "Default: 2");
    auto *reset = rowOf(times)->findChild<QAction *>("resetToDefault");
    QVERIFY(reset);
    reset->trigger();
    QCOMPARE(times->lineEdit()->text(), "2");
    QCOMPARE(edited.last().at(0).toByteArray(), QByteArray(R"({"text":"","times":2})"));
    auto *leave = rowOf(times)->findChild<QAction *>("leaveOut");
    QVERIFY(leave);
    leave->trigger();
    QCOMPARE(edited.last().at(0).toByteArray(), QByteArray(R"({"text":""})"));
    QVERIFY(!rowOf(fieldOf<StringField>(form, "text"))->findChild<QAction *>("leaveOut"));   // required
}

QTEST_MAIN(tst_SchemaForm)
#include "tst_schemaform.moc"
