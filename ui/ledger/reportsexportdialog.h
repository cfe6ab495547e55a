#pragma once

#include <memory>

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;

namespace Reeve {

class Campaign;
class UserPrompts;

/**
 * File > Export Season Reports: the period reports of a campaign for each
 * reader the referee ticks (the public, every side, the referee), one PDF or
 * HTML file each in a folder, ready to send (ReportBuilder through
 * ReportExporter). The reports hold every side's secrets, so exporting asks for
 * the referee's PIN where one is set.
 */
class ReportsExportDialog : public QDialog
{
    Q_OBJECT
public:
    ReportsExportDialog(Campaign &campaign, std::shared_ptr<UserPrompts> prompts, QWidget *parent = nullptr);

    /// Sets the folder, turns and format as a user would (for tests and scripts).
    void choose(const QString &folder, int fromTurn, int toTurn, bool pdf);
    /// Ticks only the readers named ("public", "referee" or a side's name).
    void tickOnly(const QStringList &readers);
    /// Writes the reports; returns the files written, empty (with \a error set) when refused or failed.
    QStringList exportReports(QString *error = nullptr);

private:
    Campaign &m_campaign;
    std::shared_ptr<UserPrompts> m_prompts;
    QComboBox *m_from = nullptr;
    QComboBox *m_to = nullptr;
    QComboBox *m_format = nullptr;
    QLineEdit *m_folder = nullptr;
    QListWidget *m_readers = nullptr;
    QLabel *m_result = nullptr;
};

} // namespace Reeve
