#include "ui/sessions/sidebysidediff.h"

#include "ui/common/jsonhighlighter.h"
#include "ui/common/theme.h"
#include "ui/sessions/jsonpathlines.h"

#include <QFontDatabase>
#include <QFutureWatcher>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QSplitter>
#include <QTextBlock>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace RpcScope {

namespace {

QPlainTextEdit *makeText(QWidget *parent)
{
    auto *text = new QPlainTextEdit(parent);
    text->setReadOnly(true);
    text->setLineWrapMode(QPlainTextEdit::NoWrap);
    text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    new JsonHighlighter(text->document());
    return text;
}

QString kindText(JsonDifference::Kind kind)
{
    switch (kind) {
    case JsonDifference::Kind::Added:
        return SideBySideDiff::tr("added");
    case JsonDifference::Kind::Removed:
        return SideBySideDiff::tr("removed");
    case JsonDifference::Kind::Changed:
        return SideBySideDiff::tr("changed");
    case JsonDifference::Kind::TypeChanged:
        return SideBySideDiff::tr("type changed");
    case JsonDifference::Kind::Spelling:
        return SideBySideDiff::tr("spelling");
    case JsonDifference::Kind::Order:
        return SideBySideDiff::tr("order");
    }
    return {};
}

QColor background(JsonDifference::Kind kind, bool left)
{
    if (kind == JsonDifference::Kind::Added)
        return Theme::color(Theme::Role::SuccessBackground);
    if (kind == JsonDifference::Kind::Removed)
        return Theme::color(Theme::Role::FailureBackground);
    Q_UNUSED(left)
    return Theme::color(Theme::Role::WarningBackground);
}

constexpr qsizetype kShownChars = 4 * 1024 * 1024;

/// Shows \a side in \a edit with its marked lines coloured.
void fill(QPlainTextEdit *edit, const SideBySideDiff::Side &side, bool left)
{
    edit->setPlainText(side.text);
    QList<QTextEdit::ExtraSelection> marks;
    marks.reserve(side.markedLines.size());
    QTextBlock block = edit->document()->firstBlock();
    int at = 0;
    for (qsizetype i = 0; i < side.markedLines.size(); ++i) {
        const int line = side.markedLines.at(i);
        while (block.isValid() && at < line) {
            block = block.next();
            ++at;
        }
        if (!block.isValid())
            break;
        QTextEdit::ExtraSelection mark;
        mark.cursor = QTextCursor(block);
        mark.format.setBackground(background(side.markedKinds.at(i), left));
        mark.format.setProperty(QTextFormat::FullWidthSelection, true);
        marks.append(mark);
    }
    edit->setExtraSelections(marks);
}

SideBySideDiff::Side prepareSide(const QByteArray &body, const QList<JsonDifference> &differences, bool left)
{
    SideBySideDiff::Side side;
    const QList<JsonPathLine> lines = JsonPathLines::build(body);
    QStringList texts;
    texts.reserve(lines.size());
    qsizetype shown = 0;
    for (qsizetype row = 0; row < lines.size(); ++row) {
        const JsonPathLine &line = lines.at(row);
        // A text edit lays out what it holds on the GUI thread: a few megabytes at most.
        if (shown > kShownChars) {
            texts.append(SideBySideDiff::tr("… %n more line(s) not shown", nullptr, int(lines.size() - row)));
            break;
        }
        shown += line.text.size() + 1;
        texts.append(line.text);
        for (const JsonDifference &difference : differences) {
            // An added value exists only on the right, a removed one only on the left.
            if ((difference.kind == JsonDifference::Kind::Added && left)
                || (difference.kind == JsonDifference::Kind::Removed && !left))
                continue;
            if (!difference.path.coversPath(line.path))
                continue;
            side.markedLines.append(int(row));
            side.markedKinds.append(difference.kind);
            break;
        }
    }
    side.text = texts.join(QLatin1Char('\n'));
    return side;
}

} // namespace

SideBySideDiff::SideBySideDiff(QWidget *parent)
    : QWidget(parent)
    , m_leftTitle(new QLabel(this))
    , m_rightTitle(new QLabel(this))
    , m_left(makeText(this))
    , m_right(makeText(this))
    , m_list(new QTreeWidget(this))
    , m_summary(new QLabel(this))
{
    m_left->setObjectName(QStringLiteral("leftText"));
    m_right->setObjectName(QStringLiteral("rightText"));
    m_list->setObjectName(QStringLiteral("differenceList"));
    m_list->setRootIsDecorated(false);
    m_list->setHeaderLabels({tr("Path"), tr("Difference"), tr("Left"), tr("Right")});
    m_list->header()->setSectionResizeMode(QHeaderView::Interactive);

    auto *leftPane = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(leftPane);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_leftTitle);
    leftLayout->addWidget(m_left);
    auto *rightPane = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(rightPane);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_rightTitle);
    rightLayout->addWidget(m_right);
    auto *sides = new QSplitter(Qt::Horizontal, this);
    sides->addWidget(leftPane);
    sides->addWidget(rightPane);
    auto *rows = new QSplitter(Qt::Vertical, this);
    rows->addWidget(sides);
    rows->addWidget(m_list);
    rows->setStretchFactor(0, 3);
    rows->setStretchFactor(1, 1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(rows, 1);
    layout->addWidget(m_summary);

    // The two sides scroll together: the same path sits on about the same line.
    connect(m_left->verticalScrollBar(), &QScrollBar::valueChanged, m_right->verticalScrollBar(), &QScrollBar::setValue);
    connect(m_right->verticalScrollBar(), &QScrollBar::valueChanged, m_left->verticalScrollBar(), &QScrollBar::setValue);
    clear();
}

void SideBySideDiff::clear()
{
    ++m_generation;
    m_comparing = false;
    m_result = {};
    m_leftTitle->clear();
    m_rightTitle->clear();
    m_left->clear();
    m_right->clear();
    m_list->clear();
    m_summary->setText(tr("Nothing compared."));
}

SideBySideDiff::Prepared SideBySideDiff::prepare(const QByteArray &left, const QByteArray &right,
                                                 const JsonDiffResult &diff)
{
    return {prepareSide(left, diff.differences, true), prepareSide(right, diff.differences, false), diff};
}

void SideBySideDiff::compare(const QString &leftTitle, const QByteArray &left, const QString &rightTitle,
                             const QByteArray &right, const DiffRules &rules)
{
    const quint64 generation = ++m_generation;
    if (left.size() + right.size() <= kWorkerBytes) {
        m_comparing = false;
        showPrepared(leftTitle, rightTitle, prepare(left, right, JsonDiff::compareBodies(left, right, rules)));
        return;
    }
    m_comparing = true;
    m_left->clear();
    m_right->clear();
    m_list->clear();
    m_summary->setText(tr("Comparing…"));
    auto *watcher = new QFutureWatcher<Prepared>(this);
    connect(watcher, &QFutureWatcher<Prepared>::finished, this, [this, watcher, generation, leftTitle, rightTitle] {
        watcher->deleteLater();
        if (generation != m_generation)
            return;
        m_comparing = false;
        showPrepared(leftTitle, rightTitle, watcher->result());
    });
    watcher->setFuture(QtConcurrent::run(
        [left, right, rules] { return prepare(left, right, JsonDiff::compareBodies(left, right, rules)); }));
}

void SideBySideDiff::showBodies(const QString &leftTitle, const QByteArray &left, const QString &rightTitle,
                                const QByteArray &right, const JsonDiffResult &diff)
{
    ++m_generation;
    m_comparing = false;
    showPrepared(leftTitle, rightTitle, prepare(left, right, diff));
}

void SideBySideDiff::showPrepared(const QString &leftTitle, const QString &rightTitle, const Prepared &prepared)
{
    const JsonDiffResult &diff = prepared.diff;
    m_result = diff;
    m_leftTitle->setText(leftTitle);
    m_rightTitle->setText(rightTitle);
    fill(m_left, prepared.left, true);
    fill(m_right, prepared.right, false);
    m_list->clear();
    for (const JsonDifference &difference : diff.differences) {
        auto *item = new QTreeWidgetItem(m_list, {difference.path.toString(), kindText(difference.kind),
                                                  QString::fromUtf8(difference.recorded),
                                                  QString::fromUtf8(difference.replayed)});
        for (int column = 0; column < 4; ++column)
            item->setBackground(column, background(difference.kind, true));
    }
    for (int column = 0; column < 3; ++column)
        m_list->resizeColumnToContents(column);
    QString summary = diff.isSame() ? tr("No differences.") : tr("%n difference(s).", nullptr, int(diff.differences.size()));
    if (diff.ignored > 0)
        summary += QLatin1Char(' ') + tr("%n difference(s) ignored by the rules.", nullptr, diff.ignored);
    if (diff.truncated)
        summary += QLatin1Char(' ') + tr("More were found than are listed.");
    m_summary->setText(summary);
    emit compared();
}

int SideBySideDiff::markedLines(bool left) const
{
    return int((left ? m_left : m_right)->extraSelections().size());
}

} // namespace RpcScope
