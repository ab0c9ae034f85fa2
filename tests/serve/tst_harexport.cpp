// HAR 1.2 export, checked member by member and validated by the npm package har-validator.
#include "lib/export/harexport.h"
#include "lib/json/jsondocument.h"
#include "lib/json/jsonwriter.h"
#include "lib/session/sessionentry.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace RpcScope;

class tst_HarExport final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void writesEntries();
    void validatorAcceptsExport();
    void validatorRejectsBrokenHar();

private:
    static QList<SessionEntry> sampleSession();
    /// Runs har-validator on \a har; returns node's exit code, its output in \a output.
    int validate(const QByteArray &har, QByteArray *output);

    QTemporaryDir m_dir;
};

QList<SessionEntry> tst_HarExport::sampleSession()
{
    SessionEntry ok;
    ok.sequence = 1;
    ok.epochMs = 1764705201123;   // 2025-12-02T19:53:21.123Z
    ok.endpoint = QStringLiteral("http://127.0.0.1:8545/rpc?chain=1");
    ok.request = R"({"jsonrpc":"2.0","id":1,"method":"eth_blockNumber"})";
    ok.body = R"({"jsonrpc":"2.0","id":1,"result":"0x14"})";
    ok.method = QStringLiteral("eth_blockNumber");
    ok.outcome = QStringLiteral("result");
    HttpMeta http;
    http.url = QUrl(QStringLiteral("http://127.0.0.1:8545/rpc?chain=1"));
    http.method = "POST";
    http.target = "/rpc?chain=1";
    http.requestHeaders = {{"Host", "127.0.0.1:8545"}, {"Content-Type", "application/json"},
                           {"Authorization", "Bearer {{redacted:bearer}}"}};
    http.version = "HTTP/1.1";
    http.status = 200;
    http.reason = "OK";
    http.responseHeaders = {{"Content-Type", "application/json"}, {"Content-Length", "41"}};
    ok.http = http;
    ok.timings.startedEpochMs = ok.epochMs;
    ok.timings.connectedMs = 2;
    ok.timings.sentMs = 3;
    ok.timings.firstByteMs = 10;
    ok.timings.totalMs = 12;

    SessionEntry binary = ok;   // a body that is not UTF-8, on a reused connection
    binary.sequence = 2;
    binary.body = QByteArray("\xff\xfe\x00\x01", 4);
    binary.http->reusedConnection = true;
    binary.http->responseHeaders = {{"Content-Type", "application/octet-stream"}};

    SessionEntry refused = ok;   // nothing came back
    refused.sequence = 3;
    refused.body.clear();
    refused.http->status = 0;
    refused.http->reason.clear();
    refused.http->version.clear();
    refused.http->responseHeaders.clear();
    refused.errorKind = QStringLiteral("connection-refused");
    refused.errorMessage = QStringLiteral("Connection refused");
    refused.timings = {ok.epochMs, -1, -1, -1, 1};

    SessionEntry stdio;
    stdio.sequence = 4;
    stdio.transport = Transport::Kind::Stdio;
    stdio.request = ok.request;
    stdio.body = ok.body;

    SessionEntry message;
    message.type = SessionEntry::Type::Message;
    message.message = R"({"jsonrpc":"2.0","method":"notifications/message"})";
    SessionEntry token = ok;   // a sign-in's token step: an HTTP exchange of its own
    token.type = SessionEntry::Type::Auth;
    token.sequence = 6;
    token.authStep = QStringLiteral("token");
    token.method.clear();
    token.outcome.clear();
    token.request = "grant_type=authorization_code&code={{redacted:code}}";
    token.body = R"({"access_token":"{{redacted:access_token}}","token_type":"Bearer"})";
    token.http->url = QUrl(QStringLiteral("http://127.0.0.1:8545/token"));
    token.http->target = "/token";
    token.http->requestHeaders = {{"Host", "127.0.0.1:8545"}, {"Content-Type", "application/x-www-form-urlencoded"}};

    SessionEntry browser;   // the browser's step sent nothing of ours: nothing to archive
    browser.type = SessionEntry::Type::Auth;
    browser.sequence = 7;
    browser.authStep = QStringLiteral("authorization");
    return {ok, binary, refused, stdio, message, token, browser};
}

void tst_HarExport::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void tst_HarExport::writesEntries()
{
    const HarExport::Result result = HarExport::build(sampleSession());
    QCOMPARE(result.exported, 4);
    QCOMPARE(result.skipped, 1);   // stdio; the message and the browser's step are no HTTP exchanges
    const JsonDocument doc = JsonDocument::parse(result.json);
    QVERIFY(doc.isValid());
    const int log = doc.member(0, u"log");
    QCOMPARE(doc.memberString(log, u"version"), QStringLiteral("1.2"));
    QCOMPARE(doc.memberString(doc.member(log, u"creator"), u"name"), QStringLiteral("RpcScope"));
    const int entries = doc.member(log, u"entries");
    QCOMPARE(doc.childCount(entries), 4);

    const int first = doc.child(entries, 0);
    QCOMPARE(doc.memberString(first, u"startedDateTime"), QStringLiteral("2025-12-02T19:53:21.123Z"));
    QCOMPARE(doc.raw(doc.member(first, u"time")), QByteArrayView("12"));
    const int request = doc.member(first, u"request");
    QCOMPARE(doc.memberString(request, u"url"), QStringLiteral("http://127.0.0.1:8545/rpc?chain=1"));
    QCOMPARE(JsonWriter::compact(doc, doc.member(request, u"queryString")), QByteArray(R"([{"name":"chain","value":"1"}])"));
    QCOMPARE(doc.memberString(doc.member(request, u"postData"), u"text"),
             QStringLiteral(R"({"jsonrpc":"2.0","id":1,"method":"eth_blockNumber"})"));
    // Headers in wire order, the placeholder as the session holds it.
    const int headers = doc.member(request, u"headers");
    QCOMPARE(doc.memberString(doc.child(headers, 2), u"value"), QStringLiteral("Bearer {{redacted:bearer}}"));
    // "POST /rpc?chain=1 HTTP/1.1\r\n" 28 + 3 headers 23+32+42 + 2
    QCOMPARE(doc.toInt64(doc.member(request, u"headersSize")), qint64(28 + 23 + 32 + 42 + 2));
    const int response = doc.member(first, u"response");
    QCOMPARE(doc.toInt64(doc.member(response, u"status")), qint64(200));
    QCOMPARE(doc.memberString(doc.member(response, u"content"), u"text"),
             QStringLiteral(R"({"jsonrpc":"2.0","id":1,"result":"0x14"})"));
    const int timings = doc.member(first, u"timings");
    QCOMPARE(doc.toInt64(doc.member(timings, u"connect")), qint64(2));
    QCOMPARE(doc.toInt64(doc.member(timings, u"send")), qint64(1));
    QCOMPARE(doc.toInt64(doc.member(timings, u"wait")), qint64(7));
    QCOMPARE(doc.toInt64(doc.member(timings, u"receive")), qint64(2));

    const int second = doc.child(entries, 1);
    const int content = doc.member(doc.member(second, u"response"), u"content");
    QCOMPARE(doc.memberString(content, u"encoding"), QStringLiteral("base64"));
    QCOMPARE(QByteArray::fromBase64(doc.memberString(content, u"text").toLatin1()), QByteArray("\xff\xfe\x00\x01", 4));
    QCOMPARE(doc.toInt64(doc.member(doc.member(second, u"timings"), u"connect")), qint64(-1));

    const int third = doc.child(entries, 2);
    QCOMPARE(doc.toInt64(doc.member(doc.member(third, u"response"), u"status")), qint64(0));
    QCOMPARE(doc.memberString(third, u"comment"), QStringLiteral("eth_blockNumber: Connection refused"));

    const int fourth = doc.child(entries, 3);
    QCOMPARE(doc.memberString(fourth, u"comment"), QStringLiteral("authorization: token"));
    QCOMPARE(doc.memberString(doc.member(doc.member(fourth, u"request"), u"postData"), u"text"),
             QStringLiteral("grant_type=authorization_code&code={{redacted:code}}"));
}

int tst_HarExport::validate(const QByteArray &har, QByteArray *output)
{
    const QString module = QStringLiteral(RPCSCOPE_SOURCE_DIR "/tests/npm/node_modules/har-validator");
    if (!QFile::exists(module)) {
        *output = "run scripts/install-deps.sh: har-validator (tests/npm) is missing";
        return -2;
    }
    const QString harPath = m_dir.filePath(QStringLiteral("export.har"));
    QFile file(harPath);
    if (!file.open(QIODevice::WriteOnly) || file.write(har) != har.size())
        return -3;
    file.close();
    const QByteArray script = R"(
const validate = require(process.argv[1]);
const har = JSON.parse(require('fs').readFileSync(process.argv[2], 'utf8'));
validate.har(har).then(() => { console.log('valid'); })
  .catch((e) => { console.log(JSON.stringify(e.errors || e.message)); process.exit(1); });
)";
    QProcess node;
    node.setProcessChannelMode(QProcess::MergedChannels);
    node.start(QStringLiteral("node"), {QStringLiteral("-e"), QString::fromUtf8(script), module, harPath});
    if (!node.waitForFinished(30000))
        return -4;
    *output = node.readAll();
    return node.exitStatus() == QProcess::NormalExit ? node.exitCode() : -1;
}

void tst_HarExport::validatorAcceptsExport()
{
    QByteArray output;
    const int status = validate(HarExport::build(sampleSession()).json, &output);
    QVERIFY2(status == 0, output.constData());
    QCOMPARE(output.trimmed(), QByteArray("valid"));
    // One line, as the option asks: still a HAR.
    HarExport::Options options;
    options.indent = 0;
    const QByteArray compact = HarExport::build(sampleSession(), options).json;
    QCOMPARE(compact.count('\n'), 1);
    QVERIFY2(validate(compact, &output) == 0, output.constData());
}

void tst_HarExport::validatorRejectsBrokenHar()
{
    // The check has teeth: an entry without its response is refused.
    QByteArray har = HarExport::build(sampleSession()).json;
    const qsizetype at = har.indexOf("\"response\"");
    QVERIFY(at > 0);
    har.replace(at, 10, "\"answer\"");
    QByteArray output;
    QCOMPARE(validate(har, &output), 1);
    QVERIFY2(output.contains("response"), output.constData());
}

QTEST_GUILESS_MAIN(tst_HarExport)
#include "tst_harexport.moc"
