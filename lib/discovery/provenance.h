#pragma once

#include "lib/discovery/methodinfo.h"

#include <QString>

namespace RpcScope {

class Registry;

/// The names of the sources a registry entry can come from (MethodInfo::sources), in one
/// place, and the one source no probe reports: a method only seen in the traffic.
namespace Provenance {

inline QString openRpc() { return QStringLiteral("openrpc"); }
inline QString listMethods() { return QStringLiteral("list-methods"); }
inline QString mcpTool() { return QStringLiteral("mcp-tool"); }
inline QString mcpResource() { return QStringLiteral("mcp-resource"); }
inline QString mcpPrompt() { return QStringLiteral("mcp-prompt"); }
inline QString document() { return QStringLiteral("document"); }
/// A name that was called (and so is in the history) but no source described.
inline QString history() { return QStringLiteral("history"); }

/// An entry that says only "this name was seen in the traffic".
MethodInfo seenInHistory(const QString &name);
/// Records that \a name was seen in the traffic: adds it to \a registry with source "history",
/// or adds that source to the entry of that name. Returns true when the registry changed.
bool markSeen(Registry &registry, const QString &name);
/// True when an endpoint said this about itself (any source but "document" and "history").
bool isLive(const MethodInfo &method);

} // namespace Provenance

} // namespace RpcScope
