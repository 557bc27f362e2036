import {
  Badge,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isCalendarDay, PUBLIC_EVENT_STATUSES, type TEventsQuery } from '@gd/contracts/schemas/content';
import { eventStatuses } from '@gd/contracts/codes';
import { useEvents } from '../api/get-events';
import classes from '../components/content.module.css';
import { EventCard } from '../components/event-card';

type Tab = 'upcoming' | 'past';

/** The filter lives in the URL (?from&to&status), so it survives a reload and can be shared. */
function filterFrom(params: URLSearchParams): TEventsQuery {
  const day = (name: string) => {
    const v = params.get(name) ?? '';
    return isCalendarDay(v) ? v : undefined;
  };
  const status = params.get('status');
  return {
    from: day('from'),
    to: day('to'),
    status: (PUBLIC_EVENT_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as TEventsQuery['status'])
      : undefined,
  };
}

/**
 * /event (spec §2, §4): Upcoming and Past tabs with counts, split on the server at the start of today in India;
 * the Past tab opens first when only past events exist. A date-range and status filter with apply and reset.
 * A failed load empties the lists (spec §8: only logged).
 */
export function EventsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const events = useEvents(filter);
  const [draft, setDraft] = useState({ from: filter.from ?? '', to: filter.to ?? '', status: filter.status ?? '' });
  const [chosenTab, setChosenTab] = useState<Tab | null>(null);
  if (events.isError) console.error('Event list failed to load', events.error);

  const upcoming = events.data?.upcoming ?? [];
  const past = events.data?.past ?? [];
  const tab: Tab = chosenTab ?? (upcoming.length === 0 && past.length > 0 ? 'past' : 'upcoming');

  const apply = (e: React.FormEvent) => {
    e.preventDefault();
    const next = new URLSearchParams();
    if (draft.from) next.set('from', draft.from);
    if (draft.to) next.set('to', draft.to);
    if (draft.status) next.set('status', draft.status);
    setChosenTab(null);
    setParams(next, { replace: true });
  };
  const reset = () => {
    setDraft({ from: '', to: '', status: '' });
    setChosenTab(null);
    setParams(new URLSearchParams(), { replace: true });
  };
  const badRange = Boolean(draft.from && draft.to && draft.to < draft.from);

  const list = (items: typeof upcoming, emptyKey: string) =>
    events.isPending ? (
      <Group justify="center" p="xl">
        <Loader aria-label={t('APP.LOADING')} />
      </Group>
    ) : items.length === 0 ? (
      <Text c="dimmed" p="md" ta="center">
        {t(emptyKey)}
      </Text>
    ) : (
      <ul className={classes.grid}>
        {items.map((event, i) => (
          <EventCard key={event.event_id} event={event} index={i} />
        ))}
      </ul>
    );

  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t('TITLES.EVENTS')}
        </Title>
        <Paper withBorder p="md" radius="md" component="form" onSubmit={apply} aria-label={t('CONTENT.FILTER')}>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              type="date"
              label={t('CONTENT.FROM_DATE')}
              value={draft.from}
              onChange={(e) => setDraft({ ...draft, from: e.currentTarget.value })}
              w={{ base: '100%', xs: 170 }}
            />
            <TextInput
              type="date"
              label={t('CONTENT.TO_DATE')}
              value={draft.to}
              onChange={(e) => setDraft({ ...draft, to: e.currentTarget.value })}
              error={badRange ? t('VALIDATION.END_BEFORE_START') : undefined}
              w={{ base: '100%', xs: 170 }}
            />
            <Select
              label={t('CONTENT.STATUS')}
              value={draft.status}
              onChange={(v) => setDraft({ ...draft, status: v ?? '' })}
              data={[
                { value: '', label: t('CONTENT.ALL_STATUSES') },
                ...PUBLIC_EVENT_STATUSES.map((s) => ({
                  value: s,
                  label: t(eventStatuses.labelKey(s, 'CODES.EVENT_STATUS.PUBLISHED')),
                })),
              ]}
              allowDeselect={false}
              w={{ base: '100%', xs: 180 }}
            />
            <Group gap="xs">
              <Button type="submit" disabled={badRange}>
                {t('CONTENT.APPLY')}
              </Button>
              <Button type="button" variant="default" onClick={reset}>
                {t('CONTENT.RESET')}
              </Button>
            </Group>
          </Group>
        </Paper>
        <Tabs value={tab} onChange={(v) => setChosenTab((v as Tab) ?? 'upcoming')}>
          <Tabs.List>
            <Tabs.Tab
              value="upcoming"
              rightSection={
                <Badge size="sm" variant="filled" color="blue.9" circle={upcoming.length < 10}>
                  {upcoming.length}
                </Badge>
              }
            >
              {t('CONTENT.UPCOMING_EVENTS')}
            </Tabs.Tab>
            <Tabs.Tab
              value="past"
              rightSection={
                <Badge size="sm" variant="filled" color="gray.8" circle={past.length < 10}>
                  {past.length}
                </Badge>
              }
            >
              {t('CONTENT.PAST_EVENTS')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="upcoming" pt="lg">
            {list(upcoming, 'CONTENT.NO_UPCOMING_EVENTS')}
          </Tabs.Panel>
          <Tabs.Panel value="past" pt="lg">
            {list(past, 'CONTENT.NO_PAST_EVENTS')}
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
