#include "ui/common/icons.h"

#include <QFile>
#include <QGuiApplication>
#include <QHash>
#include <QIconEngine>
#include <QImage>
#include <QPainter>
#include <QPalette>
#include <QPixmap>
#include <QPointer>
#include <QSvgRenderer>

#include <memory>

namespace RpcScope {

namespace {

QString resourcePath(const QString &name)
{
    return QStringLiteral(":/icons/actions/%1.svg").arg(name);
}

/// The colour an icon is drawn in for \a mode, from the application palette.
QColor tint(QIcon::Mode mode)
{
    const QPalette palette = QGuiApplication::palette();
    switch (mode) {
    case QIcon::Disabled:
        return palette.color(QPalette::Disabled, QPalette::WindowText);
    case QIcon::Selected:
        return palette.color(QPalette::Active, QPalette::HighlightedText);
    case QIcon::Normal:
    case QIcon::Active:
        break;
    }
    return palette.color(QPalette::Active, QPalette::WindowText);
}

/// Renders one SVG tinted, at whatever pixel size is asked; keeps the last renderings
/// and drops them when the palette's colour for them changed.
class TintedSvgEngine final : public QIconEngine
{
public:
    explicit TintedSvgEngine(std::shared_ptr<QSvgRenderer> renderer)
        : m_renderer(std::move(renderer))
    {
    }

    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        Q_UNUSED(state)
        if (size.isEmpty())
            return {};
        const QColor colour = tint(mode);
        const quint64 key = (quint64(quint32(size.width())) << 34) ^ (quint64(quint32(size.height())) << 4)
                            ^ quint64(mode);
        auto cached = m_cache.constFind(key);
        if (cached != m_cache.constEnd() && cached->colour == colour)
            return cached->pixmap;

        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        {
            QPainter painter(&image);
            painter.setRenderHint(QPainter::Antialiasing);
            m_renderer->render(&painter, QRectF(QPointF(0, 0), QSizeF(size)));
            // Keep the SVG's coverage, replace its colour.
            painter.setCompositionMode(QPainter::CompositionMode_SourceIn);
            painter.fillRect(image.rect(), colour);
        }
        // The few sizes a widget set uses; a theme change re-renders them all anyway.
        if (m_cache.size() > 32)
            m_cache.clear();
        const QPixmap pixmap = QPixmap::fromImage(std::move(image));
        m_cache.insert(key, {colour, pixmap});
        return pixmap;
    }

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State state) override
    {
        const qreal dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
        QPixmap drawn = pixmap((QSizeF(rect.size()) * dpr).toSize(), mode, state);
        drawn.setDevicePixelRatio(dpr);
        painter->drawPixmap(rect, drawn);
    }

    QSize actualSize(const QSize &size, QIcon::Mode, QIcon::State) override { return size; }
    QIconEngine *clone() const override { return new TintedSvgEngine(m_renderer); }
    QString key() const override { return QStringLiteral("RpcScopeTintedSvg"); }
    bool isNull() override { return !m_renderer->isValid(); }

private:
    struct Rendering
    {
        QColor colour;
        QPixmap pixmap;
    };

    std::shared_ptr<QSvgRenderer> m_renderer;
    QHash<quint64, Rendering> m_cache;
};

/// The icons handed out so far. A child of the application, so the pixmaps go before
/// the application does (a pixmap must not outlive QGuiApplication).
class IconCache final : public QObject
{
public:
    using QObject::QObject;
    QHash<QString, QIcon> icons;
};

QHash<QString, QIcon> &iconCache()
{
    static QPointer<IconCache> cache;
    if (!cache)
        cache = new IconCache(QCoreApplication::instance());
    return cache->icons;
}

} // namespace

QIcon Icons::get(const QString &name)
{
    QHash<QString, QIcon> &icons = iconCache();
    if (const auto found = icons.constFind(name); found != icons.constEnd())
        return *found;
    QIcon icon;
    if (QFile::exists(resourcePath(name))) {
        auto renderer = std::make_shared<QSvgRenderer>(resourcePath(name));
        if (renderer->isValid())
            icon = QIcon(new TintedSvgEngine(std::move(renderer)));
    }
    icons.insert(name, icon);
    return icon;
}

QStringList Icons::names()
{
    return {QStringLiteral("send"),    QStringLiteral("cancel"),       QStringLiteral("refresh"),
            QStringLiteral("add"),     QStringLiteral("remove"),       QStringLiteral("copy"),
            QStringLiteral("history"), QStringLiteral("batch"),        QStringLiteral("theme"),
            QStringLiteral("presentation"), QStringLiteral("load-document"), QStringLiteral("settings")};
}

} // namespace RpcScope
