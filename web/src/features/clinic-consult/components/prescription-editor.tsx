import {
  ActionIcon,
  Autocomplete,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DOSE_UNITS, FOOD_TIMING, type DoseUnit, type TMedicine } from '@gd/contracts/schemas/clinic-consult';
import { newLine, withMedicine, type DraftLine } from './draft';
import { consultKeyText } from './errors';

const FREQUENCIES = ['1-0-1', '1-1-1', '1-0-0', '0-0-1', '0-1-0', '1-1-1-1', '0.5-0-0.5', '2-0-2'];

/**
 * The prescription's lines (issue 20 point 6): a medicine from the clinic's master (searchable in either
 * script), dose and unit, frequency (1-0-1 style), days, when to take it, instructions. Tab walks the fields in
 * order; "Add medicine" puts the cursor in the new line's medicine.
 */
export function PrescriptionEditor({
  lines,
  medicines,
  errors,
  disabled,
  onChange,
}: {
  lines: DraftLine[];
  medicines: TMedicine[];
  errors: Record<string, string | undefined>;
  disabled: boolean;
  onChange: (lines: DraftLine[]) => void;
}) {
  const { t } = useTranslation();
  const focusNext = useRef(false);
  const options = medicines.map((m) => ({
    value: String(m.medicine_id),
    label: m.name_guj ? `${m.name} · ${m.name_guj}` : m.name,
  }));
  const byId = new Map(medicines.map((m) => [String(m.medicine_id), m]));
  const set = (i: number, line: DraftLine) => onChange(lines.map((l, j) => (j === i ? line : l)));
  const add = () => {
    focusNext.current = true;
    onChange([...lines, newLine()]);
  };

  return (
    <Stack gap="xs">
      {lines.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('CONSULT.RX.EMPTY')}
        </Text>
      ) : null}
      {lines.map((line, i) => {
        const n = i + 1;
        const err = (field: string) => {
          const key = errors[`lines.${i}.${field}`];
          return key ? consultKeyText(t, key) : undefined;
        };
        const known = line.medicine_id ? byId.get(line.medicine_id) : undefined;
        const data =
          line.medicine_id && !known
            ? [...options, { value: line.medicine_id, label: t('CONSULT.RX.RETIRED') }]
            : options;
        return (
          <Card key={line.key} withBorder padding="xs" data-testid={`rx-line-${i}`}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Select
                flex={1}
                label={t('CONSULT.RX.MEDICINE', { n })}
                placeholder={t('CONSULT.RX.MEDICINE_SEARCH')}
                searchable
                data={data}
                value={line.medicine_id}
                onChange={(v) => set(i, withMedicine(line, v ? byId.get(v) : undefined))}
                nothingFoundMessage={t('CONSULT.RX.NO_MEDICINE')}
                error={err('medicine_id')}
                disabled={disabled}
                ref={(el) => {
                  if (el && focusNext.current && i === lines.length - 1) {
                    focusNext.current = false;
                    el.focus();
                  }
                }}
                required
              />
              <ActionIcon
                mt={26}
                size="lg"
                variant="subtle"
                color="red"
                aria-label={t('CONSULT.RX.REMOVE', { n })}
                onClick={() => onChange(lines.filter((_, j) => j !== i))}
                disabled={disabled}
              >
                ✕
              </ActionIcon>
            </Group>
            <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs" mt={4}>
              <TextInput
                label={t('CONSULT.RX.DOSE')}
                inputMode="decimal"
                value={line.dose}
                onChange={(ev) => set(i, { ...line, dose: ev.currentTarget.value })}
                error={err('dose')}
                disabled={disabled}
                required
              />
              <Select
                label={t('CONSULT.RX.UNIT')}
                data={DOSE_UNITS.map((u) => ({ value: u, label: t(`CONSULT.UNIT.${u}`) }))}
                value={line.unit}
                onChange={(v) => v && set(i, { ...line, unit: v as DoseUnit })}
                allowDeselect={false}
                error={err('unit')}
                disabled={disabled}
              />
              <Autocomplete
                label={t('CONSULT.RX.FREQUENCY')}
                placeholder="1-0-1"
                title={t('CONSULT.RX.FREQUENCY_HINT')}
                data={FREQUENCIES}
                value={line.frequency}
                onChange={(v) => set(i, { ...line, frequency: v })}
                error={err('frequency')}
                disabled={disabled}
                required
              />
              <TextInput
                label={t('CONSULT.RX.DAYS')}
                inputMode="numeric"
                value={line.duration_days}
                onChange={(ev) => set(i, { ...line, duration_days: ev.currentTarget.value.replace(/\D/g, '') })}
                error={err('duration_days')}
                disabled={disabled}
                required
              />
              <Select
                label={t('CONSULT.RX.WHEN')}
                data={FOOD_TIMING.map((f) => ({ value: String(f), label: t(`CONSULT.FOOD.${f}`) }))}
                value={line.food_timing}
                onChange={(v) => v && set(i, { ...line, food_timing: v })}
                allowDeselect={false}
                error={err('food_timing')}
                disabled={disabled}
              />
            </SimpleGrid>
            <TextInput
              mt={4}
              label={t('CONSULT.RX.INSTRUCTIONS')}
              placeholder={t('CONSULT.RX.INSTRUCTIONS_HINT')}
              value={line.instructions}
              onChange={(ev) => set(i, { ...line, instructions: ev.currentTarget.value })}
              disabled={disabled}
            />
          </Card>
        );
      })}
      <Button variant="light" onClick={add} disabled={disabled} data-testid="rx-add">
        {t('CONSULT.RX.ADD')}
      </Button>
    </Stack>
  );
}
