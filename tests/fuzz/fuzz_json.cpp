// JsonDocument over any bytes, and JsonWriter over what it accepted. Invariants:
// - the root's raw text is the input without its surrounding white space (the index keeps
//   the bytes it accepted), and every node's raw text lies inside the input;
// - the compact and the pretty text parse again, to the same compact text (only white space
//   changes: member order, duplicates and number spelling survive);
// - a rejected input says where (an offset inside the input).

#include "fuzzcheck.h"

#include "lib/json/jsondocument.h"
#include "lib/json/jsonwriter.h"

using namespace RpcScope;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const JsonDocument doc = JsonDocument::parse(bytes);
    if (!doc.isValid()) {
        FUZZ_CHECK(doc.error().offset >= 0 && doc.error().offset <= bytes.size(), "the error points into the input");
        return 0;
    }
    FUZZ_CHECK(doc.raw(0) == QByteArrayView(bytes).trimmed(), "the root is the input without outer white space");
    const char *begin = bytes.constData();
    const char *end = begin + bytes.size();
    for (int node = 0; node < doc.nodeCount(); ++node) {
        const QByteArrayView raw = doc.raw(node);
        FUZZ_CHECK(raw.data() >= begin && raw.data() + raw.size() <= end, "a node's text lies inside the input");
        FUZZ_CHECK(doc.subtreeEnd(node) > node && doc.subtreeEnd(node) <= doc.nodeCount(), "subtrees are nested");
        if (doc.type(node) == JsonDocument::Type::String)
            (void)doc.string(node);
        else if (doc.type(node) == JsonDocument::Type::Number)
            (void)doc.toDouble(node);
    }
    const QByteArray compact = JsonWriter::compact(doc);
    const JsonDocument again = JsonDocument::parse(compact);
    FUZZ_CHECK(again.isValid(), "the compact text parses");
    FUZZ_CHECK(again.nodeCount() == doc.nodeCount(), "the compact text has every node");
    FUZZ_CHECK_EQUAL(JsonWriter::compact(again), compact, "writing is stable");
    const JsonDocument pretty = JsonDocument::parse(JsonWriter::prettyPrint(doc));
    FUZZ_CHECK(pretty.isValid() && JsonWriter::compact(pretty) == compact, "pretty printing changes only white space");
    FUZZ_CHECK(again.duplicateKeys().size() == doc.duplicateKeys().size(), "duplicate keys survive");
    return 0;
}
