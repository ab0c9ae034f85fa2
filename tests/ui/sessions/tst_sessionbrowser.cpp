// The session browser on a file recorded against the demo server on 127.0.0.1: the timeline
// rows, the filters, the inspection of a row, the comparison of two exchanges, and the
// replay view against a second demo server that answers as a newer release would.
#include "ui/sessions/sessionbrowser.h"
#include "ui/inspector/exchangepane.h"
#include "ui/inspector/exchangeview.h"
#include "ui/inspector/statusstrip.h"

#include "lib/demo/demohttpserver.h"
#include "lib/demo/demoservice.h"
#include "lib/rpc/rpcclient.h"
#include "lib/session/sessionrecorder.h"
#include "lib/session/sessionwriter.h"
#include "lib/transport/transport.h"
#include "lib/transport/transportfactory.h"
#include "ui/sessions/replaypanel.h"
#include "ui/sessions/sessiontimelinemodel.h"
#include "ui/sessions/sidebysidediff.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace Qt::StringLiterals;
using namespace RpcScope;

namespace {

constexpr int kWaitMs = 10000;

} // namespace

class tst_SessionBrowser final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void timelineRowsMatchTheFile();
    void filtersNarrowTheTimeline();
    void selectingShowsTheExchange();
    void compareShowsTheDifferingPath();
    void largeLinesAreReadAndComparedOffTheGuiThread();
    void replayAgainstVariantShowsTheDifference();
    void cancelKeepsThePartialReport();
    void currentSessionCannotBeDeleted();
    void damagedLineIsReportedAndSkipped();
    void notASessionFailsToLoad();
    void aGrowingSessionIsFollowed();

private:
    void openBrowser(SessionBrowser *browser);
    void grab(QWidget *widget, const QString &name);

    QTemporaryDir m_dir;
    DemoHttpServer m_demo;
    DemoHttpServer m_variant;
    QString m_session;
};

void tst_SessionBrowser::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    QVERIFY(m_demo.listen(0));
    QVERIFY(m_variant.listen(0));
    m_variant.service()->setVariant(true);

    m_session = m_dir.filePath(u"browse.rpcsession"_s);
    SessionRecorder recorder;
    QVERIFY2(recorder.open(m_session), qPrintable(recorder.errorString()));
    QString error;
    Transport *transport = TransportFactory::create(m_demo.rpcUrl().toString(), {}, &error);
    QVERIFY2(transport, qPrintable(error));
    RpcClient client(transport);
    recorder.attach(&client);
    const QList<QByteArray> requests = {
        R"({"jsonrpc":"2.0","id":1,"method":"math.add","params":{"a":2,"b":3}})",
        R"({"jsonrpc":"2.0","id":2,"method":"math.add","params":{"a":20,"b":3}})",
        R"({"jsonrpc":"2.0","id":3,"method":"text.stats","params":{"text":"One. Two!"}})",
        R"({"jsonrpc":"2.0","id":4,"method":"no.such.method"})",
        R"({"jsonrpc":"2.0","method":"demo.echo","params":[1]})",
    };
    for (const QByteArray &request : requests) {
        QSignalSpy recordedSpy(&recorder, &SessionRecorder::recorded);
        client.send(request);
        QVERIFY(recordedSpy.wait(kWaitMs));
    }
    recorder.close();
    transport->close();
}

void tst_SessionBrowser::grab(QWidget *widget, const QString &name)
{
    // RPCSCOPE_SCREENSHOT_DIR=folder keeps pictures of the views, to look at them as a user.
    const QString folder = qEnvironmentVariable("RPCSCOPE_SCREENSHOT_DIR");
    if (folder.isEmpty())
        return;
    QCoreApplication::sendPostedEvents();   // layouts settle, as they would before a paint
    widget->grab().save(QDir(folder).filePath(name + u".png"_s));
}

void tst_SessionBrowser::openBrowser(SessionBrowser *browser)
{
    browser->setDirectory(m_dir.path());
    browser->resize(1280, 800);
    browser->show();
    QSignalSpy loaded(browser, &SessionBrowser::loaded);
    browser->openSession(m_session);
    QVERIFY(loaded.wait(kWaitMs));
}

void tst_SessionBrowser::timelineRowsMatchTheFile()
{
    SessionBrowser browser;
    openBrowser(&browser);
    QAbstractItemModel *model = browser.timeline()->model();
    QCOMPARE(model->rowCount(), 5);
    const QStringList methods = {u"math.add"_s, u"math.add"_s, u"text.stats"_s, u"no.such.method"_s, u"demo.echo"_s};
    const QStringList outcomes = {u"result"_s, u"result"_s, u"result"_s, u"error"_s, u"notification"_s};
    for (int row = 0; row < 5; ++row) {
        QCOMPARE(model->index(row, SessionTimelineModel::MethodColumn).data().toString(), methods.at(row));
        QCOMPARE(model->index(row, 0).data(SessionTimelineModel::OutcomeRole).toString(), outcomes.at(row));
        QCOMPARE(model->index(row, SessionTimelineModel::EndpointColumn).data().toString(), m_demo.rpcUrl().toString());
    }
    // The file list shows the opened file.
    bool listed = false;
    for (int row = 0; row < browser.fileList()->count(); ++row)
        listed = listed || browser.fileList()->item(row)->text().startsWith(u"browse.rpcsession"_s);
    QVERIFY(listed);
}

void tst_SessionBrowser::filtersNarrowTheTimeline()
{
    SessionBrowser browser;
    openBrowser(&browser);
    QAbstractItemModel *model = browser.timeline()->model();
    browser.outcomeFilter()->setCurrentIndex(browser.outcomeFilter()->findData(u"error"_s));
    QCOMPARE(model->rowCount(), 1);
    QCOMPARE(model->index(0, SessionTimelineModel::MethodColumn).data().toString(), u"no.such.method"_s);
    browser.outcomeFilter()->setCurrentIndex(0);
    browser.searchEdit()->setText(u"MATH"_s);
    QCOMPARE(model->rowCount(), 2);
    browser.searchEdit()->clear();
    QCOMPARE(model->rowCount(), 5);
    // Text only a body holds: typed key by key, found once the search of the file has run.
    QTest::keyClicks(browser.searchEdit(), u"two!"_s);
    QCOMPARE(model->rowCount(), 0);   // not in any method or endpoint
    QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(), 1, kWaitMs);
    QCOMPARE(model->index(0, SessionTimelineModel::MethodColumn).data().toString(), u"text.stats"_s);
    browser.searchEdit()->clear();
    QCOMPARE(model->rowCount(), 5);
    // Endpoint filter: the one recorded endpoint, and every row is its.
    QCOMPARE(browser.endpointFilter()->count(), 2);
    browser.endpointFilter()->setCurrentIndex(1);
    QCOMPARE(model->rowCount(), 5);
}

void tst_SessionBrowser::selectingShowsTheExchange()
{
    SessionBrowser browser;
    openBrowser(&browser);
    browser.timeline()->selectRow(2);
    QVERIFY2(browser.requestText()->toPlainText().contains(u"\"method\": \"text.stats\""_s),
             qPrintable(browser.requestText()->toPlainText()));
    QVERIFY(browser.responseText()->toPlainText().contains(u"\"words\""_s));
    // The same read-only exchange view a history row opens: the recorded exchange, classified.
    ExchangeView *exchange = browser.exchangeView();
    QVERIFY(exchange->exchange());
    QCOMPARE(exchange->exchange()->sent.items.first().method, u"text.stats"_s);
    QCOMPARE(exchange->exchange()->classification.outcome, Classification::Outcome::Result);
    QVERIFY(exchange->pane()->statusStrip()->titleText().startsWith(u"text.stats"));
    QVERIFY(exchange->pane()->statusStrip()->httpText().contains(u"200"));

    QSignalSpy resend(&browser, &SessionBrowser::resendRequested);
    browser.resendSelected();
    QCOMPARE(resend.size(), 1);
    QCOMPARE(resend.at(0).at(0).toString(), m_demo.rpcUrl().toString());
    QVERIFY(resend.at(0).at(1).toByteArray().contains("text.stats"));
}

void tst_SessionBrowser::compareShowsTheDifferingPath()
{
    SessionBrowser browser;
    openBrowser(&browser);
    QVERIFY(!browser.compareSelected());   // nothing selected
    browser.timeline()->selectRow(0);
    QItemSelectionModel *selection = browser.timeline()->selectionModel();
    selection->select(browser.timeline()->model()->index(1, 0),
                      QItemSelectionModel::Select | QItemSelectionModel::Rows);
    QVERIFY(browser.compareSelected());
    const JsonDiffResult &result = browser.compareView()->result();
    // 2+3 and 20+3: only the result differs; the ids (1, 2) are replay-assigned noise.
    QCOMPARE(result.differences.size(), 1);
    QCOMPARE(result.differences.constFirst().path.toString(), u"$.result"_s);
    QCOMPARE(browser.compareView()->differenceList()->topLevelItem(0)->text(0), u"$.result"_s);
    QVERIFY(browser.compareView()->markedLines(true) >= 1);
    QVERIFY(browser.compareView()->markedLines(false) >= 1);
    grab(&browser, u"session-browser"_s);
}

void tst_SessionBrowser::largeLinesAreReadAndComparedOffTheGuiThread()
{
    // Two answers of 1.5 MB that differ in one member: selecting reads the line on a worker,
    // comparing diffs them on a worker, and the result arrives without a blocking call.
    const QString path = m_dir.filePath(u"large.rpcsession"_s);
    {
        SessionWriter writer;
        QVERIFY(writer.open(path));
        for (int i = 0; i < 2; ++i) {
            SessionEntry entry;
            entry.epochMs = 1796233202004 + i;
            entry.endpoint = m_demo.rpcUrl().toString();
            entry.method = u"big.read"_s;
            entry.outcome = u"result"_s;
            entry.request = R"({"jsonrpc":"2.0","id":1,"method":"big.read"})";
            entry.body = R"({"jsonrpc":"2.0","id":1,"result":{"blob":")" + QByteArray(1500 * 1024, 'a' + char(i))
                       + R"(","n":)" + QByteArray::number(i) + "}}";
            QVERIFY(writer.append(entry) != 0);
        }
    }
    SessionBrowser browser;
    browser.setDirectory(m_dir.path());
    browser.resize(1280, 800);
    browser.show();
    QSignalSpy loaded(&browser, &SessionBrowser::loaded);
    browser.openSession(path);
    QVERIFY(loaded.wait(kWaitMs));

    browser.timeline()->selectRow(0);
    QVERIFY(browser.responseText()->toPlainText().startsWith(u"Reading"_s));   // not read yet: a worker does it
    QTRY_VERIFY_WITH_TIMEOUT(browser.responseText()->toPlainText().contains(u"\"blob\""_s), kWaitMs);

    browser.timeline()->selectionModel()->select(browser.timeline()->model()->index(1, 0),
                                                 QItemSelectionModel::Select | QItemSelectionModel::Rows);
    QSignalSpy compared(browser.compareView(), &SideBySideDiff::compared);
    QVERIFY(browser.compareSelected());
    QCOMPARE(compared.size(), 0);   // on its way
    QVERIFY(compared.wait(kWaitMs));
    QStringList paths;
    for (const JsonDifference &difference : browser.compareView()->result().differences)
        paths.append(difference.path.toString());
    QCOMPARE(paths, (QStringList{u"$.result.blob"_s, u"$.result.n"_s}));
    QVERIFY(browser.compareView()->markedLines(true) >= 2);
}

void tst_SessionBrowser::replayAgainstVariantShowsTheDifference()
{
    SessionBrowser browser;
    openBrowser(&browser);
    QSignalSpy ready(&browser, &SessionBrowser::entriesReady);
    browser.showReplay();
    QVERIFY(ready.wait(kWaitMs));
    ReplayPanel *panel = browser.replayPanel();
    panel->setTarget(m_variant.rpcUrl().toString());
    QSignalSpy finished(panel, &ReplayPanel::finished);
    panel->start();
    QVERIFY(panel->isRunning());
    QVERIFY(finished.wait(kWaitMs));
    const ReplayReport &report = panel->report();
    QCOMPARE(report.results.size(), 5);
    QCOMPARE(report.count(ReplayResult::Verdict::Same), 4);
    QCOMPARE(report.count(ReplayResult::Verdict::Differs), 1);
    QCOMPARE(panel->resultList()->topLevelItemCount(), 5);
    // The differing exchange is selected and shown side by side.
    const JsonDiffResult &shown = panel->diffView()->result();
    QCOMPARE(shown.differences.size(), 1);
    QCOMPARE(shown.differences.constFirst().path.toString(), u"$.result.sentences"_s);
    QVERIFY(panel->diffView()->markedLines(false) >= 1);
    QVERIFY2(panel->summaryLabel()->text().startsWith(u"4 same, 1 differ, 0 failed"_s),
             qPrintable(panel->summaryLabel()->text()));
    grab(&browser, u"session-replay"_s);

    // An extra ignored path makes the replay clean.
    panel->ignoredPathsEdit()->setPlainText(u"$.result.sentences"_s);
    panel->start();
    QVERIFY(finished.wait(kWaitMs));
    QCOMPARE(panel->report().count(ReplayResult::Verdict::Same), 5);
}

void tst_SessionBrowser::cancelKeepsThePartialReport()
{
    // A server that accepts and never answers: the first exchange hangs until Cancel.
    QTcpServer silent;
    QVERIFY(silent.listen(QHostAddress::LocalHost));
    QList<QTcpSocket *> held;
    connect(&silent, &QTcpServer::newConnection, this, [&] {
        while (QTcpSocket *socket = silent.nextPendingConnection())
            held.append(socket);
    });
    SessionBrowser browser;
    openBrowser(&browser);
    QSignalSpy ready(&browser, &SessionBrowser::entriesReady);
    browser.showReplay();
    QVERIFY(ready.wait(kWaitMs));
    ReplayPanel *panel = browser.replayPanel();
    panel->setTarget(u"http://127.0.0.1:%1/rpc"_s.arg(silent.serverPort()));
    QSignalSpy finished(panel, &ReplayPanel::finished);
    panel->start();
    QTRY_VERIFY_WITH_TIMEOUT(!held.isEmpty(), kWaitMs);   // the request is out, unanswered
    QVERIFY(panel->isRunning());
    panel->cancel();
    QVERIFY(finished.wait(kWaitMs));
    QVERIFY(!panel->isRunning());
    QVERIFY(panel->report().canceled);
    QCOMPARE(panel->report().total, 5);
    QVERIFY(panel->report().results.size() < 5);
    QVERIFY2(panel->summaryLabel()->text().contains(u"canceled"_s), qPrintable(panel->summaryLabel()->text()));
}

void tst_SessionBrowser::currentSessionCannotBeDeleted()
{
    SessionBrowser browser;
    browser.setCurrentSession(m_session);
    openBrowser(&browser);
    QListWidget *files = browser.fileList();
    QList<QListWidgetItem *> items = files->findItems(u"browse.rpcsession (recording)"_s, Qt::MatchStartsWith);
    QCOMPARE(items.size(), 1);
    files->setCurrentItem(items.constFirst());
    bool found = false;
    for (QPushButton *button : browser.findChildren<QPushButton *>()) {
        if (button->text() == u"&Delete") {
            found = true;
            QVERIFY(!button->isEnabled());
        }
    }
    QVERIFY(found);
}

void tst_SessionBrowser::damagedLineIsReportedAndSkipped()
{
    // The recorded file with a corrupt line in the middle and a last line cut off mid-write.
    QFile source(m_session);
    QVERIFY(source.open(QIODevice::ReadOnly));
    QList<QByteArray> lines = source.readAll().split('\n');
    source.close();
    lines.insert(2, "{this is not json");
    const QString damaged = m_dir.filePath(u"damaged.rpcsession"_s);
    QFile target(damaged);
    QVERIFY(target.open(QIODevice::WriteOnly));
    target.write(lines.join('\n'));
    target.write("{\"type\":\"exchange\",\"seq\":99,\"epo");
    target.close();

    SessionBrowser browser;
    browser.show();
    QSignalSpy loaded(&browser, &SessionBrowser::loaded);
    browser.openSession(damaged);
    QVERIFY(loaded.wait(kWaitMs));
    QCOMPARE(browser.timeline()->model()->rowCount(), 5);
    auto *info = browser.findChild<QLabel *>(u"sessionInfo"_s);
    QVERIFY(info);
    QVERIFY2(info->text().contains(u"2 damaged line(s) skipped"_s), qPrintable(info->text()));
}

void tst_SessionBrowser::aGrowingSessionIsFollowed()
{
    // A session being written (as a tap writes one): followed, the new lines appear, the
    // selection stays, the end stays in view.
    const QString growing = m_dir.filePath(u"growing.rpcsession"_s);
    QFile::remove(growing);
    QVERIFY(QFile::copy(m_session, growing));
    QFile source(m_session);
    QVERIFY(source.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = source.readAll().split('\n');
    source.close();
    SessionBrowser browser;
    browser.resize(1280, 800);
    browser.show();
    QSignalSpy loaded(&browser, &SessionBrowser::loaded);
    browser.openSession(growing);
    QVERIFY(loaded.wait(kWaitMs));
    QCOMPARE(browser.timeline()->model()->rowCount(), 5);
    browser.setFollowing(true);
    QVERIFY(browser.isFollowing());
    browser.timeline()->setCurrentIndex(browser.timeline()->model()->index(1, 0));
    QFile file(growing);
    QVERIFY(file.open(QIODevice::Append));
    for (int copy = 0; copy < 40; ++copy)
        file.write(lines.at(1) + '\n');   // the first exchange again and again
    file.close();
    QTRY_COMPARE_WITH_TIMEOUT(browser.timeline()->model()->rowCount(), 45, kWaitMs);
    QTRY_COMPARE(browser.timeline()->currentIndex().row(), 1);   // what the user looked at
    browser.setFollowing(false);
    QVERIFY(file.open(QIODevice::Append));
    file.write(lines.at(1) + '\n');
    file.close();
    QTest::qWait(800);
    QCOMPARE(browser.timeline()->model()->rowCount(), 45);   // no longer followed
}

void tst_SessionBrowser::notASessionFailsToLoad()
{
    const QString path = m_dir.filePath(u"notes.txt"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("hello\n");
    file.close();
    SessionBrowser browser;
    QSignalSpy failed(&browser, &SessionBrowser::loadFailed);
    browser.openSession(path);
    QVERIFY(failed.wait(kWaitMs));
    QCOMPARE(browser.timeline()->model()->rowCount(), 0);
    QVERIFY(!failed.at(0).at(0).toString().isEmpty());
}

QTEST_MAIN(tst_SessionBrowser)
#include "tst_sessionbrowser.moc"
