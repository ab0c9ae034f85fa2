#include "ui/inspector/exchangeview.h"

#include "lib/text/units.h"
#include "ui/common/theme.h"
#include "ui/inspector/exchangepane.h"
#include "ui/inspector/rawtextview.h"

#include <QLabel>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace RpcScope {

ExchangeView::ExchangeView(QWidget *parent)
    : QWidget(parent)
    , m_splitter(new QSplitter(Qt::Horizontal, this))
    , m_requestHeading(new QLabel(this))
    , m_request(new RawTextView(this))
    , m_verdicts(new QTreeWidget(this))
    , m_pane(new ExchangePane(this))
{
    setObjectName(QStringLiteral("exchangeView"));
    m_request->setObjectName(QStringLiteral("sentRequest"));
    m_requestHeading->setObjectName(QStringLiteral("sentRequestHeading"));
    m_requestHeading->setWordWrap(true);
    m_pane->setEmptyText(tr("Select an exchange to see its request and answer."));

    auto *requestSide = new QWidget(m_splitter);
    auto *requestLayout = new QVBoxLayout(requestSide);
    requestLayout->setContentsMargins(0, 4, 0, 0);
    requestLayout->setSpacing(4);
    requestLayout->addWidget(m_requestHeading);
    requestLayout->addWidget(m_request, 1);
    m_verdicts->setObjectName(QStringLiteral("verdicts"));
    m_verdicts->setRootIsDecorated(false);
    m_verdicts->setHeaderLabels({tr("Verdict"), tr("Assertion"), tr("Found")});
    m_verdicts->setWordWrap(true);
    m_verdicts->hide();
    requestLayout->addWidget(m_verdicts, 1);
    m_splitter->addWidget(requestSide);
    m_splitter->addWidget(m_pane);
    m_splitter->setChildrenCollapsible(false);
    m_splitter->setStretchFactor(0, 2);
    m_splitter->setStretchFactor(1, 3);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_splitter);
}

void ExchangeView::setVerdicts(const QList<AssertionResult> &verdicts)
{
    m_verdicts->clear();
    for (const AssertionResult &verdict : verdicts) {
        auto *item = new QTreeWidgetItem(m_verdicts, {verdict.passed ? tr("passed") : tr("failed"), verdict.label,
                                                      verdict.message});
        item->setForeground(0, Theme::color(verdict.passed ? Theme::Role::Success : Theme::Role::Failure, m_verdicts->palette()));
        for (int column = 0; column < 3; ++column)
            item->setToolTip(column, verdict.message.isEmpty() ? verdict.label : verdict.label + u'\n' + verdict.message);
    }
    m_verdicts->setVisible(!verdicts.isEmpty());
    m_verdicts->resizeColumnToContents(0);
}

void ExchangeView::setOrientation(Qt::Orientation orientation)
{
    m_splitter->setOrientation(orientation);
}

void ExchangeView::showExchange(const ExchangePtr &exchange, const QByteArray &shownRequest)
{
    m_exchange = exchange;
    m_verdicts->clear();
    m_verdicts->hide();
    if (!exchange) {
        m_requestHeading->clear();
        m_request->clear();
        m_pane->clear();
        return;
    }
    //: Heading of the read-only request of an exchange, e.g. "Request sent · 142 B (read-only)"
    m_requestHeading->setText(tr("Request sent · %1 (read-only)").arg(Units::size(exchange->requestSize())));
    m_request->setBytes(shownRequest.isNull() ? exchange->request : shownRequest);
    m_pane->showExchange(exchange);
}

} // namespace RpcScope
