#pragma once

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <vector>

namespace RpcScope {

/// Members of a collection file's object that this version does not know (a newer minor
/// version's, or added by hand): each name with its JSON text exactly as written. They are
/// kept, and written back after the known members, so nothing in the file is lost.
using UnknownMembers = QList<QPair<QString, QByteArray>>;

/// A variable of a collection or environment. A secret one has no value in the file: it is
/// named only, and its value comes from a SecretStore at run time.
struct CollectionVariable
{
    QString name;
    QString value;
    bool secret = false;
    UnknownMembers unknownMembers = {};
};

/// A named set of variables, e.g. "local" or "staging".
struct CollectionEnvironment
{
    QString name;
    QList<CollectionVariable> variables;
    UnknownMembers unknownMembers = {};
};

/// How a request proves who it is. Every text may hold `{{variables}}`.
struct AuthRecipe
{
    enum class Kind {
        Inherit,      ///< a request without its own recipe uses the collection's
        None,
        Bearer,       ///< Authorization: Bearer token
        Basic,        ///< Authorization: Basic base64(username:password)
        Header,       ///< headerName: value
        TokenParam,   ///< "token:<token>" as the first positional parameter (aria2)
        Login,        ///< call loginMethod, take resultPath of its answer into headerName (Darpan's login_key)
        CookieCsrf,   ///< GET csrfUrl (keeping Set-Cookie), take csrfPath of its JSON body into headerName
        OAuth2,       ///< an OAuth 2.1 token before the first request (client credentials or the code flow), renewed as needed
    };

    Kind kind = Kind::Inherit;
    QString token;          ///< Bearer, TokenParam
    QString username;       ///< Basic
    QString password;       ///< Basic
    QString headerName;     ///< Header, Login, CookieCsrf
    QString value;          ///< Header: the value; Login, CookieCsrf: a prefix such as "Bearer "
    QString loginMethod;    ///< Login
    QString loginParams;    ///< Login: params JSON text as written
    QString resultPath;     ///< Login: JSON path into the login answer, e.g. $.result.token
    QString csrfUrl;        ///< CookieCsrf
    QString csrfPath;       ///< CookieCsrf: JSON path into the CSRF answer's body
    QList<qint64> retryCodes;   ///< Login, CookieCsrf: error codes that re-run the recipe (HTTP 401 always does)
    QString grant;              ///< OAuth2: client_credentials or authorization_code
    QString tokenUrl;           ///< OAuth2: the token endpoint; empty: discovered from the endpoint's metadata
    QString authorizationUrl;   ///< OAuth2, authorization_code with tokenUrl: where a person signs in
    QString clientId;           ///< OAuth2; empty: registered by itself where the server allows it
    QString clientSecret;       ///< OAuth2: best a {{secret}} variable
    QString scope;              ///< OAuth2: space-separated; empty: what the server asks for
    UnknownMembers unknownMembers = {};

    static QString kindName(Kind kind);
    static bool kindFromName(QStringView name, Kind *kind);
};

/// One check on an answer.
struct Assertion
{
    enum class Kind {
        Outcome,        ///< expected: result, error, tool-error, business-error, notification, invalid, transport-error
        ErrorCode,      ///< number: the first error response's code
        HttpStatus,     ///< number
        PathExists,     ///< path
        PathEquals,     ///< path, expected (JSON text)
        PathMatches,    ///< path, expected (regular expression, on the string value or the JSON text)
        PathSchema,     ///< path, expected (a JSON Schema as JSON text)
        NoFindings,     ///< ids (empty: no finding at all)
        DurationBelow,  ///< number (milliseconds)
    };

    Kind kind = Kind::Outcome;
    QString path;
    QString expected;
    qint64 number = 0;
    QStringList ids;
    UnknownMembers unknownMembers = {};

    static QString kindName(Kind kind);
    static bool kindFromName(QStringView name, Kind *kind);
};

/// A value taken from an answer into a run-time variable, e.g. a login token.
struct Capture
{
    QString variable;
    QString path;     ///< JSON path into the answer body, e.g. $.result.token
    bool secret = false;   ///< masked in every report like a secret variable
    UnknownMembers unknownMembers = {};
};

/// A saved request. The params (single, notification) and the body (batch, raw) are kept
/// as the exact text the user wrote, `{{variables}}` and all.
struct SavedRequest
{
    /// Mcp: a request inside an MCP session the run opens for the endpoint (handshake or
    /// stateless), such as tools/call; method and params as for Single.
    enum class Kind { Single, Batch, Notification, Raw, Mcp };

    Kind kind = Kind::Single;
    QString endpoint;                         ///< a URL, `stdio:…`, or `{{baseUrl}}`
    QList<QPair<QString, QString>> headers;   ///< in order
    AuthRecipe auth;                          ///< Inherit: the collection's
    int timeoutMs = 0;                        ///< 0: the runner's default
    QString method;                           ///< Single, Notification, Mcp
    QString params;                           ///< Single, Notification, Mcp: JSON text; empty: no params member
    QString mcpVersion;                       ///< Mcp: the revision to speak; empty: negotiated
    QString id = QStringLiteral("1");         ///< Single: the id as JSON text
    QString body;                             ///< Batch, Raw: the whole message text
    QList<Capture> captures;
    QList<Assertion> assertions;

    static QString kindName(Kind kind);
    static bool kindFromName(QStringView name, Kind *kind);
    /// Mcp: what the call is about, for reports (`tools/call add`, `resources/read demo://x`):
    /// the method, then the tool's or prompt's name or the resource's URI when the params
    /// name one; empty for other kinds.
    QString mcpTarget() const;
    static QString mcpTarget(const QString &method, const QByteArray &params);
    /// Single, Notification and Mcp: a method and params; Batch and Raw: a body.
    bool hasMethod() const { return kind == Kind::Single || kind == Kind::Notification || kind == Kind::Mcp; }
};

/// A folder or a request, in the order the collection lists them.
struct CollectionItem
{
    enum class Type { Request, Folder };

    Type type = Type::Request;
    QString name;
    QString description;
    SavedRequest request;                ///< Request
    std::vector<CollectionItem> items;   ///< Folder
    UnknownMembers unknownMembers = {};  ///< of the folder's or the request's object

    bool isFolder() const { return type == Type::Folder; }
};

/// A collection file's content (docs/collection-format.md).
struct Collection
{
    static constexpr int FormatVersion = 1;

    /// The version as a newer minor version of the format wrote it ("1.2"): kept on save with
    /// the members it added (unknownMembers). Empty: FormatVersion.
    QString version;
    QString name;
    QString description;
    AuthRecipe auth;                              ///< Inherit is read as None
    QList<CollectionVariable> variables;          ///< the collection's global variables
    QList<CollectionEnvironment> environments;
    /// What a run answers when a server asks (roots/list, sampling, elicitation, a language
    /// server's workspace/configuration): method and the JSON text of the result, as written.
    QList<QPair<QString, QString>> answers;
    std::vector<CollectionItem> items;
    UnknownMembers unknownMembers = {};

    const CollectionEnvironment *environment(QStringView environmentName) const;
    /// The folder at a path of names joined by '/', e.g. "smoke/auth"; nullptr when there is none.
    const CollectionItem *folder(QStringView path) const;
    /// Every request, depth first, each with its path ("folder/sub/request").
    struct Entry
    {
        QString path;
        const CollectionItem *item = nullptr;
    };
    static QList<Entry> requests(const std::vector<CollectionItem> &items, const QString &prefix = {});
};

} // namespace RpcScope
