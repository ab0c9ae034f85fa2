#pragma once

#include <QCoreApplication>
#include <QString>

namespace RpcScope {

struct DecodedError;

/// A decoded error in one line for people, in their language:
/// "-32601 Method not found: no such method (application code NOT_FOUND)".
class DecodedErrorText
{
    Q_DECLARE_TR_FUNCTIONS(RpcScope::DecodedErrorText)

public:
    static QString describe(const DecodedError &error);
};

} // namespace RpcScope
