#include "ui/common/pairtable.h"

#include "ui/common/icons.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace RpcScope {

PairTable::PairTable(const QString &firstColumn, const QString &secondColumn, const QString &addText,
                     const QString &removeText, QWidget *parent)
    : QWidget(parent)
{
    m_table = new QTableWidget(0, 2, this);
    m_table->setHorizontalHeaderLabels({firstColumn, secondColumn});
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    auto *add = new QPushButton(Icons::get(QStringLiteral("add")), addText, this);
    auto *remove = new QPushButton(Icons::get(QStringLiteral("remove")), removeText, this);
    connect(add, &QPushButton::clicked, this, [this] {
        addRow({}, {});
        m_table->setCurrentCell(m_table->rowCount() - 1, 0);
        m_table->editItem(m_table->currentItem());
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        if (m_table->currentRow() >= 0)
            m_table->removeRow(m_table->currentRow());
    });
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table);
    layout->addLayout(buttons);
}

void PairTable::addRow(const QString &first, const QString &second)
{
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    m_table->setItem(row, 0, new QTableWidgetItem(first));
    m_table->setItem(row, 1, new QTableWidgetItem(second));
}

QList<QPair<QString, QString>> PairTable::rows() const
{
    QList<QPair<QString, QString>> rows;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const QString first = m_table->item(row, 0) ? m_table->item(row, 0)->text().trimmed() : QString();
        const QString second = m_table->item(row, 1) ? m_table->item(row, 1)->text() : QString();
        if (!first.isEmpty())
            rows.append({first, second});
    }
    return rows;
}

} // namespace RpcScope
