#pragma once

#include <QByteArray>
#include <QStringView>

namespace RpcScope {

class JsonDocument;

/// Writes a JsonDocument (or one of its subtrees) back as JSON text. Member order and the
/// exact spelling of every token stay as parsed: numbers as written, strings with their
/// original escapes; only whitespace changes. Iterative, so any depth the parser accepted
/// can be written.
class JsonWriter
{
public:
    JsonWriter() = default;

    /// Spaces per level when pretty-printing (default 2; clamped to 0..16).
    void setIndent(int spaces);
    int indent() const { return m_indent; }
    /// Compact output: no whitespace at all.
    void setCompact(bool compact) { m_compact = compact; }
    bool isCompact() const { return m_compact; }
    /// Levels below this depth are written compactly on one line, so the output of a
    /// pathologically deep text stays linear in its size (default 64).
    void setMaxIndentDepth(int levels) { m_maxIndentDepth = levels < 0 ? 0 : levels; }
    int maxIndentDepth() const { return m_maxIndentDepth; }

    /// The text of \a node's subtree (by default the whole document), with no trailing
    /// newline. Empty for an invalid document or node.
    QByteArray write(const JsonDocument &document, int node = 0) const;

    static QByteArray prettyPrint(const JsonDocument &document, int node = 0, int indent = 2);
    static QByteArray compact(const JsonDocument &document, int node = 0);

    /// \a text as a JSON string literal in UTF-8: quotes, backslashes and control
    /// characters escaped, everything else kept as is (an unpaired surrogate becomes U+FFFD).
    static QByteArray quote(QStringView text);

private:
    int m_indent = 2;
    int m_maxIndentDepth = 64;
    bool m_compact = false;
};

} // namespace RpcScope
