#pragma once

#include <QByteArray>
#include <QProcess>
#include <QSignalSpy>
#include <QString>

// Runs \a command through /bin/sh -c and returns its stdout. The event loop keeps turning
// while it runs, so a loopback server in this process can answer it.
inline QByteArray runShell(const QString &command, int *exitCode = nullptr, QByteArray *errors = nullptr)
{
    QProcess shell;
    QSignalSpy finished(&shell, &QProcess::finished);
    shell.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), command});
    if (!finished.wait(20000)) {
        shell.kill();
        shell.waitForFinished();
    }
    if (exitCode)
        *exitCode = shell.exitStatus() == QProcess::NormalExit ? shell.exitCode() : -1;
    if (errors)
        *errors = shell.readAllStandardError();
    return shell.readAllStandardOutput();
}
