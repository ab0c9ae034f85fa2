// Every kind of assertion, passing and failing, on real exchanges with the demo server on
// loopback (in-process).
#include "lib/collection/assertionchecker.h"
#include "lib/collection/jsonpathquery.h"
#include "lib/json/jsondocument.h"
#include "lib/demo/demohttpserver.h"
#include "lib/rpc/rpcclient.h"
#include "lib/transport/transportfactory.h"

#include <QSignalSpy>
#include <QTest>

using namespace RpcScope;

Q_DECLARE_METATYPE(RpcScope::Assertion)

class TestAssertionChecker : public QObject
{
    Q_OBJECT

private:
    DemoHttpServer m_server;
    RpcClient *m_client = nullptr;

    ExchangePtr exchange(const QByteArray &bytes)
    {
        QSignalSpy finished(m_client, &RpcClient::exchangeFinished);
        m_client->send(bytes);
        if (!finished.wait(5000))
            return nullptr;
        return finished.first().first().value<ExchangePtr>();
    }

    static Assertion make(Assertion::Kind kind, const QString &path = {}, const QString &expected = {}, qint64 number = 0)
    {
        Assertion a;
        a.kind = kind;
        a.path = path;
        a.expected = expected;
        a.number = number;
        return a;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_server.listen());
        QString error;
        Transport *transport = TransportFactory::create(m_server.rpcUrl().toString(), {}, &error);
        QVERIFY2(transport, qPrintable(error));
        m_client = new RpcClient(transport, this);
    }

    void eachKind_data()
    {
        QTest::addColumn<QByteArray>("request");
        QTest::addColumn<Assertion>("assertion");
        QTest::addColumn<bool>("passes");
        QTest::addColumn<QString>("message");

        const QByteArray add = R"({"jsonrpc":"2.0","id":1,"method":"math.add","params":{"a":2,"b":3}})";
        const QByteArray nope = R"({"jsonrpc":"2.0","id":1,"method":"demo.nope"})";
        const QByteArray form = R"({"jsonrpc":"2.0","id":1,"method":"users.register","params":{"username":"al","email":"x","password":"y"}})";
        const QByteArray upper = R"({"jsonrpc":"2.0","id":1,"method":"text.upper","params":{"text":"abc"}})";
        using K = Assertion::Kind;

        QTest::newRow("outcome result") << add << make(K::Outcome, {}, QStringLiteral("result")) << true << QString();
        QTest::newRow("outcome result fails") << nope << make(K::Outcome, {}, QStringLiteral("result")) << false
                                              << QStringLiteral("the outcome was error");
        QTest::newRow("outcome business-error") << form << make(K::Outcome, {}, QStringLiteral("business-error")) << true << QString();
        QTest::newRow("error code") << nope << make(K::ErrorCode, {}, {}, -32601) << true << QString();
        QTest::newRow("error code fails") << nope << make(K::ErrorCode, {}, {}, -32602) << false
                                          << QStringLiteral("the error code was -32601");
        QTest::newRow("error code on a result") << add << make(K::ErrorCode, {}, {}, -32601) << false
                                                << QStringLiteral("no response was an error");
        QTest::newRow("http status") << add << make(K::HttpStatus, {}, {}, 200) << true << QString();
        QTest::newRow("http status fails") << add << make(K::HttpStatus, {}, {}, 201) << false
                                           << QStringLiteral("the HTTP status was 200");
        QTest::newRow("exists") << form << make(K::PathExists, QStringLiteral("$.result.errors[1].field")) << true << QString();
        QTest::newRow("exists fails") << form << make(K::PathExists, QStringLiteral("$.result.user")) << false
                                      << QStringLiteral("nothing is at $.result.user");
        QTest::newRow("exists wildcard") << form << make(K::PathExists, QStringLiteral("$.result.errors[*].message")) << true << QString();
        QTest::newRow("bad path") << add << make(K::PathExists, QStringLiteral("$..x")) << false
                                  << QStringLiteral("does not parse");
        QTest::newRow("equals number") << add << make(K::PathEquals, QStringLiteral("$.result"), QStringLiteral("5.0")) << true << QString();
        QTest::newRow("equals fails") << add << make(K::PathEquals, QStringLiteral("$.result"), QStringLiteral("6")) << false
                                      << QStringLiteral("the value was 5");
        QTest::newRow("equals string") << upper << make(K::PathEquals, QStringLiteral("$.result"), QStringLiteral("\"ABC\"")) << true << QString();
        QTest::newRow("equals object any order")
            << QByteArray(R"({"jsonrpc":"2.0","id":1,"method":"demo.echo","params":{"a":1,"b":[true,null]}})")
            << make(K::PathEquals, QStringLiteral("$.result"), QStringLiteral("{\"b\": [true, null], \"a\": 1}")) << true << QString();
        QTest::newRow("matches") << upper << make(K::PathMatches, QStringLiteral("$.result"), QStringLiteral("^A.C$")) << true << QString();
        QTest::newRow("matches fails") << upper << make(K::PathMatches, QStringLiteral("$.result"), QStringLiteral("^abc$")) << false
                                       << QStringLiteral("the value was \"ABC\"");
        QTest::newRow("regex does not compile") << upper << make(K::PathMatches, QStringLiteral("$.result"), QStringLiteral("(")) << false
                                                << QStringLiteral("does not compile");
        QTest::newRow("schema") << add << make(K::PathSchema, QStringLiteral("$.result"), QStringLiteral("{\"type\": \"integer\", \"minimum\": 5}"))
                                << true << QString();
        QTest::newRow("schema fails") << add << make(K::PathSchema, QStringLiteral("$.result"), QStringLiteral("{\"type\": \"string\"}"))
                                      << false << QStringLiteral("$.result");
        QTest::newRow("schema not json") << add << make(K::PathSchema, QStringLiteral("$.result"), QStringLiteral("{type"))
                                         << false << QStringLiteral("the schema is not JSON");
        QTest::newRow("schema does not compile")
            << add << make(K::PathSchema, QStringLiteral("$.result"), QStringLiteral("{\"anyOf\": [{\"$ref\": \"#/$defs/none\"}]}"))
            << false << QStringLiteral("the schema does not compile: anyOf[0].$ref: #/$defs/none points at nothing");
        Assertion none = make(K::NoFindings);
        QTest::newRow("no findings") << add << none << true << QString();
        Assertion some = make(K::NoFindings);
        some.ids = {QStringLiteral("id-mismatch")};
        QTest::newRow("no findings of ids") << add << some << true << QString();
        QTest::newRow("no findings fails")
            << QByteArray(R"({"jsonrpc":"2.0","id":1,"method":"demo.quirk","params":{"kind":"extra-member"}})") << none << false
            << QStringLiteral("found");
        QTest::newRow("duration below") << add << make(K::DurationBelow, {}, {}, 5000) << true << QString();
        QTest::newRow("duration below fails")
            << QByteArray(R"({"jsonrpc":"2.0","id":1,"method":"demo.sleep","params":{"ms":60}})")
            << make(K::DurationBelow, {}, {}, 50) << false << QStringLiteral("it took");
    }

    void eachKind()
    {
        QFETCH(QByteArray, request);
        QFETCH(Assertion, assertion);
        QFETCH(bool, passes);
        QFETCH(QString, message);
        const ExchangePtr answer = exchange(request);
        QVERIFY(answer);
        const AssertionResult result = AssertionChecker::check(assertion, *answer);
        QVERIFY2(result.passed == passes, qPrintable(result.label + QStringLiteral(": ") + result.message));
        QVERIFY(!result.label.isEmpty());
        if (!passes)
            QVERIFY2(result.message.contains(message), qPrintable(result.message));
        else
            QVERIFY(result.message.isEmpty());
    }

    void deeplyNestedValuesCompare()
    {
        // Nested deeper than a stack holds one call per level (a collection's expected value,
        // a server's answer): compared, and found by a path of as many steps, without recursion.
        constexpr int deep = 300000;
        const QByteArray nested = QByteArray(deep, '[') + "1" + QByteArray(deep, ']');
        const JsonDocument a = JsonDocument::parse(nested);
        const JsonDocument same = JsonDocument::parse(nested);
        const JsonDocument other = JsonDocument::parse(QByteArray(nested).replace('1', '2'));
        QVERIFY(a.isValid() && same.isValid() && other.isValid());
        QVERIFY(JsonPathQuery::equal(a, 0, same, 0));
        QVERIFY(!JsonPathQuery::equal(a, 0, other, 0));
        QString path = QStringLiteral("$");
        for (int i = 0; i < deep; ++i)
            path += QStringLiteral("[0]");
        QString error;
        const std::optional<JsonPath> steps = JsonPath::parse(path, &error);
        QVERIFY2(steps, qPrintable(error));
        const int leaf = JsonPathQuery::first(a, *steps);
        QVERIFY(leaf >= 0);
        QCOMPARE(a.raw(leaf), QByteArray("1"));
    }

    void transportErrorOutcome()
    {
        QString error;
        Transport *transport = TransportFactory::create(QStringLiteral("http://127.0.0.1:1/rpc"), {}, &error);
        RpcClient client(transport);
        QSignalSpy finished(&client, &RpcClient::exchangeFinished);
        client.send(R"({"jsonrpc":"2.0","id":1,"method":"x"})");
        QVERIFY(finished.wait(5000));
        const ExchangePtr answer = finished.first().first().value<ExchangePtr>();
        QCOMPARE(AssertionChecker::outcome(*answer), QStringLiteral("transport-error"));
        QVERIFY(!AssertionChecker::check(make(Assertion::Kind::HttpStatus, {}, {}, 200), *answer).passed);
    }
};

QTEST_GUILESS_MAIN(TestAssertionChecker)
#include "tst_assertionchecker.moc"
