// RecordedAnswers, the index serve answers from: how a recorded batch pairs its calls with
// their answers.
#include "lib/json/jsondocument.h"
#include "lib/rpc/requestid.h"
#include "lib/serve/recordedanswers.h"
#include "lib/session/sessionentry.h"

#include <QTest>

using namespace RpcScope;

class tst_RecordedAnswers final : public QObject
{
    Q_OBJECT

private slots:
    void pairingKeysAgreeWithMatches();
    void aLargeBatchPairsByIdInOnePass();
};

void tst_RecordedAnswers::pairingKeysAgreeWithMatches()
{
    // Every pair of these ids: the same key exactly when RequestId::matches() pairs them.
    const QList<QByteArray> spellings{"1", "1.0", "1e0", "10e-1", "-0", "0", "0.0", "-0.0", "2", "\"1\"", "\"a\"",
                                      "\"\\u0061\"", "null", "9007199254740993", "9007199254740993.0",
                                      "9007199254740992", "9.007199254740992e15", "-9007199254740993",
                                      "123456789012345678901234567890", "1e400", "[1]", "{}", "true"};
    for (const QByteArray &a : spellings) {
        for (const QByteArray &b : spellings) {
            const JsonDocument x = JsonDocument::parse(a);
            const JsonDocument y = JsonDocument::parse(b);
            QVERIFY2(x.isValid() && y.isValid(), QByteArray(a + " and " + b).constData());
            const bool sameKey = RecordedAnswers::pairingKey(x, 0) == RecordedAnswers::pairingKey(y, 0);
            const bool paired = RequestId::fromNode(x, 0).matches(RequestId::fromNode(y, 0));
            QVERIFY2(sameKey == paired, QByteArray(a + " and " + b).constData());
        }
    }
    const JsonDocument nullId = JsonDocument::parse("null");
    QVERIFY(RecordedAnswers::pairingKey(nullId, -1) != RecordedAnswers::pairingKey(nullId, 0));   // none is not null
}

void tst_RecordedAnswers::aLargeBatchPairsByIdInOnePass()
{
    // A recorded batch of 20000 calls, answered in reverse order (every other id spelled 7.0
    // for 7), behind 20000 answers whose ids no call had: each call gets its own answer.
    // Paired each against every other, such a file took minutes to load.
    constexpr int calls = 20000;
    QByteArrayList requests;
    QByteArrayList responses;
    for (int i = 0; i < calls; ++i) {
        requests.append(R"({"jsonrpc":"2.0","id":)" + QByteArray::number(i) + R"(,"method":"m","params":[)"
                        + QByteArray::number(i) + "]}");
        responses.append(R"({"jsonrpc":"2.0","id":"stray)" + QByteArray::number(i) + R"(","result":-1})");
    }
    for (int i = calls - 1; i >= 0; --i) {
        responses.append(R"({"jsonrpc":"2.0","id":)" + QByteArray::number(i) + (i % 2 ? ".0" : "") + R"(,"result":)"
                         + QByteArray::number(i) + "}");
    }
    SessionEntry batch;
    batch.sequence = 1;
    batch.request = '[' + requests.join(',') + ']';
    batch.body = '[' + responses.join(',') + ']';
    RecordedAnswers book = RecordedAnswers::fromEntries({batch});
    QCOMPARE(book.size(), calls);
    for (const int i : {0, 1, 4711, calls - 1}) {
        const JsonDocument call = JsonDocument::parse(requests.at(i));
        const RecordedAnswers::Lookup found = book.take(QStringLiteral("m"), call, call.member(0, u"params"));
        QCOMPARE(found.match, RecordedAnswers::Match::Exact);
        QVERIFY(found.answer);
        const QByteArray ending = R"("result":)" + QByteArray::number(i) + '}';
        QVERIFY2(found.answer->bytes.endsWith(ending), found.answer->bytes.constData());
    }
}

QTEST_GUILESS_MAIN(tst_RecordedAnswers)
#include "tst_recordedanswers.moc"
