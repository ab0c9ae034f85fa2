#pragma once

#include <QBitArray>
#include <QSortFilterProxyModel>

namespace RpcScope {

/// Narrows a SessionTimelineModel to one endpoint, one outcome and a text found in the
/// method or endpoint (case-insensitive) or, once a search of the file has found it there,
/// anywhere in the row's line; an empty criterion lets every row through.
class SessionTimelineFilter final : public QSortFilterProxyModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SessionTimelineFilter)

public:
    explicit SessionTimelineFilter(QObject *parent = nullptr);

    void setEndpoint(const QString &endpoint);
    void setOutcome(const QString &outcome);
    void setText(const QString &text);
    /// The rows whose recorded line contains \a text (SessionSearch), one bit per source row;
    /// used while \a text is the filter's text.
    void setLineHits(const QString &text, const QBitArray &hits);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_endpoint;
    QString m_outcome;
    QString m_text;
    QString m_hitsText;
    QBitArray m_hits;
};

} // namespace RpcScope
