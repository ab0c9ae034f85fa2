// Wall time of one `rpcscope-cli call` against the demo server, next to curl sending the
// same POST (same body, same Content-Type and Accept), both started with posix_spawn and
// run in alternation, so a busy machine slows both alike.
//
//   bench_cli [--runs 60] [--warmup 5] [--cli PATH] [--server PATH] [--curl curl]
//
// Target: ratio(cli/curl) <= 1.5. Also printed: the CPU time of each (user + system, from
// wait4) and the start-up alone (--version), which tells process start from the call.

#include "benchsupport.h"

#include <cstdio>
#include <string>
#include <vector>

using Bench::format;

namespace {

// What `rpcscope-cli call URL demo.echo PARAMS` puts on the wire (RequestBuilder: id 1).
const char *const Params = R"({"text":"hello"})";
const char *const Body = R"({"jsonrpc":"2.0","id":1,"method":"demo.echo","params":{"text":"hello"}})";


// Both must really have got the echo back before their times mean anything.
bool answers(const std::vector<std::string> &argv, const char *expected)
{
    Bench::Child child;
    std::string error;
    if (!child.start(argv, Bench::Stream::Pipe, Bench::Stream::Inherit, &error)) {
        std::fprintf(stderr, "bench_cli: %s\n", error.c_str());
        return false;
    }
    const std::string out = child.readAll();
    const int status = child.wait();
    if (status != 0 || out.find(expected) == std::string::npos) {
        std::fprintf(stderr, "bench_cli: %s exited %d and printed:\n%s\n", argv.front().c_str(), status,
                     out.c_str());
        return false;
    }
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    const Bench::Options options(argc, argv);
    const int runs = options.number("--runs", 60);
    const int warmup = options.number("--warmup", 5);
    const std::string cli = options.value("--cli", RPCSCOPE_CLI);
    const std::string serverProgram = options.value("--server", RPCSCOPE_DEMO_SERVER);
    const std::string curl = options.value("--curl", "curl");

    Bench::printHeader("bench_cli", "one `rpcscope-cli call` vs one curl POST, wall time per process");
    Bench::DemoServer server;
    std::string error;
    if (!server.start(serverProgram, &error)) {
        std::fprintf(stderr, "bench_cli: %s\n", error.c_str());
        return 1;
    }
    const std::string url = server.url();
    const std::vector<std::string> cliCall{cli, "call", url, "demo.echo", Params};
    const std::vector<std::string> curlCall{curl, "-s", "-X", "POST", "-H", "Content-Type: application/json",
                                            "-H", "Accept: application/json", "--data-binary", Body, url};
    if (!answers(cliCall, "\"hello\"") || !answers(curlCall, "\"hello\""))
        return 1;

    Bench::ProcessSeries cliSeries, curlSeries;
    if (!Bench::alternateRuns("bench_cli", cliCall, curlCall, warmup, runs, &cliSeries, &curlSeries))
        return 1;
    const double cliMs = Bench::median(cliSeries.wallMs);
    const double curlMs = Bench::median(curlSeries.wallMs);
    Bench::printRatio("cli/curl", cliMs / curlMs,
                      format("cli median %.1f ms, curl median %.1f ms, n=%d", cliMs, curlMs, runs), 1.5, false);
    const double cliCpu = Bench::median(cliSeries.cpuMs);
    const double curlCpu = Bench::median(curlSeries.cpuMs);
    std::printf("info: cpu(cli/curl) %.2f  (cli median %.1f ms user+sys, curl median %.1f ms, n=%d)\n",
                cliCpu / curlCpu, cliCpu, curlCpu, runs);

    // Start-up alone: the same processes without a request.
    Bench::ProcessSeries cliStart, curlStart;
    const int startRuns = runs / 2 > 10 ? runs / 2 : 10;
    if (!Bench::alternateRuns("bench_cli", {cli, "--version"}, {curl, "--version"}, 2, startRuns, &cliStart, &curlStart))
        return 1;
    const double cliStartMs = Bench::median(cliStart.wallMs);
    const double curlStartMs = Bench::median(curlStart.wallMs);
    std::printf("info: startup(cli --version / curl --version) %.2f  (cli median %.1f ms, curl median %.1f ms, "
                "cpu %.1f / %.1f ms, n=%d)\n",
                cliStartMs / curlStartMs, cliStartMs, curlStartMs, Bench::median(cliStart.cpuMs),
                Bench::median(curlStart.cpuMs), startRuns);
    std::printf("load average at end %s\n", Bench::loadAverage().c_str());
    server.stop();
    return 0;
}
