#include "preferencesdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

#include "preferences/preferences.h"

namespace Reeve {

using namespace Qt::StringLiterals;

PreferencesDialog::PreferencesDialog(QWidget *parent)
    : QDialog(parent)
    , m_language(new QComboBox)
    , m_restartNote(new QLabel)
    , m_handHide(new QSpinBox)
    , m_dice(new QComboBox)
    , m_format(new QComboBox)
    , m_reopen(new QCheckBox(tr("&Open the last campaign when Reeve starts")))
{
    setWindowTitle(tr("Preferences"));
    setObjectName(u"preferencesDialog"_s);
    m_language->setObjectName(u"preferencesLanguage"_s);
    m_language->addItem(tr("The system's language"), QString());
    for (const QString &code : Preferences::languages())
        m_language->addItem(languageName(code), code);
    m_restartNote->setObjectName(u"preferencesRestartNote"_s);
    m_restartNote->setWordWrap(true);
    m_restartNote->setText(tr("A new language takes effect when Reeve next starts."));
    m_restartNote->setStyleSheet(u"color: #5f6368;"_s);

    m_handHide->setObjectName(u"preferencesHandHide"_s);
    m_handHide->setRange(Preferences::kMinHandHide, Preferences::kMaxHandHide);
    m_handHide->setSuffix(tr(" s"));
    m_handHide->setToolTip(tr("An opened hand hides itself after this many seconds, and at once when the "
                              "window loses focus."));

    m_dice->setObjectName(u"preferencesDice"_s);
    m_dice->addItem(tr("Reeve rolls the dice"), u"reeve"_s);
    m_dice->addItem(tr("I roll dice at the table and type them in"), u"entered"_s);
    m_dice->setToolTip(tr("What Game ▸ Apply Step (F9) does with a step that needs dice. Both buttons stay "
                          "on every step form."));

    m_format->setObjectName(u"preferencesReportFormat"_s);
    m_format->addItem(tr("PDF"), u"pdf"_s);
    m_format->addItem(tr("HTML (with the charts inside)"), u"html"_s);
    m_format->setToolTip(tr("The format File ▸ Export Season Reports offers first."));
    m_reopen->setObjectName(u"preferencesReopen"_s);

    auto *form = new QFormLayout;
    form->addRow(tr("&Language:"), m_language);
    form->addRow(QString(), m_restartNote);
    form->addRow(tr("&Hide an opened hand after:"), m_handHide);
    form->addRow(tr("&Dice:"), m_dice);
    form->addRow(tr("Season &reports:"), m_format);
    form->addRow(QString(), m_reopen);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        save();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    load();
}

QString PreferencesDialog::languageName(const QString &code)
{
    // Each language in its own name: a user who cannot read the current one still finds theirs.
    static const QHash<QString, QString> names{{u"en"_s, u"English"_s},
                                               {u"de"_s, u"Deutsch"_s},
                                               {u"fr"_s, u"Français"_s},
                                               {u"es"_s, u"Español"_s}};
    return names.value(code, code);
}

void PreferencesDialog::load()
{
    m_language->setCurrentIndex(std::max(0, m_language->findData(Preferences::language())));
    m_handHide->setValue(Preferences::handHideSeconds());
    m_dice->setCurrentIndex(Preferences::diceMode() == Preferences::DiceMode::EnteredDice ? 1 : 0);
    m_format->setCurrentIndex(std::max(0, m_format->findData(Preferences::reportFormat())));
    m_reopen->setChecked(Preferences::reopenLast());
}

void PreferencesDialog::save()
{
    Preferences::setLanguage(m_language->currentData().toString());
    Preferences::setHandHideSeconds(m_handHide->value());
    Preferences::setDiceMode(m_dice->currentData().toString() == u"entered"_s
                                     ? Preferences::DiceMode::EnteredDice
                                     : Preferences::DiceMode::ReeveRolls);
    Preferences::setReportFormat(m_format->currentData().toString());
    Preferences::setReopenLast(m_reopen->isChecked());
}

} // namespace Reeve
