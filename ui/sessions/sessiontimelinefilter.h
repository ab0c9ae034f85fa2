#pragma once

#include <QSortFilterProxyModel>

namespace RpcScope {

/// Narrows a SessionTimelineModel to one endpoint, one outcome and a text found in the
/// method or endpoint (case-insensitive); an empty criterion lets every row through.
class SessionTimelineFilter final : public QSortFilterProxyModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SessionTimelineFilter)

public:
    explicit SessionTimelineFilter(QObject *parent = nullptr);

    void setEndpoint(const QString &endpoint);
    void setOutcome(const QString &outcome);
    void setText(const QString &text);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_endpoint;
    QString m_outcome;
    QString m_text;
};

} // namespace RpcScope
