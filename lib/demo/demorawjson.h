#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QLatin1StringView>
#include <QList>

namespace RpcScope {

/// Order- and spelling-preserving views into JSON text that has already been validated
/// (by QJsonDocument). QJsonDocument sorts keys and respells numbers; these helpers let
/// the demo endpoints echo an id or params exactly as the client wrote them. They are not
/// lib/json's JsonDocument on purpose: QJsonDocument decides what a request is, and it
/// accepts text the strict JsonDocument refuses (raw control characters in strings,
/// unknown escapes, unpaired surrogates, a byte order mark), so only a scan that follows
/// wherever QJsonDocument went can find every id it accepted.
class DemoRawJson
{
public:
    /// The exact text of each element of a JSON array, in order.
    static QList<QByteArrayView> elements(QByteArrayView array);
    /// The exact text of the value of member \a key of a JSON object; the last occurrence
    /// wins, as in QJsonObject. Empty when the member is absent.
    static QByteArrayView member(QByteArrayView object, QLatin1StringView key);
    /// The same text without insignificant whitespace, member order and spelling kept.
    static QByteArray compact(QByteArrayView json);
    /// The text with a leading UTF-8 byte order mark and surrounding whitespace removed.
    static QByteArrayView trimmed(QByteArrayView json);

private:
    static qsizetype skipWhitespace(QByteArrayView text, qsizetype pos);
    static qsizetype skipString(QByteArrayView text, qsizetype pos);
    static qsizetype skipValue(QByteArrayView text, qsizetype pos);
    static bool keyEquals(QByteArrayView quotedKey, QLatin1StringView key);
};

} // namespace RpcScope
