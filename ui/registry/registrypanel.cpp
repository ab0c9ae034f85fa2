#include "ui/registry/registrypanel.h"

#include "lib/discovery/contractdrift.h"
#include "lib/discovery/provenance.h"
#include "ui/common/elidedlabel.h"
#include "ui/common/flowlayout.h"
#include "ui/common/icons.h"
#include "ui/registry/driftpanel.h"
#include "ui/registry/methoddocview.h"
#include "ui/registry/registryitemdelegate.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFileDialog>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QLineEdit>
#include <QMenu>
#include <QSplitter>
#include <QTabWidget>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace RpcScope {

namespace {

// Small registries open with their top-level groups expanded; large ones start folded.
constexpr int ExpandOnOpenLimit = 300;

} // namespace

RegistryPanel::RegistryPanel(QWidget *parent)
    : QWidget(parent)
    , m_filter(new QLineEdit(this))
    , m_refreshButton(new QToolButton(this))
    , m_loadButton(new QToolButton(this))
    , m_refreshAction(new QAction(tr("&Refresh"), this))
    , m_loadFileAction(new QAction(tr("Load Document from &File…"), this))
    , m_loadUrlAction(new QAction(tr("Load Document from &URL…"), this))
    , m_tabs(new QTabWidget(this))
    , m_splitter(new QSplitter(Qt::Vertical, this))
    , m_view(new QTreeView(this))
    , m_doc(new MethodDocView(this))
    , m_drift(new DriftPanel(this))
    , m_count(new QLabel(this))
    , m_status(new ElidedLabel(this))
    , m_model(new RegistryTreeModel(this))
    , m_delegate(new RegistryItemDelegate(this))
    , m_loader(new DocumentLoader(this))
{
    m_filter->setObjectName(QStringLiteral("registryFilter"));
    m_filter->setPlaceholderText(tr("Filter methods"));
    m_filter->setClearButtonEnabled(true);
    // Room for a word or two even in the narrowest column (the buttons beside it wrap first).
    m_filter->setMinimumWidth(m_filter->fontMetrics().averageCharWidth() * 12);
    m_filter->setToolTip(tr("Shows the methods whose name, summary or description contains this text.\n"
                            "Return picks the first match; Down moves into the tree."));

    m_refreshAction->setObjectName(QStringLiteral("registryRefresh"));
    m_refreshAction->setToolTip(tr("Ask the endpoint for its methods again"));
    m_refreshAction->setStatusTip(tr("Runs discovery again: rpc.discover, system.listMethods and the MCP lists."));
    // An icon only: the filter needs the room in a narrow column.
    m_refreshAction->setIcon(Icons::get(QStringLiteral("refresh")));
    m_refreshButton->setDefaultAction(m_refreshAction);
    m_refreshButton->setToolButtonStyle(Qt::ToolButtonIconOnly);

    m_loadFileAction->setStatusTip(tr("Adds the methods of an OpenRPC document file and compares it with the endpoint."));
    m_loadUrlAction->setStatusTip(tr("Fetches an OpenRPC document over HTTP(S) and compares it with the endpoint."));
    auto *loadMenu = new QMenu(m_loadButton);
    loadMenu->addAction(m_loadFileAction);
    loadMenu->addAction(m_loadUrlAction);
    m_loadButton->setObjectName(QStringLiteral("registryLoadDocument"));
    m_loadButton->setText(tr("&Load Document…"));
    m_loadButton->setToolTip(tr("Add an OpenRPC document from a file or a URL"));
    m_loadButton->setMenu(loadMenu);
    m_loadButton->setPopupMode(QToolButton::InstantPopup);
    // An icon like Refresh beside it: in words it took the filter's room ("Filter…" was all
    // that showed of its placeholder in a 250-pixel column).
    m_loadButton->setIcon(Icons::get(QStringLiteral("load-document")));
    m_loadButton->setToolButtonStyle(Qt::ToolButtonIconOnly);

    m_view->setObjectName(QStringLiteral("registryTree"));
    m_view->setModel(m_model);
    m_view->setItemDelegate(m_delegate);
    m_view->setHeaderHidden(true);
    m_view->setUniformRowHeights(true);   // 10,000 rows lay out without asking each one
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setExpandsOnDoubleClick(true);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    m_view->setMouseTracking(true);
    m_view->header()->setStretchLastSection(true);
    m_view->installEventFilter(this);

    m_splitter->setObjectName(QStringLiteral("registrySplitter"));
    m_splitter->addWidget(m_view);
    m_splitter->addWidget(m_doc);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);
    m_splitter->setChildrenCollapsible(false);
    // Three lines each at least: the window must fit a laptop screen with every dock open.
    const int threeLines = fontMetrics().lineSpacing() * 3 + 8;
    m_view->setMinimumHeight(threeLines);
    m_doc->setMinimumHeight(threeLines);

    m_tabs->setObjectName(QStringLiteral("registryTabs"));
    m_tabs->addTab(m_splitter, tr("&Methods"));
    m_tabs->addTab(m_drift, tr("Drift"));
    m_tabs->setDocumentMode(true);

    m_count->setObjectName(QStringLiteral("registryCount"));
    m_status->setObjectName(QStringLiteral("registryStatus"));
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->hide();

    // The buttons wrap under each other in a narrow column instead of widening the window.
    auto *buttons = new QWidget(this);
    auto *flow = new FlowLayout(buttons, 6);
    m_refreshButton->setParent(buttons);
    m_loadButton->setParent(buttons);
    flow->addWidget(m_refreshButton);
    flow->addWidget(m_loadButton);
    auto *top = new QHBoxLayout;
    top->setContentsMargins(0, 0, 0, 0);
    top->addWidget(m_filter, 1);
    top->addWidget(buttons, 0, Qt::AlignTop);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(6);
    layout->addLayout(top);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_count);
    layout->addWidget(m_status);

    connect(m_filter, &QLineEdit::textChanged, this, &RegistryPanel::onFilterChanged);
    connect(m_filter, &QLineEdit::returnPressed, this, &RegistryPanel::chooseFirstMatch);
    m_filter->installEventFilter(this);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) { onCurrentChanged(current); });
    connect(m_view, &QTreeView::doubleClicked, this, &RegistryPanel::activate);
    connect(m_view, &QTreeView::customContextMenuRequested, this, &RegistryPanel::showContextMenu);
    connect(m_view, &QTreeView::expanded, this, [this](const QModelIndex &index) {
        if (m_model->filterText().isEmpty() && !m_restoring) {
            m_expanded.insert(index.data(RegistryTreeModel::NameRole).toString());
            m_expansionTouched = true;
        }
    });
    connect(m_view, &QTreeView::collapsed, this, [this](const QModelIndex &index) {
        if (m_model->filterText().isEmpty() && !m_restoring) {
            m_expanded.remove(index.data(RegistryTreeModel::NameRole).toString());
            m_expansionTouched = true;
        }
    });
    connect(m_delegate, &RegistryItemDelegate::aliasClicked, this, [this](const QString &name) { selectMethod(name); });
    connect(m_doc, &MethodDocView::methodLinkActivated, this, [this](const QString &name) { selectMethod(name); });
    connect(m_drift, &DriftPanel::methodActivated, this, [this](const QString &name) { selectMethod(name); });
    connect(m_refreshAction, &QAction::triggered, this, &RegistryPanel::refreshRequested);
    connect(m_loadFileAction, &QAction::triggered, this, &RegistryPanel::askForFile);
    connect(m_loadUrlAction, &QAction::triggered, this, &RegistryPanel::askForUrl);
    connect(m_loader, &DocumentLoader::finished, this, &RegistryPanel::onDocumentFinished);

    // What an empty list means, in the list itself, with a way on.
    m_empty = new QWidget(m_view->viewport());
    m_empty->setObjectName(QStringLiteral("registryEmpty"));
    m_emptyText = new QLabel(m_empty);
    m_emptyText->setWordWrap(true);
    m_emptyText->setAlignment(Qt::AlignCenter);
    m_emptyText->setForegroundRole(QPalette::PlaceholderText);
    m_retry = new QPushButton(tr("Retry"), m_empty);
    m_retry->setObjectName(QStringLiteral("registryRetry"));
    m_retry->setToolTip(tr("Connect again and ask for the methods"));
    connect(m_retry, &QPushButton::clicked, this, &RegistryPanel::refreshRequested);
    auto *emptyLayout = new QVBoxLayout(m_empty);
    emptyLayout->setContentsMargins(8, 16, 8, 8);
    emptyLayout->addWidget(m_emptyText);
    emptyLayout->addWidget(m_retry, 0, Qt::AlignHCenter);
    emptyLayout->addStretch(1);
    m_view->viewport()->installEventFilter(this);
    setEmptyState(tr("Connecting…"), false);
    updateCount();
}

void RegistryPanel::setEmptyState(const QString &text, bool retry)
{
    m_emptyText->setText(text);
    m_retry->setVisible(retry);
    updateEmpty();
}

QString RegistryPanel::emptyText() const
{
    return m_emptyText->text();
}

bool RegistryPanel::isEmptyStateShown() const
{
    return m_empty->isVisibleTo(this);
}

void RegistryPanel::updateEmpty()
{
    m_empty->setGeometry(m_view->viewport()->rect());
    m_empty->setVisible(m_model->totalLeafCount() == 0 && !m_building);
}

RegistryPanel::~RegistryPanel() = default;

void RegistryPanel::setRegistry(const Registry &live)
{
    m_live = live;
    rebuild();
}

void RegistryPanel::rebuild()
{
    m_shown = m_live;
    m_shown.merge(m_documents);
    for (const QString &name : std::as_const(m_seen))
        Provenance::markSeen(m_shown, name);
    updateDrift();

    const quint64 generation = ++m_generation;
    const QList<MethodInfo> methods = m_shown.sorted();
    if (methods.size() <= AsyncBuildThreshold) {
        m_building = false;
        applyTree(RegistryTreeModel::build(methods));
        return;
    }
    m_building = true;
    auto *watcher = new QFutureWatcher<RegistryTreeModel::TreePtr>(this);
    connect(watcher, &QFutureWatcher<RegistryTreeModel::TreePtr>::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (generation != m_generation)
            return;   // a newer registry is on its way
        m_building = false;
        applyTree(watcher->result());
    });
    watcher->setFuture(QtConcurrent::run([methods] { return RegistryTreeModel::build(methods); }));
}

void RegistryPanel::applyTree(const RegistryTreeModel::TreePtr &tree)
{
    if (!m_expansionTouched) {
        // Until the user opens or closes a group, small registries show their first level.
        m_expanded.clear();
        if (tree->methods.size() <= ExpandOnOpenLimit) {
            for (int child : tree->nodes.at(0).children) {
                if (tree->nodes.at(child).method < 0)
                    m_expanded.insert(tree->nodes.at(child).path);
            }
        }
    }
    m_model->setTree(tree);
    restoreExpansion();
    reselect();
    updateCount();
    emit registryShown();
}

void RegistryPanel::setStatus(const QString &text, bool problem)
{
    m_statusIsProblem = problem;
    m_status->setFullText(QString(text).replace(u'\n', QStringLiteral(" \u00b7 ")));
    m_status->setToolTip(text);
    m_status->setVisible(!text.isEmpty());
    fitStatus();
}

void RegistryPanel::setReferenceDocument(const QByteArray &openRpcDocument)
{
    m_doc->setReferenceDocument(openRpcDocument);
}

void RegistryPanel::markSeen(const QString &method)
{
    if (method.isEmpty() || m_seen.contains(method))
        return;
    m_seen.insert(method);
    const bool known = m_shown.find(method) != nullptr;
    Provenance::markSeen(m_shown, method);
    if (known && m_model->updateSources(method, m_shown.find(method)->sources))
        return;
    rebuild();
}

bool RegistryPanel::selectMethod(const QString &name)
{
    if (!m_model->contains(name))
        return false;
    QModelIndex index = m_model->indexOf(name);
    if (!index.isValid()) {
        m_filter->clear();   // the filter hides it
        index = m_model->indexOf(name);
        if (!index.isValid())
            return false;
    }
    for (QModelIndex parent = index.parent(); parent.isValid(); parent = parent.parent())
        m_view->expand(parent);
    m_tabs->setCurrentIndex(0);
    m_view->setCurrentIndex(index);
    m_view->scrollTo(index);
    return true;
}

void RegistryPanel::loadDocument(const QString &location)
{
    if (location.trimmed().isEmpty())
        return;
    //: %1 is a file path or URL
    setStatus(tr("Loading %1…").arg(location));
    m_loader->load(location);
}

int RegistryPanel::totalCount() const
{
    return m_model->totalLeafCount();
}

int RegistryPanel::visibleLeafCount() const
{
    return m_model->visibleLeafCount();
}

QString RegistryPanel::statusText() const
{
    return m_status->fullText();
}

QString RegistryPanel::countText() const
{
    return m_count->text();
}

void RegistryPanel::onFilterChanged(const QString &text)
{
    m_model->setFilterText(text);
    if (text.isEmpty())
        restoreExpansion();
    else
        m_view->expandAll();   // every match visible; the model shows only the groups leading to them
    reselect();
    updateCount();
}

void RegistryPanel::restoreExpansion()
{
    if (!m_model->filterText().isEmpty()) {
        m_view->expandAll();
        return;
    }
    m_restoring = true;
    for (const QString &path : std::as_const(m_expanded)) {
        const QModelIndex group = m_model->groupIndex(path);
        if (group.isValid())
            m_view->expand(group);
    }
    m_restoring = false;
}

void RegistryPanel::reselect()
{
    if (m_current.isEmpty())
        return;
    const QModelIndex index = m_model->indexOf(m_current);
    if (!index.isValid())
        return;
    m_restoring = true;
    m_view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect);
    m_restoring = false;
    // The entry may have changed (a document merged in, the history): show it as it is now.
    if (const MethodInfo *method = m_model->method(index))
        m_doc->setMethod(*method, index.data(RegistryTreeModel::AliasOfRole).toString(),
                         index.data(RegistryTreeModel::AliasesRole).toStringList());
}

void RegistryPanel::onCurrentChanged(const QModelIndex &current)
{
    if (m_restoring || !current.isValid())
        return;
    const MethodInfo *method = m_model->method(current);
    if (!method) {
        const QString path = current.data(RegistryTreeModel::NameRole).toString();
        const int count = current.data(RegistryTreeModel::LeafCountRole).toInt();
        //: Shown in the documentation pane when a group is selected
        m_doc->showPlaceholder(tr("%1: %n method(s). Select one to see its documentation.", nullptr, count).arg(path));
        return;
    }
    m_current = method->name;
    m_doc->setMethod(*method, current.data(RegistryTreeModel::AliasOfRole).toString(),
                     current.data(RegistryTreeModel::AliasesRole).toStringList());
    emit methodChosen(*method);
}

void RegistryPanel::activate(const QModelIndex &index)
{
    if (const MethodInfo *method = m_model->method(index))
        emit methodOpened(*method);
}

QModelIndex RegistryPanel::firstLeaf(const QModelIndex &parent) const
{
    const int rows = m_model->rowCount(parent);
    for (int row = 0; row < rows; ++row) {
        const QModelIndex index = m_model->index(row, 0, parent);
        if (m_model->method(index))
            return index;
        const QModelIndex leaf = firstLeaf(index);
        if (leaf.isValid())
            return leaf;
    }
    return {};
}

void RegistryPanel::chooseFirstMatch()
{
    const QModelIndex first = firstLeaf();
    if (!first.isValid())
        return;
    if (m_view->currentIndex() == first)
        onCurrentChanged(first);   // picking it again reports it again
    else
        selectMethod(first.data(RegistryTreeModel::NameRole).toString());
}

void RegistryPanel::showContextMenu(const QPoint &position)
{
    const QModelIndex index = m_view->indexAt(position).isValid() ? m_view->indexAt(position) : m_view->currentIndex();
    const MethodInfo *method = m_model->method(index);
    if (!method)
        return;
    const MethodInfo chosen = *method;
    QMenu menu(this);
    menu.addAction(tr("Add to &Batch"), this, [this, chosen] { emit methodActivated(chosen); });
    const QString original = index.data(RegistryTreeModel::AliasOfRole).toString();
    if (!original.isEmpty())
        //: Context menu of an alias: jump to the method it is another spelling of
        menu.addAction(tr("&Go to %1").arg(original.left(80)), this, [this, original] { selectMethod(original); });
    menu.addAction(tr("&Copy Name"), this, [chosen] { QApplication::clipboard()->setText(chosen.name); });
    menu.exec(m_view->viewport()->mapToGlobal(m_view->visualRect(index).center()));
}

bool RegistryPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view->viewport() && event->type() == QEvent::Resize)
        m_empty->setGeometry(m_view->viewport()->rect());
    if (event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        // Down in the filter box walks on into the tree, so the keyboard alone finds a method.
        if (watched == m_filter && key == Qt::Key_Down && m_model->visibleLeafCount() > 0) {
            m_view->setFocus(Qt::ShortcutFocusReason);
            if (!m_view->currentIndex().isValid())
                selectMethod(firstLeaf().data(RegistryTreeModel::NameRole).toString());
            return true;
        }
        // Return on a method opens it (QTreeView's activated() depends on the style); Insert,
        // the batch list's own key, adds it to the batch.
        if (watched == m_view && (key == Qt::Key_Return || key == Qt::Key_Enter) && m_model->method(m_view->currentIndex())) {
            activate(m_view->currentIndex());
            return true;
        }
        if (watched == m_view && key == Qt::Key_Insert) {
            if (const MethodInfo *method = m_model->method(m_view->currentIndex())) {
                emit methodActivated(*method);
                return true;
            }
        }
    }
    return QWidget::eventFilter(watched, event);
}

void RegistryPanel::onDocumentFinished(const DocumentLoader::Result &result)
{
    if (!result.ok()) {
        setStatus(result.error, true);
        emit documentFailed(result.location, result.error);
        return;
    }
    m_documents.merge(result.registry);
    if (!m_documentLocations.contains(result.location))
        m_documentLocations.append(result.location);
    m_doc->setReferenceDocument(result.bytes);
    //: %1 is a file path or URL
    setStatus(tr("Loaded %n method(s) from %1.", nullptr, result.registry.size()).arg(result.location));
    rebuild();
    emit documentLoaded(result);
}

void RegistryPanel::updateDrift()
{
    if (m_documentLocations.isEmpty()) {
        m_drift->clear();
        m_tabs->setTabText(1, tr("Drift"));
        return;
    }
    const ContractDrift drift = ContractDrift::compare(m_documents, m_live);
    m_drift->setDrift(drift, m_documentLocations);
    const int count = int(drift.missing.size() + drift.undocumented.size() + drift.changed.size());
    //: Tab title with the number of differences
    m_tabs->setTabText(1, tr("Drift (%1)").arg(count));
}

void RegistryPanel::fitStatus()
{
    // Beside methods, where the sources answered goes on one line, whatever the column's
    // width: a laptop's screen has no height to give it with the collections and the runner
    // open (the tooltip holds it whole). A problem, or the reason there are none, stays whole.
    m_status->setOneLine(m_model->totalLeafCount() > 0 && !m_statusIsProblem);
}

void RegistryPanel::updateCount()
{
    fitStatus();
    if (m_empty)
        updateEmpty();
    const int total = m_model->totalLeafCount();
    const int shown = m_model->visibleLeafCount();
    if (shown == total)
        m_count->setText(tr("%n method(s)", nullptr, total));
    else
        //: Shown while the filter hides some: "3 of 33 methods"
        m_count->setText(tr("%1 of %n method(s)", nullptr, total).arg(shown));
}

void RegistryPanel::askForFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Load OpenRPC Document"), QString(),
                                                      tr("OpenRPC documents (*.json);;All files (*)"));
    if (!path.isEmpty())
        loadDocument(path);
}

void RegistryPanel::askForUrl()
{
    bool ok = false;
    const QString url = QInputDialog::getText(this, tr("Load OpenRPC Document"), tr("URL of the OpenRPC document:"),
                                              QLineEdit::Normal, QStringLiteral("https://"), &ok);
    if (ok && !url.trimmed().isEmpty())
        loadDocument(url.trimmed());
}

} // namespace RpcScope
