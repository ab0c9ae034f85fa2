#include "lib/mcp/mcptoolheaders.h"

#include "lib/json/jsondocument.h"
#include "lib/rpc/mcpwire.h"
#include "lib/tr.h"

namespace RpcScope {

using Type = JsonDocument::Type;

namespace {

const QStringView kMarking = u"x-mcp-header";

// RFC 9110 token characters.
bool isToken(const QString &name)
{
    if (name.isEmpty())
        return false;
    for (const QChar c : name) {
        const char16_t u = c.unicode();
        const bool alnum = (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9');
        if (!alnum && !QStringView(u"!#$%&'*+-.^_`|~").contains(c))
            return false;
    }
    return true;
}

// JavaScript's safe integers: what a header value may carry.
constexpr qint64 kSafeInteger = (qint64(1) << 53) - 1;
/// How deep properties nest before a marking below is refused: a server's schema may nest
/// them a million deep, and the walk goes one call per level.
constexpr int kMaxPropertyDepth = 64;
/// A tool with more header markings than this is refused (each is checked against the others).
constexpr qsizetype kMaxMarkings = 256;

/// Whether key \a node of \a doc is a header marking: named "x-mcp-header", and not a
/// parameter of that name (a key of a "properties" object).
bool isMarkingKey(const JsonDocument &doc, int node)
{
    if (!doc.isKey(node) || doc.string(node) != kMarking)
        return false;
    const int ownerKey = doc.keyNode(doc.parent(node));
    return ownerKey < 0 || doc.string(ownerKey) != u"properties";
}

} // namespace

McpToolHeaders McpToolHeaders::read(const JsonDocument &doc, int tool)
{
    McpToolHeaders out;
    const int schema = tool >= 0 && doc.type(tool) == Type::Object ? doc.member(tool, u"inputSchema") : -1;
    if (schema < 0 || doc.type(schema) != Type::Object)
        return out;
    QList<int> reached;   // the objects whose marking is allowed: reached through properties alone
    out.walk(doc, schema, {}, &reached);
    if (!out.isValid())
        return out;
    // Any marking elsewhere (under items, anyOf, $defs, …) makes the tool invalid.
    const int end = doc.subtreeEnd(schema);
    for (int node = schema + 1; node < end; ++node) {
        if (isMarkingKey(doc, node) && !reached.contains(doc.parent(node))) {
            out.m_problem = Tr::tr("its inputSchema has an x-mcp-header that is not reached through \"properties\" alone");
            return out;
        }
    }
    return out;
}

void McpToolHeaders::walk(const JsonDocument &doc, int schema, const QStringList &path, QList<int> *reached)
{
    if (path.size() >= kMaxPropertyDepth) {
        // Deeper markings go unreached, and read() refuses the tool for them; say why here.
        const int end = doc.subtreeEnd(schema);
        for (int node = schema + 1; node < end; ++node) {
            if (!isMarkingKey(doc, node))
                continue;
            m_problem = Tr::tr("its inputSchema nests properties more than %1 deep above an x-mcp-header")
                            .arg(kMaxPropertyDepth);
            return;
        }
        return;
    }
    const int properties = doc.member(schema, u"properties");
    if (properties < 0 || doc.type(properties) != Type::Object)
        return;
    for (int property = doc.firstChild(properties); property >= 0 && isValid(); property = doc.nextSibling(property)) {
        if (doc.type(property) != Type::Object)
            continue;
        const QStringList here = path + QStringList{doc.string(doc.keyNode(property))};
        const int marking = doc.member(property, kMarking);
        if (marking >= 0) {
            reached->append(property);
            const QString where = here.join(u'.');
            const QString name = doc.type(marking) == Type::String ? doc.string(marking) : QString();
            const QString type = doc.memberString(property, u"type");
            if (m_markings.size() >= kMaxMarkings) {
                m_problem = Tr::tr("its inputSchema has more than %1 x-mcp-header markings").arg(kMaxMarkings);
            } else if (doc.type(marking) != Type::String || name.isEmpty()) {
                m_problem = Tr::tr("the x-mcp-header of \"%1\" is empty or not a string").arg(where);
            } else if (!isToken(name)) {
                m_problem = Tr::tr("the x-mcp-header \"%1\" of \"%2\" is not an HTTP header name").arg(name, where);
            } else if (type != u"string" && type != u"integer" && type != u"boolean") {
                m_problem = Tr::tr("the x-mcp-header \"%1\" marks \"%2\", which is no string, integer or boolean")
                                .arg(name, where);
            } else {
                for (const Marking &other : std::as_const(m_markings)) {
                    if (QString::fromLatin1(other.name).compare(name, Qt::CaseInsensitive) == 0)
                        m_problem = Tr::tr("the x-mcp-header \"%1\" is used twice").arg(name);
                }
            }
            if (!isValid())
                return;
            m_markings.append({name.toLatin1(), here, type});
        }
        walk(doc, property, here, reached);
    }
}

HeaderList McpToolHeaders::headersFor(const QByteArray &argumentsJson) const
{
    HeaderList headers;
    if (m_markings.isEmpty())
        return headers;
    const JsonDocument doc = JsonDocument::parse(argumentsJson);
    if (!doc.isValid() || doc.type(0) != Type::Object)
        return headers;
    for (const Marking &marking : m_markings) {
        int node = 0;
        for (const QString &key : marking.path) {
            node = node >= 0 && doc.type(node) == Type::Object ? doc.member(node, key) : -1;
        }
        if (node < 0)
            continue;
        QByteArray value;
        switch (doc.type(node)) {
        case Type::String:
            value = McpWire::headerValue(doc.string(node));
            break;
        case Type::True:
            value = QByteArrayLiteral("true");
            break;
        case Type::False:
            value = QByteArrayLiteral("false");
            break;
        case Type::Number: {
            bool ok = false;
            const qint64 number = doc.toInt64(node, &ok);
            if (ok && number >= -kSafeInteger && number <= kSafeInteger)
                value = QByteArray::number(number);
            else
                value = doc.raw(node).toByteArray();   // not an integer header can carry: as the body spells it
            break;
        }
        default:
            continue;   // null, objects and arrays send no header
        }
        headers.append({"Mcp-Param-" + marking.name, value});
    }
    return headers;
}

} // namespace RpcScope
