#pragma once

#include "lib/rpc/exchange.h"
#include "lib/transport/framing/framer.h"
#include "ui/history/historymodel.h"

#include <QByteArray>
#include <QList>
#include <QWidget>

class QAction;
class QCheckBox;
class QLabel;
class QLineEdit;
class QMenu;
class QTableView;
class QTimer;
class QToolButton;

namespace RpcScope {

class HistoryFilterProxy;

/// The timeline of an endpoint's exchanges: a filter bar (method, outcomes, text in the
/// bytes) over a table that grows live. Selecting a row reports its exchange; the row's
/// request can be re-sent, copied into the composer, or copied as a curl command (HTTP) or a
/// stdio line (stdio, WebSocket). Everything is reachable from the keyboard: Tab walks the
/// filter bar into the table, the context-menu key opens the actions, and each action has a
/// shortcut while focus is inside the panel.
class HistoryPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HistoryPanel)

public:
    explicit HistoryPanel(QWidget *parent = nullptr);
    ~HistoryPanel() override;

    /// Adds a finished exchange at the end; the table follows it when it was scrolled to the end.
    /// \a origin: who asked (see HistoryModel::append); task polls are hidden until the
    /// "Task polls" button shows them.
    void append(const ExchangePtr &exchange, HistoryModel::Origin origin = HistoryModel::Origin::Ordinary);
    void clear();
    /// The exchange of the current row; null when none.
    ExchangePtr currentExchange() const;

    QTableView *view() const { return m_view; }
    /// The buttons for the selected exchange (Re-send, Copy into Composer, Copy as curl): below
    /// the table, unless whoever shows the panel places them elsewhere (a tab bar's corner).
    QWidget *actionBar() const { return m_actionBar; }
    /// The field that searches the request and response text.
    QLineEdit *textFilter() const { return m_textFilter; }
    HistoryModel *model() const { return m_model; }
    HistoryFilterProxy *proxy() const { return m_proxy; }
    int visibleCount() const;
    int totalCount() const;

    /// How the endpoint's stdio messages are framed, for "Copy as Shell Pipeline".
    void setStdioFraming(Framing framing) { m_framing = framing; }
    /// Endpoint-specific header names whose values are secret (besides Authorization, Cookie).
    void setSensitiveHeaders(const QList<QByteArray> &names) { m_sensitiveHeaders = names; }

    QAction *resendAction() const { return m_resend; }
    QAction *copyToComposerAction() const { return m_toComposer; }
    /// "Copy as curl" for an HTTP exchange, "Copy as stdio line" for a message transport.
    QAction *copyCommandAction() const { return m_copyCommand; }
    QAction *copyWithSecretsAction() const { return m_copyWithSecrets; }
    QAction *copyPipelineAction() const { return m_copyPipeline; }

    /// The text "Copy as curl / stdio line" puts on the clipboard for \a exchange (secrets
    /// redacted unless \a withSecrets); empty when it has none.
    QString commandText(const Exchange &exchange, bool withSecrets = false) const;

signals:
    void exchangeSelected(const RpcScope::ExchangePtr &exchange);
    void resendRequested(const RpcScope::ExchangePtr &exchange);
    void copyToComposerRequested(const QByteArray &requestText);
    /// A short note for the status bar, e.g. after copying.
    void statusMessage(const QString &text);

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildActions();
    void buildOutcomeMenu();
    void updateActions();
    void updateCount();
    void applyOutcomes();
    void showContextMenu(const QPoint &pos);
    void copyCommand(bool withSecrets);
    void copyPipeline();
    void copyText(const QString &text, const QString &note);

    HistoryModel *m_model = nullptr;
    HistoryFilterProxy *m_proxy = nullptr;
    QLineEdit *m_methodFilter = nullptr;
    QToolButton *m_outcomeButton = nullptr;
    QMenu *m_outcomeMenu = nullptr;
    QList<QAction *> m_outcomeActions;
    QCheckBox *m_pollsButton = nullptr;   // shows the task polls; there only once there are some
    QLineEdit *m_textFilter = nullptr;
    QTimer *m_textTimer = nullptr;
    QLabel *m_count = nullptr;
    QTableView *m_view = nullptr;
    QWidget *m_actionBar = nullptr;
    QAction *m_resend = nullptr;
    QAction *m_toComposer = nullptr;
    QAction *m_copyCommand = nullptr;
    QAction *m_copyWithSecrets = nullptr;
    QAction *m_copyPipeline = nullptr;
    Framing m_framing = Framing::Ndjson;
    QList<QByteArray> m_sensitiveHeaders;
    bool m_followEnd = true;
};

} // namespace RpcScope
