#pragma once

#include "lib/rpc/serverrequest.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QWidget>

namespace RpcScope {

class McpRequestDialog;

/// Answers an MCP server's requests (roots/list, sampling/createMessage, elicitation/create)
/// through an McpRequestDialog over \a parent, one dialog per request, never blocking the
/// event loop. The dialog refuses by itself shortly before the session's own answer timeout.
class McpDialogResponder final : public QObject, public ServerResponder
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(McpDialogResponder)

public:
    /// \a timeoutMs: how long a dialog waits for the user (the session's answerTimeoutMs).
    explicit McpDialogResponder(QWidget *parent, int timeoutMs = 60000);

    bool canAnswer(const ServerRequest &request) const override;
    void answer(const ServerRequest &request, Done done) override;

    /// The dialogs still open, oldest first.
    QList<McpRequestDialog *> openDialogs() const;
    /// Methods answered without a dialog now (the user ticked "answer like this").
    QStringList rememberedMethods() const { return m_remembered.keys(); }

signals:
    void dialogOpened(RpcScope::McpRequestDialog *dialog);

private:
    QPointer<QWidget> m_parent;
    int m_timeoutMs = 0;
    QList<QPointer<McpRequestDialog>> m_dialogs;
    QHash<QString, QByteArray> m_remembered;   // method -> the result the user chose to repeat
};

} // namespace RpcScope
