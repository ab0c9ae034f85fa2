#pragma once

#include "lib/collection/collection.h"

#include <QDialog>
#include <QHash>
#include <QSet>

class QCheckBox;
class QComboBox;
class QLabel;
class QTableWidget;

namespace RpcScope {

class KeychainSecretStore;

/// Edits the variables of a collection: its own and those of each environment, one table at
/// a time. A variable marked secret has its value shown masked (a toggle reveals it) and kept
/// in the KeychainSecretStore, never in the collection: result() carries its name only.
class EnvironmentEditor final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EnvironmentEditor)

public:
    EnvironmentEditor(const Collection &collection, const QString &environment, KeychainSecretStore *secrets,
                      QWidget *parent = nullptr);

    /// The collection with the edited variables (after accept()).
    const Collection &result() const { return m_collection; }

    QComboBox *scopeCombo() const { return m_scope; }
    QTableWidget *table() const { return m_table; }
    QCheckBox *revealToggle() const { return m_reveal; }
    /// Adds a row (for the Add button and tests).
    void addVariable(const QString &name, const QString &value, bool secret);

    void accept() override;

private:
    enum Column { NameColumn, ValueColumn, SecretColumn };
    QList<CollectionVariable> *scopeVariables(int scope);
    void loadScope(int scope);
    void storeScope(int scope);
    void updateEcho();
    /// The names of the variables marked secret in any scope of \a collection.
    static QSet<QString> secretNames(const Collection &collection);

    Collection m_collection;
    QSet<QString> m_initialSecrets;   // as the dialog opened: those no longer secret are removed
    KeychainSecretStore *m_secrets = nullptr;
    QHash<QString, QString> m_secretValues;   // edited here, written to the store on accept
    QComboBox *m_scope = nullptr;
    QTableWidget *m_table = nullptr;
    QCheckBox *m_reveal = nullptr;
    QLabel *m_status = nullptr;
    int m_shownScope = 0;
};

} // namespace RpcScope
