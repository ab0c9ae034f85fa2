#pragma once

#include "lib/collection/collectionrunner.h"

#include <QAbstractTableModel>

namespace RpcScope {

/// The live results table of a run: one row per request as it finishes (append-only).
class RunResultsModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunResultsModel)

public:
    enum Column { RequestColumn, StatusColumn, PassedColumn, FailedColumn, DurationColumn, ColumnCount };

    explicit RunResultsModel(QObject *parent = nullptr);

    void clear();
    void append(const RequestResult &result);
    const QList<RequestResult> &results() const { return m_results; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// What the Status column says: the outcome and HTTP status, or why it did not run.
    static QString statusText(const RequestResult &result);
    /// Every failed assertion of \a result, one a line.
    static QString failures(const RequestResult &result);

private:
    QList<RequestResult> m_results;
};

} // namespace RpcScope
