#include "lib/schema/paramschema.h"
#include "lib/schema/schemavalidator.h"

#include <QStandardPaths>
#include <QTest>

using RpcScope::ParamSchema;
using RpcScope::SchemaProblem;
using RpcScope::SchemaValidator;

class tst_SchemaValidator final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void check_data();
    void check();
    void paths();
    void compareNumbers();
};

void tst_SchemaValidator::check_data()
{
    QTest::addColumn<QByteArray>("schema");
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<QStringList>("paths");   // where problems are expected, in order

    const QByteArray integer = R"({"type":"integer","minimum":1,"maximum":9007199254740993})";
    QTest::newRow("integer ok") << integer << QByteArray("5") << QStringList();
    QTest::newRow("integer 1.0 is an integer") << integer << QByteArray("1.0") << QStringList();
    QTest::newRow("integer fraction") << integer << QByteArray("1.5") << QStringList{"$"};
    QTest::newRow("integer string") << integer << QByteArray("\"5\"") << QStringList{"$"};
    QTest::newRow("minimum") << integer << QByteArray("0") << QStringList{"$"};
    QTest::newRow("64-bit maximum exact") << integer << QByteArray("9007199254740993") << QStringList();
    QTest::newRow("64-bit maximum + 1") << integer << QByteArray("9007199254740994") << QStringList{"$"};
    const QByteArray exclusive = R"({"type":"number","exclusiveMinimum":0,"exclusiveMaximum":1})";
    QTest::newRow("exclusive low") << exclusive << QByteArray("0") << QStringList{"$"};
    QTest::newRow("exclusive inside") << exclusive << QByteArray("0.5") << QStringList();
    QTest::newRow("exclusive high") << exclusive << QByteArray("1") << QStringList{"$"};
    const QByteArray text = R"({"type":"string","minLength":2,"maxLength":3,"pattern":"^a"})";
    QTest::newRow("string ok") << text << QByteArray("\"ab\"") << QStringList();
    QTest::newRow("too short") << text << QByteArray("\"a\"") << QStringList{"$"};
    QTest::newRow("too long and pattern") << text << QByteArray("\"bbbb\"") << QStringList{"$", "$"};
    QTest::newRow("code points, not UTF-16 units") << text << QByteArray("\"a\xf0\x9f\x98\x80\"") << QStringList();
    const QByteArray choice = R"({"enum":["md5","sha256",1]})";
    QTest::newRow("enum ok") << choice << QByteArray("\"sha256\"") << QStringList();
    QTest::newRow("enum number by value") << choice << QByteArray("1.0") << QStringList();
    QTest::newRow("enum miss") << choice << QByteArray("\"sha1\"") << QStringList{"$"};
    const QByteArray object = R"({"type":"object","additionalProperties":false,"required":["title","n"],)"
                              R"("properties":{"title":{"type":"string"},"n":{"type":"integer"},)"
                              R"("tags":{"type":"array","maxItems":2,"items":{"type":"string","minLength":1}}}})";
    QTest::newRow("object ok") << object << QByteArray(R"({"title":"t","n":1,"tags":["a"]})") << QStringList();
    QTest::newRow("required missing") << object << QByteArray(R"({"title":"t"})") << QStringList{"$.n"};
    QTest::newRow("unknown member") << object << QByteArray(R"({"title":"t","n":1,"odd key":2})")
                                    << QStringList{R"($["odd key"])"};
    QTest::newRow("array items") << object << QByteArray(R"({"title":"t","n":1,"tags":["a","",3]})")
                                 << QStringList{"$.tags", "$.tags[1]", "$.tags[2]"};
    QTest::newRow("nullable") << QByteArray(R"({"type":["string","null"]})") << QByteArray("null") << QStringList();
    QTest::newRow("nullable miss") << QByteArray(R"({"type":["string","null"]})") << QByteArray("1") << QStringList{"$"};
    QTest::newRow("recursive accepts") << QByteArray(R"({"$ref":"#"})") << QByteArray("[1,{}]") << QStringList();
    QTest::newRow("invalid text") << QByteArray(R"({"type":"string"})") << QByteArray("\"open") << QStringList{"$"};
}

void tst_SchemaValidator::check()
{
    QFETCH(QByteArray, schema);
    QFETCH(QByteArray, value);
    QFETCH(QStringList, paths);
    const auto node = ParamSchema().parse(schema);
    const QList<SchemaProblem> problems = SchemaValidator::check(*node, value);
    QStringList got;
    for (const SchemaProblem &p : problems) {
        got.append(p.path);
        QVERIFY(!p.message.isEmpty());
    }
    QCOMPARE(got, paths);
}

void tst_SchemaValidator::paths()
{
    QCOMPARE(SchemaValidator::memberPath("$", "a_1"), "$.a_1");
    QCOMPARE(SchemaValidator::memberPath("$.x", "a.b"), R"($.x["a.b"])");
    QCOMPARE(SchemaValidator::elementPath("$.x", 3), "$.x[3]");
}

void tst_SchemaValidator::compareNumbers()
{
    QCOMPARE(SchemaValidator::compareNumbers("9007199254740993", "9007199254740992"), 1);
    QCOMPARE(SchemaValidator::compareNumbers("1", "1.0"), 0);
    QCOMPARE(SchemaValidator::compareNumbers("-1e3", "-999"), -1);
}

QTEST_GUILESS_MAIN(tst_SchemaValidator)
#include "tst_schemavalidator.moc"
