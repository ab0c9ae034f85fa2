#pragma once

#include <QCoreApplication>
#include <QString>

namespace RpcScope {

struct SentMessage;

/// What a request is called for people, the same in the history, the headline of an answer
/// and the title of a tab: its method ("math.add", "tools/call · echo"), "batch (3)", or
/// what it is when it has none ("(not JSON)", "(no method)").
class RequestName
{
    Q_DECLARE_TR_FUNCTIONS(RpcScope::RequestName)

public:
    static QString of(const SentMessage &sent);
};

} // namespace RpcScope
