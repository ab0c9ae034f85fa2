#include "lib/json/jsonwriter.h"

#include "lib/json/jsondocument.h"

#include <vector>

namespace RpcScope {

void JsonWriter::setIndent(int spaces)
{
    m_indent = spaces < 0 ? 0 : (spaces > 16 ? 16 : spaces);
}

QByteArray JsonWriter::write(const JsonDocument &document, int node) const
{
    if (!document.isValid() || node < 0 || node >= document.nodeCount())
        return {};

    struct Frame
    {
        int next;     // the next child to write, -1 when done
        int level;    // indentation level of the children
        bool object;
        bool pretty;
        bool first;
    };
    std::vector<Frame> stack;
    QByteArray out;
    // Pretty output is the raw text plus indentation; compact output is at most the raw text.
    const qsizetype rawSize = document.raw(node).size();
    out.reserve(m_compact ? rawSize : rawSize + rawSize / 2 + 64);

    auto newline = [&](int level) {
        out += '\n';
        out.append(qsizetype(level) * m_indent, ' ');
    };
    // Writes a scalar or an empty container whole, or opens a container and pushes it.
    auto open = [&](int value, int level) {
        const QByteArrayView raw = document.raw(value);
        if (!document.isContainer(value)) {
            out += raw;
            return;
        }
        const bool object = document.type(value) == JsonDocument::Type::Object;
        if (document.childCount(value) == 0) {
            out += object ? "{}" : "[]";
            return;
        }
        out += object ? '{' : '[';
        const bool pretty = !m_compact && level < m_maxIndentDepth;
        stack.push_back(Frame{document.firstChild(value), level + 1, object, pretty, true});
    };

    open(node, 0);
    while (!stack.empty()) {
        Frame &frame = stack.back();
        const int current = frame.next;
        if (current < 0) {
            if (frame.pretty)
                newline(frame.level - 1);
            out += frame.object ? '}' : ']';
            stack.pop_back();
            continue;
        }
        frame.next = document.nextSibling(current);
        if (!frame.first)
            out += ',';
        frame.first = false;
        if (frame.pretty)
            newline(frame.level);
        if (frame.object) {
            out += document.raw(document.keyNode(current));
            out += frame.pretty ? ": " : ":";
        }
        // open() may push and so move the stack: frame is not used after this.
        open(current, frame.level);
    }
    return out;
}

QByteArray JsonWriter::prettyPrint(const JsonDocument &document, int node, int indent)
{
    JsonWriter writer;
    writer.setIndent(indent);
    return writer.write(document, node);
}

QByteArray JsonWriter::compact(const JsonDocument &document, int node)
{
    JsonWriter writer;
    writer.setCompact(true);
    return writer.write(document, node);
}

QByteArray JsonWriter::quote(QStringView text)
{
    static const char hex[] = "0123456789abcdef";
    QByteArray out;
    out.reserve(text.size() + 2);
    out += '"';
    const qsizetype size = text.size();
    for (qsizetype i = 0; i < size; ++i) {
        char32_t c = text[i].unicode();
        if (c < 0x80) {
            switch (c) {
            case '"': out += "\\\""; break;
            case '\\': out += "\\\\"; break;
            case '\b': out += "\\b"; break;
            case '\f': out += "\\f"; break;
            case '\n': out += "\\n"; break;
            case '\r': out += "\\r"; break;
            case '\t': out += "\\t"; break;
            default:
                if (c < 0x20) {
                    out += "\\u00";
                    out += hex[c >> 4];
                    out += hex[c & 0xf];
                } else {
                    out += char(c);
                }
            }
            continue;
        }
        if (QChar::isHighSurrogate(c) && i + 1 < size && text[i + 1].isLowSurrogate()) {
            c = QChar::surrogateToUcs4(char16_t(c), text[i + 1].unicode());
            ++i;
        } else if (QChar::isSurrogate(c)) {
            c = QChar::ReplacementCharacter;
        }
        if (c < 0x800) {
            out += char(0xc0 | (c >> 6));
        } else {
            if (c < 0x10000) {
                out += char(0xe0 | (c >> 12));
            } else {
                out += char(0xf0 | (c >> 18));
                out += char(0x80 | ((c >> 12) & 0x3f));
            }
            out += char(0x80 | ((c >> 6) & 0x3f));
        }
        out += char(0x80 | (c & 0x3f));
    }
    out += '"';
    return out;
}

} // namespace RpcScope
