#pragma once

#include <QDialog>

class QLabel;

namespace RpcScope {

/// Help > About: the icon, name and version, what RpcScope is for, the Qt it was built
/// with and runs on, the platform plugin, the licence and where the documentation is.
/// "Copy Details" puts the version lines on the clipboard for a bug report.
class AboutDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AboutDialog)

public:
    explicit AboutDialog(QWidget *parent = nullptr);

    /// The version lines as plain text (what Copy Details copies).
    QString details() const;
    /// The documentation folder: installed beside the program, else the source tree's
    /// docs/ this build came from; empty when neither exists.
    static QString documentationFolder();

private:
    static QString versionLine();
    static QString qtLine();
    static QString platformLine();
    QLabel *addLine(const QString &objectName, const QString &text);
};

} // namespace RpcScope
