#pragma once

#include <QIcon>
#include <QString>
#include <QStringList>

namespace RpcScope {

/// The action icons (resources/icons/actions/*.svg), drawn in the palette's text colour:
/// Qt's SVG renderer knows no currentColor, so each SVG is rendered in black at the size
/// asked for (any device pixel ratio) and tinted. The tint follows the application palette,
/// so the icons change with the theme without being fetched again.
class Icons
{
public:
    /// The icon called \a name ("send", "cancel", "refresh", "add", "remove", "copy",
    /// "history", "batch", "theme", "presentation", "load-document", "settings"); a null icon for a name
    /// that has no SVG. Icons are shared: fetching one twice costs a hash look-up.
    static QIcon get(const QString &name);
    /// Every icon name there is.
    static QStringList names();
};

} // namespace RpcScope
