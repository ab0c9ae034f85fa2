#include "lib/discovery/contractdrift.h"

#include "lib/discovery/provenance.h"
#include "lib/discovery/registry.h"
#include "lib/json/jsondocument.h"
#include "lib/tr.h"

#include <QSet>

namespace RpcScope {

using Type = JsonDocument::Type;

namespace {

int indexOf(const QList<ContractDrift::Param> &params, const QString &name)
{
    for (int i = 0; i < params.size(); ++i) {
        if (params.at(i).name == name)
            return i;
    }
    return -1;
}

} // namespace

QList<ContractDrift::Param> ContractDrift::parameters(const QByteArray &paramsSchema, bool *known)
{
    QList<Param> params;
    if (known)
        *known = false;
    if (paramsSchema.trimmed().isEmpty())
        return params;
    const JsonDocument doc = JsonDocument::parse(paramsSchema);
    if (!doc.isValid())
        return params;
    if (doc.type(0) == Type::Array) {
        // OpenRPC ContentDescriptors (or MCP prompt arguments): {name, required, schema}.
        for (int p = doc.firstChild(0); p >= 0; p = doc.nextSibling(p)) {
            if (doc.type(p) != Type::Object)
                continue;
            Param param;
            param.name = doc.memberString(p, u"name");
            if (param.name.isEmpty())
                continue;   // a $ref to a component descriptor carries no name here
            param.required = doc.member(p, u"required") >= 0 && doc.type(doc.member(p, u"required")) == Type::True;
            params.append(param);
        }
    } else if (doc.type(0) == Type::Object) {
        // A JSON Schema object (MCP inputSchema): properties in their written order.
        QSet<QString> required;
        const int requiredNode = doc.member(0, u"required");
        if (requiredNode >= 0 && doc.type(requiredNode) == Type::Array) {
            for (int r = doc.firstChild(requiredNode); r >= 0; r = doc.nextSibling(r)) {
                if (doc.type(r) == Type::String)
                    required.insert(doc.string(r));
            }
        }
        const int properties = doc.member(0, u"properties");
        if (properties >= 0 && doc.type(properties) == Type::Object) {
            for (int v = doc.firstChild(properties); v >= 0; v = doc.nextSibling(v)) {
                Param param;
                param.name = doc.string(doc.keyNode(v));
                param.required = required.contains(param.name);
                params.append(param);
            }
        }
    } else {
        return params;
    }
    if (known)
        *known = true;
    return params;
}

QStringList ContractDrift::compareParameters(const QList<Param> &documented, const QList<Param> &live)
{
    QStringList differences;
    for (const Param &param : documented) {
        const int other = indexOf(live, param.name);
        if (other < 0) {
            differences.append(Tr::tr("Parameter “%1” is documented but the server does not declare it.").arg(param.name));
        } else if (param.required != live.at(other).required) {
            differences.append(param.required
                ? Tr::tr("Parameter “%1” is required in the document but optional on the server.").arg(param.name)
                : Tr::tr("Parameter “%1” is optional in the document but required on the server.").arg(param.name));
        }
    }
    for (const Param &param : live) {
        if (indexOf(documented, param.name) < 0)
            differences.append(Tr::tr("Parameter “%1” is declared by the server but not documented.").arg(param.name));
    }
    if (differences.isEmpty() && documented.size() == live.size()) {
        // By-position calls depend on the order, so the same names in another order differ too.
        for (int i = 0; i < documented.size(); ++i) {
            if (documented.at(i).name != live.at(i).name) {
                differences.append(Tr::tr("The parameters are declared in a different order."));
                break;
            }
        }
    }
    return differences;
}

ContractDrift ContractDrift::compare(const Registry &documented, const Registry &live)
{
    ContractDrift drift;
    const QList<MethodInfo> documentedMethods = documented.sorted();
    for (const MethodInfo &doc : documentedMethods) {
        const MethodInfo *offered = live.find(doc.name);
        if (!offered || !Provenance::isLive(*offered)) {
            drift.missing.append(doc.name);
            continue;
        }
        bool documentedKnown = false;
        bool liveKnown = false;
        const QList<Param> documentedParams = parameters(doc.paramsSchema, &documentedKnown);
        const QList<Param> liveParams = parameters(offered->paramsSchema, &liveKnown);
        if (!documentedKnown || !liveKnown)
            continue;
        const QStringList differences = compareParameters(documentedParams, liveParams);
        if (!differences.isEmpty())
            drift.changed.append({doc.name, differences});
    }
    const QList<MethodInfo> liveMethods = live.sorted();
    for (const MethodInfo &method : liveMethods) {
        if (Provenance::isLive(method) && !documented.find(method.name))
            drift.undocumented.append(method.name);
    }
    return drift;
}

} // namespace RpcScope
