#pragma once

#include <QJsonObject>
#include <QString>

class QJsonValue;

namespace RpcScope {

/// Where a value broke its schema: a path such as "tags[2]" and an English sentence (it goes
/// out in answers, so it does not depend on the language of the server's user).
struct DemoSchemaProblem
{
    QString path;
    QString message;
    bool isProblem() const { return !message.isEmpty(); }
};

/// Checks values against the JSON Schema subset the demo documents use: type (a name or a
/// list), enum, const, minimum, maximum, exclusiveMinimum, exclusiveMaximum, minLength,
/// maxLength, pattern, minItems, maxItems, items, properties, required, additionalProperties (false
/// or a schema) and local "$ref"s into \a root. It is the same subset MCP tool schemas and
/// OpenRPC parameter schemas use in practice, so one checker serves both faces.
class DemoSchema
{
public:
    explicit DemoSchema(const QJsonObject &root = {}) : m_root(root) {}

    /// The first problem of \a value against \a schema, or an empty problem.
    DemoSchemaProblem check(const QJsonObject &schema, const QJsonValue &value,
                            const QString &path) const;
    /// \a object with the "default" of every absent property of an object \a schema filled in.
    QJsonObject withDefaults(const QJsonObject &schema, QJsonObject object) const;
    /// A "$ref" resolved against the root document; other schemas come back unchanged.
    QJsonObject resolved(const QJsonObject &schema) const;

    /// The JSON type name of a value, as a schema spells it ("integer" for integral numbers).
    static QString typeName(const QJsonValue &value);

private:
    QJsonObject m_root;
};

} // namespace RpcScope
