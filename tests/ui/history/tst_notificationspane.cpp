// NotificationsPane: one row per message that answers no request, said for what it is.
#include "ui/history/notificationspane.h"

#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTest>
#include <QTreeView>

using namespace RpcScope;

class tst_NotificationsPane : public QObject
{
    Q_OBJECT

private slots:
    void languageServerMessagesReadAsWords();
    void rowsSayWhatCame();
    void chosenRowShownWhole();
    void serverRequestShowsOurAnswer();
    void oldestGoFirst();
};

void tst_NotificationsPane::rowsSayWhatCame()
{
    NotificationsPane pane;
    QSignalSpy counted(&pane, &NotificationsPane::countChanged);
    pane.append({R"({"jsonrpc":"2.0","method":"aria2.onDownloadStart","params":[{"gid":"2089b05ecca3d829"}]})", 1000});
    pane.append({R"({"jsonrpc":"2.0","id":7,"method":"roots/list"})", 2000});
    pane.append({"npm WARN deprecated", 3000});
    pane.append({R"({"jsonrpc":"2.0","id":99,"result":true})", 4000});
    NotificationsModel *model = pane.model();
    QCOMPARE(model->rowCount(), 4);
    QCOMPARE(model->row(0).method, u"aria2.onDownloadStart"_qs);
    QCOMPARE(model->row(0).kind, u"notification"_qs);
    QCOMPARE(model->row(0).preview, u"[{\"gid\":\"2089b05ecca3d829\"}]"_qs);
    QCOMPARE(model->row(1).kind, u"server request"_qs);
    QCOMPARE(model->row(2).kind, u"not JSON"_qs);
    QCOMPARE(model->row(2).preview, u"npm WARN deprecated"_qs);
    QCOMPARE(model->row(3).kind, u"response to nothing"_qs);
    QCOMPARE(counted.last().first().toInt(), 4);
}

// What a language server says while it works reads as words; the detail keeps the message.
void tst_NotificationsPane::languageServerMessagesReadAsWords()
{
    NotificationsPane pane;
    pane.append({R"({"jsonrpc":"2.0","method":"window/logMessage","params":{"type":2,"message":"No compile commands"}})", 1});
    pane.append({R"({"jsonrpc":"2.0","method":"$/progress","params":{"token":"idx","value":{"kind":"report","message":"3/4","percentage":75}}})", 2});
    pane.append({"{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/publishDiagnostics\",\"params\":{\"uri\":\"file:///w/main.cpp\","
                 "\"diagnostics\":[{\"severity\":1},{\"severity\":2}]}}", 3});
    NotificationsModel *model = pane.model();
    QCOMPARE(model->row(0).preview, u"Warning: No compile commands"_qs);
    QCOMPARE(model->row(1).preview, u"3/4 · 75 % (idx)"_qs);
    QCOMPARE(model->row(2).preview, u"main.cpp: 1 error(s), 1 warning(s)"_qs);
    QCOMPARE(model->data(model->index(2, NotificationsModel::ParamsColumn), Qt::DisplayRole).toString(),
             u"main.cpp: 1 error(s), 1 warning(s)"_qs);
    pane.view()->setCurrentIndex(model->index(2, 0));
    QVERIFY(pane.detail()->toPlainText().contains(u"\"severity\": 2"_qs));
}

void tst_NotificationsPane::chosenRowShownWhole()
{
    NotificationsPane pane;
    pane.append({R"({"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"t","progress":1}})", 1});
    pane.view()->setCurrentIndex(pane.model()->index(0, 0));
    // Pretty-printed in the server's member order.
    QCOMPARE(pane.detail()->toPlainText(),
             u"{\n  \"jsonrpc\": \"2.0\",\n  \"method\": \"notifications/progress\",\n  \"params\": {\n    "
             "\"progressToken\": \"t\",\n    \"progress\": 1\n  }\n}"_qs);
}

void tst_NotificationsPane::serverRequestShowsOurAnswer()
{
    NotificationsPane pane;
    pane.append({R"({"jsonrpc":"2.0","id":"c1","method":"workspace/configuration","params":{"items":[{}]}})", 1});
    pane.append({R"({"jsonrpc":"2.0","id":"c2","method":"custom/ask"})", 2});
    pane.view()->setCurrentIndex(pane.model()->index(0, 0));
    QVERIFY(pane.detail()->toPlainText().endsWith(u"Not answered yet."_qs));
    pane.setAnswer(RequestId::string(u"c1"), R"({"jsonrpc":"2.0","id":"c1","result":[null]})");
    pane.setAnswer(RequestId::string(u"c2"), R"({"jsonrpc":"2.0","id":"c2","error":{"code":-32601,"message":"no"}})");
    QCOMPARE(pane.model()->row(0).kind, u"server request, answered"_qs);
    QCOMPARE(pane.model()->row(1).kind, u"server request, error sent"_qs);
    // The row on show gains the answer at once.
    QVERIFY2(pane.detail()->toPlainText().endsWith(
                 u"Our answer:\n{\n  \"jsonrpc\": \"2.0\",\n  \"id\": \"c1\",\n  \"result\": [\n    null\n  ]\n}"_qs),
             qPrintable(pane.detail()->toPlainText()));
}

void tst_NotificationsPane::oldestGoFirst()
{
    NotificationsModel model;
    for (int i = 0; i < NotificationsModel::kMaxRows + 1; ++i)
        model.append({QByteArray(R"({"jsonrpc":"2.0","method":"tick","params":[)") + QByteArray::number(i) + "]}", i});
    QVERIFY(model.rowCount() <= NotificationsModel::kMaxRows);
    QCOMPARE(model.row(model.rowCount() - 1).preview, u"[%1]"_qs.arg(NotificationsModel::kMaxRows));
}

QTEST_MAIN(tst_NotificationsPane)
#include "tst_notificationspane.moc"
