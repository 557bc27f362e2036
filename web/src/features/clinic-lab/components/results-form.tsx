import { Alert, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { flagOf, rangeText, RESULT_KIND, type TLabItem, type TLabOrder } from '@gd/contracts/schemas/clinic-lab';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useLabStep } from '../api/lab';
import { FlagBadge, labErrorText, labKeyText } from './lab-bits';

type Draft = Record<number, { value: string; remark: string }>;
const draftOf = (items: TLabItem[]): Draft =>
  Object.fromEntries(items.map((i) => [i.item_id, { value: i.value ?? '', remark: i.remark ?? '' }]));

/**
 * The lab's result entry (decision 96): one field per test — a number, a choice or text — with its unit, the range
 * that applies to this patient and a live flag as it is typed. Saving names the version read; when someone else
 * saved meanwhile (409) the typing stays, the values now saved show under each field that differs, and saving
 * again is a conscious choice. Sending for approval needs every result saved.
 */
export function ResultsForm({ order }: { order: TLabOrder }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const step = useLabStep(order.order_id);
  const [draft, setDraft] = useState<Draft>(() => draftOf(order.items));
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  // A newer version read while nothing is typed: show it (state derived while rendering, as React advises).
  const [seen, setSeen] = useState(order.version);
  if (order.version !== seen) {
    setSeen(order.version);
    if (!dirty) setDraft(draftOf(order.items));
  }

  const set = (id: number, patch: Partial<Draft[number]>) => {
    setDraft({ ...draft, [id]: { ...draft[id]!, ...patch } });
    setDirty(true);
  };
  const save = (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    step.mutate(
      {
        kind: 'results',
        body: {
          version: order.version,
          results: order.items.map((i) => ({
            item_id: i.item_id,
            value: draft[i.item_id]?.value ?? null,
            remark: draft[i.item_id]?.remark || null,
          })),
        },
      },
      {
        onSuccess: (saved) => {
          setDirty(false);
          setErrors({});
          setDraft(draftOf(saved.items));
          notifySuccess(t('LAB.RESULTS.SAVED'));
        },
        onError: (err) => {
          setErrors(err instanceof ApiError ? err.fieldErrors : {});
          setFailure(labErrorText(t, err));
        },
      },
    );
  };
  const submit = () => {
    setFailure(null);
    step.mutate(
      { kind: 'submit', version: order.version },
      {
        onSuccess: () => notifySuccess(t('LAB.RESULTS.SUBMITTED')),
        onError: (err) => setFailure(labErrorText(t, err)),
      },
    );
  };
  const fieldError = (n: number) => {
    const key = errors[`results.${n}.value`];
    return key ? labKeyText(t, key) : undefined;
  };
  const complete = order.items.every((i) => (draft[i.item_id]?.value ?? '').trim() !== '');

  return (
    <form onSubmit={save} noValidate aria-label={t('LAB.RESULTS.TITLE')}>
      <Stack gap="xs">
        {order.items.map((item, n) => {
          const value = draft[item.item_id]?.value ?? '';
          const flag = flagOf(item, item.range, value);
          const label = `${pick(item.name, item.name_guj)}${item.unit ? ` (${item.unit})` : ''}`;
          const description = [
            item.range ? `${t('LAB.RANGE')}: ${rangeText(item.range)}` : null,
            dirty && (item.value ?? '') !== value && item.value !== null
              ? t('LAB.RESULTS.NOW_SAVED', { value: item.value })
              : null,
          ]
            .filter(Boolean)
            .join(' · ');
          const previous = n > 0 ? order.items[n - 1]!.panel : null;
          const heading = item.panel && item.panel !== previous ? pick(item.panel, item.panel_guj) : null;
          return (
            <div key={item.item_id} data-testid="result-row" data-code={item.code}>
              {heading ? (
                <Text fw={700} size="sm" mt="xs">
                  {heading}
                </Text>
              ) : null}
              <Group gap="xs" align="flex-start" wrap="wrap">
                {item.result_kind === RESULT_KIND.CHOICE ? (
                  <Select
                    label={label}
                    description={description || undefined}
                    data={item.choices.map((c) => c.label)}
                    value={value || null}
                    onChange={(v) => set(item.item_id, { value: v ?? '' })}
                    error={fieldError(n)}
                    clearable
                    style={{ flex: '1 1 200px' }}
                  />
                ) : (
                  <TextInput
                    label={label}
                    description={description || undefined}
                    inputMode={item.result_kind === RESULT_KIND.NUMERIC ? 'decimal' : 'text'}
                    value={value}
                    onChange={(e) => set(item.item_id, { value: e.currentTarget.value })}
                    error={fieldError(n)}
                    style={{ flex: '1 1 200px' }}
                  />
                )}
                <TextInput
                  label={t('LAB.RESULTS.REMARK')}
                  value={draft[item.item_id]?.remark ?? ''}
                  onChange={(e) => set(item.item_id, { remark: e.currentTarget.value })}
                  style={{ flex: '1 1 160px' }}
                  aria-label={t('LAB.RESULTS.REMARK_FOR', { name: pick(item.name, item.name_guj) })}
                />
                <div style={{ paddingTop: 28, minWidth: 90 }} aria-live="polite">
                  <FlagBadge flag={flag} />
                </div>
              </Group>
            </div>
          );
        })}
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group gap="xs">
          <Button type="submit" loading={step.isPending && step.variables?.kind === 'results'}>
            {t('LAB.RESULTS.SAVE')}
          </Button>
          <Button
            variant="light"
            onClick={submit}
            disabled={dirty || !complete || !order.can.submit}
            loading={step.isPending && step.variables?.kind === 'submit'}
          >
            {t('LAB.RESULTS.SUBMIT')}
          </Button>
        </Group>
        {dirty ? (
          <Text size="sm" c="dimmed">
            {t('LAB.RESULTS.UNSAVED')}
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}
