#pragma once

#include <QFrame>
#include <QList>
#include <QPointer>

#include <functional>

class QLineEdit;
class QListWidget;

namespace RpcScope {

class EmptyState;

/// Ctrl+K: reach anything by typing a few letters of it: a method of the endpoint in front,
/// an endpoint, a request tab, a saved request of an open collection, a menu command. Every
/// word typed must occur in an entry (in any order); Return goes there, Escape closes. It
/// floats at the top of the window it belongs to (like an editor's command palette) and
/// goes away when the focus leaves it.
class Locator final : public QFrame
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Locator)

public:
    struct Entry
    {
        QString text;                  ///< what is matched and shown
        QString kind;                  ///< "Method", "Endpoint" … shown muted
        std::function<void()> go;
    };

    explicit Locator(QWidget *parent = nullptr);

    void setEntries(QList<Entry> entries);
    /// Shows it over the top of its parent, empty and focused.
    void open();
    QLineEdit *searchEdit() const { return m_search; }
    QListWidget *list() const { return m_list; }
    /// How many entries the typed text leaves.
    int visibleCount() const;
    /// What the list says when nothing matches (empty while something does).
    QString emptyText() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void filter();
    void goToCurrent();

    QLineEdit *m_search = nullptr;
    QListWidget *m_list = nullptr;
    QList<Entry> m_entries;
    EmptyState *m_empty = nullptr;
    QPointer<QWidget> m_previousFocus;   // where Escape puts the focus back
};

} // namespace RpcScope
