// DiffRules and JsonPath: ignore paths with wildcards, replay ids, value patterns, low-weight kinds.
#include "lib/replay/diffrules.h"
#include "lib/replay/jsondiff.h"

#include <QTest>

using namespace RpcScope;

namespace {

QStringList paths(const JsonDiffResult &result)
{
    QStringList out;
    for (const JsonDifference &d : result.differences)
        out.append(d.path.toString());
    return out;
}

DiffRules rulesWithPaths(const QStringList &ignored)
{
    DiffRules rules;
    for (const QString &path : ignored) {
        QString error;
        if (!rules.addIgnoredPath(path, &error))
            qFatal("bad test path %s: %s", qPrintable(path), qPrintable(error));
    }
    return rules;
}

} // namespace

class tst_DiffRules final : public QObject
{
    Q_OBJECT

private slots:
    void parsesPaths_data();
    void parsesPaths();
    void rejectsBadPaths_data();
    void rejectsBadPaths();
    void pathCoversSubtree();
    void wildcards();
    void ignoredPathsAreCounted();
    void replayIds();
    void uuidAndTimestampPatterns_data();
    void uuidAndTimestampPatterns();
    void patternsNeedBothSides();
    void userPatterns();
    void badPatternIsRefused();
    void spellingCountsByDefault();
    void defaultsLeaveRealChanges();
};

void tst_DiffRules::parsesPaths_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("canonical");
    QTest::addColumn<int>("steps");
    QTest::addRow("root") << "$" << "$" << 0;
    QTest::addRow("members") << "$.meta.request_id" << "$.meta.request_id" << 2;
    QTest::addRow("index") << "$.result.items[3].name" << "$.result.items[3].name" << 4;
    QTest::addRow("wildcards") << "$.result.*[*].ts" << "$.result[*][*].ts" << 4;
    QTest::addRow("quoted") << R"($['a b']["c"])" << "$['a b'].c" << 2;
    QTest::addRow("escaped quote") << R"($['it\'s'])" << R"($['it\'s'])" << 1;
    QTest::addRow("batch") << "$[0].id" << "$[0].id" << 2;
    QTest::addRow("dash") << "$.x-request-id" << "$.x-request-id" << 1;
}

void tst_DiffRules::parsesPaths()
{
    QFETCH(QString, text);
    QFETCH(QString, canonical);
    QFETCH(int, steps);
    QString error;
    const std::optional<JsonPath> path = JsonPath::parse(text, &error);
    QVERIFY2(path, qPrintable(error));
    QCOMPARE(path->toString(), canonical);
    QCOMPARE(path->steps().size(), steps);
}

void tst_DiffRules::rejectsBadPaths_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("messagePart");
    QTest::addRow("empty") << "" << "starts with $";
    QTest::addRow("no dollar") << "result.id" << "starts with $";
    QTest::addRow("trailing dot") << "$.result." << "column 9";
    QTest::addRow("double dot") << "$..id" << "Recursive descent";
    QTest::addRow("unclosed bracket") << "$.a[3" << "not closed";
    QTest::addRow("negative index") << "$.a[-1]" << "[-1]";
    QTest::addRow("filter") << "$.a[?(@.x)]" << "an index is a number";
    QTest::addRow("unclosed quote") << "$['abc]" << "not closed";
    QTest::addRow("stray") << "$x" << "column 2";
}

void tst_DiffRules::rejectsBadPaths()
{
    QFETCH(QString, text);
    QFETCH(QString, messagePart);
    QString error;
    QVERIFY(!JsonPath::parse(text, &error));
    QVERIFY2(error.contains(messagePart), qPrintable(error));
    DiffRules rules;
    QString ruleError;
    QVERIFY(!rules.addIgnoredPath(text, &ruleError));
    QCOMPARE(ruleError, error);
    QVERIFY(rules.ignoredPaths().isEmpty());
}

void tst_DiffRules::pathCoversSubtree()
{
    const JsonPath rule = *JsonPath::parse(u"$.meta");
    QVERIFY(rule.coversPath(*JsonPath::parse(u"$.meta")));
    QVERIFY(rule.coversPath(*JsonPath::parse(u"$.meta.request_id")));
    QVERIFY(!rule.coversPath(*JsonPath::parse(u"$.metadata")));
    QVERIFY(!rule.coversPath(*JsonPath::parse(u"$")));
}

void tst_DiffRules::wildcards()
{
    const char *recorded = R"({"result":{"items":[{"id":1,"ts":10},{"id":2,"ts":20}],"at":{"x":1}}})";
    const char *replayed = R"({"result":{"items":[{"id":1,"ts":11},{"id":3,"ts":21}],"at":{"x":2}}})";
    QCOMPARE(paths(JsonDiff::compareBodies(recorded, replayed)),
             (QStringList{"$.result.items[0].ts", "$.result.items[1].id", "$.result.items[1].ts", "$.result.at.x"}));
    QCOMPARE(paths(JsonDiff::compareBodies(recorded, replayed, rulesWithPaths({"$.result.items[*].ts"}))),
             (QStringList{"$.result.items[1].id", "$.result.at.x"}));
    QCOMPARE(paths(JsonDiff::compareBodies(recorded, replayed, rulesWithPaths({"$.result.*.x", "$.result.items[1]"}))),
             (QStringList{"$.result.items[0].ts"}));
    QVERIFY(JsonDiff::compareBodies(recorded, replayed, rulesWithPaths({"$.result"})).isSame());
}

void tst_DiffRules::ignoredPathsAreCounted()
{
    const JsonDiffResult result = JsonDiff::compareBodies(R"({"meta":{"request_id":"a","n":1},"result":1})",
                                                          R"({"meta":{"request_id":"b","n":2},"result":2})",
                                                          rulesWithPaths({"$.meta.request_id", "$.meta.n"}));
    QCOMPARE(paths(result), QStringList{"$.result"});
    QCOMPARE(result.ignored, 2);
}

void tst_DiffRules::replayIds()
{
    const char *recorded = R"({"jsonrpc":"2.0","id":7,"result":{"id":1}})";
    const char *replayed = R"({"jsonrpc":"2.0","id":"7","result":{"id":2}})";
    QCOMPARE(paths(JsonDiff::compareBodies(recorded, replayed)), (QStringList{"$.id", "$.result.id"}));
    DiffRules rules;
    rules.setIgnoreReplayIds(true);
    // Only the response's own id: an id inside the result is data.
    QCOMPARE(paths(JsonDiff::compareBodies(recorded, replayed, rules)), QStringList{"$.result.id"});
    // In a batch answer too (positional pairing, since the ids differ).
    const JsonDiffResult batch = JsonDiff::compareBodies(R"([{"id":1,"result":1}])", R"([{"id":9007199254740993,"result":1}])", rules);
    QVERIFY(batch.isSame());
    QCOMPARE(batch.ignored, 1);
}

void tst_DiffRules::uuidAndTimestampPatterns_data()
{
    QTest::addColumn<QString>("recorded");
    QTest::addColumn<QString>("replayed");
    QTest::addColumn<bool>("ignored");
    QTest::addRow("uuid") << "3f2504e0-4f89-11d3-9a0c-0305e82c3301" << "6BA7B810-9DAD-11D1-80B4-00C04FD430C8" << true;
    QTest::addRow("iso utc ms") << "2026-12-02T19:53:28.123Z" << "2026-12-03T01:02:03.456Z" << true;
    QTest::addRow("iso offset") << "2026-12-02T19:53:28+01:00" << "2026-12-02 20:00:00-0500" << true;
    QTest::addRow("iso basic") << "20261202T195328Z" << "20261203T010203Z" << true;
    QTest::addRow("date only is data") << "2026-12-02" << "2026-12-03" << false;
    QTest::addRow("uuid-ish") << "3f2504e0-4f89-11d3-9a0c" << "6ba7b810-9dad-11d1-80b4" << false;
    QTest::addRow("text") << "alpha" << "beta" << false;
}

void tst_DiffRules::uuidAndTimestampPatterns()
{
    QFETCH(QString, recorded);
    QFETCH(QString, replayed);
    QFETCH(bool, ignored);
    const QByteArray a = R"({"v":")" + recorded.toUtf8() + R"("})";
    const QByteArray b = R"({"v":")" + replayed.toUtf8() + R"("})";
    const JsonDiffResult result = JsonDiff::compareBodies(a, b, DiffRules::defaults());
    QCOMPARE(result.isSame(), ignored);
    QCOMPARE(result.ignored, ignored ? 1 : 0);
    // Off: every one of them counts.
    DiffRules strict = DiffRules::defaults();
    strict.setIgnoreUuids(false);
    strict.setIgnoreTimestamps(false);
    QCOMPARE(JsonDiff::compareBodies(a, b, strict).differences.size(), 1);
}

void tst_DiffRules::patternsNeedBothSides()
{
    // A timestamp that became null, or appeared, is a real change.
    const DiffRules rules = DiffRules::defaults();
    QCOMPARE(JsonDiff::compareBodies(R"({"t":"2026-12-02T19:53:28Z"})", R"({"t":null})", rules).differences.size(), 1);
    QCOMPARE(JsonDiff::compareBodies(R"({"t":"2026-12-02T19:53:28Z"})", R"({"t":"soon"})", rules).differences.size(), 1);
    QCOMPARE(JsonDiff::compareBodies(R"({})", R"({"t":"2026-12-02T19:53:28Z"})", rules).differences.size(), 1);
}

void tst_DiffRules::userPatterns()
{
    DiffRules rules;
    QString error;
    QVERIFY2(rules.addIgnoredPattern(QStringLiteral("req-[0-9]+"), &error), qPrintable(error));
    QVERIFY(rules.addIgnoredPattern(QStringLiteral("1[0-9]{12}")));   // epoch milliseconds, as number text
    const JsonDiffResult result = JsonDiff::compareBodies(
        R"({"a":"req-1","b":"req-1x","ms":1764700000000,"n":5})",
        R"({"a":"req-22","b":"req-2x","ms":1764700000999,"n":6})", rules);
    // Anchored: "req-1x" does not match all of req-[0-9]+.
    QCOMPARE(paths(result), (QStringList{"$.b", "$.n"}));
    QCOMPARE(rules.ignoredPatterns().size(), 2);
}

void tst_DiffRules::badPatternIsRefused()
{
    DiffRules rules;
    QString error;
    QVERIFY(!rules.addIgnoredPattern(QStringLiteral("(unclosed"), &error));
    QVERIFY2(error.contains(QStringLiteral("(unclosed")), qPrintable(error));
    QVERIFY(rules.ignoredPatterns().isEmpty());
}

void tst_DiffRules::spellingCountsByDefault()
{
    const char *recorded = R"({"result":1.0})";
    const char *replayed = R"({"result":1})";
    const JsonDiffResult counted = JsonDiff::compareBodies(recorded, replayed, DiffRules::defaults());
    QCOMPARE(counted.differences.size(), 1);
    QCOMPARE(counted.differences.first().kind, JsonDifference::Kind::Spelling);
    DiffRules lenient = DiffRules::defaults();
    lenient.setIgnoreSpelling(true);
    QVERIFY(JsonDiff::compareBodies(recorded, replayed, lenient).isSame());
}

void tst_DiffRules::defaultsLeaveRealChanges()
{
    const DiffRules rules = DiffRules::defaults();
    QVERIFY(rules.ignoresReplayIds() && rules.ignoresUuids() && rules.ignoresTimestamps() && rules.ignoresOrder());
    QVERIFY(!rules.ignoresSpelling());
    const JsonDiffResult result = JsonDiff::compareBodies(
        R"({"id":1,"result":{"b":2,"a":"2026-01-01T00:00:00Z","c":[1,2]}})",
        R"({"id":2,"result":{"a":"2027-01-01T00:00:00Z","b":2,"c":[1,2,3]}})", rules);
    QCOMPARE(paths(result), QStringList{"$.result.c[2]"});
    QCOMPARE(result.ignored, 3);   // id, order, timestamp
}

QTEST_GUILESS_MAIN(tst_DiffRules)
#include "tst_diffrules.moc"
