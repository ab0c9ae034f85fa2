#include "lib/json/jsonfieldreader.h"

#include "lib/tr.h"

#include <limits>

namespace RpcScope {

namespace {

QString typeName(JsonDocument::Type type)
{
    switch (type) {
    case JsonDocument::Type::String:
        return Tr::tr("a string");
    case JsonDocument::Type::Number:
        return Tr::tr("a number");
    case JsonDocument::Type::Array:
        return Tr::tr("an array");
    case JsonDocument::Type::Object:
        return Tr::tr("an object");
    case JsonDocument::Type::True:
    case JsonDocument::Type::False:
        return Tr::tr("true or false");
    case JsonDocument::Type::Null:
        return Tr::tr("null");
    }
    return {};
}

} // namespace

void JsonFieldReader::fail(int node, const QString &path, const QString &what)
{
    if (failed())
        return;
    m_error = Tr::tr("Line %1, %2: %3").arg(line(node)).arg(path, what);
}

int JsonFieldReader::member(int object, const QString &path, const QString &key, JsonDocument::Type type,
                            bool required)
{
    const int node = m_doc.member(object, key);
    if (node < 0) {
        if (required)
            fail(object, path, Tr::tr("the member \"%1\" is missing").arg(key));
        return -1;
    }
    const JsonDocument::Type actual = m_doc.type(node);
    const bool boolean = type == JsonDocument::Type::True || type == JsonDocument::Type::False;
    const bool matches = boolean ? (actual == JsonDocument::Type::True || actual == JsonDocument::Type::False)
                                 : actual == type;
    if (!matches) {
        fail(node, join(path, key), Tr::tr("expected %1").arg(typeName(type)));
        return -1;
    }
    return node;
}

QString JsonFieldReader::string(int object, const QString &path, const QString &key, bool required)
{
    const int node = member(object, path, key, JsonDocument::Type::String, required);
    return node < 0 ? QString() : m_doc.string(node);
}

bool JsonFieldReader::boolean(int object, const QString &path, const QString &key, bool fallback)
{
    const int node = member(object, path, key, JsonDocument::Type::True, false);
    return node < 0 ? fallback : m_doc.type(node) == JsonDocument::Type::True;
}

qint64 JsonFieldReader::integer(int object, const QString &path, const QString &key, qint64 fallback,
                                qint64 minimum, bool required)
{
    const int node = member(object, path, key, JsonDocument::Type::Number, required);
    if (node < 0)
        return fallback;
    bool ok = false;
    const qint64 value = m_doc.toInt64(node, &ok);
    if (!ok || value < minimum || value > std::numeric_limits<int>::max()) {
        fail(node, join(path, key),
             Tr::tr("expected a whole number from %1 to %2").arg(minimum).arg(std::numeric_limits<int>::max()));
        return fallback;
    }
    return value;
}

QString JsonFieldReader::text(int object, const QString &path, const QString &key, const QString &textKey)
{
    const int node = m_doc.member(object, key);
    if (node >= 0)
        return QString::fromUtf8(m_doc.raw(node));
    return string(object, path, textKey);
}

int JsonFieldReader::line(int node) const
{
    const qsizetype offset = m_doc.raw(node).data() - m_doc.bytes().constData();
    return int(QByteArrayView(m_doc.bytes().constData(), offset).count('\n')) + 1;
}

} // namespace RpcScope
