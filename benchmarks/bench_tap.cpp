// What a tap costs: NDJSON round trips from StdioTransport to `rpcscope-demo-server --stdio`
// directly, through `rpcscope-cli tap -- …`, through `rpcscope-cli tap --record FILE -- …`, and
// through relay_floor (a bare poll/read/write relay in plain POSIX: what any tap costs here, two
// more process wake-ups per round trip), run after one another in each round. Each run starts
// its own child; the clock starts after the warm-up. Two loads, both measured in every round:
// sequential (one request at a time: latency) and a window of --window requests in flight (a
// host with several calls open: throughput).
//
//   bench_tap [--rounds 5] [--seconds 5] [--warmup 500] [--window 32] [--server PATH] [--cli PATH]
//
// Targets: ratio(tap/direct) >= 0.8 in round trips per second, and the latency the tap adds
// per message (half the difference of the sequential round trips' durations, medians) under
// 100 us. ratio(tap/relay-floor) says how close the tap comes to the floor (informative): the
// floor is what no tap in a process of its own can beat.

#include "benchsupport.h"
#include "stdioroundtrips.h"
#include "tapfigures.h"

#include <QCoreApplication>
#include <QDir>
#include <QTemporaryDir>

#include <cstdio>

using Bench::format;
using Bench::Meter;
using Bench::Run;

int main(int argc, char **argv)
{
    const Bench::Options options(argc, argv);
    QCoreApplication app(argc, argv);
    const int rounds = options.number("--rounds", 5);
    const double seconds = options.real("--seconds", 5);
    const int warmup = options.number("--warmup", 500);
    const QString server = QString::fromStdString(options.value("--server", RPCSCOPE_DEMO_SERVER));
    const QString cli = QString::fromStdString(options.value("--cli", RPCSCOPE_CLI));
    const QString floor = QStringLiteral(RELAY_FLOOR);
    QTemporaryDir dir;
    if (!dir.isValid())
        return 1;

    const int window = options.number("--window", 32);
    Bench::printHeader("bench_tap", "NDJSON round trips with `rpcscope-demo-server --stdio`, direct and through "
                                    "`rpcscope-cli tap`, sequential and with a window of requests in flight");
    Bench::TapFigures loads[] = {{"sequential", 1, {}, {}, {}, {}, {}, {}, {}},
                                 {"window", window, {}, {}, {}, {}, {}, {}, {}}};
    for (int round = 0; round < rounds; ++round) {
        const QString session = dir.filePath(QStringLiteral("round%1.rpcsession").arg(round));
        const QStringList tapArgs = {QStringLiteral("tap"), QStringLiteral("--"), server, QStringLiteral("--stdio")};
        const QStringList recordArgs = {QStringLiteral("tap"), QStringLiteral("--record"), session, QStringLiteral("--"),
                                        server, QStringLiteral("--stdio")};
        for (Bench::TapFigures &load : loads) {
            const auto measure = [&](const QString &program, const QStringList &arguments) {
                return Bench::stdioRoundTrips(program, arguments, warmup, seconds, "bench_tap", load.inFlight);
            };
            Run d, t, r, f;
            // Odd rounds go in the reverse order, so no contender always runs first.
            if (round % 2 == 0) {
                d = measure(server, {QStringLiteral("--stdio")});
                t = measure(cli, tapArgs);
                r = measure(cli, recordArgs);
                f = measure(floor, tapArgs);
            } else {
                f = measure(floor, tapArgs);
                r = measure(cli, recordArgs);
                t = measure(cli, tapArgs);
                d = measure(server, {QStringLiteral("--stdio")});
            }
            if (!d.ok || !t.ok || !r.ok || !f.ok)
                return 1;
            load.add(d.rate(), t.rate(), r.rate(), f.rate());
            std::printf("round %d, %s (%d in flight): direct %.0f/s, tap %.0f/s, tap --record %.0f/s, relay floor "
                        "%.0f/s; load %s\n",
                        round + 1, load.load, load.inFlight, d.rate(), t.rate(), r.rate(), f.rate(),
                        Bench::loadAverage().c_str());
            std::fflush(stdout);
        }
    }
    const std::string how = format("%d rounds of %.0f s", rounds, seconds);
    for (const Bench::TapFigures &load : loads)
        load.print("tap", "round trips", how, 0.8);
    std::printf("load average at end %s\n", Bench::loadAverage().c_str());
    return 0;
}
