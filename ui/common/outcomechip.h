#pragma once

#include "ui/common/exchangeoutcome.h"

#include <QLabel>

namespace RpcScope {

/// What an exchange came to, as a small rounded chip: one widget and one set of colours per
/// theme for every view that names an outcome (the response's headline, a running request).
/// The text keeps a contrast of at least 4.5:1 (WCAG AA) on the chip in both themes, and
/// the chip repaints when the theme changes.
class OutcomeChip final : public QLabel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OutcomeChip)

public:
    /// ExchangeOutcome's kinds, and a request still on its way.
    enum class Kind { Result, Error, ToolError, BusinessError, Notification, TransportFailure, Invalid, Pending };
    static constexpr int KindCount = 8;

    explicit OutcomeChip(QWidget *parent = nullptr);

    void setOutcome(Kind kind, const QString &text);
    Kind kind() const { return m_kind; }

    static Kind fromOutcome(ExchangeOutcome::Kind kind);
    /// The chip's colours for \a kind on \a palette: its background, and its text.
    static QColor background(Kind kind, const QPalette &palette);
    static QColor foreground(Kind kind, const QPalette &palette);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    Kind m_kind = Kind::Result;
};

} // namespace RpcScope
