#pragma once

#include "lib/auth/authstep.h"

#include <QAbstractListModel>
#include <QList>

namespace RpcScope {

/// The steps of an endpoint's authorization flows, one row each on two lines (TwoLineDelegate):
/// what was asked ("server-metadata · GET http://…/.well-known/… → 200 OK") and the verdict.
/// Rows of steps that stopped a flow say so with a failure icon. While a flow waits (for the
/// browser, or step by step for Send), one more row at the end says what it waits for.
class AuthStepsModel final : public QAbstractListModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AuthStepsModel)

public:
    explicit AuthStepsModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;

    void setSteps(const QList<AuthStep> &steps);
    /// Steps on this URL's origin name their path only; others keep their host.
    void setEndpoint(const QUrl &endpoint) { m_origin = endpoint.adjusted(QUrl::RemovePath | QUrl::RemoveQuery | QUrl::RemoveFragment); }
    void append(const AuthStep &step);
    const AuthStep &step(int row) const { return m_steps.at(row); }
    /// The steps that happened (the rows, without the waiting one).
    int stepCount() const { return int(m_steps.size()); }
    /// The waiting row: \a title as a step's, \a summary what it waits for; empty: none.
    void setWaiting(const QString &title, const QString &summary);
    bool isWaitingRow(int row) const { return !m_waitingTitle.isEmpty() && row == m_steps.size(); }

    /// "token · POST /token → 200 OK" (the endpoint's own origin left out, another's kept), with
    /// secrets in the URL masked; \a full keeps the origin always.
    QString title(const AuthStep &step, bool full = false) const;
    /// The step's kind as a user reads it (translated; the CLI and files keep AuthStep::kindName()).
    static QString stepName(AuthStep::Kind kind);
    /// \a url masked, and without the endpoint's origin when it is on it (unless \a full).
    QString shown(const QUrl &url, bool full = false) const;

private:
    QList<AuthStep> m_steps;
    QString m_waitingTitle;
    QString m_waitingSummary;
    QUrl m_origin;
};

} // namespace RpcScope
