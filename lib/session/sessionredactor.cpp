#include "lib/session/sessionredactor.h"

#include "lib/json/jsondocument.h"
#include "lib/session/redaction.h"
#include "lib/session/secretvalues.h"
#include "lib/session/urlredaction.h"

#include <QUrl>

#include <algorithm>
#include <array>
#include <cstring>

namespace RpcScope {

namespace {

void use(QStringList *used, const QString &name)
{
    if (used && !used->contains(name))
        used->append(name);
}

// A placeholder name from a header or member name: lower case, other characters as '_'.
QString placeholderName(QByteArrayView name)
{
    QString out = QString::fromUtf8(name).toLower();
    for (QChar &c : out) {
        const char16_t u = c.unicode();
        const bool ok = (u >= 'a' && u <= 'z') || (u >= '0' && u <= '9') || u == '_' || u == '.' || u == '-';
        if (!ok)
            c = u'_';
    }
    return out.isEmpty() ? QStringLiteral("secret") : out;
}

bool startsWithScheme(QByteArrayView value, QByteArrayView scheme)
{
    return value.size() > scheme.size() && value.first(scheme.size()).compare(scheme, Qt::CaseInsensitive) == 0;
}

/// A string value that starts a secret the redactor hides after its word, which it keeps.
struct ValueTrigger
{
    QByteArrayView prefix;
    QString placeholder;
};

const std::array<ValueTrigger, 3> &valueTriggers()
{
    static const std::array<ValueTrigger, 3> triggers{{{"token:", QStringLiteral("token")},
                                                       {"Bearer ", QStringLiteral("bearer")},
                                                       {"Basic ", QStringLiteral("basic")}}};
    return triggers;
}

// What the redactor writes: a placeholder, alone or after a trigger's word (`Basic
// {{redacted:basic}}`). A marked member holding one stays, so that a redacted body redacts
// to itself (a token member's "Basic abc" is first hidden as a Basic credential, and its
// new value no longer looks like a word).
bool isRedacted(QByteArrayView value)
{
    if (Redaction::isPlaceholder(value))
        return true;
    return std::any_of(valueTriggers().begin(), valueTriggers().end(), [&](const ValueTrigger &trigger) {
        return startsWithScheme(value, trigger.prefix) && Redaction::isPlaceholder(value.sliced(trigger.prefix.size()));
    });
}

// A member named like a token (`token`, `access_token`, a user's `sessionToken`) holds a
// credential only when its value looks like one: LSP's progress tokens are words
// ("backgroundIndexProgress", "rustAnalyzer/Indexing") or counters (`1`), and a recording
// that hid them would replay differently from what happened. Passwords, secrets and keys
// are hidden whatever they hold.
bool isTokenName(const QString &lowerName)
{
    return lowerName.contains(u"token");
}

bool tokenValueLooksSecret(const JsonDocument &doc, int node)
{
    switch (doc.type(node)) {
    case JsonDocument::Type::Null:
    case JsonDocument::Type::True:
    case JsonDocument::Type::False:
        return false;
    case JsonDocument::Type::Number:
        return doc.raw(node).size() > 10;   // a counter, unless it is as long as a PIN pad can make it
    case JsonDocument::Type::String: {
        const QString text = doc.string(node);
        bool lowercase = false;   // "OUT-SECRET" and "ABCDEF" are no words of a program
        qsizetype run = 0;        // the longest stretch of letters without a separator
        qsizetype longest = 0;
        for (const QChar c : text) {
            if (c.isLetter()) {
                lowercase = lowercase || c.isLower();
                longest = std::max(longest, ++run);
            } else if (c == u'/' || c == u'-' || c == u'_' || c == u'.' || c == u':' || c == u' ') {
                run = 0;
            } else {
                return true;   // a digit or a symbol: how generated credentials look
            }
        }
        // A word, or words: no secret, unless one "word" is as long as random text tends to be.
        return !lowercase || longest > 32;
    }
    case JsonDocument::Type::Array:
    case JsonDocument::Type::Object:
        return true;   // cannot tell: hidden, as before
    }
    return true;
}

// RFC 7235 token68: what a Bearer or Basic credential is made of. A string value in a body
// counts as a credential only when the rest is one such token, so prose such as
// "Basic arithmetic on two numbers" stays.
bool isToken68(QByteArrayView text)
{
    if (text.isEmpty())
        return false;
    qsizetype i = 0;
    for (; i < text.size(); ++i) {
        const char c = text.at(i);
        const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-'
                        || c == '.' || c == '_' || c == '~' || c == '+' || c == '/';
        if (!ok)
            break;
    }
    if (i == 0)
        return false;
    while (i < text.size() && text.at(i) == '=')
        ++i;
    return i == text.size();
}

struct Edit
{
    qsizetype offset = 0;
    qsizetype length = 0;
    QByteArray text;
};

} // namespace

SessionRedactor::SessionRedactor()
    : m_values(std::make_shared<SecretValues>())
{
    setMarkedMembers(defaultMarkedMembers());
}

void SessionRedactor::setSecretValues(std::shared_ptr<SecretValues> values)
{
    m_values = values ? std::move(values) : std::make_shared<SecretValues>();
}

void SessionRedactor::addSecretValue(const QString &name, const QString &value)
{
    m_values->add(name, value);
}

QStringList SessionRedactor::defaultMarkedMembers()
{
    return {QStringLiteral("password"),      QStringLiteral("passwd"),        QStringLiteral("secret"),
            QStringLiteral("token"),         QStringLiteral("access_token"),  QStringLiteral("refresh_token"),
            QStringLiteral("id_token"),      QStringLiteral("client_secret"), QStringLiteral("api_key"),
            QStringLiteral("apikey"),        QStringLiteral("login_key")};
}

void SessionRedactor::setMarkedMembers(const QStringList &names)
{
    m_marked.clear();
    for (const QString &name : names) {
        const QString lower = name.trimmed().toLower();
        if (!lower.isEmpty() && !m_marked.contains(lower))
            m_marked.append(lower);
    }
    m_triggers = {QByteArrayLiteral("token:"), QByteArrayLiteral("bearer "), QByteArrayLiteral("basic ")};
    for (const QString &name : std::as_const(m_marked))
        m_triggers.append(name.toUtf8() + '"');
    m_triggerStarts.fill(false);
    for (const QByteArray &trigger : std::as_const(m_triggers))
        m_triggerStarts[static_cast<unsigned char>(trigger.front())] = true;
    m_markedBeyondAscii = std::any_of(m_marked.cbegin(), m_marked.cend(), [](const QString &name) {
        return std::any_of(name.cbegin(), name.cend(), [](QChar c) { return c.unicode() >= 0x80; });
    });
}

bool SessionRedactor::mayHoldSecret(QByteArrayView text) const
{
    // Runs on every body of every recorded exchange: one memchr walk over the quotes, each
    // compared with the triggers case-insensitively, no allocation.
    const auto fold = [](char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; };
    // The real match compares member names decoded and lower-cased in Unicode, so the bytes
    // may spell a trigger otherwise: an escape (`"pass\u0077ord"`), the Kelvin sign (the one
    // letter beyond ASCII that lower-cases into ASCII: `"api\u212Aey"`), or any case of a
    // marked name beyond ASCII. Then only the parse can tell.
    if (m_markedBeyondAscii || text.contains("\\u") || text.contains("\xE2\x84\xAA"))
        return true;
    const char *p = text.data();
    const char *const end = p + text.size();
    while (p < end) {
        const auto *quote = static_cast<const char *>(std::memchr(p, '"', size_t(end - p)));
        if (!quote)
            return false;
        p = quote + 1;
        const qsizetype left = end - p;
        if (left == 0 || !m_triggerStarts[static_cast<unsigned char>(fold(*p))])
            continue;
        for (const QByteArray &trigger : m_triggers) {
            if (trigger.size() > left || fold(*p) != trigger.front())
                continue;
            qsizetype i = 1;
            while (i < trigger.size() && fold(p[i]) == trigger.at(i))
                ++i;
            if (i == trigger.size())
                return true;
        }
    }
    return false;
}

bool SessionRedactor::isSecretHeader(QByteArrayView name)
{
    // Called for every header of every exchange: lower-cased on the stack.
    char buffer[128];
    if (name.size() > qsizetype(sizeof buffer))
        return true;   // no real header name is this long; treat it as secret
    for (qsizetype i = 0; i < name.size(); ++i) {
        const char c = name.at(i);
        buffer[i] = c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
    }
    const QByteArrayView lower(buffer, name.size());
    if (lower == "authorization" || lower == "proxy-authorization" || lower == "cookie" || lower == "set-cookie"
        || lower == "login_key" || lower == "login-key")
        return true;
    // A server-assigned id needed to read the recording; replay gets a new one anyway.
    if (lower == "mcp-session-id")
        return false;
    // A challenge names the scheme a server wants; it holds nothing to hide.
    if (lower == "www-authenticate" || lower == "proxy-authenticate")
        return false;
    // "auth" and "key" catch the names users give a custom auth header (X-Auth, X-Access-Key);
    // "key" covers api-key, api_key and apikey, "passw" password and passwd.
    static const QByteArrayView parts[] = {"token", "secret", "passw", "session", "auth", "key", "credential"};
    return std::any_of(std::begin(parts), std::end(parts), [&](QByteArrayView part) { return lower.contains(part); });
}

QByteArray SessionRedactor::redactHeaderValue(QByteArrayView name, const QByteArray &value, QStringList *used)
{
    if (!isSecretHeader(name) || value.isEmpty())
        return value;
    static const struct
    {
        QByteArrayView scheme;
        QString placeholder;
    } schemes[] = {{"Bearer ", QStringLiteral("bearer")}, {"Basic ", QStringLiteral("basic")}};
    for (const auto &scheme : schemes) {
        if (startsWithScheme(value, scheme.scheme)) {
            const QByteArrayView secret = QByteArrayView(value).sliced(scheme.scheme.size());
            if (Redaction::isPlaceholder(secret)) {
                use(used, Redaction::names(secret).constFirst());
                return value;
            }
            use(used, scheme.placeholder);
            return value.first(scheme.scheme.size()) + Redaction::placeholder(scheme.placeholder);
        }
    }
    if (Redaction::isPlaceholder(value)) {
        use(used, Redaction::names(value).constFirst());
        return value;
    }
    const QString placeholder = placeholderName(name);
    // Keep another scheme's word (Digest, AWS4-HMAC-SHA256, ...): it is no secret and says what was sent.
    const QByteArray lower = name.toByteArray().toLower();
    if (lower == "authorization" || lower == "proxy-authorization") {
        const qsizetype space = value.indexOf(' ');
        if (space > 0) {
            use(used, placeholder);
            return value.first(space + 1) + Redaction::placeholder(placeholder);
        }
    }
    use(used, placeholder);
    return Redaction::placeholder(placeholder);
}

HeaderList SessionRedactor::redactHeaders(const HeaderList &headers, QStringList *used)
{
    HeaderList out = headers;   // shared until a value changes
    for (qsizetype i = 0; i < headers.size(); ++i) {
        const auto &[name, value] = headers.at(i);
        if (!isSecretHeader(name))
            continue;
        out[i].second = redactHeaderValue(name, value, used);
    }
    return out;
}

QByteArray SessionRedactor::redactBody(const QByteArray &text, QStringList *used) const
{
    // Most bodies hold no secret: skip the parse when no trigger can occur (compared
    // case-insensitively, as the real match is).
    if (!mayHoldSecret(text))
        return text;
    const JsonDocument doc = JsonDocument::parse(text);
    if (!doc.isValid())
        return text;

    QList<Edit> edits;
    const char *base = doc.bytes().constData();
    auto offsetOf = [base](QByteArrayView raw) { return qsizetype(raw.data() - base); };
    const int count = doc.nodeCount();
    for (int node = 0; node < count;) {
        if (doc.isKey(node)) {
            ++node;
            continue;
        }
        const int key = doc.keyNode(node);
        if (key >= 0 && !m_marked.isEmpty()) {
            const QString name = doc.string(key);
            const QString lower = name.toLower();
            if (m_marked.contains(lower) && (!isTokenName(lower) || tokenValueLooksSecret(doc, node))) {
                const QByteArrayView raw = doc.raw(node);
                if (!(doc.type(node) == JsonDocument::Type::String && isRedacted(raw.sliced(1, raw.size() - 2)))) {
                    const QString placeholder = placeholderName(name.toUtf8());
                    use(used, placeholder);
                    edits.append({offsetOf(raw), raw.size(), '"' + Redaction::placeholder(placeholder) + '"'});
                } else {
                    use(used, Redaction::names(raw).constFirst());
                }
                node = doc.subtreeEnd(node);
                continue;
            }
        }
        if (doc.type(node) == JsonDocument::Type::String) {
            const QByteArrayView raw = doc.raw(node);
            const QByteArrayView inner = raw.sliced(1, raw.size() - 2);
            for (const ValueTrigger &trigger : valueTriggers()) {
                if (!startsWithScheme(inner, trigger.prefix))
                    continue;
                const QByteArrayView secret = inner.sliced(trigger.prefix.size());
                if (Redaction::isPlaceholder(secret)) {
                    use(used, Redaction::names(secret).constFirst());
                    break;
                }
                if (trigger.placeholder != u"token" && !isToken68(secret))
                    break;
                use(used, trigger.placeholder);
                edits.append({offsetOf(raw), raw.size(),
                              '"' + inner.first(trigger.prefix.size()).toByteArray()
                                  + Redaction::placeholder(trigger.placeholder) + '"'});
                break;
            }
        }
        ++node;
    }
    if (edits.isEmpty())
        return text;
    QByteArray out;
    out.reserve(text.size());
    qsizetype copied = 0;
    for (const Edit &edit : std::as_const(edits)) {
        out += QByteArrayView(text).sliced(copied, edit.offset - copied);
        out += edit.text;
        copied = edit.offset + edit.length;
    }
    out += QByteArrayView(text).sliced(copied);
    return out;
}

void SessionRedactor::redact(SessionEntry *entry) const
{
    QStringList used = entry->redacted;
    entry->request = redactBody(entry->request, &used);
    entry->body = redactBody(entry->body, &used);
    entry->message = redactBody(entry->message, &used);
    for (auto &incoming : entry->notifications)
        incoming.message = redactBody(incoming.message, &used);
    for (auto &event : entry->stream)
        event.data = redactBody(event.data, &used);
    // An exchange's HTTP heads and a WebSocket's handshake carry the same kinds of secret.
    const std::initializer_list<std::optional<HttpMeta> *> heads = {&entry->http, &entry->handshake};
    for (std::optional<HttpMeta> *head : heads) {
        if (!*head)
            continue;
        HttpMeta &http = **head;
        http.requestHeaders = redactHeaders(http.requestHeaders, &used);
        http.responseHeaders = redactHeaders(http.responseHeaders, &used);
        // Secrets in URLs: a userinfo password, ?token= and the like. Only then:
        // QUrl::toString() is costly, and most endpoints have neither.
        if (http.url.hasQuery() || !http.url.userInfo().isEmpty()) {
            const QString url = http.url.toString(QUrl::FullyEncoded);
            const QString redactedUrl = UrlRedaction::redact(url, &used);
            if (redactedUrl != url)
                http.url = QUrl(redactedUrl);
            http.target = UrlRedaction::redact(http.target, &used);
        }
    }
    entry->endpoint = UrlRedaction::redact(entry->endpoint, &used);
    if (!entry->authUrl.isEmpty())
        entry->authUrl = UrlRedaction::redact(entry->authUrl, &used);
    // Secrets known by value, wherever they stand.
    const SecretValues &values = *m_values;
    if (!values.isEmpty()) {
        entry->endpoint = values.redact(entry->endpoint, &used);
        entry->request = values.redact(entry->request, &used);
        entry->body = values.redact(entry->body, &used);
        entry->message = values.redact(entry->message, &used);
        entry->errorMessage = values.redact(entry->errorMessage, &used);
        entry->authUrl = values.redact(entry->authUrl, &used);
        entry->authVerdict = values.redact(entry->authVerdict, &used);
        for (auto &incoming : entry->notifications)
            incoming.message = values.redact(incoming.message, &used);
        for (auto &event : entry->stream)
            event.data = values.redact(event.data, &used);
        for (std::optional<HttpMeta> *head : heads) {
            if (!*head)
                continue;
            HttpMeta &http = **head;
            const QString url = http.url.toString(QUrl::FullyEncoded);
            const QString redactedUrl = values.redact(url, &used);
            if (redactedUrl != url)
                http.url = QUrl(redactedUrl);
            http.target = values.redact(http.target, &used);
            for (HeaderList *headers : {&http.requestHeaders, &http.responseHeaders}) {
                for (auto &header : *headers)
                    header.second = values.redact(header.second, &used);
            }
        }
    }
    entry->redacted = used;
}

} // namespace RpcScope
