#pragma once

#include "lib/session/sessionentry.h"
#include "lib/session/sessionredactor.h"
#include "lib/session/sessionwriter.h"

#include <QString>

#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>

namespace RpcScope {

/// Redacts, formats and appends session entries without holding up the thread that talks to
/// the endpoints for long. A small entry is written at once on the caller's thread (a few
/// microseconds; a hand-off to another thread costs more than that). A large one (a body of
/// megabytes, whose redaction parses it) goes to a thread of its own, and so does everything
/// queued after it until that thread is idle, so lines stay in order. Each entry's seq is given
/// out when it is queued, so later lines can refer to it. Every line is one unbuffered write,
/// unless the owner asks to coalesce: then the small lines queued while the owner's thread
/// works through one pass of its event loop wait in memory and go out in one write when it
/// delivers the results (commit()), which a tap under load needs: a system call per line cost
/// it half its throughput.
class SessionWriteQueue
{
public:
    /// What became of one queued entry, collected for the owner's thread (takeResults()).
    struct Result
    {
        SessionEntry entry;   ///< as written: redacted, with its seq
        bool written = false;
        QString error;        ///< translated, when not written
    };

    /// \a wakeOwner is called (on any thread) when results or coalesced lines are waiting; the
    /// owner then calls commit() and takeResults() on its own thread, e.g. from a queued call.
    explicit SessionWriteQueue(std::function<void()> wakeOwner = {});
    ~SessionWriteQueue();
    Q_DISABLE_COPY_MOVE(SessionWriteQueue)

    /// Entries whose bodies add up to more than this go to the writing thread.
    static constexpr qsizetype kLargeEntryBytes = 256 * 1024;

    /// Opens the file (SessionWriter::open) and starts the writing thread.
    bool open(const QString &path);
    /// Writes what is queued, then stops the thread and closes the file.
    void close();
    bool isOpen() const { return m_open; }
    QString path() const { return m_path; }
    /// Translated reason of the last failure (open or write).
    QString errorString() const;

    /// Queues \a entry, to be redacted with \a redactor (a copy: implicitly shared, cheap) and
    /// written; returns its seq (0 when no file is open). \a wantResult also reports a
    /// successful write; failures are always reported.
    quint64 enqueue(SessionEntry entry, const SessionRedactor &redactor, bool wantResult);
    /// Coalesces small lines until commit(); wakeOwner is called when the first one waits.
    void setCoalescing(bool on);
    /// Writes the coalesced lines (owner's thread); their results follow in takeResults().
    void commit();
    /// Blocks until everything queued so far is written (or failed).
    void flush();
    /// The results collected since the last call, in queue order.
    std::deque<Result> takeResults();

private:
    struct Job
    {
        SessionEntry entry;
        SessionRedactor redactor;
        quint64 sequence = 0;
        bool wantResult = false;
    };

    void run();
    /// Redacts and writes \a entry; true when it left a result (a failure, or a wanted success).
    bool write(SessionEntry &entry, const SessionRedactor &redactor, quint64 sequence, bool wantResult);
    /// Redacts and stages \a entry for commit().
    void stage(SessionEntry &entry, const SessionRedactor &redactor, quint64 sequence, bool wantResult);
    /// Hands the staged lines' results over: \a written says whether their commit went through.
    void settleStaged(bool written, const QString &error);
    static qsizetype weight(const SessionEntry &entry);

    std::function<void()> m_wakeOwner;
    SessionWriter m_writer;   // one thread at a time: the caller's only while the writing thread is idle
    QString m_path;
    bool m_open = false;
    quint64 m_nextSequence = 1;

    mutable std::mutex m_mutex;
    std::condition_variable m_wake;   // work queued, or stop
    std::condition_variable m_idle;   // the queue ran empty
    std::deque<Job> m_jobs;
    std::deque<Result> m_results;
    struct Staged
    {
        Result result;        ///< its entry only when the result is wanted
        bool wanted = false;  ///< reported when written, not only when it failed
    };
    std::deque<Staged> m_staged;   // coalesced, not written yet (the owner's thread only)
    QString m_error;
    bool m_busy = false;   // the thread holds a job outside the queue
    bool m_stop = false;
    std::thread m_thread;
};

} // namespace RpcScope
