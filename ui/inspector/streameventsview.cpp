#include "ui/inspector/streameventsview.h"

#include "lib/json/jsondocument.h"
#include "lib/json/jsonwriter.h"
#include "ui/common/theme.h"

#include <QHeaderView>

namespace RpcScope {

namespace {
constexpr int kPreviewChars = 400;
// Only a preview is shown: a larger event is shown as its first bytes, not parsed.
constexpr qsizetype kParsedLimit = 16 * 1024;
// A finished stream of more events lists its first ones and says how many more there are.
constexpr qsizetype kListedEvents = 5000;
} // namespace

StreamEventsView::StreamEventsView(QWidget *parent)
    : QTreeWidget(parent)
{
    setObjectName(QStringLiteral("streamEvents"));
    setRootIsDecorated(false);
    setUniformRowHeights(true);
    setAlternatingRowColors(true);
    setHeaderLabels({tr("#"), tr("Time"), tr("Event"), tr("Id"), tr("Data")});
    header()->setStretchLastSection(true);
    setColumnWidth(IndexColumn, 40);
    setColumnWidth(TimeColumn, 80);
    setColumnWidth(TypeColumn, 80);
    setColumnWidth(IdColumn, 60);
}

void StreamEventsView::setEvents(const QList<SseEvent> &events)
{
    clearEvents();
    setUpdatesEnabled(false);
    m_scrollEach = false;
    for (qsizetype i = 0; i < events.size() && i < kListedEvents; ++i)
        appendEvent(events.at(i));
    if (events.size() > kListedEvents) {
        addTopLevelItem(new QTreeWidgetItem(
            {QString(), QString(), QString(), QString(),
             tr("… %n more event(s) not listed", nullptr,
                int(events.size() - kListedEvents))}));
    }
    m_scrollEach = true;
    setUpdatesEnabled(true);
    scrollToBottom();
}

void StreamEventsView::clearEvents()
{
    clear();
    m_firstEpochMs = 0;
}

void StreamEventsView::appendEvent(const SseEvent &event)
{
    if (topLevelItemCount() == 0)
        m_firstEpochMs = event.epochMs;
    // The data as compact JSON when it is JSON (spelling and order kept), else as text.
    QString text;
    if (event.data.size() <= kParsedLimit) {
        const JsonDocument doc = JsonDocument::parse(event.data);
        text = QString::fromUtf8(doc.isValid() ? JsonWriter::compact(doc) : event.data);
    } else {
        text = QString::fromUtf8(event.data.left(kPreviewChars * 4));
    }
    const QString shown = text.size() > kPreviewChars ? text.left(kPreviewChars) + QChar(0x2026) : text;
    auto *item = new QTreeWidgetItem({QString::number(event.index + 1),
                                      tr("+%1 ms").arg(event.epochMs - m_firstEpochMs),
                                      QString::fromUtf8(event.type), QString::fromUtf8(event.lastEventId), shown});
    item->setToolTip(DataColumn, text.left(10000));
    if (!event.complete || !event.problems.isEmpty()) {
        const QColor warning = Theme::color(Theme::Role::Warning, palette());
        for (int column = 0; column <= DataColumn; ++column)
            item->setForeground(column, warning);
        item->setToolTip(IndexColumn, event.problems.join(QLatin1Char('\n')));
    }
    addTopLevelItem(item);
    if (m_scrollEach)
        scrollToBottom();
}

} // namespace RpcScope
