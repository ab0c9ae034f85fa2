#include "lib/session/sessionentry.h"

namespace RpcScope {

qint64 SessionEntry::size() const
{
    if (type == Type::Message)
        return message.size();
    return request.size() + body.size();
}

} // namespace RpcScope
