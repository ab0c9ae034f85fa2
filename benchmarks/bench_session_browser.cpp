// The session browser opening a big session: writes 100,000 recorded HTTP exchanges, then
// times SessionBrowser::openSession until the timeline is shown (index built on the worker,
// model reset, filters filled, table painted), and how long the event loop was held up at
// most meanwhile (a 5 ms timer measures the gaps), so "no freeze" is a figure too.
//
//   bench_session_browser [--exchanges 100000] [--rounds 3]
//
// Targets: ratio(timeline shown seconds/1 s) <= 1; ratio(longest stall/100 ms) <= 1.

#include "benchsupport.h"
#include "syntheticsession.h"

#include "ui/sessions/sessionbrowser.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFileInfo>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>

using Bench::format;
using namespace RpcScope;

int main(int argc, char **argv)
{
    const Bench::Options options(argc, argv);
    QApplication app(argc, argv);
    const int exchanges = options.number("--exchanges", 100000);
    const int rounds = options.number("--rounds", 3);
    Bench::printHeader("bench_session_browser", "SessionBrowser opening a session of recorded HTTP exchanges");

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.rpcsession"));
    if (!Bench::writeSyntheticSession(path, exchanges, "bench_session_browser"))
        return 1;
    const double fileSize = double(QFileInfo(path).size());
    std::printf("wrote %d exchanges, %.1f MB\n", exchanges, fileSize / 1e6);

    std::vector<double> seconds, stalls;
    for (int round = 0; round < rounds; ++round) {
        SessionBrowser browser;
        browser.resize(1280, 800);
        browser.show();
        QCoreApplication::processEvents();

        // The longest gap between two ticks of a 5 ms timer while the file loads.
        QElapsedTimer sinceTick;
        double longestGapMs = 0;
        QTimer ticker;
        ticker.setInterval(5);
        QObject::connect(&ticker, &QTimer::timeout, [&] {
            longestGapMs = std::max(longestGapMs, double(sinceTick.nsecsElapsed()) / 1e6);
            sinceTick.restart();
        });
        QEventLoop loop;
        QObject::connect(&browser, &SessionBrowser::loaded, &loop, [&] { loop.exit(0); });
        QObject::connect(&browser, &SessionBrowser::loadFailed, &loop, [&](const QString &message) {
            std::fprintf(stderr, "bench_session_browser: %s\n", qPrintable(message));
            loop.exit(1);
        });
        const double start = Bench::now();
        sinceTick.start();
        ticker.start();
        browser.openSession(path);
        if (loop.exec() != 0)
            return 1;
        browser.timeline()->viewport()->repaint();   // shown: the first rows painted
        const double elapsed = Bench::now() - start;
        ticker.stop();
        // The last gap includes the model reset and the paint, which the user waits for too.
        longestGapMs = std::max(longestGapMs, double(sinceTick.nsecsElapsed()) / 1e6);
        if (browser.timeline()->model()->rowCount() != exchanges) {
            std::fprintf(stderr, "bench_session_browser: %d rows, expected %d\n",
                         browser.timeline()->model()->rowCount(), exchanges);
            return 1;
        }
        seconds.push_back(elapsed);
        stalls.push_back(longestGapMs);
        std::printf("round %d: timeline of %d rows shown in %.3f s; event loop held up at most %.1f ms\n", round + 1,
                    exchanges, elapsed, longestGapMs);
    }
    Bench::printRatio("timeline shown seconds/1 s", Bench::median(seconds),
                      format("median %.3f s to a painted timeline of %d rows from a %.1f MB file",
                             Bench::median(seconds), exchanges, fileSize / 1e6),
                      1.0, false);
    Bench::printRatio("longest stall/100 ms", Bench::median(stalls) / 100.0,
                      format("median longest event-loop stall %.1f ms while opening", Bench::median(stalls)), 1.0,
                      false);
    return 0;
}
