// The modern MCP wire's pieces, on their own: the _meta every request carries, header values
// encoded as the 2026-07-28 revision says, x-mcp-header markings read and checked, and
// elicitation defaults added to an accepted answer.
#include "lib/json/jsondocument.h"
#include "lib/mcp/elicitationdefaults.h"
#include "lib/mcp/mcptoolheaders.h"
#include "lib/rpc/mcpwire.h"

#include <QTest>

using namespace RpcScope;
using namespace Qt::StringLiterals;

class tst_McpWire final : public QObject
{
    Q_OBJECT

private slots:
    void metaJoinsTheCallersParams();
    void headerValuesAsTheRevisionSays_data();
    void headerValuesAsTheRevisionSays();
    void standardHeaders();
    void markingsMirrored();
    void invalidMarkings_data();
    void invalidMarkings();
    void elicitationDefaults();
};

void tst_McpWire::metaJoinsTheCallersParams()
{
    const QList<McpWire::Member> meta = McpWire::requestMeta(QStringLiteral("2026-07-28"), {}, QStringLiteral("T"));
    QCOMPARE(meta.size(), 3);
    // No params: an object with _meta alone.
    const JsonDocument none = JsonDocument::parse(McpWire::withMeta({}, meta));
    QVERIFY(none.isValid());
    QCOMPARE(none.memberString(none.member(0, u"_meta"), u"io.modelcontextprotocol/protocolVersion"), u"2026-07-28"_s);
    // The caller's text stays as written: spacing, number spelling, its own _meta members.
    const QByteArray params = R"({"name": "t", "arguments": {"n": 1.50},
        "_meta": {"progressToken": "p"}})";
    const QByteArray sent = McpWire::withMeta(params, meta);
    QVERIFY(sent.startsWith(R"({"name": "t", "arguments": {"n": 1.50},)"));
    const JsonDocument doc = JsonDocument::parse(sent);
    QVERIFY(doc.isValid());
    const int m = doc.member(0, u"_meta");
    QCOMPARE(doc.memberString(m, u"progressToken"), u"p"_s);
    QCOMPARE(doc.childCount(m), 4);
    QVERIFY(doc.member(m, u"io.modelcontextprotocol/clientCapabilities") >= 0);
    QCOMPARE(doc.memberString(doc.member(m, u"io.modelcontextprotocol/clientInfo"), u"name"), u"T"_s);
    // A member the caller set is theirs: not added twice.
    const QByteArray pinned = R"({"_meta":{"io.modelcontextprotocol/protocolVersion":"x"}})";
    const JsonDocument twice = JsonDocument::parse(McpWire::withMeta(pinned, meta));
    QCOMPARE(twice.memberString(twice.member(0, u"_meta"), u"io.modelcontextprotocol/protocolVersion"), u"x"_s);
    QCOMPARE(twice.childCount(twice.member(0, u"_meta")), 3);
    // Params that are no object go as written.
    QCOMPARE(McpWire::withMeta("[1,2]", meta), QByteArray("[1,2]"));
}

void tst_McpWire::headerValuesAsTheRevisionSays_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<QByteArray>("header");
    // The revision's own table (Streamable HTTP, "Value Encoding").
    QTest::newRow("plain") << u"us-west1"_s << QByteArray("us-west1");
    QTest::newRow("non-ascii") << u"Hello, 世界"_s << QByteArray("=?base64?SGVsbG8sIOS4lueVjA==?=");
    QTest::newRow("padded") << u" padded "_s << QByteArray("=?base64?IHBhZGRlZCA=?=");
    QTest::newRow("newline") << u"line1\nline2"_s << QByteArray("=?base64?bGluZTEKbGluZTI=?=");
    QTest::newRow("sentinel") << u"=?base64?literal?="_s << QByteArray("=?base64?PT9iYXNlNjQ/bGl0ZXJhbD89?=");
    QTest::newRow("inner space") << u"us west 1"_s << QByteArray("us west 1");
    QTest::newRow("leading tab") << u"\tindented"_s << QByteArray("=?base64?CWluZGVudGVk?=");
    QTest::newRow("empty") << QString() << QByteArray();
}

void tst_McpWire::headerValuesAsTheRevisionSays()
{
    QFETCH(QString, value);
    QFETCH(QByteArray, header);
    QCOMPARE(McpWire::headerValue(value), header);
}

void tst_McpWire::standardHeaders()
{
    const HeaderList call = McpWire::standardHeaders(u"tools/call"_s, R"({"name":"my-tool","arguments":{}})");
    QCOMPARE(call.size(), 2);
    QCOMPARE(call.at(0), qMakePair(QByteArray("Mcp-Method"), QByteArray("tools/call")));
    QCOMPARE(call.at(1), qMakePair(QByteArray("Mcp-Name"), QByteArray("my-tool")));
    const HeaderList read = McpWire::standardHeaders(u"resources/read"_s, R"({"uri":"demo:é"})");
    QCOMPARE(read.at(1).second, QByteArray("=?base64?") + QStringLiteral("demo:é").toUtf8().toBase64() + "?=");
    QCOMPARE(McpWire::standardHeaders(u"tools/list"_s, {}).size(), 1);
}

void tst_McpWire::markingsMirrored()
{
    const JsonDocument tool = JsonDocument::parse(R"({"name":"q","inputSchema":{"type":"object","properties":{
        "region":{"type":"string","x-mcp-header":"Region"},
        "priority":{"type":"integer","x-mcp-header":"Priority"},
        "verbose":{"type":"boolean","x-mcp-header":"Verbose"},
        "nested":{"type":"object","properties":{"zone":{"type":"string","x-mcp-header":"Zone"}}},
        "x-mcp-header":{"type":"string"},
        "query":{"type":"string"}}}})");
    const McpToolHeaders headers = McpToolHeaders::read(tool, 0);
    QVERIFY2(headers.isValid(), qPrintable(headers.problem()));
    QCOMPARE(headers.markings().size(), 4);
    const HeaderList sent = headers.headersFor(
        R"({"region":" eu","priority":42,"verbose":null,"nested":{"zone":"b"},"query":"SELECT 1"})");
    const HeaderList expected{{"Mcp-Param-Region", "=?base64?IGV1?="}, {"Mcp-Param-Priority", "42"},
                              {"Mcp-Param-Zone", "b"}};
    QCOMPARE(sent, expected);   // null and absent values send none; unmarked ones never
    QCOMPARE(headers.headersFor(R"({"verbose":false})"), HeaderList({{"Mcp-Param-Verbose", "false"}}));

    // More than 64 levels down, a parameter named "x-mcp-header" is still no marking: valid.
    QByteArray deepName = R"({"name":"q","inputSchema":)";
    for (int i = 0; i < 100; ++i)
        deepName += R"({"properties":{"p":)";
    deepName += R"({"properties":{"x-mcp-header":{"type":"string"}}})" + QByteArray(100 * 2, '}') + "}";
    const JsonDocument deepTool = JsonDocument::parse(deepName);
    QVERIFY(deepTool.isValid());
    const McpToolHeaders deepHeaders = McpToolHeaders::read(deepTool, 0);
    QVERIFY2(deepHeaders.isValid(), qPrintable(deepHeaders.problem()));
}

void tst_McpWire::invalidMarkings_data()
{
    QTest::addColumn<QByteArray>("schema");
    QTest::addColumn<QString>("problem");
    QTest::newRow("empty") << QByteArray(R"({"properties":{"v":{"type":"string","x-mcp-header":""}}})") << u"empty"_s;
    QTest::newRow("space") << QByteArray(R"({"properties":{"v":{"type":"string","x-mcp-header":"A B"}}})") << u"header name"_s;
    QTest::newRow("colon") << QByteArray(R"({"properties":{"v":{"type":"string","x-mcp-header":"A:B"}}})") << u"header name"_s;
    QTest::newRow("non-ascii") << QByteArray(R"({"properties":{"v":{"type":"string","x-mcp-header":"Ä"}}})") << u"header name"_s;
    QTest::newRow("number") << QByteArray(R"({"properties":{"v":{"type":"number","x-mcp-header":"N"}}})") << u"no string"_s;
    QTest::newRow("object") << QByteArray(R"({"properties":{"v":{"type":"object","x-mcp-header":"O"}}})") << u"no string"_s;
    QTest::newRow("twice") << QByteArray(R"({"properties":{"a":{"type":"string","x-mcp-header":"Dup"},
        "b":{"type":"string","x-mcp-header":"dup"}}})") << u"twice"_s;
    QTest::newRow("under items") << QByteArray(R"({"properties":{"a":{"type":"array","items":{"type":"string",
        "x-mcp-header":"I"}}}})") << u"properties"_s;
    QTest::newRow("under anyOf") << QByteArray(R"({"anyOf":[{"properties":{"a":{"type":"string","x-mcp-header":"A"}}}]})")
                                 << u"properties"_s;
    // A server's schema of properties nested 200000 deep (it overflowed the stack) with a
    // marking at the bottom; a flat one with more markings than any tool needs.
    QByteArray deep;
    for (int i = 0; i < 200000; ++i)
        deep += R"({"properties":{"p":)";
    deep += R"({"type":"string","x-mcp-header":"Deep"})" + QByteArray(200000 * 2, '}');
    QTest::newRow("deep") << deep << u"more than 64 deep"_s;

    QByteArray many = R"({"properties":{)";
    for (int i = 0; i < 300; ++i)
        many += (i ? "," : "") + QByteArray(R"("p)") + QByteArray::number(i) + R"(":{"type":"string","x-mcp-header":"H)"
                + QByteArray::number(i) + R"("})";
    many += "}}";
    QTest::newRow("many") << many << u"more than 256"_s;
}

void tst_McpWire::invalidMarkings()
{
    QFETCH(QByteArray, schema);
    QFETCH(QString, problem);
    const JsonDocument tool = JsonDocument::parse(R"({"name":"bad","inputSchema":)" + schema + "}");
    QVERIFY(tool.isValid());
    const McpToolHeaders headers = McpToolHeaders::read(tool, 0);
    QVERIFY(!headers.isValid());
    QVERIFY2(headers.problem().contains(problem), qPrintable(headers.problem()));
}

void tst_McpWire::elicitationDefaults()
{
    const QByteArray params = R"({"message":"m","requestedSchema":{"type":"object","properties":{
        "name":{"type":"string","default":"John Doe"},"age":{"type":"integer","default":30},
        "score":{"type":"number","default":95.50},"plain":{"type":"string"}}}})";
    const JsonDocument filled = JsonDocument::parse(ElicitationDefaults::apply(params, R"({"action":"accept"})"));
    const int content = filled.member(0, u"content");
    QCOMPARE(filled.childCount(content), 3);
    QCOMPARE(filled.memberString(content, u"name"), u"John Doe"_s);
    QCOMPARE(filled.raw(filled.member(content, u"score")), QByteArrayView("95.50"));   // spelled as the server did
    // What the answer gives stays; only what it leaves out is filled.
    const JsonDocument kept = JsonDocument::parse(ElicitationDefaults::apply(params, R"({"action":"accept","content":{"age":7}})"));
    QCOMPARE(kept.raw(kept.member(kept.member(0, u"content"), u"age")), QByteArrayView("7"));
    QCOMPARE(kept.childCount(kept.member(0, u"content")), 3);
    // A declined form gets no content.
    QCOMPARE(ElicitationDefaults::apply(params, R"({"action":"decline"})"), QByteArray(R"({"action":"decline"})"));
}

QTEST_GUILESS_MAIN(tst_McpWire)
#include "tst_mcpwire.moc"
