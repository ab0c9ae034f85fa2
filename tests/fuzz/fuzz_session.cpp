// Session files are read back line by line (the browser, replay, serve): any line, as a
// header or as an entry. Invariant: an entry that is read writes out as a line that reads
// back to the same line (a recording survives being opened and saved again).

#include "fuzzcheck.h"

#include "lib/session/sessionformat.h"
#include "lib/session/sessionreader.h"

using namespace RpcScope;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView line(reinterpret_cast<const char *>(data), qsizetype(size));
    (void)SessionReader::readHeader(line);
    QString error;
    const std::optional<SessionEntry> entry = SessionReader::readLine(line, &error);
    if (!entry)
        return 0;
    const QByteArray written = SessionFormat::entryLine(*entry);
    QString againError;
    const std::optional<SessionEntry> again = SessionReader::readLine(written, &againError);
    FUZZ_CHECK(again.has_value(), "a written entry reads back");
    FUZZ_CHECK_EQUAL(SessionFormat::entryLine(*again), written, "a round trip changes nothing");
    return 0;
}
