import { Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOffers } from '../api/get-offers';
import classes from '../components/content.module.css';
import { OfferCard } from '../components/offer-card';

/** /offer-list (spec §2): current and coming offers as cards; 'No offers available' when there are none. */
export function OffersPage() {
  const { t } = useTranslation();
  const offers = useOffers();
  if (offers.isError) console.error('Offer list failed to load', offers.error);
  const rows = offers.data ?? [];
  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t('TITLES.OFFERS')}
        </Title>
        {offers.isPending ? (
          <Group justify="center" p="xl">
            <Loader aria-label={t('APP.LOADING')} />
          </Group>
        ) : rows.length === 0 ? (
          <Text c="dimmed" ta="center" p="md">
            {t('CONTENT.NO_OFFERS')}
          </Text>
        ) : (
          <ul className={classes.grid}>
            {rows.map((offer, i) => (
              <OfferCard key={offer.offer_id} offer={offer} index={i} />
            ))}
          </ul>
        )}
      </Stack>
    </Container>
  );
}
