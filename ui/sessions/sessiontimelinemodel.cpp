#include "ui/sessions/sessiontimelinemodel.h"

#include "lib/text/units.h"

#include "lib/session/sessionloader.h"
#include "ui/common/theme.h"

#include <QDateTime>
#include <QLocale>

namespace RpcScope {

SessionTimelineModel::SessionTimelineModel(const SessionLoader *loader, QObject *parent)
    : QAbstractTableModel(parent)
    , m_loader(loader)
{
}

void SessionTimelineModel::reload()
{
    beginResetModel();
    m_rows = m_loader->rowCount();
    endResetModel();
}

void SessionTimelineModel::clear()
{
    beginResetModel();
    m_rows = 0;
    endResetModel();
}

int SessionTimelineModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int SessionTimelineModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString SessionTimelineModel::outcomeText(const QString &outcome)
{
    if (outcome == u"result")
        return tr("result");
    if (outcome == u"error")
        return tr("error");
    if (outcome == u"notification")
        return tr("notification");
    if (outcome == u"transport-error")
        return tr("transport error");
    if (outcome == u"invalid")
        return tr("invalid");
    if (outcome == u"message")
        return tr("message");
    if (outcome == u"auth")
        return tr("sign-in step");
    if (outcome == u"auth-stopped")
        return tr("sign-in stopped");
    return outcome;
}

QVariant SessionTimelineModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows)
        return {};
    const SessionSummary &row = m_loader->summaryAt(index.row());
    const bool message = row.type == SessionEntry::Type::Message;
    const QString outcome = message ? QStringLiteral("message") : row.outcome;
    switch (role) {
    case EndpointRole:
        return row.endpoint;
    case OutcomeRole:
        return outcome;
    case SequenceRole:
        return row.sequence;
    case Qt::TextAlignmentRole:
        if (index.column() == DurationColumn || index.column() == SizeColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::ForegroundRole:
        if (index.column() == OutcomeColumn && (outcome == u"error" || outcome == u"transport-error" || outcome == u"invalid"
                                                  || outcome == u"auth-stopped"))
            return Theme::color(Theme::Role::Failure);
        return {};
    case Qt::ToolTipRole:
        if (index.column() == TimeColumn)
            return QDateTime::fromMSecsSinceEpoch(row.epochMs).toString(Qt::ISODateWithMs);
        return {};
    case Qt::DisplayRole:
        break;
    default:
        return {};
    }
    switch (index.column()) {
    case TimeColumn:
        return QDateTime::fromMSecsSinceEpoch(row.epochMs).toString(QStringLiteral("HH:mm:ss.zzz"));
    case EndpointColumn:
        return row.endpoint;
    case MethodColumn:
        if (message)
            return row.direction == SessionEntry::Direction::In ? tr("← %1").arg(row.method) : tr("→ %1").arg(row.method);
        if (row.type == SessionEntry::Type::Auth)
            return tr("authorization: %1").arg(row.method);
        return row.method;
    case OutcomeColumn:
        return outcomeText(outcome);
    case DurationColumn:
        return Units::duration(row.durationMs);
    case SizeColumn:
        return Units::size(row.size);
    default:
        return {};
    }
}

QVariant SessionTimelineModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case TimeColumn:
        return tr("Time");
    case EndpointColumn:
        return tr("Endpoint");
    case MethodColumn:
        return tr("Method");
    case OutcomeColumn:
        return tr("Outcome");
    case DurationColumn:
        return tr("Duration");
    case SizeColumn:
        return tr("Size");
    default:
        return {};
    }
}

} // namespace RpcScope
