#pragma once

#include <QString>

#include <optional>

namespace RpcScope {

/// Where the values of secret variables come from. The CLI and CI read environment
/// variables (EnvironmentSecretStore); the GUI will add one over the system keychain.
class SecretStore
{
public:
    virtual ~SecretStore();
    /// The value of the secret \a name, or nothing when the store has none.
    virtual std::optional<QString> secret(const QString &name) const = 0;
    /// Where a person should put the value, for error messages, e.g. "RPCSCOPE_SECRET_PASSWORD".
    virtual QString hint(const QString &name) const = 0;
};

/// Reads `RPCSCOPE_SECRET_<NAME>`: the name upper-cased, every character other than A-Z and
/// 0-9 as `_` (the rule `replay --secret` follows too).
class EnvironmentSecretStore final : public SecretStore
{
public:
    std::optional<QString> secret(const QString &name) const override;
    QString hint(const QString &name) const override;
    static QByteArray variableName(const QString &name);
    /// \a name as such a variable spells it: upper-cased, every other character as `_`.
    static QByteArray upperName(const QString &name);
};

} // namespace RpcScope
