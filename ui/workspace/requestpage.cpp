#include "ui/workspace/requestpage.h"

#include "ui/inspector/exchangepane.h"

#include <QSplitter>
#include <QVBoxLayout>

namespace RpcScope {

RequestPage::RequestPage(QWidget *work, QWidget *parent)
    : QWidget(parent)
    , m_work(work)
    , m_splitter(new QSplitter(Qt::Horizontal, this))
{
    setObjectName(QStringLiteral("requestPage"));
    m_splitter->setObjectName(QStringLiteral("requestSplitter"));
    m_splitter->setChildrenCollapsible(false);
    m_splitter->setHandleWidth(12);   // the request and its answer read as two areas
    m_splitter->addWidget(work);
    m_pane = new ExchangePane(m_splitter);
    m_splitter->addWidget(m_pane);
    m_splitter->setStretchFactor(0, 100 - ResponseShare);
    m_splitter->setStretchFactor(1, ResponseShare);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addWidget(m_splitter);
}

void RequestPage::setResponseBelow(bool below)
{
    const Qt::Orientation orientation = below ? Qt::Vertical : Qt::Horizontal;
    if (m_splitter->orientation() == orientation)
        return;
    m_splitter->setOrientation(orientation);
    m_proportioned = false;
    proportion();
}

void RequestPage::proportion()
{
    // The first real size sets the shares (a splitter laid out before it is shown would
    // keep its widgets' size hints instead); after that the user's dragging is kept.
    const int length = m_splitter->orientation() == Qt::Horizontal ? m_splitter->width() : m_splitter->height();
    if (m_proportioned || length < 200)
        return;
    m_proportioned = true;
    m_splitter->setSizes({length * (100 - ResponseShare) / 100, length * ResponseShare / 100});
}

void RequestPage::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    proportion();
}

} // namespace RpcScope
