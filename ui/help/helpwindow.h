#pragma once

#include <QDialog>

class QTextBrowser;
class QUrl;

namespace Reeve {

/**
 * The help window (F1): Reeve's own short manual, HTML pages embedded under ":/help/" (a page in
 * the current language under ":/help/LANG/" when there is one), one per dock and one per game's
 * own panel, each citing the rule sections it concerns; or a text made on the spot, such as the
 * description of the step whose form has the focus. Links between pages work; it stays open
 * beside the window.
 */
class HelpWindow : public QDialog
{
    Q_OBJECT
public:
    explicit HelpWindow(QWidget *parent = nullptr);

    /// Shows page \a name ("steps", "index"); an unknown name shows the index. Returns the page shown.
    QString showPage(const QString &name);
    /// Shows \a html under \a title (not a page of the manual).
    void showText(const QString &title, const QString &html);
    /// The page shown ("steps"), or "" for a text made on the spot.
    QString currentPage() const { return m_page; }
    QString currentText() const;
    QTextBrowser *browser() const { return m_browser; }

    /// Where page \a name is embedded (the current language's first), or "" when there is none.
    static QString pagePath(const QString &name);
    /// The first paragraph of page \a name, as plain text ("" when there is no such page).
    static QString summary(const QString &name);

private:
    /// Opens \a link: a help page in the reader's language where there is one, else outside.
    void follow(const QUrl &link);

    QTextBrowser *m_browser;
    QString m_page;
};

} // namespace Reeve
