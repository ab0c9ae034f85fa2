#include "ui/common/jsonlinetokens.h"

#include <algorithm>

namespace RpcScope {

namespace {

bool isNumberStart(QChar c)
{
    return c == u'-' || (c >= u'0' && c <= u'9');
}

bool isNumberChar(QChar c)
{
    return (c >= u'0' && c <= u'9') || c == u'.' || c == u'e' || c == u'E' || c == u'+' || c == u'-';
}

bool isWordChar(QChar c)
{
    return c.isLetterOrNumber() || c == u'_';
}

} // namespace

std::vector<JsonToken> tokenizeJsonLine(QStringView text)
{
    std::vector<JsonToken> tokens(size_t(text.size()), JsonToken::Plain);
    const qsizetype length = text.size();
    auto fill = [&tokens](qsizetype from, qsizetype to, JsonToken token) {
        std::fill(tokens.begin() + from, tokens.begin() + to, token);
    };
    qsizetype i = 0;
    while (i < length) {
        const QChar c = text.at(i);
        if (c == u'"') {
            qsizetype end = i + 1;
            while (end < length && text.at(end) != u'"')
                end += text.at(end) == u'\\' ? 2 : 1;
            end = std::min(end + 1, length);
            qsizetype after = end;
            while (after < length && text.at(after).isSpace())
                ++after;
            fill(i, end, after < length && text.at(after) == u':' ? JsonToken::Key : JsonToken::String);
            i = end;
        } else if (isNumberStart(c)) {
            qsizetype end = i + 1;
            while (end < length && isNumberChar(text.at(end)))
                ++end;
            fill(i, end, JsonToken::Number);
            i = end;
        } else if (c.isLetter()) {
            qsizetype end = i + 1;
            while (end < length && isWordChar(text.at(end)))
                ++end;
            const QStringView word = text.mid(i, end - i);
            if (word == u"true" || word == u"false" || word == u"null")
                fill(i, end, JsonToken::Literal);
            i = end;
        } else {
            if (c == u'{' || c == u'}' || c == u'[' || c == u']' || c == u':' || c == u',')
                tokens[size_t(i)] = JsonToken::Punctuation;
            ++i;
        }
    }
    return tokens;
}

} // namespace RpcScope
