#include "lib/auth/authchallenge.h"

namespace RpcScope {

namespace {

// RFC 9110 tchar.
bool isTokenChar(char c)
{
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))
        return true;
    switch (c) {
    case '!': case '#': case '$': case '%': case '&': case '\'': case '*': case '+': case '-':
    case '.': case '^': case '_': case '`': case '|': case '~':
        return true;
    default:
        return false;
    }
}

bool isToken68Char(char c)
{
    return isTokenChar(c) || c == '/';
}

class Reader
{
public:
    explicit Reader(QByteArrayView text) : m_text(text) {}

    bool atEnd() const { return m_pos >= m_text.size(); }
    char peek() const { return atEnd() ? '\0' : m_text[m_pos]; }
    void skipSpace()
    {
        while (!atEnd() && (peek() == ' ' || peek() == '\t'))
            ++m_pos;
    }
    void skipSeparators()
    {
        while (!atEnd() && (peek() == ' ' || peek() == '\t' || peek() == ','))
            ++m_pos;
    }
    QByteArray token()
    {
        const qsizetype start = m_pos;
        while (!atEnd() && isTokenChar(peek()))
            ++m_pos;
        return m_text.sliced(start, m_pos - start).toByteArray();
    }
    qsizetype position() const { return m_pos; }
    void seek(qsizetype pos) { m_pos = pos; }
    /// A quoted-string's content with its escapes undone; the opening quote is next.
    QByteArray quoted()
    {
        QByteArray out;
        ++m_pos;
        while (!atEnd()) {
            const char c = m_text[m_pos++];
            if (c == '"')
                return out;
            if (c == '\\' && !atEnd())
                out.append(m_text[m_pos++]);
            else
                out.append(c);
        }
        return out;   // unterminated: what there was
    }
    /// An unquoted value up to the next comma, trimmed (a token, or a sloppy server's text).
    QByteArray bare()
    {
        const qsizetype start = m_pos;
        while (!atEnd() && peek() != ',')
            ++m_pos;
        return m_text.sliced(start, m_pos - start).toByteArray().trimmed();
    }

private:
    QByteArrayView m_text;
    qsizetype m_pos = 0;
};

} // namespace

QByteArray AuthChallenge::param(QByteArrayView name) const
{
    for (const auto &[key, value] : params) {
        if (key.compare(name, Qt::CaseInsensitive) == 0)
            return value;
    }
    return {};
}

QList<AuthChallenge> AuthChallenge::parse(QByteArrayView value)
{
    QList<AuthChallenge> challenges;
    Reader in(value);
    while (true) {
        in.skipSeparators();
        if (in.atEnd())
            break;
        AuthChallenge challenge;
        challenge.scheme = in.token();
        if (challenge.scheme.isEmpty()) {
            in.bare();   // not a challenge: skip to the next comma
            if (!in.atEnd())
                in.seek(in.position() + 1);
            continue;
        }
        in.skipSpace();
        // token68: a run of token68 characters and '=' padding, then the end or a comma
        // ("Bearer realm=x" is a parameter: its '=' is followed by a value).
        const qsizetype afterScheme = in.position();
        qsizetype end = afterScheme;
        while (end < value.size() && isToken68Char(value[end]))
            ++end;
        qsizetype padded = end;
        while (padded < value.size() && value[padded] == '=')
            ++padded;
        qsizetype next = padded;
        while (next < value.size() && (value[next] == ' ' || value[next] == '\t'))
            ++next;
        // "realm=, scope=x": a sloppy empty parameter, not a token68, when a parameter follows.
        auto parameterFollows = [&value](qsizetype at) {
            ++at;   // the comma
            while (at < value.size() && (value[at] == ' ' || value[at] == '\t' || value[at] == ','))
                ++at;
            const qsizetype name = at;
            while (at < value.size() && isTokenChar(value[at]))
                ++at;
            while (at < value.size() && (value[at] == ' ' || value[at] == '\t'))
                ++at;
            return at > name && at < value.size() && value[at] == '=';
        };
        const bool emptyParameter = padded == end + 1 && next < value.size() && parameterFollows(next);
        if (end > afterScheme && (next >= value.size() || value[next] == ',') && !emptyParameter) {
            challenge.token68 = value.sliced(afterScheme, padded - afterScheme).toByteArray();
            in.seek(next);
            challenges.append(challenge);
            continue;
        }
        // Parameters: name = value, separated by commas, until a name without '=' (the next scheme).
        while (true) {
            in.skipSeparators();
            if (in.atEnd())
                break;
            const qsizetype start = in.position();
            const QByteArray name = in.token();
            in.skipSpace();
            if (name.isEmpty()) {
                in.bare();
                continue;
            }
            if (in.peek() != '=') {
                in.seek(start);   // the next challenge's scheme
                break;
            }
            in.seek(in.position() + 1);
            in.skipSpace();
            const QByteArray paramValue = in.peek() == '"' ? in.quoted() : in.bare();
            challenge.params.append({name, paramValue});
        }
        challenges.append(challenge);
    }
    return challenges;
}

std::optional<AuthChallenge> AuthChallenge::oauthOf(const HeaderList &headers)
{
    std::optional<AuthChallenge> dpop;
    for (const auto &[name, value] : headers) {
        if (name.compare("www-authenticate", Qt::CaseInsensitive) != 0)
            continue;
        for (const AuthChallenge &challenge : parse(value)) {
            if (challenge.isScheme("Bearer"))
                return challenge;
            if (challenge.isScheme("DPoP") && !dpop)
                dpop = challenge;
        }
    }
    return dpop;
}

} // namespace RpcScope
