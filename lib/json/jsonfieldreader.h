#pragma once

#include "lib/json/jsondocument.h"

#include <QString>

namespace RpcScope {

/// Reads typed members of a hand-editable file's objects and remembers the first thing that was
/// wrong, with its line and the field's path ("Line 9, items[0].timeoutMs: expected a number"),
/// so a person can fix the file. Shared by the workspace and collection files.
class JsonFieldReader
{
public:
    explicit JsonFieldReader(const JsonDocument &doc) : m_doc(doc) {}

    bool failed() const { return !m_error.isEmpty(); }
    const QString &error() const { return m_error; }
    const JsonDocument &doc() const { return m_doc; }

    /// Records "Line N, path: what" unless an earlier problem was recorded.
    void fail(int node, const QString &path, const QString &what);

    /// The member's node, or -1 when it is absent (a failure when required) or of another type.
    int member(int object, const QString &path, const QString &key, JsonDocument::Type type, bool required);
    QString string(int object, const QString &path, const QString &key, bool required = false);
    bool boolean(int object, const QString &path, const QString &key, bool fallback);
    /// A whole number from \a minimum to INT_MAX.
    qint64 integer(int object, const QString &path, const QString &key, qint64 fallback, qint64 minimum = 0,
                   bool required = false);
    /// A member that is JSON as written (\a key) or a string of text (\a textKey).
    QString text(int object, const QString &path, const QString &key, const QString &textKey);

    int line(int node) const;

    static QString join(const QString &path, const QString &key) { return path.isEmpty() ? key : path + u'.' + key; }
    static QString index(const QString &path, int i) { return path + u'[' + QString::number(i) + u']'; }

private:
    const JsonDocument &m_doc;
    QString m_error;
};

} // namespace RpcScope
