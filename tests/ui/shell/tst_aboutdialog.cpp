#include "ui/shell/aboutdialog.h"

#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QLabel>
#include <QPushButton>
#include <QTest>

using namespace RpcScope;

class TestAboutDialog : public QObject
{
    Q_OBJECT

private:
    static QString textOf(const AboutDialog &dialog, const char *name)
    {
        const auto *label = dialog.findChild<QLabel *>(QLatin1String(name));
        return label ? label->text() : QString();
    }

private slots:
    void showsWhatAndWhichVersion()
    {
        AboutDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(!dialog.windowTitle().isEmpty());
        QVERIFY(textOf(dialog, "name").contains("RpcScope"));
        QVERIFY(textOf(dialog, "version").contains(RPCSCOPE_VERSION));
        QVERIFY(textOf(dialog, "description").contains("JSON-RPC 2.0"));
        const QString qt = textOf(dialog, "qtVersion");
        QVERIFY2(qt.contains(QString::fromLatin1(qVersion())), qPrintable(qt));
        QVERIFY2(qt.contains(QT_VERSION_STR), qPrintable(qt));
        QVERIFY(textOf(dialog, "platform").contains(QGuiApplication::platformName()));
        QVERIFY(textOf(dialog, "platform").contains("offscreen"));
        const QString licence = textOf(dialog, "licence");
        QVERIFY(licence.contains("GPL-3.0-or-later"));
        QVERIFY(licence.contains("href=\"https://www.gnu.org/licenses/gpl-3.0.html\""));
        const auto *icon = dialog.findChild<QLabel *>("icon");
        QVERIFY(icon);
        QVERIFY(!icon->pixmap().isNull());
    }

    void linksTheDocumentation()
    {
        const QString folder = AboutDialog::documentationFolder();
        // This build runs from the source tree's build folder: its docs/ is found.
        QVERIFY(!folder.isEmpty());
        QVERIFY(QDir(folder).exists("ARCHITECTURE.md"));
        AboutDialog dialog;
        const QString docs = textOf(dialog, "documentation");
        QVERIFY2(docs.contains(QUrl::fromLocalFile(folder).toString()), qPrintable(docs));
        const auto *label = dialog.findChild<QLabel *>("documentation");
        QVERIFY(label->openExternalLinks());
    }

    void copyDetailsPutsTheVersionOnTheClipboard()
    {
        AboutDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QGuiApplication::clipboard()->clear();
        auto *copy = dialog.findChild<QPushButton *>("copyDetails");
        QVERIFY(copy);
        QTest::mouseClick(copy, Qt::LeftButton);
        const QString copied = QGuiApplication::clipboard()->text();
        QVERIFY2(copied.contains(RPCSCOPE_VERSION), qPrintable(copied));
        QVERIFY(copied.contains(QString::fromLatin1(qVersion())));
        QCOMPARE(copied, dialog.details());
    }

    void escapeCloses()
    {
        AboutDialog dialog;
        dialog.show();
        dialog.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        QTest::keyClick(&dialog, Qt::Key_Escape);
        QVERIFY(!dialog.isVisible());
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
    }
};

QTEST_MAIN(TestAboutDialog)
#include "tst_aboutdialog.moc"
