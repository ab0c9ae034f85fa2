#pragma once

#include "lib/discovery/methodinfo.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace RpcScope {

/// The other spellings of a method in one registry: names that differ only in their
/// separators (`memory.store`, `memory/store`, `memory#store`; case counts), and the
/// aliases a source declared (MethodInfo::aliases, e.g. OpenRPC `x-aliases`). Pure logic.
class MethodAliases
{
public:
    /// Builds the alias groups of \a methods. Only names present in \a methods are linked.
    static MethodAliases find(const QList<MethodInfo> &methods);

    /// \a name with every `/` and `#` turned into `.`: the key that groups spellings.
    static QString normalised(const QString &name);

    /// For each name with aliases: the other names of its group, in code-point order.
    const QHash<QString, QStringList> &groups() const { return m_others; }
    /// The other names of \a name's group; empty when it has none.
    QStringList othersOf(const QString &name) const { return m_others.value(name); }
    /// The name \a name is an alias of (its group's original); empty when \a name is the
    /// original itself or has no aliases.
    QString originalOf(const QString &name) const { return m_original.value(name); }
    bool isEmpty() const { return m_others.isEmpty(); }

private:
    QHash<QString, QStringList> m_others;
    QHash<QString, QString> m_original;
};

} // namespace RpcScope
