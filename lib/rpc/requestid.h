#pragma once

#include <QByteArray>
#include <QString>

namespace RpcScope {

class JsonDocument;

/// A JSON-RPC id exactly as it stood on the wire: its kind and its raw JSON text.
/// `1`, `1.0` and `"1"` are three different spellings; nothing is coerced.
class RequestId
{
public:
    enum class Kind { Absent, Null, Number, String, Other };

    RequestId() = default;
    static RequestId absent() { return {}; }
    static RequestId null();
    static RequestId number(qint64 value);
    static RequestId string(QStringView value);
    /// The id member's value node of \a doc (or -1 for "no id member").
    static RequestId fromNode(const JsonDocument &doc, int node);
    /// Parses JSON text such as `7`, `"abc"` or `null`; Kind::Other for anything else.
    static RequestId fromJsonText(const QByteArray &text);

    Kind kind() const { return m_kind; }
    bool isAbsent() const { return m_kind == Kind::Absent; }
    /// The JSON text as written (`"a\u0062"` keeps its escape); empty when absent.
    const QByteArray &raw() const { return m_raw; }
    /// Short text for people: 7, "abc", null, (none).
    QString display() const;

    /// Same type and value: numbers by value (1 and 1.0 agree), strings by decoded text.
    bool matches(const RequestId &other) const;
    /// Same text but another type: `1` sent, `"1"` received.
    bool matchesOnlyAsText(const RequestId &other) const;

    friend bool operator==(const RequestId &a, const RequestId &b) { return a.m_kind == b.m_kind && a.m_raw == b.m_raw; }
    friend bool operator!=(const RequestId &a, const RequestId &b) { return !(a == b); }

private:
    QString valueText() const;   // strings decoded, numbers as written

    Kind m_kind = Kind::Absent;
    QByteArray m_raw;
    QString m_string;            // decoded value of a string id
};

} // namespace RpcScope
