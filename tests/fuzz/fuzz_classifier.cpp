// The Classifier over a request and an answer: the input is the bytes sent, a NUL, and the
// bytes received (without a NUL: a fixed request). The first two bytes pick the transport
// (HTTP with a status and content type, or a stream message), the error dialect, a transport
// failure and a server request with one of our ids. Invariants:
// - every finding is in the catalogue, with the catalogue's severity;
// - a finding about one response points at a response that exists;
// - the outcome has a name, and a transport failure is said in words.

#include "fuzzcheck.h"

#include "lib/rpc/classifier.h"
#include "lib/rpc/errorcatalog.h"
#include "lib/rpc/finding.h"

using namespace RpcScope;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    // Two bytes of choices: how the answer came (dialect, business errors, stream, HTTP and
    // its content type), and its status, a transport failure and a server request of ours.
    const uint8_t how = FuzzInput::takeByte(data, size);
    const uint8_t what = FuzzInput::takeByte(data, size);
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const qsizetype nul = bytes.indexOf('\0');
    const QByteArray sent = nul >= 0 ? bytes.left(nul) : QByteArray(R"({"jsonrpc":"2.0","id":1,"method":"m"})");
    const QByteArray answer = nul >= 0 ? bytes.mid(nul + 1) : bytes;

    Classifier::Input input;
    input.sent = SentMessage::fromBytes(sent);
    input.body = answer;
    input.dialect = ErrorDialect(how % 4);
    input.detectBusinessErrors = (how & 0x04) != 0;
    input.streaming = (how & 0x08) != 0;
    HttpMeta http;
    if (how & 0x10) {
        static const int statuses[] = {200, 202, 204, 400, 401, 404, 500, 502};
        http.status = statuses[what & 7];
        http.reason = "Reason";
        const char *type = (how & 0x20) ? "text/event-stream" : (how & 0x40) ? "text/html" : "application/json";
        http.responseHeaders.append({QByteArray("Content-Type"), QByteArray(type)});
        input.http = &http;
    }
    if (what & 0x08)
        input.transportError = {TransportError::Kind::ConnectionClosed, QStringLiteral("The server closed the connection.")};
    // A request of the server's own with the first id we sent (or another one).
    if (what & 0x10) {
        const RequestId id = !input.sent.items.isEmpty() && (what & 0x20) ? input.sent.items.first().id : RequestId::number(7);
        input.serverRequests.append({id, QStringLiteral("workspace/configuration")});
    }
    const Classification c = Classifier::classify(input);

    for (const Finding &finding : c.findings) {
        bool known = false;
        for (const FindingCatalog::Entry &entry : FindingCatalog::all()) {
            if (finding.id == QLatin1String(entry.id)) {
                known = true;
                FUZZ_CHECK(finding.severity == entry.severity, "a finding has its catalogue severity");
            }
        }
        FUZZ_CHECK(known, "every finding is in the catalogue");
        FUZZ_CHECK(finding.response >= -1 && finding.response < c.responses.size(), "a finding points at a response");
        FUZZ_CHECK(!finding.message.isEmpty(), "a finding says what it found");
    }
    FUZZ_CHECK(!Classification::outcomeName(c.outcome).isEmpty(), "the outcome has a name");
    if (c.outcome == Classification::Outcome::TransportError)
        FUZZ_CHECK(!c.summary.isEmpty(), "a failure is said in words");
    return 0;
}
