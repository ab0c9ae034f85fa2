#pragma once

#include "lib/session/sessionentry.h"

#include <QByteArrayView>
#include <QList>
#include <QString>

#include <optional>

namespace RpcScope {

/// A line of a session file that could not be read; the reader skips it.
struct SessionProblem
{
    qint64 line = 0;     ///< 1-based
    QString message;     ///< translated
};

/// Reads session files (docs/session-format.md). Unknown members are ignored, a damaged
/// line is reported with its number and skipped, a newer format version is refused.
class SessionReader
{
public:
    enum class Status {
        Ok,
        NotASession,      ///< the first line is not a session header
        NewerVersion,     ///< written by a newer RpcScope
        Unreadable,       ///< the file cannot be opened or read
    };

    struct HeaderInfo
    {
        Status status = Status::NotASession;
        int version = 0;
        QString created;
        QString app;
        QString message;  ///< translated, when status is not Ok
    };

    struct Session
    {
        Status status = Status::Unreadable;
        QString message;                 ///< translated, when status is not Ok
        HeaderInfo header;
        QList<SessionEntry> entries;     ///< in file order
        QList<SessionProblem> problems;  ///< damaged lines, skipped
    };

    /// Checks a header line (without or with its newline).
    static HeaderInfo readHeader(QByteArrayView line);
    /// Parses one exchange or message line. On failure returns nothing and sets \a error
    /// (translated). A line of an unknown type is an error too.
    static std::optional<SessionEntry> readLine(QByteArrayView line, QString *error = nullptr);
    /// Reads a whole file (for the CLI and tests; the GUI uses SessionLoader). Notifications
    /// that refer to a message line get that line's message.
    static Session readAll(const QString &path);
};

} // namespace RpcScope
