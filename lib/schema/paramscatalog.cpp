#include "lib/schema/paramscatalog.h"

#include "lib/discovery/methodinfo.h"
#include "lib/json/jsondocument.h"
#include "lib/schema/schemavalidator.h"
#include "lib/tr.h"

namespace RpcScope {

using JType = JsonDocument::Type;
using Structure = ParamsLayout::Structure;

namespace {

qsizetype offsetOf(const JsonDocument &doc, int node)
{
    return doc.raw(node).data() - doc.bytes().constData();
}

/// A mark on the whole of a scalar, on the opening bracket of a container (which may span
/// the whole request: a squiggle under all of it would say nothing).
ParamsMark markAt(const JsonDocument &doc, int node, const QString &path, const QString &message)
{
    const qsizetype length = doc.isContainer(node) ? 1 : std::max<qsizetype>(doc.raw(node).size(), 1);
    return ParamsMark{offsetOf(doc, node), length, path, message};
}

bool isEmptyContainer(const JsonDocument &doc, int node)
{
    return doc.isContainer(node) && doc.childCount(node) == 0;
}

} // namespace

ParamsCatalog::ParamsCatalog(const QList<MethodInfo> &methods, const QByteArray &rootDocument)
{
    for (const MethodInfo &method : methods) {
        switch (method.kind) {
        case MethodInfo::Kind::Method: m_methods.insert(method.name, ParamsLayout::fromMethod(method, rootDocument)); break;
        case MethodInfo::Kind::Tool: m_tools.insert(method.name, ParamsLayout::fromMethod(method, rootDocument)); break;
        case MethodInfo::Kind::Prompt: m_prompts.insert(method.name, ParamsLayout::fromMethod(method, rootDocument)); break;
        case MethodInfo::Kind::Resource: break;   // resources/read takes a uri, nothing documented to check
        }
    }
}

QList<ParamsMark> ParamsCatalog::check(const JsonDocument &request) const
{
    QList<ParamsMark> marks;
    if (!request.isValid() || isEmpty())
        return marks;
    if (request.type(0) == JType::Object) {
        checkRequest(request, 0, QStringLiteral("$"), &marks);
    } else if (request.type(0) == JType::Array) {
        int index = 0;
        for (int element = request.firstChild(0); element >= 0; element = request.nextSibling(element))
            checkRequest(request, element, SchemaValidator::elementPath(QStringLiteral("$"), index++), &marks);
    }
    return marks;
}

const ParamsLayout *ParamsCatalog::layoutFor(const JsonDocument &doc, int request) const
{
    const QString method = doc.memberString(request, u"method");
    const QHash<QString, ParamsLayout> *table = &m_methods;
    QString name = method;
    if (method == u"tools/call" || method == u"prompts/get") {
        // MCP: the tool or prompt named in the params, whose "arguments" it describes.
        table = method == u"tools/call" ? &m_tools : &m_prompts;
        const int params = doc.member(request, u"params");
        name = params >= 0 ? doc.memberString(params, u"name") : QString();
    }
    const auto found = table->constFind(name);
    return found == table->constEnd() ? nullptr : &found.value();
}

void ParamsCatalog::checkRequest(const JsonDocument &doc, int request, const QString &requestPath,
                                 QList<ParamsMark> *marks) const
{
    const ParamsLayout *layout = layoutFor(doc, request);
    if (!layout || layout->structure() == Structure::Undocumented)
        return;
    // The value the layout describes: the params, or the member of them named by valuePath().
    QString path = SchemaValidator::memberPath(requestPath, QStringLiteral("params"));
    int value = doc.member(request, u"params");
    for (const QString &step : layout->valuePath()) {
        if (value < 0 || doc.type(value) != JType::Object) {
            value = -1;
            break;
        }
        path = SchemaValidator::memberPath(path, step);
        value = doc.member(value, step);
    }
    const QList<ParamsLayout::Param> &params = layout->params();
    if (value < 0) {
        // Absent: fine unless something is required, which is marked on the request itself.
        for (const ParamsLayout::Param &param : params) {
            if (param.required) {
                marks->append(markAt(doc, request, SchemaValidator::memberPath(path, param.name),
                                     Tr::tr("The parameter \"%1\" is required, but the request has none.").arg(param.name)));
                break;
            }
        }
        return;
    }
    if (layout->structure() == Structure::None) {
        if (!isEmptyContainer(doc, value))
            marks->append(markAt(doc, value, path, Tr::tr("The method documents no params.")));
        return;
    }
    const bool byPosition = layout->structure() == Structure::ByPosition;
    if (doc.type(value) == JType::Object && !byPosition) {
        for (const ParamsLayout::Param &param : params) {
            const QString memberPath = SchemaValidator::memberPath(path, param.name);
            const int member = doc.member(value, param.name);
            if (member < 0) {
                if (param.required)
                    marks->append(markAt(doc, value, memberPath,
                                         Tr::tr("The parameter \"%1\" is required, but missing.").arg(param.name)));
                continue;
            }
            for (const SchemaProblem &problem : SchemaValidator::check(*param.schema, doc, member, memberPath))
                marks->append(markAt(doc, problem.node >= 0 ? problem.node : member, problem.path, problem.message));
        }
        if (!layout->allowsOtherMembers()) {
            for (int member = doc.firstChild(value); member >= 0; member = doc.nextSibling(member)) {
                const QString name = doc.string(doc.keyNode(member));
                bool documented = false;
                for (const ParamsLayout::Param &param : params)
                    documented = documented || param.name == name;
                if (!documented)
                    marks->append(markAt(doc, doc.keyNode(member), SchemaValidator::memberPath(path, name),
                                         Tr::tr("Not a parameter the method documents.")));
            }
        }
        return;
    }
    if (doc.type(value) == JType::Array && layout->valuePath().isEmpty()) {
        // By position; an OpenRPC method documented by name may take them in order too.
        int index = 0;
        for (int element = doc.firstChild(value); element >= 0; element = doc.nextSibling(element), ++index) {
            const QString elementPath = SchemaValidator::elementPath(path, index);
            if (index >= params.size()) {
                marks->append(markAt(doc, element, elementPath,
                                     Tr::tr("The method documents %n parameter(s).", nullptr, int(params.size()))));
                continue;
            }
            for (const SchemaProblem &problem : SchemaValidator::check(*params.at(index).schema, doc, element, elementPath))
                marks->append(markAt(doc, problem.node >= 0 ? problem.node : element, problem.path, problem.message));
        }
        for (qsizetype i = index; i < params.size(); ++i) {
            if (params.at(i).required) {
                marks->append(markAt(doc, value, SchemaValidator::elementPath(path, int(i)),
                                     Tr::tr("The parameter \"%1\" is required, but missing.").arg(params.at(i).name)));
                break;
            }
        }
        return;
    }
    marks->append(markAt(doc, value, path,
                         byPosition ? Tr::tr("The method takes its params by position: an array.")
                                    : Tr::tr("The method takes its params by name: an object.")));
}

} // namespace RpcScope
