import { Alert, Badge, Button, Group, Loader, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { addDays, indiaDate } from '@gd/contracts/india-time';
import { isCalendarDate } from '@gd/contracts/practitioners';
import type { TStaffSession } from '@gd/contracts/schemas/clinic';
import { paths } from '../../../app/paths';
import { QueryError } from '../../../components/query-error';
import { useLanguage } from '../../../lib/use-language';
import { useKitchen } from '../api/ward';
import { dayText } from '../components/format';
import { canReadStays } from '../components/roles';
import classes from './kitchen.module.css';

/**
 * /clinic/ward/kitchen (issue 21 point 2, decision 98): the kitchen's list of a day — each meal's items with how
 * many to make and for which bed and patient, Jain patients and items marked, the doctor's notes. One column that
 * reads on a phone at 360 px and prints on paper without the screen's controls.
 */
export function KitchenPage({ me }: { me: TStaffSession }) {
  const { t } = useTranslation();
  const { pick, language } = useLanguage();
  const today = indiaDate(new Date());
  const [date, setDate] = useState(today);
  const valid = isCalendarDate(date);
  const list = useKitchen(valid ? date : today, canReadStays(me));
  if (!canReadStays(me)) {
    return (
      <Alert color="yellow" role="alert" title={t('WARD.KITCHEN.TITLE')}>
        {t('WARD.STAY.NOT_ALLOWED')}
      </Alert>
    );
  }
  const data = list.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={1} size="h2">
          {t('WARD.KITCHEN.TITLE')}
          {data ? ` · ${dayText(data.date, language)}` : ''}
        </Title>
        <Group gap="xs" className={classes.noPrint}>
          <Button variant="default" size="sm" onClick={() => window.print()}>
            {t('WARD.KITCHEN.PRINT')}
          </Button>
          <Button component={Link} to={paths.clinicWard.href()} variant="default" size="sm">
            {t('WARD.BOARD.TITLE')}
          </Button>
        </Group>
      </Group>
      <Group align="flex-end" gap="xs" wrap="wrap" className={classes.noPrint}>
        <TextInput
          type="date"
          label={t('WARD.DIET.DAY')}
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
          error={valid ? undefined : t('ERRORS.DATE_INVALID')}
        />
        <Button variant="default" size="sm" onClick={() => setDate(addDays(valid ? date : today, 1))}>
          {t('WARD.DIET.NEXT_DAY')}
        </Button>
      </Group>
      {list.isError ? <QueryError error={list.error} onRetry={() => void list.refetch()} /> : null}
      {!data && list.isPending ? <Loader aria-label={t('APP.LOADING')} /> : null}
      {data ? (
        <>
          <Text data-testid="kitchen-summary">
            {t('WARD.KITCHEN.SUMMARY', { count: data.patients, jain: data.jain_patients })}
          </Text>
          {data.meals.every((m) => m.items.length === 0) ? <Text c="dimmed">{t('WARD.KITCHEN.NONE')}</Text> : null}
          {data.meals
            .filter((m) => m.items.length > 0)
            .map((meal) => (
              <Paper
                key={meal.meal}
                withBorder
                radius="md"
                p="sm"
                component="section"
                className={classes.meal}
                aria-labelledby={`meal-${meal.meal}`}
                data-testid="kitchen-meal"
              >
                <Title order={2} size="h4" id={`meal-${meal.meal}`} mb="xs">
                  {t(`WARD.MEAL.${meal.meal}`)}
                </Title>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('WARD.KITCHEN.ITEM')}</Table.Th>
                      <Table.Th ta="right">{t('WARD.KITCHEN.COUNT')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {meal.items.map((item) => (
                      <Table.Tr key={item.diet_item_id} data-testid="kitchen-item">
                        <Table.Td>
                          <Text fw={700} size="sm">
                            {pick(item.name, item.name_guj)}
                            {item.serving ? ` (${item.serving})` : ''}
                          </Text>
                          <Stack gap={0}>
                            {item.patients.map((p) => (
                              <Text key={p.stay_id} size="xs">
                                {t('WARD.BED_NAMED', { room: p.room_number, bed: p.bed_label })} ·{' '}
                                {pick(p.patient_name, p.patient_name_guj)} × {p.quantity}
                                {p.is_jain ? (
                                  <Badge ml={4} size="xs" color="grape.9" variant="filled">
                                    {t('WARD.JAIN')}
                                  </Badge>
                                ) : null}
                                {p.note ? ` — ${p.note}` : ''}
                              </Text>
                            ))}
                          </Stack>
                        </Table.Td>
                        <Table.Td ta="right" fw={700}>
                          {item.total}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Paper>
            ))}
        </>
      ) : null}
    </Stack>
  );
}
