#include "lib/schema/schemavalidator.h"

#include "lib/json/jsondocument.h"
#include "lib/json/jsonwriter.h"
#include "lib/tr.h"

#include <QRegularExpression>

#include <cmath>

namespace RpcScope {

using JType = JsonDocument::Type;
using SType = SchemaNode::Type;

namespace {

bool isIntegral(const JsonDocument &doc, int node)
{
    bool ok = false;
    doc.toInt64(node, &ok);
    if (ok)
        return true;
    const double value = doc.toDouble(node, &ok);
    return ok && std::isfinite(value) && std::floor(value) == value;   // 1.0 and 1e3 are integers
}

QString typeOf(const JsonDocument &doc, int node)
{
    switch (doc.type(node)) {
    case JType::Null: return QStringLiteral("null");
    case JType::False:
    case JType::True: return QStringLiteral("boolean");
    case JType::Number: return isIntegral(doc, node) ? QStringLiteral("integer") : QStringLiteral("number");
    case JType::String: return QStringLiteral("string");
    case JType::Array: return QStringLiteral("array");
    case JType::Object: return QStringLiteral("object");
    }
    return {};
}

bool typeMatches(SType type, const JsonDocument &doc, int node)
{
    switch (type) {
    case SType::String: return doc.type(node) == JType::String;
    case SType::Number: return doc.type(node) == JType::Number;
    case SType::Integer: return doc.type(node) == JType::Number && isIntegral(doc, node);
    case SType::Boolean: return doc.type(node) == JType::True || doc.type(node) == JType::False;
    case SType::Null: return doc.type(node) == JType::Null;
    case SType::Array: return doc.type(node) == JType::Array;
    case SType::Object: return doc.type(node) == JType::Object;
    default: return true;
    }
}

/// JSON equality for enum values: numbers by value, strings decoded, containers by text.
bool sameValue(const JsonDocument &doc, int node, const QByteArray &allowedText)
{
    const JsonDocument allowed = JsonDocument::parse(allowedText);
    if (!allowed.isValid())
        return false;
    const JType a = doc.type(node);
    const JType b = allowed.type(0);
    if (a != b)
        return false;
    switch (a) {
    case JType::Number: return SchemaValidator::compareNumbers(doc.raw(node), allowed.raw(0)) == 0;
    case JType::String: return doc.string(node) == allowed.string(0);
    case JType::Array:
    case JType::Object: return JsonWriter::compact(doc, node) == JsonWriter::compact(allowed, 0);
    default: return true;
    }
}

qsizetype codePoints(const QString &text)
{
    qsizetype count = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (!(text.at(i).isLowSurrogate() && i > 0 && text.at(i - 1).isHighSurrogate()))
            ++count;
    }
    return count;
}

class Checker
{
public:
    QList<SchemaProblem> problems;

    void check(const SchemaNode &schema, const JsonDocument &doc, int node, const QString &path)
    {
        switch (schema.type) {
        case SType::Any:
        case SType::Recursive:
            return;
        case SType::Enum:
            checkEnum(schema, doc, node, path);
            return;
        case SType::Choice:
            checkChoice(schema, doc, node, path);
            return;
        default:
            break;
        }
        if (!typeMatches(schema.type, doc, node)) {
            add(path, Tr::tr("Expected %1, found %2.").arg(SchemaNode::typeName(schema.type), typeOf(doc, node)), node);
            return;
        }
        switch (schema.type) {
        case SType::Number:
        case SType::Integer: checkBounds(schema, doc, node, path); break;
        case SType::String: checkString(schema, doc.string(node), path, node); break;
        case SType::Array: checkArray(schema, doc, node, path); break;
        case SType::Object: checkObject(schema, doc, node, path); break;
        default: break;
        }
    }

private:
    void add(const QString &path, const QString &message, int node) { problems.append(SchemaProblem{path, message, node}); }

    void checkEnum(const SchemaNode &schema, const JsonDocument &doc, int node, const QString &path)
    {
        for (const QByteArray &allowed : schema.enumValues) {
            if (sameValue(doc, node, allowed))
                return;
        }
        QStringList names;
        for (const QByteArray &allowed : schema.enumValues)
            names.append(QString::fromUtf8(allowed));
        add(path, schema.enumValues.size() == 1 ? Tr::tr("Must be %1.").arg(names.constFirst())
                                                : Tr::tr("Must be one of %1.").arg(names.join(QStringLiteral(", "))), node);
    }

    void checkChoice(const SchemaNode &schema, const JsonDocument &doc, int node, const QString &path)
    {
        QStringList labels;
        for (const SchemaNodePtr &choice : schema.choices) {
            Checker inner;
            inner.check(*choice, doc, node, path);
            if (inner.problems.isEmpty())
                return;
            labels.append(choice->label());
        }
        if (!schema.choices.isEmpty())
            add(path, Tr::tr("Matches none of the alternatives (%1).").arg(labels.join(QStringLiteral(", "))), node);
    }

    void checkBounds(const SchemaNode &schema, const JsonDocument &doc, int node, const QString &path)
    {
        const QByteArrayView value = doc.raw(node);
        if (schema.minimum.isSet()) {
            const int c = SchemaValidator::compareNumbers(value, schema.minimum.text);
            if (c < 0 || (c == 0 && schema.minimum.exclusive)) {
                add(path, schema.minimum.exclusive
                              ? Tr::tr("Must be greater than %1.").arg(QString::fromUtf8(schema.minimum.text))
                              : Tr::tr("Must be at least %1.").arg(QString::fromUtf8(schema.minimum.text)), node);
            }
        }
        if (schema.maximum.isSet()) {
            const int c = SchemaValidator::compareNumbers(value, schema.maximum.text);
            if (c > 0 || (c == 0 && schema.maximum.exclusive)) {
                add(path, schema.maximum.exclusive
                              ? Tr::tr("Must be less than %1.").arg(QString::fromUtf8(schema.maximum.text))
                              : Tr::tr("Must be at most %1.").arg(QString::fromUtf8(schema.maximum.text)), node);
            }
        }
    }

    void checkString(const SchemaNode &schema, const QString &text, const QString &path, int node)
    {
        const qsizetype length = codePoints(text);
        if (schema.minLength >= 0 && length < schema.minLength)
            add(path, Tr::tr("At least %n character(s).", nullptr, int(schema.minLength)), node);
        if (schema.maxLength >= 0 && length > schema.maxLength)
            add(path, Tr::tr("At most %n character(s).", nullptr, int(schema.maxLength)), node);
        if (!schema.pattern.isEmpty()) {
            const QRegularExpression pattern(schema.pattern);
            if (pattern.isValid() && !pattern.match(text).hasMatch())
                add(path, Tr::tr("Does not match the pattern %1.").arg(schema.pattern), node);
        }
    }

    void checkArray(const SchemaNode &schema, const JsonDocument &doc, int node, const QString &path)
    {
        const int count = doc.childCount(node);
        if (schema.minItems >= 0 && count < schema.minItems)
            add(path, Tr::tr("At least %n item(s).", nullptr, int(schema.minItems)), node);
        if (schema.maxItems >= 0 && count > schema.maxItems)
            add(path, Tr::tr("At most %n item(s).", nullptr, int(schema.maxItems)), node);
        if (!schema.items)
            return;
        int index = 0;
        for (int element = doc.firstChild(node); element >= 0; element = doc.nextSibling(element))
            check(*schema.items, doc, element, SchemaValidator::elementPath(path, index++));
    }

    void checkObject(const SchemaNode &schema, const JsonDocument &doc, int node, const QString &path)
    {
        for (const QString &name : schema.required) {
            if (doc.member(node, name) < 0)
                add(SchemaValidator::memberPath(path, name), Tr::tr("Required, but missing."), node);
        }
        for (int value = doc.firstChild(node); value >= 0; value = doc.nextSibling(value)) {
            const QString name = doc.string(doc.keyNode(value));
            const QString memberPath = SchemaValidator::memberPath(path, name);
            if (const SchemaProperty *property = schema.property(name))
                check(*property->schema, doc, value, memberPath);
            else if (!schema.additionalProperties)
                add(memberPath, Tr::tr("Not a member the schema allows."), value);
        }
    }
};

} // namespace

QList<SchemaProblem> SchemaValidator::check(const SchemaNode &schema, const JsonDocument &doc, int node,
                                            const QString &path)
{
    if (!doc.isValid() || node < 0 || node >= doc.nodeCount())
        return {SchemaProblem{path, Tr::tr("Not a JSON value.")}};
    Checker checker;
    checker.check(schema, doc, node, path);
    return checker.problems;
}

QList<SchemaProblem> SchemaValidator::check(const SchemaNode &schema, const QByteArray &valueText, const QString &path)
{
    const JsonDocument doc = JsonDocument::parse(valueText);
    if (!doc.isValid())
        return {SchemaProblem{path, doc.error().message}};
    return check(schema, doc, 0, path);
}

QString SchemaValidator::memberPath(const QString &path, const QString &key)
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z_$][A-Za-z0-9_$]*$"));
    if (plain.match(key).hasMatch())
        return path + u'.' + key;
    return path + u'[' + QString::fromUtf8(JsonWriter::quote(key)) + u']';
}

QString SchemaValidator::elementPath(const QString &path, int index)
{
    return path + u'[' + QString::number(index) + u']';
}

int SchemaValidator::compareNumbers(QByteArrayView a, QByteArrayView b)
{
    bool okA = false;
    bool okB = false;
    const qint64 intA = a.toLongLong(&okA);
    const qint64 intB = b.toLongLong(&okB);
    if (okA && okB)
        return intA < intB ? -1 : (intA > intB ? 1 : 0);
    const double da = a.toDouble(&okA);
    const double db = b.toDouble(&okB);
    return da < db ? -1 : (da > db ? 1 : 0);
}

} // namespace RpcScope
