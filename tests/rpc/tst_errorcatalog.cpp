#include "lib/rpc/classifier.h"
#include "lib/rpc/errorcatalog.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using RpcScope::ErrorCatalog;
using RpcScope::ErrorDialect;
using RpcScope::ErrorTable;

class tst_ErrorCatalog final : public QObject
{
    Q_OBJECT

private slots:
    void init() { ErrorCatalog::clearUserTables(); }
    void cleanup() { ErrorCatalog::clearUserTables(); }

    void builtInNames();
    void loadsTableWithCodesAndRanges();
    void userTableComesAfterBuiltIns();
    void addingTheSamePathReplaces();
    void badTables_data();
    void badTables();
    void classifierUsesUserTable();

private:
    QString write(const QByteArray &json, const QString &name = QStringLiteral("table.json"));
    QTemporaryDir m_dir;
};

QString tst_ErrorCatalog::write(const QByteArray &json, const QString &name)
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return {};
    file.write(json);
    return path;
}

void tst_ErrorCatalog::builtInNames()
{
    QCOMPARE(ErrorCatalog::name(-32601), u"Method not found"_s);
    QCOMPARE(ErrorCatalog::name(-32001, ErrorDialect::A2a), u"Task not found"_s);
    QCOMPARE(ErrorCatalog::name(-32050), u"Server error"_s);
    QCOMPARE(ErrorCatalog::name(-32500), u"Reserved"_s);
    QCOMPARE(ErrorCatalog::name(1), u"Application error"_s);
    QCOMPARE(ErrorCatalog::describe(-32001, ErrorDialect::Mcp).source, u"mcp"_s);
    QCOMPARE(ErrorCatalog::describe(-32601, ErrorDialect::Mcp).source, u"json-rpc"_s);
    // MCP 2026-07-28's codes, named for MCP methods only.
    QCOMPARE(ErrorCatalog::name(-32020, ErrorDialect::Mcp), u"Header mismatch"_s);
    QCOMPARE(ErrorCatalog::name(-32021, ErrorDialect::Mcp), u"Missing required client capability"_s);
    QCOMPARE(ErrorCatalog::name(-32022, ErrorDialect::Mcp), u"Unsupported protocol version"_s);
    QCOMPARE(ErrorCatalog::name(-32022), u"Server error"_s);
}

void tst_ErrorCatalog::loadsTableWithCodesAndRanges()
{
    const QString path = write(R"({"dialect": "aria2",
        "errors": [{"code": 1, "name": "Unknown error", "meaning": "aria2 does not know what went wrong."},
                   {"code": 3, "name": "Resource not found"}],
        "ranges": [{"from": 100, "to": 199, "name": "Plugin error", "meaning": "A plugin failed."}]})");
    QString error;
    const ErrorTable table = ErrorCatalog::loadTable(path, &error);
    QVERIFY2(table.isValid(), qPrintable(error));
    QCOMPARE(table.dialect, u"aria2"_s);
    QCOMPARE(table.errors.size(), 2);
    QCOMPARE(table.ranges.size(), 1);

    QCOMPARE(ErrorCatalog::name(1), u"Application error"_s);   // not registered yet
    ErrorCatalog::addUserTable(table);
    QCOMPARE(ErrorCatalog::userTables().size(), 1);
    const ErrorCatalog::Description one = ErrorCatalog::describe(1);
    QCOMPARE(one.name, u"Unknown error"_s);
    QCOMPARE(one.meaning, u"aria2 does not know what went wrong."_s);
    QCOMPARE(one.source, u"aria2"_s);
    QCOMPARE(ErrorCatalog::displayName(3), u"Resource not found"_s);
    QCOMPARE(ErrorCatalog::name(150), u"Plugin error"_s);
    QCOMPARE(ErrorCatalog::name(200), u"Application error"_s);
    QVERIFY(ErrorCatalog::removeUserTable(path));
    QCOMPARE(ErrorCatalog::name(1), u"Application error"_s);
    QVERIFY(!ErrorCatalog::removeUserTable(path));
}

void tst_ErrorCatalog::userTableComesAfterBuiltIns()
{
    const QString path = write(R"({"dialect": "mine", "errors": [
        {"code": -32601, "name": "Mine: no method"}, {"code": -32001, "name": "Mine: busy"},
        {"code": -32050, "name": "Mine: overloaded"}]})");
    QVERIFY(ErrorCatalog::addUserTable(path));
    QCOMPARE(ErrorCatalog::name(-32601), u"Method not found"_s);                 // JSON-RPC first
    QCOMPARE(ErrorCatalog::name(-32001, ErrorDialect::Mcp), u"Request timeout"_s); // then the dialect
    QCOMPARE(ErrorCatalog::name(-32001), u"Mine: busy"_s);                         // then the user's
    QCOMPARE(ErrorCatalog::name(-32050), u"Mine: overloaded"_s);                   // before "Server error"
}

void tst_ErrorCatalog::addingTheSamePathReplaces()
{
    const QString path = write(R"({"dialect": "v1", "errors": [{"code": 7, "name": "Old"}]})");
    QVERIFY(ErrorCatalog::addUserTable(path));
    write(R"({"dialect": "v2", "errors": [{"code": 7, "name": "New"}]})");
    QVERIFY(ErrorCatalog::addUserTable(path));
    QCOMPARE(ErrorCatalog::userTables().size(), 1);
    QCOMPARE(ErrorCatalog::name(7), u"New"_s);
    // A second file is consulted after the first.
    QVERIFY(ErrorCatalog::addUserTable(write(R"({"dialect": "other", "errors": [{"code": 7, "name": "Other"},
        {"code": 8, "name": "Eight"}]})", QStringLiteral("other.json"))));
    QCOMPARE(ErrorCatalog::name(7), u"New"_s);
    QCOMPARE(ErrorCatalog::name(8), u"Eight"_s);
}

void tst_ErrorCatalog::badTables_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");
    QTest::newRow("not json") << QByteArray("{\"dialect\": ") << QStringLiteral("is not JSON (line 1");
    QTest::newRow("array") << QByteArray("[]") << QStringLiteral("must be a JSON object");
    QTest::newRow("no dialect") << QByteArray(R"({"errors": []})") << QStringLiteral("\"dialect\"");
    QTest::newRow("no tables") << QByteArray(R"({"dialect": "x"})") << QStringLiteral("neither");
    QTest::newRow("errors not array") << QByteArray(R"({"dialect": "x", "errors": {}})") << QStringLiteral("must be an array");
    QTest::newRow("fraction code") << QByteArray(R"({"dialect": "x", "errors": [{"code": 1.5, "name": "a"}]})")
                                   << QStringLiteral("error 1 needs an integer");
    QTest::newRow("no name") << QByteArray(R"({"dialect": "x", "errors": [{"code": 1, "name": "a"}, {"code": 2}]})")
                             << QStringLiteral("error 2 needs a \"name\"");
    QTest::newRow("backwards range") << QByteArray(R"({"dialect": "x", "ranges": [{"from": 9, "to": 1, "name": "a"}]})")
                                     << QStringLiteral("range 1 needs integers");
}

void tst_ErrorCatalog::badTables()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    QString error;
    QVERIFY(!ErrorCatalog::addUserTable(write(json), &error));
    QVERIFY2(error.contains(expected), qPrintable(error));
    QVERIFY(ErrorCatalog::userTables().isEmpty());

    error.clear();
    QVERIFY(!ErrorCatalog::loadTable(m_dir.filePath(QStringLiteral("missing.json")), &error).isValid());
    QVERIFY2(error.contains(u"Cannot read"_s), qPrintable(error));
}

void tst_ErrorCatalog::classifierUsesUserTable()
{
    QVERIFY(ErrorCatalog::addUserTable(write(R"({"dialect": "aria2", "errors": [{"code": 12, "name": "Duplicate download"}]})")));
    RpcScope::Classifier::Input input;
    input.sent = RpcScope::SentMessage::fromBytes(R"({"jsonrpc":"2.0","id":1,"method":"aria2.addUri","params":[]})");
    input.body = R"({"jsonrpc":"2.0","id":1,"error":{"code":12,"message":"already added"}})";
    const RpcScope::Classification c = RpcScope::Classifier::classify(input);
    QCOMPARE(c.responses.size(), 1);
    QCOMPARE(c.responses.first().error.name, u"Duplicate download"_s);
}

QTEST_GUILESS_MAIN(tst_ErrorCatalog)
#include "tst_errorcatalog.moc"
