#include "lib/discovery/methodinfo.h"
#include "lib/json/jsondocument.h"
#include "lib/schema/paramscatalog.h"

#include <QStandardPaths>
#include <QTest>

using RpcScope::JsonDocument;
using RpcScope::MethodInfo;
using RpcScope::ParamsCatalog;
using RpcScope::ParamsMark;

namespace {

MethodInfo method(const QString &name, const QByteArray &params, const QByteArray &structure = "either")
{
    MethodInfo info;
    info.name = name;
    info.paramsSchema = params;
    info.definition = R"({"name":")" + name.toUtf8() + R"(","paramStructure":")" + structure + R"("})";
    return info;
}

ParamsCatalog catalog()
{
    MethodInfo tool;
    tool.kind = MethodInfo::Kind::Tool;
    tool.name = QStringLiteral("weather");
    tool.paramsSchema = R"({"type":"object","additionalProperties":false,"required":["city"],)"
                        R"("properties":{"city":{"type":"string"},"days":{"type":"integer","maximum":7}}})";
    MethodInfo prompt;
    prompt.kind = MethodInfo::Kind::Prompt;
    prompt.name = QStringLiteral("review");
    prompt.paramsSchema = R"([{"name":"topic","required":true}])";
    return ParamsCatalog({method(QStringLiteral("math.add"),
                                 R"([{"name":"a","required":true,"schema":{"type":"number"}},)"
                                 R"({"name":"b","required":true,"schema":{"type":"number"}}])"),
                          method(QStringLiteral("subtract"),
                                 R"([{"name":"minuend","required":true,"schema":{"type":"integer"}},)"
                                 R"({"name":"subtrahend","schema":{"type":"integer"}}])",
                                 "by-position"),
                          method(QStringLiteral("ping"), "[]"), tool, prompt},
                         {});
}

/// "path@offset+length" of each mark, to compare in one go.
QStringList describe(const QByteArray &request)
{
    const JsonDocument doc = JsonDocument::parse(request);
    QStringList out;
    for (const ParamsMark &mark : catalog().check(doc)) {
        out.append(QStringLiteral("%1@%2+%3").arg(mark.path).arg(mark.start).arg(mark.length));
        if (mark.message.isEmpty())
            out.append(QStringLiteral("(no message)"));
    }
    return out;
}

} // namespace

class tst_ParamsCatalog final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void marks_data();
    void marks();
    void messageNamesTheProblem();
};

void tst_ParamsCatalog::marks_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QStringList>("expected");

    QTest::newRow("fits") << QByteArray(R"({"jsonrpc":"2.0","id":1,"method":"math.add","params":{"a":1,"b":2.5}})")
                          << QStringList();
    // The string "x" sits at byte 58: the mark covers it with its quotes.
    QTest::newRow("wrong type") << QByteArray(R"({"jsonrpc":"2.0","id":1,"method":"math.add","params":{"a":"x","b":2}})")
                                << QStringList{"$.params.a@58+3"};
    QTest::newRow("missing required: the params' opening brace")
        << QByteArray(R"({"jsonrpc":"2.0","id":1,"method":"math.add","params":{"a":1}})")
        << QStringList{"$.params.b@53+1"};
    QTest::newRow("no params at all: the request's brace")
        << QByteArray(R"({"jsonrpc":"2.0","id":1,"method":"math.add"})") << QStringList{"$.params.a@0+1"};
    QTest::newRow("by name also in order (OpenRPC either)")
        << QByteArray(R"({"method":"math.add","params":[1,true]})") << QStringList{"$.params[1]@33+4"};
    QTest::newRow("by position given an object")
        << QByteArray(R"({"method":"subtract","params":{"minuend":1}})") << QStringList{"$.params@30+1"};
    QTest::newRow("by position: too many")
        << QByteArray(R"({"method":"subtract","params":[3,2,1]})") << QStringList{"$.params[2]@35+1"};
    QTest::newRow("no params documented") << QByteArray(R"({"method":"ping","params":[1]})")
                                          << QStringList{"$.params@26+1"};
    QTest::newRow("no params, empty given") << QByteArray(R"({"method":"ping","params":{}})") << QStringList();
    QTest::newRow("unknown method: never marked")
        << QByteArray(R"({"method":"other","params":{"a":"x"}})") << QStringList();
    QTest::newRow("tool arguments")
        << QByteArray(R"({"method":"tools/call","params":{"name":"weather","arguments":{"city":"Bonn","days":9,"x":1}}})")
        << QStringList{"$.params.arguments.days@84+1", "$.params.arguments.x@86+3"};
    QTest::newRow("tool without its required argument")
        << QByteArray(R"({"method":"tools/call","params":{"name":"weather","arguments":{}}})")
        << QStringList{"$.params.arguments.city@62+1"};
    QTest::newRow("unknown tool") << QByteArray(R"({"method":"tools/call","params":{"name":"x","arguments":{"a":1}}})")
                                  << QStringList();
    QTest::newRow("prompt arguments are strings")
        << QByteArray(R"({"method":"prompts/get","params":{"name":"review","arguments":{"topic":3}}})")
        << QStringList{"$.params.arguments.topic@71+1"};
    QTest::newRow("batch: each element")
        << QByteArray(R"([{"method":"math.add","params":{"a":1,"b":2}},{"method":"math.add","params":{"a":1,"b":"2"}}])")
        << QStringList{"$[1].params.b@87+3"};
    QTest::newRow("not an object or array") << QByteArray("3") << QStringList();
}

void tst_ParamsCatalog::marks()
{
    QFETCH(QByteArray, request);
    QFETCH(QStringList, expected);
    QCOMPARE(describe(request), expected);
}

void tst_ParamsCatalog::messageNamesTheProblem()
{
    const QList<ParamsMark> marks =
        catalog().check(JsonDocument::parse(R"({"method":"math.add","params":{"a":"x","b":2}})"));
    QCOMPARE(marks.size(), 1);
    QVERIFY2(marks.constFirst().message.contains(QLatin1String("number")), qPrintable(marks.constFirst().message));
    QVERIFY2(marks.constFirst().message.contains(QLatin1String("string")), qPrintable(marks.constFirst().message));
}

QTEST_GUILESS_MAIN(tst_ParamsCatalog)
#include "tst_paramscatalog.moc"
