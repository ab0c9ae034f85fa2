#include "lib/keychain/secretstore.h"

#include "lib/tr.h"

namespace RpcScope {

SecretStore::~SecretStore() = default;

QByteArray EnvironmentSecretStore::variableName(const QString &name)
{
    QByteArray variable = "RPCSCOPE_SECRET_";
    for (const QChar c : name.toUpper())
        variable += (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9') ? char(c.unicode()) : '_';
    return variable;
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
