#pragma once

#include <QByteArray>

#include <atomic>
#include <vector>

namespace RpcScope {

/// Where the display lines of a body start: one per text line, and a very long line is cut
/// into chunks of at most kChunkBytes (never inside a UTF-8 sequence), so a 100 MB body
/// on one line still scrolls. Built once, off the GUI thread for big bodies; read-only after.
class RawTextIndex
{
public:
    static constexpr qsizetype kChunkBytes = 512;

    /// Indexes \a bytes, cutting long lines every \a chunkBytes (the wrap width when lines
    /// wrap); returns an empty index when \a cancel turns true on the way.
    static RawTextIndex build(const QByteArray &bytes, const std::atomic_bool *cancel = nullptr,
                              qsizetype chunkBytes = kChunkBytes);

    bool isEmpty() const { return m_starts.empty(); }
    qsizetype displayLineCount() const { return qsizetype(m_starts.size()); }
    /// Text lines (separated by '\n'); at least 1 for a non-empty index.
    qsizetype lineCount() const { return qsizetype(m_lineFirstDisplay.size()); }
    qsizetype bodySize() const { return m_size; }

    qint64 displayStart(qsizetype displayLine) const { return m_starts[size_t(displayLine)]; }
    /// One past the last byte shown on \a displayLine (line breaks excluded).
    qint64 displayEnd(qsizetype displayLine) const;
    /// The display line holding byte \a offset (the end of the body is on the last line).
    qsizetype displayLineAt(qint64 offset) const;
    /// 0-based text line of \a displayLine.
    qsizetype lineOf(qsizetype displayLine) const;
    /// True when \a displayLine begins a text line (and is not a continuation chunk).
    bool startsLine(qsizetype displayLine) const;
    /// The first display line of 0-based text line \a line.
    qsizetype firstDisplayLineOf(qsizetype line) const { return m_lineFirstDisplay[size_t(line)]; }
    /// The most chunks' bytes on one display line: sizes the horizontal scroll range.
    qsizetype longestDisplayLine() const { return m_longest; }

private:
    QByteArray m_bytes;                        // shared with the owner, never copied
    qsizetype m_size = 0;
    std::vector<qint64> m_starts;              // byte offset of each display line
    std::vector<qsizetype> m_lineFirstDisplay; // display line of each text line
    qsizetype m_longest = 0;
};

} // namespace RpcScope
