import { Alert, Anchor, Badge, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TOffer } from '@gd/contracts/schemas/content';
import { paths } from '../../../app/paths';
import { mediaUrl } from '../../../lib/media';
import classes from './content.module.css';
import { useDateRange } from './date-badge';
import { FALLBACK_EVENT_IMAGE } from './event-card';
import { SafeHtml } from './safe-html';

/** The offer view's body (spec §2): title, image, date range, discount %, code, and About the offer as HTML. */
export function OfferDetails({ offer }: { offer: TOffer }) {
  const { t } = useTranslation();
  const range = useDateRange();
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 26, sm: 34 }}>
        {offer.offer_name}
      </Title>
      {offer.business_name && offer.business_id ? (
        <Text fw={600}>
          {t('CONTENT.OFFERED_BY')}{' '}
          <Anchor component={Link} to={paths.viewBusiness.href({ id: offer.business_id })}>
            {offer.business_name}
          </Anchor>
        </Text>
      ) : null}
      {offer.is_expired ? (
        <Alert color="yellow" variant="light">
          {t('CONTENT.OFFER_ENDED')}
        </Alert>
      ) : null}
      <img
        src={mediaUrl(offer.offer_image_url) ?? FALLBACK_EVENT_IMAGE}
        alt={t('CONTENT.IMAGE_OF', { name: offer.offer_name })}
        className={classes.poster}
        width={1200}
        height={675}
      />
      <Text fw={600}>{range(offer.offer_start_date, offer.offer_end_date)}</Text>
      <Group gap="sm">
        {offer.offer_discount ? (
          <Badge color="#1b5e20" variant="filled" size="xl">
            {t('CONTENT.DISCOUNT_OFF', { percent: offer.offer_discount })}
          </Badge>
        ) : null}
        {offer.offer_code ? (
          <Text>
            {t('CONTENT.CODE')}: <Code fz="md">{offer.offer_code}</Code>
          </Text>
        ) : null}
      </Group>
      <Text>{offer.offer_description_short}</Text>
      {offer.offer_description ? (
        <section aria-labelledby="about-offer">
          <Title order={2} fz="xl" id="about-offer" mb="xs">
            {t('CONTENT.ABOUT_THE_OFFER')}
          </Title>
          <SafeHtml html={offer.offer_description} className={classes.richText} />
        </section>
      ) : null}
    </Stack>
  );
}
