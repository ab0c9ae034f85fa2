#include "ui/registry/methodlistpanel.h"

#include "ui/registry/methodlistmodel.h"

#include <QApplication>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPainter>
#include <QSortFilterProxyModel>
#include <QStyledItemDelegate>
#include <QVBoxLayout>

namespace RpcScope {

namespace {

// Two lines per method: the name, and the summary below it in a quieter colour.
class MethodItemDelegate final : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        const QFontMetrics metrics(option.font);
        const int lines = index.data(MethodListModel::SummaryRole).toString().isEmpty() ? 1 : 2;
        return {QStyledItemDelegate::sizeHint(option, index).width(), lines * metrics.height() + 10};
    }

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QStyleOptionViewItem opt = option;
        initStyleOption(&opt, index);
        const QString name = opt.text;
        const QString summary = index.data(MethodListModel::SummaryRole).toString();
        opt.text.clear();
        const QStyle *style = opt.widget ? opt.widget->style() : QApplication::style();
        style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);

        const bool selected = opt.state & QStyle::State_Selected;
        const QPalette::ColorGroup group = opt.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled;
        const QColor text = opt.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text);
        QColor quiet = text;
        quiet.setAlphaF(0.7);

        const QRect area = opt.rect.adjusted(8, 5, -8, -5);
        const QFontMetrics metrics(opt.font);
        painter->save();
        QFont bold = opt.font;
        bold.setWeight(QFont::DemiBold);
        painter->setFont(bold);
        painter->setPen(text);
        QRect line(area.left(), area.top(), area.width(), metrics.height());
        painter->drawText(line, Qt::AlignLeft | Qt::AlignVCenter,
                          QFontMetrics(bold).elidedText(name, Qt::ElideMiddle, line.width()));
        if (!summary.isEmpty()) {
            painter->setFont(opt.font);
            painter->setPen(quiet);
            line.translate(0, metrics.height());
            painter->drawText(line, Qt::AlignLeft | Qt::AlignVCenter,
                              metrics.elidedText(summary, Qt::ElideRight, line.width()));
        }
        painter->restore();
    }
};

} // namespace

MethodListPanel::MethodListPanel(QWidget *parent)
    : QWidget(parent)
    , m_filter(new QLineEdit(this))
    , m_view(new QListView(this))
    , m_count(new QLabel(this))
    , m_status(new QLabel(this))
    , m_model(new MethodListModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
{
    m_filter->setObjectName(QStringLiteral("methodFilter"));
    m_filter->setPlaceholderText(tr("Filter methods"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setToolTip(tr("Shows the methods whose name, summary or description contains this text.\n"
                            "Enter picks the first match; Down moves into the list."));

    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterRole(MethodListModel::SearchRole);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);

    m_view->setObjectName(QStringLiteral("methodList"));
    m_view->setModel(m_proxy);
    m_view->setItemDelegate(new MethodItemDelegate(m_view));
    m_view->setUniformItemSizes(false);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    m_count->setObjectName(QStringLiteral("methodCount"));
    m_status->setObjectName(QStringLiteral("discoveryStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->hide();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(6);
    layout->addWidget(m_filter);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_count);
    layout->addWidget(m_status);

    connect(m_filter, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_proxy->setFilterFixedString(text);
        updateCount();
    });
    connect(m_filter, &QLineEdit::returnPressed, this, &MethodListPanel::chooseFirstMatch);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) { onCurrentChanged(current); });
    connect(m_view, &QListView::activated, this, &MethodListPanel::onCurrentChanged);
    m_filter->installEventFilter(this);
    updateCount();
}

void MethodListPanel::setMethods(const QList<MethodInfo> &methods)
{
    m_model->setMethods(methods);
    updateCount();
}

void MethodListPanel::setStatus(const QString &text)
{
    m_status->setText(text);
    m_status->setVisible(!text.isEmpty());
}

int MethodListPanel::visibleCount() const
{
    return m_proxy->rowCount();
}

int MethodListPanel::totalCount() const
{
    return m_model->rowCount();
}

QString MethodListPanel::statusText() const
{
    return m_status->text();
}

void MethodListPanel::onCurrentChanged(const QModelIndex &current)
{
    if (!current.isValid())
        return;
    const MethodInfo *method = m_model->method(m_proxy->mapToSource(current).row());
    if (method)
        emit methodChosen(*method);
}

void MethodListPanel::chooseFirstMatch()
{
    const QModelIndex first = m_proxy->index(0, 0);
    if (!first.isValid())
        return;
    if (m_view->currentIndex() == first)
        onCurrentChanged(first);   // picking it again refills the editor
    else
        m_view->setCurrentIndex(first);
}

bool MethodListPanel::eventFilter(QObject *watched, QEvent *event)
{
    // Down in the filter box walks on into the list, so the keyboard alone finds a method.
    if (watched == m_filter && event->type() == QEvent::KeyPress
        && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Down && m_proxy->rowCount() > 0) {
        m_view->setFocus(Qt::ShortcutFocusReason);
        if (!m_view->currentIndex().isValid())
            m_view->setCurrentIndex(m_proxy->index(0, 0));
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void MethodListPanel::updateCount()
{
    const int total = m_model->rowCount();
    const int shown = m_proxy->rowCount();
    if (shown == total)
        m_count->setText(tr("%n method(s)", nullptr, total));
    else
        //: Shown while the method filter hides some: "3 of 33 methods"
        m_count->setText(tr("%1 of %n method(s)", nullptr, total).arg(shown));
}

} // namespace RpcScope
