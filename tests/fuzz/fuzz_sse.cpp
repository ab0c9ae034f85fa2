// The text/event-stream parser over any bytes, in random pieces, then the end of the stream.
// Invariants: the events (type, data, id, retry, completeness, problems) are the same whether
// the stream comes whole or in pieces; indexes count up from 0; no event's data is larger
// than the stream, nor as large as the cap; an event's end offset lies within the piece that
// dispatched it, and the stream up to there dispatches it; between events, the stream's end cuts
// none off (what a relay passing events on needs).

#include "fuzzcheck.h"

#include "lib/transport/sseparser.h"

using namespace RpcScope;

namespace {

QList<QByteArray> run(QByteArrayView bytes, qsizetype piece, qsizetype cap)
{
    SseParser parser(cap);
    QList<SseEvent> events;
    qsizetype lastEnd = 0;
    for (qsizetype at = 0; at < bytes.size(); at += piece) {
        const qsizetype length = qMin(piece, bytes.size() - at);
        for (const SseEvent &event : parser.feed(bytes.sliced(at, length))) {
            FUZZ_CHECK(event.endOffset > 0 && event.endOffset <= length, "an event ends within its piece");
            FUZZ_CHECK(at + event.endOffset >= lastEnd, "events end in order");
            lastEnd = at + event.endOffset;
            if (events.size() < 4) {
                SseParser prefix(cap);
                FUZZ_CHECK(prefix.feed(bytes.first(lastEnd)).size() == events.size() + 1,
                           "the stream up to an event's end dispatches it");
            }
            events.append(event);
        }
        if (parser.isBetweenEvents()) {
            SseParser ended = parser;
            FUZZ_CHECK(ended.finish().isEmpty(), "between events, the end of the stream cuts none off");
        }
    }
    for (const SseEvent &event : parser.finish()) {
        FUZZ_CHECK(event.endOffset == -1, "an event of the stream's end has no offset");
        events.append(event);
    }
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
