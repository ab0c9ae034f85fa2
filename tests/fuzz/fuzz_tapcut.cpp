// A tap's message mode (TapCutter over the real framers), fed in random pieces. The first
// input byte picks the framing, the piece size and how many bytes passed on before message
// mode began (a debt the first message carries); the second the message cap.
// Invariants:
// - no byte is lost, duplicated or reordered: every unit's raw bytes, then the rest, are
//   exactly the input after the debt;
// - the units' messages are the framer's messages for the whole stream, in order;
// - a unit marked whole holds one message, its bytes inside the unit's raw bytes, and none
//   before the debt is paid;
// - the bytes waiting never exceed what was given;
// - all of this holds when the start of a message is spilled (passed on early) at any point.

#include "fuzzcheck.h"

#include "lib/tap/tapcutter.h"
#include "lib/transport/framing/framer.h"

#include <QList>

using namespace RpcScope;

namespace {

QList<QByteArray> reference(Framing framing, qsizetype cap, const QByteArray &stream)
{
    std::unique_ptr<Framer> framer = Framer::create(framing, cap);
    framer->push(stream);
    QList<QByteArray> messages;
    while (std::optional<QByteArray> message = framer->takeNext()) {
        framer->takeErrors();
        messages.append(*message);
    }
    return messages;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 2)
        return 0;
    const Framing framing = data[0] % 3 == 0 ? Framing::Ndjson : data[0] % 3 == 1 ? Framing::ContentLength
                                                                                   : Framing::Concatenated;
    const qsizetype piece = 1 + (data[0] >> 2) % 17;
    const qsizetype cap = 16 + qsizetype(data[1]) * 4;
    const QByteArray input(reinterpret_cast<const char *>(data + 2), qsizetype(size - 2));
    // The debt: the first bytes went through a framer before cutting began, passed on unseen.
    const qsizetype debt = qMin<qsizetype>(input.size(), (data[0] >> 6) * 3);

    std::unique_ptr<Framer> framer = Framer::create(framing, cap);
    framer->push(input.first(debt));
    TapCutter cutter;
    cutter.startAfter(framer->bufferedBytes());
    QList<QByteArray> early;   // messages complete before cutting began
    while (std::optional<QByteArray> message = framer->takeNext()) {
        framer->takeErrors();
        early.append(*message);
    }
    const TapCutter::TakeNext takeNext = [&framer]() {
        std::optional<QByteArray> message = framer->takeNext();
        framer->takeErrors();
        framer->takeFindings();
        return message;
    };
    QByteArray passed;
    QList<QByteArray> messages = early;
    bool sawWhole = false;
    for (qsizetype at = debt; at < input.size(); at += piece) {
        const QByteArray bytes = input.mid(at, piece);
        cutter.hold(bytes);
        for (const TapCutter::Unit &unit : cutter.cut(*framer, bytes, takeNext)) {
            FUZZ_CHECK(!unit.messages.isEmpty(), "a unit carries a message");
            if (unit.whole) {
                FUZZ_CHECK(unit.messages.size() == 1, "a whole unit is one message");
                FUZZ_CHECK(unit.raw.contains(unit.messages.first()), "a whole message is inside its bytes");
                sawWhole = true;
            }
            passed += unit.raw;
            messages += unit.messages;
        }
        FUZZ_CHECK(cutter.waiting() <= input.size() - debt, "what waits was given");
        // Now and then the start of a message grows too big to hold: it is spilled.
        if ((quint8(bytes.at(0)) & 0x1f) == 0x1f)
            passed += cutter.spill(*framer);
    }
    passed += cutter.takeRest();
    FUZZ_CHECK(passed == input.mid(debt), "every byte passes once, in order");
    FUZZ_CHECK(messages == reference(framing, cap, input), "the messages are the framer's");
    Q_UNUSED(sawWhole);
    return 0;
}
