// The WebSocket frame reader over any bytes, as a server's or (as a tap reads them) a client's
// frames, fed in random pieces with a random message cap (the first three input bytes).
// Invariants:
// - nothing comes after an error, and every error names a close code RFC 6455 allows for it
//   (1002 protocol error, 1007 bad UTF-8, 1009 too big);
// - no message is over its cap; no ping or pong payload is over 125 bytes;
// - the events are the same whether the bytes come whole or in pieces.

#include "fuzzcheck.h"

#include "lib/transport/websocket/websocketframes.h"

#include <QList>

using namespace RpcScope;

namespace {

using Event = WebSocketFrameReader::Event;

QList<QByteArray> run(QByteArrayView bytes, qsizetype piece, qint64 cap, bool clientFrames)
{
    WebSocketFrameReader reader;
    reader.setMaxMessageBytes(cap);
    reader.setClientFrames(clientFrames);
    QList<QByteArray> events;
    bool failed = false;
    for (qsizetype at = 0; at < bytes.size(); at += piece) {
        reader.feed(bytes.sliced(at, qMin(piece, bytes.size() - at)));
        for (Event e = reader.next(); e.type != Event::Type::NeedMore; e = reader.next()) {
            FUZZ_CHECK(!failed, "nothing after an error");
            if (e.type == Event::Type::Message)
                FUZZ_CHECK(e.payload.size() <= cap, "no message over its cap");
            if (e.type == Event::Type::Ping || e.type == Event::Type::Pong)
                FUZZ_CHECK(e.payload.size() <= 125, "control frames are small");
            if (e.type == Event::Type::Error) {
                FUZZ_CHECK(e.closeCode == 1002 || e.closeCode == 1007 || e.closeCode == 1009, "an allowed close code");
                failed = true;
            }
            events.append(QByteArray::number(int(e.type)) + ':' + QByteArray::number(e.closeCode) + ':' + e.payload);
        }
    }
    return events;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const qsizetype piece = 1 + FuzzInput::takeByte(data, size) % 64;
    const qint64 cap = 1 + qint64(FuzzInput::takeByte(data, size)) * 97;
    const bool clientFrames = FuzzInput::takeByte(data, size) & 1;
    const QByteArrayView bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const QList<QByteArray> pieces = run(bytes, piece, cap, clientFrames);
    const QList<QByteArray> whole = run(bytes, qMax<qsizetype>(bytes.size(), 1), cap, clientFrames);
    FUZZ_CHECK(pieces == whole, "pieces give the events the whole stream gives");
    return 0;
}
