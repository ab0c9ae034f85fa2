#pragma once

#include "lib/replay/jsonpath.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace RpcScope {

/// A JSON text pretty-printed line by line, each line knowing the JSON path of the value it
/// shows, so a side-by-side diff can colour the lines of a differing path. Member order and
/// the spelling of every token are kept (lib/json JsonDocument); text that is not JSON is
/// shown as it is, every line at `$`.
struct JsonPathLine
{
    QString text;
    JsonPath path;
};

class JsonPathLines
{
public:
    static QList<JsonPathLine> build(const QByteArray &body);
};

} // namespace RpcScope
