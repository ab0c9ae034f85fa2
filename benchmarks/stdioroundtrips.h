#pragma once

// Sequential round trips over StdioTransport alone (send, wait for the answer, repeat), shared
// by bench_stdio and bench_tap.

#include "benchsupport.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace RpcScope {
class StdioTransport;
}

namespace Bench {

/// The request every stdio benchmark sends (demo.echo "hello"), with the id counting up.
QByteArray echoRequest(long long id);
/// Ends the child politely (outside the clock), so the next run starts from the same state.
void closeAndWait(RpcScope::StdioTransport *transport);
/// Starts \a program with \a arguments and sends echoRequest() after each answer (checked for
/// its id and "hello") until the Meter says the run is over; \a who names it in a failure.
Run stdioRoundTrips(const QString &program, const QStringList &arguments, int warmup, double seconds,
                    const char *who);

} // namespace Bench
