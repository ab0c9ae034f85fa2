#include "lib/schema/paramslayout.h"

#include "lib/discovery/methodinfo.h"
#include "lib/json/jsondocument.h"
#include "lib/schema/paramschema.h"
#include "lib/tr.h"

namespace RpcScope {

using JType = JsonDocument::Type;

namespace {

} // namespace

ParamsLayout ParamsLayout::fromObjectSchema(const QByteArray &schemaText, const QByteArray &rootDocument)
{
    ParamsLayout layout;
    const JsonDocument doc = JsonDocument::parse(schemaText);
    if (!doc.isValid() || doc.type(0) != JType::Object) {
        layout.m_note = Tr::tr("The parameter schema is not a JSON object.");
        return layout;
    }
    ParamSchema schemas(rootDocument.isEmpty() ? doc : JsonDocument::parse(rootDocument));
    const SchemaNodePtr root = schemas.parse(doc, 0);
    if (root->type != SchemaNode::Type::Object && root->properties.isEmpty()) {
        layout.m_note = root->note.isEmpty() ? Tr::tr("The parameter schema does not describe an object.") : root->note;
        return layout;
    }
    layout.m_structure = Structure::ByName;
    layout.m_allowsOtherMembers = root->additionalProperties;
    for (const SchemaProperty &p : root->properties)
        layout.m_params.append(Param{p.name, p.schema, root->isRequired(p.name), p.schema->description});
    return layout;
}

ParamsLayout ParamsLayout::fromContentDescriptors(const QByteArray &paramsArray, bool byPosition,
                                                  const QByteArray &rootDocument)
{
    ParamsLayout layout;
    const JsonDocument doc = JsonDocument::parse(paramsArray);
    if (!doc.isValid() || doc.type(0) != JType::Array) {
        layout.m_note = Tr::tr("The parameter list is not a JSON array.");
        return layout;
    }
    if (doc.childCount(0) == 0) {
        layout.m_structure = Structure::None;
        return layout;
    }
    const JsonDocument root = JsonDocument::parse(rootDocument);
    ParamSchema schemas(root);
    layout.m_structure = byPosition ? Structure::ByPosition : Structure::ByName;
    for (int d = doc.firstChild(0); d >= 0; d = doc.nextSibling(d)) {
        // A descriptor may itself be a $ref into components.contentDescriptors.
        const JsonDocument *in = &doc;
        int descriptor = d;
        const QString ref = doc.memberString(d, u"$ref");
        if (!ref.isEmpty()) {
            descriptor = schemas.resolve(ref);
            in = &root;
            if (descriptor < 0) {
                layout.m_params.append(Param{ref, ParamSchema::opaque(Tr::tr("Cannot resolve %1: edit as JSON.").arg(ref)),
                                             false, {}});
                continue;
            }
        }
        Param param;
        param.name = in->memberString(descriptor, u"name");
        param.description = in->memberString(descriptor, u"description");
        if (param.description.isEmpty())
            param.description = in->memberString(descriptor, u"summary");
        const int required = in->type(descriptor) == JType::Object ? in->member(descriptor, u"required") : -1;
        param.required = required >= 0 && in->type(required) == JType::True;
        const int schema = in->type(descriptor) == JType::Object ? in->member(descriptor, u"schema") : -1;
        param.schema = schemas.parse(*in, schema);
        if (param.description.isEmpty())
            param.description = param.schema->description;
        if (param.name.isEmpty())
            param.name = Tr::tr("parameter %1").arg(layout.m_params.size() + 1);
        layout.m_params.append(param);
    }
    return layout;
}

ParamsLayout ParamsLayout::fromMethod(const MethodInfo &method, const QByteArray &rootDocument)
{
    switch (method.kind) {
    case MethodInfo::Kind::Tool: {
        ParamsLayout layout = method.paramsSchema.isEmpty()
                                  ? ParamsLayout()
                                  : fromObjectSchema(method.paramsSchema, rootDocument);
        layout.m_valuePath = {QStringLiteral("arguments")};
        return layout;
    }
    case MethodInfo::Kind::Prompt: {
        // MCP prompt arguments: [{name, description, required}], every value a string.
        ParamsLayout layout;
        layout.m_valuePath = {QStringLiteral("arguments")};
        layout.m_structure = Structure::ByName;
        const JsonDocument doc = JsonDocument::parse(method.paramsSchema);
        if (!doc.isValid() || doc.type(0) != JType::Array)
            return layout;
        auto text = std::make_shared<SchemaNode>();
        text->type = SchemaNode::Type::String;
        for (int a = doc.firstChild(0); a >= 0; a = doc.nextSibling(a)) {
            const QString name = doc.memberString(a, u"name");
            if (name.isEmpty())
                continue;
            const int required = doc.type(a) == JType::Object ? doc.member(a, u"required") : -1;
            layout.m_params.append(Param{name, text, required >= 0 && doc.type(required) == JType::True,
                                         doc.memberString(a, u"description")});
        }
        return layout;
    }
    case MethodInfo::Kind::Resource: {
        ParamsLayout layout;
        layout.m_structure = Structure::None;   // resources/read takes the uri, nothing to fill in
        return layout;
    }
    case MethodInfo::Kind::Method:
        break;
    }
    if (method.paramsSchema.isEmpty())
        return {};
    const JsonDocument definition = JsonDocument::parse(method.definition);
    const bool byPosition = definition.isValid()
                            && definition.memberString(0, u"paramStructure") == u"by-position";
    return fromContentDescriptors(method.paramsSchema, byPosition, rootDocument);
}

} // namespace RpcScope
