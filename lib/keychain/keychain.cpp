#include "lib/keychain/keychain.h"

#include <qt6keychain/keychain.h>

#include <QCoreApplication>
#include <QPointer>
#include <QTimer>

#include <memory>

namespace RpcScope {

namespace {

constexpr int kKeychainTimeoutMs = 5000;

// Jobs have no parent: the Secret Service backend calls back into a job after its answer
// arrives, so a job must outlive whoever started it (it deletes itself when done).
void start(QKeychain::Job *job, const QString &key, QObject *context, Keychain::Done done)
{
    job->setAutoDelete(true);
    job->setInsecureFallback(false);
    job->setKey(key);
    // Whichever comes first, the job's answer or the time-out, answers; the other is ignored.
    auto pending = std::make_shared<Keychain::Done>(std::move(done));
    QObject::connect(job, &QKeychain::Job::finished, context, [pending](QKeychain::Job *finished) {
        if (!*pending)
            return;
        KeychainAnswer answer;
        switch (finished->error()) {
        case QKeychain::NoError:
            answer.outcome = KeychainAnswer::Outcome::Ok;
            if (auto *read = qobject_cast<QKeychain::ReadPasswordJob *>(finished))
                answer.data = read->binaryData();
            break;
        case QKeychain::EntryNotFound:
            answer.outcome = KeychainAnswer::Outcome::NotFound;
            break;
        default:
            answer.error = finished->errorString();
            break;
        }
        std::exchange(*pending, nullptr)(answer);
    });
    QTimer::singleShot(kKeychainTimeoutMs, context, [pending] {
        if (!*pending)
            return;
        KeychainAnswer answer;
        answer.error = QCoreApplication::translate("RpcScope::Keychain", "the keychain did not answer");
        std::exchange(*pending, nullptr)(answer);
    });
    job->start();
}

} // namespace

namespace Keychain {

void read(const QString &service, const QString &key, QObject *context, Done done)
{
    start(new QKeychain::ReadPasswordJob(service), key, context, std::move(done));
}

void write(const QString &service, const QString &key, const QByteArray &data, QObject *context, Done done)
{
    auto *job = new QKeychain::WritePasswordJob(service);
    job->setTextData(QString::fromUtf8(data));   // readable in a keychain manager; all we keep is text
    start(job, key, context, std::move(done));
}

void remove(const QString &service, const QString &key, QObject *context, Done done)
{
    start(new QKeychain::DeletePasswordJob(service), key, context, std::move(done));
}

} // namespace Keychain

} // namespace RpcScope
