#include "lib/demo/demomcpservice.h"
#include "lib/demo/demonotestore.h"
#include "lib/demo/demorawjson.h"
#include "lib/demo/demoservice.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLibraryInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTest>
#include <QTranslator>

#include <memory>
#include <vector>

using namespace Qt::StringLiterals;
using namespace RpcScope;

namespace {

/// Collects the reply of one handle() call, which may come at once or later.
struct Answer
{
    bool answered = false;
    DemoReply reply;
};

std::shared_ptr<Answer> send(DemoEndpoint &endpoint, const QByteArray &body)
{
    auto answer = std::make_shared<Answer>();
    endpoint.handle(body, [answer](const DemoReply &reply) {
        QVERIFY2(!answer->answered, "answered twice");
        answer->answered = true;
        answer->reply = reply;
    });
    return answer;
}

/// The body of a message answered at once (every method but the sleeping ones).
QByteArray now(DemoEndpoint &endpoint, const QByteArray &body)
{
    const auto answer = send(endpoint, body);
    if (!answer->answered)
        qWarning("not answered synchronously: %s", body.constData());
    return answer->reply.body;
}

QByteArray request(const QByteArray &id, const QByteArray &method, const QByteArray &params = {})
{
    // Plain literals: moc's lexer misreads a raw string that ends in a quote.
    QByteArray text = "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"" + method + '"';
    if (!params.isEmpty())
        text += ",\"params\":" + params;
    return text + '}';
}

QJsonObject object(const QByteArray &text)
{
    return QJsonDocument::fromJson(text).object();
}

QByteArray resultText(const QByteArray &response)
{
    return DemoRawJson::member(response, "result"_L1).toByteArray();
}

QJsonValue result(const QByteArray &response)
{
    return object(response).value(u"result");
}

/// The answer of a fresh endpoint to \a body, waiting for one that comes late.
QByteArray freshAnswer(bool mcp, const QByteArray &body)
{
    std::unique_ptr<DemoEndpoint> endpoint;
    if (mcp)
        endpoint = std::make_unique<DemoMcpService>();
    else
        endpoint = std::make_unique<DemoService>();
    const auto answer = send(*endpoint, body);
    if (!QTest::qWaitFor([&answer] { return answer->answered; }, 5000))
        return {};
    return answer->reply.body;
}

/// A German session as the GUI sets it up: Qt's own catalogue and the product's, installed
/// for the lifetime of the object so that a failing check cannot leave them behind.
class GermanSession
{
public:
    bool install()
    {
        // Qt's catalogue is optional (not every system ships it); the product's is linked in.
        auto qt = std::make_unique<QTranslator>();
        if (qt->load(QLocale(QLocale::German, QLocale::Germany), u"qtbase"_s, u"_"_s,
                     QLibraryInfo::path(QLibraryInfo::TranslationsPath))
            && QCoreApplication::installTranslator(qt.get())) {
            m_translators.push_back(std::move(qt));
        }
        auto own = std::make_unique<QTranslator>();
        if (!own->load(u"rpcscope_de"_s, u":/i18n"_s) || !QCoreApplication::installTranslator(own.get()))
            return false;
        m_translators.push_back(std::move(own));
        return true;
    }
    ~GermanSession()
    {
        for (const auto &translator : m_translators)
            QCoreApplication::removeTranslator(translator.get());
    }

private:
    std::vector<std::unique_ptr<QTranslator>> m_translators;
};

} // namespace

class tst_DemoService final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    // A warning means a missing resource, a method served but not documented (or the
    // reverse), or an answer that should have come at once.
    void init() { QTest::failOnWarning(QRegularExpression(u".*"_s)); }

    void envelopeErrors_data();
    void envelopeErrors();
    void responseKeysInNaturalOrder();
    void idEchoedExactly_data();
    void idEchoedExactly();
    void duplicateIdTakesTheLast();
    void batchIdsEchoedExactly();
    void notifications_data();
    void notifications();
    void notificationsRun();
    void nullIdIsARequest();
    void emptyBatchIsOneError();
    void batchOfNonObjects();
    void mixedBatch();
    void nestedEmptyBatch();
    void positionalAndNamedParams_data();
    void positionalAndNamedParams();
    void results_data();
    void results();
    void applicationErrors_data();
    void applicationErrors();
    void sleepAnswersLater();
    void batchWaitsForLateAnswerAndKeepsOrder();
    void sleepingNotificationIsNotWaitedFor();
    void notesPagination();
    void notesPaginationByTag();
    void notesCrud();
    void notesBadCursor();
    void businessValidation();
    void bigResult();
    void typesKeepSpelling();
    void quirks_data();
    void quirks();
    void openRpcDocument();
    void everyDocumentedMethodIsServed();
    void methodHelp();
    void garbledInputAlwaysGetsWellFormedAnswers();
    void englishPlurals_data();
    void englishPlurals();
    void answersIgnoreTheUsersLanguage_data();
    void answersIgnoreTheUsersLanguage();
    void parseErrorReasonInQtsWords_data();
    void parseErrorReasonInQtsWords();

    void mcpInitialize_data();
    void mcpInitialize();
    void mcpInitializeInvalidParams_data();
    void mcpInitializeInvalidParams();
    void mcpNotificationsAndPing();
    void mcpToolsListPages();
    void mcpToolsListBadCursor_data();
    void mcpToolsListBadCursor();
    void mcpToolsCall_data();
    void mcpToolsCall();
    void mcpUnknownTool();
    void mcpToolsCallBadParams_data();
    void mcpToolsCallBadParams();
    void mcpSleepTool();
    void mcpUnknownMethod();
    void mcpSharesNotesWithPlainFace();
};

void tst_DemoService::envelopeErrors_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<int>("code");
    QTest::addColumn<QByteArray>("id");

    QTest::newRow("not JSON") << QByteArray(R"({"jsonrpc":"2.0","method":"foobar, "params":"bar", "baz])") << -32700 << QByteArray("null");
    QTest::newRow("empty body") << QByteArray() << -32700 << QByteArray("null");
    QTest::newRow("only whitespace") << QByteArray(" \n ") << -32700 << QByteArray("null");
    QTest::newRow("trailing garbage") << QByteArray(R"({"jsonrpc":"2.0","id":1,"method":"demo.counter"} x)") << -32700 << QByteArray("null");
    QTest::newRow("two objects") << QByteArray(R"({"jsonrpc":"2.0","id":1,"method":"demo.counter"}{})") << -32700 << QByteArray("null");
    QTest::newRow("a number") << QByteArray("42") << -32600 << QByteArray("null");
    QTest::newRow("a string") << QByteArray(R"("hello")") << -32600 << QByteArray("null");
    QTest::newRow("null") << QByteArray("null") << -32600 << QByteArray("null");
    QTest::newRow("missing jsonrpc") << QByteArray(R"({"id":1,"method":"demo.counter"})") << -32600 << QByteArray("null");
    QTest::newRow("jsonrpc 1.0") << QByteArray(R"({"jsonrpc":"1.0","id":1,"method":"demo.counter"})") << -32600 << QByteArray("null");
    QTest::newRow("jsonrpc as number") << QByteArray(R"({"jsonrpc":2.0,"id":1,"method":"demo.counter"})") << -32600 << QByteArray("null");
    QTest::newRow("method not a string") << QByteArray(R"({"jsonrpc":"2.0","id":1,"method":1,"params":"bar"})") << -32600 << QByteArray("null");
    QTest::newRow("missing method") << QByteArray(R"({"jsonrpc":"2.0","id":1})") << -32600 << QByteArray("null");
    QTest::newRow("params a string") << QByteArray(R"({"jsonrpc":"2.0","id":1,"method":"demo.counter","params":"bar"})") << -32600 << QByteArray("null");
    QTest::newRow("params null") << QByteArray(R"({"jsonrpc":"2.0","id":1,"method":"demo.counter","params":null})") << -32600 << QByteArray("null");
    QTest::newRow("id an object") << QByteArray(R"({"jsonrpc":"2.0","id":{"a":1},"method":"demo.counter"})") << -32600 << QByteArray("null");
    QTest::newRow("id a boolean") << QByteArray(R"({"jsonrpc":"2.0","id":true,"method":"demo.counter"})") << -32600 << QByteArray("null");
    QTest::newRow("unknown method") << request("1", "no.such") << -32601 << QByteArray("1");
    QTest::newRow("other rpc. method") << request("\"a\"", "rpc.other") << -32601 << QByteArray("\"a\"");
    QTest::newRow("param of wrong type") << request("2", "math.add", R"({"a":"x","b":1})") << -32602 << QByteArray("2");
    QTest::newRow("required param missing") << request("3", "math.add", R"({"a":1})") << -32602 << QByteArray("3");
    QTest::newRow("unknown param") << request("4", "math.add", R"({"a":1,"b":2,"c":3})") << -32602 << QByteArray("4");
    QTest::newRow("too many positional") << request("5", "math.add", "[1,2,3]") << -32602 << QByteArray("5");
    QTest::newRow("not in enum") << request("6", "text.hash", R"({"text":"a","algorithm":"crc32"})") << -32602 << QByteArray("6");
    QTest::newRow("above maximum") << request("7", "math.fibonacci", "[93]") << -32602 << QByteArray("7");
    QTest::newRow("below minimum") << request("8", "demo.sleep", R"({"ms":-1})") << -32602 << QByteArray("8");
    QTest::newRow("integer expected") << request("9", "math.fibonacci", "[1.5]") << -32602 << QByteArray("9");
    QTest::newRow("by-name method given positions") << request("10", "notes.create", R"(["title"])") << -32602 << QByteArray("10");
    QTest::newRow("array item of wrong type") << request("11", "math.stats", R"({"numbers":[1,"2"]})") << -32602 << QByteArray("11");
    QTest::newRow("pattern broken") << request("12", "notes.get", R"({"id":"x"})") << -32602 << QByteArray("12");
    QTest::newRow("internal error") << request("13", "demo.fail") << -32603 << QByteArray("13");
    QTest::newRow("application error") << request("14", "demo.appError") << -32000 << QByteArray("14");
}

void tst_DemoService::envelopeErrors()
{
    QFETCH(QByteArray, body);
    QFETCH(int, code);
    QFETCH(QByteArray, id);

    DemoService service;
    const QByteArray response = now(service, body);
    QJsonParseError parseError;
    const QJsonObject answer = QJsonDocument::fromJson(response, &parseError).object();
    QCOMPARE(parseError.error, QJsonParseError::NoError);
    QCOMPARE(answer.value(u"jsonrpc").toString(), u"2.0"_s);
    QVERIFY(!answer.contains(u"result"));
    QCOMPARE(answer.value(u"error").toObject().value(u"code").toInt(), code);
    QVERIFY(!answer.value(u"error").toObject().value(u"message").toString().isEmpty());
    QCOMPARE(DemoRawJson::member(response, "id"_L1).toByteArray(), id);
    QVERIFY(!response.contains('\n'));
    if (code == -32601)
        QVERIFY(answer.value(u"error").toObject().value(u"data").isString());
    if (code == -32602) {
        const QJsonObject data = answer.value(u"error").toObject().value(u"data").toObject();
        QVERIFY(data.contains(u"param"));
        QVERIFY(!data.value(u"message").toString().isEmpty());
    }
}

void tst_DemoService::responseKeysInNaturalOrder()
{
    DemoService service;
    QVERIFY(now(service, request("1", "demo.counter")).startsWith(R"({"jsonrpc":"2.0","id":1,"result":)"));
    QVERIFY(now(service, request("2", "no.such"))
                .startsWith(R"({"jsonrpc":"2.0","id":2,"error":{"code":-32601,"message":)"));
    QCOMPARE(now(service, request("3", "math.add", R"({"a":1,"b":"2"})")),
             QByteArray(R"({"jsonrpc":"2.0","id":3,"error":{"code":-32602,"message":"Invalid params",)"
                        R"("data":{"param":"b","message":"expected number, got string"}}})"));
}

void tst_DemoService::idEchoedExactly_data()
{
    QTest::addColumn<QByteArray>("id");
    QTest::newRow("integer") << QByteArray("1");
    QTest::newRow("numeric string") << QByteArray(R"("1")");
    QTest::newRow("integral double") << QByteArray("1.0");
    QTest::newRow("above 2^53") << QByteArray("9007199254740993");
    QTest::newRow("above int64") << QByteArray("18446744073709551615");
    QTest::newRow("negative zero") << QByteArray("-0");
    QTest::newRow("exponent") << QByteArray("1e3");
    QTest::newRow("fraction") << QByteArray("0.1");
    QTest::newRow("escaped string") << QByteArray(R"("\u0031")");
    QTest::newRow("string with quote") << QByteArray(R"("a\"b\\")");
    QTest::newRow("unicode string") << QByteArray(R"("über-42")");
    QTest::newRow("empty string") << QByteArray(R"("")");
}

void tst_DemoService::idEchoedExactly()
{
    QFETCH(QByteArray, id);
    DemoService service;
    // Whitespace around the id and the id before other members must not matter.
    const QByteArray body = "{ \"id\" :  " + id + " ,\n\"jsonrpc\":\"2.0\", \"method\":\"demo.counter\"}";
    QCOMPARE(now(service, body), R"({"jsonrpc":"2.0","id":)" + id + R"(,"result":{"value":0}})");
    // The same for an error answer.
    QVERIFY(now(service, request(id, "no.such")).startsWith(QByteArray(R"({"jsonrpc":"2.0","id":)" + id + ',')));
}

void tst_DemoService::duplicateIdTakesTheLast()
{
    // As QJsonObject does, so the id echoed and the request executed agree.
    DemoService service;
    QCOMPARE(now(service, R"({"jsonrpc":"2.0","id":1,"method":"demo.counter","id":"two"})"),
             QByteArray(R"({"jsonrpc":"2.0","id":"two","result":{"value":0}})"));
}

void tst_DemoService::batchIdsEchoedExactly()
{
    DemoService service;
    const QByteArray body = "[" + request("9007199254740993", "demo.counter") + ", "
                            + request(R"("1")", "demo.counter") + ",\n  "
                            + request("1.0", "no.such") + "]";
    const QByteArray response = now(service, body);
    const QList<QByteArrayView> items = DemoRawJson::elements(response);
    QCOMPARE(items.size(), 3);
    QCOMPARE(DemoRawJson::member(items.at(0), "id"_L1), "9007199254740993");
    QCOMPARE(DemoRawJson::member(items.at(1), "id"_L1), R"("1")");
    QCOMPARE(DemoRawJson::member(items.at(2), "id"_L1), "1.0");
}

void tst_DemoService::notifications_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::newRow("known method") << QByteArray(R"({"jsonrpc":"2.0","method":"demo.counter"})");
    QTest::newRow("unknown method") << QByteArray(R"({"jsonrpc":"2.0","method":"no.such"})");
    QTest::newRow("invalid params") << QByteArray(R"({"jsonrpc":"2.0","method":"math.add","params":{"a":"x"}})");
    QTest::newRow("failing method") << QByteArray(R"({"jsonrpc":"2.0","method":"demo.fail"})");
    QTest::newRow("batch of notifications") << QByteArray(R"([{"jsonrpc":"2.0","method":"demo.counter"},{"jsonrpc":"2.0","method":"no.such"}])");
}

void tst_DemoService::notifications()
{
    QFETCH(QByteArray, body);
    DemoService service;
    const auto answer = send(service, body);
    QVERIFY(answer->answered);
    QVERIFY(answer->reply.body.isEmpty());
    QVERIFY(!answer->reply.sessionStarted);
}

void tst_DemoService::notificationsRun()
{
    // "The Server MUST NOT reply to a Notification" but still runs the method.
    DemoService service;
    QVERIFY(now(service, R"({"jsonrpc":"2.0","method":"demo.increment","params":{"by":5}})").isEmpty());
    QVERIFY(now(service, R"([{"jsonrpc":"2.0","method":"demo.increment"}])").isEmpty());
    QCOMPARE(resultText(now(service, request("1", "demo.counter"))), QByteArray(R"({"value":6})"));
}

void tst_DemoService::nullIdIsARequest()
{
    DemoService service;
    QCOMPARE(now(service, request("null", "demo.counter")),
             QByteArray(R"({"jsonrpc":"2.0","id":null,"result":{"value":0}})"));
}

void tst_DemoService::emptyBatchIsOneError()
{
    DemoService service;
    const QByteArray response = now(service, " [ ] ");
    const QJsonDocument document = QJsonDocument::fromJson(response);
    QVERIFY(document.isObject()); // one error object, not an array
    QCOMPARE(document.object().value(u"error").toObject().value(u"code").toInt(), -32600);
    QVERIFY(document.object().value(u"id").isNull());
}

void tst_DemoService::batchOfNonObjects()
{
    DemoService service;
    const QJsonDocument document = QJsonDocument::fromJson(now(service, "[1,2,3]"));
    QVERIFY(document.isArray());
    QCOMPARE(document.array().size(), 3);
    for (const QJsonValue &item : document.array()) {
        QCOMPARE(item.toObject().value(u"error").toObject().value(u"code").toInt(), -32600);
        QVERIFY(item.toObject().value(u"id").isNull());
    }
}

void tst_DemoService::mixedBatch()
{
    // The example of the JSON-RPC 2.0 specification, section 7.
    DemoService service;
    const QByteArray body = R"([
        {"jsonrpc": "2.0", "method": "math.add", "params": [1,2,4], "id": "1"},
        {"jsonrpc": "2.0", "method": "demo.increment", "params": [7]},
        {"jsonrpc": "2.0", "method": "math.subtract", "params": [42,23], "id": "2"},
        {"foo": "boo"},
        {"jsonrpc": "2.0", "method": "foo.get", "params": {"name": "myself"}, "id": "5"},
        {"jsonrpc": "2.0", "method": "demo.counter", "id": "9"}
    ])";
    const QJsonArray answers = QJsonDocument::fromJson(now(service, body)).array();
    QCOMPARE(answers.size(), 5);
    QCOMPARE(answers.at(0).toObject().value(u"id").toString(), u"1"_s);
    QCOMPARE(answers.at(0).toObject().value(u"error").toObject().value(u"code").toInt(), -32602);
    QCOMPARE(answers.at(1).toObject().value(u"id").toString(), u"2"_s);
    QCOMPARE(answers.at(1).toObject().value(u"result").toInt(), 19);
    QVERIFY(answers.at(2).toObject().value(u"id").isNull());
    QCOMPARE(answers.at(2).toObject().value(u"error").toObject().value(u"code").toInt(), -32600);
    QCOMPARE(answers.at(3).toObject().value(u"error").toObject().value(u"code").toInt(), -32601);
    QCOMPARE(answers.at(4).toObject().value(u"result").toObject().value(u"value").toInt(), 7);
}

void tst_DemoService::nestedEmptyBatch()
{
    DemoService service;
    const QJsonArray answers = QJsonDocument::fromJson(now(service, "[[]]")).array();
    QCOMPARE(answers.size(), 1);
    QCOMPARE(answers.at(0).toObject().value(u"error").toObject().value(u"code").toInt(), -32600);
}

void tst_DemoService::positionalAndNamedParams_data()
{
    QTest::addColumn<QByteArray>("params");
    QTest::addColumn<int>("expected");
    QTest::newRow("positional") << QByteArray("[42,23]") << 19;
    QTest::newRow("positional swapped") << QByteArray("[23,42]") << -19;
    QTest::newRow("named") << QByteArray(R"({"subtrahend":23,"minuend":42})") << 19;
    QTest::newRow("named other order") << QByteArray(R"({"minuend":42,"subtrahend":23})") << 19;
}

void tst_DemoService::positionalAndNamedParams()
{
    QFETCH(QByteArray, params);
    QFETCH(int, expected);
    DemoService service;
    QCOMPARE(result(now(service, request("1", "math.subtract", params))).toInt(), expected);
}

void tst_DemoService::results_data()
{
    QTest::addColumn<QByteArray>("method");
    QTest::addColumn<QByteArray>("params");
    QTest::addColumn<QByteArray>("expected");

    QTest::newRow("add") << QByteArray("math.add") << QByteArray("[2,3]") << QByteArray("5");
    QTest::newRow("add stays exact above 2^53") << QByteArray("math.add") << QByteArray("[9007199254740993,0]") << QByteArray("9007199254740993");
    QTest::newRow("add fractions") << QByteArray("math.add") << QByteArray("[0.5,0.25]") << QByteArray("0.75");
    QTest::newRow("multiply") << QByteArray("math.multiply") << QByteArray(R"({"a":6,"b":7})") << QByteArray("42");
    QTest::newRow("multiply overflow goes double") << QByteArray("math.multiply") << QByteArray("[9223372036854775807,2]") << QByteArray("18446744073709552000");
    QTest::newRow("divide") << QByteArray("math.divide") << QByteArray("[10,4]") << QByteArray("2.5");
    QTest::newRow("divide exact") << QByteArray("math.divide") << QByteArray("[12,4]") << QByteArray("3");
    QTest::newRow("stats") << QByteArray("math.stats") << QByteArray(R"({"numbers":[1,2,3,10]})") << QByteArray(R"({"count":4,"sum":16,"min":1,"max":10,"mean":4,"median":2.5})");
    QTest::newRow("fibonacci beyond 2^53") << QByteArray("math.fibonacci") << QByteArray("[90]") << QByteArray(R"({"n":90,"value":2880067194370816120})");
    QTest::newRow("fibonacci 0") << QByteArray("math.fibonacci") << QByteArray("[0]") << QByteArray(R"({"n":0,"value":0})");
    QTest::newRow("upper") << QByteArray("text.upper") << QByteArray(R"(["straße"])") << QByteArray(R"("STRASSE")");
    QTest::newRow("reverse") << QByteArray("text.reverse") << QByteArray(R"({"text":"stressed"})") << QByteArray(R"("desserts")");
    QTest::newRow("reverse keeps code points") << QByteArray("text.reverse") << QByteArray(R"(["a🎉b"])") << QByteArray(R"("b🎉a")");
    QTest::newRow("stats of text") << QByteArray("text.stats") << QByteArray(R"(["hello world\nbye"])") << QByteArray(R"({"characters":15,"words":3,"lines":2,"bytes":15})");
    QTest::newRow("hash default sha256") << QByteArray("text.hash") << QByteArray(R"({"text":"abc"})") << QByteArray(R"({"algorithm":"sha256","digest":"ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"})");
    QTest::newRow("hash md5 base64") << QByteArray("text.hash") << QByteArray(R"(["abc","md5","base64"])") << QByteArray(R"({"algorithm":"md5","digest":"kAFQmDzST7DWlj99KOF/cg=="})");
    QTest::newRow("repeat with defaults") << QByteArray("text.repeat") << QByteArray(R"({"text":"ab"})") << QByteArray(R"("abab")");
    QTest::newRow("repeat") << QByteArray("text.repeat") << QByteArray(R"(["ab",3,"-"])") << QByteArray(R"("ab-ab-ab")");
    QTest::newRow("echo keeps order and spelling") << QByteArray("demo.echo") << QByteArray("{ \"zebra\": 1,\n \"apple\" : 1.0, \"n\": [9007199254740993, -0] }") << QByteArray(R"({"zebra":1,"apple":1.0,"n":[9007199254740993,-0]})");
    QTest::newRow("echo keeps spaces inside strings") << QByteArray("demo.echo") << QByteArray(R"([" a \" b "])") << QByteArray(R"([" a \" b "])");
    QTest::newRow("echo without params") << QByteArray("demo.echo") << QByteArray() << QByteArray("null");
    QTest::newRow("signature") << QByteArray("system.methodSignature") << QByteArray(R"(["math.add"])") << QByteArray(R"([["number","number","number"]])");
    QTest::newRow("increment by default") << QByteArray("demo.increment") << QByteArray() << QByteArray(R"({"value":1})");
}

void tst_DemoService::results()
{
    QFETCH(QByteArray, method);
    QFETCH(QByteArray, params);
    QFETCH(QByteArray, expected);
    DemoService service;
    const QByteArray response = now(service, request("1", method, params));
    QCOMPARE(resultText(response), expected);
}

void tst_DemoService::applicationErrors_data()
{
    QTest::addColumn<QByteArray>("method");
    QTest::addColumn<QByteArray>("params");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("detailKey");

    QTest::newRow("divide by zero") << QByteArray("math.divide") << QByteArray("[1,0]") << u"DIVISION_BY_ZERO"_s << u"dividend"_s;
    QTest::newRow("note not found") << QByteArray("notes.get") << QByteArray(R"({"id":"note_999999"})") << u"NOTE_NOT_FOUND"_s << u"id"_s;
    QTest::newRow("appError default") << QByteArray("demo.appError") << QByteArray() << u"NOTE_NOT_FOUND"_s << u"id"_s;
    QTest::newRow("appError quota") << QByteArray("demo.appError") << QByteArray(R"(["QUOTA_EXCEEDED"])") << u"QUOTA_EXCEEDED"_s << u"limit"_s;
    QTest::newRow("appError permission") << QByteArray("demo.appError") << QByteArray(R"({"code":"PERMISSION_DENIED"})") << u"PERMISSION_DENIED"_s << u"scope"_s;
}

void tst_DemoService::applicationErrors()
{
    QFETCH(QByteArray, method);
    QFETCH(QByteArray, params);
    QFETCH(QString, code);
    QFETCH(QString, detailKey);
    DemoService service;
    const QJsonObject error = object(now(service, request("1", method, params))).value(u"error").toObject();
    QCOMPARE(error.value(u"code").toInt(), -32000);
    QCOMPARE(error.value(u"data").toObject().value(u"code").toString(), code);
    QVERIFY(error.value(u"data").toObject().value(u"details").toObject().contains(detailKey));
}

void tst_DemoService::sleepAnswersLater()
{
    DemoService service;
    QElapsedTimer timer;
    timer.start();
    const auto late = send(service, request("1", "demo.sleep", R"({"ms":200})"));
    QVERIFY(!late->answered);
    // Others are served meanwhile.
    QCOMPARE(resultText(now(service, request("2", "math.add", "[1,1]"))), QByteArray("2"));
    QVERIFY(!late->answered);
    QTRY_VERIFY_WITH_TIMEOUT(late->answered, 5000);
    QVERIFY(timer.elapsed() >= 190);
    QCOMPARE(late->reply.body, QByteArray(R"({"jsonrpc":"2.0","id":1,"result":{"slept_ms":200}})"));
}

void tst_DemoService::batchWaitsForLateAnswerAndKeepsOrder()
{
    DemoService service;
    const auto answer = send(service, "[" + request("1", "demo.sleep", "[50]") + ","
                                          + request("2", "math.add", "[1,2]") + "]");
    QVERIFY(!answer->answered);
    QTRY_VERIFY_WITH_TIMEOUT(answer->answered, 5000);
    const QJsonArray answers = QJsonDocument::fromJson(answer->reply.body).array();
    QCOMPARE(answers.size(), 2);
    QCOMPARE(answers.at(0).toObject().value(u"id").toInt(), 1);
    QCOMPARE(answers.at(1).toObject().value(u"result").toInt(), 3);
}

void tst_DemoService::sleepingNotificationIsNotWaitedFor()
{
    DemoService service;
    const auto answer = send(service, R"({"jsonrpc":"2.0","method":"demo.sleep","params":{"ms":5000}})");
    QVERIFY(answer->answered);
    QVERIFY(answer->reply.body.isEmpty());
}

void tst_DemoService::notesPagination()
{
    DemoService service;
    QStringList ids;
    QByteArray cursor;
    int pages = 0;
    for (;;) {
        const QByteArray params = cursor.isEmpty() ? QByteArray(R"({"limit":10})")
                                                   : R"({"limit":10,"cursor":)" + cursor + '}';
        const QByteArray response = now(service, request("1", "notes.list", params));
        const QJsonObject page = result(response).toObject();
        QVERIFY2(!page.isEmpty(), response.constData());
        ++pages;
        const QJsonArray items = page.value(u"items").toArray();
        QVERIFY(items.size() <= 10);
        for (const QJsonValue &item : items)
            ids.append(item.toObject().value(u"id").toString());
        if (!page.value(u"has_more").toBool()) {
            QVERIFY(page.value(u"cursor").isNull());
            break;
        }
        QVERIFY(page.value(u"cursor").isString());
        cursor = DemoRawJson::member(resultText(response), "cursor"_L1).toByteArray();
        QVERIFY(pages < 10);
    }
    QCOMPARE(pages, 3);
    QCOMPARE(ids.size(), DemoNoteStore().size());
    QCOMPARE(QSet<QString>(ids.begin(), ids.end()).size(), ids.size());
    QStringList sorted = ids;
    sorted.sort();
    QCOMPARE(ids, sorted);
}

void tst_DemoService::notesPaginationByTag()
{
    DemoService service;
    const QJsonObject page = result(now(service, request("1", "notes.list", R"({"tag":"travel","limit":2})"))).toObject();
    QCOMPARE(page.value(u"items").toArray().size(), 2);
    QVERIFY(page.value(u"has_more").toBool());
    for (const QJsonValue &item : page.value(u"items").toArray())
        QVERIFY(item.toObject().value(u"tags").toArray().contains(u"travel"_s));
}

void tst_DemoService::notesCrud()
{
    DemoService service;
    const QJsonObject created = result(now(service, request("1", "notes.create",
        R"({"title":"Call the plumber","body":"Kitchen tap drips.","tags":["home"]})"))).toObject();
    const QString id = created.value(u"id").toString();
    QVERIFY(id.startsWith(u"note_"));
    QCOMPARE(created.value(u"revision").toInt(), 1);
    QCOMPARE(created.value(u"tags").toArray(), QJsonArray{u"home"_s});

    const QByteArray quotedId = '"' + id.toUtf8() + '"';
    QCOMPARE(result(now(service, request("2", "notes.get", "{\"id\":" + quotedId + '}'))).toObject(), created);

    const QByteArray stale = now(service, request("3", "notes.update",
        "{\"id\":" + quotedId + R"(,"title":"x","revision":7})"));
    QCOMPARE(object(stale).value(u"error").toObject().value(u"data").toObject().value(u"code").toString(),
             u"REVISION_CONFLICT"_s);

    const QJsonObject updated = result(now(service, request("4", "notes.update",
        "{\"id\":" + quotedId + R"(,"title":"Call the plumber today","revision":1})"))).toObject();
    QCOMPARE(updated.value(u"title").toString(), u"Call the plumber today"_s);
    QCOMPARE(updated.value(u"body").toString(), u"Kitchen tap drips."_s);
    QCOMPARE(updated.value(u"revision").toInt(), 2);

    const QJsonArray hits = result(now(service, request("5", "notes.search", R"({"query":"PLUMBER"})")))
                                .toObject().value(u"items").toArray();
    QCOMPARE(hits.size(), 1);

    QCOMPARE(resultText(now(service, request("6", "notes.delete", "{\"id\":" + quotedId + '}'))),
             "{\"id\":" + quotedId + ",\"deleted\":true}");
    const QJsonObject gone = object(now(service, request("7", "notes.get", "{\"id\":" + quotedId + '}')));
    QCOMPARE(gone.value(u"error").toObject().value(u"code").toInt(), -32000);
    QCOMPARE(gone.value(u"error").toObject().value(u"data").toObject().value(u"details").toObject()
                 .value(u"id").toString(), id);
    const QJsonObject again = object(now(service, request("8", "notes.delete", "{\"id\":" + quotedId + '}')));
    QCOMPARE(again.value(u"error").toObject().value(u"code").toInt(), -32000);
}

void tst_DemoService::notesBadCursor()
{
    DemoService service;
    const QJsonObject error = object(now(service, request("1", "notes.list", R"({"cursor":"not-a-cursor"})")))
                                  .value(u"error").toObject();
    QCOMPARE(error.value(u"code").toInt(), -32602);
    QCOMPARE(error.value(u"data").toObject().value(u"param").toString(), u"cursor"_s);
}

void tst_DemoService::businessValidation()
{
    DemoService service;
    const QJsonObject rejected = result(now(service, request("1", "users.register",
        R"({"username":"al","email":"al.example.com","password":"secret","age":9})"))).toObject();
    QCOMPARE(rejected.value(u"ok"), QJsonValue(false));
    QStringList fields;
    for (const QJsonValue &error : rejected.value(u"errors").toArray()) {
        fields.append(error.toObject().value(u"field").toString());
        QVERIFY(!error.toObject().value(u"message").toString().isEmpty());
    }
    QCOMPARE(fields, (QStringList{u"username"_s, u"email"_s, u"password"_s, u"age"_s}));

    const QByteArray form = R"({"username":"bob_42","email":"bob@example.com","password":"hunter2hunter2"})";
    const QJsonObject accepted = result(now(service, request("2", "users.register", form))).toObject();
    QCOMPARE(accepted.value(u"ok"), QJsonValue(true));
    QCOMPARE(accepted.value(u"user").toObject().value(u"username").toString(), u"bob_42"_s);

    const QJsonObject taken = result(now(service, request("3", "users.register", form))).toObject();
    QCOMPARE(taken.value(u"ok"), QJsonValue(false));
    QCOMPARE(taken.value(u"errors").toArray().at(0).toObject().value(u"field").toString(), u"username"_s);

    // Wrong JSON types are still a protocol error, not a business one.
    QCOMPARE(object(now(service, request("4", "users.register", R"({"username":1,"email":"","password":""})")))
                 .value(u"error").toObject().value(u"code").toInt(), -32602);
}

void tst_DemoService::bigResult()
{
    DemoService service;
    const QByteArray response = now(service, request("1", "demo.big", R"({"megabytes":1})"));
    QVERIFY(response.size() >= 1024 * 1024);
    QVERIFY(response.size() < 1100 * 1024);
    QJsonParseError error;
    const QJsonObject records = QJsonDocument::fromJson(response, &error).object().value(u"result").toObject();
    QCOMPARE(error.error, QJsonParseError::NoError);
    const QJsonArray list = records.value(u"records").toArray();
    QCOMPARE(list.size(), records.value(u"count").toInt());
    QVERIFY(list.size() > 1000);
    QVERIFY(list.at(0).toObject().contains(u"request_id"));
}

void tst_DemoService::typesKeepSpelling()
{
    DemoService service;
    const QByteArray text = resultText(now(service, request("1", "demo.types")));
    QVERIFY(QJsonDocument::fromJson(text).isObject());
    QVERIFY(text.contains(R"("big_integer":9007199254740993)"));
    QVERIFY(text.contains(R"("integral_double":1.0)"));
    QVERIFY(text.contains(R"("negative_zero":-0)"));
    QVERIFY(text.indexOf("zebra") < text.indexOf("apple"));
}

void tst_DemoService::quirks_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QByteArray>("id");
    QTest::addColumn<QByteArray>("expected");

    QTest::newRow("extra-member") << u"extra-member"_s << QByteArray("1") << QByteArray(R"({"jsonrpc":"2.0","id":1,"result":{"ok":true},"meta":{"server_commit":"4a73ced","schema_version":3,"request_id":"req_5f2c9a"}})");
    QTest::newRow("missing-result") << u"missing-result"_s << QByteArray("2") << QByteArray(R"({"jsonrpc":"2.0","id":2})");
    QTest::newRow("both") << u"both"_s << QByteArray("3") << QByteArray(R"({"jsonrpc":"2.0","id":3,"result":{"ok":true},"error":{"code":-32603,"message":"Internal error"}})");
    QTest::newRow("bad-version") << u"bad-version"_s << QByteArray("4") << QByteArray(R"({"jsonrpc":"1.0","id":4,"result":{"ok":true}})");
    QTest::newRow("id number to string") << u"id-type-changed"_s << QByteArray("5") << QByteArray(R"({"jsonrpc":"2.0","id":"5","result":{"ok":true}})");
    QTest::newRow("id string to number") << u"id-type-changed"_s << QByteArray(R"("6")") << QByteArray(R"({"jsonrpc":"2.0","id":6,"result":{"ok":true}})");
    QTest::newRow("id word to null") << u"id-type-changed"_s << QByteArray(R"("x")") << QByteArray(R"({"jsonrpc":"2.0","id":null,"result":{"ok":true}})");
    QTest::newRow("duplicate-key") << u"duplicate-key"_s << QByteArray("7") << QByteArray(R"({"jsonrpc":"2.0","id":7,"result":{"value":1,"value":2}})");
    QTest::newRow("bad-error-code") << u"bad-error-code"_s << QByteArray("8") << QByteArray(R"({"jsonrpc":"2.0","id":8,"error":{"code":-32500,"message":"A reserved code that means nothing"}})");
}

void tst_DemoService::quirks()
{
    QFETCH(QString, kind);
    QFETCH(QByteArray, id);
    QFETCH(QByteArray, expected);
    DemoService service;
    QCOMPARE(now(service, request(id, "demo.quirk", "{\"kind\":\"" + kind.toUtf8() + "\"}")), expected);
}

void tst_DemoService::openRpcDocument()
{
    DemoService service;
    const QByteArray response = now(service, request("1", "rpc.discover"));
    QVERIFY(!response.contains('\n'));
    const QByteArray text = resultText(response);
    QVERIFY(text.startsWith(R"({"openrpc":"1.2.6","info":{)")); // the document's own order
    QCOMPARE(text, service.openRpcDocument());
    QJsonParseError error;
    const QJsonObject document = QJsonDocument::fromJson(text, &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QVERIFY(!document.value(u"info").toObject().value(u"title").toString().isEmpty());

    const QJsonArray methods = document.value(u"methods").toArray();
    QVERIFY(methods.size() >= 15);
    QSet<QString> namespaces;
    QStringList names;
    bool sawEnum = false, sawDefault = false, sawMinimum = false, sawMaximum = false,
         sawRequired = false, sawErrors = false, sawExamples = false;
    for (const QJsonValue &value : methods) {
        const QJsonObject method = value.toObject();
        const QString name = method.value(u"name").toString();
        names.append(name);
        namespaces.insert(name.section(u'.', 0, 0));
        QVERIFY2(!method.value(u"summary").toString().isEmpty(), qPrintable(name));
        QVERIFY2(!method.value(u"description").toString().isEmpty(), qPrintable(name));
        QVERIFY2(method.value(u"params").isArray(), qPrintable(name));
        QVERIFY2(method.value(u"result").toObject().contains(u"schema"), qPrintable(name));
        for (const QJsonValue &param : method.value(u"params").toArray()) {
            const QJsonObject schema = param.toObject().value(u"schema").toObject();
            QVERIFY2(!param.toObject().value(u"name").toString().isEmpty(), qPrintable(name));
            sawEnum = sawEnum || schema.contains(u"enum");
            sawDefault = sawDefault || schema.contains(u"default");
            sawMinimum = sawMinimum || schema.contains(u"minimum");
            sawMaximum = sawMaximum || schema.contains(u"maximum");
            sawRequired = sawRequired || param.toObject().value(u"required").toBool();
        }
        sawErrors = sawErrors || !method.value(u"errors").toArray().isEmpty();
        sawExamples = sawExamples || !method.value(u"examples").toArray().isEmpty();
    }
    QVERIFY(namespaces.size() >= 3);
    QVERIFY(sawEnum && sawDefault && sawMinimum && sawMaximum && sawRequired);
    QVERIFY(sawErrors && sawExamples);
    QVERIFY(document.value(u"components").toObject().value(u"schemas").toObject().contains(u"Note"));

    // system.listMethods lists the same names, sorted.
    names.sort();
    QStringList listed;
    for (const QJsonValue &name : result(now(service, request("2", "system.listMethods"))).toArray())
        listed.append(name.toString());
    QCOMPARE(listed, names);
    QCOMPARE(listed, service.methodNames());
}

void tst_DemoService::everyDocumentedMethodIsServed()
{
    DemoService service;
    const QJsonArray methods = object(service.openRpcDocument()).value(u"methods").toArray();
    for (const QJsonValue &method : methods) {
        const QByteArray name = method.toObject().value(u"name").toString().toUtf8();
        if (name == "demo.sleep" || name == "demo.big")
            continue; // they would wait or allocate; covered by their own tests
        const auto answer = send(service, request("1", name));
        QVERIFY2(answer->answered, name.constData());
        QVERIFY2(!answer->reply.body.contains("-32601"), name.constData());
    }
}

void tst_DemoService::methodHelp()
{
    DemoService service;
    QVERIFY(result(now(service, request("1", "system.methodHelp", R"(["math.add"])"))).toString()
                .contains(u"a + b"));
    const QJsonObject error = object(now(service, request("2", "system.methodHelp", R"(["no.such"])")))
                                  .value(u"error").toObject();
    QCOMPARE(error.value(u"code").toInt(), -32602);
    QCOMPARE(error.value(u"data").toObject().value(u"param").toString(), u"name"_s);
}

void tst_DemoService::garbledInputAlwaysGetsWellFormedAnswers()
{
    // Byte flips, truncations and insertions of valid messages, with a fixed seed so a
    // failure can be replayed. Every answer must be nothing or one line of valid JSON.
    const QList<QByteArray> seeds = {
        request("1", "math.add", "[1,2]"),
        request(R"("x")", "notes.list", R"({"limit":3,"tag":"work"})"),
        "[" + request("1", "text.hash", R"({"text":"a","algorithm":"md5"})") + ","
            + R"({"jsonrpc":"2.0","method":"demo.increment"})" + "]",
        request("9007199254740993", "demo.echo", R"({"a":[1,{"b":null}],"c":"\u00e9"})"),
        request("2", "tools/call", R"({"name":"echo","arguments":{"text":"hi"}})"),
    };
    const char alphabet[] = "{}[]\",:0123456789.eE-+ \\\nabcnulltrue\x00\xff";
    DemoService service;
    DemoMcpService mcp;
    quint32 state = 20240501;
    const auto next = [&state] { return state = state * 1664525u + 1013904223u; };
    for (int round = 0; round < 3000; ++round) {
        QByteArray body = seeds.at(next() % seeds.size());
        const int edits = 1 + int(next() % 4);
        for (int e = 0; e < edits && !body.isEmpty(); ++e) {
            const qsizetype at = qsizetype(next() % quint32(body.size()));
            switch (next() % 4) {
            case 0: body[at] = alphabet[next() % (sizeof alphabet - 1)]; break;
            case 1: body.truncate(at); break;
            case 2: body.insert(at, alphabet[next() % (sizeof alphabet - 1)]); break;
            default: body.remove(at, 1 + qsizetype(next() % 5)); break;
            }
        }
        for (DemoEndpoint *endpoint : {static_cast<DemoEndpoint *>(&service), static_cast<DemoEndpoint *>(&mcp)}) {
            const auto answer = send(*endpoint, body);
            if (!answer->answered)
                continue; // it happened to spell a method that answers late
            const QByteArray &reply = answer->reply.body;
            if (reply.isEmpty())
                continue;
            QJsonParseError error;
            QJsonDocument::fromJson(reply, &error);
            QVERIFY2(error.error == QJsonParseError::NoError, QByteArray(body + " -> " + reply).constData());
            QVERIFY2(!reply.contains('\n'), body.constData());
        }
    }
}

void tst_DemoService::englishPlurals_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("message");

    QTest::newRow("one parameter") << request("1", "system.methodHelp", R"(["math.add","x"])") << u"this method takes at most 1 parameter"_s;
    QTest::newRow("two parameters") << request("1", "math.add", "[1,2,3]") << u"this method takes at most 2 parameters"_s;
    QTest::newRow("one item") << request("1", "math.stats", R"({"numbers":[]})") << u"must have at least 1 item"_s;
    QTest::newRow("ten items") << request("1", "notes.create", R"({"title":"t","tags":["a","b","c","d","e","f","g","h","i","j","k"]})") << u"must have at most 10 items"_s;
    QTest::newRow("one character") << request("1", "notes.create", R"({"title":""})") << u"must have at least 1 character"_s;
    QTest::newRow("200 characters") << request("1", "notes.create", R"({"title":")" + QByteArray(201, 'x') + R"("})") << u"must have at most 200 characters"_s;
}

void tst_DemoService::englishPlurals()
{
    // Written out in code: the standalone server loads no catalogue, and "(s)" is not English.
    QFETCH(QByteArray, body);
    QFETCH(QString, message);
    DemoService service;
    const QJsonObject error = object(now(service, body)).value(u"error").toObject();
    QCOMPARE(error.value(u"code").toInt(), -32602);
    QCOMPARE(error.value(u"data").toObject().value(u"message").toString(), message);
}

void tst_DemoService::answersIgnoreTheUsersLanguage_data()
{
    QTest::addColumn<bool>("mcp");
    QTest::addColumn<QByteArray>("body");

    QTest::newRow("division by zero") << false << request("1", "math.divide", "[1,0]");
    QTest::newRow("required param missing") << false << request("2", "math.add", R"({"a":1})");
    QTest::newRow("param of wrong type") << false << request("3", "math.add", R"({"a":1,"b":"2"})");
    QTest::newRow("too many params") << false << request("4", "math.add", "[1,2,3]");
    QTest::newRow("note not found") << false << request("5", "notes.get", R"({"id":"note_999999"})");
    QTest::newRow("business rules") << false << request("6", "users.register", R"({"username":"al","email":"x","password":"a","age":9})");
    QTest::newRow("not an object") << false << QByteArray("[1]");
    QTest::newRow("bad member") << false << QByteArray(R"({"jsonrpc":"1.0","id":7,"method":"demo.counter"})");
    QTest::newRow("parse error") << false << QByteArray(R"({"jsonrpc":"2.0","id":8,"method")");
    QTest::newRow("tool result") << true << request("9", "tools/call", R"({"name":"convert_temperature","arguments":{"value":212,"from":"fahrenheit"}})");
    QTest::newRow("late tool result") << true << request("10", "tools/call", R"({"name":"sleep","arguments":{"ms":1}})");
    QTest::newRow("tool failure") << true << request("11", "tools/call", R"({"name":"always_fail","arguments":{}})");
    QTest::newRow("tool arguments") << true << request("12", "tools/call", R"({"name":"echo","arguments":{}})");
    QTest::newRow("unknown tool") << true << request("13", "tools/call", R"({"name":"no_such_tool"})");
    QTest::newRow("MCP params") << true << request("14", "tools/call", R"({"name":1})");
}

void tst_DemoService::answersIgnoreTheUsersLanguage()
{
    // The GUI serves the demo from its own process, so the user's catalogue is installed
    // there; what goes on the wire must still be the same bytes.
    QFETCH(bool, mcp);
    QFETCH(QByteArray, body);
    const QByteArray english = freshAnswer(mcp, body);
    QVERIFY2(!english.isEmpty(), body.constData());

    GermanSession german;
    QVERIFY(german.install());
    // The catalogue is live: a message the product does translate comes out in German.
    QCOMPARE(QCoreApplication::translate("RpcScope", "Parse error"), u"Parse-Fehler"_s);
    QCOMPARE(freshAnswer(mcp, body), english);
}

void tst_DemoService::parseErrorReasonInQtsWords_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QJsonParseError::ParseError>("kind");
    QTest::newRow("unterminated object") << QByteArray("{1:2}") << QJsonParseError::UnterminatedObject;
    QTest::newRow("missing name separator") << QByteArray(R"({"a" 1})") << QJsonParseError::MissingNameSeparator;
    QTest::newRow("unterminated array") << QByteArray(R"(["a",)") << QJsonParseError::UnterminatedArray;
    QTest::newRow("missing value separator") << QByteArray("[1 2]") << QJsonParseError::MissingValueSeparator;
    QTest::newRow("illegal value") << QByteArray("[tru]") << QJsonParseError::IllegalValue;
    QTest::newRow("termination by number") << QByteArray("[1") << QJsonParseError::TerminationByNumber;
    QTest::newRow("illegal number") << QByteArray("[-]") << QJsonParseError::IllegalNumber;
    QTest::newRow("invalid escape") << QByteArray(R"(["\u12"])") << QJsonParseError::IllegalEscapeSequence;
    QTest::newRow("invalid UTF-8") << QByteArray("[\"\xff\"]") << QJsonParseError::IllegalUTF8String;
    QTest::newRow("unterminated string") << QByteArray(R"(["abc)") << QJsonParseError::UnterminatedString;
    QTest::newRow("missing object") << QByteArray("[1,]") << QJsonParseError::MissingObject;
    QTest::newRow("deep nesting") << QByteArray(2000, '[') + QByteArray(2000, ']') << QJsonParseError::DeepNesting;
    QTest::newRow("garbage at the end") << QByteArray("{} x") << QJsonParseError::GarbageAtEnd;
}

void tst_DemoService::parseErrorReasonInQtsWords()
{
    // The reason is Qt's English wording, written out so that Qt's catalogue cannot change it.
    QFETCH(QByteArray, body);
    QFETCH(QJsonParseError::ParseError, kind);
    QJsonParseError expected;
    QJsonDocument::fromJson(body, &expected);
    QCOMPARE(expected.error, kind);
    DemoService service;
    const QJsonObject error = object(now(service, body)).value(u"error").toObject();
    QCOMPARE(error.value(u"code").toInt(), -32700);
    QCOMPARE(error.value(u"data").toObject().value(u"reason").toString(), expected.errorString());
    QCOMPARE(error.value(u"data").toObject().value(u"offset").toInt(), expected.offset);
}

// --- MCP ------------------------------------------------------------------------------------

void tst_DemoService::mcpInitialize_data()
{
    QTest::addColumn<QByteArray>("params");
    QTest::addColumn<QString>("expected");
    QTest::newRow("2024-11-05") << QByteArray(R"({"protocolVersion":"2024-11-05","capabilities":{},"clientInfo":{"name":"t","version":"1"}})") << u"2024-11-05"_s;
    QTest::newRow("2025-03-26") << QByteArray(R"({"protocolVersion":"2025-03-26"})") << u"2025-03-26"_s;
    QTest::newRow("2025-06-18") << QByteArray(R"({"protocolVersion":"2025-06-18"})") << u"2025-06-18"_s;
    QTest::newRow("2025-11-25") << QByteArray(R"({"protocolVersion":"2025-11-25"})") << u"2025-11-25"_s;
    QTest::newRow("unknown revision") << QByteArray(R"({"protocolVersion":"2023-01-01"})") << u"2025-11-25"_s;
    QTest::newRow("no version") << QByteArray("{}") << u"2025-11-25"_s;
    QTest::newRow("no params") << QByteArray() << u"2025-11-25"_s;
}

void tst_DemoService::mcpInitialize()
{
    QFETCH(QByteArray, params);
    QFETCH(QString, expected);
    DemoMcpService mcp;
    const auto answer = send(mcp, request("1", "initialize", params));
    QVERIFY(answer->answered);
    QVERIFY(answer->reply.sessionStarted);
    const QJsonObject initialized = result(answer->reply.body).toObject();
    QCOMPARE(initialized.value(u"protocolVersion").toString(), expected);
    QCOMPARE(initialized.value(u"capabilities").toObject().value(u"tools").toObject()
                 .value(u"listChanged"), QJsonValue(false));
    QCOMPARE(initialized.value(u"serverInfo").toObject().value(u"name").toString(), u"rpcscope-demo"_s);
    QVERIFY(!initialized.value(u"serverInfo").toObject().value(u"version").toString().isEmpty());
}

void tst_DemoService::mcpInitializeInvalidParams_data()
{
    QTest::addColumn<QByteArray>("params");
    QTest::newRow("positional") << QByteArray(R"(["2025-06-18"])");
    QTest::newRow("version not a string") << QByteArray(R"({"protocolVersion":20250618})");
}

void tst_DemoService::mcpInitializeInvalidParams()
{
    QFETCH(QByteArray, params);
    DemoMcpService mcp;
    const auto answer = send(mcp, request("1", "initialize", params));
    QVERIFY(!answer->reply.sessionStarted);
    QCOMPARE(object(answer->reply.body).value(u"error").toObject().value(u"code").toInt(), -32602);
}

void tst_DemoService::mcpNotificationsAndPing()
{
    DemoMcpService mcp;
    QVERIFY(now(mcp, R"({"jsonrpc":"2.0","method":"notifications/initialized"})").isEmpty());
    QVERIFY(now(mcp, R"({"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":3}})").isEmpty());
    QCOMPARE(now(mcp, request("7", "ping")), QByteArray(R"({"jsonrpc":"2.0","id":7,"result":{}})"));
    const auto answer = send(mcp, request("8", "ping"));
    QVERIFY(!answer->reply.sessionStarted);
}

void tst_DemoService::mcpToolsListPages()
{
    DemoMcpService mcp;
    QList<int> pageSizes;
    QStringList names;
    QString cursor;
    bool sawEnum = false, sawDefault = false, sawMinimum = false, sawMaximum = false,
         sawRequired = false;
    for (int guard = 0; guard < 10; ++guard) {
        const QByteArray params = cursor.isEmpty() ? QByteArray()
                                                   : "{\"cursor\":\"" + cursor.toUtf8() + "\"}";
        const QJsonObject page = result(now(mcp, request("1", "tools/list", params))).toObject();
        const QJsonArray tools = page.value(u"tools").toArray();
        pageSizes.append(int(tools.size()));
        for (const QJsonValue &value : tools) {
            const QJsonObject tool = value.toObject();
            names.append(tool.value(u"name").toString());
            QVERIFY(!tool.value(u"description").toString().isEmpty());
            const QJsonObject schema = tool.value(u"inputSchema").toObject();
            QCOMPARE(schema.value(u"type").toString(), u"object"_s);
            sawRequired = sawRequired || !schema.value(u"required").toArray().isEmpty();
            const QJsonObject properties = schema.value(u"properties").toObject();
            for (const QJsonValue &property : properties) {
                const QJsonObject p = property.toObject();
                QVERIFY(p.contains(u"type"));
                sawEnum = sawEnum || p.contains(u"enum");
                sawDefault = sawDefault || p.contains(u"default");
                sawMinimum = sawMinimum || p.contains(u"minimum");
                sawMaximum = sawMaximum || p.contains(u"maximum");
            }
        }
        if (!page.contains(u"nextCursor"))
            break;
        cursor = page.value(u"nextCursor").toString();
        QVERIFY(!cursor.isEmpty());
    }
    QCOMPARE(pageSizes, (QList<int>{5, 5, 2}));
    QCOMPARE(names, mcp.toolNames());
    QVERIFY(names.size() >= 8);
    QCOMPARE(QSet<QString>(names.begin(), names.end()).size(), names.size());
    QVERIFY(sawEnum && sawDefault && sawMinimum && sawMaximum && sawRequired);
}

void tst_DemoService::mcpToolsListBadCursor_data()
{
    QTest::addColumn<QByteArray>("params");
    QTest::newRow("garbage") << QByteArray(R"({"cursor":"%%%"})");
    QTest::newRow("not a string") << QByteArray(R"({"cursor":5})");
    QTest::newRow("past the end") << QByteArray(R"({"cursor":")" + QByteArray("tools:99").toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals) + "\"}");
    QTest::newRow("positional") << QByteArray(R"(["x"])");
}

void tst_DemoService::mcpToolsListBadCursor()
{
    QFETCH(QByteArray, params);
    DemoMcpService mcp;
    QCOMPARE(object(now(mcp, request("1", "tools/list", params))).value(u"error").toObject()
                 .value(u"code").toInt(), -32602);
}

void tst_DemoService::mcpToolsCall_data()
{
    QTest::addColumn<QByteArray>("params");
    QTest::addColumn<bool>("isError");
    QTest::addColumn<QString>("textContains");

    QTest::newRow("echo") << QByteArray(R"({"name":"echo","arguments":{"text":"hello"}})") << false << u"hello"_s;
    QTest::newRow("add") << QByteArray(R"({"name":"add","arguments":{"a":2,"b":3}})") << false << u"5"_s;
    QTest::newRow("convert with default unit") << QByteArray(R"({"name":"convert_temperature","arguments":{"value":212,"from":"fahrenheit"}})") << false << u"100 celsius"_s;
    QTest::newRow("below absolute zero") << QByteArray(R"({"name":"convert_temperature","arguments":{"value":-500,"from":"celsius","to":"kelvin"}})") << true << u"absolute zero"_s;
    QTest::newRow("hash") << QByteArray(R"({"name":"hash_text","arguments":{"text":"abc","algorithm":"sha1"}})") << false << u"a9993e364706816aba3e25717850c26c9cd0d89d"_s;
    QTest::newRow("word count") << QByteArray(R"({"name":"word_count","arguments":{"text":"one two three"}})") << false << u"\"words\": 3"_s;
    QTest::newRow("dice") << QByteArray(R"({"name":"roll_dice","arguments":{"sides":2,"count":3}})") << false << u"\"total\""_s;
    QTest::newRow("time as unix") << QByteArray(R"({"name":"get_time","arguments":{"format":"unix"}})") << false << u"1"_s;
    QTest::newRow("system info") << QByteArray(R"({"name":"system_info"})") << false << u"qt_version"_s;
    QTest::newRow("always fails") << QByteArray(R"({"name":"always_fail","arguments":{}})") << true << u"upstream"_s;
    QTest::newRow("missing required argument") << QByteArray(R"({"name":"echo","arguments":{}})") << true << u"text"_s;
    QTest::newRow("argument out of range") << QByteArray(R"({"name":"roll_dice","arguments":{"sides":1000}})") << true << u"sides"_s;
    QTest::newRow("argument not in enum") << QByteArray(R"({"name":"get_time","arguments":{"format":"julian"}})") << true << u"format"_s;
}

void tst_DemoService::mcpToolsCall()
{
    QFETCH(QByteArray, params);
    QFETCH(bool, isError);
    QFETCH(QString, textContains);
    DemoMcpService mcp;
    const QByteArray response = now(mcp, request("1", "tools/call", params));
    const QJsonObject called = result(response).toObject();
    QVERIFY2(!called.isEmpty(), response.constData());
    const QJsonArray content = called.value(u"content").toArray();
    QCOMPARE(content.size(), 1);
    QCOMPARE(content.at(0).toObject().value(u"type").toString(), u"text"_s);
    const QString text = content.at(0).toObject().value(u"text").toString();
    QVERIFY2(text.contains(textContains), qPrintable(text));
    QCOMPARE(called.value(u"isError").toBool(), isError);
    QCOMPARE(called.contains(u"isError"), isError);
}

void tst_DemoService::mcpUnknownTool()
{
    DemoMcpService mcp;
    const QJsonObject error = object(now(mcp, request("1", "tools/call", R"({"name":"no_such_tool"})")))
                                  .value(u"error").toObject();
    QCOMPARE(error.value(u"code").toInt(), -32602);
    QVERIFY(error.value(u"message").toString().contains(u"no_such_tool"));
}

void tst_DemoService::mcpToolsCallBadParams_data()
{
    QTest::addColumn<QByteArray>("params");
    QTest::newRow("no params") << QByteArray();
    QTest::newRow("positional") << QByteArray(R"(["echo"])");
    QTest::newRow("name missing") << QByteArray(R"({"arguments":{}})");
    QTest::newRow("name not a string") << QByteArray(R"({"name":1})");
    QTest::newRow("arguments not an object") << QByteArray(R"({"name":"echo","arguments":["hi"]})");
}

void tst_DemoService::mcpToolsCallBadParams()
{
    QFETCH(QByteArray, params);
    DemoMcpService mcp;
    QCOMPARE(object(now(mcp, request("1", "tools/call", params))).value(u"error").toObject()
                 .value(u"code").toInt(), -32602);
}

void tst_DemoService::mcpSleepTool()
{
    DemoMcpService mcp;
    const auto answer = send(mcp, request("1", "tools/call", R"({"name":"sleep","arguments":{"ms":50}})"));
    QVERIFY(!answer->answered);
    QCOMPARE(result(now(mcp, request("2", "ping"))).toObject(), QJsonObject());
    QTRY_VERIFY_WITH_TIMEOUT(answer->answered, 5000);
    QVERIFY(result(answer->reply.body).toObject().value(u"content").toArray().at(0).toObject()
                .value(u"text").toString().contains(u"50"));
}

void tst_DemoService::mcpUnknownMethod()
{
    DemoMcpService mcp;
    const QJsonObject error = object(now(mcp, request("1", "resources/list"))).value(u"error").toObject();
    QCOMPARE(error.value(u"code").toInt(), -32601);
    QCOMPARE(error.value(u"data").toString(), u"resources/list"_s);
}

void tst_DemoService::mcpSharesNotesWithPlainFace()
{
    auto notes = std::make_shared<DemoNoteStore>();
    DemoService plain(notes);
    DemoMcpService mcp(notes);
    const QJsonObject called = result(now(mcp, request("1", "tools/call",
        R"({"name":"create_note","arguments":{"title":"Zanzibar ferry times"}})"))).toObject();
    QVERIFY(!called.value(u"isError").toBool());
    const QJsonObject hits = result(now(plain, request("2", "notes.search", R"({"query":"zanzibar"})"))).toObject();
    QCOMPARE(hits.value(u"count").toInt(), 1);
}

QTEST_GUILESS_MAIN(tst_DemoService)
#include "tst_demoservice.moc"
