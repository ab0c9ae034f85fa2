#include "ui/common/outcomechip.h"

#include "ui/common/theme.h"

#include <QPainter>
#include <QPainterPath>

namespace RpcScope {

namespace {

constexpr int kPadX = 8;   // on the 4/8 px grid
constexpr int kPadY = 2;
constexpr double kTextContrast = 4.5;

Theme::Role chipBackgroundRole(OutcomeChip::Kind kind)
{
    using K = OutcomeChip::Kind;
    switch (kind) {
    case K::Result: return Theme::Role::SuccessBackground;
    case K::Notification:
    case K::Pending: return Theme::Role::InfoBackground;
    case K::BusinessError:
    case K::Invalid: return Theme::Role::WarningBackground;
    case K::Error:
    case K::ToolError:
    case K::TransportFailure: return Theme::Role::FailureBackground;
    }
    return Theme::Role::InfoBackground;
}

Theme::Role chipTextRole(OutcomeChip::Kind kind)
{
    using K = OutcomeChip::Kind;
    switch (kind) {
    case K::Result: return Theme::Role::Success;
    case K::Notification:
    case K::Pending: return Theme::Role::Info;
    case K::BusinessError:
    case K::Invalid: return Theme::Role::Warning;
    case K::Error:
    case K::ToolError:
    case K::TransportFailure: return Theme::Role::Failure;
    }
    return Theme::Role::Info;
}

} // namespace

OutcomeChip::OutcomeChip(QWidget *parent)
    : QLabel(parent)
{
    setObjectName(QStringLiteral("outcomeChip"));
    QFont bold = font();
    bold.setBold(true);
    setFont(bold);
    setAlignment(Qt::AlignCenter);
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    // Repaint with the new colours when the theme changes (Theme emits after the palette).
    connect(Theme::instance(), &Theme::changed, this, qOverload<>(&QWidget::update));
}

void OutcomeChip::setOutcome(Kind kind, const QString &text)
{
    m_kind = kind;
    setText(text);
    updateGeometry();
    update();
}

OutcomeChip::Kind OutcomeChip::fromOutcome(ExchangeOutcome::Kind kind)
{
    switch (kind) {
    case ExchangeOutcome::Kind::Result: return Kind::Result;
    case ExchangeOutcome::Kind::Error: return Kind::Error;
    case ExchangeOutcome::Kind::ToolError: return Kind::ToolError;
    case ExchangeOutcome::Kind::BusinessError: return Kind::BusinessError;
    case ExchangeOutcome::Kind::Notification: return Kind::Notification;
    case ExchangeOutcome::Kind::TransportFailure: return Kind::TransportFailure;
    case ExchangeOutcome::Kind::Invalid: return Kind::Invalid;
    case ExchangeOutcome::Kind::InputRequired: return Kind::Pending;   // the call is not over yet
    }
    return Kind::Invalid;
}

QColor OutcomeChip::background(Kind kind, const QPalette &palette)
{
    return Theme::color(chipBackgroundRole(kind), palette);
}

QColor OutcomeChip::foreground(Kind kind, const QPalette &palette)
{
    // The outcome's own text colour, moved until it reads on the chip.
    return Theme::fittedTo(Theme::color(chipTextRole(kind), palette), {background(kind, palette)}, kTextContrast);
}

QSize OutcomeChip::sizeHint() const
{
    const QFontMetrics metrics(font());
    return {metrics.horizontalAdvance(text()) + 2 * kPadX + 2, metrics.height() + 2 * kPadY};
}

QSize OutcomeChip::minimumSizeHint() const
{
    return sizeHint();
}

void OutcomeChip::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF box = QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5);
    QPainterPath path;
    path.addRoundedRect(box, box.height() / 2, box.height() / 2);
    painter.fillPath(path, background(m_kind, palette()));
    painter.setPen(foreground(m_kind, palette()));
    painter.setFont(font());
    painter.drawText(rect(), Qt::AlignCenter, text());
}

} // namespace RpcScope
