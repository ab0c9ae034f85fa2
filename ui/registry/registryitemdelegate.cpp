#include "ui/registry/registryitemdelegate.h"

#include "ui/common/theme.h"
#include "ui/registry/registrytreemodel.h"

#include <QApplication>
#include <QMouseEvent>
#include <QPainter>

namespace RpcScope {

namespace {

constexpr int Padding = 4;
constexpr int BadgeGap = 4;
constexpr int BadgePadding = 5;
// Names longer than this are cut before measuring: eliding a 5,000-character name on
// every paint would cost more than the row is worth.
constexpr int MaxMeasuredName = 400;

QFont badgeFont(const QFont &base)
{
    QFont font = base;
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * 0.85);
    else
        font.setPixelSize(qMax(8, int(font.pixelSize() * 0.85)));
    return font;
}

} // namespace

struct RegistryItemDelegate::Layout
{
    QRect name;
    QString nameText;
    QRect count;
    QString countText;
    QRect alias;
    QString aliasText;
    QString aliasOf;
    QRect summary;
    QString summaryText;
    QList<QRect> badges;
    QStringList badgeLabels;
    QStringList badgeSources;
    QRect more;            // "+N": badges left out for want of room
    QString moreText;
};

RegistryItemDelegate::RegistryItemDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{
}

QColor RegistryItemDelegate::badgeColor(const QString &source, const QPalette &palette)
{
    Theme::Role role = Theme::Role::BadgeOpenRpc;
    if (source.startsWith(u"mcp-"))
        role = Theme::Role::BadgeMcp;
    else if (source == u"list-methods" || source == u"lsp")
        role = Theme::Role::BadgeListMethods;
    else if (source == u"document")
        role = Theme::Role::BadgeDocument;
    else if (source == u"history")
        role = Theme::Role::BadgeHistory;
    return Theme::color(role, palette);
}

RegistryItemDelegate::Layout RegistryItemDelegate::layout(const QStyleOptionViewItem &option,
                                                          const QModelIndex &index) const
{
    Layout l;
    const QRect area = option.rect.adjusted(Padding, 0, -Padding, 0);
    const QFontMetrics metrics(option.font);
    int right = area.right();

    if (index.data(RegistryTreeModel::IsGroupRole).toBool()) {
        const int shown = index.data(RegistryTreeModel::LeafCountRole).toInt();
        const int total = index.data(RegistryTreeModel::TotalLeafCountRole).toInt();
        //: Method count of a group row while a filter hides some: "3 of 12"
        l.countText = shown == total ? QString::number(total) : tr("%1 of %2").arg(shown).arg(total);
        const int countWidth = metrics.horizontalAdvance(l.countText) + 2 * BadgePadding;
        l.count = QRect(right - countWidth + 1, area.top(), countWidth, area.height());
        right = l.count.left() - BadgeGap;
        QFont bold = option.font;
        bold.setWeight(QFont::DemiBold);
        l.name = QRect(area.left(), area.top(), qMax(0, right - area.left()), area.height());
        l.nameText = QFontMetrics(bold).elidedText(index.data().toString().left(MaxMeasuredName), Qt::ElideMiddle, l.name.width());
        return l;
    }

    // Two lines: the name (and what it is an alias of) with the provenance badges small at the
    // end of the first, the summary in a muted colour on the whole second line.
    const int lineHeight = metrics.height();
    const int gap = qMax(0, (area.height() - 2 * lineHeight) / 3);
    const QRect first(area.left(), area.top() + gap, area.width(), lineHeight);
    const QRect second(area.left(), first.bottom() + 1 + gap, area.width(), lineHeight);

    // Badges from the right of the first line.
    const QFontMetrics badgeMetrics(badgeFont(option.font));
    const QStringList sources = index.data(RegistryTreeModel::SourcesRole).toStringList();
    const int badgeHeight = qMin(lineHeight, badgeMetrics.height() + 2);
    const int badgeTop = first.top() + (first.height() - badgeHeight) / 2;
    QStringList labels;
    QStringList labelSources;
    for (const QString &source : sources) {
        const QString label = RegistryTreeModel::badgeLabel(source);
        if (!labels.contains(label)) {
            labels.append(label);
            labelSources.append(source);
        }
    }
    const auto badgeWidth = [&badgeMetrics](const QString &text) {
        return badgeMetrics.horizontalAdvance(text) + 2 * BadgePadding;
    };
    //: Badge after the provenance badges that did not fit: how many more there are
    const auto moreLabel = [](qsizetype count) { return tr("+%1").arg(count); };
    // The first sources are kept (discovery's before history's); room is kept for the name.
    const int room = right - (area.left() + area.width() / 3);
    const auto widthOf = [&](qsizetype shown) {
        int width = 0;
        for (qsizetype i = 0; i < shown; ++i)
            width += badgeWidth(labels.at(i)) + BadgeGap;
        if (shown < labels.size())
            width += badgeWidth(moreLabel(labels.size() - shown)) + BadgeGap;
        return width;
    };
    qsizetype shown = labels.size();
    while (shown > 0 && widthOf(shown) > room)
        --shown;
    if (shown < labels.size() && widthOf(0) <= room) {
        l.moreText = moreLabel(labels.size() - shown);
        const int width = badgeWidth(l.moreText);
        l.more = QRect(right - width + 1, badgeTop, width, badgeHeight);
        right -= width + BadgeGap;
    }
    for (qsizetype i = shown - 1; i >= 0; --i) {
        const int width = badgeWidth(labels.at(i));
        l.badges.prepend(QRect(right - width + 1, badgeTop, width, badgeHeight));
        l.badgeLabels.prepend(labels.at(i));
        l.badgeSources.prepend(labelSources.at(i));
        right -= width + BadgeGap;
    }

    const QString name = index.data().toString().left(MaxMeasuredName);
    int left = area.left();
    // A little slack: elidedText() measures in fractions and would cut a name that just fits.
    const int nameWidth = qMin(metrics.horizontalAdvance(name) + 2, right - left);
    l.name = QRect(left, first.top(), qMax(0, nameWidth), lineHeight);
    l.nameText = metrics.elidedText(name, Qt::ElideMiddle, l.name.width());
    left = l.name.right() + 1 + 2 * Padding;

    l.aliasOf = index.data(RegistryTreeModel::AliasOfRole).toString();
    if (!l.aliasOf.isEmpty() && left < right) {
        //: Beside a method in the tree: it is another spelling of %1
        const QString text = tr("alias of %1").arg(l.aliasOf.left(MaxMeasuredName));
        QFont italic = option.font;
        italic.setItalic(true);
        const QFontMetrics italicMetrics(italic);
        const int width = qMin(italicMetrics.horizontalAdvance(text) + 2, right - left);
        l.alias = QRect(left, first.top(), width, lineHeight);
        l.aliasText = italicMetrics.elidedText(text, Qt::ElideRight, width);
    }

    const QString summary = index.data(RegistryTreeModel::SummaryRole).toString();
    if (!summary.isEmpty() && second.width() > metrics.averageCharWidth() * 4) {
        l.summary = QRect(second.left(), second.top(), second.width(), lineHeight);
        l.summaryText = metrics.elidedText(summary.left(MaxMeasuredName), Qt::ElideRight, l.summary.width());
    }
    return l;
}

QStringList RegistryItemDelegate::shownBadges(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const Layout l = layout(opt, index);
    QStringList shown = l.badgeLabels;
    if (!l.moreText.isEmpty())
        shown.append(l.moreText);
    return shown;
}

QRect RegistryItemDelegate::aliasRect(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    return layout(opt, index).alias;
}

QSize RegistryItemDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const QFontMetrics metrics(option.font);
    // Two lines per row, every row alike: the view can use uniform row heights, which keeps
    // 10,000 rows cheap (a group's name sits in the middle of its row).
    Q_UNUSED(index)
    return {metrics.averageCharWidth() * 30, 2 * metrics.height() + 10};
}

void RegistryItemDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    opt.text.clear();
    const QStyle *style = opt.widget ? opt.widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);

    const Layout l = layout(option, index);
    const bool selected = opt.state & QStyle::State_Selected;
    // The group the selection was drawn in (an unfocused tree's is the quieter inactive one).
    const QPalette::ColorGroup group = !(opt.state & QStyle::State_Enabled) ? QPalette::Disabled
                                       : opt.state & QStyle::State_Active    ? QPalette::Active
                                                                             : QPalette::Inactive;
    const QColor text = opt.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text);
    QColor quiet = text;
    quiet.setAlphaF(0.65f);

    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    QFont nameFont = opt.font;
    const bool isGroup = index.data(RegistryTreeModel::IsGroupRole).toBool();
    if (isGroup)
        nameFont.setWeight(QFont::DemiBold);
    painter->setFont(nameFont);
    painter->setPen(text);
    painter->drawText(l.name, Qt::AlignLeft | Qt::AlignVCenter, l.nameText);
    // The summary in the theme's muted colour (readable, unlike a faded text colour).
    if (!selected)
        quiet = Theme::color(Theme::Role::Muted, opt.palette);

    if (isGroup) {
        painter->setFont(opt.font);
        painter->setPen(quiet);
        painter->drawText(l.count, Qt::AlignRight | Qt::AlignVCenter, l.countText);
        painter->restore();
        return;
    }
    if (!l.aliasText.isEmpty()) {
        QFont italic = opt.font;
        italic.setItalic(true);
        painter->setFont(italic);
        painter->setPen(selected ? text : Theme::color(Theme::Role::Accent, opt.palette));
        painter->drawText(l.alias, Qt::AlignLeft | Qt::AlignVCenter, l.aliasText);
    }
    if (!l.summaryText.isEmpty()) {
        painter->setFont(opt.font);
        painter->setPen(quiet);
        painter->drawText(l.summary, Qt::AlignLeft | Qt::AlignVCenter, l.summaryText);
    }
    painter->setFont(badgeFont(opt.font));
    const QColor badgeText = Theme::color(Theme::Role::BadgeText, opt.palette);
    for (qsizetype i = 0; i < l.badges.size(); ++i) {
        const QRectF rect = QRectF(l.badges.at(i)).adjusted(0.5, 0.5, -0.5, -0.5);
        painter->setPen(Qt::NoPen);
        painter->setBrush(badgeColor(l.badgeSources.at(i), opt.palette));
        painter->drawRoundedRect(rect, rect.height() / 2.5, rect.height() / 2.5);
        painter->setPen(badgeText);
        painter->drawText(l.badges.at(i), Qt::AlignCenter, l.badgeLabels.at(i));
    }
    if (!l.moreText.isEmpty()) {
        const QRectF rect = QRectF(l.more).adjusted(0.5, 0.5, -0.5, -0.5);
        painter->setPen(quiet);
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(rect, rect.height() / 2.5, rect.height() / 2.5);
        painter->drawText(l.more, Qt::AlignCenter, l.moreText);
    }
    painter->restore();
}

bool RegistryItemDelegate::editorEvent(QEvent *event, QAbstractItemModel *model, const QStyleOptionViewItem &option,
                                       const QModelIndex &index)
{
    if (event->type() == QEvent::MouseButtonRelease) {
        const auto *mouse = static_cast<QMouseEvent *>(event);
        if (mouse->button() == Qt::LeftButton) {
            const Layout l = layout(option, index);
            if (!l.aliasOf.isEmpty() && l.alias.contains(mouse->position().toPoint())) {
                emit aliasClicked(l.aliasOf);
                return true;
            }
        }
    }
    return QStyledItemDelegate::editorEvent(event, model, option, index);
}

} // namespace RpcScope
