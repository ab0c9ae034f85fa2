#include "lib/demo/demohttpserver.h"
#include "lib/json/jsondocument.h"
#include "lib/rpc/classifier.h"
#include "lib/rpc/pagecursor.h"
#include "lib/rpc/rpcclient.h"
#include "lib/transport/http/httptransport.h"
#include "ui/inspector/jsontreemodel.h"
#include "ui/inspector/rawtextview.h"
#include "ui/common/outcomechip.h"
#include "ui/inspector/responseview.h"
#include "ui/inspector/statusstrip.h"

#include <QAction>
#include <QLabel>
#include <QSignalSpy>
#include <QTest>
#include <QToolButton>
#include <QTreeView>

using namespace Qt::StringLiterals;
using namespace RpcScope;

class tst_ResponseView final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void nextPageWalksTheDemoToolList();
    void pageCursorRules_data();
    void pageCursorRules();
    void nextRequestKeepsTheRest();
    void toolErrorIsAFailure();
    void rawCanBePrettyAndWrapped();
    void businessErrorIsAFailure();
    void unparsedBigBodyLoadsInTheBackground();
    void notJsonShowsRawAndSaysWhy();
    void rawIsFilledWhenShown();
    void assertThisValueGivesPathAndText();

private:
    ExchangePtr send(const QByteArray &request);

    DemoHttpServer m_server;
    std::unique_ptr<RpcClient> m_client;
};

void tst_ResponseView::initTestCase()
{
    QVERIFY2(m_server.listen(0), qPrintable(m_server.errorString()));
    m_client = std::make_unique<RpcClient>(new HttpTransport(m_server.mcpUrl()));
}

ExchangePtr tst_ResponseView::send(const QByteArray &request)
{
    QSignalSpy finished(m_client.get(), &RpcClient::exchangeFinished);
    m_client->send(request);
    if (finished.isEmpty() && !finished.wait(10000))
        return {};
    return finished.first().first().value<ExchangePtr>();
}

void tst_ResponseView::nextPageWalksTheDemoToolList()
{
    ResponseView view;
    view.resize(900, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QSignalSpy nextPage(&view, &ResponseView::nextPageRequested);

    QByteArray request = R"({"jsonrpc": "2.0", "id": 41, "method": "tools/list", "params": {}})";
    QStringList names;
    QList<QByteArray> sent;
    for (int page = 0; page < 10; ++page) {
        sent.append(request);
        const ExchangePtr exchange = send(request);
        QVERIFY(exchange);
        QCOMPARE(exchange->classification.outcome, Classification::Outcome::Result);
        view.showExchange(exchange);
        const JsonDocument &doc = exchange->classification.document;
        const int tools = doc.member(exchange->classification.responses.first().resultNode, u"tools");
        for (int tool = doc.firstChild(tools); tool >= 0; tool = doc.nextSibling(tool))
            names.append(doc.string(doc.member(tool, u"name")));
        if (!view.nextPageButton()->isVisible())
            break;
        QVERIFY(view.nextPageButton()->isEnabled());
        QTest::mouseClick(view.nextPageButton(), Qt::LeftButton);
        QCOMPARE(nextPage.size(), page + 1);
        request = nextPage.last().first().toByteArray();
    }
    QCOMPARE(sent.size(), 3);   // 12 tools in pages of 5
    QCOMPARE(names.size(), 12);
    QCOMPARE(names.first(), u"echo"_s);
    QCOMPARE(names.last(), u"system_info"_s);
    QCOMPARE(QSet<QString>(names.cbegin(), names.cend()).size(), 12);   // nothing twice
    // The next request is the sent one with the cursor filled in and the id advanced.
    QVERIFY(sent.at(1).startsWith(R"({"jsonrpc": "2.0", "id": 42, "method": "tools/list", "params": {"cursor": ")"));
    QVERIFY(sent.at(2).contains(R"("id": 43)"));
    QVERIFY(view.nextPageRequest().isEmpty());
}

void tst_ResponseView::pageCursorRules_data()
{
    QTest::addColumn<QByteArray>("result");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<QString>("param");
    QTest::newRow("mcp") << QByteArray(R"({"tools":[],"nextCursor":"abc"})") << u"nextCursor"_s << QByteArray("\"abc\"") << u"cursor"_s;
    QTest::newRow("mcp last page") << QByteArray(R"({"tools":[],"nextCursor":null})") << QString() << QByteArray() << QString();
    QTest::newRow("mcp empty") << QByteArray(R"({"nextCursor":""})") << QString() << QByteArray() << QString();
    QTest::newRow("has_more") << QByteArray(R"({"data":[],"has_more":true,"cursor":17})") << u"cursor"_s << QByteArray("17") << u"cursor"_s;
    QTest::newRow("has_more false") << QByteArray(R"({"has_more":false,"cursor":"x"})") << QString() << QByteArray() << QString();
    QTest::newRow("cursor alone") << QByteArray(R"({"cursor":"x"})") << QString() << QByteArray() << QString();
    QTest::newRow("next_cursor") << QByteArray(R"({"next_cursor":"n\u0041"})") << u"next_cursor"_s << QByteArray("\"n\\u0041\"") << u"cursor"_s;
    QTest::newRow("google") << QByteArray(R"({"items":[],"nextPageToken":"t"})") << u"nextPageToken"_s << QByteArray("\"t\"") << u"pageToken"_s;
    QTest::newRow("not an object") << QByteArray("[1,2]") << QString() << QByteArray() << QString();
}

void tst_ResponseView::pageCursorRules()
{
    QFETCH(QByteArray, result);
    QFETCH(QString, key);
    QFETCH(QByteArray, value);
    QFETCH(QString, param);
    const PageCursor cursor = PageCursor::find(JsonDocument::parse(result), 0);
    QCOMPARE(cursor.isValid(), !value.isEmpty());
    QCOMPARE(cursor.resultKey, key);
    QCOMPARE(cursor.valueText, value);
    QCOMPARE(cursor.paramName, param);
}

void tst_ResponseView::nextRequestKeepsTheRest()
{
    PageCursor cursor;
    cursor.resultKey = u"nextCursor"_s;
    cursor.paramName = u"cursor"_s;
    cursor.valueText = "\"p2\"";
    // Params without a cursor get one; every other byte stays.
    const QByteArray next = PageCursor::nextRequest(R"({"jsonrpc":"2.0","id":"req-09","method":"m","params":{"limit":5}})", cursor);
    QVERIFY2(next.startsWith(R"({"jsonrpc":"2.0","id":"req-10","method":"m","params":{"limit":5,)"), next.constData());
    QVERIFY2(next.endsWith(R"("cursor":"p2"}})"), next.constData());
    // An existing cursor is replaced; a params name already in use wins.
    QCOMPARE(PageCursor::nextRequest(R"({"jsonrpc":"2.0","id":7,"method":"m","params":{"pageToken":"p1"}})", cursor),
             QByteArray(R"({"jsonrpc":"2.0","id":8,"method":"m","params":{"pageToken":"p2"}})"));
    // No params: they are made.
    const QByteArray made = PageCursor::nextRequest(R"({"jsonrpc":"2.0","id":"x","method":"m"})", cursor);
    QCOMPARE(JsonDocument::parse(made).raw(JsonDocument::parse(made).member(0, u"id")).toByteArray(), QByteArray("\"x-2\""));
    QVERIFY(made.contains(R"("params")"));
    QVERIFY(made.contains(R"("cursor")"));
    QString error;
    QVERIFY(PageCursor::nextRequest(R"({"jsonrpc":"2.0","id":1,"method":"m","params":[1]})", cursor, &error).isNull());
    QVERIFY(error.contains(u"position"_s));
    QVERIFY(PageCursor::nextRequest(R"([{"jsonrpc":"2.0","id":1,"method":"m"}])", cursor, &error).isNull());
    QVERIFY(error.contains(u"batch"_s));
    QCOMPARE(PageCursor::advancedId("null"), QByteArray("null"));
    QCOMPARE(PageCursor::advancedId("1.5"), QByteArray("1.5"));
}

void tst_ResponseView::toolErrorIsAFailure()
{
    const ExchangePtr exchange = send(
        R"({"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"always_fail","arguments":{}}})");
    QVERIFY(exchange);
    QCOMPARE(exchange->reply.http->status, 200);   // HTTP and JSON-RPC say success...
    StatusStrip strip;
    strip.show();
    strip.showExchange(*exchange);
    // ...the strip says failure, in words and colour.
    QCOMPARE(strip.outcomeText(), u"Tool error (isError: true)"_s);
    QVERIFY(strip.showsFailure());
    QVERIFY(StatusStrip::isFailure(*exchange));
    // The outcome chip takes the failure colours.
    QCOMPARE(strip.chip()->kind(), OutcomeChip::Kind::ToolError);
    QVERIFY(!strip.messageText().isEmpty());   // the tool's own error text

    const ExchangePtr fine = send(R"({"jsonrpc":"2.0","id":6,"method":"tools/list"})");
    strip.showExchange(*fine);
    QCOMPARE(strip.outcomeText(), u"Result"_s);
    QVERIFY(!strip.showsFailure());
    QCOMPARE(strip.chip()->kind(), OutcomeChip::Kind::Result);
}

void tst_ResponseView::rawCanBePrettyAndWrapped()
{
    auto exchange = std::make_shared<Exchange>();
    exchange->request = R"({"jsonrpc":"2.0","id":1,"method":"m"})";
    exchange->sent = SentMessage::fromBytes(exchange->request);
    exchange->body = R"({"jsonrpc":"2.0","id":1,"result":{"b":1.50,"a":[1,2]}})";
    Classifier::Input input;
    input.sent = exchange->sent;
    input.body = exchange->body;
    exchange->classification = Classifier::classify(input);
    ResponseView view;
    view.resize(700, 500);
    view.show();
    view.showExchange(exchange);
    view.setCurrentIndex(ResponseView::RawTab);
    QCOMPARE(view.rawView()->bytes(), exchange->body);   // the bytes as received
    view.prettyButton()->click();
    // Indented, keys in the server's order, numbers as written.
    QTRY_VERIFY(view.rawView()->bytes().contains("\n  \"result\": {\n    \"b\": 1.50"));
    view.prettyButton()->click();
    QTRY_COMPARE(view.rawView()->bytes(), exchange->body);
    view.wrapButton()->click();
    QVERIFY(view.rawView()->wraps());
}

void tst_ResponseView::businessErrorIsAFailure()
{
    auto exchange = std::make_shared<Exchange>();
    exchange->request = R"({"jsonrpc":"2.0","id":1,"method":"orders.place"})";
    exchange->sent = SentMessage::fromBytes(exchange->request);
    exchange->body = R"({"jsonrpc":"2.0","id":1,"result":{"ok":false,"errors":[{"message":"Out of stock"}]}})";
    Classifier::Input input;
    input.sent = exchange->sent;
    input.body = exchange->body;
    exchange->classification = Classifier::classify(input);
    StatusStrip strip;
    strip.showExchange(*exchange);
    QCOMPARE(strip.outcomeText(), u"Business error (ok: false)"_s);
    QVERIFY(strip.showsFailure());
    QCOMPARE(strip.messageText(), u"Out of stock"_s);
}

void tst_ResponseView::unparsedBigBodyLoadsInTheBackground()
{
    // An exchange that arrives without an index (e.g. read back from a file) is parsed on a
    // worker: the tree says "Loading…" until then.
    QByteArray body = R"({"jsonrpc":"2.0","id":1,"result":[)";
    for (int i = 0; i < 40000; ++i)
        body += R"({"i":)" + QByteArray::number(i) + "},";
    body += "{}]}";
    auto exchange = std::make_shared<Exchange>();
    exchange->request = R"({"jsonrpc":"2.0","id":1,"method":"big"})";
    exchange->sent = SentMessage::fromBytes(exchange->request);
    exchange->body = body;
    ResponseView view;
    view.resize(900, 600);
    view.show();
    QSignalSpy ready(&view, &ResponseView::treeReady);
    view.showExchange(exchange);
    QVERIFY(view.isTreeLoading());
    QVERIFY(view.findChild<QLabel *>(u"treeNote"_s)->isVisible());
    QVERIFY(view.findChild<QLabel *>(u"treeNote"_s)->text().startsWith(u"Loading"_s));
    QVERIFY(view.rawView()->isIndexing() || !view.rawView()->index().isEmpty());
    QVERIFY(ready.wait(10000));
    QVERIFY(!view.isTreeLoading());
    QVERIFY(view.treeView()->isVisible());
    QCOMPARE(view.treeModel()->data(view.treeModel()->index(0, 0)).toString(), u"jsonrpc"_s);
}

void tst_ResponseView::notJsonShowsRawAndSaysWhy()
{
    auto exchange = std::make_shared<Exchange>();
    exchange->request = R"({"jsonrpc":"2.0","id":1,"method":"x"})";
    exchange->sent = SentMessage::fromBytes(exchange->request);
    exchange->body = "<html>502 Bad Gateway</html>";
    Classifier::Input input;
    input.sent = exchange->sent;
    input.body = exchange->body;
    exchange->classification = Classifier::classify(input);
    ResponseView view;
    view.show();
    view.showExchange(exchange);
    QCOMPARE(view.currentIndex(), int(ResponseView::RawTab));
    QCOMPARE(view.rawView()->bytes(), exchange->body);
    QVERIFY(view.findChild<QLabel *>(u"treeNote"_s)->text().contains(u"not JSON"_s));
}

// The raw editor is made, and given the bytes, only when its tab is shown: a JSON answer read
// as a tree costs no raw indexing; the newest exchange is what the tab then shows.
void tst_ResponseView::rawIsFilledWhenShown()
{
    const auto answer = [](const QByteArray &body) {
        auto exchange = std::make_shared<Exchange>();
        exchange->request = R"({"jsonrpc":"2.0","id":1,"method":"x"})";
        exchange->sent = SentMessage::fromBytes(exchange->request);
        exchange->body = body;
        Classifier::Input input;
        input.sent = exchange->sent;
        input.body = exchange->body;
        exchange->classification = Classifier::classify(input);
        return exchange;
    };
    ResponseView view;
    view.show();
    view.showExchange(answer(R"({"jsonrpc":"2.0","id":1,"result":1})"));
    view.showExchange(answer(R"({"jsonrpc":"2.0","id":1,"result":2})"));
    QCOMPARE(view.currentIndex(), int(ResponseView::TreeTab));
    QVERIFY(!view.findChild<RawTextView *>());
    view.setCurrentIndex(ResponseView::RawTab);
    auto *raw = view.findChild<RawTextView *>();
    QVERIFY(raw);
    QCOMPARE(raw->bytes(), QByteArray(R"({"jsonrpc":"2.0","id":1,"result":2})"));
    // Once made, a shown Raw tab follows each new exchange at once.
    view.showExchange(answer(R"({"jsonrpc":"2.0","id":1,"result":3})"));
    QCOMPARE(raw->bytes(), QByteArray(R"({"jsonrpc":"2.0","id":1,"result":3})"));
}

// The tree's "Assert This Value" names the row by its JSON path and carries the value's text
// exactly as received (for an equals assertion in a collection).
void tst_ResponseView::assertThisValueGivesPathAndText()
{
    auto exchange = std::make_shared<Exchange>();
    exchange->request = R"({"jsonrpc":"2.0","id":1,"method":"items.list"})";
    exchange->sent = SentMessage::fromBytes(exchange->request);
    exchange->body = R"({"jsonrpc":"2.0","id":1,"result":{"items":[{"id":1},{"weird key":2.50}]}})";
    Classifier::Input input;
    input.sent = exchange->sent;
    input.body = exchange->body;
    exchange->classification = Classifier::classify(input);
    ResponseView view;
    view.showExchange(exchange);
    JsonTreeModel *model = view.treeModel();
    QTRY_VERIFY(model->rowCount() > 0);
    auto child = [model](const QModelIndex &parent, const QString &key) {
        if (model->canFetchMore(parent))
            model->fetchMore(parent);
        for (int row = 0; row < model->rowCount(parent); ++row) {
            const QModelIndex index = model->index(row, JsonTreeModel::KeyColumn, parent);
            if (index.data().toString() == key)
                return index;
        }
        return QModelIndex();
    };
    const QModelIndex value = child(child(child(child({}, u"result"_s), u"items"_s), u"1"_s), u"weird key"_s);
    QVERIFY(value.isValid());
    view.treeView()->setCurrentIndex(value);
    QAction *assertValue = view.treeView()->findChild<QAction *>(u"assertValue"_s);
    QVERIFY(assertValue);
    QSignalSpy requested(&view, &ResponseView::assertValueRequested);
    assertValue->trigger();
    QCOMPARE(requested.size(), 1);
    QCOMPARE(requested.first().at(0).toString(), u"$.result.items[1]['weird key']"_s);
    QCOMPARE(requested.first().at(1).toByteArray(), QByteArray("2.50"));
}

QTEST_MAIN(tst_ResponseView)
#include "tst_responseview.moc"
