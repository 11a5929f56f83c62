// SPDX-License-Identifier: GPL-3.0-or-later
// ConceptView: what the concept views (the structures, the preemption test, the concurrency
// feedback) share as widgets painted from the run at the current position: they follow the
// controller's run and position (put off while out of sight), take the height their drawing needs
// at a width, draw on the theme's card with the window's font a little smaller (the zoom), and
// make their texts again when the language changes, and lay out again when the font does. Each view
// keeps only what is its own: what it reads at a position, its texts and its drawing.
#pragma once

#include <QString>
#include <QWidget>

class QPainter;

namespace qmgrlab::ui {

class RefreshWhenShown;
class SimulationController;

class ConceptView : public QWidget {
    Q_OBJECT
public:
    // The text's size against the window's font: a dock beside the narration, read with it.
    static constexpr double kBodyScale = 0.85;

    bool hasHeightForWidth() const override; // true: the drawing's height follows the width
    // The least width (leastWidthEms lines of the text) and the height at the width the view has.
    QSize minimumSizeHint() const override;

protected:
    // The least width of a view beside the narration, in lines of its text.
    static constexpr double kLeastWidthEms = 14.0;

    // leastWidthEms: the least width in lines of the view's text (bodyFont()).
    ConceptView(SimulationController* controller, double leastWidthEms, QWidget* parent);

    SimulationController* controller() const { return controller_; }
    // Reads what the view shows at the controller's position, then makes its texts and lays out
    // again; put off while the view is out of sight. A subclass calls it once constructed.
    void refresh();
    // What the view shows at the controller's position (the run may be none).
    virtual void readPosition() = 0;
    // The view's texts in the current language, from what readPosition() read.
    virtual void retranslate() = 0;
    // Paints the view over its card (the theme's card fill, already painted); exposed: the part
    // to paint.
    virtual void paint(QPainter& painter, const QRect& exposed) const = 0;

    QFont bodyFont(double scale = kBodyScale) const;
    int leastWidth() const;
    // Word-wrapped text's height at a width (0 for no text).
    static double textHeight(const QString& text, const QFont& font, double width);

    void paintEvent(QPaintEvent* event) final;
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void retell(); // retranslate(), then the geometry and the drawing again

    SimulationController* controller_;
    RefreshWhenShown* refreshWhenShown_ = nullptr;
    double leastWidthEms_;
};

} // namespace qmgrlab::ui
