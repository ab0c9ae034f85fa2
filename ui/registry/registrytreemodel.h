#pragma once

#include "lib/discovery/methodaliases.h"
#include "lib/discovery/methodinfo.h"

#include <QAbstractItemModel>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>

namespace RpcScope {

/// A registry as a tree grouped by the separators `.`, `/` and `#`: `notes.list` sits under
/// `notes`, `a/b/c` under `a` and `b`. Group rows count their methods; leaf rows carry the
/// MethodInfo, its provenance and its aliases. A filter (setFilterText) keeps the leaves
/// whose name, summary or description contains the text, and the groups that lead to them.
///
/// The tree is built once (build(), a pure function that may run on a worker thread) and
/// filtering only walks precomputed lowercase text, so a keystroke at 10,000 methods costs
/// well under a frame. A filter change resets the model (views re-expand what they need).
class RegistryTreeModel final : public QAbstractItemModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RegistryTreeModel)

public:
    enum Role {
        NameRole = Qt::UserRole + 1,   ///< leaf: the method's full name; group: its path (QString)
        IsGroupRole,                   ///< bool
        LeafCountRole,                 ///< group: methods shown under it now (int)
        TotalLeafCountRole,            ///< group: methods under it without a filter (int)
        SummaryRole,                   ///< leaf: one-line summary (QString)
        SourcesRole,                   ///< leaf: MethodInfo::sources (QStringList)
        BadgesRole,                    ///< leaf: provenance badge labels, translated (QStringList)
        AliasOfRole,                   ///< leaf: the name this one is an alias of, or empty (QString)
        AliasesRole,                   ///< leaf: the other names of its alias group (QStringList)
        KindRole,                      ///< leaf: MethodInfo::Kind as int
    };

    /// The built tree; immutable, shared between the model and the thread that built it.
    struct Tree
    {
        struct Node
        {
            int parent = -1;
            QString label;          ///< the segment shown
            QString path;           ///< group: the name prefix; leaf: the full name
            int method = -1;        ///< index into methods; -1 for groups
            QList<int> children;    ///< groups first, then leaves, each in code-point order
            int leafCount = 0;
        };
        QList<MethodInfo> methods;  ///< in code-point order of names
        QList<QString> search;      ///< per method: lowercase "name\nsummary\ndescription"
        QList<QString> summaries;   ///< per method: one-line summary
        QList<int> leafOf;          ///< per method: its leaf node
        QList<Node> nodes;          ///< node 0 is the invisible root; parents before children
        QHash<QString, int> byName; ///< method name to method index
        QHash<QString, int> groupByPath; ///< group path to node
        MethodAliases aliases;
    };
    using TreePtr = std::shared_ptr<const Tree>;

    /// Groups nest at most this deep; the rest of a name stays in its leaf's label.
    static constexpr int MaxDepth = 8;

    explicit RegistryTreeModel(QObject *parent = nullptr);
    ~RegistryTreeModel() override;

    /// Builds the tree of \a methods (pure; safe on any thread).
    static TreePtr build(QList<MethodInfo> methods);
    /// Shows \a tree (keeps the filter text).
    void setTree(TreePtr tree);
    /// build() and setTree() in one step, on this thread.
    void setMethods(const QList<MethodInfo> &methods);
    /// Replaces the sources of the entry \a name in place (no reset); false when absent.
    bool updateSources(const QString &name, const QStringList &sources);

    /// Keeps the leaves whose name, summary or description contains \a text (any case).
    void setFilterText(const QString &text);
    const QString &filterText() const { return m_filter; }

    int totalLeafCount() const;
    int visibleLeafCount() const;
    /// The entry of a leaf index; nullptr for groups and invalid indexes.
    const MethodInfo *method(const QModelIndex &index) const;
    /// The leaf of \a name; invalid when absent or hidden by the filter.
    QModelIndex indexOf(const QString &name) const;
    bool contains(const QString &name) const;
    /// The index of the group whose NameRole is \a path; invalid when absent or hidden.
    QModelIndex groupIndex(const QString &path) const;
    const TreePtr &tree() const { return m_tree; }

    /// The badge label of a MethodInfo::sources entry ("discover", "MCP tool", ...), translated.
    static QString badgeLabel(const QString &source);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    bool hasChildren(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

private:
    void applyFilter(bool narrowing);
    int nodeOf(const QModelIndex &index) const;
    const QList<int> &shownChildren(int node) const;
    QModelIndex indexOfNode(int node) const;

    TreePtr m_tree;
    QString m_filter;                  // as typed
    QString m_needle;                  // lowercase
    QList<bool> m_match;               // per method
    QList<int> m_shownCount;           // per node: leaves shown under it (1/0 for leaves)
    QList<QList<int>> m_shownChildren; // per node, only while filtering
    QList<int> m_row;                  // per node: its row under its parent as shown
    QHash<int, QStringList> m_sources; // per method: sources changed after the build
};

} // namespace RpcScope
