#include "lib/rpc/rpcclient.h"
#include "lib/transport/http/httptransport.h"
#include "support/scriptedhttpserver.h"
#include "ui/common/theme.h"
#include "ui/inspector/batchpairview.h"
#include "ui/inspector/responseview.h"

#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTest>
#include <QTreeWidget>

using namespace Qt::StringLiterals;
using namespace RpcScope;

class tst_BatchPairView final : public QObject
{
    Q_OBJECT

private slots:
    void pairsMissingDuplicateAndUnmatched();
    void cleanBatchStaysOnTree();
    void singleRequestHasNoBatchTab();

private:
    ExchangePtr exchangeOver(const QByteArray &sent, const QByteArray &body);
};

ExchangePtr tst_BatchPairView::exchangeOver(const QByteArray &sent, const QByteArray &body)
{
    ScriptedHttpServer server;
    if (!server.start())
        return {};
    server.enqueue(ScriptedResponse::http(200, body, {{"Content-Type", "application/json"}}));
    RpcClient client(new HttpTransport(server.url()));
    QSignalSpy finished(&client, &RpcClient::exchangeFinished);
    client.send(sent);
    if (finished.isEmpty() && !finished.wait(10000))
        return {};
    return finished.first().first().value<ExchangePtr>();
}

void tst_BatchPairView::pairsMissingDuplicateAndUnmatched()
{
    const QByteArray sent = R"([{"jsonrpc":"2.0","id":1,"method":"alpha"},
        {"jsonrpc":"2.0","id":2,"method":"beta","params":{"x":1}},
        {"jsonrpc":"2.0","id":3,"method":"gamma"},
        {"jsonrpc":"2.0","method":"delta"}])";
    // id 1 twice, id 2 never, id 99 was not asked for; id 3 is an error.
    const QByteArray body = R"([{"jsonrpc":"2.0","id":1,"result":"first"},
        {"jsonrpc":"2.0","id":1,"result":"again"},
        {"jsonrpc":"2.0","id":3,"error":{"code":-32601,"message":"no gamma here"}},
        {"jsonrpc":"2.0","id":99,"result":true}])";
    const ExchangePtr exchange = exchangeOver(sent, body);
    QVERIFY(exchange);
    QCOMPARE(exchange->body, body);   // the server sent exactly these bytes

    ResponseView view;
    view.resize(900, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.showExchange(exchange);
    QVERIFY(view.hasBatchTab());
    QCOMPARE(view.currentIndex(), int(ResponseView::BatchTab));   // problems: the pairs come first
    QCOMPARE(view.tabText(ResponseView::BatchTab), u"&Batch"_s);

    BatchPairView *pairs = view.batchView();
    using Kind = BatchPairView::RowKind;
    QCOMPARE(pairs->rowCount(), 6);
    const QList<Kind> kinds = {Kind::Paired, Kind::Duplicate, Kind::Missing, Kind::Paired, Kind::Notification,
                               Kind::Unmatched};
    for (int row = 0; row < kinds.size(); ++row)
        QCOMPARE(pairs->rowKind(row), kinds.at(row));
    QTreeWidget *table = pairs->table();
    QCOMPARE(table->topLevelItem(0)->text(BatchPairView::MethodColumn), u"alpha"_s);
    QVERIFY(table->topLevelItem(1)->text(BatchPairView::OutcomeColumn).startsWith(u"Duplicate response"_s));
    QVERIFY(table->topLevelItem(2)->text(BatchPairView::OutcomeColumn).startsWith(u"Missing response"_s));
    QCOMPARE(table->topLevelItem(3)->text(BatchPairView::ErrorColumn), u"-32601 Method not found: no gamma here"_s);
    QVERIFY(!table->isColumnHidden(BatchPairView::ErrorColumn));
    QCOMPARE(table->topLevelItem(5)->text(BatchPairView::IdColumn), u"99"_s);
    QVERIFY(table->topLevelItem(5)->text(BatchPairView::OutcomeColumn).startsWith(u"Unmatched response"_s));
    const QColor failureBackground = Theme::color(Theme::Role::FailureBackground);
    QCOMPARE(table->topLevelItem(2)->background(0).color(), failureBackground);
    QCOMPARE(table->topLevelItem(1)->background(0).color(), failureBackground);
    QCOMPARE(table->topLevelItem(5)->background(0).color(), Theme::color(Theme::Role::WarningBackground));
    QCOMPARE(table->topLevelItem(3)->foreground(BatchPairView::OutcomeColumn).color(),
             Theme::color(Theme::Role::Failure));
    QCOMPARE(table->topLevelItem(0)->background(0).style(), Qt::NoBrush);
    // (Plural forms come from the translation; untranslated, "%n request(s)" stays as it is.)
    for (const QString &part : {u"4 request"_s, u"4 response"_s, u"1 missing"_s, u"1 duplicate"_s, u"1 unmatched"_s,
                                u"1 failed"_s})
        QVERIFY2(pairs->summary().contains(part), qPrintable(pairs->summary()));

    // Clicking the missing row shows its request and says that nothing answered it.
    const QRect missingRect = table->visualItemRect(table->topLevelItem(2));
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, missingRect.center());
    QVERIFY(pairs->requestText().contains(u"\"method\": \"beta\""_s));
    QVERIFY(pairs->requestText().contains(u"\"x\": 1"_s));
    QCOMPARE(pairs->responseText(), u"No response arrived for this request."_s);
    // Down to the error row: its response, pretty.
    QTest::keyClick(table, Qt::Key_Down);
    QVERIFY(pairs->responseText().contains(u"\"message\": \"no gamma here\""_s));
    QTest::keyClick(table, Qt::Key_End);
    QVERIFY(pairs->requestText().contains(u"99"_s));
    QVERIFY(pairs->responseText().contains(u"\"id\": 99"_s));
}

void tst_BatchPairView::cleanBatchStaysOnTree()
{
    const ExchangePtr exchange = exchangeOver(
        R"([{"jsonrpc":"2.0","id":"a","method":"one"},{"jsonrpc":"2.0","id":"b","method":"two"}])",
        R"([{"jsonrpc":"2.0","id":"b","result":2},{"jsonrpc":"2.0","id":"a","result":1}])");
    QVERIFY(exchange);
    ResponseView view;
    view.showExchange(exchange);
    QVERIFY(view.hasBatchTab());
    QCOMPARE(view.currentIndex(), int(ResponseView::TreeTab));
    QVERIFY(!view.batchView()->hasPairingProblems());
    QCOMPARE(view.batchView()->rowCount(), 2);
    // No error answer: no Error column, the outcomes get its width.
    QVERIFY(view.batchView()->table()->isColumnHidden(BatchPairView::ErrorColumn));
    // Paired by id, not by position: request "a" is answered by the second response.
    view.batchView()->selectRow(0);
    QVERIFY(view.batchView()->responseText().contains(u"\"result\": 1"_s));
}

void tst_BatchPairView::singleRequestHasNoBatchTab()
{
    const ExchangePtr batch = exchangeOver(R"([{"jsonrpc":"2.0","id":1,"method":"one"}])",
                                           R"([{"jsonrpc":"2.0","id":1,"result":1}])");
    const ExchangePtr single = exchangeOver(R"({"jsonrpc":"2.0","id":1,"method":"one"})",
                                            R"({"jsonrpc":"2.0","id":1,"result":1})");
    QVERIFY(batch && single);
    ResponseView view;
    view.showExchange(batch);
    QCOMPARE(view.count(), 5);
    view.showExchange(single);
    QVERIFY(!view.hasBatchTab());
    QCOMPARE(view.count(), 4);
}

QTEST_MAIN(tst_BatchPairView)
#include "tst_batchpairview.moc"
