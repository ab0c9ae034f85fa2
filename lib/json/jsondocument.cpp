#include "lib/json/jsondocument.h"

#include "lib/json/jsondocument_p.h"
#include "lib/json/jsonparser.h"

#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>
#include <string>

namespace RpcScope {

namespace {

// Containers up to this size answer child() by walking; bigger ones get a table.
constexpr quint32 WalkLimit = 16;

QByteArrayView stringContent(QByteArrayView raw)
{
    return raw.size() >= 2 ? raw.sliced(1, raw.size() - 2) : QByteArrayView();
}

} // namespace

JsonDocument JsonDocument::parse(const QByteArray &bytes)
{
    return JsonParser::parse(bytes);
}

bool JsonDocument::isValid() const
{
    return m_d && !m_d->error.isError() && m_d->nodeCount > 0;
}

const JsonParseError &JsonDocument::error() const
{
    static const JsonParseError none;
    return m_d ? m_d->error : none;
}

const QByteArray &JsonDocument::bytes() const
{
    static const QByteArray none;
    return m_d ? m_d->bytes : none;
}

int JsonDocument::nodeCount() const
{
    return m_d ? int(m_d->nodeCount) : 0;
}

bool JsonDocument::inRange(int node) const
{
    return m_d && node >= 0 && quint32(node) < m_d->nodeCount;
}

JsonDocument::Type JsonDocument::type(int node) const
{
    return inRange(node) ? m_d->typeOf(quint32(node)) : Type::Null;
}

QByteArrayView JsonDocument::raw(int node) const
{
    if (!inRange(node))
        return {};
    const Data &d = *m_d;
    const quint32 offset = d.offset[node];
    const quint32 size = d.isContainer(node) ? d.containers[d.aux[node]].close + 1 - offset
                                             : d.aux[node];
    return QByteArrayView(d.bytes.constData() + offset, size);
}

QString JsonDocument::string(int node) const
{
    if (type(node) != Type::String)
        return {};
    const QByteArrayView content = stringContent(raw(node));
    if (!content.contains('\\'))
        return QString::fromUtf8(content);
    std::string decoded;
    JsonParser::unescape(content.data(), size_t(content.size()), decoded);
    return QString::fromUtf8(decoded.data(), qsizetype(decoded.size()));
}

bool JsonDocument::isContainer(int node) const
{
    return inRange(node) && m_d->isContainer(quint32(node));
}

bool JsonDocument::isKey(int node) const
{
    return inRange(node) && (m_d->type[node] & Data::KeyBit);
}

int JsonDocument::childCount(int node) const
{
    return isContainer(node) ? int(m_d->containers[m_d->aux[node]].count) : 0;
}

int JsonDocument::firstChild(int node) const
{
    if (childCount(node) == 0)
        return -1;
    // An object's first node is its first key; the value follows.
    return m_d->typeOf(quint32(node)) == Type::Object ? node + 2 : node + 1;
}

int JsonDocument::nextSibling(int node) const
{
    if (!inRange(node) || isKey(node))
        return -1;
    const Data &d = *m_d;
    const quint32 parentNode = d.parent[node];
    if (parentNode == Data::NoParent)
        return -1;
    const quint32 next = d.end(quint32(node));
    if (next >= d.containers[d.aux[parentNode]].end)
        return -1;
    return d.typeOf(parentNode) == Type::Object ? int(next + 1) : int(next);
}

int JsonDocument::child(int node, int index) const
{
    const int count = childCount(node);
    if (index < 0 || index >= count)
        return -1;
    const Data &d = *m_d;
    const bool object = d.typeOf(quint32(node)) == Type::Object;
    const quint32 end = d.containers[d.aux[node]].end;
    const quint32 stride = object ? 2 : 1;
    // All children scalars: they sit at fixed distances.
    if (end == quint32(node) + 1 + stride * quint32(count))
        return node + int(stride) * index + int(stride);
    if (quint32(count) <= WalkLimit) {
        int c = firstChild(node);
        while (index-- > 0)
            c = nextSibling(c);
        return c;
    }
    const std::vector<quint32> *table = nullptr;
    {
        std::lock_guard<std::mutex> lock(d.childTableMutex);
        auto it = d.childTables.find(quint32(node));
        if (it == d.childTables.end()) {
            std::vector<quint32> children;
            children.reserve(size_t(count));
            for (int c = firstChild(node); c >= 0; c = nextSibling(c))
                children.push_back(quint32(c));
            it = d.childTables.emplace(quint32(node), std::move(children)).first;
        }
        table = &it->second;
    }
    return int((*table)[size_t(index)]);
}

int JsonDocument::parent(int node) const
{
    if (!inRange(node))
        return -1;
    const quint32 p = m_d->parent[node];
    return p == Data::NoParent ? -1 : int(p);
}

int JsonDocument::keyNode(int valueNode) const
{
    const int p = parent(valueNode);
    if (p < 0 || isKey(valueNode) || m_d->typeOf(quint32(p)) != Type::Object)
        return -1;
    return valueNode - 1;
}

QString JsonDocument::memberString(int objectNode, QStringView key) const
{
    const int node = objectNode >= 0 ? member(objectNode, key) : -1;
    return node >= 0 && type(node) == Type::String ? string(node) : QString();
}

int JsonDocument::member(int objectNode, QStringView key) const
{
    if (type(objectNode) != Type::Object)
        return -1;
    const QByteArray wanted = key.toUtf8();
    std::string decoded;
    for (int value = firstChild(objectNode); value >= 0; value = nextSibling(value)) {
        const QByteArrayView content = stringContent(raw(value - 1));
        if (content == wanted)
            return value;
        if (content.contains('\\')) {
            decoded.clear();
            JsonParser::unescape(content.data(), size_t(content.size()), decoded);
            if (QByteArrayView(decoded.data(), qsizetype(decoded.size())) == wanted)
                return value;
        }
    }
    return -1;
}

int JsonDocument::subtreeEnd(int node) const
{
    return inRange(node) ? int(m_d->end(quint32(node))) : -1;
}

int JsonDocument::depth(int node) const
{
    int levels = 0;
    for (int p = parent(node); p >= 0; p = parent(p))
        ++levels;
    return levels;
}

qint64 JsonDocument::toInt64(int node, bool *ok) const
{
    if (ok)
        *ok = false;
    if (type(node) != Type::Number)
        return 0;
    const QByteArrayView text = raw(node);
    const bool negative = text.front() == '-';
    const quint64 limit = negative ? quint64(std::numeric_limits<qint64>::max()) + 1
                                   : quint64(std::numeric_limits<qint64>::max());
    quint64 value = 0;
    for (qsizetype i = negative ? 1 : 0; i < text.size(); ++i) {
        const unsigned digit = unsigned(text[i] - '0');
        if (digit > 9)
            return 0; // a fraction or an exponent: not an integer literal
        if (value > (limit - digit) / 10)
            return 0;
        value = value * 10 + digit;
    }
    if (ok)
        *ok = true;
    if (negative)
        return value == limit ? std::numeric_limits<qint64>::min() : -qint64(value);
    return qint64(value);
}

double JsonDocument::toDouble(int node, bool *ok) const
{
    if (ok)
        *ok = false;
    if (type(node) != Type::Number)
        return 0;
    const QByteArrayView text = raw(node);
    const char *first = text.data();
    const char *last = first + text.size();
    double value = 0;
    const std::from_chars_result result = std::from_chars(first, last, value);
    if (result.ec == std::errc() && result.ptr == last && !std::isinf(value)) {
        if (ok)
            *ok = true;
        return value;
    }
    // Out of range. The decimal exponent of the leading digit tells overflow from underflow.
    const bool negative = *first == '-';
    const char *p = negative ? first + 1 : first;
    qint64 leading = 0;   // position of the first significant digit relative to the point
    bool seenPoint = false;
    bool significant = false;
    for (; p != last && *p != 'e' && *p != 'E'; ++p) {
        if (*p == '.') {
            seenPoint = true;
        } else if (!significant && *p == '0') {
            if (seenPoint)
                --leading;
        } else {
            significant = true;
            if (!seenPoint)
                ++leading;
        }
    }
    qint64 exponent = 0;
    if (p != last) {
        ++p;
        const bool negativeExponent = *p == '-';
        if (*p == '+' || *p == '-')
            ++p;
        for (; p != last; ++p)
            exponent = std::min<qint64>(exponent * 10 + (*p - '0'), qint64(1) << 40);
        if (negativeExponent)
            exponent = -exponent;
    }
    if (significant && leading + exponent > 0)
        return negative ? -std::numeric_limits<double>::infinity()
                        : std::numeric_limits<double>::infinity();
    // Underflow: the nearest double is a zero of the same sign.
    if (ok)
        *ok = true;
    return negative ? -0.0 : 0.0;
}

const QList<JsonDuplicateKey> &JsonDocument::duplicateKeys() const
{
    static const QList<JsonDuplicateKey> none;
    return m_d ? m_d->duplicates : none;
}

qsizetype JsonDocument::indexMemory() const
{
    if (!m_d)
        return 0;
    const Data &d = *m_d;
    return qsizetype(d.offset.bytes() + d.aux.bytes() + d.parent.bytes() + d.type.bytes()
                     + d.containers.bytes() + sizeof(Data));
}

} // namespace RpcScope
