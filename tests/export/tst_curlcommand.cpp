#include "lib/export/curlcommand.h"

#include "lib/demo/demohttpserver.h"
#include "lib/rpc/rpcclient.h"
#include "lib/transport/endpointsettings.h"
#include "lib/transport/http/httptransport.h"

#include "export/shellrun.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using RpcScope::CurlCommand;
using RpcScope::CurlRequest;
using RpcScope::DemoHttpServer;
using RpcScope::ExchangePtr;
using RpcScope::HttpEndpointOptions;
using RpcScope::HttpTransport;
using RpcScope::RpcClient;

namespace {

CurlRequest request(const QByteArray &body)
{
    CurlRequest r;
    r.url = QUrl("http://127.0.0.1:8545/rpc");
    r.headers = {{"Host", "127.0.0.1:8545"},
                 {"Content-Type", "application/json"},
                 {"Accept", "application/json"},
                 {"Content-Length", QByteArray::number(body.size())}};
    r.body = body;
    return r;
}

// A stand-in for curl: a shell function that prints each argument it was given, NUL-ended,
// then whatever it reads from stdin when told to (--data-binary @-).
const QString fakeCurl = QStringLiteral(
    "curl() { for a; do printf '%s\\0' \"$a\"; done; case \" $* \" in *' @- '*) cat;; esac; }\n");

QList<QByteArray> argumentsSeenByShell(const QString &command, QByteArray *stdinBytes)
{
    int exitCode = -1;
    QByteArray errors;
    const QByteArray out = runShell(fakeCurl + command, &exitCode, &errors);
    if (exitCode != 0)
        qWarning() << "shell failed" << exitCode << errors;
    QList<QByteArray> args;
    qsizetype start = 0;
    // The arguments are NUL-ended; what follows the last NUL is stdin.
    for (qsizetype end = out.indexOf('\0'); end >= 0; end = out.indexOf('\0', start)) {
        args.append(out.mid(start, end - start));
        start = end + 1;
        if (args.last() == "@-")
            break;
    }
    *stdinBytes = out.mid(start);
    return args;
}

ExchangePtr sendOnce(RpcClient &client, const QByteArray &body)
{
    QSignalSpy finished(&client, &RpcClient::exchangeFinished);
    client.send(body);
    if (!finished.wait(10000))
        return {};
    return finished.first().first().value<ExchangePtr>();
}

} // namespace

class tst_CurlCommand final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void layout();
    void singleLine();
    void escaping_data();
    void escaping();
    void bodyWithNulIsPiped();
    void secretsRedactedByDefault();
    void otherMethodAndOptions();
    void forEndpointMirrorsTransportHeaders();
    void shellHandsCurlTheExactArguments_data();
    void shellHandsCurlTheExactArguments();
    void realCurlGetsTheSameAnswer_data();
    void realCurlGetsTheSameAnswer();
};

void tst_CurlCommand::layout()
{
    const QString command = CurlCommand::build(request(R"({"jsonrpc":"2.0","id":1,"method":"math.add","params":[1,2]})"));
    QCOMPARE(command,
             "curl http://127.0.0.1:8545/rpc \\\n"
             "  -H 'Content-Type: application/json' \\\n"
             "  -H 'Accept: application/json' \\\n"
             "  --data-binary '{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"math.add\",\"params\":[1,2]}'");
}

void tst_CurlCommand::singleLine()
{
    CurlCommand::Options options;
    options.multiLine = false;
    CurlRequest r = request("[]");
    r.headers.first().second = "example.org";   // a Host that differs from the URL is kept
    QCOMPARE(CurlCommand::build(r, options),
             "curl http://127.0.0.1:8545/rpc -H 'Host: example.org' -H 'Content-Type: application/json' "
             "-H 'Accept: application/json' --data-binary '[]'");
}

void tst_CurlCommand::escaping_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("expectedWord");
    QTest::newRow("single quote") << QByteArray(R"({"s":"it's"})") << R"('{"s":"it'\''s"}')";
    QTest::newRow("newlines kept") << QByteArray("{\n  \"a\": 1\n}\n") << "'{\n  \"a\": 1\n}\n'";
    QTest::newRow("unicode as text") << QByteArray("{\"s\":\"gr\xc3\xbc\xc3\x9f" "e \xf0\x9f\x8e\x89\"}")
                                     << QString::fromUtf8("'{\"s\":\"grüße 🎉\"}'");
    QTest::newRow("dollar and backtick") << QByteArray(R"({"s":"$HOME `id`"})") << R"('{"s":"$HOME `id`"}')";
}

void tst_CurlCommand::escaping()
{
    QFETCH(QByteArray, body);
    QFETCH(QString, expectedWord);
    const QString command = CurlCommand::build(request(body));
    QVERIFY2(command.endsWith(QStringLiteral("--data-binary ") + expectedWord), qPrintable(command));
    QVERIFY(!command.startsWith(QStringLiteral("printf")));
}

void tst_CurlCommand::bodyWithNulIsPiped()
{
    const QString command = CurlCommand::build(request(QByteArray("{\"a\":\"\0\"}", 9)));
    QVERIFY2(command.startsWith(QStringLiteral(R"(printf '{"a":"\000"}' | curl )")), qPrintable(command));
    QVERIFY(command.endsWith(QStringLiteral("--data-binary @-")));
}

void tst_CurlCommand::secretsRedactedByDefault()
{
    CurlRequest r = request("[]");
    r.headers.append(qMakePair(QByteArray("Authorization"), QByteArray("Bearer s3cr3t")));
    r.headers.append(qMakePair(QByteArray("cookie"), QByteArray("session=abc")));
    r.headers.append(qMakePair(QByteArray("login_key"), QByteArray("k3y")));
    r.url = QUrl("http://user:pa55@127.0.0.1:8545/rpc");

    CurlCommand::Options options;
    options.sensitiveHeaders = {"Login_Key"};
    const QString redacted = CurlCommand::build(r, options);
    QVERIFY(redacted.contains(QStringLiteral("'Authorization: Bearer <redacted>'")));
    QVERIFY(redacted.contains(QStringLiteral("'cookie: <redacted>'")));
    QVERIFY(redacted.contains(QStringLiteral("'login_key: <redacted>'")));
    for (const char *secret : {"s3cr3t", "abc", "k3y", "pa55", "user"})
        QVERIFY2(!redacted.contains(QLatin1String(secret)), secret);

    options.secrets = CurlCommand::Secrets::Keep;
    const QString kept = CurlCommand::build(r, options);
    QVERIFY(kept.contains(QStringLiteral("'Authorization: Bearer s3cr3t'")));
    QVERIFY(kept.contains(QStringLiteral("'cookie: session=abc'")));
    QVERIFY(kept.contains(QStringLiteral("'login_key: k3y'")));
    QVERIFY(!kept.contains(QStringLiteral("pa55")));   // it went out as the Authorization header
}

void tst_CurlCommand::otherMethodAndOptions()
{
    CurlRequest r = request("[]");
    r.method = "PUT";
    r.followRedirects = true;
    r.insecure = true;
    r.headers.append(qMakePair(QByteArray("X-Empty"), QByteArray("")));
    const QString command = CurlCommand::build(r);
    QVERIFY(command.contains(QStringLiteral("-X PUT")));
    QVERIFY(command.contains(QStringLiteral("--location --post301 --post302 --post303")));
    QVERIFY(command.contains(QStringLiteral("--insecure")));
    QVERIFY(command.contains(QStringLiteral("-H 'X-Empty;'")));
    QVERIFY(!command.contains(QStringLiteral("--cacert")));
    r.caFile = QStringLiteral("/etc/ssl/my ca.pem");
    r.certificateFile = QStringLiteral("client.pem");
    r.keyFile = QStringLiteral("client.key");
    const QString withFiles = CurlCommand::build(r);
    QVERIFY2(withFiles.contains(QStringLiteral("--cacert '/etc/ssl/my ca.pem' \\\n  --cert client.pem \\\n  --key client.key")),
             qPrintable(withFiles));
}

void tst_CurlCommand::forEndpointMirrorsTransportHeaders()
{
    RpcScope::EndpointSettings settings;
    settings.bearerToken = "tok";
    settings.headers = {{"accept", "application/json-rpc"}, {"X-Trace", "1"}};
    const CurlRequest r = CurlRequest::forEndpoint(QUrl("http://h/rpc"), settings, "[]");
    const RpcScope::HeaderList expected = {{"Content-Type", "application/json"},
                                           {"Authorization", "Bearer tok"},
                                           {"accept", "application/json-rpc"},
                                           {"X-Trace", "1"}};
    QCOMPARE(r.headers, expected);
}

void tst_CurlCommand::shellHandsCurlTheExactArguments_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::newRow("quotes") << QByteArray(R"({"s":"it's ''' \"x\" \\ \\\\"})");
    QTest::newRow("newlines") << QByteArray("{\n\"a\":\"line\\nbreak\"\n}\n\n");
    QTest::newRow("unicode") << QByteArray("{\"s\":\"gr\xc3\xbc\xc3\x9f" "e \xe6\x97\xa5 \xf0\x9f\x8e\x89\"}");
    QTest::newRow("shell syntax") << QByteArray(R"({"s":"$HOME `id` $(id) *; | & > ~ !"})");
    QTest::newRow("nul") << QByteArray("{\"s\":\"a\0b\"}", 11);
    QTest::newRow("invalid utf-8 and cr") << QByteArray("{\"s\":\"\xff\r\n\"}");
}

void tst_CurlCommand::shellHandsCurlTheExactArguments()
{
    QFETCH(QByteArray, body);
    CurlRequest r = request(body);
    r.headers.append(qMakePair(QByteArray("X-Note"), QByteArray("it's $HOME")));
    QByteArray stdinBytes;
    const QList<QByteArray> args = argumentsSeenByShell(CurlCommand::build(r), &stdinBytes);
    const bool piped = args.endsWith("@-");
    QList<QByteArray> expected = {"http://127.0.0.1:8545/rpc", "-H", "Content-Type: application/json",
                                  "-H", "Accept: application/json", "-H", "X-Note: it's $HOME", "--data-binary"};
    expected.append(piped ? QByteArray("@-") : body);
    QCOMPARE(args, expected);
    QCOMPARE(piped ? stdinBytes : body, body);
    QCOMPARE(piped, body.contains('\0') || body.contains('\r'));
}

void tst_CurlCommand::realCurlGetsTheSameAnswer_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::newRow("quotes, newlines, unicode")
            << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"demo.echo\",\n"
                          "\"params\":{\"s\":\"it's \\\"q\\\" gr\xc3\xbc\xc3\x9f" "e \xf0\x9f\x8e\x89 $HOME\",\"n\":1.50}}\n");
    QTest::newRow("batch") << QByteArray(R"([{"jsonrpc":"2.0","id":"a","method":"math.add","params":[1,2]},)"
                                         R"({"jsonrpc":"2.0","method":"demo.echo"}])");
    QTest::newRow("nul byte") << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"demo.echo\",\"params\":[\"\0\"]}", 60);
}

void tst_CurlCommand::realCurlGetsTheSameAnswer()
{
    QFETCH(QByteArray, body);
    const QString curl = QStandardPaths::findExecutable(QStringLiteral("curl"));
    if (curl.isEmpty())
        QSKIP("curl is not installed");

    DemoHttpServer demo;
    QVERIFY(demo.listen(0));
    HttpEndpointOptions options;
    options.bearerToken = "s3cr3t";
    RpcClient client(new HttpTransport(demo.rpcUrl(), options));
    const ExchangePtr exchange = sendOnce(client, body);
    QVERIFY(exchange);
    QCOMPARE(exchange->request, body);
    QVERIFY(!exchange->body.isEmpty());

    const QString command = CurlCommand::forExchange(*exchange);
    QVERIFY(command.contains(QStringLiteral("Bearer <redacted>")));
    int exitCode = -1;
    QByteArray errors;
    const QByteArray answer = runShell(command + QStringLiteral(" --silent --show-error"), &exitCode, &errors);
    QVERIFY2(exitCode == 0, errors.constData());
    QCOMPARE(answer, exchange->body);
}

QTEST_GUILESS_MAIN(tst_CurlCommand)
#include "tst_curlcommand.moc"
