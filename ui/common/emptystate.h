#pragma once

#include <QObject>
#include <QString>

class QAbstractItemView;

namespace RpcScope {

/// What an empty list, table or tree says about itself ("No exchanges yet: …"), painted in
/// its viewport while its model has no rows. attach() makes one owned by the view.
class EmptyState final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EmptyState)

public:
    static EmptyState *attach(QAbstractItemView *view, const QString &text);

    void setText(const QString &text);
    QString text() const { return m_text; }
    /// Whether the text is painted now (the view is empty).
    bool isShown() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    EmptyState(QAbstractItemView *view, const QString &text);

    QAbstractItemView *m_view = nullptr;
    QString m_text;
};

} // namespace RpcScope
