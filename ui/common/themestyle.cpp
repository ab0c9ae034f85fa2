#include "ui/common/themestyle.h"

#include "ui/common/theme.h"

#include <QPainter>
#include <QStyleFactory>
#include <QStyleOption>

#include <algorithm>

namespace RpcScope {

namespace {

void strokeFrame(QPainter *painter, const QRectF &rect, const QColor &colour, qreal radius)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(colour, 1));
    painter->drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius);
    painter->restore();
}

} // namespace

ThemeStyle::ThemeStyle()
    : QProxyStyle(QStyleFactory::create(QStringLiteral("Fusion")))
{
    setObjectName(QStringLiteral("rpcscopeThemeStyle"));
}

bool ThemeStyle::isDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

QColor ThemeStyle::outline(const QPalette &palette)
{
    if (!isDark(palette))
        return palette.color(QPalette::Window).darker(140);   // Fusion's
    // Mid, lifted until it stands 3:1 against the dark window and base (WCAG, controls).
    return Theme::fittedTo(palette.color(QPalette::Mid),
                           {palette.color(QPalette::Window), palette.color(QPalette::Base)}, 3.05);
}

void ThemeStyle::drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
                               const QWidget *widget) const
{
    if (element == PE_IndicatorTabClose) {
        // A quiet cross in the text colour, stronger under the mouse: Fusion's red one on the
        // tab in front reads like an error badge.
        const bool hover = option->state & State_MouseOver;
        const bool enabled = option->state & State_Enabled;
        QColor cross = option->palette.color(enabled ? QPalette::Normal : QPalette::Disabled, QPalette::WindowText);
        if (!hover)
            cross.setAlphaF(0.6f);
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        if (hover) {
            QColor back = option->palette.color(QPalette::WindowText);
            back.setAlphaF(0.12f);
            painter->setPen(Qt::NoPen);
            painter->setBrush(back);
            painter->drawRoundedRect(QRectF(option->rect).adjusted(1, 1, -1, -1), 3, 3);
        }
        painter->setPen(QPen(cross, 1.4, Qt::SolidLine, Qt::RoundCap));
        const QRectF box = QRectF(option->rect).adjusted(0, 0, -1, -1);
        const qreal side = std::min(box.width(), box.height()) * 0.3;
        const QPointF centre = box.center();
        painter->drawLine(centre + QPointF(-side, -side), centre + QPointF(side, side));
        painter->drawLine(centre + QPointF(-side, side), centre + QPointF(side, -side));
        painter->restore();
        return;
    }
    QProxyStyle::drawPrimitive(element, option, painter, widget);
    if (!isDark(option->palette))
        return;
    const bool focus = option->state & State_HasFocus;
    switch (element) {
    case PE_FrameLineEdit:
        strokeFrame(painter, option->rect,
                    focus ? option->palette.color(QPalette::Highlight).lighter(130) : outline(option->palette), 2);
        break;
    case PE_PanelButtonTool:
    case PE_PanelButtonCommand:
        // A checked toggle (Form | JSON, Notification) reads as on: a tint of the accent
        // and its border, where Fusion's dark bevel looks the same either way.
        if (option->state & State_On) {
            QColor tint = option->palette.color(QPalette::Highlight);
            tint.setAlpha(90);
            painter->save();
            painter->setRenderHint(QPainter::Antialiasing);
            painter->setPen(QPen(option->palette.color(QPalette::Highlight).lighter(130), 1));
            painter->setBrush(tint);
            painter->drawRoundedRect(QRectF(option->rect).adjusted(0.5, 0.5, -0.5, -0.5), 2, 2);
            painter->restore();
        }
        break;
    case PE_IndicatorCheckBox:
    case PE_IndicatorItemViewItemCheck:
        strokeFrame(painter, QRectF(option->rect).adjusted(0, 0, -1, -1), outline(option->palette), 1);
        break;
    case PE_IndicatorRadioButton: {
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(outline(option->palette), 1));
        painter->drawEllipse(QRectF(option->rect).adjusted(1, 1, -1.5, -1.5));
        painter->restore();
        break;
    }
    default:
        break;
    }
}

void ThemeStyle::drawComplexControl(ComplexControl control, const QStyleOptionComplex *option, QPainter *painter,
                                    const QWidget *widget) const
{
    QProxyStyle::drawComplexControl(control, option, painter, widget);
    if (!isDark(option->palette) || (control != CC_ComboBox && control != CC_SpinBox))
        return;
    const auto *frame = qstyleoption_cast<const QStyleOptionComboBox *>(option);
    const auto *spin = qstyleoption_cast<const QStyleOptionSpinBox *>(option);
    if ((frame && !frame->frame) || (spin && !spin->frame))
        return;
    const bool focus = option->state & State_HasFocus;
    strokeFrame(painter, option->rect,
                focus ? option->palette.color(QPalette::Highlight).lighter(130) : outline(option->palette), 2);
}

} // namespace RpcScope
