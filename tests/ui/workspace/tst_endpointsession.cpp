// An endpoint of the window answers a server's own request on a real child process: refused
// with -32601 at once (recorded as an outgoing message), never left hanging until discovery
// or the user's request times out. The peer is a shell script that asks
// workspace/configuration before it answers anything, as pyright does.

#include "lib/workspace/endpointprofile.h"
#include "ui/serverrequests/dialogresponder.h"
#include "ui/serverrequests/serverrequestdialog.h"
#include "ui/workspace/endpointsession.h"

#include <QCheckBox>
#include <QFile>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace RpcScope;

class tst_EndpointSession final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qRegisterMetaType<ServerRequestDialog *>();
    }
    void serverRequestIsRefusedNotLeftHanging();
    void serverRequestGetsTheEndpointsAnswer();
    void dialogAnswerBecomesTheEndpointsRule();
};

namespace {

/// A peer that asks workspace/configuration (id "ask-0") before anything else and keeps the
/// response it got in "<script>.got".
QString asksFirst(const QTemporaryDir &dir)
{
    QFile script(dir.filePath(QStringLiteral("asks-first.sh")));
    if (!script.open(QIODevice::WriteOnly))
        return {};
    script.write("IFS= read -r request\n"
                 "printf '%s\\n' '{\"jsonrpc\":\"2.0\",\"id\":\"ask-0\",\"method\":\"workspace/configuration\",\"params\":{}}'\n"
                 // Discovery asks several things at once: the answer to ours is among them.
                 "while IFS= read -r line; do case \"$line\" in *ask-0*) printf '%s\\n' \"$line\" > \"$0.got\"; "
                 "exit 0;; esac; done\n");
    return script.fileName();
}

} // namespace

void tst_EndpointSession::serverRequestIsRefusedNotLeftHanging()
{
    QTemporaryDir dir;
    const QString script = asksFirst(dir);
    QVERIFY(!script.isEmpty());
    EndpointSession session(EndpointProfile::create(QStringLiteral("stdio:sh ") + script, QStringLiteral("asks")));
    QSignalSpy outgoing(&session, &EndpointSession::messageOutsideExchanges);
    session.connectToEndpoint();
    QVERIFY(QTest::qWaitFor([&] { return !outgoing.isEmpty(); }, 5000));
    const QList<QVariant> first = outgoing.constFirst();
    QCOMPARE(first.at(2).toBool(), false);   // sent by us
    const QByteArray response = first.at(1).value<IncomingMessage>().bytes;
    QVERIFY2(response.contains(R"("id":"ask-0")") && response.contains("-32601"), response.constData());
    // And the server read it.
    QFile got(script + QStringLiteral(".got"));
    QVERIFY(QTest::qWaitFor([&] { return got.exists() && got.size() > 0; }, 5000));
    QVERIFY(got.open(QIODevice::ReadOnly));
    QCOMPARE(got.readAll().trimmed(), response);
}

void tst_EndpointSession::serverRequestGetsTheEndpointsAnswer()
{
    QTemporaryDir dir;
    const QString script = asksFirst(dir);
    QVERIFY(!script.isEmpty());
    EndpointProfile profile = EndpointProfile::create(QStringLiteral("stdio:sh ") + script, QStringLiteral("asks"));
    profile.serverAnswers = {{QStringLiteral("workspace/configuration"), QByteArray(R"([{"typeCheckingMode":"strict"}])")}};
    EndpointSession session(profile);
    session.connectToEndpoint();
    QFile got(script + QStringLiteral(".got"));
    QVERIFY(QTest::qWaitFor([&] { return got.exists() && got.size() > 0; }, 5000));
    QVERIFY(got.open(QIODevice::ReadOnly));
    QCOMPARE(got.readAll().trimmed(), QByteArray(R"({"jsonrpc":"2.0","id":"ask-0","result":[{"typeCheckingMode":"strict"}]})"));
}

void tst_EndpointSession::dialogAnswerBecomesTheEndpointsRule()
{
    QTemporaryDir dir;
    const QString script = asksFirst(dir);
    QVERIFY(!script.isEmpty());
    EndpointSession session(EndpointProfile::create(QStringLiteral("stdio:sh ") + script, QStringLiteral("asks")));
    QWidget window;
    DialogResponder dialogs(&window);
    session.setDialogResponder(&dialogs);
    QObject::connect(&dialogs, &DialogResponder::ruleChosen, &session, &EndpointSession::addServerAnswer);
    QSignalSpy opened(&dialogs, &DialogResponder::dialogOpened);
    QSignalSpy edited(&session, &EndpointSession::profileEdited);
    QSignalSpy answered(&session, &EndpointSession::serverRequestAnswered);
    session.connectToEndpoint();

    // No rule answers workspace/configuration: the dialog asks the user, who answers and
    // keeps the answer.
    QVERIFY(opened.wait(5000));
    auto *dialog = opened.first().first().value<ServerRequestDialog *>();
    QCOMPARE(dialog->request().method, QStringLiteral("workspace/configuration"));
    dialog->answerEdit()->setPlainText(QStringLiteral("[{\"strict\": true}]"));
    dialog->rememberBox()->setChecked(true);
    dialog->answerButton()->click();
    const QByteArray expected(R"({"jsonrpc":"2.0","id":"ask-0","result":[{"strict":true}]})");
    QFile got(script + QStringLiteral(".got"));
    QVERIFY(QTest::qWaitFor([&] { return got.exists() && got.size() > 0; }, 5000));
    QVERIFY(got.open(QIODevice::ReadOnly));
    QCOMPARE(got.readAll().trimmed(), expected);
    got.close();
    QCOMPARE(answered.size(), 1);
    QCOMPARE(answered.first().at(1).toByteArray(), expected);
    QCOMPARE(edited.size(), 1);
    QCOMPARE(session.profile().serverAnswers.size(), 1);
    QCOMPARE(session.profile().serverAnswers.first().first, QStringLiteral("workspace/configuration"));
    QCOMPARE(session.profile().serverAnswers.first().second, QByteArray(R"([{"strict":true}])"));

    // The next connection's question is answered by the rule, without a dialog.
    QVERIFY(got.remove());
    session.connectToEndpoint();
    QVERIFY(QTest::qWaitFor([&] { return got.exists() && got.size() > 0; }, 5000));
    QVERIFY(got.open(QIODevice::ReadOnly));
    QCOMPARE(got.readAll().trimmed(), expected);
    QCOMPARE(opened.size(), 1);
}

QTEST_MAIN(tst_EndpointSession)
#include "tst_endpointsession.moc"
