#pragma once

#include "lib/workspace/endpointprofile.h"

#include <QHash>
#include <QSet>
#include <QWidget>

class QTableWidget;

namespace RpcScope {

/// A stdio server's environment as the endpoint sheet edits it: name, value, and whether the
/// value is secret. A secret value is typed masked, shown as dots, and handed back through
/// typedSecrets() for the keychain, never through variables() (the workspace file's part).
class EnvironmentTable final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EnvironmentTable)

public:
    enum Column { NameColumn, ValueColumn, SecretColumn };

    explicit EnvironmentTable(QWidget *parent = nullptr);

    /// \a kept: the secret variables that have a value already (the sheet keeps it unless
    /// a new one is typed).
    void setVariables(const QList<EnvironmentVariable> &variables, const QSet<QString> &kept = {});
    void addVariable(const QString &name, const QString &value, bool secret);
    /// Every row with a name, in order; secret ones without their value.
    QList<EnvironmentVariable> variables() const;
    /// The secret values typed in this sheet, by variable name.
    QHash<QString, QString> typedSecrets() const;
    /// Kept secrets whose variable was renamed (and given no new value): old name -> new name,
    /// so the value moves with it.
    QHash<QString, QString> renamedSecrets() const;
    /// Why the rows cannot be kept (a blank or repeated name, one with "="), or empty.
    QString problem() const;

    QTableWidget *table() const { return m_table; }

private:
    void onItemChanged(int row, int column);

    QTableWidget *m_table = nullptr;
    bool m_updating = false;
};

} // namespace RpcScope
