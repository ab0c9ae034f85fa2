#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace TestSupport {

/// A program run to its end (rpcscope-cli in most tests): its exit code, output and time.
struct ProgramRun
{
    int exitCode = -1;   ///< -1 when it crashed or did not end in time
    QByteArray out;
    QByteArray err;
    qint64 ms = 0;       ///< from start to end

    /// Runs \a program with \a arguments, waiting at most \a timeoutMs for it to end.
    static ProgramRun of(const QString &program, const QStringList &arguments, int timeoutMs = 30000);
    /// The same, with this process's event loop running meanwhile: for a peer that lives in
    /// the test itself (a scripted loopback server).
    static ProgramRun withEvents(const QString &program, const QStringList &arguments, int timeoutMs = 30000);
};

} // namespace TestSupport
