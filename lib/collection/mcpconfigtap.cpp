#include "lib/collection/mcpconfigtap.h"

#include "lib/collection/collectionimport.h"

#include "lib/json/jsondocument.h"
#include "lib/json/jsonwriter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <algorithm>

namespace RpcScope {

namespace {

/// A replacement of bytes [offset, offset + length).
struct Splice
{
    qsizetype offset = 0;
    qsizetype length = 0;
    QByteArray text;
};

qsizetype offsetOf(const JsonDocument &doc, int node)
{
    return doc.raw(node).data() - doc.bytes().constData();
}

/// The server runs through a tap already: its args start with "tap" and hold a "--".
bool isTapped(const JsonDocument &doc, int server)
{
    const int args = doc.member(server, u"args");
    if (args < 0 || doc.type(args) != JsonDocument::Type::Array)
        return false;
    const int first = doc.firstChild(args);
    if (first < 0 || doc.type(first) != JsonDocument::Type::String || doc.string(first) != u"tap")
        return false;
    for (int arg = first; arg >= 0; arg = doc.nextSibling(arg)) {
        if (doc.type(arg) == JsonDocument::Type::String && doc.string(arg) == u"--")
            return QFileInfo(doc.memberString(server, u"command")).fileName().startsWith(u"rpcscope-cli");
    }
    return false;
}

QByteArray apply(const QByteArray &bytes, std::vector<Splice> splices)
{
    std::sort(splices.begin(), splices.end(), [](const Splice &a, const Splice &b) { return a.offset > b.offset; });
    QByteArray out = bytes;
    for (const Splice &splice : splices)
        out.replace(splice.offset, splice.length, splice.text);
    return out;
}

} // namespace

bool McpConfigTap::write(const QString &path, const QByteArray &original, const QByteArray &changed,
                         QString *backupPath, QString *error)
{
    QFile current(path);
    if (!current.open(QIODevice::ReadOnly)) {
        *error = tr("Cannot read %1: %2").arg(path, current.errorString());
        return false;
    }
    if (current.readAll() != original) {
        *error = tr("%1 changed since it was read; nothing was written. Import it again.").arg(path);
        return false;
    }
    current.close();
    QString backup = path + QStringLiteral(".before-rpcscope-tap");
    for (int n = 2; QFileInfo::exists(backup); ++n)
        backup = path + QStringLiteral(".before-rpcscope-tap.%1").arg(n);
    QSaveFile copy(backup);
    if (!copy.open(QIODevice::WriteOnly) || copy.write(original) != original.size() || !copy.commit()) {
        *error = tr("Cannot keep the original as %1: %2").arg(backup, copy.errorString());
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(changed) != changed.size() || !file.commit()) {
        *error = tr("Cannot write %1: %2 (the original is kept as %3)").arg(path, file.errorString(), backup);
        return false;
    }
    *backupPath = backup;
    return true;
}

QString McpConfigTap::sessionFileName(const QString &name)
{
    QString safe;
    for (const QChar c : name)
        safe.append(c.isLetterOrNumber() || c == u'-' || c == u'_' || c == u'.' ? c : u'_');
    if (safe.isEmpty() || safe.startsWith(u'.'))
        safe.prepend(u"server");
    return safe + QStringLiteral(".rpcsession");
}

std::optional<McpConfigTap::Result> McpConfigTap::wrap(const QByteArray &config, const QStringList &servers,
                                                       const Options &options, QString *error)
{
    const JsonDocument doc = JsonDocument::parse(config);
    const int list = CollectionImport::mcpServersObject(doc, error);
    if (list < 0)
        return std::nullopt;
    Result result;
    std::vector<Splice> splices;
    QStringList named = servers;
    for (int server = doc.firstChild(list); server >= 0; server = doc.nextSibling(server)) {
        const QString name = doc.string(doc.keyNode(server));
        if (!servers.isEmpty() && !servers.contains(name))
            continue;
        named.removeAll(name);
        const int command = doc.type(server) == JsonDocument::Type::Object ? doc.member(server, u"command") : -1;
        if (command < 0 || doc.type(command) != JsonDocument::Type::String) {
            result.skipped.append(tr("%1: not a stdio server (tap an HTTP server with rpcscope-cli tap --listen).").arg(name));
            continue;
        }
        if (isTapped(doc, server)) {
            result.skipped.append(tr("%1: tapped already.").arg(name));
            continue;
        }
        const int args = doc.member(server, u"args");
        if (args >= 0 && doc.type(args) != JsonDocument::Type::Array) {
            result.skipped.append(tr("%1: its args are not a list.").arg(name));
            continue;
        }
        QList<QByteArray> newArgs{JsonWriter::quote(u"tap")};
        if (!options.recordDirectory.isEmpty()) {
            newArgs << JsonWriter::quote(u"--record")
                    << JsonWriter::quote(QDir(options.recordDirectory).filePath(sessionFileName(name)));
        }
        newArgs << JsonWriter::quote(u"--") << doc.raw(command).toByteArray();
        for (int arg = args >= 0 ? doc.firstChild(args) : -1; arg >= 0; arg = doc.nextSibling(arg))
            newArgs << doc.raw(arg).toByteArray();   // as they were spelt
        const QByteArray argsText = '[' + newArgs.join(", ") + ']';
        splices.push_back({offsetOf(doc, command), doc.raw(command).size(), JsonWriter::quote(options.cliProgram)});
        if (args >= 0)
            splices.push_back({offsetOf(doc, args), doc.raw(args).size(), argsText});
        else
            splices.push_back({offsetOf(doc, command) + doc.raw(command).size(), 0, ", \"args\": " + argsText});
        result.tapped.append(name);
    }
    for (const QString &missing : std::as_const(named))
        result.skipped.append(tr("%1: no such server in the configuration.").arg(missing));
    result.config = apply(config, std::move(splices));
    return result;
}

std::optional<McpConfigTap::Result> McpConfigTap::unwrap(const QByteArray &config, QString *error)
{
    const JsonDocument doc = JsonDocument::parse(config);
    const int list = CollectionImport::mcpServersObject(doc, error);
    if (list < 0)
        return std::nullopt;
    Result result;
    std::vector<Splice> splices;
    for (int server = doc.firstChild(list); server >= 0; server = doc.nextSibling(server)) {
        if (doc.type(server) != JsonDocument::Type::Object || !isTapped(doc, server))
            continue;
        const int command = doc.member(server, u"command");
        const int args = doc.member(server, u"args");
        int arg = doc.firstChild(args);
        while (arg >= 0 && !(doc.type(arg) == JsonDocument::Type::String && doc.string(arg) == u"--"))
            arg = doc.nextSibling(arg);
        const int original = arg >= 0 ? doc.nextSibling(arg) : -1;
        if (original < 0 || doc.type(original) != JsonDocument::Type::String)
            continue;
        QList<QByteArray> rest;
        for (int each = doc.nextSibling(original); each >= 0; each = doc.nextSibling(each))
            rest << doc.raw(each).toByteArray();
        splices.push_back({offsetOf(doc, command), doc.raw(command).size(), doc.raw(original).toByteArray()});
        splices.push_back({offsetOf(doc, args), doc.raw(args).size(), '[' + rest.join(", ") + ']'});
        result.tapped.append(doc.string(doc.keyNode(server)));
    }
    result.config = apply(config, std::move(splices));
    return result;
}

} // namespace RpcScope
