#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace RpcScope {

class JsonDocument;
struct SessionEntry;

/// One response object as a session recorded it, ready to be served again under
/// another request's id.
struct RecordedAnswer
{
    QByteArray bytes;            ///< the response exactly as received (the whole body for a single call)
    qsizetype idOffset = -1;     ///< where the id value stands in bytes; -1 when it has no id member
    qsizetype idLength = 0;
    quint64 sequence = 0;        ///< SessionEntry::sequence of the exchange it came from
    QString method;

    /// bytes with the recorded id replaced by \a id (JSON text, written as given); every
    /// other byte stays as recorded.
    QByteArray withId(QByteArrayView id) const;
};

/// The answers of a session, indexed for serving: by method and params, and by method alone.
///
/// Params are compared structurally: object members in any order, strings by their decoded
/// text (`"\u0041"` equals `"A"`), numbers by value (`1` equals `1.0`). A call without
/// params and one with `[]` or `{}` are different calls.
///
/// Repeated identical calls cycle through their recorded answers in recording order: the
/// first call gets the first answer, the next call the second, and after the last it starts
/// over. Calls that fall back to the method alone cycle through every answer of that method
/// the same way, with their own position.
///
/// A value class: build it on a worker (fromEntries() parses every body) and hand it over.
class RecordedAnswers
{
public:
    enum class Match {
        Exact,        ///< same method and params
        MethodOnly,   ///< same method, other params
        None,         ///< the method was never answered in the session
    };

    struct Lookup
    {
        Match match = Match::None;
        const RecordedAnswer *answer = nullptr;   ///< valid until the next fromEntries()/assignment
    };

    RecordedAnswers() = default;

    /// Pairs each request of each exchange with its response (by id inside batches) and
    /// indexes it. Notifications, unanswered requests and bodies that are not JSON add nothing.
    static RecordedAnswers fromEntries(const QList<SessionEntry> &entries);

    /// The next answer for \a method called with the params node \a paramsNode of \a request
    /// (-1: no params member). Advances that call's position in its cycle.
    Lookup take(const QString &method, const JsonDocument &request, int paramsNode);

    /// Number of recorded answers.
    qsizetype size() const { return m_answers.size(); }
    bool isEmpty() const { return m_answers.isEmpty(); }
    /// The methods that have answers, in order of first recording.
    QStringList methods() const { return m_methodOrder; }
    const QList<RecordedAnswer> &answers() const { return m_answers; }

    /// The key two calls share when they are the same call: the method, a NUL, and the
    /// params in a canonical form (members sorted by key, strings and numbers normalised).
    static QByteArray callKey(const QString &method, const JsonDocument &document, int paramsNode);

    /// The key a batch's request and response share when their ids are the same id: equal
    /// exactly where RequestId::matches() pairs them (`1`, `1.0` and `1e0`; `"a"` and
    /// `"\u0061"`). \a idNode -1 stands for a missing id member.
    static QByteArray pairingKey(const JsonDocument &document, int idNode);

private:
    struct Cycle
    {
        QList<qsizetype> answers;
        qsizetype next = 0;
        const RecordedAnswer *take(const QList<RecordedAnswer> &all);
    };

    void add(RecordedAnswer answer, const QByteArray &key);

    QList<RecordedAnswer> m_answers;
    QHash<QByteArray, Cycle> m_byCall;
    QHash<QString, Cycle> m_byMethod;
    QStringList m_methodOrder;
};

} // namespace RpcScope
