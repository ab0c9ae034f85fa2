#include "lib/text/excerpt.h"

#include <QStringDecoder>

namespace RpcScope {

QString Excerpt::oneLine(QByteArrayView bytes, qsizetype limit)
{
    // A character takes at most four UTF-8 bytes; a stateful decoder keeps a sequence cut
    // at the end instead of showing it as a replacement character.
    const qsizetype decoded = qMin(bytes.size(), limit * 4);
    QStringDecoder decoder(QStringDecoder::Utf8);
    QString text = QString(decoder(bytes.first(decoded))).simplified();
    if (text.size() > limit || bytes.size() > decoded)
        text = text.left(limit) + QChar(0x2026);
    return text;
}

QString Excerpt::capped(const QString &text, qsizetype limit)
{
    if (text.size() <= limit)
        return text;
    return text.left(qMax<qsizetype>(limit - 1, 0)) + QChar(0x2026);
}

} // namespace RpcScope
