#pragma once

// UserPrompts for tests: records every message instead of showing a modal box.

#include <QStringList>

#include "common/userprompts.h"

namespace Reeve {

class RecordingPrompts : public UserPrompts
{
public:
    void error(QWidget *, const QString &title, const QString &text) override
    {
        errors << title + QStringLiteral(": ") + text;
    }
    void information(QWidget *, const QString &title, const QString &text) override
    {
        informed << title + QStringLiteral(": ") + text;
    }
    LockedChoice lockedFile(QWidget *, const QString &path) override
    {
        lockedAsked << path;
        return lockedAnswer;
    }
    bool confirm(QWidget *, const QString &, const QString &) override { return true; }
    std::optional<QString> askPin(QWidget *, const QString &whose) override
    {
        pinAsked << whose;
        return pinAnswer;
    }

    QStringList errors;
    QStringList informed;
    QStringList lockedAsked;
    QStringList pinAsked;
    std::optional<QString> pinAnswer; ///< what askPin answers (nothing: cancelled)
    LockedChoice lockedAnswer = LockedChoice::OpenReadOnly;
};

} // namespace Reeve
