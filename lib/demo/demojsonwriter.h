#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QLatin1StringView>
#include <QStringView>

#include <vector>

class QJsonValue;

namespace RpcScope {

/// Writes compact JSON text with members in the order they are written. QJsonObject
/// sorts its keys, so responses whose order matters ("jsonrpc", "id", "result") and
/// results meant to read naturally are composed with this writer instead.
class DemoJsonWriter
{
public:
    DemoJsonWriter &beginObject();
    DemoJsonWriter &endObject();
    DemoJsonWriter &beginArray();
    DemoJsonWriter &endArray();
    /// The next member's key; code passes ASCII literals.
    DemoJsonWriter &key(QLatin1StringView name);

    DemoJsonWriter &str(QStringView text);
    DemoJsonWriter &str(QLatin1StringView text);
    DemoJsonWriter &integer(qint64 value);
    /// A double in its shortest round-trip spelling; NaN and infinities become null.
    DemoJsonWriter &number(double value);
    DemoJsonWriter &boolean(bool value);
    DemoJsonWriter &null();
    /// Text that already is one compact JSON value, copied as is.
    DemoJsonWriter &raw(QByteArrayView json);
    /// Any Qt JSON value (objects come out in QJsonObject's key order).
    DemoJsonWriter &json(const QJsonValue &value);

    void reserve(qsizetype bytes) { m_text.reserve(bytes); }
    qsizetype size() const { return m_text.size(); }
    QByteArray take();

    /// \a text as a quoted, escaped JSON string.
    static QByteArray quoted(QStringView text);
    static void appendQuoted(QByteArray &out, QByteArrayView utf8);

private:
    void separate();

    QByteArray m_text;
    std::vector<bool> m_hasItems;   // one entry per open container
    bool m_afterKey = false;
};

} // namespace RpcScope
