#pragma once

#include "ui/inspector/rawtextindex.h"
#include "ui/inspector/rawtextsearch.h"

#include <QAbstractScrollArea>
#include <QByteArray>
#include <QTimer>

#include <atomic>
#include <memory>

class QCheckBox;
class QLabel;
class QLineEdit;
class QTimer;
class QToolButton;

namespace RpcScope {

/// A read-only view of a body of any size (100 MB and more): it paints only the visible
/// lines, from a line index built off the GUI thread, and colours them as JSON as they are
/// painted. Very long lines are cut into display lines of RawTextIndex::kChunkBytes.
/// The bytes are never changed: invalid UTF-8 shows as U+FFFD, control characters as their
/// symbols, and every position is a byte offset into the original body.
///
/// Keys: arrows, Page Up/Down, Home/End (with Shift to select), Ctrl+A, Ctrl+C,
/// Ctrl+F (search bar: Enter next, Shift+Enter previous, Escape closes), F3/Shift+F3,
/// Ctrl+G (go to line).
class RawTextView final : public QAbstractScrollArea
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RawTextView)

public:
    /// Bodies up to this size are indexed and searched at once, bigger ones on a worker.
    static constexpr qsizetype kSyncLimit = 1024 * 1024;
    /// Copy puts at most this many bytes on the clipboard.
    static constexpr qsizetype kCopyLimit = 8 * 1024 * 1024;

    explicit RawTextView(QWidget *parent = nullptr);
    ~RawTextView() override;

    /// Shows \a bytes (shared, not copied). Big bodies are indexed in the background:
    /// isIndexing() is true until indexed() is emitted.
    void setBytes(const QByteArray &bytes);
    void clear();
    const QByteArray &bytes() const { return m_bytes; }
    bool isIndexing() const { return m_indexing; }
    const RawTextIndex &index() const { return m_index; }

    /// The first display line in view.
    qsizetype topDisplayLine() const;
    /// Scrolls so the display line holding \a offset is in view, and puts the cursor there.
    void moveCursorTo(qint64 offset, bool select = false);
    qint64 cursorOffset() const { return m_cursor; }
    qint64 selectionStart() const { return std::min(m_anchor, m_cursor); }
    qint64 selectionEnd() const { return std::max(m_anchor, m_cursor); }
    void select(qint64 start, qint64 end);
    void selectAll();
    /// The selection's text (invalid UTF-8 as U+FFFD), at most kCopyLimit bytes of it.
    QString selectedText() const;
    /// Puts the selection on the clipboard; says so in notice() when it was cut.
    void copy();

    /// Goes to 1-based text line \a line (clamped); false while indexing.
    bool goToLine(qsizetype line);
    /// Asks for a line number (a non-modal dialog) and goes there.
    void askGoToLine();

    /// Opens the search bar and focuses its field.
    void showSearchBar();
    QLineEdit *searchField() const { return m_searchField; }
    /// Searches for \a text now (big bodies: in the background; searchFinished() follows).
    void search(const QString &text, bool caseSensitive = false);
    bool isSearching() const { return m_searching; }
    qsizetype matchCount() const { return qsizetype(m_search.offsets.size()); }
    /// 0-based index of the current match; -1 when none.
    qsizetype currentMatch() const { return m_currentMatch; }
    qint64 matchOffset(qsizetype match) const { return m_search.offsets[size_t(match)]; }
    void findNext();
    void findPrevious();
    /// Long lines wrap at the view's width instead of every 512 bytes (re-indexed, on a worker
    /// for big bodies, when the width changes).
    void setWrap(bool wrap);
    bool wraps() const { return m_wrap; }
    /// The last note for the user ("Copied the first 8 MB…"); empty when none.
    QString notice() const;

signals:
    void indexed();
    /// Wrap was switched (from the context menu too).
    void wrapChanged(bool wrap);
    void searchFinished(qsizetype matches);

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct Line;   // one display line, decoded for painting

    Line decode(qsizetype displayLine) const;
    void indexReady(RawTextIndex index);
    /// Bytes a display line holds: the wrap width, or RawTextIndex's chunk.
    qsizetype chunkBytes() const;
    void updateScrollBars();
    void updateGeometryOfBars();
    void updateColours();
    void updateMatchLabel();
    void setNotice(const QString &text);
    void searchReady(RawTextSearch result);
    void startSearchFromField();
    void goToMatch(qsizetype match);
    int visibleLines() const;
    int gutterWidth() const;
    qint64 offsetAt(const QPoint &viewportPoint) const;
    qint64 nextBoundary(qint64 offset) const;
    qint64 previousBoundary(qint64 offset) const;
    qint64 verticalMove(qint64 offset, qsizetype lines) const;
    void ensureCursorVisible();

    QByteArray m_bytes;
    RawTextIndex m_index;
    bool m_indexing = false;
    quint64 m_generation = 0;                  // a newer body makes older jobs stale
    std::shared_ptr<std::atomic_bool> m_cancelIndex;
    std::shared_ptr<std::atomic_bool> m_cancelSearch;

    qint64 m_anchor = 0;
    qint64 m_cursor = 0;

    RawTextSearch m_search;
    QByteArray m_searchNeedle;
    bool m_searchCaseSensitive = false;
    bool m_searching = false;
    qsizetype m_currentMatch = -1;
    QTimer m_searchDelay;

    bool m_wrap = false;
    qsizetype m_indexedChunk = 0;      // the chunk the index was built with
    QTimer *m_rewrap = nullptr;        // re-indexes shortly after the width changed
    QWidget *m_searchBar = nullptr;
    QLineEdit *m_searchField = nullptr;
    QToolButton *m_previousButton = nullptr;
    QToolButton *m_nextButton = nullptr;
    QCheckBox *m_matchCase = nullptr;
    QLabel *m_matchLabel = nullptr;
    QLabel *m_noticeLabel = nullptr;

    struct Colours
    {
        QColor key, string, number, literal, punctuation, text, gutter, gutterText, selection,
            selectedText, match, currentMatch;
    } m_colours;
};

} // namespace RpcScope
