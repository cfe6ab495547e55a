#include "userprompts.h"

#include <exception>

#include <QCoreApplication>
#include <QInputDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>

#include "util/failure.h"

namespace Reeve {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::UserPrompts", text);
}

} // namespace

UserPrompts::~UserPrompts() = default;

void UserPrompts::error(QWidget *parent, const QString &title, const QString &text)
{
    QMessageBox::warning(parent, title, text);
}

void UserPrompts::information(QWidget *parent, const QString &title, const QString &text)
{
    QMessageBox::information(parent, title, text);
}

std::optional<QString> UserPrompts::askPin(QWidget *parent, const QString &whose)
{
    bool ok = false;
    const QString pin = QInputDialog::getText(parent, tr("Private view"), tr("PIN of %1:").arg(whose),
                                              QLineEdit::Password, QString(), &ok);
    if (!ok)
        return std::nullopt;
    return pin;
}

UserPrompts::LockedChoice UserPrompts::lockedFile(QWidget *parent, const QString &path)
{
    QMessageBox box(QMessageBox::Question, tr("Campaign in use"),
                    tr("%1 is open in another Reeve window or process.\n\n"
                       "You can open it read-only to look at it, or cancel.")
                            .arg(path),
                    QMessageBox::NoButton, parent);
    QPushButton *readOnly = box.addButton(tr("Open &read-only"), QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(readOnly);
    box.exec();
    return box.clickedButton() == readOnly ? LockedChoice::OpenReadOnly : LockedChoice::Cancel;
}

bool UserPrompts::confirm(QWidget *parent, const QString &title, const QString &text)
{
    return QMessageBox::question(parent, title, text, QMessageBox::Yes | QMessageBox::No, QMessageBox::No)
           == QMessageBox::Yes;
}

bool UserPrompts::attempt(QWidget *parent, const QString &what, const std::function<void()> &edit)
{
    try {
        edit();
        return true;
    } catch (const Failure &failure) {
        error(parent, what, failure.message());
    } catch (const std::exception &e) {
        error(parent, what, QString::fromLocal8Bit(e.what()));
    }
    return false;
}

} // namespace Reeve
