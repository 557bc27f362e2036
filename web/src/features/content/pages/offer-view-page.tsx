import { Anchor, Container, Group, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { usePageTitle } from '../../../lib/page-title';
import { useOffer } from '../api/get-offer';
import { OfferDetails } from '../components/offer-details';

/** /offer-view/{id} (spec §2); 'Error loading offer' as the title when it cannot be loaded. */
export function OfferViewPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const offer = useOffer(id);
  const failed = offer.isError || !Number.isInteger(id) || id <= 0;
  usePageTitle(failed ? t('CONTENT.ERROR_LOADING_OFFER') : offer.data?.offer_name);
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Anchor component={Link} to={paths.offerList.href()} size="sm">
          ← {t('TITLES.OFFERS')}
        </Anchor>
        {failed ? (
          <Title order={1}>{t('CONTENT.ERROR_LOADING_OFFER')}</Title>
        ) : !offer.data ? (
          <Group justify="center" p="xl">
            <Loader aria-label={t('APP.LOADING')} />
          </Group>
        ) : (
          <OfferDetails offer={offer.data} />
        )}
      </Stack>
    </Container>
  );
}
