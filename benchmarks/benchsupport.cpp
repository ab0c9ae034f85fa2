#include "benchsupport.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <ctime>

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

namespace Bench {

double now()
{
    timespec ts{};
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) / 1e9;
}

double cpuSeconds(const rusage &usage)
{
    return double(usage.ru_utime.tv_sec) + double(usage.ru_utime.tv_usec) / 1e6
           + double(usage.ru_stime.tv_sec) + double(usage.ru_stime.tv_usec) / 1e6;
}

double processCpuSeconds()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return cpuSeconds(usage);
}

double median(std::vector<double> values)
{
    if (values.empty())
        return std::nan("");
    std::sort(values.begin(), values.end());
    const size_t middle = values.size() / 2;
    return values.size() % 2 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
}

std::string loadAverage()
{
    FILE *file = std::fopen("/proc/loadavg", "r");
    if (!file)
        return "unknown";
    double one = 0, five = 0, fifteen = 0;
    const int read = std::fscanf(file, "%lf %lf %lf", &one, &five, &fifteen);
    std::fclose(file);
    return read == 3 ? format("%.2f %.2f %.2f", one, five, fifteen) : std::string("unknown");
}

void printHeader(const char *name, const char *what)
{
    const char *lang = std::getenv("LANG");
    const char *all = std::getenv("LC_ALL");
    std::printf("== %s: %s\n", name, what);
    std::printf("load average %s (1/5/15 min), %ld cores, LANG=%s LC_ALL=%s\n", loadAverage().c_str(),
                sysconf(_SC_NPROCESSORS_ONLN), lang ? lang : "", all ? all : "");
    std::fflush(stdout);
}

std::string format(const char *fmt, ...)
{
    char buffer[1024];
    va_list args;
    va_start(args, fmt);
    std::vsnprintf(buffer, sizeof buffer, fmt, args);
    va_end(args);
    return buffer;
}

void printRatio(const std::string &label, double ratio, const std::string &details, double target,
                bool higherIsBetter)
{
    const bool met = higherIsBetter ? ratio >= target : ratio <= target;
    std::printf("ratio(%s) %.2f  (%s)  [target %s %.2f: %s]\n", label.c_str(), ratio, details.c_str(),
                higherIsBetter ? ">=" : "<=", target, met ? "met" : "MISSED");
    std::fflush(stdout);
}

Child::~Child()
{
    stop(200);
}

bool Child::start(const std::vector<std::string> &argv, Stream out, Stream err, std::string *error,
                  Stream in)
{
    std::vector<char *> args;
    for (const std::string &arg : argv)
        args.push_back(const_cast<char *>(arg.c_str()));
    args.push_back(nullptr);

    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    int outPipe[2] = {-1, -1};
    int inPipe[2] = {-1, -1};
    if (in == Stream::Pipe && pipe2(inPipe, O_CLOEXEC) == 0)
        posix_spawn_file_actions_adddup2(&actions, inPipe[0], STDIN_FILENO);
    else if (in == Stream::Null)
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
    if (out == Stream::Pipe && pipe2(outPipe, O_CLOEXEC) == 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], STDOUT_FILENO);
    else if (out == Stream::Null)
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
    if (err == Stream::Null)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);

    const bool search = argv.front().find('/') == std::string::npos;
    const int status = search ? posix_spawnp(&m_pid, args[0], &actions, nullptr, args.data(), environ)
                              : posix_spawn(&m_pid, args[0], &actions, nullptr, args.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (outPipe[1] >= 0)
        close(outPipe[1]);
    if (inPipe[0] >= 0)
        close(inPipe[0]);
    m_out = outPipe[0];
    m_in = inPipe[1];
    m_buffer.clear();
    if (status != 0) {
        m_pid = -1;
        if (error)
            *error = argv.front() + ": " + std::strerror(status);
        return false;
    }
    return true;
}

int Child::wait(rusage *usage)
{
    if (m_pid <= 0)
        return -1;
    int status = 0;
    rusage own{};
    while (wait4(m_pid, &status, 0, &own) < 0 && errno == EINTR) {
    }
    if (usage)
        *usage = own;
    m_pid = -1;
    if (m_out >= 0)
        close(m_out);
    if (m_in >= 0)
        close(m_in);
    m_out = m_in = -1;
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

void Child::stop(int graceMs)
{
    if (m_pid <= 0)
        return;
    kill(m_pid, SIGTERM);
    const double deadline = now() + graceMs / 1000.0;
    int status = 0;
    while (waitpid(m_pid, &status, WNOHANG) == 0) {
        if (now() > deadline) {
            kill(m_pid, SIGKILL);
            waitpid(m_pid, &status, 0);
            break;
        }
        usleep(2000);
    }
    m_pid = -1;
    if (m_out >= 0)
        close(m_out);
    if (m_in >= 0)
        close(m_in);
    m_out = m_in = -1;
}

bool Child::readLine(std::string *line, int timeoutMs)
{
    const double deadline = now() + timeoutMs / 1000.0;
    for (;;) {
        const size_t newline = m_buffer.find('\n');
        if (newline != std::string::npos) {
            *line = m_buffer.substr(0, newline);
            m_buffer.erase(0, newline + 1);
            return true;
        }
        const int left = int((deadline - now()) * 1000);
        if (m_out < 0 || left <= 0)
            return false;
        pollfd fd{m_out, POLLIN, 0};
        if (poll(&fd, 1, left) <= 0)
            continue;
        char chunk[4096];
        const ssize_t got = read(m_out, chunk, sizeof chunk);
        if (got <= 0)
            return false;
        m_buffer.append(chunk, size_t(got));
    }
}

std::string Child::readAll()
{
    std::string all = m_buffer;
    m_buffer.clear();
    char chunk[4096];
    ssize_t got = 0;
    while (m_out >= 0 && ((got = read(m_out, chunk, sizeof chunk)) > 0 || (got < 0 && errno == EINTR))) {
        if (got > 0)
            all.append(chunk, size_t(got));
    }
    return all;
}

double timeRun(const std::vector<std::string> &argv, rusage *usage, std::string *error, const char *readyLine,
               double *readySeconds)
{
    Child child;
    const double started = now();
    if (!child.start(argv, readyLine ? Stream::Pipe : Stream::Null, Stream::Null, error))
        return -1;
    if (readyLine) {
        std::string line;
        double ready = -1;
        while (ready < 0 && child.readLine(&line, 30000)) {
            if (line == readyLine)
                ready = now() - started;
        }
        child.readAll();
        if (ready < 0) {
            child.wait(usage);
            if (error)
                *error = format("%s never printed \"%s\"", argv.front().c_str(), readyLine);
            return -1;
        }
        if (readySeconds)
            *readySeconds = ready;
    }
    const int status = child.wait(usage);
    const double elapsed = now() - started;
    if (status != 0) {
        if (error)
            *error = format("%s exited with status %d", argv.front().c_str(), status);
        return -1;
    }
    return elapsed;
}

namespace {

bool runOnce(const char *name, const std::vector<std::string> &argv, ProcessSeries *series, const char *readyLine)
{
    rusage usage{};
    std::string error;
    double ready = 0;
    const double seconds = timeRun(argv, &usage, &error, readyLine, &ready);
    if (seconds < 0) {
        std::fprintf(stderr, "%s: %s\n", name, error.c_str());
        return false;
    }
    if (series) {
        series->wallMs.push_back(seconds * 1000);
        series->cpuMs.push_back(cpuSeconds(usage) * 1000);
        if (readyLine)
            series->readyMs.push_back(ready * 1000);
    }
    return true;
}

} // namespace

bool alternateRuns(const char *name, const std::vector<std::string> &a, const std::vector<std::string> &b,
                   int warmup, int runs, ProcessSeries *seriesA, ProcessSeries *seriesB, const char *readyLine)
{
    for (int i = 0; i < warmup; ++i) {
        if (!runOnce(name, a, nullptr, readyLine) || !runOnce(name, b, nullptr, readyLine))
            return false;
    }
    for (int i = 0; i < runs; ++i) {
        const bool aFirst = i % 2 == 0;
        if (!runOnce(name, aFirst ? a : b, aFirst ? seriesA : seriesB, readyLine)
            || !runOnce(name, aFirst ? b : a, aFirst ? seriesB : seriesA, readyLine))
            return false;
    }
    return true;
}

bool LoopbackServer::start(const std::vector<std::string> &argv, std::string *error)
{
    if (!m_child.start(argv, Stream::Pipe, Stream::Inherit, error))
        return false;
    std::string line;
    const std::string prefix = "listening on ";
    if (!m_child.readLine(&line, 10000) || line.compare(0, prefix.size(), prefix) != 0
        || line.find("://127.0.0.1:") == std::string::npos) {
        *error = argv.front() + " did not say where it listens (got \"" + line + "\")";
        m_child.stop();
        return false;
    }
    // The rest of its stdout is never read: a program measured here says nothing more there.
    m_port = std::atoi(line.c_str() + line.rfind(':') + 1);
    if (m_port <= 0) {
        *error = argv.front() + " named no port (got \"" + line + "\")";
        m_child.stop();
        return false;
    }
    return true;
}

std::string LoopbackServer::url(const char *path) const
{
    return format("http://127.0.0.1:%d%s", m_port, path);
}

bool writeFile(const std::string &path, const std::string &text)
{
    std::ofstream file(path, std::ios::binary);
    file << text;
    return bool(file);
}

std::string wrkPostScript(const std::string &body)
{
    return "wrk.method = \"POST\"\nwrk.body = '" + body
           + "'\nwrk.headers[\"Content-Type\"] = \"application/json\"\n"
             "wrk.headers[\"Accept\"] = \"application/json\"\n";
}

double wrkRate(const char *name, const std::string &wrk, int connections, const std::string &script,
               const std::string &url, double seconds)
{
    Child child;
    std::string error;
    const std::string duration = format("%ds", int(seconds + 0.5));
    if (!child.start({wrk, "-t1", format("-c%d", connections), "-d" + duration, "-s", script, url}, Stream::Pipe,
                     Stream::Inherit, &error)) {
        std::fprintf(stderr, "%s: %s\n", name, error.c_str());
        return -1;
    }
    const std::string out = child.readAll();
    const int status = child.wait();
    const size_t at = out.find("Requests/sec:");
    if (status != 0 || at == std::string::npos || out.find("Non-2xx") != std::string::npos
        || out.find("Socket errors") != std::string::npos) {
        std::fprintf(stderr, "%s: wrk exited %d and printed:\n%s\n", name, status, out.c_str());
        return -1;
    }
    return std::atof(out.c_str() + at + 13);
}

Options::Options(int argc, char **argv)
    : m_args(argv + 1, argv + argc)
{
}

std::string Options::value(const char *name, const std::string &fallback) const
{
    for (size_t i = 0; i + 1 < m_args.size(); ++i) {
        if (m_args[i] == name)
            return m_args[i + 1];
    }
    return fallback;
}

int Options::number(const char *name, int fallback) const
{
    const std::string text = value(name, std::string());
    return text.empty() ? fallback : std::atoi(text.c_str());
}

double Options::real(const char *name, double fallback) const
{
    const std::string text = value(name, std::string());
    return text.empty() ? fallback : std::atof(text.c_str());
}

bool Options::has(const char *name) const
{
    return std::find(m_args.begin(), m_args.end(), name) != m_args.end();
}

bool Meter::answered(bool freshConnection)
{
    if (freshConnection)
        ++m_run.connections;
    if (m_warmup > 0) {
        if (--m_warmup == 0) {
            m_started = now();
            m_cpu = processCpuSeconds();
        }
        return true;
    }
    ++m_run.answers;
    const double elapsed = now() - m_started;
    if (elapsed < m_seconds)
        return true;
    m_run.seconds = elapsed;
    m_run.cpuSeconds = processCpuSeconds() - m_cpu;
    m_run.ok = true;
    return false;
}

} // namespace Bench
