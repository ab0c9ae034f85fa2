#include "ui/sessions/sessiontextsearch.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

namespace RpcScope {

namespace {

struct Outcome
{
    std::optional<QBitArray> hits;
    QString error;
};

} // namespace

SessionTextSearch::SessionTextSearch(QObject *parent)
    : QObject(parent)
{
    m_pause.setSingleShot(true);
    m_pause.setInterval(250);
    connect(&m_pause, &QTimer::timeout, this, &SessionTextSearch::start);
}

SessionTextSearch::~SessionTextSearch()
{
    cancelRunning();
}

void SessionTextSearch::setSession(const QString &path, std::vector<SessionSearch::LineSpan> spans)
{
    cancelRunning();
    m_path = path;
    m_spans = std::make_shared<const std::vector<SessionSearch::LineSpan>>(std::move(spans));
    if (!m_text.isEmpty())
        m_pause.start();
}

void SessionTextSearch::search(const QString &text)
{
    m_text = text;
    cancelRunning();
    if (text.isEmpty()) {
        m_pause.stop();
        return;
    }
    m_pause.start();
}

void SessionTextSearch::cancelRunning()
{
    if (m_cancel)
        *m_cancel = true;   // its result is dropped when it arrives
    m_cancel.reset();
    m_running = false;
}

void SessionTextSearch::start()
{
    if (m_text.isEmpty() || !m_spans || m_path.isEmpty())
        return;
    cancelRunning();
    auto cancel = std::make_shared<std::atomic_bool>(false);
    m_cancel = cancel;
    m_running = true;
    const QString path = m_path;
    const QString text = m_text;
    const auto spans = m_spans;
    auto *watcher = new QFutureWatcher<Outcome>(this);
    connect(watcher, &QFutureWatcher<Outcome>::finished, this, [this, watcher, cancel, text] {
        const Outcome outcome = watcher->result();
        watcher->deleteLater();
        if (*cancel)
            return;
        m_running = false;
        m_cancel.reset();
        if (outcome.hits)
            emit found(text, *outcome.hits);
        else
            emit failed(outcome.error);
    });
    watcher->setFuture(QtConcurrent::run([path, text, spans, cancel] {
        Outcome outcome;
        outcome.hits = SessionSearch::matchingRows(path, *spans, text, cancel.get(), &outcome.error);
        return outcome;
    }));
}

} // namespace RpcScope
