#include "ui/composer/containerfields.h"

#include "lib/json/jsonbuilder.h"
#include "lib/json/jsondocument.h"
#include "lib/schema/schemavalidator.h"
#include "ui/composer/schemafieldrow.h"

#include <QComboBox>
#include <QFormLayout>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStackedWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace RpcScope {

using JType = JsonDocument::Type;

namespace {

/// True when \a object holds a key twice: one field cannot show two values.
bool hasDuplicateKeys(const JsonDocument &doc, int object)
{
    for (const JsonDuplicateKey &duplicate : doc.duplicateKeys()) {
        if (duplicate.objectNode == object)
            return true;
    }
    return false;
}

} // namespace

// ---- ObjectField

ObjectField::ObjectField(SchemaNodePtr schema, bool required, int depth, QWidget *parent)
    : SchemaField(std::move(schema), required, parent)
{
    const SchemaNode &s = this->schema();
    QList<Member> members;
    for (const SchemaProperty &p : s.properties)
        members.append(Member{p.name, p.schema, s.isRequired(p.name), p.schema->description});
    build(members, depth, true);
    setToolTip(constraintsTip());
}

ObjectField::ObjectField(const QList<Member> &members, bool byPosition, QWidget *parent)
    : SchemaField(std::make_shared<SchemaNode>(), true, parent), m_byPosition(byPosition)
{
    build(members, 0, false);
}

void ObjectField::build(const QList<Member> &members, int depth, bool framed)
{
    m_members = members;
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    QWidget *box = this;
    if (framed) {
        auto *frame = new QFrame(this);
        frame->setFrameShape(QFrame::StyledPanel);
        outer->addWidget(frame);
        box = frame;
    }
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    if (framed)
        box->setLayout(form);
    else
        outer->addLayout(form);
    for (const Member &member : members) {
        SchemaNodePtr schema = member.schema;
        if (schema && schema->description.isEmpty() && !member.description.isEmpty()) {
            // An OpenRPC content descriptor describes its schema from outside.
            auto described = std::make_shared<SchemaNode>(*schema);
            described->description = member.description;
            schema = described;
        }
        SchemaField *field = SchemaField::create(schema, member.required, depth + 1);
        field->setObjectName(member.name);
        auto *row = new SchemaFieldRow(field, box);
        form->addRow(SchemaFieldRow::label(member.name, member.required, member.description, field), row);
        m_rows.append(row);
        connect(field, &SchemaField::edited, this, &SchemaField::edited);
    }
    if (!framed)
        outer->addStretch(1);
}

SchemaField *ObjectField::memberField(QStringView name) const
{
    for (qsizetype i = 0; i < m_members.size(); ++i) {
        if (m_members.at(i).name == name)
            return m_rows.at(i)->field();
    }
    return nullptr;
}

bool ObjectField::hasValue() const
{
    if (isRequired() || m_explicit)
        return true;
    for (const SchemaFieldRow *row : m_rows) {
        if (row->field()->hasValue())
            return true;
    }
    return false;
}

QByteArray ObjectField::valueText() const
{
    JsonBuilder out(0);
    if (m_byPosition) {
        // Up to the last set parameter; a gap before it gets its default, else null.
        qsizetype last = -1;
        for (qsizetype i = 0; i < m_rows.size(); ++i) {
            if (m_rows.at(i)->field()->hasValue())
                last = i;
        }
        out.beginArray();
        for (qsizetype i = 0; i <= last; ++i) {
            const SchemaField *field = m_rows.at(i)->field();
            if (field->hasValue())
                out.raw(field->valueText());
            else if (!field->schema().defaultValue.isNull())
                out.raw(field->schema().defaultValue);
            else
                out.null();
        }
        out.endArray();
        return out.text();
    }
    out.beginObject();
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        const SchemaField *field = m_rows.at(i)->field();
        if (field->hasValue())
            out.key(m_members.at(i).name).raw(field->valueText());
    }
    out.endObject();
    return out.text();
}

bool ObjectField::isComplete() const
{
    for (const SchemaFieldRow *row : m_rows) {
        if (row->field()->hasValue() && !row->field()->isComplete())
            return false;
    }
    return true;
}

bool ObjectField::setValue(const JsonDocument &doc, int node)
{
    QList<bool> seen(m_rows.size(), false);
    if (m_byPosition) {
        if (doc.type(node) != JType::Array || doc.childCount(node) > m_rows.size())
            return false;
        int index = 0;
        for (int element = doc.firstChild(node); element >= 0; element = doc.nextSibling(element), ++index) {
            if (!m_rows.at(index)->field()->setValue(doc, element))
                return false;
            seen[index] = true;
        }
    } else {
        if (doc.type(node) != JType::Object || hasDuplicateKeys(doc, node))
            return false;
        for (int value = doc.firstChild(node); value >= 0; value = doc.nextSibling(value)) {
            const QString name = doc.string(doc.keyNode(value));
            qsizetype index = -1;
            for (qsizetype i = 0; i < m_members.size() && index < 0; ++i) {
                if (m_members.at(i).name == name)
                    index = i;
            }
            if (index < 0 || !m_rows.at(index)->field()->setValue(doc, value))
                return false;   // a member the schema does not name
            seen[index] = true;
        }
    }
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        if (!seen.at(i))
            m_rows.at(i)->field()->clearValue();
    }
    m_explicit = true;
    return true;
}

void ObjectField::clearValue()
{
    for (SchemaFieldRow *row : std::as_const(m_rows))
        row->field()->clearValue();
    m_explicit = false;
}

// ---- ArrayField

ArrayField::ArrayField(SchemaNodePtr schema, bool required, int depth, QWidget *parent)
    : SchemaField(std::move(schema), required, parent), m_depth(depth)
{
    auto *frame = new QFrame(this);
    frame->setFrameShape(QFrame::StyledPanel);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(frame);
    auto *inner = new QVBoxLayout(frame);
    m_list = new QVBoxLayout;
    inner->addLayout(m_list);
    m_add = new QPushButton(tr("Add Item"), frame);
    m_add->setObjectName(QStringLiteral("addItem"));
    m_add->setToolTip(constraintsTip());
    inner->addWidget(m_add, 0, Qt::AlignLeft);
    setFocusProxy(m_add);
    connect(m_add, &QPushButton::clicked, this, [this] {
        SchemaField *field = addItem();
        m_explicit = true;
        field->setFocus();
        emit edited();
    });
}

SchemaField *ArrayField::addItem()
{
    auto *row = new QWidget(this);
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *number = new QLabel(row);
    SchemaField *field = SchemaField::create(schema().items, true, m_depth + 1);
    auto *fieldRow = new SchemaFieldRow(field, row);
    auto *remove = new QToolButton(row);
    remove->setObjectName(QStringLiteral("removeItem"));
    remove->setText(QStringLiteral("−"));
    remove->setToolTip(tr("Remove this item"));
    remove->setAutoRaise(true);
    layout->addWidget(number, 0, Qt::AlignTop);
    layout->addWidget(fieldRow, 1);
    layout->addWidget(remove, 0, Qt::AlignTop);
    m_list->addWidget(row);
    m_items.append(Item{row, fieldRow});
    connect(field, &SchemaField::edited, this, &SchemaField::edited);
    connect(remove, &QToolButton::clicked, this, [this, row] {
        removeItem(row);
        m_explicit = true;
        emit edited();
    });
    renumber();
    return field;
}

void ArrayField::removeItem(QWidget *row)
{
    for (qsizetype i = 0; i < m_items.size(); ++i) {
        if (m_items.at(i).row == row) {
            m_items.removeAt(i);
            break;
        }
    }
    delete row;
    renumber();
}

void ArrayField::renumber()
{
    for (qsizetype i = 0; i < m_items.size(); ++i) {
        if (auto *number = qobject_cast<QLabel *>(m_items.at(i).row->layout()->itemAt(0)->widget()))
            number->setText(QString::number(i + 1));
    }
}

SchemaField *ArrayField::itemField(int index) const
{
    return index >= 0 && index < m_items.size() ? m_items.at(index).field->field() : nullptr;
}

bool ArrayField::hasValue() const
{
    return isRequired() || m_explicit || !m_items.isEmpty();
}

QByteArray ArrayField::valueText() const
{
    JsonBuilder out(0);
    out.beginArray();
    for (const Item &item : m_items) {
        const SchemaField *field = item.field->field();
        if (field->hasValue())
            out.raw(field->valueText());
        else
            out.null();
    }
    out.endArray();
    return out.text();
}

bool ArrayField::isComplete() const
{
    for (const Item &item : m_items) {
        if (!item.field->field()->hasValue() || !item.field->field()->isComplete())
            return false;
    }
    return true;
}

bool ArrayField::setValue(const JsonDocument &doc, int node)
{
    if (doc.type(node) != JType::Array || doc.childCount(node) > MaxItems)
        return false;
    const int count = doc.childCount(node);
    while (m_items.size() > count)
        removeItem(m_items.constLast().row);
    while (m_items.size() < count)
        addItem();
    int index = 0;
    for (int element = doc.firstChild(node); element >= 0; element = doc.nextSibling(element)) {
        if (!m_items.at(index++).field->field()->setValue(doc, element))
            return false;
    }
    m_explicit = true;
    return true;
}

void ArrayField::clearValue()
{
    while (!m_items.isEmpty())
        removeItem(m_items.constLast().row);
    m_explicit = false;
}

// ---- ChoiceField

ChoiceField::ChoiceField(SchemaNodePtr schema, bool required, int depth, QWidget *parent)
    : SchemaField(std::move(schema), required, parent), m_combo(new QComboBox(this)), m_pages(new QStackedWidget(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_combo);
    layout->addWidget(m_pages);
    setFocusProxy(m_combo);
    m_combo->setToolTip(constraintsTip());
    if (!required) {
        m_combo->addItem(tr("(not set)"));
        m_pages->addWidget(new QWidget(m_pages));
        m_first = 1;
    }
    for (const SchemaNodePtr &choice : this->schema().choices) {
        SchemaField *field = SchemaField::create(choice, true, depth + 1);
        auto *row = new SchemaFieldRow(field, m_pages);
        m_pages->addWidget(row);
        m_options.append(row);
        m_combo->addItem(choice->label());
        connect(field, &SchemaField::edited, this, &SchemaField::edited);
    }
    connect(m_combo, &QComboBox::activated, this, [this](int index) {
        m_pages->setCurrentIndex(index);
        emit edited();
    });
}

SchemaField *ChoiceField::current() const
{
    const int index = m_combo->currentIndex() - m_first;
    return index >= 0 && index < m_options.size() ? m_options.at(index)->field() : nullptr;
}

bool ChoiceField::hasValue() const
{
    const SchemaField *field = current();
    return field && field->hasValue();
}

QByteArray ChoiceField::valueText() const
{
    const SchemaField *field = current();
    return field ? field->valueText() : QByteArray();
}

bool ChoiceField::isComplete() const
{
    const SchemaField *field = current();
    return !field || field->isComplete();
}

bool ChoiceField::setValue(const JsonDocument &doc, int node)
{
    for (qsizetype i = 0; i < m_options.size(); ++i) {
        SchemaField *field = m_options.at(i)->field();
        if (SchemaValidator::check(field->schema(), doc, node).isEmpty() && field->setValue(doc, node)) {
            m_combo->setCurrentIndex(int(i) + m_first);
            m_pages->setCurrentIndex(int(i) + m_first);
            return true;
        }
    }
    return false;
}

void ChoiceField::clearValue()
{
    for (SchemaFieldRow *row : std::as_const(m_options))
        row->field()->clearValue();
    m_combo->setCurrentIndex(0);
    m_pages->setCurrentIndex(0);
}

} // namespace RpcScope
