#pragma once

#include "lib/discovery/documentloader.h"
#include "lib/discovery/methodinfo.h"
#include "lib/discovery/registry.h"
#include "ui/registry/registrytreemodel.h"

#include <QSet>
#include <QWidget>

class QAction;
class QLabel;
class QLineEdit;
class QModelIndex;
class QPushButton;
class QSplitter;
class QTabWidget;
class QToolButton;
class QTreeView;

namespace RpcScope {

class DriftPanel;
class ElidedLabel;
class MethodDocView;
class RegistryItemDelegate;

/// The registry browser of one endpoint: a filter box, the methods as a tree grouped by
/// separators (provenance badges, alias links), the documentation of the selected method
/// below it, a Drift tab comparing loaded OpenRPC documents with the live registry, and
/// Refresh and "Load document…". It shows the live registry merged with the loaded
/// documents and the names seen in the history.
///
/// Keyboard: Down in the filter walks into the tree, Return in the filter picks the first
/// match, Return (or a double-click) on a method activates it; the context menu (Menu key)
/// offers "Go to" for an alias.
class RegistryPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RegistryPanel)

public:
    /// Registries larger than this are built on a worker thread (registryShown() follows).
    static constexpr int AsyncBuildThreshold = 2000;

    explicit RegistryPanel(QWidget *parent = nullptr);
    ~RegistryPanel() override;

    /// Shows \a live, merged with the loaded documents and the names seen in the history.
    void setRegistry(const Registry &live);
    /// One line under the tree: discovery progress, where the methods came from, or (a
    /// \a problem, always shown whole) what went wrong.
    void setStatus(const QString &text, bool problem = false);
    /// \a method was seen in the traffic: it gets the "seen" badge, and an entry of its own
    /// when no source named it.
    void markSeen(const QString &method);
    /// Selects \a name (clearing the filter when it hides it) and shows its documentation;
    /// false when the registry has no such name.
    bool selectMethod(const QString &name);
    /// Loads an OpenRPC document from a path or http(s) URL, as "Load document…" does.
    void loadDocument(const QString &location);
    /// The document `$ref`s of the live registry point into (the rpc.discover answer).
    void setReferenceDocument(const QByteArray &openRpcDocument);

    QLineEdit *filterEdit() const { return m_filter; }
    QTreeView *view() const { return m_view; }
    RegistryTreeModel *model() const { return m_model; }
    MethodDocView *docView() const { return m_doc; }
    DriftPanel *driftPanel() const { return m_drift; }
    QTabWidget *tabs() const { return m_tabs; }
    QAction *refreshAction() const { return m_refreshAction; }
    QAction *loadFileAction() const { return m_loadFileAction; }
    QAction *loadUrlAction() const { return m_loadUrlAction; }

    /// Methods in the registry shown (live, documents and history together).
    int totalCount() const;
    /// Methods the filter lets through.
    int visibleLeafCount() const;
    QString statusText() const;
    QString countText() const;
    /// The registry shown: live, documents and history merged.
    const Registry &shownRegistry() const { return m_shown; }
    /// What the method list says while it has no methods (connecting, none offered, the
    /// endpoint unreachable), and whether it offers Retry.
    void setEmptyState(const QString &text, bool retry);
    QString emptyText() const;
    bool isEmptyStateShown() const;
    QPushButton *retryButton() const { return m_retry; }
    /// The method selected in the tree; empty when none.
    QString currentMethod() const { return m_current; }
    /// True while a large registry is being built on a worker thread.
    bool isBuilding() const { return m_building; }

signals:
    /// A method was selected (click, arrow keys, Return in the filter).
    void methodChosen(const RpcScope::MethodInfo &method);
    /// A method was opened (double-click, Return in the tree): the composer takes it and the
    /// focus goes to its editor.
    void methodOpened(const RpcScope::MethodInfo &method);
    /// A method was added to the batch (Insert in the tree, "Add to Batch"); Return never does.
    void methodActivated(const RpcScope::MethodInfo &method);
    /// The user asked to discover the endpoint again.
    void refreshRequested();
    /// An OpenRPC document was loaded and merged; the Drift tab shows the comparison.
    void documentLoaded(const RpcScope::DocumentLoader::Result &result);
    /// A document could not be loaded; \a error says why (also shown as the status).
    void documentFailed(const QString &location, const QString &error);
    /// The tree shows the registry last given (after a worker build, too).
    void registryShown();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void rebuild();
    void applyTree(const RegistryTreeModel::TreePtr &tree);
    void onFilterChanged(const QString &text);
    void onCurrentChanged(const QModelIndex &current);
    void onDocumentFinished(const DocumentLoader::Result &result);
    void chooseFirstMatch();
    void activate(const QModelIndex &index);
    void showContextMenu(const QPoint &position);
    void restoreExpansion();
    void reselect();
    void updateCount();
    /// The status's height: one line beside methods, whole without any.
    void fitStatus();
    bool m_statusIsProblem = false;
    void updateEmpty();
    void updateDrift();
    void askForFile();
    void askForUrl();
    QModelIndex firstLeaf(const QModelIndex &parent = {}) const;

    QLineEdit *m_filter = nullptr;
    QToolButton *m_refreshButton = nullptr;
    QToolButton *m_loadButton = nullptr;
    QAction *m_refreshAction = nullptr;
    QAction *m_loadFileAction = nullptr;
    QAction *m_loadUrlAction = nullptr;
    QTabWidget *m_tabs = nullptr;
    QSplitter *m_splitter = nullptr;
    QTreeView *m_view = nullptr;
    MethodDocView *m_doc = nullptr;
    DriftPanel *m_drift = nullptr;
    QLabel *m_count = nullptr;
    ElidedLabel *m_status = nullptr;
    RegistryTreeModel *m_model = nullptr;
    RegistryItemDelegate *m_delegate = nullptr;
    DocumentLoader *m_loader = nullptr;

    Registry m_live;
    Registry m_documents;          // every loaded document, merged
    QStringList m_documentLocations;
    QSet<QString> m_seen;
    Registry m_shown;
    QSet<QString> m_expanded;      // group paths the user opened (while unfiltered)
    bool m_expansionTouched = false;
    QWidget *m_empty = nullptr;
    QLabel *m_emptyText = nullptr;
    QPushButton *m_retry = nullptr;
    QString m_current;             // the method selected, kept across rebuilds
    bool m_restoring = false;
    bool m_building = false;
    quint64 m_generation = 0;
};

} // namespace RpcScope
