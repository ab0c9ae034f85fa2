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

    /// Bodies above this size (together) are compared and laid out on a worker thread.
    static constexpr qsizetype kWorkerBytes = 256 * 1024;

    /// One side, ready to show: the pretty text and the lines a difference covers.
    struct Side
    {
        QString text;
        QList<int> markedLines;
        QList<JsonDifference::Kind> markedKinds;   ///< per marked line
    };
    /// Both sides and the differences: pure work, done on any thread.
    struct Prepared
    {
        Side left;
        Side right;
        JsonDiffResult diff;
    };
    static Prepared prepare(const QByteArray &left, const QByteArray &right, const JsonDiffResult &diff);

    /// Shows \a left and \a right with the differences \a diff found between them.
    void showBodies(const QString &leftTitle, const QByteArray &left, const QString &rightTitle, const QByteArray &right,
              const JsonDiffResult &diff);
    /// Compares \a left and \a right with \a rules and shows them; large bodies on a worker
    /// thread (compared() says when they are shown).
    void compare(const QString &leftTitle, const QByteArray &left, const QString &rightTitle, const QByteArray &right,
                 const DiffRules &rules = DiffRules::defaults());
    void clear();
    bool isComparing() const { return m_comparing; }

signals:
    void compared();

public:

    const JsonDiffResult &result() const { return m_result; }
    QPlainTextEdit *leftText() const { return m_left; }
    QPlainTextEdit *rightText() const { return m_right; }
    QTreeWidget *differenceList() const { return m_list; }
    /// Lines coloured on each side (for tests: the diff found its way to the text).
    int markedLines(bool left) const;

private:
    void showPrepared(const QString &leftTitle, const QString &rightTitle, const Prepared &prepared);

    QLabel *m_leftTitle;
    QLabel *m_rightTitle;
    QPlainTextEdit *m_left;
    QPlainTextEdit *m_right;
    QTreeWidget *m_list;
    QLabel *m_summary;
    JsonDiffResult m_result;
    quint64 m_generation = 0;   // a newer compare() drops an older worker's result
    bool m_comparing = false;
};

} // namespace RpcScope
