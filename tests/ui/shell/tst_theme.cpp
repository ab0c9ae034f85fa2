#include "ui/common/jsonhighlighter.h"
#include "ui/common/outcomechip.h"
#include "ui/common/themestyle.h"
#include "ui/common/theme.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QProxyStyle>
#include <QMetaEnum>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStyle>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>

using namespace RpcScope;
using Mode = Theme::Mode;
using Role = Theme::Role;

namespace {

constexpr double kText = 4.5;

QList<Role> allRoles()
{
    QList<Role> roles;
    const QMetaEnum meta = QMetaEnum::fromType<Role>();
    for (int i = 0; i < meta.keyCount(); ++i)
        roles.append(Role(meta.value(i)));
    return roles;
}

bool isBadge(Role role)
{
    return role >= Role::BadgeOpenRpc && role <= Role::BadgeHistory;
}

/// The foreground colour the highlighter gave the character at \a position of the first line.
QColor colourAt(const QTextDocument &document, int position)
{
    const QTextLayout *layout = document.firstBlock().layout();
    for (const QTextLayout::FormatRange &range : layout->formats()) {
        if (position >= range.start && position < range.start + range.length)
            return range.format.foreground().color();
    }
    return {};
}

/// A palette as a desktop might hand it over: dark, but not ours.
QPalette foreignDarkPalette()
{
    QPalette palette;
    palette.setColor(QPalette::Window, QColor(0x30, 0x30, 0x30));
    palette.setColor(QPalette::Base, QColor(0x26, 0x26, 0x26));
    palette.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
    palette.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
    return palette;
}

} // namespace

class TestTheme : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().remove(QStringLiteral("ui/theme"));
    }

    void cleanup() { Theme::instance()->setMode(Mode::Light); }

    void switchingChangesTheApplicationAndWidgetPalettes()
    {
        QLabel label(QStringLiteral("hello"));
        label.show();
        QVERIFY(QTest::qWaitForWindowExposed(&label));
        Theme *theme = Theme::instance();
        QSignalSpy changed(theme, &Theme::changed);

        theme->setMode(Mode::Light);
        QCOMPARE(QApplication::palette().color(QPalette::Window), Theme::palette(false).color(QPalette::Window));
        // Widgets hear of it on the next turn of the event loop when no exec() runs (QTest).
        QTRY_COMPARE(label.palette().color(QPalette::Window), Theme::palette(false).color(QPalette::Window));
        QVERIFY(!theme->isDark());
        // Fusion, under the theme's thin layer of strokes.
        auto *layer = qobject_cast<QProxyStyle *>(QApplication::style());
        QVERIFY(layer);
        QCOMPARE(layer->baseStyle()->name().toLower(), QStringLiteral("fusion"));

        theme->setMode(Mode::Dark);
        QCOMPARE(QApplication::palette().color(QPalette::Window), Theme::palette(true).color(QPalette::Window));
        QTRY_COMPARE(label.palette().color(QPalette::WindowText), Theme::palette(true).color(QPalette::WindowText));
        QVERIFY(theme->isDark());
        QVERIFY(label.palette().color(QPalette::Window).lightness() < 64);
        QVERIFY(changed.count() >= 2);
    }

    void semanticColoursDifferBetweenLightAndDark()
    {
        Theme *theme = Theme::instance();
        theme->setMode(Mode::Light);
        QHash<int, QColor> light;
        for (Role role : allRoles())
            light.insert(int(role), Theme::color(role));
        theme->setMode(Mode::Dark);
        for (Role role : allRoles()) {
            const QColor dark = Theme::color(role);
            QVERIFY2(dark.isValid(), QMetaEnum::fromType<Role>().valueToKey(int(role)));
            QVERIFY2(dark != light.value(int(role)), QMetaEnum::fromType<Role>().valueToKey(int(role)));
        }
        // Text tones turn lighter on the dark theme, backgrounds darker.
        QVERIFY(Theme::color(Role::Failure).lightness() > light.value(int(Role::Failure)).lightness());
        QVERIFY(Theme::color(Role::BadgeMcp).lightness() < light.value(int(Role::BadgeMcp)).lightness());
    }

    void coloursHaveContrast_data()
    {
        QTest::addColumn<Mode>("mode");
        QTest::addColumn<Role>("role");
        const QMetaEnum meta = QMetaEnum::fromType<Role>();
        for (Mode mode : {Mode::Light, Mode::Dark}) {
            for (Role role : allRoles()) {
                QTest::addRow("%s %s", mode == Mode::Light ? "light" : "dark", meta.valueToKey(int(role)))
                    << mode << role;
            }
        }
    }

    void coloursHaveContrast()
    {
        QFETCH(Mode, mode);
        QFETCH(Role, role);
        Theme::instance()->setMode(mode);
        const QPalette palette = QApplication::palette();
        const QColor colour = Theme::color(role);
        if (Theme::isTextRole(role)) {
            if (role == Role::BadgeText)
                return;   // checked against each badge below
            QVERIFY2(Theme::contrastRatio(colour, palette.color(QPalette::Window)) >= kText,
                     qPrintable(colour.name()));
            QVERIFY2(Theme::contrastRatio(colour, palette.color(QPalette::Base)) >= kText, qPrintable(colour.name()));
        } else if (isBadge(role)) {
            QVERIFY(Theme::contrastRatio(Theme::color(Role::BadgeText), colour) >= kText);
            // The badge still stands out from the base it sits on.
            QVERIFY(Theme::contrastRatio(colour, palette.color(QPalette::Base)) > 1.1);
        } else {
            QVERIFY(Theme::contrastRatio(palette.color(QPalette::Text), colour) >= kText);
        }
    }

    void palettesHaveContrast_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::newRow("light") << false;
        QTest::newRow("dark") << true;
    }

    void palettesHaveContrast()
    {
        QFETCH(bool, dark);
        const QPalette p = Theme::palette(dark);
        QVERIFY(Theme::contrastRatio(p.color(QPalette::Text), p.color(QPalette::Base)) >= 7);
        QVERIFY(Theme::contrastRatio(p.color(QPalette::WindowText), p.color(QPalette::Window)) >= 7);
        QVERIFY(Theme::contrastRatio(p.color(QPalette::ButtonText), p.color(QPalette::Button)) >= kText);
        QVERIFY(Theme::contrastRatio(p.color(QPalette::HighlightedText), p.color(QPalette::Highlight)) >= kText);
        QVERIFY(Theme::contrastRatio(p.color(QPalette::PlaceholderText), p.color(QPalette::Base)) >= kText);
        QVERIFY(Theme::contrastRatio(p.color(QPalette::Link), p.color(QPalette::Base)) >= kText);
        QVERIFY(Theme::contrastRatio(p.color(QPalette::ToolTipText), p.color(QPalette::ToolTipBase)) >= kText);
        QVERIFY(Theme::contrastRatio(p.color(QPalette::Inactive, QPalette::HighlightedText),
                                     p.color(QPalette::Inactive, QPalette::Highlight)) >= kText);
    }

    // Every outcome chip's text reads on its chip (WCAG AA, 4.5:1) in both themes, and the
    // chips of a success and a failure differ.
    void outcomeChipsHaveContrast_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::newRow("light") << false;
        QTest::newRow("dark") << true;
    }
    void outcomeChipsHaveContrast()
    {
        QFETCH(bool, dark);
        const QPalette palette = Theme::palette(dark);
        for (int k = 0; k < OutcomeChip::KindCount; ++k) {
            const auto kind = OutcomeChip::Kind(k);
            const double ratio = Theme::contrastRatio(OutcomeChip::foreground(kind, palette),
                                                      OutcomeChip::background(kind, palette));
            QVERIFY2(ratio >= 4.5, qPrintable(QStringLiteral("kind %1: %2").arg(k).arg(ratio)));
        }
        QVERIFY(OutcomeChip::background(OutcomeChip::Kind::Result, palette)
                != OutcomeChip::background(OutcomeChip::Kind::Error, palette));
        // A chip drawn in the window takes the theme in effect, and repaints on a switch.
        Theme::instance()->setMode(dark ? Mode::Dark : Mode::Light);
        OutcomeChip chip;
        chip.setOutcome(OutcomeChip::Kind::Error, QStringLiteral("Error"));
        chip.resize(chip.sizeHint().width() + 60, chip.sizeHint().height());   // the text stays in the middle
        const QImage image = chip.grab().toImage();
        const QColor middle = image.pixelColor(image.height() / 2, image.height() / 2);
        QCOMPARE(middle.rgb(), OutcomeChip::background(OutcomeChip::Kind::Error, chip.palette()).rgb());
    }

    // On the dark palette the frames of inputs and check boxes stand out from the window
    // (WCAG's 3:1 for controls); on the light one they are Fusion's.
    void darkInputsAreBordered()
    {
        const QPalette dark = Theme::palette(true);
        QVERIFY(Theme::contrastRatio(ThemeStyle::outline(dark), dark.color(QPalette::Window)) >= 3.0);
        QVERIFY(Theme::contrastRatio(ThemeStyle::outline(dark), dark.color(QPalette::Base)) >= 3.0);
        const QPalette light = Theme::palette(false);
        QCOMPARE(ThemeStyle::outline(light), light.color(QPalette::Window).darker(140));
        // A line edit drawn in the dark theme shows its border on its edge.
        Theme::instance()->setMode(Mode::Dark);
        QLineEdit edit;
        edit.resize(200, 30);
        const QImage image = edit.grab().toImage();
        const QColor edge = image.pixelColor(100, 0);
        QVERIFY2(Theme::contrastRatio(edge, dark.color(QPalette::Base)) >= 2.0, qPrintable(edge.name()));
    }

    void contrastRatioFollowsWcag()
    {
        QCOMPARE(qRound(Theme::contrastRatio(Qt::black, Qt::white)), 21);
        QCOMPARE(Theme::contrastRatio(Qt::red, Qt::red), 1.0);
        QVERIFY(qAbs(Theme::contrastRatio(QColor(0x76, 0x76, 0x76), Qt::white) - 4.54) < 0.01);
    }

    void choiceIsKeptInTheSettings()
    {
        Theme *theme = Theme::instance();
        theme->setMode(Mode::Dark);
        QCOMPARE(QSettings().value(QStringLiteral("ui/theme")).toString(), QStringLiteral("dark"));
        QSettings().setValue(QStringLiteral("ui/theme"), QStringLiteral("light"));
        theme->restore();
        QCOMPARE(theme->mode(), Mode::Light);
        QVERIFY(!theme->isDark());
        QSettings().setValue(QStringLiteral("ui/theme"), QStringLiteral("nonsense"));
        theme->restore();
        QCOMPARE(theme->mode(), Mode::System);
    }

    void systemModeFollowsThePlatformPalette()
    {
        Theme *theme = Theme::instance();
        theme->setMode(Mode::Dark);
        theme->setMode(Mode::System);
        // Our palette is gone: the application palette is the platform's again (nothing set).
        QCOMPARE(QApplication::palette().resolveMask(), QPalette::ResolveMask(0));
        QCOMPARE(theme->isDark(), QApplication::palette().color(QPalette::Window).lightness() < 128);

        // The desktop turns dark: the theme notices and fits its colours to the new palette.
        QSignalSpy changed(theme, &Theme::changed);
        QApplication::setPalette(foreignDarkPalette());
        QVERIFY(changed.wait(2000));
        QVERIFY(theme->isDark());
        QCOMPARE(theme->mode(), Mode::System);
        for (Role role : {Role::Failure, Role::Success, Role::Muted, Role::JsonKey, Role::JsonNumber}) {
            QVERIFY(Theme::contrastRatio(Theme::color(role), QColor(0x30, 0x30, 0x30)) >= kText);
            QVERIFY(Theme::contrastRatio(Theme::color(role), QColor(0x26, 0x26, 0x26)) >= kText);
        }
    }

    void coloursFitAnOddPalette()
    {
        // A mid-grey desktop: the designed tones are pushed until they read.
        QPalette grey;
        grey.setColor(QPalette::Window, QColor(0x80, 0x80, 0x80));
        grey.setColor(QPalette::Base, QColor(0x88, 0x88, 0x88));
        grey.setColor(QPalette::Text, Qt::black);
        for (Role role : {Role::Failure, Role::Warning, Role::Info, Role::JsonString}) {
            const QColor colour = Theme::color(role, grey);
            QVERIFY2(Theme::contrastRatio(colour, grey.color(QPalette::Window)) >= kText, qPrintable(colour.name()));
            QVERIFY2(Theme::contrastRatio(colour, grey.color(QPalette::Base)) >= kText, qPrintable(colour.name()));
        }
    }

    void highlighterTakesThemeColoursAndRecolours()
    {
        Theme *theme = Theme::instance();
        theme->setMode(Mode::Light);
        QTextDocument document(QStringLiteral(R"({"key": 12, "s": "text", "n": null})"));
        JsonHighlighter highlighter(&document);
        QCOMPARE(colourAt(document, 1), Theme::color(Role::JsonKey));
        QCOMPARE(colourAt(document, 8), Theme::color(Role::JsonNumber));
        QCOMPARE(colourAt(document, 18), Theme::color(Role::JsonString));
        QCOMPARE(colourAt(document, 31), Theme::color(Role::JsonLiteral));
        const QColor lightKey = colourAt(document, 1);

        theme->setMode(Mode::Dark);
        QCOMPARE(colourAt(document, 1), Theme::color(Role::JsonKey));
        QVERIFY(colourAt(document, 1) != lightKey);
        QCOMPARE(colourAt(document, 8), Theme::color(Role::JsonNumber));
    }

    void actionGroupSwitchesAndFollows()
    {
        Theme *theme = Theme::instance();
        theme->setMode(Mode::Light);
        QObject owner;
        QActionGroup *group = theme->createActionGroup(&owner);
        QCOMPARE(group->actions().size(), 3);
        QAction *dark = nullptr;
        for (QAction *action : group->actions()) {
            QVERIFY(!action->text().isEmpty());
            QVERIFY(!action->statusTip().isEmpty());
            if (action->data().value<Mode>() == Mode::Dark)
                dark = action;
            if (action->data().value<Mode>() == Mode::Light)
                QVERIFY(action->isChecked());
        }
        QVERIFY(dark);
        dark->trigger();
        QCOMPARE(theme->mode(), Mode::Dark);
        QVERIFY(dark->isChecked());
        theme->setMode(Mode::System);
        QVERIFY(!dark->isChecked());
        QCOMPARE(group->checkedAction()->data().value<Mode>(), Mode::System);
    }
};

QTEST_MAIN(TestTheme)
#include "tst_theme.moc"
