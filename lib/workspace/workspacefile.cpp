#include "lib/workspace/workspacefile.h"

#include "lib/json/jsonbuilder.h"
#include "lib/json/jsondocument.h"
#include "lib/json/jsonfieldreader.h"
#include "lib/json/jsonwriter.h"
#include "lib/tr.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <limits>

namespace RpcScope {

namespace {

const QString kFormatName = QStringLiteral("rpcscope-workspace");

// The file's own names (older than framingName(): "content-length" for LSP stays as written).
QString framingKey(Framing framing)
{
    switch (framing) {
    case Framing::Ndjson: return QStringLiteral("ndjson");
    case Framing::ContentLength: return QStringLiteral("content-length");
    case Framing::Concatenated: return QStringLiteral("concatenated");
    }
    return QStringLiteral("ndjson");
}

using Reader = JsonFieldReader;

void writeProfile(JsonBuilder &out, const EndpointProfile &profile)
{
    out.key(u"id").value(profile.id);
    out.key(u"name").value(profile.name);
    out.key(u"address").value(profile.address);
    out.key(u"headers").beginArray();
    for (const auto &[name, value] : profile.headers) {
        out.beginArray()
            .value(QString::fromLatin1(name))
            .value(QString::fromLatin1(value))
            .endArray();
    }
    out.endArray();
    out.key(u"auth").value(EndpointProfile::authKey(profile.auth));
    out.key(u"authUser").value(profile.authUser);
    out.key(u"authHeader").value(QString::fromLatin1(profile.authHeader));
    out.key(u"secretName").value(profile.secretName);
    out.key(u"timeoutMs").value(profile.timeoutMs);
    out.key(u"followRedirects").value(profile.followRedirects);
    out.key(u"insecure").value(profile.insecure);
    if (!profile.tls.isEmpty()) {
        out.key(u"tls").beginObject();
        out.key(u"caFile").value(profile.tls.caFile);
        out.key(u"certificateFile").value(profile.tls.certificateFile);
        out.key(u"keyFile").value(profile.tls.keyFile);
        out.key(u"acceptedCertificates").beginArray();
        for (const QString &fingerprint : profile.tls.acceptedCertificates)
            out.value(fingerprint);
        out.endArray();
        out.endObject();
    }
    if (!profile.oauth.isEmpty()) {
        out.key(u"oauth").beginObject();
        out.key(u"clientId").value(profile.oauth.clientId);
        out.key(u"clientMetadataUrl").value(profile.oauth.clientMetadataUrl);
        out.key(u"scope").value(profile.oauth.scope);
        out.key(u"redirectUri").value(profile.oauth.redirectUri);
        // Written only when set, so files of earlier versions are written back as they were.
        if (profile.oauth.grant != OAuthSettings::Grant::AuthorizationCode)
            out.key(u"grant").value(OAuthSettings::grantName(profile.oauth.grant));
        if (!profile.oauth.tokenUrl.isEmpty())
            out.key(u"tokenUrl").value(profile.oauth.tokenUrl);
        if (!profile.oauth.authorizationUrl.isEmpty())
            out.key(u"authorizationUrl").value(profile.oauth.authorizationUrl);
        out.endObject();
    }
    out.key(u"framing").value(framingKey(profile.framing));
    out.key(u"workingDirectory").value(profile.workingDirectory);
    // Written only when set, so files of earlier versions are written back as they were.
    if (!profile.environment.isEmpty()) {
        out.key(u"environment").beginArray();
        for (const EnvironmentVariable &variable : profile.environment) {
            out.beginObject().key(u"name").value(variable.name);
            if (variable.secret)
                out.key(u"secret").value(true);   // its value is in the keychain, never here
            else
                out.key(u"value").value(variable.value);
            out.endObject();
        }
        out.endArray();
    }
    out.key(u"shutdownGraceMs").value(profile.shutdownGraceMs);
    out.key(u"serverAnswers").beginArray();
    for (const auto &[method, result] : profile.serverAnswers) {
        out.beginObject().key(u"method").value(method).key(u"result");
        const JsonDocument json = JsonDocument::parse(result);
        json.isValid() ? out.raw(JsonWriter::compact(json)) : out.null();
        out.endObject();
    }
    out.endArray();
}

void readTls(Reader &in, const JsonDocument &doc, int node, const QString &path, TlsFiles *tls)
{
    const int object = in.member(node, path, QStringLiteral("tls"), JsonDocument::Type::Object, false);
    if (object < 0)
        return;
    const QString at = Reader::join(path, QStringLiteral("tls"));
    tls->caFile = in.string(object, at, QStringLiteral("caFile"));
    tls->certificateFile = in.string(object, at, QStringLiteral("certificateFile"));
    tls->keyFile = in.string(object, at, QStringLiteral("keyFile"));
    const int accepted = in.member(object, at, QStringLiteral("acceptedCertificates"), JsonDocument::Type::Array, false);
    const QString acceptedPath = Reader::join(at, QStringLiteral("acceptedCertificates"));
    int index = 0;
    for (int item = accepted >= 0 ? doc.firstChild(accepted) : -1; item >= 0; item = doc.nextSibling(item), ++index) {
        QString why;
        const std::optional<QByteArray> digest =
                doc.type(item) == JsonDocument::Type::String ? TlsFiles::parseFingerprint(doc.string(item), &why) : std::nullopt;
        if (!digest) {
            in.fail(item, Reader::index(acceptedPath, index),
                    why.isEmpty() ? Tr::tr("expected a SHA-256 fingerprint") : why);
            return;
        }
        tls->acceptedCertificates.append(TlsFiles::fingerprintText(*digest));   // one spelling, so one entry each
    }
}

void readEnvironment(Reader &in, const JsonDocument &doc, int node, const QString &path,
                     QList<EnvironmentVariable> *environment)
{
    const int array = in.member(node, path, QStringLiteral("environment"), JsonDocument::Type::Array, false);
    const QString at = Reader::join(path, QStringLiteral("environment"));
    int index = 0;
    for (int item = array >= 0 ? doc.firstChild(array) : -1; item >= 0 && !in.failed(); item = doc.nextSibling(item), ++index) {
        const QString where = Reader::index(at, index);
        EnvironmentVariable variable;
        variable.name = in.string(item, where, QStringLiteral("name"), true);
        variable.secret = in.boolean(item, where, QStringLiteral("secret"), false);
        // A secret's value is never kept: one a hand put here is not read either.
        variable.value = variable.secret ? QString() : in.string(item, where, QStringLiteral("value"));
        if (!in.failed() && (variable.name.isEmpty() || variable.name.contains(u'=')))
            in.fail(doc.member(item, u"name"), Reader::join(where, QStringLiteral("name")),
                    Tr::tr("expected a variable name without \"=\""));
        environment->append(variable);
    }
}

void readProfile(Reader &in, const JsonDocument &doc, int node, const QString &path, EndpointProfile *profile)
{
    profile->id = in.string(node, path, QStringLiteral("id"), true);
    profile->address = in.string(node, path, QStringLiteral("address"), true);
    profile->name = in.string(node, path, QStringLiteral("name"));
    if (profile->name.isEmpty())
        profile->name = EndpointProfile::defaultName(profile->address);
    const int headers = in.member(node, path, QStringLiteral("headers"), JsonDocument::Type::Array, false);
    if (headers >= 0) {
        int index = 0;
        for (int header = doc.firstChild(headers); header >= 0; header = doc.nextSibling(header), ++index) {
            const QString where = path + QStringLiteral(".headers[%1]").arg(index);
            if (doc.type(header) != JsonDocument::Type::Array || doc.childCount(header) != 2
                || doc.type(doc.child(header, 0)) != JsonDocument::Type::String
                || doc.type(doc.child(header, 1)) != JsonDocument::Type::String) {
                in.fail(header, where, Tr::tr("expected [\"Name\", \"value\"]"));
                return;
            }
            profile->headers.append({doc.string(doc.child(header, 0)).toLatin1(),
                                     doc.string(doc.child(header, 1)).toLatin1()});
        }
    }
    const QString auth = in.string(node, path, QStringLiteral("auth"));
    if (!auth.isEmpty() && !EndpointProfile::authFromKey(auth, &profile->auth))
        in.fail(doc.member(node, QStringLiteral("auth")), path + QStringLiteral(".auth"),
                Tr::tr("expected none, bearer, basic or header"));
    profile->authUser = in.string(node, path, QStringLiteral("authUser"));
    profile->authHeader = in.string(node, path, QStringLiteral("authHeader")).toLatin1();
    profile->secretName = in.string(node, path, QStringLiteral("secretName"));
    profile->timeoutMs = int(in.integer(node, path, QStringLiteral("timeoutMs"), profile->timeoutMs));
    profile->followRedirects = in.boolean(node, path, QStringLiteral("followRedirects"), false);
    profile->insecure = in.boolean(node, path, QStringLiteral("insecure"), false);
    readTls(in, doc, node, path, &profile->tls);
    if (const int oauth = in.member(node, path, QStringLiteral("oauth"), JsonDocument::Type::Object, false); oauth >= 0) {
        const QString at = Reader::join(path, QStringLiteral("oauth"));
        profile->oauth.clientId = in.string(oauth, at, QStringLiteral("clientId"));
        profile->oauth.clientMetadataUrl = in.string(oauth, at, QStringLiteral("clientMetadataUrl"));
        profile->oauth.scope = in.string(oauth, at, QStringLiteral("scope"));
        profile->oauth.redirectUri = in.string(oauth, at, QStringLiteral("redirectUri"));
        const QString grant = in.string(oauth, at, QStringLiteral("grant"));
        if (const std::optional<OAuthSettings::Grant> known = OAuthSettings::grantFromName(grant);
            known && (*known == OAuthSettings::Grant::AuthorizationCode || *known == OAuthSettings::Grant::ClientCredentials))
            profile->oauth.grant = *known;
        else if (!grant.isEmpty())
            in.fail(doc.member(oauth, QStringLiteral("grant")), Reader::join(at, QStringLiteral("grant")),
                    Tr::tr("expected authorization_code or client_credentials"));
        profile->oauth.tokenUrl = in.string(oauth, at, QStringLiteral("tokenUrl"));
        profile->oauth.authorizationUrl = in.string(oauth, at, QStringLiteral("authorizationUrl"));
    }
    const QString framing = in.string(node, path, QStringLiteral("framing"));
    if (framing == u"content-length")
        profile->framing = Framing::ContentLength;
    else if (framing == u"concatenated")
        profile->framing = Framing::Concatenated;
    else if (!framing.isEmpty() && framing != u"ndjson")
        in.fail(doc.member(node, QStringLiteral("framing")), path + QStringLiteral(".framing"),
                Tr::tr("expected ndjson, content-length or concatenated"));
    profile->workingDirectory = in.string(node, path, QStringLiteral("workingDirectory"));
    readEnvironment(in, doc, node, path, &profile->environment);
    profile->shutdownGraceMs = int(in.integer(node, path, QStringLiteral("shutdownGraceMs"), profile->shutdownGraceMs));
    // Each {"method", "result"}: the result is kept as the file spells it.
    const QString answersPath = Reader::join(path, QStringLiteral("serverAnswers"));
    const int answers = in.member(node, path, QStringLiteral("serverAnswers"), JsonDocument::Type::Array, false);
    int index = 0;
    for (int answer = answers >= 0 ? doc.firstChild(answers) : -1; answer >= 0; answer = doc.nextSibling(answer), ++index) {
        const QString at = Reader::index(answersPath, index);
        const QString method = in.string(answer, at, QStringLiteral("method"), true);
        const int result = doc.type(answer) == JsonDocument::Type::Object ? doc.member(answer, u"result") : -1;
        if (in.failed())
            return;
        if (result < 0) {
            in.fail(answer, Reader::join(at, QStringLiteral("result")), Tr::tr("the member \"%1\" is missing").arg(QStringLiteral("result")));
            return;
        }
        profile->serverAnswers.append({method, doc.raw(result).toByteArray()});
    }
}

} // namespace

const EndpointState *WorkspaceState::find(const QString &id) const
{
    for (const EndpointState &endpoint : endpoints) {
        if (endpoint.profile.id == id)
            return &endpoint;
    }
    return nullptr;
}

QByteArray WorkspaceFile::serialize(const WorkspaceState &state)
{
    JsonBuilder out(2);
    out.beginObject();
    out.key(u"format").value(kFormatName);
    out.key(u"version").value(kFormatVersion);
    out.key(u"current").value(state.currentEndpointId);
    out.key(u"endpoints").beginArray();
    for (const EndpointState &endpoint : state.endpoints) {
        out.beginObject();
        writeProfile(out, endpoint.profile);
        out.key(u"composer").beginObject();
        out.key(u"current").value(endpoint.currentTab);
        out.key(u"tabs").beginArray();
        for (const ComposerTabState &tab : endpoint.tabs) {
            out.beginObject();
            out.key(u"title").value(tab.title);
            out.key(u"raw").value(tab.raw);
            out.key(u"text").value(QString::fromUtf8(tab.text));
            out.endObject();
        }
        out.endArray();
        out.endObject();
        out.key(u"batch").beginArray();
        for (const QByteArray &entry : endpoint.batch)
            out.value(QString::fromUtf8(entry));
        out.endArray();
        out.endObject();
    }
    out.endArray();
    out.endObject();
    return out.text() + '\n';
}

WorkspaceFile::Status WorkspaceFile::parse(const QByteArray &bytes, WorkspaceState *state, QString *error)
{
    const JsonDocument doc = JsonDocument::parse(bytes);
    if (!doc.isValid()) {
        *error = Tr::tr("Line %1, column %2: %3")
                     .arg(doc.error().line)
                     .arg(doc.error().column)
                     .arg(doc.error().message);
        return Status::Damaged;
    }
    if (doc.type(0) != JsonDocument::Type::Object || doc.member(0, u"format") < 0
        || doc.string(doc.member(0, u"format")) != kFormatName) {
        *error = Tr::tr("This is not an RpcScope workspace file.");
        return Status::Damaged;
    }
    Reader in(doc);
    const QString root = QStringLiteral("$");
    const qint64 version = in.integer(0, root, QStringLiteral("version"), 0);
    if (!in.failed() && version > kFormatVersion) {
        *error = Tr::tr("The workspace was written by a newer RpcScope (format version %1); this version reads "
                        "version %2 and leaves the file as it is.")
                     .arg(version)
                     .arg(kFormatVersion);
        return Status::NewerVersion;
    }
    WorkspaceState result;
    result.currentEndpointId = in.string(0, root, QStringLiteral("current"));
    const int endpoints = in.member(0, root, QStringLiteral("endpoints"), JsonDocument::Type::Array, true);
    int index = 0;
    for (int node = endpoints < 0 ? -1 : doc.firstChild(endpoints); node >= 0 && !in.failed();
         node = doc.nextSibling(node), ++index) {
        const QString path = QStringLiteral("$.endpoints[%1]").arg(index);
        if (doc.type(node) != JsonDocument::Type::Object) {
            in.fail(node, path, Tr::tr("expected an object"));
            break;
        }
        EndpointState endpoint;
        readProfile(in, doc, node, path, &endpoint.profile);
        const int composer = in.member(node, path, QStringLiteral("composer"), JsonDocument::Type::Object, false);
        if (composer >= 0) {
            const QString composerPath = path + QStringLiteral(".composer");
            // -1: the batch tab was shown.
            endpoint.currentTab = int(in.integer(composer, composerPath, QStringLiteral("current"), 0, -1));
            const int tabs = in.member(composer, composerPath, QStringLiteral("tabs"), JsonDocument::Type::Array, false);
            int tabIndex = 0;
            for (int tab = tabs < 0 ? -1 : doc.firstChild(tabs); tab >= 0; tab = doc.nextSibling(tab), ++tabIndex) {
                const QString tabPath = composerPath + QStringLiteral(".tabs[%1]").arg(tabIndex);
                if (doc.type(tab) != JsonDocument::Type::Object) {
                    in.fail(tab, tabPath, Tr::tr("expected an object"));
                    break;
                }
                ComposerTabState tabState;
                tabState.title = in.string(tab, tabPath, QStringLiteral("title"));
                tabState.raw = in.boolean(tab, tabPath, QStringLiteral("raw"), false);
                tabState.text = in.string(tab, tabPath, QStringLiteral("text")).toUtf8();
                endpoint.tabs.append(tabState);
            }
        }
        const int batch = in.member(node, path, QStringLiteral("batch"), JsonDocument::Type::Array, false);
        int entryIndex = 0;
        for (int entry = batch < 0 ? -1 : doc.firstChild(batch); entry >= 0;
             entry = doc.nextSibling(entry), ++entryIndex) {
            if (doc.type(entry) != JsonDocument::Type::String) {
                in.fail(entry, path + QStringLiteral(".batch[%1]").arg(entryIndex), Tr::tr("expected a string"));
                break;
            }
            endpoint.batch.append(doc.string(entry).toUtf8());
        }
        result.endpoints.append(endpoint);
    }
    if (in.failed()) {
        *error = in.error();
        return Status::Damaged;
    }
    *state = result;
    return Status::Ok;
}

bool WorkspaceFile::write(const QString &path, const WorkspaceState &state, QString *error)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    const QByteArray bytes = serialize(state);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        *error = Tr::tr("Could not write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

WorkspaceFile::Status WorkspaceFile::read(const QString &path, WorkspaceState *state, QString *error)
{
    QFile file(path);
    if (!file.exists()) {
        *state = {};
        return Status::Ok;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        *error = Tr::tr("Could not read %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return Status::Unreadable;
    }
    QString why;
    const Status status = parse(file.readAll(), state, &why);
    if (status != Status::Ok)
        *error = Tr::tr("%1: %2").arg(QDir::toNativeSeparators(path), why);
    return status;
}

} // namespace RpcScope
