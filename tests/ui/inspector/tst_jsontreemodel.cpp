#include "ui/inspector/jsontreemodel.h"

#include <QAbstractItemModelTester>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;
using RpcScope::JsonDocument;
using RpcScope::JsonTreeModel;

class tst_JsonTreeModel final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();

    void keysInServerOrder();
    void numbersAsWritten_data();
    void numbersAsWritten();
    void duplicateKeysAreSeparateRows();
    void summaryCounts_data();
    void summaryCounts();
    void typeColumn_data();
    void typeColumn();
    void stringsAsWrittenWithDecodedToolTip();
    void longStringIsCut();
    void scalarRoot();
    void invalidAndEmptyDocuments_data();
    void invalidAndEmptyDocuments();
    void batchResponseRowsAreIndexed();
    void fetchesInBatches();
    void millionElementArrayOpensAtOnce();
    void deepNesting();
    void resetReplacesDocument();
    void rolesGiveNodeAndRawText();

private:
    static QString cell(const JsonTreeModel &model, int row, int column, const QModelIndex &parent = {})
    {
        return model.index(row, column, parent).data().toString();
    }
    static void fetchAll(JsonTreeModel &model, const QModelIndex &parent)
    {
        while (model.canFetchMore(parent))
            model.fetchMore(parent);
    }
};

void tst_JsonTreeModel::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

// The tester is attached after the first setDocument(): Qt 6.4's tester runs its checks on
// modelReset before it marks the reset as finished, so the fetchMore() those checks make on
// a lazy model is reported as an insertion during a reset. Later changes are all checked.

void tst_JsonTreeModel::init()
{
    // Any warning (the model tester reports through qWarning too) fails the test.
    QTest::failOnWarning(QRegularExpression(u".*"_s));
}

void tst_JsonTreeModel::keysInServerOrder()
{
    JsonTreeModel model;
    model.setDocument(JsonDocument::parse(R"({"jsonrpc":"2.0","result":{"zeta":1,"alpha":2,"mid":3},"id":7})"));
    QCOMPARE(model.rowCount(), 3);
    const QModelIndex result = model.index(1, 0);
    QVERIFY(model.hasChildren(result));
    QCOMPARE(model.rowCount(result), 0);   // nothing below the top is made before it is asked for
    QVERIFY(model.canFetchMore(result));

    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(cell(model, 0, JsonTreeModel::KeyColumn), u"jsonrpc"_s);
    QCOMPARE(cell(model, 1, JsonTreeModel::KeyColumn), u"result"_s);
    QCOMPARE(cell(model, 2, JsonTreeModel::KeyColumn), u"id"_s);
    fetchAll(model, result);
    QCOMPARE(model.rowCount(result), 3);
    QCOMPARE(cell(model, 0, JsonTreeModel::KeyColumn, result), u"zeta"_s);
    QCOMPARE(cell(model, 1, JsonTreeModel::KeyColumn, result), u"alpha"_s);
    QCOMPARE(cell(model, 2, JsonTreeModel::KeyColumn, result), u"mid"_s);
    QCOMPARE(model.index(2, 0, result).parent(), result);
}

void tst_JsonTreeModel::numbersAsWritten_data()
{
    QTest::addColumn<QByteArray>("number");
    QTest::newRow("integral double") << QByteArray("1.0");
    QTest::newRow("exponent") << QByteArray("1e2");
    QTest::newRow("negative zero") << QByteArray("-0");
    QTest::newRow("above 2^53") << QByteArray("9007199254740993");
    QTest::newRow("above int64") << QByteArray("18446744073709551615");
    QTest::newRow("long fraction") << QByteArray("0.1000000000000000055511151231257827");
}

void tst_JsonTreeModel::numbersAsWritten()
{
    QFETCH(QByteArray, number);
    JsonTreeModel model;
    model.setDocument(JsonDocument::parse("{\"n\":" + number + ",\"list\":[" + number + "]}"));
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    fetchAll(model, {});
    QCOMPARE(cell(model, 0, JsonTreeModel::ValueColumn), QString::fromLatin1(number));
    const QModelIndex list = model.index(1, 0);
    fetchAll(model, list);
    QCOMPARE(cell(model, 0, JsonTreeModel::ValueColumn, list), QString::fromLatin1(number));
    QCOMPARE(cell(model, 0, JsonTreeModel::TypeColumn, list), u"number"_s);
}

void tst_JsonTreeModel::duplicateKeysAreSeparateRows()
{
    JsonTreeModel model;
    model.setDocument(JsonDocument::parse(R"({"id":1,"result":true,"id":2})"));
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    fetchAll(model, {});
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(cell(model, 0, JsonTreeModel::KeyColumn), u"id"_s);
    QCOMPARE(cell(model, 0, JsonTreeModel::ValueColumn), u"1"_s);
    QCOMPARE(cell(model, 2, JsonTreeModel::KeyColumn), u"id"_s);
    QCOMPARE(cell(model, 2, JsonTreeModel::ValueColumn), u"2"_s);
    // The repeated occurrence says so; the first one does not.
    QVERIFY(model.index(0, JsonTreeModel::KeyColumn).data(Qt::ToolTipRole).isNull());
    QVERIFY(model.index(2, JsonTreeModel::KeyColumn).data(Qt::ToolTipRole).toString().contains(u"\"id\""));
}

void tst_JsonTreeModel::summaryCounts_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");
    // Without a translator the plural source text is shown as is, so match the count only.
    QTest::newRow("empty array") << QByteArray(R"({"v":[]})") << u"[0 item"_s;
    QTest::newRow("one element") << QByteArray(R"({"v":[null]})") << u"[1 item"_s;
    QTest::newRow("three members") << QByteArray(R"({"v":{"a":1,"b":2,"c":{"d":4}}})") << u"{3 item"_s;
    QTest::newRow("duplicates count") << QByteArray(R"({"v":{"a":1,"a":2}})") << u"{2 item"_s;
}

void tst_JsonTreeModel::summaryCounts()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    JsonTreeModel model;
    model.setDocument(JsonDocument::parse(json));
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    fetchAll(model, {});
    QVERIFY2(cell(model, 0, JsonTreeModel::ValueColumn).startsWith(expected),
             qPrintable(cell(model, 0, JsonTreeModel::ValueColumn)));
}

void tst_JsonTreeModel::typeColumn_data()
{
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<QString>("type");
    QTest::addColumn<bool>("children");
    QTest::newRow("null") << QByteArray("null") << u"null"_s << false;
    QTest::newRow("true") << QByteArray("true") << u"boolean"_s << false;
    QTest::newRow("false") << QByteArray("false") << u"boolean"_s << false;
    QTest::newRow("number") << QByteArray("-12.5e-3") << u"number"_s << false;
    QTest::newRow("string") << QByteArray(R"("x")") << u"string"_s << false;
    QTest::newRow("array") << QByteArray("[1]") << u"array"_s << true;
    QTest::newRow("object") << QByteArray(R"({"k":1})") << u"object"_s << true;
    QTest::newRow("empty object") << QByteArray("{}") << u"object"_s << false;
}

void tst_JsonTreeModel::typeColumn()
{
    QFETCH(QByteArray, value);
    QFETCH(QString, type);
    QFETCH(bool, children);
    JsonTreeModel model;
    model.setDocument(JsonDocument::parse("[" + value + "]"));
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    fetchAll(model, {});
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(cell(model, 0, JsonTreeModel::KeyColumn), u"0"_s);
    QCOMPARE(cell(model, 0, JsonTreeModel::TypeColumn), type);
    QCOMPARE(model.hasChildren(model.index(0, 0)), children);
    QCOMPARE(bool(model.flags(model.index(0, 0)) & Qt::ItemNeverHasChildren), !children);
}

void tst_JsonTreeModel::stringsAsWrittenWithDecodedToolTip()
{
    JsonTreeModel model;
    model.setDocument(JsonDocument::parse(R"({"s":"a\"b\u00e9\n","k\u0065y":1})"));
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    fetchAll(model, {});
    QCOMPARE(cell(model, 0, JsonTreeModel::ValueColumn), uR"("a\"b\u00e9\n")"_s);
    QCOMPARE(model.index(0, JsonTreeModel::ValueColumn).data(Qt::ToolTipRole).toString(), u"a\"b\u00e9\n"_s);
    // Keys are shown decoded.
    QCOMPARE(cell(model, 1, JsonTreeModel::KeyColumn), u"key"_s);
}

void tst_JsonTreeModel::longStringIsCut()
{
    const QByteArray text(100000, 'x');
    JsonTreeModel model;
    model.setDocument(JsonDocument::parse("[\"" + text + "\"]"));
    fetchAll(model, {});
    const QString shown = cell(model, 0, JsonTreeModel::ValueColumn);
    QVERIFY2(shown.size() < 1000, qPrintable(QString::number(shown.size())));
    QVERIFY(shown.endsWith(QChar(0x2026)));
    const QString tip = model.index(0, JsonTreeModel::ValueColumn).data(Qt::ToolTipRole).toString();
    QVERIFY(tip.size() > shown.size());
    QVERIFY(tip.size() < 10000);
}

void tst_JsonTreeModel::scalarRoot()
{
    JsonTreeModel model;
    model.setDocument(JsonDocument::parse("  42.50 "));
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(model.hasChildren());
    fetchAll(model, {});
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(cell(model, 0, JsonTreeModel::ValueColumn), u"42.50"_s);
    QCOMPARE(cell(model, 0, JsonTreeModel::TypeColumn), u"number"_s);
    QVERIFY(!model.hasChildren(model.index(0, 0)));
    QVERIFY(!model.canFetchMore({}));
}

void tst_JsonTreeModel::invalidAndEmptyDocuments_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::newRow("not json") << QByteArray("<html>502 Bad Gateway</html>");
    QTest::newRow("truncated") << QByteArray(R"({"jsonrpc":"2.0","id":)");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("empty object") << QByteArray("{}");
    QTest::newRow("empty array") << QByteArray(" [ ] ");
}

void tst_JsonTreeModel::invalidAndEmptyDocuments()
{
    QFETCH(QByteArray, json);
    JsonTreeModel model;
    model.setDocument(JsonDocument::parse(json));
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(!model.hasChildren());
    QVERIFY(!model.canFetchMore({}));
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(!model.index(0, 0).isValid());
}

void tst_JsonTreeModel::batchResponseRowsAreIndexed()
{
    JsonTreeModel model;
    model.setDocument(JsonDocument::parse(R"([{"jsonrpc":"2.0","id":1,"result":1},{"jsonrpc":"2.0","id":2,"error":{"code":-32601,"message":"Method not found"}}])"));
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    fetchAll(model, {});
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(cell(model, 1, JsonTreeModel::KeyColumn), u"1"_s);
    const QModelIndex second = model.index(1, 0);
    fetchAll(model, second);
    QCOMPARE(cell(model, 2, JsonTreeModel::KeyColumn, second), u"error"_s);
    const QModelIndex error = model.index(2, 0, second);
    fetchAll(model, error);
    QCOMPARE(cell(model, 0, JsonTreeModel::ValueColumn, error), u"-32601"_s);
    QCOMPARE(error.parent().parent(), QModelIndex());
}

void tst_JsonTreeModel::fetchesInBatches()
{
    QByteArray json = "[";
    for (int i = 0; i < 1000; ++i)
        json += (i ? "," : "") + QByteArray::number(i * 3);
    json += "]";
    JsonTreeModel model;
    model.setDocument(JsonDocument::parse(json));
    QCOMPARE(model.rowCount(), JsonTreeModel::kFetchBatch);
    QVERIFY(model.canFetchMore({}));

    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    while (model.canFetchMore({})) {
        const int before = model.rowCount();
        model.fetchMore({});
        QCOMPARE(model.rowCount(), before + JsonTreeModel::kFetchBatch);
    }
    QCOMPARE(model.rowCount(), 1000);
    for (int row : {0, 199, 200, 201, 999}) {
        QCOMPARE(cell(model, row, JsonTreeModel::KeyColumn), QString::number(row));
        QCOMPARE(cell(model, row, JsonTreeModel::ValueColumn), QString::number(row * 3));
    }
}

void tst_JsonTreeModel::millionElementArrayOpensAtOnce()
{
    constexpr int count = 1000000;
    QByteArray json;
    json.reserve(count * 8);
    json += R"({"jsonrpc":"2.0","id":1,"result":[)";
    for (int i = 0; i < count; ++i) {
        if (i)
            json += ',';
        json += QByteArray::number(i);
    }
    json += "]}";
    const JsonDocument document = JsonDocument::parse(json);
    QVERIFY(document.isValid());

    JsonTreeModel model;
    model.setDocument(document);
    const QModelIndex result = model.index(2, 0);
    model.fetchMore(result);   // what expanding the row does
    QCOMPARE(cell(model, 2, JsonTreeModel::KeyColumn), u"result"_s);
    QVERIFY(cell(model, 2, JsonTreeModel::ValueColumn).startsWith(u"[1000000 item"_s));
    QCOMPARE(model.rowCount(result), JsonTreeModel::kFetchBatch);
    QVERIFY(model.canFetchMore(result));
    // Opening costs one batch, not the array: the rows above are all there is.

    // Scrolling on: each batch continues where the last one stopped.
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const int before = model.rowCount(result);
    model.fetchMore(result);
    QCOMPARE(model.rowCount(result), before + JsonTreeModel::kFetchBatch);
    const int last = model.rowCount(result) - 1;
    QCOMPARE(cell(model, last, JsonTreeModel::KeyColumn, result), QString::number(last));
    QCOMPARE(cell(model, last, JsonTreeModel::ValueColumn, result), QString::number(last));
}

void tst_JsonTreeModel::deepNesting()
{
    constexpr int depth = 20000;
    const QByteArray json = QByteArray(depth, '[') + "\"bottom\"" + QByteArray(depth, ']');
    const JsonDocument document = JsonDocument::parse(json);
    QVERIFY2(document.isValid(), qPrintable(document.error().message));

    JsonTreeModel model;
    model.setDocument(document);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);

    // Walk down as a view expanding each level would; no step may recurse over the depth.
    QModelIndex index;
    for (int level = 0; level < depth; ++level) {
        fetchAll(model, index);
        QCOMPARE(model.rowCount(index), 1);
        index = model.index(0, 0, index);
        QVERIFY(index.isValid());
    }
    QCOMPARE(index.data().toString(), u"0"_s);
    QCOMPARE(model.index(0, JsonTreeModel::ValueColumn, index.parent()).data().toString(), u"\"bottom\""_s);
    QVERIFY(!model.hasChildren(index));

    int levels = 0;
    for (QModelIndex up = index; up.isValid(); up = up.parent())
        ++levels;
    QCOMPARE(levels, depth);
}

void tst_JsonTreeModel::resetReplacesDocument()
{
    JsonTreeModel model;
    model.setDocument(JsonDocument::parse(R"({"a":{"b":[1,2,3]}})"));
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    fetchAll(model, {});
    const QModelIndex a = model.index(0, 0);
    fetchAll(model, a);
    fetchAll(model, model.index(0, 0, a));
    QCOMPARE(model.rowCount(model.index(0, 0, a)), 3);

    model.setDocument(JsonDocument::parse(R"({"x":1,"y":2})"));
    fetchAll(model, {});
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(cell(model, 1, JsonTreeModel::KeyColumn), u"y"_s);

    model.clear();
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(!model.document().isValid());
}

void tst_JsonTreeModel::rolesGiveNodeAndRawText()
{
    const JsonDocument document = JsonDocument::parse(R"({"result":{"list":[1, 2.0]}})");
    JsonTreeModel model;
    model.setDocument(document);
    fetchAll(model, {});
    const QModelIndex result = model.index(0, 0);
    fetchAll(model, result);
    const QModelIndex list = model.index(0, 0, result);
    QCOMPARE(list.data(JsonTreeModel::RawRole).toByteArray(), QByteArray("[1, 2.0]"));
    const int node = list.data(JsonTreeModel::NodeRole).toInt();
    QCOMPARE(model.nodeAt(list), node);
    QCOMPARE(document.type(node), JsonDocument::Type::Array);
    QCOMPARE(model.nodeAt({}), -1);
    QCOMPARE(model.headerData(JsonTreeModel::KeyColumn, Qt::Horizontal).toString(), u"Key"_s);
}

QTEST_MAIN(tst_JsonTreeModel)
#include "tst_jsontreemodel.moc"
