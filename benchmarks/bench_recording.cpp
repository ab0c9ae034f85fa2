// What recording costs: sequential JSON-RPC round trips to the demo server through RpcClient,
// with and without a SessionRecorder attached (redacting a bearer token and writing one line
// per exchange to a session file), alternating in the same run.
//
//   bench_recording [--rounds 5] [--seconds 3] [--warmup 300] [--server PATH]
//
// Target: ratio(recording/plain) >= 0.9 (round trips per second): recording costs at most 10%.

#include "benchsupport.h"

#include "lib/rpc/rpcclient.h"
#include "lib/session/sessionformat.h"
#include "lib/session/sessionrecorder.h"
#include "lib/transport/endpointsettings.h"
#include "lib/transport/transportfactory.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFileInfo>
#include <QTemporaryDir>

#include <cstdio>

using Bench::format;
using namespace RpcScope;

namespace {

const char *const Body = R"({"jsonrpc":"2.0","id":1,"method":"demo.echo","params":{"text":"hello"}})";

Bench::Run runClient(const QString &url, SessionRecorder *recorder, int warmup, double seconds)
{
    const QByteArray body(Body);
    EndpointSettings settings;
    settings.bearerToken = "bench-secret-token";   // so the header redaction runs too
    QString error;
    RpcClient client(TransportFactory::create(url, settings, &error));
    if (recorder)
        recorder->attach(&client);
    Bench::Meter meter(warmup, seconds);
    QEventLoop loop;
    QObject::connect(&client, &RpcClient::exchangeFinished, &loop, [&](const ExchangePtr &exchange) {
        if (exchange->classification.outcome != Classification::Outcome::Result) {
            std::fprintf(stderr, "bench_recording: bad answer: %s\n", qPrintable(exchange->classification.summary));
            loop.exit(1);
            return;
        }
        if (meter.answered(exchange->reply.http && !exchange->reply.http->reusedConnection))
            client.send(body);
        else
            loop.quit();
    });
    client.send(body);
    loop.exec();
    return meter.result();
}

// Where the recorder's time goes, per exchange: building and redacting the entry, formatting
// the line, and the write() that puts it in the file.
void printBreakdown(const QString &url, const QString &path)
{
    EndpointSettings settings;
    settings.bearerToken = "bench-secret-token";
    QString error;
    RpcClient client(TransportFactory::create(url, settings, &error));
    ExchangePtr sample;
    QEventLoop loop;
    QObject::connect(&client, &RpcClient::exchangeFinished, &loop, [&](const ExchangePtr &exchange) {
        sample = exchange;
        loop.quit();
    });
    client.send(QByteArray(Body));
    loop.exec();
    if (!sample)
        return;
    const int n = 20000;
    SessionRedactor redactor;
    double start = Bench::now();
    qsizetype sink = 0;
    for (int i = 0; i < n; ++i) {
        SessionEntry entry = SessionRecorder::fromExchange(*sample);
        redactor.redact(&entry);
        sink += entry.redacted.size();
    }
    const double redactUs = (Bench::now() - start) * 1e6 / n;
    SessionEntry entry = SessionRecorder::fromExchange(*sample);
    redactor.redact(&entry);
    start = Bench::now();
    for (int i = 0; i < n; ++i)
        sink += SessionFormat::entryLine(entry).size();
    const double formatUs = (Bench::now() - start) * 1e6 / n;
    SessionWriter writer;
    writer.open(path + QStringLiteral(".breakdown"));
    const QByteArray line = SessionFormat::entryLine(entry);
    start = Bench::now();
    for (int i = 0; i < n; ++i)
        sink += writer.appendLine(line) ? 1 : 0;
    const double writeUs = (Bench::now() - start) * 1e6 / n;
    std::printf("per exchange: fromExchange+redact %.1f us, format line %.1f us, write() %.1f us (%lld)\n", redactUs,
                formatUs, writeUs, (long long)(sink % 10));
}

} // namespace

int main(int argc, char **argv)
{
    const Bench::Options options(argc, argv);
    QCoreApplication app(argc, argv);
    const int rounds = options.number("--rounds", 5);
    const double seconds = options.real("--seconds", 3);
    const int warmup = options.number("--warmup", 300);

    Bench::printHeader("bench_recording", "round trips to the demo server with and without a session recorder");
    Bench::DemoServer server;
    std::string error;
    if (!server.start(options.value("--server", RPCSCOPE_DEMO_SERVER), &error)) {
        std::fprintf(stderr, "bench_recording: %s\n", error.c_str());
        return 1;
    }
    const QString url = QString::fromStdString(server.url());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bench.rpcsession"));
    SessionRecorder recorder;
    if (!recorder.open(path)) {
        std::fprintf(stderr, "bench_recording: %s\n", qPrintable(recorder.errorString()));
        return 1;
    }

    printBreakdown(url, path);

    std::vector<double> plainRates, recordingRates, plainCpu, recordingCpu;
    long long recorded = 0;
    for (int round = 0; round < rounds; ++round) {
        // A B B A: neither always goes first.
        const bool recordFirst = round % 2 == 1;
        Bench::Run plain, recording;
        for (int i = 0; i < 2; ++i) {
            if ((i == 0) == recordFirst) {
                recording = runClient(url, &recorder, warmup, seconds);
                recorded += recording.answers + warmup;
            } else {
                plain = runClient(url, nullptr, warmup, seconds);
            }
        }
        if (!plain.ok || !recording.ok) {
            std::fprintf(stderr, "bench_recording: a run failed\n");
            return 1;
        }
        plainRates.push_back(plain.rate());
        recordingRates.push_back(recording.rate());
        plainCpu.push_back(plain.cpuPerAnswerUs());
        recordingCpu.push_back(recording.cpuPerAnswerUs());
        std::printf("round %d: plain %.0f req/s (%.1f us CPU/req), recording %.0f req/s (%.1f us CPU/req)\n", round + 1,
                    plain.rate(), plain.cpuPerAnswerUs(), recording.rate(), recording.cpuPerAnswerUs());
    }
    recorder.close();
    const double fileSize = double(QFileInfo(path).size());
    std::printf("session file: %.1f MB, %lld exchanges, %.0f bytes per line\n", fileSize / 1e6, recorded,
                fileSize / double(recorded));
    server.stop();
    Bench::printRatio("recording/plain", Bench::median(recordingRates) / Bench::median(plainRates),
                      format("round trips per second: recording median %.0f, plain median %.0f; CPU per request "
                             "%.1f vs %.1f us",
                             Bench::median(recordingRates), Bench::median(plainRates), Bench::median(recordingCpu),
                             Bench::median(plainCpu)),
                      0.9, true);
    return 0;
}
