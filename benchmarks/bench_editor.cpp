// A 50 MB request in the composer's editor (JsonEditor on QScintilla), in an offscreen window:
// set, validated, typed into, pasted; and a minified one, which the editor holds and shows
// only in part. References measured in the same run: a bare QsciScintilla given the same
// bytes (Scintilla copying them into its buffers, which the editor cannot avoid), and
// JsonDocument::parse of them on this thread (the worker's validation does that and more).
// A 1 ms timer on the GUI thread measures the longest event-loop stall while the worker
// validates.
//
//   bench_editor [--megabytes 50] [--rounds 3]
//
// Targets: set <= 1.5 × the bare widget's; validated <= 4 × a parse (set, the worker's start
// and its classification included); a held minified text set <= 0.1 × the bare widget's; the
// longest stall while validating <= 50 ms; a keystroke at the end of the big text <= 16 ms
// (one frame); a paste of it (all selected, painted) <= 3 × the bare widget's set (the
// clipboard's text is converted twice on the way); the first paint with the caret at the end
// <= 1.5 × the bare widget's (Scintilla's own cost: about a third of a second for 50 MB).

#include "benchsupport.h"

#include "lib/json/jsondocument.h"
#include "ui/composer/jsoneditor.h"

#include <Qsci/qsciscintilla.h>

#include <QApplication>
#include <QClipboard>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QKeyEvent>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace RpcScope;

namespace {

/// A bulk request as a person pastes one: pretty-printed, one record a line.
QByteArray buildRequest(qsizetype bytes)
{
    QByteArray text = "{\n  \"jsonrpc\": \"2.0\",\n  \"id\": 1,\n  \"method\": \"bulk.load\",\n  \"params\": {\n    \"rows\": [\n";
    text.reserve(bytes + 4096);
    for (int row = 0; text.size() < bytes; ++row) {
        text += "      {\"n\": " + QByteArray::number(row) + ", \"price\": " + QByteArray::number(row % 997)
                + ".50, \"name\": \"record-" + QByteArray::number(row) + "\", \"ok\": true},\n";
    }
    text += "      {\"n\": -1}\n    ]\n  }\n}\n";
    return text;
}

double msSince(const QElapsedTimer &clock)
{
    return double(clock.nsecsElapsed()) / 1e6;
}

/// The first paint with the caret at the end of \a widget's text.
double paintAtEndMs(QsciScintilla &widget)
{
    widget.SendScintilla(QsciScintillaBase::SCI_DOCUMENTEND);
    QElapsedTimer clock;
    clock.start();
    widget.viewport()->repaint();
    return msSince(clock);
}

/// The bare widget's set, and its first paint at the end of the text: the floors.
void bareFloors(const QByteArray &bytes, double *setMs, double *paintAtEnd)
{
    QsciScintilla bare;
    bare.resize(800, 600);
    bare.show();
    QApplication::processEvents();
    QElapsedTimer clock;
    clock.start();
    bare.SendScintilla(QsciScintillaBase::SCI_SETTEXT, bytes.constData());
    *setMs = msSince(clock);
    *paintAtEnd = paintAtEndMs(bare);
}

double parseMs(const QByteArray &bytes)
{
    QElapsedTimer clock;
    clock.start();
    const JsonDocument document = JsonDocument::parse(bytes);
    const double ms = msSince(clock);
    if (!document.isValid()) {
        std::fprintf(stderr, "bench_editor: the request does not parse\n");
        std::exit(1);
    }
    return ms;
}

/// Turns the event loop until \a editor reports a diagnosis; the longest gap between turns
/// of a 1 ms timer is \a longestStallMs.
void waitForDiagnosis(JsonEditor &editor, double *longestStallMs)
{
    QEventLoop loop;
    QElapsedTimer clock;
    clock.start();
    double lastTick = 0;
    QTimer ticker;
    ticker.setTimerType(Qt::PreciseTimer);
    ticker.setInterval(1);
    QObject::connect(&ticker, &QTimer::timeout, [&] {
        const double now = msSince(clock);
        *longestStallMs = std::max(*longestStallMs, now - lastTick);
        lastTick = now;
    });
    QObject::connect(&editor, &JsonEditor::diagnosed, &loop, &QEventLoop::quit);
    QTimer::singleShot(120000, &loop, [&loop] {
        std::fprintf(stderr, "bench_editor: no diagnosis within 120 s\n");
        loop.exit(1);
    });
    ticker.start();
    if (loop.exec() != 0)
        std::exit(1);
    *longestStallMs = std::max(*longestStallMs, msSince(clock) - lastTick);
}

void press(QWidget *widget, int key, Qt::KeyboardModifiers modifiers, const QString &text = {})
{
    QKeyEvent down(QEvent::KeyPress, key, modifiers, text);
    QApplication::sendEvent(widget, &down);
    QKeyEvent up(QEvent::KeyRelease, key, modifiers, text);
    QApplication::sendEvent(widget, &up);
}

struct Figures
{
    double bareMs = 0;
    double barePaintAtEndMs = 0;
    double paintAtEndMs = 0;
    double parseMs = 0;
    double setMs = 0;
    double validatedMs = 0;   // from the set's start
    double stallMs = 0;
    double keyMs = 0;
    double pasteMs = 0;
    double pasteStallMs = 0;
    double heldSetMs = 0;
};

Figures runOnce(const QByteArray &pretty, const QByteArray &minified)
{
    Figures f;
    bareFloors(pretty, &f.bareMs, &f.barePaintAtEndMs);
    f.parseMs = parseMs(pretty);

    JsonEditor editor;
    editor.resize(800, 600);
    editor.show();
    QApplication::processEvents();
    QElapsedTimer clock;
    clock.start();
    editor.setBytes(pretty);
    f.setMs = msSince(clock);
    waitForDiagnosis(editor, &f.stallMs);
    f.validatedMs = msSince(clock);

    f.paintAtEndMs = paintAtEndMs(editor);
    clock.restart();
    press(&editor, Qt::Key_Space, Qt::NoModifier, QStringLiteral(" "));
    f.keyMs = msSince(clock);
    if (editor.bytes().size() != pretty.size() + 1) {
        std::fprintf(stderr, "bench_editor: the keystroke did not reach the text\n");
        std::exit(1);
    }

    editor.setBytes("{}");
    editor.selectAll();
    QApplication::clipboard()->setText(QString::fromLatin1(pretty));
    clock.restart();
    press(&editor, Qt::Key_V, Qt::ControlModifier);
    editor.viewport()->repaint();   // the caret is at the end: the paint that costs (see paintAtEnd)
    f.pasteMs = msSince(clock);
    waitForDiagnosis(editor, &f.pasteStallMs);
    if (editor.bytes().size() != pretty.size()) {
        std::fprintf(stderr, "bench_editor: the paste did not replace the text\n");
        std::exit(1);
    }
    QApplication::clipboard()->clear();

    JsonEditor held;
    held.resize(800, 600);
    held.show();
    QApplication::processEvents();
    clock.restart();
    held.setBytes(minified);
    f.heldSetMs = msSince(clock);
    if (!held.isHeld()) {
        std::fprintf(stderr, "bench_editor: the minified text was not held\n");
        std::exit(1);
    }
    return f;
}

double medianOf(const std::vector<Figures> &rounds, double Figures::*field)
{
    std::vector<double> values;
    for (const Figures &f : rounds)
        values.push_back(f.*field);
    return Bench::median(values);
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    Bench::Options args(argc, argv);
    const int megabytes = args.number("--megabytes", 50);
    const int rounds = args.number("--rounds", 3);
    QApplication app(argc, argv);
    Bench::printHeader("bench_editor", "a large request in the composer's editor");

    const QByteArray pretty = buildRequest(qsizetype(megabytes) * 1000 * 1000);
    QByteArray minified = pretty;
    minified.replace('\n', ' ');
    std::printf("request: %lld bytes, pretty-printed and minified\n", static_cast<long long>(pretty.size()));

    std::vector<Figures> figures;
    for (int round = 0; round < rounds; ++round) {
        const Figures f = runOnce(pretty, minified);
        std::printf("round %d: bare QScintilla set %.0f ms, first paint at its end %.0f ms; parse %.0f ms; editor "
                    "set %.0f ms, validated after %.0f ms, longest stall %.1f ms; first paint at the end %.0f ms; "
                    "keystroke %.1f ms; paste (painted) %.0f ms, longest stall while validating it %.1f ms; held "
                    "minified set %.1f ms\n",
                    round + 1, f.bareMs, f.barePaintAtEndMs, f.parseMs, f.setMs, f.validatedMs, f.stallMs,
                    f.paintAtEndMs, f.keyMs, f.pasteMs, f.pasteStallMs, f.heldSetMs);
        std::fflush(stdout);
        figures.push_back(f);
    }

    const double bare = medianOf(figures, &Figures::bareMs);
    const double parse = medianOf(figures, &Figures::parseMs);
    const double set = medianOf(figures, &Figures::setMs);
    const double validated = medianOf(figures, &Figures::validatedMs);
    const double paste = medianOf(figures, &Figures::pasteMs);
    const double heldSet = medianOf(figures, &Figures::heldSetMs);
    const double barePaint = medianOf(figures, &Figures::barePaintAtEndMs);
    const double paint = medianOf(figures, &Figures::paintAtEndMs);
    double worstStall = 0;
    double worstKey = 0;
    for (const Figures &f : figures) {
        worstStall = std::max({worstStall, f.stallMs, f.pasteStallMs});
        worstKey = std::max(worstKey, f.keyMs);
    }
    const std::string medians = Bench::format("medians of %d rounds", rounds);
    Bench::printRatio("editor set / bare QScintilla set", set / bare,
                      Bench::format("%.0f ms / %.0f ms, %s", set, bare, medians.c_str()), 1.5, false);
    Bench::printRatio("validated (set included) / JsonDocument::parse", validated / parse,
                      Bench::format("%.0f ms / %.0f ms, %s", validated, parse, medians.c_str()), 4.0, false);
    Bench::printRatio("paste, all selected / bare QScintilla set", paste / bare,
                      Bench::format("%.0f ms / %.0f ms, %s", paste, bare, medians.c_str()), 3.0, false);
    Bench::printRatio("first paint at the end / the bare widget's", paint / barePaint,
                      Bench::format("%.0f ms / %.0f ms, %s", paint, barePaint, medians.c_str()), 1.5, false);
    Bench::printRatio("held minified set / bare QScintilla set", heldSet / bare,
                      Bench::format("%.1f ms / %.0f ms, %s", heldSet, bare, medians.c_str()), 0.1, false);
    std::printf("stall(longest GUI-thread gap while validating, set or pasted) %.1f ms  (worst of %d rounds)  [target <= 50: %s]\n",
                worstStall, rounds, worstStall <= 50 ? "met" : "MISSED");
    std::printf("time(keystroke at the end of the big text) %.1f ms  (worst of %d rounds)  [target <= 16: %s]\n",
                worstKey, rounds, worstKey <= 16 ? "met" : "MISSED");
    return 0;
}
