#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

#include <vector>

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
class JsonDocument
{
public:
    enum class Type : quint8 { Null, False, True, Number, String, Array, Object };

    JsonDocument() = default;
    /// Parses \a bytes (kept, implicitly shared). Any top-level value is accepted.
    static JsonDocument parse(const QByteArray &bytes);

    bool isValid() const { return !m_error.isError() && !m_types.empty(); }
    const JsonParseError &error() const { return m_error; }
    const QByteArray &bytes() const { return m_bytes; }
    int nodeCount() const { return int(m_types.size()); }

    Type type(int node) const;
    /// The node's exact text: a number as written, a string with its quotes and escapes,
    /// a container from its bracket to its closing bracket.
    QByteArrayView raw(int node) const;
    /// A string node's decoded value (escapes resolved).
    QString string(int node) const;
    bool isContainer(int node) const;

    /// Children of an array or object, in order. For an object the children are its values;
    /// key(child) gives each value's key node. O(children) on first call per node.
    int childCount(int node) const;
    int firstChild(int node) const;        ///< -1 when none
    int nextSibling(int node) const;       ///< -1 after the last child
    int child(int node, int index) const;  ///< -1 out of range
    int parent(int node) const;            ///< -1 for the root
    /// The key (a String node) of an object member's value node; -1 for array elements.
    int keyNode(int valueNode) const;
    /// The first member of \a objectNode with that decoded key; -1 when absent.
    int member(int objectNode, QStringView key) const;

    /// Exact int64 value of an integer literal; ok=false for fractions, exponents, overflow.
    qint64 toInt64(int node, bool *ok = nullptr) const;
    double toDouble(int node, bool *ok = nullptr) const;

    const QList<JsonDuplicateKey> &duplicateKeys() const { return m_duplicates; }

private:
    QByteArray m_bytes;
    JsonParseError m_error;
    // Structure of arrays: 9 bytes a node keeps the index near the body's own size.
    std::vector<quint32> m_offset;   // byte offset of the token (keys: of the key string)
    std::vector<quint32> m_extent;   // scalars: byte length; containers: index one past the subtree
    std::vector<Type> m_types;
    QList<JsonDuplicateKey> m_duplicates;
    friend class JsonParser;
};

} // namespace RpcScope
