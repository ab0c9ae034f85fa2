#pragma once

#include <QStyledItemDelegate>

namespace RpcScope {

/// A list row on two lines: its name (DisplayRole) in the text colour, then its summary
/// (SummaryRole) in a muted colour, each elided to the row's width; the full text is the
/// row's tooltip. For lists where what a thing does matters as much as its name (MCP tools).
class TwoLineDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TwoLineDelegate)

public:
    static constexpr int SummaryRole = Qt::UserRole + 40;

    explicit TwoLineDelegate(QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

} // namespace RpcScope
