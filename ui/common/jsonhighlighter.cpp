#include "ui/common/jsonhighlighter.h"

#include "ui/common/theme.h"

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
    m_key.setFontWeight(QFont::DemiBold);
    m_literal.setFontWeight(QFont::DemiBold);
    updateColours(QGuiApplication::palette());
    connect(Theme::instance(), &Theme::changed, this, [this] { updateColours(QGuiApplication::palette()); });
}

void JsonHighlighter::updateColours(const QPalette &palette)
{
    bool differs = false;
    const auto set = [&](QTextCharFormat &format, Theme::Role role) {
        const QColor colour = Theme::color(role, palette);
        if (format.foreground().color() != colour || format.foreground().style() == Qt::NoBrush) {
            format.setForeground(colour);
            differs = true;
        }
    };
    set(m_key, Theme::Role::JsonKey);
    set(m_string, Theme::Role::JsonString);
    set(m_number, Theme::Role::JsonNumber);
    set(m_literal, Theme::Role::JsonLiteral);
    set(m_punctuation, Theme::Role::JsonPunctuation);
    // Colouring a 4 MB raw body again is not free: only when something changed.
    if (differs)
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
