#include "ui/composer/batchbuilder.h"

#include "ui/common/emptystate.h"

#include "lib/json/jsondocument.h"
#include "lib/json/jsonwriter.h"
#include "lib/rpc/requestbuilder.h"
#include "ui/common/flowlayout.h"
#include "ui/common/jsonhighlighter.h"
#include "ui/composer/batchmodel.h"
#include "ui/composer/requesttemplate.h"

#include <QAction>
#include <QDropEvent>
#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QStyle>
#include <QLabel>
#include <QListView>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QTextCursor>
#include <QToolButton>
#include <QVBoxLayout>

namespace RpcScope {

namespace {

// Drag and drop within the list moves the entry through the model itself: Qt's default
// internal move inserts a copy and removes the original, which would lose remembered ids.
class BatchListView final : public QListView
{
public:
    explicit BatchListView(BatchModel *model, QWidget *parent)
        : QListView(parent)
        , m_batch(model)
    {
    }

protected:
    void dragEnterEvent(QDragEnterEvent *event) override
    {
        if (ours(event))
            event->acceptProposedAction();
        else
            event->ignore();
    }

    void dragMoveEvent(QDragMoveEvent *event) override
    {
        QListView::dragMoveEvent(event);   // the drop indicator
        if (ours(event))
            event->accept();
    }

    void dropEvent(QDropEvent *event) override
    {
        const int from = currentIndex().row();
        if (!ours(event) || from < 0) {
            event->ignore();
            return;
        }
        const QPoint pos = event->position().toPoint();
        const QModelIndex over = indexAt(pos);
        int to = m_batch->count() - 1;
        if (over.isValid()) {
            // The lower half of an entry drops after it.
            const QRect rect = visualRect(over);
            to = pos.y() > rect.center().y() ? over.row() + 1 : over.row();
            if (to > from)
                --to;
        }
        if (m_batch->moveEntry(from, to))
            setCurrentIndex(m_batch->index(to));
        // Not MoveAction: the drag must not remove the source row afterwards.
        event->setDropAction(Qt::CopyAction);
        event->accept();
        stopAutoScroll();
        setState(NoState);
        viewport()->update();
    }

private:
    // Only this list's own rows: a drag from another widget carries other data.
    bool ours(const QDropEvent *event) const
    {
        return event->mimeData()->hasFormat(m_batch->mimeTypes().value(0))
                && (!event->source() || event->source() == this);
    }

    BatchModel *m_batch;
};

QToolButton *button(QAction *action, QWidget *parent)
{
    auto *b = new QToolButton(parent);
    b->setDefaultAction(action);
    b->setToolButtonStyle(Qt::ToolButtonTextOnly);
    b->setFocusPolicy(Qt::TabFocus);
    return b;
}

} // namespace

BatchBuilder::BatchBuilder(QWidget *parent)
    : QWidget(parent)
    , m_model(new BatchModel(this))
    , m_editor(new QPlainTextEdit(this))
    , m_entryStatus(new QLabel(this))
{
    m_view = new BatchListView(m_model, this);
    EmptyState::attach(m_view, tr("The batch is empty. Insert adds the method chosen on the left; each entry can be a request or a notification."));
    m_view->setObjectName(QStringLiteral("batchEntries"));
    m_view->setModel(m_model);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setDragEnabled(true);
    m_view->setAcceptDrops(true);
    m_view->setDropIndicatorShown(true);
    m_view->setDragDropMode(QAbstractItemView::InternalMove);
    m_view->setDefaultDropAction(Qt::MoveAction);
    m_view->setUniformItemSizes(true);
    m_view->setTextElideMode(Qt::ElideMiddle);
    m_view->setWordWrap(false);

    m_editor->setObjectName(QStringLiteral("batchEntryText"));
    m_editor->setPlaceholderText(tr("The selected entry's JSON text"));
    m_editor->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_editor->setTabChangesFocus(true);
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    m_editor->setFont(mono);
    m_highlighter = new JsonHighlighter(m_editor->document());
    m_entryStatus->setObjectName(QStringLiteral("batchEntryStatus"));
    m_entryStatus->setWordWrap(true);

    m_add = new QAction(tr("Add Entry"), this);
    m_add->setShortcut(QKeySequence(Qt::Key_Insert));
    m_add->setStatusTip(tr("Adds a request to type in"));
    m_remove = new QAction(tr("Remove"), this);
    m_remove->setShortcut(QKeySequence::Delete);
    m_duplicate = new QAction(tr("Duplicate"), this);
    m_duplicate->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    m_duplicate->setStatusTip(tr("Adds a copy with the next id"));
    // Arrows, not words: with six labels the row wrapped "Notification" onto a row of its own.
    m_moveUp = new QAction(style()->standardIcon(QStyle::SP_ArrowUp), tr("Move Up"), this);
    m_moveUp->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Up));
    m_moveUp->setToolTip(tr("Move Up (%1)").arg(m_moveUp->shortcut().toString(QKeySequence::NativeText)));
    m_moveDown = new QAction(style()->standardIcon(QStyle::SP_ArrowDown), tr("Move Down"), this);
    m_moveDown->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Down));
    m_moveDown->setToolTip(tr("Move Down (%1)").arg(m_moveDown->shortcut().toString(QKeySequence::NativeText)));
    m_notification = new QAction(tr("Notification"), this);
    m_notification->setCheckable(true);
    // The key of the composer's own Notification box (hidden while the batch is shown).
    //: Shortcut of the batch builder's Notification toggle: Alt and the Alt letter of the
    //: composer's "N&otification" box in this language
    m_notification->setShortcut(QKeySequence(tr("Alt+O")));
    m_notification->setStatusTip(tr("A notification has no id and gets no answer"));
    m_send = new QAction(tr("Send Batch"), this);
    m_send->setStatusTip(tr("Sends every entry as one JSON array"));

    // List-only keys: in the text editor Insert, Delete and Ctrl+D keep their editing meaning.
    for (QAction *action : {m_add, m_remove, m_duplicate}) {
        action->setShortcutContext(Qt::WidgetShortcut);
        m_view->addAction(action);
    }
    // Moving and the notification toggle work wherever focus is in the builder, the
    // entry's text included.
    for (QAction *action : {m_moveUp, m_moveDown, m_notification}) {
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(action);
    }

    connect(m_add, &QAction::triggered, this, [this] {
        const int row = m_model->addRequest(QString(), {}, false);
        selectRow(row);
        m_editor->setFocus(Qt::ShortcutFocusReason);
        // Put the caret between the quotes of "method":"".
        QTextCursor cursor = m_editor->textCursor();
        const int at = m_editor->toPlainText().indexOf(QLatin1String("\"method\":\""));
        if (at >= 0) {
            cursor.setPosition(at + 10);
            m_editor->setTextCursor(cursor);
        }
    });
    connect(m_remove, &QAction::triggered, this, [this] {
        const int row = currentRow();
        if (row < 0)
            return;
        m_model->removeEntry(row);
        selectRow(qMin(row, m_model->count() - 1));
    });
    connect(m_duplicate, &QAction::triggered, this, [this] { selectRow(m_model->duplicateEntry(currentRow())); });
    connect(m_moveUp, &QAction::triggered, this, [this] { moveCurrent(-1); });
    connect(m_moveDown, &QAction::triggered, this, [this] { moveCurrent(+1); });
    connect(m_notification, &QAction::triggered, this, [this](bool checked) {
        m_model->setNotification(currentRow(), checked);
        loadCurrentIntoEditor();
    });
    connect(m_send, &QAction::triggered, this, &BatchBuilder::sendRequested);

    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &BatchBuilder::loadCurrentIntoEditor);
    connect(m_editor, &QPlainTextEdit::textChanged, this, [this] {
        if (m_loading)
            return;
        m_model->setEntryText(currentRow(), m_editor->toPlainText().toUtf8());
        updateState();
    });
    // An entry changed from outside the editor (e.g. made a notification): show its text.
    connect(m_model, &QAbstractItemModel::dataChanged, this, [this](const QModelIndex &from, const QModelIndex &to) {
        const int row = currentRow();
        if (!m_loading && row >= from.row() && row <= to.row())
            loadCurrentIntoEditor();
    });
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &BatchBuilder::updateState);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &BatchBuilder::updateState);
    connect(m_model, &QAbstractItemModel::rowsMoved, this, &BatchBuilder::updateState);
    connect(m_model, &QAbstractItemModel::modelReset, this, &BatchBuilder::loadCurrentIntoEditor);

    // The entry buttons wrap into a second row in a narrow column; Send Batch stays at the right.
    auto *entryTools = new QWidget(this);
    auto *flow = new FlowLayout(entryTools);
    for (QAction *action : {m_add, m_duplicate, m_remove, m_moveUp, m_moveDown, m_notification}) {
        QToolButton *b = button(action, entryTools);
        if (action == m_moveUp || action == m_moveDown)
            b->setToolButtonStyle(Qt::ToolButtonIconOnly);
        flow->addWidget(b);
    }
    auto *tools = new QHBoxLayout;
    tools->setSpacing(4);
    tools->addWidget(entryTools, 1);
    tools->addWidget(button(m_send, this), 0, Qt::AlignTop);

    auto *entryPane = new QWidget(this);
    auto *entryLayout = new QVBoxLayout(entryPane);
    entryLayout->setContentsMargins(0, 0, 0, 0);
    entryLayout->addWidget(m_editor, 1);
    entryLayout->addWidget(m_entryStatus);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_view);
    splitter->addWidget(entryPane);
    splitter->setChildrenCollapsible(false);
    // Three lines each at least: the window must fit a laptop screen with every dock open.
    const int threeLines = fontMetrics().lineSpacing() * 3 + 8;
    m_view->setMinimumHeight(threeLines);
    m_editor->setMinimumHeight(threeLines);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(6);
    layout->addLayout(tools);
    layout->addWidget(splitter, 1);

    updateState();
}

BatchBuilder::~BatchBuilder() = default;

void BatchBuilder::addMethod(const MethodInfo &method)
{
    // RequestTemplate writes the request pretty with a placeholder id; the entry is its
    // compact form with the sequence's next id.
    const RequestId id = m_model->idSequence()->next();
    const QByteArray pretty = RequestTemplate::forMethod(method, id.raw().toLongLong());
    const JsonDocument doc = JsonDocument::parse(pretty);
    selectRow(m_model->addEntry(doc.isValid() ? JsonWriter::compact(doc) : pretty));
}

void BatchBuilder::addEntry(const QByteArray &text)
{
    selectRow(m_model->addEntry(text));
}

void BatchBuilder::setIdSequence(IdSequence *ids)
{
    m_model->setIdSequence(ids);
}

void BatchBuilder::clear()
{
    m_model->clear();
}

QByteArray BatchBuilder::batchText() const
{
    return m_model->batchText();
}

int BatchBuilder::currentRow() const
{
    return m_view->currentIndex().row();
}

void BatchBuilder::selectRow(int row)
{
    if (row >= 0 && row < m_model->count())
        m_view->setCurrentIndex(m_model->index(row));
    else
        loadCurrentIntoEditor();
}

void BatchBuilder::moveCurrent(int delta)
{
    const int row = currentRow();
    if (row < 0)
        return;
    const bool editing = m_editor->hasFocus();
    if (m_model->moveEntry(row, row + delta))
        selectRow(row + delta);
    if (editing)
        m_editor->setFocus(Qt::OtherFocusReason);
}

void BatchBuilder::loadCurrentIntoEditor()
{
    const int row = currentRow();
    const QString text = row >= 0 ? QString::fromUtf8(m_model->entryText(row)) : QString();
    if (m_editor->toPlainText() != text) {
        m_loading = true;
        m_editor->setPlainText(text);
        m_loading = false;
    }
    m_editor->setEnabled(row >= 0);
    updateState();
}

void BatchBuilder::updateState()
{
    const int row = currentRow();
    const bool has = row >= 0;
    const QModelIndex index = has ? m_model->index(row) : QModelIndex();
    const bool valid = has && index.data(BatchModel::ValidRole).toBool();
    m_remove->setEnabled(has);
    m_duplicate->setEnabled(has);
    m_moveUp->setEnabled(has && row > 0);
    m_moveDown->setEnabled(has && row + 1 < m_model->count());
    m_notification->setEnabled(valid);
    m_notification->setChecked(valid && index.data(BatchModel::NotificationRole).toBool());
    m_send->setEnabled(m_model->count() > 0);
    if (has && !valid)
        m_entryStatus->setText(index.data(BatchModel::ErrorRole).toString()
                               + u' ' + tr("It is sent as typed."));
    else
        m_entryStatus->setText(tr("%n entry(s) in the batch", nullptr, m_model->count()));
}

void BatchBuilder::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        m_highlighter->updateColours(palette());
    QWidget::changeEvent(event);
}

} // namespace RpcScope
