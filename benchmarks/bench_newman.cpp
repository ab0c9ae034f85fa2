// A collection of 1,000 requests with one assertion each, run against the demo server by
// `rpcscope-cli run`, and the same collection exported with PostmanExport and run by newman
// (pinned in benchmarks/npm, installed by scripts/run-benchmarks.sh), in the same run and in
// alternation, so a busy machine slows both alike. Each is checked to pass every assertion
// before it is timed.
//
//   bench_newman [--requests 1000] [--runs 3] [--warmup 0] [--cli PATH] [--server PATH]
//                [--node node] [--newman PATH/newman.js]
//
// Target (issue 6): ratio(rpcscope/newman) >= 20, as requests per second of the whole run,
// process start included.

#include "benchsupport.h"

#include "lib/collection/collectionfile.h"
#include "lib/collection/postmanexport.h"

#include <QFile>
#include <QTemporaryDir>

#include <cstdio>
#include <string>
#include <vector>

using Bench::format;

namespace {

/// N requests of demo.echo, each asserting the value it sent comes back: the same shape
/// Postman can check with one pm.test (`equals` becomes pm.expect(…).to.eql(…)).
RpcScope::Collection makeCollection(int requests, const QString &url)
{
    RpcScope::Collection collection;
    collection.name = QStringLiteral("bench_newman");
    collection.variables = {{QStringLiteral("baseUrl"), url, false}};
    for (int i = 0; i < requests; ++i) {
        RpcScope::CollectionItem item;
        item.name = QStringLiteral("echo %1").arg(i);
        item.request.endpoint = QStringLiteral("{{baseUrl}}");
        item.request.method = QStringLiteral("demo.echo");
        item.request.params = QStringLiteral("{\"n\": %1, \"text\": \"request %1\"}").arg(i);
        item.request.id = QString::number(i + 1);
        RpcScope::Assertion equals;
        equals.kind = RpcScope::Assertion::Kind::PathEquals;
        equals.path = QStringLiteral("$.result.n");
        equals.expected = QString::number(i);
        item.request.assertions = {equals};
        collection.items.push_back(std::move(item));
    }
    return collection;
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

/// newman's summary table has a row `| assertions | EXECUTED | FAILED |`: all of them ran and none failed.
bool newmanPassed(const std::string &out, int requests)
{
    const size_t row = out.find("assertions");
    if (row == std::string::npos)
        return false;
    const std::string line = out.substr(row, out.find('\n', row) - row);
    std::vector<long> numbers;
    for (size_t i = 0; i < line.size();) {
        if (line[i] >= '0' && line[i] <= '9') {
            size_t end = i;
            numbers.push_back(std::stol(line.substr(i), &end));
            i += end;
        } else {
            ++i;
        }
    }
    return numbers.size() == 2 && numbers[0] == requests && numbers[1] == 0;
}

/// Runs \a argv once, printing nothing unless it fails or does not say \a expected.
bool passes(const std::vector<std::string> &argv, const std::string &expected, int newmanRequests = 0)
{
    Bench::Child child;
    std::string error;
    if (!child.start(argv, Bench::Stream::Pipe, Bench::Stream::Inherit, &error)) {
        std::fprintf(stderr, "bench_newman: %s\n", error.c_str());
        return false;
    }
    const std::string out = child.readAll();
    const int status = child.wait();
    if (status != 0 || out.find(expected) == std::string::npos
        || (newmanRequests > 0 && !newmanPassed(out, newmanRequests))) {
        std::fprintf(stderr, "bench_newman: %s exited %d; the last of what it printed:\n%s\n", argv.front().c_str(),
                     status, out.substr(out.size() > 2000 ? out.size() - 2000 : 0).c_str());
        return false;
    }
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    const Bench::Options options(argc, argv);
    const int requests = options.number("--requests", 1000);
    const int runs = options.number("--runs", 3);
    const int warmup = options.number("--warmup", 0);
    const std::string cli = options.value("--cli", RPCSCOPE_CLI);
    const std::string serverProgram = options.value("--server", RPCSCOPE_DEMO_SERVER);
    const std::string node = options.value("--node", "node");
    const std::string newman = options.value("--newman", RPCSCOPE_NEWMAN);

    Bench::printHeader("bench_newman",
                       "a collection of requests with one assertion each: rpcscope-cli run vs newman run");
    if (!QFile::exists(QString::fromStdString(newman))) {
        std::fprintf(stderr, "bench_newman: no newman at %s (scripts/run-benchmarks.sh installs benchmarks/npm)\n",
                     newman.c_str());
        return 1;
    }
    Bench::DemoServer server;
    std::string error;
    if (!server.start(serverProgram, &error)) {
        std::fprintf(stderr, "bench_newman: %s\n", error.c_str());
        return 1;
    }
    QTemporaryDir dir;
    if (!dir.isValid()) {
        std::fprintf(stderr, "bench_newman: no temporary folder\n");
        return 1;
    }
    const RpcScope::Collection collection = makeCollection(requests, QString::fromStdString(server.url()));
    const QString collectionPath = dir.filePath(QStringLiteral("bench.collection.json"));
    const QString postmanPath = dir.filePath(QStringLiteral("bench.postman_collection.json"));
    QStringList skipped;
    QString writeError;
    if (!RpcScope::CollectionFile::write(collectionPath, collection, &writeError)
        || !writeFile(postmanPath, RpcScope::PostmanExport::toJson(collection, &skipped)) || !skipped.isEmpty()) {
        std::fprintf(stderr, "bench_newman: could not write the collections (%s%s)\n", qPrintable(writeError),
                     qPrintable(skipped.join(QStringLiteral(", "))));
        return 1;
    }

    const std::vector<std::string> rpcscopeRun{cli, "run", collectionPath.toStdString()};
    const std::vector<std::string> newmanRun{node, newman, "run", postmanPath.toStdString(), "--reporters", "cli",
                                             "--disable-unicode", "--color", "off"};
    // Both must really pass every assertion before their times mean anything.
    if (!passes(rpcscopeRun, format("%d passed, 0 failed", requests))
        || !passes(newmanRun, "assertions", requests))
        return 1;

    Bench::ProcessSeries rpcscopeSeries, newmanSeries;
    if (!Bench::alternateRuns("bench_newman", rpcscopeRun, newmanRun, warmup, runs, &rpcscopeSeries, &newmanSeries))
        return 1;
    const double rpcscopeSeconds = Bench::median(rpcscopeSeries.wallMs) / 1000;
    const double newmanSeconds = Bench::median(newmanSeries.wallMs) / 1000;
    const double rpcscopeRate = requests / rpcscopeSeconds;
    const double newmanRate = requests / newmanSeconds;
    std::printf("rpcscope-cli run: %d requests in %.3f s (median of %d): %.0f requests/s, cpu %.0f ms\n", requests,
                rpcscopeSeconds, runs, rpcscopeRate, Bench::median(rpcscopeSeries.cpuMs));
    std::printf("newman run:       %d requests in %.3f s (median of %d): %.0f requests/s, cpu %.0f ms\n", requests,
                newmanSeconds, runs, newmanRate, Bench::median(newmanSeries.cpuMs));
    Bench::printRatio("rpcscope/newman", rpcscopeRate / newmanRate,
                      format("%.0f vs %.0f requests/s, %d requests, n=%d", rpcscopeRate, newmanRate, requests, runs), 20,
                      true);
    server.stop();
    return 0;
}
