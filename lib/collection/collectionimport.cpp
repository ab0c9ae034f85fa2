#include "lib/collection/collectionimport.h"

#include "lib/export/curlcommand.h"
#include "lib/json/jsondocument.h"
#include "lib/json/jsonwriter.h"
#include "lib/tr.h"
#include "lib/transport/endpointsettings.h"
#include "lib/transport/stdio/commandline.h"

#include <QUrl>

using namespace Qt::StringLiterals;

namespace RpcScope {

namespace {

QString rawText(const JsonDocument &doc, int node)
{
    return QString::fromUtf8(doc.raw(node));
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
                  QStringList *skipped, int depth)
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
            postmanItems(doc, children, &item.items, path, skipped, depth + 1);
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
        item.request.endpoint = url < 0 ? QString()
                                : doc.type(url) == JsonDocument::Type::String ? doc.string(url)
                                                                              : doc.memberString(url, u"raw");
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
                item.request.headers.append({name, doc.memberString(h, u"value")});
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

std::optional<Collection> CollectionImport::fromPostman(const QByteArray &json, QString *error, QStringList *skipped)
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
            collection.variables.append({doc.memberString(v, u"key"),
                                         value < 0 ? QString()
                                         : doc.type(value) == JsonDocument::Type::String ? doc.string(value)
                                                                                         : rawText(doc, value),
                                         false});
        }
    }
    postmanItems(doc, items, &collection.items, QString(), skipped, 0);
    return collection;
}

std::optional<CollectionItem> CollectionImport::fromCurl(const QString &commandLine, QString *error)
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
            item.request.headers.append({name, value.mid(colon + 1).trimmed()});
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
            item.request.auth.password = colon < 0 ? QString() : value.mid(colon + 1);
        } else if (word == u"--url") {
            if (!next(&url))
                return std::nullopt;
        } else if (word == u"-o" || word == u"--output" || word == u"-m" || word == u"--max-time" || word == u"-A"
                   || word == u"--user-agent" || word == u"-b" || word == u"--cookie" || word == u"-e" || word == u"--referer") {
            if (!next(&value))
                return std::nullopt;
            if (word == u"-m" || word == u"--max-time")
                item.request.timeoutMs = int(value.toDouble() * 1000);
            if (word == u"-b" || word == u"--cookie")
                item.request.headers.append({u"Cookie"_s, value});
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
    item.request.endpoint = url;
    setMessage(&item.request, body);
    item.name = item.request.method.isEmpty() ? QUrl(url).host() : item.request.method;
    return item;
}

std::optional<QList<McpServerEntry>> CollectionImport::mcpServers(const QByteArray &json, QString *error)
{
    const JsonDocument doc = JsonDocument::parse(json);
    if (!doc.isValid()) {
        *error = Tr::tr("Line %1, column %2: %3").arg(doc.error().line).arg(doc.error().column).arg(doc.error().message);
        return std::nullopt;
    }
    int servers = doc.type(0) == JsonDocument::Type::Object ? doc.member(0, u"mcpServers") : -1;
    if (servers < 0 && doc.type(0) == JsonDocument::Type::Object)
        servers = doc.member(0, u"servers");   // VS Code's mcp.json
    if (servers < 0 || doc.type(servers) != JsonDocument::Type::Object) {
        *error = Tr::tr("This is not an MCP configuration: it has no mcpServers object.");
        return std::nullopt;
    }
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
        const int env = doc.member(server, u"env");
        if (env >= 0 && doc.type(env) == JsonDocument::Type::Object) {
            for (int value = doc.firstChild(env); value >= 0; value = doc.nextSibling(value))
                entry.envNames.append(doc.string(doc.keyNode(value)));
        }
        entry.url = doc.memberString(server, u"url");
        if (entry.url.isEmpty())
            entry.url = doc.memberString(server, u"serverUrl");
        if (!entry.command.isEmpty())
            entry.endpoint = u"stdio:"_s + CommandLine::join(QStringList{entry.command} + entry.args);
        else
            entry.endpoint = entry.url;
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
