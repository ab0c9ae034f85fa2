#include "ui/shell/presentationmode.h"

#include "ui/common/icons.h"

#include <QAction>
#include <QApplication>
#include <QSettings>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace RpcScope {

namespace {

const QString kScaleKey = QStringLiteral("ui/presentationScale");
constexpr qreal kDefaultScale = 1.5;
constexpr qreal kMinimumScale = 1.1;
constexpr qreal kMaximumScale = 3.0;

QFont scaled(QFont font, qreal factor)
{
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * factor);
    else if (font.pixelSize() > 0)
        font.setPixelSize(int(std::lround(font.pixelSize() * factor)));
    return font;
}

} // namespace

PresentationMode::PresentationMode(QObject *parent)
    : QObject(parent)
    , m_action(new QAction(tr("&Presentation Mode"), this))
{
    m_action->setObjectName(QStringLiteral("presentationModeAction"));
    m_action->setCheckable(true);
    m_action->setShortcut(shortcut());
    m_action->setIcon(Icons::get(QStringLiteral("presentation")));
    m_action->setStatusTip(tr("Larger text and a calmer window for demos on a projector (%1 again to leave).")
                               .arg(shortcut().toString(QKeySequence::NativeText)));
    m_action->setToolTip(tr("Presentation mode (%1)").arg(shortcut().toString(QKeySequence::NativeText)));
    connect(m_action, &QAction::toggled, this, &PresentationMode::setActive);
}

PresentationMode::~PresentationMode()
{
    if (m_active)
        setActive(false);
}

QKeySequence PresentationMode::shortcut()
{
    return QKeySequence(Qt::Key_F9);
}

void PresentationMode::setActive(bool active)
{
    if (active == m_active)
        return;
    m_active = active;
    if (active) {
        m_normalFont = QApplication::font();
        scaleExplicitFonts();
        for (CalmWidget &calm : m_calm) {
            if (calm.widget) {
                calm.wasHidden = calm.widget->isHidden();
                calm.widget->hide();
            }
        }
    } else {
        restoreExplicitFonts();
        for (const CalmWidget &calm : std::as_const(m_calm)) {
            if (calm.widget && !calm.wasHidden)
                calm.widget->show();
        }
    }
    applyFont();
    m_action->setChecked(active);
    emit activeChanged(active);
}

void PresentationMode::addCalmWidget(QWidget *widget)
{
    if (!widget)
        return;
    for (const CalmWidget &calm : std::as_const(m_calm)) {
        if (calm.widget == widget)
            return;
    }
    CalmWidget calm{widget, widget->isHidden()};
    if (m_active)
        widget->hide();
    m_calm.append(calm);
}

qreal PresentationMode::scale() const
{
    bool ok = false;
    const qreal value = QSettings().value(kScaleKey, kDefaultScale).toReal(&ok);
    return ok && std::isfinite(value) ? std::clamp(value, kMinimumScale, kMaximumScale) : kDefaultScale;
}

void PresentationMode::setScale(qreal scale)
{
    QSettings().setValue(kScaleKey, std::clamp(scale, kMinimumScale, kMaximumScale));
    if (m_active) {
        restoreExplicitFonts();
        scaleExplicitFonts();
        applyFont();
    }
}

void PresentationMode::scaleExplicitFonts()
{
    // A widget that set its own size (a monospace editor, a bold label) no longer follows
    // the application font; scale it from the size it has now. Sizes read before the
    // application font changes, so nothing is scaled twice.
    const qreal factor = scale();
    const QWidgetList widgets = QApplication::allWidgets();
    for (QWidget *widget : widgets) {
        if (!widget->testAttribute(Qt::WA_SetFont) || !(widget->font().resolveMask() & QFont::SizeResolved))
            continue;
        const QFont normal = widget->font();
        const QFont larger = scaled(normal, factor);
        widget->setFont(larger);
        m_explicitFonts.append({widget, normal, larger});
    }
}

void PresentationMode::restoreExplicitFonts()
{
    for (const ExplicitFont &entry : std::as_const(m_explicitFonts)) {
        // One whose owner set another font meanwhile is left to its owner.
        if (entry.widget && entry.widget->font() == entry.scaled)
            entry.widget->setFont(entry.normal);
    }
    m_explicitFonts.clear();
}

void PresentationMode::applyFont()
{
    // Widgets whose font was not set explicitly follow the application font, and the
    // monospace views derive their size from their widget's font on FontChange.
    QApplication::setFont(m_active ? scaled(m_normalFont, scale()) : m_normalFont);
}

} // namespace RpcScope
