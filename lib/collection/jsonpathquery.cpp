#include "lib/collection/jsonpathquery.h"

#include "lib/json/jsondocument.h"
#include "lib/schema/schemavalidator.h"

namespace RpcScope {

namespace {

void collect(const JsonDocument &doc, int node, const QList<JsonPathStep> &steps, qsizetype step, QList<int> *out)
{
    if (step == steps.size()) {
        out->append(node);
        return;
    }
    const JsonPathStep &s = steps.at(step);
    const JsonDocument::Type type = doc.type(node);
    switch (s.kind) {
    case JsonPathStep::Kind::Member:
        if (type == JsonDocument::Type::Object) {
            const int child = doc.member(node, s.name);
            if (child >= 0)
                collect(doc, child, steps, step + 1, out);
        }
        break;
    case JsonPathStep::Kind::Index:
        if (type == JsonDocument::Type::Array && s.index >= 0 && s.index < doc.childCount(node))
            collect(doc, doc.child(node, int(s.index)), steps, step + 1, out);
        break;
    case JsonPathStep::Kind::Any:
        for (int child = doc.firstChild(node); child >= 0; child = doc.nextSibling(child))
            collect(doc, child, steps, step + 1, out);
        break;
    }
}

} // namespace

QList<int> JsonPathQuery::find(const JsonDocument &doc, const JsonPath &path)
{
    QList<int> out;
    if (doc.isValid())
        collect(doc, 0, path.steps(), 0, &out);
    return out;
}

int JsonPathQuery::first(const JsonDocument &doc, const JsonPath &path)
{
    const QList<int> nodes = find(doc, path);
    return nodes.isEmpty() ? -1 : nodes.constFirst();
}

bool JsonPathQuery::equal(const JsonDocument &a, int nodeA, const JsonDocument &b, int nodeB)
{
    const JsonDocument::Type type = a.type(nodeA);
    if (type != b.type(nodeB))
        return false;
    switch (type) {
    case JsonDocument::Type::Null:
    case JsonDocument::Type::True:
    case JsonDocument::Type::False:
        return true;
    case JsonDocument::Type::Number:
        return SchemaValidator::compareNumbers(a.raw(nodeA), b.raw(nodeB)) == 0;
    case JsonDocument::Type::String:
        return a.string(nodeA) == b.string(nodeB);
    case JsonDocument::Type::Array: {
        if (a.childCount(nodeA) != b.childCount(nodeB))
            return false;
        for (int x = a.firstChild(nodeA), y = b.firstChild(nodeB); x >= 0; x = a.nextSibling(x), y = b.nextSibling(y)) {
            if (!equal(a, x, b, y))
                return false;
        }
        return true;
    }
    case JsonDocument::Type::Object: {
        if (a.childCount(nodeA) != b.childCount(nodeB))
            return false;
        for (int x = a.firstChild(nodeA); x >= 0; x = a.nextSibling(x)) {
            const int y = b.member(nodeB, a.string(a.keyNode(x)));
            if (y < 0 || !equal(a, x, b, y))
                return false;
        }
        return true;
    }
    }
    return false;
}

QString JsonPathQuery::text(const JsonDocument &doc, int node)
{
    if (doc.type(node) == JsonDocument::Type::String)
        return doc.string(node);
    return QString::fromUtf8(doc.raw(node));
}

} // namespace RpcScope
