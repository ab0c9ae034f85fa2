#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace RpcScope {

/// One step of a JSON path: a member name, an array index, or a wildcard.
struct JsonPathStep
{
    enum class Kind { Member, Index, Any };
    Kind kind = Kind::Member;
    QString name;      ///< Member: the decoded key
    qint64 index = 0;  ///< Index

    friend bool operator==(const JsonPathStep &a, const JsonPathStep &b)
    {
        return a.kind == b.kind && a.name == b.name && a.index == b.index;
    }
};

/// A JSON path in the JSONPath form the diff prints and the ignore rules take:
/// `$`, then steps `.name`, `['any key']` (or `["any key"]`), `[3]`, and the wildcards `.*`
/// and `[*]` (one child, whether member or element). Recursive descent (`..`), filters and
/// slices are not part of it: a rule that names them is refused, not half-understood.
class JsonPath
{
public:
    JsonPath() = default;

    /// Parses \a text; on failure returns nothing and a translated \a error that names the
    /// column of the problem.
    static std::optional<JsonPath> parse(QStringView text, QString *error = nullptr);

    const QList<JsonPathStep> &steps() const { return m_steps; }
    bool hasWildcard() const;

    JsonPath &appendMember(const QString &name);
    JsonPath &appendIndex(qint64 index);
    JsonPath &appendAny();
    void removeLast() { m_steps.removeLast(); }

    /// True when this path (wildcards allowed) names \a concrete or one of its ancestors,
    /// so that an ignored `$.meta` also covers `$.meta.request_id`.
    bool coversPath(const JsonPath &concrete) const;

    /// The path as text: `$.result.items[3].name`; keys that are not plain identifiers
    /// are written `['like this']`.
    QString toString() const;

    friend bool operator==(const JsonPath &a, const JsonPath &b) { return a.m_steps == b.m_steps; }

private:
    QList<JsonPathStep> m_steps;
};

} // namespace RpcScope
