#pragma once

#include <QLabel>

namespace RpcScope {

struct McpList;

/// A list's cache hints as the server gave them (MCP 2026-07-28: ttlMs and cacheScope), in
/// words under the list, muted: "The tool list may be kept for 1 min, the same for every
/// caller". Hidden when the list carries none (older revisions never do).
class McpCacheHint final : public QLabel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(McpCacheHint)

public:
    explicit McpCacheHint(QWidget *parent = nullptr);

    /// \a subject names the list in a sentence: "The tool list".
    void setList(const McpList &list, const QString &subject);
    /// The words for \a ttlMs (-1: none given) and \a scope ("" when none) of \a subject;
    /// empty when neither.
    static QString describe(const QString &subject, qint64 ttlMs, const QString &scope);

private:
    void recolour();
};

} // namespace RpcScope
