// The HTTP/1.1 response parser over any server bytes, fed in random pieces, then the peer
// closing. The first input byte picks the piece size and whether the request was a HEAD or
// a WebSocket upgrade, the second the body cap. Invariants:
// - the head, the body and the end are the same whether the bytes come whole or in pieces;
// - the body is never larger than the cap nor than the bytes given, and a declared length
//   that completed is exactly the body's size;
// - after Done or Error nothing more comes out.

#include "fuzzcheck.h"

#include "lib/transport/http/httpresponseparser.h"

using namespace RpcScope;

namespace {

struct Outcome
{
    QByteArray head;
    QByteArray body;
    QByteArray end;   // "done", "error:<kind>" or "open"
    qint64 interim = 0;   // interimBytes() at the final head
};

Outcome run(QByteArrayView bytes, qsizetype piece, bool headRequest, bool upgrade, qint64 cap)
{
    HttpResponseParser parser;
    parser.begin(headRequest, cap, upgrade);
    Outcome out;
    bool over = false;
    auto consume = [&](HttpResponseParser::Step step) {
        for (;; step = parser.next()) {
            switch (step) {
            case HttpResponseParser::Step::NeedMore:
                return;
            case HttpResponseParser::Step::Head:
                FUZZ_CHECK(!over, "nothing after the end");
                out.head = QByteArray::number(parser.head().status) + ' ' + parser.head().reason + ' '
                    + QByteArray::number(parser.head().headers.size());
                out.interim = parser.interimBytes();
                // A proxy passes these bytes on before the head: whole interim responses only.
                FUZZ_CHECK(out.interim >= 0 && out.interim < bytes.size(), "the interim responses precede the head");
                FUZZ_CHECK(out.interim == 0 || bytes.at(out.interim - 1) == '\n', "an interim response ends a line");
                break;
            case HttpResponseParser::Step::Body:
                FUZZ_CHECK(!over, "nothing after the end");
                out.body += parser.takeBody();
                FUZZ_CHECK(out.body.size() <= cap, "no body over the cap");
                break;
            case HttpResponseParser::Step::Done:
                FUZZ_CHECK(!over, "one end");
                over = true;
                out.end = "done";
                if (parser.expectedBodyBytes() >= 0 && !headRequest)
                    FUZZ_CHECK(out.body.size() == parser.expectedBodyBytes() || parser.head().status < 200
                                   || parser.head().status == 204 || parser.head().status == 304 || upgrade,
                               "a completed Content-Length body has that length");
                return;
            case HttpResponseParser::Step::Error:
                FUZZ_CHECK(!over, "one end");
                over = true;
                out.end = "error:" + QByteArray::number(int(parser.error().kind));
                return;
            }
        }
    };
    for (qsizetype at = 0; at < bytes.size() && !over; at += piece) {
        parser.feed(bytes.sliced(at, qMin(piece, bytes.size() - at)).toByteArray());
        consume(parser.next());
    }
    if (!over)
        consume(parser.finish());
    if (!over)
        out.end = "open";
    FUZZ_CHECK(out.body.size() <= bytes.size(), "the body comes from the bytes given");
    return out;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const uint8_t mode = FuzzInput::takeByte(data, size);
    const uint8_t capByte = FuzzInput::takeByte(data, size);
    const qsizetype piece = 1 + mode % 32;
    const bool headRequest = (mode & 0x40) != 0;
    const bool upgrade = (mode & 0x80) != 0;
    const qint64 cap = capByte == 0 ? qint64(1) << 30 : qint64(capByte) * 8;
    const QByteArrayView bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const Outcome pieces = run(bytes, piece, headRequest, upgrade, cap);
    const Outcome whole = run(bytes, qMax<qsizetype>(bytes.size(), 1), headRequest, upgrade, cap);
    FUZZ_CHECK(pieces.head == whole.head, "pieces give the head the whole response gives");
    FUZZ_CHECK(pieces.end == whole.end, "pieces give the end the whole response gives");
    FUZZ_CHECK(pieces.interim == whole.interim, "pieces give the interim responses the whole response gives");
    // A body streams: before an error, pieces may have handed on more of it than the whole
    // did, but never other bytes. A complete body is the same.
    if (whole.end == "done")
        FUZZ_CHECK(pieces.body == whole.body, "pieces give the body the whole response gives");
    else
        FUZZ_CHECK(pieces.body.startsWith(whole.body) || whole.body.startsWith(pieces.body),
                   "pieces and the whole response agree on the body's bytes");
    return 0;
}
