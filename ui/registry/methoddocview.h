#pragma once

#include "lib/discovery/methodinfo.h"

#include <QByteArray>
#include <QStringList>
#include <QTextBrowser>

namespace RpcScope {

class JsonDocument;

/// The documentation of one method as rich text: summary, description, parameters (type,
/// required, enum, default, bounds, nested members), result schema, errors and examples,
/// its provenance and its aliases (links that jump to them). Everything a server wrote is
/// HTML-escaped. `$ref`s are resolved against a reference document (the OpenRPC document
/// the method came from) or, failing that, the schema itself; a `$ref` cycle is shown as
/// such, and nesting and output are bounded, so a hostile schema cannot freeze it.
class MethodDocView final : public QTextBrowser
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MethodDocView)

public:
    /// Nested schemas are described this deep; below it "…".
    static constexpr int MaxDepth = 6;
    /// Schema members described in one document at most.
    static constexpr int MaxItems = 2000;

    explicit MethodDocView(QWidget *parent = nullptr);

    /// Shows \a method. \a aliasOf is the name it is an alias of (empty when none), \a aliases
    /// the other names of its alias group.
    void setMethod(const MethodInfo &method, const QString &aliasOf = {}, const QStringList &aliases = {});
    /// Shows a hint instead of a method.
    void showPlaceholder(const QString &text);
    /// The document `$ref`s point into (an OpenRPC document's text); empty for none.
    void setReferenceDocument(const QByteArray &document);
    /// The method shown, if any.
    const QString &methodName() const { return m_name; }

    /// The rich text of \a method (pure): what setMethod() shows.
    static QString html(const MethodInfo &method, const QString &aliasOf, const QStringList &aliases,
                        const JsonDocument &reference);

signals:
    /// A link to another method (an alias) was followed.
    void methodLinkActivated(const QString &name);

private:
    QByteArray m_reference;
    QString m_name;
};

} // namespace RpcScope
