#include "lazystyleicon.h"

#include <QApplication>
#include <QFile>
#include <QIconEngine>
#include <QPainter>
#include <QWidget>

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

struct StyleFiles
{
    QStyle::StandardPixmap pixmap;
    const char *base; ///< the file name in Qt's common style images, before "-SIZE.png"
    QList<int> sizes;
};

/// The files Qt's common style (and Fusion, which inherits these) reads for each icon the toolbar uses.
const QList<StyleFiles> &styleFiles()
{
    static const QList<StyleFiles> files{
            {QStyle::SP_FileIcon, "file", {16, 32, 128}},
            {QStyle::SP_DialogOpenButton, "standardbutton-open", {16, 32, 128}},
            {QStyle::SP_ArrowBack, "left", {16, 32, 128}},
            {QStyle::SP_ArrowForward, "right", {16, 32, 128}},
            {QStyle::SP_MediaSkipForward, "media-skip-forward", {16, 32}},
            {QStyle::SP_MediaPlay, "media-play", {16, 32}},
            {QStyle::SP_DialogSaveButton, "standardbutton-save", {16, 32, 128}},
            {QStyle::SP_FileDialogDetailedView, "viewdetailed", {16, 32, 128}},
    };
    return files;
}

QString fileOf(const char *base, int size)
{
    return u":/qt-project.org/styles/commonstyle/images/%1-%2.png"_s.arg(QLatin1StringView(base)).arg(size);
}

class LazyFilesEngine : public QIconEngine
{
public:
    LazyFilesEngine(const char *base, const QList<int> &sizes)
        : m_base(base)
        , m_sizes(sizes)
    { }

    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        return iconFor(size).pixmap(size, 1.0, mode, state);
    }
    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State state) override
    {
        const qreal ratio = painter->device() ? painter->device()->devicePixelRatio() : 1.0;
        iconFor(rect.size() * ratio).paint(painter, rect, Qt::AlignCenter, mode, state);
    }
    QSize actualSize(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        return iconFor(size).actualSize(size, mode, state);
    }
    QList<QSize> availableSizes(QIcon::Mode, QIcon::State) override
    {
        QList<QSize> sizes;
        for (int side : m_sizes)
            sizes << QSize(side, side);
        return sizes;
    }
    QIconEngine *clone() const override { return new LazyFilesEngine(*this); }

private:
    /// The icon holding, among others, the file the style's icon would draw at \a size.
    const QIcon &iconFor(const QSize &size)
    {
        const qint64 area = qint64(size.width()) * size.height();
        int chosen = m_sizes.last();
        for (int side : m_sizes) {
            if (qint64(side) * side >= area) {
                chosen = side;
                break;
            }
        }
        if (!m_read.contains(chosen)) {
            m_read << chosen;
            m_icon.addFile(fileOf(m_base, chosen), QSize(chosen, chosen));
        }
        return m_icon;
    }

    const char *m_base;
    QList<int> m_sizes;
    QList<int> m_read;
    QIcon m_icon;
};

} // namespace

QIcon LazyStyleIcon::make(QStyle::StandardPixmap pixmap, const QWidget *widget)
{
    const QStyle *style = widget ? widget->style() : QApplication::style();
    const bool rightToLeft = widget ? widget->isRightToLeft() : QApplication::isRightToLeft();
    if (style->name().compare(u"fusion"_s, Qt::CaseInsensitive) == 0 && !rightToLeft) {
        for (const StyleFiles &files : styleFiles()) {
            if (files.pixmap == pixmap && QFile::exists(fileOf(files.base, files.sizes.first())))
                return QIcon(new LazyFilesEngine(files.base, files.sizes));
        }
    }
    return style->standardIcon(pixmap);
}

} // namespace Reeve
