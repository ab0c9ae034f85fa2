#include "lib/export/stdiocommand.h"

#include "export/shellrun.h"

#include <QStandardPaths>
#include <QTest>

using RpcScope::Framing;
using RpcScope::StdioCommand;

class tst_StdioCommand final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void line_data();
    void line();
    void framedAsTheServerReadsIt();
    void pipelineText();
    void pipelineFeedsTheCommandExactly_data();
    void pipelineFeedsTheCommandExactly();
    void commandWordsAreNotExpanded();
};

void tst_StdioCommand::line_data()
{
    QTest::addColumn<QByteArray>("message");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("pretty json compacted, tokens kept")
            << QByteArray("{\n  \"jsonrpc\": \"2.0\",\n  \"id\": 1.0,\n  \"method\": \"a b\",\n  \"params\": {\"z\": 1, \"a\": \"\\u00e9\"}\n}\n")
            << QByteArray(R"({"jsonrpc":"2.0","id":1.0,"method":"a b","params":{"z":1,"a":"\u00e9"}})");
    QTest::newRow("raw text kept") << QByteArray("{not json\n") << QByteArray("{not json\n");
}

void tst_StdioCommand::line()
{
    QFETCH(QByteArray, message);
    QFETCH(QByteArray, expected);
    QCOMPARE(StdioCommand::line(message), expected);
}

void tst_StdioCommand::framedAsTheServerReadsIt()
{
    const QByteArray pretty = "{\n  \"id\": 1,\n  \"method\": \"grüß\"\n}";
    const QByteArray compact = "{\"id\":1,\"method\":\"grüß\"}";
    QCOMPARE(StdioCommand::framed(pretty), compact + '\n');
    // The length counts bytes: "ü" and "ß" take two each.
    QCOMPARE(StdioCommand::framed(pretty, Framing::ContentLength),
             "Content-Length: " + QByteArray::number(compact.size()) + "\r\n\r\n" + compact);
    QCOMPARE(compact.size(), 26);   // 24 characters
}

void tst_StdioCommand::pipelineText()
{
    const QByteArray quoted = "{\"s\":\"it's\"}";
    const QString ndjson = StdioCommand::pipeline(quoted, "stdio:node server.js --port 0");
    QCOMPARE(ndjson, "printf '%s\\n' '{\"s\":\"it'\\''s\"}' | node server.js --port 0");
    const QString lsp = StdioCommand::pipeline("[]", "python3 -m srv", Framing::ContentLength);
    QCOMPARE(lsp, "printf 'Content-Length: 2\\r\\n\\r\\n%s' '[]' | python3 -m srv");
}

void tst_StdioCommand::pipelineFeedsTheCommandExactly_data()
{
    QTest::addColumn<QByteArray>("message");
    QTest::addColumn<int>("framing");
    QTest::addColumn<QByteArray>("expected");
    const QByteArray unicode("{\"s\":\"gr\xc3\xbc\xc3\x9f" "e \xf0\x9f\x8e\x89 'q' \\\"d\\\" $HOME\"}");
    QTest::newRow("ndjson unicode and quotes") << unicode << int(Framing::Ndjson) << unicode + '\n';
    QTest::newRow("lsp unicode and quotes") << unicode << int(Framing::ContentLength)
                                            << "Content-Length: " + QByteArray::number(unicode.size()) + "\r\n\r\n" + unicode;
    const QByteArray nul("{\"s\":\"a\0b\"}", 11);
    QTest::newRow("ndjson nul") << nul << int(Framing::Ndjson) << nul + '\n';
    QTest::newRow("lsp nul") << nul << int(Framing::ContentLength) << "Content-Length: 11\r\n\r\n" + nul;
    QTest::newRow("raw with percent") << QByteArray("100% {") << int(Framing::Ndjson) << QByteArray("100% {\n");
}

void tst_StdioCommand::pipelineFeedsTheCommandExactly()
{
    QFETCH(QByteArray, message);
    QFETCH(int, framing);
    QFETCH(QByteArray, expected);
    int exitCode = -1;
    const QByteArray out = runShell(StdioCommand::pipeline(message, "stdio:cat", Framing(framing)), &exitCode);
    QCOMPARE(exitCode, 0);
    QCOMPARE(out, expected);
}

void tst_StdioCommand::commandWordsAreNotExpanded()
{
    // RpcScope splits "stdio:" command lines without expanding anything; the shell must too.
    const QString command = QStringLiteral(R"(stdio:sh -c 'cat; printf "[%s]" "$1"' sh $HOME/x "a b")");
    int exitCode = -1;
    const QByteArray out = runShell(StdioCommand::pipeline("[1]", command), &exitCode);
    QCOMPARE(exitCode, 0);
    QCOMPARE(out, QByteArray("[1]\n[$HOME/x]"));
}

QTEST_GUILESS_MAIN(tst_StdioCommand)
#include "tst_stdiocommand.moc"
