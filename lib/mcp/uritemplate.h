#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

namespace RpcScope {

/// URI templates of MCP resource templates (RFC 6570, levels 1 to 4: {var}, {+var}, {#var},
/// {.var}, {/var}, {;var}, {?var}, {&var}, lists of variables, the :N prefix modifier; the
/// explode modifier is read, and a value is one string). An expression none of whose
/// variables has a value stays as written, so the URI shows what is still to be filled in.
class UriTemplate
{
public:
    /// The variable names of \a uriTemplate, each once, in order of appearance.
    static QStringList variables(const QString &uriTemplate);
    /// \a uriTemplate with \a values filled in, percent-encoded as the expression's operator says.
    static QString expand(const QString &uriTemplate, const QHash<QString, QString> &values);
    /// Whether \a text holds an expression ({...}).
    static bool isTemplate(const QString &text);
};

} // namespace RpcScope
