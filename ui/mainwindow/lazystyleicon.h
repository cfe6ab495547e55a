#pragma once

#include <QIcon>
#include <QStyle>

class QWidget;

namespace Reeve {

/**
 * One of the style's standard icons, read from Qt's own image files one size at a time, when a
 * size is first drawn: QStyle::standardIcon decodes every size of the icon at once (16, 32 and
 * 128 px), which made a tenth of the window's building at start-up for eight toolbar buttons that
 * show one size. Each size drawn is the one the style's icon would draw (the smallest file at least
 * as large, else the largest), so the buttons look the same. Where the style draws its icons
 * otherwise (any style but Fusion, right-to-left) or Qt's files are not where they were, it is the
 * style's icon itself.
 */
class LazyStyleIcon
{
public:
    static QIcon make(QStyle::StandardPixmap pixmap, const QWidget *widget = nullptr);
};

} // namespace Reeve
