#include "ui/common/icons.h"
#include "ui/common/theme.h"

#include <QApplication>
#include <QImage>
#include <QPixmap>
#include <QStandardPaths>
#include <QTest>

using namespace RpcScope;

namespace {

/// The colour of the most opaque pixel: the tint the icon was drawn in.
QColor inkOf(const QPixmap &pixmap)
{
    const QImage image = pixmap.toImage().convertToFormat(QImage::Format_ARGB32);
    QColor best;
    int alpha = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (c.alpha() > alpha) {
                alpha = c.alpha();
                best = c;
            }
        }
    }
    return best;
}

int opaquePixels(const QPixmap &pixmap)
{
    const QImage image = pixmap.toImage().convertToFormat(QImage::Format_ARGB32);
    int count = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x)
            count += qAlpha(image.pixel(x, y)) > 100;
    }
    return count;
}

bool near(const QColor &a, const QColor &b)
{
    return qAbs(a.red() - b.red()) <= 2 && qAbs(a.green() - b.green()) <= 2 && qAbs(a.blue() - b.blue()) <= 2;
}

} // namespace

class TestIcons : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        Theme::instance()->setMode(Theme::Mode::Light);
    }

    void everyIconRendersAtEveryPixelRatio_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<qreal>("dpr");
        for (const QString &name : Icons::names()) {
            for (qreal dpr : {1.0, 2.0})
                QTest::addRow("%s@%gx", qPrintable(name), dpr) << name << dpr;
        }
    }

    void everyIconRendersAtEveryPixelRatio()
    {
        QFETCH(QString, name);
        QFETCH(qreal, dpr);
        const QIcon icon = Icons::get(name);
        QVERIFY(!icon.isNull());
        const QPixmap pixmap = icon.pixmap(QSize(16, 16), dpr);
        QVERIFY(!pixmap.isNull());
        QCOMPARE(pixmap.size(), QSize(16, 16) * dpr);
        QCOMPARE(pixmap.devicePixelRatio(), dpr);
        // Something is drawn, and not everything: a stroke icon, not a blot.
        const int opaque = opaquePixels(pixmap);
        QVERIFY2(opaque > 4 * dpr * dpr, qPrintable(QString::number(opaque)));
        QVERIFY(opaque < pixmap.width() * pixmap.height() / 2);
        QVERIFY(near(inkOf(pixmap), QApplication::palette().color(QPalette::WindowText)));
    }

    void tintFollowsTheThemeAndMode()
    {
        const QIcon icon = Icons::get("send");
        Theme::instance()->setMode(Theme::Mode::Light);
        const QColor light = inkOf(icon.pixmap(QSize(24, 24), 1.0));
        QVERIFY(near(light, Theme::palette(false).color(QPalette::WindowText)));

        Theme::instance()->setMode(Theme::Mode::Dark);
        const QColor dark = inkOf(icon.pixmap(QSize(24, 24), 1.0));
        QVERIFY(near(dark, Theme::palette(true).color(QPalette::WindowText)));
        QVERIFY(dark.lightness() > light.lightness() + 100);
        // The same QIcon, fetched again: shared, and drawn in the new colour.
        QVERIFY(near(inkOf(Icons::get("send").pixmap(QSize(24, 24), 2.0)), dark));

        const QColor disabled = inkOf(icon.pixmap(QSize(24, 24), 1.0, QIcon::Disabled));
        QVERIFY(near(disabled, QApplication::palette().color(QPalette::Disabled, QPalette::WindowText)));
        Theme::instance()->setMode(Theme::Mode::Light);
    }

    void largeSizesStaySharp()
    {
        const QPixmap big = Icons::get("add").pixmap(QSize(64, 64), 2.0);
        QCOMPARE(big.size(), QSize(128, 128));
        // The plus is drawn across the middle row, not scaled up from a small bitmap.
        const QImage image = big.toImage();
        QVERIFY(qAlpha(image.pixel(64, 64)) > 200);
        QCOMPARE(qAlpha(image.pixel(4, 4)), 0);
    }

    void unknownNameGivesNullIcon()
    {
        QVERIFY(Icons::get("no-such-icon").isNull());
        QVERIFY(Icons::get("").isNull());
    }
};

QTEST_MAIN(TestIcons)
#include "tst_icons.moc"
