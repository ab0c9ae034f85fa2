#include "ui/inspector/exchangepane.h"

#include "ui/inspector/responseview.h"
#include "ui/inspector/statusstrip.h"

#include <QLabel>
#include <QStackedWidget>
#include <QTabBar>
#include <QVBoxLayout>

namespace RpcScope {

ExchangePane::ExchangePane(QWidget *parent)
    : QWidget(parent)
    , m_strip(new StatusStrip(this))
    , m_stack(new QStackedWidget(this))
    , m_empty(new QLabel(m_stack))
{
    setObjectName(QStringLiteral("exchangePane"));
    m_empty->setObjectName(QStringLiteral("emptyResponse"));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->setForegroundRole(QPalette::PlaceholderText);
    m_empty->setMargin(16);
    m_stack->addWidget(m_empty);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addWidget(m_strip);
    connect(m_strip, &StatusStrip::trustCertificateRequested, this, &ExchangePane::trustCertificateRequested);
    layout->addWidget(m_stack, 1);
    setEmptyText(tr("No answer yet. Ctrl+Enter sends this tab's request."));
}

void ExchangePane::addNote(QWidget *note)
{
    static_cast<QVBoxLayout *>(layout())->insertWidget(0, note);
}

void ExchangePane::setEmptyText(const QString &text)
{
    m_empty->setText(text);
}

QString ExchangePane::emptyText() const
{
    return m_empty->text();
}

bool ExchangePane::isEmptyShown() const
{
    return m_stack->currentWidget() == m_empty;
}

ResponseView *ExchangePane::responseView()
{
    if (!m_response) {
        m_response = new ResponseView(m_stack);
        // The response's tabs are never hidden behind scroll arrows: they share the width.
        m_response->tabBar()->setUsesScrollButtons(false);
        m_response->tabBar()->setElideMode(Qt::ElideNone);
        m_stack->addWidget(m_response);
        connect(m_response, &ResponseView::nextPageRequested, this, &ExchangePane::nextPageRequested);
        connect(m_response, &ResponseView::assertValueRequested, this, &ExchangePane::assertValueRequested);
    }
    return m_response;
}

void ExchangePane::showExchange(const ExchangePtr &exchange)
{
    if (!exchange) {
        clear();
        return;
    }
    m_pending = false;
    m_exchange = exchange;
    setDimmed(false);
    m_strip->showExchange(*exchange);
    ResponseView *view = responseView();
    view->showExchange(exchange);
    // After a batch, the pairs are what there is to read.
    if (view->hasBatchTab() && (exchange->sent.batch || exchange->classification.batchResponse))
        view->setCurrentIndex(ResponseView::BatchTab);
    m_stack->setCurrentWidget(view);
}

void ExchangePane::showPending(const QString &what)
{
    m_pending = true;
    m_strip->showPending(what);
    setDimmed(true);
}

void ExchangePane::showMessage(const QString &text)
{
    m_pending = false;
    setDimmed(false);
    m_strip->showMessage(text);
}

void ExchangePane::clear()
{
    m_pending = false;
    m_exchange.reset();
    setDimmed(false);
    m_strip->clear();
    if (m_response)
        m_response->clear();
    m_stack->setCurrentWidget(m_empty);
}

void ExchangePane::showStreamEvent(quint64 sequence, const SseEvent &event)
{
    ResponseView *view = responseView();
    setDimmed(false);   // the events are the answer so far
    view->showStreamEvent(sequence, event);
    m_stack->setCurrentWidget(view);
}

void ExchangePane::setDimmed(bool dimmed)
{
    // The previous answer stays readable in the disabled colours: it is not the answer to
    // what is on its way.
    if (m_response)
        m_response->setEnabled(!dimmed);
}

} // namespace RpcScope
