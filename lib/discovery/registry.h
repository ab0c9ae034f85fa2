#pragma once

#include "lib/discovery/methodinfo.h"

#include <QHash>
#include <QList>

namespace RpcScope {

/// The merged list of methods an endpoint offers, each with its provenance.
/// Names are kept exactly: `memory.store` and `memory/store` are two entries.
class Registry
{
public:
    /// Adds \a method, or merges it into the entry of the same name (sources are joined;
    /// fields a later source fills are kept only where the entry had none).
    void merge(const MethodInfo &method);
    void merge(const Registry &other);

    bool isEmpty() const { return m_methods.isEmpty(); }
    int size() const { return int(m_methods.size()); }
    const MethodInfo *find(const QString &name) const;
    /// Every entry, sorted by name (code-point order, so the output is stable everywhere).
    QList<MethodInfo> sorted() const;

private:
    QList<MethodInfo> m_methods;
    QHash<QString, qsizetype> m_index;
};

} // namespace RpcScope
