// The issue's "Done when" for the GUI: a session recorded by the real MainWindow (every
// endpoint, discovery included) replays with the real rpcscope-cli against a second demo
// server process with zero differences, and against one started with --variant with exactly
// the expected difference. And the real rpcscope program, killed with SIGKILL in the middle
// of a session, has lost no exchange it had answered.
#include "ui/shell/mainwindow.h"

#include "lib/auth/oauthauthorizer.h"
#include "lib/demo/demohttpserver.h"
#include "lib/session/sessionreader.h"
#include "lib/session/sessionrecorder.h"
#include "ui/sessions/sessionbrowser.h"
#include "ui/sessions/sessiontimelinemodel.h"
#include "ui/workspace/endpointsession.h"
#include "support/listeningserver.h"

#include <QElapsedTimer>
#include <QPlainTextEdit>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QTableView>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using namespace RpcScope;

namespace {

constexpr int kWaitMs = 10000;

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run runCli(const QStringList &arguments)
{
    QProcess process;
    process.start(QStringLiteral(RPCSCOPE_CLI), arguments);
    process.waitForFinished(30000);
    Run run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

/// Starts the demo server program on a free port; its /rpc URL, or empty.
QString startDemoServer(QProcess *server, const QStringList &extra)
{
    const QString base = TestSupport::startDemoServer(server, QStringLiteral(RPCSCOPE_DEMO_SERVER), extra);
    return base.isEmpty() ? QString() : base + u"/rpc"_s;
}

} // namespace

class tst_GuiRecording final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void recordedInWindowReplaysFromCli();
    void sigkillLosesNoAnsweredExchange();
    void browserResendsToTheEndpoint();
    void signInStepsAreRecordedAndBrowsed();

private:
    QTemporaryDir m_dir;
    QProcess m_secondServer;
    QProcess m_variantServer;
    QString m_second;
    QString m_variant;
};

void tst_GuiRecording::initTestCase()
{
    qRegisterMetaType<EndpointSession *>();
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QVERIFY(m_dir.isValid());
    m_second = startDemoServer(&m_secondServer, {});
    m_variant = startDemoServer(&m_variantServer, {u"--variant"_s});
    QVERIFY(!m_second.isEmpty() && !m_variant.isEmpty());
}

void tst_GuiRecording::cleanupTestCase()
{
    for (QProcess *server : {&m_secondServer, &m_variantServer}) {
        server->terminate();
        server->waitForFinished(3000);
    }
}

void tst_GuiRecording::recordedInWindowReplaysFromCli()
{
    DemoHttpServer demo;
    QVERIFY2(demo.listen(0), qPrintable(demo.errorString()));
    const QString session = m_dir.filePath(u"window.rpcsession"_s);
    {
        MainWindow window(m_dir.filePath(u"workspace.json"_s));
        QString error;
        QVERIFY2(window.startRecording(session, &error), qPrintable(error));
        QCOMPARE(window.sessionFile(), session);
        window.show();
        QSignalSpy discovered(&window, &MainWindow::discoveryFinished);
        window.openEndpoint(demo.rpcUrl().toString());
        QVERIFY(discovered.wait(kWaitMs));
        EndpointSession *endpoint = window.currentSession();
        QVERIFY(endpoint);

        const QList<QByteArray> requests = {
            R"({"jsonrpc":"2.0","id":101,"method":"math.add","params":{"a":2,"b":3}})",
            R"({"jsonrpc":"2.0","id":102,"method":"text.stats","params":{"text":"One. Two!"}})",
            R"([{"jsonrpc":"2.0","id":103,"method":"text.upper","params":{"text":"x"}},{"jsonrpc":"2.0","method":"demo.echo"}])",
            R"({"jsonrpc":"2.0","method":"demo.echo","params":[1]})",
            R"({"jsonrpc":"2.0","id":104,"method":"no.such.method"})",
        };
        for (const QByteArray &request : requests) {
            QSignalSpy finished(endpoint, &EndpointSession::exchangeFinished);
            QString sendError;
            QVERIFY2(endpoint->send(request, &sendError) != 0, qPrintable(sendError));
            QVERIFY(finished.wait(kWaitMs));
        }
    }   // the window closes; nothing more is written

    // Every exchange is in the file, the user's five after discovery's own.
    const SessionReader::Session read = SessionReader::readAll(session);
    QCOMPARE(read.status, SessionReader::Status::Ok);
    QVERIFY(read.problems.isEmpty());
    QStringList methods;
    for (const SessionEntry &entry : read.entries) {
        if (entry.type == SessionEntry::Type::Exchange)
            methods.append(entry.method);
    }
    QVERIFY2(methods.size() > 5, qPrintable(methods.join(u" | "_s)));
    QCOMPARE(methods.mid(methods.size() - 5),
             QStringList({u"math.add"_s, u"text.stats"_s, u"text.upper, demo.echo"_s, u"demo.echo"_s, u"no.such.method"_s}));
    const int exchanges = int(methods.size());

    const Run same = runCli({u"replay"_s, session, u"--against"_s, m_second});
    QVERIFY2(same.exitCode == 0, QByteArray(same.out + same.err).constData());
    QVERIFY2(same.out.contains(QStringLiteral("%1 same, 0 differ, 0 failed").arg(exchanges).toUtf8()), same.out.constData());

    const Run variant = runCli({u"replay"_s, session, u"--against"_s, m_variant});
    QVERIFY2(variant.exitCode == 5, QByteArray(variant.out + variant.err).constData());
    const QList<QByteArray> lines = variant.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 3);
    QVERIFY2(lines.at(0).endsWith(" text.stats: differs"), lines.at(0).constData());
    QCOMPARE(lines.at(1), QByteArray("  $.result.sentences (added): (absent) -> 2"));
    QVERIFY2(lines.at(2).contains(QStringLiteral("%1 same, 1 differ, 0 failed").arg(exchanges - 1).toUtf8()),
             lines.at(2).constData());
}

void tst_GuiRecording::sigkillLosesNoAnsweredExchange()
{
    const QString session = m_dir.filePath(u"killed.rpcsession"_s);
    QProcess gui;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    // The user's settings and data stay untouched.
    environment.insert(u"XDG_CONFIG_HOME"_s, m_dir.filePath(u"config"_s));
    environment.insert(u"XDG_DATA_HOME"_s, m_dir.filePath(u"data"_s));
    gui.setProcessEnvironment(environment);
    gui.start(QStringLiteral(RPCSCOPE_GUI), {u"--record"_s, session, u"--workspace"_s,
                                            m_dir.filePath(u"killed-workspace.json"_s), u"--test-calls"_s,
                                            u"1000000"_s});
    QVERIFY2(gui.waitForStarted(kWaitMs), qPrintable(gui.errorString()));

    // Let it answer a good number of calls, then kill it while it keeps sending.
    QByteArray out;
    QElapsedTimer clock;
    clock.start();
    while (out.count('\n') < 40 && clock.elapsed() < 30000) {
        gui.waitForReadyRead(1000);
        out += gui.readAllStandardOutput();
    }
    QVERIFY2(out.count('\n') >= 40, QByteArray(out + gui.readAllStandardError()).constData());
    QCOMPARE(gui.state(), QProcess::Running);
    gui.kill();   // SIGKILL: no destructor, no flush, no chance to tidy up
    QVERIFY(gui.waitForFinished(kWaitMs));
    QCOMPARE(gui.exitStatus(), QProcess::CrashExit);
    out += gui.readAllStandardOutput();

    int answered = 0;
    for (const QByteArray &line : out.split('\n')) {
        if (line.startsWith("answered "))
            answered = qMax(answered, line.mid(9).toInt());
    }
    QVERIFY(answered >= 40);

    // The file reads back; at most its last line, cut off by the kill, is reported.
    const SessionReader::Session read = SessionReader::readAll(session);
    QCOMPARE(read.status, SessionReader::Status::Ok);
    QVERIFY2(read.problems.size() <= 1, qPrintable(read.problems.value(1).message));
    QSet<int> recorded;
    static const QRegularExpression idPattern(uR"(^\{"jsonrpc":"2.0","id":(\d+),"method":"math.add")"_s);
    for (const SessionEntry &entry : read.entries) {
        const QRegularExpressionMatch match = idPattern.match(QString::fromUtf8(entry.request));
        if (entry.type == SessionEntry::Type::Exchange && match.hasMatch() && entry.outcome == u"result"
            && entry.body.contains("\"result\""))
            recorded.insert(match.captured(1).toInt());
    }
    for (int id = 1; id <= answered; ++id)
        QVERIFY2(recorded.contains(id), qPrintable(u"answered call %1 is not in the session file"_s.arg(id)));
}

void tst_GuiRecording::browserResendsToTheEndpoint()
{
    DemoHttpServer demo;
    QVERIFY(demo.listen(0));
    MainWindow window(m_dir.filePath(u"resend-workspace.json"_s));
    QString error;
    QVERIFY2(window.startRecording(m_dir.filePath(u"resend.rpcsession"_s), &error), qPrintable(error));
    window.show();
    QSignalSpy discovered(&window, &MainWindow::discoveryFinished);
    window.openEndpoint(demo.rpcUrl().toString());
    QVERIFY(discovered.wait(kWaitMs));
    EndpointSession *endpoint = window.currentSession();
    {
        QSignalSpy finished(endpoint, &EndpointSession::exchangeFinished);
        QVERIFY(endpoint->send(R"({"jsonrpc":"2.0","id":7,"method":"math.add","params":{"a":40,"b":2}})", &error));
        QVERIFY(finished.wait(kWaitMs));
    }

    // The browser opens on the current session, which is marked as being recorded.
    QSignalSpy loaded(window.sessionBrowser(), &SessionBrowser::loaded);
    window.showSessionBrowser();
    QVERIFY(loaded.wait(kWaitMs));
    SessionBrowser *browser = window.sessionBrowser();
    QCOMPARE(browser->openedPath(), window.sessionFile());
    const int rows = browser->timeline()->model()->rowCount();
    QVERIFY(rows >= 2);
    QCOMPARE(browser->timeline()->model()->index(rows - 1, SessionTimelineModel::MethodColumn).data().toString(),
             u"math.add"_s);

    // Re-send the last exchange: it goes to its endpoint and is recorded again.
    browser->timeline()->selectRow(rows - 1);
    QSignalSpy finished(endpoint, &EndpointSession::exchangeFinished);
    browser->resendSelected();
    QVERIFY(finished.wait(kWaitMs));
    const ExchangePtr again = finished.at(0).at(0).value<ExchangePtr>();
    QCOMPARE(again->body, QByteArray(R"({"jsonrpc":"2.0","id":7,"result":42})"));
    browser->reload();
    QVERIFY(loaded.wait(kWaitMs));
    QCOMPARE(browser->timeline()->model()->rowCount(), rows + 1);
}

// A sign-in that the window runs (the demo's protected endpoint, its page approved by the
// tests' browser) is in the session file as its steps, before the call that needed it, with
// no token anywhere in the file; the session browser lists the steps and shows each one.
void tst_GuiRecording::signInStepsAreRecordedAndBrowsed()
{
    qputenv("BROWSER", RPCSCOPE_TEST_BROWSER);
    DemoHttpServer demo;
    QVERIFY(demo.listen(0));
    const QString address = demo.secureRpcUrl().toString();
    const QString session = m_dir.filePath(u"signin.rpcsession"_s);
    MainWindow window(m_dir.filePath(u"signin-workspace.json"_s));
    QString error;
    QVERIFY2(window.startRecording(session, &error), qPrintable(error));
    window.show();
    window.openEndpoint(address);
    EndpointSession *endpoint = window.currentSession();
    QVERIFY(endpoint);
    ExchangePtr answered;
    QSignalSpy finished(endpoint, &EndpointSession::exchangeFinished);
    QVERIFY2(endpoint->send(R"({"jsonrpc":"2.0","id":9,"method":"math.add","params":[2,3]})", &error), qPrintable(error));
    QTRY_VERIFY_WITH_TIMEOUT(std::any_of(finished.cbegin(), finished.cend(), [&answered](const QList<QVariant> &args) {
                                 const ExchangePtr exchange = args.at(0).value<ExchangePtr>();
                                 if (exchange->body.contains("\"result\":5"))
                                     answered = exchange;
                                 return bool(answered);
                             }), 30000);
    const QByteArray token = endpoint->authorizer()->grant().accessToken;
    QVERIFY(token.startsWith("demo-at-"));
    window.recorder()->flush();

    const SessionReader::Session read = SessionReader::readAll(session);
    QCOMPARE(read.status, SessionReader::Status::Ok);
    QStringList steps;
    for (const SessionEntry &entry : read.entries) {
        if (entry.type != SessionEntry::Type::Auth)
            continue;
        steps.append(entry.authStep);
        QCOMPARE(entry.endpoint, address);
        QVERIFY(entry.authOk);
    }
    QVERIFY2(steps.mid(steps.size() - 3) == QStringList({u"registration"_s, u"authorization"_s, u"token"_s}),
             qPrintable(steps.join(u' ')));
    QCOMPARE(steps.first(), u"challenge"_s);
    QFile file(session);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY(!bytes.contains(token));
    QVERIFY(!bytes.contains(endpoint->authorizer()->grant().refreshToken));

    SessionBrowser browser;
    QSignalSpy loaded(&browser, &SessionBrowser::loaded);
    browser.openSession(session);
    QVERIFY(loaded.wait(kWaitMs));
    QAbstractItemModel *model = browser.timeline()->model();
    int tokenRow = -1;
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, SessionTimelineModel::MethodColumn).data().toString() == u"authorization: token"_s)
            tokenRow = row;
    }
    QVERIFY(tokenRow >= 0);
    QCOMPARE(model->index(tokenRow, SessionTimelineModel::OutcomeColumn).data().toString(), u"sign-in step"_s);
    browser.timeline()->selectRow(tokenRow);
    QVERIFY2(browser.detailsText()->toPlainText().contains(u"Authorization step: token"_s),
             qPrintable(browser.detailsText()->toPlainText()));
    QVERIFY(browser.detailsText()->toPlainText().contains(u"HTTP: POST"_s));
    QVERIFY(browser.requestText()->toPlainText().contains(u"code={{redacted:code}}"_s));
    QVERIFY(browser.responseText()->toPlainText().contains(u"{{redacted:access_token}}"_s));
    QSignalSpy resend(&browser, &SessionBrowser::resendRequested);
    browser.resendSelected();
    QCOMPARE(resend.size(), 0);   // a sign-in step is no request to send again
}

QTEST_MAIN(tst_GuiRecording)
#include "tst_guirecording.moc"
