#include "lib/rpc/classifier.h"

#include <QStandardPaths>
#include <QTest>

using namespace RpcScope;

class tst_Classifier final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void classify_data();
    void classify();
    void decodesErrors_data();
    void decodesErrors();
    void businessErrorsCanBeTurnedOff();
    void transportErrorWins();
    void serverRequestWithOurId();
    void retryAfterAndWwwAuthenticateAreSaid_data();
    void retryAfterAndWwwAuthenticateAreSaid();
    void emptyReasonPhraseReadsWell();
    void deeplyNestedArraysOfAnHttpFailure();
    void jsonMediaTypes_data();
    void jsonMediaTypes();
};

namespace {

QStringList sortedIds(const Classification &c)
{
    QStringList ids;
    for (const Finding &f : c.findings)
        ids.append(f.id);
    ids.sort();
    return ids;
}

QStringList responseOutcomes(const Classification &c)
{
    QStringList list;
    for (const ResponseInfo &r : c.responses)
        list.append(ResponseInfo::outcomeName(r.outcome));
    return list;
}

Classification run(const QByteArray &sent, const QByteArray &body, int status = 0,
                   const QByteArray &contentType = "application/json")
{
    HttpMeta http;
    http.status = status;
    http.reason = "Reason";
    if (!contentType.isEmpty())
        http.responseHeaders.append({"Content-Type", contentType});
    Classifier::Input input;
    input.sent = SentMessage::fromBytes(sent);
    input.body = body;
    input.http = status > 0 ? &http : nullptr;
    return Classifier::classify(input);
}

} // namespace

void tst_Classifier::classify_data()
{
    QTest::addColumn<QByteArray>("sent");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<int>("status");
    QTest::addColumn<QByteArray>("contentType");
    QTest::addColumn<QString>("outcome");
    QTest::addColumn<QStringList>("findings");
    QTest::addColumn<QStringList>("responses");

    const QByteArray req1 = R"({"jsonrpc":"2.0","id":1,"method":"a"})";
    const QByteArray notif = R"({"jsonrpc":"2.0","method":"a"})";
    const QByteArray batch = R"([{"jsonrpc":"2.0","id":1,"method":"a"},{"jsonrpc":"2.0","id":2,"method":"b"},{"jsonrpc":"2.0","method":"c"}])";

    QTest::addRow("plain result") << req1 << QByteArray(R"({"jsonrpc":"2.0","id":1,"result":5})") << 200
                                  << QByteArray("application/json") << "result" << QStringList{}
                                  << QStringList{"result"};
    QTest::addRow("parse error with null id is fine")
        << QByteArray("{oops") << QByteArray(R"({"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error"}})")
        << 200 << QByteArray("application/json") << "error" << QStringList{} << QStringList{"error"};
    QTest::addRow("error") << req1 << QByteArray(R"({"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"nope"}})")
                           << 200 << QByteArray("application/json") << "error" << QStringList{} << QStringList{"error"};
    QTest::addRow("meta extra member (Chorus)")
        << req1 << QByteArray(R"({"jsonrpc":"2.0","result":{},"id":1,"meta":{"request_id":"r"}})") << 200
        << QByteArray("application/json") << "result" << QStringList{"extra-member"} << QStringList{"result"};
    QTest::addRow("neither result nor error (Secronyx)")
        << QByteArray(R"({"jsonrpc":"2.0","id":9,"method":"initialized"})") << QByteArray(R"({"jsonrpc":"2.0","id":9})")
        << 200 << QByteArray("application/json") << "invalid" << QStringList{"missing-result-and-error"}
        << QStringList{"invalid"};
    QTest::addRow("both") << req1 << QByteArray(R"({"jsonrpc":"2.0","id":1,"result":1,"error":{"code":1,"message":"x"}})")
                          << 200 << QByteArray("application/json") << "invalid" << QStringList{"both-result-and-error"}
                          << QStringList{"invalid"};
    QTest::addRow("version missing") << req1 << QByteArray(R"({"id":1,"result":1})") << 200
                                     << QByteArray("application/json") << "result"
                                     << QStringList{"bad-jsonrpc-version"} << QStringList{"result"};
    QTest::addRow("version 1.0") << req1 << QByteArray(R"({"jsonrpc":"1.0","id":1,"result":1})") << 0
                                 << QByteArray() << "result" << QStringList{"bad-jsonrpc-version"}
                                 << QStringList{"result"};
    QTest::addRow("version as number") << req1 << QByteArray(R"({"jsonrpc":2.0,"id":1,"result":1})") << 0
                                       << QByteArray() << "result" << QStringList{"bad-jsonrpc-version"}
                                       << QStringList{"result"};
    QTest::addRow("missing id") << req1 << QByteArray(R"({"jsonrpc":"2.0","result":1})") << 0 << QByteArray()
                                << "result" << QStringList{"missing-id"} << QStringList{"result"};
    QTest::addRow("id mismatch") << req1 << QByteArray(R"({"jsonrpc":"2.0","id":2,"result":1})") << 0 << QByteArray()
                                 << "result" << QStringList{"id-mismatch"} << QStringList{"result"};
    QTest::addRow("id type changed, not also mismatch")
        << req1 << QByteArray(R"({"jsonrpc":"2.0","id":"1","result":1})") << 0 << QByteArray() << "result"
        << QStringList{"id-type-changed"} << QStringList{"result"};
    QTest::addRow("id 1.0 matches 1") << req1 << QByteArray(R"({"jsonrpc":"2.0","id":1.0,"result":1})") << 0
                                      << QByteArray() << "result" << QStringList{} << QStringList{"result"};
    QTest::addRow("64-bit id exact")
        << QByteArray(R"({"jsonrpc":"2.0","id":9007199254740993,"method":"a"})")
        << QByteArray(R"({"jsonrpc":"2.0","id":9007199254740992,"result":1})") << 0 << QByteArray() << "result"
        << QStringList{"id-mismatch"} << QStringList{"result"};
    QTest::addRow("batch out of order")
        << batch << QByteArray(R"([{"jsonrpc":"2.0","id":2,"result":2},{"jsonrpc":"2.0","id":1,"result":1}])") << 200
        << QByteArray("application/json") << "result" << QStringList{} << QStringList{"result", "result"};
    QTest::addRow("batch missing") << batch << QByteArray(R"([{"jsonrpc":"2.0","id":2,"result":2}])") << 200
                                   << QByteArray("application/json") << "result"
                                   << QStringList{"batch-missing-response"} << QStringList{"result"};
    QTest::addRow("batch duplicate")
        << batch
        << QByteArray(R"([{"jsonrpc":"2.0","id":1,"result":1},{"jsonrpc":"2.0","id":2,"result":2},{"jsonrpc":"2.0","id":2,"result":3}])")
        << 200 << QByteArray("application/json") << "result" << QStringList{"batch-duplicate-response"}
        << QStringList{"result", "result", "result"};
    QTest::addRow("batch unknown id")
        << batch
        << QByteArray(R"([{"jsonrpc":"2.0","id":1,"result":1},{"jsonrpc":"2.0","id":2,"result":2},{"jsonrpc":"2.0","id":7,"result":3}])")
        << 200 << QByteArray("application/json") << "result" << QStringList{"id-mismatch"}
        << QStringList{"result", "result", "result"};
    QTest::addRow("batch answered with an object (Secronyx)")
        << batch << QByteArray(R"({"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error"}})") << 200
        << QByteArray("application/json") << "error" << QStringList{"batch-not-array"} << QStringList{"error"};
    QTest::addRow("empty batch answered with one error is correct")
        << QByteArray("[]") << QByteArray(R"({"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Invalid Request"}})")
        << 200 << QByteArray("application/json") << "error" << QStringList{} << QStringList{"error"};
    QTest::addRow("batch notification answered")
        << batch
        << QByteArray(R"([{"jsonrpc":"2.0","id":1,"result":1},{"jsonrpc":"2.0","id":2,"result":2},{"jsonrpc":"2.0","id":null,"result":3}])")
        << 200 << QByteArray("application/json") << "result" << QStringList{"notification-answered"}
        << QStringList{"result", "result", "result"};
    // A batch of notifications is owed nothing at all (JSON-RPC 2.0 §6): each answer is one too many.
    QTest::addRow("batch of notifications answered")
        << QByteArray(R"([{"jsonrpc":"2.0","method":"a"},{"jsonrpc":"2.0","method":"b"}])")
        << QByteArray(R"([{"jsonrpc":"2.0","id":null,"result":1},{"jsonrpc":"2.0","id":null,"result":2}])")
        << 200 << QByteArray("application/json") << "result"
        << QStringList{"notification-answered", "notification-answered"} << QStringList{"result", "result"};
    QTest::addRow("batch of notifications answered with an empty array")
        << QByteArray(R"([{"jsonrpc":"2.0","method":"a"},{"jsonrpc":"2.0","method":"b"}])") << QByteArray("[]")
        << 200 << QByteArray("application/json") << "invalid" << QStringList{"not-an-envelope"} << QStringList{};
    QTest::addRow("notification 204") << notif << QByteArray() << 204 << QByteArray() << "notification"
                                      << QStringList{} << QStringList{};
    QTest::addRow("notification empty 200") << notif << QByteArray() << 200 << QByteArray("application/json")
                                            << "notification" << QStringList{} << QStringList{};
    QTest::addRow("notification answered")
        << notif << QByteArray(R"({"jsonrpc":"2.0","id":null,"result":1})") << 200 << QByteArray("application/json")
        << "result" << QStringList{"notification-answered"} << QStringList{"result"};
    QTest::addRow("request got 204") << req1 << QByteArray() << 204 << QByteArray() << "invalid"
                                     << QStringList{"request-unanswered"} << QStringList{};
    QTest::addRow("request got empty 200") << req1 << QByteArray() << 200 << QByteArray("application/json")
                                           << "invalid" << QStringList{"request-unanswered"} << QStringList{};
    QTest::addRow("error code not integer")
        << req1 << QByteArray(R"({"jsonrpc":"2.0","id":1,"error":{"code":"E1","message":"x"}})") << 0 << QByteArray()
        << "error" << QStringList{"bad-error-object"} << QStringList{"error"};
    QTest::addRow("error code fraction")
        << req1 << QByteArray(R"({"jsonrpc":"2.0","id":1,"error":{"code":-32600.5,"message":"x"}})") << 0
        << QByteArray() << "error" << QStringList{"bad-error-object"} << QStringList{"error"};
    QTest::addRow("error message not string")
        << req1 << QByteArray(R"({"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":5}})") << 0 << QByteArray()
        << "error" << QStringList{"bad-error-object"} << QStringList{"error"};
    QTest::addRow("reserved undefined code")
        << req1 << QByteArray(R"({"jsonrpc":"2.0","id":1,"error":{"code":-32500,"message":"x"}})") << 0 << QByteArray()
        << "error" << QStringList{"bad-error-object"} << QStringList{"error"};
    QTest::addRow("server range is fine")
        << req1 << QByteArray(R"({"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"x","data":{"code":"NOT_FOUND"}}})")
        << 0 << QByteArray() << "error" << QStringList{} << QStringList{"error"};
    QTest::addRow("envelope under 500")
        << req1 << QByteArray(R"({"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":"boom"}})") << 500
        << QByteArray("application/json") << "error" << QStringList{"http-status"} << QStringList{"error"};
    QTest::addRow("html 502") << req1 << QByteArray("<html><body>Bad Gateway</body></html>") << 502
                              << QByteArray("text/html") << "transport-error"
                              << QStringList{"content-type", "not-json"} << QStringList{};
    QTest::addRow("401 json without envelope (Secronyx)")
        << req1 << QByteArray(R"({"error":"unauthorized","error_description":"missing Authorization header"})") << 401
        << QByteArray("application/json") << "transport-error" << QStringList{} << QStringList{};
    // An error object, but no jsonrpc and no id: an HTTP failure that shows its body, not a
    // JSON-RPC error with a string code.
    QTest::addRow("401 error object without envelope (Chorus)")
        << req1 << QByteArray(R"({"error":{"code":"AUTH_KEY_INVALID","message":"The API key is invalid."}})") << 401
        << QByteArray("application/json") << "transport-error" << QStringList{} << QStringList{};
    QTest::addRow("403 error object with an id is an envelope")
        << req1 << QByteArray(R"({"id":1,"error":{"code":-32003,"message":"Forbidden"}})") << 403
        << QByteArray("application/json") << "error" << QStringList{"bad-jsonrpc-version", "http-status"} << QStringList{"error"};
    QTest::addRow("413 plain text (Bindu)") << req1 << QByteArray("Payload Too Large") << 413
                                            << QByteArray("text/plain") << "transport-error"
                                            << QStringList{"content-type", "not-json"} << QStringList{};
    QTest::addRow("200 not json") << req1 << QByteArray("hello") << 200 << QByteArray("text/plain") << "invalid"
                                  << QStringList{"content-type", "not-json"} << QStringList{};
    QTest::addRow("truncated json") << req1 << QByteArray(R"({"jsonrpc":"2.0","id":1,"resu)") << 200
                                    << QByteArray("application/json") << "invalid" << QStringList{"not-json"}
                                    << QStringList{};
    QTest::addRow("no content type") << req1 << QByteArray(R"({"jsonrpc":"2.0","id":1,"result":1})") << 200
                                     << QByteArray() << "result" << QStringList{"content-type"}
                                     << QStringList{"result"};
    QTest::addRow("json-rpc media type") << req1 << QByteArray(R"({"jsonrpc":"2.0","id":1,"result":1})") << 200
                                         << QByteArray("application/json-rpc; charset=utf-8") << "result"
                                         << QStringList{} << QStringList{"result"};
    QTest::addRow("duplicate key") << req1 << QByteArray(R"({"jsonrpc":"2.0","id":1,"result":1,"result":2})") << 0
                                   << QByteArray() << "result" << QStringList{"duplicate-key"}
                                   << QStringList{"result"};
    QTest::addRow("scalar body") << req1 << QByteArray("42") << 0 << QByteArray() << "invalid"
                                 << QStringList{"not-an-envelope"} << QStringList{};
    QTest::addRow("single answered with array")
        << req1 << QByteArray(R"([{"jsonrpc":"2.0","id":1,"result":1}])") << 0 << QByteArray() << "result"
        << QStringList{"unexpected-batch"} << QStringList{"result"};
    QTest::addRow("tool error") << QByteArray(R"({"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"x"}})")
                                << QByteArray(R"({"jsonrpc":"2.0","id":4,"result":{"content":[],"isError":true}})") << 0
                                << QByteArray() << "error" << QStringList{} << QStringList{"tool-error"};
    QTest::addRow("isError outside tools/call is a result")
        << req1 << QByteArray(R"({"jsonrpc":"2.0","id":1,"result":{"isError":true}})") << 0 << QByteArray() << "result"
        << QStringList{} << QStringList{"result"};
    QTest::addRow("business error (Darpan)")
        << req1 << QByteArray(R"({"jsonrpc":"2.0","id":1,"result":{"ok":false,"errors":[{"field":"a","message":"b"}]}})")
        << 0 << QByteArray() << "error" << QStringList{} << QStringList{"business-error"};
    QTest::addRow("ok false without errors array is a result")
        << req1 << QByteArray(R"({"jsonrpc":"2.0","id":1,"result":{"ok":false}})") << 0 << QByteArray() << "result"
        << QStringList{} << QStringList{"result"};
    QTest::addRow("raw invalid json answered with parse error")
        << QByteArray("{oops") << QByteArray(R"({"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error"}})")
        << 200 << QByteArray("application/json") << "error" << QStringList{} << QStringList{"error"};
    QTest::addRow("invalid batch item answered with null id")
        << QByteArray(R"([1,{"jsonrpc":"2.0","id":1,"method":"a"}])")
        << QByteArray(R"([{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Invalid Request"}},{"jsonrpc":"2.0","id":1,"result":1}])")
        << 200 << QByteArray("application/json") << "error" << QStringList{} << QStringList{"error", "result"};
}

void tst_Classifier::classify()
{
    QFETCH(QByteArray, sent);
    QFETCH(QByteArray, body);
    QFETCH(int, status);
    QFETCH(QByteArray, contentType);
    QFETCH(QString, outcome);
    QFETCH(QStringList, findings);
    QFETCH(QStringList, responses);

    const Classification c = run(sent, body, status, contentType);
    QCOMPARE(Classification::outcomeName(c.outcome), outcome);
    findings.sort();
    QCOMPARE(sortedIds(c), findings);
    QCOMPARE(responseOutcomes(c), responses);
    for (const Finding &f : c.findings) {
        QVERIFY2(!f.message.isEmpty(), qPrintable(f.id));
        QCOMPARE(f.severity, FindingCatalog::severity(f.id));
    }
}

void tst_Classifier::decodesErrors_data()
{
    QTest::addColumn<QByteArray>("sent");
    QTest::addColumn<QByteArray>("error");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("applicationCode");

    const QByteArray plain = R"({"jsonrpc":"2.0","id":1,"method":"memory.store"})";
    const QByteArray mcp = R"({"jsonrpc":"2.0","id":1,"method":"resources/read"})";
    const QByteArray a2a = R"({"jsonrpc":"2.0","id":1,"method":"tasks/get"})";
    QTest::addRow("parse") << plain << QByteArray(R"({"code":-32700,"message":"m"})") << "Parse error" << "";
    QTest::addRow("invalid request") << plain << QByteArray(R"({"code":-32600,"message":"m"})") << "Invalid Request" << "";
    QTest::addRow("not found") << plain << QByteArray(R"({"code":-32601,"message":"m"})") << "Method not found" << "";
    QTest::addRow("params") << plain << QByteArray(R"({"code":-32602,"message":"m"})") << "Invalid params" << "";
    QTest::addRow("internal") << plain << QByteArray(R"({"code":-32603,"message":"m"})") << "Internal error" << "";
    QTest::addRow("chorus app error")
        << plain << QByteArray(R"({"code":-32000,"message":"m","data":{"code":"RING_NOT_FOUND","details":{}}})")
        << "Server error" << "RING_NOT_FOUND";
    QTest::addRow("chorus mcp code")
        << plain << QByteArray(R"({"code":-32099,"message":"m","data":{"chorus_code":"MCP_BODY_TOO_LARGE"}})")
        << "Server error" << "MCP_BODY_TOO_LARGE";
    QTest::addRow("mcp resource not found") << mcp << QByteArray(R"({"code":-32002,"message":"m"})")
                                            << "Resource not found" << "";
    QTest::addRow("a2a task not found") << a2a << QByteArray(R"({"code":-32001,"message":"m"})") << "Task not found"
                                        << "";
    QTest::addRow("secronyx forbidden") << plain << QByteArray(R"({"code":-32003,"message":"m","data":"x"})")
                                        << "Server error" << "";
    QTest::addRow("application") << plain << QByteArray(R"({"code":404,"message":"m","data":{"code":17}})")
                                 << "Application error" << "17";
}

void tst_Classifier::decodesErrors()
{
    QFETCH(QByteArray, sent);
    QFETCH(QByteArray, error);
    QFETCH(QString, name);
    QFETCH(QString, applicationCode);
    const Classification c = run(sent, R"({"jsonrpc":"2.0","id":1,"error":)" + error + '}');
    QCOMPARE(c.responses.size(), 1);
    QCOMPARE(c.responses.first().error.name, name);
    QCOMPARE(c.responses.first().error.applicationCode, applicationCode);
    QCOMPARE(c.responses.first().error.message, QStringLiteral("m"));
}

void tst_Classifier::businessErrorsCanBeTurnedOff()
{
    Classifier::Input input;
    input.sent = SentMessage::fromBytes(R"({"jsonrpc":"2.0","id":1,"method":"a"})");
    input.body = R"({"jsonrpc":"2.0","id":1,"result":{"ok":false,"errors":[]}})";
    QCOMPARE(Classifier::classify(input).responses.first().outcome, ResponseInfo::Outcome::BusinessError);
    input.detectBusinessErrors = false;
    QCOMPARE(Classifier::classify(input).responses.first().outcome, ResponseInfo::Outcome::Result);
}

void tst_Classifier::transportErrorWins()
{
    Classifier::Input input;
    input.sent = SentMessage::fromBytes(R"({"jsonrpc":"2.0","id":1,"method":"a"})");
    input.transportError = {TransportError::Kind::Timeout, QStringLiteral("waited 5 ms")};
    const Classification c = Classifier::classify(input);
    QCOMPARE(c.outcome, Classification::Outcome::TransportError);
    QCOMPARE(c.summary, QStringLiteral("waited 5 ms"));
    QVERIFY(c.findings.isEmpty());
}

void tst_Classifier::serverRequestWithOurId()
{
    Classifier::Input input;
    input.sent = SentMessage::fromBytes(R"({"jsonrpc":"2.0","id":1,"method":"textDocument/hover"})");
    input.body = R"({"jsonrpc":"2.0","id":1,"result":null})";
    input.serverRequests = {{RequestId::fromJsonText("1"), QStringLiteral("workspace/configuration")}};
    Classification c = Classifier::classify(input);
    QCOMPARE(c.findings.size(), 1);
    QCOMPARE(c.findings.first().id, QStringLiteral("server-request-reuses-id"));
    QVERIFY(c.findings.first().message.contains(QStringLiteral("workspace/configuration")));
    // Another id, or the same digits as a string, is no clash.
    input.serverRequests = {{RequestId::fromJsonText("0"), QStringLiteral("workspace/configuration")},
                            {RequestId::fromJsonText("\"1\""), QStringLiteral("window/workDoneProgress/create")}};
    QVERIFY(Classifier::classify(input).findings.isEmpty());
}

void tst_Classifier::retryAfterAndWwwAuthenticateAreSaid_data()
{
    QTest::addColumn<int>("status");
    QTest::addColumn<QByteArray>("header");
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("expected");
    QTest::addRow("429 seconds") << 429 << QByteArray("Retry-After") << QByteArray("3") << QByteArray("rate limit exceeded")
                                 << "retry after 3 second";
    QTest::addRow("503 date") << 503 << QByteArray("Retry-After") << QByteArray("Wed, 21 Oct 2026 07:28:00 GMT")
                              << QByteArray() << "Wed, 21 Oct 2026 07:28:00 GMT";
    QTest::addRow("401 bearer") << 401 << QByteArray("WWW-Authenticate")
                                << QByteArray(R"(Bearer realm="secronyx", resource_metadata="https://x/.well-known")")
                                << QByteArray(R"({"error":"unauthorized"})") << R"(Bearer realm="secronyx")";
}

void tst_Classifier::retryAfterAndWwwAuthenticateAreSaid()
{
    QFETCH(int, status);
    QFETCH(QByteArray, header);
    QFETCH(QByteArray, value);
    QFETCH(QByteArray, body);
    QFETCH(QString, expected);
    HttpMeta http;
    http.status = status;
    http.reason = "Reason";
    http.responseHeaders = {{"Content-Type", "text/plain"}, {header, value}};
    Classifier::Input input;
    input.sent = SentMessage::fromBytes(R"({"jsonrpc":"2.0","id":1,"method":"a"})");
    input.body = body;
    input.http = &http;
    const Classification c = Classifier::classify(input);
    QCOMPARE(c.outcome, Classification::Outcome::TransportError);
    QVERIFY2(c.summary.contains(expected), qPrintable(c.summary));
    QVERIFY(c.summary.contains(QString::number(status)));
}

void tst_Classifier::emptyReasonPhraseReadsWell()
{
    // HTTP/2-style servers (and many proxies) send no reason phrase: no double space.
    for (const QByteArray &body : {QByteArray(), QByteArray("<html>gone</html>")}) {
        HttpMeta http;
        http.status = 502;
        http.responseHeaders = {{"Content-Type", "text/html"}};
        Classifier::Input input;
        input.sent = SentMessage::fromBytes(R"({"jsonrpc":"2.0","id":1,"method":"a"})");
        input.body = body;
        input.http = &http;
        const Classification c = Classifier::classify(input);
        QVERIFY2(c.summary.startsWith(u"HTTP 502 "), qPrintable(c.summary));
        QVERIFY2(!c.summary.contains(u"  "), qPrintable(c.summary));
    }
}

void tst_Classifier::deeplyNestedArraysOfAnHttpFailure()
{
    // A failing server's body of a million nested arrays: looked through without recursion
    // (it overflowed the stack), no envelope in it, and one found at its bottom.
    constexpr int deep = 1000000;
    const QByteArray sent = R"({"jsonrpc":"2.0","id":1,"method":"a"})";
    const Classification empty = run(sent, QByteArray(deep, '[') + QByteArray(deep, ']'), 500);
    QCOMPARE(empty.outcome, Classification::Outcome::TransportError);
    QVERIFY2(empty.summary.contains(u"without a JSON-RPC envelope"), qPrintable(empty.summary));
    const Classification bottom = run(sent, QByteArray(deep, '[') + R"({"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"m"}})"
                                                + QByteArray(deep, ']'), 500);
    QVERIFY2(!bottom.summary.contains(u"without a JSON-RPC envelope"), qPrintable(bottom.summary));
}

void tst_Classifier::jsonMediaTypes_data()
{
    QTest::addColumn<QByteArray>("type");
    QTest::addColumn<bool>("json");
    QTest::addRow("json") << QByteArray("application/json") << true;
    QTest::addRow("charset") << QByteArray("Application/JSON; charset=utf-8") << true;
    QTest::addRow("plus json") << QByteArray("application/vnd.api+json") << true;
    QTest::addRow("json-rpc") << QByteArray("application/json-rpc") << true;
    QTest::addRow("text") << QByteArray("text/plain") << false;
    QTest::addRow("sse") << QByteArray("text/event-stream") << false;
    QTest::addRow("empty") << QByteArray() << false;
}

void tst_Classifier::jsonMediaTypes()
{
    QFETCH(QByteArray, type);
    QFETCH(bool, json);
    QCOMPARE(Classifier::isJsonMediaType(type), json);
}

QTEST_GUILESS_MAIN(tst_Classifier)
#include "tst_classifier.moc"
