#pragma once

#include <QByteArray>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QValidator;

namespace RpcScope {

class IdSequence;

/// The row above the request text that sets its id: a mode (auto, string, number, null),
/// a value for string and number ids, and a "Notification" toggle that takes the id away.
/// It never edits text itself: it asks for an id (idEdited) and the editor splices it into
/// the text, so the rest of what the user typed stays byte for byte. It follows the text
/// back through follow(), so typing an id by hand updates the controls.
class RequestControls final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RequestControls)

public:
    enum class IdMode { Auto, String, Number, Null };
    Q_ENUM(IdMode)

    explicit RequestControls(QWidget *parent = nullptr);
    ~RequestControls() override;

    IdMode idMode() const;
    /// Changes the mode as a user would (emits idEdited when the text's id must change).
    void setIdMode(IdMode mode);
    /// The string or number typed for the id.
    QString idValue() const;
    bool isNotification() const;
    /// Ticks or clears "Notification" as a user would (emits idEdited).
    void setNotification(bool notification);

    /// The sequence that auto mode numbers from (per endpoint); a private one until set.
    /// Not owned; it must outlive this widget or be replaced first.
    void setIdSequence(IdSequence *sequence);
    IdSequence *idSequence() const { return m_sequence; }

    /// Updates the controls from the text without emitting idEdited: no id member ticks
    /// "Notification"; a string or null id selects that mode, a number id selects Number
    /// unless auto mode is on. A number id typed by hand (not \a setId, the id's text as a
    /// program last set it, e.g. a template) that auto mode did not write selects Number even
    /// then, so it is sent as typed. Anything but a JSON object disables the controls.
    void follow(const QByteArray &text, const QByteArray &setId = {});
    /// The id auto mode gives the next message, consuming it from the sequence; a null
    /// QByteArray when the mode is not auto or the message is a notification.
    QByteArray takeIdForSending();

    QComboBox *idModeBox() const { return m_mode; }
    QLineEdit *idValueEdit() const { return m_value; }
    QCheckBox *notificationBox() const { return m_notification; }

signals:
    /// The text's id must become \a idText (JSON text); a null QByteArray removes it.
    void idEdited(const QByteArray &idText);

protected:
    void changeEvent(QEvent *event) override;

private:
    QByteArray wantedId() const;
    void modeChosen();
    void valueEdited();
    void notificationToggled(bool notification);
    void updateValueField();
    void retranslate();

    QComboBox *m_mode = nullptr;
    QLineEdit *m_value = nullptr;
    QCheckBox *m_notification = nullptr;
    QValidator *m_numberValidator = nullptr;
    IdSequence *m_ownSequence = nullptr;
    IdSequence *m_sequence = nullptr;
    QByteArray m_lastId;      // the id the text had before it became a notification
    bool m_following = false; // controls being set from the text: no idEdited
};

} // namespace RpcScope
