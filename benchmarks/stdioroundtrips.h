#pragma once

// Round trips over StdioTransport alone, shared by bench_stdio and bench_tap: sequential (send,
// wait for the answer, repeat) or with a window of requests in flight, as a host with several
// calls open at once keeps them.

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
/// Starts \a program with \a arguments, sends \a inFlight echoRequest()s and one more after each
/// answer (checked for its id, in order, and "hello") until the Meter says the run is over;
/// \a who names it in a failure.
Run stdioRoundTrips(const QString &program, const QStringList &arguments, int warmup, double seconds,
                    const char *who, int inFlight = 1);

} // namespace Bench
