#include "ui/tap/tapsequencemodel.h"

#include "lib/json/jsondocument.h"
#include "ui/common/theme.h"

#include <QDateTime>
#include <QFont>

namespace RpcScope {

namespace {

int takeRow(QHash<QString, int> &rows, const QString &key)
{
    const auto found = rows.constFind(key);
    if (found == rows.constEnd())
        return -1;
    const int row = *found;
    rows.erase(found);
    return row;
}

QString idOf(const JsonDocument &doc, int node)
{
    const int id = doc.member(node, u"id");
    return id >= 0 ? QString::fromUtf8(doc.raw(id)) : QString();
}

} // namespace

TapSequenceModel::TapSequenceModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void TapSequenceModel::describe(Row &row) const
{
    const QByteArray &bytes = row.message.message.bytes;
    const JsonDocument doc = JsonDocument::parse(bytes);
    if (row.message.truncated || !doc.isValid()) {
        row.kind = Kind::Other;
        row.summary = row.message.truncated ? tr("%n byte(s), cut for the view", nullptr, int(qMin<qint64>(row.message.size, INT_MAX)))
                                            : tr("not JSON: %1").arg(QString::fromUtf8(bytes.left(60)).simplified());
        return;
    }
    if (doc.type(0) == JsonDocument::Type::Array) {
        row.kind = Kind::Batch;
        row.summary = tr("batch of %1").arg(doc.childCount(0));
        return;
    }
    if (doc.type(0) != JsonDocument::Type::Object) {
        row.kind = Kind::Other;
        row.summary = QString::fromUtf8(bytes.left(60));
        return;
    }
    row.idRaw = idOf(doc, 0);
    const QString method = doc.memberString(0, u"method");
    if (!method.isEmpty()) {
        row.kind = row.idRaw.isEmpty() ? Kind::Notification : Kind::Request;
        row.summary = row.idRaw.isEmpty() ? method : tr("%1  #%2").arg(method, row.idRaw);
        return;
    }
    const int error = doc.member(0, u"error");
    if (error >= 0) {
        row.kind = Kind::Error;
        const int code = doc.member(error, u"code");
        row.summary = tr("error %1 %2  #%3")
                          .arg(code >= 0 ? QString::fromUtf8(doc.raw(code)) : QString(),
                               doc.memberString(error, u"message"), row.idRaw);
        return;
    }
    row.kind = Kind::Answer;
    row.summary = tr("result  #%1").arg(row.idRaw);
}

void TapSequenceModel::append(const TapControlClient::Message &message)
{
    Row row;
    row.message = message;
    describe(row);
    if (message.message.held) {
        row.state = State::Held;
        ++m_held;
    } else if (message.message.injected) {
        row.state = State::Injected;
    }
    if (m_rows.empty())
        m_firstEpochMs = message.message.epochMs;
    const int index = int(m_rows.size());
    const bool fromClient = message.message.direction == TapDirection::ClientToServer;
    // Answers join the request of the other side with the same id.
    int answeredRequest = -1;
    if (row.kind == Kind::Request) {
        m_openRequests.insert((fromClient ? u"c:" : u"s:") + row.idRaw, index);
        if (fromClient)
            m_requestsById.insert(row.idRaw, index);
    } else if ((row.kind == Kind::Answer || row.kind == Kind::Error) && !row.idRaw.isEmpty()) {
        const int request = takeRow(m_openRequests, (fromClient ? u"s:" : u"c:") + row.idRaw);
        if (request >= 0) {
            Row &asked = m_rows[size_t(request)];
            row.partner = request;
            row.latencyMs = qMax<qint64>(0, message.message.epochMs - asked.message.message.epochMs);
            row.exchange = asked.exchange;
            // "result #1 · initialize": which question this answers, without looking it up.
            const QString method = JsonDocument::parse(asked.message.message.bytes).memberString(0, u"method");
            if (!method.isEmpty())
                row.summary = tr("%1 · %2").arg(row.summary, method);
            answeredRequest = request;
        }
    }
    m_bySeq.insert(message.message.seq, index);
    if (m_paused) {
        m_rows.push_back(std::move(row));
    } else {
        beginInsertRows({}, index, index);
        m_rows.push_back(std::move(row));
        m_shown = int(m_rows.size());
        endInsertRows();
    }
    // Only now: the request's row names its partner, which must exist when a view reads it
    // (views read every row while a row is being inserted).
    if (answeredRequest >= 0) {
        m_rows[size_t(answeredRequest)].partner = index;
        changed(answeredRequest);
    }
    if (message.message.held)
        emit heldArrived(message.message.seq);
}

void TapSequenceModel::settle(quint64 seq, TapVerdict verdict, const QByteArray &sent)
{
    const int index = m_bySeq.value(seq, -1);
    if (index < 0)
        return;
    Row &row = m_rows[size_t(index)];
    if (row.state == State::Held)
        --m_held;
    switch (verdict) {
    case TapVerdict::Send:
        row.state = State::Sent;
        break;
    case TapVerdict::Edit:
        row.state = State::Edited;
        break;
    case TapVerdict::Drop:
        row.state = State::Dropped;
        break;
    case TapVerdict::Answer:
        row.state = State::Answered;
        break;
    case TapVerdict::TimedOut:
        row.state = State::TimedOut;
        break;
    case TapVerdict::Released:
        row.state = State::Released;
        break;
    }
    row.sentInstead = sent;
    changed(index);
}

void TapSequenceModel::attachExchange(const QString &idRaw, const ExchangePtr &exchange)
{
    const int request = takeRow(m_requestsById, idRaw);
    if (request < 0)
        return;
    m_rows[size_t(request)].exchange = exchange;
    if (const int answer = m_rows[size_t(request)].partner; answer >= 0)
        m_rows[size_t(answer)].exchange = exchange;
}

void TapSequenceModel::setCurrentRow(int row)
{
    const int oldPartner = m_current >= 0 && m_current < m_shown ? m_rows[size_t(m_current)].partner : -1;
    m_current = row;
    const int newPartner = row >= 0 && row < m_shown ? m_rows[size_t(row)].partner : -1;
    if (oldPartner >= 0)
        changed(oldPartner);
    if (newPartner >= 0)
        changed(newPartner);
}

void TapSequenceModel::clear()
{
    beginResetModel();
    m_current = -1;
    m_rows.clear();
    m_shown = 0;
    m_held = 0;
    m_bySeq.clear();
    m_openRequests.clear();
    m_requestsById.clear();
    endResetModel();
}

void TapSequenceModel::setPaused(bool paused)
{
    m_paused = paused;
    if (paused || m_shown == int(m_rows.size()))
        return;
    beginInsertRows({}, m_shown, int(m_rows.size()) - 1);
    m_shown = int(m_rows.size());
    endInsertRows();
}

const TapSequenceModel::Row *TapSequenceModel::row(int row) const
{
    return row >= 0 && row < m_shown ? &m_rows[size_t(row)] : nullptr;
}

QList<quint64> TapSequenceModel::heldSeqs() const
{
    QList<quint64> held;
    for (int row = 0; row < m_shown; ++row) {
        if (m_rows[size_t(row)].state == State::Held)
            held.append(m_rows[size_t(row)].message.message.seq);
    }
    return held;
}

int TapSequenceModel::rowOfSeq(quint64 seq) const
{
    const int index = m_bySeq.value(seq, -1);
    return index < m_shown ? index : -1;
}

void TapSequenceModel::changed(int row)
{
    if (row < m_shown)
        emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

int TapSequenceModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_shown;
}

int TapSequenceModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString TapSequenceModel::stateName(State state)
{
    switch (state) {
    case State::Passed:
        return QString();
    case State::Held:
        return tr("held");
    case State::Sent:
        return tr("sent on");
    case State::Edited:
        return tr("edited");
    case State::Dropped:
        return tr("dropped");
    case State::Answered:
        return tr("answered by hand");
    case State::TimedOut:
        return tr("timed out");
    case State::Released:
        return tr("released");
    case State::Injected:
        return tr("injected");
    }
    return QString();
}

QVariant TapSequenceModel::data(const QModelIndex &index, int role) const
{
    const Row *r = row(index.row());
    if (!r)
        return {};
    const bool fromClient = r->message.message.direction == TapDirection::ClientToServer;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case SeqColumn:
            return QString::number(r->message.message.seq);
        case TimeColumn:
            return QLocale().toString(double(r->message.message.epochMs - m_firstEpochMs) / 1000.0, 'f', 3);
        case ClientColumn:
            return fromClient ? r->summary : QString();
        case ArrowColumn:
            return fromClient ? QStringLiteral("→") : QStringLiteral("←");
        case ServerColumn:
            return fromClient ? QString() : r->summary;
        case LatencyColumn:
            // On the answer: the pair's time, from the request's last byte to the answer's.
            return r->latencyMs >= 0 && r->kind != Kind::Request ? tr("%1 ms").arg(r->latencyMs) : QString();
        case StateColumn:
            return stateName(r->state);
        }
        return {};
    case Qt::ToolTipRole:
        if (index.column() == StateColumn && r->state == State::TimedOut)
            return tr("Nobody decided within the hold time: it went on as read");
        if (index.column() == StateColumn && r->state == State::Released)
            return tr("Held when the window detached or the server ended: it went on as read");
        if (index.column() == TimeColumn)
            return QDateTime::fromMSecsSinceEpoch(r->message.message.epochMs).toString(Qt::ISODateWithMs);
        if (r->partner >= 0)
            return r->kind == Kind::Request ? tr("Answered by message %1 after %2 ms (double-click to go there)")
                                                  .arg(m_rows[size_t(r->partner)].message.message.seq).arg(r->latencyMs)
                                            : tr("Answers message %1 (double-click to go there)")
                                                  .arg(m_rows[size_t(r->partner)].message.message.seq);
        if (r->kind == Kind::Notification)
            return tr("A notification: no answer is due");
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == LatencyColumn || index.column() == SeqColumn || index.column() == TimeColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        if (index.column() == ArrowColumn)
            return Qt::AlignCenter;
        return {};
    case Qt::ForegroundRole:
        if (index.column() == SeqColumn || index.column() == TimeColumn || index.column() == LatencyColumn)
            return Theme::color(Theme::Role::Muted);
        if (r->kind == Kind::Error)
            return Theme::color(Theme::Role::Failure);
        if (r->kind == Kind::Notification)
            return Theme::color(Theme::Role::Info);
        if (index.column() == StateColumn && r->state == State::Held)
            return Theme::color(Theme::Role::Warning);
        if (r->state == State::Dropped)
            return Theme::color(Theme::Role::Muted);
        return {};
    case Qt::BackgroundRole:
        if (m_current >= 0 && m_current < m_shown && m_rows[size_t(m_current)].partner == index.row())
            return Theme::color(Theme::Role::SuccessBackground);   // the other half of the pair in view
        if (r->state == State::Held)
            return Theme::color(Theme::Role::WarningBackground);
        if (r->state == State::Edited || r->state == State::Answered || r->state == State::Injected)
            return Theme::color(Theme::Role::InfoBackground);
        return {};
    case Qt::FontRole:
        if (index.column() == StateColumn && r->state == State::Held) {
            QFont font;
            font.setBold(true);
            return font;
        }
        if (r->kind == Kind::Notification || r->state == State::Dropped) {
            QFont font;
            font.setItalic(true);
            font.setStrikeOut(r->state == State::Dropped);
            return font;
        }
        return {};
    case KindRole:
        return int(r->kind);
    case StateRole:
        return int(r->state);
    case SeqRole:
        return r->message.message.seq;
    }
    return {};
}

QVariant TapSequenceModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case SeqColumn:
        return tr("#");
    case TimeColumn:
        return tr("Time (s)");
    case ClientColumn:
        return tr("Client");
    case ArrowColumn:
        return QString();
    case ServerColumn:
        return tr("Server");
    case LatencyColumn:
        return tr("Latency");
    case StateColumn:
        return tr("State");
    }
    return {};
}

} // namespace RpcScope
