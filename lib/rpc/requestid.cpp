#include "lib/rpc/requestid.h"

#include "lib/json/jsondocument.h"
#include "lib/json/jsonwriter.h"
#include "lib/tr.h"

#include <cmath>

namespace RpcScope {

RequestId RequestId::null()
{
    RequestId id;
    id.m_kind = Kind::Null;
    id.m_raw = QByteArrayLiteral("null");
    return id;
}

RequestId RequestId::number(qint64 value)
{
    RequestId id;
    id.m_kind = Kind::Number;
    id.m_raw = QByteArray::number(value);
    return id;
}

RequestId RequestId::string(QStringView value)
{
    RequestId id;
    id.m_kind = Kind::String;
    id.m_string = value.toString();
    id.m_raw = JsonWriter::quote(value);
    return id;
}

RequestId RequestId::fromNode(const JsonDocument &doc, int node)
{
    RequestId id;
    if (node < 0)
        return id;
    id.m_raw = doc.raw(node).toByteArray();
    switch (doc.type(node)) {
    case JsonDocument::Type::Null: id.m_kind = Kind::Null; break;
    case JsonDocument::Type::Number: id.m_kind = Kind::Number; break;
    case JsonDocument::Type::String:
        id.m_kind = Kind::String;
        id.m_string = doc.string(node);
        break;
    default: id.m_kind = Kind::Other; break;
    }
    return id;
}

RequestId RequestId::fromJsonText(const QByteArray &text)
{
    const JsonDocument doc = JsonDocument::parse(text);
    if (!doc.isValid()) {
        RequestId id;
        id.m_kind = Kind::Other;
        id.m_raw = text;
        return id;
    }
    return fromNode(doc, 0);
}

QString RequestId::display() const
{
    if (m_kind == Kind::Absent)
        return Tr::tr("(none)");
    return QString::fromUtf8(m_raw);
}

QString RequestId::valueText() const
{
    return m_kind == Kind::String ? m_string : QString::fromUtf8(m_raw);
}

bool RequestId::matches(const RequestId &other) const
{
    if (m_kind != other.m_kind)
        return false;
    switch (m_kind) {
    case Kind::Absent:
    case Kind::Null:
        return true;
    case Kind::String:
        return m_string == other.m_string;
    case Kind::Number: {
        if (m_raw == other.m_raw)
            return true;
        bool okA = false, okB = false;
        const qlonglong a = m_raw.toLongLong(&okA), b = other.m_raw.toLongLong(&okB);
        if (okA && okB)
            return a == b;
        const double da = m_raw.toDouble(&okA), db = other.m_raw.toDouble(&okB);
        // Only compare as doubles where no integer digits can be lost.
        return okA && okB && da == db && std::abs(da) < 9007199254740992.0;
    }
    case Kind::Other:
        return m_raw == other.m_raw;
    }
    return false;
}

bool RequestId::matchesOnlyAsText(const RequestId &other) const
{
    const bool oneStringOneNumber = (m_kind == Kind::String && other.m_kind == Kind::Number)
                                    || (m_kind == Kind::Number && other.m_kind == Kind::String);
    return oneStringOneNumber && valueText() == other.valueText();
}

} // namespace RpcScope
