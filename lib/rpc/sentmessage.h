#pragma once

#include "lib/rpc/requestid.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace RpcScope {

/// What the bytes we sent asked for, read back from the bytes themselves (so raw mode,
/// a typed request and a built one are all understood the same way).
struct SentMessage
{
    struct Item
    {
        RequestId id;            ///< Absent for a notification
        QString method;          ///< empty when the item had no string method
        /// What an MCP call names: the tool of tools/call, the prompt of prompts/get, the
        /// uri of resources/read; empty otherwise.
        QString target;
        /// The MCP revision the request names in params._meta (2026-07-28 on, the stateless
        /// wire); empty otherwise.
        QString mcpRevision;
        bool valid = true;       ///< a request object the server can understand
        bool isNotification() const { return valid && id.isAbsent(); }
        /// For people: "math.add", "tools/call · echo".
        QString label() const;
    };

    bool parsed = false;         ///< the bytes are JSON
    bool batch = false;          ///< top level is an array
    QList<Item> items;

    static SentMessage fromBytes(const QByteArray &bytes);

    bool isEmptyBatch() const { return parsed && batch && items.isEmpty(); }
    /// How many responses a conforming server sends back.
    int expectedResponses() const;
    /// True when no answer is due at all (only notifications).
    bool onlyNotifications() const { return parsed && !items.isEmpty() && expectedResponses() == 0; }
    /// Method names sent, for display ("a, b, c").
    QString methodSummary() const;
    /// The method of each item, in order ("" for what names none).
    QStringList methods() const;
};

} // namespace RpcScope
