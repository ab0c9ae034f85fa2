#include "ui/mcp/mcpdialogresponder.h"

#include "ui/mcp/mcprequestdialog.h"

#include <QCheckBox>

namespace RpcScope {

namespace {
constexpr int kMarginMs = 1000;   // the dialog's own refusal goes out before the session's
}

McpDialogResponder::McpDialogResponder(QWidget *parent, int timeoutMs)
    : QObject(parent)
    , m_parent(parent)
    , m_timeoutMs(timeoutMs)
{
}

bool McpDialogResponder::canAnswer(const ServerRequest &request) const
{
    return request.method == u"roots/list" || request.method == u"sampling/createMessage"
        || request.method == u"elicitation/create";
}

void McpDialogResponder::answer(const ServerRequest &request, Done done)
{
    if (const auto remembered = m_remembered.constFind(request.method); remembered != m_remembered.cend()) {
        done(ServerAnswer::result(remembered.value()));
        return;
    }
    auto *dialog = new McpRequestDialog(request, qMax(1000, m_timeoutMs - kMarginMs), m_parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &McpRequestDialog::answered, this, [this, dialog, done](const ServerAnswer &answer) {
        if (!answer.isError && dialog->rememberBox() && dialog->rememberBox()->isChecked())
            m_remembered.insert(dialog->request().method, answer.resultJson);
        done(answer);
    });
    m_dialogs.removeAll(nullptr);
    m_dialogs.append(dialog);
    dialog->open();   // window-modal, the event loop keeps running
    emit dialogOpened(dialog);
}

QList<McpRequestDialog *> McpDialogResponder::openDialogs() const
{
    QList<McpRequestDialog *> open;
    for (const QPointer<McpRequestDialog> &dialog : m_dialogs) {
        if (dialog && dialog->isVisible())
            open.append(dialog);
    }
    return open;
}

} // namespace RpcScope
