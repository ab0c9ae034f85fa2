#pragma once

#include "lib/auth/authstep.h"

#include <QAbstractListModel>
#include <QList>

namespace RpcScope {

/// The steps of an endpoint's authorization flows, one row each on two lines (TwoLineDelegate):
/// what was asked ("server-metadata · GET http://…/.well-known/… → 200 OK") and the verdict.
/// Rows of steps that stopped a flow say so with a failure icon.
class AuthStepsModel final : public QAbstractListModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AuthStepsModel)

public:
    explicit AuthStepsModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;

    void setSteps(const QList<AuthStep> &steps);
    void append(const AuthStep &step);
    const AuthStep &step(int row) const { return m_steps.at(row); }

    /// "token · POST http://127.0.0.1:8080/token → 200 OK", with secrets in the URL masked.
    static QString title(const AuthStep &step);

private:
    QList<AuthStep> m_steps;
};

} // namespace RpcScope
