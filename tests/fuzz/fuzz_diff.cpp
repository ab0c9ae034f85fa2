// JsonDiff (replay's comparison of a recorded and a replayed answer) and ToolResult (an MCP
// tool's result as the GUI and CLI read it) over any two bodies: the input is two texts
// split at the first NUL. Invariants: a body compared with itself is the same; the
// differences of a and b are as many as those of b and a; a diff never lists more than its
// cap; every difference names a path from `$`.

#include "fuzzcheck.h"

#include "lib/json/jsondocument.h"
#include "lib/mcp/toolresult.h"
#include "lib/replay/jsondiff.h"

using namespace RpcScope;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const qsizetype nul = bytes.indexOf('\0');
    const QByteArray a = nul >= 0 ? bytes.left(nul) : bytes;
    const QByteArray b = nul >= 0 ? bytes.mid(nul + 1) : QByteArray();

    JsonDiff::Options options;
    options.maxDifferences = 50;
    FUZZ_CHECK(JsonDiff::compareBodies(a, a, {}, options).isSame(), "a body is the same as itself");
    const JsonDiffResult ab = JsonDiff::compareBodies(a, b, {}, options);
    const JsonDiffResult ba = JsonDiff::compareBodies(b, a, {}, options);
    FUZZ_CHECK(ab.differences.size() <= options.maxDifferences, "no more differences than the cap");
    FUZZ_CHECK(ab.isSame() == ba.isSame(), "the same both ways");
    if (!ab.truncated && !ba.truncated)
        FUZZ_CHECK(ab.differences.size() == ba.differences.size(), "as many differences both ways");
    for (const JsonDifference &difference : ab.differences)
        FUZZ_CHECK(difference.path.toString().startsWith(u'$'), "a difference names a path from $");

    const JsonDocument doc = JsonDocument::parse(a);
    if (doc.isValid())
        (void)ToolResult::read(doc, 0);
    return 0;
}
