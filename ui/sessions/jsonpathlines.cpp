#include "ui/sessions/jsonpathlines.h"

#include "lib/json/jsondocument.h"

namespace RpcScope {

namespace {

// Beyond this depth a subtree is shown on one line: the view stays readable and the
// recursion bounded (the parser accepts any depth).
constexpr int kMaxDepth = 200;

class Printer
{
public:
    explicit Printer(const JsonDocument &doc) : m_doc(doc) {}

    void print(int node, JsonPath &path, int depth, const QString &prefix, bool comma)
    {
        const QString indent(depth * 2, QLatin1Char(' '));
        const QString end = comma ? QStringLiteral(",") : QString();
        const bool container = m_doc.isContainer(node);
        if (!container || m_doc.childCount(node) == 0 || depth >= kMaxDepth) {
            m_lines.append({indent + prefix + QString::fromUtf8(m_doc.raw(node)) + end, path});
            return;
        }
        const bool object = m_doc.type(node) == JsonDocument::Type::Object;
        m_lines.append({indent + prefix + (object ? QStringLiteral("{") : QStringLiteral("[")), path});
        qint64 index = 0;
        for (int child = m_doc.firstChild(node); child >= 0; child = m_doc.nextSibling(child), ++index) {
            const bool last = m_doc.nextSibling(child) < 0;
            if (object) {
                const int key = m_doc.keyNode(child);
                path.appendMember(m_doc.string(key));
                print(child, path, depth + 1, QString::fromUtf8(m_doc.raw(key)) + QStringLiteral(": "), !last);
            } else {
                path.appendIndex(index);
                print(child, path, depth + 1, QString(), !last);
            }
            path.removeLast();
        }
        m_lines.append({indent + (object ? QStringLiteral("}") : QStringLiteral("]")) + end, path});
    }

    QList<JsonPathLine> take() { return std::move(m_lines); }

private:
    const JsonDocument &m_doc;
    QList<JsonPathLine> m_lines;
};

} // namespace

QList<JsonPathLine> JsonPathLines::build(const QByteArray &body)
{
    const JsonDocument doc = JsonDocument::parse(body);
    if (!doc.isValid()) {
        QList<JsonPathLine> lines;
        for (const QString &line : QString::fromUtf8(body).split(QLatin1Char('\n')))
            lines.append({line, JsonPath()});
        return lines;
    }
    Printer printer(doc);
    JsonPath root;
    printer.print(0, root, 0, QString(), false);
    return printer.take();
}

} // namespace RpcScope
