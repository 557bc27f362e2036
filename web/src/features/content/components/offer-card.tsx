import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TOfferCard } from '@gd/contracts/schemas/content';
import { paths } from '../../../app/paths';
import { mediaUrl } from '../../../lib/media';
import classes from './content.module.css';
import { DateBadge, useDateRange } from './date-badge';
import { FALLBACK_EVENT_IMAGE } from './event-card';

/** Spec §2 offer card: image, month and day of start, name, short description, date range, View Details. */
export function OfferCard({ offer, index }: { offer: TOfferCard; index: number }) {
  const { t } = useTranslation();
  const range = useDateRange();
  const headingId = `offer-${offer.offer_id}-name`;
  return (
    <li className={classes.stagger} style={{ ['--stagger-index' as string]: index }}>
      <Card withBorder radius="md" padding={0} className={classes.card} component="article" aria-labelledby={headingId}>
        <div className={classes.cardImage}>
          <img
            src={mediaUrl(offer.offer_image_url) ?? FALLBACK_EVENT_IMAGE}
            alt=""
            loading={index < 4 ? 'eager' : 'lazy'}
            width={800}
            height={450}
          />
          <DateBadge day={offer.offer_start_date} />
        </div>
        <Stack gap={6} p="md" style={{ flex: 1 }}>
          <Title order={3} fz="lg" id={headingId}>
            {offer.offer_name}
          </Title>
          {offer.business_name ? (
            <Text size="sm" fw={600} c="blue.9">
              {t('CONTENT.BY_BUSINESS', { name: offer.business_name })}
            </Text>
          ) : null}
          <Text size="sm">{offer.offer_description_short}</Text>
          <Group gap="xs">
            {offer.offer_discount ? (
              <Badge color="#1b5e20" variant="filled">
                {t('CONTENT.DISCOUNT_OFF', { percent: offer.offer_discount })}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {range(offer.offer_start_date, offer.offer_end_date)}
          </Text>
          <Button
            component={Link}
            to={paths.offerView.href({ id: offer.offer_id })}
            variant="light"
            mt="auto"
            aria-describedby={headingId}
          >
            {t('CONTENT.VIEW_DETAILS')}
          </Button>
        </Stack>
      </Card>
    </li>
  );
}
