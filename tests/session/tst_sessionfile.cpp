// Writing and reading session files: exact bytes back, crash safety, refusals, the indexer.
#include "lib/auth/authstep.h"
#include "lib/json/jsondocument.h"
#include "lib/session/authstepentry.h"
#include "lib/session/sessionformat.h"
#include "lib/session/sessionindex.h"
#include "lib/session/sessionloader.h"
#include "lib/session/sessionreader.h"
#include "lib/session/sessionredactor.h"
#include "lib/session/sessionwriter.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace RpcScope;

class tst_SessionFile final : public QObject
{
    Q_OBJECT

private slots:
    void roundTripKeepsExactBytes();
    void linesAreOneJsonObjectEachInFixedOrder();
    void messageLinesAndReferences();
    void appendContinuesSequence();
    void cutOffLastLineIsSkippedAndAppendedAfter();
    void damagedMiddleLineIsReported();
    void newerVersionIsRefused();
    void notASessionIsRefused_data();
    void notASessionIsRefused();
    void unknownMembersAreIgnored();
    void indexSummarizesWithoutEntries();
    void loaderRunsOffThreadAndCancels();
    void authStepLinesKeepTheExchangeWithoutSecrets();

private:
    SessionEntry sampleExchange() const;
    QString path(const char *name) const { return m_dir.filePath(QString::fromLatin1(name)); }
    static QByteArray readFile(const QString &path);
    static void writeFile(const QString &path, const QByteArray &bytes);

    QTemporaryDir m_dir;
};

SessionEntry tst_SessionFile::sampleExchange() const
{
    SessionEntry entry;
    entry.epochMs = 1764705201123;
    entry.endpoint = "http://127.0.0.1:8545/rpc";
    entry.transport = Transport::Kind::Http;
    // A 64-bit id beyond double precision, odd spacing, a number spelled 1.0e0, Unicode.
    entry.request = "{ \"jsonrpc\":\"2.0\", \"id\": 9007199254740993,\"method\":\"eth_call\",\"params\":[1.0e0,\"\xc3\xa9\\u00e9\\n\"]}";
    entry.body = "{\"jsonrpc\":\"2.0\",\"id\":9007199254740993,\"result\":\"0x\\\"\\\\\\u0001\",\"t\":\"\t\"}";
    entry.method = "eth_call";
    entry.outcome = "result";
    entry.durationMs = 12;
    HttpMeta http;
    http.url = QUrl("http://127.0.0.1:8545/rpc?x=1");
    http.method = "POST";
    http.target = "/rpc?x=1";
    http.requestHeaders = {{"Host", "127.0.0.1:8545"}, {"Content-Type", "application/json"}};
    http.version = "HTTP/1.1";
    http.status = 200;
    http.reason = "OK";
    http.responseHeaders = {{"content-length", "70"}, {"X-Trace", "a\"b"}};
    http.reusedConnection = true;
    entry.http = http;
    entry.timings.startedEpochMs = entry.epochMs;
    entry.timings.connectedMs = 1;
    entry.timings.sentMs = 2;
    entry.timings.firstByteMs = 10;
    entry.timings.totalMs = 12;
    entry.bytesSent = 210;
    entry.bytesReceived = 180;
    entry.notifications.append({1764705201130, "{\"jsonrpc\":\"2.0\",\"method\":\"tick\"}", 0});
    entry.redacted = {"bearer"};
    return entry;
}

QByteArray tst_SessionFile::readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void tst_SessionFile::writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(bytes);
}

void tst_SessionFile::roundTripKeepsExactBytes()
{
    const QString file = path("roundtrip.rpcsession");
    SessionWriter writer;
    QVERIFY2(writer.open(file), qPrintable(writer.errorString()));
    const SessionEntry first = sampleExchange();
    SessionEntry binary = sampleExchange();
    binary.request = QByteArray("{\"a\":\"\xff\xfe\x00\x01\"}", 12);   // not UTF-8
    binary.body = QByteArray("\xc3\x28 broken", 9);
    binary.notifications = {{5, QByteArray("\x80", 1), 0}};
    binary.http.reset();
    binary.errorKind = "timeout";
    binary.errorMessage = "The server did not answer within 30000 ms.";
    binary.transport = Transport::Kind::Stdio;
    SessionEntry websocket = sampleExchange();
    websocket.transport = Transport::Kind::WebSocket;
    websocket.http.reset();
    HttpMeta handshake;
    handshake.method = "GET";
    handshake.url = QUrl(QStringLiteral("ws://127.0.0.1:9/ws"));
    handshake.target = "/ws";
    handshake.requestHeaders = {{"Upgrade", "websocket"}, {"Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ=="}};
    handshake.version = "HTTP/1.1";
    handshake.status = 101;
    handshake.reason = "Switching Protocols";
    handshake.responseHeaders = {{"Sec-WebSocket-Accept", "s3pPLMBiTxaQ9kYGzzhZRbK+xOo="}};
    websocket.handshake = handshake;
    QCOMPARE(writer.append(first), quint64(1));
    QCOMPARE(writer.append(binary), quint64(2));
    QCOMPARE(writer.append(websocket), quint64(3));
    writer.close();

    const QByteArray bytes = readFile(file);
    QVERIFY(bytes.contains("\"requestBase64\":"));
    QVERIFY(bytes.contains("\"bodyBase64\":"));
    QVERIFY(bytes.contains("\"messageBase64\":"));

    const SessionReader::Session session = SessionReader::readAll(file);
    QCOMPARE(session.status, SessionReader::Status::Ok);
    QVERIFY(session.problems.isEmpty());
    QCOMPARE(session.header.version, 1);
    QCOMPARE(session.entries.size(), 3);
    const SessionEntry &a = session.entries.at(0);
    QCOMPARE(a.sequence, quint64(1));
    QCOMPARE(a.request, first.request);
    QCOMPARE(a.body, first.body);
    QCOMPARE(a.epochMs, first.epochMs);
    QCOMPARE(a.endpoint, first.endpoint);
    QCOMPARE(a.method, first.method);
    QCOMPARE(a.outcome, first.outcome);
    QCOMPARE(a.durationMs, first.durationMs);
    QVERIFY(a.http.has_value());
    QCOMPARE(a.http->url, first.http->url);
    QCOMPARE(a.http->target, first.http->target);
    QCOMPARE(a.http->requestHeaders, first.http->requestHeaders);
    QCOMPARE(a.http->responseHeaders, first.http->responseHeaders);
    QCOMPARE(a.http->status, 200);
    QCOMPARE(a.http->reason, QByteArray("OK"));
    QCOMPARE(a.http->version, QByteArray("HTTP/1.1"));
    QVERIFY(a.http->reusedConnection);
    QCOMPARE(a.timings.firstByteMs, qint64(10));
    QCOMPARE(a.timings.totalMs, qint64(12));
    QCOMPARE(a.bytesSent, qint64(210));
    QCOMPARE(a.bytesReceived, qint64(180));
    QCOMPARE(a.notifications.size(), 1);
    QCOMPARE(a.notifications.at(0).message, first.notifications.at(0).message);
    QCOMPARE(a.redacted, QStringList{"bearer"});
    QVERIFY(a.errorKind.isEmpty());

    const SessionEntry &b = session.entries.at(1);
    QCOMPARE(b.request, binary.request);
    QCOMPARE(b.body, binary.body);
    QCOMPARE(b.notifications.at(0).message, QByteArray("\x80", 1));
    QVERIFY(!b.http.has_value());
    QCOMPARE(b.transport, Transport::Kind::Stdio);
    QCOMPARE(b.errorKind, QString("timeout"));
    QCOMPARE(b.errorMessage, binary.errorMessage);
    QVERIFY(!a.handshake.has_value() && !b.handshake.has_value());

    // A WebSocket exchange keeps its connection's opening handshake.
    const SessionEntry &c = session.entries.at(2);
    QVERIFY(!c.http.has_value());
    QVERIFY(c.handshake.has_value());
    QCOMPARE(c.handshake->status, 101);
    QCOMPARE(c.handshake->reason, handshake.reason);
    QCOMPARE(c.handshake->target, handshake.target);
    QCOMPARE(c.handshake->requestHeaders, handshake.requestHeaders);
    QCOMPARE(c.handshake->responseHeaders, handshake.responseHeaders);

    // The 64-bit id is still spelled as sent.
    QVERIFY(JsonDocument::parse(a.request).raw(JsonDocument::parse(a.request).member(0, u"id")) == "9007199254740993");
}

void tst_SessionFile::linesAreOneJsonObjectEachInFixedOrder()
{
    const QString file = path("order.rpcsession");
    SessionWriter writer;
    QVERIFY(writer.open(file));
    QVERIFY(writer.append(sampleExchange()) != 0);
    writer.close();
    const QList<QByteArray> lines = readFile(file).split('\n');
    QCOMPARE(lines.size(), 3);   // header, exchange, "" after the final newline
    QVERIFY(lines.at(2).isEmpty());
    QVERIFY(lines.at(0).startsWith(R"({"type":"session","format":"rpcscope-session","version":1,"created":")"));
    QVERIFY(lines.at(0).contains(R"("app":"rpcscope )"));
    QVERIFY2(lines.at(1).startsWith(R"({"type":"exchange","seq":1,"time":"2025-12-02T19:53:21.123Z","epochMs":1764705201123,)"
                                    R"("endpoint":"http://127.0.0.1:8545/rpc","transport":"http","method":"eth_call","outcome":"result","durationMs":12,)"),
             lines.at(1).constData());
    const JsonDocument doc = JsonDocument::parse(lines.at(1));
    QVERIFY(doc.isValid());
    QStringList keys;
    for (int child = doc.firstChild(0); child >= 0; child = doc.nextSibling(child))
        keys.append(doc.string(doc.keyNode(child)));
    QCOMPARE(keys, (QStringList{"type", "seq", "time", "epochMs", "endpoint", "transport", "method", "outcome",
                                "durationMs", "requestSize", "responseSize", "request", "http", "timings", "bytesSent",
                                "bytesReceived", "body", "notifications", "redacted"}));
    const int http = doc.member(0, u"http");
    QCOMPARE(doc.raw(doc.member(http, u"requestHeaders")),
             QByteArrayView(R"([["Host","127.0.0.1:8545"],["Content-Type","application/json"]])"));
}

void tst_SessionFile::messageLinesAndReferences()
{
    const QString file = path("messages.rpcsession");
    SessionWriter writer;
    QVERIFY(writer.open(file));
    SessionEntry message;
    message.type = SessionEntry::Type::Message;
    message.direction = SessionEntry::Direction::In;
    message.epochMs = 1000;
    message.endpoint = "stdio:server";
    message.transport = Transport::Kind::Stdio;
    message.message = R"({"jsonrpc":"2.0","method":"progress","params":{"p":1}})";
    QCOMPARE(writer.append(message), quint64(1));
    SessionEntry answer = message;
    answer.direction = SessionEntry::Direction::Out;
    answer.message = R"({"jsonrpc":"2.0","id":"srv-1","result":{}})";
    QCOMPARE(writer.append(answer), quint64(2));
    SessionEntry exchange = sampleExchange();
    exchange.notifications = {{1000, {}, 1}};
    QCOMPARE(writer.append(exchange), quint64(3));
    writer.close();

    const QList<QByteArray> lines = readFile(file).split('\n');
    QCOMPARE(lines.at(1), QByteArray(R"({"type":"message","seq":1,"time":"1970-01-01T00:00:01.000Z","epochMs":1000,"endpoint":"stdio:server","transport":"stdio","direction":"in","message":"{\"jsonrpc\":\"2.0\",\"method\":\"progress\",\"params\":{\"p\":1}}"})"));
    QVERIFY(lines.at(2).contains(R"("direction":"out")"));
    QVERIFY(lines.at(3).contains(R"("notifications":[{"epochMs":1000,"seq":1}])"));

    QString error;
    const auto single = SessionReader::readLine(lines.at(3), &error);
    QVERIFY2(single, qPrintable(error));
    QCOMPARE(single->notifications.at(0).sequence, quint64(1));
    QVERIFY(single->notifications.at(0).message.isEmpty());

    const auto session = SessionReader::readAll(file);
    QCOMPARE(session.entries.size(), 3);
    QCOMPARE(session.entries.at(0).type, SessionEntry::Type::Message);
    QCOMPARE(session.entries.at(1).direction, SessionEntry::Direction::Out);
    QCOMPARE(session.entries.at(2).notifications.at(0).message, message.message);
}

void tst_SessionFile::appendContinuesSequence()
{
    const QString file = path("append.rpcsession");
    {
        SessionWriter writer;
        QVERIFY(writer.open(file));
        writer.append(sampleExchange());
        writer.append(sampleExchange());
    }
    const QByteArray before = readFile(file);
    SessionWriter writer;
    QVERIFY(writer.open(file));
    QCOMPARE(writer.nextSequence(), quint64(3));
    QCOMPARE(writer.append(sampleExchange()), quint64(3));
    writer.close();
    const QByteArray after = readFile(file);
    QVERIFY(after.startsWith(before));   // append-only: nothing before was touched
    QCOMPARE(after.count('\n'), 4);
    QCOMPARE(after.count("\"type\":\"session\""), 1);
}

void tst_SessionFile::cutOffLastLineIsSkippedAndAppendedAfter()
{
    const QString file = path("crash.rpcsession");
    {
        SessionWriter writer;
        QVERIFY(writer.open(file));
        writer.append(sampleExchange());
        writer.append(sampleExchange());
    }
    // A crash in the middle of the third line.
    const QByteArray whole = SessionFormat::entryLine([&] { SessionEntry e = sampleExchange(); e.sequence = 3; return e; }());
    writeFile(file, readFile(file) + whole.left(whole.size() / 2));

    auto session = SessionReader::readAll(file);
    QCOMPARE(session.status, SessionReader::Status::Ok);
    QCOMPARE(session.entries.size(), 2);
    QCOMPARE(session.problems.size(), 1);
    QCOMPARE(session.problems.at(0).line, qint64(4));
    QVERIFY2(session.problems.at(0).message.contains("4"), qPrintable(session.problems.at(0).message));

    const SessionIndex index = indexSessionFile(file);
    QCOMPARE(index.status, SessionReader::Status::Ok);
    QCOMPARE(index.rows.size(), size_t(2));
    QCOMPARE(index.problems.size(), 1);
    QCOMPARE(index.problems.at(0).line, qint64(4));
    QVERIFY(index.problems.at(0).message.contains("cut off"));

    SessionWriter writer;
    QVERIFY2(writer.open(file), qPrintable(writer.errorString()));
    // The cut-off line had a seq too (3): continue after it so no seq is used twice.
    QCOMPARE(writer.append(sampleExchange()), quint64(4));
    writer.close();
    session = SessionReader::readAll(file);
    QCOMPARE(session.entries.size(), 3);
    QCOMPARE(session.entries.at(2).sequence, quint64(4));
    QCOMPARE(session.problems.size(), 1);
    QCOMPARE(session.problems.at(0).line, qint64(4));
    QVERIFY(readFile(file).endsWith('\n'));
    // Now the cut-off line is in the middle, ended by a newline: the index still tells it apart.
    const SessionIndex after = indexSessionFile(file);
    QCOMPARE(after.rows.size(), size_t(3));
    QCOMPARE(after.rows.at(2).sequence, quint64(4));
    QCOMPARE(after.problems.size(), 1);
    QCOMPARE(after.problems.at(0).line, qint64(4));

    // Cut right after a closing bracket inside the body string and inside the http object.
    for (const QByteArray &end : {QByteArray("\"responseHeaders\":[[\"content-length\",\"70\"],[\"X-Trace\",\"a\\\"b\"]]"),
                                  QByteArray("\"reusedConnection\":true}")}) {
        const qsizetype cut = whole.indexOf(end);
        QVERIFY(cut > 0);
        const QString other = path("crash2.rpcsession");
        writeFile(other, SessionFormat::headerLine() + whole.left(cut + end.size()) + '\n' + whole);
        const SessionIndex index2 = indexSessionFile(other);
        QCOMPARE(index2.rows.size(), size_t(1));
        QCOMPARE(index2.problems.size(), 1);
        QCOMPARE(index2.problems.at(0).line, qint64(2));
    }
}

void tst_SessionFile::damagedMiddleLineIsReported()
{
    const QString file = path("damaged.rpcsession");
    SessionEntry e = sampleExchange();
    QByteArray bytes = SessionFormat::headerLine();
    e.sequence = 1;
    bytes += SessionFormat::entryLine(e);
    bytes += "{\"type\":\"exchange\",\"seq\":2,garbage\n";
    bytes += "{\"type\":\"telepathy\",\"seq\":3,\"epochMs\":1}\n";
    bytes += "{\"type\":\"exchange\",\"seq\":4,\"epochMs\":1,\"bodyBase64\":\"!!notbase64\"}\n";
    bytes += "\n";
    e.sequence = 5;
    bytes += SessionFormat::entryLine(e);
    writeFile(file, bytes);
    const auto session = SessionReader::readAll(file);
    QCOMPARE(session.entries.size(), 2);
    QCOMPARE(session.entries.at(1).sequence, quint64(5));
    QCOMPARE(session.problems.size(), 3);
    QCOMPARE(session.problems.at(0).line, qint64(3));
    QCOMPARE(session.problems.at(1).line, qint64(4));
    QVERIFY(session.problems.at(1).message.contains("telepathy"));
    QCOMPARE(session.problems.at(2).line, qint64(5));
    const SessionIndex index = indexSessionFile(file);
    QCOMPARE(index.rows.size(), size_t(3));   // the summary does not decode base64
    QCOMPARE(index.problems.size(), 2);
}

void tst_SessionFile::newerVersionIsRefused()
{
    const QString file = path("newer.rpcsession");
    const QByteArray original = "{\"type\":\"session\",\"format\":\"rpcscope-session\",\"version\":2,\"created\":\"2030-01-01T00:00:00.000Z\",\"app\":\"rpcscope 9.0\"}\n";
    writeFile(file, original);
    const auto session = SessionReader::readAll(file);
    QCOMPARE(session.status, SessionReader::Status::NewerVersion);
    QVERIFY2(session.message.contains("2") && session.message.contains("rpcscope 9.0"), qPrintable(session.message));
    QCOMPARE(indexSessionFile(file).status, SessionReader::Status::NewerVersion);
    SessionWriter writer;
    QVERIFY(!writer.open(file));
    QVERIFY(writer.errorString().contains("version 2"));
    QCOMPARE(readFile(file), original);   // untouched
}

void tst_SessionFile::notASessionIsRefused_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::newRow("text") << QByteArray("hello world\n");
    QTest::newRow("json array") << QByteArray("[1,2,3]\n");
    QTest::newRow("other format") << QByteArray("{\"type\":\"session\",\"format\":\"har\",\"version\":1}\n");
    QTest::newRow("exchange first") << QByteArray("{\"type\":\"exchange\",\"seq\":1,\"epochMs\":1}\n");
    QTest::newRow("binary") << QByteArray("\x89PNG\r\n\x1a\n\0\0", 10);
}

void tst_SessionFile::notASessionIsRefused()
{
    QFETCH(QByteArray, content);
    const QString file = path("not.rpcsession");
    writeFile(file, content);
    const auto session = SessionReader::readAll(file);
    QCOMPARE(session.status, SessionReader::Status::NotASession);
    QVERIFY(!session.message.isEmpty());
    QCOMPARE(indexSessionFile(file).status, SessionReader::Status::NotASession);
    SessionWriter writer;
    QVERIFY(!writer.open(file));
    QVERIFY(!writer.errorString().isEmpty());
    QCOMPARE(readFile(file), content);

    QCOMPARE(SessionReader::readAll(path("missing.rpcsession")).status, SessionReader::Status::Unreadable);
}

void tst_SessionFile::unknownMembersAreIgnored()
{
    QString error;
    const auto entry = SessionReader::readLine(
        R"({"future":[1,{"x":2}],"type":"exchange","seq":18446744073709551615,"epochMs":5,"request":"{}","extra":"y"})", &error);
    QVERIFY2(entry, qPrintable(error));
    QCOMPARE(entry->sequence, quint64(18446744073709551615ull));
    QCOMPARE(entry->request, QByteArray("{}"));
    QCOMPARE(entry->durationMs, qint64(-1));
}

void tst_SessionFile::indexSummarizesWithoutEntries()
{
    const QString file = path("index.rpcsession");
    SessionWriter writer;
    QVERIFY(writer.open(file));
    for (int i = 0; i < 1000; ++i) {
        SessionEntry e = sampleExchange();
        e.epochMs += i;
        e.method = QString::fromLatin1(i % 2 ? "a" : "b");
        e.endpoint = QString::fromLatin1(i % 3 ? "http://x/1" : "stdio:y");
        e.durationMs = i;
        if (i == 500) {
            e.type = SessionEntry::Type::Message;
            e.message = "{\"jsonrpc\":\"2.0\",\"method\":\"n\"}";
        }
        writer.append(e);
    }
    writer.close();
    QList<qint64> progress;
    const SessionIndex index = indexSessionFile(file, [&](qint64 done, qint64 total) {
        progress.append(done);
        QCOMPARE(total, QFileInfo(file).size());
    });
    QCOMPARE(index.status, SessionReader::Status::Ok);
    QCOMPARE(index.rows.size(), size_t(1000));
    QVERIFY(!progress.isEmpty());
    QCOMPARE(progress.last(), QFileInfo(file).size());
    const SessionSummary &row = index.rows.at(7);
    QCOMPARE(row.sequence, quint64(8));
    QCOMPARE(row.method, QString("a"));
    QCOMPARE(row.endpoint, QString("http://x/1"));
    QCOMPARE(row.durationMs, qint64(7));
    QCOMPARE(row.outcome, QString("result"));
    QCOMPARE(row.size, qint64(sampleExchange().request.size() + sampleExchange().body.size()));
    QCOMPARE(index.rows.at(500).type, SessionEntry::Type::Message);
    QCOMPARE(index.rows.at(500).size, qint64(QByteArray("{\"jsonrpc\":\"2.0\",\"method\":\"n\"}").size()));
    // Repeated strings are shared, not copied per row.
    QVERIFY(index.rows.at(1).endpoint.constData() == index.rows.at(2).endpoint.constData());
    // A summary leads back to its exact line.
    const auto entry = readSessionEntryAt(file, row);
    QVERIFY(entry);
    QCOMPARE(entry->sequence, quint64(8));
    QCOMPARE(entry->request, sampleExchange().request);
    QCOMPARE(entry->epochMs, sampleExchange().epochMs + 7);
}

void tst_SessionFile::loaderRunsOffThreadAndCancels()
{
    const QString file = path("loader.rpcsession");
    {
        SessionWriter writer;
        QVERIFY(writer.open(file));
        SessionEntry e = sampleExchange();
        e.body = QByteArray(4000, 'x');
        for (int i = 0; i < 6000; ++i)   // about 25 MB: several blocks
            writer.append(e);
    }
    SessionLoader loader;
    QSignalSpy loaded(&loader, &SessionLoader::loaded);
    QSignalSpy progress(&loader, &SessionLoader::progress);
    loader.load(file);
    QVERIFY(loader.isLoading());
    QVERIFY(loaded.wait(20000));
    QCOMPARE(loader.rowCount(), 6000);
    QVERIFY(progress.size() >= 2);
    QCOMPARE(progress.last().at(0).toLongLong(), QFileInfo(file).size());
    const auto entry = loader.entryAt(5999);
    QVERIFY(entry);
    QCOMPARE(entry->sequence, quint64(6000));
    QCOMPARE(entry->body, QByteArray(4000, 'x'));
    QVERIFY(!loader.entryAt(6000));

    QSignalSpy canceled(&loader, &SessionLoader::canceled);
    loader.load(file);
    loader.cancel();
    QVERIFY(canceled.wait(20000));
    QCOMPARE(loaded.size(), 1);

    QSignalSpy failed(&loader, &SessionLoader::failed);
    const QString bad = path("bad.rpcsession");
    writeFile(bad, "not a session\n");
    loader.load(bad);
    QVERIFY(failed.wait(20000));
    QVERIFY(!failed.at(0).at(0).toString().isEmpty());
}

// A sign-in's token step as an "auth" line: the exchange as it went (headers in order, form
// and answer bodies), each OAuth secret a placeholder, read back and indexed as a step.
void tst_SessionFile::authStepLinesKeepTheExchangeWithoutSecrets()
{
    AuthStep step;
    step.kind = AuthStep::Kind::Token;
    step.endpoint = QUrl("http://127.0.0.1:9/mcp");
    step.url = QUrl("http://127.0.0.1:9/token");
    step.requestBody = "grant_type=authorization_code&code=C0DE-1&code_verifier=V3R1F13R&client_id=c1&resource=http%3A%2F%2F127.0.0.1%3A9%2Fmcp";
    step.ok = false;
    step.edited = true;
    step.verdict = "no access_token in the answer";
    HttpMeta http;
    http.url = QUrl("http://127.0.0.1:9/token");
    http.method = "POST";
    http.target = "/token";
    http.requestHeaders = {{"Host", "127.0.0.1:9"}, {"Authorization", "Basic YzE6czNjcmV0"}, {"DPoP", "eyJ.proof.sig"}};
    http.version = "HTTP/1.1";
    http.status = 200;
    http.reason = "OK";
    http.responseHeaders = {{"Content-Type", "application/json"}, {"Location", "http://127.0.0.1:5/cb?code=C0DE-2&state=s"}};
    step.reply.http = http;
    step.reply.body = "{\"token_type\":\"Bearer\", \"refresh_token\":\"R3FR35H\",\"expires_in\":60}";
    step.reply.timings.startedEpochMs = 1764705201123;
    step.reply.timings.totalMs = 7;

    SessionEntry entry = AuthStepEntry::of("http://127.0.0.1:9/mcp", step);
    SessionRedactor().redact(&entry);
    const QString file = path("auth.rpcsession");
    SessionWriter writer;
    QVERIFY(writer.open(file));
    writer.append(entry);
    writer.close();
    const QByteArray bytes = readFile(file);
    for (const QByteArray secret : {"C0DE-1", "C0DE-2", "V3R1F13R", "YzE6czNjcmV0", "R3FR35H", "eyJ.proof.sig"})
        QVERIFY2(!bytes.contains(secret), secret.constData());
    const QList<QByteArray> lines = bytes.split('\n');
    QVERIFY2(lines.at(1).startsWith("{\"type\":\"auth\",\"seq\":1,"), lines.at(1).constData());

    const SessionReader::Session session = SessionReader::readAll(file);
    QCOMPARE(session.status, SessionReader::Status::Ok);
    QVERIFY(session.problems.isEmpty());
    QCOMPARE(session.entries.size(), 1);
    const SessionEntry &back = session.entries.first();
    QCOMPARE(back.type, SessionEntry::Type::Auth);
    QCOMPARE(back.authStep, QString("token"));
    QVERIFY(!back.authOk);
    QVERIFY(back.authEdited);
    QCOMPARE(back.authVerdict, step.verdict);
    QCOMPARE(back.authUrl, QString("http://127.0.0.1:9/token"));
    QCOMPARE(back.request, QByteArray("grant_type=authorization_code&code={{redacted:code}}&code_verifier={{redacted:code_verifier}}"
                                      "&client_id=c1&resource=http%3A%2F%2F127.0.0.1%3A9%2Fmcp"));
    QCOMPARE(back.body, QByteArray("{\"token_type\":\"Bearer\", \"refresh_token\":\"{{redacted:refresh_token}}\",\"expires_in\":60}"));
    QVERIFY(back.http);
    QCOMPARE(back.http->requestHeaders.at(1).second, QByteArray("Basic {{redacted:basic}}"));
    QCOMPARE(back.http->responseHeaders.at(1).second, QByteArray("http://127.0.0.1:5/cb?code={{redacted:code}}&state=s"));
    QCOMPARE(back.durationMs, qint64(7));
    QCOMPARE(back.http->requestHeaders.at(2).second, QByteArray("{{redacted:dpop}}"));
    for (const char *name : {"code", "code_verifier", "refresh_token", "basic", "dpop"})
        QVERIFY2(back.redacted.contains(QLatin1String(name)), name);

    const SessionIndex index = indexSessionFile(file);
    QCOMPARE(index.rows.size(), size_t(1));
    QCOMPARE(index.rows.at(0).type, SessionEntry::Type::Auth);
    QCOMPARE(index.rows.at(0).method, QString("token"));
    QCOMPARE(index.rows.at(0).outcome, QString("auth-stopped"));
}

QTEST_GUILESS_MAIN(tst_SessionFile)
#include "tst_sessionfile.moc"
