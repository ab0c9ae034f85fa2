#include "ui/serverrequests/dialogresponder.h"

#include "ui/serverrequests/serverrequestdialog.h"

namespace RpcScope {

namespace {
constexpr int kMarginMs = 1000;   // the dialog's own refusal goes out before the answerer's
}

DialogResponder::DialogResponder(QWidget *parent, int timeoutMs)
    : QObject(parent)
    , m_parent(parent)
    , m_timeoutMs(timeoutMs)
{
}

void DialogResponder::answer(const ServerRequest &request, Done done)
{
    auto *dialog = new ServerRequestDialog(request, qMax(1000, m_timeoutMs - kMarginMs), m_parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &ServerRequestDialog::answered, this,
            [this, method = request.method, done](const ServerAnswer &answer, bool remember) {
        done(answer);
        if (remember && !answer.isError)
            emit ruleChosen(method, answer.resultJson);
    });
    m_dialogs.removeAll(nullptr);
    m_dialogs.append(dialog);
    dialog->open();   // window-modal, the event loop keeps running
    emit dialogOpened(dialog);
}

QList<ServerRequestDialog *> DialogResponder::openDialogs() const
{
    QList<ServerRequestDialog *> open;
    for (const QPointer<ServerRequestDialog> &dialog : m_dialogs) {
        if (dialog && dialog->isVisible())
            open.append(dialog);
    }
    return open;
}

} // namespace RpcScope
