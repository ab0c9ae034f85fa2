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
    void answersStopByTheirRequestsMethod_data();
    void answersStopByTheirRequestsMethod();
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

// With answers, a method breakpoint stops the answer to a request it would stop, on its way
// back: by the request's method (as the conversation joins them) and the request's direction.
void tst_TapBreakpoints::answersStopByTheirRequestsMethod_data()
{
    QTest::addColumn<int>("direction");
    QTest::addColumn<bool>("answers");
    QTest::addColumn<bool>("fromServer");
    QTest::addColumn<QStringList>("answered");
    QTest::addColumn<bool>("stops");

    const int both = int(TapBreakpoint::Direction::Both);
    const int client = int(TapBreakpoint::Direction::ClientToServer);
    const int server = int(TapBreakpoint::Direction::ServerToClient);
    const QStringList call{QStringLiteral("tools/call")};
    QTest::newRow("the server's answer to a client's call") << client << true << true << call << true;
    QTest::newRow("not without answers") << client << false << true << call << false;
    QTest::newRow("an answer to another method") << client << true << true << QStringList{QStringLiteral("math.add")} << false;
    QTest::newRow("an answer to nothing") << client << true << true << QStringList() << false;
    QTest::newRow("both ways: the server's answer") << both << true << true << call << true;
    QTest::newRow("both ways: the client's answer to a server request") << both << true << false << call << true;
    QTest::newRow("server requests only: not the server's answer") << server << true << true << call << false;
    QTest::newRow("server requests: the client's answer") << server << true << false << call << true;
    QTest::newRow("one of a batch's") << client << true << true
                                      << QStringList{QStringLiteral("x"), QStringLiteral("tools/call")} << true;
}

void tst_TapBreakpoints::answersStopByTheirRequestsMethod()
{
    QFETCH(int, direction);
    QFETCH(bool, answers);
    QFETCH(bool, fromServer);
    QFETCH(QStringList, answered);
    QFETCH(bool, stops);
    const TapBreakpoints breakpoints({TapBreakpoint{QStringLiteral("tools/*"), TapBreakpoint::Direction(direction), answers}});
    const QByteArray answer = R"({"jsonrpc":"2.0","id":1,"result":{}})";
    QCOMPARE(breakpoints.matches(fromServer ? TapDirection::ServerToClient : TapDirection::ClientToServer, answer, answered), stops);
    QCOMPARE(breakpoints.stopsAnswersByMethod(), answers);
    if (fromServer && !answered.isEmpty()) {
        // What the HTTP tap asks before it keeps an answer back (no methods: any request's).
        QCOMPARE(breakpoints.mayStopServerAnswers(answered), stops);
    }
}

void tst_TapBreakpoints::theJsonFormIsStable()
{
    const TapBreakpoints breakpoints({{QStringLiteral("tools/call"), TapBreakpoint::Direction::ClientToServer},
                                      {QString(), TapBreakpoint::Direction::Both},
                                      {QStringLiteral("math.*"), TapBreakpoint::Direction::Both, true}});
    QCOMPARE(QJsonDocument(breakpoints.toJson()).toJson(QJsonDocument::Compact),
             QByteArray(R"([{"direction":"client","method":"tools/call"},{"direction":"both","method":""},)"
                        R"({"answers":true,"direction":"both","method":"math.*"}])"));
    QCOMPARE(TapBreakpoints::fromJson(breakpoints.toJson()).breakpoints(), breakpoints.breakpoints());
    const QJsonArray odd = QJsonDocument::fromJson(R"([{"method":"a","direction":"sideways"},3,{"method":"b"}])").array();
    QCOMPARE(TapBreakpoints::fromJson(odd).breakpoints(),
             (QList<TapBreakpoint>{{QStringLiteral("b"), TapBreakpoint::Direction::Both}}));
}

QTEST_GUILESS_MAIN(tst_TapBreakpoints)
#include "tst_tapbreakpoints.moc"
