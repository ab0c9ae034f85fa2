
#include "support/listeningserver.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QProcess>

namespace TestSupport {

QString startListening(QProcess *process, const QString &program, const QStringList &arguments, QByteArray *firstLine,
                       int timeoutMs)
{
    process->start(program, arguments);
    const QDeadlineTimer deadline(timeoutMs);
    // A line, not just some bytes: the pipe may hand the first line over in pieces.
    while (!process->canReadLine() && !deadline.hasExpired() && process->state() != QProcess::NotRunning) {
        process->waitForReadyRead(20);
        QCoreApplication::processEvents();
    }
    const QByteArray line = process->canReadLine() ? process->readLine().trimmed() : process->readAll().trimmed();
    if (firstLine)
        *firstLine = line;
    const QByteArray said = QByteArrayLiteral("listening on ");
    if (!line.startsWith(said) || line.size() == said.size())
        return {};
    return QString::fromLatin1(line.mid(said.size()));
}

QString startDemoServer(QProcess *process, const QString &program, const QStringList &extra, QByteArray *said)
{
    return startListening(process, program, QStringList{QStringLiteral("--port"), QStringLiteral("0")} + extra, said);
}

} // namespace TestSupport
