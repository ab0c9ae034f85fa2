// The files RpcScope reads back that someone else may have written or damaged: a workspace
// and a collection (the first byte picks which). Invariant: a file that is accepted can be
// written out and read again, and writing that gives the same bytes (nothing is lost or
// changed by a round trip); a refused file says why.

#include "roundtrip.h"

#include "lib/collection/collectionfile.h"
#include "lib/workspace/workspacefile.h"

using namespace RpcScope;

namespace {

template <typename File, typename State>
void roundTrip(const QByteArray &bytes)
{
    State state;
    QString error;
    const typename File::Status status = File::parse(bytes, &state, &error);
    if (status != File::Status::Ok) {
        FUZZ_CHECK(!error.isEmpty(), "a refused file says why");
        return;
    }
    readsBackUnchanged<File, State>(File::serialize(state));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const uint8_t mode = FuzzInput::takeByte(data, size);
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    if (mode % 2 == 0)
        roundTrip<WorkspaceFile, WorkspaceState>(bytes);
    else
        roundTrip<CollectionFile, Collection>(bytes);
    return 0;
}
