#include "lib/demo/demoschema.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonValue>
#include <QLocale>
#include <QRegularExpression>
#include <QStringList>

#include <cmath>

using namespace Qt::StringLiterals;

namespace RpcScope {

namespace {

bool isIntegral(const QJsonValue &value)
{
    if (!value.isDouble())
        return false;
    const double d = value.toDouble();
    return std::isfinite(d) && std::trunc(d) == d;
}

bool matchesType(const QString &type, const QJsonValue &value)
{
    if (type == u"integer")
        return isIntegral(value);
    if (type == u"number")
        return value.isDouble();
    if (type == u"string")
        return value.isString();
    if (type == u"boolean")
        return value.isBool();
    if (type == u"object")
        return value.isObject();
    if (type == u"array")
        return value.isArray();
    if (type == u"null")
        return value.isNull();
    return true; // an unknown type name constrains nothing
}

QString compactText(const QJsonValue &value)
{
    // Wrapping in an array lets QJsonDocument print scalars too.
    QByteArray text = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(text.sliced(1, text.size() - 2));
}

QString numberText(double value)
{
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}

/// "1 item", "3 items": English plurals written out, since these sentences never go
/// through a catalogue.
QString counted(qint64 n, QStringView one, QStringView many)
{
    return QString::number(n) + u' ' + (n == 1 ? one : many);
}

QString childPath(const QString &path, const QString &key)
{
    return path.isEmpty() ? key : path + u'.' + key;
}

} // namespace

QString DemoSchema::typeName(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null: return QStringLiteral("null");
    case QJsonValue::Bool: return QStringLiteral("boolean");
    case QJsonValue::Double:
        return isIntegral(value) ? QStringLiteral("integer") : QStringLiteral("number");
    case QJsonValue::String: return QStringLiteral("string");
    case QJsonValue::Array: return QStringLiteral("array");
    case QJsonValue::Object: return QStringLiteral("object");
    case QJsonValue::Undefined: break;
    }
    return QStringLiteral("undefined");
}

QJsonObject DemoSchema::resolved(const QJsonObject &schema) const
{
    const QString ref = schema.value(u"$ref").toString();
    if (!ref.startsWith(u"#/"))
        return schema;
    QJsonValue node = m_root;
    const QStringList parts = ref.mid(2).split(u'/');
    for (const QString &part : parts)
        node = node.toObject().value(part);
    return node.toObject();
}

DemoSchemaProblem DemoSchema::check(const QJsonObject &rawSchema, const QJsonValue &value,
                                    const QString &path) const
{
    const QJsonObject schema = rawSchema.contains(u"$ref") ? resolved(rawSchema) : rawSchema;
    const QJsonValue type = schema.value(u"type");
    // A single type name is the common case; only a list needs collecting.
    if (type.isString() && !matchesType(type.toString(), value))
        return {path, u"expected %1, got %2"_s.arg(type.toString(), typeName(value))};
    if (type.isArray()) {
        QStringList names;
        bool any = false;
        for (const QJsonValue &name : type.toArray()) {
            names.append(name.toString());
            any = any || matchesType(names.last(), value);
        }
        if (!any) {
            return {path, u"expected %1, got %2"_s.arg(names.join(u" or "_s), typeName(value))};
        }
    }

    if (schema.contains(u"const") && schema.value(u"const") != value)
        return {path, u"must be %1"_s.arg(compactText(schema.value(u"const")))};

    if (schema.contains(u"enum")) {
        const QJsonArray allowed = schema.value(u"enum").toArray();
        if (!allowed.contains(value)) {
            QStringList texts;
            for (const QJsonValue &item : allowed)
                texts.append(compactText(item));
            return {path, u"must be one of %1, got %2"_s
                              .arg(texts.join(u", "_s), compactText(value))};
        }
    }

    if (value.isDouble()) {
        const double d = value.toDouble();
        if (schema.contains(u"minimum") && d < schema.value(u"minimum").toDouble()) {
            return {path, u"must be at least %1, got %2"_s
                              .arg(numberText(schema.value(u"minimum").toDouble()), numberText(d))};
        }
        if (schema.contains(u"maximum") && d > schema.value(u"maximum").toDouble()) {
            return {path, u"must be at most %1, got %2"_s
                              .arg(numberText(schema.value(u"maximum").toDouble()), numberText(d))};
        }
        if (schema.contains(u"exclusiveMinimum")
            && d <= schema.value(u"exclusiveMinimum").toDouble()) {
            return {path, u"must be greater than %1, got %2"_s
                              .arg(numberText(schema.value(u"exclusiveMinimum").toDouble()),
                                   numberText(d))};
        }
        if (schema.contains(u"exclusiveMaximum")
            && d >= schema.value(u"exclusiveMaximum").toDouble()) {
            return {path, u"must be less than %1, got %2"_s
                              .arg(numberText(schema.value(u"exclusiveMaximum").toDouble()),
                                   numberText(d))};
        }
    }

    if (value.isString()) {
        // JSON Schema counts characters (code points), not UTF-16 units.
        const qsizetype length = value.toString().toUcs4().size();
        if (schema.contains(u"minLength") && length < schema.value(u"minLength").toInteger()) {
            const qint64 limit = schema.value(u"minLength").toInteger();
            return {path,
                    u"must have at least %1"_s.arg(counted(limit, u"character", u"characters"))};
        }
        if (schema.contains(u"maxLength") && length > schema.value(u"maxLength").toInteger()) {
            const qint64 limit = schema.value(u"maxLength").toInteger();
            return {path,
                    u"must have at most %1"_s.arg(counted(limit, u"character", u"characters"))};
        }
        if (schema.contains(u"pattern")) {
            const QString pattern = schema.value(u"pattern").toString();
            const QRegularExpression expression(pattern);
            if (expression.isValid() && !expression.match(value.toString()).hasMatch())
                return {path, u"must match the pattern %1"_s.arg(pattern)};
        }
    }

    if (value.isArray()) {
        const QJsonArray array = value.toArray();
        if (schema.contains(u"minItems") && array.size() < schema.value(u"minItems").toInteger()) {
            const qint64 limit = schema.value(u"minItems").toInteger();
            return {path, u"must have at least %1"_s.arg(counted(limit, u"item", u"items"))};
        }
        if (schema.contains(u"maxItems") && array.size() > schema.value(u"maxItems").toInteger()) {
            const qint64 limit = schema.value(u"maxItems").toInteger();
            return {path, u"must have at most %1"_s.arg(counted(limit, u"item", u"items"))};
        }
        if (schema.value(u"items").isObject()) {
            const QJsonObject items = schema.value(u"items").toObject();
            for (qsizetype i = 0; i < array.size(); ++i) {
                const DemoSchemaProblem problem =
                    check(items, array.at(i), path + u'[' + QString::number(i) + u']');
                if (problem.isProblem())
                    return problem;
            }
        }
    }

    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        const QJsonObject properties = schema.value(u"properties").toObject();
        for (const QJsonValue &name : schema.value(u"required").toArray()) {
            if (!object.contains(name.toString()))
                return {childPath(path, name.toString()), u"is required"_s};
        }
        const QJsonValue additional = schema.value(u"additionalProperties");
        for (auto it = object.begin(); it != object.end(); ++it) {
            const QString memberPath = childPath(path, it.key());
            if (properties.contains(it.key())) {
                const DemoSchemaProblem problem =
                    check(properties.value(it.key()).toObject(), it.value(), memberPath);
                if (problem.isProblem())
                    return problem;
            } else if (additional.isBool() && !additional.toBool()) {
                return {memberPath, u"is not a known property"_s};
            } else if (additional.isObject()) {
                const DemoSchemaProblem problem =
                    check(additional.toObject(), it.value(), memberPath);
                if (problem.isProblem())
                    return problem;
            }
        }
    }
    return {};
}

QJsonObject DemoSchema::withDefaults(const QJsonObject &rawSchema, QJsonObject object) const
{
    const QJsonObject properties = resolved(rawSchema).value(u"properties").toObject();
    for (auto it = properties.begin(); it != properties.end(); ++it) {
        const QJsonObject property = resolved(it.value().toObject());
        if (!object.contains(it.key()) && property.contains(u"default"))
            object.insert(it.key(), property.value(u"default"));
    }
    return object;
}

} // namespace RpcScope
