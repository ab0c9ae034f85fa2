#include "ui/composer/batchbuilder.h"
#include "ui/composer/batchmodel.h"

#include "lib/json/jsondocument.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QDropEvent>
#include <QListView>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using RpcScope::BatchBuilder;
using RpcScope::BatchModel;
using RpcScope::IdSequence;
using RpcScope::JsonDocument;
using RpcScope::MethodInfo;

namespace {

QList<QByteArray> texts(const BatchModel &model)
{
    QList<QByteArray> list;
    for (int row = 0; row < model.count(); ++row)
        list.append(model.entryText(row));
    return list;
}

QStringList methods(const BatchModel &model)
{
    QStringList list;
    for (int row = 0; row < model.count(); ++row)
        list.append(model.index(row).data(BatchModel::MethodRole).toString());
    return list;
}

} // namespace

class tst_BatchBuilder final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void batchTextKeepsEveryByte();
    void idsComeFromTheSequence();
    void movesKeepOrder();
    void notificationToggleTouchesOnlyTheId_data();
    void notificationToggleTouchesOnlyTheId();
    void duplicateGetsTheNextId();
    void invalidEntriesAreKeptAsTyped();
    void builderFromTheKeyboard();
    void dragAndDropReorders();
    void addMethodUsesTheTemplate();
};

void tst_BatchBuilder::batchTextKeepsEveryByte()
{
    BatchModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.batchText(), QByteArray("[]"));
    const QByteArray a = R"({"jsonrpc":"2.0","id":1.0,"method":"math.add","params":{"z":1,"a":2.50}})";
    const QByteArray b = "{ \"jsonrpc\" : \"2.0\", \"method\" : \"log\", \"params\" : [\"\\u00e9\", 1e3] }";
    model.addEntry(a);
    model.addEntry(b);
    model.addEntry("   ");   // blank entries are left out
    QCOMPARE(model.batchText(), "[\n  " + a + ",\n  " + b + "\n]");
    const JsonDocument doc = JsonDocument::parse(model.batchText());
    QVERIFY(doc.isValid());
    QCOMPARE(doc.childCount(0), 2);
    QCOMPARE(doc.raw(doc.child(0, 0)).toByteArray(), a);
    QCOMPARE(doc.raw(doc.child(0, 1)).toByteArray(), b);
}

void tst_BatchBuilder::idsComeFromTheSequence()
{
    BatchModel model;
    IdSequence shared;
    shared.next();   // the endpoint already used 1
    model.setIdSequence(&shared);
    QCOMPARE(model.addRequest("math.add", "[1,2]", false), 0);
    QCOMPARE(model.addRequest("log", R"({"a":1})", true), 1);
    QCOMPARE(model.addRequest("bad", "1", false), -1);
    QCOMPARE(texts(model), (QList<QByteArray>{R"({"jsonrpc":"2.0","id":2,"method":"math.add","params":[1,2]})",
                                               R"({"jsonrpc":"2.0","method":"log","params":{"a":1}})"}));
    QCOMPARE(shared.last(), 2);
    QCOMPARE(model.index(0).data().toString(), "math.add (id 2)");
    QCOMPARE(model.index(1).data().toString(), "log (notification)");
    QVERIFY(model.index(1).data(BatchModel::NotificationRole).toBool());
}

void tst_BatchBuilder::movesKeepOrder()
{
    BatchModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    for (const char *name : {"a", "b", "c", "d"})
        model.addRequest(QString::fromLatin1(name), {}, false);
    QVERIFY(model.moveEntry(0, 2));
    QCOMPARE(methods(model), (QStringList{"b", "c", "a", "d"}));
    QVERIFY(model.moveEntry(3, 0));
    QCOMPARE(methods(model), (QStringList{"d", "b", "c", "a"}));
    QVERIFY(model.moveEntry(1, 2));
    QCOMPARE(methods(model), (QStringList{"d", "c", "b", "a"}));
    QVERIFY(!model.moveEntry(0, 0));
    QVERIFY(!model.moveEntry(0, 4));
    QVERIFY(!model.moveEntry(-1, 0));
    QCOMPARE(methods(model), (QStringList{"d", "c", "b", "a"}));
    // Each entry keeps its own text (and id) wherever it goes.
    QCOMPARE(model.entryText(0), R"({"jsonrpc":"2.0","id":4,"method":"d"})");
    model.removeEntry(1);
    QCOMPARE(methods(model), (QStringList{"d", "b", "a"}));
}

void tst_BatchBuilder::notificationToggleTouchesOnlyTheId_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QByteArray>("notification");
    QTest::newRow("built") << QByteArray(R"({"jsonrpc":"2.0","id":7,"method":"m","params":[1.50]})")
                           << QByteArray(R"({"jsonrpc":"2.0","method":"m","params":[1.50]})");
    QTest::newRow("id last") << QByteArray(R"({"jsonrpc":"2.0","method":"m","id":"x"})")
                             << QByteArray(R"({"jsonrpc":"2.0","method":"m"})");
    QTest::newRow("spaced")
            << QByteArray("{\n  \"jsonrpc\": \"2.0\",\n  \"id\": 1e0,\n  \"method\": \"m\"\n}")
            << QByteArray("{\n  \"jsonrpc\": \"2.0\",\n  \"method\": \"m\"\n}");
}

void tst_BatchBuilder::notificationToggleTouchesOnlyTheId()
{
    QFETCH(QByteArray, request);
    QFETCH(QByteArray, notification);
    BatchModel model;
    model.addEntry(request);
    QVERIFY(!model.index(0).data(BatchModel::NotificationRole).toBool());
    QVERIFY(model.setNotification(0, true));
    QCOMPARE(model.entryText(0), notification);
    QVERIFY(model.index(0).data(BatchModel::NotificationRole).toBool());
    QVERIFY(JsonDocument::parse(model.entryText(0)).isValid());
    // Back to a request: the id it had returns, after "jsonrpc".
    QVERIFY(model.setNotification(0, false));
    const JsonDocument doc = JsonDocument::parse(model.entryText(0));
    QVERIFY(doc.isValid());
    QCOMPARE(doc.raw(doc.member(0, u"id")).toByteArray(),
             JsonDocument::parse(request).raw(JsonDocument::parse(request).member(0, u"id")).toByteArray());
    QCOMPARE(doc.keyNode(doc.child(0, 1)), doc.keyNode(doc.member(0, u"id")));
}

void tst_BatchBuilder::duplicateGetsTheNextId()
{
    BatchModel model;
    model.addRequest("a", "[1]", false);   // id 1
    model.addEntry(R"({"jsonrpc":"2.0","method":"n"})");
    QCOMPARE(model.duplicateEntry(0), 1);
    QCOMPARE(model.entryText(1), R"({"jsonrpc":"2.0","id":2,"method":"a","params":[1]})");
    QCOMPARE(model.duplicateEntry(2), 3);
    QCOMPARE(model.entryText(3), R"({"jsonrpc":"2.0","method":"n"})");
    // A typed entry without "jsonrpc" gets its id first.
    model.addEntry(R"({"method":"x"})");
    QVERIFY(model.setNotification(4, false));
    QCOMPARE(model.entryText(4), R"({"id":3,"method":"x"})");
    model.addEntry("{}");
    QVERIFY(model.setNotification(5, false));
    QCOMPARE(model.entryText(5), R"({"id":4})");
}

void tst_BatchBuilder::invalidEntriesAreKeptAsTyped()
{
    BatchModel model;
    model.addEntry(R"({"jsonrpc":"2.0","id":1,"method":"a")");   // unterminated
    model.addEntry("42");
    QVERIFY(!model.index(0).data(BatchModel::ValidRole).toBool());
    QVERIFY(!model.index(0).data(BatchModel::ErrorRole).toString().isEmpty());
    QVERIFY(!model.index(1).data(BatchModel::ValidRole).toBool());
    QVERIFY(!model.setNotification(0, true));
    QCOMPARE(model.batchText(), QByteArray("[\n  {\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"a\",\n  42\n]"));
    QVERIFY(model.setData(model.index(0), QByteArray(R"({"jsonrpc":"2.0","id":1,"method":"a"})")));
    QVERIFY(model.index(0).data(BatchModel::ValidRole).toBool());
    QCOMPARE(model.index(0).data(BatchModel::MethodRole).toString(), "a");
}

void tst_BatchBuilder::builderFromTheKeyboard()
{
    BatchBuilder builder;
    builder.resize(600, 500);
    builder.show();
    QVERIFY(QTest::qWaitForWindowExposed(&builder));
    QSignalSpy send(&builder, &BatchBuilder::sendRequested);
    QListView *view = builder.view();
    QPlainTextEdit *editor = builder.editor();

    // Insert adds an entry and puts the caret into its method.
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Insert);
    QCOMPARE(QApplication::focusWidget(), editor);
    QTest::keyClicks(editor, "math.add");
    QCOMPARE(builder.model()->entryText(0), R"({"jsonrpc":"2.0","id":1,"method":"math.add"})");
    builder.addEntry(R"({"jsonrpc":"2.0","id":"b","method":"second"})");
    builder.addEntry(R"({"jsonrpc":"2.0","id":"c","method":"third"})");
    QCOMPARE(view->currentIndex().row(), 2);

    // Alt+Up twice brings "third" to the top, from the list and from the text alike.
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Up, Qt::AltModifier);
    QCOMPARE(view->currentIndex().row(), 1);
    editor->setFocus();
    QTest::keyClick(editor, Qt::Key_Up, Qt::AltModifier);
    QCOMPARE(view->currentIndex().row(), 0);
    QCOMPARE(QApplication::focusWidget(), editor);
    QCOMPARE(builder.batchText(), QByteArray("[\n"
                                             "  {\"jsonrpc\":\"2.0\",\"id\":\"c\",\"method\":\"third\"},\n"
                                             "  {\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"math.add\"},\n"
                                             "  {\"jsonrpc\":\"2.0\",\"id\":\"b\",\"method\":\"second\"}\n"
                                             "]"));
    // Alt+Down moves it back one; Alt+O makes it a notification; Ctrl+D duplicates.
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Down, Qt::AltModifier);
    QCOMPARE(methods(*builder.model()), (QStringList{"math.add", "third", "second"}));
    QTest::keyClick(view, Qt::Key_O, Qt::AltModifier);
    QCOMPARE(builder.model()->entryText(1), R"({"jsonrpc":"2.0","method":"third"})");
    QCOMPARE(editor->toPlainText(), R"({"jsonrpc":"2.0","method":"third"})");
    QTest::keyClick(view, Qt::Key_O, Qt::AltModifier);
    QCOMPARE(builder.model()->entryText(1), R"({"jsonrpc":"2.0","id":"c","method":"third"})");
    QTest::keyClick(view, Qt::Key_D, Qt::ControlModifier);
    QCOMPARE(builder.model()->entryText(2), R"({"jsonrpc":"2.0","id":2,"method":"third"})");
    QTest::keyClick(view, Qt::Key_Delete);
    QCOMPARE(methods(*builder.model()), (QStringList{"math.add", "third", "second"}));

    builder.sendAction()->trigger();
    QCOMPARE(send.count(), 1);
}

void tst_BatchBuilder::dragAndDropReorders()
{
    BatchBuilder builder;
    builder.resize(600, 500);
    builder.show();
    QVERIFY(QTest::qWaitForWindowExposed(&builder));
    for (const char *name : {"a", "b", "c", "d"})
        builder.model()->addRequest(QString::fromLatin1(name), {}, false);
    QListView *view = builder.view();
    view->setCurrentIndex(builder.model()->index(0));

    // Drop "a" onto the lower half of "c": it lands after "c".
    std::unique_ptr<QMimeData> mime(builder.model()->mimeData({builder.model()->index(0)}));
    const QRect target = view->visualRect(builder.model()->index(2));
    const QPointF at(target.center().x(), target.bottom() - 1);
    QDragEnterEvent enter(at.toPoint(), Qt::MoveAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(view->viewport(), &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(at, Qt::MoveAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(view->viewport(), &drop);
    QVERIFY(drop.isAccepted());
    QCOMPARE(methods(*builder.model()), (QStringList{"b", "c", "a", "d"}));
    QCOMPARE(builder.model()->count(), 4);   // moved, not copied
    QCOMPARE(view->currentIndex().row(), 2);
    QVERIFY(builder.batchText().startsWith("[\n  {\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"b\"},"));
}

void tst_BatchBuilder::addMethodUsesTheTemplate()
{
    BatchBuilder builder;
    MethodInfo add;
    add.name = "math.add";
    add.paramsSchema = R"([{"name":"a","required":true,"schema":{"type":"number"}},)"
                       R"({"name":"b","required":true,"schema":{"type":"number","default":2}}])";
    builder.addMethod(add);
    MethodInfo tool;
    tool.name = "echo";
    tool.kind = MethodInfo::Kind::Tool;
    tool.paramsSchema = R"({"type":"object","properties":{"text":{"type":"string"}},"required":["text"]})";
    builder.addMethod(tool);
    QCOMPARE(builder.model()->count(), 2);
    QCOMPARE(builder.model()->entryText(0), R"({"jsonrpc":"2.0","id":1,"method":"math.add","params":{"a":0,"b":2}})");
    const QByteArray call = builder.model()->entryText(1);
    QVERIFY2(call.startsWith(R"({"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"echo")"), call.constData());
    QCOMPARE(builder.model()->index(1).data(BatchModel::MethodRole).toString(), "tools/call");
    QCOMPARE(builder.view()->currentIndex().row(), 1);
}

QTEST_MAIN(tst_BatchBuilder)
#include "tst_batchbuilder.moc"
