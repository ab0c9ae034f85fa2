#pragma once

#include "lib/replay/diffrules.h"
#include "lib/replay/jsondifference.h"

#include <QByteArray>
#include <QList>

namespace RpcScope {

class JsonDocument;

/// What JsonDiff found: the differences the rules kept, in document order, and how many
/// they left out.
struct JsonDiffResult
{
    QList<JsonDifference> differences;
    int ignored = 0;          ///< differences the rules made noise
    bool truncated = false;   ///< more than Options::maxDifferences were kept; the rest are not listed

    bool isSame() const { return differences.isEmpty(); }
};

/// How JsonDiff pairs and how much it lists.
struct JsonDiffOptions
{
    bool pairBatchById = true;   ///< a batch answer pairs its responses by id
    int maxDifferences = 1000;   ///< kept differences listed at most
};

/// A structural diff of two JSON texts on JsonDocument, so member order, duplicate keys and
/// the spelling of every token are seen (QJsonDocument would hide all three).
///
/// - Objects pair members by decoded key (the n-th occurrence of a repeated key with the
///   n-th); members only on one side are added or removed; when the shared members come in
///   another order, one `order` difference names the object, listing the keys both ways.
/// - Arrays pair elements by position. A top-level array of response objects whose ids are
///   unique on both sides and partly shared (a batch answer) pairs by id instead, since a
///   server may answer a batch in any order; a new order is then an `order` difference at
///   `$`. With no id in common (ids assigned anew) position is used.
/// - Numbers: the same text is the same; another text with the same exact decimal value
///   (1.0 and 1, 1e2 and 100, -0 and 0) is `spelling`; anything else is `changed`. Values
///   are compared as exact decimals, never as doubles, so 9007199254740993 and
///   9007199254740992 differ. Strings likewise: the same decoded text under other escapes is
///   `spelling`. true and false are `changed`; any other change of JSON type is `type-changed`.
/// - Bodies that are not JSON compare as bytes: one `changed` difference at `$` when they
///   differ (`added` / `removed` when one side is empty).
/// Iterative, so any depth the parser accepted is compared.
class JsonDiff
{
public:
    using Options = JsonDiffOptions;

    static JsonDiffResult compare(const JsonDocument &recorded, const JsonDocument &replayed,
                                  const DiffRules &rules = {}, const Options &options = {});
    static JsonDiffResult compareBodies(const QByteArray &recorded, const QByteArray &replayed,
                                        const DiffRules &rules = {}, const Options &options = {});

    /// The exact decimal value of a JSON number's text as a canonical key ("-123e-2" for
    /// -1.23, "0" for any zero); equal keys mean equal values.
    static QByteArray numberKey(QByteArrayView number);
};

} // namespace RpcScope
