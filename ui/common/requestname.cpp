#include "ui/common/requestname.h"

#include "lib/rpc/sentmessage.h"

namespace RpcScope {

QString RequestName::of(const SentMessage &sent)
{
    if (!sent.parsed)
        //: A request that was not JSON (sent in raw mode)
        return tr("(not JSON)");
    if (sent.batch)
        //: A batch request and how many messages it held
        return tr("batch (%n)", nullptr, int(sent.items.size()));
    if (sent.items.isEmpty())
        return {};
    return sent.items.first().method.isEmpty() ? tr("(no method)") : sent.items.first().label();
}

} // namespace RpcScope
