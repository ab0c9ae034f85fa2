#pragma once

#include <QColor>
#include <QHash>
#include <QObject>
#include <QPalette>
#include <QString>

#include <initializer_list>

class QActionGroup;

namespace RpcScope {

/// The application's look: a light or dark Fusion palette, or whatever the platform uses,
/// plus the semantic colours every room draws with (outcomes, JSON tokens, badges), chosen
/// so they read on the current window and base colours. One per application
/// (Theme::instance()); the choice is kept in QSettings under "ui/theme". GUI thread only:
/// worker threads that need a colour get it passed in.
class Theme final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Theme)

public:
    enum class Mode { System, Light, Dark };
    Q_ENUM(Mode)

    /// Colours with a meaning. Text roles are meant for text on the window or base colour;
    /// *Background roles for row or badge backgrounds under the palette's Text colour
    /// (BadgeText for badges).
    enum class Role {
        Success,            ///< an answered exchange, a passed check
        Failure,            ///< errors, business errors, MCP tool errors
        Warning,            ///< findings, timeouts
        Info,               ///< neutral notes, notifications
        Muted,              ///< secondary text (sizes, ids, hints)
        Accent,             ///< the calm highlight colour, for links and focus marks
        JsonKey,
        JsonString,
        JsonNumber,
        JsonLiteral,        ///< true, false, null
        JsonPunctuation,
        SuccessBackground,
        FailureBackground,
        WarningBackground,
        InfoBackground,     ///< notifications, requests on their way
        BadgeOpenRpc,       ///< provenance badge backgrounds, one per source
        BadgeMcp,
        BadgeListMethods,
        BadgeDocument,
        BadgeHistory,
        BadgeText,          ///< text on any badge background
    };
    Q_ENUM(Role)

    /// The application's theme, created on first use (parented to the application).
    static Theme *instance();

    /// The colour of \a role for the theme in effect.
    static QColor color(Role role);
    /// The colour of \a role fitted to \a palette (for a widget with a palette of its own).
    static QColor color(Role role, const QPalette &palette);
    /// True when the role is meant for text (and so needs a text contrast ratio).
    static bool isTextRole(Role role);
    /// The polished Fusion palette of the Dark mode (\a dark) or the Light mode.
    static QPalette palette(bool dark);
    /// WCAG 2 contrast ratio of two colours (1 to 21).
    static double contrastRatio(const QColor &a, const QColor &b);
    /// \a colour with its lightness moved (hue and saturation kept) until its contrast with
    /// each of \a against is at least \a minimum.
    static QColor fittedTo(const QColor &colour, std::initializer_list<QColor> against, double minimum);

    /// The chosen mode (System until the user picks another).
    Mode mode() const { return m_mode; }
    /// Applies \a mode to the application and keeps it in the settings.
    void setMode(Mode mode);
    /// Applies the mode kept in the settings (System when there is none): call once at start.
    void restore();
    /// Whether the colours in effect are the dark ones (in System mode: the platform's).
    bool isDark() const { return m_dark; }

    /// The mode's name for menus, translated.
    static QString displayName(Mode mode);
    /// A one-line explanation of the mode for the status bar, translated.
    static QString statusTip(Mode mode);
    /// Three exclusive, checkable actions (System, Light, Dark; data() is the Mode) that
    /// switch the theme and stay checked as the mode changes: for a View > Theme menu.
    QActionGroup *createActionGroup(QObject *parent);

signals:
    /// The palette or the semantic colours changed: re-read colours, re-tint icons.
    void changed();
    /// The user chose another mode.
    void modeChanged(RpcScope::Theme::Mode mode);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit Theme(QObject *parent);
    void apply();
    void refreshColours();
    void queueRefresh();

    Mode m_mode = Mode::System;
    bool m_dark = false;
    bool m_applying = false;     // our own palette change is not a system change
    bool m_refreshQueued = false;
    QString m_systemStyle;       // the style the application started with
    QHash<int, QColor> m_colours;
};

} // namespace RpcScope
