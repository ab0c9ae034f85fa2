#include "ui/composer/jsoncaretcontext.h"

#include <QList>

#include <algorithm>

namespace RpcScope {

namespace {

// One open object or array on the way from the top to the caret.
struct Frame
{
    bool object = false;
    bool expectKey = false;   // the next string of an object is a key
    QByteArrayView key;       // the key of the member being read
    QByteArrayView method;    // the value of its "method" member, when read
    QByteArrayView name;      // the value of its "name" member, when read
    int serial = 0;
};

enum class Shape { None, MethodValue, ParamKey, ToolArgumentKey, ToolName };

} // namespace

JsonCaretContext JsonCaretContext::at(QByteArrayView text, qsizetype caret)
{
    JsonCaretContext result;
    if (caret < 0 || caret > text.size())
        return result;

    QList<Frame> frames;
    int serials = 0;
    Shape shape = Shape::None;
    int requestSerial = -1;   // the request object around the caret
    int paramsSerial = -1;    // its params object
    QByteArrayView requestMethod;
    QByteArrayView toolName;
    const auto keep = [&](const Frame &frame) {
        if (frame.serial == requestSerial)
            requestMethod = frame.method;
        else if (frame.serial == paramsSerial)
            toolName = frame.name;
    };

    const qsizetype n = text.size();
    qsizetype i = 0;
    while (i < n) {
        const char c = text[i];
        if (c == '"') {
            // JSON strings cannot hold a raw line break, so an unclosed one ends at the line end.
            const qsizetype start = i;
            if (shape == Shape::None && start >= caret)
                return result;   // the caret is not inside a string
            qsizetype j = i + 1;
            while (j < n && text[j] != '"' && text[j] != '\n')
                j += text[j] == '\\' ? 2 : 1;
            j = std::min(j, n);
            const bool closed = j < n && text[j] == '"';
            const QByteArrayView content = text.sliced(start + 1, j - start - 1);
            Frame *frame = frames.isEmpty() ? nullptr : &frames.last();
            const bool isKey = frame && frame->object && frame->expectKey;

            if (shape == Shape::None && caret > start && caret <= j) {
                result.prefix = QString::fromUtf8(text.sliced(start + 1, caret - start - 1));
                result.stringStart = start;
                result.stringEnd = j;
                result.closed = closed;
                // The request object is the top-level one, or an element of a top-level batch.
                qsizetype r = -1;
                if (!frames.isEmpty() && frames.first().object)
                    r = 0;
                else if (frames.size() > 1 && frames.at(1).object)
                    r = 1;
                const qsizetype depth = frames.size() - 1;
                if (r < 0)
                    return result;
                const Frame &request = frames.at(r);
                if (!isKey && depth == r && request.key == "method") {
                    result.kind = Kind::MethodValue;
                    return result;
                }
                if (request.key != "params")
                    return result;
                if (isKey && depth == r + 1)
                    shape = Shape::ParamKey;
                else if (isKey && depth == r + 2 && frames.at(r + 1).key == "arguments")
                    shape = Shape::ToolArgumentKey;
                else if (!isKey && depth == r + 1 && frames.at(r + 1).key == "name")
                    shape = Shape::ToolName;
                else
                    return result;
                requestSerial = request.serial;
                paramsSerial = frames.at(r + 1).serial;
            }

            if (frame) {
                if (isKey) {
                    frame->key = content;
                    frame->expectKey = false;
                } else if (frame->object && frame->key == "method") {
                    frame->method = content;
                } else if (frame->object && frame->key == "name") {
                    frame->name = content;
                }
            }
            i = closed ? j + 1 : j;
            continue;
        }
        if (shape == Shape::None && i >= caret)
            return result;   // the caret is not inside a string
        switch (c) {
        case '{':
        case '[':
        {
            Frame frame;
            frame.object = frame.expectKey = c == '{';
            frame.serial = ++serials;
            frames.append(frame);
        }
            break;
        case '}':
        case ']':
            if (!frames.isEmpty()) {
                const Frame closedFrame = frames.takeLast();
                keep(closedFrame);
                if (closedFrame.serial == requestSerial)
                    i = n;   // the request around the caret is complete
            }
            break;
        case ':':
            if (!frames.isEmpty() && frames.last().object)
                frames.last().expectKey = false;
            break;
        case ',':
            if (!frames.isEmpty() && frames.last().object) {
                frames.last().expectKey = true;
                frames.last().key = {};
            }
            break;
        default:
            break;
        }
        ++i;
    }
    for (const Frame &frame : std::as_const(frames))
        keep(frame);

    switch (shape) {
    case Shape::ParamKey:
        result.kind = Kind::ParamKey;
        result.method = QString::fromUtf8(requestMethod);
        break;
    case Shape::ToolArgumentKey:
        if (requestMethod == "tools/call") {
            result.kind = Kind::ParamKey;
            result.method = QString::fromUtf8(toolName);
        }
        break;
    case Shape::ToolName:
        if (requestMethod == "tools/call")
            result.kind = Kind::ToolName;
        break;
    default:
        break;
    }
    return result;
}

} // namespace RpcScope
