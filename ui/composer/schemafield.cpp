#include "ui/composer/schemafield.h"

#include "lib/json/jsondocument.h"
#include "lib/schema/schemavalidator.h"
#include "ui/composer/containerfields.h"
#include "ui/composer/scalarfields.h"

namespace RpcScope {

using Type = SchemaNode::Type;

SchemaField::SchemaField(SchemaNodePtr schema, bool required, QWidget *parent)
    : QWidget(parent), m_schema(std::move(schema)), m_required(required)
{
}

SchemaField *SchemaField::create(const SchemaNodePtr &schema, bool required, int depth, QWidget *parent)
{
    const SchemaNodePtr node = schema ? schema : std::make_shared<SchemaNode>();
    if (depth > MaxFormDepth)
        return new JsonTextField(node, required, parent);
    switch (node->type) {
    case Type::String: return new StringField(node, required, parent);
    case Type::Number:
    case Type::Integer: return new NumberField(node, required, parent);
    case Type::Boolean: return new BooleanField(node, required, parent);
    case Type::Null: return new NullField(node, required, parent);
    case Type::Enum: return new EnumField(node, required, parent);
    case Type::Array: return new ArrayField(node, required, depth, parent);
    case Type::Object:
        if (node->properties.isEmpty())
            return new JsonTextField(node, required, parent);   // free-form: any members
        return new ObjectField(node, required, depth, parent);
    case Type::Choice: return new ChoiceField(node, required, depth, parent);
    case Type::Any:
    case Type::Recursive: break;
    }
    return new JsonTextField(node, required, parent);
}

QStringList SchemaField::problems() const
{
    // Incomplete first: a refused key in an empty field is said, not "Required.".
    if (!isComplete())
        return {incompleteMessage()};
    if (!hasValue())
        return m_required ? QStringList{tr("Required.")} : QStringList();
    QStringList messages;
    const QString self = QStringLiteral("$");
    for (const SchemaProblem &problem : SchemaValidator::check(*m_schema, valueText(), self)) {
        // Problems inside belong to the fields inside, which mark themselves.
        if (problem.path == self)
            messages.append(problem.message);
    }
    return messages;
}

QString SchemaField::incompleteMessage() const
{
    return tr("Not a complete value yet.");
}

QString SchemaField::constraintsTip() const
{
    const SchemaNode &s = *m_schema;
    QStringList lines;
    if (!s.description.isEmpty())
        lines.append(s.description);
    if (s.minimum.isSet() || s.maximum.isSet()) {
        const QString low = s.minimum.isSet() ? QString::fromUtf8(s.minimum.text) : QStringLiteral("…");
        const QString high = s.maximum.isSet() ? QString::fromUtf8(s.maximum.text) : QStringLiteral("…");
        lines.append(tr("Range: %1%2 to %3%4")
                         .arg(s.minimum.exclusive ? tr("above ") : QString(), low,
                              s.maximum.exclusive ? tr("below ") : QString(), high));
    }
    if (s.minLength >= 0 || s.maxLength >= 0) {
        lines.append(tr("Length: %1 to %2 characters")
                         .arg(s.minLength >= 0 ? QString::number(s.minLength) : QStringLiteral("0"),
                              s.maxLength >= 0 ? QString::number(s.maxLength) : QStringLiteral("…")));
    }
    if (!s.pattern.isEmpty())
        lines.append(tr("Pattern: %1").arg(s.pattern));
    if (!s.format.isEmpty())
        lines.append(tr("Format: %1").arg(s.format));
    if (!s.defaultValue.isNull())
        lines.append(tr("Default: %1").arg(QString::fromUtf8(s.defaultValue)));
    if (!s.note.isEmpty())
        lines.append(s.note);
    return lines.join(u'\n');
}

} // namespace RpcScope
