#pragma once

#include "lib/rpc/exchange.h"

#include <QWidget>

class QLabel;
class QStackedWidget;

namespace RpcScope {

class ResponseView;
class StatusStrip;
struct SseEvent;

/// The answer area of one request tab (or of one exchange looked at read-only): a headline
/// that names the exchange, then the response's tabs. It starts empty, saying how to send;
/// while a request is on its way the previous answer stays, dimmed, under the new request's
/// state, so nothing stale passes for the answer. The ResponseView is made when the first
/// answer arrives: an empty tab costs a label.
class ExchangePane final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExchangePane)

public:
    explicit ExchangePane(QWidget *parent = nullptr);

    /// What the empty pane says ("No answer yet. Ctrl+Enter sends this tab's request.").
    void setEmptyText(const QString &text);
    QString emptyText() const;

    void showExchange(const ExchangePtr &exchange);
    /// A request is on its way: \a what names it. The shown answer, if any, is dimmed.
    void showPending(const QString &what);
    /// A word about something that is not an exchange ("Not sent: …"); the answer stays.
    void showMessage(const QString &text);
    /// Back to the empty state.
    void clear();
    /// Puts \a note (a hint) above the headline; the pane takes it.
    void addNote(QWidget *note);
    /// An event of a streamed request still running (see ResponseView::showStreamEvent).
    void showStreamEvent(quint64 sequence, const SseEvent &event);

    const ExchangePtr &exchange() const { return m_exchange; }
    bool isPending() const { return m_pending; }
    bool isEmptyShown() const;
    StatusStrip *statusStrip() const { return m_strip; }
    /// The response's tabs, made on first use.
    ResponseView *responseView();
    bool hasResponseView() const { return m_response != nullptr; }

signals:
    void nextPageRequested(const QByteArray &requestText);
    void assertValueRequested(const QString &jsonPath, const QByteArray &rawValue);
    /// See StatusStrip::trustCertificateRequested.
    void trustCertificateRequested(const QByteArray &digest, const QString &refusal);

private:
    void setDimmed(bool dimmed);

    StatusStrip *m_strip = nullptr;
    QStackedWidget *m_stack = nullptr;
    QLabel *m_empty = nullptr;
    ResponseView *m_response = nullptr;
    ExchangePtr m_exchange;
    bool m_pending = false;
};

} // namespace RpcScope
