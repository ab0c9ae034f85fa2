#include "ui/mcp/mcpcachehint.h"

#include "lib/mcp/mcpfeatures.h"
#include "lib/text/units.h"
#include "ui/common/theme.h"

#include <QLocale>

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

void McpCacheHint::setList(const McpList &list, const QString &subject)
{
    const QString text = describe(subject, list.ttlMs, list.cacheScope);
    setText(text);
    setToolTip(text.isEmpty() ? QString()
                              : tr("ttlMs %1, cacheScope %2 (as the server sent them)")
                                    .arg(list.ttlMs < 0 ? tr("absent") : QString::number(list.ttlMs),
                                         list.cacheScope.isEmpty() ? tr("absent") : list.cacheScope));
    setVisible(!text.isEmpty());
}

QString McpCacheHint::describe(const QString &subject, qint64 ttlMs, const QString &scope)
{
    QString fresh;
    if (ttlMs == 0) {
        fresh = tr("%1 is stale at once: ask again whenever it is needed").arg(subject);
    } else if (ttlMs > 0) {
        // Whole minutes and seconds as people say them: "1 min", "90 s".
        const QString span = ttlMs % 60000 == 0 ? tr("%1 min").arg(QLocale().toString(ttlMs / 60000))
                             : ttlMs % 1000 == 0 ? tr("%1 s").arg(QLocale().toString(ttlMs / 1000))
                                                 : Units::duration(ttlMs);
        fresh = tr("%1 may be kept for %2").arg(subject, span);
    }
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
        return tr("%1: %2").arg(subject, who);
    return who.isEmpty() ? fresh : tr("%1, %2").arg(fresh, who);
}

void McpCacheHint::recolour()
{
    QPalette shown = palette();
    shown.setColor(QPalette::WindowText, Theme::color(Theme::Role::Muted));
    setPalette(shown);
}

} // namespace RpcScope
