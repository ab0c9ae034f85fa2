#include "lib/discovery/methodaliases.h"

#include <algorithm>

namespace RpcScope {

namespace {

// Union-find over entry positions: declared aliases and equal keys join groups.
class Groups
{
public:
    explicit Groups(qsizetype count) : m_parent(count)
    {
        for (qsizetype i = 0; i < count; ++i)
            m_parent[i] = i;
    }
    qsizetype root(qsizetype i)
    {
        while (m_parent[i] != i) {
            m_parent[i] = m_parent[m_parent[i]];
            i = m_parent[i];
        }
        return i;
    }
    void join(qsizetype a, qsizetype b) { m_parent[root(a)] = root(b); }

private:
    QList<qsizetype> m_parent;
};

// The original of a group: the entry that declared the others, else the best described
// one, else the first in code-point order, so the choice is stable.
bool betterOriginal(const MethodInfo &a, const MethodInfo &b)
{
    if (a.aliases.isEmpty() != b.aliases.isEmpty())
        return !a.aliases.isEmpty();
    const bool aDescribed = !a.paramsSchema.isEmpty() || !a.description.isEmpty() || !a.summary.isEmpty();
    const bool bDescribed = !b.paramsSchema.isEmpty() || !b.description.isEmpty() || !b.summary.isEmpty();
    if (aDescribed != bDescribed)
        return aDescribed;
    if (a.sources.size() != b.sources.size())
        return a.sources.size() > b.sources.size();
    return a.name < b.name;
}

} // namespace

QString MethodAliases::normalised(const QString &name)
{
    QString key = name;
    for (QChar &c : key) {
        if (c == QLatin1Char('/') || c == QLatin1Char('#'))
            c = QLatin1Char('.');
    }
    return key;
}

MethodAliases MethodAliases::find(const QList<MethodInfo> &methods)
{
    MethodAliases result;
    QHash<QString, qsizetype> byName;
    byName.reserve(methods.size());
    for (qsizetype i = 0; i < methods.size(); ++i)
        byName.insert(methods.at(i).name, i);

    Groups groups(methods.size());
    QHash<QString, qsizetype> byKey;
    byKey.reserve(methods.size());
    bool any = false;
    for (qsizetype i = 0; i < methods.size(); ++i) {
        const MethodInfo &method = methods.at(i);
        const QString key = normalised(method.name);
        const auto it = byKey.constFind(key);
        if (it == byKey.cend()) {
            byKey.insert(key, i);
        } else {
            groups.join(i, *it);
            any = true;
        }
        for (const QString &alias : method.aliases) {
            const auto other = byName.constFind(alias);
            if (other != byName.cend() && *other != i) {
                groups.join(i, *other);
                any = true;
            }
        }
    }
    if (!any)
        return result;

    QHash<qsizetype, QList<qsizetype>> members;
    for (qsizetype i = 0; i < methods.size(); ++i)
        members[groups.root(i)].append(i);
    for (const QList<qsizetype> &group : std::as_const(members)) {
        if (group.size() < 2)
            continue;
        qsizetype original = group.first();
        QStringList names;
        for (qsizetype i : group) {
            names.append(methods.at(i).name);
            if (betterOriginal(methods.at(i), methods.at(original)))
                original = i;
        }
        std::sort(names.begin(), names.end());
        for (qsizetype i : group) {
            const QString &name = methods.at(i).name;
            QStringList others = names;
            others.removeOne(name);
            result.m_others.insert(name, others);
            if (i != original)
                result.m_original.insert(name, methods.at(original).name);
        }
    }
    return result;
}

} // namespace RpcScope
