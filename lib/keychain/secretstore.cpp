#include "lib/keychain/secretstore.h"

#include "lib/tr.h"

namespace RpcScope {

SecretStore::~SecretStore() = default;

QByteArray EnvironmentSecretStore::upperName(const QString &name)
{
    QByteArray upper;
    for (const QChar c : name.toUpper())
        upper += (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9') ? char(c.unicode()) : '_';
    return upper;
}

QByteArray EnvironmentSecretStore::variableName(const QString &name)
{
    return "RPCSCOPE_SECRET_" + upperName(name);
}

std::optional<QString> EnvironmentSecretStore::secret(const QString &name) const
{
    const QByteArray variable = variableName(name);
    if (!qEnvironmentVariableIsSet(variable.constData()))
        return std::nullopt;
    return qEnvironmentVariable(variable.constData());
}

QString EnvironmentSecretStore::hint(const QString &name) const
{
    return Tr::tr("set the environment variable %1").arg(QString::fromLatin1(variableName(name)));
}

} // namespace RpcScope
