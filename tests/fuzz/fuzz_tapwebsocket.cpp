// The HTTP tap's WebSocket follower (WebSocketTapFollower) over any bytes both ways after an
// upgrade. The input is a run of chunks, each a header byte (bit 0: from the server; bits 1-7:
// the length) and its bytes. Invariants: every event names the ws:// endpoint and the WebSocket
// transport; nothing stays open after the end; and the events are the same when a direction's
// consecutive chunks come as one read (how the bytes are cut never changes what is followed).
// Cutting (as a watched tap holds messages; a first chunk of the server's counts as the bytes
// that went on with the 101): the units of each direction and what is left pending, joined, are
// its bytes exactly, none lost, doubled or moved; and with every text passed on as read, the
// events are those of the follower that does not cut.

#include "fuzzcheck.h"

#include "lib/tap/websockettapfollower.h"

#include <QList>

using namespace RpcScope;

namespace {

const QString Endpoint = QStringLiteral("ws://127.0.0.1:1/ws");

struct Chunk
{
    bool fromServer = false;
    QByteArray bytes;
};

QList<QByteArray> run(const QList<Chunk> &chunks, bool cutting = false)
{
    WebSocketTapFollower follower(Endpoint, cutting);
    qint64 epochMs = 1000;
    QByteArray sent[2];      // what each side sent: client, server
    QByteArray passed[2];    // what the units handed on
    qsizetype checked[2] = {0, 0};   // passed[side] is known to begin sent[side] this far
    for (const Chunk &chunk : chunks) {
        const bool withThe101 = cutting && &chunk == &chunks.first() && chunk.fromServer;
        if (chunk.fromServer)
            follower.fromServer(chunk.bytes, ++epochMs, withThe101);
        else
            follower.fromClient(chunk.bytes, ++epochMs);
        if (!withThe101)
            sent[chunk.fromServer] += chunk.bytes;
        for (const bool fromClient : {true, false}) {
            for (const WebSocketTapFollower::Unit &unit : follower.takeUnits(fromClient)) {
                FUZZ_CHECK(cutting, "units only when cutting");
                if (unit.control) {
                    // It may overtake a held message: it must be pings and pongs, whole, and nothing else.
                    FUZZ_CHECK(!unit.text && unit.whole, "a control unit completes no message");
                    WebSocketFrameReader alone;
                    alone.setClientFrames(fromClient);
                    alone.feed(unit.raw);
                    int frames = 0;
                    for (auto event = alone.next(); event.type != WebSocketFrameReader::Event::Type::NeedMore;
                         event = alone.next(), ++frames) {
                        FUZZ_CHECK(event.type == WebSocketFrameReader::Event::Type::Ping
                                       || event.type == WebSocketFrameReader::Event::Type::Pong,
                                   "a control unit holds pings and pongs only");
                    }
                    FUZZ_CHECK(frames > 0 && alone.isIdle(), "a control unit is whole frames");
                }
                passed[!fromClient] += unit.raw;
                if (unit.text)
                    follower.passed(fromClient, *unit.text, unit.epochMs);
            }
        }
        for (const int side : {0, 1}) {
            // Both only grow: the bytes passed since the last check are compared, not all again.
            const qsizetype added = passed[side].size() - checked[side];
            FUZZ_CHECK(!cutting
                           || (passed[side].size() <= sent[side].size()
                               && QByteArrayView(passed[side]).sliced(checked[side], added)
                                      == QByteArrayView(sent[side]).sliced(checked[side], added)),
                       "units hand on the bytes in order, none made up");
            checked[side] = passed[side].size();
        }
    }
    if (cutting) {
        for (const int side : {0, 1}) {
            FUZZ_CHECK(passed[side] + follower.takePending(side == 0) == sent[side],
                       "the units and what is pending are the bytes sent");
        }
    }
    follower.end({TransportError::Kind::ConnectionClosed, QStringLiteral("end")}, ++epochMs);
    QList<QByteArray> seen;
    for (const TapEvent &event : follower.takeEvents()) {
        FUZZ_CHECK(event.endpoint == Endpoint, "every event names the ws:// endpoint");
        FUZZ_CHECK(event.transport == Transport::Kind::WebSocket, "every event is a WebSocket's");
        QByteArray line = QByteArray::number(int(event.kind)) + ':' + event.message;
        if (event.exchange) {
            FUZZ_CHECK(event.exchange->answeredEpochMs >= 0, "an exchange is over after the end");
            line += '|' + event.exchange->request + '|' + event.exchange->reply.body;
        }
        seen.append(line);
    }
    return seen;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    QList<Chunk> chunks;
    while (size > 0) {
        const uint8_t header = FuzzInput::takeByte(data, size);
        const size_t length = qMin<size_t>(header >> 1, size);
        chunks.append({bool(header & 1), QByteArray(reinterpret_cast<const char *>(data), qsizetype(length))});
        data += length;
        size -= length;
    }
    QList<Chunk> joined;
    for (const Chunk &chunk : std::as_const(chunks)) {
        if (!joined.isEmpty() && joined.constLast().fromServer == chunk.fromServer)
            joined.last().bytes += chunk.bytes;
        else
            joined.append(chunk);
    }
    const QList<QByteArray> followed = run(chunks);
    FUZZ_CHECK(followed == run(joined), "the same events however the reads are cut");
    FUZZ_CHECK(followed == run(chunks, true), "cut and passed on as read, the same events");
    return 0;
}
