// What the authorization flow reads from servers: WWW-Authenticate challenges, protected
// resource and authorization server metadata, registration and token answers, OAuth errors,
// and the well-known URLs made from an endpoint or issuer. The first byte picks the reader.
// Invariants: every challenge has a scheme of token characters and parameter names that are
// tokens; a document that is accepted has what the flow needs (a resource, an issuer, an
// http(s) token endpoint, a client id, an access token); well-known URLs stay on the origin
// they were made from; a kept authorization (the keychain's JSON) that is accepted writes back
// to what reads the same; step-by-step mode's text of a request never shows a planted secret and
// reads back to the same request.

#include "fuzzcheck.h"

#include "lib/auth/authchallenge.h"
#include "lib/auth/authredaction.h"
#include "lib/auth/editablerequest.h"
#include "lib/auth/jwtclaims.h"
#include "lib/auth/oauthdocuments.h"
#include "lib/auth/tokenstore.h"
#include "lib/auth/wellknown.h"

#include <QUrl>

using namespace RpcScope;

namespace {

bool isToken(const QByteArray &text)
{
    if (text.isEmpty())
        return false;
    for (const char c : text) {
        if (c <= ' ' || c >= 127 || QByteArrayView("\"(),/:;<=>?@[\\]{}").contains(c))
            return false;
    }
    return true;
}

void challenges(const QByteArray &bytes)
{
    for (const AuthChallenge &challenge : AuthChallenge::parse(bytes)) {
        FUZZ_CHECK(isToken(challenge.scheme), "a scheme is a token");
        FUZZ_CHECK(challenge.token68.isEmpty() || challenge.params.isEmpty(), "a token68 or parameters, not both");
        for (const auto &[name, value] : challenge.params) {
            FUZZ_CHECK(isToken(name), "a parameter name is a token");
            FUZZ_CHECK(value.size() <= bytes.size(), "no value beyond the field");
        }
    }
    (void)AuthChallenge::oauthOf({{"WWW-Authenticate", bytes}});
}

void documents(const QByteArray &bytes)
{
    QString error;
    if (const auto resource = ResourceMetadata::parse(bytes, &error))
        FUZZ_CHECK(!resource->resource.isEmpty(), "accepted resource metadata names a resource");
    else
        FUZZ_CHECK(!error.isEmpty(), "a refusal says why");
    error.clear();
    if (const auto server = ServerMetadata::parse(bytes, &error)) {
        FUZZ_CHECK(!server->issuer.isEmpty(), "accepted server metadata names an issuer");
        const QString scheme = server->tokenEndpoint.scheme();
        FUZZ_CHECK(scheme == u"https" || scheme == u"http", "the token endpoint is http(s)");
        for (const QUrl &url : {server->authorizationEndpoint, server->registrationEndpoint})
            FUZZ_CHECK(url.isEmpty() || url.scheme() == u"https" || url.scheme() == u"http", "endpoints are http(s)");
    } else {
        FUZZ_CHECK(!error.isEmpty(), "a refusal says why");
    }
    if (const auto registration = ClientRegistration::parse(bytes, &error))
        FUZZ_CHECK(!registration->clientId.isEmpty(), "a registration has a client id");
    if (const auto token = TokenAnswer::parse(bytes, &error))
        FUZZ_CHECK(!token->accessToken.isEmpty(), "a token answer has an access token");
    (void)oauthErrorText(bytes);
}

void wellKnown(const QByteArray &bytes)
{
    const QUrl url(QString::fromUtf8(bytes));
    if (!url.isValid() || url.isRelative() || url.host().isEmpty())
        return;
    QList<QUrl> urls = WellKnown::resourceMetadataUrls(url);
    urls += WellKnown::serverMetadataUrls(url);
    for (const QUrl &made : urls) {
        FUZZ_CHECK(made.scheme() == url.scheme() && made.host() == url.host() && made.port() == url.port(),
                   "well-known URLs stay on the origin");
        FUZZ_CHECK(made.path().contains(u"/.well-known/"), "well-known URLs are well-known");
    }
    FUZZ_CHECK(WellKnown::resourceCovers(url, url), "a resource covers itself");
}

void stored(const QByteArray &bytes)
{
    QString error;
    const std::optional<StoredAuthorization> read = StoredAuthorization::fromJson(bytes, &error);
    if (!read) {
        FUZZ_CHECK(!error.isEmpty(), "a refusal says why");
        return;
    }
    for (const OAuthGrant &grant : read->grants)
        FUZZ_CHECK(!grant.accessToken.isEmpty() && !grant.client.clientId.isEmpty(), "a kept grant can be presented");
    const QByteArray written = read->toJson();
    const std::optional<StoredAuthorization> again = StoredAuthorization::fromJson(written, &error);
    FUZZ_CHECK(again && again->toJson() == written, "what is written reads back the same");
}

void jwt(const QByteArray &bytes)
{
    QString why;
    if (const std::optional<JwtClaims> claims = JwtClaims::decode(bytes, &why)) {
        FUZZ_CHECK(claims->header.trimmed().startsWith('{') && claims->claims.trimmed().startsWith('{'),
                   "a JWT's header and claims are JSON objects");
    } else {
        FUZZ_CHECK(!why.isEmpty(), "a refusal says why");
    }
}

void redaction(const QByteArray &bytes)
{
    // A secret parameter planted in a form and a JSON member never shows through.
    const QByteArray form = AuthRedaction::form(bytes + "&code=PLANTED-SECRET&" + bytes);
    FUZZ_CHECK(!form.contains("code=PLANTED-SECRET"), "a form's code is masked");
    const QByteArray json = AuthRedaction::json("{\"access_token\":\"PLANTED-SECRET\"," + bytes + "}");
    FUZZ_CHECK(!json.startsWith("{\"access_token\":\"PLANTED-SECRET"), "a JSON token is masked");
    (void)AuthRedaction::body(bytes);
    (void)AuthRedaction::url(QUrl(QString::fromUtf8(bytes)));
    // With a mask of the caller's (the session file's placeholders): the same secrets, named.
    QList<QByteArray> named;
    const AuthRedaction::Mask mask = [&named](const QByteArray &name) {
        named.append(name);
        return QByteArray("{{masked}}");
    };
    // A form body (it starts as one: a body that opens with '{' or '[' is read as JSON).
    const QByteArray placed = AuthRedaction::body("grant_type=x&code=PLANTED-SECRET&" + bytes, mask);
    FUZZ_CHECK(!placed.contains("code=PLANTED-SECRET"), "a form's code is masked by the caller's mask");
    const QByteArray location = AuthRedaction::location("http://127.0.0.1/cb?" + bytes + "&code=PLANTED-SECRET", mask);
    FUZZ_CHECK(!location.contains("code=PLANTED-SECRET"), "a redirect's code is masked by the caller's mask");
    (void)AuthRedaction::url(QUrl(QString::fromUtf8(bytes)), mask);
    for (const QByteArray &name : std::as_const(named))
        FUZZ_CHECK(AuthRedaction::isSecretParameter(name), "only a secret parameter's value is masked");
}

void editable(const QByteArray &bytes)
{
    HttpRequest request;
    request.url = QUrl(QStringLiteral("https://auth.example/token"));
    request.headers = {{"Authorization", "Basic PLANTED-HEADER"}, {"Content-Type", "application/x-www-form-urlencoded"}};
    request.body = "code=PLANTED-SECRET&" + bytes;
    const EditableRequest text(request);
    FUZZ_CHECK(!text.text().contains(QStringLiteral("code=PLANTED-SECRET")), "a form's code never shows");
    FUZZ_CHECK(!text.text().contains(QStringLiteral("PLANTED-HEADER")), "a credential header never shows");
    QString error;
    const std::optional<HttpRequest> back = text.read(text.text(), &error);
    // Line ends are the text's own business, and a placeholder typed into the body is one.
    if (!bytes.contains('\r') && !bytes.contains("{{") && QString::fromUtf8(bytes).toUtf8() == bytes) {
        FUZZ_CHECK(back.has_value(), "an unchanged text reads");
        FUZZ_CHECK(back->body == request.body && back->headers == request.headers, "an unchanged text is the same request");
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const uint8_t mode = FuzzInput::takeByte(data, size);
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    switch (mode % 7) {
    case 0: challenges(bytes); break;
    case 1: documents(bytes); break;
    case 2: wellKnown(bytes); break;
    case 3: stored(bytes); break;
    case 4: jwt(bytes); break;
    case 5: redaction(bytes); break;
    default: editable(bytes); break;
    }
    return 0;
}
