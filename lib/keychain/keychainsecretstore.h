#pragma once

#include "lib/keychain/secretstore.h"

#include <QHash>
#include <QObject>
#include <QSet>

namespace RpcScope {

struct KeychainAnswer;

/// The GUI's SecretStore: the values of secret variables live in the system keychain
/// (QtKeychain: Secret Service, KWallet, macOS Keychain, Windows Credential Store), never in
/// a file RpcScope writes. The keychain answers asynchronously, so values are read ahead
/// (load()) into memory; secret() answers from there, then from `RPCSCOPE_SECRET_<NAME>`.
/// When no keychain service is reachable (CI without a D-Bus secret service) values set in
/// the GUI stay in memory for this session and the store says so (status()). QtKeychain's
/// plain-text fallback is never used.
class KeychainSecretStore final : public QObject, public SecretStore
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(KeychainSecretStore)

public:
    /// \a service: the keychain entry's service name; each secret is one key under it.
    explicit KeychainSecretStore(const QString &service = QStringLiteral("RpcScope"), QObject *parent = nullptr);
    ~KeychainSecretStore() override;

    std::optional<QString> secret(const QString &name) const override;
    QString hint(const QString &name) const override;

    /// Reads \a names from the keychain into memory (once each: a name it had no entry for is
    /// not asked again); loaded() when all have answered.
    void load(const QStringList &names);
    bool isLoading() const { return !m_pending.isEmpty(); }
    /// Whether the keychain answered that it has no entry for \a name (or it was removed).
    bool isKnownAbsent(const QString &name) const { return m_absent.contains(name); }
    /// Keeps \a value for \a name in memory and writes it to the keychain.
    void setSecret(const QString &name, const QString &value);
    void removeSecret(const QString &name);

    /// False once the keychain failed to answer; values then live in memory only.
    bool isKeychainAvailable() const { return m_available; }
    /// Where secrets are kept, in words (for the environment editor).
    QString status() const;
    /// Never asks the keychain (tests and `--screenshots`): memory and the environment only.
    void setKeychainEnabled(bool enabled);

signals:
    void loaded();
    void statusChanged(const QString &status);

private:
    void onRead(const QString &name, const KeychainAnswer &answer);
    void keychainFailed(const QString &why);

    QString m_service;
    QHash<QString, QString> m_values;   // memory: read from the keychain, or set this session
    QSet<QString> m_pending;            // names being read
    QSet<QString> m_absent;             // names the keychain has no entry for: not asked again
    bool m_available = true;
    bool m_enabled = true;
    QString m_failure;
    EnvironmentSecretStore m_environment;
};

} // namespace RpcScope
