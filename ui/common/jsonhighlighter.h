#pragma once

#include <QSyntaxHighlighter>
#include <QTextCharFormat>

namespace RpcScope {

/// Colours JSON text line by line: keys, strings, numbers, literals and punctuation. JSON
/// strings cannot span lines, so no state is carried between blocks. The colours are the
/// Theme's JSON roles, and the text is coloured again when the theme changes.
class JsonHighlighter final : public QSyntaxHighlighter
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JsonHighlighter)

public:
    explicit JsonHighlighter(QTextDocument *document);

    /// Re-derives the colours for text shown on \a palette, e.g. after the palette changed;
    /// colours the text again only when a colour differs.
    void updateColours(const QPalette &palette);

protected:
    void highlightBlock(const QString &text) override;

private:
    QTextCharFormat m_key;
    QTextCharFormat m_string;
    QTextCharFormat m_number;
    QTextCharFormat m_literal;
    QTextCharFormat m_punctuation;
};

} // namespace RpcScope
