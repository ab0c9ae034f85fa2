#pragma once

#include "lib/json/jsondocument.h"

#include <QByteArray>
#include <QString>

namespace RpcScope {

/// A result's "there is more" marker and how to ask for the next page. Understood:
/// `nextCursor` (MCP), `cursor` with `has_more: true`, `next_cursor` and `nextPageToken`.
/// An empty or null cursor means the last page.
struct PageCursor
{
    QString resultKey;     ///< the result member that carried it, e.g. "nextCursor"
    QByteArray valueText;  ///< the cursor's JSON text exactly as received (string or number)
    QString paramName;     ///< the params member the next request sets, e.g. "cursor"

    bool isValid() const { return !valueText.isEmpty(); }

    /// The cursor in result object \a resultNode of \a doc; invalid when there is none.
    static PageCursor find(const JsonDocument &doc, int resultNode);

    /// The request for the next page, from the bytes that were sent: same method and
    /// params, the cursor at params.<paramName> (a name the sent params already use for a
    /// cursor wins), the id advanced (7 → 8, "req-7" → "req-8", "a" → "a-2"). Every other
    /// byte stays as it was. A null QByteArray and \a error (translated) when it cannot be
    /// built: a batch, positional params, or bytes that are not a request object.
    static QByteArray nextRequest(const QByteArray &sentRequest, const PageCursor &cursor,
                                  QString *error = nullptr);
    /// The id after \a idText (JSON text); the same text when it is null or not an id.
    static QByteArray advancedId(const QByteArray &idText);
};

} // namespace RpcScope
