#include "lib/transport/wire.h"

namespace RpcScope {

QByteArray headerValue(const HeaderList &headers, QByteArrayView name)
{
    for (const auto &field : headers) {
        if (field.first.compare(name, Qt::CaseInsensitive) == 0)
            return field.second;
    }
    return {};
}

} // namespace RpcScope
