#pragma once

#include "lib/json/jsondocument.h"
#include "lib/rpc/errorcatalog.h"
#include "lib/rpc/finding.h"
#include "lib/rpc/requestid.h"

#include <QList>
#include <QString>

namespace RpcScope {

/// A JSON-RPC error object, decoded.
struct DecodedError
{
    QByteArray codeRaw;          ///< the code as written
    qint64 code = 0;
    bool codeIsInteger = false;
    QString name;                ///< stable name (ErrorCatalog::name), for machine-read output
    QString displayName;         ///< the same for people, translated (ErrorCatalog::displayName)
    QString message;
    QByteArray dataRaw;          ///< JSON text of data; empty when absent
    QString applicationCode;     ///< error.data.code (Chorus), error.data.*_code (MCP wrappers)
};

/// One response object of the body.
struct ResponseInfo
{
    enum class Outcome { Result, Error, ToolError, BusinessError, Invalid };

    RequestId id;                ///< as received
    int node = -1;               ///< the response object in Classification::document
    int request = -1;            ///< index into SentMessage::items; -1 when unmatched
    QString method;              ///< of the matched request
    Outcome outcome = Outcome::Invalid;
    int resultNode = -1;
    DecodedError error;          ///< Outcome::Error only

    static QString outcomeName(Outcome outcome);   ///< "result", "tool-error", ...
};

/// What an exchange means: its outcome, each response, and the conformance findings.
struct Classification
{
    enum class Outcome { Result, Error, Notification, TransportError, Invalid };

    Outcome outcome = Outcome::Invalid;
    JsonDocument document;       ///< the body, indexed (invalid when it is not JSON)
    bool batchResponse = false;  ///< the body is an array
    QList<ResponseInfo> responses;
    QList<Finding> findings;
    QString summary;             ///< one translated line for people, e.g. "HTTP 502 with an HTML page"

    bool hasErrorFinding() const;
    bool hasFinding(const QString &id) const;
    static QString outcomeName(Outcome outcome);   ///< "result", "transport-error", ...
};

} // namespace RpcScope
