#include "lib/discovery/provenance.h"

#include "lib/discovery/registry.h"

namespace RpcScope::Provenance {

MethodInfo seenInHistory(const QString &name)
{
    MethodInfo info;
    info.name = name;
    info.sources.append(history());
    return info;
}

bool markSeen(Registry &registry, const QString &name)
{
    if (name.isEmpty())
        return false;
    const MethodInfo *entry = registry.find(name);
    if (entry && entry->sources.contains(history()))
        return false;
    registry.merge(seenInHistory(name));
    return true;
}

bool isLive(const MethodInfo &method)
{
    for (const QString &source : method.sources) {
        if (source != document() && source != history())
            return true;
    }
    return false;
}

} // namespace RpcScope::Provenance
