#include "lib/collection/jsonpathquery.h"

#include "lib/json/jsondocument.h"
#include "lib/schema/schemavalidator.h"

namespace RpcScope {

QList<int> JsonPathQuery::find(const JsonDocument &doc, const JsonPath &path)
{
    // Step by step over the nodes reached so far, in document order (no recursion: a path
    // from a file may have any number of steps).
    QList<int> reached;
    if (doc.isValid())
        reached.append(0);
    for (const JsonPathStep &step : path.steps()) {
        QList<int> next;
        for (const int node : std::as_const(reached)) {
            const JsonDocument::Type type = doc.type(node);
            switch (step.kind) {
            case JsonPathStep::Kind::Member:
                if (type == JsonDocument::Type::Object) {
                    const int child = doc.member(node, step.name);
                    if (child >= 0)
                        next.append(child);
                }
                break;
            case JsonPathStep::Kind::Index:
                if (type == JsonDocument::Type::Array && step.index >= 0 && step.index < doc.childCount(node))
                    next.append(doc.child(node, int(step.index)));
                break;
            case JsonPathStep::Kind::Any:
                for (int child = doc.firstChild(node); child >= 0; child = doc.nextSibling(child))
                    next.append(child);
                break;
            }
        }
        reached = std::move(next);
        if (reached.isEmpty())
            break;
    }
    return reached;
}

int JsonPathQuery::first(const JsonDocument &doc, const JsonPath &path)
{
    const QList<int> nodes = find(doc, path);
    return nodes.isEmpty() ? -1 : nodes.constFirst();
}

bool JsonPathQuery::equal(const JsonDocument &a, int nodeA, const JsonDocument &b, int nodeB)
{
    // Pairs still to compare, worked off a list rather than by recursion: both values may
    // come from outside (a collection's expected value, a server's answer) nested any deep.
    QList<QPair<int, int>> pending{{nodeA, nodeB}};
    while (!pending.isEmpty()) {
        const auto [x, y] = pending.takeLast();
        const JsonDocument::Type type = a.type(x);
        if (type != b.type(y))
            return false;
        switch (type) {
        case JsonDocument::Type::Null:
        case JsonDocument::Type::True:
        case JsonDocument::Type::False:
            break;
        case JsonDocument::Type::Number:
            if (SchemaValidator::compareNumbers(a.raw(x), b.raw(y)) != 0)
                return false;
            break;
        case JsonDocument::Type::String:
            if (a.string(x) != b.string(y))
                return false;
            break;
        case JsonDocument::Type::Array:
            if (a.childCount(x) != b.childCount(y))
                return false;
            for (int i = a.firstChild(x), j = b.firstChild(y); i >= 0; i = a.nextSibling(i), j = b.nextSibling(j))
                pending.append({i, j});
            break;
        case JsonDocument::Type::Object:
            if (a.childCount(x) != b.childCount(y))
                return false;
            for (int i = a.firstChild(x); i >= 0; i = a.nextSibling(i)) {
                const int j = b.member(y, a.string(a.keyNode(i)));
                if (j < 0)
                    return false;
                pending.append({i, j});
            }
            break;
        }
    }
    return true;
}

QString JsonPathQuery::text(const JsonDocument &doc, int node)
{
    if (doc.type(node) == JsonDocument::Type::String)
        return doc.string(node);
    return QString::fromUtf8(doc.raw(node));
}

} // namespace RpcScope
