// Times JsonDocument::parse against QJsonDocument::fromJson on a generated JSON-RPC
// response body, and measures the peak memory of each parse in a forked child.
//
//   bench_jsondocument [megabytes=100] [--pretty] [--save FILE]
//
// --save writes the generated body to FILE (to profile or to feed other tools) and exits.

#include "benchsupport.h"
#include "lib/json/jsondocument.h"
#include "lib/json/jsonwriter.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <limits>

#include <sys/wait.h>
#include <unistd.h>

namespace {

using Bench::Random;

const char *const Cities[] = {"Springfield", "Zürich", "São Paulo", "東京", "Kraków",
                              "Москва", "Reykjavík", "Montréal", "Αθήνα", "New York"};
const char *const Words[] = {"alpha", "beta", "gamma", "delta", "epsilon", "release",
                             "stable", "nightly", "büro", "café", "naïve", "🚀 launch"};
const char *const Notes[] = {
    "Shipped on time",
    "Customer said \\\"great\\\" twice",
    "Line one\\nLine two\\tTabbed",
    "Path C:\\\\Temp\\\\report.txt",
    "Escaped \\u00e9t\\u00e9 and \\ud83d\\ude00",
    "",
};

void appendRecord(QByteArray &out, Random &random, int id)
{
    char buffer[160];
    out += "{\"id\":";
    out += QByteArray::number(id);
    std::snprintf(buffer, sizeof buffer,
                  ",\"uuid\":\"%08x-%04x-4%03x-a%03x-%012llx\"", unsigned(random.next()),
                  unsigned(random.below(0x10000)), unsigned(random.below(0x1000)),
                  unsigned(random.below(0x1000)),
                  static_cast<unsigned long long>(random.next() & 0xffffffffffffull));
    out += buffer;
    out += ",\"name\":\"Record ";
    out += QByteArray::number(id);
    out += " ";
    out += Words[random.below(12)];
    out += "\",\"active\":";
    out += random.below(3) ? "true" : "false";
    std::snprintf(buffer, sizeof buffer, ",\"score\":%d.%02d,\"ratio\":%.6g,\"big\":%llu",
                  random.below(100), random.below(100),
                  double(random.below(1000000)) / 1e7,
                  static_cast<unsigned long long>(9007199254740993ull + quint64(random.below(1000))));
    out += buffer;
    out += ",\"tags\":[";
    const int tags = random.below(4);
    for (int i = 0; i < tags; ++i) {
        if (i)
            out += ',';
        out += '"';
        out += Words[random.below(12)];
        out += '"';
    }
    out += "],\"owner\":{\"login\":\"user";
    out += QByteArray::number(random.below(100000));
    out += "\",\"email\":\"user";
    out += QByteArray::number(random.below(100000));
    out += "@example.com\",\"karma\":";
    out += QByteArray::number(random.below(20000) - 1000);
    out += "},\"geo\":{\"city\":\"";
    out += Cities[random.below(10)];
    std::snprintf(buffer, sizeof buffer, "\",\"lat\":%.4f,\"lon\":%.4f}",
                  double(random.below(1800000)) / 1e4 - 90.0,
                  double(random.below(3600000)) / 1e4 - 180.0);
    out += buffer;
    out += ",\"note\":\"";
    out += Notes[random.below(6)];
    std::snprintf(buffer, sizeof buffer,
                  "\",\"created\":\"2024-%02d-%02dT%02d:%02d:%02dZ\",\"parent\":",
                  1 + random.below(12), 1 + random.below(28), random.below(24),
                  random.below(60), random.below(60));
    out += buffer;
    out += random.below(4) ? "null" : QByteArray::number(random.below(id + 1));
    out += ",\"history\":[";
    const int events = random.below(3);
    for (int i = 0; i < events; ++i) {
        if (i)
            out += ',';
        std::snprintf(buffer, sizeof buffer, "{\"at\":%d,\"delta\":%d.5e-3,\"ok\":%s}",
                      1700000000 + random.below(10000000), random.below(1000),
                      random.below(2) ? "true" : "false");
        out += buffer;
    }
    out += "]}";
}

// A JSON-RPC 2.0 response whose result holds an array of records, about \a size bytes.
QByteArray generateBody(qsizetype size)
{
    QByteArray body;
    body.reserve(size + 4096);
    body += "{\"jsonrpc\":\"2.0\",\"id\":7,\"result\":{\"items\":[";
    Random random;
    int id = 0;
    while (body.size() < size - 64) {
        if (id)
            body += ',';
        appendRecord(body, random, id++);
    }
    body += "],\"count\":";
    body += QByteArray::number(id);
    body += ",\"next\":null}}";
    return body;
}

qint64 statusKilobytes(const char *field)
{
    FILE *status = std::fopen("/proc/self/status", "r");
    if (!status)
        return -1;
    char line[256];
    qint64 value = -1;
    const size_t length = std::strlen(field);
    while (std::fgets(line, sizeof line, status)) {
        if (std::strncmp(line, field, length) == 0) {
            value = std::atoll(line + length);
            break;
        }
    }
    std::fclose(status);
    return value;
}

// Runs \a parse in a forked child and returns the growth of its peak resident memory in
// bytes. The child starts as a copy of this process, body included, and resets its
// high-water mark first, so the figure is the parse's own peak.
template<typename Parse>
qint64 childPeakGrowth(Parse parse)
{
    int fds[2];
    if (pipe(fds) != 0)
        return -1;
    const pid_t pid = fork();
    if (pid == 0) {
        close(fds[0]);
        qint64 growth = -1;
        if (FILE *refs = std::fopen("/proc/self/clear_refs", "w")) {
            std::fputs("5", refs);   // 5: reset the peak RSS to the current RSS
            std::fclose(refs);
            const qint64 base = statusKilobytes("VmRSS:");
            parse();
            const qint64 peak = statusKilobytes("VmHWM:");
            growth = (peak - base) * 1024;
        }
        const ssize_t written = write(fds[1], &growth, sizeof growth);
        _exit(written == sizeof growth ? 0 : 1);
    }
    close(fds[1]);
    qint64 growth = -1;
    if (pid < 0 || read(fds[0], &growth, sizeof growth) != sizeof growth)
        growth = -1;
    close(fds[0]);
    if (pid > 0)
        waitpid(pid, nullptr, 0);
    return growth;
}

template<typename Parse>
double bestSeconds(int runs, Parse parse)
{
    double best = std::numeric_limits<double>::max();
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        parse();
        best = std::min(best, double(timer.nsecsElapsed()) / 1e9);
    }
    return best;
}

} // namespace

int main(int argc, char **argv)
{
    qsizetype megabytes = 100;
    bool pretty = false;
    const char *savePath = nullptr;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--pretty") == 0)
            pretty = true;
        else if (std::strcmp(argv[i], "--save") == 0 && i + 1 < argc)
            savePath = argv[++i];
        else if (const long long value = std::atoll(argv[i]); value > 0)
            megabytes = qsizetype(value);
    }
    QTextStream out(stdout);

    QByteArray body = generateBody(megabytes * 1024 * 1024);
    if (pretty)
        body = RpcScope::JsonWriter::prettyPrint(RpcScope::JsonDocument::parse(body));
    const double mb = double(body.size()) / (1024.0 * 1024.0);
    if (savePath) {
        FILE *file = std::fopen(savePath, "wb");
        const bool saved = file && std::fwrite(body.constData(), 1, size_t(body.size()), file)
                == size_t(body.size());
        if (file)
            std::fclose(file);
        out << (saved ? "saved " : "could not save ") << savePath << Qt::endl;
        return saved ? 0 : 1;
    }

    // Memory first, in fresh children: nothing freed by a timing run can be reused.
    const qint64 ourGrowth = childPeakGrowth([&] {
        const RpcScope::JsonDocument document = RpcScope::JsonDocument::parse(body);
        if (!document.isValid())
            _exit(2);
    });
    const qint64 qtGrowth = childPeakGrowth([&] {
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(body, &error);
        if (error.error != QJsonParseError::NoError)
            _exit(2);
    });

    bool qtOk = true;
    const double qtSeconds = bestSeconds(3, [&] {
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(body, &error);
        qtOk = qtOk && error.error == QJsonParseError::NoError && document.isObject();
    });
    int nodes = 0;
    qsizetype indexBytes = 0;
    QString ourError;
    const double ourSeconds = bestSeconds(3, [&] {
        const RpcScope::JsonDocument document = RpcScope::JsonDocument::parse(body);
        nodes = document.nodeCount();
        indexBytes = document.indexMemory();
        if (!document.isValid())
            ourError = document.error().message;
    });
    if (!qtOk || !ourError.isEmpty()) {
        out << "parse failed: " << ourError << Qt::endl;
        return 1;
    }

    const double size = double(body.size());
    out << "body " << body.size() << " bytes (" << QString::number(mb, 'f', 1) << " MB"
        << (pretty ? ", indented" : ", compact") << "), " << nodes << " nodes, "
        << QString::number(size / nodes, 'f', 1) << " bytes/node" << Qt::endl;
    out << "QJsonDocument::fromJson  best of 3 " << QString::number(qtSeconds * 1000, 'f', 1)
        << " ms  " << QString::number(mb / qtSeconds, 'f', 1) << " MB/s" << Qt::endl;
    out << "JsonDocument::parse      best of 3 " << QString::number(ourSeconds * 1000, 'f', 1)
        << " ms  " << QString::number(mb / ourSeconds, 'f', 1) << " MB/s" << Qt::endl;
    out << "ratio(index/QJsonDocument) " << QString::number(ourSeconds / qtSeconds, 'f', 2)
        << Qt::endl;
    out << "index-size/body " << QString::number(double(indexBytes) / size, 'f', 2) << Qt::endl;
    if (ourGrowth >= 0) {
        out << "peak-memory/body " << QString::number((size + double(ourGrowth)) / size, 'f', 2)
            << Qt::endl;
    } else {
        out << "peak-memory/body unavailable (no /proc/self/clear_refs)" << Qt::endl;
    }
    if (qtGrowth >= 0) {
        out << "peak-memory/body QJsonDocument "
            << QString::number((size + double(qtGrowth)) / size, 'f', 2) << Qt::endl;
    }
    return 0;
}
