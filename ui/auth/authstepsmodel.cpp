#include "ui/auth/authstepsmodel.h"

#include "lib/auth/authredaction.h"
#include "ui/common/theme.h"
#include "ui/common/twolinedelegate.h"

namespace RpcScope {

AuthStepsModel::AuthStepsModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

int AuthStepsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_steps.size()) + (m_waitingTitle.isEmpty() ? 0 : 1);
}

QString AuthStepsModel::stepName(AuthStep::Kind kind)
{
    switch (kind) {
    //: An OAuth step: the server's 401 that asks for authorization
    case AuthStep::Kind::Challenge: return tr("challenge");
    //: An OAuth step: the protected resource's metadata (RFC 9728)
    case AuthStep::Kind::ResourceMetadata: return tr("resource metadata");
    //: An OAuth step: the authorization server's metadata (RFC 8414)
    case AuthStep::Kind::ServerMetadata: return tr("server metadata");
    //: An OAuth step: dynamic client registration (RFC 7591)
    case AuthStep::Kind::Registration: return tr("registration");
    //: An OAuth step: the sign-in in the browser
    case AuthStep::Kind::Authorization: return tr("authorization");
    //: An OAuth step: the token request
    case AuthStep::Kind::Token: return tr("token");
    case AuthStep::Kind::TokenExchange: return tr("token exchange");
    case AuthStep::Kind::Refresh: return tr("refresh");
    case AuthStep::Kind::Revocation: return tr("revocation");
    }
    return AuthStep::kindName(kind);
}

QString AuthStepsModel::title(const AuthStep &step, bool full) const
{
    QString text = stepName(step.kind);
    if (step.reply.http) {
        text += QStringLiteral(" · ") + QString::fromLatin1(step.reply.http->method) + u' ' + shown(step.reply.http->url, full)
                + QStringLiteral(" → ") + step.reply.http->statusText();
    } else if (!step.url.isEmpty()) {
        // The sign-in page's parameters are a table in the step's view, not a title.
        text += QStringLiteral(" · ") + shown(step.url.adjusted(QUrl::RemoveQuery), full);
    }
    return text;
}

QString AuthStepsModel::shown(const QUrl &url, bool full) const
{
    const QString masked = AuthRedaction::url(url);
    const bool here = !full && !m_origin.isEmpty()
                      && url.adjusted(QUrl::RemovePath | QUrl::RemoveQuery | QUrl::RemoveFragment) == m_origin;
    return here ? masked.mid(m_origin.toString().size()) : masked;
}

QVariant AuthStepsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    if (isWaitingRow(index.row())) {
        switch (role) {
        case Qt::DisplayRole: return QString(QStringLiteral("○ ") + m_waitingTitle);   // not yet done: ✓ and ✗ come after
        case TwoLineDelegate::SummaryRole: return m_waitingSummary;
        case Qt::ToolTipRole: return QString(m_waitingTitle + u'\n' + m_waitingSummary);
        case Qt::ForegroundRole: return Theme::color(Theme::Role::Info);
        case Qt::AccessibleDescriptionRole: return tr("waiting");
        default: return {};
        }
    }
    const AuthStep &step = m_steps.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        // The mark leads the line: the list is read down its left edge.
        return QString((step.ok ? QStringLiteral("✓ ") : QStringLiteral("✗ ")) + title(step));
    case TwoLineDelegate::SummaryRole:
        return step.edited ? tr("sent as you changed it; %1").arg(step.verdict) : step.verdict;
    case Qt::ToolTipRole:
        return QString(title(step, true) + u'\n' + (step.edited ? tr("sent as you changed it; %1").arg(step.verdict) : step.verdict));
    case Qt::ForegroundRole:
        return step.ok ? QVariant() : QVariant(Theme::color(Theme::Role::Failure));
    case Qt::AccessibleDescriptionRole:
        return step.ok ? tr("done") : tr("stopped the flow");
    default:
        return {};
    }
}

void AuthStepsModel::setSteps(const QList<AuthStep> &steps)
{
    beginResetModel();
    m_steps = steps;
    m_waitingTitle.clear();
    m_waitingSummary.clear();
    endResetModel();
}

void AuthStepsModel::append(const AuthStep &step)
{
    setWaiting({}, {});   // what was waited for has happened
    beginInsertRows({}, int(m_steps.size()), int(m_steps.size()));
    m_steps.append(step);
    endInsertRows();
}

void AuthStepsModel::setWaiting(const QString &title, const QString &summary)
{
    const int row = int(m_steps.size());
    if (m_waitingTitle.isEmpty() && !title.isEmpty()) {
        beginInsertRows({}, row, row);
        m_waitingTitle = title;
        m_waitingSummary = summary;
        endInsertRows();
    } else if (!m_waitingTitle.isEmpty() && title.isEmpty()) {
        beginRemoveRows({}, row, row);
        m_waitingTitle.clear();
        m_waitingSummary.clear();
        endRemoveRows();
    } else if (!title.isEmpty()) {
        m_waitingTitle = title;
        m_waitingSummary = summary;
        emit dataChanged(index(row), index(row));
    }
}

} // namespace RpcScope
