#pragma once

#include "lib/session/sessionentry.h"
#include "lib/session/sessionreader.h"

#include <QList>
#include <QString>

#include <atomic>
#include <functional>
#include <vector>

namespace RpcScope {

/// What the timeline shows of one line, read without building the entry.
struct SessionSummary
{
    SessionEntry::Type type = SessionEntry::Type::Exchange;
    SessionEntry::Direction direction = SessionEntry::Direction::In;   ///< Message only
    Transport::Kind transport = Transport::Kind::Http;
    quint64 sequence = 0;
    qint64 epochMs = 0;
    qint64 durationMs = -1;
    qint64 size = 0;          ///< request + response bytes (Message: the message's)
    qint64 offset = 0;        ///< of the line in the file
    qint64 length = 0;        ///< of the line, without its newline
    QString endpoint;         ///< shared between rows (implicitly shared, interned)
    QString method;           ///< Auth: the step's name ("token")
    QString outcome;          ///< Auth: "auth", or "auth-stopped" when the flow stopped there
};

/// The timeline of one session file: a summary per good line and the damaged lines.
struct SessionIndex
{
    SessionReader::Status status = SessionReader::Status::Unreadable;
    QString message;                       ///< translated, when status is not Ok
    SessionReader::HeaderInfo header;
    std::vector<SessionSummary> rows;      ///< in file order
    QList<SessionProblem> problems;
    qint64 fileSize = 0;
    bool canceled = false;
};

/// Builds a SessionIndex by reading the file in large blocks, never whole; safe on any
/// thread. \a progress (optional) is called with bytes read and the file size;
/// \a cancel (optional) stops it early (the index then has canceled set).
SessionIndex indexSessionFile(const QString &path,
                              const std::function<void(qint64 done, qint64 total)> &progress = {},
                              const std::atomic_bool *cancel = nullptr);

/// Reads the line a summary points at back from the file and parses it.
std::optional<SessionEntry> readSessionEntryAt(const QString &path, const SessionSummary &row,
                                               QString *error = nullptr);

} // namespace RpcScope
