#pragma once

#include "campaign/entitypage.h"

namespace Reeve {

class UnitModel;

/** The Units tab: add, edit, move, eliminate/restore and remove units. */
class UnitsPage : public EntityPage
{
    Q_OBJECT
public:
    explicit UnitsPage(QWidget *parent = nullptr);
    UnitModel *unitModel() const { return m_units; }

protected:
    bool applies(QPushButton *button, int row) const override;

private:
    void add();
    void edit();
    void move();
    void eliminate();
    void restore();
    void remove();

    UnitModel *m_units;
    QPushButton *m_eliminate = nullptr;
    QPushButton *m_restore = nullptr;
};

} // namespace Reeve
