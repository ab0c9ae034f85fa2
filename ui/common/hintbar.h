#pragma once

#include <QFrame>

class QLabel;
class QToolButton;

namespace RpcScope {

/// A one-line hint where the user is about to look ("Pick a method on the left; Ctrl+Enter
/// sends it"), with a button that dismisses it for good: once closed, a hint of the same key
/// is never shown again (kept in the settings under "Hints/<key>").
class HintBar final : public QFrame
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HintBar)

public:
    HintBar(const QString &key, const QString &text, QWidget *parent = nullptr);

    /// False once a hint of \a key was dismissed.
    static bool wanted(const QString &key);
    void dismiss();

    QLabel *label() const { return m_label; }
    QToolButton *closeButton() const { return m_close; }

private:
    QString m_key;
    QLabel *m_label = nullptr;
    QToolButton *m_close = nullptr;
};

} // namespace RpcScope
