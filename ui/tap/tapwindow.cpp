#include "ui/tap/tapwindow.h"

#include "lib/json/jsonwriter.h"

#include "lib/json/jsondocument.h"
#include "lib/tap/tapchannel.h"
#include "lib/tap/tapconversation.h"
#include "ui/common/emptystate.h"
#include "ui/common/icons.h"
#include "ui/common/jsonhighlighter.h"
#include "ui/inspector/exchangeview.h"
#include "ui/tap/tapsequencefilter.h"
#include "ui/tap/tapsequencemodel.h"

#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace RpcScope {

namespace {

/// How often the list of running taps is read again while none is attached.
constexpr int RefreshMs = 2000;

QPlainTextEdit *jsonEditor(QWidget *parent, bool readOnly)
{
    auto *editor = new QPlainTextEdit(parent);
    editor->setReadOnly(readOnly);
    editor->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    editor->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    new JsonHighlighter(editor->document());
    return editor;
}

/// What tap \a pid taps, from its command line: "demo --stdio" (rpcscope-cli tap -- COMMAND),
/// or the upstream of an HTTP or socket tap (--upstream ADDRESS).
QString commandOfTap(const QString &pid)
{
    QFile file(QStringLiteral("/proc/%1/cmdline").arg(pid));
    if (!file.open(QIODevice::ReadOnly))
        return QString();
    QList<QByteArray> arguments = file.readAll().split('\0');
    while (!arguments.isEmpty() && arguments.constLast().isEmpty())
        arguments.removeLast();
    const qsizetype dashes = arguments.indexOf("--");
    if (dashes < 0 || dashes + 1 >= arguments.size()) {
        const qsizetype upstream = arguments.indexOf("--upstream");
        return upstream >= 0 && upstream + 1 < arguments.size() ? QString::fromLocal8Bit(arguments.at(upstream + 1))
                                                                : QString();
    }
    QStringList command{QFileInfo(QFile::decodeName(arguments.at(dashes + 1))).fileName()};
    for (qsizetype i = dashes + 2; i < arguments.size(); ++i)
        command.append(QString::fromLocal8Bit(arguments.at(i)));
    return command.join(u' ');
}

/// An answer to \a request for the user to fill in: its id, an empty result.
QString answerTemplate(const QByteArray &request)
{
    const JsonDocument doc = JsonDocument::parse(request);
    const int id = doc.isValid() ? doc.member(0, u"id") : -1;
    const QString idText = id >= 0 ? QString::fromUtf8(doc.raw(id)) : QStringLiteral("null");
    return QStringLiteral("{\"jsonrpc\":\"2.0\",\"id\":%1,\"result\":{}}").arg(idText);
}

} // namespace

TapWindow::TapWindow(QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_client(new TapControlClient(this))
    , m_model(new TapSequenceModel(this))
    , m_filter(new TapSequenceFilter(this))
{
    setWindowTitle(tr("Live Tap"));
    setObjectName(QStringLiteral("tapWindow"));
    m_filter->setSourceModel(m_model);

    // The tap to watch.
    m_taps = new QComboBox(this);
    m_taps->setMinimumContentsLength(28);
    m_taps->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_taps->setToolTip(tr("The taps running for this user: rpcscope-cli tap -- COMMAND, an HTTP tap (--upstream "
                          "http://…), and each connection of a socket tap (--listen tcp://… or unix:…)"));
    auto *refresh = new QToolButton(this);
    refresh->setIcon(Icons::get(QStringLiteral("refresh")));
    refresh->setToolTip(tr("List the running taps again"));
    m_attach = new QPushButton(tr("Attach"), this);
    m_status = new QLabel(this);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setWordWrap(true);
    auto *tapRow = new QHBoxLayout;
    tapRow->addWidget(new QLabel(tr("Tap:"), this));
    tapRow->addWidget(m_taps, 1);
    tapRow->addWidget(refresh);
    tapRow->addWidget(m_attach);
    m_followSession = new QPushButton(tr("Follow Its Session"), this);
    m_followSession->setToolTip(tr("Open the session file this tap records to in the session browser, read as it grows"));
    m_followSession->hide();
    tapRow->addWidget(m_status, 2);
    tapRow->addWidget(m_followSession);

    // Breakpoints, the pause and the filters.
    m_breakOn = new QLineEdit(this);
    m_breakOn->setPlaceholderText(tr("Methods, e.g. tools/call, initialize, tools/*"));
    m_breakOn->setToolTip(tr("Messages with these methods stop here and wait for you; a name ending in * stops every "
                             "method it begins"));
    m_breakOn->setClearButtonEnabled(true);
    m_direction = new QComboBox(this);
    m_direction->addItem(tr("Both ways"), int(TapBreakpoint::Direction::Both));
    m_direction->addItem(tr("From the client"), int(TapBreakpoint::Direction::ClientToServer));
    m_direction->addItem(tr("From the server"), int(TapBreakpoint::Direction::ServerToClient));
    m_withAnswers = new QCheckBox(tr("With answers"), this);
    m_withAnswers->setObjectName(QStringLiteral("tapBreakWithAnswers"));
    m_withAnswers->setToolTip(tr("Stop the answers to these methods too, on their way back, to see or edit a result "
                                 "before the caller has it"));
    m_everyMessage = new QCheckBox(tr("Every message"), this);
    m_everyMessage->setToolTip(tr("Stop every message in the chosen direction, answers included"));
    m_holdSeconds = new QSpinBox(this);
    m_holdSeconds->setRange(1, 3600);
    m_holdSeconds->setValue(30);
    m_holdSeconds->setSuffix(tr(" s"));
    m_holdSeconds->setToolTip(tr("A held message nobody decides on goes on as read after this long, so the host never hangs"));
    auto *breakRow = new QHBoxLayout;
    breakRow->addWidget(new QLabel(tr("Break on:"), this));
    breakRow->addWidget(m_breakOn, 2);
    breakRow->addWidget(m_direction);
    breakRow->addWidget(m_withAnswers);
    breakRow->addWidget(m_everyMessage);
    breakRow->addWidget(new QLabel(tr("Hold up to"), this));
    breakRow->addWidget(m_holdSeconds);

    m_pause = new QToolButton(this);
    m_pause->setText(tr("Freeze List"));
    m_pause->setCheckable(true);
    m_pause->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_pause->setToolTip(tr("Stop adding rows while you read; nothing is lost, the tap goes on"));
    m_filterText = new QLineEdit(this);
    m_filterText->setPlaceholderText(tr("Filter by method, id or state"));
    m_filterText->setClearButtonEnabled(true);
    m_showNotifications = new QCheckBox(tr("Notifications"), this);
    m_showNotifications->setChecked(true);
    breakRow->addSpacing(12);
    breakRow->addWidget(m_filterText, 1);
    breakRow->addWidget(m_showNotifications);
    breakRow->addWidget(m_pause);

    // The sequence.
    m_view = new QTableView(this);
    m_view->setModel(m_filter);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->verticalHeader()->hide();
    m_view->setShowGrid(false);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->setTextElideMode(Qt::ElideMiddle);
    QHeaderView *header = m_view->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(TapSequenceModel::ClientColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(TapSequenceModel::ServerColumn, QHeaderView::Stretch);
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    // A state appears after its row: the column is wide enough for the longest one from the start.
    int stateWidth = m_view->fontMetrics().horizontalAdvance(m_model->headerData(TapSequenceModel::StateColumn, Qt::Horizontal).toString());
    for (int state = int(TapSequenceModel::State::Passed); state <= int(TapSequenceModel::State::Injected); ++state) {
        QFont bold = m_view->font();
        bold.setBold(true);
        stateWidth = qMax(stateWidth, QFontMetrics(bold).horizontalAdvance(TapSequenceModel::stateName(TapSequenceModel::State(state))));
    }
    header->setSectionResizeMode(TapSequenceModel::StateColumn, QHeaderView::Fixed);
    header->resizeSection(TapSequenceModel::StateColumn, stateWidth + 24);
    EmptyState::attach(m_view, tr("Start a host with rpcscope-cli tap -- COMMAND in place of its server, then attach "
                                  "here to watch the conversation, hold messages and inject new ones."));

    // What the selected row holds.
    m_details = new QTabWidget(this);
    m_messageText = jsonEditor(this, true);
    m_exchange = new ExchangeView(this);
    m_details->addTab(m_messageText, tr("Message"));
    m_details->addTab(m_exchange, tr("Exchange"));
    m_details->setTabToolTip(1, tr("A request with its answer, as the inspector reads it: decoded errors, findings, the tree"));
    m_heldPage = createHeldPage();
    m_details->addTab(m_heldPage, tr("Held"));
    m_injectPage = createInjectPage();
    m_details->addTab(m_injectPage, tr("Inject"));

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_view);
    splitter->addWidget(m_details);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(tapRow);
    layout->addLayout(breakRow);
    layout->addWidget(splitter, 1);

    connect(refresh, &QToolButton::clicked, this, &TapWindow::refreshTaps);
    connect(m_followSession, &QPushButton::clicked, this, [this] {
        emit followSessionRequested(m_hello.value(QStringLiteral("record")).toString());
    });
    connect(m_attach, &QPushButton::clicked, this, [this] {
        if (m_client->isAttached())
            detach();
        else if (m_taps->currentIndex() >= 0)
            attachTo(m_taps->currentData().toString());
    });
    connect(m_breakOn, &QLineEdit::editingFinished, this, &TapWindow::applyBreakpoints);
    connect(m_direction, &QComboBox::currentIndexChanged, this, &TapWindow::applyBreakpoints);
    connect(m_withAnswers, &QCheckBox::toggled, this, &TapWindow::applyBreakpoints);
    connect(m_everyMessage, &QCheckBox::toggled, this, [this](bool every) {
        m_breakOn->setEnabled(!every);
        m_withAnswers->setEnabled(!every);   // every message includes the answers
        applyBreakpoints();
    });
    connect(m_holdSeconds, &QSpinBox::editingFinished, this, &TapWindow::applyBreakpoints);
    connect(m_pause, &QToolButton::toggled, this, [this](bool paused) {
        m_model->setPaused(paused);
        updateStatus();
    });
    connect(m_filterText, &QLineEdit::textChanged, m_filter, &TapSequenceFilter::setText);
    connect(m_showNotifications, &QCheckBox::toggled, m_filter, &TapSequenceFilter::setShowNotifications);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex &current) {
        const int row = m_filter->mapToSource(current).row();
        m_model->setCurrentRow(row);
        showRow(row);
    });
    // A row's own actions: copy it as it was sent, stop its method from now on.
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_view, &QTableView::customContextMenuRequested, this, [this](const QPoint &at) {
        const TapSequenceModel::Row *row = m_model->row(m_filter->mapToSource(m_view->indexAt(at)).row());
        if (!row)
            return;
        QMenu menu(this);
        const QByteArray bytes = row->message.message.bytes;
        menu.addAction(tr("Copy Message"), this, [bytes] { QGuiApplication::clipboard()->setText(QString::fromUtf8(bytes)); });
        const QString method = JsonDocument::parse(bytes).memberString(0, u"method");
        QAction *breakOn = menu.addAction(tr("Break on %1").arg(method.isEmpty() ? tr("this method") : method), this, [this, method] {
            QStringList methods = m_breakOn->text().split(u',', Qt::SkipEmptyParts);
            for (QString &each : methods)
                each = each.trimmed();
            if (!methods.contains(method))
                methods.append(method);
            m_breakOn->setText(methods.join(QStringLiteral(", ")));
            applyBreakpoints();
        });
        breakOn->setEnabled(!method.isEmpty() && !m_everyMessage->isChecked());
        menu.exec(m_view->viewport()->mapToGlobal(at));
    });
    connect(m_view, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        // A double click goes to the other half of the pair.
        const TapSequenceModel::Row *row = m_model->row(m_filter->mapToSource(index).row());
        if (row && row->partner >= 0)
            m_view->setCurrentIndex(m_filter->mapFromSource(m_model->index(row->partner, 0)));
    });

    connect(m_client, &TapControlClient::hello, this, [this](const QJsonObject &hello) {
        m_hello = hello;
        // An HTTP tap speaks to a client only in answer to its request: into a stream the
        // client has open (an older one towards the server only, or not at all).
        const QJsonValue inject = hello.value(QStringLiteral("inject"));
        const bool none = inject.isBool() && !inject.toBool();
        const bool serverOnly = inject.toString() == u"server";
        const bool byStream = inject.toString() == u"server-and-streams";
        m_injectPage->setEnabled(!none);
        setInjectToClient(!serverOnly);
        m_injectPage->setToolTip(none ? tr("An HTTP tap cannot inject: HTTP lets it speak to a client only in "
                                           "answer to a request")
                                 : serverOnly ? tr("An HTTP tap injects towards the server only, as a request of its "
                                                   "own with the last client's headers: HTTP lets it speak to a "
                                                   "client only in answer to a request")
                                 : byStream ? tr("Towards the server: a request of the tap's own with the last "
                                                 "client's headers, or a WebSocket message. Towards a client: an "
                                                 "event in a stream, or a message of a WebSocket, that the client "
                                                 "opened while this window watched (HTTP lets the tap speak to a "
                                                 "client only in answer to a request)")
                                            : QString());
        const QJsonArray breakpoints = hello.value(QStringLiteral("breakpoints")).toArray();
        if (breakpoints.isEmpty())
            applyBreakpoints();   // the window's breakpoints hold from the start
        updateStatus();
    });
    connect(m_client, &TapControlClient::message, this, &TapWindow::onMessage);
    connect(m_client, &TapControlClient::settled, this, [this](quint64 seq, TapVerdict verdict, const QByteArray &sent) {
        m_model->settle(seq, verdict, sent);
        if (seq == m_heldSeq) {
            m_heldSeq = 0;
            // The next held message, if any, is the one to decide now.
            if (const QList<quint64> held = m_model->heldSeqs(); !held.isEmpty())
                showHeld(held.first());
        }
        updateHeldPage();
        updateStatus();
    });
    connect(m_client, &TapControlClient::ended, this, [this](int status) {
        m_exitStatus = status;
        updateStatus();
    });
    connect(m_client, &TapControlClient::problem, this, [this](const QString &text) {
        m_status->setText(text);
    });
    connect(m_client, &TapControlClient::detached, this, [this] {
        m_attach->setText(tr("Attach"));
        m_heldSeq = 0;
        updateHeldPage();
        updateStatus();
    });
    connect(m_model, &TapSequenceModel::heldArrived, this, [this](quint64 seq) {
        if (m_heldSeq == 0)
            showHeld(seq);
        updateHeldPage();
        updateStatus();
    });

    // The held message's time left, counted down where the user decides.
    auto *countdown = new QTimer(this);
    countdown->setInterval(1000);
    connect(countdown, &QTimer::timeout, this, [this] {
        if (m_heldSeq != 0)
            updateHeldPage();
    });
    countdown->start();

    auto *timer = new QTimer(this);
    timer->setInterval(RefreshMs);
    connect(timer, &QTimer::timeout, this, [this] {
        if (!m_client->isAttached() && isVisible())
            refreshTaps();
    });
    timer->start();
    refreshTaps();
    updateHeldPage();
    updateStatus();
    resize(1100, 720);
}

TapWindow::~TapWindow() = default;

QWidget *TapWindow::createHeldPage()
{
    auto *page = new QWidget(this);
    m_heldHeading = new QLabel(page);
    m_heldHeading->setWordWrap(true);
    m_heldEditors = new QTabWidget(page);
    m_heldEditors->setDocumentMode(true);
    m_editEditor = jsonEditor(page, false);
    m_answerEditor = jsonEditor(page, false);
    m_heldEditors->addTab(m_editEditor, tr("Message (edit to change it)"));
    m_heldEditors->addTab(m_answerEditor, tr("Answer by hand"));
    // A message on one line is easier read indented; Send Unchanged still sends it as read.
    auto *format = new QToolButton(m_heldEditors);
    format->setObjectName(QStringLiteral("tapFormatHeld"));
    format->setText(tr("Format"));
    format->setToolTip(tr("Indent the JSON above to read it (key order and numbers as written). Send Unchanged "
                          "still passes the message on as read; Send Edited sends the text as it stands."));
    m_heldEditors->setCornerWidget(format, Qt::TopRightCorner);
    connect(format, &QToolButton::clicked, this, [this] {
        auto *editor = qobject_cast<QPlainTextEdit *>(m_heldEditors->currentWidget());
        const JsonDocument doc = editor ? JsonDocument::parse(editor->toPlainText().toUtf8()) : JsonDocument();
        if (doc.isValid())
            editor->setPlainText(QString::fromUtf8(JsonWriter::prettyPrint(doc)));
    });

    auto *send = new QPushButton(tr("Send Unchanged"), page);
    send->setIcon(Icons::get(QStringLiteral("send")));
    send->setToolTip(tr("Pass the message on exactly as it was read (F8)"));
    send->setShortcut(QKeySequence(Qt::Key_F8));
    auto *sendEdited = new QPushButton(tr("Send Edited"), page);
    sendEdited->setToolTip(tr("Pass the text above on instead, exactly as typed"));
    auto *drop = new QPushButton(tr("Drop"), page);
    drop->setIcon(Icons::get(QStringLiteral("remove")));
    drop->setToolTip(tr("Never pass it on: a dropped request gets no answer, so its sender waits for one"));
    auto *answer = new QPushButton(tr("Send Answer"), page);
    answer->setToolTip(tr("Do not pass it on: send the answer by hand back to its sender"));
    auto *sendAll = new QPushButton(tr("Send All Held"), page);
    sendAll->setToolTip(tr("Pass every held message on as read, in order, and keep going"));
    m_verdictButtons = {send, sendEdited, drop, answer, sendAll};
    connect(sendAll, &QPushButton::clicked, this, [this] {
        for (const quint64 seq : m_model->heldSeqs())
            m_client->settle(seq, TapVerdict::Send);
    });
    connect(send, &QPushButton::clicked, this, [this] { decide(TapVerdict::Send); });
    connect(sendEdited, &QPushButton::clicked, this, [this] { decide(TapVerdict::Edit); });
    connect(drop, &QPushButton::clicked, this, [this] { decide(TapVerdict::Drop); });
    connect(answer, &QPushButton::clicked, this, [this] { decide(TapVerdict::Answer); });

    // Send Edited once there is an edit; Send Answer where the answer is written.
    connect(m_editEditor, &QPlainTextEdit::textChanged, this, &TapWindow::updateHeldPage);
    connect(m_heldEditors, &QTabWidget::currentChanged, this, &TapWindow::updateHeldPage);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(send);
    buttons->addWidget(sendEdited);
    buttons->addWidget(drop);
    buttons->addWidget(sendAll);
    buttons->addStretch(1);
    buttons->addWidget(answer);
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(m_heldHeading);
    layout->addWidget(m_heldEditors, 1);
    layout->addLayout(buttons);
    return page;
}

QWidget *TapWindow::createInjectPage()
{
    auto *page = new QWidget(this);
    m_injectTo = new QComboBox(page);
    m_injectTo->addItem(tr("To the server (as if the client sent it)"), int(TapDirection::ClientToServer));
    m_injectTo->addItem(tr("To the client (as if the server sent it)"), int(TapDirection::ServerToClient));
    m_injectEditor = jsonEditor(page, false);
    m_injectEditor->setPlaceholderText(
        QStringLiteral("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/tools/list_changed\"}"));
    auto *inject = new QPushButton(tr("Inject"), page);
    inject->setIcon(Icons::get(QStringLiteral("send")));
    connect(inject, &QPushButton::clicked, this, [this] {
        const QByteArray text = m_injectEditor->toPlainText().toUtf8();
        if (!text.trimmed().isEmpty())
            m_client->inject(TapDirection(m_injectTo->currentData().toInt()), text);
    });
    auto *row = new QHBoxLayout;
    row->addWidget(m_injectTo, 1);
    row->addWidget(inject);
    auto *layout = new QVBoxLayout(page);
    layout->addLayout(row);
    layout->addWidget(m_injectEditor, 1);
    return page;
}

void TapWindow::refreshTaps()
{
    const QString current = m_taps->currentData().toString();
    const QStringList taps = TapControlClient::runningTaps();
    m_taps->clear();
    for (const QString &path : taps) {
        const QString pid = QString::number(TapChannel::pidOfSocket(path));
        const int connection = TapChannel::connectionOfSocket(path);
        const QString command = commandOfTap(pid);
        QString label = command.isEmpty() ? tr("Tap %1").arg(pid) : tr("Tap %1: %2").arg(pid, command);
        if (connection > 0) {
            // A socket tap: one entry per client connection, each held and watched apart.
            label = command.isEmpty() ? tr("Tap %1, connection %2").arg(pid).arg(connection)
                                      : tr("Tap %1, connection %2: %3").arg(pid).arg(connection).arg(command);
        }
        m_taps->addItem(label, path);
    }
    if (const int index = m_taps->findData(current); index >= 0)
        m_taps->setCurrentIndex(index);
    m_attach->setEnabled(m_client->isAttached() || !taps.isEmpty());
    if (taps.isEmpty() && !m_client->isAttached())
        m_status->setText(tr("No tap is running."));
}

void TapWindow::setInjectToClient(bool possible)
{
    if (auto *items = qobject_cast<QStandardItemModel *>(m_injectTo->model()); items && items->rowCount() > 1)
        items->item(1)->setEnabled(possible);
    if (!possible)
        m_injectTo->setCurrentIndex(0);
}

bool TapWindow::attachTo(const QString &path)
{
    QString error;
    m_model->clear();
    m_hello = {};
    m_injectPage->setEnabled(true);
    m_injectPage->setToolTip(QString());
    setInjectToClient(true);
    m_exitStatus = -1;
    m_heldSeq = 0;
    if (!m_client->attach(path, &error)) {
        m_status->setText(error);
        return false;
    }
    m_conversation = std::make_unique<TapConversation>(QString(), Transport::Kind::Stdio);
    m_attach->setText(tr("Detach"));
    m_attach->setEnabled(true);
    updateHeldPage();
    updateStatus();
    return true;
}

void TapWindow::detach()
{
    m_client->detach();
}

void TapWindow::applyBreakpoints()
{
    QList<TapBreakpoint> breakpoints;
    const auto direction = TapBreakpoint::Direction(m_direction->currentData().toInt());
    if (m_everyMessage->isChecked()) {
        breakpoints.append({QString(), direction});
    } else {
        const QStringList methods = m_breakOn->text().split(u',', Qt::SkipEmptyParts);
        for (const QString &method : methods) {
            if (!method.trimmed().isEmpty())
                breakpoints.append({method.trimmed(), direction, m_withAnswers->isChecked()});
        }
    }
    m_client->setBreakpoints(TapBreakpoints(breakpoints), m_holdSeconds->value() * 1000);
}

void TapWindow::onMessage(const TapControlClient::Message &message)
{
    m_model->append(message);
    if (!m_conversation || message.truncated)
        return;
    // The inspector's view of each exchange: the tap's messages followed as the tap does.
    if (message.message.direction == TapDirection::ClientToServer)
        m_conversation->fromClient(message.message.bytes, message.message.epochMs);
    else
        m_conversation->fromServer(message.message.bytes, message.message.epochMs);
    for (const TapEvent &event : m_conversation->takeEvents()) {
        if (event.kind != TapEvent::Kind::Exchange || !event.exchange)
            continue;
        const JsonDocument request = JsonDocument::parse(event.exchange->request);
        const int id = request.isValid() ? request.member(0, u"id") : -1;
        if (id >= 0)
            m_model->attachExchange(QString::fromUtf8(request.raw(id)), event.exchange);
    }
    if (m_view->currentIndex().isValid())
        return;
    updateStatus();
}

void TapWindow::showRow(int row)
{
    const TapSequenceModel::Row *r = m_model->row(row);
    if (!r) {
        m_messageText->clear();
        return;
    }
    QString text = QString::fromUtf8(r->message.message.bytes);
    if (r->message.truncated)
        text += u'\n' + tr("… (the first %1 of %2 bytes)").arg(r->message.message.bytes.size()).arg(r->message.size);
    if (!r->sentInstead.isEmpty())
        text += u"\n\n" + tr("Sent instead:") + u'\n' + QString::fromUtf8(r->sentInstead);
    m_messageText->setPlainText(text);
    m_details->setTabEnabled(m_details->indexOf(m_exchange), r->exchange != nullptr);
    if (r->exchange)
        m_exchange->showExchange(r->exchange);
    if (r->state == TapSequenceModel::State::Held)
        showHeld(r->message.message.seq);
    else if (m_details->currentWidget() == m_exchange && !r->exchange)
        m_details->setCurrentWidget(m_messageText);
}

void TapWindow::showHeld(quint64 seq)
{
    const int row = m_model->rowOfSeq(seq);
    const TapSequenceModel::Row *r = m_model->row(row);
    if (!r)
        return;
    if (m_heldSeq != seq) {
        m_heldSeq = seq;
        m_editEditor->setPlainText(QString::fromUtf8(r->message.message.bytes));
        m_answerEditor->setPlainText(answerTemplate(r->message.message.bytes));
        m_heldEditors->setTabEnabled(1, r->kind == TapSequenceModel::Kind::Request);
        m_heldEditors->setCurrentIndex(0);
    }
    updateHeldPage();
    m_details->setCurrentWidget(m_heldPage);
    const QModelIndex shown = m_filter->mapFromSource(m_model->index(row, 0));
    if (shown.isValid() && m_view->currentIndex().row() != shown.row())
        m_view->setCurrentIndex(shown);
}

void TapWindow::decide(TapVerdict verdict)
{
    if (m_heldSeq == 0)
        return;
    QByteArray text;
    if (verdict == TapVerdict::Edit)
        text = m_editEditor->toPlainText().toUtf8();
    else if (verdict == TapVerdict::Answer)
        text = m_answerEditor->toPlainText().toUtf8();
    m_client->settle(m_heldSeq, verdict, text);
}

void TapWindow::updateHeldPage()
{
    const TapSequenceModel::Row *r = m_model->row(m_model->rowOfSeq(m_heldSeq));
    const bool held = r && r->state == TapSequenceModel::State::Held;
    for (QPushButton *button : std::as_const(m_verdictButtons))
        button->setEnabled(held);
    const bool answering = m_heldEditors->currentIndex() == 1;
    m_verdictButtons.value(1)->setVisible(!answering);
    m_verdictButtons.value(1)->setEnabled(held && m_editEditor->toPlainText().toUtf8() != r->message.message.bytes);
    m_verdictButtons.value(3)->setVisible(answering);
    m_verdictButtons.value(3)->setEnabled(held && r->kind == TapSequenceModel::Kind::Request);
    m_verdictButtons.value(4)->setVisible(m_model->heldCount() > 1);
    m_verdictButtons.value(4)->setEnabled(m_model->heldCount() > 1);
    if (!held) {
        m_heldHeading->setText(m_model->heldCount() > 0 ? tr("Select a held message (marked in the list) to decide on it.")
                                                        : tr("Nothing is held. Messages that meet a breakpoint wait here."));
        return;
    }
    const bool fromClient = r->message.message.direction == TapDirection::ClientToServer;
    m_heldHeading->setText((fromClient ? tr("<b>Held:</b> %1 from the client, on its way to the server.")
                                       : tr("<b>Held:</b> %1 from the server, on its way to the client."))
                               .arg(r->summary.toHtmlEscaped())
                           + u' '
                           + tr("Without a decision it goes on as read in %n second(s).", nullptr,
                                int(qMax<qint64>(0, (r->message.message.epochMs + m_holdSeconds->value() * 1000
                                                     - QDateTime::currentMSecsSinceEpoch() + 999) / 1000))));
}

void TapWindow::updateStatus()
{
    if (!m_client->isAttached()) {
        m_followSession->hide();
        if (m_taps->count() > 0)
            m_status->setText(tr("%n tap(s) running. Attach to watch one.", nullptr, m_taps->count()));
        return;
    }
    QStringList parts;
    // The server's program by name; its path in the tooltip.
    const QJsonArray command = m_hello.value(QStringLiteral("command")).toArray();
    if (!command.isEmpty()) {
        QStringList words{QFileInfo(command.first().toString()).fileName()};
        for (qsizetype i = 1; i < command.size(); ++i)
            words.append(command.at(i).toString());
        parts.append(words.join(u' '));
    } else if (const QString upstream = m_hello.value(QStringLiteral("endpoint")).toString(); !upstream.isEmpty()) {
        parts.append(upstream);   // an HTTP or socket tap: the server it stands before
    }
    const QString holds = m_hello.value(QStringLiteral("holds")).toString();
    if (holds == u"client")
        parts.append(tr("holds clients' requests only"));
    else if (holds == u"requests-and-answers")
        parts.append(tr("event streams and WebSocket messages are shown, not held"));
    m_status->setToolTip(m_hello.value(QStringLiteral("endpoint")).toString());
    const QString framing = m_hello.value(QStringLiteral("framing")).toString();
    if (!framing.isEmpty())
        parts.append(framing);
    const QString record = m_hello.value(QStringLiteral("record")).toString();
    if (!record.isEmpty())
        parts.append(tr("recording to %1").arg(QFileInfo(record).fileName()));
    m_followSession->setVisible(!record.isEmpty());
    if (m_model->heldCount() > 0)
        parts.append(tr("%1 held").arg(m_model->heldCount()));
    if (m_model->isPaused())
        parts.append(tr("view paused, %1 new").arg(m_model->waitingRows()));
    if (m_exitStatus >= 0)
        parts.append(tr("the server ended (status %1)").arg(m_exitStatus));
    m_status->setText(parts.join(QStringLiteral(" · ")));
}

} // namespace RpcScope
