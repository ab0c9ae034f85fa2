#pragma once

#include <QList>
#include <QPair>
#include <QWidget>

class QTableWidget;

namespace RpcScope {

/// An editable table of two-column rows with Add and Remove buttons below it: an endpoint's
/// headers (name, value), its answers to server requests (method, JSON result).
class PairTable final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PairTable)

public:
    PairTable(const QString &firstColumn, const QString &secondColumn, const QString &addText, const QString &removeText,
              QWidget *parent = nullptr);

    void addRow(const QString &first, const QString &second);
    /// Every row whose first cell is not blank (trimmed), in order; the second cell as typed.
    QList<QPair<QString, QString>> rows() const;
    QTableWidget *table() const { return m_table; }

private:
    QTableWidget *m_table = nullptr;
};

} // namespace RpcScope
