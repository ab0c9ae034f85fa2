#include "lib/json/jsonbuilder.h"

#include "lib/json/jsonwriter.h"

namespace RpcScope {

void JsonBuilder::newline()
{
    if (m_indent <= 0)
        return;
    m_out += '\n';
    m_out += QByteArray(qsizetype(m_first.size()) * m_indent, ' ');
}

void JsonBuilder::beforeValue()
{
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (m_first.empty())
        return;
    if (!m_first.back())
        m_out += ',';
    m_first.back() = false;
    newline();
}

JsonBuilder &JsonBuilder::beginObject()
{
    beforeValue();
    m_out += '{';
    m_first.push_back(true);
    return *this;
}

JsonBuilder &JsonBuilder::close(char bracket)
{
    const bool empty = m_first.back();
    m_first.pop_back();
    if (!empty)
        newline();
    m_out += bracket;
    return *this;
}

JsonBuilder &JsonBuilder::endObject()
{
    return close('}');
}

JsonBuilder &JsonBuilder::beginArray()
{
    beforeValue();
    m_out += '[';
    m_first.push_back(true);
    return *this;
}

JsonBuilder &JsonBuilder::endArray()
{
    return close(']');
}

JsonBuilder &JsonBuilder::key(QStringView name)
{
    beforeValue();
    m_out += JsonWriter::quote(name);
    m_out += m_indent > 0 ? ": " : ":";
    m_afterKey = true;
    return *this;
}

JsonBuilder &JsonBuilder::value(QStringView text)
{
    beforeValue();
    m_out += JsonWriter::quote(text);
    return *this;
}

JsonBuilder &JsonBuilder::value(qint64 number)
{
    beforeValue();
    m_out += QByteArray::number(number);
    return *this;
}

JsonBuilder &JsonBuilder::value(bool flag)
{
    beforeValue();
    m_out += flag ? "true" : "false";
    return *this;
}

JsonBuilder &JsonBuilder::null()
{
    beforeValue();
    m_out += "null";
    return *this;
}

JsonBuilder &JsonBuilder::raw(QByteArrayView json)
{
    beforeValue();
    m_out += json;
    return *this;
}

} // namespace RpcScope
