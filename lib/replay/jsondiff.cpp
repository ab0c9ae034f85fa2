#include "lib/replay/jsondiff.h"

#include "lib/json/jsonbuilder.h"
#include "lib/json/jsondocument.h"

#include <QHash>

#include <algorithm>

#include <vector>

namespace RpcScope {

QString JsonDifference::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Added: return QStringLiteral("added");
    case Kind::Removed: return QStringLiteral("removed");
    case Kind::Changed: return QStringLiteral("changed");
    case Kind::TypeChanged: return QStringLiteral("type-changed");
    case Kind::Spelling: return QStringLiteral("spelling");
    case Kind::Order: return QStringLiteral("order");
    }
    return {};
}

QByteArray JsonDiff::numberKey(QByteArrayView number)
{
    qsizetype at = 0;
    const qsizetype n = number.size();
    const bool negative = at < n && number[at] == '-';
    if (negative)
        ++at;
    QByteArray digits;
    qint64 exponent = 0;
    while (at < n && number[at] >= '0' && number[at] <= '9')
        digits += number[at++];
    if (at < n && number[at] == '.') {
        ++at;
        while (at < n && number[at] >= '0' && number[at] <= '9') {
            digits += number[at++];
            --exponent;
        }
    }
    if (at < n && (number[at] == 'e' || number[at] == 'E')) {
        ++at;
        const bool negativeExponent = at < n && number[at] == '-';
        if (at < n && (number[at] == '-' || number[at] == '+'))
            ++at;
        qint64 written = 0;
        // Saturates: beyond this, no two exponents of real documents are told apart anyway.
        while (at < n && number[at] >= '0' && number[at] <= '9') {
            if (written < 1'000'000'000'000'000LL)
                written = written * 10 + (number[at] - '0');
            ++at;
        }
        exponent += negativeExponent ? -written : written;
    }
    qsizetype first = 0;
    while (first < digits.size() && digits[first] == '0')
        ++first;
    digits.remove(0, first);
    if (digits.isEmpty())
        return QByteArrayLiteral("0");
    while (digits.endsWith('0')) {
        digits.chop(1);
        ++exponent;
    }
    return (negative ? QByteArrayLiteral("-") : QByteArray()) + digits + 'e' + QByteArray::number(exponent);
}

namespace {

enum class Category { Null, Bool, Number, String, Array, Object };

Category category(JsonDocument::Type type)
{
    switch (type) {
    case JsonDocument::Type::Null: return Category::Null;
    case JsonDocument::Type::False:
    case JsonDocument::Type::True: return Category::Bool;
    case JsonDocument::Type::Number: return Category::Number;
    case JsonDocument::Type::String: return Category::String;
    case JsonDocument::Type::Array: return Category::Array;
    case JsonDocument::Type::Object: return Category::Object;
    }
    return Category::Null;
}

struct Pair
{
    int recorded = -1;
    int replayed = -1;
    JsonPathStep step;
};

class Differ
{
public:
    static constexpr qsizetype kWholeCompareLimit = 4096;

    Differ(const JsonDocument &recorded, const JsonDocument &replayed, const DiffRules &rules,
           const JsonDiff::Options &options)
        : m_rec(recorded), m_rep(replayed), m_rules(rules), m_options(options),
          m_checkPaths(!rules.ignoredPaths().isEmpty())
    {}

    JsonDiffResult run()
    {
        visit(Pair{0, 0, {}}, false);
        while (!m_stack.empty()) {
            Frame &frame = m_stack.back();
            if (frame.next == frame.pairs.size()) {
                const bool popStep = frame.hasStep;
                m_stack.pop_back();
                if (popStep)
                    m_path.removeLast();
                continue;
            }
            const Pair pair = frame.pairs[frame.next++];
            visit(pair, true);   // may push a frame: `frame` is not used after this
        }
        return std::move(m_result);
    }

private:
    struct Frame
    {
        std::vector<Pair> pairs;
        size_t next = 0;
        bool hasStep = false;
    };

    QByteArray rawOf(const JsonDocument &doc, int node) const
    {
        return node < 0 ? QByteArray() : doc.raw(node).toByteArray();
    }

    void emitDifference(JsonDifference::Kind kind, QByteArray recorded, QByteArray replayed)
    {
        JsonDifference difference{m_path, kind, std::move(recorded), std::move(replayed)};
        if (m_rules.ignores(difference)) {
            ++m_result.ignored;
        } else if (m_result.differences.size() < m_options.maxDifferences) {
            m_result.differences.append(std::move(difference));
        } else {
            m_result.truncated = true;
        }
    }

    void visit(const Pair &pair, bool hasStep)
    {
        if (hasStep)
            appendStep(pair.step);
        const bool pushed = compare(pair, hasStep);
        if (hasStep && !pushed)
            m_path.removeLast();
    }

    void appendStep(const JsonPathStep &step)
    {
        switch (step.kind) {
        case JsonPathStep::Kind::Member: m_path.appendMember(step.name); break;
        case JsonPathStep::Kind::Index: m_path.appendIndex(step.index); break;
        case JsonPathStep::Kind::Any: m_path.appendAny(); break;
        }
    }

    /// Compares one pair at m_path; true when it pushed a frame (which then owns the step).
    bool compare(const Pair &pair, bool hasStep)
    {
        const int rec = pair.recorded;
        const int rep = pair.replayed;
        // Byte-identical subtrees need no walk. Below the root only small ones are compared
        // whole: comparing every level of a deep document would cost its size per level.
        if (rec >= 0 && rep >= 0) {
            const QByteArrayView a = m_rec.raw(rec);
            const QByteArrayView b = m_rep.raw(rep);
            if (a.size() == b.size() && (m_stack.empty() || a.size() <= kWholeCompareLimit) && a == b)
                return false;
        }
        if (m_checkPaths && m_rules.ignoresSubtree(m_path)) {
            ++m_result.ignored;
            return false;
        }
        if (rec < 0) {
            emitDifference(JsonDifference::Kind::Added, {}, rawOf(m_rep, rep));
            return false;
        }
        if (rep < 0) {
            emitDifference(JsonDifference::Kind::Removed, rawOf(m_rec, rec), {});
            return false;
        }
        const Category a = category(m_rec.type(rec));
        const Category b = category(m_rep.type(rep));
        if (a != b) {
            emitDifference(JsonDifference::Kind::TypeChanged, rawOf(m_rec, rec), rawOf(m_rep, rep));
            return false;
        }
        switch (a) {
        case Category::Null:
            return false;
        case Category::Bool:
            emitDifference(JsonDifference::Kind::Changed, rawOf(m_rec, rec), rawOf(m_rep, rep));
            return false;
        case Category::Number: {
            if (m_rec.raw(rec) == m_rep.raw(rep))
                return false;
            const bool sameValue = JsonDiff::numberKey(m_rec.raw(rec)) == JsonDiff::numberKey(m_rep.raw(rep));
            emitDifference(sameValue ? JsonDifference::Kind::Spelling : JsonDifference::Kind::Changed,
                           rawOf(m_rec, rec), rawOf(m_rep, rep));
            return false;
        }
        case Category::String: {
            if (m_rec.raw(rec) == m_rep.raw(rep))
                return false;
            const bool sameValue = m_rec.string(rec) == m_rep.string(rep);
            emitDifference(sameValue ? JsonDifference::Kind::Spelling : JsonDifference::Kind::Changed,
                           rawOf(m_rec, rec), rawOf(m_rep, rep));
            return false;
        }
        case Category::Array:
            if (m_stack.empty() && m_options.pairBatchById && pushBatchById(rec, rep))
                return true;
            pushArray(rec, rep, hasStep);
            return true;
        case Category::Object:
            pushObject(rec, rep, hasStep);
            return true;
        }
        return false;
    }

    void pushArray(int rec, int rep, bool hasStep)
    {
        Frame frame;
        frame.hasStep = hasStep;
        qint64 index = 0;
        int a = m_rec.firstChild(rec);
        int b = m_rep.firstChild(rep);
        while (a >= 0 || b >= 0) {
            frame.pairs.push_back({a, b, {JsonPathStep::Kind::Index, {}, index++}});
            if (a >= 0)
                a = m_rec.nextSibling(a);
            if (b >= 0)
                b = m_rep.nextSibling(b);
        }
        m_stack.push_back(std::move(frame));
    }

    void pushObject(int rec, int rep, bool hasStep)
    {
        // The replayed members by key, in order; each occurrence is used once.
        QHash<QString, std::vector<int>> replayedByKey;
        std::vector<int> replayedOrder;
        for (int b = m_rep.firstChild(rep); b >= 0; b = m_rep.nextSibling(b)) {
            replayedByKey[m_rep.string(m_rep.keyNode(b))].push_back(b);
            replayedOrder.push_back(b);
        }
        QHash<QString, size_t> used;
        QHash<int, int> paired;   // replayed value node -> recorded value node
        Frame frame;
        frame.hasStep = hasStep;
        QStringList sharedInRecordedOrder;
        std::vector<int> sharedReplayedNodes;
        for (int a = m_rec.firstChild(rec); a >= 0; a = m_rec.nextSibling(a)) {
            const QString key = m_rec.string(m_rec.keyNode(a));
            int match = -1;
            const auto candidates = replayedByKey.constFind(key);
            if (candidates != replayedByKey.cend()) {
                size_t &next = used[key];
                if (next < candidates->size())
                    match = (*candidates)[next++];
            }
            if (match >= 0) {
                paired.insert(match, a);
                sharedInRecordedOrder.append(key);
                sharedReplayedNodes.push_back(match);
            }
            frame.pairs.push_back({a, match, {JsonPathStep::Kind::Member, key, 0}});
        }
        QStringList sharedInReplayedOrder;
        for (int b : replayedOrder) {
            if (paired.contains(b))
                sharedInReplayedOrder.append(m_rep.string(m_rep.keyNode(b)));
            else
                frame.pairs.push_back({-1, b, {JsonPathStep::Kind::Member, m_rep.string(m_rep.keyNode(b)), 0}});
        }
        // Value nodes are numbered in document order, so ascending nodes are the written order.
        if (!std::is_sorted(sharedReplayedNodes.begin(), sharedReplayedNodes.end()))
            emitDifference(JsonDifference::Kind::Order, keyList(sharedInRecordedOrder), keyList(sharedInReplayedOrder));
        m_stack.push_back(std::move(frame));
    }

    static QByteArray keyList(const QStringList &keys)
    {
        JsonBuilder list(0);
        list.beginArray();
        for (const QString &key : keys)
            list.value(key);
        list.endArray();
        return list.text();
    }

    /// The key a response's id pairs by, or empty when \a element is not an object with a
    /// string or number id.
    static QByteArray idKey(const JsonDocument &doc, int element)
    {
        if (doc.type(element) != JsonDocument::Type::Object)
            return {};
        const int id = doc.member(element, u"id");
        if (id < 0)
            return {};
        if (doc.type(id) == JsonDocument::Type::String)
            return 's' + doc.string(id).toUtf8();
        if (doc.type(id) == JsonDocument::Type::Number)
            return 'n' + JsonDiff::numberKey(doc.raw(id));
        return {};
    }

    /// Index of each element by id; false when some element has no usable id or ids repeat.
    static bool indexById(const JsonDocument &doc, int array, QHash<QByteArray, qint64> *byId,
                          std::vector<int> *elements)
    {
        for (int e = doc.firstChild(array); e >= 0; e = doc.nextSibling(e)) {
            const QByteArray key = idKey(doc, e);
            if (key.isEmpty() || byId->contains(key))
                return false;
            byId->insert(key, qint64(elements->size()));
            elements->push_back(e);
        }
        return !elements->empty();
    }

    bool pushBatchById(int rec, int rep)
    {
        QHash<QByteArray, qint64> recById, repById;
        std::vector<int> recElements, repElements;
        if (!indexById(m_rec, rec, &recById, &recElements) || !indexById(m_rep, rep, &repById, &repElements))
            return false;
        // No id in common: the ids were assigned anew, so position is the better guide.
        bool anyShared = false;
        for (auto it = recById.cbegin(); it != recById.cend() && !anyShared; ++it)
            anyShared = repById.contains(it.key());
        if (!anyShared)
            return false;
        Frame frame;
        std::vector<qint64> matchedReplayedIndexes;
        JsonBuilder recordedIds(0), replayedIds(0);
        recordedIds.beginArray();
        replayedIds.beginArray();
        for (size_t i = 0; i < recElements.size(); ++i) {
            const int a = recElements[i];
            const qint64 j = repById.value(idKey(m_rec, a), -1);
            if (j >= 0) {
                matchedReplayedIndexes.push_back(j);
                recordedIds.raw(m_rec.raw(m_rec.member(a, u"id")));
            }
            frame.pairs.push_back({a, j >= 0 ? repElements[size_t(j)] : -1, {JsonPathStep::Kind::Index, {}, qint64(i)}});
        }
        for (size_t j = 0; j < repElements.size(); ++j) {
            const int b = repElements[j];
            if (recById.contains(idKey(m_rep, b)))
                replayedIds.raw(m_rep.raw(m_rep.member(b, u"id")));
            else
                frame.pairs.push_back({-1, b, {JsonPathStep::Kind::Index, {}, qint64(j)}});
        }
        recordedIds.endArray();
        replayedIds.endArray();
        if (!std::is_sorted(matchedReplayedIndexes.begin(), matchedReplayedIndexes.end()))
            emitDifference(JsonDifference::Kind::Order, recordedIds.text(), replayedIds.text());
        m_stack.push_back(std::move(frame));
        return true;
    }

    const JsonDocument &m_rec;
    const JsonDocument &m_rep;
    const DiffRules &m_rules;
    const JsonDiff::Options &m_options;
    const bool m_checkPaths;
    JsonPath m_path;
    std::vector<Frame> m_stack;
    JsonDiffResult m_result;
};

} // namespace

JsonDiffResult JsonDiff::compare(const JsonDocument &recorded, const JsonDocument &replayed, const DiffRules &rules,
                                 const Options &options)
{
    return Differ(recorded, replayed, rules, options).run();
}

JsonDiffResult JsonDiff::compareBodies(const QByteArray &recorded, const QByteArray &replayed, const DiffRules &rules,
                                       const Options &options)
{
    if (recorded == replayed)
        return {};
    const JsonDocument a = JsonDocument::parse(recorded);
    const JsonDocument b = JsonDocument::parse(replayed);
    if (a.isValid() && b.isValid())
        return compare(a, b, rules, options);
    // Not JSON on one side: the bodies are compared as bytes.
    JsonDiffResult result;
    JsonDifference difference;
    difference.kind = recorded.isEmpty() ? JsonDifference::Kind::Added
                      : replayed.isEmpty() ? JsonDifference::Kind::Removed
                                           : JsonDifference::Kind::Changed;
    difference.recorded = recorded;
    difference.replayed = replayed;
    if (rules.ignores(difference))
        result.ignored = 1;
    else
        result.differences.append(difference);
    return result;
}

} // namespace RpcScope
