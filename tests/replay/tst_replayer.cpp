// Replayer against real demo servers on loopback: a session recorded against one instance is
// replayed against a second one (plain, and with the variant flag), canceled half-way, and
// sent to an endpoint that is down.
#include "lib/demo/demohttpserver.h"
#include "lib/demo/demoservice.h"
#include "lib/json/jsondocument.h"
#include "lib/replay/replayer.h"
#include "lib/rpc/rpcclient.h"
#include "lib/session/sessionrecorder.h"
#include "lib/transport/transport.h"
#include "lib/transport/transportfactory.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTest>

using namespace RpcScope;

namespace {

/// Every request kind a session holds: single, batch, notification, invalid bytes, an
/// application error, timestamps (notes), and a value that changes every time (system.time).
const QList<QByteArray> &sessionRequests()
{
    static const QList<QByteArray> requests = {
        R"({"jsonrpc":"2.0","id":1,"method":"math.add","params":{"a":9007199254740993,"b":0}})",
        R"({"jsonrpc":"2.0","id":2,"method":"text.stats","params":{"text":"Hello there. How are you?"}})",
        R"([{"jsonrpc":"2.0","id":3,"method":"math.multiply","params":[6,7]},)"
        R"({"jsonrpc":"2.0","id":"four","method":"text.upper","params":{"text":"grüße"}},)"
        R"({"jsonrpc":"2.0","method":"demo.echo","params":{"note":"in a batch"}}])",
        R"({"jsonrpc":"2.0","method":"demo.echo","params":{"note":"notification"}})",
        R"({"jsonrpc":"2.0","id":5,"method":)",
        R"({"jsonrpc":"2.0","id":6,"method":"math.divide","params":{"dividend":1,"divisor":0}})",
        R"({"jsonrpc":"2.0","id":7,"method":"notes.create","params":{"title":"Replay","body":"again"}})",
        R"({"jsonrpc":"2.0","id":8,"method":"system.time"})",
        R"({"jsonrpc":"2.0","id":9,"method":"demo.types"})",
    };
    return requests;
}

/// Sends \a requests one after another to \a endpoint and returns them as session entries,
/// the way the recorder writes them (SessionRecorder::fromExchange), numbered 1, 2, ...
QList<SessionEntry> record(const QString &endpoint, const QList<QByteArray> &requests)
{
    QString error;
    Transport *transport = TransportFactory::create(endpoint, {}, &error);
    if (!transport)
        qFatal("%s", qPrintable(error));
    RpcClient client(transport);
    QList<SessionEntry> entries;
    for (const QByteArray &request : requests) {
        QSignalSpy finished(&client, &RpcClient::exchangeFinished);
        client.send(request);
        if (!finished.wait(10000))
            qFatal("no answer while recording");
        SessionEntry entry = SessionRecorder::fromExchange(*finished.first().first().value<ExchangePtr>());
        entry.sequence = quint64(entries.size() + 1);
        entries.append(entry);
    }
    transport->close();
    return entries;
}

QString rpcUrl(const DemoHttpServer &server)
{
    return server.rpcUrl().toString();
}

ReplayReport replay(const QList<SessionEntry> &entries, const Replayer::Options &options, int timeoutMs = 20000)
{
    Replayer replayer;
    replayer.setOptions(options);
    QSignalSpy finished(&replayer, &Replayer::finished);
    replayer.start(entries, QStringLiteral("test.session"));
    if (!finished.wait(timeoutMs))
        qFatal("the replay did not finish");
    return finished.first().first().value<ReplayReport>();
}

QStringList differenceLines(const ReplayResult &result)
{
    QStringList out;
    for (const JsonDifference &d : result.diff.differences) {
        out.append(d.path.toString() + u' ' + JsonDifference::kindName(d.kind) + u' ' + QString::fromUtf8(d.recorded)
                   + QStringLiteral(" -> ") + QString::fromUtf8(d.replayed));
    }
    return out;
}

} // namespace

class tst_Replayer final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void replayAgainstSecondInstanceIsSame();
    void variantShowsExactlyTheChangedMember();
    void withoutRulesTheNoiseShows();
    void replaysToRecordedEndpoint();
    void cancelKeepsPartialReport();
    void endpointDownFailsQuickly();
    void placeholdersAreFilled();
    void nothingBackIsFailed();
    void secretsInTheAnswerAreRedactedBeforeTheDiff();
    void pacingWaitsCappedGaps();
    void reportJsonHasFixedOrder();

private:
    DemoHttpServer m_recorded;
    QList<SessionEntry> m_session;
};

void tst_Replayer::initTestCase()
{
    qRegisterMetaType<ReplayReport>();
    qRegisterMetaType<ReplayResult>();
    QVERIFY(m_recorded.listen(0));
    m_session = record(rpcUrl(m_recorded), sessionRequests());
    QCOMPARE(m_session.size(), sessionRequests().size());
    // The recording holds what a real session does: an empty body for the notification,
    // a parse error for the invalid bytes.
    QVERIFY(m_session.at(3).body.isEmpty());
    QVERIFY(m_session.at(4).body.contains("-32700"));
}

void tst_Replayer::replayAgainstSecondInstanceIsSame()
{
    DemoHttpServer second;
    QVERIFY(second.listen(0));
    Replayer::Options options;
    options.against = rpcUrl(second);
    QVERIFY(options.rules.addIgnoredPath(u"$.result.epoch_ms"));
    const ReplayReport report = replay(m_session, options);
    QCOMPARE(report.total, m_session.size());
    QCOMPARE(report.results.size(), m_session.size());
    for (const ReplayResult &result : report.results) {
        QVERIFY2(result.verdict == ReplayResult::Verdict::Same,
                 qPrintable(QString::number(result.sequence) + u' ' + result.method + u' '
                            + differenceLines(result).join(u"; ") + u' ' + result.errorMessage));
        QCOMPARE(result.endpoint, rpcUrl(second));
    }
    QCOMPARE(report.count(ReplayResult::Verdict::Same), m_session.size());
    QCOMPARE(report.exitStatus(), 0);
    QVERIFY(!report.canceled);
    // The timestamps of notes.create and system.time were ignored by the patterns, epoch_ms by the path.
    QVERIFY(report.ignoredDifferences() >= 2);
    QCOMPARE(report.results.at(3).recordedStatus, 204);
    QCOMPARE(report.results.at(3).replayedStatus, 204);
}

void tst_Replayer::variantShowsExactlyTheChangedMember()
{
    DemoHttpServer variant;
    QVERIFY(variant.listen(0));
    variant.service()->setVariant(true);
    Replayer::Options options;
    options.against = rpcUrl(variant);
    QVERIFY(options.rules.addIgnoredPath(u"$.result.epoch_ms"));
    const ReplayReport report = replay(m_session, options);
    QCOMPARE(report.count(ReplayResult::Verdict::Differs), 1);
    QCOMPARE(report.count(ReplayResult::Verdict::Same), m_session.size() - 1);
    const ReplayResult &stats = report.results.at(1);
    QCOMPARE(stats.verdict, ReplayResult::Verdict::Differs);
    QCOMPARE(stats.sequence, quint64(2));
    QCOMPARE(stats.method, QStringLiteral("text.stats"));
    QCOMPARE(differenceLines(stats), QStringList{"$.result.sentences added  -> 2"});
    QCOMPARE(report.exitStatus(), 5);
}

void tst_Replayer::withoutRulesTheNoiseShows()
{
    DemoHttpServer second;
    QVERIFY(second.listen(0));
    Replayer::Options options;
    options.against = rpcUrl(second);
    options.rules = DiffRules();
    const ReplayReport report = replay(m_session, options);
    // notes.create (created_at, updated_at) and system.time (iso, epoch_ms) differ; nothing else.
    QStringList differing;
    for (const ReplayResult &result : report.results) {
        if (result.verdict != ReplayResult::Verdict::Same)
            differing.append(result.method);
    }
    QCOMPARE(differing, (QStringList{"notes.create", "system.time"}));
    const QStringList time = differenceLines(report.results.at(7));
    QCOMPARE(time.size(), 2);
    QVERIFY(time.at(0).startsWith("$.result.iso changed \"20"));
    QVERIFY(time.at(1).startsWith("$.result.epoch_ms changed "));
}

void tst_Replayer::replaysToRecordedEndpoint()
{
    const QList<SessionEntry> entries = m_session.mid(0, 3);
    const ReplayReport report = replay(entries, {});
    QCOMPARE(report.count(ReplayResult::Verdict::Same), 3);
    QCOMPARE(report.results.first().endpoint, rpcUrl(m_recorded));
    QVERIFY(report.against.isEmpty());
}

void tst_Replayer::cancelKeepsPartialReport()
{
    DemoHttpServer server;
    QVERIFY(server.listen(0));
    QList<QByteArray> sleeps;
    for (int i = 0; i < 6; ++i)
        sleeps.append(R"({"jsonrpc":"2.0","id":)" + QByteArray::number(i + 1)
                      + R"(,"method":"demo.sleep","params":{"ms":150}})");
    const QList<SessionEntry> entries = record(rpcUrl(server), sleeps);

    Replayer replayer;
    Replayer::Options options;
    options.against = rpcUrl(server);
    replayer.setOptions(options);
    QSignalSpy finished(&replayer, &Replayer::finished);
    QList<int> progress;
    connect(&replayer, &Replayer::exchangeReplayed, this, [&](int done, int total, const ReplayResult &) {
        QCOMPARE(total, 6);
        progress.append(done);
        if (done == 2)
            replayer.cancel();
    });
    replayer.start(entries);
    QVERIFY(finished.wait(10000));
    QVERIFY(!replayer.isRunning());
    const ReplayReport report = finished.first().first().value<ReplayReport>();
    QVERIFY(report.canceled);
    QCOMPARE(report.total, 6);
    QCOMPARE(report.results.size(), 2);
    QCOMPARE(report.count(ReplayResult::Verdict::Same), 2);
    QCOMPARE(progress, (QList<int>{1, 2}));
    // Nothing more is sent or reported afterwards.
    QTest::qWait(400);
    QCOMPARE(finished.size(), 1);
    QCOMPARE(progress.size(), 2);
    QCOMPARE(replayer.report().results.size(), 2);
}

void tst_Replayer::endpointDownFailsQuickly()
{
    QTcpServer closed;
    QVERIFY(closed.listen(QHostAddress::LocalHost));
    const quint16 port = closed.serverPort();
    closed.close();
    Replayer::Options options;
    options.against = QStringLiteral("http://127.0.0.1:%1/rpc").arg(port);
    options.timeoutMs = 5000;
    QElapsedTimer clock;
    clock.start();
    const ReplayReport report = replay(m_session, options);
    QVERIFY2(clock.elapsed() < 4000, qPrintable(QString::number(clock.elapsed())));
    QCOMPARE(report.count(ReplayResult::Verdict::Failed), m_session.size());
    for (const ReplayResult &result : report.results) {
        QCOMPARE(result.errorKind, QStringLiteral("connection-refused"));
        QVERIFY(!result.errorMessage.isEmpty());
    }
    QCOMPARE(report.exitStatus(), 3);

    // An endpoint the factory cannot use fails each exchange too, with its reason.
    Replayer::Options unusable;
    unusable.against = QStringLiteral("gopher://127.0.0.1/");
    const ReplayReport refused = replay(m_session.mid(0, 2), unusable);
    QCOMPARE(refused.count(ReplayResult::Verdict::Failed), 2);
    QCOMPARE(refused.results.first().errorKind, QStringLiteral("unsupported"));
}

void tst_Replayer::placeholdersAreFilled()
{
    SessionEntry filled;
    filled.sequence = 1;
    filled.endpoint = rpcUrl(m_recorded);
    filled.method = QStringLiteral("text.upper");
    filled.request = R"({"jsonrpc":"2.0","id":1,"method":"text.upper","params":{"text":"{{redacted:word}}"}})";
    filled.body = R"({"jsonrpc":"2.0","id":1,"result":"SECRET"})";
    SessionEntry unfilled = filled;
    unfilled.sequence = 2;
    unfilled.request = R"({"jsonrpc":"2.0","id":2,"method":"demo.echo","params":{"key":"{{redacted:other}}"}})";
    unfilled.body = R"({"jsonrpc":"2.0","id":2,"result":{"key":"{{redacted:other}}"}})";
    Replayer::Options options;
    options.credentials.insert(QStringLiteral("word"), "secret");
    const ReplayReport report = replay({filled, unfilled}, options);
    QCOMPARE(report.results.at(0).verdict, ReplayResult::Verdict::Same);
    QVERIFY(report.results.at(0).unfilled.isEmpty());
    // Left as it was (the server echoes it back unchanged) and reported.
    QCOMPARE(report.results.at(1).verdict, ReplayResult::Verdict::Same);
    QCOMPARE(report.results.at(1).unfilled, QStringList{"other"});
    QCOMPARE(report.unfilled(), QStringList{"other"});
}

void tst_Replayer::nothingBackIsFailed()
{
    SessionEntry entry;
    entry.sequence = 4;
    entry.endpoint = rpcUrl(m_recorded);
    // Once it was answered; sent as a notification now, nothing comes back.
    entry.request = R"({"jsonrpc":"2.0","method":"math.add","params":{"a":1,"b":2}})";
    entry.body = R"({"jsonrpc":"2.0","id":1,"result":3})";
    const ReplayReport report = replay({entry}, {});
    QCOMPARE(report.results.size(), 1);
    QCOMPARE(report.results.first().verdict, ReplayResult::Verdict::Failed);
    QCOMPARE(report.results.first().errorKind, QStringLiteral("no-answer"));
    QCOMPARE(report.results.first().method, QStringLiteral("math.add"));
    QCOMPARE(report.exitStatus(), 3);
}

void tst_Replayer::secretsInTheAnswerAreRedactedBeforeTheDiff()
{
    // auth.login hands out a new token each time; the recording holds its placeholder.
    SessionEntry entry;
    entry.sequence = 5;
    entry.endpoint = rpcUrl(m_recorded);
    entry.request = R"({"jsonrpc":"2.0","id":1,"method":"auth.login","params":{"username":"alice","password":"{{redacted:password}}"}})";
    entry.body = R"({"jsonrpc":"2.0","id":1,"result":{"token":"{{redacted:token}}","username":"alice"}})";
    Replayer::Options options;
    options.credentials.insert(QStringLiteral("password"), QByteArrayLiteral("wonderland"));
    const ReplayReport report = replay({entry}, options);
    QCOMPARE(report.results.size(), 1);
    const ReplayResult &result = report.results.first();
    QVERIFY2(!result.replayedBody.contains("tok_"), result.replayedBody.constData());
    QCOMPARE(result.verdict, ReplayResult::Verdict::Same);
}

void tst_Replayer::pacingWaitsCappedGaps()
{
    QList<SessionEntry> entries = m_session.mid(0, 3);
    entries[1].epochMs = entries[0].epochMs + 5000;   // capped to maxGapMs
    entries[2].epochMs = entries[1].epochMs + 200;
    Replayer::Options options;
    options.pacing = true;
    options.maxGapMs = 300;
    QElapsedTimer clock;
    clock.start();
    const ReplayReport report = replay(entries, options);
    QVERIFY2(clock.elapsed() >= 490, qPrintable(QString::number(clock.elapsed())));
    QVERIFY2(clock.elapsed() < 4000, qPrintable(QString::number(clock.elapsed())));
    QCOMPARE(report.count(ReplayResult::Verdict::Same), 3);
}

void tst_Replayer::reportJsonHasFixedOrder()
{
    DemoHttpServer variant;
    QVERIFY(variant.listen(0));
    variant.service()->setVariant(true);
    Replayer::Options options;
    options.against = rpcUrl(variant);
    const ReplayReport report = replay(m_session.mid(0, 2), options);
    const JsonDocument doc = JsonDocument::parse(report.toJson());
    QVERIFY2(doc.isValid(), report.toJson().constData());
    auto keys = [&doc](int object) {
        QStringList names;
        for (int child = doc.firstChild(object); child >= 0; child = doc.nextSibling(child))
            names.append(doc.string(doc.keyNode(child)));
        return names;
    };
    QCOMPARE(keys(0), (QStringList{"session", "against", "total", "replayed", "same", "differs", "failed", "canceled",
                                   "ignored", "unfilled", "exchanges"}));
    const int exchanges = doc.member(0, u"exchanges");
    QCOMPARE(doc.childCount(exchanges), 2);
    const int second = doc.child(exchanges, 1);
    QCOMPARE(keys(second), (QStringList{"seq", "method", "endpoint", "verdict", "recordedStatus", "replayedStatus",
                                        "durationMs", "error", "ignored", "truncated", "unfilled", "differences"}));
    QCOMPARE(doc.memberString(second, u"verdict"), QStringLiteral("differs"));
    const int difference = doc.child(doc.member(second, u"differences"), 0);
    QCOMPARE(keys(difference), (QStringList{"path", "kind", "recorded", "replayed"}));
    QCOMPARE(doc.memberString(difference, u"path"), QStringLiteral("$.result.sentences"));
    QCOMPARE(doc.memberString(difference, u"kind"), QStringLiteral("added"));
    QCOMPARE(doc.type(doc.member(difference, u"recorded")), JsonDocument::Type::Null);
    QCOMPARE(doc.memberString(difference, u"replayed"), QStringLiteral("2"));
    QCOMPARE(doc.memberString(0, u"session"), QStringLiteral("test.session"));
    QCOMPARE(doc.raw(doc.member(0, u"differs")), QByteArrayView("1"));
}

QTEST_GUILESS_MAIN(tst_Replayer)
#include "tst_replayer.moc"
