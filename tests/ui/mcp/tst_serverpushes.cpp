// The notifications pane of an endpoint page that is no MCP server: the demo server's
// WebSocket face pushes demo.onTick notifications (like aria2's aria2.onDownloadStart), and
// a close with code 1011 and a reason is shown with both.
#include "lib/demo/demohttpserver.h"
#include "lib/workspace/endpointprofile.h"
#include "ui/inspector/responseview.h"
#include "ui/inspector/streameventsview.h"
#include "ui/history/notificationspane.h"
#include "ui/workspace/endpointsession.h"
#include "ui/workspace/endpointview.h"
#include "ui/composer/requesteditor.h"

#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>
#include <QTreeView>

using namespace RpcScope;

class tst_ServerPushes : public QObject
{
    Q_OBJECT

private slots:
    void pushesAndCloseShown();
    void streamedEventsListedLive();
};

void tst_ServerPushes::pushesAndCloseShown()
{
    DemoHttpServer server;
    QVERIFY2(server.listen(0), qPrintable(server.errorString()));
    EndpointSession session(EndpointProfile::create(server.webSocketUrl().toString()));
    EndpointView view(&session);
    view.resize(1200, 800);
    view.show();
    session.connectToEndpoint();
    QTRY_VERIFY_WITH_TIMEOUT(session.state() == EndpointSession::State::Ready, 10000);
    QVERIFY(!session.mcpConnection());
    QVERIFY(!view.mcpPanel());   // no MCP tab
    QCOMPARE(view.pageTabs()->count(), 1);

    QString error;
    QVERIFY(session.send(R"({"jsonrpc":"2.0","id":101,"method":"demo.subscribe","params":{"count":3,"intervalMs":20}})",
                         &error));
    NotificationsPane *pane = view.notificationsPane();
    QTRY_COMPARE_WITH_TIMEOUT(pane->model()->rowCount(), 3, 5000);
    for (int row = 0; row < 3; ++row) {
        QCOMPARE(pane->model()->row(row).method, u"demo.onTick"_qs);
        QCOMPARE(pane->model()->row(row).kind, u"notification"_qs);
    }
    QVERIFY(pane->model()->row(2).preview.contains(u"\"tick\":3"));
    QCOMPARE(view.bottomTabs()->tabText(1), u"Notifications (3)"_qs);
    QCOMPARE(session.serverMessages().size(), 3);

    QVERIFY(session.send(R"({"jsonrpc":"2.0","id":102,"method":"demo.closeSocket","params":{"code":1011,"reason":"maintenance"}})",
                         &error));
    QTRY_COMPARE_WITH_TIMEOUT(pane->model()->rowCount(), 4, 5000);
    const NotificationsModel::Row &closed = pane->model()->row(3);
    QCOMPARE(closed.kind, u"connection closed"_qs);
    QVERIFY2(closed.preview.contains(u"1011") && closed.preview.contains(u"maintenance"), qPrintable(closed.preview));

    // Our own disconnect is no news.
    session.close();
    QTest::qWait(50);
    QCOMPARE(pane->model()->rowCount(), 4);
}

void tst_ServerPushes::streamedEventsListedLive()
{
    DemoHttpServer server;
    QVERIFY2(server.listen(0), qPrintable(server.errorString()));
    EndpointSession session(EndpointProfile::create(server.rpcUrl().toString()));
    EndpointView view(&session);
    view.resize(1200, 800);
    view.show();
    session.connectToEndpoint();
    QTRY_VERIFY_WITH_TIMEOUT(session.state() == EndpointSession::State::Ready, 10000);

    // Sent from a request tab: its answer area lists the events as they come.
    QSignalSpy finished(&session, &EndpointSession::exchangeFinished);
    view.requestEditor()->setText(R"({"jsonrpc":"2.0","id":7,"method":"demo.stream","params":{"count":4,"intervalMs":40,"end":"final"}})");
    view.send();
    ResponseView *inspector = view.responseView();
    int liveBeforeTheEnd = 0;
    connect(&session, &EndpointSession::exchangeFinished, this,
            [&] { liveBeforeTheEnd = inspector->eventsView()->eventCount(); });
    // While the stream runs, the Events tab lists what came so far.
    QTRY_VERIFY_WITH_TIMEOUT(inspector->hasEventsTab() && inspector->eventsView()->eventCount() >= 1, 5000);
    QVERIFY(finished.isEmpty());
    QCOMPARE(inspector->currentWidget(), inspector->eventsView());
    QVERIFY(inspector->tabText(inspector->indexOf(inspector->eventsView())).contains(u"live"));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 5000);
    QCOMPARE(liveBeforeTheEnd, 4);
    // The finished exchange shows the same four events, the last one final.
    QTRY_COMPARE(inspector->exchange()->streamEvents.size(), 4);
    QCOMPARE(inspector->eventsView()->eventCount(), 4);
    QCOMPARE(inspector->tabText(inspector->indexOf(inspector->eventsView())), u"Events (4)"_qs);
    QVERIFY(inspector->eventsView()->topLevelItem(3)->text(StreamEventsView::DataColumn).contains(u"\"final\":true"));

    // A plain answer in the same tab has no Events tab.
    view.requestEditor()->setText(R"({"jsonrpc":"2.0","id":8,"method":"math.add","params":[1,2]})");
    view.send();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 5000);
    QTRY_VERIFY(!inspector->hasEventsTab());
}

QTEST_MAIN(tst_ServerPushes)
#include "tst_serverpushes.moc"
