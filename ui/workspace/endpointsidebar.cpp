#include "ui/workspace/endpointsidebar.h"

#include "ui/common/icons.h"
#include "ui/workspace/endpointlistmodel.h"

#include <QHBoxLayout>
#include <QAction>
#include <QLabel>
#include <QListView>
#include <QMenu>
#include <QPainter>
#include <QStyledItemDelegate>
#include <QToolButton>
#include <QVBoxLayout>

namespace RpcScope {

namespace {

/// Name over a smaller, muted address, a state dot on the left.
class EndpointDelegate final : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &) const override
    {
        return {option.rect.width(), option.fontMetrics.height() * 2 + 12};
    }

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QStyleOptionViewItem opt(option);
        initStyleOption(&opt, index);
        opt.text.clear();
        opt.icon = QIcon();
        opt.features &= ~QStyleOptionViewItem::HasDecoration;
        opt.widget->style()->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);

        painter->save();
        const QRect rect = option.rect.adjusted(8, 6, -6, -6);
        const int dot = option.fontMetrics.height() / 2;
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(Qt::NoPen);
        painter->setBrush(index.data(Qt::DecorationRole).value<QColor>());
        painter->drawEllipse(QRect(rect.left(), rect.top() + (option.fontMetrics.height() - dot) / 2, dot, dot));

        const bool selected = option.state & QStyle::State_Selected;
        const QPalette::ColorRole textRole = selected ? QPalette::HighlightedText : QPalette::Text;
        // The colour group the selection was drawn in: an unfocused list's selection is the
        // quieter inactive one, and its text must be that group's too.
        const QPalette::ColorGroup group = option.state & QStyle::State_Active ? QPalette::Active : QPalette::Inactive;
        const QRect text = rect.adjusted(dot + 8, 0, 0, 0);
        QFont font = option.font;
        font.setBold(true);
        painter->setFont(font);
        painter->setPen(option.palette.color(group, textRole));
        const QFontMetrics bold(font);
        painter->drawText(text.left(), text.top() + bold.ascent(),
                          bold.elidedText(index.data().toString(), Qt::ElideRight, text.width()));
        painter->setFont(option.font);
        QColor muted = option.palette.color(group, textRole);
        muted.setAlphaF(0.65f);
        painter->setPen(muted);
        painter->drawText(text.left(), text.top() + option.fontMetrics.height() + option.fontMetrics.ascent(),
                          option.fontMetrics.elidedText(index.data(EndpointListModel::AddressRole).toString(),
                                                        Qt::ElideMiddle, text.width()));
        painter->restore();
    }
};

QToolButton *toolButton(const QString &icon, const QString &tip, QWidget *parent)
{
    auto *button = new QToolButton(parent);
    button->setIcon(Icons::get(icon));
    button->setToolTip(tip);
    button->setStatusTip(tip);
    button->setAutoRaise(true);
    return button;
}

} // namespace

EndpointSidebar::EndpointSidebar(EndpointListModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
{
    setObjectName(QStringLiteral("endpointSidebar"));
    auto *heading = new QLabel(tr("Endpoints"), this);
    QFont font = heading->font();
    font.setBold(true);
    heading->setFont(font);
    m_add = toolButton(QStringLiteral("add"), tr("Add an endpoint (Ctrl+Shift+N)"), this);
    m_edit = toolButton(QStringLiteral("settings"), tr("Edit the selected endpoint's settings"), this);
    m_remove = toolButton(QStringLiteral("remove"), tr("Close the selected endpoint"), this);

    m_view = new QListView(this);
    m_view->setObjectName(QStringLiteral("endpointList"));
    m_view->setModel(model);
    m_view->setItemDelegate(new EndpointDelegate(m_view));
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    m_view->setAccessibleName(tr("Endpoints"));
    // Keyboard path: F2 edits, Delete closes the selected endpoint.
    auto *editAction = new QAction(m_view);
    editAction->setShortcut(QKeySequence(Qt::Key_F2));
    editAction->setShortcutContext(Qt::WidgetShortcut);
    m_view->addAction(editAction);
    connect(editAction, &QAction::triggered, this, [this] {
        if (EndpointSession *session = current())
            emit editRequested(session);
    });
    auto *removeAction = new QAction(m_view);
    removeAction->setShortcut(QKeySequence::Delete);
    removeAction->setShortcutContext(Qt::WidgetShortcut);
    m_view->addAction(removeAction);
    connect(removeAction, &QAction::triggered, this, [this] {
        if (EndpointSession *session = current())
            emit removeRequested(session);
    });

    auto *top = new QHBoxLayout;
    top->setContentsMargins(0, 0, 0, 0);
    top->addWidget(heading, 1);
    top->addWidget(m_add);
    top->addWidget(m_edit);
    top->addWidget(m_remove);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 0, 4, 0);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);

    connect(m_add, &QToolButton::clicked, this, &EndpointSidebar::addRequested);
    connect(m_edit, &QToolButton::clicked, this, [this] {
        if (EndpointSession *session = current())
            emit editRequested(session);
    });
    connect(m_remove, &QToolButton::clicked, this, [this] {
        if (EndpointSession *session = current())
            emit removeRequested(session);
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &index) { emit currentChanged(m_model->session(index.row())); });
    connect(m_view, &QListView::doubleClicked, this,
            [this](const QModelIndex &index) { emit editRequested(m_model->session(index.row())); });
    connect(m_view, &QListView::customContextMenuRequested, this, [this](const QPoint &pos) {
        EndpointSession *session = m_model->session(m_view->indexAt(pos).row());
        QMenu menu(this);
        menu.addAction(Icons::get(QStringLiteral("add")), tr("Add Endpoint…"), this, &EndpointSidebar::addRequested);
        if (session) {
            menu.addAction(Icons::get(QStringLiteral("settings")), tr("Settings…"), this,
                           [this, session] { emit editRequested(session); });
            menu.addAction(Icons::get(QStringLiteral("remove")), tr("Close Endpoint"), this,
                           [this, session] { emit removeRequested(session); });
        }
        menu.exec(m_view->viewport()->mapToGlobal(pos));
    });
}

void EndpointSidebar::setCurrent(EndpointSession *session)
{
    const int row = m_model->rowOf(session);
    if (row >= 0)
        m_view->setCurrentIndex(m_model->index(row));
}

EndpointSession *EndpointSidebar::current() const
{
    return m_model->session(m_view->currentIndex().row());
}

} // namespace RpcScope
