import { ResourceList } from '@agency/shared/features/resource/components/resource-list';
import { Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { StaffSummary } from '../components/staff-summary';
import { WorkCalendar } from '../components/work-calendar';
import { workResource } from '../fields/work-resource';

type View = 'list' | 'calendar' | 'staff';

/**
 * `system/work/index`: work records as a list (search, add, edit, export), a month
 * calendar, and per staff member; a staff member's name opens their records in the list.
 */
export default function WorkPage() {
  const { t } = useTranslation('system');
  const [view, setView] = useState<View>('list');
  const [, setSearch] = useSearchParams();
  return (
    <div className="system-work-page">
      <Tabs
        activeKey={view}
        onChange={(key) => setView(key as View)}
        destroyOnHidden
        items={[
          { key: 'list', label: t('work.views.list'), children: <ResourceList definition={workResource} /> },
          { key: 'calendar', label: t('work.views.calendar'), children: <WorkCalendar /> },
          {
            key: 'staff',
            label: t('work.views.staff'),
            children: (
              <StaffSummary
                onOpenStaff={(staffId) => {
                  setSearch({ staffId: String(staffId) });
                  setView('list');
                }}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
