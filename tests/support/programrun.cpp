#include "support/programrun.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QSignalSpy>

namespace TestSupport {

ProgramRun ProgramRun::of(const QString &program, const QStringList &arguments, int timeoutMs)
{
    QProcess process;
    QElapsedTimer clock;
    clock.start();
    process.start(program, arguments);
    const bool ended = process.waitForFinished(timeoutMs);
    ProgramRun run;
    run.ms = clock.elapsed();
    run.exitCode = ended && process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

ProgramRun ProgramRun::withEvents(const QString &program, const QStringList &arguments, int timeoutMs)
{
    QProcess process;
    QSignalSpy finished(&process, &QProcess::finished);
    QElapsedTimer clock;
    clock.start();
    process.start(program, arguments);
    const bool ended = finished.wait(timeoutMs);
    ProgramRun run;
    run.ms = clock.elapsed();
    if (!ended) {
        process.kill();
        process.waitForFinished();
    }
    run.exitCode = ended && process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

} // namespace TestSupport
