// What File > Import and `rpcscope-cli` read from other tools: an OpenRPC document, a
// Postman v2.1 collection, a curl command line, an mcpServers file (the first byte picks).
// Invariants: a refused input says why; an imported collection is one RpcScope can save and
// read back unchanged.

#include "roundtrip.h"

#include "lib/collection/collectionfile.h"
#include "lib/collection/collectionimport.h"

using namespace RpcScope;

namespace {

void savesAndReadsBack(const Collection &collection)
{
    readsBackUnchanged<CollectionFile, Collection>(CollectionFile::serialize(collection));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const uint8_t mode = FuzzInput::takeByte(data, size);
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    QString error;
    switch (mode % 4) {
    case 0: {
        const std::optional<Collection> imported =
            CollectionImport::fromOpenRpc(bytes, QStringLiteral("{{baseUrl}}"), &error, (mode & 0x80) != 0);
        FUZZ_CHECK(imported || !error.isEmpty(), "a refused document says why");
        if (imported)
            savesAndReadsBack(*imported);
        break;
    }
    case 1: {
        QStringList skipped;
        QStringList notes;
        const std::optional<Collection> imported = CollectionImport::fromPostman(bytes, &error, &skipped, &notes);
        FUZZ_CHECK(imported || !error.isEmpty(), "a refused collection says why");
        if (imported)
            savesAndReadsBack(*imported);
        break;
    }
    case 2: {
        QList<CollectionVariable> secrets;
        QStringList notes;
        const std::optional<CollectionItem> item =
            CollectionImport::fromCurl(QString::fromUtf8(bytes), &error, &secrets, &notes);
        FUZZ_CHECK(item || !error.isEmpty(), "a refused command line says why");
        if (item) {
            Collection collection;
            collection.items.push_back(*item);
            collection.variables += secrets;
            savesAndReadsBack(collection);
        }
        break;
    }
    default: {
        const std::optional<QList<McpServerEntry>> servers = CollectionImport::mcpServers(bytes, &error);
        FUZZ_CHECK(servers || !error.isEmpty(), "a refused configuration says why");
        break;
    }
    }
    return 0;
}
