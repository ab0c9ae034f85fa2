#pragma once

#include "lib/session/sessionreader.h"

#include <QStringList>

namespace TestSupport {

/// The exchange lines of \a session as "method=outcome", in file order (for tests of
/// what a recorder or a tap wrote; the test links rpcscope_session).
inline QStringList exchangesOf(const RpcScope::SessionReader::Session &session)
{
    QStringList exchanges;
    for (const RpcScope::SessionEntry &entry : session.entries) {
        if (entry.type == RpcScope::SessionEntry::Type::Exchange)
            exchanges.append(entry.method + u'=' + entry.outcome);
    }
    return exchanges;
}

} // namespace TestSupport
