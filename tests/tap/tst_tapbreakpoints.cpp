// Which messages a tap's breakpoints stop, row by row, and their stable JSON form.

#include "lib/tap/tapbreakpoints.h"

#include <QJsonDocument>
#include <QTest>

using namespace RpcScope;

class tst_TapBreakpoints : public QObject
{
    Q_OBJECT

private slots:
    void matches_data();
    void matches();
    void theJsonFormIsStable();
};

void tst_TapBreakpoints::matches_data()
{
    QTest::addColumn<QString>("method");
    QTest::addColumn<int>("direction");
    QTest::addColumn<bool>("fromServer");
    QTest::addColumn<QByteArray>("message");
    QTest::addColumn<bool>("stops");

    const int both = int(TapBreakpoint::Direction::Both);
    const int client = int(TapBreakpoint::Direction::ClientToServer);
    const int server = int(TapBreakpoint::Direction::ServerToClient);
    const QByteArray call = R"({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{}})";
    QTest::newRow("exact method") << "tools/call" << both << false << call << true;
    QTest::newRow("other method") << "tools/list" << both << false << call << false;
    QTest::newRow("prefix") << "tools/*" << both << false << call << true;
    QTest::newRow("prefix is no substring") << "ools/*" << both << false << call << false;
    QTest::newRow("client only, from client") << "tools/call" << client << false << call << true;
    QTest::newRow("client only, from server") << "tools/call" << client << true << call << false;
    QTest::newRow("server only, a server request") << "tools/call" << server << true << call << true;
    QTest::newRow("any message: an answer") << "" << both << true << QByteArray(R"({"jsonrpc":"2.0","id":1,"result":0})") << true;
    QTest::newRow("a method never stops an answer") << "tools/*" << both << true
                                                    << QByteArray(R"({"jsonrpc":"2.0","id":1,"result":0})") << false;
    QTest::newRow("any message: not JSON") << "" << both << false << QByteArray("{not json") << true;
    QTest::newRow("one of a batch") << "math.add" << both << false
                                    << QByteArray(R"([{"jsonrpc":"2.0","id":1,"method":"x"},{"jsonrpc":"2.0","id":2,"method":"math.add"}])")
                                    << true;
    QTest::newRow("escaped method name") << "tools/call" << both << false
                                         << QByteArray(R"({"jsonrpc":"2.0","id":1,"method":"tools\/call"})") << true;
    QTest::newRow("a lone star stops any request") << "*" << both << false << call << true;
}

void tst_TapBreakpoints::matches()
{
    QFETCH(QString, method);
    QFETCH(int, direction);
    QFETCH(bool, fromServer);
    QFETCH(QByteArray, message);
    QFETCH(bool, stops);
    const TapBreakpoints breakpoints({TapBreakpoint{method, TapBreakpoint::Direction(direction)}});
    QCOMPARE(breakpoints.matches(fromServer ? TapDirection::ServerToClient : TapDirection::ClientToServer, message), stops);
    QVERIFY(!TapBreakpoints().matches(TapDirection::ClientToServer, message));
}

void tst_TapBreakpoints::theJsonFormIsStable()
{
    const TapBreakpoints breakpoints({{QStringLiteral("tools/call"), TapBreakpoint::Direction::ClientToServer},
                                      {QString(), TapBreakpoint::Direction::Both}});
    QCOMPARE(QJsonDocument(breakpoints.toJson()).toJson(QJsonDocument::Compact),
             QByteArray(R"([{"direction":"client","method":"tools/call"},{"direction":"both","method":""}])"));
    QCOMPARE(TapBreakpoints::fromJson(breakpoints.toJson()).breakpoints(), breakpoints.breakpoints());
    const QJsonArray odd = QJsonDocument::fromJson(R"([{"method":"a","direction":"sideways"},3,{"method":"b"}])").array();
    QCOMPARE(TapBreakpoints::fromJson(odd).breakpoints(),
             (QList<TapBreakpoint>{{QStringLiteral("b"), TapBreakpoint::Direction::Both}}));
}

QTEST_GUILESS_MAIN(tst_TapBreakpoints)
#include "tst_tapbreakpoints.moc"
