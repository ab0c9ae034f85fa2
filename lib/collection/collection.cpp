#include "lib/collection/collection.h"

#include "lib/json/jsondocument.h"

#include <array>
#include <utility>

using namespace Qt::StringLiterals;

namespace RpcScope {

namespace {

// The names the file format uses; never translated.
const std::array<std::pair<AuthRecipe::Kind, QStringView>, 9> authNames{{
    {AuthRecipe::Kind::Inherit, u"inherit"},
    {AuthRecipe::Kind::None, u"none"},
    {AuthRecipe::Kind::Bearer, u"bearer"},
    {AuthRecipe::Kind::Basic, u"basic"},
    {AuthRecipe::Kind::Header, u"header"},
    {AuthRecipe::Kind::TokenParam, u"token-param"},
    {AuthRecipe::Kind::Login, u"login"},
    {AuthRecipe::Kind::CookieCsrf, u"cookie-csrf"},
    {AuthRecipe::Kind::OAuth2, u"oauth2"},
}};

const std::array<std::pair<Assertion::Kind, QStringView>, 9> assertionNames{{
    {Assertion::Kind::Outcome, u"outcome"},
    {Assertion::Kind::ErrorCode, u"error-code"},
    {Assertion::Kind::HttpStatus, u"http-status"},
    {Assertion::Kind::PathExists, u"exists"},
    {Assertion::Kind::PathEquals, u"equals"},
    {Assertion::Kind::PathMatches, u"matches"},
    {Assertion::Kind::PathSchema, u"schema"},
    {Assertion::Kind::NoFindings, u"no-findings"},
    {Assertion::Kind::DurationBelow, u"duration-below"},
}};

const std::array<std::pair<SavedRequest::Kind, QStringView>, 5> requestNames{{
    {SavedRequest::Kind::Single, u"single"},
    {SavedRequest::Kind::Batch, u"batch"},
    {SavedRequest::Kind::Notification, u"notification"},
    {SavedRequest::Kind::Raw, u"raw"},
    {SavedRequest::Kind::Mcp, u"mcp"},
}};

template<typename Kind, size_t N>
QString nameOf(const std::array<std::pair<Kind, QStringView>, N> &names, Kind kind)
{
    for (const auto &[k, name] : names) {
        if (k == kind)
            return name.toString();
    }
    return {};
}

template<typename Kind, size_t N>
bool kindOf(const std::array<std::pair<Kind, QStringView>, N> &names, QStringView name, Kind *kind)
{
    for (const auto &[k, n] : names) {
        if (n == name) {
            *kind = k;
            return true;
        }
    }
    return false;
}

} // namespace

QString AuthRecipe::kindName(Kind kind) { return nameOf(authNames, kind); }
bool AuthRecipe::kindFromName(QStringView name, Kind *kind) { return kindOf(authNames, name, kind); }
QString Assertion::kindName(Kind kind) { return nameOf(assertionNames, kind); }
bool Assertion::kindFromName(QStringView name, Kind *kind) { return kindOf(assertionNames, name, kind); }
QString SavedRequest::kindName(Kind kind) { return nameOf(requestNames, kind); }
bool SavedRequest::kindFromName(QStringView name, Kind *kind) { return kindOf(requestNames, name, kind); }

QString SavedRequest::mcpTarget() const
{
    return kind == Kind::Mcp ? mcpTarget(method, params.toUtf8()) : QString();
}

QString SavedRequest::mcpTarget(const QString &method, const QByteArray &params)
{
    // The params may hold {{variables}} and be no JSON yet: the name is taken only when they parse.
    const JsonDocument doc = JsonDocument::parse(params);
    const QStringView member = method == u"resources/read" || method == u"resources/subscribe" ? u"uri" : u"name";
    const bool named = method == u"tools/call" || method == u"prompts/get" || member == u"uri";
    const int node = named && doc.isValid() ? doc.member(0, member) : -1;
    if (node < 0 || doc.type(node) != JsonDocument::Type::String)
        return method;
    return method + u' ' + doc.string(node);
}

const CollectionEnvironment *Collection::environment(QStringView environmentName) const
{
    for (const CollectionEnvironment &environment : environments) {
        if (environment.name == environmentName)
            return &environment;
    }
    return nullptr;
}

const CollectionItem *Collection::folder(QStringView path) const
{
    const std::vector<CollectionItem> *level = &items;
    const CollectionItem *found = nullptr;
    for (const QStringView part : path.split(u'/', Qt::SkipEmptyParts)) {
        found = nullptr;
        for (const CollectionItem &item : *level) {
            if (item.isFolder() && item.name == part) {
                found = &item;
                break;
            }
        }
        if (!found)
            return nullptr;
        level = &found->items;
    }
    return found;
}

QList<Collection::Entry> Collection::requests(const std::vector<CollectionItem> &items, const QString &prefix)
{
    QList<Entry> out;
    for (const CollectionItem &item : items) {
        const QString path = prefix.isEmpty() ? item.name : prefix + u'/' + item.name;
        if (item.isFolder())
            out += requests(item.items, path);
        else
            out.append({path, &item});
    }
    return out;
}

} // namespace RpcScope
