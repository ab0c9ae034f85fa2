#pragma once

#include <QSortFilterProxyModel>

namespace RpcScope {

/// What the tap window's sequence shows: rows whose summaries hold a text, with or without
/// notifications. Held messages always show (they wait for the user).
class TapSequenceFilter final : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit TapSequenceFilter(QObject *parent = nullptr);

    void setText(const QString &text);
    void setShowNotifications(bool show);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_text;
    bool m_showNotifications = true;
};

} // namespace RpcScope
