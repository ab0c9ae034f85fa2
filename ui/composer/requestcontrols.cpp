#include "ui/composer/requestcontrols.h"

#include "lib/json/jsondocument.h"
#include "lib/rpc/requestbuilder.h"
#include "lib/rpc/requestid.h"
#include "ui/common/flowlayout.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QRegularExpressionValidator>

namespace RpcScope {

namespace {

// RFC 8259 number grammar.
const QRegularExpression &jsonNumber()
{
    static const QRegularExpression pattern(QStringLiteral("-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?"));
    return pattern;
}

bool isJsonNumber(const QString &text)
{
    return jsonNumber().match(text, 0, QRegularExpression::NormalMatch,
                              QRegularExpression::AnchorAtOffsetMatchOption).capturedLength() == text.size()
           && !text.isEmpty();
}

} // namespace

RequestControls::RequestControls(QWidget *parent)
    : QWidget(parent)
    , m_mode(new QComboBox(this))
    , m_value(new QLineEdit(this))
    , m_notification(new QCheckBox(this))
    , m_numberValidator(new QRegularExpressionValidator(jsonNumber(), this))
    , m_ownSequence(new IdSequence)
    , m_sequence(m_ownSequence)
{
    m_mode->setObjectName(QStringLiteral("idMode"));
    for (int mode = int(IdMode::Auto); mode <= int(IdMode::Null); ++mode)
        m_mode->addItem(QString(), mode);
    // What is typed is what is sent: auto numbering only once the user asks for it.
    m_mode->setCurrentIndex(int(IdMode::Number));
    m_value->setObjectName(QStringLiteral("idValue"));
    m_value->setMaximumWidth(fontMetrics().horizontalAdvance(QLatin1Char('0')) * 24);
    m_notification->setObjectName(QStringLiteral("notification"));

    // The id group and the notification box share a row where there is room and wrap into
    // two in a narrow column (a German label must not make the window wider).
    auto *idGroup = new QWidget(this);
    auto *idLabel = new QLabel(idGroup);
    idLabel->setObjectName(QStringLiteral("idLabel"));
    idLabel->setBuddy(m_mode);
    m_mode->setParent(idGroup);
    m_value->setParent(idGroup);
    auto *idRow = new QHBoxLayout(idGroup);
    idRow->setContentsMargins(0, 0, 0, 0);
    idRow->setSpacing(6);
    idRow->addWidget(idLabel);
    idRow->addWidget(m_mode);
    idRow->addWidget(m_value);

    auto *layout = new FlowLayout(this, 12);
    layout->addWidget(idGroup);
    layout->addWidget(m_notification);

    retranslate();
    updateValueField();
    connect(m_mode, &QComboBox::activated, this, &RequestControls::modeChosen);
    connect(m_value, &QLineEdit::textEdited, this, &RequestControls::valueEdited);
    connect(m_notification, &QCheckBox::toggled, this, &RequestControls::notificationToggled);
}

RequestControls::~RequestControls()
{
    delete m_ownSequence;
}

void RequestControls::retranslate()
{
    m_mode->setItemText(int(IdMode::Auto), tr("Auto"));
    m_mode->setItemText(int(IdMode::String), tr("String"));
    m_mode->setItemText(int(IdMode::Number), tr("Number"));
    m_mode->setItemText(int(IdMode::Null), tr("Null"));
    m_mode->setToolTip(tr("How the request's id is set. Auto numbers each sent request 1, 2, 3, …;\n"
                          "String and Number send the value beside it; Null sends \"id\": null."));
    if (auto *label = findChild<QLabel *>(QStringLiteral("idLabel")))
        label->setText(tr("&Id:"));
    m_value->setToolTip(tr("The id to send"));
    m_notification->setText(tr("N&otification"));
    m_notification->setToolTip(tr("Send without an id: the server must not answer.\n"
                                  "Untick to put the id back."));
    updateValueField();
}

void RequestControls::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

RequestControls::IdMode RequestControls::idMode() const
{
    return IdMode(m_mode->currentIndex());
}

void RequestControls::setIdMode(IdMode mode)
{
    m_mode->setCurrentIndex(int(mode));
    modeChosen();
}

QString RequestControls::idValue() const
{
    return m_value->text();
}

bool RequestControls::isNotification() const
{
    return m_notification->isChecked();
}

void RequestControls::setNotification(bool notification)
{
    m_notification->setChecked(notification);
}

void RequestControls::setIdSequence(IdSequence *sequence)
{
    m_sequence = sequence ? sequence : m_ownSequence;
    updateValueField();
}

QByteArray RequestControls::wantedId() const
{
    const RequestId last = RequestId::fromJsonText(m_lastId);
    switch (idMode()) {
    case IdMode::Auto:
        // Keep a number the text has; the sequence numbers it again when it is sent.
        return last.kind() == RequestId::Kind::Number ? m_lastId : QByteArray::number(m_sequence->last() + 1);
    case IdMode::String:
        return RequestId::string(m_value->text()).raw();
    case IdMode::Number:
        return isJsonNumber(m_value->text()) ? m_value->text().toUtf8() : QByteArray();
    case IdMode::Null:
        return QByteArrayLiteral("null");
    }
    return {};
}

void RequestControls::modeChosen()
{
    if (m_following)
        return;
    // Offer the current id's value in the new mode, so switching keeps what was there.
    const QByteArray lastText = m_lastId;
    const JsonDocument last = JsonDocument::parse(lastText);
    const bool lastIsString = last.isValid() && last.type(0) == JsonDocument::Type::String;
    if (idMode() == IdMode::String && m_value->text().isEmpty() && last.isValid())
        m_value->setText(lastIsString ? last.string(0) : QString::fromUtf8(lastText));
    if (idMode() == IdMode::Number && !isJsonNumber(m_value->text())) {
        const QString candidate = lastIsString ? last.string(0) : QString::fromUtf8(lastText);
        m_value->setText(isJsonNumber(candidate) ? candidate : QString::number(m_sequence->last() + 1));
    }
    updateValueField();
    if (isNotification())
        return;
    const QByteArray id = wantedId();
    if (!id.isEmpty())
        emit idEdited(id);
}

void RequestControls::valueEdited()
{
    if (m_following || isNotification())
        return;
    const QByteArray id = wantedId();
    if (!id.isEmpty())
        emit idEdited(id);
}

void RequestControls::notificationToggled(bool notification)
{
    updateValueField();
    if (m_following)
        return;
    if (notification) {
        emit idEdited(QByteArray());
        return;
    }
    QByteArray id = m_lastId.isEmpty() ? wantedId() : m_lastId;
    if (id.isEmpty())   // a number still being typed
        id = QByteArray::number(m_sequence->last() + 1);
    emit idEdited(id);
}

void RequestControls::updateValueField()
{
    const IdMode mode = idMode();
    m_value->setEnabled(!isNotification() && (mode == IdMode::String || mode == IdMode::Number));
    m_mode->setEnabled(!isNotification());
    m_value->setValidator(mode == IdMode::Number ? m_numberValidator : nullptr);
    if (mode == IdMode::Auto)
        m_value->setPlaceholderText(tr("next: %1").arg(m_sequence->last() + 1));
    else
        m_value->setPlaceholderText(QString());
}

void RequestControls::follow(const QByteArray &text, const QByteArray &setId)
{
    const JsonDocument doc = JsonDocument::parse(text);
    const bool object = doc.isValid() && doc.type(0) == JsonDocument::Type::Object;
    m_mode->setEnabled(object);
    m_notification->setEnabled(object);
    if (!object) {
        m_value->setEnabled(false);
        return;
    }
    m_following = true;
    const int id = doc.member(0, u"id");
    m_notification->setChecked(id < 0);
    if (id >= 0) {
        m_lastId = doc.raw(id).toByteArray();
        switch (doc.type(id)) {
        case JsonDocument::Type::String:
            m_mode->setCurrentIndex(int(IdMode::String));
            if (m_value->text() != doc.string(id))
                m_value->setText(doc.string(id));
            break;
        case JsonDocument::Type::Null:
            m_mode->setCurrentIndex(int(IdMode::Null));
            break;
        case JsonDocument::Type::Number:
            // The id itself was edited (not the text around it, nor the sequence moved on by
            // another tab's send) to one auto mode would not write (neither its last nor its
            // next): it was typed by hand and is sent as typed, so the mode becomes Number.
            if (m_lastId != setId && idMode() == IdMode::Auto && m_sequence) {
                const QByteArray last = QByteArray::number(m_sequence->last());
                const QByteArray next = QByteArray::number(m_sequence->last() + 1);
                if (m_lastId != last && m_lastId != next)
                    m_mode->setCurrentIndex(int(IdMode::Number));
            }
            if (idMode() != IdMode::Auto) {
                m_mode->setCurrentIndex(int(IdMode::Number));
                if (m_value->text() != QString::fromUtf8(m_lastId))
                    m_value->setText(QString::fromUtf8(m_lastId));
            }
            break;
        default:
            break;
        }
    }
    updateValueField();
    m_following = false;
}

QByteArray RequestControls::takeIdForSending()
{
    if (idMode() != IdMode::Auto || isNotification() || !m_notification->isEnabled())
        return {};
    const QByteArray id = m_sequence->next().raw();
    updateValueField();
    return id;
}

} // namespace RpcScope
