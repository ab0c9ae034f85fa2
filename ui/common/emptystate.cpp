#include "ui/common/emptystate.h"

#include <QAbstractItemView>
#include <QCoreApplication>
#include <QEvent>
#include <QPainter>

namespace RpcScope {

EmptyState::EmptyState(QAbstractItemView *view, const QString &text)
    : QObject(view)
    , m_view(view)
    , m_text(text)
{
    setObjectName(QStringLiteral("emptyState"));
    view->viewport()->installEventFilter(this);
}

EmptyState *EmptyState::attach(QAbstractItemView *view, const QString &text)
{
    return new EmptyState(view, text);
}

void EmptyState::setText(const QString &text)
{
    m_text = text;
    m_view->viewport()->update();
}

bool EmptyState::isShown() const
{
    return !m_text.isEmpty() && (!m_view->model() || m_view->model()->rowCount() == 0);
}

bool EmptyState::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Paint && watched == m_view->viewport() && isShown()) {
        // The view paints itself first (headers, background), the note after it.
        m_view->viewport()->removeEventFilter(this);
        QCoreApplication::sendEvent(watched, event);
        m_view->viewport()->installEventFilter(this);
        QPainter painter(m_view->viewport());
        painter.setPen(m_view->palette().color(QPalette::PlaceholderText));
        painter.drawText(m_view->viewport()->rect().adjusted(12, 12, -12, -12),
                         Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, m_text);
        return true;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace RpcScope
