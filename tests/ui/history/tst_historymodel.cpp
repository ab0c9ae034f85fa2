#include "ui/history/historyfilterproxy.h"
#include "ui/history/historymodel.h"

#include "lib/rpc/classifier.h"
#include "lib/rpc/historybudget.h"
#include "lib/rpc/rpcclient.h"
#include "ui/common/requestmimedata.h"

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QMimeData>
#include <QPalette>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <limits>
#include <memory>

using RpcScope::Classifier;
using RpcScope::Exchange;
using RpcScope::ExchangeOutcome;
using RpcScope::ExchangePtr;
using RpcScope::HistoryFilterProxy;
using RpcScope::HistoryModel;
using RpcScope::HttpMeta;
using RpcScope::SentMessage;
using RpcScope::TransportError;
using Outcome = RpcScope::HistoryModel::Outcome;

Q_DECLARE_METATYPE(RpcScope::HistoryModel::Outcome)

namespace {

// A classified HTTP exchange, as RpcClient would make it, without the network.
ExchangePtr exchange(const QByteArray &request, const QByteArray &body, int status = 200,
                     TransportError error = {})
{
    auto e = std::make_shared<Exchange>();
    e->request = request;
    e->sent = SentMessage::fromBytes(request);
    e->body = body;
    HttpMeta meta;
    meta.status = status;
    meta.version = "HTTP/1.1";
    meta.reason = status == 200 ? "OK" : "Other";
    meta.responseHeaders = {{"Content-Type", "application/json"}};
    if (error.kind == TransportError::Kind::None)
        e->reply.http = meta;
    e->reply.body = body;
    e->reply.error = error;
    e->reply.timings.startedEpochMs = 1700000000000;
    e->reply.timings.totalMs = 12;
    Classifier::Input input;
    input.sent = e->sent;
    input.body = body;
    input.http = e->reply.http ? &*e->reply.http : nullptr;
    input.transportError = error;
    e->classification = Classifier::classify(input);
    return e;
}

QByteArray call(const QByteArray &method, int id, const QByteArray &params = "[]")
{
    return R"({"jsonrpc":"2.0","id":)" + QByteArray::number(id) + R"(,"method":")" + method
           + R"(","params":)" + params + "}";
}

} // namespace

class tst_HistoryModel final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void outcomes_data();
    void outcomes();
    void columns();
    void longMethodIsCapped();
    void rowDragsOutItsRequest();
    void failureColoursFollowTheTheme();
    void modelAndProxyPassTheTester();
    void containsFolded_data();
    void containsFolded();
    void filters();
    void typingOnReusesMatches();
    void tenThousandRowsStayResponsive();
    void bigSearchesRunInTheBackground();
    void longSessionsKeepTheNewestWithinTheBudget();
};

void tst_HistoryModel::outcomes_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<int>("status");
    QTest::addColumn<bool>("transportFailure");
    QTest::addColumn<Outcome>("expected");

    QTest::newRow("result") << call("math.add", 1) << QByteArray(R"({"jsonrpc":"2.0","id":1,"result":3})")
                            << 200 << false << Outcome::Result;
    QTest::newRow("error") << call("math.add", 1)
                           << QByteArray(R"({"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"nope"}})")
                           << 200 << false << Outcome::Error;
    QTest::newRow("tool error") << call("tools/call", 1, R"({"name":"t"})")
                                << QByteArray(R"({"jsonrpc":"2.0","id":1,"result":{"content":[],"isError":true}})")
                                << 200 << false << Outcome::ToolError;
    QTest::newRow("business error")
            << call("notes.get", 1)
            << QByteArray(R"({"jsonrpc":"2.0","id":1,"result":{"ok":false,"errors":[{"code":"X"}]}})")
            << 200 << false << Outcome::BusinessError;
    QTest::newRow("batch: error outranks tool error")
            << QByteArray("[" + call("tools/call", 1, R"({"name":"t"})") + "," + call("a", 2) + "]")
            << QByteArray(R"([{"jsonrpc":"2.0","id":1,"result":{"content":[],"isError":true}},)"
                          R"({"jsonrpc":"2.0","id":2,"error":{"code":-32000,"message":"x"}}])")
            << 200 << false << Outcome::Error;
    QTest::newRow("notification") << QByteArray(R"({"jsonrpc":"2.0","method":"log"})") << QByteArray()
                                  << 204 << false << Outcome::Notification;
    QTest::newRow("transport failure") << call("a", 1) << QByteArray() << 0 << true << Outcome::TransportFailure;
    QTest::newRow("invalid") << call("a", 1) << QByteArray("<html>oops</html>") << 200 << false
                             << Outcome::Invalid;
}

void tst_HistoryModel::outcomes()
{
    QFETCH(QByteArray, request);
    QFETCH(QByteArray, body);
    QFETCH(int, status);
    QFETCH(bool, transportFailure);
    QFETCH(Outcome, expected);
    TransportError error;
    if (transportFailure)
        error = {TransportError::Kind::ConnectionRefused, "refused"};
    const ExchangePtr e = exchange(request, body, status, error);
    QCOMPARE(ExchangeOutcome::of(*e), expected);

    HistoryModel model;
    model.append(e);
    const QModelIndex outcome = model.index(0, HistoryModel::OutcomeColumn);
    QCOMPARE(outcome.data().toString(), ExchangeOutcome::name(expected));
    QCOMPARE(outcome.data(HistoryModel::OutcomeRole).toInt(), int(expected));
    // Failures stand out; a plain result does not.
    QCOMPARE(outcome.data(Qt::ForegroundRole).isValid(), expected != Outcome::Result);
}

void tst_HistoryModel::columns()
{
    HistoryModel model;
    model.append(exchange("[" + call("math.add", 7) + "," + call("math.subtract", 8) + ","
                          + R"({"jsonrpc":"2.0","method":"log"})" + "]",
                          R"([{"jsonrpc":"2.0","id":7,"result":1},{"jsonrpc":"2.0","id":8,"result":2}])"));
    model.append(exchange(call("math.add", 9), R"({"jsonrpc":"2.0","id":9,"result":3})", 502));
    QCOMPARE(model.rowCount(), 2);
    const auto text = [&model](int row, int column) { return model.index(row, column).data().toString(); };
    QCOMPARE(text(0, HistoryModel::NumberColumn), "1");
    QCOMPARE(text(1, HistoryModel::NumberColumn), "2");
    QCOMPARE(text(0, HistoryModel::MethodColumn), "batch (3)");
    QCOMPARE(text(0, HistoryModel::IdColumn), "7, 8");
    QCOMPARE(text(1, HistoryModel::MethodColumn), "math.add");
    QCOMPARE(text(1, HistoryModel::StatusColumn), "502");
    QCOMPARE(text(1, HistoryModel::DurationColumn), "12 ms");
    QVERIFY(model.index(1, HistoryModel::StatusColumn).data(Qt::ForegroundRole).isValid());
    QVERIFY(!model.index(0, HistoryModel::StatusColumn).data(Qt::ForegroundRole).isValid());
    QVERIFY(text(0, HistoryModel::TimeColumn).contains(QRegularExpression("^\\d\\d:\\d\\d:\\d\\d\\.\\d\\d\\d$")));
    QVERIFY(text(0, HistoryModel::SentColumn).endsWith(" B"));   // the one formatter: "99 B", "1.2 KiB"
    QCOMPARE(model.index(0, HistoryModel::ReceivedColumn).data(HistoryModel::SortRole).toLongLong(),
             qint64(model.exchange(0)->body.size()));
    QCOMPARE(model.index(0, HistoryModel::MethodColumn).data(Qt::ToolTipRole).toString(),
             "math.add, math.subtract, log");
    QCOMPARE(model.index(1, 0).data(HistoryModel::ExchangeRole).value<ExchangePtr>(), model.exchange(1));
    model.clear();
    QCOMPARE(model.rowCount(), 0);
}

// A row dragged out (into a collection) carries the bytes as sent and the endpoint.
void tst_HistoryModel::rowDragsOutItsRequest()
{
    HistoryModel model;
    const QByteArray request = call("math.add", 9, R"({"b": 1.50, "a": 2})");
    ExchangePtr sent = exchange(request, R"({"jsonrpc":"2.0","id":9,"result":3.5})");
    std::const_pointer_cast<Exchange>(sent)->endpoint = "http://127.0.0.1:9/rpc";
    model.append(sent);
    HistoryFilterProxy proxy;
    proxy.setSourceModel(&model);
    QVERIFY(proxy.flags(proxy.index(0, HistoryModel::MethodColumn)) & Qt::ItemIsDragEnabled);
    QCOMPARE(proxy.mimeTypes(), QStringList{RpcScope::RequestMimeData::kMimeType});
    std::unique_ptr<QMimeData> data(proxy.mimeData({proxy.index(0, HistoryModel::MethodColumn)}));
    RpcScope::RequestMimeData::Request dragged;
    QVERIFY(RpcScope::RequestMimeData::read(data.get(), &dragged));
    QCOMPARE(dragged.bytes, request);
    QCOMPARE(dragged.endpoint, QString("http://127.0.0.1:9/rpc"));
    QCOMPARE(data->text(), QString::fromUtf8(request));
}

void tst_HistoryModel::longMethodIsCapped()
{
    const QByteArray name(5000, 'm');
    HistoryModel model;
    model.append(exchange(call(name, 1), R"({"jsonrpc":"2.0","id":1,"result":0})"));
    const QString shown = model.index(0, HistoryModel::MethodColumn).data().toString();
    QCOMPARE(shown.size(), HistoryModel::MaxCellText);
    QVERIFY(shown.endsWith(QChar(0x2026)));
    QVERIFY(model.index(0, HistoryModel::MethodColumn).data(Qt::ToolTipRole).toString().size() <= 2000);
    // The filter still sees the whole name.
    HistoryFilterProxy proxy;
    proxy.setSourceModel(&model);
    proxy.setMethodFilter(QString(4999, 'M'));
    QCOMPARE(proxy.rowCount(), 1);
}

void tst_HistoryModel::failureColoursFollowTheTheme()
{
    HistoryModel model;
    model.append(exchange(call("a", 1), R"({"jsonrpc":"2.0","id":1,"error":{"code":1,"message":"m"}})"));
    QPalette light;
    light.setColor(QPalette::Base, Qt::white);
    QPalette dark;
    dark.setColor(QPalette::Base, QColor(0x20, 0x20, 0x20));
    const QModelIndex index = model.index(0, HistoryModel::OutcomeColumn);
    model.setPalette(light);
    const QColor onLight = index.data(Qt::ForegroundRole).value<QColor>();
    model.setPalette(dark);
    const QColor onDark = index.data(Qt::ForegroundRole).value<QColor>();
    QVERIFY(onLight.lightness() < 100);   // dark text on a light base
    QVERIFY(onDark.lightness() > 150);    // light text on a dark base
}

void tst_HistoryModel::modelAndProxyPassTheTester()
{
    HistoryModel model;
    HistoryFilterProxy proxy;
    proxy.setSourceModel(&model);
    QAbstractItemModelTester modelTester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setMethodFilter("add");
    for (int i = 0; i < 20; ++i)
        model.append(exchange(call(i % 2 ? "math.add" : "math.sub", i), R"({"jsonrpc":"2.0","id":1,"result":1})"));
    QCOMPARE(proxy.rowCount(), 10);
    proxy.sort(HistoryModel::NumberColumn, Qt::DescendingOrder);
    QCOMPARE(proxy.index(0, HistoryModel::NumberColumn).data().toInt(), 20);
    model.clear();
    QCOMPARE(proxy.rowCount(), 0);
    model.append(exchange(call("math.add", 1), R"({"jsonrpc":"2.0","id":1,"result":1})"));
    QCOMPARE(proxy.rowCount(), 1);
}

void tst_HistoryModel::containsFolded_data()
{
    QTest::addColumn<QByteArray>("haystack");
    QTest::addColumn<QByteArray>("needle");
    QTest::addColumn<bool>("found");
    QTest::newRow("ascii any case") << QByteArray(R"({"Trace_ID":"ABC"})") << QByteArray("trace_id") << true;
    QTest::newRow("absent") << QByteArray("abc") << QByteArray("abd") << false;
    QTest::newRow("at the end") << QByteArray("xxxxxxxxxxxxEnD") << QByteArray("end") << true;
    QTest::newRow("longer needle") << QByteArray("ab") << QByteArray("abc") << false;
    QTest::newRow("utf-8 as typed") << QByteArray("gr\xc3\xbc\xc3\x9f" "e") << QByteArray("gr\xc3\xbc") << true;
    QTest::newRow("utf-8 not latin-1 folded") << QByteArray("\xc3\x9c") << QByteArray("\xc3\xbc") << false;
}

void tst_HistoryModel::containsFolded()
{
    QFETCH(QByteArray, haystack);
    QFETCH(QByteArray, needle);
    QFETCH(bool, found);
    QCOMPARE(HistoryFilterProxy::containsFolded(haystack, needle), found);
}

void tst_HistoryModel::filters()
{
    HistoryModel model;
    HistoryFilterProxy proxy;
    proxy.setSourceModel(&model);
    model.append(exchange(call("math.add", 1), R"({"jsonrpc":"2.0","id":1,"result":3})"));
    model.append(exchange(call("demo.fail", 2), R"({"jsonrpc":"2.0","id":2,"error":{"code":-32603,"message":"Internal","data":{"trace_id":"T1"}}})"));
    model.append(exchange("[" + call("notes.get", 3) + "," + call("Math.Divide", 4) + "]",
                          R"([{"jsonrpc":"2.0","id":3,"result":{"ok":false,"errors":[]}},{"jsonrpc":"2.0","id":4,"result":1}])"));
    model.append(exchange(R"({"jsonrpc":"2.0","method":"log","params":{"TEXT":"hello"}})", {}, 204));

    proxy.setMethodFilter("MATH");
    QCOMPARE(proxy.rowCount(), 2);   // math.add, and the batch holding Math.Divide
    proxy.setMethodFilter({});
    proxy.setOutcomes({Outcome::Error, Outcome::BusinessError});
    QCOMPARE(proxy.rowCount(), 2);
    QCOMPARE(proxy.outcomes(), (QList<Outcome>{Outcome::Error, Outcome::BusinessError}));
    proxy.setOutcomes({});
    QCOMPARE(proxy.rowCount(), 0);
    proxy.setOutcomes({Outcome::Result, Outcome::Error, Outcome::ToolError, Outcome::BusinessError,
                       Outcome::Notification, Outcome::TransportFailure, Outcome::Invalid});
    QCOMPARE(proxy.rowCount(), 4);
    proxy.setTextFilter("Trace_Id");   // in the response bytes
    QCOMPARE(proxy.rowCount(), 1);
    proxy.setTextFilter("text");       // in the request bytes
    QCOMPARE(proxy.rowCount(), 1);
    proxy.setTextFilter({});
    QCOMPARE(proxy.rowCount(), 4);
    // Rows that arrive while a filter is set are filtered too.
    proxy.setTextFilter("hello");
    model.append(exchange(call("x", 9, R"(["HELLO"])"), R"({"jsonrpc":"2.0","id":9,"result":1})"));
    model.append(exchange(call("y", 10), R"({"jsonrpc":"2.0","id":10,"result":1})"));
    QCOMPARE(proxy.rowCount(), 2);
}

void tst_HistoryModel::typingOnReusesMatches()
{
    HistoryModel model;
    HistoryFilterProxy proxy;
    proxy.setSourceModel(&model);
    model.append(exchange(call("a", 1), R"({"jsonrpc":"2.0","id":1,"result":"abc"})"));
    model.append(exchange(call("b", 2), R"({"jsonrpc":"2.0","id":2,"result":"abd"})"));
    proxy.setTextFilter("ab");
    QCOMPARE(proxy.rowCount(), 2);
    proxy.setTextFilter("abc");
    QCOMPARE(proxy.rowCount(), 1);
    proxy.setTextFilter("ab");   // shorter again: rows dropped before must come back
    QCOMPARE(proxy.rowCount(), 2);
    proxy.setTextFilter("abd");
    QCOMPARE(proxy.rowCount(), 1);
    QCOMPARE(proxy.index(0, HistoryModel::MethodColumn).data().toString(), "b");
}

void tst_HistoryModel::tenThousandRowsStayResponsive()
{
    HistoryModel model;
    HistoryFilterProxy proxy;
    proxy.setSourceModel(&model);
    // Text like a real body's: words, numbers, punctuation (~1.5 KB per message).
    const QByteArray filler = QByteArray("The quick brown fox jumps over the lazy dog, 0123456789; ").repeated(26);
    for (int i = 0; i < 10000; ++i) {
        model.append(exchange(call(i % 3 ? "notes.search" : "math.add", i, "[\"" + filler + "\"]"),
                              R"({"jsonrpc":"2.0","id":)" + QByteArray::number(i) + R"(,"result":")"
                                      + filler + "x" + QByteArray::number(i) + "\"}"));
    }
    QCOMPARE(proxy.rowCount(), 10000);
    QElapsedTimer timer;
    qint64 worst = 0;
    const QStringList keystrokes = {"m", "ma", "mat", "math"};
    for (const QString &text : keystrokes) {
        timer.start();
        proxy.setMethodFilter(text);
        worst = qMax(worst, timer.elapsed());
    }
    QCOMPARE(proxy.rowCount(), 3334);
    proxy.setMethodFilter({});
    // Over 4 MB to read: the search runs on a worker, the keystroke only starts it.
    proxy.setTextFilter("x9");
    QVERIFY(proxy.isSearching());   // started, not done on this thread
    QTRY_VERIFY(!proxy.isSearching());
    // Longer needles read again only the rows the shorter one matched.
    for (const QString &text : QStringList{"x99", "x999", "x9999"}) {
        proxy.setTextFilter(text);
        QTRY_VERIFY(!proxy.isSearching());
    }
    QCOMPARE(proxy.rowCount(), 1);
    // The same reading on this thread, for the figure: letters only, found nowhere.
    proxy.setBackgroundThreshold(std::numeric_limits<qint64>::max());
    timer.start();
    proxy.setTextFilter("foxes");
    const qint64 fullRead = timer.elapsed();
    QCOMPARE(proxy.rowCount(), 0);
    qInfo("10,000 rows (~30 MB of messages): slowest method keystroke %lld ms, reading everything %lld ms",
          worst, fullRead);
    QVERIFY2(worst < 250, qPrintable(QString::number(worst)));   // generous: shared CI cores
}

// Megabyte answers for a long while: the oldest rows go once their bytes pass the budget, the
// newest stay, and every row keeps its number.
void tst_HistoryModel::longSessionsKeepTheNewestWithinTheBudget()
{
    HistoryModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const QByteArray megabyte(1 << 20, 'x');
    constexpr int Sent = 300;
    for (int i = 1; i <= Sent; ++i) {
        model.append(exchange(call("blob.get", i), R"({"jsonrpc":"2.0","id":)" + QByteArray::number(i) + R"(,"result":")"
                                                            + megabyte + "\"}"),
                     i % 3 == 0 ? HistoryModel::Origin::TaskPoll : HistoryModel::Origin::Ordinary);
    }
    const int kept = model.rowCount();
    // The task polls are counted among the rows kept, not among those that went.
    int polls = 0;
    for (int row = 0; row < kept; ++row)
        polls += model.index(row, 0).data(HistoryModel::OriginRole).toInt() == int(HistoryModel::Origin::TaskPoll);
    QCOMPARE(model.taskPollCount(), polls);
    QVERIFY(polls > 0);
    QVERIFY2(kept < Sent && kept > Sent / 2, qPrintable(QString::number(kept)));
    QCOMPARE(model.droppedCount() + kept, Sent);
    qint64 bytes = 0;
    for (const ExchangePtr &held : model.exchanges())
        bytes += RpcScope::HistoryBudget::weight(*held);
    QVERIFY(bytes <= RpcScope::HistoryBudget::MaxBytes);
    // The newest is last, and the first row left is numbered as it was.
    QVERIFY(model.exchange(kept - 1)->request.contains("\"id\":300"));
    QCOMPARE(model.data(model.index(0, HistoryModel::NumberColumn)).toInt(), model.droppedCount() + 1);
    QVERIFY(model.exchange(0)->request.contains(QByteArray("\"id\":" + QByteArray::number(model.droppedCount() + 1) + ",")));
}

void tst_HistoryModel::bigSearchesRunInTheBackground()
{
    HistoryModel model;
    HistoryFilterProxy proxy;
    proxy.setSourceModel(&model);
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setBackgroundThreshold(0);   // every search goes to the worker
    for (int i = 0; i < 50; ++i)
        model.append(exchange(call("m", i, i % 10 ? "[\"plain\"]" : "[\"Special\"]"),
                              R"({"jsonrpc":"2.0","id":1,"result":1})"));
    QSignalSpy searching(&proxy, &HistoryFilterProxy::searchingChanged);
    proxy.setTextFilter("spec");
    QVERIFY(proxy.isSearching());
    QCOMPARE(proxy.rowCount(), 50);   // the last filtering stays until the answer is in
    proxy.setTextFilter("speci");     // a newer needle replaces the running search
    QTRY_VERIFY(!proxy.isSearching());
    QCOMPARE(proxy.rowCount(), 5);
    QCOMPARE(searching.first().first().toBool(), true);
    QCOMPARE(searching.last().first().toBool(), false);
    // A row arriving during a search is judged at once.
    proxy.setTextFilter("plain");
    model.append(exchange(call("m", 99, "[\"plain\"]"), R"({"jsonrpc":"2.0","id":1,"result":1})"));
    QTRY_VERIFY(!proxy.isSearching());
    QCOMPARE(proxy.rowCount(), 46);
    model.clear();
    QVERIFY(!proxy.isSearching());
}

QTEST_MAIN(tst_HistoryModel)
#include "tst_historymodel.moc"
