#include "ui/common/applicationicon.h"

#include <QIconEngine>
#include <QImageReader>
#include <QPainter>
#include <QPixmap>

#include <array>

namespace RpcScope {

namespace {

constexpr std::array<int, 6> kSizes{16, 32, 48, 64, 128, 256};

/// Square PNG renditions, each read the first time it is needed.
class PngRenditionsEngine final : public QIconEngine
{
public:
    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        Q_UNUSED(mode)
        Q_UNUSED(state)
        if (size.isEmpty())
            return {};
        // The smallest rendition at least as large as asked, else the largest.
        const int wanted = qMax(size.width(), size.height());
        size_t index = kSizes.size() - 1;
        for (size_t i = 0; i < kSizes.size(); ++i) {
            if (kSizes[i] >= wanted) {
                index = i;
                break;
            }
        }
        QPixmap &rendition = m_renditions[index];
        if (rendition.isNull()) {
            QImageReader reader(QStringLiteral(":/icons/rpcscope-%1.png").arg(kSizes[index]), "png");
            rendition = QPixmap::fromImage(reader.read());
        }
        if (rendition.isNull() || rendition.size() == size)
            return rendition;
        return rendition.scaled(size, Qt::KeepAspectRatio, Qt::SmoothTransformation);
    }

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State state) override
    {
        painter->drawPixmap(rect, pixmap(rect.size(), mode, state));
    }

    QSize actualSize(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        Q_UNUSED(mode)
        Q_UNUSED(state)
        const int side = qMin(size.width(), size.height());
        return QSize(side, side);
    }

    QList<QSize> availableSizes(QIcon::Mode mode, QIcon::State state) override
    {
        Q_UNUSED(mode)
        Q_UNUSED(state)
        QList<QSize> sizes;
        for (int side : kSizes)
            sizes.append(QSize(side, side));
        return sizes;
    }

    QIconEngine *clone() const override { return new PngRenditionsEngine(*this); }
    QString key() const override { return QStringLiteral("RpcScope::PngRenditionsEngine"); }

private:
    std::array<QPixmap, kSizes.size()> m_renditions;
};

} // namespace

QIcon applicationIcon()
{
    return QIcon(new PngRenditionsEngine);
}

} // namespace RpcScope
