// JSON Schemas from servers (OpenRPC params, MCP inputSchema) and the values checked
// against them: the input is a schema, a NUL, and a value (without a NUL: the input is the
// schema, checked against a few fixed values). Hostile schemas (deep, cyclic `$ref`,
// huge) must build and check in bounded time. Invariant: every problem names a path that
// starts at `$` and says what is wrong.

#include "fuzzcheck.h"

#include "lib/schema/paramschema.h"
#include "lib/schema/schemavalidator.h"

using namespace RpcScope;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const qsizetype nul = bytes.indexOf('\0');
    const QByteArray schemaText = nul >= 0 ? bytes.left(nul) : bytes;
    const JsonDocument root = JsonDocument::parse(schemaText);
    ParamSchema schemas(root);
    const SchemaNodePtr schema = root.isValid() ? schemas.parse(root, 0) : schemas.parse(schemaText);
    if (!schema)
        return 0;
    QList<QByteArray> values;
    if (nul >= 0)
        values.append(bytes.mid(nul + 1));
    else
        values = {"null", "{}", "[]", "0", "\"\"", R"({"a":[1,"x",{"b":null}]})", "1e999"};
    for (const QByteArray &value : values) {
        for (const SchemaProblem &problem : SchemaValidator::check(*schema, value)) {
            FUZZ_CHECK(problem.path.startsWith(u'$'), "a problem names a path from $");
            FUZZ_CHECK(!problem.message.isEmpty(), "a problem says what is wrong");
        }
    }
    return 0;
}
