#include "lib/keychain/keychainsecretstore.h"

#include "lib/keychain/keychain.h"

#include <QTimer>

namespace RpcScope {

KeychainSecretStore::KeychainSecretStore(const QString &service, QObject *parent)
    : QObject(parent)
    , m_service(service)
{}

KeychainSecretStore::~KeychainSecretStore() = default;

std::optional<QString> KeychainSecretStore::secret(const QString &name) const
{
    const auto it = m_values.constFind(name);
    if (it != m_values.cend())
        return *it;
    return m_environment.secret(name);
}

QString KeychainSecretStore::hint(const QString &name) const
{
    return tr("enter it in Edit Variables (kept in the system keychain) or set the environment variable %1")
        .arg(QString::fromLatin1(EnvironmentSecretStore::variableName(name)));
}

void KeychainSecretStore::setKeychainEnabled(bool enabled)
{
    m_enabled = enabled;
    if (!enabled)
        keychainFailed(tr("the keychain is switched off"));
}

void KeychainSecretStore::load(const QStringList &names)
{
    const bool wasLoading = isLoading();
    for (const QString &name : names) {
        if (m_values.contains(name) || m_pending.contains(name) || m_absent.contains(name) || !m_available)
            continue;
        m_pending.insert(name);
        Keychain::read(m_service, name, this, [this, name](const KeychainAnswer &answer) { onRead(name, answer); });
    }
    if (!isLoading() && !wasLoading)
        QTimer::singleShot(0, this, &KeychainSecretStore::loaded);
}

void KeychainSecretStore::onRead(const QString &name, const KeychainAnswer &answer)
{
    if (!m_pending.remove(name))
        return;
    if (answer.ok())
        m_values.insert(name, QString::fromUtf8(answer.data));
    else if (answer.outcome == KeychainAnswer::Outcome::NotFound)
        m_absent.insert(name);
    else if (answer.outcome == KeychainAnswer::Outcome::Failed)
        keychainFailed(answer.error);
    if (m_pending.isEmpty())
        emit loaded();
}

void KeychainSecretStore::setSecret(const QString &name, const QString &value)
{
    m_values.insert(name, value);
    m_absent.remove(name);
    if (!m_available)
        return;
    Keychain::write(m_service, name, value.toUtf8(), this, [this](const KeychainAnswer &answer) {
        if (!answer.ok())
            keychainFailed(answer.error);
    });
}

void KeychainSecretStore::removeSecret(const QString &name)
{
    m_values.remove(name);
    m_absent.insert(name);
    if (m_available)
        Keychain::remove(m_service, name, this, [](const KeychainAnswer &) {});
}

void KeychainSecretStore::keychainFailed(const QString &why)
{
    if (!m_available && m_failure == why)
        return;
    m_available = false;
    m_failure = why;
    emit statusChanged(status());
}

QString KeychainSecretStore::status() const
{
    if (m_available)
        return tr("Secret values are kept in the system keychain, never in a file.");
    return tr("No system keychain is reachable (%1): secret values entered here are kept in memory until "
              "RpcScope quits; values are also read from RPCSCOPE_SECRET_<NAME> environment variables. They are "
              "never written to a file.")
        .arg(m_failure);
}

} // namespace RpcScope
