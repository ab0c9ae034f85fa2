#include "lib/workspace/mcpserverconfig.h"

#include "lib/json/jsonbuilder.h"
#include "lib/keychain/secretstore.h"
#include "lib/tr.h"
#include "lib/transport/stdio/commandline.h"
#include "lib/transport/transportfactory.h"

#include <QRegularExpression>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace RpcScope {

namespace McpServerConfig {

namespace {

/// A value a host fills in itself (`${input:token}`, `${env:KEY}`): nothing RpcScope can use.
bool isHostPlaceholder(const QString &value)
{
    static const QRegularExpression placeholder(u"^\\$\\{[^}]+\\}$"_s);
    return placeholder.match(value.trimmed()).hasMatch();
}

/// An upper-case variable name from \a text ("my server" and "token": MY_SERVER_TOKEN), as
/// RPCSCOPE_SECRET_<NAME> spells it.
QString variableName(const QString &text)
{
    return QString::fromLatin1(EnvironmentSecretStore::upperName(text));
}

/// A header an export must not write as it is: a credential by kind or by name (X-Api-Key,
/// X-Auth-Token, …), as the session recorder would hide it.
bool looksLikeCredential(const QByteArray &header)
{
    if (isCredentialHeader(header))
        return true;
    const QByteArray lower = header.toLower();
    static const QByteArrayView parts[] = {"token", "secret", "passw", "auth", "key", "credential"};
    return std::any_of(std::begin(parts), std::end(parts), [&lower](QByteArrayView part) { return lower.contains(part); });
}

void importHeaders(const McpServerEntry &entry, Imported *imported)
{
    EndpointProfile &profile = imported->profile;
    for (const McpServerSetting &header : entry.headers) {
        if (!header.secret) {
            profile.headers.append({header.name.toLatin1(), header.value.toLatin1()});
            continue;
        }
        if (profile.auth != EndpointProfile::Auth::None) {
            imported->notes.append(Tr::tr("%1: the header %2 was not taken over: an endpoint carries one secret "
                                          "header; add it in the endpoint settings.").arg(entry.name, header.name));
            continue;
        }
        const bool bearer = header.name.compare(u"Authorization"_s, Qt::CaseInsensitive) == 0
                            && header.value.startsWith(u"Bearer "_s, Qt::CaseInsensitive);
        const QString secret = bearer ? header.value.mid(7).trimmed() : header.value;
        profile.auth = bearer ? EndpointProfile::Auth::Bearer : EndpointProfile::Auth::Header;
        profile.authHeader = bearer ? QByteArray() : header.name.toLatin1();
        profile.secretName = variableName(entry.name + (bearer ? u"_TOKEN"_s : u'_' + header.name));
        if (isHostPlaceholder(secret)) {
            imported->notes.append(Tr::tr("%1: the header %2 is %3, which the host fills in: give its value in the "
                                          "endpoint settings or %4.")
                                       .arg(entry.name, header.name, secret,
                                            QString::fromLatin1(EnvironmentSecretStore::variableName(profile.secretName))));
            continue;
        }
        imported->authSecret = secret.toUtf8();
        imported->notes.append(Tr::tr("%1: the header %2 became the endpoint's secret, held for this session; "
                                      "next time give it in the endpoint settings or %3.")
                                   .arg(entry.name, header.name,
                                        QString::fromLatin1(EnvironmentSecretStore::variableName(profile.secretName))));
    }
}

} // namespace

Imported fromEntry(const McpServerEntry &entry)
{
    Imported imported;
    imported.profile = EndpointProfile::create(entry.endpoint, entry.name);
    for (const McpServerSetting &setting : entry.environment) {
        EnvironmentVariable variable{setting.name, setting.secret ? QString() : setting.value, setting.secret};
        if (isHostPlaceholder(setting.value)) {
            // The host asks for it or takes it from its own environment: the user gives it here.
            variable = {setting.name, QString(), true};
            imported.notes.append(Tr::tr("%1: %2 is %3, which the host fills in: give its value in the endpoint "
                                         "settings or %4.")
                                      .arg(entry.name, setting.name, setting.value,
                                           QString::fromLatin1(EnvironmentSecretStore::variableName(setting.name))));
        } else if (setting.secret) {
            imported.secretValues.insert(setting.name, setting.value);
        }
        imported.profile.environment.append(variable);
    }
    if (entry.command.isEmpty())
        importHeaders(entry, &imported);
    return imported;
}

bool isExportable(const EndpointProfile &endpoint)
{
    const QString address = endpoint.address.trimmed();
    if (TransportFactory::isStdio(address))
        return !CommandLine::split(QStringView(address).mid(6)).isEmpty();
    const Transport::Kind kind = TransportFactory::kindOf(address);
    return kind == Transport::Kind::Http || kind == Transport::Kind::HttpSse;
}

namespace {

/// Writes the secrets of one host's file as its placeholders, and the inputs VS Code asks.
class SecretPlaceholders
{
public:
    explicit SecretPlaceholders(Host host)
        : m_host(host)
    {}

    QString placeholder(const QString &endpoint, const QString &name)
    {
        if (m_host != Host::VsCode)
            return u"${env:"_s + name + u'}';
        // The variable's own name, unless another server's (or another spelling's) has it.
        const auto idOf = [](const QString &text) {
            QString id = text.toLower();
            for (QChar &c : id) {
                if (!c.isLetterOrNumber())
                    c = u'_';
            }
            return id;
        };
        const QString owner = endpoint + u'\n' + name;
        if (const qsizetype known = m_owners.indexOf(owner); known >= 0)
            return u"${input:"_s + m_ids.at(known) + u'}';
        QString id = idOf(name);
        if (m_ids.contains(id))
            id = idOf(endpoint + u'_' + name);
        for (int n = 2; m_ids.contains(id); ++n)
            id = idOf(endpoint + u'_' + name) + u'_' + QString::number(n);
        m_ids.append(id);
        m_owners.append(owner);
        m_descriptions.append(Tr::tr("%1 of the MCP server %2").arg(name, endpoint));
        return u"${input:"_s + id + u'}';
    }

    void writeInputs(JsonBuilder &out) const
    {
        if (m_ids.isEmpty())
            return;
        out.key(u"inputs").beginArray();
        for (qsizetype i = 0; i < m_ids.size(); ++i) {
            out.beginObject().key(u"type").value(u"promptString").key(u"id").value(m_ids.at(i));
            out.key(u"description").value(m_descriptions.at(i)).key(u"password").value(true).endObject();
        }
        out.endArray();
    }

private:
    Host m_host;
    QStringList m_ids;
    QStringList m_owners;   // "server\nvariable" each input was made for
    QStringList m_descriptions;
};

QString uniqueName(const QString &name, QStringList *taken)
{
    QString out = name.trimmed().isEmpty() ? u"server"_s : name.trimmed();
    const QString base = out;
    for (int n = 2; taken->contains(out); ++n)
        out = base + u'-' + QString::number(n);
    taken->append(out);
    return out;
}

} // namespace

Exported toConfig(const QList<EndpointProfile> &endpoints, Host host)
{
    Exported exported;
    SecretPlaceholders secrets(host);
    QStringList names;
    QStringList placeholders;   // Claude Desktop's, to fill in by hand
    JsonBuilder out(2);
    out.beginObject().key(host == Host::VsCode ? u"servers" : u"mcpServers").beginObject();
    for (const EndpointProfile &endpoint : endpoints) {
        const QString address = endpoint.address.trimmed();
        if (!isExportable(endpoint)) {
            exported.notes.append(Tr::tr("%1 was left out: only stdio commands and HTTP endpoints are MCP servers a "
                                         "host can start or reach.").arg(endpoint.name));
            continue;
        }
        const bool stdio = TransportFactory::isStdio(address);
        if (!stdio && host == Host::ClaudeDesktop) {
            exported.notes.append(Tr::tr("%1 was left out: Claude Desktop's file has no remote servers; add it as a "
                                         "connector in Claude instead.").arg(endpoint.name));
            continue;
        }
        const QString name = uniqueName(endpoint.name, &names);
        out.key(name).beginObject();
        if (stdio) {
            const QStringList words = CommandLine::split(QStringView(address).mid(6));
            if (host == Host::VsCode)
                out.key(u"type").value(u"stdio");
            out.key(u"command").value(words.constFirst());
            out.key(u"args").beginArray();
            for (qsizetype i = 1; i < words.size(); ++i)
                out.value(words.at(i));
            out.endArray();
            if (!endpoint.environment.isEmpty()) {
                out.key(u"env").beginObject();
                for (const EnvironmentVariable &variable : endpoint.environment) {
                    QString value = variable.value;
                    if (variable.secret) {
                        value = secrets.placeholder(name, variable.name);
                        placeholders.append(name + u' ' + variable.name);
                    }
                    out.key(variable.name).value(value);
                }
                out.endObject();
            }
            if (!endpoint.workingDirectory.isEmpty()) {
                if (host == Host::ClaudeDesktop)
                    exported.notes.append(Tr::tr("%1: Claude Desktop has no working directory setting; %2 was left "
                                                 "out.").arg(name, endpoint.workingDirectory));
                else
                    out.key(u"cwd").value(endpoint.workingDirectory);
            }
            if (endpoint.framing == Framing::ContentLength)
                exported.notes.append(Tr::tr("%1 frames its messages as a language server does; MCP hosts expect one "
                                             "JSON message per line.").arg(name));
        } else {
            // MCP's older HTTP+SSE transport is `sse+https://…` here; hosts name it by type.
            const bool sse = TransportFactory::kindOf(address) == Transport::Kind::HttpSse;
            if (host == Host::VsCode)
                out.key(u"type").value(sse ? u"sse" : u"http");
            else if (sse)
                out.key(u"type").value(u"sse");
            out.key(u"url").value(sse ? address.mid(4) : address);
            // A credential someone put among the plain headers is no more written than the auth.
            HeaderList headers;
            for (const auto &[header, value] : endpoint.headers) {
                if (looksLikeCredential(header)) {
                    const QString secretName = variableName(name + u'_' + QString::fromLatin1(header));
                    headers.append({header, secrets.placeholder(name, secretName).toUtf8()});
                    placeholders.append(name + u' ' + secretName);
                } else {
                    headers.append({header, value});
                }
            }
            const QString secretName = endpoint.secretName.isEmpty() ? variableName(name + u"_TOKEN"_s)
                                                                     : variableName(endpoint.secretName);
            switch (endpoint.auth) {
            case EndpointProfile::Auth::None:
                break;
            case EndpointProfile::Auth::Bearer:
                headers.append({QByteArrayLiteral("Authorization"), QByteArray("Bearer " + secrets.placeholder(name, secretName).toUtf8())});
                placeholders.append(name + u' ' + secretName);
                break;
            case EndpointProfile::Auth::Header:
                headers.append({endpoint.authHeader, secrets.placeholder(name, secretName).toUtf8()});
                placeholders.append(name + u' ' + secretName);
                break;
            case EndpointProfile::Auth::Basic:
                exported.notes.append(Tr::tr("%1: Basic authentication cannot be written as a placeholder; add its "
                                             "Authorization header in the host.").arg(name));
                break;
            }
            if (!headers.isEmpty()) {
                out.key(u"headers").beginObject();
                for (const auto &[header, value] : std::as_const(headers))
                    out.key(QString::fromLatin1(header)).value(QString::fromUtf8(value));
                out.endObject();
            }
        }
        out.endObject();
    }
    out.endObject();
    secrets.writeInputs(out);
    out.endObject();
    exported.json = out.text() + '\n';
    if (!placeholders.isEmpty()) {
        switch (host) {
        case Host::ClaudeDesktop:
            exported.notes.append(Tr::tr("Secrets are not exported. Claude Desktop does not fill in ${env:…}: replace "
                                         "each with its value in the file (%1).").arg(placeholders.join(u", "_s)));
            break;
        case Host::Cursor:
            exported.notes.append(Tr::tr("Secrets are not exported: Cursor reads each ${env:…} from its own "
                                         "environment (%1).").arg(placeholders.join(u", "_s)));
            break;
        case Host::VsCode:
            exported.notes.append(Tr::tr("Secrets are not exported: VS Code asks for each when it starts the "
                                         "server (%1).").arg(placeholders.join(u", "_s)));
            break;
        }
    }
    return exported;
}

} // namespace McpServerConfig

} // namespace RpcScope
