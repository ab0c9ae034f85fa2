// Opening a big session: writes a session of 100,000 recorded exchanges (HTTP, with headers,
// as the recorder writes them), then times SessionLoader (the GUI's loader: a worker thread
// reading the file in blocks) until the timeline's summary rows are ready, and measures the
// peak resident memory it added against the file's size.
//
//   bench_session_open [--exchanges 100000] [--rounds 3]
//
// Targets: ratio(open seconds/1 s) <= 1; ratio(peak memory growth/file size) <= 2.

#include "benchsupport.h"
#include "syntheticsession.h"

#include "lib/session/sessionloader.h"
#include "lib/session/sessionsearch.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <cstdio>
#include <cstring>

using Bench::format;
using namespace RpcScope;

namespace {

// VmHWM (peak resident set) and VmRSS in bytes, from /proc/self/status.
long long statusBytes(const char *field)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    const QList<QByteArray> lines = status.readAll().split('\n');
    for (const QByteArray &line : lines) {
        if (line.startsWith(field))
            return line.mid(qsizetype(std::strlen(field))).trimmed().split(' ').value(0).toLongLong() * 1024;
    }
    return -1;
}

// Resets VmHWM to the current RSS (Linux 4.0+), so the next peak is this phase's own.
bool resetPeak()
{
    QFile refs(QStringLiteral("/proc/self/clear_refs"));
    return refs.open(QIODevice::WriteOnly) && refs.write("5") == 1;
}


} // namespace

int main(int argc, char **argv)
{
    const Bench::Options options(argc, argv);
    QCoreApplication app(argc, argv);
    const int exchanges = options.number("--exchanges", 100000);
    const int rounds = options.number("--rounds", 3);
    Bench::printHeader("bench_session_open", "SessionLoader on a session of recorded HTTP exchanges");

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.rpcsession"));
    const double writeStart = Bench::now();
    if (!Bench::writeSyntheticSession(path, exchanges, "bench_session_open"))
        return 1;
    const double fileSize = double(QFileInfo(path).size());
    std::printf("wrote %d exchanges, %.1f MB, in %.2f s (one write() per line)\n", exchanges, fileSize / 1e6,
                Bench::now() - writeStart);

    std::vector<double> seconds, growth;
    for (int round = 0; round < rounds; ++round) {
        SessionLoader loader;
        QEventLoop loop;
        int progressReports = 0;
        QObject::connect(&loader, &SessionLoader::progress, &loop, [&] { ++progressReports; });
        QObject::connect(&loader, &SessionLoader::loaded, &loop, [&] { loop.exit(0); });
        QObject::connect(&loader, &SessionLoader::failed, &loop, [&](const QString &message) {
            std::fprintf(stderr, "bench_session_open: %s\n", qPrintable(message));
            loop.exit(1);
        });
        const bool peakReset = resetPeak();
        const long long rssBefore = statusBytes("VmRSS:");
        const double start = Bench::now();
        loader.load(path);
        if (loop.exec() != 0)
            return 1;
        const double elapsed = Bench::now() - start;
        const long long peak = statusBytes("VmHWM:");
        if (loader.rowCount() != exchanges) {
            std::fprintf(stderr, "bench_session_open: %d rows, expected %d\n", loader.rowCount(), exchanges);
            return 1;
        }
        // One entry re-read, as a click in the timeline does.
        const double clickStart = Bench::now();
        const auto entry = loader.entryAt(exchanges / 2);
        const double clickMs = (Bench::now() - clickStart) * 1000;
        if (!entry) {
            std::fprintf(stderr, "bench_session_open: entryAt failed\n");
            return 1;
        }
        // A search of every recorded byte, as the browser's search field runs on a worker.
        const double searchStart = Bench::now();
        const auto hits = SessionSearch::matchingRows(path, SessionSearch::spansOf(loader.index()),
                                                      QStringLiteral("text-in-no-line"));
        const double searchSeconds = Bench::now() - searchStart;
        const qsizetype hitCount = hits ? hits->count(true) : -1;
        seconds.push_back(elapsed);
        growth.push_back(double(peak - rssBefore));
        std::printf("round %d: %d rows in %.3f s (%.0f MB/s), %d progress reports, peak RSS +%.1f MB%s, "
                    "one entry re-read in %.2f ms; a text searched in every line in %.3f s (%lld rows hit)\n",
                    round + 1, loader.rowCount(), elapsed, fileSize / 1e6 / elapsed, progressReports,
                    double(peak - rssBefore) / 1e6, peakReset ? "" : " (peak not reset: whole process)", clickMs,
                    searchSeconds, static_cast<long long>(hitCount));
    }
    Bench::printRatio("open seconds/1 s", Bench::median(seconds),
                      format("median %.3f s to %d summary rows from a %.1f MB file", Bench::median(seconds), exchanges,
                             fileSize / 1e6),
                      1.0, false);
    Bench::printRatio("peak memory growth/file size", Bench::median(growth) / fileSize,
                      format("median peak RSS growth %.1f MB for a %.1f MB file", Bench::median(growth) / 1e6,
                             fileSize / 1e6),
                      2.0, false);
    return 0;
}
