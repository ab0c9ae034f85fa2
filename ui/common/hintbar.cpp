#include "ui/common/hintbar.h"

#include "ui/common/icons.h"
#include "ui/common/theme.h"

#include <QApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QSettings>
#include <QToolButton>

namespace RpcScope {

namespace {
QString settingsKey(const QString &key)
{
    return QStringLiteral("Hints/") + key;
}
} // namespace

HintBar::HintBar(const QString &key, const QString &text, QWidget *parent)
    : QFrame(parent)
    , m_key(key)
    , m_label(new QLabel(text, this))
    , m_close(new QToolButton(this))
{
    setObjectName(QStringLiteral("hintBar"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    const auto paint = [this] {
        QPalette pal = palette();
        pal.setColor(QPalette::Window, Theme::color(Theme::Role::InfoBackground));
        setPalette(pal);
    };
    paint();
    connect(Theme::instance(), &Theme::changed, this, paint);
    m_label->setWordWrap(true);
    m_close->setText(tr("Got It"));
    m_close->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_close->setToolTip(tr("Hide this hint for good"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 4, 4);
    layout->setSpacing(8);
    layout->addWidget(m_label, 1);
    layout->addWidget(m_close);
    connect(m_close, &QToolButton::clicked, this, &HintBar::dismiss);
}

bool HintBar::wanted(const QString &key)
{
    return !QSettings().value(settingsKey(key)).toBool();
}

void HintBar::dismiss()
{
    QSettings().setValue(settingsKey(m_key), true);
    // The same hint on every page goes with it.
    for (QWidget *widget : QApplication::allWidgets()) {
        auto *hint = qobject_cast<HintBar *>(widget);
        if (hint && hint->m_key == m_key) {
            hint->hide();
            hint->deleteLater();
        }
    }
}

} // namespace RpcScope
