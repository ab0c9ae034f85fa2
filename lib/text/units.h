#pragma once

#include <QCoreApplication>
#include <QString>

namespace RpcScope {

/// Sizes, durations and clock times as people read them, the same in every view and in the
/// CLI's human output: "142 B", "27.9 KiB", "4 ms", "1.2 s", "14:20:03". Numbers follow
/// the default QLocale (decimal comma in German); machine-read output never uses these.
class Units
{
    Q_DECLARE_TR_FUNCTIONS(RpcScope::Units)

public:
    /// Bytes in binary units: "0 B", "999 B", "1.0 KiB", "27.9 KiB", "1.5 MiB", "2.0 GiB".
    static QString size(qint64 bytes);
    /// Milliseconds below a second ("< 1 ms", "4 ms", "999 ms"), then seconds with one decimal
    /// ("1.2 s", "59.9 s"), then minutes and seconds ("2 min 05 s"). Negative: empty.
    static QString duration(qint64 ms);
    /// The local wall-clock time of \a epochMs: "14:20:03"; with \a millis "14:20:03.120".
    static QString clock(qint64 epochMs, bool millis = false);
};

} // namespace RpcScope
