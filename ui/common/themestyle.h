#pragma once

#include <QProxyStyle>

namespace RpcScope {

/// Fusion with the few strokes its dark palettes lack: Fusion draws the frames of inputs and
/// the boxes of check boxes and radio buttons a shade darker than the window, which vanishes
/// on a dark window. On a dark palette this style draws them again in a light enough grey
/// (at least 3:1 against the window, WCAG's contrast for controls); on a light one it is
/// Fusion, stroke for stroke.
class ThemeStyle final : public QProxyStyle
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ThemeStyle)

public:
    ThemeStyle();

    /// The outline of a control on \a palette: Fusion's own on light palettes.
    static QColor outline(const QPalette &palette);
    static bool isDark(const QPalette &palette);

    void drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
                       const QWidget *widget = nullptr) const override;
    void drawComplexControl(ComplexControl control, const QStyleOptionComplex *option, QPainter *painter,
                            const QWidget *widget = nullptr) const override;
};

} // namespace RpcScope
