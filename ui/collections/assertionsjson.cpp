#include "ui/collections/assertionsjson.h"

#include "lib/collection/collectionfile.h"
#include "lib/json/jsondocument.h"
#include "lib/json/jsonwriter.h"

namespace RpcScope {

QString AssertionsJson::toText(const QList<Assertion> &assertions)
{
    Collection collection;
    CollectionItem item;
    item.name = QStringLiteral("r");
    item.request.method = QStringLiteral("m");
    item.request.assertions = assertions;
    collection.items.push_back(item);
    const JsonDocument json = JsonDocument::parse(CollectionFile::serialize(collection));
    const int items = json.member(0, u"items");
    const int array = json.member(json.child(items, 0), u"assertions");
    return array < 0 ? QStringLiteral("[]") : QString::fromUtf8(JsonWriter::prettyPrint(json, array));
}

std::optional<QList<Assertion>> AssertionsJson::fromText(const QString &text, QString *error)
{
    // The text becomes the assertions of a one-request collection; the prefix has no line
    // break, so the reader's line numbers are the text's own.
    const QByteArray bytes = QByteArrayLiteral(
                                 R"({"format": "rpcscope-collection", "version": 1, "items": [{"type": "request", )"
                                 R"("name": "r", "method": "m", "assertions": )")
        + text.toUtf8() + QByteArrayLiteral("\n}]}\n");
    Collection collection;
    QString why;
    if (CollectionFile::parse(bytes, &collection, &why) != CollectionFile::Status::Ok || collection.items.size() != 1) {
        if (error)
            *error = why.replace(QStringLiteral("items[0]."), QString());
        return std::nullopt;
    }
    return collection.items.front().request.assertions;
}

Assertion AssertionsJson::equals(const QString &path, const QByteArray &expected)
{
    Assertion assertion;
    assertion.kind = Assertion::Kind::PathEquals;
    assertion.path = path;
    assertion.expected = QString::fromUtf8(expected);
    return assertion;
}

} // namespace RpcScope
