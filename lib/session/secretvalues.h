#pragma once

#include <QByteArray>
#include <QList>
#include <QMutex>
#include <QString>
#include <QStringList>

#include <atomic>

namespace RpcScope {

/// Secrets known by their value rather than by where they stand: the values of a
/// collection's secret variables, a token a login recipe was handed. Each is replaced,
/// wherever it occurs, by `{{redacted:NAME}}`, in the spellings a value takes on the way
/// into a file: as it is, escaped inside a JSON string, percent-encoded in a URL, escaped
/// in XML. Values learnt during a run are added while a recorder may be redacting on
/// another thread, so every member is thread-safe.
class SecretValues
{
public:
    /// Values shorter than this are not redacted by value: replacing "a" everywhere would
    /// wreck a recording, and a value that short keeps nothing secret anyway.
    static constexpr qsizetype MinimumLength = 3;

    /// Adds \a value under the placeholder name made of \a name (lower case, other
    /// characters as `_`). A value already known keeps its first name.
    void add(const QString &name, const QString &value);
    bool isEmpty() const { return m_count.load(std::memory_order_acquire) == 0; }
    int count() const { return m_count.load(std::memory_order_acquire); }

    /// \a text with every spelling of every value replaced by its placeholder (longest
    /// value first, so a secret that contains another is hidden whole); the names used are
    /// appended to \a used once each.
    QByteArray redact(const QByteArray &text, QStringList *used = nullptr) const;
    QString redact(const QString &text, QStringList *used = nullptr) const;

    /// The spellings of \a value that are looked for: itself, JSON-escaped, percent-encoded,
    /// XML-escaped (each once).
    static QList<QByteArray> spellings(const QString &value);
    /// A placeholder name from a variable or header name: lower case, `a-z 0-9 _ . - :` kept.
    static QString placeholderName(QStringView name);

private:
    struct Entry
    {
        QString name;
        QString value;
        QList<QByteArray> spellings;
    };

    mutable QMutex m_mutex;
    QList<Entry> m_entries;   // longest value first
    std::atomic<int> m_count{0};
};

} // namespace RpcScope
