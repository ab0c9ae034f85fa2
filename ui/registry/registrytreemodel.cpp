#include "ui/registry/registrytreemodel.h"

#include <algorithm>

namespace RpcScope {

namespace {

bool isSeparator(QChar c)
{
    return c == QLatin1Char('.') || c == QLatin1Char('/') || c == QLatin1Char('#');
}

// The segments of a name: split at separators, empty segments skipped (so "file:///a"
// groups under "file:"), at most MaxDepth groups deep: the rest stays in the leaf.
struct Segment
{
    qsizetype begin = 0;
    qsizetype end = 0;
};

QList<Segment> segmentsOf(const QString &name, int maxGroups)
{
    QList<Segment> segments;
    qsizetype start = 0;
    const qsizetype size = name.size();
    for (qsizetype i = 0; i <= size; ++i) {
        if (i < size && !isSeparator(name.at(i)))
            continue;
        if (i > start) {
            if (segments.size() == maxGroups) {
                segments.append({start, size});   // the leaf keeps the rest, separators and all
                return segments;
            }
            segments.append({start, i});
        }
        start = i + 1;
    }
    return segments;
}

} // namespace

RegistryTreeModel::RegistryTreeModel(QObject *parent)
    : QAbstractItemModel(parent)
    , m_tree(build({}))
{
    applyFilter(false);
}

RegistryTreeModel::~RegistryTreeModel() = default;

RegistryTreeModel::TreePtr RegistryTreeModel::build(QList<MethodInfo> methods)
{
    auto tree = std::make_shared<Tree>();
    std::sort(methods.begin(), methods.end(), [](const MethodInfo &a, const MethodInfo &b) { return a.name < b.name; });
    tree->methods = std::move(methods);
    const qsizetype count = tree->methods.size();
    tree->search.reserve(count);
    tree->summaries.reserve(count);
    tree->leafOf.reserve(count);
    tree->byName.reserve(count);
    tree->nodes.reserve(count + count / 4 + 1);
    tree->nodes.append(Tree::Node());   // the root

    // Groups by their separator-free key, so `memory.store` and `memory/store` share `memory`.
    QHash<QString, int> groups;
    for (qsizetype m = 0; m < count; ++m) {
        const MethodInfo &method = tree->methods.at(m);
        tree->byName.insert(method.name, int(m));
        tree->summaries.append(method.oneLineSummary());
        tree->search.append((method.name + QLatin1Char('\n') + method.summary + QLatin1Char('\n') + method.description).toLower());

        const QList<Segment> segments = segmentsOf(method.name, MaxDepth);
        int parent = 0;
        QString key;
        for (qsizetype s = 0; s + 1 < segments.size(); ++s) {
            const Segment &segment = segments.at(s);
            key += QStringView(method.name).mid(segment.begin, segment.end - segment.begin);
            key += QChar(0x1f);
            auto it = groups.constFind(key);
            if (it == groups.cend()) {
                Tree::Node group;
                group.parent = parent;
                group.label = method.name.mid(segment.begin, segment.end - segment.begin);
                group.path = method.name.left(segment.end);
                tree->nodes.append(group);
                const int id = int(tree->nodes.size() - 1);
                tree->nodes[parent].children.append(id);
                tree->groupByPath.insert(group.path, id);
                it = groups.insert(key, id);
            }
            parent = *it;
        }
        Tree::Node leaf;
        leaf.parent = parent;
        leaf.path = method.name;
        leaf.method = int(m);
        leaf.leafCount = 1;
        leaf.label = segments.isEmpty()
            ? method.name   // only separators: nothing to split
            : method.name.mid(segments.last().begin, segments.last().end - segments.last().begin);
        if (segments.size() == 1)
            leaf.label = method.name;   // a top-level name is shown whole ("/ping" stays "/ping")
        tree->nodes.append(leaf);
        const int id = int(tree->nodes.size() - 1);
        tree->nodes[parent].children.append(id);
        tree->leafOf.append(id);
    }

    // Counts bottom-up (children come after their parents), then groups before leaves.
    for (qsizetype n = tree->nodes.size() - 1; n > 0; --n)
        tree->nodes[tree->nodes.at(n).parent].leafCount += tree->nodes.at(n).leafCount;
    const QList<Tree::Node> &nodes = tree->nodes;
    for (Tree::Node &node : tree->nodes) {
        std::stable_sort(node.children.begin(), node.children.end(), [&nodes](int a, int b) {
            const bool aGroup = nodes.at(a).method < 0;
            const bool bGroup = nodes.at(b).method < 0;
            if (aGroup != bGroup)
                return aGroup;
            return nodes.at(a).label < nodes.at(b).label;
        });
    }
    tree->aliases = MethodAliases::find(tree->methods);
    return tree;
}

void RegistryTreeModel::setTree(TreePtr tree)
{
    beginResetModel();
    m_tree = tree ? std::move(tree) : build({});
    m_sources.clear();
    m_match.clear();
    applyFilter(false);
    endResetModel();
}

void RegistryTreeModel::setMethods(const QList<MethodInfo> &methods)
{
    setTree(build(methods));
}

bool RegistryTreeModel::updateSources(const QString &name, const QStringList &sources)
{
    const int method = m_tree->byName.value(name, -1);
    if (method < 0)
        return false;
    m_sources.insert(method, sources);
    const QModelIndex leaf = indexOf(name);
    if (leaf.isValid())
        emit dataChanged(leaf, leaf, {SourcesRole, BadgesRole, Qt::ToolTipRole});
    return true;
}

void RegistryTreeModel::setFilterText(const QString &text)
{
    if (text == m_filter)
        return;
    const QString needle = text.toLower();
    // Typing on only narrows: the leaves that failed before fail again, so skip them.
    const bool narrowing = !m_needle.isEmpty() && needle.contains(m_needle);
    beginResetModel();
    m_filter = text;
    m_needle = needle;
    applyFilter(narrowing);
    endResetModel();
}

void RegistryTreeModel::applyFilter(bool narrowing)
{
    const Tree &tree = *m_tree;
    const qsizetype methods = tree.methods.size();
    if (m_match.size() != methods) {
        m_match = QList<bool>(methods, true);
        narrowing = false;
    }
    for (qsizetype m = 0; m < methods; ++m) {
        if (m_needle.isEmpty())
            m_match[m] = true;
        else if (!narrowing || m_match.at(m))
            m_match[m] = tree.search.at(m).contains(m_needle);
    }

    const qsizetype nodes = tree.nodes.size();
    m_shownCount = QList<int>(nodes, 0);
    for (qsizetype n = nodes - 1; n > 0; --n) {
        const Tree::Node &node = tree.nodes.at(n);
        if (node.method >= 0)
            m_shownCount[n] = m_match.at(node.method) ? 1 : 0;
        m_shownCount[node.parent] += m_shownCount.at(n);
    }
    if (m_needle.isEmpty()) {
        m_shownChildren.clear();
    } else {
        m_shownChildren = QList<QList<int>>(nodes);
        for (qsizetype n = 0; n < nodes; ++n) {
            const Tree::Node &node = tree.nodes.at(n);
            if (node.method >= 0 || m_shownCount.at(n) == 0)
                continue;
            QList<int> &shown = m_shownChildren[n];
            if (m_shownCount.at(n) == node.leafCount) {
                shown = node.children;   // everything under it matches: share the list
                continue;
            }
            for (int child : node.children) {
                if (m_shownCount.at(child) > 0)
                    shown.append(child);
            }
        }
    }
    m_row = QList<int>(nodes, -1);
    for (qsizetype n = 0; n < nodes; ++n) {
        if (tree.nodes.at(n).method >= 0 || m_shownCount.at(n) == 0)
            continue;
        const QList<int> &children = shownChildren(int(n));
        for (qsizetype r = 0; r < children.size(); ++r)
            m_row[children.at(r)] = int(r);
    }
}

const QList<int> &RegistryTreeModel::shownChildren(int node) const
{
    return m_shownChildren.isEmpty() ? m_tree->nodes.at(node).children : m_shownChildren.at(node);
}

int RegistryTreeModel::totalLeafCount() const
{
    return int(m_tree->methods.size());
}

int RegistryTreeModel::visibleLeafCount() const
{
    return m_shownCount.isEmpty() ? 0 : m_shownCount.at(0);
}

int RegistryTreeModel::nodeOf(const QModelIndex &index) const
{
    return index.isValid() ? int(index.internalId()) : 0;
}

QModelIndex RegistryTreeModel::indexOfNode(int node) const
{
    if (node <= 0 || node >= m_row.size() || m_row.at(node) < 0)
        return {};
    return createIndex(m_row.at(node), 0, quintptr(node));
}

const MethodInfo *RegistryTreeModel::method(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this)
        return nullptr;
    const int m = m_tree->nodes.at(nodeOf(index)).method;
    return m >= 0 ? &m_tree->methods.at(m) : nullptr;
}

bool RegistryTreeModel::contains(const QString &name) const
{
    return m_tree->byName.contains(name);
}

QModelIndex RegistryTreeModel::indexOf(const QString &name) const
{
    const int m = m_tree->byName.value(name, -1);
    return m < 0 ? QModelIndex() : indexOfNode(m_tree->leafOf.at(m));
}

QModelIndex RegistryTreeModel::groupIndex(const QString &path) const
{
    const int node = m_tree->groupByPath.value(path, -1);
    return node < 0 ? QModelIndex() : indexOfNode(node);
}

QString RegistryTreeModel::badgeLabel(const QString &source)
{
    if (source == u"openrpc")
        //: Provenance badge: the method was described by rpc.discover (OpenRPC)
        return tr("discover");
    if (source == u"mcp-tool")
        return tr("MCP tool");
    if (source == u"mcp-resource")
        return tr("MCP resource");
    if (source == u"mcp-prompt")
        return tr("MCP prompt");
    if (source == u"list-methods")
        //: Provenance badge: the method was named by system.listMethods
        return tr("listMethods");
    if (source == u"document")
        //: Provenance badge: the method is in a loaded OpenRPC document
        return tr("document");
    if (source == u"history")
        //: Provenance badge: the method was only seen in the traffic history
        return tr("seen");
    if (source == u"lsp")
        //: Provenance badge: a language server's capabilities enable the method
        return tr("LSP");
    return source;
}

QModelIndex RegistryTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (column != 0 || row < 0)
        return {};
    const int node = nodeOf(parent);
    if (m_tree->nodes.at(node).method >= 0)
        return {};
    const QList<int> &children = shownChildren(node);
    if (row >= children.size())
        return {};
    return createIndex(row, 0, quintptr(children.at(row)));
}

QModelIndex RegistryTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    return indexOfNode(m_tree->nodes.at(nodeOf(child)).parent);
}

int RegistryTreeModel::rowCount(const QModelIndex &parent) const
{
    if (parent.column() > 0)
        return 0;
    const int node = nodeOf(parent);
    if (m_tree->nodes.at(node).method >= 0 || m_shownCount.at(node) == 0)
        return 0;
    return int(shownChildren(node).size());
}

int RegistryTreeModel::columnCount(const QModelIndex &) const
{
    return 1;
}

bool RegistryTreeModel::hasChildren(const QModelIndex &parent) const
{
    return rowCount(parent) > 0;
}

Qt::ItemFlags RegistryTreeModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (m_tree->nodes.at(nodeOf(index)).method >= 0)
        flags |= Qt::ItemNeverHasChildren;
    return flags;
}

QVariant RegistryTreeModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const int n = nodeOf(index);
    const Tree::Node &node = m_tree->nodes.at(n);
    const bool group = node.method < 0;
    switch (role) {
    case Qt::DisplayRole:
        return node.label;
    case NameRole:
        return node.path;
    case IsGroupRole:
        return group;
    case LeafCountRole:
        return m_shownCount.at(n);
    case TotalLeafCountRole:
        return node.leafCount;
    default:
        break;
    }
    if (group) {
        if (role == Qt::ToolTipRole) {
            //: Tooltip of a group row in the method tree: "notes: 7 methods"
            return tr("%1: %n method(s)", nullptr, node.leafCount).arg(node.path);
        }
        if (role == Qt::AccessibleTextRole)
            return tr("%1, %n method(s)", nullptr, m_shownCount.at(n)).arg(node.label);
        return {};
    }
    const MethodInfo &method = m_tree->methods.at(node.method);
    const QStringList sources = m_sources.value(node.method, method.sources);
    switch (role) {
    case SummaryRole:
        return m_tree->summaries.at(node.method);
    case SourcesRole:
        return sources;
    case BadgesRole: {
        QStringList badges;
        for (const QString &source : sources) {
            const QString label = badgeLabel(source);
            if (!badges.contains(label))
                badges.append(label);
        }
        return badges;
    }
    case AliasOfRole:
        return m_tree->aliases.originalOf(method.name);
    case AliasesRole:
        return m_tree->aliases.othersOf(method.name);
    case KindRole:
        return int(method.kind);
    case Qt::AccessibleTextRole:
        return method.name;
    case Qt::ToolTipRole: {
        // Long names are cut in tooltips: a 5,000-character name is unreadable there anyway.
        QString tip = QStringLiteral("<b>%1</b>").arg(method.name.left(300).toHtmlEscaped());
        const QString &summary = m_tree->summaries.at(node.method);
        if (!summary.isEmpty())
            tip += QStringLiteral("<br>%1").arg(summary.left(500).toHtmlEscaped());
        QStringList labels;
        for (const QString &source : sources)
            labels.append(badgeLabel(source));
        //: Tooltip line of a method: where the registry learned of it
        tip += QStringLiteral("<br><i>%1</i>").arg(tr("From: %1").arg(labels.join(QStringLiteral(", "))).toHtmlEscaped());
        return tip;
    }
    default:
        return {};
    }
}

} // namespace RpcScope
