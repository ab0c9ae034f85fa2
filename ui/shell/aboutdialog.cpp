#include "ui/shell/aboutdialog.h"

#include "ui/common/applicationicon.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QPushButton>
#include <QUrl>
#include <QVBoxLayout>

namespace RpcScope {

namespace {

constexpr int kIconSize = 96;
const QString kLicenceUrl = QStringLiteral("https://www.gnu.org/licenses/gpl-3.0.html");

QString link(const QString &url, const QString &text)
{
    return QStringLiteral("<a href=\"%1\">%2</a>").arg(url.toHtmlEscaped(), text.toHtmlEscaped());
}

} // namespace

AboutDialog::AboutDialog(QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("aboutDialog"));
    setWindowTitle(tr("About RpcScope"));

    auto *icon = new QLabel(this);
    icon->setObjectName(QStringLiteral("icon"));
    QIcon appIcon = QApplication::windowIcon();
    if (appIcon.isNull())
        appIcon = applicationIcon();
    icon->setPixmap(appIcon.pixmap(QSize(kIconSize, kIconSize), devicePixelRatioF()));
    icon->setAlignment(Qt::AlignTop | Qt::AlignHCenter);

    auto *text = new QVBoxLayout;
    auto *name = addLine(QStringLiteral("name"), QStringLiteral("<h2>RpcScope</h2>"));
    text->addWidget(name);
    text->addWidget(addLine(QStringLiteral("version"), versionLine().toHtmlEscaped()));
    QLabel *description = addLine(
        QStringLiteral("description"),
        tr("A desktop explorer for JSON-RPC 2.0 endpoints over HTTP, stdio and MCP. It discovers "
           "what a server offers, sends exactly what you type, and shows exactly what came back: "
           "members in the server's order, numbers as written, decoded errors, and every "
           "departure from the specification."));
    description->setWordWrap(true);
    text->addWidget(description);
    text->addSpacing(8);
    text->addWidget(addLine(QStringLiteral("qtVersion"), qtLine().toHtmlEscaped()));
    text->addWidget(addLine(QStringLiteral("platform"), platformLine().toHtmlEscaped()));
    text->addWidget(addLine(QStringLiteral("licence"),
                            tr("Licence: %1").arg(link(kLicenceUrl, tr("GNU General Public License, "
                                                                       "version 3 or later (GPL-3.0-or-later)")))));
    const QString docs = documentationFolder();
    text->addWidget(addLine(QStringLiteral("documentation"),
                            docs.isEmpty() ? tr("Documentation: the docs folder of the source code")
                                           : tr("Documentation: %1")
                                                 .arg(link(QUrl::fromLocalFile(docs).toString(),
                                                           QDir::toNativeSeparators(docs)))));
    text->addStretch();

    auto *top = new QHBoxLayout;
    top->addWidget(icon);
    top->addSpacing(12);
    top->addLayout(text, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *copy = buttons->addButton(tr("Copy &Details"), QDialogButtonBox::ActionRole);
    copy->setObjectName(QStringLiteral("copyDetails"));
    copy->setToolTip(tr("Copies the version lines, e.g. for a bug report."));
    connect(copy, &QPushButton::clicked, this, [this] { QGuiApplication::clipboard()->setText(details()); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(buttons);
    setMinimumWidth(fontMetrics().averageCharWidth() * 60);
}

QLabel *AboutDialog::addLine(const QString &objectName, const QString &text)
{
    auto *label = new QLabel(text, this);
    label->setObjectName(objectName);
    label->setTextFormat(Qt::RichText);
    label->setTextInteractionFlags(Qt::TextBrowserInteraction);
    label->setOpenExternalLinks(true);
    return label;
}

QString AboutDialog::versionLine()
{
    return tr("Version %1").arg(QStringLiteral(RPCSCOPE_VERSION));
}

QString AboutDialog::qtLine()
{
    return tr("Qt %1 (built with Qt %2)").arg(QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR));
}

QString AboutDialog::platformLine()
{
    return tr("Platform plugin: %1").arg(QGuiApplication::platformName());
}

QString AboutDialog::details() const
{
    return QStringLiteral("RpcScope ") + versionLine() + u'\n' + qtLine() + u'\n' + platformLine() + u'\n';
}

QString AboutDialog::documentationFolder()
{
    const QDir here(QCoreApplication::applicationDirPath());
    QStringList candidates{here.filePath(QStringLiteral("../share/doc/rpcscope"))};
#ifdef RPCSCOPE_DOCS_DIR
    candidates.append(QStringLiteral(RPCSCOPE_DOCS_DIR));
#endif
    for (const QString &candidate : std::as_const(candidates)) {
        const QFileInfo info(candidate);
        if (info.isDir())
            return info.canonicalFilePath();
    }
    return {};
}

} // namespace RpcScope
