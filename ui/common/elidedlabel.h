#pragma once

#include <QLabel>

namespace RpcScope {

/// A label that keeps to one line, its text cut with an ellipsis where the width runs out (the
/// whole text in its tooltip), or, when told, wraps the whole text. A word-wrapped label held to
/// one line's height would show the middle of two lines instead.
class ElidedLabel : public QLabel
{
    Q_OBJECT

public:
    explicit ElidedLabel(QWidget *parent = nullptr);

    void setFullText(const QString &text);
    const QString &fullText() const { return m_text; }
    /// true: one line, cut where it does not fit; false: the whole text, wrapped.
    void setOneLine(bool oneLine);
    bool isOneLine() const { return m_oneLine; }

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void refit();

    QString m_text;
    bool m_oneLine = true;
};

} // namespace RpcScope
