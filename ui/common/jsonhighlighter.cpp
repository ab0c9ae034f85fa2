#include "ui/common/jsonhighlighter.h"

#include <QGuiApplication>
#include <QPalette>

#include <algorithm>

namespace RpcScope {

namespace {

bool isNumberStart(QChar c)
{
    return c == u'-' || (c >= u'0' && c <= u'9');
}

bool isNumberChar(QChar c)
{
    return (c >= u'0' && c <= u'9') || c == u'.' || c == u'e' || c == u'E' || c == u'+' || c == u'-';
}

bool isWordChar(QChar c)
{
    return c.isLetterOrNumber() || c == u'_';
}

} // namespace

JsonHighlighter::JsonHighlighter(QTextDocument *document)
    : QSyntaxHighlighter(document)
{
    updateColours(QGuiApplication::palette());
}

void JsonHighlighter::updateColours(const QPalette &palette)
{
    const bool dark = palette.color(QPalette::Base).lightness() < 128;
    m_key.setForeground(dark ? QColor(0x8a, 0xb4, 0xf8) : QColor(0x1a, 0x4f, 0x9c));
    m_key.setFontWeight(QFont::DemiBold);
    m_string.setForeground(dark ? QColor(0x9c, 0xd6, 0x8a) : QColor(0x1f, 0x7a, 0x1f));
    m_number.setForeground(dark ? QColor(0xf2, 0xb8, 0x6b) : QColor(0xa3, 0x4a, 0x00));
    m_literal.setForeground(dark ? QColor(0xd7, 0x9b, 0xf0) : QColor(0x7b, 0x2c, 0x9e));
    m_literal.setFontWeight(QFont::DemiBold);
    m_punctuation.setForeground(palette.color(QPalette::Disabled, QPalette::Text));
    rehighlight();
}

void JsonHighlighter::highlightBlock(const QString &text)
{
    const qsizetype length = text.size();
    qsizetype i = 0;
    while (i < length) {
        const QChar c = text.at(i);
        if (c == u'"') {
            qsizetype end = i + 1;
            while (end < length && text.at(end) != u'"')
                end += text.at(end) == u'\\' ? 2 : 1;
            end = std::min(end + 1, length);
            // A string followed by a colon is a key.
            qsizetype after = end;
            while (after < length && text.at(after).isSpace())
                ++after;
            const bool key = after < length && text.at(after) == u':';
            setFormat(int(i), int(end - i), key ? m_key : m_string);
            i = end;
        } else if (isNumberStart(c)) {
            qsizetype end = i + 1;
            while (end < length && isNumberChar(text.at(end)))
                ++end;
            setFormat(int(i), int(end - i), m_number);
            i = end;
        } else if (c.isLetter()) {
            qsizetype end = i + 1;
            while (end < length && isWordChar(text.at(end)))
                ++end;
            const QStringView word = QStringView(text).mid(i, end - i);
            if (word == u"true" || word == u"false" || word == u"null")
                setFormat(int(i), int(end - i), m_literal);
            i = end;
        } else {
            if (c == u'{' || c == u'}' || c == u'[' || c == u']' || c == u':' || c == u',')
                setFormat(int(i), 1, m_punctuation);
            ++i;
        }
    }
}

} // namespace RpcScope
