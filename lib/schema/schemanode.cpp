#include "lib/schema/schemanode.h"

namespace RpcScope {

const SchemaProperty *SchemaNode::property(QStringView name) const
{
    for (const SchemaProperty &p : properties) {
        if (p.name == name)
            return &p;
    }
    return nullptr;
}

QString SchemaNode::label() const
{
    if (!title.isEmpty())
        return title;
    if (type == Type::Enum && enumValues.size() == 1)
        return QString::fromUtf8(enumValues.constFirst());
    return typeName(type);
}

QString SchemaNode::typeName(Type type)
{
    switch (type) {
    case Type::Any: return QStringLiteral("any");
    case Type::String: return QStringLiteral("string");
    case Type::Number: return QStringLiteral("number");
    case Type::Integer: return QStringLiteral("integer");
    case Type::Boolean: return QStringLiteral("boolean");
    case Type::Null: return QStringLiteral("null");
    case Type::Array: return QStringLiteral("array");
    case Type::Object: return QStringLiteral("object");
    case Type::Enum: return QStringLiteral("enum");
    case Type::Choice: return QStringLiteral("oneOf");
    case Type::Recursive: return QStringLiteral("$ref");
    }
    return {};
}

} // namespace RpcScope
