import { Alert, Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DEPARTMENT } from '@gd/contracts/codes';
import type { TStaffSession } from '@gd/contracts/schemas/clinic';
import { Counter } from '../components/counter';
import { ItemsAdmin } from '../components/items-admin';
import { Purchases } from '../components/purchases';
import { StockReports } from '../components/stock-reports';
import { SuppliersAdmin } from '../components/suppliers-admin';

type Tab = 'counter' | 'stock' | 'purchases' | 'items' | 'suppliers';

/** Which of the pharmacy's tabs a staff member may open (decision 95; the server checks every call again). */
export function pharmacyTabs(me: TStaffSession): Tab[] {
  const counter = me.is_clinic_admin || me.department_id === DEPARTMENT.RECEPTION;
  const stock = counter || me.department_id === DEPARTMENT.DOCTOR;
  return [
    ...(counter ? (['counter'] as const) : []),
    ...(stock ? (['stock'] as const) : []),
    ...(me.is_clinic_admin || me.is_treasurer ? (['purchases'] as const) : []),
    ...(me.is_clinic_admin ? (['items', 'suppliers'] as const) : []),
  ];
}

/**
 * /clinic/pharmacy (issue 21 point 4, decision 95): the counter, the stock reports, purchases and their approval,
 * the items and the suppliers — the tabs the caller's department may use, the open one kept in the address.
 */
export function PharmacyWorkspace({ me }: { me: TStaffSession }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tabs = pharmacyTabs(me);
  if (tabs.length === 0) {
    return (
      <Alert color="yellow" role="alert" title={t('PHARMACY.TITLE')}>
        {t('PHARMACY.NOT_ALLOWED')}
      </Alert>
    );
  }
  const asked = params.get('tab') as Tab | null;
  const tab = asked && tabs.includes(asked) ? asked : tabs[0]!;
  return (
    <Stack gap="sm">
      <Title order={1} size="h3">
        {t('PHARMACY.TITLE')}
      </Title>
      <Tabs value={tab} onChange={(v) => v && setParams({ tab: v }, { replace: true })} keepMounted={false}>
        <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
          {tabs.map((x) => (
            <Tabs.Tab key={x} value={x} style={{ flexShrink: 0 }}>
              {t(`PHARMACY.TABS.${x.toUpperCase()}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="counter" pt="sm">
          <Counter />
        </Tabs.Panel>
        <Tabs.Panel value="stock" pt="sm">
          <StockReports csv={tabs.includes('counter')} />
        </Tabs.Panel>
        <Tabs.Panel value="purchases" pt="sm">
          <Purchases canReceive={me.is_clinic_admin} />
        </Tabs.Panel>
        <Tabs.Panel value="items" pt="sm">
          <ItemsAdmin />
        </Tabs.Panel>
        <Tabs.Panel value="suppliers" pt="sm">
          <SuppliersAdmin />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
