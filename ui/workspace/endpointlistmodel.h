#pragma once

#include <QAbstractListModel>
#include <QList>

namespace RpcScope {

class EndpointSession;

/// The open endpoints as the sidebar lists them: name, address and a state dot.
class EndpointListModel final : public QAbstractListModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EndpointListModel)

public:
    enum Role { AddressRole = Qt::UserRole + 1, StateRole };

    explicit EndpointListModel(QObject *parent = nullptr);

    void append(EndpointSession *session);
    void remove(EndpointSession *session);
    EndpointSession *session(int row) const;
    int rowOf(const EndpointSession *session) const;
    const QList<EndpointSession *> &sessions() const { return m_sessions; }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    /// The health of an endpoint in words: answers JSON-RPC, answered with something else,
    /// unreachable (the tooltip beside its coloured dot).
    static QString healthText(const EndpointSession &session);

private:
    void refresh(const EndpointSession *session);

    QList<EndpointSession *> m_sessions;   // not owned
};

} // namespace RpcScope
