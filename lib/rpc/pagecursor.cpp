#include "lib/rpc/pagecursor.h"

#include "lib/json/jsonsplice.h"
#include "lib/json/jsonwriter.h"
#include "lib/tr.h"

#include <limits>

namespace RpcScope {

namespace {

using Type = JsonDocument::Type;

// Names a params object may already use for a cursor; the next request keeps the one used.
const QStringList &cursorParamNames()
{
    static const QStringList names = {QStringLiteral("cursor"), QStringLiteral("pageToken"),
                                      QStringLiteral("page_token"), QStringLiteral("next_cursor"),
                                      QStringLiteral("after")};
    return names;
}

bool usableCursor(const JsonDocument &doc, int node)
{
    if (node < 0)
        return false;
    if (doc.type(node) == Type::String)
        return !doc.string(node).isEmpty();
    return doc.type(node) == Type::Number;
}

} // namespace

PageCursor PageCursor::find(const JsonDocument &doc, int resultNode)
{
    PageCursor cursor;
    if (!doc.isValid() || resultNode < 0 || doc.type(resultNode) != Type::Object)
        return cursor;
    struct Rule
    {
        const char16_t *resultKey;
        const char16_t *paramName;
        bool needsHasMore;
    };
    static constexpr Rule rules[] = {
        {u"nextCursor", u"cursor", false},
        {u"next_cursor", u"cursor", false},
        {u"nextPageToken", u"pageToken", false},
        {u"cursor", u"cursor", true},
    };
    for (const Rule &rule : rules) {
        const int node = doc.member(resultNode, QStringView(rule.resultKey));
        if (!usableCursor(doc, node))
            continue;
        if (rule.needsHasMore) {
            const int hasMore = doc.member(resultNode, u"has_more");
            const int hasMoreCamel = doc.member(resultNode, u"hasMore");
            const bool more = (hasMore >= 0 && doc.type(hasMore) == Type::True)
                              || (hasMoreCamel >= 0 && doc.type(hasMoreCamel) == Type::True);
            if (!more)
                continue;
        }
        cursor.resultKey = QString::fromUtf16(rule.resultKey);
        cursor.paramName = QString::fromUtf16(rule.paramName);
        cursor.valueText = doc.raw(node).toByteArray();
        return cursor;
    }
    return cursor;
}

QByteArray PageCursor::advancedId(const QByteArray &idText)
{
    const JsonDocument id = JsonDocument::parse(idText);
    if (!id.isValid())
        return idText;
    if (id.type(0) == Type::Number) {
        bool ok = false;
        const qint64 value = id.toInt64(0, &ok);
        return ok && value < std::numeric_limits<qint64>::max() ? QByteArray::number(value + 1) : idText;
    }
    if (id.type(0) != Type::String)
        return idText;
    // "req-7" → "req-8": the trailing number goes up, the rest stays.
    QString text = id.string(0);
    qsizetype digits = text.size();
    while (digits > 0 && text.at(digits - 1).isDigit() && text.at(digits - 1).unicode() < 0x80)
        --digits;
    bool ok = false;
    const qulonglong number = QStringView(text).sliced(digits).toULongLong(&ok);
    if (ok && digits < text.size()) {
        const QString next = QString::number(number + 1);
        const qsizetype width = text.size() - digits;
        text = text.left(digits) + QString(std::max<qsizetype>(0, width - next.size()), u'0') + next;
    } else {
        text += QStringLiteral("-2");
    }
    return JsonWriter::quote(text);
}

QByteArray PageCursor::nextRequest(const QByteArray &sentRequest, const PageCursor &cursor, QString *error)
{
    auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return QByteArray();
    };
    if (!cursor.isValid())
        return fail(Tr::tr("The result has no cursor for a next page."));
    const JsonDocument sent = JsonDocument::parse(sentRequest);
    if (!sent.isValid() || sent.type(0) != Type::Object)
        return fail(Tr::tr("The next page needs the request that was sent as one JSON object (not a batch)."));
    const int params = sent.member(0, u"params");
    if (params >= 0 && sent.type(params) == Type::Array)
        return fail(Tr::tr("The request passes its params by position, so there is no place for a cursor."));
    QString paramName = cursor.paramName;
    if (params >= 0 && sent.type(params) == Type::Object) {
        for (const QString &name : cursorParamNames()) {
            if (sent.member(params, name) >= 0) {
                paramName = name;
                break;
            }
        }
    }
    QByteArray next = JsonSplice::setMember(sentRequest, {QStringLiteral("params"), paramName}, cursor.valueText, error);
    if (next.isNull())
        return {};
    const int id = sent.member(0, u"id");
    if (id >= 0) {
        next = JsonSplice::setMember(next, {QStringLiteral("id")}, advancedId(sent.raw(id).toByteArray()), error);
        if (next.isNull())
            return {};
    }
    return next;
}

} // namespace RpcScope
