#include "lib/collection/collectionimport.h"

#include "lib/collection/variableresolver.h"
#include "lib/export/curlcommand.h"
#include "lib/json/jsondocument.h"
#include "lib/json/jsonwriter.h"
#include "lib/keychain/secretstore.h"
#include "lib/session/redaction.h"
#include "lib/session/sessionredactor.h"
#include "lib/session/urlredaction.h"
#include "lib/tr.h"
#include "lib/transport/endpointsettings.h"
#include "lib/transport/stdio/commandline.h"

#include <QUrl>

#include <algorithm>
#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace RpcScope {

namespace {

QString rawText(const JsonDocument &doc, int node)
{
    return QString::fromUtf8(doc.raw(node));
}

/// Takes the credentials out of what is imported: a literal secret becomes a new secret
/// variable (named only, its value dropped) and the text refers to it as `{{name}}`; a
/// credential that already refers to variables makes those variables secret. Each change
/// is told in a note.
class SecretHoist
{
public:
    SecretHoist(QList<CollectionVariable> *variables, QStringList *notes)
        : m_variables(variables)
        , m_notes(notes)
    {}

    /// \a value of a credential (\a what, e.g. "the bearer token", at \a where) as it is to
    /// be kept: `{{name}}`, or \a value itself when it only refers to variables.
    QString secret(const QString &value, const QString &suggested, const QString &what, const QString &where)
    {
        if (value.isEmpty())
            return value;
        if (!VariableResolver::placeholders(value).isEmpty()) {
            makeSecret(value, what, where);
            return value;
        }
        const QString name = unique(suggested);
        m_variables->append({name, QString(), true});
        note(Tr::tr("%1: %2 became the secret variable {{%3}}; its value was not kept. Give it in %4 or the "
                    "keychain.")
                 .arg(where, what, name, QString::fromLatin1(EnvironmentSecretStore::variableName(name))));
        return u"{{"_s + name + u"}}"_s;
    }

    /// Every variable \a text refers to becomes secret (its value dropped).
    void makeSecret(const QString &text, const QString &what, const QString &where)
    {
        for (const QString &name : VariableResolver::placeholders(text)) {
            for (CollectionVariable &variable : *m_variables) {
                if (variable.name != name || variable.secret)
                    continue;
                variable.secret = true;
                variable.value.clear();
                note(Tr::tr("%1: the variable {{%2}} holds %3, so it is secret now; its value was not kept. Give "
                            "it in %4 or the keychain.")
                         .arg(where, name, what, QString::fromLatin1(EnvironmentSecretStore::variableName(name))));
            }
        }
    }

    /// A header as it is to be kept: the value of a credential header over a secret variable.
    QString header(const QString &name, const QString &value, const QString &where)
    {
        if (!SessionRedactor::isSecretHeader(name.toLatin1()))
            return value;
        const QString what = Tr::tr("the %1 header").arg(name);
        // Keep the scheme word: "Bearer {{token}}" still says what is sent.
        const qsizetype space = value.indexOf(u' ');
        const bool authorization = name.compare(u"Authorization"_s, Qt::CaseInsensitive) == 0
                                   || name.compare(u"Proxy-Authorization"_s, Qt::CaseInsensitive) == 0;
        if (authorization && space > 0) {
            const QString scheme = value.left(space);
            const QString suggested = scheme.compare(u"Bearer"_s, Qt::CaseInsensitive) == 0 ? u"token"_s
                                                                                             : scheme.toLower();
            return value.left(space + 1) + secret(value.mid(space + 1).trimmed(), suggested, what, where);
        }
        return secret(value, variableName(name), what, where);
    }

    /// \a url with a userinfo password and credential query parameters over secret variables.
    QString url(const QString &url, const QString &where)
    {
        // Variables already in the URL stand aside as markers UrlRedaction keeps, and come back.
        QString protectedUrl = url;
        const QStringList references = VariableResolver::placeholders(url);
        for (qsizetype i = 0; i < references.size(); ++i) {
            protectedUrl.replace(u"{{"_s + references.at(i) + u"}}"_s,
                                 QString::fromUtf8(Redaction::placeholder(QString(u"var:"_s + QString::number(i)))));
        }
        QStringList used;
        QString out;
        if (protectedUrl.startsWith(u"{{redacted:"_s)) {
            // {{baseUrl}}/rpc?token=…: no scheme to go by, so its query is read as a request-target's.
            out = UrlRedaction::redact(u'/' + protectedUrl, &used).mid(1);
        } else {
            out = UrlRedaction::redact(protectedUrl, &used);
        }
        for (qsizetype i = 0; i < references.size(); ++i) {
            const QString marker = u"var:"_s + QString::number(i);
            const QString reference = u"{{"_s + references.at(i) + u"}}"_s;
            out.replace(QString::fromUtf8(Redaction::placeholder(marker)), reference);
            if (used.contains(marker))
                makeSecret(reference, Tr::tr("a credential of the URL"), where);
        }
        for (const QString &placeholder : std::as_const(used)) {
            const QString marker = QString::fromUtf8(Redaction::placeholder(placeholder));
            if (placeholder.startsWith(u"var:"_s) || !out.contains(marker))
                continue;
            const QString what = placeholder == u"password" ? Tr::tr("the password in the URL")
                                 : placeholder == u"userinfo" ? Tr::tr("the user part of the URL")
                                                              : Tr::tr("the URL parameter %1").arg(placeholder);
            out.replace(marker, secret(u"x"_s, variableName(placeholder), what, where));
        }
        return out;
    }

    static QString variableName(const QString &text)
    {
        QString out;
        for (const QChar c : text) {
            const bool ok = c.isLetterOrNumber() || c == u'_';
            out += ok ? c.toLower() : u'_';
        }
        return out.isEmpty() ? u"secret"_s : out;
    }

private:
    QString unique(const QString &suggested)
    {
        const auto taken = [this](const QString &name) {
            return std::any_of(m_variables->cbegin(), m_variables->cend(),
                               [&name](const CollectionVariable &v) { return v.name == name; });
        };
        QString name = suggested;
        for (int n = 2; taken(name); ++n)
            name = suggested + u'_' + QString::number(n);
        return name;
    }

    void note(const QString &text)
    {
        if (m_notes && !m_notes->contains(text))
            m_notes->append(text);
    }

    QList<CollectionVariable> *m_variables;
    QStringList *m_notes;
};

/// The value under \a key of a Postman auth's parameters: v2.1's [{key, value}] or v2.0's {key: value}.
QString postmanAuthValue(const JsonDocument &doc, int parameters, QStringView key)
{
    if (parameters < 0)
        return {};
    if (doc.type(parameters) == JsonDocument::Type::Object) {
        const int value = doc.member(parameters, key);
        return value < 0 ? QString() : doc.type(value) == JsonDocument::Type::String ? doc.string(value) : rawText(doc, value);
    }
    if (doc.type(parameters) != JsonDocument::Type::Array)
        return {};
    for (int p = doc.firstChild(parameters); p >= 0; p = doc.nextSibling(p)) {
        if (doc.memberString(p, u"key") != key)
            continue;
        const int value = doc.member(p, u"value");
        return value < 0 ? QString() : doc.type(value) == JsonDocument::Type::String ? doc.string(value) : rawText(doc, value);
    }
    return {};
}

/// A Postman `auth` object as an auth recipe, its secrets over secret variables. Inherit
/// when \a node is absent; None for noauth and for what a recipe cannot say (noted).
AuthRecipe postmanAuth(const JsonDocument &doc, int node, SecretHoist &hoist, const QString &where, QStringList *notes)
{
    AuthRecipe auth;
    if (node < 0 || doc.type(node) != JsonDocument::Type::Object)
        return auth;
    const QString type = doc.memberString(node, u"type");
    const int parameters = doc.member(node, type);
    if (type == u"noauth") {
        auth.kind = AuthRecipe::Kind::None;
    } else if (type == u"inherit") {
        auth.kind = AuthRecipe::Kind::Inherit;
    } else if (type == u"bearer") {
        auth.kind = AuthRecipe::Kind::Bearer;
        auth.token = hoist.secret(postmanAuthValue(doc, parameters, u"token"), u"token"_s, Tr::tr("the bearer token"), where);
    } else if (type == u"basic") {
        auth.kind = AuthRecipe::Kind::Basic;
        auth.username = postmanAuthValue(doc, parameters, u"username");
        auth.password = hoist.secret(postmanAuthValue(doc, parameters, u"password"), u"password"_s,
                                     Tr::tr("the basic auth password"), where);
    } else if (type == u"apikey") {
        const QString key = postmanAuthValue(doc, parameters, u"key");
        const QString value = postmanAuthValue(doc, parameters, u"value");
        const QString in = postmanAuthValue(doc, parameters, u"in");
        const QString kept = hoist.secret(value, SecretHoist::variableName(key.isEmpty() ? u"api_key"_s : key),
                                          Tr::tr("the API key"), where);
        if (in.isEmpty() || in == u"header") {
            auth.kind = AuthRecipe::Kind::Header;
            auth.headerName = key;
            auth.value = kept;
        } else {
            auth.kind = AuthRecipe::Kind::None;
            if (notes)
                notes->append(Tr::tr("%1: an API key in the query has no auth recipe; add %2=%3 to the endpoint.")
                                  .arg(where, key, kept));
        }
    } else if (type == u"oauth2" && (postmanAuthValue(doc, parameters, u"grant_type") == u"client_credentials"
                                     || postmanAuthValue(doc, parameters, u"grant_type").startsWith(u"authorization_code"))) {
        // Postman's grant_type is client_credentials, authorization_code or
        // authorization_code_with_pkce; PKCE is always used here. The token Postman kept is not
        // imported: a run obtains its own.
        auth.kind = AuthRecipe::Kind::OAuth2;
        const QString grant = postmanAuthValue(doc, parameters, u"grant_type");
        auth.grant = grant == u"client_credentials" ? u"client_credentials"_s : u"authorization_code"_s;
        auth.tokenUrl = postmanAuthValue(doc, parameters, u"accessTokenUrl");
        if (auth.grant == u"authorization_code")
            auth.authorizationUrl = postmanAuthValue(doc, parameters, u"authUrl");
        auth.clientId = postmanAuthValue(doc, parameters, u"clientId");
        auth.clientSecret = hoist.secret(postmanAuthValue(doc, parameters, u"clientSecret"), u"client_secret"_s,
                                         Tr::tr("the OAuth client secret"), where);
        auth.scope = postmanAuthValue(doc, parameters, u"scope");
    } else {
        // digest, awsv4, oauth1, OAuth 2.0 with a password or implicit grant …: their secrets are not imported either.
        auth.kind = AuthRecipe::Kind::None;
        if (notes)
            notes->append(Tr::tr("%1: Postman's %2 auth has no recipe here and was left out.").arg(where, type));
    }
    return auth;
}

/// A value of the right type for a parameter without example or default.
QString placeholderFor(const JsonDocument &doc, int schema)
{
    const QString type = schema >= 0 ? doc.memberString(schema, u"type") : QString();
    if (type == u"string")
        return u"\"\""_s;
    if (type == u"integer" || type == u"number")
        return u"0"_s;
    if (type == u"boolean")
        return u"false"_s;
    if (type == u"array")
        return u"[]"_s;
    if (type == u"object")
        return u"{}"_s;
    return u"null"_s;
}

/// The outcome an OpenRPC example promises: an error, a business error (a result with
/// ok: false and an errors array) or a result.
QString exampleOutcome(const JsonDocument &doc, int example)
{
    if (doc.member(example, u"error") >= 0)
        return u"error"_s;
    const int result = doc.member(example, u"result");
    if (result < 0)
        return {};
    const int value = doc.member(result, u"value");
    if (value >= 0 && doc.type(value) == JsonDocument::Type::Object) {
        const int ok = doc.member(value, u"ok");
        const int errors = doc.member(value, u"errors");
        if (ok >= 0 && doc.type(ok) == JsonDocument::Type::False && errors >= 0
            && doc.type(errors) == JsonDocument::Type::Array)
            return u"business-error"_s;
    }
    return u"result"_s;
}

SavedRequest openRpcRequest(const JsonDocument &doc, int method, const QString &endpoint)
{
    SavedRequest request;
    request.endpoint = endpoint;
    request.method = doc.memberString(method, u"name");
    const bool byPosition = doc.memberString(method, u"paramStructure") == u"by-position";
    const int params = doc.member(method, u"params");
    const int examples = doc.member(method, u"examples");
    const int example = examples >= 0 && doc.type(examples) == JsonDocument::Type::Array ? doc.firstChild(examples) : -1;
    const int exampleParams = example >= 0 ? doc.member(example, u"params") : -1;

    QStringList parts;
    if (exampleParams >= 0 && doc.type(exampleParams) == JsonDocument::Type::Array) {
        for (int p = doc.firstChild(exampleParams); p >= 0; p = doc.nextSibling(p)) {
            const int value = doc.member(p, u"value");
            const QString text = value >= 0 ? rawText(doc, value) : u"null"_s;
            parts.append(byPosition ? text : QString::fromUtf8(JsonWriter::quote(doc.memberString(p, u"name"))) + u": "_s + text);
        }
    } else if (params >= 0 && doc.type(params) == JsonDocument::Type::Array) {
        for (int p = doc.firstChild(params); p >= 0; p = doc.nextSibling(p)) {
            const int schema = doc.member(p, u"schema");
            const int fallback = schema >= 0 ? doc.member(schema, u"default") : -1;
            const bool required = doc.type(doc.member(p, u"required")) == JsonDocument::Type::True
                                  && doc.member(p, u"required") >= 0;
            if (!required && fallback < 0)
                continue;
            const QString text = fallback >= 0 ? rawText(doc, fallback) : placeholderFor(doc, schema);
            parts.append(byPosition ? text : QString::fromUtf8(JsonWriter::quote(doc.memberString(p, u"name"))) + u": "_s + text);
        }
    }
    if (!parts.isEmpty())
        request.params = byPosition ? u'[' + parts.join(u", "_s) + u']' : u'{' + parts.join(u", "_s) + u'}';

    if (example >= 0) {
        const QString outcome = exampleOutcome(doc, example);
        if (!outcome.isEmpty()) {
            Assertion assertion;
            assertion.kind = Assertion::Kind::Outcome;
            assertion.expected = outcome;
            request.assertions.append(assertion);
        }
    }
    return request;
}

void postmanItems(const JsonDocument &doc, int array, std::vector<CollectionItem> *out, const QString &prefix,
                  QStringList *skipped, int depth, SecretHoist &hoist, const AuthRecipe &folderAuth, QStringList *notes)
{
    if (array < 0 || doc.type(array) != JsonDocument::Type::Array || depth > 64)
        return;
    for (int node = doc.firstChild(array); node >= 0; node = doc.nextSibling(node)) {
        if (doc.type(node) != JsonDocument::Type::Object)
            continue;
        CollectionItem item;
        item.name = doc.memberString(node, u"name");
        const int description = doc.member(node, u"description");
        if (description >= 0 && doc.type(description) == JsonDocument::Type::String)
            item.description = doc.string(description);
        const QString path = prefix.isEmpty() ? item.name : prefix + u'/' + item.name;
        const int children = doc.member(node, u"item");
        if (children >= 0) {
            item.type = CollectionItem::Type::Folder;
            // A folder has no recipe of its own here: its requests get it.
            AuthRecipe auth = postmanAuth(doc, doc.member(node, u"auth"), hoist, path, notes);
            if (auth.kind == AuthRecipe::Kind::Inherit)
                auth = folderAuth;
            postmanItems(doc, children, &item.items, path, skipped, depth + 1, hoist, auth, notes);
            out->push_back(std::move(item));
            continue;
        }
        const int request = doc.member(node, u"request");
        if (request < 0 || doc.type(request) != JsonDocument::Type::Object) {
            if (skipped)
                skipped->append(path);
            continue;
        }
        const QString method = doc.memberString(request, u"method");
        const int body = doc.member(request, u"body");
        const int raw = body >= 0 ? doc.member(body, u"raw") : -1;
        if ((!method.isEmpty() && method.compare(u"POST"_s, Qt::CaseInsensitive) != 0) || raw < 0
            || doc.type(raw) != JsonDocument::Type::String) {
            if (skipped)
                skipped->append(path);
            continue;
        }
        const int url = doc.member(request, u"url");
        item.request.endpoint = hoist.url(url < 0 ? QString()
                                          : doc.type(url) == JsonDocument::Type::String ? doc.string(url)
                                                                                        : doc.memberString(url, u"raw"),
                                          path);
        item.request.auth = postmanAuth(doc, doc.member(request, u"auth"), hoist, path, notes);
        if (item.request.auth.kind == AuthRecipe::Kind::Inherit)
            item.request.auth = folderAuth;
        const int headers = doc.member(request, u"header");
        if (headers >= 0 && doc.type(headers) == JsonDocument::Type::Array) {
            for (int h = doc.firstChild(headers); h >= 0; h = doc.nextSibling(h)) {
                const int disabled = doc.member(h, u"disabled");
                if (disabled >= 0 && doc.type(disabled) == JsonDocument::Type::True)
                    continue;
                const QString name = doc.memberString(h, u"key");
                // The transport writes its own Content-Type for JSON-RPC.
                if (name.isEmpty() || name.compare(u"Content-Type"_s, Qt::CaseInsensitive) == 0)
                    continue;
                item.request.headers.append({name, hoist.header(name, doc.memberString(h, u"value"), path)});
            }
        }
        CollectionImport::setMessage(&item.request, doc.string(raw));
        out->push_back(std::move(item));
    }
}

} // namespace

void CollectionImport::setMessage(SavedRequest *request, const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    JsonDocument doc = JsonDocument::parse(bytes);
    if (!doc.isValid()) {
        // A variable may stand where a value goes ({"n": {{count}}}): read it as a string of
        // the same byte length, and slice what is kept out of the text as written.
        QByteArray probe = bytes;
        for (qsizetype open = probe.indexOf("{{"); open >= 0; open = probe.indexOf("{{", open)) {
            const qsizetype close = probe.indexOf("}}", open + 2);
            if (close < 0)
                break;
            probe.replace(open, 2, "\"#").replace(close, 2, "#\"");
            open = close + 2;
        }
        doc = JsonDocument::parse(probe);
    }
    const auto written = [&doc, &bytes](int node) {
        const qsizetype offset = doc.raw(node).data() - doc.bytes().constData();
        return QString::fromUtf8(bytes.mid(offset, doc.raw(node).size()));
    };
    if (doc.isValid() && doc.type(0) == JsonDocument::Type::Array) {
        request->kind = SavedRequest::Kind::Batch;
        request->body = text.trimmed();
        return;
    }
    const int method = doc.isValid() && doc.type(0) == JsonDocument::Type::Object ? doc.member(0, u"method") : -1;
    if (method < 0 || doc.type(method) != JsonDocument::Type::String) {
        request->kind = SavedRequest::Kind::Raw;
        request->body = text;
        return;
    }
    request->method = doc.string(method);
    const int params = doc.member(0, u"params");
    if (params >= 0)
        request->params = written(params);
    const int id = doc.member(0, u"id");
    if (id < 0) {
        request->kind = SavedRequest::Kind::Notification;
    } else {
        request->kind = SavedRequest::Kind::Single;
        request->id = written(id);
    }
}

std::optional<Collection> CollectionImport::fromOpenRpc(const QByteArray &document, const QString &endpoint,
                                                        QString *error, bool byTag)
{
    const JsonDocument doc = JsonDocument::parse(document);
    if (!doc.isValid()) {
        *error = Tr::tr("Line %1, column %2: %3").arg(doc.error().line).arg(doc.error().column).arg(doc.error().message);
        return std::nullopt;
    }
    const int methods = doc.type(0) == JsonDocument::Type::Object ? doc.member(0, u"methods") : -1;
    if (methods < 0 || doc.type(methods) != JsonDocument::Type::Array) {
        *error = Tr::tr("This is not an OpenRPC document: it has no methods array.");
        return std::nullopt;
    }
    Collection collection;
    const int info = doc.member(0, u"info");
    collection.name = info >= 0 ? doc.memberString(info, u"title") : QString();
    collection.description = info >= 0 ? doc.memberString(info, u"description") : QString();
    const int servers = doc.member(0, u"servers");
    const int server = servers >= 0 && doc.type(servers) == JsonDocument::Type::Array ? doc.firstChild(servers) : -1;
    const QString serverUrl = server >= 0 ? doc.memberString(server, u"url") : QString();
    if (endpoint.startsWith(u"{{"_s) && endpoint.endsWith(u"}}"_s)) {
        const QString variable = endpoint.mid(2, endpoint.size() - 4).trimmed();
        collection.variables.append({variable, serverUrl, false});
    }
    QHash<QString, size_t> folders;
    for (int method = doc.firstChild(methods); method >= 0; method = doc.nextSibling(method)) {
        if (doc.type(method) != JsonDocument::Type::Object)
            continue;
        CollectionItem item;
        item.name = doc.memberString(method, u"name");
        if (item.name.isEmpty())
            continue;
        item.description = doc.memberString(method, u"summary");
        item.request = openRpcRequest(doc, method, endpoint);
        QString tag;
        if (byTag) {
            const int tags = doc.member(method, u"tags");
            const int first = tags >= 0 && doc.type(tags) == JsonDocument::Type::Array ? doc.firstChild(tags) : -1;
            tag = first >= 0 ? doc.memberString(first, u"name") : QString();
        }
        if (tag.isEmpty()) {
            collection.items.push_back(std::move(item));
            continue;
        }
        auto it = folders.constFind(tag);
        if (it == folders.cend()) {
            CollectionItem folder;
            folder.type = CollectionItem::Type::Folder;
            folder.name = tag;
            collection.items.push_back(std::move(folder));
            it = folders.insert(tag, collection.items.size() - 1);
        }
        collection.items[*it].items.push_back(std::move(item));
    }
    return collection;
}

std::optional<Collection> CollectionImport::fromPostman(const QByteArray &json, QString *error, QStringList *skipped,
                                                        QStringList *notes)
{
    const JsonDocument doc = JsonDocument::parse(json);
    if (!doc.isValid()) {
        *error = Tr::tr("Line %1, column %2: %3").arg(doc.error().line).arg(doc.error().column).arg(doc.error().message);
        return std::nullopt;
    }
    const int info = doc.type(0) == JsonDocument::Type::Object ? doc.member(0, u"info") : -1;
    const int items = doc.type(0) == JsonDocument::Type::Object ? doc.member(0, u"item") : -1;
    if (info < 0 || items < 0) {
        *error = Tr::tr("This is not a Postman collection (v2.1): it has no info and item members.");
        return std::nullopt;
    }
    Collection collection;
    collection.name = doc.memberString(info, u"name");
    const int description = doc.member(info, u"description");
    if (description >= 0 && doc.type(description) == JsonDocument::Type::String)
        collection.description = doc.string(description);
    const int variables = doc.member(0, u"variable");
    if (variables >= 0 && doc.type(variables) == JsonDocument::Type::Array) {
        for (int v = doc.firstChild(variables); v >= 0; v = doc.nextSibling(v)) {
            const int value = doc.member(v, u"value");
            const QString name = doc.memberString(v, u"key");
            // Postman's secret type only masks the value on screen: here it is not kept at all.
            if (doc.memberString(v, u"type") == u"secret") {
                collection.variables.append({name, QString(), true});
                if (notes)
                    notes->append(Tr::tr("The variable {{%1}} is secret: its value was not kept. Give it in %2 or the "
                                         "keychain.")
                                      .arg(name, QString::fromLatin1(EnvironmentSecretStore::variableName(name))));
                continue;
            }
            collection.variables.append({name,
                                         value < 0 ? QString()
                                         : doc.type(value) == JsonDocument::Type::String ? doc.string(value)
                                                                                         : rawText(doc, value),
                                         false});
        }
    }
    SecretHoist hoist(&collection.variables, notes);
    collection.auth = postmanAuth(doc, doc.member(0, u"auth"), hoist, Tr::tr("the collection"), notes);
    if (collection.auth.kind == AuthRecipe::Kind::Inherit)
        collection.auth.kind = AuthRecipe::Kind::None;
    postmanItems(doc, items, &collection.items, QString(), skipped, 0, hoist, AuthRecipe(), notes);
    return collection;
}

std::optional<CollectionItem> CollectionImport::fromCurl(const QString &commandLine, QString *error,
                                                         QList<CollectionVariable> *secrets, QStringList *notes)
{
    QString why;
    QStringList words = CommandLine::split(commandLine, &why);
    if (words.isEmpty()) {
        *error = why.isEmpty() ? Tr::tr("The command line is empty.") : why;
        return std::nullopt;
    }
    if (words.constFirst() != u"curl" && !words.constFirst().endsWith(u"/curl")) {
        *error = Tr::tr("This is not a curl command line.");
        return std::nullopt;
    }
    CollectionItem item;
    QString url;
    QString method;
    QString body;
    bool hasBody = false;
    QList<CollectionVariable> declared;
    SecretHoist hoist(&declared, notes);
    const QString where = Tr::tr("the curl command");
    for (qsizetype i = 1; i < words.size(); ++i) {
        const QString &word = words.at(i);
        auto next = [&](QString *value) {
            if (i + 1 >= words.size()) {
                *error = Tr::tr("%1 needs a value.").arg(word);
                return false;
            }
            *value = words.at(++i);
            return true;
        };
        QString value;
        if (word == u"-X" || word == u"--request") {
            if (!next(&method))
                return std::nullopt;
        } else if (word == u"-H" || word == u"--header") {
            if (!next(&value))
                return std::nullopt;
            const qsizetype colon = value.indexOf(u':');
            if (colon <= 0)
                continue;
            const QString name = value.left(colon).trimmed();
            if (name.compare(u"Content-Type"_s, Qt::CaseInsensitive) == 0 || name.compare(u"Accept"_s, Qt::CaseInsensitive) == 0)
                continue;
            const QString headerValue = value.mid(colon + 1).trimmed();
            // Authorization: Bearer/Basic becomes the recipe, over a secret variable.
            if (name.compare(u"Authorization"_s, Qt::CaseInsensitive) == 0
                && item.request.auth.kind == AuthRecipe::Kind::Inherit) {
                if (headerValue.startsWith(u"Bearer "_s, Qt::CaseInsensitive)) {
                    item.request.auth.kind = AuthRecipe::Kind::Bearer;
                    item.request.auth.token = hoist.secret(headerValue.mid(7).trimmed(), u"token"_s,
                                                           Tr::tr("the bearer token"), where);
                    continue;
                }
                if (headerValue.startsWith(u"Basic "_s, Qt::CaseInsensitive)) {
                    const QString pair = QString::fromUtf8(QByteArray::fromBase64(headerValue.mid(6).trimmed().toLatin1()));
                    const qsizetype separator = pair.indexOf(u':');
                    item.request.auth.kind = AuthRecipe::Kind::Basic;
                    item.request.auth.username = separator < 0 ? QString() : pair.left(separator);
                    item.request.auth.password = hoist.secret(separator < 0 ? pair : pair.mid(separator + 1),
                                                              u"password"_s, Tr::tr("the basic auth password"), where);
                    continue;
                }
            }
            item.request.headers.append({name, hoist.header(name, headerValue, where)});
        } else if (word == u"-d" || word == u"--data" || word == u"--data-raw" || word == u"--data-binary"
                   || word == u"--json" || word == u"--data-ascii") {
            if (!next(&value))
                return std::nullopt;
            if (value.startsWith(u'@') && word != u"--data-raw") {
                *error = Tr::tr("%1 reads the body from a file (%2); paste the body instead.").arg(word, value);
                return std::nullopt;
            }
            body += hasBody ? u'&' + value : value;
            hasBody = true;
        } else if (word == u"-u" || word == u"--user") {
            if (!next(&value))
                return std::nullopt;
            const qsizetype colon = value.indexOf(u':');
            item.request.auth.kind = AuthRecipe::Kind::Basic;
            item.request.auth.username = colon < 0 ? value : value.left(colon);
            // Without a colon curl asks for the password: it is a secret all the same.
            item.request.auth.password = hoist.secret(colon < 0 ? u"-"_s : value.mid(colon + 1), u"password"_s,
                                                      Tr::tr("the password of -u"), where);
        } else if (word == u"--url") {
            if (!next(&url))
                return std::nullopt;
        } else if (word == u"-o" || word == u"--output" || word == u"-m" || word == u"--max-time" || word == u"-A"
                   || word == u"--user-agent" || word == u"-b" || word == u"--cookie" || word == u"-e" || word == u"--referer") {
            if (!next(&value))
                return std::nullopt;
            if (word == u"-m" || word == u"--max-time") {
                // Seconds, maybe with a fraction; what no int of milliseconds holds (or is no
                // number at all) sets no limit rather than an undefined one.
                bool ok = false;
                const double ms = value.toDouble(&ok) * 1000;
                item.request.timeoutMs = ok && std::isfinite(ms) && ms >= 1 && ms <= double(std::numeric_limits<int>::max())
                                             ? int(ms) : 0;
            }
            if (word == u"-b" || word == u"--cookie")
                item.request.headers.append({u"Cookie"_s, hoist.header(u"Cookie"_s, value, where)});
        } else if (word.startsWith(u'-')) {
            continue;   // --compressed, -s, -k, -L, …: nothing the request itself carries
        } else if (url.isEmpty()) {
            url = word;
        }
    }
    if (url.isEmpty()) {
        *error = Tr::tr("The curl command line names no URL.");
        return std::nullopt;
    }
    if (!hasBody || (!method.isEmpty() && method.compare(u"POST"_s, Qt::CaseInsensitive) != 0)) {
        *error = Tr::tr("Only a POST with a body is a JSON-RPC request.");
        return std::nullopt;
    }
    item.request.endpoint = hoist.url(url, where);
    setMessage(&item.request, body);
    item.name = item.request.method.isEmpty() ? QUrl(url).host() : item.request.method;
    if (secrets)
        secrets->append(declared);
    return item;
}

namespace {

/// A credential-like name (SessionRedactor::isSecretHeader's), a URL carrying a password or
/// token, or a value with a well-known token prefix.
bool looksSecret(const QString &name, const QString &value)
{
    if (SessionRedactor::isSecretHeader(name.toUtf8()))
        return true;
    // A connection string with its password, a URL with ?token=…
    if (value.contains(u"://"_s) && UrlRedaction::redact(value) != value)
        return true;
    // Tokens that name themselves: GitHub, GitLab, OpenAI and Anthropic, Stripe, Slack, AWS,
    // Google, Hugging Face, npm, Groq; a JWT; a private key; an Azure connection string.
    static const QStringView prefixes[] = {u"ghp_", u"gho_", u"ghs_", u"ghu_", u"github_pat_", u"glpat-", u"sk-",
                                           u"sk_live_", u"sk_test_", u"rk_live_", u"xoxb-", u"xoxp-", u"xoxa-",
                                           u"xapp-", u"AKIA", u"AIza", u"hf_", u"npm_", u"gsk_", u"Bearer ",
                                           u"Basic ", u"-----BEGIN"};
    if (std::any_of(std::begin(prefixes), std::end(prefixes),
                    [&value](QStringView prefix) { return value.startsWith(prefix); }))
        return true;
    if (value.startsWith(u"eyJ"_s) && value.count(u'.') == 2)
        return true;
    return value.contains(u"AccountKey="_s) || value.contains(u"SharedAccessSignature="_s)
           || value.contains(u"Password="_s, Qt::CaseInsensitive);
}

/// The members of an `env` or `headers` object, in order; a value that is no string as its text.
QList<McpServerSetting> settingsOf(const JsonDocument &doc, int object)
{
    QList<McpServerSetting> settings;
    if (object < 0 || doc.type(object) != JsonDocument::Type::Object)
        return settings;
    for (int value = doc.firstChild(object); value >= 0; value = doc.nextSibling(value)) {
        McpServerSetting setting;
        setting.name = doc.string(doc.keyNode(value));
        setting.value = doc.type(value) == JsonDocument::Type::String ? doc.string(value) : rawText(doc, value);
        setting.secret = looksSecret(setting.name, setting.value);
        settings.append(setting);
    }
    return settings;
}

} // namespace

int CollectionImport::mcpServersObject(const JsonDocument &doc, QString *error)
{
    if (!doc.isValid()) {
        *error = Tr::tr("Line %1, column %2: %3").arg(doc.error().line).arg(doc.error().column).arg(doc.error().message);
        return -1;
    }
    int servers = doc.type(0) == JsonDocument::Type::Object ? doc.member(0, u"mcpServers") : -1;
    if (servers < 0 && doc.type(0) == JsonDocument::Type::Object)
        servers = doc.member(0, u"servers");   // VS Code's mcp.json
    if (servers < 0 || doc.type(servers) != JsonDocument::Type::Object) {
        *error = Tr::tr("This is not an MCP configuration: it has no mcpServers object.");
        return -1;
    }
    return servers;
}

std::optional<QList<McpServerEntry>> CollectionImport::mcpServers(const QByteArray &json, QString *error)
{
    const JsonDocument doc = JsonDocument::parse(json);
    const int servers = mcpServersObject(doc, error);
    if (servers < 0)
        return std::nullopt;
    QList<McpServerEntry> entries;
    for (int server = doc.firstChild(servers); server >= 0; server = doc.nextSibling(server)) {
        McpServerEntry entry;
        entry.name = doc.string(doc.keyNode(server));
        if (doc.type(server) != JsonDocument::Type::Object) {
            *error = Tr::tr("The server \"%1\" is not an object.").arg(entry.name);
            return std::nullopt;
        }
        entry.command = doc.memberString(server, u"command");
        const int args = doc.member(server, u"args");
        if (args >= 0 && doc.type(args) == JsonDocument::Type::Array) {
            for (int arg = doc.firstChild(args); arg >= 0; arg = doc.nextSibling(arg))
                entry.args.append(doc.type(arg) == JsonDocument::Type::String ? doc.string(arg) : rawText(doc, arg));
        }
        entry.environment = settingsOf(doc, doc.member(server, u"env"));
        entry.url = doc.memberString(server, u"url");
        if (entry.url.isEmpty())
            entry.url = doc.memberString(server, u"serverUrl");
        entry.headers = settingsOf(doc, doc.member(server, u"headers"));
        if (!entry.command.isEmpty())
            entry.endpoint = u"stdio:"_s + CommandLine::join(QStringList{entry.command} + entry.args);
        else
            entry.endpoint = entry.url;
        // The address is kept as written: what in it looks like a credential is said first.
        for (qsizetype i = 0; i < entry.args.size(); ++i) {
            const QString &arg = entry.args.at(i);
            const qsizetype equals = arg.indexOf(u'=');
            const QString option = i > 0 && entry.args.at(i - 1).startsWith(u'-') ? entry.args.at(i - 1)
                                   : equals > 0 ? arg.left(equals) : QString();
            const QString value = equals > 0 && option == arg.left(equals) ? arg.mid(equals + 1) : arg;
            if (looksSecret(option.startsWith(u'-') ? option : QString(), value) || looksSecret({}, arg)) {
                entry.warnings.append(Tr::tr("Argument %1 of the command looks like a credential; the endpoint keeps "
                                             "the command as written. Pass it through the environment instead.")
                                          .arg(i + 1));
            }
        }
        if (!entry.url.isEmpty() && UrlRedaction::redact(entry.url) != entry.url)
            entry.warnings.append(Tr::tr("The URL carries a credential (a password or a token parameter); the "
                                         "endpoint keeps it as written."));
        entries.append(entry);
    }
    return entries;
}

QString CollectionImport::toCurl(const QString &endpoint, const QByteArray &body, const HeaderList &headers,
                                 bool keepSecrets)
{
    EndpointSettings settings;
    settings.headers = headers;
    const CurlRequest request = CurlRequest::forEndpoint(QUrl(endpoint), settings, body);
    CurlCommand::Options options;
    options.secrets = keepSecrets ? CurlCommand::Secrets::Keep : CurlCommand::Secrets::Redact;
    return CurlCommand::build(request, options);
}

} // namespace RpcScope
