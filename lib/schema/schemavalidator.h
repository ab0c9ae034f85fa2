#pragma once

#include "lib/schema/schemanode.h"

#include <QList>
#include <QString>

namespace RpcScope {

class JsonDocument;

/// Where a value breaks its schema: a JSON path such as `$.tags[2]` and a translated sentence.
struct SchemaProblem
{
    QString path;
    QString message;
    /// The value the problem is about (for a missing member: its object); -1 when there is
    /// no document node (the value was given as text that is no JSON).
    int node = -1;
};

/// Checks a JSON value against a SchemaNode, for error marks beside form fields: type,
/// enum, required members, minimum/maximum (exclusive too), string and array lengths,
/// pattern, unknown members where additionalProperties is false, and choices. Numbers are
/// compared exactly while they fit 64 bits. Recursive and Any nodes accept everything.
/// A required member that is missing is reported at the member's own path.
class SchemaValidator
{
public:
    static QList<SchemaProblem> check(const SchemaNode &schema, const JsonDocument &doc, int node,
                                      const QString &path = QStringLiteral("$"));
    /// The same for a value given as JSON text; invalid text is one problem.
    static QList<SchemaProblem> check(const SchemaNode &schema, const QByteArray &valueText,
                                      const QString &path = QStringLiteral("$"));

    /// `$.name`, or `$["odd key"]` for a key that is not a plain identifier.
    static QString memberPath(const QString &path, const QString &key);
    /// `$[3]`.
    static QString elementPath(const QString &path, int index);
    /// -1, 0 or 1 as \a a is below, equal to or above \a b (two JSON number texts).
    static int compareNumbers(QByteArrayView a, QByteArrayView b);
};

} // namespace RpcScope
