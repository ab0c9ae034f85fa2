#pragma once

#include "lib/rpc/serverrequest.h"

#include <QDialog>
#include <QElapsedTimer>

class QCheckBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTimer;

namespace RpcScope {

class SchemaForm;

/// A request the server sent us (roots/list, sampling/createMessage, elicitation/create),
/// shown with its params and answered by the user: the answer is JSON text, filled in with a
/// sensible value and editable (for elicitation, a form from its requestedSchema fills the
/// content), or refused with a JSON-RPC error. Nobody answering within the time left refuses
/// it too, so the server is never left waiting.
class McpRequestDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(McpRequestDialog)

public:
    /// \a timeoutMs: the request is refused when nobody answered by then (0: never).
    McpRequestDialog(const ServerRequest &request, int timeoutMs, QWidget *parent = nullptr);

    const ServerRequest &request() const { return m_request; }
    /// The answer a user would start from, for \a request (JSON text of the result).
    static QByteArray suggestedAnswer(const ServerRequest &request);

    QPlainTextEdit *answerEdit() const { return m_answer; }
    QPushButton *answerButton() const { return m_answerButton; }
    QPushButton *refuseButton() const { return m_refuseButton; }
    /// elicitation/create only: answers {"action": "decline"} (null for other requests).
    QPushButton *declineButton() const { return m_declineButton; }
    /// The elicitation form; null for other requests.
    SchemaForm *form() const { return m_form; }
    /// roots/list only: "answer like this from now on" (null for other requests).
    QCheckBox *rememberBox() const { return m_remember; }
    /// Sends the answer text (when it is a JSON object); false with a message shown otherwise.
    bool sendAnswer();
    /// Refuses the request (a JSON-RPC error) and closes.
    void refuse();

signals:
    /// Emitted exactly once: the answer, a refusal, or the timeout's refusal.
    void answered(const RpcScope::ServerAnswer &answer);

protected:
    void reject() override;

private:
    void finish(const ServerAnswer &answer);
    void tick();
    void onFormEdited(const QByteArray &content);

    ServerRequest m_request;
    QPlainTextEdit *m_answer = nullptr;
    SchemaForm *m_form = nullptr;
    QLabel *m_problem = nullptr;
    QLabel *m_countdown = nullptr;
    QCheckBox *m_remember = nullptr;
    QPushButton *m_answerButton = nullptr;
    QPushButton *m_refuseButton = nullptr;
    QPushButton *m_declineButton = nullptr;
    QTimer *m_timer = nullptr;
    QElapsedTimer m_clock;
    int m_timeoutMs = 0;
    bool m_done = false;
};

} // namespace RpcScope
