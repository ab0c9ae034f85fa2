#pragma once

#include "lib/rpc/serverrequest.h"

#include <QDialog>
#include <QElapsedTimer>

class QCheckBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QRadioButton;
class QTimer;

namespace RpcScope {

class SchemaForm;

/// A request the server sent us that no rule answers (MCP's roots/list, sampling and
/// elicitation, a language server's workspace/configuration, anything), shown with its
/// params and answered by the user: a result or an error, as JSON text, filled in with a
/// sensible value and editable (for elicitation, a form from its requestedSchema fills the
/// content), or refused. A result can become the endpoint's rule ("always answer like
/// this"). Nobody answering within the time left refuses it, so the server never waits
/// for ever.
class ServerRequestDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ServerRequestDialog)

public:
    /// \a timeoutMs: the request is refused when nobody answered by then (0: never).
    ServerRequestDialog(const ServerRequest &request, int timeoutMs, QWidget *parent = nullptr);

    const ServerRequest &request() const { return m_request; }
    /// The answer a user would start from, for \a request (JSON text of the result).
    static QByteArray suggestedAnswer(const ServerRequest &request);
    /// The error a refusal sends for \a request: MCP's "user rejected" (-1) for its three
    /// questions to the user, -32601 for anything else.
    static ServerAnswer refusal(const ServerRequest &request);
    /// Whether \a method's result must be a JSON object (MCP's results are); other
    /// protocols' may be any value (LSP's workspace/configuration answers an array).
    static bool wantsObject(const QString &method);

    QPlainTextEdit *answerEdit() const { return m_answer; }
    QRadioButton *resultChoice() const { return m_asResult; }
    QRadioButton *errorChoice() const { return m_asError; }
    QPushButton *answerButton() const { return m_answerButton; }
    QPushButton *refuseButton() const { return m_refuseButton; }
    /// elicitation/create only: answers {"action": "decline"} (null for other requests).
    QPushButton *declineButton() const { return m_declineButton; }
    /// The elicitation form; null for other requests.
    SchemaForm *form() const { return m_form; }
    /// "Always answer METHOD like this": the result becomes the endpoint's rule.
    QCheckBox *rememberBox() const { return m_remember; }
    /// Sends the answer text (a result or an error, as chosen); false with a message shown
    /// when the text does not fit.
    bool sendAnswer();
    /// Refuses the request (refusal()) and closes.
    void refuse();

signals:
    /// Emitted exactly once: the answer, a refusal, or the timeout's refusal.
    /// \a remember: the user asked for this result to answer the method from now on.
    void answered(const RpcScope::ServerAnswer &answer, bool remember);

protected:
    void reject() override;

private:
    void finish(const ServerAnswer &answer, bool remember = false);
    void tick();
    void onFormEdited(const QByteArray &content);
    void onKindChosen();
    void showProblem(const QString &text);

    ServerRequest m_request;
    QPlainTextEdit *m_answer = nullptr;
    QLabel *m_answerLabel = nullptr;
    QRadioButton *m_asResult = nullptr;
    QRadioButton *m_asError = nullptr;
    QByteArray m_resultText;   // what the result box held before the user switched to an error
    QByteArray m_errorText;
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
