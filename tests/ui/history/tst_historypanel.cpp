#include "ui/history/historypanel.h"

#include "ui/history/historyfilterproxy.h"
#include "ui/history/historymodel.h"

#include "lib/demo/demohttpserver.h"
#include "lib/rpc/rpcclient.h"
#include "lib/transport/http/httptransport.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenu>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <QToolButton>

using RpcScope::DemoHttpServer;
using RpcScope::ExchangeOutcome;
using RpcScope::ExchangePtr;
using RpcScope::HistoryModel;
using RpcScope::HistoryPanel;
using RpcScope::HttpTransport;
using RpcScope::RpcClient;

namespace {

QByteArray call(const QByteArray &method, int id, const QByteArray &params = "[]")
{
    return R"({"jsonrpc":"2.0","id":)" + QByteArray::number(id) + R"(,"method":")" + method
           + R"(","params":)" + params + "}";
}

} // namespace

class tst_HistoryPanel final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void realExchangesFillTheTimeline();
    void filterByMethodOutcomeAndText();
    void selectResendAndCopyByKeyboard();
    void copyAsCurlRedactsSecrets();
    void longMethodNameKeepsRowsSmall();
    void stdioExchangeCopiesALineAndAPipeline();

private:
    // Sends each body and waits until the panel shows every exchange.
    bool sendAll(RpcClient &client, const QList<QByteArray> &bodies);

    DemoHttpServer *m_demo = nullptr;
    RpcClient *m_client = nullptr;
    HistoryPanel *m_panel = nullptr;
};

void tst_HistoryPanel::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void tst_HistoryPanel::init()
{
    m_demo = new DemoHttpServer;
    QVERIFY(m_demo->listen(0));
    RpcScope::HttpEndpointOptions options;
    options.bearerToken = "s3cr3t-token";
    m_client = new RpcClient(new HttpTransport(m_demo->rpcUrl(), options));
    m_panel = new HistoryPanel;
    connect(m_client, &RpcClient::exchangeFinished, m_panel, [this](const ExchangePtr &exchange) { m_panel->append(exchange); });
    m_panel->resize(1000, 400);
    m_panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_panel));
}

void tst_HistoryPanel::cleanup()
{
    delete m_panel;
    delete m_client;
    delete m_demo;
}

bool tst_HistoryPanel::sendAll(RpcClient &client, const QList<QByteArray> &bodies)
{
    const int before = m_panel->totalCount();
    for (const QByteArray &body : bodies)
        client.send(body);
    return QTest::qWaitFor([&] { return m_panel->totalCount() == before + bodies.size(); }, 10000);
}

void tst_HistoryPanel::realExchangesFillTheTimeline()
{
    QVERIFY(sendAll(*m_client, {call("math.add", 1, "[1,2]"),
                                call("demo.fail", 2, R"({"message":"boom"})"),
                                "[" + call("math.subtract", 3, "[5,1]") + "," + call("demo.fail", 4) + ","
                                        + R"({"jsonrpc":"2.0","method":"demo.echo"})" + "]",
                                R"({"jsonrpc":"2.0","method":"demo.echo","params":[1]})",
                                call("demo.quirk", 5, R"({"kind":"missing-result"})")}));
    // A failure to connect is history too.
    DemoHttpServer closed;
    QVERIFY(closed.listen(0));
    const QUrl gone = closed.rpcUrl();
    closed.close();
    RpcClient unreachable(new HttpTransport(gone));
    connect(&unreachable, &RpcClient::exchangeFinished, m_panel, [this](const ExchangePtr &exchange) { m_panel->append(exchange); });
    QVERIFY(sendAll(unreachable, {call("math.add", 6)}));

    HistoryModel *model = m_panel->model();
    QCOMPARE(model->rowCount(), 6);
    QMap<QString, QString> outcomeByMethod;
    for (int row = 0; row < 6; ++row) {
        outcomeByMethod.insert(model->index(row, HistoryModel::MethodColumn).data().toString()
                                       + (row == 5 ? "@gone" : ""),
                               model->index(row, HistoryModel::OutcomeColumn).data().toString());
    }
    QCOMPARE(outcomeByMethod.value("math.add"), "result");
    QCOMPARE(outcomeByMethod.value("demo.fail"), "error");
    QCOMPARE(outcomeByMethod.value("batch (3)"), "error");
    QCOMPARE(outcomeByMethod.value("demo.echo"), "notification");
    QCOMPARE(outcomeByMethod.value("demo.quirk"), "invalid");
    QCOMPARE(outcomeByMethod.value("math.add@gone"), "transport failure");
    for (int row = 0; row < 5; ++row) {
        const QString status = model->index(row, HistoryModel::StatusColumn).data().toString();
        QVERIFY2(status == "200" || status == "204", qPrintable(status));
    }
    // No HTTP response: a dash, never a blank that reads like a missing value.
    QCOMPARE(model->index(5, HistoryModel::StatusColumn).data().toString(), QString(QChar(0x2014)));
}

void tst_HistoryPanel::filterByMethodOutcomeAndText()
{
    QVERIFY(sendAll(*m_client, {call("math.add", 1, "[1,2]"),
                                call("demo.fail", 2, R"({"message":"boom"})"),
                                "[" + call("math.subtract", 3, "[5,1]") + "," + call("demo.fail", 4) + "]",
                                call("text.reverse", 5, R"({"text":"Needle in a haystack"})"),
                                R"({"jsonrpc":"2.0","method":"demo.echo","params":[1]})"}));
    QCOMPARE(m_panel->visibleCount(), 5);

    auto *method = m_panel->findChild<QLineEdit *>("historyMethodFilter");
    auto *text = m_panel->findChild<QLineEdit *>("historyTextFilter");
    auto *outcome = m_panel->findChild<QToolButton *>("historyOutcomeButton");
    QVERIFY(method && text && outcome);

    QTest::keyClicks(method, "MATH");
    QCOMPARE(m_panel->visibleCount(), 2);   // math.add and the batch with math.subtract
    method->clear();
    QCOMPARE(m_panel->visibleCount(), 5);

    // Outcomes: open the menu from the keyboard and pick "Failures Only" (second entry).
    outcome->setFocus();
    QTimer::singleShot(0, this, [] {
        QTRY_VERIFY(qobject_cast<QMenu *>(QApplication::activePopupWidget()));
        QMenu *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        QTest::keyClick(menu, Qt::Key_Down);
        QTest::keyClick(menu, Qt::Key_Down);
        QTest::keyClick(menu, Qt::Key_Return);
    });
    QTest::keyClick(outcome, Qt::Key_Space);
    QTRY_COMPARE(m_panel->visibleCount(), 2);   // demo.fail and the batch with its error
    QCOMPARE(m_panel->proxy()->outcomes().contains(HistoryModel::Outcome::Result), false);
    QVERIFY(outcome->text() != "All Outcomes");

    // Text in the bytes, in any case; the error data of demo.fail holds a trace_id.
    QTest::keyClicks(text, "TRACE_id");
    QTRY_COMPARE(m_panel->visibleCount(), 2);
    text->clear();
    for (QAction *action : outcome->menu()->actions()) {
        if (action->text() == "All Outcomes")
            action->trigger();
    }
    QTest::keyClicks(text, "needle IN");
    QTRY_COMPARE(m_panel->visibleCount(), 1);
    QCOMPARE(m_panel->proxy()->index(0, HistoryModel::MethodColumn).data().toString(), "text.reverse");
    // Rows that arrive while filtering only show when they match.
    QVERIFY(sendAll(*m_client, {call("text.reverse", 6, R"({"text":"another needle in it"})"),
                                call("math.add", 7, "[1,1]")}));
    QCOMPARE(m_panel->visibleCount(), 2);
}

void tst_HistoryPanel::selectResendAndCopyByKeyboard()
{
    // One after the other, so the rows are in this order.
    QVERIFY(sendAll(*m_client, {call("math.add", 1, "[1,2]")}));
    QVERIFY(sendAll(*m_client, {call("math.multiply", 2, "[3,4]")}));
    QSignalSpy selected(m_panel, &HistoryPanel::exchangeSelected);
    QSignalSpy resend(m_panel, &HistoryPanel::resendRequested);
    QSignalSpy toComposer(m_panel, &HistoryPanel::copyToComposerRequested);
    connect(m_panel, &HistoryPanel::resendRequested, m_client,
            [this](const ExchangePtr &exchange) { m_client->send(exchange->request); });

    QTableView *view = m_panel->view();
    QVERIFY(!m_panel->resendAction()->isEnabled());   // nothing chosen yet
    // Tab from the filter bar into the table, then Ctrl+End to the newest row.
    m_panel->findChild<QLineEdit *>("historyTextFilter")->setFocus();
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), view);
    QTest::keyClick(view, Qt::Key_End, Qt::ControlModifier);
    QVERIFY(selected.count() >= 1);
    const ExchangePtr second = selected.last().first().value<ExchangePtr>();
    QCOMPARE(second, m_panel->currentExchange());
    QVERIFY(second->request.contains("math.multiply"));
    QVERIFY(m_panel->resendAction()->isEnabled());

    QTest::keyClick(view, Qt::Key_Return, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(resend.count(), 1);
    QCOMPARE(resend.first().first().value<ExchangePtr>(), second);
    QTRY_COMPARE(m_panel->totalCount(), 3);   // the re-sent request came back as a new row
    QCOMPARE(m_panel->model()->exchange(2)->request, second->request);
    QCOMPARE(m_panel->model()->exchange(2)->body, second->body);

    QTest::keyClick(view, Qt::Key_E, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(toComposer.count(), 1);
    QCOMPARE(toComposer.first().first().toByteArray(), second->request);
}

void tst_HistoryPanel::copyAsCurlRedactsSecrets()
{
    QVERIFY(sendAll(*m_client, {call("math.add", 1, "[1,2]")}));
    QSignalSpy status(m_panel, &HistoryPanel::statusMessage);
    QTableView *view = m_panel->view();
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Down);
    QCOMPARE(m_panel->copyCommandAction()->text(), "Copy as curl");
    QTest::keyClick(view, Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(status.count(), 1);
    const QString copied = QGuiApplication::clipboard()->text();
    QVERIFY2(copied.startsWith("curl " + m_demo->rpcUrl().toString()), qPrintable(copied));
    QVERIFY(copied.contains("'Authorization: Bearer <redacted>'"));
    QVERIFY(!copied.contains("s3cr3t-token"));
    QVERIFY(copied.contains(QString::fromUtf8("--data-binary '" + call("math.add", 1, "[1,2]") + "'")));

    m_panel->copyWithSecretsAction()->trigger();
    QVERIFY(QGuiApplication::clipboard()->text().contains("'Authorization: Bearer s3cr3t-token'"));
}

void tst_HistoryPanel::longMethodNameKeepsRowsSmall()
{
    const QByteArray name(5000, 'n');
    QVERIFY(sendAll(*m_client, {call("math.add", 1, "[1,2]"), call(name, 2)}));
    QTableView *view = m_panel->view();
    const int rowHeight = view->rowHeight(0);
    QCOMPARE(view->rowHeight(1), rowHeight);
    QVERIFY(rowHeight < 3 * view->fontMetrics().height());
    QVERIFY(m_panel->model()->index(1, HistoryModel::MethodColumn).data().toString().size()
            <= HistoryModel::MaxCellText);
    QCOMPARE(m_panel->model()->index(1, HistoryModel::OutcomeColumn).data().toString(), "error");
    QVERIFY(view->horizontalHeader()->sectionSize(HistoryModel::MethodColumn) < view->width());
}

void tst_HistoryPanel::stdioExchangeCopiesALineAndAPipeline()
{
    auto exchange = std::make_shared<RpcScope::Exchange>();
    exchange->transport = RpcScope::Transport::Kind::Stdio;
    exchange->endpoint = "stdio:sh -c 'cat; printf \"[%s]\" \"$1\"' sh '$HOME'";
    exchange->request = "{\n  \"jsonrpc\": \"2.0\",\n  \"id\": 1,\n  \"method\": \"it's\"\n}";
    exchange->sent = RpcScope::SentMessage::fromBytes(exchange->request);
    m_panel->append(exchange);
    QTableView *view = m_panel->view();
    view->setFocus();
    QCOMPARE(m_panel->currentExchange(), ExchangePtr(exchange));
    QCOMPARE(m_panel->copyCommandAction()->text(), "Copy as stdio Line");
    QVERIFY(!m_panel->copyWithSecretsAction()->isVisible());
    QVERIFY(m_panel->copyPipelineAction()->isEnabled());
    QTest::keyClick(view, Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
    const QByteArray line = R"({"jsonrpc":"2.0","id":1,"method":"it's"})";
    QCOMPARE(QGuiApplication::clipboard()->text(), QString::fromUtf8(line + '\n'));   // as the server reads it

    m_panel->copyPipelineAction()->trigger();
    const QString pipeline = QGuiApplication::clipboard()->text();
    QProcess shell;
    shell.start("/bin/sh", {"-c", pipeline});
    QVERIFY(shell.waitForFinished(10000));
    QCOMPARE(shell.readAllStandardOutput(), line + "\n[$HOME]");
}

QTEST_MAIN(tst_HistoryPanel)
#include "tst_historypanel.moc"
