#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

namespace RpcScope {

/// URI templates of MCP resource templates (RFC 6570, levels 1 to 4: {var}, {+var}, {#var},
/// {.var}, {/var}, {;var}, {?var}, {&var}, lists of variables, the :N prefix modifier; the
/// explode modifier is read, and a value is one string). An empty value counts as not given
/// (a field left empty in the GUI).
class UriTemplate
{
public:
    /// What becomes of an expression none of whose variables has a value.
    enum class Unfilled {
        Keep,   ///< stays as written: the URI shows what is still to be filled in
        Drop,   ///< expands to nothing, as RFC 6570 says (an optional {?cursor} left out)
    };

    /// The variable names of \a uriTemplate, each once, in order of appearance.
    static QStringList variables(const QString &uriTemplate);
    /// \a uriTemplate with \a values filled in, percent-encoded as the expression's operator
    /// says ({+var} and {#var} keep reserved characters and %XX sequences as they are).
    static QString expand(const QString &uriTemplate, const QHash<QString, QString> &values,
                          Unfilled unfilled = Unfilled::Keep);
    /// Whether \a text holds an expression ({...}).
    static bool isTemplate(const QString &text);
};

} // namespace RpcScope
