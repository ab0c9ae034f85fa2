// ToolResult: content items of every kind, isError, structuredContent against outputSchema.
#include "lib/json/jsondocument.h"
#include "lib/mcp/toolresult.h"

#include <QTest>

using namespace RpcScope;

class tst_ToolResult final : public QObject
{
    Q_OBJECT

private slots:
    void contentKinds();
    void notAResult();
    void structuredContent();
};

void tst_ToolResult::contentKinds()
{
    const JsonDocument doc = JsonDocument::parse(R"({"content":[
        {"type":"text","text":"hi"},
        {"type":"image","data":"AAEC","mimeType":"image/png"},
        {"type":"audio","data":"!!!","mimeType":"audio/wav"},
        {"type":"resource","resource":{"uri":"file:///a.txt","mimeType":"text/plain","text":"A"}},
        {"type":"resource","resource":{"uri":"file:///b.bin","blob":"AAAA"}},
        {"type":"resource_link","uri":"file:///c","name":"c"},
        {"type":"hologram"}],"isError":true})");
    const ToolResult result = ToolResult::read(doc, 0);
    QVERIFY(result.isError);
    QVERIFY(result.problems.isEmpty());
    QCOMPARE(result.content.size(), 7);
    QCOMPARE(result.content.at(0).kind, McpContent::Kind::Text);
    QCOMPARE(result.content.at(0).summary(), QStringLiteral("hi"));
    QCOMPARE(result.content.at(1).kind, McpContent::Kind::Image);
    QCOMPARE(result.content.at(1).data, QByteArray("\x00\x01\x02", 3));
    QVERIFY(result.content.at(1).summary().startsWith(u"[image image/png, 3 byte"));
    QVERIFY(!result.content.at(2).dataValid);
    QCOMPARE(result.content.at(3).text, QStringLiteral("A"));
    QCOMPARE(result.content.at(3).uri, QStringLiteral("file:///a.txt"));
    QCOMPARE(result.content.at(4).data.size(), 3);
    QVERIFY(result.content.at(4).text.isNull());
    QCOMPARE(result.content.at(5).kind, McpContent::Kind::ResourceLink);
    QCOMPARE(result.content.at(5).summary(), QStringLiteral("[resource link file:///c]"));
    QCOMPARE(result.content.at(6).kind, McpContent::Kind::Other);
    QCOMPARE(result.content.at(6).json, QByteArray(R"({"type":"hologram"})"));
}

void tst_ToolResult::notAResult()
{
    QVERIFY(!ToolResult::read(JsonDocument::parse("[]"), 0).problems.isEmpty());
    const ToolResult empty = ToolResult::read(JsonDocument::parse("{}"), 0);
    QCOMPARE(empty.problems.size(), 1);   // no content array
    QVERIFY(!empty.isError);
}

void tst_ToolResult::structuredContent()
{
    const QByteArray schema = R"({"type":"object","properties":{"t":{"type":"number"}},"required":["t"]})";
    const ToolResult good = ToolResult::read(JsonDocument::parse(R"({"content":[],"structuredContent":{"t":1.50}})"), 0);
    QCOMPARE(good.structuredContent, QByteArray(R"({"t":1.50})"));   // as written
    QVERIFY(good.checkStructured(schema).isEmpty());
    const ToolResult bad = ToolResult::read(JsonDocument::parse(R"({"content":[],"structuredContent":{"t":"warm"}})"), 0);
    const QList<SchemaProblem> problems = bad.checkStructured(schema);
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems.first().path, QStringLiteral("$.t"));
    const ToolResult missing = ToolResult::read(JsonDocument::parse(R"({"content":[]})"), 0);
    QCOMPARE(missing.checkStructured(schema).size(), 1);
    QVERIFY(missing.checkStructured({}).isEmpty());   // no schema, nothing to check
}

QTEST_GUILESS_MAIN(tst_ToolResult)
#include "tst_toolresult.moc"
