#pragma once

#include "lib/rpc/serverrequest.h"

#include <QObject>
#include <QPointer>
#include <QWidget>

namespace RpcScope {

class ServerRequestDialog;

/// Answers any server request through a ServerRequestDialog over \a parent, one dialog per
/// request, never blocking the event loop: the last link of an endpoint's responders, after
/// its rules and a dialect's defaults. The dialog refuses by itself shortly before the
/// answerer's own timeout. A result the user chose to keep is offered as a rule
/// (ruleChosen()) for the endpoint to save.
class DialogResponder final : public QObject, public ServerResponder
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DialogResponder)

public:
    /// \a timeoutMs: how long a dialog waits for the user (the answerer's answer timeout).
    explicit DialogResponder(QWidget *parent, int timeoutMs = 60000);

    bool canAnswer(const ServerRequest &) const override { return true; }
    void answer(const ServerRequest &request, Done done) override;

    /// The dialogs still open, oldest first.
    QList<ServerRequestDialog *> openDialogs() const;

signals:
    void dialogOpened(RpcScope::ServerRequestDialog *dialog);
    /// The user ticked "always answer like this": \a resultJson should answer \a method from now on.
    void ruleChosen(const QString &method, const QByteArray &resultJson);

private:
    QPointer<QWidget> m_parent;
    int m_timeoutMs = 0;
    QList<QPointer<ServerRequestDialog>> m_dialogs;
};

} // namespace RpcScope
