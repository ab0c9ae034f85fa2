// What File > Import and `rpcscope-cli` read from other tools: an OpenRPC document, a
// Postman v2.1 collection, a curl command line, an mcpServers file (the first byte picks).
// Invariants: a refused input says why; an imported collection is one RpcScope can save and
// read back unchanged; an mcpServers file tapped (McpConfigTap) reads with the same servers,
// tapping twice changes nothing more, and untapping gives each command back.

#include "roundtrip.h"

#include "lib/collection/collectionfile.h"
#include "lib/collection/collectionimport.h"
#include "lib/collection/mcpconfigtap.h"

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
        // Tapping it: the result is a configuration again, with the same servers in the same
        // order; tapping twice changes nothing more; taking the taps out gives every command back.
        const std::optional<McpConfigTap::Result> tapped = McpConfigTap::wrap(bytes, {}, {QStringLiteral("/bin/rpcscope-cli"), QStringLiteral("/s")}, &error);
        // The tap is the more lenient reader: a server entry that is no object is listed as
        // skipped there, while the import refuses the file and says which entry.
        FUZZ_CHECK(!servers || tapped, "what can be imported can be tapped");
        if (!tapped || !servers)
            break;
        const std::optional<QList<McpServerEntry>> after = CollectionImport::mcpServers(tapped->config, &error);
        FUZZ_CHECK(after && after->size() == servers->size(), "a tapped configuration reads with the same servers");
        for (qsizetype i = 0; i < servers->size(); ++i)
            FUZZ_CHECK(after->at(i).name == servers->at(i).name, "the servers keep their order");
        const std::optional<McpConfigTap::Result> twice = McpConfigTap::wrap(tapped->config, {}, {QStringLiteral("/bin/rpcscope-cli"), QStringLiteral("/s")}, &error);
        FUZZ_CHECK(twice && twice->config == tapped->config, "tapping twice changes nothing more");
        const std::optional<McpConfigTap::Result> untapped = McpConfigTap::unwrap(tapped->config, &error);
        FUZZ_CHECK(bool(untapped), "a tapped configuration can be untapped");
        const std::optional<QList<McpServerEntry>> back = CollectionImport::mcpServers(untapped->config, &error);
        FUZZ_CHECK(back && back->size() == servers->size(), "untapped, the servers are there");
        for (qsizetype i = 0; i < servers->size(); ++i) {
            if (tapped->tapped.contains(servers->at(i).name))
                FUZZ_CHECK(back->at(i).command == servers->at(i).command, "untapped, each command is its own again");
        }
        break;
    }
    }
    return 0;
}
