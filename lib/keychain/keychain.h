#pragma once

#include <QByteArray>
#include <QString>

#include <functional>

class QObject;

namespace RpcScope {

/// One answer of the system keychain.
struct KeychainAnswer
{
    enum class Outcome { Ok, NotFound, Failed };

    Outcome outcome = Outcome::Failed;
    QByteArray data;   ///< what was read (Ok after a read)
    QString error;     ///< why not, in words (Failed)

    bool ok() const { return outcome == Outcome::Ok; }
};

/// The system keychain through QtKeychain, one entry per (service, key). Every call answers
/// once, asynchronously, through \a done on \a context's thread, and not at all when
/// \a context is gone first. A keychain that does not answer within five seconds (a locked or
/// absent Secret Service can leave a D-Bus call hanging) is answered Failed. QtKeychain's
/// plain-text fallback is never used: a secret never lands in a file.
namespace Keychain {

using Done = std::function<void(const KeychainAnswer &)>;

void read(const QString &service, const QString &key, QObject *context, Done done);
/// \a data is UTF-8 text (kept as text, readable in a keychain manager).
void write(const QString &service, const QString &key, const QByteArray &data, QObject *context, Done done);
void remove(const QString &service, const QString &key, QObject *context, Done done);

} // namespace Keychain

} // namespace RpcScope
