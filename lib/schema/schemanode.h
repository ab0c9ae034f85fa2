#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>

namespace RpcScope {

struct SchemaNode;
/// Schema nodes are immutable once built and shared: a `$ref` used twice is one node.
using SchemaNodePtr = std::shared_ptr<const SchemaNode>;

/// A numeric bound as written in the schema (the text keeps 64-bit integers exact).
struct SchemaBound
{
    QByteArray text;          ///< the number's JSON text; null when there is no bound
    bool exclusive = false;   ///< exclusiveMinimum / exclusiveMaximum
    bool isSet() const { return !text.isNull(); }
};

/// One member of an object schema, in the order the document wrote it.
struct SchemaProperty
{
    QString name;
    SchemaNodePtr schema;
};

/// A resolved view of one JSON Schema, made for building forms and marking errors: `$ref`s
/// are followed, combinators become choices, and what a form cannot show (a reference to
/// itself, nesting beyond the limits, an unreadable `$ref`) becomes a Recursive node that
/// says why and is edited as JSON text.
struct SchemaNode
{
    enum class Type : quint8 {
        Any,        ///< no constraint the form understands: edit as JSON
        String,
        Number,
        Integer,
        Boolean,
        Null,
        Array,
        Object,
        Enum,       ///< enum or const: one of enumValues
        Choice,     ///< oneOf / anyOf, or a list of types: one of choices
        Recursive,  ///< not expanded (see note): edit as JSON
    };

    Type type = Type::Any;
    QString title;
    QString description;
    QByteArray defaultValue;       ///< compact JSON text of "default"; null when none
    QList<QByteArray> enumValues;  ///< compact JSON text of each allowed value (Enum)
    /// A person's name for each value, parallel to enumValues (empty, or empty strings, where
    /// none is given): a titled oneOf/anyOf of consts, or the legacy enumNames (SEP-1330).
    QStringList enumTitles;
    SchemaBound minimum;
    SchemaBound maximum;
    qint64 minLength = -1;         ///< -1: no bound (likewise below)
    qint64 maxLength = -1;
    qint64 minItems = -1;
    qint64 maxItems = -1;
    QString pattern;
    QString format;
    QStringList required;          ///< required member names (Object)
    QList<SchemaProperty> properties;   ///< in document order (Object)
    bool additionalProperties = true;   ///< false: members beyond properties are errors
    SchemaNodePtr items;           ///< element schema (Array); null: anything
    QList<SchemaNodePtr> choices;  ///< the alternatives (Choice)
    QString ref;                   ///< the `$ref` this node was reached through, if any
    QString note;                  ///< translated: why a Recursive node is not expanded

    bool isRequired(QStringView name) const { return required.contains(name); }
    /// The property of that name; null when the schema does not name it.
    const SchemaProperty *property(QStringView name) const;
    /// True for nodes a form shows as a JSON text line (Any, Recursive).
    bool isOpaque() const { return type == Type::Any || type == Type::Recursive; }
    /// A short label for choosing among alternatives: the title, else the type's name.
    QString label() const;
    /// The JSON Schema spelling of the type ("string", "integer" …; "enum", "oneOf", "any").
    static QString typeName(Type type);
};

} // namespace RpcScope
