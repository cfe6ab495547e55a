#include "campaignsetuppage.h"

#include <QColor>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPixmap>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QVBoxLayout>

#include "campaign/ruleoptions.h"
#include "scenarios/scenariocatalog.h"
#include "wizard/gamechoicepage.h"

namespace Reeve {

using namespace Qt::StringLiterals;

CampaignSetupPage::CampaignSetupPage(QWidget *parent)
    : QWizardPage(parent)
    , m_name(new QLineEdit(this))
    , m_path(new QLineEdit(this))
    , m_sides(new QListWidget(this))
    , m_scenario(new QComboBox(this))
    , m_scenarioNote(new QLabel(this))
    , m_noSides(new QLabel(this))
    , m_optionsLabel(
              new QLabel(tr("&Optional rules in play (Game > Optional Rules changes them later):"), this))
    , m_options(new QListWidget(this))
{
    setTitle(tr("Name the campaign"));
    m_name->setObjectName(u"campaignName"_s);
    m_path->setObjectName(u"filePath"_s);
    m_sides->setObjectName(u"sides"_s);
    m_noSides->setWordWrap(true);
    m_noSides->setText(tr("This game sets up no sides by itself; add them in the Campaign panel."));
    auto *browse = new QPushButton(tr("B&rowse…"), this); // Alt+B is Back
    browse->setAutoDefault(false);
    connect(browse, &QPushButton::clicked, this, &CampaignSetupPage::browse);
    connect(m_name, &QLineEdit::textEdited, this, &CampaignSetupPage::nameEdited);
    connect(m_path, &QLineEdit::textEdited, this, [this] { m_pathEdited = true; });
    connect(m_name, &QLineEdit::textChanged, this, &QWizardPage::completeChanged);
    connect(m_path, &QLineEdit::textChanged, this, &QWizardPage::completeChanged);
    m_scenario->setObjectName(u"scenario"_s);
    m_scenarioNote->setWordWrap(true);
    connect(m_scenario, &QComboBox::currentIndexChanged, this, &CampaignSetupPage::fillSides);

    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browse);
    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    auto *fileLabel = new QLabel(tr("Fi&le:"), this); // Alt+F is the wizard's Finish
    fileLabel->setBuddy(m_path);
    form->addRow(fileLabel, pathRow);
    form->addRow(tr("S&tarting position:"), m_scenario);
    form->addRow(QString(), m_scenarioNote);
    auto *sidesLabel = new QLabel(tr("&Sides to set up (you can add, edit or remove sides later):"), this);
    sidesLabel->setBuddy(m_sides);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addSpacing(8);
    layout->addWidget(sidesLabel);
    layout->addWidget(m_sides, 1);
    layout->addWidget(m_noSides);
    m_options->setObjectName(u"options"_s);
    m_optionsLabel->setBuddy(m_options);
    m_options->setMaximumHeight(m_options->fontMetrics().height() * 6);
    layout->addWidget(m_optionsLabel);
    layout->addWidget(m_options);
    setTabOrder(m_name, m_path);
    setTabOrder(m_path, browse);
    // Down the page as it reads: the starting position comes before the sides it fills.
    setTabOrder(browse, m_scenario);
    setTabOrder(m_scenario, m_sides);
    setTabOrder(m_sides, m_options);
}

void CampaignSetupPage::setGame(const GameInfo &game)
{
    m_game = game;
    setSubTitle(tr("A new campaign of %1. Every action is saved as you go; there is no Save.")
                        .arg(GameChoicePage::displayTitle(game.id)));
    m_pathEdited = false;
    setCampaignName(tr("New %1 campaign").arg(GameChoicePage::shortTitle(game.id)));
    {
        const QSignalBlocker block(m_scenario);
        m_scenario->clear();
        m_scenario->addItem(tr("Empty campaign with the sides below"), QString());
        for (const Scenario &scenario : ScenarioCatalog::forGame(game.id))
            m_scenario->addItem(tr("Scenario: %1").arg(scenario.translatedTitle()), scenario.id);
        m_scenario->setEnabled(m_scenario->count() > 1);
    }
    m_options->clear();
    for (const RuleOption &option : RuleOptions::forGame(game.id)) {
        auto *item = new QListWidgetItem(tr("%1 (%2)").arg(option.title, option.rule), m_options);
        item->setData(Qt::UserRole, option.id);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    m_optionsLabel->setVisible(m_options->count() > 0);
    m_options->setVisible(m_options->count() > 0);
    fillSides();
}

QStringList CampaignSetupPage::chosenOptions() const
{
    QStringList ids;
    for (int i = 0; i < m_options->count(); ++i) {
        if (m_options->item(i)->checkState() == Qt::Checked)
            ids << m_options->item(i)->data(Qt::UserRole).toString();
    }
    return ids;
}

QString CampaignSetupPage::windowHint(const QString &gameId) const
{
    // Where in the window each thing a scenario leaves to the referee is entered (the notes themselves
    // name no interface; `reeve-cli scenario list` gives the commands instead).
    if (gameId == u"sas"_s)
        return tr("In the window: the Swords and Sails dock's Board tab registers the territories and sea "
                  "zones "
                  "and places the forces on the cards, the Ledger dock's Credit button enters the starting "
                  "gold, "
                  "and the dock's 1 Income tab has First turn for the opening season.");
    if (gameId == u"britain"_s)
        return tr("In the window: the Dark Age Britain dock's Entering the board steps add a district (with "
                  "its "
                  "borders) or a band and its warriors; the movement points go in the Tables dock's table "
                  "House "
                  "settings (gaps in the fragment), the morale test in the dock's own Morale test box.");
    if (gameId == u"charlemagne"_s)
        return tr("In the window: the Charlemagne dock's Region Control Table figures steps enter each "
                  "region's "
                  "levy and religion.");
    return {};
}

void CampaignSetupPage::fillSides()
{
    const QString id = scenarioId();
    QList<DefaultSide> sides = m_game.defaultSides;
    m_scenarioNote->clear();
    if (!id.isEmpty()) {
        const Scenario scenario = ScenarioCatalog::find(m_game.id, id);
        QString note = scenario.translatedNote() + u" ("_s + scenario.ruleRefs.join(u", "_s) + u")"_s;
        const QString hint = windowHint(m_game.id);
        if (!hint.isEmpty())
            note += u"\n"_s + hint;
        m_scenarioNote->setText(note);
        sides.clear();
        for (const QString &name : scenario.sideNames()) {
            DefaultSide side{name, QString()};
            for (const DefaultSide &d : m_game.defaultSides) {
                if (d.name == name)
                    side.colour = d.colour;
            }
            sides << side;
        }
    }
    m_shownSides = sides;
    m_sides->clear();
    for (const DefaultSide &side : sides) {
        auto *item = new QListWidgetItem(side.name, m_sides);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Checked);
        QPixmap swatch(14, 14);
        swatch.fill(QColor::isValidColorName(side.colour) ? QColor::fromString(side.colour)
                                                          : QColor(Qt::gray));
        item->setIcon(QIcon(swatch));
    }
    m_sides->setVisible(!sides.isEmpty());
    m_noSides->setVisible(sides.isEmpty());
    m_scenarioNote->setVisible(!id.isEmpty());
}

QString CampaignSetupPage::scenarioId() const
{
    return m_scenario->currentData().toString();
}

bool CampaignSetupPage::setScenario(const QString &id)
{
    const int index = m_scenario->findData(id);
    if (index < 0)
        return false;
    m_scenario->setCurrentIndex(index);
    return true;
}

QString CampaignSetupPage::campaignName() const
{
    return m_name->text().trimmed();
}

QString CampaignSetupPage::filePath() const
{
    return m_path->text().trimmed();
}

void CampaignSetupPage::setCampaignName(const QString &name)
{
    m_name->setText(name);
    nameEdited();
}

void CampaignSetupPage::setFilePath(const QString &path)
{
    m_path->setText(path);
    m_pathEdited = true;
}

QList<DefaultSide> CampaignSetupPage::chosenSides() const
{
    QList<DefaultSide> result;
    for (int row = 0; row < m_sides->count() && row < m_shownSides.size(); ++row) {
        if (m_sides->item(row)->checkState() == Qt::Checked)
            result << m_shownSides.at(row);
    }
    return result;
}

void CampaignSetupPage::setSideChecked(int index, bool checked)
{
    if (QListWidgetItem *item = m_sides->item(index))
        item->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
}

bool CampaignSetupPage::isComplete() const
{
    return !campaignName().isEmpty() && !filePath().isEmpty();
}

QString CampaignSetupPage::fileNameFor(const QString &name)
{
    static const QRegularExpression unsafe(u"[\\\\/:*?\"<>|]+"_s);
    QString base = name.trimmed();
    base.replace(unsafe, u"-"_s);
    if (base.isEmpty() || base.startsWith(u'.'))
        base.prepend(u"campaign"_s);
    return base + u".reeve"_s;
}

void CampaignSetupPage::nameEdited()
{
    if (!m_pathEdited)
        m_path->setText(freePath(campaignName()));
}

QString CampaignSetupPage::defaultFolder() const
{
    if (!m_folder.isEmpty())
        return m_folder;
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (!documents.isEmpty() && QFileInfo(documents).isDir())
        return documents;
    // Not the application's data folder: its path names the organisation and the application, both
    // "reeve" (~/.local/share/reeve/reeve), and a campaign is the user's own file, not Reeve's data.
    return QStandardPaths::writableLocation(QStandardPaths::HomeLocation);
}

QString CampaignSetupPage::freePath(const QString &name) const
{
    const QDir folder(defaultFolder());
    const QString file = fileNameFor(name);
    QString candidate = folder.filePath(file);
    for (int n = 2; QFileInfo::exists(candidate); ++n)
        candidate = folder.filePath(QFileInfo(file).completeBaseName() + u" %1.reeve"_s.arg(n));
    return candidate;
}

void CampaignSetupPage::browse()
{
    const QString chosen = QFileDialog::getSaveFileName(this, tr("New Campaign File"), filePath(),
                                                        tr("Reeve campaigns (*.reeve)"));
    if (chosen.isEmpty())
        return;
    setFilePath(chosen.endsWith(u".reeve"_s) ? chosen : chosen + u".reeve"_s);
}

} // namespace Reeve
