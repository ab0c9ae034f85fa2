#include "lib/collection/postmanexport.h"

#include "lib/json/jsonbuilder.h"
#include "lib/json/jsonwriter.h"
#include "lib/replay/jsonpath.h"
#include "lib/session/sessionredactor.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace RpcScope {

namespace {

QString quoted(const QString &text)
{
    return QString::fromUtf8(JsonWriter::quote(text));
}

/// The JavaScript expression for a JSON path into `body`, e.g. body["result"][0].
std::optional<QString> jsExpression(const QString &pathText)
{
    const std::optional<JsonPath> path = JsonPath::parse(pathText);
    if (!path || path->hasWildcard())
        return std::nullopt;
    QString out = u"body"_s;
    for (const JsonPathStep &step : path->steps())
        out += step.kind == JsonPathStep::Kind::Index ? u'[' + QString::number(step.index) + u']' : u'[' + quoted(step.name) + u']';
    return out;
}

/// One `pm.test` line for \a assertion, or nothing when Postman cannot say the same.
std::optional<QString> testScript(const Assertion &a)
{
    const QString name = quoted(Assertion::kindName(a.kind) + u' ' + a.path + u' ' + a.expected
                                + (a.number ? QString::number(a.number) : QString()));
    auto test = [&name](const QString &body) -> QString { return u"pm.test("_s + name + u", function () { "_s + body + u" });"_s; };
    switch (a.kind) {
    case Assertion::Kind::Outcome:
        if (a.expected == u"result" || a.expected == u"error")
            return test(u"pm.expect(pm.response.json()).to.have.property("_s + quoted(a.expected) + u");"_s);
        return std::nullopt;
    case Assertion::Kind::ErrorCode:
        return test(u"pm.expect(pm.response.json().error.code).to.eql("_s + QString::number(a.number) + u");"_s);
    case Assertion::Kind::HttpStatus:
        return test(u"pm.response.to.have.status("_s + QString::number(a.number) + u");"_s);
    case Assertion::Kind::DurationBelow:
        return test(u"pm.expect(pm.response.responseTime).to.be.below("_s + QString::number(a.number) + u");"_s);
    case Assertion::Kind::PathExists:
    case Assertion::Kind::PathEquals:
    case Assertion::Kind::PathMatches: {
        const std::optional<QString> value = jsExpression(a.path);
        if (!value)
            return std::nullopt;
        const QString body = u"var body = pm.response.json(); "_s;
        if (a.kind == Assertion::Kind::PathExists)
            return test(body + u"pm.expect("_s + *value + u").to.not.be.undefined;"_s);
        if (a.kind == Assertion::Kind::PathEquals)
            return test(body + u"pm.expect("_s + *value + u").to.eql("_s + a.expected + u");"_s);
        return test(body + u"pm.expect(String("_s + *value + u")).to.match(new RegExp("_s + quoted(a.expected) + u"));"_s);
    }
    case Assertion::Kind::PathSchema:
    case Assertion::Kind::NoFindings:
        return std::nullopt;
    }
    return std::nullopt;
}

/// Secret values never leave: a recipe's secret that is not a `{{variable}}` already is
/// exported as one (with no value), and the variable is added to \a extra.
QString secretReference(const QString &value, const QString &suggested, QList<CollectionVariable> *extra,
                        QStringList *skipped, const QString &where)
{
    if (value.isEmpty() || value.contains(u"{{"_s))
        return value;
    QString name = suggested;
    for (int n = 2; std::any_of(extra->cbegin(), extra->cend(), [&name](const CollectionVariable &v) { return v.name == name; });
         ++n)
        name = suggested + u'_' + QString::number(n);
    extra->append({name, QString(), true});
    if (skipped)
        skipped->append(where + u": the value of {{"_s + name + u"}}"_s);
    return u"{{"_s + name + u"}}"_s;
}

QString headerVariable(const QString &header)
{
    QString out;
    for (const QChar c : header)
        out += c.isLetterOrNumber() ? c.toLower() : u'_';
    return out;
}

void writeAuthParameters(JsonBuilder &out, const QList<QPair<QString, QString>> &parameters)
{
    out.beginArray();
    for (const auto &[key, value] : parameters)
        out.beginObject().key(u"key").value(key).key(u"value").value(value).key(u"type").value(u"string").endObject();
    out.endArray();
}

/// Postman's `auth` for a recipe: bearer, basic and a header (apikey) over variables; the
/// recipes Postman has no auth for (token-param, login, cookie-csrf) are listed in \a skipped.
void writeAuth(JsonBuilder &out, const AuthRecipe &auth, const QString &where, QList<CollectionVariable> *extra,
               QStringList *skipped)
{
    switch (auth.kind) {
    case AuthRecipe::Kind::Inherit:
        return;   // Postman inherits by default
    case AuthRecipe::Kind::None:
        out.key(u"auth").beginObject().key(u"type").value(u"noauth").endObject();
        return;
    case AuthRecipe::Kind::Bearer:
        out.key(u"auth").beginObject().key(u"type").value(u"bearer").key(u"bearer");
        writeAuthParameters(out, {{u"token"_s, secretReference(auth.token, u"token"_s, extra, skipped, where)}});
        out.endObject();
        return;
    case AuthRecipe::Kind::Basic:
        out.key(u"auth").beginObject().key(u"type").value(u"basic").key(u"basic");
        writeAuthParameters(out, {{u"username"_s, auth.username},
                                  {u"password"_s, secretReference(auth.password, u"password"_s, extra, skipped, where)}});
        out.endObject();
        return;
    case AuthRecipe::Kind::Header:
        out.key(u"auth").beginObject().key(u"type").value(u"apikey").key(u"apikey");
        writeAuthParameters(out, {{u"key"_s, auth.headerName},
                                  {u"value"_s, secretReference(auth.value, u"api_key"_s, extra, skipped, where)},
                                  {u"in"_s, u"header"_s}});
        out.endObject();
        return;
    case AuthRecipe::Kind::OAuth2: {
        out.key(u"auth").beginObject().key(u"type").value(u"oauth2").key(u"oauth2");
        const bool code = auth.grant == u"authorization_code";
        QList<QPair<QString, QString>> parameters{
                {u"grant_type"_s, code ? u"authorization_code_with_pkce"_s : u"client_credentials"_s},
                {u"accessTokenUrl"_s, auth.tokenUrl},
                {u"clientId"_s, auth.clientId},
                {u"clientSecret"_s, secretReference(auth.clientSecret, u"client_secret"_s, extra, skipped, where)},
                {u"scope"_s, auth.scope},
                {u"client_authentication"_s, u"header"_s}};
        if (code)
            parameters.append({u"authUrl"_s, auth.authorizationUrl});
        writeAuthParameters(out, parameters);
        out.endObject();
        return;
    }
    case AuthRecipe::Kind::TokenParam:
    case AuthRecipe::Kind::Login:
    case AuthRecipe::Kind::CookieCsrf:
        if (skipped)
            skipped->append(where + u": auth "_s + AuthRecipe::kindName(auth.kind));
        return;
    }
}

QString messageText(const SavedRequest &r)
{
    if (r.kind == SavedRequest::Kind::Batch || r.kind == SavedRequest::Kind::Raw)
        return r.body;
    QString text = u"{\"jsonrpc\": \"2.0\", "_s;
    if (r.kind == SavedRequest::Kind::Single || r.kind == SavedRequest::Kind::Mcp)
        text += u"\"id\": "_s + (r.id.isEmpty() ? u"1"_s : r.id) + u", "_s;
    text += u"\"method\": "_s + quoted(r.method);
    if (!r.params.trimmed().isEmpty())
        text += u", \"params\": "_s + r.params;
    return text + u'}';
}

void writeItems(JsonBuilder &out, const std::vector<CollectionItem> &items, const QString &prefix, QStringList *skipped,
                QList<CollectionVariable> *extra)
{
    out.key(u"item").beginArray();
    for (const CollectionItem &item : items) {
        const QString path = prefix.isEmpty() ? item.name : prefix + u'/' + item.name;
        out.beginObject().key(u"name").value(item.name);
        if (!item.description.isEmpty())
            out.key(u"description").value(item.description);
        if (item.isFolder()) {
            writeItems(out, item.items, path, skipped, extra);
            out.endObject();
            continue;
        }
        const SavedRequest &r = item.request;
        // Postman sends it as a plain request: no handshake, no session, no _meta before it.
        if (r.kind == SavedRequest::Kind::Mcp && skipped)
            skipped->append(path + u": the MCP session (sent as a plain request)"_s);
        QStringList lines;
        for (const Assertion &assertion : r.assertions) {
            if (const std::optional<QString> line = testScript(assertion))
                lines.append(*line);
            else if (skipped)
                skipped->append(path + u": "_s + Assertion::kindName(assertion.kind));
        }
        if (!lines.isEmpty()) {
            out.key(u"event").beginArray().beginObject().key(u"listen").value(u"test");
            out.key(u"script").beginObject().key(u"type").value(u"text/javascript").key(u"exec").beginArray();
            for (const QString &line : lines)
                out.value(line);
            out.endArray().endObject().endObject().endArray();
        }
        out.key(u"request").beginObject();
        writeAuth(out, r.auth, path, extra, skipped);
        out.key(u"method").value(u"POST");
        out.key(u"header").beginArray();
        out.beginObject().key(u"key").value(u"Content-Type").key(u"value").value(u"application/json").endObject();
        for (const auto &[name, value] : r.headers) {
            // A credential header written as it is leaves as a variable, like a recipe's secret.
            const QString kept = SessionRedactor::isSecretHeader(name.toLatin1())
                                     ? secretReference(value, headerVariable(name), extra, skipped, path)
                                     : value;
            out.beginObject().key(u"key").value(name).key(u"value").value(kept).endObject();
        }
        out.endArray();
        out.key(u"body").beginObject().key(u"mode").value(u"raw").key(u"raw").value(messageText(r)).endObject();
        out.key(u"url").value(r.endpoint);
        out.endObject();
        out.endObject();
    }
    out.endArray();
}

} // namespace

QByteArray PostmanExport::toJson(const Collection &collection, QStringList *skipped)
{
    JsonBuilder out(2);
    out.beginObject();
    out.key(u"info").beginObject();
    out.key(u"name").value(collection.name);
    out.key(u"description").value(collection.description);
    out.key(u"schema").value(u"https://schema.getpostman.com/json/collection/v2.1.0/collection.json");
    out.endObject();
    QList<CollectionVariable> variables = collection.variables;
    if (collection.auth.kind != AuthRecipe::Kind::None && collection.auth.kind != AuthRecipe::Kind::Inherit)
        writeAuth(out, collection.auth, u"collection"_s, &variables, skipped);
    writeItems(out, collection.items, QString(), skipped, &variables);
    out.key(u"variable").beginArray();
    for (const CollectionVariable &variable : std::as_const(variables)) {
        out.beginObject().key(u"key").value(variable.name).key(u"value").value(variable.secret ? QString() : variable.value);
        if (variable.secret)
            out.key(u"type").value(u"secret");
        out.endObject();
    }
    out.endArray();
    out.endObject();
    QByteArray text = out.text();
    text += '\n';
    return text;
}

} // namespace RpcScope
