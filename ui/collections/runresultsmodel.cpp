#include "ui/collections/runresultsmodel.h"

#include "lib/text/units.h"

#include "lib/collection/assertionchecker.h"
#include "ui/common/exchangeoutcome.h"
#include "ui/common/theme.h"

#include <QLocale>

namespace RpcScope {

RunResultsModel::RunResultsModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void RunResultsModel::clear()
{
    beginResetModel();
    m_results.clear();
    endResetModel();
}

void RunResultsModel::append(const RequestResult &result)
{
    beginInsertRows({}, int(m_results.size()), int(m_results.size()));
    m_results.append(result);
    endInsertRows();
}

int RunResultsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_results.size());
}

int RunResultsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString RunResultsModel::statusText(const RequestResult &result)
{
    if (!result.exchange)
        return tr("not sent: %1").arg(result.error);
    if (result.exchange->reply.error.isError())
        return result.exchange->reply.error.message;
    QString text = ExchangeOutcome::name(ExchangeOutcome::of(*result.exchange));
    if (result.exchange->reply.http)
        text += QStringLiteral(" · HTTP %1").arg(result.exchange->reply.http->status);
    //: Run results, Status column: the MCP call became a task; its last status and the polls sent
    if (!result.taskStatus.isEmpty())
        text += QStringLiteral(" · ") + tr("task %1 after %n poll(s)", nullptr, result.taskPolls).arg(result.taskStatus);
    //: Run results, Status column: the server asked for input (MCP input_required) this often
    if (result.inputRounds > 0)
        text += QStringLiteral(" · ") + tr("%n round(s) of input", nullptr, result.inputRounds);
    if (result.authRetried)
        text += QLatin1Char(' ') + tr("(after logging in again)");
    return text;
}

QString RunResultsModel::failures(const RequestResult &result)
{
    QStringList lines;
    if (!result.error.isEmpty())
        lines.append(result.error);
    for (const AssertionResult &assertion : result.assertions) {
        if (!assertion.passed)
            lines.append(tr("%1: %2").arg(assertion.label, assertion.message));
    }
    return lines.join(QLatin1Char('\n'));
}

QVariant RunResultsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_results.size())
        return {};
    const RequestResult &result = m_results.at(index.row());
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case RequestColumn:
            return result.path;
        case StatusColumn:
            return statusText(result);
        case PassedColumn:
            return result.passed();
        case FailedColumn:
            return result.failed();
        case DurationColumn:
            //: A duration in milliseconds
            return Units::duration(result.durationMs);
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        const QString failed = failures(result);
        return failed.isEmpty() ? result.endpoint : failed;
    }
    if (role == Qt::TextAlignmentRole && index.column() >= PassedColumn)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ForegroundRole && index.column() == FailedColumn && result.failed() > 0)
        return Theme::color(Theme::Role::Failure);
    if (role == Qt::ForegroundRole && index.column() == PassedColumn && result.failed() == 0)
        return Theme::color(Theme::Role::Success);
    return {};
}

QVariant RunResultsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case RequestColumn:
        return tr("Request");
    case StatusColumn:
        return tr("Status");
    case PassedColumn:
        return tr("Passed");
    case FailedColumn:
        return tr("Failed");
    case DurationColumn:
        return tr("Duration");
    default:
        return {};
    }
}

} // namespace RpcScope
