#include "ui/registry/methodlistmodel.h"

namespace RpcScope {

MethodListModel::MethodListModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

void MethodListModel::setMethods(const QList<MethodInfo> &methods)
{
    beginResetModel();
    m_methods = methods;
    m_search.clear();
    m_search.reserve(m_methods.size());
    for (const MethodInfo &method : std::as_const(m_methods))
        m_search.append(method.name + QLatin1Char('\n') + method.summary + QLatin1Char('\n') + method.description);
    endResetModel();
}

const MethodInfo *MethodListModel::method(int row) const
{
    return row >= 0 && row < m_methods.size() ? &m_methods.at(row) : nullptr;
}

int MethodListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_methods.size());
}

QString MethodListModel::kindName(MethodInfo::Kind kind)
{
    switch (kind) {
    case MethodInfo::Kind::Method: return tr("method");
    case MethodInfo::Kind::Tool: return tr("MCP tool");
    case MethodInfo::Kind::Resource: return tr("MCP resource");
    case MethodInfo::Kind::Prompt: return tr("MCP prompt");
    }
    return {};
}

QVariant MethodListModel::data(const QModelIndex &index, int role) const
{
    const MethodInfo *entry = index.isValid() ? method(index.row()) : nullptr;
    if (!entry)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        return entry->name;
    case SummaryRole:
        return entry->oneLineSummary();
    case SearchRole:
        return m_search.at(index.row());
    case KindRole:
        return int(entry->kind);
    case SourcesRole:
        return entry->sources.join(QStringLiteral(", "));
    case Qt::ToolTipRole: {
        QString tip = QStringLiteral("<b>%1</b>").arg(entry->name.toHtmlEscaped());
        const QString text = entry->description.isEmpty() ? entry->summary : entry->description;
        if (!text.isEmpty())
            tip += QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped());
        //: Tooltip line of a method: its kind and where the registry learned of it
        const QString provenance = tr("%1, from %2").arg(kindName(entry->kind), entry->sources.join(QStringLiteral(", ")));
        tip += QStringLiteral("<p><i>%1</i></p>").arg(provenance.toHtmlEscaped());
        return tip;
    }
    default:
        return {};
    }
}

} // namespace RpcScope
