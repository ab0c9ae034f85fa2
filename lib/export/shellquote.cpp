#include "lib/export/shellquote.h"

#include <QStringDecoder>

namespace RpcScope {

bool ShellQuote::isPlainText(QByteArrayView bytes)
{
    for (const char c : bytes) {
        const auto byte = uchar(c);
        if ((byte < 0x20 && byte != '\t' && byte != '\n') || byte == 0x7f)
            return false;
    }
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString decoded = decoder.decode(bytes);   // decoding is what finds the errors
    Q_UNUSED(decoded)
    return !decoder.hasError();
}

QString ShellQuote::quote(QStringView text)
{
    if (text.isEmpty())
        return QStringLiteral("''");
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        const bool plain = (u >= u'a' && u <= u'z') || (u >= u'A' && u <= u'Z') || (u >= u'0' && u <= u'9')
                || u == u'@' || u == u'%' || u == u'+' || u == u'=' || u == u':' || u == u','
                || u == u'.' || u == u'/' || u == u'-' || u == u'_';
        if (!plain)
            return quoteAlways(text);
    }
    return text.toString();
}

QString ShellQuote::quoteAlways(QStringView text)
{
    // Inside single quotes nothing is special but the quote itself: close, escape, reopen.
    QString quoted;
    quoted.reserve(text.size() + 2);
    quoted.append(u'\'');
    for (const QChar c : text) {
        if (c == u'\'')
            quoted.append(QLatin1String("'\\''"));
        else
            quoted.append(c);
    }
    quoted.append(u'\'');
    return quoted;
}

QString ShellQuote::printfFormat(QByteArrayView bytes)
{
    QString format;
    format.reserve(bytes.size() * 2 + 2);
    format.append(u'\'');
    for (const char c : bytes) {
        const auto byte = uchar(c);
        if (byte == '%') {
            format.append(QLatin1String("%%"));
        } else if (byte == '\\') {
            format.append(QLatin1String("\\\\"));
        } else if (byte == '\n') {
            format.append(QLatin1String("\\n"));
        } else if (byte == '\t') {
            format.append(QLatin1String("\\t"));
        } else if (byte >= 0x20 && byte < 0x7f && byte != '\'') {
            format.append(QLatin1Char(c));
        } else {
            format.append(u'\\');
            format.append(QLatin1Char(char('0' + (byte >> 6))));
            format.append(QLatin1Char(char('0' + ((byte >> 3) & 7))));
            format.append(QLatin1Char(char('0' + (byte & 7))));
        }
    }
    format.append(u'\'');
    return format;
}

} // namespace RpcScope
