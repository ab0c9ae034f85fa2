// Sequential newline-delimited JSON-RPC round trips with `rpcscope-demo-server --stdio`
// (send, wait for the answer, repeat): through RpcClient over StdioTransport, through
// StdioTransport alone, and with a plain Node.js client (node/stdio-client.mjs) that does
// JSON.stringify and JSON.parse per message. Each run starts its own child; the clock starts
// after the warm-up, so the child's start-up is not counted.
//
//   bench_stdio [--rounds 5] [--seconds 5] [--warmup 500] [--only transport|rpc]
//               [--unix-dispatcher] [--server PATH] [--node node] [--client PATH]
//
// Target: ratio(RpcClient/node) >= 1.0 (round trips per second; 1.2 would be the stretch).
// --only runs just one of ours, for profiling; --unix-dispatcher runs this process (not the
// children) on Qt's plain UNIX event dispatcher instead of the GLib one.

#include "benchsupport.h"
#include "stdioroundtrips.h"

#include "lib/rpc/rpcclient.h"
#include "lib/transport/stdio/stdiotransport.h"

#include <QAbstractEventDispatcher>
#include <QCoreApplication>
#include <QEventLoop>
#include <QTimer>

#include <cstdio>
#include <cstdlib>

using Bench::format;
using namespace RpcScope;

namespace {

using Bench::Meter;
using Bench::Run;

StdioTransport *newTransport(const QString &server)
{
    auto *transport = new StdioTransport;
    transport->setProgram(server, {QStringLiteral("--stdio")});
    return transport;
}

void reportFailure(const char *who, const QString &text)
{
    std::fprintf(stderr, "bench_stdio: %s: %s\n", who, qPrintable(text));
}

Run runClient(const QString &server, int warmup, double seconds)
{
    auto *transport = newTransport(server);
    RpcClient client(transport);
    Meter meter(qMax(1, warmup), seconds);
    QEventLoop loop;
    qint64 id = 1;
    QObject::connect(&client, &RpcClient::exchangeFinished, &loop, [&](const ExchangePtr &exchange) {
        if (exchange->classification.outcome != Classification::Outcome::Result) {
            reportFailure("RpcClient", exchange->classification.summary);
            loop.exit(1);
            return;
        }
        if (meter.answered())
            client.send(Bench::echoRequest(++id));
        else
            loop.quit();
    });
    client.send(Bench::echoRequest(id));
    loop.exec();
    Bench::closeAndWait(transport);
    return meter.result();
}

Run runTransport(const QString &server, int warmup, double seconds)
{
    return Bench::stdioRoundTrips(server, {QStringLiteral("--stdio")}, warmup, seconds, "bench_stdio: StdioTransport");
}

double jsonNumber(const std::string &json, const char *key)
{
    const std::string needle = format("\"%s\":", key);
    const size_t at = json.find(needle);
    return at == std::string::npos ? -1 : std::atof(json.c_str() + at + needle.size());
}

Run runNode(const std::string &node, const std::string &client, const std::string &server, int warmup, double seconds)
{
    Run run;
    Bench::Child child;
    std::string error;
    if (!child.start({node, client, server, "--seconds", format("%g", seconds), "--warmup", format("%d", warmup)},
                     Bench::Stream::Pipe, Bench::Stream::Inherit, &error)) {
        std::fprintf(stderr, "bench_stdio: %s\n", error.c_str());
        return run;
    }
    const std::string out = child.readAll();
    const int status = child.wait();
    run.answers = static_cast<long long>(jsonNumber(out, "roundTrips"));
    run.seconds = jsonNumber(out, "seconds");
    run.cpuSeconds = jsonNumber(out, "cpuSeconds");
    run.ok = status == 0 && run.answers > 0 && run.seconds > 0;
    if (!run.ok)
        std::fprintf(stderr, "bench_stdio: node exited %d and printed:\n%s\n", status, out.c_str());
    return run;
}

} // namespace

int main(int argc, char **argv)
{
    const Bench::Options options(argc, argv);
    // Qt's plain UNIX event dispatcher in this process only (children keep the default), to
    // tell the GLib dispatcher's share of the figures.
    const bool unixDispatcher = options.has("--unix-dispatcher");
    if (unixDispatcher)
        qputenv("QT_NO_GLIB", "1");
    QCoreApplication app(argc, argv);
    if (unixDispatcher)
        qunsetenv("QT_NO_GLIB");
    const int rounds = options.number("--rounds", 5);
    const double seconds = options.real("--seconds", 5);
    const int warmup = options.number("--warmup", 500);
    const std::string only = options.value("--only", std::string());
    const std::string server = options.value("--server", RPCSCOPE_DEMO_SERVER);
    const std::string node = options.value("--node", "node");
    const std::string client = options.value("--client", RPCSCOPE_NODE_STDIO_CLIENT);
    const QString qserver = QString::fromStdString(server);

    Bench::printHeader("bench_stdio", "sequential NDJSON round trips with `rpcscope-demo-server --stdio`");
    // The event loop's own cost per wake-up is part of every figure below.
    std::printf("event dispatcher %s\n", QAbstractEventDispatcher::instance()->metaObject()->className());

    if (!only.empty()) {
        const Run run = only == "rpc" ? runClient(qserver, warmup, seconds) : runTransport(qserver, warmup, seconds);
        if (!run.ok)
            return 1;
        std::printf("%s: %.0f round trips/s, %.1f us CPU per round trip, %lld round trips\n",
                    only == "rpc" ? "RpcClient" : "StdioTransport", run.rate(), run.cpuPerAnswerUs(),
                    static_cast<long long>(run.answers));
        return 0;
    }

    std::vector<double> clientRate, transportRate, nodeRate, clientCpu, transportCpu, nodeCpu;
    // Each round's runs follow each other closely: their ratio drifts less with the load.
    std::vector<double> clientRatio, transportRatio;
    for (int round = 0; round < rounds; ++round) {
        // Odd rounds go in the reverse order, so no contender always runs first.
        Run rpc, transport, js;
        if (round % 2 == 0) {
            rpc = runClient(qserver, warmup, seconds);
            transport = runTransport(qserver, warmup, seconds);
            js = runNode(node, client, server, warmup, seconds);
        } else {
            js = runNode(node, client, server, warmup, seconds);
            transport = runTransport(qserver, warmup, seconds);
            rpc = runClient(qserver, warmup, seconds);
        }
        if (!rpc.ok || !transport.ok || !js.ok)
            return 1;
        clientRate.push_back(rpc.rate());
        transportRate.push_back(transport.rate());
        nodeRate.push_back(js.rate());
        clientRatio.push_back(rpc.rate() / js.rate());
        transportRatio.push_back(transport.rate() / js.rate());
        clientCpu.push_back(rpc.cpuPerAnswerUs());
        transportCpu.push_back(transport.cpuPerAnswerUs());
        nodeCpu.push_back(js.cpuPerAnswerUs());
        std::printf("round %d: RpcClient %.0f/s (%.1f us CPU), StdioTransport %.0f/s (%.1f us CPU), "
                    "node %.0f/s (%.1f us CPU); load %s\n",
                    round + 1, rpc.rate(), rpc.cpuPerAnswerUs(), transport.rate(), transport.cpuPerAnswerUs(),
                    js.rate(), js.cpuPerAnswerUs(), Bench::loadAverage().c_str());
        std::fflush(stdout);
    }

    const double nodeMedian = Bench::median(nodeRate);
    const std::string how = format("%d rounds of %.0f s", rounds, seconds);
    Bench::printRatio("RpcClient/node", Bench::median(clientRate) / nodeMedian,
                      format("RpcClient median %.0f round trips/s, node median %.0f/s, %s, median of the rounds' "
                             "ratios %.2f",
                             Bench::median(clientRate), nodeMedian, how.c_str(), Bench::median(clientRatio)),
                      1.0, true);
    std::printf("info: stretch target ratio(RpcClient/node) >= 1.20: %s\n",
                Bench::median(clientRate) / nodeMedian >= 1.2 ? "met" : "not met");
    Bench::printRatio("StdioTransport/node", Bench::median(transportRate) / nodeMedian,
                      format("StdioTransport median %.0f round trips/s, node median %.0f/s, %s, median of the "
                             "rounds' ratios %.2f",
                             Bench::median(transportRate), nodeMedian, how.c_str(), Bench::median(transportRatio)),
                      1.0, true);
    std::printf("info: cpu per round trip, client process only: RpcClient %.1f us, StdioTransport %.1f us, "
                "node %.1f us\n",
                Bench::median(clientCpu), Bench::median(transportCpu), Bench::median(nodeCpu));
    std::printf("load average at end %s\n", Bench::loadAverage().c_str());
    return 0;
}
