#pragma once

#include "lib/collection/collection.h"

#include <QHash>
#include <QSet>
#include <QString>

#include <functional>
#include <optional>

namespace RpcScope {

class SecretStore;

/// Fills `{{name}}` placeholders. A name is looked up, first found wins, in: values captured
/// during the run, `--var` overrides, the selected environment, the collection's variables,
/// and last the host program's built-in variables (the GUI's `demo.rpcUrl` …, setBuiltins()).
/// A value may itself hold placeholders; a chain that leads back to a name being resolved is
/// an error, as is a name defined nowhere. A captured value is taken as it came: a server's
/// "{{API_KEY}}" must not pull a secret into the next request. A secret variable takes its value from the
/// SecretStore; every secret value resolved is remembered so that mask() can hide it.
class VariableResolver
{
public:
    /// Where a placeholder stands: in JSON text a value that lands inside a string literal is
    /// escaped for it ("a\"b"), outside one it goes in as it is (so `{"n": {{count}}}` works).
    enum class Context { Plain, Json };

    /// Variables the host program defines for every resolver of the process, looked up last:
    /// the GUI names its built-in demo endpoints' addresses (`demo.rpcUrl` …), so a collection
    /// environment can bind to the demo of this run. Set once at start, on the main thread.
    static void setBuiltins(const QList<CollectionVariable> &variables);
    /// How the host program lets a person give a variable for a run, for the message about an
    /// undefined name: "%1" stands for the name. The CLI's default: "--var %1=VALUE".
    static void setOverrideHint(const QString &hint);

    void setGlobals(const QList<CollectionVariable> &variables);
    void setEnvironment(const QList<CollectionVariable> &variables);
    void setOverride(const QString &name, const QString &value);
    /// "NAME=VALUE" (as `--var` takes it, and the runner panel's field) split at the first '=';
    /// nothing when there is no '=' or no name before it.
    static std::optional<QPair<QString, QString>> parseAssignment(const QString &text);
    void setCaptured(const QString &name, const QString &value, bool secret = false);
    void setSecretStore(const SecretStore *store) { m_secrets = store; }
    /// Called with each secret value the first time it is resolved or captured (a secret
    /// variable from the store or from an override of a name declared secret, a secret
    /// capture), before it goes into any request: a recorder redacts it by value from then on.
    void setSecretListener(std::function<void(const QString &name, const QString &value)> listener)
    {
        m_listener = std::move(listener);
    }

    /// The value of \a name, placeholders in it resolved; nothing and a translated \a error
    /// when it is undefined, refers to itself, or is a secret without a value.
    std::optional<QString> value(const QString &name, QString *error);
    /// \a text with every placeholder filled.
    std::optional<QString> resolve(const QString &text, Context context, QString *error);

    /// The names \a text refers to, in order of appearance (each once).
    static QStringList placeholders(const QString &text);

    /// \a text with every secret value resolved so far replaced by `***`, in each spelling
    /// SecretValues::spellings() knows (as it is, JSON-escaped, percent-encoded, XML-escaped).
    QString mask(QString text) const;
    QByteArray mask(const QByteArray &bytes) const;
    const QSet<QString> &secretValues() const { return m_secretValues; }

private:
    struct Entry
    {
        QString value;
        bool secret = false;
    };
    /// One resolve() or value(): the names being resolved, innermost last (a circle is an
    /// error), and the names filled so far with their values.
    struct Walk
    {
        QStringList stack;
        QHash<QString, QString> filled;
    };
    std::optional<QString> lookup(const QString &name, Walk *walk, QString *error);
    std::optional<QString> fill(const QString &text, Context context, Walk *walk, QString *error);
    void remember(const QString &name, const QString &value);
    bool declaredSecret(const QString &name) const;

    QHash<QString, Entry> m_globals;
    QHash<QString, Entry> m_environment;
    QHash<QString, Entry> m_overrides;
    QHash<QString, Entry> m_captured;
    const SecretStore *m_secrets = nullptr;
    QSet<QString> m_secretValues;
    std::function<void(const QString &, const QString &)> m_listener;
};

} // namespace RpcScope
