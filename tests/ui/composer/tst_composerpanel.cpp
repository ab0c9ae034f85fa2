#include "lib/demo/demoservice.h"
#include "lib/discovery/registryreader.h"
#include "lib/json/jsondocument.h"
#include "lib/json/jsonsplice.h"
#include "ui/composer/composerpanel.h"
#include "ui/composer/containerfields.h"
#include "ui/composer/jsoneditor.h"
#include "ui/composer/requesteditor.h"
#include "ui/composer/scalarfields.h"
#include "ui/composer/schemaform.h"

#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSplitter>
#include <QStandardPaths>
#include <QSettings>
#include <QToolButton>
#include <QTest>

using namespace RpcScope;

class tst_ComposerPanel final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init();
    void cleanup();
    void formEditsSpliceIntoTheText();
    void formEditIsOneUndoStep();
    void textEditsRefillTheForm();
    void typingInTheEditorRefillsTheForm();
    void mcpToolArguments();
    void bigIntegerSurvivesBothWays();
    void brokenTextPutsTheFormOutOfSync();
    void missingParamsAreAdded();
    void formAndJsonAreTwoViews();

private:
    RequestEditor *m_editor = nullptr;
    ComposerPanel *m_panel = nullptr;
};

static MethodInfo demoMethod(const QString &name)
{
    DemoService service;
    const Registry registry = RegistryReader::fromOpenRpc(JsonDocument::parse(service.openRpcDocument()), 0, "openrpc");
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

static const QByteArray notesRequest = "{\n"
                                       "  \"jsonrpc\": \"2.0\",\n"
                                       "  \"id\": 7,\n"
                                       "  \"method\": \"notes.create\",\n"
                                       "  \"params\": {\n"
                                       "    \"title\": \"\"\n"
                                       "  }\n"
                                       "}";

void tst_ComposerPanel::init()
{
    m_editor = new RequestEditor;
    m_panel = new ComposerPanel(m_editor);
    m_panel->resize(1000, 600);
    m_panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_panel));
}

void tst_ComposerPanel::cleanup()
{
    delete m_panel;
    m_panel = nullptr;
    m_editor = nullptr;
}

void tst_ComposerPanel::formEditsSpliceIntoTheText()
{
    m_editor->setText(notesRequest);
    m_panel->setMethod(demoMethod("notes.create"));
    auto *title = qobject_cast<StringField *>(m_panel->form()->field("title"));
    QVERIFY(title);
    QVERIFY(m_panel->form()->isInSync());
    QTest::keyClicks(title->lineEdit(), "Hi");
    QByteArray expected = notesRequest;
    expected.replace("\"title\": \"\"", "\"title\": \"Hi\"");
    QCOMPARE(m_editor->text(), expected);

    auto *tags = qobject_cast<ArrayField *>(m_panel->form()->field("tags"));
    QTest::mouseClick(tags->addButton(), Qt::LeftButton);
    QTest::keyClicks(qobject_cast<StringField *>(tags->itemField(0))->lineEdit(), "red");
    QCOMPARE(JsonSplice::memberText(m_editor->text(), {"params"}),
             QByteArray("{\n    \"title\": \"Hi\",\n    \"tags\": [\n      \"red\"\n    ]\n  }"));

    // The text's echo must not refill the field under the user's fingers.
    QSignalSpy edited(m_panel->form(), &SchemaForm::paramsEdited);
    const QByteArray before = m_editor->text();
    QTest::qWait(3 * ComposerPanel::SyncDelayMs);
    QCOMPARE(m_editor->text(), before);
    QCOMPARE(edited.size(), 0);
    QCOMPARE(title->lineEdit()->text(), "Hi");
    QCOMPARE(title->lineEdit()->cursorPosition(), 2);
}

void tst_ComposerPanel::formEditIsOneUndoStep()
{
    m_editor->setText(notesRequest);
    m_panel->setMethod(demoMethod("notes.create"));
    auto *title = qobject_cast<StringField *>(m_panel->form()->field("title"));
    QTest::keyClicks(title->lineEdit(), "H");
    QVERIFY(m_editor->text() != notesRequest);
    m_editor->textEdit()->undo();
    QCOMPARE(m_editor->text(), notesRequest);
    // The undo is a text edit like any other: the form follows it.
    QTRY_COMPARE(title->lineEdit()->text(), "");
}

void tst_ComposerPanel::textEditsRefillTheForm()
{
    m_editor->setText(notesRequest);
    m_panel->setMethod(demoMethod("notes.create"));
    QSignalSpy edited(m_panel->form(), &SchemaForm::paramsEdited);
    QByteArray text = notesRequest;
    text.replace("\"title\": \"\"", "\"tags\": [\"a\", \"b\"], \"title\": \"From text\"");
    m_editor->setText(text);
    auto *title = qobject_cast<StringField *>(m_panel->form()->field("title"));
    QTRY_COMPARE(title->lineEdit()->text(), "From text");
    QCOMPARE(qobject_cast<ArrayField *>(m_panel->form()->field("tags"))->itemCount(), 2);
    QTest::qWait(2 * ComposerPanel::SyncDelayMs);
    QCOMPARE(edited.size(), 0);
    QCOMPARE(m_editor->text(), text);   // the form did not rewrite the user's order
}

void tst_ComposerPanel::typingInTheEditorRefillsTheForm()
{
    m_editor->setText(notesRequest);
    m_panel->setMethod(demoMethod("notes.create"));
    JsonEditor *edit = m_editor->textEdit();
    edit->setFocus();
    edit->setCursorPosition(5, 14);   // between the quotes of "title": ""
    QTest::keyClicks(edit, "abc");
    QVERIFY(m_editor->text().contains("\"title\": \"abc\""));
    auto *title = qobject_cast<StringField *>(m_panel->form()->field("title"));
    QTRY_COMPARE(title->lineEdit()->text(), "abc");
}

void tst_ComposerPanel::mcpToolArguments()
{
    const QByteArray request = "{\n"
                               "  \"jsonrpc\": \"2.0\",\n"
                               "  \"id\": 1,\n"
                               "  \"method\": \"tools/call\",\n"
                               "  \"params\": {\n"
                               "    \"name\": \"convert_temperature\",\n"
                               "    \"arguments\": {\n"
                               "      \"value\": 0,\n"
                               "      \"from\": \"celsius\"\n"
                               "    }\n"
                               "  }\n"
                               "}";
    m_editor->setText(request);
    m_panel->setMethod(demoTool("convert_temperature"));
    auto *value = qobject_cast<NumberField *>(m_panel->form()->field("value"));
    QVERIFY(value);
    QCOMPARE(value->lineEdit()->text(), "0");
    auto *from = qobject_cast<EnumField *>(m_panel->form()->field("from"));
    QCOMPARE(from->comboBox()->currentText(), "celsius");
    value->lineEdit()->selectAll();
    QTest::keyClicks(value->lineEdit(), "-40.50");
    QByteArray expected = request;
    expected.replace("\"value\": 0", "\"value\": -40.50");
    QCOMPARE(m_editor->text(), expected);
}

void tst_ComposerPanel::bigIntegerSurvivesBothWays()
{
    MethodInfo method;
    method.name = "big";
    method.paramsSchema = R"([{"name":"n","required":true,"schema":{"type":"integer"}},)"
                          R"({"name":"s","schema":{"type":"string"}}])";
    m_panel->setMethod(method);
    m_editor->setText(R"({"jsonrpc":"2.0","id":1,"method":"big","params":{"n":9007199254740993}})");
    auto *n = qobject_cast<NumberField *>(m_panel->form()->field("n"));
    QTRY_COMPARE(n->lineEdit()->text(), "9007199254740993");
    QTest::keyClicks(qobject_cast<StringField *>(m_panel->form()->field("s"))->lineEdit(), "x");
    QCOMPARE(m_editor->text(),
             QByteArray(R"({"jsonrpc":"2.0","id":1,"method":"big","params":{"n":9007199254740993,"s":"x"}})"));
    n->lineEdit()->selectAll();
    QTest::keyClicks(n->lineEdit(), "-9223372036854775808");
    QCOMPARE(JsonSplice::memberText(m_editor->text(), {"params", "n"}), QByteArray("-9223372036854775808"));
}

void tst_ComposerPanel::brokenTextPutsTheFormOutOfSync()
{
    m_editor->setText(notesRequest);
    m_panel->setMethod(demoMethod("notes.create"));
    m_editor->setText("{\"method\": \"notes.create\", \"params\": {\"title\": ");
    QTRY_VERIFY(!m_panel->form()->isInSync());
    auto *title = qobject_cast<StringField *>(m_panel->form()->field("title"));
    QVERIFY(!title->isEnabled());
    m_editor->setText(R"({"method": "notes.create", "params": {"title": "back"}})");
    QTRY_VERIFY(m_panel->form()->isInSync());
    QCOMPARE(title->lineEdit()->text(), "back");
    QVERIFY(title->isEnabled());
}

void tst_ComposerPanel::missingParamsAreAdded()
{
    const QByteArray request = "{\n  \"jsonrpc\": \"2.0\",\n  \"id\": 1,\n  \"method\": \"notes.create\"\n}";
    m_editor->setText(request);
    m_panel->setMethod(demoMethod("notes.create"));
    auto *title = qobject_cast<StringField *>(m_panel->form()->field("title"));
    QCOMPARE(title->lineEdit()->text(), "");
    QTest::keyClicks(title->lineEdit(), "t");
    QCOMPARE(m_editor->text(), QByteArray("{\n  \"jsonrpc\": \"2.0\",\n  \"id\": 1,\n  \"method\": \"notes.create\",\n"
                                          "  \"params\": {\n    \"title\": \"t\"\n  }\n}"));
}

void tst_ComposerPanel::formAndJsonAreTwoViews()
{
    // One area: the JSON or the form, switched at the top, kept in step, the choice kept.
    QCOMPARE(m_panel->editor(), m_editor);
    m_editor->setText("{\n  \"jsonrpc\": \"2.0\",\n  \"id\": 1,\n  \"method\": \"notes.create\"\n}");
    m_panel->setMethod(demoMethod("notes.create"));
    m_editor->jsonButton()->click();
    QVERIFY(!m_editor->isFormShown());
    QVERIFY(!m_panel->form()->isVisibleTo(m_panel));
    m_editor->formButton()->click();
    QVERIFY(m_editor->isFormShown());
    QVERIFY(m_panel->form()->isVisibleTo(m_panel));
    QVERIFY(!m_editor->textEdit()->isVisibleTo(m_panel));
    QCOMPARE(QSettings().value("Composer/view").toString(), QStringLiteral("form"));
    auto *title = qobject_cast<StringField *>(m_panel->form()->field("title"));
    QTest::keyClicks(title->lineEdit(), "x");
    QVERIFY(m_editor->text().contains("\"title\": \"x\""));   // the hidden JSON follows
    m_editor->jsonButton()->click();
    QCOMPARE(QSettings().value("Composer/view").toString(), QStringLiteral("json"));
}

QTEST_MAIN(tst_ComposerPanel)
#include "tst_composerpanel.moc"
