#pragma once

#include "lib/session/sessionentry.h"

#include <QFile>
#include <QString>

namespace RpcScope {

/// Appends entries to a session file, one line each, written through to the file before
/// append() returns, so a crash loses nothing already appended; or, while staging, kept until
/// commit() writes them all in one go. Errors are reported (errorString()), never fatal.
class SessionWriter
{
public:
    SessionWriter() = default;
    ~SessionWriter();
    Q_DISABLE_COPY_MOVE(SessionWriter)

    /// Creates \a path with a header line, or opens an existing session for appending after
    /// checking its header: a file that is no session, or of a newer format version, is
    /// refused. An unfinished last line (a crash mid-write) is ended with a newline.
    /// The next seq continues after the last one in the file.
    bool open(const QString &path);
    void close();
    bool isOpen() const { return m_file.isOpen(); }
    QString path() const { return m_file.fileName(); }
    /// Translated reason of the last failure.
    QString errorString() const { return m_error; }

    /// Writes \a entry as one line; entry.sequence is replaced by the file's next seq, which
    /// is returned (0 on failure, with errorString() set). The entry is written as given:
    /// redact it first (SessionRedactor).
    quint64 append(const SessionEntry &entry);
    /// Writes \a entry as one line with seq \a sequence, given out beforehand (a line that
    /// cannot be written leaves its number unused); false with errorString() on failure.
    bool append(const SessionEntry &entry, quint64 sequence);
    /// Writes a line that is already formatted (SessionFormat::entryLine), with its newline.
    bool appendLine(const QByteArray &line);

    /// While staging, lines wait in memory until commit() (or StagedLimit bytes of them)
    /// instead of costing a system call each. Turning it off commits.
    void setStaging(bool on);
    bool isStaging() const { return m_staging; }
    bool hasStaged() const { return !m_staged.isEmpty(); }
    /// Writes the staged lines in one write; false with errorString() when they were not all written.
    bool commit();
    static constexpr qsizetype StagedLimit = 1024 * 1024;
    quint64 nextSequence() const { return m_lastSequence + 1; }

private:
    bool fail(const QString &message);
    bool write(const QByteArray &lines);

    QFile m_file;
    QString m_error;
    quint64 m_lastSequence = 0;
    bool m_lineCut = false;   // the last write stopped mid-line
    bool m_staging = false;
    QByteArray m_staged;
};

} // namespace RpcScope
