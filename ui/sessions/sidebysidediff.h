#pragma once

#include "lib/replay/jsondiff.h"

#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QTreeWidget;

namespace RpcScope {

/// Two JSON bodies side by side (recorded left, other right), pretty-printed with their
/// member order and spelling kept, the lines of every differing path coloured (removed on
/// the left, added on the right, changed on both), and the list of differences below.
class SideBySideDiff final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SideBySideDiff)

public:
    explicit SideBySideDiff(QWidget *parent = nullptr);

    /// Shows \a left and \a right with the differences \a diff found between them.
    void showBodies(const QString &leftTitle, const QByteArray &left, const QString &rightTitle, const QByteArray &right,
              const JsonDiffResult &diff);
    /// Compares \a left and \a right with \a rules and shows them.
    void compare(const QString &leftTitle, const QByteArray &left, const QString &rightTitle, const QByteArray &right,
                 const DiffRules &rules = DiffRules::defaults());
    void clear();

    const JsonDiffResult &result() const { return m_result; }
    QPlainTextEdit *leftText() const { return m_left; }
    QPlainTextEdit *rightText() const { return m_right; }
    QTreeWidget *differenceList() const { return m_list; }
    /// Lines coloured on each side (for tests: the diff found its way to the text).
    int markedLines(bool left) const;

private:
    QLabel *m_leftTitle;
    QLabel *m_rightTitle;
    QPlainTextEdit *m_left;
    QPlainTextEdit *m_right;
    QTreeWidget *m_list;
    QLabel *m_summary;
    JsonDiffResult m_result;
};

} // namespace RpcScope
