import { Alert, Anchor, Button, Card, Checkbox, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TLabTest } from '@gd/contracts/schemas/clinic-lab';
import { paths } from '../../../app/paths';
import { QueryError } from '../../../components/query-error';
import { ApiError } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useLabTests, usePlaceOrder, useVisitLab } from '../api/lab';
import { labErrorText, StatusBadge } from './lab-bits';

/**
 * The consultation's lab box (decision 96; the app layer puts it under the consultation page): the visit's orders
 * with their status, each opening the order, and — for the doctor consulting the visit — the ordering control:
 * tests by panel (a panel's box ticks all its tests), a note for the lab, the total, one order per press (a double
 * click sends the same Idempotency-Key, so the server keeps one).
 */
export function VisitLabPanel({ visitId }: { visitId: number }) {
  const { t } = useTranslation();
  const { language, pick } = useLanguage();
  const lab = useVisitLab(visitId);
  const [ordering, setOrdering] = useState(false);
  // A department that may not see lab orders (panchakarma) simply does not see the box.
  if (lab.error instanceof ApiError && lab.error.status === 403) return null;
  if (lab.error) return <QueryError error={lab.error} onRetry={() => void lab.refetch()} />;
  if (!lab.data) return null;
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby="visit-lab-heading" data-testid="visit-lab">
      <Group justify="space-between" wrap="wrap" mb="xs">
        <Title order={2} size="h4" id="visit-lab-heading">
          {t('LAB.VISIT.TITLE')}
        </Title>
        {lab.data.can_order && !ordering ? (
          <Button size="sm" onClick={() => setOrdering(true)}>
            {t('LAB.VISIT.ORDER')}
          </Button>
        ) : null}
      </Group>
      {ordering ? <OrderForm visitId={visitId} onDone={() => setOrdering(false)} /> : null}
      {lab.data.orders.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('LAB.VISIT.NONE')}
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {lab.data.orders.map((o) => (
            <li key={o.order_id}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Anchor component={Link} to={paths.clinicLabOrder.href({ id: o.order_id })}>
                  {t('LAB.ORDER_NO', { n: o.order_id })}: {o.tests.map((x) => pick(x.name, x.name_guj)).join(', ')}
                </Anchor>
                <Group gap={6}>
                  {o.flagged > 0 ? (
                    <Text size="sm" c="red.9" fw={700}>
                      {t('LAB.FLAGGED_COUNT', { count: o.flagged })}
                    </Text>
                  ) : null}
                  <StatusBadge status={o.status} />
                  <Text size="sm">{formatRupees(o.total_paise, language)}</Text>
                </Group>
              </Group>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}

function OrderForm({ visitId, onDone }: { visitId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const { language, pick } = useLanguage();
  const tests = useLabTests(false);
  const place = usePlaceOrder(visitId);
  const [chosen, setChosen] = useState<number[]>([]);
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  if (tests.error) return <QueryError error={tests.error} onRetry={() => void tests.refetch()} />;
  if (!tests.data) return null;
  const groups = new Map<string, TLabTest[]>();
  for (const test of tests.data) {
    const key = test.panel ?? '';
    groups.set(key, [...(groups.get(key) ?? []), test]);
  }
  const toggle = (ids: number[], on: boolean) =>
    setChosen(on ? [...new Set([...chosen, ...ids])] : chosen.filter((c) => !ids.includes(c)));
  const total = tests.data.filter((x) => chosen.includes(x.test_id)).reduce((s, x) => s + x.price_paise, 0);
  const submit = () => {
    setFailure(null);
    place.mutate(
      { visit_id: visitId, test_ids: chosen, note: note || null },
      {
        onSuccess: () => {
          notifySuccess(t('LAB.VISIT.ORDERED'));
          onDone();
        },
        onError: (err) => setFailure(labErrorText(t, err)),
      },
    );
  };
  return (
    <Stack gap="xs" mb="sm">
      {[...groups.entries()].map(([panel, list]) => {
        const ids = list.map((x) => x.test_id);
        const all = ids.every((id) => chosen.includes(id));
        const some = !all && ids.some((id) => chosen.includes(id));
        return (
          <Card key={panel || 'single'} withBorder padding="xs" component="fieldset" style={{ margin: 0 }}>
            {panel ? (
              <Checkbox
                fw={700}
                label={pick(panel, list[0]!.panel_guj)}
                checked={all}
                indeterminate={some}
                onChange={(e) => toggle(ids, e.currentTarget.checked)}
                mb={4}
              />
            ) : (
              <Text fw={700} size="sm" mb={4} component="legend">
                {t('LAB.VISIT.SINGLE_TESTS')}
              </Text>
            )}
            <Group gap="xs" wrap="wrap" pl={panel ? 'md' : 0}>
              {list.map((x) => (
                <Checkbox
                  key={x.test_id}
                  label={`${pick(x.name, x.name_guj)} · ${formatRupees(x.price_paise, language)}`}
                  checked={chosen.includes(x.test_id)}
                  onChange={(e) => toggle([x.test_id], e.currentTarget.checked)}
                />
              ))}
            </Group>
          </Card>
        );
      })}
      <Textarea
        label={t('LAB.VISIT.NOTE')}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
        maxLength={300}
        autosize
        minRows={1}
      />
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Group gap="xs">
        <Button onClick={submit} disabled={chosen.length === 0} loading={place.isPending}>
          {t('LAB.VISIT.PLACE', { count: chosen.length, amount: formatRupees(total, language) })}
        </Button>
        <Button variant="default" onClick={onDone}>
          {t('LAB.CANCEL')}
        </Button>
      </Group>
    </Stack>
  );
}
