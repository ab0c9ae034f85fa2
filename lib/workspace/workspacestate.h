#pragma once

#include "lib/workspace/endpointprofile.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace RpcScope {

/// One composer tab: what the user was writing, sent or not.
struct ComposerTabState
{
    QString title;
    QByteArray text;   ///< exactly as typed (may be invalid JSON)
    bool raw = false;
};

/// An open endpoint with its unsent work.
struct EndpointState
{
    EndpointProfile profile;
    QList<ComposerTabState> tabs;
    int currentTab = 0;
    QList<QByteArray> batch;   ///< the batch builder's entries, each as typed
};

/// Everything the workspace file keeps: the open endpoints, in sidebar order.
struct WorkspaceState
{
    QList<EndpointState> endpoints;
    QString currentEndpointId;

    const EndpointState *find(const QString &id) const;
};

} // namespace RpcScope
