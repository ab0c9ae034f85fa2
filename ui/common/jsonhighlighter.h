#pragma once

#include <QSyntaxHighlighter>
#include <QTextCharFormat>

namespace RpcScope {

/// Colours JSON text line by line: keys, strings, numbers, literals and punctuation. JSON
/// strings cannot span lines, so no state is carried between blocks. Colours follow the
/// palette's lightness, so the text stays readable on light and dark themes.
class JsonHighlighter final : public QSyntaxHighlighter
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JsonHighlighter)

public:
    explicit JsonHighlighter(QTextDocument *document);

    /// Re-derives the colours, e.g. after the palette changed.
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
