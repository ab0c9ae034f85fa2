#pragma once

#include <QStringView>

#include <vector>

namespace RpcScope {

/// What a character of a JSON text line is, for colouring.
enum class JsonToken : quint8 { Plain, Key, String, Number, Literal, Punctuation };

/// The token of every UTF-16 unit of one line of JSON text (a string followed by a colon is
/// a key). A JSON string cannot hold a raw line break, so a line needs no state from the one
/// before. Used by the highlighter of editable text and by the raw viewer's painter.
std::vector<JsonToken> tokenizeJsonLine(QStringView text);

} // namespace RpcScope
