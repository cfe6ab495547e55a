#include "docktitlebar.h"

#include <QDockWidget>
#include <QEvent>
#include <QHBoxLayout>
#include <QStyleOptionDockWidget>
#include <QStylePainter>
#include <QToolButton>

namespace Reeve {

using namespace Qt::StringLiterals;

DockTitleBar::Icons DockTitleBar::Icons::of(const QStyle *style)
{
    return {style->standardIcon(QStyle::SP_TitleBarContextHelpButton),
            style->standardIcon(QStyle::SP_TitleBarNormalButton),
            style->standardIcon(QStyle::SP_TitleBarCloseButton)};
}

DockTitleBar::DockTitleBar(QDockWidget *dock, const Icons &icons)
    : QWidget(dock)
    , m_dock(dock)
    , m_help(makeButton(u"dockHelp"_s))
    , m_float(makeButton(u"dockFloat"_s))
    , m_close(makeButton(u"dockClose"_s))
{
    const int margin = style()->pixelMetric(QStyle::PM_DockWidgetTitleMargin, nullptr, dock);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(margin, 0, margin, 0);
    layout->setSpacing(0);
    layout->addStretch(1);
    layout->addWidget(m_help);
    layout->addWidget(m_float);
    layout->addWidget(m_close);
    m_help->setIcon(icons.help);
    m_float->setIcon(icons.floating);
    m_close->setIcon(icons.close);
    connect(m_help, &QToolButton::clicked, this, &DockTitleBar::helpRequested);
    connect(m_float, &QToolButton::clicked, dock, [dock] { dock->setFloating(!dock->isFloating()); });
    connect(m_close, &QToolButton::clicked, dock, &QDockWidget::close);
    connect(dock, &QDockWidget::featuresChanged, this, &DockTitleBar::follow);
    connect(dock, &QDockWidget::windowTitleChanged, this, qOverload<>(&QWidget::update));
    follow();
}

QToolButton *DockTitleBar::makeButton(const QString &objectName)
{
    auto *button = new QToolButton(this);
    button->setObjectName(objectName);
    button->setAutoRaise(true);
    button->setFocusPolicy(Qt::NoFocus); // the keyboard has F1, the View menu and the dock keys
    const int icon = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    button->setIconSize(QSize(icon, icon));
    return button;
}

void DockTitleBar::follow()
{
    const QDockWidget::DockWidgetFeatures features = m_dock->features();
    m_float->setVisible(features & QDockWidget::DockWidgetFloatable);
    m_close->setVisible(features & QDockWidget::DockWidgetClosable);
    m_help->setToolTip(tr("Help on this panel (F1)"));
    m_help->setAccessibleName(tr("Help on this panel"));
    m_float->setToolTip(tr("Float or dock this panel"));
    m_float->setAccessibleName(m_float->toolTip());
    m_close->setToolTip(tr("Close this panel (the View menu brings it back)"));
    m_close->setAccessibleName(tr("Close this panel"));
}

QSize DockTitleBar::sizeHint() const
{
    const int margin = style()->pixelMetric(QStyle::PM_DockWidgetTitleMargin, nullptr, m_dock);
    const int buttons = layout()->sizeHint().width();
    const int text = fontMetrics().horizontalAdvance(m_dock->windowTitle());
    const int height = std::max(layout()->sizeHint().height(), fontMetrics().height() + 2 * margin);
    return {text + 2 * margin + buttons, height};
}

QSize DockTitleBar::minimumSizeHint() const
{
    return {layout()->minimumSize().width(), sizeHint().height()};
}

void DockTitleBar::paintEvent(QPaintEvent *)
{
    QStylePainter painter(this);
    QStyleOptionDockWidget option;
    option.initFrom(this);
    option.title = m_dock->windowTitle();
    option.closable = m_close->isVisible();
    option.floatable = m_float->isVisible();
    option.movable = m_dock->features() & QDockWidget::DockWidgetMovable;
    // The title takes the width left of the buttons, elided by the style when it must be.
    option.rect = QRect(0, 0, m_help->geometry().left(), height());
    painter.drawControl(QStyle::CE_DockWidgetTitle, option);
}

void DockTitleBar::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        follow();
}

} // namespace Reeve
