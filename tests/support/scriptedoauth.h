#pragma once

// A scripted loopback peer that plays an MCP server and its authorization server through one
// OAuth flow (tests of the flow and of the CLI's sign-in): each answer of the flow in order,
// each changeable by a test.

#include "support/scriptedhttpserver.h"

#include <QByteArray>
#include <QUrl>

#include <functional>
#include <optional>

namespace TestSupport {

/// A JSON answer with \a status and \a headers.
ScriptedResponse json(int status, const QByteArray &body, ScriptedHeaders headers = {});
/// A query parameter of a request target, decoded.
QByteArray queryValue(const QByteArray &target, const QString &name);
/// A form body's parameter, decoded.
QByteArray formValue(const QByteArray &body, const QString &name);
/// A redirect's query: the code (none when empty), the state, the issuer (none when empty).
QByteArray redirect(const QByteArray &code, const QByteArray &state, const QByteArray &issuer);

/// The server's side of one flow, each answer changeable by a test row.
struct Script
{
    QUrl base;   // http://127.0.0.1:PORT
    QByteArray challengeHeader;
    QByteArray resource;
    QByteArray issuer;
    QByteArray serverMetadataExtra = ",\"code_challenge_methods_supported\":[\"S256\"],\"authorization_response_iss_parameter_supported\":true";
    std::optional<ScriptedResponse> resourceMetadata;
    std::optional<ScriptedResponse> serverMetadata;
    std::optional<ScriptedResponse> registration;
    std::function<QByteArray(const QByteArray &state)> redirectQuery;   // empty: a code, the state, the issuer
    std::optional<ScriptedResponse> token;
    std::optional<ScriptedResponse> callAnswer;
    bool challenged = true;    // the flow starts with the call's 401 (false: the previous script's answer was it)
    bool registers = true;     // false: a client registered in an earlier flow is used again
    bool endsAfterServerMetadata = false;
    bool endsAfterRegistration = false;
    bool endsAfterAuthorization = false;
    bool callFollows = true;   // false: the flow ends with the token (a login sends no call)

    explicit Script(const QUrl &url)
        : base(url.adjusted(QUrl::RemovePath))
    {
        const QByteArray origin = base.toString().toUtf8();
        challengeHeader = "Bearer scope=\"read\", resource_metadata=\"" + origin + "/.well-known/oauth-protected-resource/mcp\"";
        resource = origin + "/mcp";
        issuer = origin;
    }

    void enqueue(ScriptedHttpServer &server) const;
};

} // namespace TestSupport
