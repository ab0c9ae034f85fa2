#pragma once

// Registries the registry-browser tests share.

#include "lib/demo/demoservice.h"
#include "lib/discovery/registry.h"
#include "lib/discovery/registryreader.h"
#include "lib/json/jsondocument.h"

namespace RegistryTestData {

/// The demo service's OpenRPC document, as rpc.discover answers it.
inline QByteArray demoDocument()
{
    RpcScope::DemoService service;
    return service.openRpcDocument();
}

/// The demo registry as discovery reports it (source "openrpc").
inline RpcScope::Registry demoRegistry()
{
    const RpcScope::JsonDocument doc = RpcScope::JsonDocument::parse(demoDocument());
    return RpcScope::RegistryReader::fromOpenRpc(doc, 0, "openrpc");
}

inline RpcScope::MethodInfo method(const QString &name, const QString &source = "openrpc",
                                   const QString &summary = {}, const QString &description = {})
{
    RpcScope::MethodInfo info;
    info.name = name;
    info.sources = {source};
    info.summary = summary;
    info.description = description;
    return info;
}

inline RpcScope::Registry registryOf(const QList<RpcScope::MethodInfo> &methods)
{
    RpcScope::Registry registry;
    for (const RpcScope::MethodInfo &m : methods)
        registry.merge(m);
    return registry;
}

} // namespace RegistryTestData
