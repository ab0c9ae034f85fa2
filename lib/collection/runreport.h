#pragma once

#include "lib/collection/collectionrunner.h"

namespace RpcScope {

class SecretValues;

/// The `rpcscope-cli run --json` report (docs/cli.md): one object with the totals and one
/// entry per request, texts masked. Machine-read: never translated (messages excepted).
/// \a secrets, when given, are redacted from the text once more (in every spelling).
class RunReport
{
public:
    /// \a serverRequests: what the servers asked during the run, with our answers.
    static QByteArray toJson(const QString &collectionName, const RunSummary &summary,
                             const SecretValues *secrets = nullptr, const QList<AnsweredRequest> &serverRequests = {});
    /// One line for people per request, e.g. `ok    auth/login  auth.login  result  12 ms  2/2`.
    static QString line(const RequestResult &result, const SecretValues *secrets = nullptr);
};

} // namespace RpcScope
