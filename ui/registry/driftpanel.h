#pragma once

#include "lib/discovery/contractdrift.h"

#include <QWidget>

class QLabel;
class QTreeWidget;
class QTreeWidgetItem;

namespace RpcScope {

/// Contract drift between a loaded OpenRPC document and the live registry, in three lists:
/// documented but missing, offered but undocumented, and in both with other parameters.
/// Activating a method (double-click, Return) asks to show it.
class DriftPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DriftPanel)

public:
    enum Section { Missing, Undocumented, Changed };

    explicit DriftPanel(QWidget *parent = nullptr);

    /// Shows \a drift between the document(s) at \a documents and the live registry.
    void setDrift(const ContractDrift &drift, const QStringList &documents);
    /// No document loaded: says how to get one.
    void clear();

    const ContractDrift &drift() const { return m_drift; }
    QTreeWidget *view() const { return m_view; }
    /// The method names listed under \a section.
    QStringList names(Section section) const;
    QString summaryText() const;

signals:
    void methodActivated(const QString &name);

private:
    void onActivated(QTreeWidgetItem *item);

    QLabel *m_summary = nullptr;
    QTreeWidget *m_view = nullptr;
    ContractDrift m_drift;
};

} // namespace RpcScope
