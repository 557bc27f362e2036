import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { rupeesToPaise } from '@gd/contracts/clinic-bill';
import type { TStaffSession } from '@gd/contracts/schemas/clinic';
import {
  RANGE_SEXES,
  rangeText,
  RESULT_KIND,
  RESULT_KINDS,
  SAMPLE_TYPES,
  type TLabTest,
  type TLabTestInput,
} from '@gd/contracts/schemas/clinic-lab';
import { QueryError } from '../../../components/query-error';
import { ApiError } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useLabTests, useSaveLabTest } from '../api/lab';
import { labErrorText, labKeyText } from '../components/lab-bits';

interface RangeDraft {
  sex: string;
  age_min: string;
  age_max: string;
  low: string;
  high: string;
  critical_low: string;
  critical_high: string;
}
interface TestDraft {
  code: string;
  name: string;
  name_guj: string;
  panel: string;
  panel_guj: string;
  sample_type: string;
  unit: string;
  price: string;
  result_kind: string;
  decimals: string;
  choices: { label: string; normal: boolean }[];
  ranges: RangeDraft[];
  is_active: boolean;
}
const EMPTY_RANGE: RangeDraft = {
  sex: '0',
  age_min: '0',
  age_max: '',
  low: '',
  high: '',
  critical_low: '',
  critical_high: '',
};
const EMPTY: TestDraft = {
  code: '',
  name: '',
  name_guj: '',
  panel: '',
  panel_guj: '',
  sample_type: '2',
  unit: '',
  price: '',
  result_kind: '1',
  decimals: '1',
  choices: [],
  ranges: [EMPTY_RANGE],
  is_active: true,
};
const draftOf = (t: TLabTest): TestDraft => ({
  code: t.code,
  name: t.name,
  name_guj: t.name_guj ?? '',
  panel: t.panel ?? '',
  panel_guj: t.panel_guj ?? '',
  sample_type: String(t.sample_type),
  unit: t.unit ?? '',
  price: (t.price_paise / 100).toFixed(2),
  result_kind: String(t.result_kind),
  decimals: String(t.decimals),
  choices: t.choices,
  ranges: t.ranges.map((r) => ({
    sex: String(r.sex),
    age_min: String(r.age_min),
    age_max: r.age_max === null ? '' : String(r.age_max),
    low: r.low ?? '',
    high: r.high ?? '',
    critical_low: r.critical_low ?? '',
    critical_high: r.critical_high ?? '',
  })),
  is_active: t.is_active,
});
const bodyOf = (d: TestDraft): TLabTestInput => {
  const numeric = Number(d.result_kind) === RESULT_KIND.NUMERIC;
  return {
    code: d.code,
    name: d.name,
    name_guj: d.name_guj || null,
    panel: d.panel || null,
    panel_guj: d.panel_guj || null,
    sample_type: Number(d.sample_type),
    unit: d.unit || null,
    price_paise: rupeesToPaise(d.price) ?? -1,
    result_kind: Number(d.result_kind),
    decimals: Number(d.decimals),
    choices: Number(d.result_kind) === RESULT_KIND.CHOICE ? d.choices : [],
    ranges: numeric
      ? d.ranges.map((r) => ({
          sex: Number(r.sex),
          age_min: Number(r.age_min || 0),
          age_max: r.age_max === '' ? null : Number(r.age_max),
          low: r.low || null,
          high: r.high || null,
          critical_low: r.critical_low || null,
          critical_high: r.critical_high || null,
        }))
      : [],
    is_active: d.is_active,
  };
};

/**
 * /clinic/lab/tests (issue 21 point 5, decision 96): the clinic's test master — the administrator adds and corrects
 * tests (names in both scripts, code, sample, unit, price, result kind, choices) and their reference ranges by sex
 * and age band; the lab, doctors and reception read it. A retired test stays on the orders that have it.
 */
export function LabTestsPage({ me }: { me: TStaffSession }) {
  const { t } = useTranslation();
  const { language, pick } = useLanguage();
  const list = useLabTests(true);
  const [editing, setEditing] = useState<number | null | 'new'>(null);
  const [draft, setDraft] = useState<TestDraft>(EMPTY);
  const canEdit = me.is_clinic_admin;

  const open = (test: TLabTest | null) => {
    setEditing(test ? test.test_id : 'new');
    setDraft(test ? draftOf(test) : EMPTY);
  };
  const sexLabel = (sex: number) => t(`LAB.SEX.${sex}`);
  const ageLabel = (min: number, max: number | null) =>
    max === null ? t('LAB.AGE_FROM', { min }) : t('LAB.AGE_BAND', { min, max });

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('LAB.TESTS.TITLE')}
        </Title>
        {canEdit && editing === null ? <Button onClick={() => open(null)}>{t('LAB.TESTS.ADD')}</Button> : null}
      </Group>
      {canEdit && editing !== null ? (
        <TestForm
          key={String(editing)}
          id={editing === 'new' ? null : editing}
          initial={draft}
          onDone={() => setEditing(null)}
        />
      ) : null}
      {list.error ? <QueryError error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.data && list.data.length === 0 ? <Alert color="gray">{t('LAB.TESTS.EMPTY')}</Alert> : null}
      <Stack
        gap={6}
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label={t('LAB.TESTS.LIST')}
      >
        {(list.data ?? []).map((test) => (
          <Card key={test.test_id} component="li" withBorder padding="xs" data-testid="lab-test">
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text fw={600}>
                  {test.code} · {pick(test.name, test.name_guj)}
                </Text>
                <Text size="sm" c="dimmed">
                  {[
                    test.panel ? pick(test.panel, test.panel_guj) : null,
                    t(`LAB.SAMPLE.${test.sample_type}`),
                    test.unit,
                    formatRupees(test.price_paise, language),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                {test.ranges.map((r, i) => (
                  <Text size="sm" key={i}>
                    {sexLabel(r.sex)}, {ageLabel(r.age_min, r.age_max)}: {rangeText(r)}
                    {r.critical_low || r.critical_high
                      ? ` (${t('LAB.CRITICAL')}: ${[r.critical_low && `< ${r.critical_low}`, r.critical_high && `> ${r.critical_high}`].filter(Boolean).join(', ')})`
                      : ''}
                  </Text>
                ))}
                {test.choices.length > 0 ? (
                  <Text size="sm">{test.choices.map((c) => (c.normal ? `${c.label} ✓` : c.label)).join(' · ')}</Text>
                ) : null}
                {!test.is_active ? (
                  <Badge color="gray.8" variant="outline">
                    {t('LAB.TESTS.RETIRED')}
                  </Badge>
                ) : null}
              </div>
              {canEdit ? (
                <Button
                  variant="default"
                  size="sm"
                  style={{ flexShrink: 0 }}
                  onClick={() => open(test)}
                  aria-label={t('LAB.TESTS.EDIT_NAMED', { name: pick(test.name, test.name_guj) })}
                >
                  {t('LAB.TESTS.EDIT')}
                </Button>
              ) : null}
            </Group>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}

function TestForm({ id, initial, onDone }: { id: number | null; initial: TestDraft; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveLabTest();
  const [d, setD] = useState<TestDraft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const err = (k: string) => (errors[k] ? labKeyText(t, errors[k]) : undefined);
  const set = (patch: Partial<TestDraft>) => setD({ ...d, ...patch });
  const setRange = (i: number, patch: Partial<RangeDraft>) =>
    set({ ranges: d.ranges.map((r, k) => (k === i ? { ...r, ...patch } : r)) });
  const kind = Number(d.result_kind);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    save.mutate(
      { id, body: bodyOf(d) },
      {
        onSuccess: () => {
          notifySuccess(t('LAB.TESTS.SAVED'));
          onDone();
        },
        onError: (error) => {
          setErrors(error instanceof ApiError ? error.fieldErrors : {});
          setFailure(labErrorText(t, error));
        },
      },
    );
  };

  return (
    <Card withBorder padding="sm" component="form" onSubmit={submit} noValidate aria-labelledby="lab-test-form">
      <Title order={2} size="h4" id="lab-test-form" mb="xs">
        {id === null ? t('LAB.TESTS.ADD') : t('LAB.TESTS.EDIT')}
      </Title>
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <TextInput
            label={t('LAB.TESTS.CODE')}
            value={d.code}
            onChange={(e) => set({ code: e.currentTarget.value })}
            error={err('code')}
            required
          />
          <TextInput
            label={t('LAB.TESTS.NAME')}
            value={d.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
            error={err('name')}
            required
          />
          <TextInput
            label={t('LAB.TESTS.NAME_GUJ')}
            lang="gu"
            value={d.name_guj}
            onChange={(e) => set({ name_guj: e.currentTarget.value })}
            error={err('name_guj')}
          />
          <TextInput
            label={t('LAB.TESTS.PANEL')}
            value={d.panel}
            onChange={(e) => set({ panel: e.currentTarget.value })}
            error={err('panel')}
          />
          <TextInput
            label={t('LAB.TESTS.PANEL_GUJ')}
            lang="gu"
            value={d.panel_guj}
            onChange={(e) => set({ panel_guj: e.currentTarget.value })}
            error={err('panel_guj')}
          />
          <Select
            label={t('LAB.TESTS.SAMPLE')}
            data={SAMPLE_TYPES.map((s) => ({ value: String(s), label: t(`LAB.SAMPLE.${s}`) }))}
            value={d.sample_type}
            onChange={(v) => v && set({ sample_type: v })}
            allowDeselect={false}
            error={err('sample_type')}
          />
          <Select
            label={t('LAB.TESTS.KIND')}
            data={RESULT_KINDS.map((k) => ({ value: String(k), label: t(`LAB.KIND.${k}`) }))}
            value={d.result_kind}
            onChange={(v) => v && set({ result_kind: v })}
            allowDeselect={false}
            error={err('result_kind')}
          />
          <TextInput
            label={t('LAB.TESTS.UNIT')}
            value={d.unit}
            onChange={(e) => set({ unit: e.currentTarget.value })}
            error={err('unit')}
          />
          <TextInput
            label={t('LAB.TESTS.PRICE')}
            inputMode="decimal"
            value={d.price}
            onChange={(e) => set({ price: e.currentTarget.value })}
            error={err('price_paise')}
            required
          />
          {kind === RESULT_KIND.NUMERIC ? (
            <Select
              label={t('LAB.TESTS.DECIMALS')}
              data={['0', '1', '2', '3']}
              value={d.decimals}
              onChange={(v) => v && set({ decimals: v })}
              allowDeselect={false}
              error={err('decimals')}
            />
          ) : null}
        </SimpleGrid>

        {kind === RESULT_KIND.CHOICE ? (
          <Stack gap={4} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
            <Text component="legend" fw={600} size="sm">
              {t('LAB.TESTS.CHOICES')}
            </Text>
            {err('choices') ? (
              <Text c="red.9" size="sm">
                {err('choices')}
              </Text>
            ) : null}
            {d.choices.map((c, i) => (
              <Group key={i} gap="xs" wrap="nowrap" align="flex-end">
                <TextInput
                  label={t('LAB.TESTS.CHOICE', { n: i + 1 })}
                  value={c.label}
                  onChange={(e) =>
                    set({ choices: d.choices.map((x, k) => (k === i ? { ...x, label: e.currentTarget.value } : x)) })
                  }
                  error={err(`choices.${i}.label`)}
                  style={{ flex: 1 }}
                />
                <Checkbox
                  label={t('LAB.TESTS.NORMAL')}
                  checked={c.normal}
                  onChange={(e) =>
                    set({ choices: d.choices.map((x, k) => (k === i ? { ...x, normal: e.currentTarget.checked } : x)) })
                  }
                  mb={8}
                />
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={t('LAB.TESTS.REMOVE_CHOICE', { n: i + 1 })}
                  onClick={() => set({ choices: d.choices.filter((_, k) => k !== i) })}
                >
                  ×
                </ActionIcon>
              </Group>
            ))}
            <Button
              variant="light"
              size="sm"
              onClick={() => set({ choices: [...d.choices, { label: '', normal: false }] })}
            >
              {t('LAB.TESTS.ADD_CHOICE')}
            </Button>
          </Stack>
        ) : null}

        {kind === RESULT_KIND.NUMERIC ? (
          <Stack gap={6} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
            <Text component="legend" fw={600} size="sm">
              {t('LAB.TESTS.RANGES')}
            </Text>
            {d.ranges.map((r, i) => (
              <Card
                key={i}
                withBorder
                padding="xs"
                aria-label={t('LAB.TESTS.RANGE_N', { n: i + 1 })}
                component="section"
              >
                <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
                  <Select
                    label={t('LAB.TESTS.SEX')}
                    data={RANGE_SEXES.map((s) => ({ value: String(s), label: t(`LAB.SEX.${s}`) }))}
                    value={r.sex}
                    onChange={(v) => v && setRange(i, { sex: v })}
                    allowDeselect={false}
                    error={err(`ranges.${i}.sex`)}
                  />
                  <TextInput
                    label={t('LAB.TESTS.AGE_MIN')}
                    inputMode="numeric"
                    value={r.age_min}
                    onChange={(e) => setRange(i, { age_min: e.currentTarget.value })}
                    error={err(`ranges.${i}.age_min`)}
                  />
                  <TextInput
                    label={t('LAB.TESTS.AGE_MAX')}
                    inputMode="numeric"
                    value={r.age_max}
                    onChange={(e) => setRange(i, { age_max: e.currentTarget.value })}
                    error={err(`ranges.${i}.age_max`)}
                  />
                  <TextInput
                    label={t('LAB.TESTS.LOW')}
                    inputMode="decimal"
                    value={r.low}
                    onChange={(e) => setRange(i, { low: e.currentTarget.value })}
                    error={err(`ranges.${i}.low`)}
                  />
                  <TextInput
                    label={t('LAB.TESTS.HIGH')}
                    inputMode="decimal"
                    value={r.high}
                    onChange={(e) => setRange(i, { high: e.currentTarget.value })}
                    error={err(`ranges.${i}.high`)}
                  />
                  <TextInput
                    label={t('LAB.TESTS.CRIT_LOW')}
                    inputMode="decimal"
                    value={r.critical_low}
                    onChange={(e) => setRange(i, { critical_low: e.currentTarget.value })}
                    error={err(`ranges.${i}.critical_low`)}
                  />
                  <TextInput
                    label={t('LAB.TESTS.CRIT_HIGH')}
                    inputMode="decimal"
                    value={r.critical_high}
                    onChange={(e) => setRange(i, { critical_high: e.currentTarget.value })}
                    error={err(`ranges.${i}.critical_high`)}
                  />
                </SimpleGrid>
                <Button
                  variant="default"
                  color="red.9"
                  size="xs"
                  mt={4}
                  onClick={() => set({ ranges: d.ranges.filter((_, k) => k !== i) })}
                  aria-label={t('LAB.TESTS.REMOVE_RANGE', { n: i + 1 })}
                >
                  {t('LAB.TESTS.REMOVE')}
                </Button>
              </Card>
            ))}
            <Button variant="light" size="sm" onClick={() => set({ ranges: [...d.ranges, EMPTY_RANGE] })}>
              {t('LAB.TESTS.ADD_RANGE')}
            </Button>
          </Stack>
        ) : null}

        <Switch
          label={t('LAB.TESTS.ACTIVE')}
          checked={d.is_active}
          onChange={(e) => set({ is_active: e.currentTarget.checked })}
        />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group gap="xs">
          <Button type="submit" loading={save.isPending}>
            {t('LAB.TESTS.SAVE')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('LAB.CANCEL')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
