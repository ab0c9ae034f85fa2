#include "ui/composer/schemafieldrow.h"

#include "lib/json/jsondocument.h"
#include "ui/composer/schemafield.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QStyle>
#include <QToolButton>

namespace RpcScope {

SchemaFieldRow::SchemaFieldRow(SchemaField *field, QWidget *parent)
    : QWidget(parent), m_field(field), m_mark(new QLabel(this)), m_menu(new QToolButton(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(field, 1);
    layout->addWidget(m_mark, 0, Qt::AlignTop);
    layout->addWidget(m_menu, 0, Qt::AlignTop);

    m_mark->setObjectName(QStringLiteral("fieldErrorMark"));
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize);
    m_mark->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(size, size));
    m_mark->hide();
    // Hidden marks and menus keep their place, so the fields of a form line up.
    for (QWidget *side : {static_cast<QWidget *>(m_mark), static_cast<QWidget *>(m_menu)}) {
        QSizePolicy policy = side->sizePolicy();
        policy.setRetainSizeWhenHidden(true);
        side->setSizePolicy(policy);
    }

    const SchemaNode &schema = field->schema();
    auto *menu = new QMenu(m_menu);
    if (!schema.defaultValue.isNull()) {
        QAction *reset = menu->addAction(tr("Reset to Default (%1)").arg(QString::fromUtf8(schema.defaultValue)));
        reset->setObjectName(QStringLiteral("resetToDefault"));
        connect(reset, &QAction::triggered, this, &SchemaFieldRow::resetToDefault);
    }
    if (!field->isRequired()) {
        QAction *leave = menu->addAction(tr("Leave Out"));
        leave->setObjectName(QStringLiteral("leaveOut"));
        leave->setStatusTip(tr("Leave this member out of the params."));
        connect(leave, &QAction::triggered, this, &SchemaFieldRow::leaveOut);
    }
    m_menu->setMenu(menu);
    m_menu->setPopupMode(QToolButton::InstantPopup);
    m_menu->setAutoRaise(true);
    m_menu->setText(QStringLiteral("⋯"));
    m_menu->setToolTip(tr("Reset or leave out"));
    m_menu->setVisible(!menu->isEmpty());

    connect(field, &SchemaField::edited, this, &SchemaFieldRow::refreshMark);
    refreshMark();
}

void SchemaFieldRow::refreshMark()
{
    const QString text = markText();
    m_mark->setToolTip(text);
    m_mark->setAccessibleDescription(text);
    m_mark->setVisible(!text.isEmpty());
}

QString SchemaFieldRow::markText() const
{
    return m_field->problems().join(u'\n');
}

QLabel *SchemaFieldRow::label(const QString &name, bool required, const QString &description, QWidget *buddy)
{
    auto *label = new QLabel(required ? name + QStringLiteral(" *") : name);
    label->setObjectName(QStringLiteral("fieldLabel"));
    QString tip = description;
    if (required)
        tip = (tip.isEmpty() ? QString() : tip + u'\n') + tr("Required.");
    label->setToolTip(tip);
    label->setBuddy(buddy);
    return label;
}

void SchemaFieldRow::resetToDefault()
{
    const JsonDocument value = JsonDocument::parse(m_field->schema().defaultValue);
    if (value.isValid() && m_field->setValue(value, 0))
        emit m_field->edited();
}

void SchemaFieldRow::leaveOut()
{
    m_field->clearValue();
    emit m_field->edited();
}

} // namespace RpcScope
