#pragma once

#include <QAbstractTableModel>

namespace RpcScope {

class SessionLoader;

/// The timeline of a loaded session file: one row per line (exchange or message), read from
/// the loader's index, so a session of 100,000 exchanges costs no more than its summaries.
class SessionTimelineModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SessionTimelineModel)

public:
    enum Column { TimeColumn, EndpointColumn, MethodColumn, OutcomeColumn, DurationColumn, SizeColumn, ColumnCount };
    enum Role {
        EndpointRole = Qt::UserRole + 1,   ///< the endpoint as recorded
        OutcomeRole,                       ///< the format's outcome name; "message" for message lines
        SequenceRole,                      ///< the line's seq
    };

    explicit SessionTimelineModel(const SessionLoader *loader, QObject *parent = nullptr);

    /// Shows the loader's rows again (after it loaded another file).
    void reload();
    /// Shows no rows, e.g. while the loader reads another file (its index is then empty).
    void clear();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// The outcome names as the timeline shows them (translated).
    static QString outcomeText(const QString &outcome);

private:
    const SessionLoader *m_loader;
    int m_rows = 0;
};

} // namespace RpcScope
