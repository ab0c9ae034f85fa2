#pragma once

#include "lib/mcp/toolresult.h"

#include <QScrollArea>

class QLabel;
class QVBoxLayout;

namespace RpcScope {

/// What an MCP answer carries, rendered by content type: text as text, text that is JSON
/// pretty-printed from its own tokens (members in the server's order), images shown, embedded
/// resources with their URI, links as links. A tool result that says isError is shown as a
/// failure in words and colour; its structuredContent is checked against the tool's
/// outputSchema and every problem listed.
class McpContentView final : public QScrollArea
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(McpContentView)

public:
    explicit McpContentView(QWidget *parent = nullptr);

    void clear();
    /// A line above the content (e.g. the call and its time); \a failure colours it.
    void showHeading(const QString &text, bool failure = false);
    /// A line of plain text under the heading (what a call went through on its way).
    void showNote(const QString &text);
    /// A tools/call result; \a outputSchemaJson is the tool's outputSchema (empty: none).
    void showToolResult(const ToolResult &result, const QByteArray &outputSchemaJson);
    /// Content items (resources/read contents, prompt messages' content).
    void showItems(const QList<McpContent> &items, const QStringList &captions = {});
    /// A block of JSON text (pretty-printed when it parses), under \a caption.
    void showJson(const QString &caption, const QByteArray &json);

    /// The texts shown (headings, captions, text blocks), for tests and copy.
    QStringList shownTexts() const;
    /// Images shown.
    int imageCount() const { return m_images; }
    bool showsFailure() const { return m_failure; }

private:
    void addItem(const McpContent &item, const QString &caption);
    QLabel *addLabel(const QString &text, bool bold = false, bool failure = false);
    void addText(const QString &text, bool json);

    QWidget *m_page = nullptr;
    QVBoxLayout *m_layout = nullptr;
    int m_images = 0;
    bool m_failure = false;
};

} // namespace RpcScope
