// Searching the recorded bytes of a session file: bodies, headers and escaped quotes found,
// ASCII case ignored, a cancel honoured, a shrunken file survived.
#include "lib/session/sessionindex.h"
#include "lib/session/sessionsearch.h"
#include "lib/session/sessionwriter.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace RpcScope;

class tst_SessionSearch final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void findsTextAnywhereInTheLine_data();
    void findsTextAnywhereInTheLine();
    void cancelStopsIt();
    void unreadableFileIsAnError();

private:
    QTemporaryDir m_dir;
    QString m_path;
    SessionIndex m_index;
};

void tst_SessionSearch::initTestCase()
{
    m_path = m_dir.filePath(QStringLiteral("search.rpcsession"));
    SessionWriter writer;
    QVERIFY(writer.open(m_path));
    const QList<QByteArray> bodies = {R"({"jsonrpc":"2.0","id":1,"result":"Hello World"})",
                                      R"({"jsonrpc":"2.0","id":2,"result":{"quote":"say \"hi\""}})",
                                      R"({"jsonrpc":"2.0","id":3,"error":{"code":-32601,"message":"Method not found"}})"};
    for (int i = 0; i < bodies.size(); ++i) {
        SessionEntry entry;
        entry.epochMs = 1796233202004 + i;
        entry.endpoint = QStringLiteral("http://127.0.0.1:1/rpc");
        entry.method = QStringLiteral("m%1").arg(i);
        entry.outcome = QStringLiteral("result");
        entry.request = R"({"jsonrpc":"2.0","id":)" + QByteArray::number(i + 1) + R"(,"method":"m"})";
        entry.body = bodies.at(i);
        HttpMeta http;
        http.status = 200;
        http.responseHeaders = {{"X-Trace", i == 2 ? "trace-ABC" : "none"}};
        entry.http = http;
        QVERIFY(writer.append(entry) != 0);
    }
    writer.close();
    m_index = indexSessionFile(m_path);
    QCOMPARE(m_index.rows.size(), size_t(3));
}

void tst_SessionSearch::findsTextAnywhereInTheLine_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");   // a character per row: x hit, . miss
    QTest::newRow("body, other case") << QStringLiteral("hello world") << QStringLiteral("x..");
    QTest::newRow("a value with quotes") << QStringLiteral(R"(say "hi")") << QStringLiteral(".x.");
    QTest::newRow("raw body text") << QStringLiteral(R"("quote":"say \"hi)") << QStringLiteral(".x.");
    QTest::newRow("header value") << QStringLiteral("TRACE-abc") << QStringLiteral("..x");
    QTest::newRow("error message") << QStringLiteral("not found") << QStringLiteral("..x");
    QTest::newRow("every line") << QStringLiteral("jsonrpc") << QStringLiteral("xxx");
    QTest::newRow("nowhere") << QStringLiteral("absent-text") << QStringLiteral("...");
}

void tst_SessionSearch::findsTextAnywhereInTheLine()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QString error;
    const auto hits = SessionSearch::matchingRows(m_path, SessionSearch::spansOf(m_index), text, nullptr, &error);
    QVERIFY2(hits, qPrintable(error));
    QString got;
    for (qsizetype i = 0; i < hits->size(); ++i)
        got += hits->testBit(i) ? QLatin1Char('x') : QLatin1Char('.');
    QCOMPARE(got, expected);
}

void tst_SessionSearch::cancelStopsIt()
{
    const std::atomic_bool canceled = true;
    QVERIFY(!SessionSearch::matchingRows(m_path, SessionSearch::spansOf(m_index), QStringLiteral("jsonrpc"), &canceled));
}

void tst_SessionSearch::unreadableFileIsAnError()
{
    QString error;
    QVERIFY(!SessionSearch::matchingRows(m_dir.filePath(QStringLiteral("gone")), SessionSearch::spansOf(m_index),
                                         QStringLiteral("x"), nullptr, &error));
    QVERIFY(!error.isEmpty());
    // A file cut short since it was indexed: rows beyond its end simply do not match.
    const QString cut = m_dir.filePath(QStringLiteral("cut.rpcsession"));
    QVERIFY(QFile::copy(m_path, cut));
    QFile file(cut);
    QVERIFY(file.open(QIODevice::ReadWrite));
    QVERIFY(file.resize(qint64(m_index.rows.at(1).offset + 5)));
    file.close();
    const auto hits = SessionSearch::matchingRows(cut, SessionSearch::spansOf(m_index), QStringLiteral("jsonrpc"));
    QVERIFY(hits);
    QVERIFY(hits->testBit(0));
    QVERIFY(!hits->testBit(2));
}

QTEST_GUILESS_MAIN(tst_SessionSearch)
#include "tst_sessionsearch.moc"
