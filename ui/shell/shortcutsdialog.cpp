#include "ui/shell/shortcutsdialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace RpcScope {

namespace {

QString plain(QString text)
{
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QLatin1Char('\x01'), QLatin1Char('&'));
    text.remove(QChar(0x2026));   // "…"
    return text;
}

void addMenu(QTreeWidgetItem *group, const QMenu *menu, const QString &prefix)
{
    for (const QAction *action : menu->actions()) {
        if (action->isSeparator())
            continue;
        if (const QMenu *sub = action->menu()) {
            addMenu(group, sub, prefix + plain(sub->title()) + QStringLiteral(" › "));
            continue;
        }
        QStringList keys;
        for (const QKeySequence &sequence : action->shortcuts())
            keys.append(sequence.toString(QKeySequence::NativeText));
        if (keys.isEmpty())
            continue;
        new QTreeWidgetItem(group, {prefix + plain(action->text()), keys.join(QStringLiteral(", "))});
    }
}

} // namespace

ShortcutsDialog::ShortcutsDialog(const QMenuBar *menus, QWidget *parent)
    : QDialog(parent)
    , m_search(new QLineEdit(this))
    , m_table(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("shortcutsDialog"));
    setWindowTitle(tr("Keyboard Shortcuts"));
    m_search->setPlaceholderText(tr("Search commands and keys"));
    m_search->setClearButtonEnabled(true);
    m_table->setHeaderLabels({tr("Command"), tr("Keys")});
    m_table->setRootIsDecorated(false);
    m_table->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_table->header()->setStretchLastSection(false);

    auto *commands = new QTreeWidgetItem(m_table, {tr("Menu commands")});
    for (const QAction *action : menus->actions()) {
        if (const QMenu *menu = action->menu())
            addMenu(commands, menu, plain(menu->title()) + QStringLiteral(" › "));
    }
    // The keys of the panes, the same in each: one model for the whole window.
    auto *panes = new QTreeWidgetItem(m_table, {tr("In every pane")});
    const auto pane = [panes](const QString &what, const QString &keys) { new QTreeWidgetItem(panes, {what, keys}); };
    pane(tr("The pane's main action: send, call the tool, get the prompt, read the resource, run"), tr("Ctrl+Enter"));
    pane(tr("Search the pane that has the focus (the methods, the raw body, the tools)"), tr("Ctrl+F"));
    pane(tr("Cancel what is running, or close the dialog"), tr("Escape"));
    pane(tr("Submit a form field"), tr("Return"));
    pane(tr("Methods: open the method in the request tab"), tr("Return"));
    pane(tr("Methods: add the method to the batch"), tr("Insert"));
    pane(tr("Raw body: go to a line"), tr("Ctrl+G"));
    pane(tr("History: copy the exchange as a command"), tr("Ctrl+Shift+C"));
    for (QTreeWidgetItem *group : {commands, panes}) {
        QFont bold = group->font(0);
        bold.setBold(true);
        group->setFont(0, bold);
        group->setFirstColumnSpanned(true);
    }
    m_table->expandAll();

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_search, &QLineEdit::textChanged, this, &ShortcutsDialog::filter);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_search);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    resize(640, 620);
}

QString ShortcutsDialog::keysOf(const QString &command) const
{
    for (int g = 0; g < m_table->topLevelItemCount(); ++g) {
        const QTreeWidgetItem *group = m_table->topLevelItem(g);
        for (int i = 0; i < group->childCount(); ++i) {
            if (group->child(i)->text(0).endsWith(command))
                return group->child(i)->text(1);
        }
    }
    return {};
}

void ShortcutsDialog::filter(const QString &text)
{
    for (int g = 0; g < m_table->topLevelItemCount(); ++g) {
        QTreeWidgetItem *group = m_table->topLevelItem(g);
        for (int i = 0; i < group->childCount(); ++i) {
            QTreeWidgetItem *item = group->child(i);
            item->setHidden(!text.isEmpty() && !item->text(0).contains(text, Qt::CaseInsensitive)
                            && !item->text(1).contains(text, Qt::CaseInsensitive));
        }
    }
}

} // namespace RpcScope
