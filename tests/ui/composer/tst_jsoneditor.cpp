#include "ui/composer/jsoncaretcontext.h"
#include "ui/composer/jsoneditor.h"

#include "lib/discovery/methodinfo.h"
#include "lib/json/jsondocument.h"

#include <QClipboard>
#include <QDropEvent>
#include <QMimeData>
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QImage>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QThread>

#include <atomic>

using RpcScope::JsonCaretContext;
using RpcScope::JsonDocument;
using RpcScope::JsonEditor;
using RpcScope::MethodInfo;

namespace {

long sci(const JsonEditor &editor, unsigned int message, qsizetype wParam = 0, qsizetype lParam = 0)
{
    return editor.SendScintilla(message, static_cast<unsigned long>(wParam), static_cast<long>(lParam));
}

QList<MethodInfo> catalog()
{
    MethodInfo add;
    add.name = "math.add";
    add.paramsSchema = R"([{"name":"augend","schema":{"type":"number"}},{"name":"addend","schema":{"type":"number"}}])";
    MethodInfo multiply;
    multiply.name = "math.multiply";
    MethodInfo echo;
    echo.name = "echo";
    echo.kind = MethodInfo::Kind::Tool;
    echo.paramsSchema = R"({"type":"object","properties":{"message":{"type":"string"},"count":{"type":"integer"}}})";
    return {add, multiply, echo};
}

// About 50 MB of pretty-printed JSON-RPC request, the size of a pasted data dump; on one
// line when \a minified, as most dumps come.
QByteArray bigRequest(qsizetype bytes, bool broken, bool minified = false)
{
    QByteArray text = "{\n  \"jsonrpc\": \"2.0\",\n  \"id\": 1,\n  \"method\": \"bulk.load\",\n  \"params\": {\n    \"rows\": [\n";
    const QByteArray filler(40, 'x');
    int row = 0;
    while (text.size() < bytes) {
        text += "      {\"n\": " + QByteArray::number(row) + ", \"value\": 12.50, \"text\": \"" + filler
                + "\", \"ok\": true},\n";
        ++row;
    }
    text += "      {\"n\": -1}\n    ]\n  }\n}\n";
    if (broken)
        text.replace(text.size() - 10, 1, "?");
    if (minified)
        text.replace('\n', ' ');
    return text;
}

/// A validator that says whether the text is JSON and notes the thread it ran on.
JsonEditor::Validator notingThread(std::atomic<QThread *> *ranOn)
{
    return [ranOn](const QByteArray &text) {
        ranOn->store(QThread::currentThread());
        JsonEditor::Diagnostic diagnostic;
        diagnostic.acceptable = JsonDocument::parse(text).isValid();
        return diagnostic;
    };
}

/// Turns the event loop until \a spy has a signal (30 s at most); whether it came. The
/// validatedOn checks after it say the work ran on a worker; bench_editor measures the stalls.
bool waitForDiagnosis(const QSignalSpy &spy)
{
    QElapsedTimer wait;
    wait.start();
    while (spy.isEmpty() && wait.elapsed() < 30000)
        QTest::qWait(5);
    return !spy.isEmpty();
}

} // namespace

class tst_JsonEditor final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void typedTextIsKeptAndIndented();
    void bytesAreExactAndSetBytesIsOneUndoStep();
    void nestedObjectsFold();
    void matchingBraceIsMarked();
    void errorIsUnderlinedWithMessage();
    void errorMessageShowsOnHover();
    void completesMethodNames();
    void completesParameterNames();
    void caretContext_data();
    void caretContext();
    void minifiedDocumentIsHeld();
    void largeDocumentStaysResponsive();
};

void tst_JsonEditor::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void tst_JsonEditor::typedTextIsKeptAndIndented()
{
    JsonEditor editor;
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    editor.setFocus();
    QTest::keyClicks(&editor, R"({"id": 1.50,)");
    QTest::keyClick(&editor, Qt::Key_Return);
    QTest::keyClicks(&editor, R"("params": [)");
    QTest::keyClick(&editor, Qt::Key_Return);
    QTest::keyClicks(&editor, "true");
    // One level deeper after each opening bracket, two spaces a level.
    QCOMPARE(editor.bytes(), QByteArray("{\"id\": 1.50,\n  \"params\": [\n    true"));
    QTest::keyClick(&editor, Qt::Key_Return);
    QTest::keyClicks(&editor, "]}");
    QCOMPARE(editor.bytes(), QByteArray("{\"id\": 1.50,\n  \"params\": [\n    true\n    ]}"));
    QTRY_VERIFY(!editor.isValidationPending());
    QCOMPARE(editor.errorPosition(), -1);
    QVERIFY(editor.diagnostic().acceptable);
}

void tst_JsonEditor::bytesAreExactAndSetBytesIsOneUndoStep()
{
    JsonEditor editor;
    const QByteArray first = "{\"a\": \"gr\xc3\xbc\xc3\x9f\"}\r\n";
    const QByteArray second = QByteArray("[1,\0 2]", 7);   // a NUL byte survives too
    editor.setBytes(first);
    QCOMPARE(editor.bytes(), first);
    editor.setBytes(second);
    QCOMPARE(editor.bytes(), second);
    QCOMPARE(editor.byteLength(), 7);
    editor.undo();
    QCOMPARE(editor.bytes(), first);

    // replaceBytes touches only what differs and keeps the caret after it in place.
    editor.setBytes("{\"id\": 1, \"method\": \"x\"}");
    editor.SendScintilla(JsonEditor::SCI_GOTOPOS, 22UL);   // inside "x"
    editor.replaceBytes("{\"id\": \"abc\", \"method\": \"x\"}");
    QCOMPARE(editor.bytes(), QByteArray("{\"id\": \"abc\", \"method\": \"x\"}"));
    QCOMPARE(sci(editor, JsonEditor::SCI_GETCURRENTPOS), 26);
    editor.undo();
    QCOMPARE(editor.bytes(), QByteArray("{\"id\": 1, \"method\": \"x\"}"));
}

void tst_JsonEditor::nestedObjectsFold()
{
    JsonEditor editor;
    editor.setBytes("{\n  \"a\": {\n    \"b\": [\n      1\n    ]\n  },\n  \"c\": 2\n}");
    sci(editor, JsonEditor::SCI_COLOURISE, 0, -1);
    const auto level = [&](int line) { return sci(editor, JsonEditor::SCI_GETFOLDLEVEL, line); };
    QVERIFY(level(0) & JsonEditor::SC_FOLDLEVELHEADERFLAG);
    QVERIFY(level(1) & JsonEditor::SC_FOLDLEVELHEADERFLAG);
    QVERIFY(level(2) & JsonEditor::SC_FOLDLEVELHEADERFLAG);
    QVERIFY(!(level(3) & JsonEditor::SC_FOLDLEVELHEADERFLAG));
    QCOMPARE(sci(editor, JsonEditor::SCI_GETLASTCHILD, 1, -1), 5);
    QVERIFY(editor.folding() != JsonEditor::NoFoldStyle);
    QVERIFY(editor.marginWidth(2) > 0);

    // Folding the "a" object hides its lines, and only those.
    editor.foldLine(1);
    QVERIFY(!sci(editor, JsonEditor::SCI_GETLINEVISIBLE, 2));
    QVERIFY(!sci(editor, JsonEditor::SCI_GETLINEVISIBLE, 5));
    QVERIFY(sci(editor, JsonEditor::SCI_GETLINEVISIBLE, 6));
    // The line numbers are there.
    QVERIFY(editor.marginLineNumbers(0));
    QVERIFY(editor.marginWidth(0) > 0);
}

void tst_JsonEditor::matchingBraceIsMarked()
{
    JsonEditor editor;
    editor.resize(600, 200);
    editor.setCaretWidth(0);   // a blinking caret must not change the pictures
    editor.setBytes("{\"a\": [1, 2], \"b\": {}}                    ");
    QCOMPARE(editor.braceMatching(), JsonEditor::SloppyBraceMatch);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));

    // The closing bracket of "a" (offset 11) as drawn with the caret far away, and with
    // the caret at its opening bracket (offset 6): the match gets a box.
    const int closing = 11;
    const QRect cell(int(sci(editor, JsonEditor::SCI_POINTXFROMPOSITION, 0, closing)),
                     int(sci(editor, JsonEditor::SCI_POINTYFROMPOSITION, 0, closing)),
                     int(sci(editor, JsonEditor::SCI_POINTXFROMPOSITION, 0, closing + 1)
                         - sci(editor, JsonEditor::SCI_POINTXFROMPOSITION, 0, closing)),
                     int(sci(editor, JsonEditor::SCI_TEXTHEIGHT, 0)));
    editor.setCursorPosition(0, 30);
    QTest::qWait(50);
    const QImage plain = editor.viewport()->grab().toImage().copy(cell);
    editor.setCursorPosition(0, 6);
    QCOMPARE(sci(editor, JsonEditor::SCI_BRACEMATCH, 6, 0), closing);
    QTRY_VERIFY(editor.viewport()->grab().toImage().copy(cell) != plain);
    editor.setCursorPosition(0, 30);
    QTRY_VERIFY(editor.viewport()->grab().toImage().copy(cell) == plain);
}

void tst_JsonEditor::errorIsUnderlinedWithMessage()
{
    JsonEditor editor;
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    editor.setFocus();
    QSignalSpy diagnosed(&editor, &JsonEditor::diagnosed);
    const QByteArray typed = R"({"jsonrpc": "2.0", "id": 1,, "method": "x"})";
    QTest::keyClicks(&editor, QString::fromUtf8(typed));
    // Validation waits for a pause in the typing: at most one check for all those keys.
    QTRY_VERIFY(!diagnosed.isEmpty());
    QCOMPARE(diagnosed.size(), 1);
    const qsizetype expected = JsonDocument::parse(typed).error().offset;
    QCOMPARE(expected, 27);   // the second comma
    QCOMPARE(editor.errorPosition(), expected);
    QVERIFY(editor.diagnostic().message.startsWith("Invalid JSON: "));
    QVERIFY(!editor.diagnostic().acceptable);
    const int indicator = editor.errorIndicator();
    QCOMPARE(sci(editor, JsonEditor::SCI_INDICATORVALUEAT, indicator, expected), 1);
    QCOMPARE(sci(editor, JsonEditor::SCI_INDICATORSTART, indicator, expected), expected);
    QCOMPARE(sci(editor, JsonEditor::SCI_INDICATOREND, indicator, expected), expected + 1);
    QCOMPARE(sci(editor, JsonEditor::SCI_INDICATORVALUEAT, indicator, 0), 0);

    // Deleting the extra comma clears the squiggle.
    editor.setCursorPosition(0, 28);
    QTest::keyClick(&editor, Qt::Key_Backspace);
    QTRY_COMPARE(editor.errorPosition(), -1);
    QCOMPARE(sci(editor, JsonEditor::SCI_INDICATORVALUEAT, indicator, expected), 0);
    QCOMPARE(editor.diagnostic().message, QString("Valid JSON."));

    // A text that ends too soon marks its last character.
    editor.setBytes("{\"a\": [1, 2");
    editor.validateNow();
    QCOMPARE(editor.errorPosition(), 11);
    QCOMPARE(sci(editor, JsonEditor::SCI_INDICATORVALUEAT, indicator, 10), 1);
}

void tst_JsonEditor::errorMessageShowsOnHover()
{
    JsonEditor editor;
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    editor.setBytes("{\"a\": tru}");
    editor.validateNow();
    const qsizetype error = editor.errorPosition();
    QVERIFY(error > 0);
    emit editor.SCN_DWELLSTART(0, 0, 0);
    QVERIFY(!sci(editor, JsonEditor::SCI_CALLTIPACTIVE));
    emit editor.SCN_DWELLSTART(int(error), 0, 0);
    QVERIFY(sci(editor, JsonEditor::SCI_CALLTIPACTIVE));
    emit editor.SCN_DWELLEND(int(error), 0, 0);
    QVERIFY(!sci(editor, JsonEditor::SCI_CALLTIPACTIVE));
}

void tst_JsonEditor::completesMethodNames()
{
    JsonEditor editor;
    editor.setMethodNames({"system.listMethods"});
    editor.setMethodCatalog(catalog());
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    editor.setFocus();
    editor.setBytes(R"({"jsonrpc": "2.0", "id": 1, "method": )");
    editor.SendScintilla(JsonEditor::SCI_DOCUMENTEND);
    QTest::keyClicks(&editor, "\"");
    QVERIFY(sci(editor, JsonEditor::SCI_AUTOCACTIVE));
    QCOMPARE(editor.completionCandidates(),
             QStringList({"echo", "math.add", "math.multiply", "system.listMethods"}));
    QTest::keyClicks(&editor, "ma");
    QVERIFY(sci(editor, JsonEditor::SCI_AUTOCACTIVE));
    QCOMPARE(editor.completionCandidates(), QStringList({"math.add", "math.multiply"}));
    QTest::keyClick(&editor, Qt::Key_Down);
    QTest::keyClick(&editor, Qt::Key_Return);
    QVERIFY(!sci(editor, JsonEditor::SCI_AUTOCACTIVE));
    QCOMPARE(editor.bytes(), QByteArray(R"({"jsonrpc": "2.0", "id": 1, "method": "math.multiply")"));

    // Nothing is offered outside the method value.
    QTest::keyClicks(&editor, ", \"x\": \"ma");
    QVERIFY(!sci(editor, JsonEditor::SCI_AUTOCACTIVE));
    QVERIFY(editor.completionCandidates().isEmpty());
}

void tst_JsonEditor::completesParameterNames()
{
    JsonEditor editor;
    editor.setMethodCatalog(catalog());
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    editor.setFocus();
    editor.setBytes(R"({"jsonrpc": "2.0", "id": 1, "method": "math.add", "params": {)");
    editor.SendScintilla(JsonEditor::SCI_DOCUMENTEND);
    QTest::keyClicks(&editor, "\"");
    QCOMPARE(editor.completionCandidates(), QStringList({"addend", "augend"}));
    QTest::keyClicks(&editor, "au");
    QCOMPARE(editor.completionCandidates(), QStringList({"augend"}));
    QTest::keyClick(&editor, Qt::Key_Return);
    QCOMPARE(editor.bytes(),
             QByteArray(R"({"jsonrpc": "2.0", "id": 1, "method": "math.add", "params": {"augend": )"));

    // Ctrl+Space asks explicitly; an MCP tool's arguments come from its inputSchema.
    editor.setBytes(R"({"method": "tools/call", "params": {"name": "echo", "arguments": {""}}})");
    editor.SendScintilla(JsonEditor::SCI_GOTOPOS, 67UL);
    QTest::keyClick(&editor, Qt::Key_Space, Qt::ControlModifier);
    QVERIFY(sci(editor, JsonEditor::SCI_AUTOCACTIVE));
    QCOMPARE(editor.completionCandidates(), QStringList({"count", "message"}));
    QTest::keyClick(&editor, Qt::Key_Down);
    QTest::keyClick(&editor, Qt::Key_Return);
    QCOMPARE(editor.bytes(),
             QByteArray(R"({"method": "tools/call", "params": {"name": "echo", "arguments": {"message": }}})"));
}

void tst_JsonEditor::caretContext_data()
{
    QTest::addColumn<QByteArray>("text");   // '|' marks the caret
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("prefix");
    QTest::addColumn<QString>("method");

    using K = JsonCaretContext::Kind;
    QTest::newRow("method value") << QByteArray(R"({"method": "ma|th"})") << int(K::MethodValue) << "ma" << "";
    QTest::newRow("method value open") << QByteArray("{\"method\": \"ma|\n}") << int(K::MethodValue) << "ma" << "";
    QTest::newRow("method key") << QByteArray(R"({"meth|od": "x"})") << int(K::None) << "meth" << "";
    QTest::newRow("outside strings") << QByteArray(R"({"method": |})") << int(K::None) << "" << "";
    QTest::newRow("param key, method before") << QByteArray(R"({"method": "m", "params": {"a": 1, "b|"}})")
                                              << int(K::ParamKey) << "b" << "m";
    QTest::newRow("param key, method after") << QByteArray(R"({"params": {"|"}, "method": "late"})")
                                             << int(K::ParamKey) << "" << "late";
    QTest::newRow("param value") << QByteArray(R"({"method": "m", "params": {"a": "|"}})") << int(K::None) << "" << "";
    QTest::newRow("nested object in params") << QByteArray(R"({"method": "m", "params": {"a": {"|"}}})")
                                             << int(K::None) << "" << "";
    QTest::newRow("batch element") << QByteArray(R"([{"method": "a"}, {"method": "b", "params": {"x|"}}])")
                                   << int(K::ParamKey) << "x" << "b";
    QTest::newRow("tool name") << QByteArray(R"({"method": "tools/call", "params": {"name": "ec|"}})")
                               << int(K::ToolName) << "ec" << "";
    QTest::newRow("tool name needs tools/call") << QByteArray(R"({"method": "x", "params": {"name": "ec|"}})")
                                                << int(K::None) << "ec" << "";
    QTest::newRow("tool argument") << QByteArray(R"({"method": "tools/call", "params": {"arguments": {"m|"}, "name": "echo"}})")
                                   << int(K::ParamKey) << "m" << "echo";
    QTest::newRow("escaped quote") << QByteArray(R"({"x": "a\"b", "method": "q|"})") << int(K::MethodValue) << "q" << "";
}

void tst_JsonEditor::caretContext()
{
    QFETCH(QByteArray, text);
    QFETCH(int, kind);
    QFETCH(QString, prefix);
    QFETCH(QString, method);
    const qsizetype caret = text.indexOf('|');
    text.remove(caret, 1);
    const JsonCaretContext context = JsonCaretContext::at(text, caret);
    QCOMPARE(int(context.kind), kind);
    if (kind != int(JsonCaretContext::Kind::None)) {
        QCOMPARE(context.prefix, prefix);
        QCOMPARE(context.method, method);
    }
}

void tst_JsonEditor::minifiedDocumentIsHeld()
{
    // A minified 50 MB dump is one line; QScintilla would lay it out whole (twenty seconds on
    // the GUI thread). Held, it is shown only in part, validated on the worker, and its bytes
    // are kept exactly. (bench_editor measures how fast: speed is no unit test's business.)

    JsonEditor editor;
    editor.resize(800, 600);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    editor.setFocus();
    const QByteArray big = bigRequest(50 * 1000 * 1000, false, true);
    QVERIFY(!big.contains('\n'));
    std::atomic<QThread *> validatedOn{nullptr};
    editor.setValidator(notingThread(&validatedOn));
    QSignalSpy diagnosed(&editor, &JsonEditor::diagnosed);
    QSignalSpy held(&editor, &JsonEditor::heldChanged);

    editor.setBytes(big);
    QVERIFY(diagnosed.isEmpty());   // validated later, on the worker
    QVERIFY(editor.isHeld());
    QCOMPARE(held.size(), 1);
    QCOMPARE(editor.byteLength(), big.size());
    QVERIFY(editor.bytes() == big);
    QVERIFY(editor.isReadOnly());
    QVERIFY(sci(editor, JsonEditor::SCI_GETLENGTH) < 5000);   // what is shown: the start
    QVERIFY(editor.text().startsWith(QString::fromLatin1(big.left(100))));
    editor.repaint();
    QVERIFY(waitForDiagnosis(diagnosed));
    QCOMPARE(diagnosed.size(), 1);
    QVERIFY(editor.diagnostic().acceptable);
    QVERIFY(validatedOn.load() && validatedOn.load() != QThread::currentThread());
    editor.setValidator({});   // the default again

    // Typing into the part shown changes nothing; Ctrl+A and Delete empty it.
    QTest::keyClick(&editor, Qt::Key_X);
    QVERIFY(editor.bytes() == big);
    QTest::keyClick(&editor, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(&editor, Qt::Key_Delete);
    QVERIFY(!editor.isHeld());
    QCOMPARE(held.size(), 2);
    QCOMPARE(editor.bytes(), QByteArray());
    QVERIFY(!editor.isReadOnly());

    // Pasted with Ctrl+V into the middle of a small text: the bytes around it stay.
    const QByteArray line = "[\"" + QByteArray(400 * 1024, 'y') + "\"]";
    editor.setBytes(R"({"params": , "id": 1})");
    sci(editor, JsonEditor::SCI_GOTOPOS, 11);
    QGuiApplication::clipboard()->setText(QString::fromLatin1(line));
    QTest::keyClick(&editor, Qt::Key_V, Qt::ControlModifier);
    QVERIFY(editor.isHeld());
    QCOMPARE(editor.bytes(), R"({"params": )" + line + R"(, "id": 1})");
    QVERIFY(sci(editor, JsonEditor::SCI_GETLENGTH) < 5000);   // shown only in part

    // Held, Ctrl+A and Ctrl+V replace it all; a text of short lines is editable again.
    QGuiApplication::clipboard()->setText(QStringLiteral("{\n  \"id\": 2\n}"));
    QTest::keyClick(&editor, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(&editor, Qt::Key_V, Qt::ControlModifier);
    QVERIFY(!editor.isHeld());
    QCOMPARE(editor.bytes(), QByteArray("{\n  \"id\": 2\n}"));
    // Undo does not bring back the part that was shown as if it were the text.
    QTest::keyClick(&editor, Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(!editor.bytes().contains("not shown"));
    QGuiApplication::clipboard()->clear();

    // Every way in is checked, by the line the text joins and in bytes: the context menu's
    // Paste (paste()), a paste that lengthens a line already long, and a text whose
    // characters take two bytes each.
    editor.setBytes("[\"" + QByteArray(200 * 1024, 'a') + "\"]");
    QVERIFY(!editor.isHeld());
    sci(editor, JsonEditor::SCI_GOTOPOS, 5);
    QGuiApplication::clipboard()->setText(QString(100 * 1024, u'b'));
    editor.paste();
    QVERIFY(editor.isHeld());
    QCOMPARE(editor.byteLength(), 300 * 1024 + 4);
    QVERIFY(editor.isLargeDocument());   // a held text is never coloured, whatever its size
    QVERIFY(editor.lexer() == nullptr);
    editor.setBytes("[]");
    sci(editor, JsonEditor::SCI_GOTOPOS, 1);
    const QString accents(150 * 1024, QChar(0xe9));   // "é": 300 KiB in UTF-8
    QGuiApplication::clipboard()->setText(u'"' + accents + u'"');
    QTest::keyClick(&editor, Qt::Key_V, Qt::ControlModifier);
    QVERIFY(editor.isHeld());
    QCOMPARE(editor.bytes(), "[\"" + accents.toUtf8() + "\"]");
    QGuiApplication::clipboard()->clear();

    // Dropped from another program: the same.
    editor.setBytes("[]");
    auto *dropped = new QMimeData;   // the event does not own it
    const QByteArray longLine = "\"" + QByteArray(300 * 1024, 'd') + "\"";
    dropped->setText(QString::fromLatin1(longLine));
    const QPoint at(int(sci(editor, JsonEditor::SCI_POINTXFROMPOSITION, 0, 1)),
                    int(sci(editor, JsonEditor::SCI_POINTYFROMPOSITION, 0, 1)) + 2);
    QDragEnterEvent enter(at, Qt::CopyAction, dropped, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(editor.viewport(), &enter);
    QDropEvent drop(QPointF(at), Qt::CopyAction, dropped, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(editor.viewport(), &drop);
    QVERIFY(editor.isHeld());
    QCOMPARE(editor.bytes(), "[" + longLine + "]");
    delete dropped;

    // A broken held text: the error is found, and the message is all there is to see.
    const QByteArray broken = bigRequest(2 * 1000 * 1000, true, true);
    diagnosed.clear();
    editor.setBytes(broken);
    QVERIFY(editor.isHeld());
    QTRY_VERIFY_WITH_TIMEOUT(!diagnosed.isEmpty(), 30000);
    QVERIFY(!editor.diagnostic().acceptable);
    QCOMPARE(editor.errorPosition(), broken.size() - 10);
}

void tst_JsonEditor::largeDocumentStaysResponsive()
{
    // 50 MB set or pasted: colours and folding off, validated on a worker thread, a keystroke
    // lands. (bench_editor measures how fast, and the event loop's stalls, against a bare
    // QScintilla and a parse in the same run: speed is no unit test's business.)
    JsonEditor editor;
    editor.resize(800, 600);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    editor.setFocus();
    const QByteArray big = bigRequest(50 * 1000 * 1000, false);
    std::atomic<QThread *> validatedOn{nullptr};
    editor.setValidator(notingThread(&validatedOn));
    QSignalSpy diagnosed(&editor, &JsonEditor::diagnosed);

    editor.setBytes(big);
    QVERIFY(diagnosed.isEmpty());   // validated later, on the worker
    QVERIFY(editor.isLargeDocument());
    QVERIFY(editor.lexer() == nullptr);
    QCOMPARE(editor.folding(), JsonEditor::NoFoldStyle);
    QVERIFY(waitForDiagnosis(diagnosed));
    QCOMPARE(diagnosed.size(), 1);
    QVERIFY(editor.diagnostic().acceptable);
    QVERIFY(validatedOn.load() && validatedOn.load() != QThread::currentThread());
    QCOMPARE(editor.bytes().size(), big.size());

    editor.SendScintilla(JsonEditor::SCI_DOCUMENTEND);
    QTest::keyClick(&editor, Qt::Key_Space);
    QCOMPARE(editor.bytes().size(), big.size() + 1);

    // Pasted with Ctrl+V from the clipboard, into the small text it replaces.
    editor.setBytes("{}");
    editor.selectAll();
    QGuiApplication::clipboard()->setText(QString::fromLatin1(big));
    diagnosed.clear();
    validatedOn = nullptr;
    QTest::keyClick(&editor, Qt::Key_V, Qt::ControlModifier);
    QVERIFY(diagnosed.isEmpty());   // validated later, on the worker
    QVERIFY(waitForDiagnosis(diagnosed));
    QVERIFY(validatedOn.load() && validatedOn.load() != QThread::currentThread());
    QCOMPARE(editor.bytes(), big);
    QVERIFY(editor.isLargeDocument());
    editor.setValidator({});   // the default again, which says where the error is
    QGuiApplication::clipboard()->clear();

    // A broken one: the error is found on the worker and underlined where it is.
    const QByteArray broken = bigRequest(50 * 1000 * 1000, true);
    diagnosed.clear();
    editor.setBytes(broken);
    QTRY_VERIFY_WITH_TIMEOUT(!diagnosed.isEmpty(), 30000);
    QCOMPARE(editor.errorPosition(), broken.size() - 10);
    QCOMPARE(sci(editor, JsonEditor::SCI_INDICATORVALUEAT, editor.errorIndicator(), broken.size() - 10), 1);

    // Back to a small text: colours and folding return.
    editor.setBytes("{\"a\": 1}");
    QVERIFY(!editor.isLargeDocument());
    QVERIFY(editor.lexer() != nullptr);
    QVERIFY(editor.folding() != JsonEditor::NoFoldStyle);
}

QTEST_MAIN(tst_JsonEditor)
#include "tst_jsoneditor.moc"
