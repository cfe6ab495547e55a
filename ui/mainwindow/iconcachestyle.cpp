#include "iconcachestyle.h"

#include <QApplication>
#include <QStyleOption>

namespace Reeve {

IconCacheStyle::IconCacheStyle(const QString &key)
    : QProxyStyle(key)
{ }

void IconCacheStyle::install()
{
    QStyle *style = QApplication::style();
    if (!style || qobject_cast<IconCacheStyle *>(style))
        return;
    // The same style by its key (Fusion, or what -style or QT_STYLE_OVERRIDE chose); the palette
    // comes from the theme or that style as before, QProxyStyle handing every other call on.
    QApplication::setStyle(new IconCacheStyle(style->name()));
}

QIcon IconCacheStyle::standardIcon(StandardPixmap standardIcon, const QStyleOption *option,
                                   const QWidget *widget) const
{
    switch (standardIcon) {
    case SP_TitleBarNormalButton: // a dock's float button
    case SP_TitleBarCloseButton:  // its close button
    case SP_DockWidgetCloseButton:
    case SP_LineEditClearButton: // a search box's clear button: mirrored right to left
        break;
    default:
        return QProxyStyle::standardIcon(standardIcon, option, widget);
    }
    // These depend on nothing but the layout direction (Fusion's XPM data, the common style's files or
    // the icon theme's edit-clear).
    const Qt::LayoutDirection direction = option ? option->direction
                                                 : (widget ? widget->layoutDirection()
                                                           : QGuiApplication::layoutDirection());
    const int key = int(standardIcon) * 2 + (direction == Qt::RightToLeft ? 1 : 0);
    auto cached = m_icons.constFind(key);
    if (cached == m_icons.constEnd())
        cached = m_icons.insert(key, QProxyStyle::standardIcon(standardIcon, option, widget));
    return cached.value();
}

} // namespace Reeve
