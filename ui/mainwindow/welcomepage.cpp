#include "welcomepage.h"

#include <QCommandLinkButton>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

namespace Reeve {

using namespace Qt::StringLiterals;

WelcomePage::WelcomePage(QWidget *parent)
    : QWidget(parent)
    , m_recent(new QVBoxLayout)
    , m_note(new QLabel)
{
    auto *title = new QLabel(tr("<h1>Reeve</h1><p>The referee's books for Dark Ages wargames: sides, places, "
                                "units, markers and a turn log that remembers everything.</p>"),
                             this);
    title->setWordWrap(true);
    auto *newButton = new QCommandLinkButton(tr("New campaign…"), tr("Choose a game and set up its sides"), this);
    auto *openButton = new QCommandLinkButton(tr("Open campaign…"), tr("Open a .reeve file"), this);
    auto *demoButton = new QCommandLinkButton(tr("Open the demo campaign"),
                                              tr("A 1066 campaign in September, ready to explore"), this);
    m_start = {newButton, openButton, demoButton};
    m_note->setObjectName(u"welcomeNote"_s);
    m_note->setWordWrap(true);
    m_note->setVisible(false);
    connect(newButton, &QPushButton::clicked, this, &WelcomePage::newRequested);
    connect(openButton, &QPushButton::clicked, this, &WelcomePage::openRequested);
    connect(demoButton, &QPushButton::clicked, this, &WelcomePage::demoRequested);

    auto *column = new QVBoxLayout;
    column->addStretch(1);
    column->addWidget(title);
    column->addSpacing(12);
    column->addWidget(m_note);
    column->addWidget(newButton);
    column->addWidget(openButton);
    column->addWidget(demoButton);
    column->addSpacing(12);
    column->addLayout(m_recent);
    column->addStretch(3);

    // Scrolls rather than clips when docks below leave it little height.
    auto *content = new QWidget;
    auto *outer = new QHBoxLayout(content);
    outer->addStretch(1);
    outer->addLayout(column, 2);
    outer->addStretch(1);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setFocusPolicy(Qt::NoFocus); // no frame, nothing to act on: Tab went there and showed nothing
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);
    newButton->setFocus();
}

void WelcomePage::setNote(const QString &text)
{
    m_note->setText(text);
    m_note->setVisible(!text.isEmpty());
}

QString WelcomePage::note() const
{
    return m_note->text();
}

void WelcomePage::setRecentFiles(const QStringList &files, const QStringList &details)
{
    while (QLayoutItem *item = m_recent->takeAt(0)) {
        if (QWidget *widget = item->widget()) {
            widget->hide();
            widget->deleteLater(); // may be the button whose click got us here
        }
        delete item;
    }
    if (files.isEmpty())
        return;
    m_recent->addWidget(new QLabel(tr("<b>Recent campaigns</b>"), this));
    for (qsizetype i = 0; i < std::min<qsizetype>(files.size(), 5); ++i) {
        const QString &path = files.at(i);
        const QString where = QDir::toNativeSeparators(path);
        const QString detail = details.value(i);
        // The description shows one line, and takes "&" for a mnemonic as the title does.
        QString shown = detail.isEmpty() ? where : detail;
        shown.replace(u'&', u"&&"_s);
        auto *button = new QCommandLinkButton(QFileInfo(path).completeBaseName().replace(u'&', u"&&"_s), shown, this);
        button->setToolTip(where);
        connect(button, &QPushButton::clicked, this, [this, path] { emit recentRequested(path); });
        m_recent->addWidget(button);
    }
}

} // namespace Reeve
