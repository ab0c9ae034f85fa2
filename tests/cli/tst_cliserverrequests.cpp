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
}

QTEST_GUILESS_MAIN(tst_CliServerRequests)
#include "tst_cliserverrequests.moc"
