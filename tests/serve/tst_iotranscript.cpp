// The execution-apis .io transcript format both ways, and an imported transcript served.
#include "lib/export/iotranscript.h"
#include "lib/serve/sessionresponder.h"
#include "lib/session/sessionentry.h"

#include <QTemporaryDir>
#include <QTest>

using namespace RpcScope;

namespace {

// Written as the conformance suite writes its tests (tests/eth_blockNumber/simple-test.io and
// tests/debug_getRawTransaction/get-invalid-hash.io, joined), plus a notification.
const QByteArray kTranscript =
    "// retrieves the client's current block number\n"
    ">> {\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"eth_blockNumber\"}\n"
    "<< {\"jsonrpc\":\"2.0\",\"id\":1,\"result\":\"0x14\"}\n"
    ">> {\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"debug_getRawTransaction\",\"params\":[\"1000000000000000000000000000000000000000000000000000000000000001\"]}\n"
    "<< {\"jsonrpc\":\"2.0\",\"id\":2,\"error\":{\"code\":-32602,\"message\":\"invalid argument 0: json: cannot unmarshal hex string without 0x prefix into Go value of type common.Hash\"}}\n"
    ">> {\"jsonrpc\":\"2.0\",\"method\":\"eth_ping\"}\n";

} // namespace

class tst_IoTranscript final : public QObject
{
    Q_OBJECT

private slots:
    void readsConformanceTranscript();
    void roundTrip();
    void writesPrettyJsonOnOneLine();
    void problemsAreReportedAndSkipped();
    void importedTranscriptIsServed();
    void unreadableFile();
};

void tst_IoTranscript::readsConformanceTranscript()
{
    const IoTranscript::ReadResult result = IoTranscript::read(kTranscript);
    QVERIFY(result.problems.isEmpty());
    QCOMPARE(result.comments, QStringList{QStringLiteral("retrieves the client's current block number")});
    QCOMPARE(result.entries.size(), 3);
    const SessionEntry &first = result.entries.at(0);
    QCOMPARE(first.type, SessionEntry::Type::Exchange);
    QCOMPARE(first.sequence, quint64(1));
    QVERIFY(first.endpoint.isEmpty());
    QCOMPARE(first.request, QByteArray(R"({"jsonrpc":"2.0","id":1,"method":"eth_blockNumber"})"));
    QCOMPARE(first.body, QByteArray(R"({"jsonrpc":"2.0","id":1,"result":"0x14"})"));
    QCOMPARE(first.method, QStringLiteral("eth_blockNumber"));
    QCOMPARE(first.outcome, QStringLiteral("result"));
    QCOMPARE(result.entries.at(1).method, QStringLiteral("debug_getRawTransaction"));
    QCOMPARE(result.entries.at(1).outcome, QStringLiteral("error"));
    QCOMPARE(result.entries.at(2).outcome, QStringLiteral("notification"));
    QVERIFY(result.entries.at(2).body.isEmpty());
}

void tst_IoTranscript::roundTrip()
{
    const IoTranscript::ReadResult read = IoTranscript::read(kTranscript);
    IoTranscript::Options options;
    options.comments = read.comments;
    const IoTranscript::WriteResult written = IoTranscript::write(read.entries, options);
    QCOMPARE(written.exported, 3);
    QCOMPARE(written.skipped, 0);
    QCOMPARE(written.text, kTranscript);
}

void tst_IoTranscript::writesPrettyJsonOnOneLine()
{
    SessionEntry pretty;
    pretty.request = "{\n  \"jsonrpc\": \"2.0\",\n  \"id\": 9007199254740993,\n  \"method\": \"b\",\n  \"params\": {\"z\": 1.0, \"a\": 2}\n}\n";
    pretty.body = "{\"jsonrpc\":\"2.0\",\n\"id\":9007199254740993,\"result\":[1e3]}";
    SessionEntry failed;   // a transport failure: no answer to write
    failed.request = R"({"jsonrpc":"2.0","id":2,"method":"c"})";
    failed.errorKind = QStringLiteral("timeout");
    SessionEntry notJson;
    notJson.request = "not json";
    notJson.body = "{}";
    SessionEntry message;
    message.type = SessionEntry::Type::Message;
    message.message = R"({"jsonrpc":"2.0","method":"tick"})";

    const IoTranscript::WriteResult written = IoTranscript::write({pretty, failed, notJson, message});
    QCOMPARE(written.exported, 1);
    QCOMPARE(written.skipped, 2);
    QCOMPARE(written.text, QByteArray(">> {\"jsonrpc\":\"2.0\",\"id\":9007199254740993,\"method\":\"b\",\"params\":{\"z\":1.0,\"a\":2}}\n"
                                      "<< {\"jsonrpc\":\"2.0\",\"id\":9007199254740993,\"result\":[1e3]}\n"));
}

void tst_IoTranscript::problemsAreReportedAndSkipped()
{
    const IoTranscript::ReadResult result = IoTranscript::read(
        "<< {\"orphan\":true}\n"                       // 1: no request before it
        ">> {\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"a\"}\r\n"
        "<< {\"jsonrpc\":\"2.0\",\"id\":1,\"result\":1}\n"
        "<< {\"jsonrpc\":\"2.0\",\"id\":1,\"result\":2}\n"   // 4: a second response
        "\n"
        "garbage\n"                                    // 6: neither >> nor << nor //
        ">> {broken\n"                                 // 7: not JSON ...
        "<< {\"jsonrpc\":\"2.0\",\"id\":2,\"result\":3}\n"   // ... so its answer goes with it
        ">> {\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"b\"}");  // no final newline
    QCOMPARE(result.entries.size(), 2);
    QCOMPARE(result.entries.at(0).body, QByteArray(R"({"jsonrpc":"2.0","id":1,"result":1})"));
    QCOMPARE(result.entries.at(1).method, QStringLiteral("b"));
    QCOMPARE(result.entries.at(1).sequence, quint64(2));
    QCOMPARE(result.problems.size(), 4);
    const QList<int> lines{result.problems.at(0).line, result.problems.at(1).line, result.problems.at(2).line,
                           result.problems.at(3).line};
    QCOMPARE(lines, (QList<int>{1, 4, 6, 7}));
    QVERIFY(result.problems.at(1).message.contains(QStringLiteral("second response")));
}

void tst_IoTranscript::importedTranscriptIsServed()
{
    // A public transcript stands in for the server it was recorded from.
    SessionResponder responder(RecordedAnswers::fromEntries(IoTranscript::read(kTranscript).entries));
    QCOMPARE(responder.respond(R"({"jsonrpc":"2.0","id":"q","method":"eth_blockNumber"})").body,
             QByteArray(R"({"jsonrpc":"2.0","id":"q","result":"0x14"})"));
}

void tst_IoTranscript::unreadableFile()
{
    QTemporaryDir dir;
    const IoTranscript::ReadResult result = IoTranscript::readFile(dir.filePath(QStringLiteral("missing.io")));
    QVERIFY(!result.error.isEmpty());
    QVERIFY(result.entries.isEmpty());
}

QTEST_GUILESS_MAIN(tst_IoTranscript)
#include "tst_iotranscript.moc"
