#include "ui/common/elidedlabel.h"

#include <QResizeEvent>

namespace RpcScope {

ElidedLabel::ElidedLabel(QWidget *parent)
    : QLabel(parent)
{
    // Its width comes from the layout, never from the text.
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
}

void ElidedLabel::setFullText(const QString &text)
{
    m_text = text;
    setToolTip(text);
    refit();
}

void ElidedLabel::setOneLine(bool oneLine)
{
    if (oneLine == m_oneLine)
        return;
    m_oneLine = oneLine;
    refit();
}

void ElidedLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    if (m_oneLine && event->size().width() != event->oldSize().width())
        refit();
}

void ElidedLabel::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    // A larger font (presentation mode) needs the text cut anew.
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        refit();
}

void ElidedLabel::refit()
{
    setWordWrap(!m_oneLine);
    if (!m_oneLine) {
        setText(m_text);
        return;
    }
    const int width = qMax(0, contentsRect().width() - 2 * margin());
    setText(fontMetrics().elidedText(m_text, Qt::ElideRight, width));
}

} // namespace RpcScope
