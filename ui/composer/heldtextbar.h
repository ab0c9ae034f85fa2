#pragma once

#include <QByteArray>
#include <QFrame>

class QLabel;
class QPushButton;
template <typename T> class QFutureWatcher;

namespace RpcScope {

class JsonEditor;

/// Shown over a JsonEditor while its document is held (it has a line too long to show, as
/// a minified data dump does): says so, and offers to format the JSON into lines that can
/// be edited (parsed and written on a worker thread) or to clear it.
class HeldTextBar final : public QFrame
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HeldTextBar)

public:
    explicit HeldTextBar(JsonEditor *editor, QWidget *parent = nullptr);
    ~HeldTextBar() override;

    QPushButton *formatButton() const { return m_format; }
    QPushButton *clearButton() const { return m_clear; }
    /// Whether a format is running on the worker.
    bool isFormatting() const;

private:
    void follow(bool held);
    void format();
    void formatted();

    JsonEditor *m_editor = nullptr;
    QLabel *m_text = nullptr;
    QPushButton *m_format = nullptr;
    QPushButton *m_clear = nullptr;
    QFutureWatcher<QByteArray> *m_watcher = nullptr;
    QByteArray m_formatting;   // the document being formatted, to check it is still the one shown
};

} // namespace RpcScope
