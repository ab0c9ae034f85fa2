#pragma once

#include <QFont>
#include <QKeySequence>
#include <QList>
#include <QObject>
#include <QPointer>

class QAction;
class QWidget;

namespace RpcScope {

/// Presentation mode for demos on a projector: one keystroke (F9) scales the application
/// font and every font a widget set with an explicit size (the monospace editors and views,
/// bold status labels), and hides the secondary chrome registered with addCalmWidget(); the same keystroke puts
/// everything back. The scale is kept in QSettings under "ui/presentationScale" (1.5 unless
/// set). The mode itself is not kept: a restart starts in the normal mode.
class PresentationMode final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PresentationMode)

public:
    explicit PresentationMode(QObject *parent = nullptr);
    /// Restores the font and the calm widgets when still active.
    ~PresentationMode() override;

    /// The checkable action that toggles the mode (shortcut(), for a View menu).
    QAction *action() const { return m_action; }
    /// F9: free in the window, and one key, so it works with a presenter's remote too.
    static QKeySequence shortcut();

    bool isActive() const { return m_active; }
    void setActive(bool active);
    void toggle() { setActive(!m_active); }

    /// Hides \a widget while the mode is active (a toolbar, the status bar, a side panel)
    /// and shows it again afterwards, if it was shown before.
    void addCalmWidget(QWidget *widget);

    /// The font scale of the mode (1.1 to 3).
    qreal scale() const;
    /// Keeps \a scale in the settings; applies it at once when the mode is active.
    void setScale(qreal scale);
    /// The factor in effect now: scale() while active, else 1. For views that zoom their
    /// text themselves (e.g. a code editor component) on activeChanged().
    qreal fontScale() const { return m_active ? scale() : 1.0; }

signals:
    void activeChanged(bool active);

private:
    struct CalmWidget
    {
        QPointer<QWidget> widget;
        bool wasHidden = false;
    };

    void applyFont();
    void scaleExplicitFonts();
    void restoreExplicitFonts();

    struct ExplicitFont
    {
        QPointer<QWidget> widget;
        QFont normal;
        QFont scaled;
    };

    QAction *m_action = nullptr;
    bool m_active = false;
    QFont m_normalFont;
    QList<CalmWidget> m_calm;
    QList<ExplicitFont> m_explicitFonts;   // while active
};

} // namespace RpcScope
