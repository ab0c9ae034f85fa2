#include "ui/common/theme.h"

#include "ui/common/themestyle.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QEvent>
#include <QPointer>
#include <QSettings>
#include <QProxyStyle>
#include <QStyle>

#include <algorithm>
#include <cmath>
#include <initializer_list>

namespace RpcScope {

namespace {

const QString kSettingsKey = QStringLiteral("ui/theme");
const QString kFusion = QStringLiteral("Fusion");

// WCAG 2 asks 4.5:1 for body text; badges and row tints must keep the text on them readable.
constexpr double kTextContrast = 4.5;

QString settingsValue(Theme::Mode mode)
{
    switch (mode) {
    case Theme::Mode::Light:
        return QStringLiteral("light");
    case Theme::Mode::Dark:
        return QStringLiteral("dark");
    case Theme::Mode::System:
        break;
    }
    return QStringLiteral("system");
}

Theme::Mode modeFromSettings(const QString &value)
{
    if (value == u"light")
        return Theme::Mode::Light;
    if (value == u"dark")
        return Theme::Mode::Dark;
    return Theme::Mode::System;
}

/// The designed tone of a role, before it is fitted to the actual window colours.
QColor designedTone(Theme::Role role, bool dark)
{
    using R = Theme::Role;
    switch (role) {
    case R::Success: return dark ? QColor(0x6f, 0xcf, 0x86) : QColor(0x1e, 0x7b, 0x34);
    case R::Failure: return dark ? QColor(0xff, 0x8a, 0x80) : QColor(0xb3, 0x26, 0x1e);
    case R::Warning: return dark ? QColor(0xf2, 0xc1, 0x4e) : QColor(0x8a, 0x5a, 0x00);
    case R::Info: return dark ? QColor(0x8a, 0xb4, 0xf8) : QColor(0x1f, 0x5f, 0xa8);
    case R::Muted: return dark ? QColor(0xa0, 0xa7, 0xb3) : QColor(0x5f, 0x66, 0x72);
    case R::Accent: return dark ? QColor(0x6c, 0xa6, 0xea) : QColor(0x2b, 0x6c, 0xb0);
    case R::JsonKey: return dark ? QColor(0x8a, 0xb4, 0xf8) : QColor(0x1a, 0x4f, 0x9c);
    case R::JsonString: return dark ? QColor(0x9c, 0xd6, 0x8a) : QColor(0x1f, 0x7a, 0x1f);
    case R::JsonNumber: return dark ? QColor(0xf2, 0xb8, 0x6b) : QColor(0xa3, 0x4a, 0x00);
    case R::JsonLiteral: return dark ? QColor(0xd7, 0x9b, 0xf0) : QColor(0x7b, 0x2c, 0x9e);
    case R::JsonPunctuation: return dark ? QColor(0xa0, 0xa7, 0xb3) : QColor(0x5f, 0x66, 0x72);
    case R::SuccessBackground: return dark ? QColor(0x1f, 0x3a, 0x27) : QColor(0xe3, 0xf4, 0xe6);
    case R::FailureBackground: return dark ? QColor(0x4a, 0x23, 0x23) : QColor(0xfb, 0xe4, 0xe2);
    case R::WarningBackground: return dark ? QColor(0x4a, 0x3c, 0x1a) : QColor(0xfd, 0xf1, 0xd8);
    case R::InfoBackground: return dark ? QColor(0x1f, 0x33, 0x50) : QColor(0xe1, 0xec, 0xfa);
    case R::BadgeOpenRpc: return dark ? QColor(0x27, 0x40, 0x5f) : QColor(0xd6, 0xe6, 0xfb);
    case R::BadgeMcp: return dark ? QColor(0x43, 0x30, 0x5e) : QColor(0xe9, 0xdc, 0xf7);
    case R::BadgeListMethods: return dark ? QColor(0x1f, 0x4a, 0x47) : QColor(0xd9, 0xf0, 0xef);
    case R::BadgeDocument: return dark ? QColor(0x54, 0x40, 0x1f) : QColor(0xf6, 0xe7, 0xcf);
    case R::BadgeHistory: return dark ? QColor(0x3a, 0x3f, 0x47) : QColor(0xe4, 0xe6, 0xea);
    case R::BadgeText: return dark ? QColor(0xe6, 0xe8, 0xeb) : QColor(0x1d, 0x21, 0x28);
    }
    return {};
}

bool sameStyle(const QStyle *style, const QString &name)
{
    // The theme's own layer counts as the Fusion it is made over.
    if (const auto *layer = qobject_cast<const QProxyStyle *>(style); layer && layer->baseStyle())
        style = layer->baseStyle();
    return style && style->name().compare(name, Qt::CaseInsensitive) == 0;
}

bool isBadgeBackground(Theme::Role role)
{
    return role >= Theme::Role::BadgeOpenRpc && role <= Theme::Role::BadgeHistory;
}

double relativeLuminance(const QColor &colour)
{
    const auto channel = [](double c) {
        return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
    };
    const QColor rgb = colour.toRgb();
    return 0.2126 * channel(rgb.redF()) + 0.7152 * channel(rgb.greenF()) + 0.0722 * channel(rgb.blueF());
}

/// Moves \a colour's lightness away from \a against until every one of them is at least
/// \a minimum apart, keeping hue and saturation: the platform's palette in System mode may
/// be darker or lighter than the one the tone was designed for.
QColor fitted(QColor colour, std::initializer_list<QColor> against, double minimum)
{
    const auto worst = [&](const QColor &candidate) {
        double lowest = 21;
        for (const QColor &other : against)
            lowest = std::min(lowest, Theme::contrastRatio(candidate, other));
        return lowest;
    };
    double luminance = 0;
    for (const QColor &other : against)
        luminance += relativeLuminance(other);
    const bool lighten = luminance / double(against.size()) < 0.18;
    for (int step = 0; step < 64 && worst(colour) < minimum; ++step) {
        int h = 0, s = 0, l = 0, a = 0;
        colour.getHsl(&h, &s, &l, &a);
        if ((lighten && l >= 255) || (!lighten && l <= 0))
            break;
        colour.setHsl(h, s, std::clamp(l + (lighten ? 6 : -6), 0, 255), a);
    }
    return colour;
}

} // namespace

Theme::Theme(QObject *parent)
    : QObject(parent)
{
    if (QApplication::style())
        m_systemStyle = QApplication::style()->name();
    refreshColours();
    // A global filter: the palette change arrives at the application object, the platform's
    // ThemeChange at its windows.
    QCoreApplication::instance()->installEventFilter(this);
}

Theme *Theme::instance()
{
    static QPointer<Theme> theme;
    if (!theme)
        theme = new Theme(QCoreApplication::instance());
    return theme;
}

QColor Theme::color(Role role)
{
    if (!QCoreApplication::instance())
        return designedTone(role, false);
    return instance()->m_colours.value(int(role));
}

bool Theme::isTextRole(Role role)
{
    return role <= Role::JsonPunctuation || role == Role::BadgeText;
}

double Theme::contrastRatio(const QColor &a, const QColor &b)
{
    const double la = relativeLuminance(a);
    const double lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor Theme::fittedTo(const QColor &colour, std::initializer_list<QColor> against, double minimum)
{
    return fitted(colour, against, minimum);
}

QPalette Theme::palette(bool dark)
{
    // Calm greys with a blue accent; text near black/white but not pure, which glares on a
    // projector. Every text/background pair below is above 4.5:1.
    const QColor window = dark ? QColor(0x1f, 0x22, 0x28) : QColor(0xf3, 0xf4, 0xf6);
    const QColor base = dark ? QColor(0x17, 0x19, 0x1d) : QColor(0xff, 0xff, 0xff);
    const QColor alternate = dark ? QColor(0x22, 0x25, 0x2c) : QColor(0xf5, 0xf7, 0xfa);
    const QColor text = dark ? QColor(0xe6, 0xe8, 0xeb) : QColor(0x1d, 0x21, 0x28);
    const QColor button = dark ? QColor(0x2b, 0x2f, 0x37) : QColor(0xe8, 0xea, 0xee);
    const QColor highlight = dark ? QColor(0x2f, 0x6d, 0xb5) : QColor(0x2b, 0x6c, 0xb0);
    // Legible (about 3:1 on a button face, on a projector too), yet clearly not active.
    const QColor disabledText = dark ? QColor(0x86, 0x8d, 0x98) : QColor(0x85, 0x8b, 0x94);

    QPalette palette;
    palette.setColor(QPalette::Window, window);
    palette.setColor(QPalette::WindowText, text);
    palette.setColor(QPalette::Base, base);
    palette.setColor(QPalette::AlternateBase, alternate);
    palette.setColor(QPalette::ToolTipBase, dark ? QColor(0x2b, 0x2f, 0x37) : QColor(0xfd, 0xfd, 0xf2));
    palette.setColor(QPalette::ToolTipText, text);
    palette.setColor(QPalette::PlaceholderText, dark ? QColor(0x9a, 0xa1, 0xab) : QColor(0x65, 0x6c, 0x77));
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::Button, button);
    palette.setColor(QPalette::ButtonText, text);
    palette.setColor(QPalette::BrightText, dark ? QColor(0xff, 0x8a, 0x80) : QColor(0xb3, 0x26, 0x1e));
    palette.setColor(QPalette::Highlight, highlight);
    palette.setColor(QPalette::HighlightedText, QColor(0xff, 0xff, 0xff));
    palette.setColor(QPalette::Link, dark ? QColor(0x7a, 0xb3, 0xf0) : QColor(0x1d, 0x5f, 0xa8));
    palette.setColor(QPalette::LinkVisited, dark ? QColor(0xc0, 0x9c, 0xf0) : QColor(0x6a, 0x3d, 0xa8));
    // Fusion draws bevels and frames from these.
    palette.setColor(QPalette::Light, dark ? button.lighter(130) : QColor(0xff, 0xff, 0xff));
    palette.setColor(QPalette::Midlight, dark ? button.lighter(115) : button.lighter(104));
    palette.setColor(QPalette::Mid, dark ? QColor(0x3a, 0x3f, 0x48) : QColor(0xb8, 0xbd, 0xc5));
    palette.setColor(QPalette::Dark, dark ? QColor(0x12, 0x14, 0x17) : QColor(0x9a, 0xa0, 0xa8));
    palette.setColor(QPalette::Shadow, dark ? QColor(0x08, 0x09, 0x0b) : QColor(0x70, 0x75, 0x7d));

    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        palette.setColor(QPalette::Disabled, role, disabledText);
    palette.setColor(QPalette::Disabled, QPalette::Highlight, dark ? QColor(0x3a, 0x3f, 0x48) : QColor(0xc4, 0xc8, 0xce));
    palette.setColor(QPalette::Disabled, QPalette::HighlightedText, disabledText);
    palette.setColor(QPalette::Disabled, QPalette::Base, window);
    // An unfocused selection stays visible but quieter.
    palette.setColor(QPalette::Inactive, QPalette::Highlight, dark ? QColor(0x2c, 0x4a, 0x6e) : QColor(0xc9, 0xdb, 0xef));
    palette.setColor(QPalette::Inactive, QPalette::HighlightedText, text);
    return palette;
}

void Theme::setMode(Mode mode)
{
    const bool differs = mode != m_mode;
    m_mode = mode;
    QSettings().setValue(kSettingsKey, settingsValue(mode));
    apply();
    if (differs)
        emit modeChanged(mode);
}

void Theme::restore()
{
    const Mode mode = modeFromSettings(QSettings().value(kSettingsKey).toString());
    const bool differs = mode != m_mode;
    m_mode = mode;
    apply();
    if (differs)
        emit modeChanged(mode);
}

QString Theme::displayName(Mode mode)
{
    switch (mode) {
    case Mode::Light:
        return tr("&Light");
    case Mode::Dark:
        return tr("&Dark");
    case Mode::System:
        break;
    }
    return tr("Follow the &System");
}

QString Theme::statusTip(Mode mode)
{
    switch (mode) {
    case Mode::Light:
        return tr("Use light colours whatever the desktop uses.");
    case Mode::Dark:
        return tr("Use dark colours whatever the desktop uses.");
    case Mode::System:
        break;
    }
    return tr("Use the colours of the desktop, light or dark as it is.");
}

QActionGroup *Theme::createActionGroup(QObject *parent)
{
    auto *group = new QActionGroup(parent);
    group->setExclusive(true);
    for (Mode mode : {Mode::System, Mode::Light, Mode::Dark}) {
        QAction *action = group->addAction(displayName(mode));
        action->setCheckable(true);
        action->setChecked(mode == m_mode);
        action->setData(QVariant::fromValue(mode));
        action->setStatusTip(statusTip(mode));
        connect(action, &QAction::triggered, this, [this, mode] { setMode(mode); });
    }
    connect(this, &Theme::modeChanged, group, [group](Mode mode) {
        for (QAction *action : group->actions())
            action->setChecked(action->data().value<Mode>() == mode);
    });
    return group;
}

bool Theme::eventFilter(QObject *watched, QEvent *event)
{
    if (!m_applying) {
        if ((event->type() == QEvent::ApplicationPaletteChange && watched == QCoreApplication::instance())
            || event->type() == QEvent::ThemeChange)
            queueRefresh();
    }
    return QObject::eventFilter(watched, event);
}

void Theme::apply()
{
    if (!qobject_cast<QApplication *>(QCoreApplication::instance()))
        return;
    m_applying = true;
    if (m_mode == Mode::System) {
        if (!m_systemStyle.isEmpty() && !sameStyle(QApplication::style(), m_systemStyle))
            QApplication::setStyle(m_systemStyle);
        // A palette with no role set resolves entirely to the platform's, and keeps
        // following it when the desktop changes its scheme.
        QPalette platform;
        platform.setResolveMask(0);
        QApplication::setPalette(platform);
    } else {
        // Fusion honours every palette role; native styles may draw their own colours.
        // Fusion honours every palette role; the theme's layer adds the strokes its dark
        // palette lacks (input frames, check boxes).
        if (!qobject_cast<ThemeStyle *>(QApplication::style()))
            QApplication::setStyle(new ThemeStyle);
        QApplication::setPalette(palette(m_mode == Mode::Dark));
    }
    m_applying = false;
    refreshColours();
    emit changed();
}

void Theme::queueRefresh()
{
    if (m_refreshQueued)
        return;
    m_refreshQueued = true;
    // The platform sends a burst (one ThemeChange per window, then the palette change).
    QMetaObject::invokeMethod(this, [this] {
        m_refreshQueued = false;
        refreshColours();
        emit changed();
    }, Qt::QueuedConnection);
}

QColor Theme::color(Role role, const QPalette &palette)
{
    const QColor window = palette.color(QPalette::Window);
    const QColor base = palette.color(QPalette::Base);
    const bool dark = window.lightness() < 128;
    const QColor badgeText = fitted(designedTone(Role::BadgeText, dark), {window, base}, kTextContrast);
    if (role == Role::BadgeText)
        return badgeText;
    const QColor tone = designedTone(role, dark);
    if (isTextRole(role))
        return fitted(tone, {window, base}, kTextContrast);
    if (isBadgeBackground(role))
        return fitted(tone, {badgeText}, kTextContrast);
    return fitted(tone, {palette.color(QPalette::Text)}, kTextContrast);
}

void Theme::refreshColours()
{
    const QPalette palette = QGuiApplication::palette();
    m_dark = palette.color(QPalette::Window).lightness() < 128;
    for (int r = int(Role::Success); r <= int(Role::BadgeText); ++r)
        m_colours.insert(r, color(Role(r), palette));
}

} // namespace RpcScope
