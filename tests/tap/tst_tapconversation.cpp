// TapConversation row by row: what a tap makes of the messages it passes on, both ways.

#include "lib/tap/tapconversation.h"

#include <QTest>

using namespace RpcScope;

namespace {

QByteArray bytes(const char *text)
{
    return QByteArray(text);
}

} // namespace

class tst_TapConversation final : public QObject
{
    Q_OBJECT

private slots:
    void answersAreJoinedToTheirRequestsInAnyOrder();
    void aNotificationIsAnExchangeAtOnce();
    void aBatchIsJoinedToItsAnswer();
    void serverMessagesWhileOpenAreInTheExchange();
    void serverRequestsAreJoinedToTheClientsAnswer();
    void aLineThatIsNotJsonIsAStrayAndAFinding();
    void theEndClosesWhatIsOpen();
    void openRequestsAreBounded();
    void streamFindingsReachOpenExchanges();
    void aCancelledRequestEndsAtItsCancel();
};

void tst_TapConversation::answersAreJoinedToTheirRequestsInAnyOrder()
{
    TapConversation conversation(QStringLiteral("stdio:server"), Transport::Kind::Stdio);
    conversation.fromClient(bytes(R"({"jsonrpc":"2.0","id":1,"method":"a"})"), 1000);
    conversation.fromClient(bytes(R"({"jsonrpc":"2.0","id":"two","method":"b"})"), 1001);
    QCOMPARE(conversation.openRequests(), 2);
    QVERIFY(!conversation.hasEvents());

    conversation.fromServer(bytes(R"({"jsonrpc":"2.0","id":"two","result":2})"), 1010);
    conversation.fromServer(bytes(R"({"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"no"}})"), 1050);
    const std::vector<TapEvent> events = conversation.takeEvents();
    QCOMPARE(events.size(), size_t(2));
    QCOMPARE(events[0].kind, TapEvent::Kind::Exchange);
    QCOMPARE(events[0].exchange->sent.methodSummary(), QStringLiteral("b"));
    QCOMPARE(events[0].exchange->body, bytes(R"({"jsonrpc":"2.0","id":"two","result":2})"));
    QCOMPARE(events[0].exchange->durationMs(), qint64(9));
    QCOMPARE(events[0].exchange->classification.outcome, Classification::Outcome::Result);
    QCOMPARE(events[1].exchange->sent.methodSummary(), QStringLiteral("a"));
    QCOMPARE(events[1].exchange->classification.outcome, Classification::Outcome::Error);
    QCOMPARE(events[1].exchange->classification.responses.value(0).error.code, qint64(-32601));
    QCOMPARE(events[1].exchange->durationMs(), qint64(50));
    QCOMPARE(events[1].exchange->endpoint, QStringLiteral("stdio:server"));
    QCOMPARE(conversation.openRequests(), 0);
}

void tst_TapConversation::aNotificationIsAnExchangeAtOnce()
{
    TapConversation conversation(QStringLiteral("stdio:server"), Transport::Kind::Stdio);
    conversation.fromClient(bytes(R"({"jsonrpc":"2.0","method":"notifications/initialized"})"), 1000);
    const std::vector<TapEvent> events = conversation.takeEvents();
    QCOMPARE(events.size(), size_t(1));
    QCOMPARE(events[0].kind, TapEvent::Kind::Exchange);
    QCOMPARE(events[0].exchange->classification.outcome, Classification::Outcome::Notification);
    QCOMPARE(conversation.openRequests(), 0);
}

void tst_TapConversation::aBatchIsJoinedToItsAnswer()
{
    TapConversation conversation(QStringLiteral("stdio:server"), Transport::Kind::Stdio);
    conversation.fromClient(bytes(R"([{"jsonrpc":"2.0","id":7,"method":"a"},{"jsonrpc":"2.0","id":8,"method":"b"}])"), 1000);
    conversation.fromServer(bytes(R"([{"jsonrpc":"2.0","id":8,"result":0},{"jsonrpc":"2.0","id":7,"result":1}])"), 1002);
    const std::vector<TapEvent> events = conversation.takeEvents();
    QCOMPARE(events.size(), size_t(1));
    QCOMPARE(events[0].exchange->sent.methodSummary(), QStringLiteral("a, b"));
    QCOMPARE(events[0].exchange->classification.responses.size(), 2);
    QCOMPARE(events[0].exchange->classification.outcome, Classification::Outcome::Result);
}

void tst_TapConversation::serverMessagesWhileOpenAreInTheExchange()
{
    TapConversation conversation(QStringLiteral("stdio:server"), Transport::Kind::Stdio);
    conversation.fromClient(bytes(R"({"jsonrpc":"2.0","id":1,"method":"tools/call"})"), 1000);
    const QByteArray progress = bytes(R"({"jsonrpc":"2.0","method":"notifications/progress","params":{"progress":1}})");
    conversation.fromServer(progress, 1001);
    std::vector<TapEvent> events = conversation.takeEvents();
    QCOMPARE(events.size(), size_t(1));
    QCOMPARE(events[0].kind, TapEvent::Kind::ServerMessage);
    QCOMPARE(events[0].message, progress);
    QVERIFY(!events[0].serverRequest);

    conversation.fromServer(bytes(R"({"jsonrpc":"2.0","id":1,"result":{}})"), 1003);
    events = conversation.takeEvents();
    QCOMPARE(events.size(), size_t(1));
    QCOMPARE(events[0].exchange->notifications.size(), 1);
    QCOMPARE(events[0].exchange->notifications.first().bytes, progress);
}

void tst_TapConversation::serverRequestsAreJoinedToTheClientsAnswer()
{
    TapConversation conversation(QStringLiteral("stdio:server"), Transport::Kind::Stdio);
    conversation.fromClient(bytes(R"({"jsonrpc":"2.0","id":1,"method":"tools/call"})"), 1000);
    conversation.fromServer(bytes(R"({"jsonrpc":"2.0","id":1,"method":"elicitation/create","params":{}})"), 1001);
    QCOMPARE(conversation.openServerRequests(), 1);
    // The server's request reuses the client's id 1: it is no answer to the client's request.
    QCOMPARE(conversation.openRequests(), 1);
    conversation.fromClient(bytes(R"({"jsonrpc":"2.0","id":1,"result":{"action":"decline"}})"), 1021);
    QCOMPARE(conversation.openServerRequests(), 0);
    conversation.fromServer(bytes(R"({"jsonrpc":"2.0","id":1,"result":{"content":[]}})"), 1030);

    const std::vector<TapEvent> events = conversation.takeEvents();
    QCOMPARE(events.size(), size_t(3));
    QCOMPARE(events[0].kind, TapEvent::Kind::ServerMessage);
    QVERIFY(events[0].serverRequest);
    QCOMPARE(events[1].kind, TapEvent::Kind::ClientMessage);
    QCOMPARE(events[1].answersMethod, QStringLiteral("elicitation/create"));
    QCOMPARE(events[1].answerMs, qint64(20));
    QCOMPARE(events[2].kind, TapEvent::Kind::Exchange);
    QVERIFY(events[2].exchange->classification.hasFinding(QStringLiteral("server-request-reuses-id")));
}

void tst_TapConversation::aLineThatIsNotJsonIsAStrayAndAFinding()
{
    TapConversation conversation(QStringLiteral("stdio:server"), Transport::Kind::Stdio);
    conversation.fromClient(bytes(R"({"jsonrpc":"2.0","id":1,"method":"a"})"), 1000);
    conversation.fromClient(bytes(R"({"jsonrpc":"2.0","id":2,"method":"b"})"), 1000);
    conversation.fromServer(bytes("Loading model..."), 1001);
    conversation.fromServer(bytes(R"({"jsonrpc":"2.0","id":1,"result":true})"), 1002);
    std::vector<TapEvent> events = conversation.takeEvents();
    QCOMPARE(events.size(), size_t(2));
    QCOMPARE(events[0].kind, TapEvent::Kind::ServerMessage);
    QVERIFY(events[1].exchange->classification.hasFinding(QStringLiteral("stray-output")));

    // Bytes that are not JSON from the client: the server's parse error (id null) answers them.
    conversation.fromClient(bytes("{oops"), 1010);
    conversation.fromServer(bytes(R"({"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error"}})"), 1011);
    events = conversation.takeEvents();
    QCOMPARE(events.size(), size_t(1));
    QCOMPARE(events[0].exchange->request, bytes("{oops"));
    QCOMPARE(events[0].exchange->classification.outcome, Classification::Outcome::Error);
    QCOMPARE(conversation.openRequests(), 1);   // "b" still waits
}

void tst_TapConversation::theEndClosesWhatIsOpen()
{
    TapConversation conversation(QStringLiteral("stdio:server"), Transport::Kind::Stdio);
    conversation.fromClient(bytes(R"({"jsonrpc":"2.0","id":1,"method":"slow"})"), 1000);
    conversation.end(TransportError{TransportError::Kind::ProcessExited, QStringLiteral("exited with code 1")}, 1500);
    const std::vector<TapEvent> events = conversation.takeEvents();
    QCOMPARE(events.size(), size_t(1));
    QCOMPARE(events[0].exchange->reply.error.kind, TransportError::Kind::ProcessExited);
    QCOMPARE(events[0].exchange->classification.outcome, Classification::Outcome::TransportError);
    QCOMPARE(events[0].exchange->durationMs(), qint64(500));
    QCOMPARE(conversation.openRequests(), 0);
}

void tst_TapConversation::openRequestsAreBounded()
{
    TapConversation conversation(QStringLiteral("stdio:server"), Transport::Kind::Stdio);
    for (int i = 0; i <= TapConversation::MaxOpenRequests; ++i)
        conversation.fromClient(QByteArray(R"({"jsonrpc":"2.0","method":"m","id":)") + QByteArray::number(i) + '}', 1000);
    QCOMPARE(conversation.openRequests(), TapConversation::MaxOpenRequests);
    const std::vector<TapEvent> events = conversation.takeEvents();
    QCOMPARE(events.size(), size_t(1));
    QCOMPARE(events[0].exchange->request, QByteArray(R"({"jsonrpc":"2.0","method":"m","id":0})"));
    QCOMPARE(events[0].exchange->reply.error.kind, TransportError::Kind::Timeout);
}

void tst_TapConversation::streamFindingsReachOpenExchanges()
{
    TapConversation conversation(QStringLiteral("stdio:server"), Transport::Kind::Stdio);
    conversation.fromClient(bytes(R"({"jsonrpc":"2.0","id":1,"method":"a"})"), 1000);
    conversation.serverStreamFinding(QStringLiteral("content-length-mismatch"), QStringLiteral("it lied"));
    conversation.fromServer(bytes(R"({"jsonrpc":"2.0","id":1,"result":1})"), 1001);
    const std::vector<TapEvent> events = conversation.takeEvents();
    QCOMPARE(events.size(), size_t(1));
    QVERIFY(events[0].exchange->classification.hasFinding(QStringLiteral("content-length-mismatch")));
}

void tst_TapConversation::aCancelledRequestEndsAtItsCancel()
{
    // MCP: the receiver of notifications/cancelled sends no answer to the request it names.
    TapConversation conversation(QStringLiteral("stdio:server"), Transport::Kind::Stdio);
    conversation.fromClient(bytes(R"({"jsonrpc":"2.0","id":"r7","method":"tools/call"})"), 1000);
    conversation.fromClient(bytes(R"({"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":"r7"}})"), 1200);
    QCOMPARE(conversation.openRequests(), 0);
    const std::vector<TapEvent> events = conversation.takeEvents();
    QCOMPARE(events.size(), size_t(2));
    QCOMPARE(events[1].exchange->sent.methodSummary(), QStringLiteral("tools/call"));
    QCOMPARE(events[1].exchange->reply.error.kind, TransportError::Kind::Canceled);
    QCOMPARE(events[1].exchange->durationMs(), qint64(200));
}

QTEST_GUILESS_MAIN(tst_TapConversation)
#include "tst_tapconversation.moc"
