#include "ui/workspace/environmenttable.h"

#include "ui/common/emptystate.h"
#include "ui/common/icons.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QStyledItemDelegate>
#include <QTableWidget>
#include <QVBoxLayout>

namespace RpcScope {

namespace {

// A secret cell's typed value; unset: the value kept before (or none) stays.
constexpr int TypedRole = Qt::UserRole + 1;
// Whether a secret cell stands for a value kept in the keychain.
constexpr int KeptRole = Qt::UserRole + 2;
// A kept secret's name as loaded: a rename moves its value.
constexpr int LoadedNameRole = Qt::UserRole + 3;

QString dots()
{
    return QString(8, QChar(0x2022));
}

bool isSecretRow(const QTableWidget *table, int row)
{
    const QTableWidgetItem *flag = table->item(row, EnvironmentTable::SecretColumn);
    return flag && flag->checkState() == Qt::Checked;
}

/// Values of secret rows are typed masked and never shown back.
class ValueDelegate final : public QStyledItemDelegate
{
public:
    explicit ValueDelegate(QTableWidget *table)
        : QStyledItemDelegate(table)
        , m_table(table)
    {}

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QWidget *editor = QStyledItemDelegate::createEditor(parent, option, index);
        if (auto *line = qobject_cast<QLineEdit *>(editor); line && isSecretRow(m_table, index.row())) {
            line->setEchoMode(QLineEdit::Password);
            line->setPlaceholderText(EnvironmentTable::tr("type the secret value"));
        }
        return editor;
    }

    void setEditorData(QWidget *editor, const QModelIndex &index) const override
    {
        if (auto *line = qobject_cast<QLineEdit *>(editor); line && isSecretRow(m_table, index.row())) {
            line->clear();   // a secret is replaced, never read back
            return;
        }
        QStyledItemDelegate::setEditorData(editor, index);
    }

    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override
    {
        auto *line = qobject_cast<QLineEdit *>(editor);
        if (!line || !isSecretRow(m_table, index.row())) {
            QStyledItemDelegate::setModelData(editor, model, index);
            return;
        }
        if (line->text().isEmpty())
            return;   // nothing typed: what was kept stays
        model->setData(index, line->text(), TypedRole);
        model->setData(index, dots(), Qt::DisplayRole);
    }

private:
    QTableWidget *m_table;
};

} // namespace

EnvironmentTable::EnvironmentTable(QWidget *parent)
    : QWidget(parent)
{
    m_table = new QTableWidget(0, 3, this);
    m_table->setObjectName(QStringLiteral("environmentTable"));
    m_table->setHorizontalHeaderLabels({tr("Variable"), tr("Value"), tr("Secret")});
    m_table->horizontalHeaderItem(SecretColumn)
        ->setToolTip(tr("A secret value is kept in the system keychain, never in the workspace file, and shown as dots"));
    m_table->horizontalHeader()->setSectionResizeMode(NameColumn, QHeaderView::Interactive);
    m_table->horizontalHeader()->setSectionResizeMode(ValueColumn, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(SecretColumn, QHeaderView::ResizeToContents);
    m_table->setColumnWidth(NameColumn, 180);
    m_table->verticalHeader()->hide();
    m_table->setItemDelegateForColumn(ValueColumn, new ValueDelegate(m_table));
    m_table->setMinimumHeight(100);
    EmptyState::attach(m_table, tr("The server inherits RpcScope's environment. Add a variable to set one for it "
                                   "alone; mark API keys and tokens secret."));
    auto *add = new QPushButton(Icons::get(QStringLiteral("add")), tr("Add Variable"), this);
    auto *remove = new QPushButton(Icons::get(QStringLiteral("remove")), tr("Remove Variable"), this);
    connect(add, &QPushButton::clicked, this, [this] {
        addVariable({}, {}, false);
        m_table->setCurrentCell(m_table->rowCount() - 1, NameColumn);
        m_table->editItem(m_table->currentItem());
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        if (m_table->currentRow() >= 0)
            m_table->removeRow(m_table->currentRow());
    });
    connect(m_table, &QTableWidget::cellChanged, this, &EnvironmentTable::onItemChanged);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table);
    layout->addLayout(buttons);
}

void EnvironmentTable::setVariables(const QList<EnvironmentVariable> &variables, const QSet<QString> &kept)
{
    m_table->setRowCount(0);
    for (const EnvironmentVariable &variable : variables) {
        addVariable(variable.name, variable.value, variable.secret);
        if (variable.secret && kept.contains(variable.name)) {
            QTableWidgetItem *value = m_table->item(m_table->rowCount() - 1, ValueColumn);
            const QScopedValueRollback<bool> guard(m_updating, true);
            value->setData(KeptRole, true);
            value->setText(dots());
            m_table->item(m_table->rowCount() - 1, NameColumn)->setData(LoadedNameRole, variable.name);
            value->setToolTip(tr("Kept in the system keychain; type to replace it"));
        }
    }
}

void EnvironmentTable::addVariable(const QString &name, const QString &value, bool secret)
{
    const QScopedValueRollback<bool> guard(m_updating, true);
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    m_table->setItem(row, NameColumn, new QTableWidgetItem(name));
    auto *valueItem = new QTableWidgetItem(secret ? QString() : value);
    if (secret && !value.isEmpty()) {
        valueItem->setData(TypedRole, value);
        valueItem->setText(dots());
    }
    m_table->setItem(row, ValueColumn, valueItem);
    auto *flag = new QTableWidgetItem;
    flag->setFlags(Qt::ItemIsUserCheckable | Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    flag->setCheckState(secret ? Qt::Checked : Qt::Unchecked);
    m_table->setItem(row, SecretColumn, flag);
}

void EnvironmentTable::onItemChanged(int row, int column)
{
    if (m_updating || column != SecretColumn)
        return;
    QTableWidgetItem *value = m_table->item(row, ValueColumn);
    if (!value)
        return;
    const QScopedValueRollback<bool> guard(m_updating, true);
    if (isSecretRow(m_table, row)) {
        // What was typed in the clear becomes the secret's value, and is no longer shown.
        if (!value->text().isEmpty()) {
            value->setData(TypedRole, value->text());
            value->setText(dots());
        }
    } else {
        // A value that was secret is never shown in the clear (a projector, a screen share):
        // no longer secret, it starts empty.
        value->setData(TypedRole, QVariant());
        value->setData(KeptRole, QVariant());
        value->setToolTip(QString());
        value->setText(QString());
    }
}

QList<EnvironmentVariable> EnvironmentTable::variables() const
{
    QList<EnvironmentVariable> variables;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const QString name = m_table->item(row, NameColumn) ? m_table->item(row, NameColumn)->text().trimmed() : QString();
        if (name.isEmpty())
            continue;
        const bool secret = isSecretRow(m_table, row);
        const QTableWidgetItem *value = m_table->item(row, ValueColumn);
        variables.append({name, secret || !value ? QString() : value->text(), secret});
    }
    return variables;
}

QHash<QString, QString> EnvironmentTable::typedSecrets() const
{
    QHash<QString, QString> typed;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const QTableWidgetItem *name = m_table->item(row, NameColumn);
        const QTableWidgetItem *value = m_table->item(row, ValueColumn);
        if (!name || name->text().trimmed().isEmpty() || !value || !isSecretRow(m_table, row))
            continue;
        if (const QVariant text = value->data(TypedRole); text.isValid())
            typed.insert(name->text().trimmed(), text.toString());
    }
    return typed;
}

QHash<QString, QString> EnvironmentTable::renamedSecrets() const
{
    QHash<QString, QString> renamed;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const QTableWidgetItem *name = m_table->item(row, NameColumn);
        const QTableWidgetItem *value = m_table->item(row, ValueColumn);
        if (!name || !value || !isSecretRow(m_table, row) || value->data(TypedRole).isValid())
            continue;
        const QString loaded = name->data(LoadedNameRole).toString();
        const QString now = name->text().trimmed();
        if (!loaded.isEmpty() && !now.isEmpty() && loaded != now && value->data(KeptRole).toBool())
            renamed.insert(loaded, now);
    }
    return renamed;
}

QString EnvironmentTable::problem() const
{
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const QTableWidgetItem *name = m_table->item(row, NameColumn);
        const QTableWidgetItem *value = m_table->item(row, ValueColumn);
        const bool hasValue = value && (!value->text().isEmpty() || value->data(TypedRole).isValid());
        if ((!name || name->text().trimmed().isEmpty()) && hasValue)
            return tr("A variable with a value has no name.");
    }
    QSet<QString> seen;
    for (const EnvironmentVariable &variable : variables()) {
        if (variable.name.contains(u'='))
            return tr("The variable name \"%1\" holds \"=\".").arg(variable.name);
        if (seen.contains(variable.name))
            return tr("The variable %1 is set twice.").arg(variable.name);
        seen.insert(variable.name);
    }
    return {};
}

} // namespace RpcScope
