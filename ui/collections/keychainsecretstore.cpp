#include "ui/collections/keychainsecretstore.h"

#include <qt6keychain/keychain.h>

#include <QTimer>

namespace RpcScope {

// Jobs have no parent: the Secret Service backend calls back into a job after its answer
// arrives, so a job must outlive the store that started it (it deletes itself when done;
// the connection to the store goes with the store).

namespace {
// A keychain that does not answer in this time is taken as unreachable (a locked or absent
// Secret Service can leave a D-Bus call hanging).
constexpr int kKeychainTimeoutMs = 5000;
}

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
        if (m_values.contains(name) || m_pending.contains(name) || !m_available)
            continue;
        m_pending.insert(name);
        auto *job = new QKeychain::ReadPasswordJob(m_service);
        job->setAutoDelete(true);
        job->setInsecureFallback(false);
        job->setKey(name);
        connect(job, &QKeychain::Job::finished, this, [this, name](QKeychain::Job *done) { onReadFinished(done, name); });
        job->start();
    }
    if (!isLoading()) {
        if (!wasLoading)
            QTimer::singleShot(0, this, &KeychainSecretStore::loaded);
        return;
    }
    QTimer::singleShot(kKeychainTimeoutMs, this, [this] {
        if (isLoading()) {
            m_pending.clear();
            keychainFailed(tr("the keychain did not answer"));
            emit loaded();
        }
    });
}

void KeychainSecretStore::onReadFinished(QKeychain::Job *job, const QString &name)
{
    if (!m_pending.remove(name))
        return;   // answered after the time-out
    auto *read = static_cast<QKeychain::ReadPasswordJob *>(job);
    if (job->error() == QKeychain::NoError)
        m_values.insert(name, read->textData());
    else if (job->error() != QKeychain::EntryNotFound)
        keychainFailed(job->errorString());
    if (m_pending.isEmpty())
        emit loaded();
}

void KeychainSecretStore::setSecret(const QString &name, const QString &value)
{
    m_values.insert(name, value);
    if (!m_available)
        return;
    auto *job = new QKeychain::WritePasswordJob(m_service);
    job->setAutoDelete(true);
    job->setInsecureFallback(false);
    job->setKey(name);
    job->setTextData(value);
    connect(job, &QKeychain::Job::finished, this, &KeychainSecretStore::onWriteFinished);
    job->start();
}

void KeychainSecretStore::removeSecret(const QString &name)
{
    m_values.remove(name);
    if (!m_available)
        return;
    auto *job = new QKeychain::DeletePasswordJob(m_service);
    job->setAutoDelete(true);
    job->setInsecureFallback(false);
    job->setKey(name);
    job->start();
}

void KeychainSecretStore::onWriteFinished(QKeychain::Job *job)
{
    if (job->error() != QKeychain::NoError)
        keychainFailed(job->errorString());
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
        return tr("Secret values are kept in the system keychain, never in the collection file.");
    return tr("No system keychain is reachable (%1): secret values entered here are kept in memory until "
              "RpcScope quits; values are also read from RPCSCOPE_SECRET_<NAME> environment variables. They are "
              "never written to the collection file.")
        .arg(m_failure);
}

} // namespace RpcScope
