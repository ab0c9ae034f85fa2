#include "lib/collection/collectionfile.h"

#include "lib/collection/schemacheck.h"
#include "lib/json/jsonbuilder.h"
#include "lib/json/jsondocument.h"
#include "lib/json/jsonfieldreader.h"
#include "lib/tr.h"

#include <QDir>
#include <QFile>
#include <QSaveFile>

#include <QRegularExpression>

#include <limits>

using namespace Qt::StringLiterals;

namespace RpcScope {

namespace {

const QString kFormatName = u"rpcscope-collection"_s;

bool isJson(const QString &text)
{
    return !text.trimmed().isEmpty() && JsonDocument::parse(text.toUtf8()).isValid();
}

/// What happens to white space around a text that is JSON.
enum class Around {
    Trimmed,   ///< params: the runner trims them before it builds the request
    Kept,      ///< a raw body: sent byte for byte, so saved byte for byte
};

/// JSON text as it was written when it is valid JSON (under \a key), else as a string
/// (under \a textKey): a template such as {"n": {{count}}} is no JSON until it is resolved.
/// White space around a value would not survive being read back as JSON (the reader keeps
/// the value's own text): where it is Kept, such text is saved as a string (found by the
/// fuzzer); where it is Trimmed, the JSON is saved without it.
void writeText(JsonBuilder &out, QStringView key, QStringView textKey, const QString &text, Around around)
{
    if (text.isEmpty())
        return;
    const auto isSpace = [](QChar c) { return c == u' ' || c == u'\t' || c == u'\n' || c == u'\r'; };
    const bool padded = isSpace(text.front()) || isSpace(text.back());
    if (around == Around::Trimmed && padded && isJson(text))
        out.key(key).raw(text.trimmed().toUtf8());
    else if (!padded && isJson(text))
        out.key(key).raw(text.toUtf8());
    else
        out.key(textKey).value(text);
}

using Reader = JsonFieldReader;

// --- members this version does not know ---------------------------------------------------

const QStringList kRootMembers = {u"format"_s, u"version"_s, u"name"_s, u"description"_s, u"auth"_s,
                                  u"variables"_s, u"environments"_s, u"answers"_s, u"items"_s};
const QStringList kVariableMembers = {u"name"_s, u"value"_s, u"secret"_s};
const QStringList kEnvironmentMembers = {u"name"_s, u"variables"_s};
const QStringList kAuthMembers = {u"type"_s, u"token"_s, u"username"_s, u"password"_s, u"header"_s, u"value"_s,
                                  u"prefix"_s, u"method"_s, u"params"_s, u"paramsText"_s, u"resultPath"_s,
                                  u"url"_s, u"path"_s, u"retryCodes"_s, u"grant"_s, u"tokenUrl"_s,
                                  u"authorizationUrl"_s, u"clientId"_s, u"clientSecret"_s, u"scope"_s};
const QStringList kAssertionMembers = {u"assert"_s, u"path"_s, u"expected"_s, u"ids"_s};
const QStringList kCaptureMembers = {u"variable"_s, u"path"_s, u"secret"_s};
const QStringList kFolderMembers = {u"type"_s, u"name"_s, u"description"_s, u"items"_s};
const QStringList kRequestMembers = {u"type"_s, u"name"_s, u"description"_s, u"kind"_s, u"endpoint"_s,
                                     u"headers"_s, u"auth"_s, u"timeoutMs"_s, u"method"_s, u"params"_s,
                                     u"paramsText"_s, u"id"_s, u"mcpVersion"_s, u"body"_s, u"bodyText"_s,
                                     u"captures"_s, u"assertions"_s};

/// The members of \a object not in \a known, as written (a newer minor version's, or added by hand).
UnknownMembers unknownMembers(const JsonDocument &doc, int object, const QStringList &known)
{
    UnknownMembers out;
    for (int value = doc.firstChild(object); value >= 0; value = doc.nextSibling(value)) {
        const QString key = doc.string(doc.keyNode(value));
        if (!known.contains(key))
            out.append({key, doc.raw(value).toByteArray()});
    }
    return out;
}

void writeUnknown(JsonBuilder &out, const UnknownMembers &members)
{
    for (const auto &[key, json] : members)
        out.key(key).raw(json);
}

// --- writing ----------------------------------------------------------------------------

void writeVariables(JsonBuilder &out, const QList<CollectionVariable> &variables)
{
    out.key(u"variables").beginArray();
    for (const CollectionVariable &variable : variables) {
        out.beginObject().key(u"name").value(variable.name);
        // A secret is named only: its value lives in a SecretStore, never in the file.
        if (variable.secret)
            out.key(u"secret").value(true);
        else
            out.key(u"value").value(variable.value);
        writeUnknown(out, variable.unknownMembers);
        out.endObject();
    }
    out.endArray();
}

void writeRetryCodes(JsonBuilder &out, const QList<qint64> &codes)
{
    if (codes.isEmpty())
        return;
    out.key(u"retryCodes").beginArray();
    for (const qint64 code : codes)
        out.value(code);
    out.endArray();
}

void writeAuth(JsonBuilder &out, const AuthRecipe &auth)
{
    out.beginObject().key(u"type").value(AuthRecipe::kindName(auth.kind));
    switch (auth.kind) {
    case AuthRecipe::Kind::Inherit:
    case AuthRecipe::Kind::None:
        break;
    case AuthRecipe::Kind::Bearer:
    case AuthRecipe::Kind::TokenParam:
        out.key(u"token").value(auth.token);
        break;
    case AuthRecipe::Kind::Basic:
        out.key(u"username").value(auth.username).key(u"password").value(auth.password);
        break;
    case AuthRecipe::Kind::Header:
        out.key(u"header").value(auth.headerName).key(u"value").value(auth.value);
        break;
    case AuthRecipe::Kind::Login:
        out.key(u"method").value(auth.loginMethod);
        writeText(out, u"params", u"paramsText", auth.loginParams, Around::Trimmed);
        out.key(u"resultPath").value(auth.resultPath);
        out.key(u"header").value(auth.headerName).key(u"prefix").value(auth.value);
        writeRetryCodes(out, auth.retryCodes);
        break;
    case AuthRecipe::Kind::CookieCsrf:
        out.key(u"url").value(auth.csrfUrl).key(u"path").value(auth.csrfPath);
        out.key(u"header").value(auth.headerName).key(u"prefix").value(auth.value);
        writeRetryCodes(out, auth.retryCodes);
        break;
    case AuthRecipe::Kind::OAuth2:
        out.key(u"grant").value(auth.grant).key(u"tokenUrl").value(auth.tokenUrl);
        out.key(u"authorizationUrl").value(auth.authorizationUrl).key(u"clientId").value(auth.clientId);
        out.key(u"clientSecret").value(auth.clientSecret).key(u"scope").value(auth.scope);
        break;
    }
    writeUnknown(out, auth.unknownMembers);
    out.endObject();
}

void writeAssertion(JsonBuilder &out, const Assertion &assertion)
{
    out.beginObject().key(u"assert").value(Assertion::kindName(assertion.kind));
    switch (assertion.kind) {
    case Assertion::Kind::Outcome:
        out.key(u"expected").value(assertion.expected);
        break;
    case Assertion::Kind::ErrorCode:
    case Assertion::Kind::HttpStatus:
    case Assertion::Kind::DurationBelow:
        out.key(u"expected").value(assertion.number);
        break;
    case Assertion::Kind::PathExists:
        out.key(u"path").value(assertion.path);
        break;
    case Assertion::Kind::PathMatches:
        out.key(u"path").value(assertion.path).key(u"expected").value(assertion.expected);
        break;
    case Assertion::Kind::PathEquals:
    case Assertion::Kind::PathSchema:
        out.key(u"path").value(assertion.path);
        if (isJson(assertion.expected))
            out.key(u"expected").raw(assertion.expected.toUtf8());
        else
            out.key(u"expected").value(assertion.expected);
        break;
    case Assertion::Kind::NoFindings:
        out.key(u"ids").beginArray();
        for (const QString &id : assertion.ids)
            out.value(id);
        out.endArray();
        break;
    }
    writeUnknown(out, assertion.unknownMembers);
    out.endObject();
}

void writeItems(JsonBuilder &out, const std::vector<CollectionItem> &items);

void writeRequest(JsonBuilder &out, const CollectionItem &item)
{
    const SavedRequest &request = item.request;
    out.key(u"type").value(u"request");
    out.key(u"name").value(item.name);
    out.key(u"description").value(item.description);
    out.key(u"kind").value(SavedRequest::kindName(request.kind));
    out.key(u"endpoint").value(request.endpoint);
    out.key(u"headers").beginArray();
    for (const auto &[name, value] : request.headers)
        out.beginArray().value(name).value(value).endArray();
    out.endArray();
    if (request.auth.kind != AuthRecipe::Kind::Inherit) {
        out.key(u"auth");
        writeAuth(out, request.auth);
    }
    if (request.timeoutMs > 0)
        out.key(u"timeoutMs").value(request.timeoutMs);
    switch (request.kind) {
    case SavedRequest::Kind::Single:
    case SavedRequest::Kind::Notification:
    case SavedRequest::Kind::Mcp:
        out.key(u"method").value(request.method);
        writeText(out, u"params", u"paramsText", request.params, Around::Trimmed);
        if (request.kind == SavedRequest::Kind::Single)
            out.key(u"id").raw(isJson(request.id) ? request.id.toUtf8() : QByteArrayLiteral("1"));
        if (request.kind == SavedRequest::Kind::Mcp && !request.mcpVersion.isEmpty())
            out.key(u"mcpVersion").value(request.mcpVersion);
        break;
    case SavedRequest::Kind::Batch:
    case SavedRequest::Kind::Raw:
        writeText(out, u"body", u"bodyText", request.body, Around::Kept);
        break;
    }
    out.key(u"captures").beginArray();
    for (const Capture &capture : request.captures) {
        out.beginObject().key(u"variable").value(capture.variable).key(u"path").value(capture.path);
        if (capture.secret)
            out.key(u"secret").value(true);
        writeUnknown(out, capture.unknownMembers);
        out.endObject();
    }
    out.endArray();
    out.key(u"assertions").beginArray();
    for (const Assertion &assertion : request.assertions)
        writeAssertion(out, assertion);
    out.endArray();
    writeUnknown(out, item.unknownMembers);
}

void writeItems(JsonBuilder &out, const std::vector<CollectionItem> &items)
{
    out.key(u"items").beginArray();
    for (const CollectionItem &item : items) {
        out.beginObject();
        if (item.isFolder()) {
            out.key(u"type").value(u"folder");
            out.key(u"name").value(item.name);
            out.key(u"description").value(item.description);
            writeItems(out, item.items);
            writeUnknown(out, item.unknownMembers);
        } else {
            writeRequest(out, item);
        }
        out.endObject();
    }
    out.endArray();
}

// --- reading ----------------------------------------------------------------------------

QList<CollectionVariable> readVariables(Reader &in, int object, const QString &path)
{
    QList<CollectionVariable> variables;
    const int array = in.member(object, path, u"variables"_s, JsonDocument::Type::Array, false);
    if (array < 0)
        return variables;
    const QString arrayPath = Reader::join(path, u"variables"_s);
    int i = 0;
    for (int node = in.doc().firstChild(array); node >= 0 && !in.failed(); node = in.doc().nextSibling(node), ++i) {
        const QString where = Reader::index(arrayPath, i);
        if (in.doc().type(node) != JsonDocument::Type::Object) {
            in.fail(node, where, Tr::tr("expected an object"));
            break;
        }
        CollectionVariable variable;
        variable.name = in.string(node, where, u"name"_s, true);
        variable.secret = in.boolean(node, where, u"secret"_s, false);
        if (!variable.secret)
            variable.value = in.string(node, where, u"value"_s);
        variable.unknownMembers = unknownMembers(in.doc(), node, kVariableMembers);
        variables.append(variable);
    }
    return variables;
}

AuthRecipe readAuth(Reader &in, int node, const QString &path)
{
    AuthRecipe auth;
    const QString type = in.string(node, path, u"type"_s, true);
    if (in.failed())
        return auth;
    if (!AuthRecipe::kindFromName(type, &auth.kind)) {
        in.fail(in.doc().member(node, u"type"), Reader::join(path, u"type"_s),
                Tr::tr("expected none, bearer, basic, header, token-param, login, cookie-csrf or oauth2"));
        return auth;
    }
    auth.token = in.string(node, path, u"token"_s);
    auth.username = in.string(node, path, u"username"_s);
    auth.password = in.string(node, path, u"password"_s);
    auth.headerName = in.string(node, path, u"header"_s);
    auth.value = in.string(node, path, auth.kind == AuthRecipe::Kind::Header ? u"value"_s : u"prefix"_s);
    auth.loginMethod = in.string(node, path, u"method"_s, auth.kind == AuthRecipe::Kind::Login);
    auth.loginParams = in.text(node, path, u"params"_s, u"paramsText"_s);
    auth.resultPath = in.string(node, path, u"resultPath"_s, auth.kind == AuthRecipe::Kind::Login);
    auth.csrfUrl = in.string(node, path, u"url"_s, auth.kind == AuthRecipe::Kind::CookieCsrf);
    auth.csrfPath = in.string(node, path, u"path"_s);
    const bool oauth = auth.kind == AuthRecipe::Kind::OAuth2;
    auth.grant = in.string(node, path, u"grant"_s, oauth);
    if (oauth && !in.failed() && auth.grant != u"client_credentials" && auth.grant != u"authorization_code") {
        in.fail(in.doc().member(node, u"grant"), Reader::join(path, u"grant"_s),
                Tr::tr("expected client_credentials or authorization_code"));
        return auth;
    }
    auth.tokenUrl = in.string(node, path, u"tokenUrl"_s);
    auth.authorizationUrl = in.string(node, path, u"authorizationUrl"_s);
    auth.clientId = in.string(node, path, u"clientId"_s);
    auth.clientSecret = in.string(node, path, u"clientSecret"_s);
    auth.scope = in.string(node, path, u"scope"_s);
    const int codes = in.member(node, path, u"retryCodes"_s, JsonDocument::Type::Array, false);
    int i = 0;
    for (int code = codes < 0 ? -1 : in.doc().firstChild(codes); code >= 0; code = in.doc().nextSibling(code), ++i) {
        bool ok = false;
        const qint64 value = in.doc().toInt64(code, &ok);
        if (!ok) {
            in.fail(code, Reader::index(Reader::join(path, u"retryCodes"_s), i), Tr::tr("expected a whole number"));
            break;
        }
        auth.retryCodes.append(value);
    }
    auth.unknownMembers = unknownMembers(in.doc(), node, kAuthMembers);
    return auth;
}

Assertion readAssertion(Reader &in, int node, const QString &path)
{
    Assertion assertion;
    const QString kind = in.string(node, path, u"assert"_s, true);
    if (in.failed())
        return assertion;
    if (!Assertion::kindFromName(kind, &assertion.kind)) {
        in.fail(in.doc().member(node, u"assert"), Reader::join(path, u"assert"_s),
                Tr::tr("expected outcome, error-code, http-status, exists, equals, matches, schema, no-findings "
                       "or duration-below"));
        return assertion;
    }
    switch (assertion.kind) {
    case Assertion::Kind::Outcome:
        assertion.expected = in.string(node, path, u"expected"_s, true);
        break;
    case Assertion::Kind::ErrorCode:
    case Assertion::Kind::HttpStatus:
    case Assertion::Kind::DurationBelow:
        assertion.number = in.integer(node, path, u"expected"_s, 0, std::numeric_limits<int>::min(), true);
        break;
    case Assertion::Kind::PathExists:
        assertion.path = in.string(node, path, u"path"_s, true);
        break;
    case Assertion::Kind::PathMatches:
        assertion.path = in.string(node, path, u"path"_s, true);
        assertion.expected = in.string(node, path, u"expected"_s, true);
        break;
    case Assertion::Kind::PathEquals:
    case Assertion::Kind::PathSchema: {
        assertion.path = in.string(node, path, u"path"_s, true);
        const int expected = in.doc().member(node, u"expected");
        if (expected < 0)
            in.fail(node, path, Tr::tr("the member \"%1\" is missing").arg(u"expected"_s));
        else if (assertion.kind == Assertion::Kind::PathSchema && in.doc().type(expected) != JsonDocument::Type::Object
                 && in.doc().type(expected) != JsonDocument::Type::True
                 && in.doc().type(expected) != JsonDocument::Type::False)
            in.fail(expected, Reader::join(path, u"expected"_s), Tr::tr("expected a JSON Schema object"));
        else
            assertion.expected = QString::fromUtf8(in.doc().raw(expected));
        if (assertion.kind == Assertion::Kind::PathSchema && expected >= 0 && !in.failed()) {
            // A schema that does not compile is told now, with its line, not at the end of a run.
            // The schema parsed on its own numbers its nodes as the file does from `expected` on.
            const JsonDocument schema = JsonDocument::parse(in.doc().raw(expected).toByteArray());
            if (const std::optional<SchemaFault> fault = SchemaCheck::check(schema)) {
                const QString where = Reader::join(path, u"expected"_s);
                in.fail(fault->node >= 0 ? expected + fault->node : expected,
                        fault->path.isEmpty() ? where : where + u'.' + fault->path,
                        Tr::tr("the schema does not compile: %1").arg(fault->message));
            }
        }
        break;
    }
    case Assertion::Kind::NoFindings: {
        const int ids = in.member(node, path, u"ids"_s, JsonDocument::Type::Array, false);
        int i = 0;
        for (int id = ids < 0 ? -1 : in.doc().firstChild(ids); id >= 0; id = in.doc().nextSibling(id), ++i) {
            if (in.doc().type(id) != JsonDocument::Type::String) {
                in.fail(id, Reader::index(Reader::join(path, u"ids"_s), i), Tr::tr("expected a string"));
                break;
            }
            assertion.ids.append(in.doc().string(id));
        }
        break;
    }
    }
    assertion.unknownMembers = unknownMembers(in.doc(), node, kAssertionMembers);
    return assertion;
}

void readRequest(Reader &in, int node, const QString &path, SavedRequest *request)
{
    const QString kind = in.string(node, path, u"kind"_s);
    if (!kind.isEmpty() && !SavedRequest::kindFromName(kind, &request->kind)) {
        in.fail(in.doc().member(node, u"kind"), Reader::join(path, u"kind"_s),
                Tr::tr("expected single, batch, notification, raw or mcp"));
        return;
    }
    request->endpoint = in.string(node, path, u"endpoint"_s);
    const int headers = in.member(node, path, u"headers"_s, JsonDocument::Type::Array, false);
    int i = 0;
    for (int header = headers < 0 ? -1 : in.doc().firstChild(headers); header >= 0 && !in.failed();
         header = in.doc().nextSibling(header), ++i) {
        const int name = in.doc().child(header, 0);
        const int value = in.doc().child(header, 1);
        if (in.doc().type(header) != JsonDocument::Type::Array || in.doc().childCount(header) != 2
            || in.doc().type(name) != JsonDocument::Type::String || in.doc().type(value) != JsonDocument::Type::String) {
            in.fail(header, Reader::index(Reader::join(path, u"headers"_s), i), Tr::tr("expected [\"Name\", \"value\"]"));
            return;
        }
        request->headers.append({in.doc().string(name), in.doc().string(value)});
    }
    const int auth = in.member(node, path, u"auth"_s, JsonDocument::Type::Object, false);
    if (auth >= 0)
        request->auth = readAuth(in, auth, Reader::join(path, u"auth"_s));
    request->timeoutMs = int(in.integer(node, path, u"timeoutMs"_s, 0, 0));
    if (request->hasMethod()) {
        request->method = in.string(node, path, u"method"_s, true);
        request->params = in.text(node, path, u"params"_s, u"paramsText"_s);
        const int id = in.doc().member(node, u"id");
        if (id >= 0 && request->kind != SavedRequest::Kind::Mcp)
            request->id = QString::fromUtf8(in.doc().raw(id));
        if (request->kind == SavedRequest::Kind::Mcp)
            request->mcpVersion = in.string(node, path, u"mcpVersion"_s);
    } else {
        request->body = in.text(node, path, u"body"_s, u"bodyText"_s);
    }
    const int captures = in.member(node, path, u"captures"_s, JsonDocument::Type::Array, false);
    i = 0;
    for (int capture = captures < 0 ? -1 : in.doc().firstChild(captures); capture >= 0 && !in.failed();
         capture = in.doc().nextSibling(capture), ++i) {
        const QString where = Reader::index(Reader::join(path, u"captures"_s), i);
        if (in.doc().type(capture) != JsonDocument::Type::Object) {
            in.fail(capture, where, Tr::tr("expected an object"));
            return;
        }
        Capture value;
        value.variable = in.string(capture, where, u"variable"_s, true);
        value.path = in.string(capture, where, u"path"_s, true);
        value.secret = in.boolean(capture, where, u"secret"_s, false);
        value.unknownMembers = unknownMembers(in.doc(), capture, kCaptureMembers);
        request->captures.append(value);
    }
    const int assertions = in.member(node, path, u"assertions"_s, JsonDocument::Type::Array, false);
    i = 0;
    for (int assertion = assertions < 0 ? -1 : in.doc().firstChild(assertions); assertion >= 0 && !in.failed();
         assertion = in.doc().nextSibling(assertion), ++i) {
        const QString where = Reader::index(Reader::join(path, u"assertions"_s), i);
        if (in.doc().type(assertion) != JsonDocument::Type::Object) {
            in.fail(assertion, where, Tr::tr("expected an object"));
            return;
        }
        request->assertions.append(readAssertion(in, assertion, where));
    }
}

std::vector<CollectionItem> readItems(Reader &in, int object, const QString &path, int depth)
{
    std::vector<CollectionItem> items;
    const int array = in.member(object, path, u"items"_s, JsonDocument::Type::Array, false);
    if (array < 0)
        return items;
    const QString arrayPath = Reader::join(path, u"items"_s);
    if (depth > 64) {
        in.fail(array, arrayPath, Tr::tr("folders are nested too deeply"));
        return items;
    }
    int i = 0;
    for (int node = in.doc().firstChild(array); node >= 0 && !in.failed(); node = in.doc().nextSibling(node), ++i) {
        const QString where = Reader::index(arrayPath, i);
        if (in.doc().type(node) != JsonDocument::Type::Object) {
            in.fail(node, where, Tr::tr("expected an object"));
            break;
        }
        CollectionItem item;
        const QString type = in.string(node, where, u"type"_s, true);
        if (in.failed())
            break;
        if (type == u"folder") {
            item.type = CollectionItem::Type::Folder;
        } else if (type != u"request") {
            in.fail(in.doc().member(node, u"type"), Reader::join(where, u"type"_s), Tr::tr("expected folder or request"));
            break;
        }
        item.name = in.string(node, where, u"name"_s, true);
        item.description = in.string(node, where, u"description"_s);
        if (item.isFolder())
            item.items = readItems(in, node, where, depth + 1);
        else
            readRequest(in, node, where, &item.request);
        item.unknownMembers = unknownMembers(in.doc(), node, item.isFolder() ? kFolderMembers : kRequestMembers);
        items.push_back(std::move(item));
    }
    return items;
}

} // namespace

QByteArray CollectionFile::serialize(const Collection &collection)
{
    JsonBuilder out(2);
    out.beginObject();
    out.key(u"format").value(kFormatName);
    if (collection.version.isEmpty())
        out.key(u"version").value(kFormatVersion);
    else
        out.key(u"version").raw(collection.version.toUtf8());   // a newer minor version, kept with its members
    out.key(u"name").value(collection.name);
    out.key(u"description").value(collection.description);
    out.key(u"auth");
    AuthRecipe auth = collection.auth;
    if (auth.kind == AuthRecipe::Kind::Inherit)
        auth.kind = AuthRecipe::Kind::None;
    writeAuth(out, auth);
    writeVariables(out, collection.variables);
    out.key(u"environments").beginArray();
    for (const CollectionEnvironment &environment : collection.environments) {
        out.beginObject().key(u"name").value(environment.name);
        writeVariables(out, environment.variables);
        writeUnknown(out, environment.unknownMembers);
        out.endObject();
    }
    out.endArray();
    if (!collection.answers.isEmpty()) {
        out.key(u"answers").beginObject();
        for (const auto &[method, result] : collection.answers) {
            if (isJson(result))
                out.key(method).raw(result.trimmed().toUtf8());
            else
                out.key(method).value(result);   // only a hand-made Collection holds such text
        }
        out.endObject();
    }
    writeItems(out, collection.items);
    writeUnknown(out, collection.unknownMembers);
    out.endObject();
    QByteArray bytes = out.text();
    bytes += '\n';
    return bytes;
}

CollectionFile::Status CollectionFile::parse(const QByteArray &bytes, Collection *collection, QString *error)
{
    const JsonDocument doc = JsonDocument::parse(bytes);
    if (!doc.isValid()) {
        *error = Tr::tr("Line %1, column %2: %3").arg(doc.error().line).arg(doc.error().column).arg(doc.error().message);
        return Status::Damaged;
    }
    if (doc.type(0) != JsonDocument::Type::Object || doc.memberString(0, u"format") != kFormatName) {
        *error = Tr::tr("This is not an RpcScope collection file.");
        return Status::Damaged;
    }
    Reader in(doc);
    // `1`, or `1.2` from a newer minor version (it only adds members, which are kept).
    const int versionNode = in.member(0, QString(), u"version"_s, JsonDocument::Type::Number, true);
    static const QRegularExpression versionPattern(u"^([1-9][0-9]{0,8})(?:\\.([0-9]{1,9}))?$"_s);
    const QRegularExpressionMatch versionMatch =
        versionNode < 0 ? QRegularExpressionMatch() : versionPattern.match(QString::fromUtf8(doc.raw(versionNode)));
    if (versionNode >= 0 && !versionMatch.hasMatch())
        in.fail(versionNode, u"version"_s, Tr::tr("expected a version number such as 1 or 1.2"));
    if (in.failed()) {
        *error = in.error();
        return Status::Damaged;
    }
    const qint64 version = versionMatch.captured(1).toLongLong();
    if (version > kFormatVersion) {
        *error = Tr::tr("The collection was written by a newer RpcScope (format version %1); this version reads "
                        "version %2 and leaves the file as it is.")
                     .arg(version)
                     .arg(kFormatVersion);
        return Status::NewerVersion;
    }
    Collection out;
    if (!versionMatch.captured(2).isEmpty())
        out.version = versionMatch.captured(0);
    out.name = in.string(0, QString(), u"name"_s);
    out.description = in.string(0, QString(), u"description"_s);
    const int auth = in.member(0, QString(), u"auth"_s, JsonDocument::Type::Object, false);
    if (auth >= 0)
        out.auth = readAuth(in, auth, u"auth"_s);
    if (out.auth.kind == AuthRecipe::Kind::Inherit)
        out.auth.kind = AuthRecipe::Kind::None;
    out.variables = readVariables(in, 0, QString());
    const int environments = in.member(0, QString(), u"environments"_s, JsonDocument::Type::Array, false);
    int i = 0;
    for (int node = environments < 0 ? -1 : doc.firstChild(environments); node >= 0 && !in.failed();
         node = doc.nextSibling(node), ++i) {
        const QString where = Reader::index(u"environments"_s, i);
        if (doc.type(node) != JsonDocument::Type::Object) {
            in.fail(node, where, Tr::tr("expected an object"));
            break;
        }
        CollectionEnvironment environment;
        environment.name = in.string(node, where, u"name"_s, true);
        environment.variables = readVariables(in, node, where);
        environment.unknownMembers = unknownMembers(doc, node, kEnvironmentMembers);
        out.environments.append(environment);
    }
    const int answers = in.member(0, QString(), u"answers"_s, JsonDocument::Type::Object, false);
    for (int node = answers < 0 ? -1 : doc.firstChild(answers); node >= 0 && !in.failed(); node = doc.nextSibling(node)) {
        out.answers.append({doc.string(doc.keyNode(node)), QString::fromUtf8(doc.raw(node))});
    }
    out.items = readItems(in, 0, QString(), 0);
    out.unknownMembers = unknownMembers(doc, 0, kRootMembers);
    if (in.failed()) {
        *error = in.error();
        return Status::Damaged;
    }
    *collection = std::move(out);
    return Status::Ok;
}

bool CollectionFile::write(const QString &path, const Collection &collection, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(serialize(collection)) < 0 || !file.commit()) {
        *error = Tr::tr("Could not write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

CollectionFile::Status CollectionFile::read(const QString &path, Collection *collection, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = Tr::tr("Could not read %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return Status::Unreadable;
    }
    QString why;
    const Status status = parse(file.readAll(), collection, &why);
    if (status != Status::Ok)
        *error = Tr::tr("%1: %2").arg(QDir::toNativeSeparators(path), why);
    return status;
}

} // namespace RpcScope
