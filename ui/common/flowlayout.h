#pragma once

#include <QLayout>
#include <QList>

namespace RpcScope {

/// Lays its items out in rows, left to right, starting a new row where the next item would
/// not fit: a row of buttons that wraps instead of making the window wider. Its minimum width
/// is the widest item's; its height follows the width (heightForWidth).
class FlowLayout final : public QLayout
{
public:
    explicit FlowLayout(QWidget *parent = nullptr, int spacing = 4);
    ~FlowLayout() override;

    void addItem(QLayoutItem *item) override;
    int count() const override;
    QLayoutItem *itemAt(int index) const override;
    QLayoutItem *takeAt(int index) override;

    Qt::Orientations expandingDirections() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect &rect) override;

private:
    /// Places the items in \a rect (or only measures, when \a place is false); returns the height used.
    int arrange(const QRect &rect, bool place) const;

    QList<QLayoutItem *> m_items;
};

} // namespace RpcScope
