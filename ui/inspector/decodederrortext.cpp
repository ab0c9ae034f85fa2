#include "ui/inspector/decodederrortext.h"

#include "lib/rpc/classification.h"

namespace RpcScope {

QString DecodedErrorText::describe(const DecodedError &error)
{
    QString text = QString::fromUtf8(error.codeRaw);
    const QString &name = error.displayName.isEmpty() ? error.name : error.displayName;
    if (!name.isEmpty())
        text += QLatin1Char(' ') + name;
    // "-32700 Parse error", not "-32700 Parse error: Parse error" (the message is the server's,
    // in English as a rule).
    if (!error.message.isEmpty() && error.message.compare(error.name, Qt::CaseInsensitive) != 0
        && error.message.compare(name, Qt::CaseInsensitive) != 0)
        text += QStringLiteral(": ") + error.message;
    if (!error.applicationCode.isEmpty())
        //: An error's application code nested in error.data, e.g. "(application code NOT_FOUND)"
        text += QLatin1Char(' ') + tr("(application code %1)").arg(error.applicationCode);
    return text;
}

} // namespace RpcScope
