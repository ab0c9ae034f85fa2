#include "lib/json/jsonsplice.h"

#include "lib/json/jsondocument.h"
#include "lib/json/jsonwriter.h"
#include "lib/tr.h"

namespace RpcScope::JsonSplice {

namespace {

struct Range
{
    qsizetype begin = 0;
    qsizetype end = 0;   // one past
};

Range rangeOf(const JsonDocument &doc, int node)
{
    const QByteArrayView raw = doc.raw(node);
    const qsizetype begin = raw.data() - doc.bytes().constData();
    return {begin, begin + raw.size()};
}

/// The parsed text when it is an object; otherwise an invalid document and \a error set.
JsonDocument parseObject(const QByteArray &text, QString *error)
{
    JsonDocument doc = JsonDocument::parse(text);
    if (!doc.isValid()) {
        if (error)
            *error = doc.error().message;
        return {};
    }
    if (doc.type(0) != JsonDocument::Type::Object) {
        if (error)
            *error = Tr::tr("The text is not a JSON object.");
        return {};
    }
    return doc;
}

/// Walks \a path as far as it exists: the deepest object reached and how many path
/// members were found (the last found one's value node in \a valueNode).
int walk(const JsonDocument &doc, const QStringList &path, int *valueNode)
{
    int object = 0;
    *valueNode = -1;
    int found = 0;
    for (const QString &key : path) {
        if (doc.type(object) != JsonDocument::Type::Object)
            break;
        const int member = doc.member(object, key);
        if (member < 0)
            break;
        *valueNode = member;
        ++found;
        object = member;
    }
    return found;
}

/// `{"b": {"c": value}}` for the path members still missing.
QByteArray nested(const QStringList &rest, const QByteArray &valueText)
{
    QByteArray out = valueText;
    for (qsizetype i = rest.size() - 1; i >= 1; --i)
        out = '{' + JsonWriter::quote(rest.at(i)) + ": " + out + '}';
    return out;
}

/// Inserts member `key: value` at the end of \a object, spaced like its first member.
QByteArray insertMember(const JsonDocument &doc, int object, const QString &key, const QByteArray &value)
{
    const QByteArray &bytes = doc.bytes();
    const Range whole = rangeOf(doc, object);
    const int first = doc.firstChild(object);
    if (first < 0) {
        // Empty object: "{}" or "{ }" becomes {"key": value}.
        QByteArray out = bytes.left(whole.begin + 1);
        out += JsonWriter::quote(key) + ": " + value;
        out += bytes.mid(whole.end - 1);
        return out;
    }
    const Range firstKey = rangeOf(doc, doc.keyNode(first));
    const Range firstValue = rangeOf(doc, first);
    // Separator between '{' and the first key ("\n    " or " " or ""), and between key and value.
    const QByteArray lead = bytes.mid(whole.begin + 1, firstKey.begin - whole.begin - 1);
    QByteArray colon = bytes.mid(firstKey.end, firstValue.begin - firstKey.end);
    if (colon.trimmed() != ":")
        colon = ": ";
    int last = first;
    for (int next = doc.nextSibling(first); next >= 0; next = doc.nextSibling(next))
        last = next;
    const qsizetype at = rangeOf(doc, last).end;
    const QByteArray between = lead.contains('\n') ? lead : QByteArray(" ");
    QByteArray out = bytes.left(at);
    out += ',' + between + JsonWriter::quote(key) + colon + value;
    out += bytes.mid(at);
    return out;
}

} // namespace

QByteArray setMember(const QByteArray &text, const QStringList &path, const QByteArray &valueText, QString *error)
{
    const JsonDocument doc = parseObject(text, error);
    if (!doc.isValid())
        return {};
    if (path.isEmpty())
        return valueText;
    int value = -1;
    const int found = walk(doc, path, &value);
    if (found == path.size()) {
        const Range range = rangeOf(doc, value);
        return text.left(range.begin) + valueText + text.mid(range.end);
    }
    const QStringList rest = path.mid(found);
    const int container = found == 0 ? 0 : value;
    if (doc.type(container) != JsonDocument::Type::Object) {
        // A scalar or array on the way becomes the object the path needs.
        const Range range = rangeOf(doc, container);
        return text.left(range.begin) + '{' + JsonWriter::quote(rest.first()) + ": " + nested(rest, valueText) + '}'
            + text.mid(range.end);
    }
    return insertMember(doc, container, rest.first(), nested(rest, valueText));
}

QByteArray removeMember(const QByteArray &text, const QStringList &path, QString *error)
{
    const JsonDocument doc = parseObject(text, error);
    if (!doc.isValid())
        return {};
    int value = -1;
    if (path.isEmpty() || walk(doc, path, &value) != path.size())
        return text;
    const int object = doc.parent(value);
    const Range key = rangeOf(doc, doc.keyNode(value));
    const Range val = rangeOf(doc, value);
    const int next = doc.nextSibling(value);
    if (next >= 0) {
        // Up to the next key: takes the comma and the spacing before the next member.
        const Range nextKey = rangeOf(doc, doc.keyNode(next));
        return text.left(key.begin) + text.mid(nextKey.begin);
    }
    int previous = -1;
    for (int child = doc.firstChild(object); child >= 0 && child != value; child = doc.nextSibling(child))
        previous = child;
    if (previous >= 0) {
        // The last member: from the end of the previous value, taking the comma before.
        return text.left(rangeOf(doc, previous).end) + text.mid(val.end);
    }
    // The only member: the object becomes empty, keeping what follows its closing brace.
    const Range whole = rangeOf(doc, object);
    return text.left(whole.begin + 1) + text.mid(whole.end - 1);
}

QByteArray memberText(const QByteArray &text, const QStringList &path)
{
    const JsonDocument doc = parseObject(text, nullptr);
    if (!doc.isValid() || path.isEmpty())
        return {};
    int value = -1;
    if (walk(doc, path, &value) != path.size())
        return {};
    return doc.raw(value).toByteArray();
}

} // namespace RpcScope::JsonSplice
