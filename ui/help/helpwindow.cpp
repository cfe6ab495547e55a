#include "helpwindow.h"

#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpression>
#include <QTextBrowser>
#include <QTextDocumentFragment>
#include <QUrl>
#include <QVBoxLayout>

namespace Reeve {

using namespace Qt::StringLiterals;

HelpWindow::HelpWindow(QWidget *parent)
    : QDialog(parent)
    , m_browser(new QTextBrowser)
{
    setObjectName(u"helpWindow"_s);
    setWindowTitle(tr("Reeve Help"));
    setModal(false);
    m_browser->setObjectName(u"helpBrowser"_s);
    // Links are followed here, so that a help link written as qrc:/help/NAME.html (as the
    // translated messages have it) opens the reader's language version of the page.
    m_browser->setOpenLinks(false);
    connect(m_browser, &QTextBrowser::anchorClicked, this, &HelpWindow::follow);
    connect(m_browser, &QTextBrowser::sourceChanged, this, [this](const QUrl &url) {
        if (url.scheme() == u"qrc"_s)
            m_page = QFileInfo(url.path()).completeBaseName();
    });
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QPushButton *contents = buttons->addButton(tr("&Contents"), QDialogButtonBox::ActionRole);
    connect(contents, &QPushButton::clicked, this, [this] { showPage(u"index"_s); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::hide);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser, 1);
    layout->addWidget(buttons);
    resize(620, 560);
}

QString HelpWindow::pagePath(const QString &name)
{
    const QString lang = QLocale().name().section(u'_', 0, 0);
    for (const QString &path : {u":/help/%1/%2.html"_s.arg(lang, name), u":/help/%1.html"_s.arg(name)}) {
        if (QFile::exists(path))
            return path;
    }
    return QString();
}

QString HelpWindow::showPage(const QString &name)
{
    QString path = pagePath(name);
    if (path.isEmpty())
        path = pagePath(u"index"_s);
    m_browser->setSource(QUrl(u"qrc"_s + path));
    m_page = QFileInfo(path).completeBaseName();
    setWindowTitle(tr("Reeve Help: %1").arg(m_browser->documentTitle()));
    return m_page;
}

void HelpWindow::showText(const QString &title, const QString &html)
{
    m_page.clear();
    m_browser->setHtml(html);
    setWindowTitle(tr("Reeve Help: %1").arg(title));
}

void HelpWindow::follow(const QUrl &link)
{
    const QUrl url = m_browser->source().resolved(link);
    if (url.scheme() != u"qrc"_s) {
        QDesktopServices::openUrl(url);
        return;
    }
    const QString path = pagePath(QFileInfo(url.path()).completeBaseName());
    QUrl target(u"qrc"_s + (path.isEmpty() ? url.path() : path));
    target.setFragment(url.fragment());
    m_browser->setSource(target);
}

QString HelpWindow::currentText() const
{
    return m_browser->toPlainText();
}

QString HelpWindow::summary(const QString &name)
{
    const QString path = pagePath(name);
    QFile file(path);
    if (path.isEmpty() || !file.open(QIODevice::ReadOnly))
        return QString();
    static const QRegularExpression firstParagraph(u"<p>(.*?)</p>"_s,
                                                   QRegularExpression::DotMatchesEverythingOption);
    const QRegularExpressionMatch match = firstParagraph.match(QString::fromUtf8(file.readAll()));
    return match.hasMatch() ? QTextDocumentFragment::fromHtml(match.captured(1)).toPlainText().simplified()
                            : QString();
}

} // namespace Reeve
