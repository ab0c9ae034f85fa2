// JsonDiff: structural differences with paths, kinds and texts as written.
#include "lib/json/jsondocument.h"
#include "lib/replay/jsondiff.h"

#include <QTest>

using namespace RpcScope;

namespace {

/// "path kind recorded -> replayed" per difference, one string each, for compact checks.
QStringList lines(const JsonDiffResult &result)
{
    QStringList out;
    for (const JsonDifference &d : result.differences) {
        out.append(d.path.toString() + u' ' + JsonDifference::kindName(d.kind) + u' ' + QString::fromUtf8(d.recorded)
                   + QStringLiteral(" -> ") + QString::fromUtf8(d.replayed));
    }
    return out;
}

JsonDiffResult diff(const char *recorded, const char *replayed, const DiffRules &rules = {},
                    const JsonDiff::Options &options = {})
{
    return JsonDiff::compareBodies(QByteArray(recorded), QByteArray(replayed), rules, options);
}

} // namespace

class tst_JsonDiff final : public QObject
{
    Q_OBJECT

private slots:
    void identicalTextsAreSame();
    void whitespaceAloneIsSame();
    void kinds_data();
    void kinds();
    void pathsNameNestedValues();
    void oddKeysAreQuotedInPaths();
    void memberOrderIsOneOrderDifference();
    void duplicateKeysPairByOccurrence();
    void numbersCompareExactly_data();
    void numbersCompareExactly();
    void numberKeys_data();
    void numberKeys();
    void arraysPairByPosition();
    void batchAnswersPairById();
    void batchWithRepeatedIdsPairsByPosition();
    void notJsonComparesBytes();
    void emptyBodies();
    void differencesAreCapped();
    void deepNestingDoesNotOverflow();
};

void tst_JsonDiff::identicalTextsAreSame()
{
    const JsonDiffResult result = diff(R"({"a":[1,{"b":null}]})", R"({"a":[1,{"b":null}]})");
    QVERIFY(result.isSame());
    QCOMPARE(result.ignored, 0);
}

void tst_JsonDiff::whitespaceAloneIsSame()
{
    QVERIFY(diff(R"({"a":[1, 2],"b":"x"})", "{\n  \"a\": [1,2],\n  \"b\": \"x\"\n}").isSame());
}

void tst_JsonDiff::kinds_data()
{
    QTest::addColumn<QString>("recorded");
    QTest::addColumn<QString>("replayed");
    QTest::addColumn<QStringList>("expected");
    QTest::addRow("changed number") << R"({"result":5})" << R"({"result":6})" << QStringList{"$.result changed 5 -> 6"};
    QTest::addRow("changed string") << R"({"r":"a"})" << R"({"r":"b"})" << QStringList{R"($.r changed "a" -> "b")"};
    QTest::addRow("true to false") << R"({"r":true})" << R"({"r":false})" << QStringList{"$.r changed true -> false"};
    QTest::addRow("added") << R"({"a":1})" << R"({"a":1,"b":[2]})" << QStringList{"$.b added  -> [2]"};
    QTest::addRow("removed") << R"({"a":1,"b":{"c":2}})" << R"({"a":1})" << QStringList{R"($.b removed {"c":2} -> )"};
    QTest::addRow("number to string") << R"({"a":1})" << R"({"a":"1"})" << QStringList{R"($.a type-changed 1 -> "1")"};
    QTest::addRow("null to object") << R"({"a":null})" << R"({"a":{}})" << QStringList{"$.a type-changed null -> {}"};
    QTest::addRow("object to array") << R"({"a":{}})" << R"({"a":[]})" << QStringList{"$.a type-changed {} -> []"};
    QTest::addRow("string escapes") << R"({"a":"\u00e9"})" << R"({"a":"é"})"
                                    << QStringList{R"($.a spelling "\u00e9" -> "é")"};
    QTest::addRow("root scalar") << "1" << "2" << QStringList{"$ changed 1 -> 2"};
}

void tst_JsonDiff::kinds()
{
    QFETCH(QString, recorded);
    QFETCH(QString, replayed);
    QFETCH(QStringList, expected);
    QCOMPARE(lines(JsonDiff::compareBodies(recorded.toUtf8(), replayed.toUtf8())), expected);
}

void tst_JsonDiff::pathsNameNestedValues()
{
    const JsonDiffResult result =
        diff(R"({"result":{"items":[{"name":"a"},{"name":"b"},{"name":"c"},{"name":"d"}]}})",
             R"({"result":{"items":[{"name":"a"},{"name":"b"},{"name":"c"},{"name":"D"}]}})");
    QCOMPARE(lines(result), QStringList{R"($.result.items[3].name changed "d" -> "D")"});
}

void tst_JsonDiff::oddKeysAreQuotedInPaths()
{
    const JsonDiffResult result = diff(R"({"a b":{"it's":1,"0x":2}})", R"({"a b":{"it's":2,"0x":3}})");
    QCOMPARE(lines(result), (QStringList{R"($['a b']['it\'s'] changed 1 -> 2)", R"($['a b']['0x'] changed 2 -> 3)"}));
    // What the diff prints, a rule can name.
    const std::optional<JsonPath> parsed = JsonPath::parse(result.differences.first().path.toString());
    QVERIFY(parsed);
    QCOMPARE(*parsed, result.differences.first().path);
}

void tst_JsonDiff::memberOrderIsOneOrderDifference()
{
    const JsonDiffResult result = diff(R"({"a":1,"b":2,"c":3})", R"({"c":3,"a":1,"b":2})");
    QCOMPARE(lines(result), QStringList{R"($ order ["a","b","c"] -> ["c","a","b"])"});
    QVERIFY(result.differences.first().isLowWeight());
    // Ignored by the default rules, and then counted.
    const JsonDiffResult quiet = diff(R"({"a":1,"b":2,"c":3})", R"({"c":3,"a":1,"b":2})", DiffRules::defaults());
    QVERIFY(quiet.isSame());
    QCOMPARE(quiet.ignored, 1);
    // Order and a value change together: both are listed.
    const JsonDiffResult both = diff(R"({"x":{"a":1,"b":2}})", R"({"x":{"b":3,"a":1}})");
    QCOMPARE(lines(both), (QStringList{R"($.x order ["a","b"] -> ["b","a"])", "$.x.b changed 2 -> 3"}));
}

void tst_JsonDiff::duplicateKeysPairByOccurrence()
{
    QVERIFY(diff(R"({"a":1,"a":2})", R"({"a":1,"a":2})").isSame());
    QCOMPARE(lines(diff(R"({"a":1,"a":2})", R"({"a":1,"a":3})")), QStringList{"$.a changed 2 -> 3"});
    QCOMPARE(lines(diff(R"({"a":1,"a":2})", R"({"a":1})")), QStringList{"$.a removed 2 -> "});
}

void tst_JsonDiff::numbersCompareExactly_data()
{
    QTest::addColumn<QString>("recorded");
    QTest::addColumn<QString>("replayed");
    QTest::addColumn<QString>("kind");   // empty: the same
    QTest::addRow("same text") << "9007199254740993" << "9007199254740993" << "";
    QTest::addRow("beyond double") << "9007199254740993" << "9007199254740992" << "changed";
    QTest::addRow("int64 max") << "9223372036854775807" << "9223372036854775806" << "changed";
    QTest::addRow("beyond int64") << "18446744073709551615" << "18446744073709551616" << "changed";
    QTest::addRow("1.0 and 1") << "1.0" << "1" << "spelling";
    QTest::addRow("exponent") << "1e2" << "100" << "spelling";
    QTest::addRow("exponent case and sign") << "6.02214076E+23" << "602214076e15" << "spelling";
    QTest::addRow("negative zero") << "-0" << "0" << "spelling";
    QTest::addRow("0.1 and 0.10") << "0.1" << "0.10" << "spelling";
    QTest::addRow("tiny differs") << "5e-324" << "4e-324" << "changed";
    QTest::addRow("sign") << "-1" << "1" << "changed";
}

void tst_JsonDiff::numbersCompareExactly()
{
    QFETCH(QString, recorded);
    QFETCH(QString, replayed);
    QFETCH(QString, kind);
    const JsonDiffResult result = JsonDiff::compareBodies(("{\"id\":" + recorded + "}").toUtf8(),
                                                          ("{\"id\":" + replayed + "}").toUtf8());
    if (kind.isEmpty()) {
        QVERIFY(result.isSame());
        return;
    }
    QCOMPARE(result.differences.size(), 1);
    QCOMPARE(JsonDifference::kindName(result.differences.first().kind), kind);
    QCOMPARE(result.differences.first().recorded, recorded.toUtf8());
    QCOMPARE(result.differences.first().replayed, replayed.toUtf8());
}

void tst_JsonDiff::numberKeys_data()
{
    QTest::addColumn<QByteArray>("number");
    QTest::addColumn<QByteArray>("key");
    QTest::addRow("zero") << QByteArray("0") << QByteArray("0");
    QTest::addRow("negative zero fraction") << QByteArray("-0.000e5") << QByteArray("0");
    QTest::addRow("integer") << QByteArray("1200") << QByteArray("12e2");
    QTest::addRow("fraction") << QByteArray("-1.23") << QByteArray("-123e-2");
    QTest::addRow("exponent") << QByteArray("1.5E-3") << QByteArray("15e-4");
}

void tst_JsonDiff::numberKeys()
{
    QFETCH(QByteArray, number);
    QFETCH(QByteArray, key);
    QCOMPARE(JsonDiff::numberKey(number), key);
}

void tst_JsonDiff::arraysPairByPosition()
{
    QCOMPARE(lines(diff("[1,2,3]", "[1,3]")), (QStringList{"$[1] changed 2 -> 3", "$[2] removed 3 -> "}));
    QCOMPARE(lines(diff(R"({"a":[1]})", R"({"a":[1,{"b":2}]})")), QStringList{R"($.a[1] added  -> {"b":2})"});
}

void tst_JsonDiff::batchAnswersPairById()
{
    const char *recorded = R"([{"jsonrpc":"2.0","id":1,"result":10},{"jsonrpc":"2.0","id":"two","result":20},)"
                           R"({"jsonrpc":"2.0","id":3,"result":30}])";
    const char *replayed = R"([{"jsonrpc":"2.0","id":"two","result":20},{"jsonrpc":"2.0","id":1.0,"result":10},)"
                           R"({"jsonrpc":"2.0","id":3,"result":31},{"jsonrpc":"2.0","id":4,"result":40}])";
    const JsonDiffResult result = diff(recorded, replayed);
    QCOMPARE(lines(result), (QStringList{R"($ order [1,"two",3] -> ["two",1.0,3])", "$[0].id spelling 1 -> 1.0",
                                         "$[2].result changed 30 -> 31",
                                         R"($[3] added  -> {"jsonrpc":"2.0","id":4,"result":40})"}));
    // Positional pairing when asked: every element differs.
    JsonDiff::Options positional;
    positional.pairBatchById = false;
    QVERIFY(diff(recorded, replayed, {}, positional).differences.size() > 4);
}

void tst_JsonDiff::batchWithRepeatedIdsPairsByPosition()
{
    const JsonDiffResult result = diff(R"([{"id":1,"result":1},{"id":1,"result":2}])", R"([{"id":1,"result":2},{"id":1,"result":1}])");
    QCOMPARE(lines(result), (QStringList{"$[0].result changed 1 -> 2", "$[1].result changed 2 -> 1"}));
}

void tst_JsonDiff::notJsonComparesBytes()
{
    QVERIFY(diff("<html>502</html>", "<html>502</html>").isSame());
    QCOMPARE(lines(diff("<html>502</html>", R"({"result":1})")),
             QStringList{R"($ changed <html>502</html> -> {"result":1})"});
}

void tst_JsonDiff::emptyBodies()
{
    QVERIFY(diff("", "").isSame());
    QCOMPARE(lines(diff("", "{}")), QStringList{"$ added  -> {}"});
    QCOMPARE(lines(diff("{}", "")), QStringList{"$ removed {} -> "});
}

void tst_JsonDiff::differencesAreCapped()
{
    QByteArray a = "[", b = "[";
    for (int i = 0; i < 50; ++i) {
        a += QByteArray::number(i) + ',';
        b += QByteArray::number(i + 1) + ',';
    }
    a += "0]";
    b += "0]";
    JsonDiff::Options options;
    options.maxDifferences = 10;
    const JsonDiffResult result = JsonDiff::compareBodies(a, b, {}, options);
    QCOMPARE(result.differences.size(), 10);
    QVERIFY(result.truncated);
    QCOMPARE(result.differences.last().path.toString(), QStringLiteral("$[9]"));
}

void tst_JsonDiff::deepNestingDoesNotOverflow()
{
    const int depth = 200000;
    const QByteArray a = QByteArray(depth, '[') + "1" + QByteArray(depth, ']');
    const QByteArray b = QByteArray(depth, '[') + "2" + QByteArray(depth, ']');
    const JsonDiffResult result = JsonDiff::compareBodies(a, b);
    QCOMPARE(result.differences.size(), 1);
    QCOMPARE(result.differences.first().path.steps().size(), depth);
    QCOMPARE(result.differences.first().kind, JsonDifference::Kind::Changed);
}

QTEST_GUILESS_MAIN(tst_JsonDiff)
#include "tst_jsondiff.moc"
