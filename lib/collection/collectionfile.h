#pragma once

#include "lib/collection/collection.h"

#include <QString>

namespace RpcScope {

/// Reads and writes collection files (docs/collection-format.md): versioned JSON with a
/// stable member order, one request per block, params and bodies embedded as the user wrote
/// them, so that a file saved twice is byte-identical and two people can merge it in git.
/// Secret variables are written by name only. Writing is atomic (QSaveFile).
class CollectionFile
{
public:
    static constexpr int kFormatVersion = Collection::FormatVersion;

    enum class Status {
        Ok,
        Damaged,        ///< not JSON, not a collection, or a member of the wrong type
        NewerVersion,   ///< written by a newer format version: refused, and never overwritten
        Unreadable,     ///< cannot be opened
    };

    static QByteArray serialize(const Collection &collection);
    /// On anything but Ok a translated \a error names the line and the field (e.g.
    /// `Line 14, items[0].assertions[1].expected: expected a number`); \a collection is untouched.
    static Status parse(const QByteArray &bytes, Collection *collection, QString *error);

    static bool write(const QString &path, const Collection &collection, QString *error);
    static Status read(const QString &path, Collection *collection, QString *error);
};

} // namespace RpcScope
