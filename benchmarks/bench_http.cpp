// Sequential JSON-RPC requests over one keep-alive connection to the demo server: through
// HttpTransport, through RpcClient (which adds correlation and classification), and with
// `wrk -t1 -c1` sending the same POST; then the CPU each of ours spends per request next to
// curl's, with curl sending many POSTs over one connection in one invocation.
//
//   bench_http [--rounds 5] [--seconds 5] [--warmup 500] [--curl-requests 5000]
//              [--only transport|rpc] [--unix-dispatcher] [--server PATH] [--wrk wrk] [--curl curl]
//
// Targets: ratio(HttpTransport/wrk) and ratio(RpcClient/wrk) >= 0.7 (requests per second);
// ratio(cpu .../curl) <= 1.0 (CPU seconds per request). --only runs just one of ours, for
// profiling (perf record, valgrind --tool=callgrind); --unix-dispatcher runs this process on
// Qt's plain UNIX event dispatcher instead of the GLib one.

#include "benchsupport.h"

#include "lib/rpc/rpcclient.h"
#include "lib/transport/http/httptransport.h"

#include <QAbstractEventDispatcher>
#include <QCoreApplication>
#include <QEventLoop>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <cstdlib>

using Bench::format;
using Bench::writeFile;
using namespace RpcScope;

namespace {

const char *const Body = R"({"jsonrpc":"2.0","id":1,"method":"demo.echo","params":{"text":"hello"}})";

using Bench::Meter;
using Bench::Run;

Run runTransport(const QUrl &url, int warmup, double seconds)
{
    const QByteArray body(Body);
    HttpTransport transport(url);
    Meter meter(warmup, seconds);
    QEventLoop loop;
    QObject::connect(&transport, &Transport::replied, &loop, [&](quint64, const TransportReply &reply) {
        if (reply.error.isError() || !reply.http || reply.http->status != 200 || !reply.body.contains("hello")) {
            std::fprintf(stderr, "bench_http: HttpTransport got a bad answer: %s\n",
                         qPrintable(reply.error.isError() ? reply.error.message : QString::fromUtf8(reply.body)));
            loop.exit(1);
            return;
        }
        if (meter.answered(!reply.http->reusedConnection))
            transport.send(body);
        else
            loop.quit();
    });
    transport.send(body);
    loop.exec();
    return meter.result();
}

Run runClient(const QUrl &url, int warmup, double seconds)
{
    const QByteArray body(Body);
    RpcClient client(new HttpTransport(url));
    Meter meter(warmup, seconds);
    QEventLoop loop;
    QObject::connect(&client, &RpcClient::exchangeFinished, &loop, [&](const ExchangePtr &exchange) {
        if (exchange->classification.outcome != Classification::Outcome::Result || !exchange->reply.http) {
            std::fprintf(stderr, "bench_http: RpcClient got a bad answer: %s\n",
                         qPrintable(exchange->classification.summary));
            loop.exit(1);
            return;
        }
        if (meter.answered(!exchange->reply.http->reusedConnection))
            client.send(body);
        else
            loop.quit();
    });
    client.send(body);
    loop.exec();
    return meter.result();
}

std::vector<std::string> curlArgs(const std::string &curl, const std::string &bodyFile, const std::string &config)
{
    return {curl, "-s", "-X", "POST", "-H", "Content-Type: application/json", "-H", "Accept: application/json",
            "--data-binary", "@" + bodyFile, "-K", config};
}

std::string curlConfig(const std::string &url, int requests)
{
    std::string text;
    for (int i = 0; i < requests; ++i)
        text += "url = \"" + url + "\"\n";
    return text;
}

/// How many connections curl opens for \a requests POSTs in one invocation (1 when it reuses).
int curlConnections(const std::string &curl, const std::string &bodyFile, const std::string &config)
{
    std::vector<std::string> argv = curlArgs(curl, bodyFile, config);
    argv.push_back("-w");
    argv.push_back("\nconnects=%{num_connects} status=%{http_code}\n");
    Bench::Child child;
    std::string error;
    if (!child.start(argv, Bench::Stream::Pipe, Bench::Stream::Inherit, &error)) {
        std::fprintf(stderr, "bench_http: %s\n", error.c_str());
        return -1;
    }
    const std::string out = child.readAll();
    if (child.wait() != 0 || out.find("status=200") == std::string::npos || out.find("\"hello\"") == std::string::npos) {
        std::fprintf(stderr, "bench_http: curl printed:\n%s\n", out.c_str());
        return -1;
    }
    int connections = 0;
    for (size_t at = out.find("connects="); at != std::string::npos; at = out.find("connects=", at + 1))
        connections += std::atoi(out.c_str() + at + 9);
    return connections;
}

/// curl's CPU seconds (user + system) for one invocation; negative on failure.
double curlCpu(const std::vector<std::string> &argv, double *wallSeconds)
{
    rusage usage{};
    std::string error;
    const double wall = Bench::timeRun(argv, &usage, &error);
    if (wall < 0) {
        std::fprintf(stderr, "bench_http: %s\n", error.c_str());
        return -1;
    }
    if (wallSeconds)
        *wallSeconds = wall;
    return Bench::cpuSeconds(usage);
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
    // At least two: start-up is told apart by the difference from a one-request invocation.
    const int curlRequests = std::max(2, options.number("--curl-requests", 5000));
    const std::string only = options.value("--only", std::string());
    const std::string wrk = options.value("--wrk", "wrk");
    const std::string curl = options.value("--curl", "curl");

    Bench::printHeader("bench_http", "sequential POSTs over one keep-alive connection to the demo server");
    // The event loop's own cost per wake-up is part of every figure below.
    std::printf("event dispatcher %s\n", QAbstractEventDispatcher::instance()->metaObject()->className());
    Bench::DemoServer server;
    std::string error;
    if (!server.start(options.value("--server", RPCSCOPE_DEMO_SERVER), &error)) {
        std::fprintf(stderr, "bench_http: %s\n", error.c_str());
        return 1;
    }
    const std::string url = server.url();
    const QUrl qurl(QString::fromStdString(url));

    if (!only.empty()) {
        const Run run = only == "rpc" ? runClient(qurl, warmup, seconds) : runTransport(qurl, warmup, seconds);
        if (!run.ok)
            return 1;
        std::printf("%s: %.0f req/s, %.1f us CPU per request, %lld requests, %d connection(s)\n",
                    only == "rpc" ? "RpcClient" : "HttpTransport", run.rate(), run.cpuPerAnswerUs(),
                    static_cast<long long>(run.answers), run.connections);
        return 0;
    }

    QTemporaryDir dir;
    const std::string path = dir.path().toStdString();
    const std::string script = path + "/post.lua";
    const std::string bodyFile = path + "/body.json";
    const std::string manyConfig = path + "/many.curlrc";
    const std::string oneConfig = path + "/one.curlrc";
    // The same POST as ours: body, Content-Type and Accept (wrk adds Host and Content-Length).
    if (!dir.isValid() || !writeFile(bodyFile, Body) || !writeFile(manyConfig, curlConfig(url, curlRequests))
        || !writeFile(oneConfig, curlConfig(url, 1))
        || !writeFile(script, Bench::wrkPostScript(Body))) {
        std::fprintf(stderr, "bench_http: cannot write the scripts in %s\n", path.c_str());
        return 1;
    }
    // The CPU comparison means something only if curl, like us, keeps one connection.
    const std::string checkConfig = path + "/check.curlrc";
    if (!writeFile(checkConfig, curlConfig(url, 20)) || curlConnections(curl, bodyFile, checkConfig) != 1) {
        std::fprintf(stderr, "bench_http: curl does not keep one connection for its requests\n");
        return 1;
    }

    std::vector<double> transportRate, clientRate, wrkRate, transportCpu, clientCpu, curlCpuMarginal,
            curlCpuTotal, curlRate;
    // Each round's runs follow each other closely: their ratio drifts less with the load.
    std::vector<double> transportRatio, clientRatio;
    int maxConnections = 0;
    for (int round = 0; round < rounds; ++round) {
        // Odd rounds go in the reverse order, so no contender always runs first.
        Run transport, client;
        double wrkPerSecond = 0;
        if (round % 2 == 0) {
            transport = runTransport(qurl, warmup, seconds);
            client = runClient(qurl, warmup, seconds);
            wrkPerSecond = Bench::wrkRate("bench_http", wrk, 1, script, url, seconds);
        } else {
            wrkPerSecond = Bench::wrkRate("bench_http", wrk, 1, script, url, seconds);
            client = runClient(qurl, warmup, seconds);
            transport = runTransport(qurl, warmup, seconds);
        }
        double curlWall = 0;
        const double many = curlCpu(curlArgs(curl, bodyFile, manyConfig), &curlWall);
        const double one = curlCpu(curlArgs(curl, bodyFile, oneConfig), nullptr);
        if (!transport.ok || !client.ok || wrkPerSecond < 0 || many < 0 || one < 0)
            return 1;
        maxConnections = std::max({maxConnections, transport.connections, client.connections});
        transportRate.push_back(transport.rate());
        clientRate.push_back(client.rate());
        wrkRate.push_back(wrkPerSecond);
        transportRatio.push_back(transport.rate() / wrkPerSecond);
        clientRatio.push_back(client.rate() / wrkPerSecond);
        transportCpu.push_back(transport.cpuPerAnswerUs());
        clientCpu.push_back(client.cpuPerAnswerUs());
        // Start-up (libcurl and OpenSSL initialisation) is not per request: ours is outside the clock too.
        curlCpuMarginal.push_back((many - one) * 1e6 / (curlRequests - 1));
        curlCpuTotal.push_back(many * 1e6 / curlRequests);
        curlRate.push_back(curlRequests / curlWall);
        std::printf("round %d: HttpTransport %.0f req/s (%.1f us CPU/req), RpcClient %.0f req/s (%.1f us CPU/req), "
                    "wrk %.0f req/s, curl %.1f us CPU/req (%.0f req/s); load %s\n",
                    round + 1, transport.rate(), transport.cpuPerAnswerUs(), client.rate(), client.cpuPerAnswerUs(),
                    wrkPerSecond, curlCpuMarginal.back(), curlRate.back(), Bench::loadAverage().c_str());
        std::fflush(stdout);
    }

    const double wrkMedian = Bench::median(wrkRate);
    const std::string how = format("%d rounds of %.0f s, %d connection(s) per run", rounds, seconds, maxConnections);
    Bench::printRatio("HttpTransport/wrk", Bench::median(transportRate) / wrkMedian,
                      format("HttpTransport median %.0f req/s, wrk median %.0f req/s, %s, median of the "
                             "rounds' ratios %.2f",
                             Bench::median(transportRate), wrkMedian, how.c_str(), Bench::median(transportRatio)),
                      0.7, true);
    Bench::printRatio("RpcClient/wrk", Bench::median(clientRate) / wrkMedian,
                      format("RpcClient median %.0f req/s, wrk median %.0f req/s, %s, median of the rounds' "
                             "ratios %.2f",
                             Bench::median(clientRate), wrkMedian, how.c_str(), Bench::median(clientRatio)),
                      0.7, true);
    const double curlMedian = Bench::median(curlCpuMarginal);
    const std::string curlHow = format("curl median %.1f us, start-up excluded (%.1f us with it), %d POSTs per "
                                       "invocation, %d rounds",
                                       curlMedian, Bench::median(curlCpuTotal), curlRequests, rounds);
    Bench::printRatio("cpu HttpTransport/curl", Bench::median(transportCpu) / curlMedian,
                      format("HttpTransport median %.1f us CPU per request, %s", Bench::median(transportCpu),
                             curlHow.c_str()),
                      1.0, false);
    Bench::printRatio("cpu RpcClient/curl", Bench::median(clientCpu) / curlMedian,
                      format("RpcClient median %.1f us CPU per request, %s", Bench::median(clientCpu), curlHow.c_str()),
                      1.0, false);
    std::printf("info: curl rate %.0f req/s (one invocation, %d POSTs)\n", Bench::median(curlRate), curlRequests);
    std::printf("load average at end %s\n", Bench::loadAverage().c_str());
    server.stop();
    return 0;
}
