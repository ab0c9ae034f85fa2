#include "lib/discovery/registry.h"

#include <algorithm>

namespace RpcScope {

namespace {

template<typename T>
void fill(T &target, const T &source)
{
    if (target.isEmpty())
        target = source;
}

} // namespace

void Registry::merge(const MethodInfo &method)
{
    const auto it = m_index.constFind(method.name);
    if (it == m_index.cend()) {
        m_index.insert(method.name, m_methods.size());
        m_methods.append(method);
        return;
    }
    MethodInfo &entry = m_methods[*it];
    for (const QString &source : method.sources) {
        if (!entry.sources.contains(source))
            entry.sources.append(source);
    }
    for (const QString &alias : method.aliases) {
        if (!entry.aliases.contains(alias))
            entry.aliases.append(alias);
    }
    fill(entry.summary, method.summary);
    fill(entry.description, method.description);
    fill(entry.paramsSchema, method.paramsSchema);
    fill(entry.resultSchema, method.resultSchema);
    fill(entry.errors, method.errors);
    fill(entry.examples, method.examples);
    fill(entry.definition, method.definition);
}

void Registry::merge(const Registry &other)
{
    for (const MethodInfo &method : other.m_methods)
        merge(method);
}

const MethodInfo *Registry::find(const QString &name) const
{
    const auto it = m_index.constFind(name);
    return it == m_index.cend() ? nullptr : &m_methods.at(*it);
}

QList<MethodInfo> Registry::sorted() const
{
    QList<MethodInfo> list = m_methods;
    std::sort(list.begin(), list.end(), [](const MethodInfo &a, const MethodInfo &b) { return a.name < b.name; });
    return list;
}

} // namespace RpcScope
