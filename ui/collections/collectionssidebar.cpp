#include "ui/collections/collectionssidebar.h"

#include "lib/collection/collectionfile.h"
#include "lib/collection/requestresolver.h"
#include "lib/keychain/keychainsecretstore.h"
#include "lib/session/sessionredactor.h"
#include "ui/collections/assertionsjson.h"
#include "ui/collections/collectionfilterproxy.h"
#include "ui/collections/collectiontreemodel.h"
#include "ui/collections/environmenteditor.h"
#include "ui/collections/requestdetailsdialog.h"
#include "ui/collections/requestpreview.h"
#include "ui/common/icons.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QStyle>
#include <QClipboard>
#include <QGuiApplication>
#include <QToolButton>
#include <QTreeView>
#include <QUndoGroup>
#include <QUndoStack>
#include <QVBoxLayout>

#include <functional>

namespace RpcScope {

namespace {

const QString kOpenKey = QStringLiteral("Collections/open");
const QString kEnvironmentKey = QStringLiteral("Collections/environment/");

QStringList secretNames(const Collection &collection)
{
    QStringList names;
    auto add = [&names](const QList<CollectionVariable> &variables) {
        for (const CollectionVariable &variable : variables) {
            if (variable.secret && !names.contains(variable.name))
                names.append(variable.name);
        }
    };
    add(collection.variables);
    for (const CollectionEnvironment &environment : collection.environments)
        add(environment.variables);
    return names;
}

QToolButton *toolButton(QAction *action, QWidget *parent)
{
    auto *button = new QToolButton(parent);
    button->setDefaultAction(action);
    button->setAutoRaise(true);
    return button;
}

} // namespace

CollectionsSidebar::CollectionsSidebar(QWidget *parent)
    : QWidget(parent)
    , m_model(new CollectionTreeModel(this))
    , m_proxy(new CollectionFilterProxy(this))
    , m_secrets(new KeychainSecretStore(QStringLiteral("RpcScope"), this))
    , m_undo(new QUndoGroup(this))
    , m_tree(new QTreeView(this))
    , m_search(new QLineEdit(this))
    , m_message(new QLabel(this))
    , m_environment(new QComboBox(this))
    , m_variablesButton(new QPushButton(tr("Variables…"), this))
    , m_preview(new RequestPreview(this))
    , m_composerButton(new QPushButton(tr("Open in &Composer"), this))
    , m_sendButton(new QPushButton(Icons::get(QStringLiteral("send")), tr("Send"), this))
{
    setObjectName(QStringLiteral("collectionsSidebar"));
    m_proxy->setSourceModel(m_model);
    m_preview->setSecretStore(m_secrets);

    m_open = new QAction(Icons::get(QStringLiteral("load-document")), tr("&Open Collection…"), this);
    m_open->setToolTip(tr("Open a collection file"));
    connect(m_open, &QAction::triggered, this, &CollectionsSidebar::askAndOpen);
    m_create = new QAction(Icons::get(QStringLiteral("add")), tr("&New Collection…"), this);
    m_create->setToolTip(tr("Create a collection file"));
    connect(m_create, &QAction::triggered, this, &CollectionsSidebar::askAndCreate);
    m_newFolder = new QAction(QApplication::style()->standardIcon(QStyle::SP_FileDialogNewFolder), tr("New &Folder"), this);
    connect(m_newFolder, &QAction::triggered, this, &CollectionsSidebar::newFolder);
    m_newRequest = new QAction(Icons::get(QStringLiteral("send")), tr("New &Request"), this);
    connect(m_newRequest, &QAction::triggered, this, &CollectionsSidebar::newRequest);
    m_rename = new QAction(tr("Re&name"), this);
    m_rename->setShortcut(QKeySequence(Qt::Key_F2));
    m_rename->setShortcutContext(Qt::WidgetShortcut);
    connect(m_rename, &QAction::triggered, this, &CollectionsSidebar::renameCurrent);
    m_duplicate = new QAction(Icons::get(QStringLiteral("copy")), tr("&Duplicate"), this);
    m_duplicate->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    m_duplicate->setShortcutContext(Qt::WidgetShortcut);
    connect(m_duplicate, &QAction::triggered, this, &CollectionsSidebar::duplicateCurrent);
    m_delete = new QAction(Icons::get(QStringLiteral("remove")), tr("De&lete"), this);
    m_delete->setShortcut(QKeySequence::Delete);
    m_delete->setShortcutContext(Qt::WidgetShortcut);
    connect(m_delete, &QAction::triggered, this, &CollectionsSidebar::deleteCurrent);
    m_details = new QAction(tr("&Edit Request…"), this);
    m_details->setToolTip(tr("Endpoint, method, params, description and assertions of the saved request"));
    connect(m_details, &QAction::triggered, this, &CollectionsSidebar::editDetails);
    m_copyCurl = new QAction(Icons::get(QStringLiteral("copy")), tr("Cop&y as curl"), this);
    m_copyCurl->setToolTip(tr("The saved request as a curl command line, resolved, with secret values masked"));
    connect(m_copyCurl, &QAction::triggered, this, &CollectionsSidebar::copyCurrentAsCurl);
    m_run = new QAction(Icons::get(QStringLiteral("batch")), tr("R&un"), this);
    m_run->setToolTip(tr("Run the selected collection or folder"));
    connect(m_run, &QAction::triggered, this, &CollectionsSidebar::runCurrent);
    m_close = new QAction(tr("&Close Collection"), this);
    connect(m_close, &QAction::triggered, this, [this] { closeCollection(currentDocument()); });
    // Ctrl+Z and Ctrl+Shift+Z while the focus is anywhere in the sidebar.
    m_undoAction = m_undo->createUndoAction(this, tr("&Undo"));
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_undoAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_redoAction = m_undo->createRedoAction(this, tr("&Redo"));
    // Ctrl+Shift+Z everywhere, besides the platform's own (Ctrl+Y on some).
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    if (!redoKeys.contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)))
        redoKeys.append(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z));
    m_redoAction->setShortcuts(redoKeys);
    m_redoAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addActions({m_undoAction, m_redoAction});
    m_tree->addActions({m_rename, m_duplicate, m_delete});

    m_search->setObjectName(QStringLiteral("collectionSearch"));
    m_search->setPlaceholderText(tr("Search names and descriptions"));
    m_search->setClearButtonEnabled(true);
    connect(m_search, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_proxy->setSearchText(text);
        if (!text.isEmpty())
            m_tree->expandAll();
    });
    m_message->setObjectName(QStringLiteral("collectionMessage"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->hide();

    m_tree->setObjectName(QStringLiteral("collectionTree"));
    m_tree->setModel(m_proxy);
    m_tree->setHeaderHidden(true);
    m_tree->setEditTriggers(QAbstractItemView::EditKeyPressed | QAbstractItemView::SelectedClicked);
    m_tree->setDragDropMode(QAbstractItemView::DragDrop);
    m_tree->setDefaultDropAction(Qt::MoveAction);
    m_tree->setDragEnabled(true);
    m_tree->setAcceptDrops(true);
    m_tree->setDropIndicatorShown(true);
    m_tree->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_tree, &QTreeView::customContextMenuRequested, this, &CollectionsSidebar::showContextMenu);
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this, &CollectionsSidebar::onCurrentChanged);
    connect(m_tree, &QTreeView::doubleClicked, this, [this](const QModelIndex &index) {
        const CollectionItem *item = m_model->itemAt(m_proxy->mapToSource(index));
        if (item && !item->isFolder())
            openCurrentInComposer();
    });
    connect(m_model, &QAbstractItemModel::modelAboutToBeReset, this, &CollectionsSidebar::saveExpansion);
    connect(m_model, &QAbstractItemModel::modelReset, this, &CollectionsSidebar::restoreExpansion);
    connect(m_model, &CollectionTreeModel::itemDropped, this,
            [this](CollectionDocument *document, const CollectionDocument::ItemPath &path) { selectItem(document, path); });

    m_environment->setObjectName(QStringLiteral("environment"));
    m_environment->setToolTip(tr("The environment whose variables the preview, Send and Run use"));
    m_environment->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_environment->setMinimumContentsLength(8);
    connect(m_environment, &QComboBox::activated, this, [this](int row) {
        if (CollectionDocument *document = currentDocument())
            document->setEnvironment(row <= 0 ? QString() : m_environment->itemText(row));
    });
    m_variablesButton->setObjectName(QStringLiteral("editVariables"));
    m_variablesButton->setToolTip(tr("Edit the variables and secrets of the collection and its environments"));
    connect(m_variablesButton, &QPushButton::clicked, this, &CollectionsSidebar::editVariables);
    m_composerButton->setObjectName(QStringLiteral("openInComposer"));
    connect(m_composerButton, &QPushButton::clicked, this, &CollectionsSidebar::openCurrentInComposer);
    m_sendButton->setObjectName(QStringLiteral("sendSaved"));
    connect(m_sendButton, &QPushButton::clicked, this, &CollectionsSidebar::sendCurrent);
    connect(m_secrets, &KeychainSecretStore::loaded, this, &CollectionsSidebar::onCurrentChanged);
    connect(m_secrets, &KeychainSecretStore::statusChanged, this, &CollectionsSidebar::statusMessage);

    auto *tools = new QHBoxLayout;
    tools->setSpacing(0);
    m_details->setIcon(Icons::get(QStringLiteral("settings")));
    for (QAction *action : {m_open, m_create, m_newFolder, m_newRequest, m_details, m_run})
        tools->addWidget(toolButton(action, this));
    tools->addStretch(1);
    auto *top = new QWidget(this);
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->setSpacing(4);
    topLayout->addLayout(tools);
    topLayout->addWidget(m_search);
    topLayout->addWidget(m_message);
    topLayout->addWidget(m_tree, 1);

    auto *bottom = new QWidget(this);
    auto *environmentRow = new QHBoxLayout;
    auto *environmentLabel = new QLabel(tr("Environment:"), bottom);
    environmentLabel->setBuddy(m_environment);
    environmentRow->addWidget(environmentLabel);
    environmentRow->addWidget(m_environment, 1);
    environmentRow->addWidget(m_variablesButton);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_composerButton);
    buttons->addWidget(m_sendButton);
    auto *bottomLayout = new QVBoxLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    bottomLayout->setSpacing(4);
    bottomLayout->addLayout(environmentRow);
    bottomLayout->addWidget(m_preview, 1);
    bottomLayout->addLayout(buttons);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(top);
    splitter->addWidget(bottom);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(splitter);
    updateEnvironments();
    updateActions();
}

CollectionsSidebar::~CollectionsSidebar() = default;

QList<CollectionDocument *> CollectionsSidebar::documents() const
{
    return m_model->documents();
}

void CollectionsSidebar::showMessage(const QString &text)
{
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
    if (!text.isEmpty())
        emit statusMessage(text);
}

bool CollectionsSidebar::openCollection(const QString &path, QString *error)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    for (CollectionDocument *document : documents()) {
        if (QFileInfo(document->path()).absoluteFilePath() == absolute) {
            selectItem(document, {});
            return true;
        }
    }
    QString why;
    CollectionDocument *document = CollectionDocument::open(absolute, &why, this);
    if (!document) {
        showMessage(tr("Not opened (the file is left as it is): %1").arg(why));
        if (error)
            *error = why;
        return false;
    }
    showMessage(QString());
    addDocument(document);
    return true;
}

bool CollectionsSidebar::createCollection(const QString &path, const QString &name, QString *error)
{
    QString why;
    CollectionDocument *document = CollectionDocument::create(QFileInfo(path).absoluteFilePath(), name, &why, this);
    if (!document) {
        showMessage(why);
        if (error)
            *error = why;
        return false;
    }
    showMessage(QString());
    addDocument(document);
    return true;
}

void CollectionsSidebar::setPreferredEnvironment(const QString &name)
{
    m_preferredEnvironment = name;
}

void CollectionsSidebar::addDocument(CollectionDocument *document)
{
    // A collection with an environment bound to this program (the built-in demo's) opens
    // with it chosen, so it runs as shipped.
    if (document->environment().isEmpty() && !m_preferredEnvironment.isEmpty()
        && document->collection().environment(m_preferredEnvironment))
        document->setEnvironment(m_preferredEnvironment);
    m_undo->addStack(document->undoStack());
    connect(document, &CollectionDocument::saveFailed, this,
            [this](const QString &why) { showMessage(tr("Not saved (kept until the next change): %1").arg(why)); });
    connect(document, &CollectionDocument::saved, this, [this] {
        if (m_message->text().startsWith(tr("Not saved")))
            showMessage(QString());
    });
    connect(document, &CollectionDocument::changed, this,
            [this, document] { m_secrets->load(secretNames(document->collection())); });
    connect(document, &CollectionDocument::environmentChanged, this, [this] {
        updateEnvironments();
        onCurrentChanged();
    });
    // The environment chosen for this file last time.
    const QString environmentKey = kEnvironmentKey + QString::fromLatin1(document->path().toUtf8().toBase64(
                                                          QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
    const QString environment = QSettings().value(environmentKey).toString();
    if (document->collection().environment(environment))
        document->setEnvironment(environment);
    connect(document, &CollectionDocument::environmentChanged, this,
            [environmentKey](const QString &name) { QSettings().setValue(environmentKey, name); });
    m_model->addDocument(document);
    m_secrets->load(secretNames(document->collection()));
    rememberOpen();
    selectItem(document, {});
    m_tree->expand(m_proxy->mapFromSource(m_model->indexOf(document)));
}

void CollectionsSidebar::closeCollection(CollectionDocument *document)
{
    if (!document)
        return;
    m_undo->removeStack(document->undoStack());
    m_model->removeDocument(document);
    document->flush();   // on disk before the file can be opened again
    document->deleteLater();
    rememberOpen();
    onCurrentChanged();
}

void CollectionsSidebar::rememberOpen() const
{
    QStringList paths;
    for (const CollectionDocument *document : documents())
        paths.append(document->path());
    QSettings().setValue(kOpenKey, paths);
}

bool CollectionsSidebar::hasCollectionsToRestore()
{
    return !QSettings().value(kOpenKey).toStringList().isEmpty();
}

void CollectionsSidebar::restoreOpenCollections()
{
    // A file that no longer reads is named once, left as it is, and no longer remembered.
    QStringList errors;
    for (const QString &path : QSettings().value(kOpenKey).toStringList()) {
        QString error;
        if (!openCollection(path, &error))
            errors.append(error);
    }
    rememberOpen();
    if (!errors.isEmpty())
        showMessage(tr("Not opened (the files are left as they are): %1").arg(errors.join(QLatin1Char('\n'))));
}

void CollectionsSidebar::askAndOpen()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Collection"), QString(),
                                                      tr("Collections (*.collection.json *.json);;All files (*)"));
    if (!path.isEmpty())
        openCollection(path);
}

void CollectionsSidebar::askAndCreate()
{
    const QString directory = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path = QFileDialog::getSaveFileName(this, tr("New Collection"),
                                                      QDir(directory).filePath(QStringLiteral("requests.collection.json")),
                                                      tr("Collections (*.collection.json)"));
    if (path.isEmpty())
        return;
    QString name = QFileInfo(path).fileName();
    name.chop(name.endsWith(QStringLiteral(".collection.json")) ? 16 : int(QFileInfo(path).suffix().size() + 1));
    createCollection(path, name);
}

QModelIndex CollectionsSidebar::currentSourceIndex() const
{
    return m_proxy->mapToSource(m_tree->currentIndex());
}

CollectionDocument *CollectionsSidebar::currentDocument() const
{
    CollectionDocument *document = m_model->documentAt(currentSourceIndex());
    if (!document && documents().size() == 1)
        return documents().constFirst();
    return document;
}

CollectionDocument::ItemPath CollectionsSidebar::currentPath() const
{
    return m_model->pathAt(currentSourceIndex());
}

void CollectionsSidebar::selectItem(const CollectionDocument *document, const CollectionDocument::ItemPath &path)
{
    const QModelIndex index = m_proxy->mapFromSource(m_model->indexOf(document, path));
    if (!index.isValid())
        return;
    for (QModelIndex parent = index.parent(); parent.isValid(); parent = parent.parent())
        m_tree->expand(parent);
    m_tree->setCurrentIndex(index);
    m_tree->scrollTo(index);
}

void CollectionsSidebar::saveExpansion()
{
    m_expanded.clear();
    std::function<void(const QModelIndex &)> walk = [&](const QModelIndex &parent) {
        for (int row = 0; row < m_proxy->rowCount(parent); ++row) {
            const QModelIndex index = m_proxy->index(row, 0, parent);
            if (!m_tree->isExpanded(index))
                continue;
            const QModelIndex source = m_proxy->mapToSource(index);
            m_expanded.append({m_model->documentAt(source), m_model->pathAt(source)});
            walk(index);
        }
    };
    walk({});
    const QModelIndex current = currentSourceIndex();
    m_current = {m_model->documentAt(current), m_model->pathAt(current)};
}

void CollectionsSidebar::restoreExpansion()
{
    for (const Place &place : std::as_const(m_expanded)) {
        if (place.document)
            m_tree->expand(m_proxy->mapFromSource(m_model->indexOf(place.document, place.path)));
    }
    // The same place, or the nearest one above it that still exists.
    if (m_current.document) {
        CollectionDocument::ItemPath path = m_current.path;
        while (!path.isEmpty() && !m_current.document->item(path))
            path.removeLast();
        selectItem(m_current.document, path);
    }
    onCurrentChanged();
}

void CollectionsSidebar::onCurrentChanged()
{
    CollectionDocument *document = currentDocument();
    m_undo->setActiveStack(document ? document->undoStack() : nullptr);
    updateEnvironments();
    m_preview->showRequest(document, currentPath());
    updateActions();
}

void CollectionsSidebar::updateEnvironments()
{
    const CollectionDocument *document = currentDocument();
    const QSignalBlocker blocker(m_environment);
    m_environment->clear();
    m_environment->addItem(tr("(none)"));
    if (!document) {
        m_environment->setEnabled(false);
        return;
    }
    m_environment->setEnabled(true);
    for (const CollectionEnvironment &environment : document->collection().environments) {
        m_environment->addItem(environment.name);
        if (environment.name == document->environment())
            m_environment->setCurrentIndex(m_environment->count() - 1);
    }
}

void CollectionsSidebar::updateActions()
{
    const CollectionDocument *document = currentDocument();
    const CollectionItem *item = m_model->itemAt(currentSourceIndex());
    const bool request = item && !item->isFolder();
    const bool resolved = request && m_preview->resolved().has_value();
    for (QAction *action : {m_newFolder, m_newRequest})
        action->setEnabled(document);
    for (QAction *action : {m_duplicate, m_delete})
        action->setEnabled(item);
    m_rename->setEnabled(document);
    m_details->setEnabled(request);
    m_copyCurl->setEnabled(resolved);
    m_run->setEnabled(document && !request);
    m_close->setEnabled(document);
    m_variablesButton->setEnabled(document);
    m_composerButton->setEnabled(resolved);
    m_sendButton->setEnabled(resolved);
}

void CollectionsSidebar::showContextMenu(const QPoint &position)
{
    const QModelIndex index = m_tree->indexAt(position);
    if (index.isValid())
        m_tree->setCurrentIndex(index);
    QMenu menu(this);
    menu.addAction(m_newFolder);
    menu.addAction(m_newRequest);
    menu.addSeparator();
    menu.addAction(m_rename);
    menu.addAction(m_duplicate);
    menu.addAction(m_delete);
    menu.addAction(m_details);
    menu.addAction(m_copyCurl);
    menu.addSeparator();
    menu.addAction(m_run);
    menu.addAction(m_undoAction);
    menu.addAction(m_redoAction);
    menu.addSeparator();
    menu.addAction(m_open);
    menu.addAction(m_create);
    menu.addAction(m_close);
    menu.exec(m_tree->viewport()->mapToGlobal(position));
}

void CollectionsSidebar::newFolder()
{
    CollectionDocument *document = currentDocument();
    if (!document)
        return;
    CollectionDocument::ItemPath folder;
    int row = -1;
    m_model->insertionPoint(m_model->indexOf(document, currentPath()), &folder, &row);
    CollectionItem item;
    item.type = CollectionItem::Type::Folder;
    item.name = tr("New folder");
    const CollectionDocument::ItemPath made = document->insert(folder, row, item, tr("New folder"));
    selectItem(document, made);
    m_tree->edit(m_tree->currentIndex());
}

void CollectionsSidebar::newRequest()
{
    CollectionDocument *document = currentDocument();
    if (!document)
        return;
    CollectionDocument::ItemPath folder;
    int row = -1;
    m_model->insertionPoint(m_model->indexOf(document, currentPath()), &folder, &row);
    CollectionItem item;
    item.name = tr("New request");
    item.request.endpoint = QStringLiteral("{{baseUrl}}");
    item.request.method = QStringLiteral("rpc.discover");
    Assertion outcome;
    outcome.expected = QStringLiteral("result");
    item.request.assertions = {outcome};
    const CollectionDocument::ItemPath made = document->insert(folder, row, item, tr("New request"));
    selectItem(document, made);
    m_tree->edit(m_tree->currentIndex());
}

void CollectionsSidebar::renameCurrent()
{
    if (m_tree->currentIndex().isValid())
        m_tree->edit(m_tree->currentIndex());
}

void CollectionsSidebar::duplicateCurrent()
{
    CollectionDocument *document = m_model->documentAt(currentSourceIndex());
    if (!document || currentPath().isEmpty())
        return;
    selectItem(document, document->duplicate(currentPath()));
}

void CollectionsSidebar::deleteCurrent()
{
    CollectionDocument *document = m_model->documentAt(currentSourceIndex());
    const CollectionDocument::ItemPath path = currentPath();
    if (!document || path.isEmpty())
        return;
    const QString name = document->item(path)->name;
    document->remove(path);
    // No question asked: Ctrl+Z brings it back.
    emit statusMessage(tr("Deleted %1 (Ctrl+Z undoes).").arg(name));
}

void CollectionsSidebar::editDetails()
{
    CollectionDocument *document = m_model->documentAt(currentSourceIndex());
    const CollectionDocument::ItemPath path = currentPath();
    const CollectionItem *item = document ? document->item(path) : nullptr;
    if (!item || item->isFolder())
        return;
    RequestDetailsDialog dialog(*item, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    Collection after = document->collection();
    CollectionItem *target = CollectionDocument::itemIn(after, path);
    target->description = dialog.description();
    target->request = dialog.request();
    // Saved only when something changed.
    if (CollectionFile::serialize(after) != CollectionFile::serialize(document->collection()))
        document->change(after, tr("Edit the details of %1").arg(target->name));
}

void CollectionsSidebar::editVariables()
{
    CollectionDocument *document = currentDocument();
    if (!document)
        return;
    EnvironmentEditor editor(document->collection(), document->environment(), m_secrets, this);
    if (editor.exec() != QDialog::Accepted)
        return;
    Collection after = editor.result();
    const Collection &before = document->collection();
    // Saved only when something the file holds changed (secret values never are in it).
    if (CollectionFile::serialize(before) == CollectionFile::serialize(after)) {
        onCurrentChanged();
        return;
    }
    document->change(after, tr("Edit the variables of %1").arg(document->displayName()));
}

bool CollectionsSidebar::addRequest(const RequestMimeData::Request &request, QString *error)
{
    CollectionDocument *document = currentDocument();
    if (!document) {
        const QString why = tr("Open or create a collection first.");
        showMessage(why);
        if (error)
            *error = why;
        return false;
    }
    CollectionDocument::ItemPath folder;
    int row = -1;
    m_model->insertionPoint(m_model->indexOf(document, currentPath()), &folder, &row);
    QStringList secrets;
    const CollectionItem item = CollectionTreeModel::itemFor(request, &secrets);
    const CollectionDocument::ItemPath made = document->insert(folder, row, item, tr("Add %1").arg(item.name), secrets);
    selectItem(document, made);
    emit statusMessage(tr("Saved %1 in %2.").arg(item.name, document->displayName()));
    return true;
}

bool CollectionsSidebar::looksSecret(const QString &path, const QByteArray &raw)
{
    // As the recorder sees it: the value under its member name, redacted by name or by shape.
    const qsizetype dot = path.lastIndexOf(QLatin1Char('.'));
    QString member = dot >= 0 ? path.mid(dot + 1) : path;
    if (member.startsWith(QLatin1Char('[')) || member.isEmpty())
        member = QStringLiteral("value");
    const QByteArray probe = "{\"" + member.toUtf8() + "\":" + raw + '}';
    SessionRedactor redactor;
    QStringList used;
    return redactor.redactBody(probe, &used) != probe;
}

bool CollectionsSidebar::addEqualsAssertion(const QString &path, const QByteArray &raw, const QByteArray &sentBytes,
                                            QString *error)
{
    CollectionDocument *document = nullptr;
    CollectionDocument::ItemPath itemPath;
    if (m_lastSent.document && !sentBytes.isEmpty() && sentBytes == m_lastSentBytes) {
        document = m_lastSent.document;
        itemPath = m_lastSent.path;
    } else {
        document = m_model->documentAt(currentSourceIndex());
        itemPath = currentPath();
    }
    const CollectionItem *item = document ? document->item(itemPath) : nullptr;
    if (!item || item->isFolder()) {
        const QString why = tr("Select the saved request the assertion belongs to, then choose Assert This Value again.");
        showMessage(why);
        if (error)
            *error = why;
        return false;
    }
    // A value a recording would redact (a token, a password, a known secret) is not written
    // into the collection file as an expected value.
    if (looksSecret(path, raw)) {
        const QString why = tr("%1 holds a secret: an equals assertion would write it into the collection file. "
                               "Edit the request's assertions to check that it exists instead.").arg(path);
        showMessage(why);
        if (error)
            *error = why;
        return false;
    }
    // Copied before the change: setRequest() replaces the collection the item lives in.
    const QString name = item->name;
    SavedRequest request = item->request;
    request.assertions.append(AssertionsJson::equals(path, raw));
    document->setRequest(itemPath, request, tr("Assert %1").arg(path));
    selectItem(document, itemPath);
    emit statusMessage(tr("Added to %1: %2 equals %3").arg(name, path, QString::fromUtf8(raw.left(80))));
    return true;
}

void CollectionsSidebar::runCurrent()
{
    CollectionDocument *document = currentDocument();
    if (!document)
        return;
    const CollectionItem *item = document->item(currentPath());
    // A request runs its folder: captures and logins come from the requests before it.
    CollectionDocument::ItemPath folder = currentPath();
    if (item && !item->isFolder())
        folder.removeLast();
    emit runRequested(document, document->namePath(folder));
}

void CollectionsSidebar::sendCurrent()
{
    const std::optional<ResolvedRequest> &resolved = m_preview->resolved();
    if (!resolved)
        return;
    // The endpoint becomes an open endpoint of the workspace, which is saved: one that holds a
    // secret value (a key in the query, a password in the URL) is run, never sent from here.
    if (m_preview->masked().endpoint != resolved->endpoint) {
        showMessage(tr("The endpoint of this request holds a secret value, and open endpoints are saved in the "
                       "workspace: use Run to send it."));
        return;
    }
    m_lastSent = {m_model->documentAt(currentSourceIndex()), currentPath()};
    m_lastSentBytes = resolved->bytes;
    // A login or cookie recipe needs the requests of a run before it: Send leaves it out, and
    // its header (empty without a login's answer) must not replace the endpoint's own.
    HeaderList headers = resolved->headers;
    const CollectionDocument *document = m_model->documentAt(currentSourceIndex());
    const CollectionItem *item = m_model->itemAt(currentSourceIndex());
    bool withoutLogin = false;
    if (document && item) {
        const AuthRecipe &auth = item->request.auth.kind == AuthRecipe::Kind::Inherit ? document->collection().auth
                                                                                     : item->request.auth;
        // An oauth2 recipe's token comes from the endpoint's own sign-in in the window, if any.
        withoutLogin = auth.kind == AuthRecipe::Kind::OAuth2;
        if (auth.kind == AuthRecipe::Kind::Login || auth.kind == AuthRecipe::Kind::CookieCsrf) {
            withoutLogin = true;
            const QByteArray recipeHeader = auth.headerName.toLatin1();
            headers.removeIf([&recipeHeader](const QPair<QByteArray, QByteArray> &header) {
                return header.second.isEmpty() && header.first.compare(recipeHeader, Qt::CaseInsensitive) == 0;
            });
        }
    }
    emit sendRequested(resolved->endpoint, resolved->bytes, headers, m_preview->secretValues(), m_preview->masked().bytes,
                       item ? item->name : QString());
    if (withoutLogin)
        emit statusMessage(tr("Sent with the request's own headers, without its login recipe: that runs with Run."));
}

void CollectionsSidebar::copyCurrentAsCurl()
{
    if (!m_preview->resolved())
        return;
    // Masked: a command line ends up in shells' histories and chat windows.
    QGuiApplication::clipboard()->setText(RequestResolver::toCurl(m_preview->masked()));
    emit statusMessage(tr("Copied as curl; secret values are masked (***)."));
}

void CollectionsSidebar::openCurrentInComposer()
{
    const std::optional<ResolvedRequest> &resolved = m_preview->resolved();
    const CollectionItem *item = m_model->itemAt(currentSourceIndex());
    if (!resolved || !item)
        return;
    // The composer's text is kept in the workspace file: secret values go in masked.
    const ResolvedRequest &masked = m_preview->masked();
    if (masked.bytes != resolved->bytes)
        emit statusMessage(tr("Secret values are shown as *** in the composer; Send in the sidebar sends them."));
    m_lastSent = {m_model->documentAt(currentSourceIndex()), currentPath()};
    m_lastSentBytes = masked.bytes;
    emit openInComposerRequested(masked.endpoint, masked.bytes, item->name);
}

} // namespace RpcScope
