import { ActionIcon, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useId, useState } from 'react';
import type { FieldError, FieldErrorsImpl, Merge } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { WEEKDAYS, type TOpeningHoursInput, type TShift } from '@gd/contracts/opening-hours';
import { fieldErrorText } from '../../../lib/form-errors';
import { formatDate, weekdayName } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import classes from './wizard.module.css';

type Hours = TOpeningHoursInput;
/** react-hook-form's nested errors of `opening_hours` (week.N.opens, holidays.N, or the whole field). */
type HoursErrors = Merge<FieldError, FieldErrorsImpl<Hours>>;

const FIRST_SHIFT = { opens: '10:00', closes: '19:00' };
const LUNCH = { from: '13:00', until: '16:00' };

/**
 * A second shift that does not overlap the first: a day that runs through the afternoon is split around a lunch
 * break (10:00–20:00 → 10:00–13:00 and 16:00–20:00); otherwise an evening after the first closes.
 */
function secondShift(first: TShift): [TShift, TShift] {
  const { day, opens, closes } = first;
  if (opens < LUNCH.from && closes > LUNCH.until) {
    return [
      { day, opens, closes: LUNCH.from },
      { day, opens: LUNCH.until, closes },
    ];
  }
  const [h, m] = closes.split(':').map(Number) as [number, number];
  const at = (hours: number) => `${String((h + hours) % 24).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
  return [first, { day, opens: at(1), closes: at(3) }];
}
const EMPTY: Hours = { week: [], holidays: [] };

/**
 * Decision 62: the wizard's opening hours — a row per weekday (ticked: open, with one or two shifts), "use the
 * first open day's hours everywhere", and holidays by date. The value is what step 1 sends as `opening_hours`.
 */
export function HoursEditor({
  value,
  onChange,
  errors,
}: {
  value: Hours | null | undefined;
  onChange: (hours: Hours) => void;
  errors: HoursErrors | undefined;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const legendId = useId();
  const holidayLegendId = useId();
  const [holiday, setHoliday] = useState('');
  const hours = value ?? EMPTY;
  const indexed = hours.week.map((shift, index) => ({ shift, index }));
  const shiftsOf = (day: number) => indexed.filter(({ shift }) => shift.day === day);
  const firstOpen = WEEKDAYS.find((day) => shiftsOf(day).length > 0);

  const setWeek = (week: TShift[]) => onChange({ ...hours, week });
  const toggleDay = (day: number, open: boolean) => {
    const template = firstOpen ? shiftsOf(firstOpen).map(({ shift }) => shift) : [{ day, ...FIRST_SHIFT }];
    setWeek(
      open
        ? [...hours.week, ...template.map((s) => ({ day, opens: s.opens, closes: s.closes }))]
        : hours.week.filter((s) => s.day !== day),
    );
  };
  const setTime = (index: number, field: 'opens' | 'closes', time: string) =>
    setWeek(hours.week.map((s, i) => (i === index ? { ...s, [field]: time } : s)));
  const copyFirst = () => {
    if (!firstOpen) return;
    const template = shiftsOf(firstOpen).map(({ shift }) => shift);
    const open = WEEKDAYS.filter((day) => shiftsOf(day).length > 0);
    setWeek(open.flatMap((day) => template.map((s) => ({ day, opens: s.opens, closes: s.closes }))));
  };
  const addHoliday = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(holiday) || hours.holidays.includes(holiday)) return;
    onChange({ ...hours, holidays: [...hours.holidays, holiday].sort() });
    setHoliday('');
  };
  const errorOf = (index: number, field: 'opens' | 'closes') => {
    const e = errors?.week?.[index];
    return fieldErrorText(t, e?.[field] ?? e?.day);
  };
  const whole = errors?.message ? fieldErrorText(t, errors) : undefined;
  /** One time of a shift: its own label ("Monday: opens"), its value and its error. */
  const timeInput = (index: number, field: 'opens' | 'closes', label: string) => (
    <TextInput
      type="time"
      size="xs"
      className={classes.hoursTime}
      aria-label={label}
      value={hours.week[index]![field]}
      onChange={(event) => setTime(index, field, event.currentTarget.value)}
      error={errorOf(index, field)}
    />
  );

  return (
    <Stack gap="sm">
      <fieldset className={classes.hoursFieldset} aria-labelledby={legendId}>
        <legend id={legendId} className={classes.hoursLegend}>
          {t('HOURS.TITLE')}
        </legend>
        <Text size="sm" c="dimmed" mb="xs">
          {t('HOURS.HINT')}
        </Text>
        <Stack gap={6}>
          {WEEKDAYS.map((day) => {
            const name = weekdayName(day, language);
            const shifts = shiftsOf(day);
            return (
              <div key={day} className={classes.hoursDay} data-testid={`hours-day-${day}`}>
                <Checkbox
                  className={classes.hoursDayName}
                  label={name}
                  aria-label={t('HOURS.OPEN_ON', { day: name })}
                  checked={shifts.length > 0}
                  onChange={(event) => toggleDay(day, event.currentTarget.checked)}
                />
                {shifts.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('HOURS.CLOSED')}
                  </Text>
                ) : (
                  <Stack gap={4}>
                    {shifts.map(({ index }, n) => (
                      <Group key={index} gap={6} wrap="nowrap" align="flex-start">
                        {timeInput(index, 'opens', t(n === 0 ? 'HOURS.OPENS' : 'HOURS.SECOND_OPENS', { day: name }))}
                        <Text size="sm" pt={4} aria-hidden="true">
                          {t('HOURS.TO')}
                        </Text>
                        {timeInput(index, 'closes', t(n === 0 ? 'HOURS.CLOSES' : 'HOURS.SECOND_CLOSES', { day: name }))}
                        {n === 1 ? (
                          <ActionIcon
                            variant="subtle"
                            color="red.8"
                            size="lg"
                            aria-label={`${t('HOURS.REMOVE_SHIFT')} (${name})`}
                            onClick={() => setWeek(hours.week.filter((_, i) => i !== index))}
                          >
                            ×
                          </ActionIcon>
                        ) : null}
                      </Group>
                    ))}
                    {shifts.length === 1 ? (
                      <Button
                        variant="subtle"
                        size="compact-xs"
                        className={classes.hoursAdd}
                        aria-label={`${t('HOURS.ADD_SHIFT')} (${name})`}
                        onClick={() => {
                          const [{ index }] = shifts as [{ shift: TShift; index: number }];
                          const [first, second] = secondShift(hours.week[index]!);
                          setWeek([...hours.week.map((s, i) => (i === index ? first : s)), second]);
                        }}
                      >
                        + {t('HOURS.ADD_SHIFT')}
                      </Button>
                    ) : null}
                  </Stack>
                )}
              </div>
            );
          })}
        </Stack>
        {firstOpen ? (
          <Button variant="default" size="xs" mt="sm" onClick={copyFirst}>
            {t('HOURS.COPY_FIRST', { day: weekdayName(firstOpen, language) })}
          </Button>
        ) : null}
        {whole ? (
          <Text size="sm" c="red.8" mt="xs" role="alert">
            {whole}
          </Text>
        ) : null}
      </fieldset>

      <fieldset className={classes.hoursFieldset} aria-labelledby={holidayLegendId}>
        <legend id={holidayLegendId} className={classes.hoursLegend}>
          {t('HOURS.HOLIDAYS')}
        </legend>
        <Text size="sm" c="dimmed" mb="xs">
          {t('HOURS.HOLIDAYS_HINT')}
        </Text>
        <Group gap="xs" align="flex-end">
          <TextInput
            type="date"
            size="xs"
            label={t('HOURS.HOLIDAY_DATE')}
            value={holiday}
            onChange={(event) => setHoliday(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addHoliday();
              }
            }}
          />
          <Button size="xs" variant="light" onClick={addHoliday} disabled={!holiday}>
            {t('HOURS.ADD_HOLIDAY')}
          </Button>
        </Group>
        {hours.holidays.length === 0 ? (
          <Text size="sm" c="dimmed" mt="xs">
            {t('HOURS.NO_HOLIDAYS')}
          </Text>
        ) : (
          <ul className={classes.hoursHolidays}>
            {hours.holidays.map((day, i) => {
              const date = formatDate(`${day}T12:00:00+05:30`, 'dd MMM yyyy', language);
              const error = errors?.holidays?.[i];
              return (
                <li key={day}>
                  <Text size="sm" span c={error ? 'red.8' : undefined}>
                    {date || day}
                    {error ? ` — ${fieldErrorText(t, error)}` : ''}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="red.8"
                    aria-label={t('HOURS.REMOVE_HOLIDAY', { date: date || day })}
                    onClick={() => onChange({ ...hours, holidays: hours.holidays.filter((d) => d !== day) })}
                  >
                    ×
                  </ActionIcon>
                </li>
              );
            })}
          </ul>
        )}
      </fieldset>
    </Stack>
  );
}
