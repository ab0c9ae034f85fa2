// Sizes, durations and times read the same everywhere: the boundaries between units, the
// rounding at each, and the German decimal comma.

#include "lib/text/units.h"

#include <QDateTime>
#include <QLocale>
#include <QTest>

using namespace RpcScope;

class tst_Units : public QObject
{
    Q_OBJECT

private slots:
    void cleanup() { QLocale::setDefault(QLocale::c()); }

    void sizes_data()
    {
        QTest::addColumn<qint64>("bytes");
        QTest::addColumn<QString>("expected");
        QTest::newRow("zero") << qint64(0) << QStringLiteral("0 B");
        QTest::newRow("bytes") << qint64(142) << QStringLiteral("142 B");
        QTest::newRow("last bytes") << qint64(1023) << QStringLiteral("1023 B");
        QTest::newRow("one KiB") << qint64(1024) << QStringLiteral("1.0 KiB");
        QTest::newRow("27.9 KiB") << qint64(28529) << QStringLiteral("27.9 KiB");
        // 1023.96 KiB would round to "1024.0 KiB": it is 1.0 MiB instead.
        QTest::newRow("no 1024.0 KiB") << qint64(1048535) << QStringLiteral("1.0 MiB");
        QTest::newRow("MiB") << qint64(1572864) << QStringLiteral("1.5 MiB");
        QTest::newRow("GiB") << qint64(2147483648LL) << QStringLiteral("2.0 GiB");
        QTest::newRow("TiB") << qint64(3LL << 40) << QStringLiteral("3.0 TiB");
    }
    void sizes()
    {
        QFETCH(qint64, bytes);
        QFETCH(QString, expected);
        QCOMPARE(Units::size(bytes), expected);
    }

    void durations_data()
    {
        QTest::addColumn<qint64>("ms");
        QTest::addColumn<QString>("expected");
        QTest::newRow("unknown") << qint64(-1) << QString();
        QTest::newRow("under a millisecond") << qint64(0) << QStringLiteral("< 1 ms");
        QTest::newRow("ms") << qint64(4) << QStringLiteral("4 ms");
        QTest::newRow("last ms") << qint64(999) << QStringLiteral("999 ms");
        QTest::newRow("one second") << qint64(1000) << QStringLiteral("1.0 s");
        QTest::newRow("2554 ms") << qint64(2554) << QStringLiteral("2.6 s");
        QTest::newRow("59.9 s") << qint64(59949) << QStringLiteral("59.9 s");
        QTest::newRow("a minute") << qint64(59950) << QStringLiteral("1 min 00 s");
        QTest::newRow("minutes") << qint64(125000) << QStringLiteral("2 min 05 s");
    }
    void durations()
    {
        QFETCH(qint64, ms);
        QFETCH(QString, expected);
        QCOMPARE(Units::duration(ms), expected);
    }

    void germanDecimalComma()
    {
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        QCOMPARE(Units::size(28529), QStringLiteral("27,9 KiB"));
        QCOMPARE(Units::duration(1200), QStringLiteral("1,2 s"));
    }

    void clock()
    {
        QCOMPARE(Units::clock(0), QString());
        const QDateTime at = QDateTime(QDate(2026, 12, 3), QTime(14, 20, 3, 120));
        QCOMPARE(Units::clock(at.toMSecsSinceEpoch()), QStringLiteral("14:20:03"));
        QCOMPARE(Units::clock(at.toMSecsSinceEpoch(), true), QStringLiteral("14:20:03.120"));
    }
};

QTEST_GUILESS_MAIN(tst_Units)
#include "tst_units.moc"
