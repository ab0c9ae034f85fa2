#pragma once

#include <QWidget>

class QListView;
class QToolButton;

namespace RpcScope {

class EndpointListModel;
class EndpointSession;

/// The workspace's endpoints, one row each with a state dot; add, edit and remove.
/// The window shows the selected one.
class EndpointSidebar final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EndpointSidebar)

public:
    explicit EndpointSidebar(EndpointListModel *model, QWidget *parent = nullptr);

    void setCurrent(EndpointSession *session);
    EndpointSession *current() const;
    QListView *view() const { return m_view; }

signals:
    void currentChanged(RpcScope::EndpointSession *session);
    void addRequested();
    void editRequested(RpcScope::EndpointSession *session);
    void removeRequested(RpcScope::EndpointSession *session);

private:
    EndpointListModel *m_model = nullptr;
    QListView *m_view = nullptr;
    QToolButton *m_add = nullptr;
    QToolButton *m_edit = nullptr;
    QToolButton *m_remove = nullptr;
};

} // namespace RpcScope
