#include "ui/collections/environmenteditor.h"

#include "lib/keychain/keychainsecretstore.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace RpcScope {

EnvironmentEditor::EnvironmentEditor(const Collection &collection, const QString &environment,
                                     KeychainSecretStore *secrets, QWidget *parent)
    : QDialog(parent)
    , m_collection(collection)
    , m_initialSecrets(secretNames(collection))
    , m_secrets(secrets)
    , m_scope(new QComboBox(this))
    , m_table(new QTableWidget(0, 3, this))
    , m_reveal(new QCheckBox(tr("&Show secret values"), this))
    , m_status(new QLabel(this))
{
    setObjectName(QStringLiteral("environmentEditor"));
    setWindowTitle(tr("Variables of %1").arg(collection.name));
    m_scope->setObjectName(QStringLiteral("scope"));
    m_scope->addItem(tr("Collection variables (every environment)"));
    for (const CollectionEnvironment &env : std::as_const(m_collection.environments))
        m_scope->addItem(tr("Environment: %1").arg(env.name));
    for (int i = 0; i < m_collection.environments.size(); ++i) {
        if (m_collection.environments.at(i).name == environment)
            m_shownScope = i + 1;
    }
    m_table->setObjectName(QStringLiteral("variables"));
    m_table->setHorizontalHeaderLabels({tr("Name"), tr("Value"), tr("Secret")});
    m_table->horizontalHeader()->setSectionResizeMode(NameColumn, QHeaderView::Interactive);
    m_table->horizontalHeader()->setSectionResizeMode(ValueColumn, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(SecretColumn, QHeaderView::ResizeToContents);
    m_table->setColumnWidth(NameColumn, 160);
    m_table->verticalHeader()->hide();
    m_reveal->setObjectName(QStringLiteral("reveal"));
    m_status->setObjectName(QStringLiteral("secretStatus"));
    m_status->setWordWrap(true);
    m_status->setText(secrets ? secrets->status() : tr("Secret values have no store here."));

    auto *add = new QPushButton(tr("&Add"), this);
    auto *remove = new QPushButton(tr("&Remove"), this);
    connect(add, &QPushButton::clicked, this, [this] { addVariable(QString(), QString(), false); });
    connect(remove, &QPushButton::clicked, this, [this] {
        if (m_table->currentRow() >= 0)
            m_table->removeRow(m_table->currentRow());
    });
    connect(m_reveal, &QCheckBox::toggled, this, &EnvironmentEditor::updateEcho);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *row = new QHBoxLayout;
    row->addWidget(add);
    row->addWidget(remove);
    row->addStretch(1);
    row->addWidget(m_reveal);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_scope);
    layout->addWidget(m_table, 1);
    layout->addLayout(row);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    resize(620, 420);

    m_scope->setCurrentIndex(m_shownScope);
    loadScope(m_shownScope);
    connect(m_scope, &QComboBox::currentIndexChanged, this, [this](int scope) {
        storeScope(m_shownScope);
        m_shownScope = scope;
        loadScope(scope);
    });
}

QList<CollectionVariable> *EnvironmentEditor::scopeVariables(int scope)
{
    if (scope <= 0)
        return &m_collection.variables;
    if (scope - 1 < m_collection.environments.size())
        return &m_collection.environments[scope - 1].variables;
    return nullptr;
}

void EnvironmentEditor::addVariable(const QString &name, const QString &value, bool secret)
{
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    m_table->setItem(row, NameColumn, new QTableWidgetItem(name));
    auto *edit = new QLineEdit(value, m_table);
    edit->setFrame(false);
    m_table->setCellWidget(row, ValueColumn, edit);
    auto *check = new QTableWidgetItem;
    check->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
    check->setCheckState(secret ? Qt::Checked : Qt::Unchecked);
    check->setToolTip(tr("A secret value is kept in the system keychain, never in the collection file."));
    m_table->setItem(row, SecretColumn, check);
    updateEcho();
}

void EnvironmentEditor::loadScope(int scope)
{
    m_table->setRowCount(0);
    const QList<CollectionVariable> *variables = scopeVariables(scope);
    if (!variables)
        return;
    const QSignalBlocker blocker(m_table);
    for (const CollectionVariable &variable : *variables) {
        QString value = variable.value;
        if (variable.secret) {
            value = m_secretValues.contains(variable.name)
                ? m_secretValues.value(variable.name)
                : (m_secrets ? m_secrets->secret(variable.name).value_or(QString()) : QString());
        }
        addVariable(variable.name, value, variable.secret);
    }
    connect(m_table, &QTableWidget::itemChanged, this, &EnvironmentEditor::updateEcho, Qt::UniqueConnection);
}

void EnvironmentEditor::storeScope(int scope)
{
    QList<CollectionVariable> *variables = scopeVariables(scope);
    if (!variables)
        return;
    variables->clear();
    for (int row = 0; row < m_table->rowCount(); ++row) {
        CollectionVariable variable;
        variable.name = m_table->item(row, NameColumn) ? m_table->item(row, NameColumn)->text().trimmed() : QString();
        if (variable.name.isEmpty())
            continue;
        variable.secret = m_table->item(row, SecretColumn)->checkState() == Qt::Checked;
        const QString value = static_cast<QLineEdit *>(m_table->cellWidget(row, ValueColumn))->text();
        if (variable.secret)
            m_secretValues.insert(variable.name, value);   // to the store, never into the file
        else
            variable.value = value;
        variables->append(variable);
    }
}

void EnvironmentEditor::updateEcho()
{
    for (int row = 0; row < m_table->rowCount(); ++row) {
        auto *edit = static_cast<QLineEdit *>(m_table->cellWidget(row, ValueColumn));
        const QTableWidgetItem *secret = m_table->item(row, SecretColumn);
        if (!edit || !secret)
            continue;
        const bool masked = secret->checkState() == Qt::Checked && !m_reveal->isChecked();
        edit->setEchoMode(masked ? QLineEdit::Password : QLineEdit::Normal);
    }
}

QSet<QString> EnvironmentEditor::secretNames(const Collection &collection)
{
    QSet<QString> names;
    const auto add = [&names](const QList<CollectionVariable> &variables) {
        for (const CollectionVariable &variable : variables) {
            if (variable.secret)
                names.insert(variable.name);
        }
    };
    add(collection.variables);
    for (const CollectionEnvironment &environment : collection.environments)
        add(environment.variables);
    return names;
}

void EnvironmentEditor::accept()
{
    storeScope(m_shownScope);
    if (m_secrets) {
        // A secret no scope names any more (removed, or no longer marked secret) leaves the
        // keychain too, so a value once kept there can be taken out again.
        const QSet<QString> kept = secretNames(m_collection);
        for (const QString &name : std::as_const(m_initialSecrets)) {
            if (!kept.contains(name))
                m_secrets->removeSecret(name);
        }
        for (auto it = m_secretValues.cbegin(); it != m_secretValues.cend(); ++it) {
            if (it.value().isEmpty())
                m_secrets->removeSecret(it.key());   // cleared: gone from the keychain too
            else if (m_secrets->secret(it.key()) != it.value())
                m_secrets->setSecret(it.key(), it.value());
        }
    }
    QDialog::accept();
}

} // namespace RpcScope
