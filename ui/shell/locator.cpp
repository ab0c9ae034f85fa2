#include "ui/shell/locator.h"

#include "ui/common/emptystate.h"
#include "ui/common/twolinedelegate.h"

#include <QApplication>
#include <QKeyEvent>
#include <QLineEdit>
#include <QListWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace RpcScope {

namespace {
constexpr int kEntryRole = Qt::UserRole + 1;
constexpr int kShownAtMost = 200;   // a registry of 10,000 methods still answers at once
}

Locator::Locator(QWidget *parent)
    : QFrame(parent)
    , m_search(new QLineEdit(this))
    , m_list(new QListWidget(this))
{
    setObjectName(QStringLiteral("locator"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::Window);
    hide();
    m_search->setObjectName(QStringLiteral("locatorSearch"));
    m_search->setPlaceholderText(tr("Type a method, endpoint, tab, saved request or command"));
    m_search->setClearButtonEnabled(true);
    m_search->installEventFilter(this);
    m_list->setObjectName(QStringLiteral("locatorList"));
    m_list->setItemDelegate(new TwoLineDelegate(m_list));
    m_list->setUniformItemSizes(true);
    m_empty = EmptyState::attach(m_list, QString());
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->setSpacing(8);
    layout->addWidget(m_search);
    layout->addWidget(m_list, 1);
    connect(m_search, &QLineEdit::textChanged, this, &Locator::filter);
    // Gone when the focus goes elsewhere, as a popup would be.
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget *, QWidget *now) {
        if (isVisible() && now && now != this && !isAncestorOf(now))
            hide();
    });
    connect(m_list, &QListWidget::itemActivated, this, &Locator::goToCurrent);
}

void Locator::open()
{
    QWidget *host = parentWidget();
    if (host) {
        const int width = std::min(640, host->width() - 32);
        const int height = std::min(440, host->height() - 64);
        setGeometry((host->width() - width) / 2, 40, width, height);
    }
    m_previousFocus = QApplication::focusWidget();
    m_search->clear();
    filter();
    show();
    raise();
    m_search->setFocus(Qt::ShortcutFocusReason);
}

void Locator::setEntries(QList<Entry> entries)
{
    m_entries = std::move(entries);
    filter();
}

int Locator::visibleCount() const
{
    return m_list->count();
}

QString Locator::emptyText() const
{
    return m_empty->isShown() ? m_empty->text() : QString();
}

void Locator::filter()
{
    const QStringList words = m_search->text().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    m_list->clear();
    for (int i = 0; i < m_entries.size() && m_list->count() < kShownAtMost; ++i) {
        const Entry &entry = m_entries.at(i);
        const bool match = std::all_of(words.cbegin(), words.cend(), [&entry](const QString &word) {
            return entry.text.contains(word, Qt::CaseInsensitive) || entry.kind.contains(word, Qt::CaseInsensitive);
        });
        if (!match)
            continue;
        auto *item = new QListWidgetItem(entry.text, m_list);
        item->setData(TwoLineDelegate::SummaryRole, entry.kind);
        item->setData(kEntryRole, i);
        item->setToolTip(entry.text);
    }
    m_list->setCurrentRow(0);
    // Nothing left: say so, and in which words the window can be searched.
    m_empty->setText(m_entries.isEmpty() || m_list->count() > 0
                         ? QString()
                         : tr("Nothing matches \u201c%1\u201d. Methods, endpoints, tabs, saved requests and menu "
                              "commands are found by the words they show.")
                               .arg(m_search->text()));
}

void Locator::goToCurrent()
{
    const QListWidgetItem *item = m_list->currentItem();
    if (!item)
        return;
    const std::function<void()> go = m_entries.value(item->data(kEntryRole).toInt()).go;
    hide();
    if (go)
        go();
}

bool Locator::eventFilter(QObject *watched, QEvent *event)
{
    // The list is walked from the search field, so the hands stay on the keys.
    if (watched == m_search && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Down || key == Qt::Key_Up || key == Qt::Key_PageDown || key == Qt::Key_PageUp) {
            QCoreApplication::sendEvent(m_list, event);
            return true;
        }
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            goToCurrent();
            return true;
        }
        if (key == Qt::Key_Escape) {
            hide();
            if (m_previousFocus)
                m_previousFocus->setFocus(Qt::OtherFocusReason);
            return true;
        }
    }
    return QFrame::eventFilter(watched, event);
}

} // namespace RpcScope
