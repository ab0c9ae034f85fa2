#include "ui/inspector/rawtextview.h"

#include "ui/common/jsonlinetokens.h"
#include "ui/common/theme.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QFontDatabase>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QKeyEvent>
#include <QTimer>
#include <QContextMenuEvent>
#include <QMenu>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPainter>
#include <QScrollBar>
#include <QToolButton>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cctype>
#include <limits>

namespace RpcScope {

namespace {

using Token = JsonToken;

QFont monospaceFont(const QFont &base)
{
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    font.setPointSizeF(std::max(base.pointSizeF(), 10.0));
    return font;
}

bool isContinuation(char c)
{
    return (quint8(c) & 0xC0) == 0x80;
}

/// Decodes UTF-8 like QString::fromUtf8 (an invalid byte becomes U+FFFD) but keeps, for
/// every UTF-16 unit, the byte it came from, so a click maps back to a byte offset.
void decodeUtf8(const char *data, qsizetype size, QString &text, std::vector<int> &byteOf)
{
    text.reserve(size);
    byteOf.reserve(size_t(size) + 1);
    qsizetype i = 0;
    while (i < size) {
        const quint8 lead = quint8(data[i]);
        char32_t code = 0xFFFD;
        qsizetype length = 1;
        if (lead < 0x80) {
            code = lead;
        } else {
            qsizetype need = 0;
            char32_t min = 0;
            if ((lead & 0xE0) == 0xC0) { need = 1; code = lead & 0x1F; min = 0x80; }
            else if ((lead & 0xF0) == 0xE0) { need = 2; code = lead & 0x0F; min = 0x800; }
            else if ((lead & 0xF8) == 0xF0) { need = 3; code = lead & 0x07; min = 0x10000; }
            bool ok = need > 0;
            for (qsizetype k = 1; ok && k <= need; ++k) {
                if (i + k >= size || !isContinuation(data[i + k]))
                    ok = false;
                else
                    code = (code << 6) | (quint8(data[i + k]) & 0x3F);
            }
            if (ok && code >= min && code <= 0x10FFFF && !(code >= 0xD800 && code <= 0xDFFF))
                length = need + 1;
            else
                code = 0xFFFD;
        }
        // Control characters are drawn as their Unicode symbols, so nothing is invisible.
        if (code < 0x20)
            code = code == u'\t' ? char32_t(0x2409) : char32_t(0x2400 + code);
        else if (code == 0x7F)
            code = 0x2421;
        if (code > 0xFFFF) {
            const char16_t units[2] = {QChar::highSurrogate(code), QChar::lowSurrogate(code)};
            text.append(QChar(units[0]));
            text.append(QChar(units[1]));
            byteOf.push_back(int(i));
            byteOf.push_back(int(i));
        } else {
            text.append(QChar(char16_t(code)));
            byteOf.push_back(int(i));
        }
        i += length;
    }
    byteOf.push_back(int(size));
}


} // namespace

struct RawTextView::Line
{
    qint64 start = 0;
    qint64 end = 0;
    QString text;
    std::vector<int> byteOf;    // per UTF-16 unit, plus one for the end
    std::vector<qreal> x;       // left edge per UTF-16 unit, plus one for the end

    /// The UTF-16 unit holding byte \a offset (clamped to the line).
    qsizetype unitAt(qint64 offset) const
    {
        const int relative = int(std::clamp<qint64>(offset - start, 0, end - start));
        return qsizetype(std::lower_bound(byteOf.cbegin(), byteOf.cend(), relative) - byteOf.cbegin());
    }
};

RawTextView::RawTextView(QWidget *parent)
    : QAbstractScrollArea(parent)
    , m_searchBar(new QWidget(this))
    , m_searchField(new QLineEdit(m_searchBar))
    , m_previousButton(new QToolButton(m_searchBar))
    , m_nextButton(new QToolButton(m_searchBar))
    , m_matchCase(new QCheckBox(tr("Match case"), m_searchBar))
    , m_matchLabel(new QLabel(m_searchBar))
    , m_noticeLabel(new QLabel(this))
{
    setObjectName(QStringLiteral("rawTextView"));
    viewport()->setFont(monospaceFont(font()));
    viewport()->setCursor(Qt::IBeamCursor);
    setFocusPolicy(Qt::StrongFocus);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);

    m_searchBar->setObjectName(QStringLiteral("rawSearchBar"));
    m_searchBar->setAutoFillBackground(true);
    m_searchField->setObjectName(QStringLiteral("rawSearchField"));
    m_searchField->setPlaceholderText(tr("Find in the body"));
    m_searchField->setClearButtonEnabled(true);
    m_searchField->installEventFilter(this);
    m_previousButton->setText(tr("Previous"));
    m_previousButton->setToolTip(tr("Previous match (Shift+Enter)"));
    m_previousButton->setArrowType(Qt::UpArrow);
    m_nextButton->setText(tr("Next"));
    m_nextButton->setToolTip(tr("Next match (Enter)"));
    m_nextButton->setArrowType(Qt::DownArrow);
    m_matchLabel->setObjectName(QStringLiteral("rawMatchCount"));
    auto *close = new QToolButton(m_searchBar);
    close->setText(tr("Close"));
    close->setToolTip(tr("Close the search bar (Escape)"));
    close->setAutoRaise(true);
    auto *barLayout = new QHBoxLayout(m_searchBar);
    barLayout->setContentsMargins(4, 2, 4, 2);
    barLayout->addWidget(m_searchField, 1);
    barLayout->addWidget(m_previousButton);
    barLayout->addWidget(m_nextButton);
    barLayout->addWidget(m_matchCase);
    barLayout->addWidget(m_matchLabel);
    barLayout->addWidget(close);
    m_searchBar->hide();
    m_noticeLabel->setObjectName(QStringLiteral("rawNotice"));
    m_noticeLabel->setWordWrap(true);
    m_noticeLabel->setAutoFillBackground(true);
    m_noticeLabel->setContentsMargins(4, 2, 4, 2);
    m_noticeLabel->hide();

    m_searchDelay.setSingleShot(true);
    m_searchDelay.setInterval(200);   // typing a word starts one search, not one per letter
    connect(&m_searchDelay, &QTimer::timeout, this, &RawTextView::startSearchFromField);
    connect(m_searchField, &QLineEdit::textChanged, this, [this] { m_searchDelay.start(); });
    connect(m_matchCase, &QCheckBox::toggled, this, &RawTextView::startSearchFromField);
    connect(m_nextButton, &QToolButton::clicked, this, &RawTextView::findNext);
    connect(m_previousButton, &QToolButton::clicked, this, &RawTextView::findPrevious);
    connect(close, &QToolButton::clicked, this, [this] {
        m_searchBar->hide();
        updateGeometryOfBars();
        setFocus();
    });
    connect(Theme::instance(), &Theme::changed, this, &RawTextView::updateColours);
    updateColours();
    updateGeometryOfBars();
    setBytes({});
}

RawTextView::~RawTextView()
{
    if (m_cancelIndex)
        m_cancelIndex->store(true);
    if (m_cancelSearch)
        m_cancelSearch->store(true);
}

void RawTextView::updateColours()
{
    const QPalette pal = palette();
    m_colours.key = Theme::color(Theme::Role::JsonKey);
    m_colours.string = Theme::color(Theme::Role::JsonString);
    m_colours.number = Theme::color(Theme::Role::JsonNumber);
    m_colours.literal = Theme::color(Theme::Role::JsonLiteral);
    m_colours.punctuation = Theme::color(Theme::Role::JsonPunctuation);
    m_colours.text = pal.color(QPalette::Text);
    m_colours.gutter = pal.color(QPalette::AlternateBase);
    m_colours.gutterText = Theme::color(Theme::Role::Muted);
    m_colours.selection = pal.color(QPalette::Highlight);
    m_colours.selectedText = pal.color(QPalette::HighlightedText);
    m_colours.match = Theme::color(Theme::Role::WarningBackground);
    m_colours.currentMatch = Theme::color(Theme::Role::Warning);
    viewport()->update();
}

void RawTextView::setBytes(const QByteArray &bytes)
{
    ++m_generation;
    if (m_cancelIndex)
        m_cancelIndex->store(true);
    if (m_cancelSearch)
        m_cancelSearch->store(true);
    m_bytes = bytes;
    m_index = RawTextIndex();
    m_anchor = m_cursor = 0;
    m_search = RawTextSearch();
    m_currentMatch = -1;
    m_searching = false;
    setNotice({});
    verticalScrollBar()->setValue(0);
    horizontalScrollBar()->setValue(0);
    const qsizetype chunk = chunkBytes();
    m_indexedChunk = chunk;
    if (bytes.size() <= kSyncLimit) {
        m_indexing = false;
        indexReady(RawTextIndex::build(bytes, nullptr, chunk));
        return;
    }
    m_indexing = true;
    m_cancelIndex = std::make_shared<std::atomic_bool>(false);
    const quint64 generation = m_generation;
    auto *watcher = new QFutureWatcher<RawTextIndex>(this);
    connect(watcher, &QFutureWatcher<RawTextIndex>::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (generation == m_generation)
            indexReady(watcher->result());
    });
    watcher->setFuture(QtConcurrent::run([bytes, cancel = m_cancelIndex, chunk] { return RawTextIndex::build(bytes, cancel.get(), chunk); }));
    updateScrollBars();
    viewport()->update();
}

void RawTextView::clear()
{
    setBytes({});
}

qsizetype RawTextView::chunkBytes() const
{
    if (!m_wrap)
        return RawTextIndex::kChunkBytes;
    const int charWidth = std::max(1, viewport()->fontMetrics().horizontalAdvance(QLatin1Char('m')));
    return std::max<qsizetype>(16, (viewport()->width() - 8) / charWidth);
}

void RawTextView::setWrap(bool wrap)
{
    if (wrap == m_wrap)
        return;
    m_wrap = wrap;
    setHorizontalScrollBarPolicy(wrap ? Qt::ScrollBarAlwaysOff : Qt::ScrollBarAsNeeded);
    setBytes(QByteArray(m_bytes));   // indexed again at the new width
    emit wrapChanged(wrap);
}

void RawTextView::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu menu(this);
    QAction *copyAction = menu.addAction(tr("&Copy"), this, &RawTextView::copy);
    copyAction->setShortcut(QKeySequence::Copy);
    copyAction->setEnabled(selectionEnd() > selectionStart());
    menu.addAction(tr("Select &All"), this, &RawTextView::selectAll)->setShortcut(QKeySequence::SelectAll);
    menu.addSeparator();
    menu.addAction(tr("&Find…"), this, &RawTextView::showSearchBar)->setShortcut(QKeySequence::Find);
    menu.addAction(tr("&Go to Line…"), this, &RawTextView::askGoToLine)->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_G));
    menu.addSeparator();
    QAction *wrapAction = menu.addAction(tr("&Wrap Long Lines"));
    wrapAction->setCheckable(true);
    wrapAction->setChecked(m_wrap);
    connect(wrapAction, &QAction::toggled, this, &RawTextView::setWrap);
    menu.exec(event->globalPos());
}

void RawTextView::indexReady(RawTextIndex index)
{
    m_index = std::move(index);
    m_indexing = false;
    updateScrollBars();
    viewport()->update();
    updateMatchLabel();
    emit indexed();
    if (!m_searchField->text().isEmpty() && m_searchBar->isVisible())
        startSearchFromField();
}

int RawTextView::visibleLines() const
{
    return std::max(1, viewport()->height() / std::max(1, viewport()->fontMetrics().height()));
}

int RawTextView::gutterWidth() const
{
    const qsizetype lines = std::max<qsizetype>(m_index.lineCount(), 1);
    const int digits = int(QString::number(lines).size());
    return viewport()->fontMetrics().horizontalAdvance(QLatin1Char('9')) * (digits + 1) + 8;
}

void RawTextView::updateScrollBars()
{
    const qsizetype lines = m_index.displayLineCount();
    const qint64 maximum = std::max<qint64>(0, lines - visibleLines() + 1);
    verticalScrollBar()->setRange(0, int(std::min<qint64>(maximum, std::numeric_limits<int>::max())));
    verticalScrollBar()->setPageStep(visibleLines());
    verticalScrollBar()->setSingleStep(1);
    const int charWidth = viewport()->fontMetrics().horizontalAdvance(QLatin1Char('m'));
    const qint64 width = qint64(m_index.longestDisplayLine() + 2) * charWidth;
    const int textWidth = viewport()->width() - gutterWidth();
    horizontalScrollBar()->setRange(0, int(std::clamp<qint64>(width - textWidth, 0, std::numeric_limits<int>::max())));
    horizontalScrollBar()->setPageStep(std::max(1, textWidth));
    horizontalScrollBar()->setSingleStep(charWidth * 4);
}

void RawTextView::updateGeometryOfBars()
{
    const int bottom = m_searchBar->isVisible() ? m_searchBar->sizeHint().height() : 0;
    const int top = m_noticeLabel->isVisible() ? m_noticeLabel->heightForWidth(width()) : 0;
    setViewportMargins(0, std::max(0, top), 0, bottom);
    const QRect area = rect().adjusted(frameWidth(), frameWidth(), -frameWidth(), -frameWidth());
    m_noticeLabel->setGeometry(area.left(), area.top(), area.width(), std::max(0, top));
    const int scrollBarHeight = horizontalScrollBar()->isVisible() ? horizontalScrollBar()->height() : 0;
    m_searchBar->setGeometry(area.left(), area.bottom() + 1 - bottom - scrollBarHeight, area.width(), bottom);
}

void RawTextView::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    // Wrapped lines follow the width once the resizing pauses.
    if (m_wrap && chunkBytes() != m_indexedChunk) {
        if (!m_rewrap) {
            m_rewrap = new QTimer(this);
            m_rewrap->setSingleShot(true);
            m_rewrap->setInterval(150);
            connect(m_rewrap, &QTimer::timeout, this, [this] {
                if (m_wrap && chunkBytes() != m_indexedChunk)
                    setBytes(QByteArray(m_bytes));
            });
        }
        m_rewrap->start();
    }
    updateGeometryOfBars();
    updateScrollBars();
}

void RawTextView::scrollContentsBy(int dx, int dy)
{
    Q_UNUSED(dx)
    Q_UNUSED(dy)
    viewport()->update();
}

qsizetype RawTextView::topDisplayLine() const
{
    return verticalScrollBar()->value();
}

RawTextView::Line RawTextView::decode(qsizetype displayLine) const
{
    Line line;
    line.start = m_index.displayStart(displayLine);
    line.end = m_index.displayEnd(displayLine);
    decodeUtf8(m_bytes.constData() + line.start, line.end - line.start, line.text, line.byteOf);
    const QFontMetricsF metrics(viewport()->font());
    line.x.resize(size_t(line.text.size()) + 1);
    qreal x = 0;
    const qreal ascii = metrics.horizontalAdvance(QLatin1Char('m'));
    for (qsizetype i = 0; i < line.text.size(); ++i) {
        line.x[size_t(i)] = x;
        const QChar c = line.text.at(i);
        if (c.unicode() < 0x80) {
            x += ascii;   // monospace: no per-glyph measuring for the common case
        } else if (c.isHighSurrogate() && i + 1 < line.text.size()) {
            line.x[size_t(i + 1)] = x;
            x += metrics.horizontalAdvance(line.text.mid(i, 2));
            ++i;
        } else {
            x += metrics.horizontalAdvance(c);
        }
    }
    line.x.back() = x;
    return line;
}

void RawTextView::paintEvent(QPaintEvent *event)
{
    Q_UNUSED(event)
    QPainter painter(viewport());
    const QPalette pal = palette();
    painter.fillRect(viewport()->rect(), pal.color(QPalette::Base));
    const QFontMetrics metrics = viewport()->fontMetrics();
    const int lineHeight = metrics.height();
    const int gutter = gutterWidth();

    if (m_indexing || m_index.isEmpty()) {
        painter.setPen(m_colours.gutterText);
        const QString text = m_indexing ? tr("Indexing %1…").arg(QLocale().formattedDataSize(m_bytes.size()))
                                        : QString();
        painter.drawText(viewport()->rect().adjusted(8, 4, -8, -4), Qt::AlignLeft | Qt::AlignTop, text);
        return;
    }

    painter.fillRect(QRect(0, 0, gutter - 4, viewport()->height()), m_colours.gutter);
    const qint64 selStart = selectionStart();
    const qint64 selEnd = selectionEnd();
    const qreal xOffset = gutter - horizontalScrollBar()->value();
    const qsizetype first = topDisplayLine();
    const qsizetype last = std::min<qsizetype>(m_index.displayLineCount(), first + visibleLines() + 1);
    const qsizetype needle = m_search.needleSize;

    for (qsizetype d = first; d < last; ++d) {
        const int y = int(d - first) * lineHeight;
        const Line line = decode(d);
        painter.setClipRect(QRect(gutter, y, viewport()->width() - gutter, lineHeight));

        // Matches first, then the selection over them, then the text.
        if (!m_search.offsets.empty() && needle > 0) {
            auto it = std::lower_bound(m_search.offsets.cbegin(), m_search.offsets.cend(), line.start - needle + 1);
            for (; it != m_search.offsets.cend() && *it < std::max(line.end, line.start + 1); ++it) {
                const qsizetype a = line.unitAt(*it);
                const qsizetype b = line.unitAt(*it + needle);
                const bool current = m_currentMatch >= 0 && *it == m_search.offsets[size_t(m_currentMatch)];
                painter.fillRect(QRectF(xOffset + line.x[size_t(a)], y, std::max<qreal>(2, line.x[size_t(b)] - line.x[size_t(a)]), lineHeight),
                                 current ? m_colours.currentMatch : m_colours.match);
            }
        }
        const bool selectionHere = selEnd > selStart && selStart <= line.end && selEnd > line.start;
        qsizetype selA = 0;
        qsizetype selB = 0;
        if (selectionHere) {
            selA = line.unitAt(selStart);
            selB = line.unitAt(selEnd);
            qreal right = xOffset + line.x[size_t(selB)];
            if (selEnd > line.end)
                right += metrics.horizontalAdvance(QLatin1Char(' '));   // the line break is selected too
            painter.fillRect(QRectF(xOffset + line.x[size_t(selA)], y, right - xOffset - line.x[size_t(selA)], lineHeight),
                             m_colours.selection);
        }

        const std::vector<Token> tokens = tokenizeJsonLine(line.text);
        qsizetype i = 0;
        while (i < line.text.size()) {
            const bool selected = selectionHere && i >= selA && i < selB;
            qsizetype j = i + 1;
            while (j < line.text.size() && tokens[size_t(j)] == tokens[size_t(i)]
                   && (selectionHere && j >= selA && j < selB) == selected)
                ++j;
            QColor colour = m_colours.text;
            switch (tokens[size_t(i)]) {
            case Token::Key: colour = m_colours.key; break;
            case Token::String: colour = m_colours.string; break;
            case Token::Number: colour = m_colours.number; break;
            case Token::Literal: colour = m_colours.literal; break;
            case Token::Punctuation: colour = m_colours.punctuation; break;
            case Token::Plain: break;
            }
            painter.setPen(selected ? m_colours.selectedText : colour);
            painter.drawText(QPointF(xOffset + line.x[size_t(i)], y + metrics.ascent()), line.text.mid(i, j - i));
            i = j;
        }
        if (hasFocus() && m_cursor >= line.start && m_cursor <= line.end
            && (m_cursor < line.end || d + 1 == m_index.displayLineCount() || m_index.displayStart(d + 1) != m_cursor)) {
            const qreal x = xOffset + line.x[size_t(line.unitAt(m_cursor))];
            painter.fillRect(QRectF(x, y, 1.5, lineHeight), m_colours.text);
        }

        painter.setClipping(false);
        if (m_index.startsLine(d)) {
            painter.setPen(m_colours.gutterText);
            painter.drawText(QRect(0, y, gutter - 8, lineHeight), Qt::AlignRight | Qt::AlignVCenter,
                             QString::number(m_index.lineOf(d) + 1));
        }
    }
}

qint64 RawTextView::offsetAt(const QPoint &point) const
{
    if (m_index.isEmpty())
        return 0;
    const int lineHeight = viewport()->fontMetrics().height();
    const qsizetype d = std::clamp<qsizetype>(topDisplayLine() + (point.y() < 0 ? -1 : point.y() / lineHeight), 0,
                                              m_index.displayLineCount() - 1);
    const Line line = decode(d);
    const qreal x = point.x() - gutterWidth() + horizontalScrollBar()->value();
    for (qsizetype i = 0; i < line.text.size(); ++i) {
        if (x < (line.x[size_t(i)] + line.x[size_t(i) + 1]) / 2)
            return line.start + line.byteOf[size_t(i)];
    }
    return line.end;
}

qint64 RawTextView::nextBoundary(qint64 offset) const
{
    const qsizetype d = m_index.displayLineAt(offset);
    if (offset >= m_index.displayEnd(d))
        return d + 1 < m_index.displayLineCount() ? m_index.displayStart(d + 1) : offset;
    ++offset;
    while (offset < m_bytes.size() && isContinuation(m_bytes.at(offset)))
        ++offset;
    return offset;
}

qint64 RawTextView::previousBoundary(qint64 offset) const
{
    const qsizetype d = m_index.displayLineAt(offset);
    if (offset <= m_index.displayStart(d))
        return d > 0 ? m_index.displayEnd(d - 1) : 0;
    --offset;
    while (offset > 0 && isContinuation(m_bytes.at(offset)))
        --offset;
    return offset;
}

qint64 RawTextView::verticalMove(qint64 offset, qsizetype lines) const
{
    const qsizetype from = m_index.displayLineAt(offset);
    const qsizetype to = std::clamp<qsizetype>(from + lines, 0, m_index.displayLineCount() - 1);
    const Line source = decode(from);
    const qreal x = source.x[size_t(source.unitAt(offset))];
    const Line target = decode(to);
    for (qsizetype i = 0; i < target.text.size(); ++i) {
        if (x < (target.x[size_t(i)] + target.x[size_t(i) + 1]) / 2)
            return target.start + target.byteOf[size_t(i)];
    }
    return target.end;
}

void RawTextView::ensureCursorVisible()
{
    if (m_index.isEmpty())
        return;
    const qsizetype d = m_index.displayLineAt(m_cursor);
    const qsizetype top = topDisplayLine();
    const int lines = visibleLines();
    if (d < top)
        verticalScrollBar()->setValue(int(d));
    else if (d >= top + lines)
        verticalScrollBar()->setValue(int(d - lines + 1));
    const Line line = decode(d);
    const int x = int(line.x[size_t(line.unitAt(m_cursor))]);
    const int textWidth = viewport()->width() - gutterWidth();
    const int left = horizontalScrollBar()->value();
    if (x < left)
        horizontalScrollBar()->setValue(std::max(0, x - textWidth / 4));
    else if (x > left + textWidth - 16)
        horizontalScrollBar()->setValue(x - textWidth * 3 / 4);
    viewport()->update();
}

void RawTextView::moveCursorTo(qint64 offset, bool keepAnchor)
{
    m_cursor = std::clamp<qint64>(offset, 0, m_bytes.size());
    if (!keepAnchor)
        m_anchor = m_cursor;
    ensureCursorVisible();
    viewport()->update();
}

void RawTextView::select(qint64 start, qint64 end)
{
    m_anchor = std::clamp<qint64>(start, 0, m_bytes.size());
    moveCursorTo(end, true);
}

void RawTextView::selectAll()
{
    m_anchor = 0;
    m_cursor = m_bytes.size();
    viewport()->update();
}

QString RawTextView::selectedText() const
{
    qint64 end = std::min<qint64>(selectionEnd(), selectionStart() + kCopyLimit);
    while (end > selectionStart() && end < m_bytes.size() && isContinuation(m_bytes.at(end)))
        --end;   // never split a UTF-8 sequence
    return QString::fromUtf8(m_bytes.constData() + selectionStart(), end - selectionStart());
}

void RawTextView::copy()
{
    if (selectionEnd() <= selectionStart())
        return;
    QGuiApplication::clipboard()->setText(selectedText());
    const qint64 size = selectionEnd() - selectionStart();
    if (size > kCopyLimit) {
        setNotice(tr("Copied the first %1 of the %2 selected; File > Save Response Body writes every byte.")
                      .arg(QLocale().formattedDataSize(kCopyLimit), QLocale().formattedDataSize(size)));
    }
}

bool RawTextView::goToLine(qsizetype line)
{
    if (m_indexing || m_index.isEmpty())
        return false;
    const qsizetype target = std::clamp<qsizetype>(line - 1, 0, m_index.lineCount() - 1);
    const qsizetype d = m_index.firstDisplayLineOf(target);
    verticalScrollBar()->setValue(int(std::max<qsizetype>(0, d - visibleLines() / 3)));
    m_anchor = m_cursor = m_index.displayStart(d);
    horizontalScrollBar()->setValue(0);
    viewport()->update();
    return true;
}

void RawTextView::askGoToLine()
{
    if (m_indexing || m_index.isEmpty())
        return;
    auto *dialog = new QInputDialog(this);
    dialog->setObjectName(QStringLiteral("goToLineDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Go to Line"));
    dialog->setLabelText(tr("Line (1 to %1):").arg(m_index.lineCount()));
    dialog->setInputMode(QInputDialog::IntInput);
    dialog->setIntRange(1, int(std::min<qsizetype>(m_index.lineCount(), std::numeric_limits<int>::max())));
    dialog->setIntValue(int(m_index.lineOf(m_index.displayLineAt(m_cursor)) + 1));
    connect(dialog, &QInputDialog::intValueSelected, this, [this](int line) {
        goToLine(line);
        setFocus();
    });
    dialog->open();
}

void RawTextView::showSearchBar()
{
    m_searchBar->show();
    updateGeometryOfBars();
    m_searchField->setFocus();
    m_searchField->selectAll();
}

void RawTextView::startSearchFromField()
{
    m_searchDelay.stop();
    search(m_searchField->text(), m_matchCase->isChecked());
}

void RawTextView::search(const QString &text, bool caseSensitive)
{
    m_searchDelay.stop();
    if (m_cancelSearch)
        m_cancelSearch->store(true);
    m_searchNeedle = text.toUtf8();
    m_searchCaseSensitive = caseSensitive;
    m_search = RawTextSearch();
    m_currentMatch = -1;
    if (m_searchNeedle.isEmpty()) {
        m_searching = false;
        updateMatchLabel();
        viewport()->update();
        emit searchFinished(0);
        return;
    }
    if (m_bytes.size() <= kSyncLimit) {
        searchReady(RawTextSearch::run(m_bytes, m_searchNeedle, caseSensitive));
        return;
    }
    m_searching = true;
    updateMatchLabel();
    m_cancelSearch = std::make_shared<std::atomic_bool>(false);
    const quint64 generation = m_generation;
    const QByteArray needle = m_searchNeedle;
    auto *watcher = new QFutureWatcher<RawTextSearch>(this);
    connect(watcher, &QFutureWatcher<RawTextSearch>::finished, this, [this, watcher, generation, needle, caseSensitive] {
        watcher->deleteLater();
        RawTextSearch result = watcher->result();
        if (generation == m_generation && needle == m_searchNeedle && caseSensitive == m_searchCaseSensitive
            && !result.cancelled)
            searchReady(std::move(result));
    });
    watcher->setFuture(QtConcurrent::run([bytes = m_bytes, needle, caseSensitive, cancel = m_cancelSearch] {
        return RawTextSearch::run(bytes, needle, caseSensitive, cancel.get());
    }));
}

void RawTextView::searchReady(RawTextSearch result)
{
    m_searching = false;
    m_search = std::move(result);
    if (!m_search.offsets.empty()) {
        // The first match at or after the cursor, as editors do.
        const auto it = std::lower_bound(m_search.offsets.cbegin(), m_search.offsets.cend(), selectionStart());
        goToMatch(it == m_search.offsets.cend() ? 0 : qsizetype(it - m_search.offsets.cbegin()));
    }
    updateMatchLabel();
    viewport()->update();
    emit searchFinished(matchCount());
}

void RawTextView::goToMatch(qsizetype match)
{
    if (m_search.offsets.empty())
        return;
    m_currentMatch = (match % matchCount() + matchCount()) % matchCount();
    const qint64 offset = m_search.offsets[size_t(m_currentMatch)];
    if (!m_indexing && !m_index.isEmpty()) {
        m_anchor = offset;
        m_cursor = offset + m_search.needleSize;
        // The match's line goes a third down the view, so the context above it shows.
        const qsizetype d = m_index.displayLineAt(offset);
        if (d < topDisplayLine() || d >= topDisplayLine() + visibleLines())
            verticalScrollBar()->setValue(int(std::max<qsizetype>(0, d - visibleLines() / 3)));
        ensureCursorVisible();
    }
    updateMatchLabel();
    viewport()->update();
}

void RawTextView::findNext()
{
    if (m_searchNeedle != m_searchField->text().toUtf8() && m_searchBar->isVisible()) {
        startSearchFromField();
        return;
    }
    if (!m_search.offsets.empty())
        goToMatch(m_currentMatch + 1);
}

void RawTextView::findPrevious()
{
    if (m_searchNeedle != m_searchField->text().toUtf8() && m_searchBar->isVisible()) {
        startSearchFromField();
        return;
    }
    if (!m_search.offsets.empty())
        goToMatch(m_currentMatch - 1);
}

void RawTextView::updateMatchLabel()
{
    QString text;
    if (m_searching)
        text = tr("Searching…");
    else if (m_searchNeedle.isEmpty())
        text.clear();
    else if (m_search.offsets.empty())
        text = tr("No matches");
    else if (m_search.truncated)
        //: Search result; the count stopped at its limit
        text = tr("%1 of more than %2").arg(QLocale().toString(m_currentMatch + 1), QLocale().toString(matchCount()));
    else
        //: Search result, e.g. "3 of 120"
        text = tr("%1 of %2").arg(QLocale().toString(m_currentMatch + 1), QLocale().toString(matchCount()));
    m_matchLabel->setText(text);
}

void RawTextView::setNotice(const QString &text)
{
    m_noticeLabel->setText(text);
    m_noticeLabel->setVisible(!text.isEmpty());
    updateGeometryOfBars();
}

QString RawTextView::notice() const
{
    return m_noticeLabel->text();
}

bool RawTextView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_searchField && event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            if (key->modifiers() & Qt::ShiftModifier)
                findPrevious();
            else
                findNext();
            return true;
        }
        if (key->key() == Qt::Key_Escape) {
            m_searchBar->hide();
            updateGeometryOfBars();
            setFocus();
            return true;
        }
    }
    return QAbstractScrollArea::eventFilter(watched, event);
}

bool RawTextView::event(QEvent *event)
{
    // The view's own keys win over the window's while it has the focus: Ctrl+F searches the
    // body, not the methods; Ctrl+C copies the selected bytes.
    if (event->type() == QEvent::ShortcutOverride) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key == QKeySequence::Find || key == QKeySequence::Copy || key == QKeySequence::SelectAll
            || key == QKeySequence::FindNext || key == QKeySequence::FindPrevious
            || (key->key() == Qt::Key_G && key->modifiers() == Qt::ControlModifier)) {
            event->accept();
            return true;
        }
    }
    return QAbstractScrollArea::event(event);
}

void RawTextView::keyPressEvent(QKeyEvent *event)
{
    if (event == QKeySequence::Copy) {
        copy();
        return;
    }
    if (event == QKeySequence::SelectAll) {
        selectAll();
        return;
    }
    if (event == QKeySequence::Find) {
        showSearchBar();
        return;
    }
    // Before FindNext: some platforms bind Ctrl+G to it too; F3 still finds the next.
    if (event->key() == Qt::Key_G && event->modifiers() == Qt::ControlModifier) {
        askGoToLine();
        return;
    }
    if (event == QKeySequence::FindNext) {
        findNext();
        return;
    }
    if (event == QKeySequence::FindPrevious) {
        findPrevious();
        return;
    }
    if (event->key() == Qt::Key_Escape && m_searchBar->isVisible()) {
        m_searchBar->hide();
        updateGeometryOfBars();
        return;
    }
    if (m_index.isEmpty() || m_indexing) {
        QAbstractScrollArea::keyPressEvent(event);
        return;
    }
    const bool shift = event->modifiers() & Qt::ShiftModifier;
    const bool control = event->modifiers() & Qt::ControlModifier;
    const qsizetype d = m_index.displayLineAt(m_cursor);
    qint64 to = m_cursor;
    switch (event->key()) {
    case Qt::Key_Left: to = previousBoundary(m_cursor); break;
    case Qt::Key_Right: to = nextBoundary(m_cursor); break;
    case Qt::Key_Up: to = verticalMove(m_cursor, -1); break;
    case Qt::Key_Down: to = verticalMove(m_cursor, 1); break;
    case Qt::Key_PageUp:
        verticalScrollBar()->setValue(verticalScrollBar()->value() - visibleLines());
        to = verticalMove(m_cursor, -visibleLines());
        break;
    case Qt::Key_PageDown:
        verticalScrollBar()->setValue(verticalScrollBar()->value() + visibleLines());
        to = verticalMove(m_cursor, visibleLines());
        break;
    case Qt::Key_Home: to = control ? 0 : m_index.displayStart(d); break;
    case Qt::Key_End: to = control ? m_bytes.size() : m_index.displayEnd(d); break;
    default:
        QAbstractScrollArea::keyPressEvent(event);
        return;
    }
    moveCursorTo(to, shift);
}

void RawTextView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QAbstractScrollArea::mousePressEvent(event);
        return;
    }
    setFocus(Qt::MouseFocusReason);
    moveCursorTo(offsetAt(event->position().toPoint()), event->modifiers() & Qt::ShiftModifier);
}

void RawTextView::mouseMoveEvent(QMouseEvent *event)
{
    if (event->buttons() & Qt::LeftButton)
        moveCursorTo(offsetAt(event->position().toPoint()), true);   // outside the view it scrolls
}

void RawTextView::mouseReleaseEvent(QMouseEvent *event)
{
    event->accept();
}

void RawTextView::mouseDoubleClickEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || m_index.isEmpty())
        return;
    // A word, a number or a string's inside: what a double click selects in an editor.
    const qint64 at = offsetAt(event->position().toPoint());
    const qsizetype d = m_index.displayLineAt(at);
    const qint64 lineStart = m_index.displayStart(d);
    const qint64 lineEnd = m_index.displayEnd(d);
    auto isWord = [this](qint64 i) {
        const char c = m_bytes.at(i);
        return std::isalnum(quint8(c)) || c == '_' || c == '-' || c == '.' || (quint8(c) & 0x80);
    };
    qint64 start = at;
    qint64 end = at;
    while (start > lineStart && isWord(start - 1))
        --start;
    while (end < lineEnd && isWord(end))
        ++end;
    select(start, end);
}

void RawTextView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        updateColours();
    else if (event->type() == QEvent::FontChange) {
        viewport()->setFont(monospaceFont(font()));   // presentation mode's larger fonts
        updateScrollBars();
    }
    QAbstractScrollArea::changeEvent(event);
}

} // namespace RpcScope
