#pragma once

#include "lib/tap/tapcontrolclient.h"

#include <QWidget>

#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTableView;
class QToolButton;

namespace RpcScope {

class ExchangeView;
class TapConversation;
class TapSequenceModel;
class TapSequenceFilter;

/// The live tap window: attaches to a running `rpcscope-cli tap` of this user (over its
/// control socket, TapControlClient) and shows the conversation as it happens: a sequence of
/// messages, the client's on the left and the server's on the right, answers joined to their
/// requests with the latency of each pair, filters and a pause that loses nothing; the
/// inspector's exchange view for any request or answer. Breakpoints hold messages on a
/// method or a direction; a held message is sent on as read, edited, dropped or answered by
/// hand, and a message can be injected either way.
class TapWindow final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TapWindow)

public:
    explicit TapWindow(QWidget *parent = nullptr);
    ~TapWindow() override;

    /// Lists the running taps again (the window does so by itself every few seconds).
    void refreshTaps();
    /// Attaches to the tap at \a path (a socket refreshTaps() found, or any path). False with
    /// the reason shown when it cannot.
    bool attachTo(const QString &path);
    void detach();

    TapControlClient *client() const { return m_client; }
    TapSequenceModel *model() const { return m_model; }
    QTableView *sequenceView() const { return m_view; }
    QTabWidget *details() const { return m_details; }
    QLineEdit *breakpointField() const { return m_breakOn; }
    /// Applies the breakpoint fields (as leaving them does).
    void applyBreakpoints();
    /// The held message being decided (0: none), and the verdict buttons' work.
    quint64 shownHeld() const { return m_heldSeq; }
    void decide(TapVerdict verdict);
    QPlainTextEdit *editEditor() const { return m_editEditor; }
    QPlainTextEdit *answerEditor() const { return m_answerEditor; }

signals:
    /// The user asked to follow the session file the tap records to, in the session browser.
    void followSessionRequested(const QString &path);

private:
    /// Whether the Inject page may send to the client (not through an HTTP tap).
    void setInjectToClient(bool possible);
    QWidget *createHeldPage();
    QWidget *createInjectPage();
    void onMessage(const TapControlClient::Message &message);
    void showRow(int row);
    void showHeld(quint64 seq);
    void updateStatus();
    void updateHeldPage();

    TapControlClient *m_client = nullptr;
    TapSequenceModel *m_model = nullptr;
    TapSequenceFilter *m_filter = nullptr;
    std::unique_ptr<TapConversation> m_conversation;
    QJsonObject m_hello;
    int m_exitStatus = -1;

    QComboBox *m_taps = nullptr;
    QPushButton *m_attach = nullptr;
    QPushButton *m_followSession = nullptr;
    QLabel *m_status = nullptr;
    QLineEdit *m_breakOn = nullptr;
    QComboBox *m_direction = nullptr;
    QCheckBox *m_withAnswers = nullptr;    // method breakpoints stop the answers to them too
    QCheckBox *m_everyMessage = nullptr;
    QSpinBox *m_holdSeconds = nullptr;
    QToolButton *m_pause = nullptr;
    QLineEdit *m_filterText = nullptr;
    QCheckBox *m_showNotifications = nullptr;
    QTableView *m_view = nullptr;
    QTabWidget *m_details = nullptr;
    QPlainTextEdit *m_messageText = nullptr;
    ExchangeView *m_exchange = nullptr;
    QWidget *m_heldPage = nullptr;
    QLabel *m_heldHeading = nullptr;
    QTabWidget *m_heldEditors = nullptr;
    QPlainTextEdit *m_editEditor = nullptr;
    QPlainTextEdit *m_answerEditor = nullptr;
    QList<QPushButton *> m_verdictButtons;
    quint64 m_heldSeq = 0;
    QComboBox *m_injectTo = nullptr;
    QPlainTextEdit *m_injectEditor = nullptr;
    QWidget *m_injectPage = nullptr;
};

} // namespace RpcScope
