// What an HTTP tap costs: `wrk` POSTing a JSON-RPC request to the demo server's /rpc directly,
// through `rpcscope-cli tap --listen … --upstream …`, through the same with `--record FILE`, and
// through tcp_relay_floor (a bare poll/read/write TCP relay in plain POSIX: what any proxy in a
// process of its own costs here, two more process wake-ups per round trip), run after one
// another in each round. Two loads, both measured in every round: one connection with one
// request at a time (latency) and --connections connections, each with one request in flight
// (a host with several calls open: throughput).
//
//   bench_tap_http [--rounds 5] [--seconds 5] [--connections 8] [--server PATH] [--cli PATH] [--wrk wrk]
//
// Targets: ratio(tap/direct) >= 0.7 in requests per second, and the latency the tap adds per
// message (half the difference of the sequential round trips' durations) under 100 us.
// ratio(tap/relay-floor) says how close the tap comes to the floor (informative).

#include "benchsupport.h"
#include "tapfigures.h"

#include <QTemporaryDir>

#include <cstdio>

using Bench::format;

namespace {

const char *const Body = R"({"jsonrpc":"2.0","id":1,"method":"demo.echo","params":{"text":"hello"}})";

} // namespace

int main(int argc, char **argv)
{
    const Bench::Options options(argc, argv);
    const int rounds = options.number("--rounds", 5);
    const double seconds = options.real("--seconds", 5);
    const int connections = options.number("--connections", 8);
    const std::string wrk = options.value("--wrk", "wrk");
    const std::string cli = options.value("--cli", RPCSCOPE_CLI);
    QTemporaryDir dir;
    const std::string script = dir.path().toStdString() + "/post.lua";
    if (!dir.isValid() || !Bench::writeFile(script, Bench::wrkPostScript(Body))) {
        std::fprintf(stderr, "bench_tap_http: cannot write the wrk script\n");
        return 1;
    }

    Bench::printHeader("bench_tap_http", "JSON-RPC POSTs to the demo server, direct and through `rpcscope-cli tap "
                                         "--listen`, one request at a time and over several connections");
    Bench::DemoServer server;
    std::string error;
    if (!server.start(options.value("--server", RPCSCOPE_DEMO_SERVER), &error)) {
        std::fprintf(stderr, "bench_tap_http: %s\n", error.c_str());
        return 1;
    }
    const std::string upstream = format("http://127.0.0.1:%d", server.port());

    Bench::TapFigures loads[] = {{"sequential", 1, {}, {}, {}, {}, {}, {}, {}},
                                 {"connections", connections, {}, {}, {}, {}, {}, {}, {}}};
    for (int round = 0; round < rounds; ++round) {
        const std::string session = dir.path().toStdString() + format("/round%d.rpcsession", round);
        for (Bench::TapFigures &load : loads) {
            // Each contender but the direct one is a process of its own, started for its run.
            const auto measure = [&](const std::vector<std::string> &relay) {
                Bench::LoopbackServer between;
                if (!relay.empty() && !between.start(relay, &error)) {
                    std::fprintf(stderr, "bench_tap_http: %s\n", error.c_str());
                    return -1.0;
                }
                const std::string url = relay.empty() ? server.url() : between.url();
                const double rate = Bench::wrkRate("bench_tap_http", wrk, load.inFlight, script, url, seconds);
                between.stop();
                return rate;
            };
            const std::vector<std::string> direct;
            const std::vector<std::string> tap = {cli, "tap", "--listen", "127.0.0.1:0", "--upstream", upstream};
            const std::vector<std::string> record = {cli,          "tap",         "--record", session, "--listen",
                                                     "127.0.0.1:0", "--upstream", upstream};
            const std::vector<std::string> floor = {RELAY_FLOOR_TCP, format("%d", server.port())};
            double d, t, r, f;
            // Odd rounds go in the reverse order, so no contender always runs first.
            if (round % 2 == 0) {
                d = measure(direct);
                t = measure(tap);
                r = measure(record);
                f = measure(floor);
            } else {
                f = measure(floor);
                r = measure(record);
                t = measure(tap);
                d = measure(direct);
            }
            if (d <= 0 || t <= 0 || r <= 0 || f <= 0)
                return 1;
            load.add(d, t, r, f);
            std::printf("round %d, %s (%d connection(s)): direct %.0f/s, tap %.0f/s, tap --record %.0f/s, relay "
                        "floor %.0f/s; load %s\n",
                        round + 1, load.load, load.inFlight, d, t, r, f, Bench::loadAverage().c_str());
            std::fflush(stdout);
        }
    }
    server.stop();

    for (const Bench::TapFigures &load : loads)
        load.print("http-tap", "requests",
                   format("%d rounds of %.0f s, wrk -t1 -c%d", rounds, seconds, load.inFlight), 0.7);
    std::printf("load average at end %s\n", Bench::loadAverage().c_str());
    return 0;
}
