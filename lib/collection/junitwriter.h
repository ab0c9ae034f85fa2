#pragma once

#include "lib/collection/collectionrunner.h"

#include <QString>

namespace RpcScope {

class SecretValues;

/// Writes a run as JUnit XML for CI servers: one <testsuite> per collection, one <testcase>
/// per assertion (classname: the request's path, name: what was asserted) and one failed
/// <testcase> for each request that could not be sent, so tests and failures add up to the
/// runner's "N passed, M failed". Texts come masked from the runner; \a secrets, when given,
/// are redacted from the XML once more (in every spelling). Written with QSaveFile.
class JUnitWriter
{
public:
    static QByteArray serialize(const QString &suiteName, const RunSummary &summary,
                                const SecretValues *secrets = nullptr);
    static bool write(const QString &path, const QString &suiteName, const RunSummary &summary, QString *error,
                      const SecretValues *secrets = nullptr);
};

} // namespace RpcScope
