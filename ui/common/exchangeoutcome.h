#pragma once

#include <QCoreApplication>
#include <QString>

namespace RpcScope {

struct Exchange;

/// What an exchange came to, for people: finer than Classification::Outcome (tool-errors
/// and business-errors are told apart from JSON-RPC errors), and named in their language.
/// The history's Outcome column and the runner's Status column both say it this way.
class ExchangeOutcome
{
    Q_DECLARE_TR_FUNCTIONS(RpcScope::ExchangeOutcome)

public:
    /// InputRequired: an MCP 2026-07-28 result that asks for input before the call can end
    /// (resultType "input_required", MRTR); the call goes again with the answers.
    enum class Kind { Result, Error, ToolError, BusinessError, Notification, TransportFailure, Invalid, InputRequired };
    static constexpr int KindCount = 8;

    static Kind of(const Exchange &exchange);
    /// Translated, lower case: "result", "tool error" …
    static QString name(Kind kind);
    static bool isFailure(Kind kind)
    {
        return kind != Kind::Result && kind != Kind::Notification && kind != Kind::InputRequired;
    }
};

} // namespace RpcScope
