#include "ui/history/historymodel.h"

#include "lib/text/excerpt.h"
#include "lib/text/units.h"
#include "ui/common/requestname.h"
#include "ui/common/theme.h"

#include "lib/rpc/rpcclient.h"   // ExchangePtr as a QVariant
#include "ui/common/requestmimedata.h"

#include <QDateTime>
#include <QFont>
#include <QGuiApplication>
#include <QLocale>
#include <QPalette>

#include <algorithm>

namespace RpcScope {

HistoryModel::HistoryModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    setPalette(QGuiApplication::palette());
}

void HistoryModel::setPalette(const QPalette &palette)
{
    const bool dark = palette.color(QPalette::Base).lightness() < 128;
    m_errorColour = dark ? QColor(0xff, 0x8a, 0x80) : QColor(0xb0, 0x00, 0x20);
    m_brokenColour = dark ? QColor(0xf2, 0xb8, 0x6b) : QColor(0xa3, 0x4a, 0x00);
    // Quiet, but readable (AA): the disabled colour made probe rows hard to read on a projector.
    m_quietColour = Theme::color(Theme::Role::Muted, palette);
    if (!m_rows.isEmpty())
        emit dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1), {Qt::ForegroundRole});
}

HistoryModel::Row HistoryModel::makeRow(const Exchange &exchange) const
{
    Row row;
    row.outcome = ExchangeOutcome::of(exchange);
    if (exchange.reply.timings.startedEpochMs > 0)
        row.time = Units::clock(exchange.reply.timings.startedEpochMs, true);
    if (exchange.reply.http)
        row.status = exchange.reply.http->status;

    const SentMessage &sent = exchange.sent;
    QStringList ids;
    QStringList methods;
    for (const SentMessage::Item &item : sent.items) {
        methods.append(item.method);
        if (!item.id.isAbsent())
            ids.append(item.id.display());
    }
    row.methodSearch = methods.join(u'\n').toLower();
    row.method = RequestName::of(sent);
    row.methodFull = Excerpt::capped(sent.batch ? sent.methodSummary() : row.method, 2000);
    row.method = Excerpt::capped(row.method, MaxCellText);
    row.id = Excerpt::capped(ids.join(QStringLiteral(", ")), MaxCellText);
    return row;
}

QString HistoryModel::probeLabel(Outcome outcome)
{
    //: History: the outcome of a question discovery asked when connecting, e.g. "discovery: error"
    return tr("discovery: %1").arg(ExchangeOutcome::name(outcome));
}

void HistoryModel::append(const ExchangePtr &exchange, Origin origin)
{
    if (!exchange)
        return;
    const int row = int(m_exchanges.size());
    beginInsertRows({}, row, row);
    m_exchanges.append(exchange);
    Row made = makeRow(*exchange);
    made.origin = origin;
    m_rows.append(made);
    m_taskPolls += origin == Origin::TaskPoll;
    endInsertRows();
    if (const int drop = m_budget.admit(m_exchanges, exchange); drop > 0) {
        beginRemoveRows({}, 0, drop - 1);
        m_taskPolls -= int(std::count_if(m_rows.cbegin(), m_rows.cbegin() + drop,
                                         [](const Row &r) { return r.origin == Origin::TaskPoll; }));
        m_exchanges.remove(0, drop);
        m_rows.remove(0, drop);
        m_dropped += drop;
        endRemoveRows();
    }
}

void HistoryModel::clear()
{
    beginResetModel();
    m_exchanges.clear();
    m_rows.clear();
    m_budget.clear();
    m_dropped = 0;
    m_taskPolls = 0;
    endResetModel();
}

ExchangePtr HistoryModel::exchange(int row) const
{
    return row >= 0 && row < m_exchanges.size() ? m_exchanges.at(row) : ExchangePtr();
}

int HistoryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int HistoryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant HistoryModel::display(int row, int column) const
{
    const Row &r = m_rows.at(row);
    const Exchange &e = *m_exchanges.at(row);
    switch (column) {
    case NumberColumn: return m_dropped + row + 1;
    case TimeColumn: return r.time;
    case MethodColumn: return r.method;
    case IdColumn: return r.id;
    case OutcomeColumn: return r.origin == Origin::Probe ? probeLabel(r.outcome) : ExchangeOutcome::name(r.outcome);
    case StatusColumn: return r.status > 0 ? QVariant(r.status) : QVariant(QStringLiteral("\u2014"));
    case DurationColumn: {
        const qint64 ms = e.durationMs();
        return ms >= 0 ? QVariant(Units::duration(ms)) : QVariant();
    }
    case SentColumn: return Units::size(e.requestSize());
    case ReceivedColumn: return Units::size(e.responseSize());
    default: return {};
    }
}

QVariant HistoryModel::sortValue(int row, int column) const
{
    const Exchange &e = *m_exchanges.at(row);
    switch (column) {
    case NumberColumn: return m_dropped + row;
    case TimeColumn: return e.reply.timings.startedEpochMs;
    case OutcomeColumn: return int(m_rows.at(row).outcome);
    case StatusColumn: return m_rows.at(row).status;
    case DurationColumn: return e.durationMs();
    case SentColumn: return e.requestSize();
    case ReceivedColumn: return e.responseSize();
    default: return display(row, column);
    }
}

QVariant HistoryModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const int row = index.row();
    const int column = index.column();
    const Row &r = m_rows.at(row);
    switch (role) {
    case Qt::DisplayRole:
        return display(row, column);
    case SortRole:
        return sortValue(row, column);
    case ExchangeRole:
        return QVariant::fromValue(m_exchanges.at(row));
    case OutcomeRole:
        return int(r.outcome);
    case MethodSearchRole:
        return r.methodSearch;
    case OriginRole:
        return int(r.origin);
    case Qt::TextAlignmentRole:
        if (column == NumberColumn || column == StatusColumn || column == DurationColumn
            || column == SentColumn || column == ReceivedColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::ForegroundRole:
        if (r.origin != Origin::Ordinary)
            return m_quietColour;   // discovery's questions and task polls: not the user's exchanges
        if (column == OutcomeColumn) {
            if (r.outcome == Outcome::TransportFailure || r.outcome == Outcome::Invalid)
                return m_brokenColour;
            if (ExchangeOutcome::isFailure(r.outcome))
                return m_errorColour;
            if (r.outcome == Outcome::Notification)
                return m_quietColour;
        }
        if (column == StatusColumn && r.status >= 400)
            return m_errorColour;
        if (column == StatusColumn && r.status <= 0)
            return m_quietColour;
        return {};
    case Qt::FontRole:
        if (r.origin == Origin::Probe) {
            QFont font;
            font.setItalic(true);
            return font;
        }
        if (column == OutcomeColumn && ExchangeOutcome::isFailure(r.outcome)) {
            QFont font;
            font.setWeight(QFont::DemiBold);
            return font;
        }
        return {};
    case Qt::ToolTipRole: {
        const Exchange &e = *m_exchanges.at(row);
        if (column == MethodColumn)
            return r.methodFull;
        if (column == OutcomeColumn && r.origin == Origin::TaskPoll)
            return tr("RpcScope asked this by itself, to follow a task until its result.\n%1").arg(e.classification.summary);
        if (column == OutcomeColumn && r.origin == Origin::Probe)
            return tr("Discovery asked this to learn what the endpoint offers: an error here is the "
                      "endpoint's answer, not a mistake of yours.\n%1").arg(e.classification.summary);
        if (column == OutcomeColumn && !e.classification.summary.isEmpty())
            return e.classification.summary;
        if (column == StatusColumn && e.reply.http)
            return QString::fromLatin1(e.reply.http->version + ' ' + QByteArray::number(r.status) + ' '
                                       + e.reply.http->reason);
        if (column == StatusColumn)
            return tr("No HTTP status: the answer did not come as an HTTP response (stdio, a WebSocket "
                      "message, or no answer at all).");
        return {};
    }
    default:
        return {};
    }
}

QVariant HistoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    //: History column: the exchange's number in the timeline
    case NumberColumn: return tr("No.");
    case TimeColumn: return tr("Time");
    case MethodColumn: return tr("Method");
    case IdColumn: return tr("Id");
    case OutcomeColumn: return tr("Outcome");
    //: History column: the HTTP status code
    case StatusColumn: return tr("Status");
    case DurationColumn: return tr("Duration");
    //: History column: bytes sent
    case SentColumn: return tr("Sent");
    //: History column: bytes received
    case ReceivedColumn: return tr("Received");
    default: return {};
    }
}

Qt::ItemFlags HistoryModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (index.isValid())
        flags |= Qt::ItemIsDragEnabled;
    return flags;
}

QStringList HistoryModel::mimeTypes() const
{
    return {RequestMimeData::kMimeType};
}

QMimeData *HistoryModel::mimeData(const QModelIndexList &indexes) const
{
    if (indexes.isEmpty())
        return nullptr;
    const ExchangePtr shown = exchange(indexes.constFirst().row());
    if (!shown)
        return nullptr;
    return RequestMimeData::create({shown->endpoint, shown->request, QString()});
}

} // namespace RpcScope
