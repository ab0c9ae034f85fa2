#pragma once

#include "lib/collection/assertionchecker.h"
#include "lib/rpc/exchange.h"

#include <QWidget>

class QLabel;
class QSplitter;
class QTreeWidget;

namespace RpcScope {

class ExchangePane;
class RawTextView;

/// One finished exchange, read-only, request and answer together (like a packet in
/// Wireshark): the bytes sent on one side, the answer with its headline on the other. The
/// history, the session browser and the runner open an exchange in it, so a row's answer is
/// never shown beside an unrelated composer.
class ExchangeView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExchangeView)

public:
    explicit ExchangeView(QWidget *parent = nullptr);

    /// Shows \a exchange; its request as \a shownRequest when given (secrets masked).
    void showExchange(const ExchangePtr &exchange, const QByteArray &shownRequest = {});
    const ExchangePtr &exchange() const { return m_exchange; }
    /// The verdicts of a run's assertions on this exchange, listed under the request (none:
    /// the list is hidden).
    void setVerdicts(const QList<AssertionResult> &verdicts);
    QTreeWidget *verdictsView() const { return m_verdicts; }
    /// Side by side (Qt::Horizontal) or the answer below the request.
    void setOrientation(Qt::Orientation orientation);

    ExchangePane *pane() const { return m_pane; }
    RawTextView *requestView() const { return m_request; }
    QLabel *requestHeading() const { return m_requestHeading; }
    QSplitter *splitter() const { return m_splitter; }

private:
    ExchangePtr m_exchange;
    QSplitter *m_splitter = nullptr;
    QLabel *m_requestHeading = nullptr;
    RawTextView *m_request = nullptr;
    QTreeWidget *m_verdicts = nullptr;
    ExchangePane *m_pane = nullptr;
};

} // namespace RpcScope
