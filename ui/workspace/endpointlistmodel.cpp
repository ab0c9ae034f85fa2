#include "ui/workspace/endpointlistmodel.h"

#include "ui/common/theme.h"
#include "ui/workspace/endpointsession.h"

namespace RpcScope {

EndpointListModel::EndpointListModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

void EndpointListModel::append(EndpointSession *session)
{
    const int row = int(m_sessions.size());
    beginInsertRows({}, row, row);
    m_sessions.append(session);
    endInsertRows();
    connect(session, &EndpointSession::stateChanged, this, [this, session] { refresh(session); });
    connect(session, &QObject::destroyed, this, [this, session] { remove(session); });
}

void EndpointListModel::remove(EndpointSession *session)
{
    const int row = rowOf(session);
    if (row < 0)
        return;
    disconnect(session, nullptr, this, nullptr);
    beginRemoveRows({}, row, row);
    m_sessions.removeAt(row);
    endRemoveRows();
}

EndpointSession *EndpointListModel::session(int row) const
{
    return row >= 0 && row < m_sessions.size() ? m_sessions.at(row) : nullptr;
}

int EndpointListModel::rowOf(const EndpointSession *session) const
{
    for (int row = 0; row < m_sessions.size(); ++row) {
        if (m_sessions.at(row) == session)
            return row;
    }
    return -1;
}

void EndpointListModel::refresh(const EndpointSession *session)
{
    const int row = rowOf(session);
    if (row >= 0)
        emit dataChanged(index(row), index(row));
}

int EndpointListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_sessions.size());
}

QString EndpointListModel::healthText(const EndpointSession &session)
{
    switch (session.state()) {
    case EndpointSession::State::Ready:
        return session.speaksJsonRpc() ? tr("Answers JSON-RPC.") : tr("Answered, but not with JSON-RPC.");
    case EndpointSession::State::Discovering: return tr("Connecting…");
    case EndpointSession::State::Unreachable:
    case EndpointSession::State::Invalid: return tr("Unreachable.");
    case EndpointSession::State::Closed: return tr("Not connected.");
    }
    return {};
}

QVariant EndpointListModel::data(const QModelIndex &index, int role) const
{
    const EndpointSession *session = this->session(index.row());
    if (!session)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        return session->profile().name;
    case AddressRole:
        return session->profile().address;
    case StateRole:
        return int(session->state());
    case Qt::ToolTipRole:
        return QStringLiteral("%1\n%2\n%3").arg(session->profile().address, healthText(*session), session->statusText());
    case Qt::DecorationRole:
        // Green only for an endpoint that answers JSON-RPC: a server that answered with
        // something else (an HTML login page) is amber, one that could not be reached red.
        switch (session->state()) {
        case EndpointSession::State::Ready:
            return Theme::color(session->speaksJsonRpc() ? Theme::Role::Success : Theme::Role::Warning);
        case EndpointSession::State::Discovering:
            return Theme::color(Theme::Role::Info);
        case EndpointSession::State::Unreachable:
        case EndpointSession::State::Invalid:
            return Theme::color(Theme::Role::Failure);
        case EndpointSession::State::Closed:
            return Theme::color(Theme::Role::Muted);
        }
        return {};
    default:
        return {};
    }
}

} // namespace RpcScope
