#include "ui/registry/driftpanel.h"

#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace RpcScope {

namespace {

constexpr int NameRole = Qt::UserRole + 1;

} // namespace

DriftPanel::DriftPanel(QWidget *parent)
    : QWidget(parent)
    , m_summary(new QLabel(this))
    , m_view(new QTreeWidget(this))
{
    m_summary->setObjectName(QStringLiteral("driftSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_view->setObjectName(QStringLiteral("driftList"));
    m_view->setHeaderHidden(true);
    m_view->setColumnCount(1);
    m_view->setUniformRowHeights(true);
    m_view->setToolTip(tr("Double-click or press Return on a method to show it in the registry."));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_summary);
    layout->addWidget(m_view, 1);

    connect(m_view, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) { onActivated(item); });
    clear();
}

void DriftPanel::clear()
{
    m_drift = {};
    m_view->clear();
    m_view->setEnabled(false);
    m_summary->setText(tr("Load an OpenRPC document (Load document…) to compare it with what the endpoint offers."));
}

void DriftPanel::setDrift(const ContractDrift &drift, const QStringList &documents)
{
    m_drift = drift;
    m_view->clear();
    m_view->setEnabled(true);
    const int count = int(drift.missing.size() + drift.undocumented.size() + drift.changed.size());
    if (drift.isEmpty())
        m_summary->setText(tr("The endpoint matches %1: no drift.").arg(documents.join(QStringLiteral(", "))));
    else
        //: %1 is a list of document paths or URLs
        m_summary->setText(tr("Compared with %1: %n difference(s).", nullptr, count).arg(documents.join(QStringLiteral(", "))));

    auto section = [this](Section kind, const QString &title, int size) {
        auto *item = new QTreeWidgetItem(m_view, {title.arg(size)});
        item->setData(0, Qt::UserRole, int(kind));
        QFont bold = item->font(0);
        bold.setBold(true);
        item->setFont(0, bold);
        item->setFlags(Qt::ItemIsEnabled);
        return item;
    };
    QTreeWidgetItem *missing = section(Missing, tr("Documented, not offered (%1)"), int(drift.missing.size()));
    for (const QString &name : drift.missing) {
        auto *item = new QTreeWidgetItem(missing, {name});
        item->setData(0, NameRole, name);
    }
    QTreeWidgetItem *undocumented = section(Undocumented, tr("Offered, not documented (%1)"), int(drift.undocumented.size()));
    for (const QString &name : drift.undocumented) {
        auto *item = new QTreeWidgetItem(undocumented, {name});
        item->setData(0, NameRole, name);
    }
    QTreeWidgetItem *changed = section(Changed, tr("Parameters differ (%1)"), int(drift.changed.size()));
    for (const ContractDrift::Change &change : drift.changed) {
        auto *item = new QTreeWidgetItem(changed, {change.method});
        item->setData(0, NameRole, change.method);
        for (const QString &difference : change.differences) {
            auto *detail = new QTreeWidgetItem(item, {difference});
            detail->setData(0, NameRole, change.method);
            detail->setToolTip(0, difference);
        }
    }
    // Sections open; a large list of differences stays folded under each method.
    m_view->expandItem(missing);
    m_view->expandItem(undocumented);
    m_view->expandItem(changed);
    if (drift.changed.size() <= 20) {
        for (int i = 0; i < changed->childCount(); ++i)
            m_view->expandItem(changed->child(i));
    }
}

QStringList DriftPanel::names(Section section) const
{
    QStringList names;
    for (int i = 0; i < m_view->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *top = m_view->topLevelItem(i);
        if (top->data(0, Qt::UserRole).toInt() != int(section))
            continue;
        for (int c = 0; c < top->childCount(); ++c)
            names.append(top->child(c)->data(0, NameRole).toString());
    }
    return names;
}

QString DriftPanel::summaryText() const
{
    return m_summary->text();
}

void DriftPanel::onActivated(QTreeWidgetItem *item)
{
    const QString name = item ? item->data(0, NameRole).toString() : QString();
    if (!name.isEmpty())
        emit methodActivated(name);
}

} // namespace RpcScope
