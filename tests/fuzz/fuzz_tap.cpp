// A tap's conversation (TapConversation) over any messages both ways: each input line is one
// message, its first byte saying who sent it (even: the client, odd: the server), then the end.
// Invariants: every client message ends up exactly once, as an exchange (a request or
// notification) or as a client message (an answer); every server message exactly once, as an
// exchange's answer or as a server message; nothing stays open after the end; no finding
// outside the catalogue; an answer's time is never negative; asking which requests a message
// answers (an answer breakpoint's question) changes nothing.

#include "fuzzcheck.h"

#include "lib/rpc/finding.h"
#include "lib/tap/tapconversation.h"

#include <QSet>

using namespace RpcScope;

namespace {

bool known(const QString &id)
{
    static const QSet<QString> ids = [] {
        QSet<QString> all;
        for (const FindingCatalog::Entry &entry : FindingCatalog::all())
            all.insert(QString::fromLatin1(entry.id));
        return all;
    }();
    return ids.contains(id);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));
    TapConversation conversation(QStringLiteral("stdio:fuzz"), Transport::Kind::Stdio);
    int fromClient = 0;
    int fromServer = 0;
    qint64 clock = 1000;
    std::vector<TapEvent> events;
    for (const QByteArray &line : input.split('\n')) {
        if (line.isEmpty())
            continue;
        const QByteArray message = line.mid(1);
        clock += line.at(0) & 0x0f;
        // What an answer breakpoint asks before the message is followed: a query, no change.
        const TapDirection direction = (line.at(0) & 1) == 0 ? TapDirection::ClientToServer : TapDirection::ServerToClient;
        const int openBefore = conversation.openRequests() + conversation.openServerRequests();
        const QStringList answered = conversation.methodsAnswered(direction, message);
        FUZZ_CHECK(conversation.openRequests() + conversation.openServerRequests() == openBefore, "asking changes nothing");
        FUZZ_CHECK(direction == TapDirection::ServerToClient || answered.isEmpty() || conversation.openServerRequests() > 0,
                   "a client answers only what the server asked");
        if ((line.at(0) & 1) == 0) {
            ++fromClient;
            conversation.fromClient(message, clock);
        } else {
            ++fromServer;
            if (line.at(0) == '#')
                conversation.serverStreamFinding(QStringLiteral("content-length-mismatch"), QStringLiteral("fuzz"));
            conversation.fromServer(message, clock);
        }
        FUZZ_CHECK(conversation.openRequests() <= TapConversation::MaxOpenRequests, "open requests are bounded");
        for (TapEvent &event : conversation.takeEvents())
            events.push_back(std::move(event));
    }
    conversation.end(TransportError{TransportError::Kind::ProcessExited, QStringLiteral("gone")}, clock + 1);
    for (TapEvent &event : conversation.takeEvents())
        events.push_back(std::move(event));
    FUZZ_CHECK(conversation.openRequests() == 0 && conversation.openServerRequests() == 0, "nothing open after the end");

    int exchanges = 0;
    int answered = 0;
    int clientMessages = 0;
    int serverMessages = 0;
    for (const TapEvent &event : events) {
        switch (event.kind) {
        case TapEvent::Kind::Exchange:
            FUZZ_CHECK(event.exchange != nullptr, "an exchange event holds its exchange");
            ++exchanges;
            if (!event.exchange->body.isEmpty())
                ++answered;   // by a message of the server's
            FUZZ_CHECK(event.exchange->durationMs() >= 0, "no exchange ends before it began");
            for (const Finding &finding : event.exchange->classification.findings)
                FUZZ_CHECK(known(finding.id), "every finding is in the catalogue");
            break;
        case TapEvent::Kind::ClientMessage:
            ++clientMessages;
            FUZZ_CHECK(event.answerMs >= -1, "an answer's time is never negative");
            FUZZ_CHECK(event.answerMs == -1 || !event.answersMethod.isNull(), "an answer names what it answers");
            break;
        case TapEvent::Kind::ServerMessage:
            ++serverMessages;
            break;
        }
    }
    FUZZ_CHECK(exchanges + clientMessages == fromClient, "each client message once");
    FUZZ_CHECK(answered + serverMessages == fromServer, "each server message once");
    return 0;
}
