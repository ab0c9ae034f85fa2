#include "lib/session/sessionwritequeue.h"

#include "lib/session/sessionformat.h"

namespace RpcScope {

SessionWriteQueue::SessionWriteQueue(std::function<void()> wakeOwner)
    : m_wakeOwner(std::move(wakeOwner))
{}

SessionWriteQueue::~SessionWriteQueue()
{
    close();
}

bool SessionWriteQueue::open(const QString &path)
{
    close();
    const bool ok = m_writer.open(path);
    std::lock_guard lock(m_mutex);
    m_error = ok ? QString() : m_writer.errorString();
    if (!ok)
        return false;
    m_path = path;
    m_nextSequence = m_writer.nextSequence();
    m_stop = false;
    m_open = true;
    m_thread = std::thread([this] { run(); });
    return true;
}

void SessionWriteQueue::close()
{
    if (!m_open)
        return;
    flush();
    {
        std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_wake.notify_one();
    m_thread.join();
    m_writer.close();
    m_open = false;
}

QString SessionWriteQueue::errorString() const
{
    std::lock_guard lock(m_mutex);
    return m_error;
}

qsizetype SessionWriteQueue::weight(const SessionEntry &entry)
{
    qsizetype bytes = entry.request.size() + entry.body.size() + entry.message.size();
    for (const auto &incoming : entry.notifications)
        bytes += incoming.message.size();
    for (const auto &event : entry.stream)
        bytes += event.data.size();
    return bytes;
}

quint64 SessionWriteQueue::enqueue(SessionEntry entry, const SessionRedactor &redactor, bool wantResult)
{
    if (!m_open)
        return 0;
    const quint64 sequence = m_nextSequence++;
    const bool large = weight(entry) > kLargeEntryBytes;
    bool threadIdle = false;
    {
        std::lock_guard lock(m_mutex);
        threadIdle = m_jobs.empty() && !m_busy;
    }
    if (threadIdle && !large) {
        if (m_writer.isStaging()) {
            // Written when the owner's thread has done this pass's work (commit()).
            const bool first = m_staged.empty();
            stage(entry, redactor, sequence, wantResult);
            if (first && m_wakeOwner)
                m_wakeOwner();
            return sequence;
        }
        // Written here and now: nothing answered is lost if the process dies the next moment.
        if (write(entry, redactor, sequence, wantResult) && m_wakeOwner)
            m_wakeOwner();
        return sequence;
    }
    commit();   // what waits in memory goes before what the thread writes
    // To the thread, behind what it still has, so lines keep their order.
    {
        std::lock_guard lock(m_mutex);
        m_jobs.push_back({std::move(entry), redactor, sequence, wantResult});
    }
    m_wake.notify_one();
    return sequence;
}

bool SessionWriteQueue::write(SessionEntry &entry, const SessionRedactor &redactor, quint64 sequence, bool wantResult)
{
    redactor.redact(&entry);
    entry.sequence = sequence;
    const bool written = m_writer.append(entry, sequence);
    if (written && !wantResult)
        return false;
    const QString error = written ? QString() : m_writer.errorString();
    std::lock_guard lock(m_mutex);
    if (!written)
        m_error = error;
    m_results.push_back({std::move(entry), written, error});
    return true;
}

void SessionWriteQueue::stage(SessionEntry &entry, const SessionRedactor &redactor, quint64 sequence, bool wantResult)
{
    redactor.redact(&entry);
    entry.sequence = sequence;
    Staged staged;
    staged.wanted = wantResult;
    // Past StagedLimit the writer commits at once: this line then went out with those before it.
    staged.result.written = m_writer.append(entry, sequence);
    staged.result.error = staged.result.written ? QString() : m_writer.errorString();
    if (wantResult)
        staged.result.entry = std::move(entry);
    staged.result.entry.sequence = sequence;
    m_staged.push_back(std::move(staged));
    if (!m_writer.hasStaged())
        settleStaged(m_staged.back().result.written, m_staged.back().result.error);
}

void SessionWriteQueue::setCoalescing(bool on)
{
    if (!on)
        commit();
    m_writer.setStaging(on);
}

void SessionWriteQueue::commit()
{
    if (m_staged.empty())
        return;
    const bool written = m_writer.commit();
    settleStaged(written, written ? QString() : m_writer.errorString());
}

void SessionWriteQueue::settleStaged(bool written, const QString &error)
{
    std::lock_guard lock(m_mutex);
    for (Staged &staged : m_staged) {
        if (!written) {
            staged.result.written = false;
            staged.result.error = error;
            m_error = error;
        }
        if (!staged.result.written || staged.wanted)
            m_results.push_back(std::move(staged.result));
    }
    m_staged.clear();
}

void SessionWriteQueue::flush()
{
    commit();
    std::unique_lock lock(m_mutex);
    m_idle.wait(lock, [this] { return m_jobs.empty() && !m_busy; });
}

std::deque<SessionWriteQueue::Result> SessionWriteQueue::takeResults()
{
    std::lock_guard lock(m_mutex);
    return std::exchange(m_results, {});
}

void SessionWriteQueue::run()
{
    std::unique_lock lock(m_mutex);
    for (;;) {
        m_wake.wait(lock, [this] { return m_stop || !m_jobs.empty(); });
        if (m_jobs.empty())
            return;   // stopping, and everything is written
        Job job = std::move(m_jobs.front());
        m_jobs.pop_front();
        m_busy = true;
        lock.unlock();
        const bool reported = write(job.entry, job.redactor, job.sequence, job.wantResult);
        lock.lock();
        m_busy = false;
        if (m_jobs.empty())
            m_idle.notify_all();
        if (reported && m_wakeOwner) {
            lock.unlock();
            m_wakeOwner();
            lock.lock();
        }
    }
}

} // namespace RpcScope
