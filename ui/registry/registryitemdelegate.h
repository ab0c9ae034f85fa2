#pragma once

#include <QStyledItemDelegate>

namespace RpcScope {

/// Paints a row of the RegistryTreeModel: a group's name with its method count; a method's
/// name, "alias of …" when it is one, its summary in a quieter colour, and its provenance
/// badges as small rounded labels on the right, in the theme's badge colours (as many as fit,
/// then "+N"). A click on
/// the "alias of …" note asks to jump to the original (aliasClicked).
class RegistryItemDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RegistryItemDelegate)

public:
    explicit RegistryItemDelegate(QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    /// Where the "alias of …" note of \a index is drawn in \a option's rect; empty when none.
    QRect aliasRect(const QStyleOptionViewItem &option, const QModelIndex &index) const;
    /// The badges drawn for \a index in \a option's rect, in order; the first ones are kept
    /// when not all fit, and a last "+N" says how many were left out (the tooltip lists all).
    QStringList shownBadges(const QStyleOptionViewItem &option, const QModelIndex &index) const;

    /// The theme's badge background for a MethodInfo::sources entry.
    static QColor badgeColor(const QString &source, const QPalette &palette);

signals:
    /// The "alias of \a original" note was clicked.
    void aliasClicked(const QString &original);

protected:
    bool editorEvent(QEvent *event, QAbstractItemModel *model, const QStyleOptionViewItem &option,
                     const QModelIndex &index) override;

private:
    struct Layout;
    Layout layout(const QStyleOptionViewItem &option, const QModelIndex &index) const;
};

} // namespace RpcScope
