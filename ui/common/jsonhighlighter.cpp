#include "ui/common/jsonhighlighter.h"

#include "ui/common/jsonlinetokens.h"
#include "ui/common/theme.h"

#include <QGuiApplication>
#include <QPalette>

#include <algorithm>

namespace RpcScope {

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
    const std::vector<JsonToken> tokens = tokenizeJsonLine(text);
    qsizetype start = 0;
    for (qsizetype i = 1; i <= qsizetype(tokens.size()); ++i) {
        if (i < qsizetype(tokens.size()) && tokens[size_t(i)] == tokens[size_t(start)])
            continue;
        const QTextCharFormat *format = nullptr;
        switch (tokens[size_t(start)]) {
        case JsonToken::Key: format = &m_key; break;
        case JsonToken::String: format = &m_string; break;
        case JsonToken::Number: format = &m_number; break;
        case JsonToken::Literal: format = &m_literal; break;
        case JsonToken::Punctuation: format = &m_punctuation; break;
        case JsonToken::Plain: break;
        }
        if (format)
            setFormat(int(start), int(i - start), *format);
        start = i;
    }
}

} // namespace RpcScope
