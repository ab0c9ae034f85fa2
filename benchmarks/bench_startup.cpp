// Cold start of the GUI: `rpcscope --exit-when-ready` (window shown, demo endpoint opened and
// its methods discovered and painted, then exit) next to bench_bare_window (a bare
// QApplication showing an empty QMainWindow until it is painted; two variants for scale),
// both started with posix_spawn under QT_QPA_PLATFORM=offscreen and run in alternation, so a
// busy machine slows both alike. Both get a fresh, empty settings folder (XDG_CONFIG_HOME,
// XDG_DATA_HOME), so every run is a first start.
//
//   bench_startup [--runs 20] [--warmup 3] [--gui PATH] [--bare PATH]
//
// Target: ratio(gui/bare) <= 2.0 (stretch 1.5). The start is timed from the spawn to the
// "ready" line each program prints once it is painted (rpcscope: with its discovered methods);
// spawn to reaped exit (the exit's clean-up included) and the CPU time (user + system, from
// wait4) are printed too.
//
// Two floors are printed for scale, each against the bare window in the same run: the bare
// window showing one line of text (fonts, the first shaping of glyphs), and that window in a
// program that loads every shared library rpcscope loads. No program that shows text and
// links what rpcscope links can start faster than the second.

#include "benchsupport.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <system_error>
#include <vector>

using Bench::format;

namespace {

constexpr double kTarget = 2.0;
constexpr double kStretch = 1.5;


/// A fresh folder for the children's settings and data, removed at the end.
class ScratchHome
{
public:
    bool create()
    {
        char pattern[] = "/tmp/bench_startup.XXXXXX";
        if (!mkdtemp(pattern))
            return false;
        m_path = pattern;
        return true;
    }
    ~ScratchHome()
    {
        std::error_code ignored;
        if (!m_path.empty())
            std::filesystem::remove_all(m_path, ignored);
    }
    const std::string &path() const { return m_path; }

private:
    std::string m_path;
};

} // namespace

int main(int argc, char **argv)
{
    const Bench::Options options(argc, argv);
    const int runs = options.number("--runs", 20);
    const int warmup = options.number("--warmup", 3);
    const std::string gui = options.value("--gui", RPCSCOPE_GUI);
    const std::string bare = options.value("--bare", BENCH_BARE_WINDOW);
    const std::string linked = options.value("--bare-linked", BENCH_BARE_WINDOW_LINKED);

    Bench::printHeader("bench_startup",
                       "rpcscope to a shown window with the demo endpoint discovered vs a bare QMainWindow, "
                       "wall time per process (offscreen)");
    ScratchHome home;
    if (!home.create()) {
        std::fprintf(stderr, "bench_startup: cannot create a scratch folder in /tmp\n");
        return 1;
    }
    // The children inherit this environment (posix_spawn with environ).
    setenv("QT_QPA_PLATFORM", "offscreen", 1);
    setenv("XDG_CONFIG_HOME", (home.path() + "/config").c_str(), 1);
    setenv("XDG_DATA_HOME", (home.path() + "/data").c_str(), 1);
    setenv("XDG_CACHE_HOME", (home.path() + "/cache").c_str(), 1);

    const std::vector<std::string> guiRun{gui, "--exit-when-ready"};
    // The reference the target is measured against: an empty window at Qt's default size, until
    // it is painted (rpcscope's window is painted by the time discovery ends). Two more are
    // printed for scale: the same window quitting before its first paint (this benchmark's
    // reference until now), and one of rpcscope's first-start size, painted.
    const std::vector<std::string> bareRun{bare, "--until-painted"};
    const std::vector<std::string> unpaintedRun{bare};
    const std::vector<std::string> sizedRun{bare, "--until-painted", "--size", "1320x840"};
    const std::vector<std::string> textRun{bare, "--until-painted", "--text"};
    const std::vector<std::string> linkedTextRun{linked, "--until-painted", "--text"};
    // rpcscope exits 1 when discovery found nothing: such a start would measure nothing.
    constexpr const char *kReady = "ready";
    Bench::ProcessSeries guiSeries, bareSeries, guiSeries2, unpaintedSeries, guiSeries3, sizedSeries;
    Bench::ProcessSeries textSeries, bareSeries2, linkedTextSeries, bareSeries3;
    if (!Bench::alternateRuns("bench_startup", guiRun, bareRun, 1, 0, nullptr, nullptr, kReady)
        || !Bench::alternateRuns("bench_startup", guiRun, bareRun, warmup, runs, &guiSeries, &bareSeries, kReady)
        || !Bench::alternateRuns("bench_startup", guiRun, unpaintedRun, 0, runs, &guiSeries2, &unpaintedSeries, kReady)
        || !Bench::alternateRuns("bench_startup", guiRun, sizedRun, 0, runs, &guiSeries3, &sizedSeries, kReady)
        || !Bench::alternateRuns("bench_startup", textRun, bareRun, 0, runs, &textSeries, &bareSeries2, kReady)
        || !Bench::alternateRuns("bench_startup", linkedTextRun, bareRun, 0, runs, &linkedTextSeries, &bareSeries3,
                                 kReady))
        return 1;
    const double guiMs = Bench::median(guiSeries.readyMs);
    const double bareMs = Bench::median(bareSeries.readyMs);
    const double ratio = guiMs / bareMs;
    Bench::printRatio("gui-start/bare-window", ratio,
                      format("spawn to ready: rpcscope median %.1f ms, bare window painted median %.1f ms, n=%d; "
                             "stretch %.1f: %s",
                             guiMs, bareMs, runs, kStretch, ratio <= kStretch ? "met" : "missed"),
                      kTarget, false);
    // The figures for scale: rpcscope's median against another reference's, in the same run.
    const auto info = [](const char *label, const std::vector<double> &ours, const std::vector<double> &theirs,
                         const char *prefix, const char *reference) {
        const double a = Bench::median(ours);
        const double b = Bench::median(theirs);
        std::printf("info: %s %.2f  (%srpcscope median %.1f ms, %s median %.1f ms)\n", label, a / b, prefix, a,
                    reference, b);
    };
    info("ratio(gui-exit/bare-window-exit)", guiSeries.wallMs, bareSeries.wallMs,
         "spawn to reaped exit, the exit's clean-up included: ", "bare window");
    info("ratio(gui-start/bare-window-unpainted)", guiSeries2.readyMs, unpaintedSeries.readyMs, "",
         "bare window ready before its first paint");
    info("ratio(gui-start/bare-window-1320x840)", guiSeries3.readyMs, sizedSeries.readyMs, "",
         "bare window of rpcscope's size painted");
    const auto floor = [runs](const char *label, const std::vector<double> &ours, const std::vector<double> &reference,
                              const char *what) {
        const double a = Bench::median(ours);
        const double b = Bench::median(reference);
        std::printf("info: %s %.2f  (spawn to ready: %s median %.1f ms, bare window painted median %.1f ms, n=%d)\n",
                    label, a / b, what, a, b, runs);
    };
    floor("floor(text-window/bare-window)", textSeries.readyMs, bareSeries2.readyMs,
          "the bare window showing one line of text");
    floor("floor(linked-text-window/bare-window)", linkedTextSeries.readyMs, bareSeries3.readyMs,
          "that window in a program loading rpcscope's libraries");
    const double guiCpu = Bench::median(guiSeries.cpuMs);
    const double bareCpu = Bench::median(bareSeries.cpuMs);
    std::printf("info: cpu(gui/bare) %.2f  (whole process: rpcscope median %.1f ms user+sys, bare window painted "
                "median %.1f ms, n=%d)\n",
                guiCpu / bareCpu, guiCpu, bareCpu, runs);
    std::printf("load average at end %s\n", Bench::loadAverage().c_str());
    return 0;
}
