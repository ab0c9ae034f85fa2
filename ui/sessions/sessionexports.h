#pragma once

#include "lib/session/sessionentry.h"

#include <QCoreApplication>
#include <QString>

namespace RpcScope {

/// The browser's exports and imports, as plain functions safe on a worker thread. Exports
/// are written atomically (QSaveFile) from entries read back from a session file, whose
/// secrets are placeholders already; an import is redacted as it is written.
class SessionExports
{
    Q_DECLARE_TR_FUNCTIONS(RpcScope::SessionExports)

public:
    enum class Format { Har, CurlScript, IoTranscript };

    struct Outcome
    {
        bool ok = false;
        QString message;   ///< translated: what was written, or why nothing was
    };

    static Outcome exportTo(Format format, const QList<SessionEntry> &entries, const QString &path);
    /// Reads the `.io` transcript \a ioPath and writes it as a new session file \a sessionPath.
    static Outcome importIoTranscript(const QString &ioPath, const QString &sessionPath);
    /// A file dialog filter for \a format.
    static QString filter(Format format);
};

} // namespace RpcScope
