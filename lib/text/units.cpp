#include "lib/text/units.h"

#include <QDateTime>
#include <QLocale>

namespace RpcScope {

QString Units::size(qint64 bytes)
{
    const QLocale locale;
    if (bytes < 1024)
        //: A size in bytes, e.g. "142 B"
        return tr("%1 B").arg(bytes);
    // Binary units, one decimal: the same answer reads the same in every view.
    static const char *const names[] = {QT_TR_NOOP("%1 KiB"), QT_TR_NOOP("%1 MiB"), QT_TR_NOOP("%1 GiB"),
                                        QT_TR_NOOP("%1 TiB")};
    double value = double(bytes) / 1024.0;
    int unit = 0;
    while (value >= 1023.95 && unit < 3) {
        value /= 1024.0;
        ++unit;
    }
    return tr(names[unit]).arg(locale.toString(value, 'f', 1));
}

QString Units::duration(qint64 ms)
{
    if (ms < 0)
        return {};
    const QLocale locale;
    if (ms == 0)
        //: A duration under a millisecond
        return tr("< 1 ms");
    if (ms < 1000)
        //: A duration in milliseconds, e.g. "4 ms"
        return tr("%1 ms").arg(ms);
    if (ms < 59950)
        //: A duration in seconds with one decimal, e.g. "1.2 s"
        return tr("%1 s").arg(locale.toString(double(ms) / 1000.0, 'f', 1));
    const qint64 seconds = (ms + 500) / 1000;
    //: A duration in minutes and seconds, e.g. "2 min 05 s"
    return tr("%1 min %2 s").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

QString Units::clock(qint64 epochMs, bool millis)
{
    if (epochMs <= 0)
        return {};
    return QDateTime::fromMSecsSinceEpoch(epochMs).toLocalTime().toString(
        millis ? QStringLiteral("HH:mm:ss.zzz") : QStringLiteral("HH:mm:ss"));
}

} // namespace RpcScope
