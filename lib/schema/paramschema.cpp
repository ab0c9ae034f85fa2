#include "lib/schema/paramschema.h"

#include "lib/json/jsonwriter.h"
#include "lib/tr.h"

#include <QUrl>

namespace RpcScope {

using JType = JsonDocument::Type;

namespace {

SchemaNode::Type typeFromName(QStringView name, bool *known)
{
    *known = true;
    if (name == u"string") return SchemaNode::Type::String;
    if (name == u"number") return SchemaNode::Type::Number;
    if (name == u"integer") return SchemaNode::Type::Integer;
    if (name == u"boolean") return SchemaNode::Type::Boolean;
    if (name == u"null") return SchemaNode::Type::Null;
    if (name == u"array") return SchemaNode::Type::Array;
    if (name == u"object") return SchemaNode::Type::Object;
    *known = false;
    return SchemaNode::Type::Any;
}

int memberOf(const JsonDocument &doc, int object, QStringView key)
{
    return doc.type(object) == JType::Object ? doc.member(object, key) : -1;
}

/// An integer keyword ("maxLength": 10); -1 when absent or not a non-negative integer.
qint64 countOf(const JsonDocument &doc, int object, QStringView key)
{
    const int node = memberOf(doc, object, key);
    bool ok = false;
    const qint64 value = node >= 0 && doc.type(node) == JType::Number ? doc.toInt64(node, &ok) : -1;
    return ok && value >= 0 ? value : -1;
}

/// The bound in \a plain ("minimum") tightened by \a exclusive ("exclusiveMinimum"), which
/// is a number since draft 6 and a flag before.
SchemaBound boundOf(const JsonDocument &doc, int object, QStringView plain, QStringView exclusive, bool lower)
{
    SchemaBound bound;
    const int value = memberOf(doc, object, plain);
    if (value >= 0 && doc.type(value) == JType::Number)
        bound.text = doc.raw(value).toByteArray();
    const int flag = memberOf(doc, object, exclusive);
    if (flag < 0)
        return bound;
    if (doc.type(flag) == JType::True) {
        bound.exclusive = bound.isSet();
    } else if (doc.type(flag) == JType::Number) {
        const double limit = doc.toDouble(flag);
        const double current = bound.isSet() ? doc.toDouble(value) : 0;
        if (!bound.isSet() || (lower ? limit >= current : limit <= current))
            bound = SchemaBound{doc.raw(flag).toByteArray(), true};
    }
    return bound;
}

} // namespace

ParamSchema::ParamSchema(JsonDocument root) : m_root(std::move(root)) {}

SchemaNodePtr ParamSchema::opaque(const QString &note)
{
    auto node = std::make_shared<SchemaNode>();
    node->type = SchemaNode::Type::Recursive;
    node->note = note;
    return node;
}

SchemaNodePtr ParamSchema::parse(const JsonDocument &doc, int node)
{
    return parseNode(doc, node, 0);
}

SchemaNodePtr ParamSchema::parse(const QByteArray &schemaText)
{
    const JsonDocument doc = JsonDocument::parse(schemaText);
    if (!doc.isValid())
        return opaque(Tr::tr("The schema is not valid JSON: edit as JSON."));
    if (!m_root.isValid())
        m_root = doc;
    return parseNode(doc, 0, 0);
}

int ParamSchema::resolve(QStringView ref) const
{
    if (!m_root.isValid() || !ref.startsWith(u'#'))
        return -1;
    const QString pointer = QUrl::fromPercentEncoding(ref.mid(1).toUtf8());
    if (pointer.isEmpty())
        return 0;
    if (!pointer.startsWith(u'/'))
        return -1;   // a plain-name fragment ("#foo") needs $anchor support
    int node = 0;
    const QStringList tokens = pointer.mid(1).split(u'/');
    for (QString token : tokens) {
        token.replace(QStringLiteral("~1"), QStringLiteral("/")).replace(QStringLiteral("~0"), QStringLiteral("~"));
        if (m_root.type(node) == JType::Object) {
            node = m_root.member(node, token);
        } else if (m_root.type(node) == JType::Array) {
            bool ok = false;
            const int index = token.toInt(&ok);
            node = ok ? m_root.child(node, index) : -1;
        } else {
            node = -1;
        }
        if (node < 0)
            return -1;
    }
    return node;
}

SchemaNodePtr ParamSchema::parseRef(const JsonDocument &doc, int node, const QString &ref, int depth)
{
    SchemaNodePtr target = m_refs.value(ref);
    const int resolved = target ? -1 : resolve(ref);
    if (!target && (m_expanding.contains(ref) || resolved < 0)) {
        auto stub = std::make_shared<SchemaNode>();
        stub->type = SchemaNode::Type::Recursive;
        stub->ref = ref;
        // A schema elsewhere is never fetched: a form must not make requests of its own.
        const bool remote = !ref.startsWith(u'#');
        stub->note = resolved >= 0 ? Tr::tr("Recursive (%1): edit as JSON.").arg(ref)
                     : remote      ? Tr::tr("%1 is outside this schema and is not fetched: edit as JSON.").arg(ref)
                                   : Tr::tr("Cannot resolve %1: edit as JSON.").arg(ref);
        target = stub;
    } else if (!target) {
        m_expanding.append(ref);
        target = parseNode(m_root, resolved, depth + 1);
        m_expanding.removeLast();
        if (target->ref.isEmpty()) {
            auto named = std::make_shared<SchemaNode>(*target);
            named->ref = ref;
            target = named;
        }
        m_refs.insert(ref, target);
    }
    // Words beside the $ref describe this use of the shared schema.
    const QString title = doc.memberString(node, u"title");
    const QString description = doc.memberString(node, u"description");
    const int defaultNode = memberOf(doc, node, u"default");
    if (title.isEmpty() && description.isEmpty() && defaultNode < 0)
        return target;
    auto local = std::make_shared<SchemaNode>(*target);
    if (!title.isEmpty())
        local->title = title;
    if (!description.isEmpty())
        local->description = description;
    if (defaultNode >= 0)
        local->defaultValue = JsonWriter::compact(doc, defaultNode);
    return local;
}

SchemaNodePtr ParamSchema::parseNode(const JsonDocument &doc, int node, int depth)
{
    if (depth > MaxDepth)
        return opaque(Tr::tr("Nested too deeply for a form: edit as JSON."));
    if (++m_nodes > MaxNodes)
        return opaque(Tr::tr("The schema is too large for a form: edit as JSON."));
    if (node < 0 || !doc.isValid() || doc.type(node) != JType::Object)
        return std::make_shared<SchemaNode>();   // true, {} or junk: anything goes

    const int refNode = doc.member(node, u"$ref");
    if (refNode >= 0 && doc.type(refNode) == JType::String)
        return parseRef(doc, node, doc.string(refNode), depth);

    auto out = std::make_shared<SchemaNode>();
    readKeywords(*out, doc, node, depth);
    return out;
}

void ParamSchema::readKeywords(SchemaNode &out, const JsonDocument &doc, int node, int depth)
{
    out.title = doc.memberString(node, u"title");
    out.description = doc.memberString(node, u"description");
    if (const int d = doc.member(node, u"default"); d >= 0)
        out.defaultValue = JsonWriter::compact(doc, d);
    out.minimum = boundOf(doc, node, u"minimum", u"exclusiveMinimum", true);
    out.maximum = boundOf(doc, node, u"maximum", u"exclusiveMaximum", false);
    out.minLength = countOf(doc, node, u"minLength");
    out.maxLength = countOf(doc, node, u"maxLength");
    out.minItems = countOf(doc, node, u"minItems");
    out.maxItems = countOf(doc, node, u"maxItems");
    out.pattern = doc.memberString(node, u"pattern");
    out.format = doc.memberString(node, u"format");

    if (const int properties = doc.member(node, u"properties"); properties >= 0 && doc.type(properties) == JType::Object) {
        for (int value = doc.firstChild(properties); value >= 0; value = doc.nextSibling(value)) {
            const QString name = doc.string(doc.keyNode(value));
            if (!out.property(name))
                out.properties.append(SchemaProperty{name, parseNode(doc, value, depth + 1)});
        }
    }
    if (const int required = doc.member(node, u"required"); required >= 0 && doc.type(required) == JType::Array) {
        for (int r = doc.firstChild(required); r >= 0; r = doc.nextSibling(r)) {
            if (doc.type(r) == JType::String && !out.required.contains(doc.string(r)))
                out.required.append(doc.string(r));
        }
    }
    if (const int extra = doc.member(node, u"additionalProperties"); extra >= 0)
        out.additionalProperties = doc.type(extra) != JType::False;
    const int items = doc.member(node, u"items");
    if (items >= 0 && doc.type(items) == JType::Object)
        out.items = parseNode(doc, items, depth + 1);

    for (QStringView combinator : {u"oneOf", u"anyOf"}) {
        const int list = doc.member(node, combinator);
        if (list < 0 || doc.type(list) != JType::Array || !out.choices.isEmpty())
            continue;
        for (int c = doc.firstChild(list); c >= 0; c = doc.nextSibling(c))
            out.choices.append(parseNode(doc, c, depth + 1));
    }
    if (const int allOf = doc.member(node, u"allOf"); allOf >= 0 && doc.type(allOf) == JType::Array)
        mergeAllOf(out, doc, allOf, depth);

    // What kind of field: enum and const first, then combinators, then the declared type.
    const int enumNode = doc.member(node, u"enum");
    const int constNode = doc.member(node, u"const");
    if (enumNode >= 0 && doc.type(enumNode) == JType::Array) {
        out.type = SchemaNode::Type::Enum;
        for (int v = doc.firstChild(enumNode); v >= 0; v = doc.nextSibling(v))
            out.enumValues.append(JsonWriter::compact(doc, v));
        // Legacy titled enums (MCP elicitation before SEP-1330): enumNames beside enum.
        if (const int names = doc.member(node, u"enumNames"); names >= 0 && doc.type(names) == JType::Array
            && doc.childCount(names) == doc.childCount(enumNode)) {
            for (int n = doc.firstChild(names); n >= 0; n = doc.nextSibling(n))
                out.enumTitles.append(doc.type(n) == JType::String ? doc.string(n) : QString());
        }
        return;
    }
    if (constNode >= 0) {
        out.type = SchemaNode::Type::Enum;
        out.enumValues = {JsonWriter::compact(doc, constNode)};
        return;
    }
    if (!out.choices.isEmpty()) {
        // oneOf of constants (a titled enum) is an enum to a form.
        bool constants = true;
        for (const SchemaNodePtr &choice : std::as_const(out.choices))
            constants = constants && choice->type == SchemaNode::Type::Enum && choice->enumValues.size() == 1;
        out.type = constants ? SchemaNode::Type::Enum : SchemaNode::Type::Choice;
        if (constants) {
            // Each const keeps its title: the name a person chooses by (SEP-1330).
            bool titled = false;
            for (const SchemaNodePtr &choice : std::as_const(out.choices)) {
                out.enumValues.append(choice->enumValues.constFirst());
                out.enumTitles.append(choice->title);
                titled = titled || !choice->title.isEmpty();
            }
            if (!titled)
                out.enumTitles.clear();
            out.choices.clear();
        }
        return;
    }

    QList<SchemaNode::Type> types;
    const int typeNode = doc.member(node, u"type");
    if (typeNode >= 0 && doc.type(typeNode) == JType::String) {
        bool known = false;
        const SchemaNode::Type t = typeFromName(doc.string(typeNode), &known);
        if (known)
            types.append(t);
    } else if (typeNode >= 0 && doc.type(typeNode) == JType::Array) {
        for (int t = doc.firstChild(typeNode); t >= 0; t = doc.nextSibling(t)) {
            bool known = false;
            const SchemaNode::Type type = doc.type(t) == JType::String ? typeFromName(doc.string(t), &known)
                                                                       : SchemaNode::Type::Any;
            if (known && !types.contains(type))
                types.append(type);
        }
    }
    if (types.size() == 1) {
        out.type = types.constFirst();
    } else if (types.size() > 1) {
        // ["string", "null"]: one alternative per type, each with the other keywords.
        for (SchemaNode::Type t : std::as_const(types)) {
            auto alternative = std::make_shared<SchemaNode>(out);
            alternative->type = t;
            alternative->title.clear();
            alternative->defaultValue.clear();
            out.choices.append(alternative);
        }
        out.type = SchemaNode::Type::Choice;
    } else if (out.type == SchemaNode::Type::Any) {
        if (!out.properties.isEmpty())
            out.type = SchemaNode::Type::Object;
        else if (out.items)
            out.type = SchemaNode::Type::Array;
    }
}

void ParamSchema::mergeAllOf(SchemaNode &out, const JsonDocument &doc, int allOf, int depth)
{
    // The common use: an object put together from parts. Members and required names are
    // joined; other words fill in only where the node has none.
    for (int part = doc.firstChild(allOf); part >= 0; part = doc.nextSibling(part)) {
        const SchemaNodePtr piece = parseNode(doc, part, depth + 1);
        for (const SchemaProperty &p : piece->properties) {
            if (!out.property(p.name))
                out.properties.append(p);
        }
        for (const QString &name : piece->required) {
            if (!out.required.contains(name))
                out.required.append(name);
        }
        if (out.type == SchemaNode::Type::Any && piece->type != SchemaNode::Type::Recursive)
            out.type = piece->type;
        if (out.enumValues.isEmpty())
            out.enumValues = piece->enumValues;
        if (!out.items)
            out.items = piece->items;
        if (out.description.isEmpty())
            out.description = piece->description;
        if (out.defaultValue.isNull())
            out.defaultValue = piece->defaultValue;
        if (!out.minimum.isSet())
            out.minimum = piece->minimum;
        if (!out.maximum.isSet())
            out.maximum = piece->maximum;
        out.additionalProperties = out.additionalProperties && piece->additionalProperties;
    }
}

} // namespace RpcScope
