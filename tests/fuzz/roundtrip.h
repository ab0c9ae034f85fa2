#pragma once

// A file RpcScope wrote must read back as it was: parsed without complaint, and written
// again to the same bytes. Shared by the targets of files read back (workspace, collection)
// and of imports (which become collections).

#include "fuzzcheck.h"

#include <QString>

template <typename File, typename State>
void readsBackUnchanged(const QByteArray &written)
{
    State again;
    QString error;
    FUZZ_CHECK(File::parse(written, &again, &error) == File::Status::Ok, "what was written reads back");
    FUZZ_CHECK_EQUAL(File::serialize(again), written, "a round trip changes nothing");
}
