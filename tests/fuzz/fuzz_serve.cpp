// serve answers from a recording someone else made (a session file, or a transcript of the
// Ethereum conformance tests), to requests anyone on loopback sends. The input is the
// recording, a NUL, then requests, one a line; the recording is read both ways.
// Invariants:
// - a transcript that reads writes back as text that reads without a problem and writes
//   back the same (nothing is lost or changed by opening and exporting it again);
// - a recorded answer parses, and its id's place holds the id;
// - a reply is empty exactly when every call was a notification, and otherwise JSON: an
//   object for a single call, an array with one answer per call that is no notification
//   for a batch, each answer's id (when it has one) the call's id as the request wrote it.

#include "fuzzcheck.h"

#include "lib/export/iotranscript.h"
#include "lib/json/jsondocument.h"
#include "lib/serve/recordedanswers.h"
#include "lib/serve/sessionresponder.h"
#include "lib/session/sessionentry.h"
#include "lib/session/sessionreader.h"

using namespace RpcScope;

namespace {

constexpr int MaxRequests = 32;

void checkTranscriptRoundTrip(const IoTranscript::ReadResult &read)
{
    IoTranscript::Options options;
    options.comments = read.comments;
    const IoTranscript::WriteResult written = IoTranscript::write(read.entries, options);
    const IoTranscript::ReadResult again = IoTranscript::read(written.text);
    FUZZ_CHECK(again.problems.isEmpty(), "an exported transcript reads without a problem");
    FUZZ_CHECK(again.entries.size() == written.exported, "every exported exchange reads back");
    options.comments = again.comments;
    FUZZ_CHECK_EQUAL(IoTranscript::write(again.entries, options).text, written.text,
                     "a transcript exported again is the same");
}

void checkAnswers(const RecordedAnswers &answers)
{
    for (const RecordedAnswer &answer : answers.answers()) {
        FUZZ_CHECK(JsonDocument::parse(answer.bytes).isValid(), "a recorded answer is JSON");
        if (answer.idOffset < 0)
            continue;
        FUZZ_CHECK(answer.idOffset + answer.idLength <= answer.bytes.size(), "the id's place lies inside the answer");
        FUZZ_CHECK(JsonDocument::parse(answer.bytes.mid(answer.idOffset, answer.idLength)).isValid(),
                   "the id's place holds a JSON value");
    }
}

/// The answer \a node of \a reply gave \a call.
void checkAnswer(const JsonDocument &reply, int node, const ServedCall &call)
{
    FUZZ_CHECK(reply.type(node) == JsonDocument::Type::Object, "an answer is an object");
    const int id = reply.member(node, u"id");
    if (id >= 0)
        FUZZ_CHECK_EQUAL(reply.raw(id).toByteArray(), call.id.isEmpty() ? QByteArray("null") : call.id,
                         "an answer carries the call's id as written");
}

void checkReply(const SessionResponder::Reply &reply)
{
    FUZZ_CHECK(!reply.calls.isEmpty(), "every request is at least one call");
    qsizetype answered = 0;
    for (const ServedCall &call : reply.calls)
        answered += call.match == ServedCall::Match::Notification ? 0 : 1;
    if (answered == 0) {
        FUZZ_CHECK(reply.body.isEmpty(), "notifications get nothing");
        return;
    }
    const JsonDocument document = JsonDocument::parse(reply.body);
    FUZZ_CHECK(document.isValid(), "a reply is JSON");
    if (document.type(0) == JsonDocument::Type::Object) {
        FUZZ_CHECK(answered == 1, "a single answer answers one call");
        for (const ServedCall &call : reply.calls) {
            if (call.match != ServedCall::Match::Notification)
                checkAnswer(document, 0, call);
        }
        return;
    }
    FUZZ_CHECK(document.type(0) == JsonDocument::Type::Array, "a batch's reply is an array");
    FUZZ_CHECK(document.childCount(0) == answered, "a batch gets one answer per call that is no notification");
    int node = document.firstChild(0);
    for (const ServedCall &call : reply.calls) {
        if (call.match == ServedCall::Match::Notification)
            continue;
        checkAnswer(document, node, call);
        node = document.nextSibling(node);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));
    const qsizetype split = input.indexOf('\0');
    const QByteArray recording = split < 0 ? input : input.first(split);
    const QByteArray requests = split < 0 ? QByteArray() : input.sliced(split + 1);

    const IoTranscript::ReadResult transcript = IoTranscript::read(recording);
    checkTranscriptRoundTrip(transcript);

    QList<SessionEntry> entries = transcript.entries;
    for (const QByteArray &line : recording.split('\n')) {
        QString error;
        if (std::optional<SessionEntry> entry = SessionReader::readLine(line, &error))
            entries.append(std::move(*entry));
    }
    RecordedAnswers answers = RecordedAnswers::fromEntries(entries);
    checkAnswers(answers);

    SessionResponder responder(std::move(answers));
    int count = 0;
    for (const QByteArray &request : requests.split('\n')) {
        if (++count > MaxRequests)
            break;
        checkReply(responder.respond(request));
    }
    return 0;
}
