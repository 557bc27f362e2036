import { Badge, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TEventCard } from '@gd/contracts/schemas/content';
import { eventStatuses } from '@gd/contracts/codes';
import { paths } from '../../../app/paths';
import { formatDate } from '../../../lib/format';
import { mediaUrl } from '../../../lib/media';
import { useLanguage } from '../../../lib/use-language';
import classes from './content.module.css';
import { DateBadge } from './date-badge';

export const FALLBACK_EVENT_IMAGE = '/assets/img/logo.png';

/** Spec §2 event card: banner, month/day/year, name, location and a view button; the card opens the event. */
export function EventCard({ event, index }: { event: TEventCard; index: number }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const href = paths.eventViewId.href({ id: event.event_id });
  const headingId = `event-${event.event_id}-name`;
  return (
    <li className={classes.stagger} style={{ ['--stagger-index' as string]: index }}>
      <Card withBorder radius="md" padding={0} className={classes.card} component="article" aria-labelledby={headingId}>
        <div className={classes.cardImage}>
          <img
            src={mediaUrl(event.event_image_url) ?? FALLBACK_EVENT_IMAGE}
            alt=""
            loading={index < 4 ? 'eager' : 'lazy'}
            width={800}
            height={450}
          />
          <DateBadge day={event.event_start_date} withYear />
        </div>
        <Stack gap={6} p="md" style={{ flex: 1 }}>
          <Text size="sm" c="dimmed">
            {formatDate(event.event_start_date, 'MMM d, y', language)}
          </Text>
          <Title order={3} fz="lg" id={headingId}>
            {event.event_name}
          </Title>
          {event.event_status === 'cancelled' ? (
            <Badge color="red.9" variant="filled" w="fit-content">
              {t(eventStatuses.labelKey(event.event_status, 'CODES.EVENT_STATUS.PUBLISHED'))}
            </Badge>
          ) : null}
          <Text size="sm">
            <Text span fw={600}>
              {t('CONTENT.LOCATION')}:{' '}
            </Text>
            {event.event_location}
          </Text>
          <Button component={Link} to={href} variant="light" mt="auto" aria-describedby={headingId}>
            {t('CONTENT.VIEW')}
          </Button>
        </Stack>
      </Card>
    </li>
  );
}
