#include "lib/discovery/methodinfo.h"

#include <QRegularExpression>

namespace RpcScope {

QString MethodInfo::oneLineSummary() const
{
    QString text = summary.isEmpty() ? description : summary;
    static const QRegularExpression space(QStringLiteral("[\\t\\r\\n]+"));
    return text.replace(space, QStringLiteral(" ")).trimmed();
}

} // namespace RpcScope
