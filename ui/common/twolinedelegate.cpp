#include "ui/common/twolinedelegate.h"

#include "ui/common/theme.h"

#include <QApplication>
#include <QPainter>

namespace RpcScope {

namespace {
constexpr int kPadX = 8;
constexpr int kPadY = 4;
constexpr int kGap = 2;
}

TwoLineDelegate::TwoLineDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{
}

void TwoLineDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString name = opt.text;
    opt.text.clear();
    const QWidget *widget = opt.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);   // background, selection, focus

    const bool selected = opt.state & QStyle::State_Selected;
    const QPalette::ColorGroup group = (opt.state & QStyle::State_Active) ? QPalette::Active : QPalette::Inactive;
    const QColor text = opt.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text);
    QColor muted = selected ? text : Theme::color(Theme::Role::Muted, opt.palette);
    const QRect area = opt.rect.adjusted(kPadX, kPadY, -kPadX, -kPadY);
    QFont nameFont = opt.font;
    nameFont.setWeight(QFont::DemiBold);
    const QFontMetrics nameMetrics(nameFont);
    const QFontMetrics summaryMetrics(opt.font);
    painter->save();
    painter->setFont(nameFont);
    painter->setPen(text);
    painter->drawText(QRect(area.left(), area.top(), area.width(), nameMetrics.height()), Qt::AlignLeft | Qt::AlignVCenter,
                      nameMetrics.elidedText(name, Qt::ElideMiddle, area.width()));
    const QString summary = index.data(SummaryRole).toString().section(QLatin1Char('\n'), 0, 0);
    if (!summary.isEmpty()) {
        painter->setFont(opt.font);
        painter->setPen(muted);
        const QRect line(area.left(), area.top() + nameMetrics.height() + kGap, area.width(), summaryMetrics.height());
        painter->drawText(line, Qt::AlignLeft | Qt::AlignVCenter, summaryMetrics.elidedText(summary, Qt::ElideRight, area.width()));
    }
    painter->restore();
}

QSize TwoLineDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QFont nameFont = option.font;
    nameFont.setWeight(QFont::DemiBold);
    const int height = QFontMetrics(nameFont).height() + kGap + QFontMetrics(option.font).height() + 2 * kPadY;
    const int width = QFontMetrics(nameFont).horizontalAdvance(index.data().toString().left(80)) + 2 * kPadX;
    return {width, height};
}

} // namespace RpcScope
