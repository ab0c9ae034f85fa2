#pragma once

#include <QDialog>

class QLineEdit;
class QMenuBar;
class QTreeWidget;

namespace RpcScope {

/// Help > Keyboard Shortcuts: every menu command with its keys, then the keys each pane
/// understands (Ctrl+Enter does the pane's main action, Ctrl+F searches it, Escape cancels
/// or closes), filterable by typing.
class ShortcutsDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ShortcutsDialog)

public:
    explicit ShortcutsDialog(const QMenuBar *menus, QWidget *parent = nullptr);

    QTreeWidget *table() const { return m_table; }
    /// The keys listed for \a command (as shown); empty when it is not listed.
    QString keysOf(const QString &command) const;

private:
    void filter(const QString &text);

    QLineEdit *m_search = nullptr;
    QTreeWidget *m_table = nullptr;
};

} // namespace RpcScope
