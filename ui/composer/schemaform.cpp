#include "ui/composer/schemaform.h"

#include "lib/discovery/methodinfo.h"
#include "lib/json/jsondocument.h"
#include "lib/json/jsonwriter.h"
#include "ui/composer/containerfields.h"
#include "ui/composer/schemafieldrow.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace RpcScope {

SchemaForm::SchemaForm(QWidget *parent)
    : QWidget(parent), m_banner(new QWidget(this)), m_status(new QLabel(m_banner)),
      m_replace(new QPushButton(tr("Use Form Values"), m_banner)), m_scroll(new QScrollArea(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *bannerLayout = new QHBoxLayout(m_banner);
    bannerLayout->setContentsMargins(4, 4, 4, 4);
    bannerLayout->addWidget(m_status, 1);
    bannerLayout->addWidget(m_replace, 0, Qt::AlignTop);
    m_status->setObjectName(QStringLiteral("formStatus"));
    m_status->setWordWrap(true);
    m_replace->setObjectName(QStringLiteral("useFormValues"));
    m_replace->setToolTip(tr("Replace the params in the JSON text with what the form holds"));
    connect(m_replace, &QPushButton::clicked, this, &SchemaForm::useFormValues);
    layout->addWidget(m_banner);
    layout->addWidget(m_scroll, 1);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    rebuild();
}

void SchemaForm::setMethod(const MethodInfo &method, const QByteArray &rootDocument)
{
    setParamsLayout(ParamsLayout::fromMethod(method, rootDocument));
}

void SchemaForm::setParamsLayout(const ParamsLayout &layout)
{
    m_layout = layout;
    rebuild();
}

void SchemaForm::rebuild()
{
    m_root = nullptr;
    m_lastText.clear();
    m_inSync = true;
    const bool hasFields = (m_layout.structure() == ParamsLayout::Structure::ByName
                            || m_layout.structure() == ParamsLayout::Structure::ByPosition)
                           && !m_layout.params().isEmpty();
    if (hasFields) {
        QList<ObjectField::Member> members;
        for (const ParamsLayout::Param &p : m_layout.params())
            members.append(ObjectField::Member{p.name, p.schema, p.required, p.description});
        m_root = new ObjectField(members, m_layout.structure() == ParamsLayout::Structure::ByPosition);
        m_root->setObjectName(QStringLiteral("params"));
        connect(m_root, &SchemaField::edited, this, &SchemaForm::fieldsEdited);
        m_scroll->setWidget(m_root);   // deletes the previous form
        m_lastText = m_root->valueText();
        refreshMarks();
        showStatus({}, false);
        return;
    }
    auto *empty = new QLabel;
    empty->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    empty->setWordWrap(true);
    m_scroll->setWidget(empty);
    switch (m_layout.structure()) {
    case ParamsLayout::Structure::None:
    case ParamsLayout::Structure::ByName:
    case ParamsLayout::Structure::ByPosition:
        // MCP tools and prompts describe their call's "arguments".
        empty->setText(!m_nothingToFill.isEmpty()        ? m_nothingToFill
                       : m_layout.valuePath().isEmpty() ? tr("This method takes no parameters.")
                                                        : tr("This takes no arguments."));
        break;
    case ParamsLayout::Structure::Undocumented:
        empty->setText(m_layout.note().isEmpty() ? tr("No parameter schema is known for this method: edit the JSON.")
                                                 : m_layout.note());
        break;
    }
    showStatus({}, false);
}

void SchemaForm::showStatus(const QString &text, bool offerReplace)
{
    m_status->setText(text);
    m_replace->setVisible(offerReplace);
    m_banner->setVisible(!text.isEmpty());
}

QString SchemaForm::statusText() const
{
    return m_banner->isVisibleTo(this) ? m_status->text() : QString();
}

QByteArray SchemaForm::paramsText() const
{
    return m_root ? m_root->valueText() : QByteArray();
}

SchemaField *SchemaForm::field(const QString &name) const
{
    return m_root ? m_root->memberField(name) : nullptr;
}

void SchemaForm::setParamsText(const QByteArray &paramsJson)
{
    if (!m_root)
        return;
    if (paramsJson.isNull()) {
        m_root->clearValue();
    } else {
        const JsonDocument doc = JsonDocument::parse(paramsJson);
        if (!doc.isValid()) {
            markOutOfSync(tr("The params are not valid JSON (%1): the form waits until they are.")
                              .arg(doc.error().message));
            return;
        }
        // The fields already hold this value: leave them (and the cursor in one) alone.
        if (m_inSync && JsonWriter::compact(doc, 0) == m_lastText)
            return;
        if (!m_root->setValue(doc, 0)) {
            markOutOfSync(tr("The params hold something this form cannot show (a member the schema does "
                             "not name, another type or a long list): edit the JSON."));
            return;
        }
    }
    m_lastText = m_root->valueText();
    m_inSync = true;
    m_root->setEnabled(true);
    showStatus({}, false);
    refreshMarks();
}

void SchemaForm::markOutOfSync(const QString &reason)
{
    if (!m_root)
        return;
    m_inSync = false;
    m_root->setEnabled(false);   // an edit now would overwrite what the form cannot show
    showStatus(tr("Out of sync: %1").arg(reason), true);
}

void SchemaForm::fieldsEdited()
{
    refreshMarks();
    if (!m_root || !m_inSync || !m_root->isComplete())
        return;
    const QByteArray text = m_root->valueText();
    if (text == m_lastText)
        return;
    m_lastText = text;
    emit paramsEdited(text);
}

void SchemaForm::useFormValues()
{
    if (!m_root)
        return;
    m_inSync = true;
    m_root->setEnabled(true);
    showStatus({}, false);
    m_lastText = m_root->valueText();
    emit paramsEdited(m_lastText);
}

void SchemaForm::refreshMarks()
{
    if (!m_root)
        return;
    const QList<SchemaFieldRow *> rows = m_root->findChildren<SchemaFieldRow *>();
    for (SchemaFieldRow *row : rows)
        row->refreshMark();
}

} // namespace RpcScope
