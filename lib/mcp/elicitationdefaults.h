#pragma once

#include <QByteArray>

namespace RpcScope {

/// MCP elicitation defaults (SEP-1034, 2025-11-25 on): an accepted form answer carries the
/// requested schema's `default` for every field it leaves out.
class ElicitationDefaults
{
public:
    /// \a resultJson (an elicitation/create result) with the defaults of \a paramsJson's
    /// requestedSchema added to its `content` for the fields it lacks, when its action is
    /// "accept". Anything else, and a result with nothing to add, comes back unchanged.
    static QByteArray apply(const QByteArray &paramsJson, const QByteArray &resultJson);
};

} // namespace RpcScope
