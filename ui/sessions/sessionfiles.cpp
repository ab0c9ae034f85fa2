#include "ui/sessions/sessionfiles.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace RpcScope {

QString SessionFiles::suffix()
{
    return QStringLiteral("rpcsession");
}

QString SessionFiles::defaultDirectory()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("sessions"));
}

QString SessionFiles::newSessionPath(const QString &directory, const QDateTime &start)
{
    const QDir dir(directory);
    const QString stem = start.toString(QStringLiteral("yyyy-MM-dd_HH-mm-ss"));
    QString path = dir.filePath(stem + QLatin1Char('.') + suffix());
    for (int n = 2; QFileInfo::exists(path); ++n)
        path = dir.filePath(QStringLiteral("%1-%2.%3").arg(stem).arg(n).arg(suffix()));
    return path;
}

QFileInfoList SessionFiles::list(const QString &directory)
{
    const QDir dir(directory);
    // Also the files the CLI's --record wrote there, whatever their suffix.
    return dir.entryInfoList({QStringLiteral("*.") + suffix(), QStringLiteral("*.jsonl")}, QDir::Files,
                             QDir::Time);
}

} // namespace RpcScope
