#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

#include <memory>

namespace RpcScope {

/// Where and why a JSON text failed to parse. The message is translated.
struct JsonParseError
{
    qsizetype offset = -1;   ///< byte offset of the problem; -1 when there is none
    int line = 0;            ///< 1-based
    int column = 0;          ///< 1-based, in bytes
    QString message;
    bool isError() const { return offset >= 0; }
};

/// An object member whose key occurred before in the same object.
struct JsonDuplicateKey
{
    int objectNode = -1;
    int keyNode = -1;        ///< the repeated occurrence
    QString key;
};

/// An order-keeping, read-only index over JSON bytes. Unlike QJsonDocument it keeps the
/// server's member order, every duplicate key, and the exact spelling of every number
/// (9007199254740993 and 1.0 stay as written). Nodes are ints; node 0 is the root value.
/// The parser is iterative, so nesting depth is bounded only by memory.
///
/// Nodes are numbered in document order. An object member is two nodes: its key (a String
/// node, isKey() true) directly followed by its value. Keys are not children: child(),
/// firstChild() and nextSibling() walk the values, keyNode() leads from a value to its key.
///
/// Copies share the index (it is immutable), and every const function may be called from
/// several threads at once.
class JsonDocument
{
public:
    enum class Type : quint8 { Null, False, True, Number, String, Array, Object };

    JsonDocument() = default;
    /// Parses \a bytes (kept, implicitly shared). Any top-level value is accepted.
    static JsonDocument parse(const QByteArray &bytes);

    bool isValid() const;
    const JsonParseError &error() const;
    const QByteArray &bytes() const;
    int nodeCount() const;

    Type type(int node) const;
    /// The node's exact text: a number as written, a string with its quotes and escapes,
    /// a container from its bracket to its closing bracket.
    QByteArrayView raw(int node) const;
    /// A string node's decoded value (escapes resolved).
    QString string(int node) const;
    bool isContainer(int node) const;
    /// True for the key node of an object member.
    bool isKey(int node) const;

    /// Children of an array or object, in order. For an object the children are its values;
    /// keyNode(child) gives each value's key node. childCount(), firstChild() and
    /// nextSibling() are O(1); child() is O(1) for containers of scalars and O(1) amortised
    /// otherwise (a table of the children is built on first use, so a lazy model can ask
    /// for rows 0..N of a huge array).
    int childCount(int node) const;
    int firstChild(int node) const;        ///< -1 when none
    int nextSibling(int node) const;       ///< -1 after the last child, and for key nodes
    int child(int node, int index) const;  ///< -1 out of range
    int parent(int node) const;            ///< -1 for the root
    /// The key (a String node) of an object member's value node; -1 for array elements.
    int keyNode(int valueNode) const;
    /// The first member of \a objectNode with that decoded key; -1 when absent. O(members).
    int member(int objectNode, QStringView key) const;
    /// The decoded string value of member \a key of \a objectNode; empty when the member is
    /// absent, not a string, or \a objectNode is not an object.
    QString memberString(int objectNode, QStringView key) const;
    /// One past the last node of \a node's subtree (node + 1 for a scalar).
    int subtreeEnd(int node) const;
    /// Nesting depth of \a node: 0 for the root. O(depth).
    int depth(int node) const;

    /// Exact int64 value of an integer literal; ok=false for fractions, exponents, overflow.
    qint64 toInt64(int node, bool *ok = nullptr) const;
    /// The nearest double; ok=false for non-numbers and for magnitudes beyond double's range
    /// (which return +-infinity).
    double toDouble(int node, bool *ok = nullptr) const;

    const QList<JsonDuplicateKey> &duplicateKeys() const;

    /// Bytes the index occupies beyond the body itself (for diagnostics and benchmarks).
    qsizetype indexMemory() const;

    struct Data;   // the index; internal to lib/json (jsondocument_p.h)

private:
    explicit JsonDocument(std::shared_ptr<const Data> data) : m_d(std::move(data)) {}
    bool inRange(int node) const;

    std::shared_ptr<const Data> m_d;
    friend class JsonParser;
};

} // namespace RpcScope
