#pragma once

#include <QDateTime>
#include <QFileInfoList>
#include <QString>

namespace RpcScope {

/// Where the GUI keeps its session files: one new file per start of the app under
/// AppDataLocation/sessions, named by the date and time of the start.
class SessionFiles
{
public:
    /// AppDataLocation/sessions (not created).
    static QString defaultDirectory();
    /// A file name in \a directory for a session started at \a start that does not exist yet:
    /// `2026-12-03_02-33-10.rpcsession`, with `-2`, `-3`… when two apps start in one second.
    static QString newSessionPath(const QString &directory, const QDateTime &start = QDateTime::currentDateTime());
    /// The session files of \a directory, newest first.
    static QFileInfoList list(const QString &directory);
    /// The suffix the GUI gives session files.
    static QString suffix();
};

} // namespace RpcScope
