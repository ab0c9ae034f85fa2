// A server's own request, on a real child process, is answered in every command: from
// --answer, or refused with -32601, never left hanging; `--json` lists it under
// "serverRequests" with the response we sent, not under "notifications". The peer is a shell
// script that, like pyright after `initialized`, asks workspace/configuration before it
// answers, and puts the response it got into its result.

#include "lib/json/jsondocument.h"
#include "support/programrun.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using RpcScope::JsonDocument;

using TestSupport::ProgramRun;

namespace {
ProgramRun cli(const QStringList &arguments)
{
    return ProgramRun::of(QStringLiteral(RPCSCOPE_CLI), arguments);
}
} // namespace

class tst_CliServerRequests final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void answeredFromTheCommandLine();
    void refusedWithoutAnAnswer();
    void aRunAnswersToo();
    void aRunReportsWhatServersSentOnTheirOwn();
    void aServerAskingInALoopIsBounded();

private:
    QTemporaryDir m_dir;
    QString m_server;
};

void tst_CliServerRequests::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QFile script(m_dir.filePath(QStringLiteral("asks-first.sh")));
    QVERIFY(script.open(QIODevice::WriteOnly));
    // Reads our request, asks its own question with id 0, reads our response, then answers
    // our request (id 1) with that response as its result.
    script.write("IFS= read -r request\n"
                 "printf '%s\\n' '{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"workspace/configuration\","
                 "\"params\":{\"items\":[{\"section\":\"python\"}]}}'\n"
                 "IFS= read -r response\n"
                 "printf '{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":%s}\\n' \"$response\"\n");
    script.close();
    m_server = QStringLiteral("stdio:sh ") + script.fileName();
}

void tst_CliServerRequests::answeredFromTheCommandLine()
{
    const ProgramRun run = cli({QStringLiteral("call"), m_server, QStringLiteral("textDocument/hover"), QStringLiteral("{}"),
                         QStringLiteral("--answer"), QStringLiteral("workspace/configuration=[{}]"),
                         QStringLiteral("--json"), QStringLiteral("--timeout"), QStringLiteral("10000")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const JsonDocument report = JsonDocument::parse(run.out);
    QVERIFY2(report.isValid(), run.out.constData());
    const int asked = report.member(0, u"serverRequests");
    QVERIFY(asked >= 0);
    QCOMPARE(report.childCount(asked), 1);
    const int first = report.child(asked, 0);
    QCOMPARE(report.memberString(report.member(first, u"request"), u"method"), QStringLiteral("workspace/configuration"));
    const int answer = report.member(first, u"answer");
    QCOMPARE(report.raw(report.member(answer, u"id")), QByteArrayView("0"));
    QCOMPARE(report.raw(report.member(answer, u"result")), QByteArrayView("[{}]"));
    QCOMPARE(report.childCount(report.member(0, u"notifications")), 0);   // a request, not a notification
    // The server got exactly that response: it sent it back as its result.
    QVERIFY2(report.memberString(0, u"body").contains(QStringLiteral(R"("result":{"jsonrpc":"2.0","id":0,"result":[{}]})")),
             run.out.constData());
}

void tst_CliServerRequests::refusedWithoutAnAnswer()
{
    const ProgramRun run = cli({QStringLiteral("call"), m_server, QStringLiteral("textDocument/hover"), QStringLiteral("{}"),
                         QStringLiteral("--timeout"), QStringLiteral("10000")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    // Refused at once instead of left hanging (the call used to wait for its timeout).
    QVERIFY2(run.out.contains("-32601"), run.out.constData());
    QVERIFY2(run.err.contains("The server asked workspace/configuration (id 0); answered with an error"), run.err.constData());
}

// 700 requests at once: the first 500 are answered as asked, the rest refused with -32603
// unasked, each exactly once, and the loop is said once on stderr.
void tst_CliServerRequests::aServerAskingInALoopIsBounded()
{
    QFile script(m_dir.filePath(QStringLiteral("asks-in-a-loop.sh")));
    QVERIFY(script.open(QIODevice::WriteOnly));
    script.write("IFS= read -r request\n"
                 "i=0\n"
                 "while [ $i -lt 700 ]; do\n"
                 "  printf '{\"jsonrpc\":\"2.0\",\"id\":%d,\"method\":\"workspace/configuration\",\"params\":{\"items\":[{}]}}\\n' $((i + 100))\n"
                 "  i=$((i + 1))\n"
                 "done\n"
                 "printf '%s\\n' '{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":\"done\"}'\n"
                 "cat >/dev/null\n");
    script.close();
    const ProgramRun run = cli({QStringLiteral("call"), QStringLiteral("stdio:sh ") + script.fileName(), QStringLiteral("m"),
                                QStringLiteral("--answer"), QStringLiteral("workspace/configuration=[{}]"), QStringLiteral("--json")});
    QVERIFY2(run.exitCode == 0, run.err.right(2000).constData());
    const JsonDocument report = JsonDocument::parse(run.out);
    QVERIFY2(report.isValid(), run.out.left(2000).constData());
    const int asked = report.member(0, u"serverRequests");
    QCOMPARE(report.childCount(asked), 700);
    int answered = 0;
    int refused = 0;
    for (int entry = report.firstChild(asked); entry >= 0; entry = report.nextSibling(entry)) {
        const int answer = report.member(entry, u"answer");
        if (report.member(answer, u"result") >= 0)
            ++answered;
        else if (report.raw(report.member(report.member(answer, u"error"), u"code")) == QByteArrayView("-32603"))
            ++refused;
    }
    QCOMPARE(answered, 500);
    QCOMPARE(refused, 200);
    QCOMPARE(run.err.count("seems to ask in a loop"), 1);
}

void tst_CliServerRequests::aRunAnswersToo()
{
    QFile collection(m_dir.filePath(QStringLiteral("asks.rpcscope.json")));
    QVERIFY(collection.open(QIODevice::WriteOnly));
    collection.write(R"({"format":"rpcscope-collection","version":1,"name":"asks","items":[)"
                     R"({"type":"request","name":"hover","endpoint":")" + m_server.toUtf8() + R"(",)"
                     R"("kind":"single","method":"textDocument/hover","params":{},"id":1,)"
                     R"("assertions":[{"assert":"outcome","expected":"result"}]}]})");
    collection.close();
    const ProgramRun run = cli({QStringLiteral("run"), collection.fileName(), QStringLiteral("--answer"),
                         QStringLiteral("workspace/configuration=[{\"python\":{}}]"), QStringLiteral("--timeout"),
                         QStringLiteral("10000")});
    QVERIFY2(run.err.contains("The server asked workspace/configuration (id 0); answered."), run.err.constData());
    QVERIFY2(!run.out.contains("timed out") && !run.out.contains("timeout"), run.out.constData());

    // --json lists what was asked, with our answer.
    const ProgramRun json = cli({QStringLiteral("run"), collection.fileName(), QStringLiteral("--answer"),
                                 QStringLiteral("workspace/configuration=[{\"python\":{}}]"), QStringLiteral("--json")});
    QVERIFY2(json.exitCode == 0, json.err.constData());
    const JsonDocument report = JsonDocument::parse(json.out);
    QVERIFY2(report.isValid(), json.out.constData());
    const int asked = report.member(0, u"serverRequests");
    QCOMPARE(report.childCount(asked), 1);
    QCOMPARE(report.raw(report.member(report.member(report.child(asked, 0), u"answer"), u"result")),
             QByteArrayView(R"([{"python":{}}])"));
}

void tst_CliServerRequests::aRunReportsWhatServersSentOnTheirOwn()
{
    // Answers, then sends a notification 0.3 s later: --listen keeps the run for it.
    QFile script(m_dir.filePath(QStringLiteral("late.sh")));
    QVERIFY(script.open(QIODevice::WriteOnly));
    script.write("IFS= read -r request\n"
                 "printf '%s\\n' '{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":\"now\"}'\n"
                 "sleep 0.3\n"
                 "printf '%s\\n' '{\"jsonrpc\":\"2.0\",\"method\":\"late\",\"params\":{\"n\":1}}'\n"
                 "cat >/dev/null\n");
    script.close();
    QFile collection(m_dir.filePath(QStringLiteral("late.rpcscope.json")));
    QVERIFY(collection.open(QIODevice::WriteOnly));
    collection.write(R"({"format":"rpcscope-collection","version":1,"name":"late","items":[)"
                     R"({"type":"request","name":"ask","endpoint":"stdio:sh )" + script.fileName().toUtf8() + R"(",)"
                     R"("kind":"single","method":"ask","params":{},"id":1}]})");
    collection.close();
    const ProgramRun plain = cli({QStringLiteral("run"), collection.fileName(), QStringLiteral("--listen"), QStringLiteral("1500")});
    QVERIFY2(plain.exitCode == 0, QByteArray(plain.err + plain.out).constData());
    QVERIFY2(plain.out.contains("  \xe2\x86\x90 {\"jsonrpc\":\"2.0\",\"method\":\"late\",\"params\":{\"n\":1}}"), plain.out.constData());
    QVERIFY(plain.out.trimmed().endsWith("passed, 0 failed"));

    const ProgramRun json = cli({QStringLiteral("run"), collection.fileName(), QStringLiteral("--listen"), QStringLiteral("1500"),
                                 QStringLiteral("--json")});
    const JsonDocument report = JsonDocument::parse(json.out);
    QVERIFY2(report.isValid(), json.out.constData());
    const int messages = report.member(0, u"serverMessages");
    QCOMPARE(report.childCount(messages), 1);
    QCOMPARE(report.raw(report.member(report.child(messages, 0), u"message")),
             QByteArrayView(R"({"jsonrpc":"2.0","method":"late","params":{"n":1}})"));

    // Without --listen the run ends at its last answer: nothing late is seen.
    const ProgramRun quick = cli({QStringLiteral("run"), collection.fileName(), QStringLiteral("--json")});
    const JsonDocument quickReport = JsonDocument::parse(quick.out);
    QVERIFY2(quickReport.isValid(), quick.out.constData());
    QCOMPARE(quickReport.childCount(quickReport.member(0, u"serverMessages")), 0);
}

QTEST_GUILESS_MAIN(tst_CliServerRequests)
#include "tst_cliserverrequests.moc"
