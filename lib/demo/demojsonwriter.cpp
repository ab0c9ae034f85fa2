#include "lib/demo/demojsonwriter.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QLocale>
#include <QString>

#include <algorithm>
#include <cmath>
#include <utility>

namespace RpcScope {

void DemoJsonWriter::separate()
{
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (!m_hasItems.empty()) {
        if (m_hasItems.back())
            m_text.append(',');
        m_hasItems.back() = true;
    }
}

DemoJsonWriter &DemoJsonWriter::beginObject()
{
    separate();
    m_text.append('{');
    m_hasItems.push_back(false);
    return *this;
}

DemoJsonWriter &DemoJsonWriter::endObject()
{
    m_text.append('}');
    m_hasItems.pop_back();
    return *this;
}

DemoJsonWriter &DemoJsonWriter::beginArray()
{
    separate();
    m_text.append('[');
    m_hasItems.push_back(false);
    return *this;
}

DemoJsonWriter &DemoJsonWriter::endArray()
{
    m_text.append(']');
    m_hasItems.pop_back();
    return *this;
}

DemoJsonWriter &DemoJsonWriter::key(QLatin1StringView name)
{
    separate();
    appendQuoted(m_text, QByteArrayView(name.data(), name.size()));
    m_text.append(':');
    m_afterKey = true;
    return *this;
}

DemoJsonWriter &DemoJsonWriter::str(QStringView text)
{
    separate();
    appendQuoted(m_text, text.toUtf8());
    return *this;
}

DemoJsonWriter &DemoJsonWriter::str(QLatin1StringView text)
{
    // ASCII is already UTF-8; Latin-1 above 0x7F is not, so go through QString for that.
    const QByteArrayView bytes(text.data(), text.size());
    if (std::all_of(bytes.begin(), bytes.end(), [](char c) { return uchar(c) < 0x80; })) {
        separate();
        appendQuoted(m_text, bytes);
        return *this;
    }
    return str(QStringView(QString(text)));
}

DemoJsonWriter &DemoJsonWriter::integer(qint64 value)
{
    separate();
    m_text.append(QByteArray::number(value));
    return *this;
}

DemoJsonWriter &DemoJsonWriter::number(double value)
{
    separate();
    if (!std::isfinite(value))
        m_text.append("null");
    else
        m_text.append(QString::number(value, 'g', QLocale::FloatingPointShortest).toLatin1());
    return *this;
}

DemoJsonWriter &DemoJsonWriter::boolean(bool value)
{
    separate();
    m_text.append(value ? "true" : "false");
    return *this;
}

DemoJsonWriter &DemoJsonWriter::null()
{
    separate();
    m_text.append("null");
    return *this;
}

DemoJsonWriter &DemoJsonWriter::raw(QByteArrayView json)
{
    separate();
    m_text.append(json);
    return *this;
}

DemoJsonWriter &DemoJsonWriter::json(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        return null();
    case QJsonValue::Bool:
        return boolean(value.toBool());
    case QJsonValue::Double: {
        // Integers up to int64 are kept exactly by QJsonValue; write them as integers.
        const double d = value.toDouble();
        const qint64 i = value.toInteger(0);
        if (std::isfinite(d) && std::trunc(d) == d && (i != 0 || d == 0.0) && std::fabs(d) < 9.3e18)
            return integer(i);
        return number(d);
    }
    case QJsonValue::String:
        return str(value.toString());
    case QJsonValue::Array: {
        beginArray();
        const QJsonArray array = value.toArray();
        for (const QJsonValue &item : array)
            json(item);
        return endArray();
    }
    case QJsonValue::Object: {
        beginObject();
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            separate();
            appendQuoted(m_text, it.key().toUtf8());
            m_text.append(':');
            m_afterKey = true;
            json(it.value());
        }
        return endObject();
    }
    }
    return null();
}

QByteArray DemoJsonWriter::take()
{
    m_hasItems.clear();
    m_afterKey = false;
    return std::exchange(m_text, QByteArray());
}

QByteArray DemoJsonWriter::quoted(QStringView text)
{
    QByteArray out;
    appendQuoted(out, text.toUtf8());
    return out;
}

void DemoJsonWriter::appendQuoted(QByteArray &out, QByteArrayView utf8)
{
    static const char hex[] = "0123456789abcdef";
    out.append('"');
    qsizetype runStart = 0;
    for (qsizetype i = 0; i < utf8.size(); ++i) {
        const auto c = static_cast<unsigned char>(utf8[i]);
        if (c >= 0x20 && c != '"' && c != '\\')
            continue;
        out.append(utf8.sliced(runStart, i - runStart));
        runStart = i + 1;
        switch (c) {
        case '"': out.append("\\\""); break;
        case '\\': out.append("\\\\"); break;
        case '\n': out.append("\\n"); break;
        case '\r': out.append("\\r"); break;
        case '\t': out.append("\\t"); break;
        case '\b': out.append("\\b"); break;
        case '\f': out.append("\\f"); break;
        default: {
            const char escape[] = {'\\', 'u', '0', '0', hex[c >> 4], hex[c & 0xF]};
            out.append(escape, sizeof escape);
        }
        }
    }
    out.append(utf8.sliced(runStart));
    out.append('"');
}

} // namespace RpcScope
