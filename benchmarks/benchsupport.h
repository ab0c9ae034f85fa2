#pragma once

// What the process benchmarks share: child processes started with posix_spawn, the demo
// server on a free port, medians, and the result lines. Plain POSIX, so timing a child
// costs the same whichever program it is.

#include <sys/resource.h>
#include <sys/types.h>

#include <cstdint>
#include <string>
#include <vector>

namespace Bench {

/// xorshift64*: deterministic, so every run builds the same input.
class Random
{
public:
    std::uint64_t next()
    {
        m_state ^= m_state >> 12;
        m_state ^= m_state << 25;
        m_state ^= m_state >> 27;
        return m_state * 0x2545f4914f6cdd1dull;
    }
    int below(int n) { return int(next() % std::uint64_t(n)); }

private:
    std::uint64_t m_state = 0x9e3779b97f4a7c15ull;
};

/// Seconds on the monotonic clock.
double now();
/// User plus system CPU seconds.
double cpuSeconds(const rusage &usage);
/// This process's CPU seconds so far (all threads).
double processCpuSeconds();

double median(std::vector<double> values);

/// "1.52 1.20 0.98" from /proc/loadavg.
std::string loadAverage();
/// Prints the benchmark's name, the load average, the cores and the locale: the context
/// every figure below it must be read in.
void printHeader(const char *name, const char *what);

/// One result line: `ratio(LABEL) R  (DETAILS)  [target OP T: met|MISSED]`.
/// \a higherIsBetter chooses whether the target is a floor (>=) or a ceiling (<=).
void printRatio(const std::string &label, double ratio, const std::string &details, double target,
                bool higherIsBetter);
std::string format(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/// Where a child's standard streams go.
enum class Stream { Inherit, Null, Pipe };

/// A child process started with posix_spawn(p).
class Child
{
public:
    Child() = default;
    Child(const Child &) = delete;
    Child &operator=(const Child &) = delete;
    ~Child();

    /// argv[0] is looked up in PATH when it holds no slash. False (with errno's text in
    /// \a error) when the program cannot be started.
    bool start(const std::vector<std::string> &argv, Stream out, Stream err, std::string *error,
               Stream in = Stream::Null);
    /// Waits for the exit; \a usage gets the child's own resource use.
    int wait(rusage *usage = nullptr);
    /// SIGTERM, then SIGKILL after \a graceMs, then reaps it.
    void stop(int graceMs = 1000);

    pid_t pid() const { return m_pid; }
    int stdoutFd() const { return m_out; }
    int stdinFd() const { return m_in; }
    /// Reads one line from the stdout pipe (without the newline); false at end of stream
    /// or after \a timeoutMs.
    bool readLine(std::string *line, int timeoutMs);
    /// Reads the stdout pipe to its end.
    std::string readAll();

private:
    pid_t m_pid = -1;
    int m_out = -1;
    int m_in = -1;
    std::string m_buffer;
};

/// Runs \a argv with stdout and stderr to /dev/null; returns the wall seconds from spawn to
/// reaped exit, or -1 (with \a error) when it failed to start or exited non-zero. With
/// \a readyLine, stdout is read instead, and \a readySeconds gets the seconds from spawn to
/// that line (it is an error when the line never comes).
double timeRun(const std::vector<std::string> &argv, rusage *usage, std::string *error,
               const char *readyLine = nullptr, double *readySeconds = nullptr);

/// Wall and CPU milliseconds of repeated runs of one command.
struct ProcessSeries
{
    std::vector<double> wallMs;    ///< spawn to reaped exit
    std::vector<double> cpuMs;
    std::vector<double> readyMs;   ///< spawn to the ready line, when runs wait for one
};

/// Runs commands \a a and \b b \a runs times each after \a warmup untimed pairs, alternating
/// A B B A so neither always goes first. False (with the reason on stderr, after \a name)
/// when a run fails. With \a readyLine, each run's time to that line of its stdout is kept too.
bool alternateRuns(const char *name, const std::vector<std::string> &a, const std::vector<std::string> &b,
                   int warmup, int runs, ProcessSeries *seriesA, ProcessSeries *seriesB,
                   const char *readyLine = nullptr);

/// A program that listens on 127.0.0.1 and says where on its first line of stdout, as
/// `listening on SCHEME://127.0.0.1:PORT` (the demo server, `rpcscope-cli tap`, relay_floor).
class LoopbackServer
{
public:
    bool start(const std::vector<std::string> &argv, std::string *error);
    void stop() { m_child.stop(); }
    int port() const { return m_port; }
    pid_t pid() const { return m_child.pid(); }
    std::string url(const char *path = "/rpc") const;

private:
    Child m_child;
    int m_port = 0;
};

/// rpcscope-demo-server on 127.0.0.1 and a free port.
class DemoServer : public LoopbackServer
{
public:
    bool start(const std::string &program, std::string *error)
    {
        return LoopbackServer::start({program, "--port", "0"}, error);
    }
};

/// Writes \a text to \a path; false when it cannot.
bool writeFile(const std::string &path, const std::string &text);

/// A wrk script that POSTs \a body as JSON (wrk adds Host and Content-Length).
std::string wrkPostScript(const std::string &body);
/// Requests per second of `wrk -t1 -cCONNECTIONS` running \a script against \a url for
/// \a seconds; negative (with wrk's output on stderr, after \a name) when it failed or saw an
/// error or a status other than 2xx.
double wrkRate(const char *name, const std::string &wrk, int connections, const std::string &script,
               const std::string &url, double seconds);

/// Command-line options of the form --name value.
class Options
{
public:
    Options(int argc, char **argv);
    std::string value(const char *name, const std::string &fallback) const;
    int number(const char *name, int fallback) const;
    double real(const char *name, double fallback) const;
    bool has(const char *name) const;

private:
    std::vector<std::string> m_args;
};

/// One timed run of sequential exchanges: how many answers, over how long, at what CPU
/// cost to this process.
struct Run
{
    bool ok = false;
    long long answers = 0;    ///< timed ones, after the warm-up
    double seconds = 0;
    double cpuSeconds = 0;    ///< this process only, during the timed answers
    int connections = 0;      ///< answers that came over a fresh connection (HTTP)

    double rate() const { return double(answers) / seconds; }
    double cpuPerAnswerUs() const { return cpuSeconds * 1e6 / double(answers); }
};

/// Counts answers, starts the clock after the warm-up and stops after \a seconds.
class Meter
{
public:
    Meter(int warmup, double seconds) : m_warmup(warmup), m_seconds(seconds) {}

    /// Books one answer; false when the run is over.
    bool answered(bool freshConnection = false);
    Run result() const { return m_run; }

private:
    int m_warmup;
    double m_seconds;
    double m_started = 0;
    double m_cpu = 0;
    Run m_run;
};

} // namespace Bench
