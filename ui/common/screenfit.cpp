#include "ui/common/screenfit.h"

#include <QApplication>
#include <QEvent>
#include <QScreen>
#include <QWidget>

#include <algorithm>

namespace RpcScope {

namespace {

// Room for a window manager's frame and title bar, before the window is mapped and its
// frame is known.
constexpr int kFrameAllowanceX = 8;
constexpr int kFrameAllowanceY = 40;

QRect availableFor(const QWidget *window)
{
    const QScreen *screen = window->screen();
    if (!screen)
        screen = QGuiApplication::primaryScreen();
    return screen ? screen->availableGeometry() : QRect();
}

} // namespace

ScreenFit::ScreenFit(QObject *parent)
    : QObject(parent)
{
}

void ScreenFit::install()
{
    static bool installed = false;
    if (installed || !qApp)
        return;
    installed = true;
    qApp->installEventFilter(new ScreenFit(qApp));
}

QSize ScreenFit::fittedSize(const QWidget *window, QSize preferred)
{
    const QRect available = availableFor(window);
    if (available.isEmpty())
        return preferred;
    return preferred.boundedTo(QSize(available.width() - kFrameAllowanceX, available.height() - kFrameAllowanceY));
}

QSize ScreenFit::preferredSize(const QWidget *window, QSize least, int percent)
{
    const QRect available = availableFor(window);
    return least.expandedTo(available.size() * percent / 100);
}

void ScreenFit::fit(QWidget *window)
{
    const QRect available = availableFor(window);
    if (available.isEmpty() || window->isMaximized() || window->isFullScreen())
        return;
    // The frame's extra size, once known (zero before the window is mapped).
    const QRect frame = window->frameGeometry();
    const QRect inner = window->geometry();
    const int extraX = frame.width() - inner.width();
    const int extraY = frame.height() - inner.height();
    const QSize room(available.width() - std::max(extraX, frame == inner ? 0 : extraX),
                     available.height() - std::max(extraY, frame == inner ? 0 : extraY));
    QSize size = window->size();
    if (size.width() > room.width() || size.height() > room.height()) {
        size = size.boundedTo(room).expandedTo(window->minimumSize());
        window->resize(size);
    }
    // Moved in where it stands out (a restored position from a larger screen).
    QPoint at = window->pos();
    at.setX(std::clamp(at.x(), available.left(), std::max(available.left(), available.right() + 1 - size.width() - extraX)));
    at.setY(std::clamp(at.y(), available.top(), std::max(available.top(), available.bottom() + 1 - size.height() - extraY)));
    if (at != window->pos())
        window->move(at);
}

bool ScreenFit::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Show && watched->isWidgetType()) {
        auto *widget = static_cast<QWidget *>(watched);
        const Qt::WindowType type = widget->windowType();
        // Menus, tool tips and completer lists place themselves.
        if (widget->isWindow() && type != Qt::Popup && type != Qt::ToolTip)
            fit(widget);
    }
    return QObject::eventFilter(watched, event);
}

} // namespace RpcScope
