#include "ui/composer/requesttemplate.h"

#include "lib/json/jsondocument.h"

#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;
using RpcScope::JsonDocument;
using RpcScope::MethodInfo;
using RpcScope::RequestTemplate;

class tst_RequestTemplate final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void params_data();
    void params();
    void requestTextKeepsMemberOrder();
    void mcpEntriesBecomeTheirCalls_data();
    void mcpEntriesBecomeTheirCalls();
};

void tst_RequestTemplate::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void tst_RequestTemplate::params_data()
{
    QTest::addColumn<QByteArray>("paramsSchema");
    QTest::addColumn<QByteArray>("examples");
    QTest::addColumn<QByteArray>("definition");
    QTest::addColumn<QByteArray>("expected");

    QTest::newRow("example wins, values as written")
        << QByteArray(R"([{"name":"a","required":true,"schema":{"type":"number"}}])")
        << QByteArray(R"([{"name":"x","params":[{"name":"a","value":2.50},{"name":"b","value":"t"}]}])")
        << QByteArray() << QByteArray(R"({"a":2.50,"b":"t"})");
    QTest::newRow("example by position")
        << QByteArray(R"([{"name":"a","schema":{"type":"number"}}])")
        << QByteArray(R"([{"name":"x","params":[{"name":"a","value":42},{"name":"b","value":23}]}])")
        << QByteArray(R"({"name":"m","paramStructure":"by-position"})") << QByteArray("[42,23]");
    QTest::newRow("required only, blanks by type")
        << QByteArray(R"([{"name":"s","required":true,"schema":{"type":"string"}},)"
                      R"({"name":"opt","schema":{"type":"string"}},)"
                      R"({"name":"n","required":true,"schema":{"type":"integer","minimum":5}},)"
                      R"({"name":"b","required":true,"schema":{"type":"boolean"}},)"
                      R"({"name":"l","required":true,"schema":{"type":["array","null"]}},)"
                      R"({"name":"o","required":true,"schema":{"type":"object"}}])")
        << QByteArray() << QByteArray() << QByteArray(R"({"s":"","n":5,"b":false,"l":[],"o":{}})");
    QTest::newRow("an object's required members, nested (LSP's textDocument and position)")
        << QByteArray(R"([{"name":"textDocument","required":true,"schema":{"type":"object",)"
                      R"("properties":{"uri":{"type":"string"},"version":{"type":"integer"}},"required":["uri"]}},)"
                      R"({"name":"position","required":true,"schema":{"type":"object","properties":{)"
                      R"("line":{"type":"integer","minimum":0},"character":{"type":"integer","minimum":0}},)"
                      R"("required":["line","character"]}}])")
        << QByteArray() << QByteArray() << QByteArray(R"({"textDocument":{"uri":""},"position":{"line":0,"character":0}})");
    QTest::newRow("default, enum, const")
        << QByteArray(R"([{"name":"d","required":true,"schema":{"type":"integer","default":10}},)"
                      R"({"name":"e","required":true,"schema":{"enum":["sha256","md5"]}},)"
                      R"({"name":"c","required":true,"schema":{"const":"fixed"}}])")
        << QByteArray() << QByteArray() << QByteArray(R"({"d":10,"e":"sha256","c":"fixed"})");
    QTest::newRow("not simple: empty object")
        << QByteArray(R"([{"name":"a","required":true,"schema":{"$ref":"#/components/schemas/A"}}])")
        << QByteArray() << QByteArray() << QByteArray("{}");
    QTest::newRow("not simple by position: empty array")
        << QByteArray(R"([{"name":"a","required":true,"schema":{"oneOf":[{"type":"string"}]}}])")
        << QByteArray() << QByteArray(R"({"paramStructure":"by-position"})") << QByteArray("[]");
    QTest::newRow("documented without params: none")
        << QByteArray("[]") << QByteArray() << QByteArray() << QByteArray();
    QTest::newRow("undocumented: empty object")
        << QByteArray() << QByteArray() << QByteArray() << QByteArray("{}");
    QTest::newRow("broken schema: empty object")
        << QByteArray("[{") << QByteArray() << QByteArray() << QByteArray("{}");
}

void tst_RequestTemplate::params()
{
    QFETCH(QByteArray, paramsSchema);
    QFETCH(QByteArray, examples);
    QFETCH(QByteArray, definition);
    QFETCH(QByteArray, expected);
    MethodInfo method;
    method.name = u"demo.method"_s;
    method.paramsSchema = paramsSchema;
    method.examples = examples;
    method.definition = definition;
    QCOMPARE(RequestTemplate::params(method), expected);
}

void tst_RequestTemplate::requestTextKeepsMemberOrder()
{
    MethodInfo method;
    method.name = u"math.add"_s;
    method.paramsSchema = R"([{"name":"b","required":true,"schema":{"type":"number"}},)"
                          R"({"name":"a","required":true,"schema":{"type":"number"}}])";
    const QByteArray text = RequestTemplate::forMethod(method, 7);
    const JsonDocument doc = JsonDocument::parse(text);
    QVERIFY2(doc.isValid(), text.constData());
    QVERIFY(text.contains('\n'));   // pretty-printed for editing
    QStringList keys;
    for (int child = doc.firstChild(0); child >= 0; child = doc.nextSibling(child))
        keys.append(doc.string(doc.keyNode(child)));
    QCOMPARE(keys, (QStringList{u"jsonrpc"_s, u"id"_s, u"method"_s, u"params"_s}));
    QCOMPARE(doc.raw(doc.member(0, u"id")), QByteArrayView("7"));
    QCOMPARE(doc.string(doc.member(0, u"method")), u"math.add"_s);
    const int params = doc.member(0, u"params");
    QCOMPARE(doc.string(doc.keyNode(doc.firstChild(params))), u"b"_s);   // the schema's order
}

void tst_RequestTemplate::mcpEntriesBecomeTheirCalls_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QByteArray>("schema");
    QTest::addColumn<QString>("method");
    QTest::addColumn<QByteArray>("params");

    QTest::newRow("tool") << int(MethodInfo::Kind::Tool)
                          << QByteArray(R"({"type":"object","properties":{"text":{"type":"string"},)"
                                        R"("times":{"type":"integer","default":2}},"required":["times","text"]})")
                          << u"tools/call"_s << QByteArray(R"({"name":"entry","arguments":{"times":2,"text":""}})");
    QTest::newRow("tool without schema") << int(MethodInfo::Kind::Tool) << QByteArray()
                                         << u"tools/call"_s << QByteArray(R"({"name":"entry","arguments":{}})");
    QTest::newRow("prompt") << int(MethodInfo::Kind::Prompt)
                            << QByteArray(R"([{"name":"topic","required":true},{"name":"style"}])")
                            << u"prompts/get"_s << QByteArray(R"({"name":"entry","arguments":{"topic":""}})");
    QTest::newRow("resource") << int(MethodInfo::Kind::Resource) << QByteArray()
                              << u"resources/read"_s << QByteArray(R"({"uri":"entry"})");
}

void tst_RequestTemplate::mcpEntriesBecomeTheirCalls()
{
    QFETCH(int, kind);
    QFETCH(QByteArray, schema);
    QFETCH(QString, method);
    QFETCH(QByteArray, params);
    MethodInfo entry;
    entry.name = u"entry"_s;
    entry.kind = MethodInfo::Kind(kind);
    entry.paramsSchema = schema;
    QCOMPARE(RequestTemplate::params(entry), params);
    const JsonDocument doc = JsonDocument::parse(RequestTemplate::forMethod(entry, 1));
    QVERIFY(doc.isValid());
    QCOMPARE(doc.string(doc.member(0, u"method")), method);
}

QTEST_GUILESS_MAIN(tst_RequestTemplate)
#include "tst_requesttemplate.moc"
