#include "syntheticsession.h"

#include "benchsupport.h"

#include "lib/session/sessionwriter.h"

#include <cstdio>

namespace Bench {

using namespace RpcScope;

bool writeSyntheticSession(const QString &path, int exchanges, const char *program)
{
    SessionWriter writer;
    if (!writer.open(path)) {
        std::fprintf(stderr, "%s: %s\n", program, qPrintable(writer.errorString()));
        return false;
    }
    Random random;
    static const char *const methods[] = {"math.add", "text.upper", "notes.list", "demo.echo", "eth_call"};
    static const char *const outcomes[] = {"result", "result", "result", "error", "transport-error"};
    qint64 epoch = 1764705201000;
    for (int i = 0; i < exchanges; ++i) {
        SessionEntry entry;
        const int kind = random.below(5);
        entry.epochMs = epoch += random.below(40);
        entry.endpoint = random.below(4) ? QStringLiteral("http://127.0.0.1:8080/rpc") : QStringLiteral("http://127.0.0.1:9090/rpc");
        entry.method = QString::fromLatin1(methods[kind]);
        entry.outcome = QString::fromLatin1(outcomes[random.below(5)]);
        entry.durationMs = random.below(200);
        entry.request = QByteArray(R"({"jsonrpc":"2.0","id":)") + QByteArray::number(i) + R"(,"method":")"
                        + methods[kind] + R"(","params":{"text":"hello world )" + QByteArray::number(random.next())
                        + R"(","n":[1,2,3]}})";
        entry.body = QByteArray(R"({"jsonrpc":"2.0","id":)") + QByteArray::number(i) + R"(,"result":{"value":")"
                     + QByteArray(40 + random.below(200), 'x') + R"(","ok":true}})";
        HttpMeta http;
        http.url = QUrl(entry.endpoint);
        http.method = "POST";
        http.target = "/rpc";
        http.requestHeaders = {{"Host", "127.0.0.1:8080"}, {"Content-Type", "application/json"},
                               {"Accept", "application/json"}, {"User-Agent", "rpcscope/0.1.0"},
                               {"Authorization", "Bearer {{redacted:bearer}}"},
                               {"Content-Length", QByteArray::number(entry.request.size())}};
        http.version = "HTTP/1.1";
        http.status = 200;
        http.reason = "OK";
        http.responseHeaders = {{"Content-Type", "application/json"},
                                {"Content-Length", QByteArray::number(entry.body.size())}};
        entry.http = http;
        entry.timings = {entry.epochMs, 0, 0, entry.durationMs - 1, entry.durationMs};
        entry.bytesSent = 250 + entry.request.size();
        entry.bytesReceived = 90 + entry.body.size();
        entry.redacted = {QStringLiteral("bearer")};
        if (writer.append(entry) == 0) {
            std::fprintf(stderr, "%s: %s\n", program, qPrintable(writer.errorString()));
            return false;
        }
    }
    return true;
}

} // namespace Bench
