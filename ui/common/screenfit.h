#pragma once

#include <QObject>
#include <QSize>

class QWidget;

namespace RpcScope {

/// Keeps every window of the application inside the available geometry of its screen (the
/// screen less its panels): a window or dialog about to be shown that would be larger is
/// made smaller, and one that would stand out of the screen is moved in. Installed once on
/// the application (install()); the main window asks for its first size through
/// fittedSize(), so a 1366×768 laptop gets a window that fits instead of 1320×840.
class ScreenFit final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ScreenFit)

public:
    /// Installs the filter on the application, once.
    static void install();
    /// \a preferred, made no larger than the available geometry of \a window's screen (with
    /// room for a window frame).
    static QSize fittedSize(const QWidget *window, QSize preferred);
    /// \a percent of the available geometry of \a window's screen, at least \a least: a large
    /// screen gives a first window room to show what it holds.
    static QSize preferredSize(const QWidget *window, QSize least, int percent);
    /// Shrinks and moves \a window into its screen's available geometry.
    static void fit(QWidget *window);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit ScreenFit(QObject *parent);
};

} // namespace RpcScope
