#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;

namespace Reeve {

/**
 * Edit ▸ Preferences (Ctrl+,): the language (applied when Reeve next starts), how long an opened
 * hand stays on screen, who rolls the dice, the season reports' format and whether the last
 * campaign opens at start-up. OK writes every value through Preferences; Cancel writes nothing.
 */
class PreferencesDialog : public QDialog
{
    Q_OBJECT
public:
    explicit PreferencesDialog(QWidget *parent = nullptr);

    /// Writes the values shown (what OK does).
    void save();

    QComboBox *languageBox() const { return m_language; }
    QSpinBox *handHideBox() const { return m_handHide; }
    QComboBox *diceBox() const { return m_dice; }
    QComboBox *reportFormatBox() const { return m_format; }
    QCheckBox *reopenBox() const { return m_reopen; }

    /// A language's name in that language ("Deutsch"); the code itself when unknown.
    static QString languageName(const QString &code);

private:
    void load();

    QComboBox *m_language;
    QLabel *m_restartNote;
    QSpinBox *m_handHide;
    QComboBox *m_dice;
    QComboBox *m_format;
    QCheckBox *m_reopen;
};

} // namespace Reeve
