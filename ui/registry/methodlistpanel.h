#pragma once

#include "lib/discovery/methodinfo.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QListView;
class QModelIndex;
class QSortFilterProxyModel;

namespace RpcScope {

class MethodListModel;

/// The discovered methods, with a filter box that searches names, summaries and
/// descriptions as you type. Picking an entry (click, arrow keys, Enter) reports it.
class MethodListPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MethodListPanel)

public:
    explicit MethodListPanel(QWidget *parent = nullptr);

    void setMethods(const QList<MethodInfo> &methods);
    /// One line under the list: discovery progress, or why there is nothing to show.
    void setStatus(const QString &text);

    QLineEdit *filterEdit() const { return m_filter; }
    QListView *view() const { return m_view; }
    /// Rows shown after filtering.
    int visibleCount() const;
    int totalCount() const;
    QString statusText() const;

signals:
    void methodChosen(const RpcScope::MethodInfo &method);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void onCurrentChanged(const QModelIndex &current);
    void chooseFirstMatch();
    void updateCount();

    QLineEdit *m_filter = nullptr;
    QListView *m_view = nullptr;
    QLabel *m_count = nullptr;
    QLabel *m_status = nullptr;
    MethodListModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
};

} // namespace RpcScope
