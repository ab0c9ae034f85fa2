#pragma once

#include <QCoreApplication>

namespace RpcScope {

/// Translation context for lib/ code that is not a QObject.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(RpcScope)
};

} // namespace RpcScope
