#include "lib/serve/recordedanswers.h"

#include "lib/json/jsondocument.h"
#include "lib/json/jsonwriter.h"
#include "lib/session/sessionentry.h"

#include <QHash>

#include <algorithm>
#include <cmath>
#include <utility>

namespace RpcScope {

namespace {

// Deeper params are compared by their compact text: a canonical form built by recursion
// must not let a hostile request exhaust the stack.
constexpr int kMaxCanonicalDepth = 256;

void appendCanonical(const JsonDocument &doc, int node, int depth, QByteArray *out)
{
    switch (doc.type(node)) {
    case JsonDocument::Type::Null: out->append("null"); return;
    case JsonDocument::Type::True: out->append("true"); return;
    case JsonDocument::Type::False: out->append("false"); return;
    case JsonDocument::Type::String: out->append(JsonWriter::quote(doc.string(node))); return;
    case JsonDocument::Type::Number: {
        bool ok = false;
        const qint64 integer = doc.toInt64(node, &ok);
        if (ok) {
            out->append(QByteArray::number(integer));
            return;
        }
        const double value = doc.toDouble(node, &ok);
        if (ok && std::abs(value) < 9.0e15 && value == std::trunc(value)) {
            out->append(QByteArray::number(qint64(value)));   // 1.0 and 1e0 are 1
            return;
        }
        out->append(ok ? QByteArray::number(value, 'g', 17) : doc.raw(node).toByteArray());
        return;
    }
    case JsonDocument::Type::Array:
    case JsonDocument::Type::Object:
        break;
    }
    if (depth >= kMaxCanonicalDepth) {
        out->append(JsonWriter::compact(doc, node));
        return;
    }
    if (doc.type(node) == JsonDocument::Type::Array) {
        out->append('[');
        for (int child = doc.firstChild(node); child >= 0; child = doc.nextSibling(child)) {
            if (child != doc.firstChild(node))
                out->append(',');
            appendCanonical(doc, child, depth + 1, out);
        }
        out->append(']');
        return;
    }
    QList<std::pair<QByteArray, QByteArray>> members;
    members.reserve(doc.childCount(node));
    for (int child = doc.firstChild(node); child >= 0; child = doc.nextSibling(child)) {
        QByteArray value;
        appendCanonical(doc, child, depth + 1, &value);
        members.append({JsonWriter::quote(doc.string(doc.keyNode(child))), std::move(value)});
    }
    // Stable, so repeated keys keep their order and two texts with the same repeats agree.
    std::stable_sort(members.begin(), members.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    out->append('{');
    for (qsizetype i = 0; i < members.size(); ++i) {
        if (i > 0)
            out->append(',');
        out->append(members.at(i).first);
        out->append(':');
        out->append(members.at(i).second);
    }
    out->append('}');
}

/// The answer a response node holds: its bytes, with the id's place relative to them.
RecordedAnswer answerFrom(const JsonDocument &doc, int node, QByteArrayView bytes)
{
    RecordedAnswer answer;
    answer.bytes = bytes.toByteArray();
    const int idNode = doc.member(node, u"id");
    if (idNode >= 0) {
        const QByteArrayView id = doc.raw(idNode);
        answer.idOffset = id.data() - bytes.data();
        answer.idLength = id.size();
    }
    return answer;
}

} // namespace

QByteArray RecordedAnswer::withId(QByteArrayView id) const
{
    if (idOffset < 0)
        return bytes;
    QByteArray out;
    out.reserve(bytes.size() - idLength + id.size());
    out.append(QByteArrayView(bytes).first(idOffset));
    out.append(id);
    out.append(QByteArrayView(bytes).sliced(idOffset + idLength));
    return out;
}

const RecordedAnswer *RecordedAnswers::Cycle::take(const QList<RecordedAnswer> &all)
{
    const RecordedAnswer *answer = &all.at(answers.at(next));
    next = (next + 1) % answers.size();
    return answer;
}

QByteArray RecordedAnswers::pairingKey(const JsonDocument &document, int idNode)
{
    // What RequestId::matches() compares, as text: the kind, then strings decoded, numbers
    // by value where a double holds them exactly, else integers as integers, else as written.
    constexpr double exactLimit = 9007199254740992.0;   // 2^53
    if (idNode < 0)
        return QByteArrayLiteral("a");
    switch (document.type(idNode)) {
    case JsonDocument::Type::Null:
        return QByteArrayLiteral("z");
    case JsonDocument::Type::String:
        return 's' + document.string(idNode).toUtf8();
    case JsonDocument::Type::Number: {
        const QByteArray raw = document.raw(idNode).toByteArray();
        bool ok = false;
        const qlonglong integer = raw.toLongLong(&ok);
        if (ok && (integer >= qlonglong(exactLimit) || integer <= -qlonglong(exactLimit)))
            return 'i' + QByteArray::number(integer);
        const double value = ok ? double(integer) : raw.toDouble(&ok);
        if (ok && std::abs(value) < exactLimit)
            return 'n' + QByteArray::number(value == 0 ? 0.0 : value, 'g', 17);   // -0 pairs with 0
        return 'r' + raw;
    }
    default:
        return 'o' + document.raw(idNode).toByteArray();
    }
}

QByteArray RecordedAnswers::callKey(const QString &method, const JsonDocument &document, int paramsNode)
{
    QByteArray key = method.toUtf8();
    key.append('\0');
    if (paramsNode < 0)
        key.append('-');   // no params member: not the same call as [] or {}
    else
        appendCanonical(document, paramsNode, 0, &key);
    return key;
}

void RecordedAnswers::add(RecordedAnswer answer, const QByteArray &key)
{
    const qsizetype index = m_answers.size();
    if (!m_byMethod.contains(answer.method))
        m_methodOrder.append(answer.method);
    m_byMethod[answer.method].answers.append(index);
    m_byCall[key].answers.append(index);
    m_answers.append(std::move(answer));
}

RecordedAnswers RecordedAnswers::fromEntries(const QList<SessionEntry> &entries)
{
    RecordedAnswers book;
    for (const SessionEntry &entry : entries) {
        if (entry.type != SessionEntry::Type::Exchange || entry.request.isEmpty() || entry.body.isEmpty())
            continue;
        const JsonDocument sent = JsonDocument::parse(entry.request);
        const JsonDocument got = JsonDocument::parse(entry.body);
        if (!sent.isValid() || !got.isValid())
            continue;

        if (sent.type(0) == JsonDocument::Type::Object) {
            const QString method = sent.memberString(0, u"method");
            if (method.isEmpty() || sent.member(0, u"id") < 0 || got.type(0) != JsonDocument::Type::Object)
                continue;
            // A single call: the whole body is its answer, whatever its id says.
            RecordedAnswer answer = answerFrom(got, 0, got.bytes());
            answer.sequence = entry.sequence;
            answer.method = method;
            book.add(std::move(answer), callKey(method, sent, sent.member(0, u"params")));
            continue;
        }

        // A batch: each request is paired with the response that carries its id, through the
        // responses by id (each list in the order they came): one pass however long the batch.
        // Each request against every response took minutes for a file's batch of many unpaired ids.
        if (sent.type(0) != JsonDocument::Type::Array || got.type(0) != JsonDocument::Type::Array)
            continue;
        QHash<QByteArray, QList<int>> responses;
        for (int node = got.firstChild(0); node >= 0; node = got.nextSibling(node)) {
            if (got.type(node) == JsonDocument::Type::Object)
                responses[pairingKey(got, got.member(node, u"id"))].append(node);
        }
        for (int item = sent.firstChild(0); item >= 0; item = sent.nextSibling(item)) {
            if (sent.type(item) != JsonDocument::Type::Object)
                continue;
            const QString method = sent.memberString(item, u"method");
            const int idNode = sent.member(item, u"id");
            if (method.isEmpty() || idNode < 0)
                continue;
            const auto same = responses.find(pairingKey(sent, idNode));
            if (same == responses.end() || same->isEmpty())
                continue;
            const int response = same->takeFirst();
            RecordedAnswer answer = answerFrom(got, response, got.raw(response));
            answer.sequence = entry.sequence;
            answer.method = method;
            book.add(std::move(answer), callKey(method, sent, sent.member(item, u"params")));
        }
    }
    return book;
}

RecordedAnswers::Lookup RecordedAnswers::take(const QString &method, const JsonDocument &request, int paramsNode)
{
    Lookup lookup;
    const auto exact = m_byCall.find(callKey(method, request, paramsNode));
    if (exact != m_byCall.end()) {
        lookup.match = Match::Exact;
        lookup.answer = exact->take(m_answers);
        return lookup;
    }
    const auto byMethod = m_byMethod.find(method);
    if (byMethod != m_byMethod.end()) {
        lookup.match = Match::MethodOnly;
        lookup.answer = byMethod->take(m_answers);
    }
    return lookup;
}

} // namespace RpcScope
