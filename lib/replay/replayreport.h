#pragma once

#include "lib/replay/jsondiff.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace RpcScope {

/// How one recorded exchange fared when it was sent again.
struct ReplayResult
{
    enum class Verdict {
        Same,      ///< the answer matches the recording (after the ignore rules)
        Differs,   ///< differences remain, or the HTTP status changed
        Failed,    ///< a transport failure, or nothing came back where something did before
    };

    quint64 sequence = 0;          ///< the entry's seq in the session
    QString method;                ///< methods sent ("a, b" for a batch)
    QString endpoint;              ///< where it was replayed
    Verdict verdict = Verdict::Same;
    JsonDiffResult diff;
    int recordedStatus = -1;       ///< HTTP status; -1 when none (stdio, no status line)
    int replayedStatus = -1;
    qint64 durationMs = -1;        ///< of the replay
    QString errorKind;             ///< Failed: TransportError::kindName(), or "no-answer"
    QString errorMessage;          ///< Failed: translated
    QStringList unfilled;          ///< placeholders left in the request (no credential given)
    QByteArray recordedBody;       ///< for a side-by-side view
    QByteArray replayedBody;

    bool statusChanged() const { return recordedStatus >= 0 && replayedStatus >= 0 && recordedStatus != replayedStatus; }
    /// Stable machine name: same, differs, failed.
    static QString verdictName(Verdict verdict);
};

/// A replay's outcome: counts and one result per exchange replayed, in session order. A
/// canceled replay keeps what it finished (canceled is true, results shorter than total).
struct ReplayReport
{
    QString session;               ///< the session file, as given
    QString against;               ///< the endpoint replayed against; empty: the recorded ones
    int total = 0;                 ///< exchanges the session holds
    bool canceled = false;
    QList<ReplayResult> results;

    int count(ReplayResult::Verdict verdict) const;
    /// Differences the rules left out, over every exchange.
    int ignoredDifferences() const;
    /// Placeholder names no credential filled, in order of first appearance.
    QStringList unfilled() const;
    /// SPEC §8: 3 when every exchange failed (the endpoint is unreachable), 5 when any
    /// differs or failed, 0 when all are the same.
    int exitStatus() const;
    /// The `replay --json` report (docs/cli.md): fixed member order, never translated
    /// except the error messages.
    QByteArray toJson(int indent = 2) const;
};

} // namespace RpcScope
