#include "ui/shell/presentationmode.h"

#include "ui/composer/jsoneditor.h"
#include "ui/composer/requesteditor.h"

#include <Qsci/qscilexer.h>

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QMainWindow>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>
#include <QToolBar>
#include <QVBoxLayout>

#include <memory>

using namespace RpcScope;

namespace {

/// The size the request editor draws its monospace text in.
qreal editorPointSize(const RequestEditor *editor)
{
    const QsciLexer *lexer = editor->textEdit()->lexer();
    return lexer ? lexer->defaultFont().pointSizeF() : -1;
}

/// A window like the explorer's: a label, a request editor, a toolbar and a status bar.
struct Window
{
    QMainWindow main;
    QLabel *label = nullptr;
    RequestEditor *editor = nullptr;
    QToolBar *toolBar = nullptr;
    QLabel *neverShown = nullptr;

    Window()
    {
        auto *central = new QWidget(&main);
        auto *layout = new QVBoxLayout(central);
        label = new QLabel(QStringLiteral("Methods"), central);
        editor = new RequestEditor(central);
        neverShown = new QLabel(QStringLiteral("hidden panel"), central);
        neverShown->hide();
        layout->addWidget(label);
        layout->addWidget(editor);
        layout->addWidget(neverShown);
        main.setCentralWidget(central);
        toolBar = main.addToolBar(QStringLiteral("Tools"));
        main.statusBar()->showMessage(QStringLiteral("ready"));
    }
};

} // namespace

class TestPresentationMode : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().remove(QStringLiteral("ui/presentationScale"));
    }

    void cleanup() { QSettings().remove(QStringLiteral("ui/presentationScale")); }

    void keystrokeTogglesLargerFontsAndBack()
    {
        Window window;
        auto *mode = new PresentationMode(&window.main);
        window.main.addAction(mode->action());
        mode->addCalmWidget(window.toolBar);
        mode->addCalmWidget(window.main.statusBar());
        mode->addCalmWidget(window.neverShown);
        window.main.show();
        window.main.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window.main));

        const qreal labelSize = window.label->font().pointSizeF();
        const qreal editorSize = editorPointSize(window.editor);
        QVERIFY(editorSize > 0);
        QVERIFY(labelSize > 0);
        QVERIFY(window.toolBar->isVisible());
        QSignalSpy toggled(mode, &PresentationMode::activeChanged);

        QTest::keyClick(&window.main, Qt::Key_F9);
        QVERIFY(mode->isActive());
        QVERIFY(mode->action()->isChecked());
        QCOMPARE(toggled.count(), 1);
        // Widgets hear of the font on the next turn of the event loop when no exec() runs (QTest).
        QTRY_COMPARE(window.label->font().pointSizeF(), labelSize * 1.5);
        // The monospace editor follows its widget's font.
        QTRY_VERIFY2(editorPointSize(window.editor) >= editorSize * 1.25,
                 qPrintable(QString::number(editorPointSize(window.editor))));
        QVERIFY(!window.toolBar->isVisible());
        QVERIFY(!window.main.statusBar()->isVisible());
        QCOMPARE(mode->fontScale(), 1.5);

        QTest::keyClick(&window.main, Qt::Key_F9);
        QVERIFY(!mode->isActive());
        QCOMPARE(toggled.count(), 2);
        QTRY_COMPARE(window.label->font().pointSizeF(), labelSize);
        QTRY_COMPARE(editorPointSize(window.editor), editorSize);
        QVERIFY(window.toolBar->isVisible());
        QVERIFY(window.main.statusBar()->isVisible());
        // What was hidden before stays hidden.
        QVERIFY(window.neverShown->isHidden());
        QCOMPARE(mode->fontScale(), 1.0);
    }

    void scaleComesFromTheSettings()
    {
        QSettings().setValue(QStringLiteral("ui/presentationScale"), 2.0);
        PresentationMode mode;
        QCOMPARE(mode.scale(), 2.0);
        const qreal normal = QApplication::font().pointSizeF();
        mode.setActive(true);
        QCOMPARE(QApplication::font().pointSizeF(), normal * 2);
        // Changing the scale while active applies at once, within bounds.
        mode.setScale(10);
        QCOMPARE(mode.scale(), 3.0);
        QCOMPARE(QApplication::font().pointSizeF(), normal * 3);
        mode.setActive(false);
        QCOMPARE(QApplication::font().pointSizeF(), normal);
        QSettings().setValue(QStringLiteral("ui/presentationScale"), QStringLiteral("big"));
        QCOMPARE(mode.scale(), 1.5);
    }

    void calmWidgetAddedWhileActiveIsHiddenAndRestored()
    {
        PresentationMode mode;
        QLabel late(QStringLiteral("late"));
        late.show();
        mode.setActive(true);
        mode.addCalmWidget(&late);
        QVERIFY(late.isHidden());
        mode.setActive(false);
        QVERIFY(!late.isHidden());
    }

    void destroyingWhileActiveRestores()
    {
        const qreal normal = QApplication::font().pointSizeF();
        auto mode = std::make_unique<PresentationMode>();
        QLabel calm(QStringLiteral("calm"));
        calm.show();
        mode->addCalmWidget(&calm);
        mode->toggle();
        QVERIFY(QApplication::font().pointSizeF() > normal);
        QVERIFY(calm.isHidden());
        mode.reset();
        QCOMPARE(QApplication::font().pointSizeF(), normal);
        QVERIFY(!calm.isHidden());
    }

    void actionIsDescribed()
    {
        PresentationMode mode;
        QCOMPARE(mode.action()->shortcut(), QKeySequence(Qt::Key_F9));
        QVERIFY(mode.action()->isCheckable());
        QVERIFY(!mode.action()->icon().isNull());
        QVERIFY(mode.action()->statusTip().contains(QStringLiteral("F9")));
    }
};

QTEST_MAIN(TestPresentationMode)
#include "tst_presentationmode.moc"
