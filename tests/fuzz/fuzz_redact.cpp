// Every body a recording keeps goes through the redactor first: requests the user wrote,
// answers a server sent. The first line of the input names extra members to hide (a user's
// settings), the rest is the body. Invariants, the promises docs/session-format.md makes:
// - text that is not JSON is written unchanged, and JSON stays JSON;
// - no member whose name is marked (in any case, however its name is escaped) keeps a value
//   that is not one whole placeholder (alone or after a kept word such as `Basic `), except
//   token-named members holding a word or a counter;
// - no string value keeps a `token:` secret after its prefix;
// - a redacted body redacts to itself (recording a replayed session hides nothing twice).

#include "fuzzcheck.h"

#include "lib/json/jsondocument.h"
#include "lib/session/redaction.h"
#include "lib/session/sessionredactor.h"

using namespace RpcScope;

namespace {

/// What the redactor writes in a string: one whole placeholder, alone or after the word of a
/// credential it keeps (`Basic {{redacted:basic}}`).
bool isRedactedText(QByteArrayView inner)
{
    for (const QByteArrayView word : {QByteArrayView(), QByteArrayView("token:"), QByteArrayView("bearer "),
                                      QByteArrayView("basic ")}) {
        if (inner.size() > word.size() && inner.first(word.size()).compare(word, Qt::CaseInsensitive) == 0
            && Redaction::isPlaceholder(inner.sliced(word.size())))
            return true;
    }
    return false;
}

bool isRedactedString(const JsonDocument &doc, int node)
{
    if (doc.type(node) != JsonDocument::Type::String)
        return false;
    const QByteArrayView raw = doc.raw(node);
    return isRedactedText(raw.sliced(1, raw.size() - 2));
}

/// Whether the redactor may leave \a node, the value of a member named like a token: a word
/// or a counter it tells from a credential by its look.
bool mayStayAsToken(const QString &lowerName, const JsonDocument &doc, int node)
{
    if (!lowerName.contains(u"token"))
        return false;
    const JsonDocument::Type type = doc.type(node);
    return type == JsonDocument::Type::String || type == JsonDocument::Type::Number || type == JsonDocument::Type::Null
           || type == JsonDocument::Type::True || type == JsonDocument::Type::False;
}

void checkNothingLeft(const JsonDocument &doc, const QStringList &marked)
{
    for (int node = 0; node < doc.nodeCount(); ++node) {
        if (doc.isKey(node))
            continue;
        const int key = doc.keyNode(node);
        if (key >= 0) {
            const QString lower = doc.string(key).toLower();
            if (marked.contains(lower) && !mayStayAsToken(lower, doc, node)) {
                FUZZ_CHECK(isRedactedString(doc, node), "a marked member's value is a placeholder");
                node = doc.subtreeEnd(node) - 1;
                continue;
            }
        }
        if (doc.type(node) == JsonDocument::Type::String) {
            const QByteArrayView raw = doc.raw(node);
            const QByteArrayView inner = raw.sliced(1, raw.size() - 2);
            if (inner.size() > 6 && inner.first(6).compare("token:", Qt::CaseInsensitive) == 0)
                FUZZ_CHECK(isRedactedText(inner), "a token: value is a placeholder");
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));
    const qsizetype lineEnd = input.indexOf('\n');
    const QByteArray names = lineEnd < 0 ? QByteArray() : input.first(lineEnd);
    const QByteArray body = lineEnd < 0 ? input : input.sliced(lineEnd + 1);

    SessionRedactor redactor;
    QStringList marked = SessionRedactor::defaultMarkedMembers();
    for (const QByteArray &name : names.split(',')) {
        if (!name.trimmed().isEmpty())
            marked.append(QString::fromUtf8(name));
    }
    redactor.setMarkedMembers(marked);

    QStringList used;
    const QByteArray redacted = redactor.redactBody(body, &used);
    const JsonDocument before = JsonDocument::parse(body);
    if (!before.isValid()) {
        FUZZ_CHECK_EQUAL(redacted, body, "text that is not JSON is written unchanged");
        return 0;
    }
    const JsonDocument after = JsonDocument::parse(redacted);
    FUZZ_CHECK(after.isValid(), "a redacted body is JSON");
    checkNothingLeft(after, redactor.markedMembers());
    QStringList usedAgain;
    FUZZ_CHECK_EQUAL(redactor.redactBody(redacted, &usedAgain), redacted, "a redacted body redacts to itself");
    return 0;
}
