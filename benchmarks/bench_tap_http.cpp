// What an HTTP tap costs: `wrk` POSTing a JSON-RPC request to a server directly,
// through `rpcscope-cli tap --listen … --upstream …`, through the same with `--record FILE`, and
// through tcp_relay_floor (a bare poll/read/write TCP relay in plain POSIX: what any proxy in a
// process of its own costs here, two more process wake-ups per round trip), run after one
// another in each round. Two loads, both measured in every round: one connection with one
// request at a time (latency) and --connections connections, each with one request in flight
// (a host with several calls open: throughput). Two servers: the demo server (answers in
// microseconds: the hardest case for any proxy) and jayson's HTTP server in Node (pinned in
// tests/npm, as the tests run it: a real JSON-RPC server of the kind a tap sits before).
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

/// A server the tap is measured before, and the request wrk sends it.
struct Upstream
{
    const char *name;
    std::vector<std::string> argv;
    const char *path;
    const char *body;
    Bench::TapFigures loads[2];
    bool skipped = false;   // it could not be started
};

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
    if (!dir.isValid())
        return 1;

    Bench::printHeader("bench_tap_http", "JSON-RPC POSTs, direct and through `rpcscope-cli tap --listen`, one request "
                                         "at a time and over several connections");
    Upstream upstreams[] = {
        {"demo",
         {options.value("--server", RPCSCOPE_DEMO_SERVER), "--port", "0"},
         "/rpc",
         R"({"jsonrpc":"2.0","id":1,"method":"demo.echo","params":{"text":"hello"}})",
         {{"sequential", 1, {}, {}, {}, {}, {}, {}, {}}, {"connections", connections, {}, {}, {}, {}, {}, {}, {}}},
         false},
        {"jayson",
         {"node", RPCSCOPE_SOURCE_DIR "/tests/npm/peers/jayson-server.js", "--http"},
         "/",
         R"({"jsonrpc":"2.0","id":1,"method":"echo","params":["hello"]})",
         {{"sequential, jayson", 1, {}, {}, {}, {}, {}, {}, {}},
          {"connections, jayson", connections, {}, {}, {}, {}, {}, {}, {}}},
         false},
    };
    for (Upstream &upstream : upstreams) {
        const std::string script = dir.path().toStdString() + "/" + upstream.name + ".lua";
        if (!Bench::writeFile(script, Bench::wrkPostScript(upstream.body))) {
            std::fprintf(stderr, "bench_tap_http: cannot write the wrk script\n");
            return 1;
        }
        Bench::LoopbackServer server;
        std::string error;
        if (!server.start(upstream.argv, &error)) {
            // jayson comes with the npm test peers (scripts/install-deps.sh); the demo always.
            std::fprintf(stderr, "bench_tap_http: %s%s\n", error.c_str(),
                         &upstream == &upstreams[0] ? "" : "; its figures are left out");
            if (&upstream == &upstreams[0])
                return 1;
            upstream.skipped = true;
            continue;
        }
        const std::string origin = format("http://127.0.0.1:%d", server.port());
        std::printf("upstream %s: %s at %s%s\n", upstream.name, upstream.argv.front().c_str(), origin.c_str(), upstream.path);
        for (int round = 0; round < rounds; ++round) {
            const std::string session = dir.path().toStdString() + format("/%s%d.rpcsession", upstream.name, round);
            for (Bench::TapFigures &load : upstream.loads) {
                // Each contender but the direct one is a process of its own, started for its run.
                const auto measure = [&](const std::vector<std::string> &relay) {
                    Bench::LoopbackServer between;
                    if (!relay.empty() && !between.start(relay, &error)) {
                        std::fprintf(stderr, "bench_tap_http: %s\n", error.c_str());
                        return -1.0;
                    }
                    const std::string url = (relay.empty() ? server : between).url(upstream.path);
                    const double rate = Bench::wrkRate("bench_tap_http", wrk, load.inFlight, script, url, seconds);
                    between.stop();
                    return rate;
                };
                const std::vector<std::string> direct;
                const std::vector<std::string> tap = {cli, "tap", "--listen", "127.0.0.1:0", "--upstream", origin};
                const std::vector<std::string> record = {cli,          "tap",         "--record", session, "--listen",
                                                         "127.0.0.1:0", "--upstream", origin};
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
    }
    for (const Upstream &upstream : upstreams) {
        if (upstream.skipped)
            continue;
        for (const Bench::TapFigures &load : upstream.loads)
            load.print("http-tap", "requests",
                       format("%d rounds of %.0f s, wrk -t1 -c%d, %s", rounds, seconds, load.inFlight, upstream.name), 0.7);
    }
    std::printf("load average at end %s\n", Bench::loadAverage().c_str());
    return 0;
}
