#pragma once

// Starts an MCP request and waits (the event loop running) for its reply.
#include "lib/mcp/mcpsession.h"

#include <QElapsedTimer>
#include <QTest>

#include <functional>
#include <optional>

/// The reply \a start's request got, or one whose error says none came within 15 s.
inline RpcScope::McpReply waitForReply(const std::function<void(RpcScope::McpSession::ReplyHandler)> &start)
{
    std::optional<RpcScope::McpReply> got;
    start([&got](const RpcScope::McpReply &reply) { got = reply; });
    QElapsedTimer clock;
    clock.start();
    while (!got && clock.elapsed() < 15000)
        QTest::qWait(10);
    if (!got) {
        RpcScope::McpReply none;
        none.error = QStringLiteral("no reply within 15 s");
        return none;
    }
    return *got;
}
