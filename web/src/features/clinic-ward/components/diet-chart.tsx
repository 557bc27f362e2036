import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  NativeSelect,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, indiaDate } from '@gd/contracts/india-time';
import { isCalendarDate } from '@gd/contracts/practitioners';
import { DIET_COPY_MAX_DAYS, MEALS, type TDietDay, type TDietItem } from '@gd/contracts/schemas/clinic-ward';
import { QueryError } from '../../../components/query-error';
import { formatRupees } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useCopyDiet, useDietDay, useDietItems, useSaveDiet } from '../api/ward';
import { wardErrorText, wardKeyText } from './errors';
import { dayText } from './format';

interface Line {
  diet_item_id: number;
  quantity: number;
  note: string;
}
type Chart = Record<number, Line[]>;

/**
 * A stay's diet chart of a day (issue 21 point 2, decision 98): the five meals with their items, read by
 * reception and panchakarma, changed by a doctor. A Jain patient is offered Jain items only (the server refuses the
 * others too). The day is saved whole over the version read; a newer save by someone else is said, and the chart
 * read again. A day can be copied to the following days that have no chart yet.
 */
export function DietChart({ stayId, admitted }: { stayId: number; admitted: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const today = indiaDate(new Date());
  const [date, setDate] = useState(today);
  const valid = isCalendarDate(date);
  const day = useDietDay(stayId, date, valid);
  const items = useDietItems();
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          type="date"
          label={t('WARD.DIET.DAY')}
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
          error={valid ? undefined : t('ERRORS.DATE_INVALID')}
        />
        <Button variant="default" size="sm" onClick={() => setDate(addDays(valid ? date : today, -1))}>
          {t('WARD.DIET.PREVIOUS_DAY')}
        </Button>
        <Button variant="default" size="sm" onClick={() => setDate(addDays(valid ? date : today, 1))}>
          {t('WARD.DIET.NEXT_DAY')}
        </Button>
      </Group>
      <Text fw={600}>{valid ? dayText(date, language) : ''}</Text>
      {day.isError ? <QueryError error={day.error} onRetry={() => void day.refetch()} /> : null}
      {day.isPending && valid ? <Loader aria-label={t('APP.LOADING')} /> : null}
      {day.data ? (
        day.data.editable ? (
          <DietEditor
            key={`${day.data.date}:${day.data.version}`}
            day={day.data}
            items={items.data ?? []}
            admitted={admitted}
          />
        ) : (
          <DietView day={day.data} />
        )
      ) : null}
    </Stack>
  );
}

function DietView({ day }: { day: TDietDay }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const empty = day.meals.every((m) => m.items.length === 0);
  return (
    <Stack gap="xs" data-testid="diet-view">
      {day.is_jain ? (
        <Badge color="grape.9" variant="filled">
          {t('WARD.JAIN_DIET')}
        </Badge>
      ) : null}
      {empty ? <Text c="dimmed">{t('WARD.DIET.EMPTY')}</Text> : null}
      {day.meals
        .filter((m) => m.items.length > 0)
        .map((meal) => (
          <div key={meal.meal}>
            <Text fw={700} size="sm">
              {t(`WARD.MEAL.${meal.meal}`)}
            </Text>
            <Text size="sm">
              {meal.items
                .map((i) => `${pick(i.name, i.name_guj)} × ${i.quantity}${i.note ? ` (${i.note})` : ''}`)
                .join(', ')}
            </Text>
          </div>
        ))}
    </Stack>
  );
}

function DietEditor({ day, items, admitted }: { day: TDietDay; items: TDietItem[]; admitted: boolean }) {
  const { t } = useTranslation();
  const { pick, language } = useLanguage();
  const save = useSaveDiet();
  const copy = useCopyDiet();
  const [chart, setChart] = useState<Chart>(() =>
    Object.fromEntries(
      day.meals.map((m) => [
        m.meal,
        m.items.map((i) => ({ diet_item_id: i.diet_item_id, quantity: i.quantity, note: i.note ?? '' })),
      ]),
    ),
  );
  const [adding, setAdding] = useState<Record<number, string>>({});
  const [copyDays, setCopyDays] = useState<number | string>(1);
  const offered = items.filter((i) => !day.is_jain || i.is_jain);
  const itemOf = new Map(items.map((i) => [i.diet_item_id, i]));
  const namesOf = new Map(day.meals.flatMap((m) => m.items.map((i) => [i.diet_item_id, i] as const)));
  const fieldErrors = save.error ? wardFieldErrorsOf(save.error) : {};

  const setMeal = (meal: number, lines: Line[]) => setChart({ ...chart, [meal]: lines });
  const body = () => ({
    version: day.version,
    meals: MEALS.map((meal) => ({
      meal,
      items: (chart[meal] ?? []).map((l) => ({
        diet_item_id: l.diet_item_id,
        quantity: l.quantity,
        note: l.note.trim() || null,
      })),
    })),
  });
  const submit = () =>
    save.mutate(
      { stayId: day.stay_id, date: day.date, body: body() },
      {
        onSuccess: () => notifySuccess(t('WARD.DIET.SAVED')),
        onError: (err) => notifyError(new Error(wardErrorText(t, err))),
      },
    );

  return (
    <Stack gap="sm" data-testid="diet-editor">
      {day.is_jain ? (
        <Alert color="grape" variant="light" title={t('WARD.JAIN_DIET')}>
          {t('WARD.DIET.JAIN_ONLY')}
        </Alert>
      ) : null}
      {MEALS.map((meal, m) => {
        const lines = chart[meal] ?? [];
        const choice = adding[meal] ?? '';
        const mealName = t(`WARD.MEAL.${meal}`);
        return (
          <Paper key={meal} withBorder radius="sm" p="xs" component="fieldset">
            <Title order={3} size="h5" component="legend">
              {mealName}
            </Title>
            <Stack gap={6}>
              {lines.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('WARD.DIET.NOTHING')}
                </Text>
              ) : null}
              {lines.map((line, i) => {
                const item = itemOf.get(line.diet_item_id);
                const named = item ?? namesOf.get(line.diet_item_id);
                const name = named ? pick(named.name, named.name_guj) : `#${line.diet_item_id}`;
                const serverKey = fieldErrors[`meals.${m}.items.${i}.diet_item_id`];
                return (
                  <Stack key={line.diet_item_id} gap={2}>
                    <Group gap="xs" wrap="wrap" align="flex-end">
                      <Text size="sm" fw={600} style={{ flex: '1 1 140px' }}>
                        {name}
                        {item?.price ? (
                          <Text span size="xs" c="dimmed">
                            {' '}
                            · {formatRupees(item.price, language)}
                          </Text>
                        ) : null}
                      </Text>
                      <NumberInput
                        aria-label={t('WARD.DIET.QUANTITY_OF', { item: name })}
                        w={72}
                        min={1}
                        max={10}
                        value={line.quantity}
                        onChange={(v) =>
                          setMeal(
                            meal,
                            lines.map((l, j) =>
                              j === i ? { ...l, quantity: Math.max(1, Math.min(10, Number(v) || 1)) } : l,
                            ),
                          )
                        }
                      />
                      <TextInput
                        aria-label={t('WARD.DIET.NOTE_OF', { item: name })}
                        placeholder={t('WARD.DIET.NOTE')}
                        maxLength={120}
                        w={140}
                        value={line.note}
                        onChange={(e) => {
                          const note = e.currentTarget.value;
                          setMeal(
                            meal,
                            lines.map((l, j) => (j === i ? { ...l, note } : l)),
                          );
                        }}
                      />
                      <ActionIcon
                        variant="default"
                        size="lg"
                        aria-label={t('WARD.DIET.REMOVE', { item: name, meal: mealName })}
                        onClick={() =>
                          setMeal(
                            meal,
                            lines.filter((_, j) => j !== i),
                          )
                        }
                      >
                        ×
                      </ActionIcon>
                    </Group>
                    {serverKey ? (
                      <Text size="xs" c="red.9" role="alert">
                        {wardKeyText(t, serverKey)}
                      </Text>
                    ) : null}
                  </Stack>
                );
              })}
              <Group gap="xs" align="flex-end" wrap="wrap">
                <NativeSelect
                  label={t('WARD.DIET.ADD_TO', { meal: mealName })}
                  value={choice}
                  onChange={(e) => setAdding({ ...adding, [meal]: e.currentTarget.value })}
                  data={[
                    { value: '', label: t('WARD.DIET.CHOOSE_ITEM') },
                    ...offered
                      .filter((i) => !lines.some((l) => l.diet_item_id === i.diet_item_id))
                      .map((i) => ({
                        value: String(i.diet_item_id),
                        label: `${pick(i.name, i.name_guj)}${i.serving ? ` (${i.serving})` : ''}${i.is_jain ? ` · ${t('WARD.JAIN')}` : ''}`,
                      })),
                  ]}
                  style={{ flex: '1 1 200px' }}
                />
                <Button
                  variant="light"
                  disabled={!choice}
                  onClick={() => {
                    setMeal(meal, [...lines, { diet_item_id: Number(choice), quantity: 1, note: '' }]);
                    setAdding({ ...adding, [meal]: '' });
                  }}
                >
                  {t('WARD.DIET.ADD')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        );
      })}
      <Group gap="xs" wrap="wrap" align="flex-end">
        <Button onClick={submit} loading={save.isPending}>
          {t('WARD.DIET.SAVE')}
        </Button>
        {admitted && day.version > 0 ? (
          <>
            <NumberInput
              label={t('WARD.DIET.COPY_DAYS')}
              min={1}
              max={DIET_COPY_MAX_DAYS}
              w={150}
              value={copyDays}
              onChange={setCopyDays}
            />
            <Button
              variant="default"
              loading={copy.isPending}
              onClick={() =>
                copy.mutate(
                  { stayId: day.stay_id, date: day.date, days: Number(copyDays) || 1 },
                  {
                    onSuccess: (r) =>
                      notifySuccess(
                        t('WARD.DIET.COPIED', {
                          copied: r.copied.map((d) => dayText(d, language)).join(', ') || '—',
                          skipped: r.skipped.length,
                        }),
                      ),
                    onError: (err) => notifyError(new Error(wardErrorText(t, err))),
                  },
                )
              }
            >
              {t('WARD.DIET.COPY')}
            </Button>
          </>
        ) : null}
      </Group>
    </Stack>
  );
}

function wardFieldErrorsOf(err: unknown): Record<string, string> {
  return (err as { fieldErrors?: Record<string, string> }).fieldErrors ?? {};
}
