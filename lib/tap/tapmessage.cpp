#include "lib/tap/tapmessage.h"

namespace RpcScope {

QString tapVerdictName(TapVerdict verdict)
{
    switch (verdict) {
    case TapVerdict::Send:
        return QStringLiteral("send");
    case TapVerdict::Edit:
        return QStringLiteral("edit");
    case TapVerdict::Drop:
        return QStringLiteral("drop");
    case TapVerdict::Answer:
        return QStringLiteral("answer");
    case TapVerdict::TimedOut:
        return QStringLiteral("timeout");
    case TapVerdict::Released:
        break;
    }
    return QStringLiteral("released");
}

std::optional<TapVerdict> tapVerdictFromName(QStringView name)
{
    for (const TapVerdict verdict : {TapVerdict::Send, TapVerdict::Edit, TapVerdict::Drop, TapVerdict::Answer,
                                     TapVerdict::TimedOut, TapVerdict::Released}) {
        if (name == tapVerdictName(verdict))
            return verdict;
    }
    return std::nullopt;
}

} // namespace RpcScope
