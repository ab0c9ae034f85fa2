// The text/event-stream parser over any bytes, in random pieces, then the end of the stream.
// Invariants: the events (type, data, id, retry, completeness, problems) are the same whether
// the stream comes whole or in pieces; indexes count up from 0; no event's data is larger
// than the stream, nor as large as the cap.

#include "fuzzcheck.h"

#include "lib/transport/sseparser.h"

using namespace RpcScope;

namespace {

QList<QByteArray> run(QByteArrayView bytes, qsizetype piece, qsizetype cap)
{
    SseParser parser(cap);
    QList<SseEvent> events;
    for (qsizetype at = 0; at < bytes.size(); at += piece)
        events += parser.feed(bytes.sliced(at, qMin(piece, bytes.size() - at)));
    events += parser.finish();
    QList<QByteArray> out;
    for (int i = 0; i < events.size(); ++i) {
        const SseEvent &e = events.at(i);
        FUZZ_CHECK(e.index == i, "events are numbered in order");
        FUZZ_CHECK(e.data.size() <= bytes.size(), "no data beyond the stream");
        FUZZ_CHECK(e.data.size() < cap, "no event's data reaches the cap");
        out.append(e.type + '\n' + e.data + '\n' + e.lastEventId + '\n' + QByteArray::number(e.retryMs) + '\n'
                   + QByteArray::number(e.complete) + '\n' + QByteArray::number(e.problems.size()));
    }
    FUZZ_CHECK(parser.eventCount() == events.size(), "every event counted");
    return out;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const uint8_t mode = FuzzInput::takeByte(data, size);
    const qsizetype piece = 1 + mode % 16;
    const qsizetype cap = (mode & 0x80) ? 64 : SseParser::DefaultMaxEventSize;
    const QByteArrayView bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    FUZZ_CHECK(run(bytes, piece, cap) == run(bytes, qMax<qsizetype>(bytes.size(), 1), cap),
               "pieces give the events the whole stream gives");
    return 0;
}
