#include "ui/mcp/mcpcachehint.h"

#include "lib/mcp/mcpfeatures.h"
#include "lib/text/units.h"
#include "ui/common/theme.h"

namespace RpcScope {

McpCacheHint::McpCacheHint(QWidget *parent)
    : QLabel(parent)
{
    setObjectName(QStringLiteral("mcpCacheHint"));
    setWordWrap(true);
    setTextFormat(Qt::PlainText);
    recolour();
    connect(Theme::instance(), &Theme::changed, this, &McpCacheHint::recolour);
    hide();
}

void McpCacheHint::setList(const McpList &list)
{
    const QString text = describe(list.ttlMs, list.cacheScope);
    setText(text);
    setToolTip(text.isEmpty() ? QString()
                              : tr("ttlMs %1, cacheScope %2 (as the server sent them)")
                                    .arg(list.ttlMs < 0 ? tr("absent") : QString::number(list.ttlMs),
                                         list.cacheScope.isEmpty() ? tr("absent") : list.cacheScope));
    setVisible(!text.isEmpty());
}

QString McpCacheHint::describe(qint64 ttlMs, const QString &scope)
{
    QString fresh;
    if (ttlMs == 0)
        fresh = tr("Stale at once: fetch again whenever needed");
    else if (ttlMs > 0)
        fresh = tr("Fresh for %1").arg(Units::duration(ttlMs));
    QString who;
    if (scope == u"public")
        who = tr("the same for every caller");
    else if (scope == u"private")
        who = tr("for this caller only");
    else if (!scope.isEmpty())
        who = tr("scope \"%1\"").arg(scope);
    if (fresh.isEmpty() && who.isEmpty())
        return {};
    if (fresh.isEmpty())
        return tr("Cache scope: %1").arg(who);
    return who.isEmpty() ? fresh : tr("%1, %2").arg(fresh, who);
}

void McpCacheHint::recolour()
{
    QPalette shown = palette();
    shown.setColor(QPalette::WindowText, Theme::color(Theme::Role::Muted));
    setPalette(shown);
}

} // namespace RpcScope
