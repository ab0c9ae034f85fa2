// The byte-stream framers (NDJSON, Content-Length, concatenated JSON) fed in random pieces.
// The first input byte picks the framer and the piece size, the second the message cap.
// Invariants:
// - the messages and problems are the same whether the stream comes whole or in pieces
//   (a read boundary never changes what a message is);
// - a message is a run of the input's bytes, never longer than the cap, and messages never
//   overlap or come out of order: no byte is lost into two messages or duplicated;
// - what the framer holds back is never more than what it was given.

#include "fuzzcheck.h"

#include "lib/transport/framing/framer.h"

#include <QList>

using namespace RpcScope;

namespace {

struct Outcome
{
    QList<QByteArray> messages;
    int problems = 0;
    int findings = 0;
};

void drain(Framer &framer, Outcome &out)
{
    for (;;) {
        std::optional<QByteArray> message = framer.takeNext();
        out.problems += int(framer.takeErrors().size());
        out.findings += int(framer.takeFindings().size());
        if (!message)
            return;
        out.messages.append(*message);
    }
}

Outcome run(Framing framing, qsizetype cap, QByteArrayView stream, qsizetype piece)
{
    std::unique_ptr<Framer> framer = Framer::create(framing, cap);
    Outcome out;
    qsizetype pushed = 0;
    for (qsizetype at = 0; at < stream.size(); at += piece) {
        const QByteArrayView part = stream.sliced(at, qMin(piece, stream.size() - at));
        framer->push(part.toByteArray());
        pushed += part.size();
        drain(*framer, out);
        FUZZ_CHECK(framer->bufferedBytes() <= pushed, "nothing held beyond what was given");
    }
    return out;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const uint8_t mode = FuzzInput::takeByte(data, size);
    const uint8_t capByte = FuzzInput::takeByte(data, size);
    const Framing framing = Framing(mode % 3);
    const qsizetype piece = 1 + (mode / 3) % 17;
    // Small caps reach the oversize paths; 0 means the default cap.
    const qsizetype cap = capByte == 0 ? Framer::DefaultMaxMessageSize : qsizetype(capByte) * 4;
    const QByteArrayView stream(reinterpret_cast<const char *>(data), qsizetype(size));

    const Outcome whole = run(framing, cap, stream, qMax<qsizetype>(stream.size(), 1));
    const Outcome pieces = run(framing, cap, stream, piece);
    FUZZ_CHECK(whole.messages == pieces.messages, "pieces give the messages the whole stream gives");
    FUZZ_CHECK(whole.problems == pieces.problems, "pieces give the problems the whole stream gives");
    FUZZ_CHECK(whole.findings == pieces.findings, "pieces give the findings the whole stream gives");

    // Each message is found in the stream after the previous one.
    qsizetype from = 0;
    for (const QByteArray &message : whole.messages) {
        FUZZ_CHECK(message.size() <= cap, "no message over the cap");
        const qsizetype at = stream.indexOf(message, from);
        FUZZ_CHECK(at >= 0, "a message is bytes of the stream, in order");
        from = at + message.size();
    }
    return 0;
}
