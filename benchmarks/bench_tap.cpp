// What a tap costs: sequential NDJSON round trips from StdioTransport to
// `rpcscope-demo-server --stdio` directly, through `rpcscope-cli tap -- …`, through
// `rpcscope-cli tap --record FILE -- …`, and through relay_floor (a bare poll/read/write relay
// in plain POSIX: what any tap costs here, two more process wake-ups per round trip), run after
// one another in each round. Each run starts its own child; the clock starts after the warm-up.
//
//   bench_tap [--rounds 5] [--seconds 5] [--warmup 500] [--server PATH] [--cli PATH]
//
// Targets: ratio(tap/direct) >= 0.8 in round trips per second, and the latency the tap adds
// per message (half the difference of the round trips' durations, medians) under 100 us.
// ratio(tap/relay-floor) says how close the tap comes to the floor (informative).

#include "benchsupport.h"
#include "stdioroundtrips.h"

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

    Bench::printHeader("bench_tap", "sequential NDJSON round trips with `rpcscope-demo-server --stdio`, "
                                    "direct and through `rpcscope-cli tap`");
    std::vector<double> direct, tapped, recorded, floored, tapRatio, recordRatio, floorRatio;
    for (int round = 0; round < rounds; ++round) {
        const QString session = dir.filePath(QStringLiteral("round%1.rpcsession").arg(round));
        const QStringList tapArgs = {QStringLiteral("tap"), QStringLiteral("--"), server, QStringLiteral("--stdio")};
        const QStringList recordArgs = {QStringLiteral("tap"), QStringLiteral("--record"), session, QStringLiteral("--"),
                                        server, QStringLiteral("--stdio")};
        Run d, t, r, f;
        // Odd rounds go in the reverse order, so no contender always runs first.
        if (round % 2 == 0) {
            d = Bench::stdioRoundTrips(server, {QStringLiteral("--stdio")}, warmup, seconds, "bench_tap");
            t = Bench::stdioRoundTrips(cli, tapArgs, warmup, seconds, "bench_tap");
            r = Bench::stdioRoundTrips(cli, recordArgs, warmup, seconds, "bench_tap");
            f = Bench::stdioRoundTrips(floor, tapArgs, warmup, seconds, "bench_tap");
        } else {
            f = Bench::stdioRoundTrips(floor, tapArgs, warmup, seconds, "bench_tap");
            r = Bench::stdioRoundTrips(cli, recordArgs, warmup, seconds, "bench_tap");
            t = Bench::stdioRoundTrips(cli, tapArgs, warmup, seconds, "bench_tap");
            d = Bench::stdioRoundTrips(server, {QStringLiteral("--stdio")}, warmup, seconds, "bench_tap");
        }
        if (!d.ok || !t.ok || !r.ok || !f.ok)
            return 1;
        floored.push_back(f.rate());
        floorRatio.push_back(t.rate() / f.rate());
        direct.push_back(d.rate());
        tapped.push_back(t.rate());
        recorded.push_back(r.rate());
        tapRatio.push_back(t.rate() / d.rate());
        recordRatio.push_back(r.rate() / d.rate());
        std::printf("round %d: direct %.0f/s, tap %.0f/s, tap --record %.0f/s, relay floor %.0f/s; load %s\n",
                    round + 1, d.rate(), t.rate(), r.rate(), f.rate(), Bench::loadAverage().c_str());
        std::fflush(stdout);
    }
    const double directMedian = Bench::median(direct);
    const double tapMedian = Bench::median(tapped);
    const double recordMedian = Bench::median(recorded);
    const std::string how = format("%d rounds of %.0f s", rounds, seconds);
    Bench::printRatio("tap/direct", tapMedian / directMedian,
                      format("tap median %.0f round trips/s, direct median %.0f/s, %s, median of the rounds' ratios %.2f",
                             tapMedian, directMedian, how.c_str(), Bench::median(tapRatio)),
                      0.8, true);
    Bench::printRatio("tap-record/direct", recordMedian / directMedian,
                      format("tap --record median %.0f round trips/s, %s, median of the rounds' ratios %.2f",
                             recordMedian, how.c_str(), Bench::median(recordRatio)),
                      0.8, true);
    const double floorMedian = Bench::median(floored);
    std::printf("ratio(tap/relay-floor) %.2f  (relay floor median %.0f round trips/s, floor/direct %.2f, median of "
                "the rounds' ratios %.2f)  [informative]\n",
                tapMedian / floorMedian, floorMedian, floorMedian / directMedian, Bench::median(floorRatio));
    // Each round trip crosses the tap twice: request and answer.
    const double addedUs = (1e6 / tapMedian - 1e6 / directMedian) / 2;
    const double addedRecordUs = (1e6 / recordMedian - 1e6 / directMedian) / 2;
    std::printf("added-latency-us %.1f per message (tap), %.1f (tap --record)  [target <= 100: %s]\n", addedUs,
                addedRecordUs, addedUs <= 100 ? "met" : "MISSED");
    std::printf("load average at end %s\n", Bench::loadAverage().c_str());
    return 0;
}
