// Replaying a recorded session against the demo server, next to the foundation's
// sequential-throughput reference (RpcClient sending the same POST over one keep-alive
// connection, as in bench_http), both measured in the same run against the same server.
//
//   bench_replay [--rounds 3] [--requests 10000] [--seconds 5] [--warmup 500] [--server PATH]
//
// The session is recorded for real: --requests demo.echo exchanges through RpcClient, turned
// into entries by SessionRecorder::fromExchange, written with SessionWriter and read back
// with SessionReader, as `rpcscope-cli replay` reads them. Each round replays all of them
// (send, classify, diff with the default rules) and runs the reference for --seconds.
// Target: ratio(Replayer/RpcClient) >= 0.5 (exchanges per second).

#include "benchsupport.h"

#include "lib/replay/replayer.h"
#include "lib/rpc/rpcclient.h"
#include "lib/session/sessionreader.h"
#include "lib/session/sessionrecorder.h"
#include "lib/session/sessionwriter.h"
#include "lib/transport/http/httptransport.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QTemporaryDir>

#include <cstdio>

using Bench::format;
using namespace RpcScope;

namespace {

QByteArray echoRequest(long long id)
{
    return R"({"jsonrpc":"2.0","id":)" + QByteArray::number(id) + R"(,"method":"demo.echo","params":{"text":"hello"}})";
}

/// The reference: sequential exchanges through RpcClient, as bench_http measures them.
Bench::Run runClient(const QUrl &url, int warmup, double seconds)
{
    const QByteArray body = echoRequest(1);
    RpcClient client(new HttpTransport(url));
    Bench::Meter meter(warmup, seconds);
    QEventLoop loop;
    QObject::connect(&client, &RpcClient::exchangeFinished, &loop, [&](const ExchangePtr &exchange) {
        if (exchange->classification.outcome != Classification::Outcome::Result || !exchange->reply.http) {
            std::fprintf(stderr, "bench_replay: RpcClient got a bad answer: %s\n",
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

/// Records \a count exchanges into \a path; false (with the reason on stderr) on failure.
bool recordSession(const QUrl &url, int count, const QString &path)
{
    SessionWriter writer;
    if (!writer.open(path)) {
        std::fprintf(stderr, "bench_replay: %s\n", qPrintable(writer.errorString()));
        return false;
    }
    RpcClient client(new HttpTransport(url));
    int recorded = 0;
    bool ok = true;
    QEventLoop loop;
    QObject::connect(&client, &RpcClient::exchangeFinished, &loop, [&](const ExchangePtr &exchange) {
        if (exchange->classification.outcome != Classification::Outcome::Result
            || writer.append(SessionRecorder::fromExchange(*exchange)) == 0) {
            std::fprintf(stderr, "bench_replay: recording failed: %s %s\n", qPrintable(exchange->classification.summary),
                         qPrintable(writer.errorString()));
            ok = false;
            loop.quit();
            return;
        }
        if (++recorded < count)
            client.send(echoRequest(recorded + 1));
        else
            loop.quit();
    });
    client.send(echoRequest(1));
    loop.exec();
    return ok;
}

struct ReplayRun
{
    bool ok = false;
    double seconds = 0;
    double cpuSeconds = 0;
    int replayed = 0;
};

ReplayRun runReplay(const QList<SessionEntry> &entries, const QString &against)
{
    Replayer replayer;
    Replayer::Options options;
    options.against = against;
    replayer.setOptions(options);
    ReplayRun run;
    QEventLoop loop;
    QObject::connect(&replayer, &Replayer::finished, &loop, [&](const ReplayReport &report) {
        run.seconds = Bench::now() - run.seconds;
        run.cpuSeconds = Bench::processCpuSeconds() - run.cpuSeconds;
        run.replayed = int(report.results.size());
        const int same = report.count(ReplayResult::Verdict::Same);
        run.ok = same == report.total && report.total == entries.size();
        if (!run.ok) {
            std::fprintf(stderr, "bench_replay: %d of %d exchanges the same, %d replayed\n", same, report.total,
                         run.replayed);
        }
        loop.quit();
    });
    run.seconds = Bench::now();
    run.cpuSeconds = Bench::processCpuSeconds();
    replayer.start(entries);
    loop.exec();
    return run;
}

} // namespace

int main(int argc, char **argv)
{
    const Bench::Options options(argc, argv);
    QCoreApplication app(argc, argv);
    const int rounds = options.number("--rounds", 3);
    const int requests = options.number("--requests", 10000);
    const double seconds = options.real("--seconds", 5);
    const int warmup = options.number("--warmup", 500);

    Bench::printHeader("bench_replay", "replaying a recorded session against the demo server, sequentially");
    Bench::DemoServer server;
    std::string error;
    if (!server.start(options.value("--server", RPCSCOPE_DEMO_SERVER), &error)) {
        std::fprintf(stderr, "bench_replay: %s\n", error.c_str());
        return 1;
    }
    const QString url = QString::fromStdString(server.url());

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bench.session.jsonl"));
    if (!dir.isValid() || !recordSession(QUrl(url), requests, path))
        return 1;
    const double loadStarted = Bench::now();
    const SessionReader::Session session = SessionReader::readAll(path);
    const double loadMs = (Bench::now() - loadStarted) * 1000;
    if (session.status != SessionReader::Status::Ok || session.entries.size() != requests
        || !session.problems.isEmpty()) {
        std::fprintf(stderr, "bench_replay: the session did not read back: %s\n", qPrintable(session.message));
        return 1;
    }
    std::printf("session: %d exchanges, read back in %.0f ms\n", requests, loadMs);

    std::vector<double> replayRate, clientRate, ratios, replayCpu, clientCpu;
    for (int round = 0; round < rounds; ++round) {
        // Odd rounds go in the reverse order, so neither always runs first.
        ReplayRun replay;
        Bench::Run client;
        if (round % 2 == 0) {
            replay = runReplay(session.entries, url);
            client = runClient(QUrl(url), warmup, seconds);
        } else {
            client = runClient(QUrl(url), warmup, seconds);
            replay = runReplay(session.entries, url);
        }
        if (!replay.ok || !client.ok)
            return 1;
        const double rate = replay.replayed / replay.seconds;
        replayRate.push_back(rate);
        clientRate.push_back(client.rate());
        ratios.push_back(rate / client.rate());
        replayCpu.push_back(replay.cpuSeconds * 1e6 / replay.replayed);
        clientCpu.push_back(client.cpuPerAnswerUs());
        std::printf("round %d: Replayer %.0f exchanges/s (%d in %.2f s, %.1f us CPU each), RpcClient %.0f req/s "
                    "(%.1f us CPU each); load %s\n",
                    round + 1, rate, replay.replayed, replay.seconds, replayCpu.back(), client.rate(),
                    clientCpu.back(), Bench::loadAverage().c_str());
        std::fflush(stdout);
    }
    Bench::printRatio("Replayer/RpcClient", Bench::median(replayRate) / Bench::median(clientRate),
                      format("Replayer median %.0f exchanges/s over %d recorded requests, RpcClient median %.0f "
                             "req/s, %d rounds, median of the rounds' ratios %.2f; CPU per exchange %.1f us vs %.1f us",
                             Bench::median(replayRate), requests, Bench::median(clientRate), rounds,
                             Bench::median(ratios), Bench::median(replayCpu), Bench::median(clientCpu)),
                      0.5, true);
    std::printf("load average at end %s\n", Bench::loadAverage().c_str());
    server.stop();
    return 0;
}
