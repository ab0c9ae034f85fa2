#include "lib/collection/schemacheck.h"

#include "lib/json/jsondocument.h"
#include "lib/tr.h"

#include <QRegularExpression>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace RpcScope {

namespace {

using Type = JsonDocument::Type;

constexpr int kMaxDepth = 64;

QString join(const QString &path, const QString &key)
{
    return path.isEmpty() ? key : path + u'.' + key;
}

QString index(const QString &path, int i)
{
    return path + u'[' + QString::number(i) + u']';
}

bool isSchema(Type type)
{
    return type == Type::Object || type == Type::True || type == Type::False;
}

/// The node a local `$ref` ("#", "#/$defs/item", "#/properties/a~1b") names in \a doc, or -1.
int resolvePointer(const JsonDocument &doc, const QString &ref)
{
    if (ref == u"#")
        return 0;
    if (!ref.startsWith(u"#/"_s))
        return -1;
    int node = 0;
    const QStringList tokens = ref.mid(2).split(u'/');
    for (QString token : tokens) {
        token = QUrl::fromPercentEncoding(token.toUtf8());
        token.replace(u"~1"_s, u"/"_s).replace(u"~0"_s, u"~"_s);
        if (doc.type(node) == Type::Object) {
            node = doc.member(node, token);
        } else if (doc.type(node) == Type::Array) {
            bool ok = false;
            const int i = token.toInt(&ok);
            node = ok ? doc.child(node, i) : -1;
        } else {
            node = -1;
        }
        if (node < 0)
            return -1;
    }
    return node;
}

class Checker
{
public:
    explicit Checker(const JsonDocument &doc) : m_doc(doc) {}

    std::optional<SchemaFault> fault;

    void schema(int node, const QString &path, int depth)
    {
        if (fault)
            return;
        const Type type = m_doc.type(node);
        if (!isSchema(type)) {
            fail(node, path, Tr::tr("a schema must be an object or true or false"));
            return;
        }
        if (type != Type::Object)
            return;
        if (depth > kMaxDepth) {
            fail(node, path, Tr::tr("the schema is nested too deeply"));
            return;
        }
        for (int value = m_doc.firstChild(node); value >= 0 && !fault; value = m_doc.nextSibling(value))
            keyword(m_doc.string(m_doc.keyNode(value)), value, path, depth);
    }

private:
    void fail(int node, const QString &path, const QString &message)
    {
        if (!fault)
            fault = SchemaFault{node, path, message};
    }

    bool isWhole(int node, bool nonNegative) const
    {
        if (m_doc.type(node) != Type::Number)
            return false;
        bool ok = false;
        const qint64 value = m_doc.toInt64(node, &ok);
        if (!ok) {
            // 2.0 is a whole number too.
            const double real = m_doc.toDouble(node, &ok);
            return ok && real == double(qint64(real)) && (!nonNegative || real >= 0);
        }
        return !nonNegative || value >= 0;
    }

    void schemas(int node, const QString &path, int depth, bool nonEmpty)
    {
        if (m_doc.type(node) != Type::Array || (nonEmpty && m_doc.childCount(node) == 0)) {
            fail(node, path, nonEmpty ? Tr::tr("expected a non-empty array of schemas") : Tr::tr("expected an array of schemas"));
            return;
        }
        int i = 0;
        for (int child = m_doc.firstChild(node); child >= 0 && !fault; child = m_doc.nextSibling(child), ++i)
            schema(child, index(path, i), depth + 1);
    }

    void schemaMap(int node, const QString &path, int depth, bool keysArePatterns)
    {
        if (m_doc.type(node) != Type::Object) {
            fail(node, path, Tr::tr("expected an object of schemas"));
            return;
        }
        for (int child = m_doc.firstChild(node); child >= 0 && !fault; child = m_doc.nextSibling(child)) {
            const QString key = m_doc.string(m_doc.keyNode(child));
            if (keysArePatterns) {
                const QRegularExpression pattern(key);
                if (!pattern.isValid()) {
                    fail(m_doc.keyNode(child), join(path, key),
                         Tr::tr("the key is no regular expression: %1").arg(pattern.errorString()));
                    return;
                }
            }
            schema(child, join(path, key), depth + 1);
        }
    }

    void strings(int node, const QString &path)
    {
        if (m_doc.type(node) != Type::Array) {
            fail(node, path, Tr::tr("expected an array of strings"));
            return;
        }
        int i = 0;
        for (int child = m_doc.firstChild(node); child >= 0; child = m_doc.nextSibling(child), ++i) {
            if (m_doc.type(child) != Type::String) {
                fail(child, index(path, i), Tr::tr("expected a string"));
                return;
            }
        }
    }

    void typeNames(int node, const QString &path)
    {
        static const QStringList names = {u"null"_s,   u"boolean"_s, u"object"_s, u"array"_s,
                                          u"number"_s, u"string"_s,  u"integer"_s};
        const auto check = [this, &path](int n, const QString &where) {
            if (m_doc.type(n) != Type::String || !names.contains(m_doc.string(n))) {
                fail(n, where, Tr::tr("expected one of null, boolean, object, array, number, string, integer"));
                return false;
            }
            return true;
        };
        if (m_doc.type(node) != Type::Array) {
            check(node, path);
            return;
        }
        if (m_doc.childCount(node) == 0) {
            fail(node, path, Tr::tr("expected a type name or a non-empty array of type names"));
            return;
        }
        int i = 0;
        for (int child = m_doc.firstChild(node); child >= 0; child = m_doc.nextSibling(child), ++i) {
            if (!check(child, index(path, i)))
                return;
        }
    }

    void keyword(const QString &name, int value, const QString &schemaPath, int depth)
    {
        const QString path = join(schemaPath, name);
        const Type type = m_doc.type(value);
        static const QStringList single = {u"additionalProperties"_s, u"additionalItems"_s, u"not"_s,
                                           u"contains"_s, u"propertyNames"_s, u"if"_s, u"then"_s, u"else"_s,
                                           u"unevaluatedProperties"_s, u"unevaluatedItems"_s};
        static const QStringList maps = {u"properties"_s, u"$defs"_s, u"definitions"_s, u"dependentSchemas"_s};
        static const QStringList lists = {u"allOf"_s, u"anyOf"_s, u"oneOf"_s, u"prefixItems"_s};
        static const QStringList numbers = {u"minimum"_s, u"maximum"_s};
        static const QStringList counts = {u"minLength"_s, u"maxLength"_s, u"minItems"_s, u"maxItems"_s,
                                           u"minProperties"_s, u"maxProperties"_s, u"minContains"_s, u"maxContains"_s};
        static const QStringList texts = {u"format"_s, u"title"_s, u"description"_s, u"$id"_s, u"$schema"_s,
                                          u"$comment"_s, u"$anchor"_s};
        if (name == u"type") {
            typeNames(value, path);
        } else if (single.contains(name)) {
            schema(value, path, depth + 1);
        } else if (maps.contains(name)) {
            schemaMap(value, path, depth, false);
        } else if (name == u"patternProperties") {
            schemaMap(value, path, depth, true);
        } else if (lists.contains(name)) {
            schemas(value, path, depth, true);
        } else if (name == u"items") {
            if (type == Type::Array)
                schemas(value, path, depth, false);   // draft-07 tuples
            else
                schema(value, path, depth + 1);
        } else if (name == u"required") {
            strings(value, path);
        } else if (name == u"enum") {
            if (type != Type::Array)
                fail(value, path, Tr::tr("expected an array of values"));
        } else if (numbers.contains(name)) {
            if (type != Type::Number)
                fail(value, path, Tr::tr("expected a number"));
        } else if (name == u"exclusiveMinimum" || name == u"exclusiveMaximum") {
            if (type != Type::Number && type != Type::True && type != Type::False)   // booleans: draft-04
                fail(value, path, Tr::tr("expected a number"));
        } else if (name == u"multipleOf") {
            bool ok = false;
            if (type != Type::Number || !(m_doc.toDouble(value, &ok) > 0) || !ok)
                fail(value, path, Tr::tr("expected a number above 0"));
        } else if (counts.contains(name)) {
            if (!isWhole(value, true))
                fail(value, path, Tr::tr("expected a whole number from 0"));
        } else if (name == u"uniqueItems") {
            if (type != Type::True && type != Type::False)
                fail(value, path, Tr::tr("expected true or false"));
        } else if (name == u"pattern") {
            if (type != Type::String) {
                fail(value, path, Tr::tr("expected a string"));
                return;
            }
            const QRegularExpression pattern(m_doc.string(value));
            if (!pattern.isValid())
                fail(value, path, Tr::tr("no regular expression: %1").arg(pattern.errorString()));
        } else if (texts.contains(name)) {
            if (type != Type::String)
                fail(value, path, Tr::tr("expected a string"));
        } else if (name == u"dependentRequired") {
            if (type != Type::Object) {
                fail(value, path, Tr::tr("expected an object of string arrays"));
                return;
            }
            for (int child = m_doc.firstChild(value); child >= 0 && !fault; child = m_doc.nextSibling(child))
                strings(child, join(path, m_doc.string(m_doc.keyNode(child))));
        } else if (name == u"$ref") {
            if (type != Type::String) {
                fail(value, path, Tr::tr("expected a string"));
                return;
            }
            const QString ref = m_doc.string(value);
            if (!ref.startsWith(u'#'))
                fail(value, path, Tr::tr("%1 cannot be resolved: only references into the schema itself (#/…) are supported").arg(ref));
            else if (resolvePointer(m_doc, ref) < 0)
                fail(value, path, Tr::tr("%1 points at nothing in the schema").arg(ref));
        }
        // const, default, examples and keywords the specification does not know: anything goes.
    }

    const JsonDocument &m_doc;
};

} // namespace

std::optional<SchemaFault> SchemaCheck::check(const JsonDocument &doc, int node)
{
    if (!doc.isValid())
        return SchemaFault{-1, QString(), Tr::tr("the schema is not JSON: %1").arg(doc.error().message)};
    Checker checker(doc);
    checker.schema(node, QString(), 0);
    return checker.fault;
}

} // namespace RpcScope
