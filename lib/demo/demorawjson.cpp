#include "lib/demo/demorawjson.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <cstring>

namespace RpcScope {

namespace {

bool isJsonWhitespace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

} // namespace

qsizetype DemoRawJson::skipWhitespace(QByteArrayView text, qsizetype pos)
{
    while (pos < text.size() && isJsonWhitespace(text[pos]))
        ++pos;
    return pos;
}

qsizetype DemoRawJson::skipString(QByteArrayView text, qsizetype pos)
{
    // pos is at the opening quote; the text is valid JSON, so every backslash escapes
    // exactly the next byte as far as finding the closing quote is concerned.
    const char *data = text.data();
    const qsizetype size = text.size();
    ++pos;
    while (pos < size) {
        const void *hit = std::memchr(data + pos, '"', size_t(size - pos));
        if (!hit)
            return size;
        qsizetype quote = static_cast<const char *>(hit) - data;
        qsizetype backslashes = 0;
        while (quote - 1 - backslashes >= pos && data[quote - 1 - backslashes] == '\\')
            ++backslashes;
        if (backslashes % 2 == 0)
            return quote + 1;
        pos = quote + 1;
    }
    return size;
}

qsizetype DemoRawJson::skipValue(QByteArrayView text, qsizetype pos)
{
    if (pos >= text.size())
        return pos;
    const char first = text[pos];
    if (first == '"')
        return skipString(text, pos);
    if (first == '{' || first == '[') {
        int depth = 0;
        for (qsizetype i = pos; i < text.size(); ++i) {
            const char c = text[i];
            if (c == '"') {
                i = skipString(text, i) - 1;
            } else if (c == '{' || c == '[') {
                ++depth;
            } else if (c == '}' || c == ']') {
                if (--depth == 0)
                    return i + 1;
            }
        }
        return text.size();
    }
    // A number or a literal runs to the next delimiter.
    while (pos < text.size()) {
        const char c = text[pos];
        if (c == ',' || c == ']' || c == '}' || isJsonWhitespace(c))
            break;
        ++pos;
    }
    return pos;
}

QByteArrayView DemoRawJson::trimmed(QByteArrayView json)
{
    if (json.startsWith("\xEF\xBB\xBF"))
        json = json.sliced(3);
    qsizetype begin = skipWhitespace(json, 0);
    qsizetype end = json.size();
    while (end > begin && isJsonWhitespace(json[end - 1]))
        --end;
    return json.sliced(begin, end - begin);
}

QList<QByteArrayView> DemoRawJson::elements(QByteArrayView array)
{
    QList<QByteArrayView> result;
    array = trimmed(array);
    if (!array.startsWith('['))
        return result;
    qsizetype pos = skipWhitespace(array, 1);
    while (pos < array.size() && array[pos] != ']') {
        const qsizetype end = skipValue(array, pos);
        result.append(array.sliced(pos, end - pos));
        pos = skipWhitespace(array, end);
        if (pos < array.size() && array[pos] == ',')
            pos = skipWhitespace(array, pos + 1);
    }
    return result;
}

bool DemoRawJson::keyEquals(QByteArrayView quotedKey, QLatin1StringView key)
{
    const QByteArrayView inner = quotedKey.sliced(1, quotedKey.size() - 2);
    if (!inner.contains('\\'))
        return inner == QByteArrayView(key.data(), key.size());
    // An escaped key ("\u0069d" is "id") is rare: let the real parser decode it.
    const QByteArray wrapped = '[' + quotedKey.toByteArray() + ']';
    return QJsonDocument::fromJson(wrapped).array().at(0).toString() == key;
}

QByteArrayView DemoRawJson::member(QByteArrayView object, QLatin1StringView key)
{
    QByteArrayView found;
    object = trimmed(object);
    if (!object.startsWith('{'))
        return found;
    qsizetype pos = skipWhitespace(object, 1);
    while (pos < object.size() && object[pos] == '"') {
        const qsizetype keyEnd = skipString(object, pos);
        const QByteArrayView quotedKey = object.sliced(pos, keyEnd - pos);
        pos = skipWhitespace(object, keyEnd);
        if (pos >= object.size() || object[pos] != ':')
            break;
        pos = skipWhitespace(object, pos + 1);
        const qsizetype valueEnd = skipValue(object, pos);
        if (keyEquals(quotedKey, key))
            found = object.sliced(pos, valueEnd - pos);
        pos = skipWhitespace(object, valueEnd);
        if (pos < object.size() && object[pos] == ',')
            pos = skipWhitespace(object, pos + 1);
    }
    return found;
}

QByteArray DemoRawJson::compact(QByteArrayView json)
{
    json = trimmed(json);
    QByteArray out;
    out.reserve(json.size());
    qsizetype pos = 0;
    while (pos < json.size()) {
        const char c = json[pos];
        if (c == '"') {
            const qsizetype end = skipString(json, pos);
            out.append(json.sliced(pos, end - pos));
            pos = end;
        } else {
            if (!isJsonWhitespace(c))
                out.append(c);
            ++pos;
        }
    }
    return out;
}

} // namespace RpcScope
