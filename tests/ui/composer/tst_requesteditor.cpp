#include "ui/composer/heldtextbar.h"
#include "ui/composer/jsoneditor.h"
#include "ui/composer/requestcontrols.h"
#include "ui/composer/requesteditor.h"

#include "lib/json/jsondocument.h"
#include "lib/json/jsonwriter.h"
#include "lib/rpc/requestbuilder.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using RpcScope::IdSequence;
using RpcScope::JsonEditor;
using RpcScope::RequestControls;
using RpcScope::RequestEditor;

namespace {

const QByteArray kRequest = "{\n  \"jsonrpc\":\"2.0\",  \"id\" : 7,\n  \"method\": \"math.add\",\n  \"params\": [1.0, 2e3]\n}";

QByteArray withId(const QByteArray &idText)
{
    QByteArray text = kRequest;
    return text.replace("\"id\" : 7", QByteArray("\"id\" : ").append(idText));
}

// Picks an id mode the way a keyboard user does: focus the box, arrow to the entry.
void chooseMode(RequestControls *controls, RequestControls::IdMode mode)
{
    QComboBox *box = controls->idModeBox();
    box->setFocus();
    while (box->currentIndex() < int(mode))
        QTest::keyClick(box, Qt::Key_Down);
    while (box->currentIndex() > int(mode))
        QTest::keyClick(box, Qt::Key_Up);
}

} // namespace

class tst_RequestEditor final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void typedTextIsSentAsTyped();
    void setTextIsOneUndoableEdit();
    void validationMessages();
    void ctrlReturnSendsAndEscapeCancels();
    void notificationToggleRemovesAndRestoresTheId();
    void idModesRewriteOnlyTheId();
    void autoModeNumbersEachSend();
    void controlsFollowTypedIds();
    void aTypedNumberIdIsSentAsTyped();
    void controlsLeaveBatchesAlone();
    void aHeldTextIsFormattedToEdit();

private:
    RequestEditor *m_editor = nullptr;
};

void tst_RequestEditor::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void tst_RequestEditor::init()
{
    m_editor = new RequestEditor;
    m_editor->resize(700, 400);
    m_editor->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_editor));
}

void tst_RequestEditor::cleanup()
{
    delete m_editor;
    m_editor = nullptr;
}

void tst_RequestEditor::typedTextIsSentAsTyped()
{
    JsonEditor *edit = m_editor->textEdit();
    edit->setFocus();
    QTest::keyClicks(edit, R"({"jsonrpc":"2.0","id":1,"method":"x","params":{"b":1.50,"a":"z"}})");
    QCOMPARE(m_editor->text(), QByteArray(R"({"jsonrpc":"2.0","id":1,"method":"x","params":{"b":1.50,"a":"z"}})"));
    QTRY_COMPARE(m_editor->validationMessage(), QString("Valid JSON: one request."));
}

void tst_RequestEditor::setTextIsOneUndoableEdit()
{
    const QByteArray unicode = "{\"text\": \"gr\xc3\xbc\xc3\x9f" "e \xf0\x9f\x91\x8b\"}\r\n";
    m_editor->setText(unicode);
    QCOMPARE(m_editor->text(), unicode);
    m_editor->setText(kRequest);
    m_editor->setText("[]");
    QCOMPARE(m_editor->text(), QByteArray("[]"));
    m_editor->textEdit()->undo();
    QCOMPARE(m_editor->text(), kRequest);
}

void tst_RequestEditor::validationMessages()
{
    m_editor->setText("{\"jsonrpc\": \"2.0\", \"method\": }");
    QVERIFY(m_editor->validationMessage().startsWith("Invalid JSON: "));
    const RequestEditor::Validation validation = m_editor->validate();
    QVERIFY(!validation.sendable);
    QCOMPARE(validation.errorByte, 29);
    QCOMPARE(m_editor->textEdit()->errorPosition(), 29);
    m_editor->setRaw(true);
    QVERIFY(m_editor->validationMessage().endsWith("Raw mode: it will be sent exactly as it is."));
    m_editor->setRaw(false);
    m_editor->setText("[{\"method\": \"a\"}, {\"method\": \"b\"}]");
    QCOMPARE(m_editor->validationMessage(), QString("Valid JSON: a batch of 2 message(s)."));
    QCOMPARE(m_editor->textEdit()->errorPosition(), -1);
}

void tst_RequestEditor::ctrlReturnSendsAndEscapeCancels()
{
    QSignalSpy sent(m_editor, &RequestEditor::sendRequested);
    QSignalSpy cancelled(m_editor, &RequestEditor::cancelRequested);
    m_editor->setText(kRequest);
    JsonEditor *edit = m_editor->textEdit();
    edit->setFocus();
    QTest::keyClick(edit, Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(sent.size(), 1);
    QCOMPARE(m_editor->text(), kRequest);   // not a line break, and the text as it was
    QTest::keyClick(edit, Qt::Key_Escape);
    QCOMPARE(cancelled.size(), 1);

    // Escape with a completion list open only closes the list.
    edit->setMethodNames({"math.add"});
    m_editor->setText(R"({"method": )");
    edit->SendScintilla(JsonEditor::SCI_DOCUMENTEND);
    QTest::keyClicks(edit, "\"");
    QVERIFY(edit->isListActive());
    QTest::keyClick(edit, Qt::Key_Escape);
    QVERIFY(!edit->isListActive());
    QCOMPARE(cancelled.size(), 1);
}

void tst_RequestEditor::notificationToggleRemovesAndRestoresTheId()
{
    m_editor->setText(kRequest);
    QCheckBox *notification = m_editor->controls()->notificationBox();
    QVERIFY(notification->isEnabled());
    QVERIFY(!notification->isChecked());
    QTest::mouseClick(notification, Qt::LeftButton);
    QCOMPARE(m_editor->text(),
             QByteArray("{\n  \"jsonrpc\":\"2.0\",  \"method\": \"math.add\",\n  \"params\": [1.0, 2e3]\n}"));
    QVERIFY(!m_editor->controls()->idModeBox()->isEnabled());
    // Untouched in between: the id returns to where it stood, byte for byte.
    QTest::mouseClick(notification, Qt::LeftButton);
    QCOMPARE(m_editor->text(), kRequest);

    // Edited in between: the id comes back at the end, in the style of the text.
    QTest::mouseClick(notification, Qt::LeftButton);
    m_editor->setText("{\"jsonrpc\": \"2.0\", \"method\": \"ping\"}");
    QVERIFY(notification->isChecked());   // no id: the box follows the text
    QTest::mouseClick(notification, Qt::LeftButton);
    QCOMPARE(m_editor->text(), QByteArray("{\"jsonrpc\": \"2.0\", \"method\": \"ping\", \"id\": 7}"));
    // One undo step per toggle.
    m_editor->textEdit()->undo();
    QCOMPARE(m_editor->text(), QByteArray("{\"jsonrpc\": \"2.0\", \"method\": \"ping\"}"));
}

void tst_RequestEditor::idModesRewriteOnlyTheId()
{
    RequestControls *controls = m_editor->controls();
    m_editor->setText(kRequest);
    QCOMPARE(controls->idMode(), RequestControls::IdMode::Number);
    QCOMPARE(controls->idValue(), QString("7"));

    chooseMode(controls, RequestControls::IdMode::String);
    QCOMPARE(m_editor->text(), withId("\"7\""));
    QLineEdit *value = controls->idValueEdit();
    QVERIFY(value->isEnabled());
    value->setFocus();
    value->selectAll();
    QTest::keyClicks(value, "req \"a\"");
    QCOMPARE(m_editor->text(), withId(R"("req \"a\"")"));

    chooseMode(controls, RequestControls::IdMode::Null);
    QCOMPARE(m_editor->text(), withId("null"));
    QVERIFY(!value->isEnabled());

    chooseMode(controls, RequestControls::IdMode::Number);
    value->setFocus();
    value->selectAll();
    QTest::keyClicks(value, "-12.50");
    QCOMPARE(m_editor->text(), withId("-12.50"));
    // Not a JSON number: the validator refuses the letters, the text keeps its id.
    QTest::keyClicks(value, "abc");
    QCOMPARE(m_editor->text(), withId("-12.50"));
}

void tst_RequestEditor::autoModeNumbersEachSend()
{
    IdSequence ids;
    ids.next();   // 1 was used already
    RequestControls *controls = m_editor->controls();
    controls->setIdSequence(&ids);
    m_editor->setText(withId("\"s\""));
    QCOMPARE(controls->idMode(), RequestControls::IdMode::String);
    chooseMode(controls, RequestControls::IdMode::Auto);
    QCOMPARE(m_editor->text(), withId("2"));   // the number auto mode will send next

    QSignalSpy sent(m_editor, &RequestEditor::sendRequested);
    JsonEditor *edit = m_editor->textEdit();
    edit->setFocus();
    QTest::keyClick(edit, Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(sent.size(), 1);
    QCOMPARE(m_editor->text(), withId("2"));
    QTest::keyClick(edit, Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(m_editor->text(), withId("3"));
    QCOMPARE(ids.last(), 3);
    // A new template keeps auto mode.
    m_editor->setText(kRequest);
    QCOMPARE(controls->idMode(), RequestControls::IdMode::Auto);
    QTest::mouseClick(m_editor->findChild<QWidget *>("sendButton"), Qt::LeftButton);
    QCOMPARE(m_editor->text(), withId("4"));
    // Raw mode sends the bytes as they are.
    m_editor->setRaw(true);
    QTest::keyClick(edit, Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(m_editor->text(), withId("4"));
    QCOMPARE(sent.size(), 4);
    controls->setIdSequence(nullptr);
}

void tst_RequestEditor::controlsFollowTypedIds()
{
    RequestControls *controls = m_editor->controls();
    JsonEditor *edit = m_editor->textEdit();
    edit->setFocus();
    QTest::keyClicks(edit, R"({"jsonrpc": "2.0", "id": "abc", "method": "x"})");
    QTRY_COMPARE(controls->idMode(), RequestControls::IdMode::String);
    QCOMPARE(controls->idValue(), QString("abc"));
    QVERIFY(!controls->isNotification());
    m_editor->setText(R"({"jsonrpc": "2.0", "id": null, "method": "x"})");
    QCOMPARE(controls->idMode(), RequestControls::IdMode::Null);
}

void tst_RequestEditor::aTypedNumberIdIsSentAsTyped()
{
    // Auto mode numbers each send; an id typed by hand is the user's, and is sent as typed.
    IdSequence ids;
    ids.next();
    ids.next();   // 1 and 2 were used
    RequestControls *controls = m_editor->controls();
    controls->setIdSequence(&ids);
    controls->setIdMode(RequestControls::IdMode::Auto);
    // A text restored with an old id, then edited elsewhere: still auto mode.
    m_editor->setText(withId("12"));
    JsonEditor *edit = m_editor->textEdit();
    edit->setFocus();
    edit->SendScintilla(JsonEditor::SCI_DOCUMENTEND);
    QTest::keyClick(edit, Qt::Key_Space);
    QTRY_VERIFY(!edit->isValidationPending());
    QCOMPARE(controls->idMode(), RequestControls::IdMode::Auto);
    m_editor->setText(withId("3"));   // a template with the next id
    QCOMPARE(controls->idMode(), RequestControls::IdMode::Auto);
    const int after = int(withId("3").indexOf("\"id\" : 3")) + 8;
    edit->SendScintilla(JsonEditor::SCI_GOTOPOS, after);
    QTest::keyClick(edit, Qt::Key_Backspace);
    QTest::keyClicks(edit, "57");
    QCOMPARE(m_editor->text(), withId("57"));
    QTRY_COMPARE(controls->idMode(), RequestControls::IdMode::Number);
    QCOMPARE(controls->idValue(), QString("57"));
    QSignalSpy sent(m_editor, &RequestEditor::sendRequested);
    QTest::keyClick(edit, Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(sent.size(), 1);
    QCOMPARE(m_editor->text(), withId("57"));
    QCOMPARE(ids.last(), 2);   // the sequence was not used
    controls->setIdSequence(nullptr);
}

void tst_RequestEditor::controlsLeaveBatchesAlone()
{
    m_editor->setText(R"([{"id": 1, "method": "a"}])");
    QVERIFY(!m_editor->controls()->notificationBox()->isEnabled());
    QVERIFY(!m_editor->controls()->idModeBox()->isEnabled());
}

void tst_RequestEditor::aHeldTextIsFormattedToEdit()
{
    // A minified request of 2 MB on one line: held, with the bar that explains it.
    QByteArray rows;
    for (int i = 0; rows.size() < 2 * 1000 * 1000; ++i)
        rows += (i ? "," : "") + QByteArray(R"({"z":)") + QByteArray::number(i) + R"(,"a":12345678901234567890.50})";
    const QByteArray minified = R"({"jsonrpc":"2.0","id":1,"method":"bulk.load","params":[)" + rows + "]}";
    RpcScope::HeldTextBar *bar = m_editor->heldTextBar();
    QVERIFY(bar->isHidden());
    m_editor->setText(minified);
    QVERIFY(m_editor->textEdit()->isHeld());
    QVERIFY(bar->isVisible());
    QCOMPARE(m_editor->text(), minified);
    QTRY_COMPARE(m_editor->validationMessage(), QString("Valid JSON: one request."));

    // Format to Edit: one member a line, key order and numbers as written, editable again.
    QTest::mouseClick(bar->formatButton(), Qt::LeftButton);
    QTRY_VERIFY(!m_editor->textEdit()->isHeld());
    QVERIFY(bar->isHidden());
    const QByteArray formatted = m_editor->text();
    QCOMPARE(formatted, RpcScope::JsonWriter::prettyPrint(RpcScope::JsonDocument::parse(minified)));
    QVERIFY(formatted.contains("\"z\": 7,\n"));
    QVERIFY(formatted.contains("12345678901234567890.50"));
    QVERIFY(!m_editor->textEdit()->isReadOnly());

    // Broken JSON cannot be formatted: said in words, and the text is kept.
    QByteArray broken = minified;
    broken.chop(1);
    m_editor->setText(broken);
    QVERIFY(bar->isVisible());
    QTest::mouseClick(bar->formatButton(), Qt::LeftButton);
    QTRY_VERIFY(bar->formatButton()->isEnabled());
    QVERIFY(m_editor->textEdit()->isHeld());
    QCOMPARE(m_editor->text(), broken);
    QVERIFY(bar->findChild<QLabel *>()->text().contains("not valid JSON"));

    // One held text after another: the bar tells the new one's size.
    m_editor->setText(minified + minified.right(500 * 1000));
    QVERIFY(bar->findChild<QLabel *>()->text().contains(QLocale().formattedDataSize(m_editor->text().size())));

    // A value too long for a line stays held when formatted: said so, not "Formatting…" forever.
    const QByteArray longString = R"({"jsonrpc":"2.0","id":1,"method":"blob.put","params":{"data":")"
                                  + QByteArray(400 * 1024, 'q') + R"("}})";
    m_editor->setText(longString);
    QTest::mouseClick(bar->formatButton(), Qt::LeftButton);
    QTRY_VERIFY(!bar->isFormatting());
    QVERIFY(m_editor->textEdit()->isHeld());
    QVERIFY2(m_editor->text().contains("\n"), qPrintable(bar->findChild<QLabel *>()->text() + QString::fromUtf8(m_editor->text().left(80))));   // formatted, one member a line
    QVERIFY2(bar->findChild<QLabel *>()->text().contains("still too long"), qPrintable(bar->findChild<QLabel *>()->text()));
    QVERIFY(!bar->formatButton()->isEnabled());

    // Clear empties it.
    QTest::mouseClick(bar->clearButton(), Qt::LeftButton);
    QCOMPARE(m_editor->text(), QByteArray());
    QVERIFY(bar->isHidden());
}

QTEST_MAIN(tst_RequestEditor)
#include "tst_requesteditor.moc"
