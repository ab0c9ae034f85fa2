// What a client reads from an MCP 2026-07-28 server, over any bytes: a tool's x-mcp-header
// markings and the Mcp-Param headers made from a call's arguments (McpToolHeaders), a
// DiscoverResult (McpHandshake::readDiscoverResult), the supported revisions of a -32022 error
// and the choice among them (McpWire), the `_meta` added to any params (McpWire::withMeta),
// elicitation defaults applied to any answer (ElicitationDefaults), and a task's state as a
// CreateTaskResult or a tasks/get answer gives it (McpTask::read, both revisions' spellings). The first byte picks which;
// for two inputs (tool and arguments, params and result) the rest is cut at its first NUL.
// Invariants: no header value a server or a user can shape holds a control character (no header
// injection), a base64 header value decodes to the text; a valid marking has a token name, a
// known type and a unique name; a refusal says why; a chosen revision is one both sides list;
// what comes back as JSON parses.

#include "fuzzcheck.h"

#include "lib/json/jsondocument.h"
#include "lib/mcp/elicitationdefaults.h"
#include "lib/mcp/mcpsession.h"
#include "lib/mcp/mcptoolheaders.h"
#include "lib/rpc/mcphandshake.h"
#include "lib/rpc/mcpwire.h"

#include <QSet>

using namespace RpcScope;

namespace {

void checkHeaderValue(const QByteArray &value)
{
    for (const char c : value) {
        const auto byte = static_cast<unsigned char>(c);
        FUZZ_CHECK((byte >= 0x20 && byte <= 0x7e) || byte == '\t', "a header value is visible ASCII");
    }
}

bool isToken(const QByteArray &name)
{
    if (name.isEmpty())
        return false;
    for (const char c : name) {
        if (!QByteArrayView("!#$%&'*+-.^_`|~").contains(c) && !(c >= '0' && c <= '9') && !(c >= 'a' && c <= 'z')
            && !(c >= 'A' && c <= 'Z'))
            return false;
    }
    return true;
}

void toolHeaders(const QByteArray &tool, const QByteArray &arguments)
{
    const JsonDocument doc = JsonDocument::parse(tool);
    if (!doc.isValid())
        return;
    const McpToolHeaders headers = McpToolHeaders::read(doc, 0);
    if (!headers.isValid()) {
        FUZZ_CHECK(!headers.problem().isEmpty(), "an invalid tool says why");
        return;
    }
    QSet<QByteArray> names;
    for (const McpToolHeaders::Marking &marking : headers.markings()) {
        FUZZ_CHECK(isToken(marking.name), "a marking's name is a token");
        FUZZ_CHECK(marking.type == u"string" || marking.type == u"integer" || marking.type == u"boolean",
                   "a marking's type is string, integer or boolean");
        FUZZ_CHECK(!names.contains(marking.name.toLower()), "no name is marked twice");
        names.insert(marking.name.toLower());
    }
    for (const auto &[name, value] : headers.headersFor(arguments)) {
        FUZZ_CHECK(name.startsWith("Mcp-Param-") && isToken(name), "a parameter header is Mcp-Param-{token}");
        checkHeaderValue(value);
    }
}

void headerValue(const QByteArray &bytes)
{
    const QString text = QString::fromUtf8(bytes);
    const QByteArray value = McpWire::headerValue(text);
    checkHeaderValue(value);
    if (value.startsWith("=?base64?") && value.endsWith("?=") && value.size() >= 11) {
        const QByteArray inner = value.mid(9, value.size() - 11);
        FUZZ_CHECK(QString::fromUtf8(QByteArray::fromBase64(inner)) == text, "base64 decodes to the text");
    } else {
        FUZZ_CHECK(QString::fromLatin1(value) == text, "a plain value is the text");
    }
    for (const auto &[name, header] : McpWire::requestHeaders(QStringLiteral("2026-07-28"), text, bytes)) {
        FUZZ_CHECK(isToken(name), "a header name is a token");
        checkHeaderValue(header);
    }
}

void discover(const QByteArray &bytes)
{
    const JsonDocument doc = JsonDocument::parse(bytes);
    if (!doc.isValid())
        return;
    McpServerInfo info;
    QStringList supported;
    QString error;
    if (!McpHandshake::readDiscoverResult(doc, 0, &info, &supported, &error))
        FUZZ_CHECK(!error.isEmpty(), "a DiscoverResult refused says why");
    const QString chosen = McpWire::newestShared(McpWire::modernVersions(), supported);
    FUZZ_CHECK(chosen.isEmpty() || (supported.contains(chosen) && McpWire::modernVersions().contains(chosen)),
               "the revision chosen is one both list");
    const QStringList fromError = McpWire::supportedVersions(bytes);
    const QString shared = McpWire::newestShared(McpWire::modernVersions(), fromError);
    FUZZ_CHECK(shared.isEmpty() || fromError.contains(shared), "the retry revision is one the error lists");
}

void meta(const QByteArray &params)
{
    const QByteArray with = McpWire::withMeta(
        params, McpWire::requestMeta(QStringLiteral("2026-07-28"), QByteArrayLiteral("{}"), QStringLiteral("fuzz")));
    const JsonDocument before = JsonDocument::parse(params);
    if (!before.isValid() || before.type(0) != JsonDocument::Type::Object) {
        if (!params.trimmed().isEmpty())
            FUZZ_CHECK_EQUAL(with, params, "params that are no object come back unchanged");
        return;
    }
    const JsonDocument after = JsonDocument::parse(with);
    FUZZ_CHECK(after.isValid() && after.type(0) == JsonDocument::Type::Object, "params with _meta are a JSON object");
    FUZZ_CHECK(after.member(0, u"_meta") >= 0, "the _meta member is there");
}

void elicitation(const QByteArray &params, const QByteArray &result)
{
    const QByteArray applied = ElicitationDefaults::apply(params, result);
    if (applied == result)
        return;
    const JsonDocument doc = JsonDocument::parse(applied);
    FUZZ_CHECK(doc.isValid() && doc.type(0) == JsonDocument::Type::Object, "an answer with defaults is a JSON object");
}

void task(const QByteArray &bytes)
{
    const JsonDocument doc = JsonDocument::parse(bytes);
    if (!doc.isValid())
        return;
    // The modern shape is the result itself; 2025-11-25 nests it under "task".
    const int nested = doc.type(0) == JsonDocument::Type::Object ? doc.member(0, u"task") : -1;
    for (const int node : {0, nested}) {
        const McpTask read = McpTask::read(doc, node);
        FUZZ_CHECK(read.pollIntervalMs >= -1 && read.ttlMs >= -1, "intervals are -1 or a time");
        FUZZ_CHECK(McpTask::isTerminal(read.status) == (read.status == u"completed" || read.status == u"failed"
                                                          || read.status == u"cancelled"),
                   "only completed, failed and cancelled end a task");
        if (node < 0 || doc.type(node) != JsonDocument::Type::Object)
            FUZZ_CHECK(read.taskId.isEmpty() && read.status.isEmpty(), "no object, no task");
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const uint8_t mode = FuzzInput::takeByte(data, size);
    const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));
    const qsizetype cut = input.indexOf('\0');
    const QByteArray first = cut < 0 ? input : input.left(cut);
    const QByteArray second = cut < 0 ? QByteArray() : input.mid(cut + 1);
    switch (mode % 6) {
    case 0: toolHeaders(first, second); break;
    case 1: headerValue(input); break;
    case 2: discover(input); break;
    case 3: meta(input); break;
    case 4: elicitation(first, second); break;
    case 5: task(input); break;
    }
    return 0;
}
