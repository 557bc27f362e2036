import { Anchor, Badge, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { eventStatuses } from '@gd/contracts/codes';
import { paths } from '../../../app/paths';
import { usePageTitle } from '../../../lib/page-title';
import { mediaUrl } from '../../../lib/media';
import { useEvent } from '../api/get-event';
import classes from '../components/content.module.css';
import { useDateRange } from '../components/date-badge';
import { FALLBACK_EVENT_IMAGE } from '../components/event-card';
import { ReadMore } from '../components/read-more';

/** /event-view/{id} (spec §2): title, poster, date range (medium format), Organized by, location, About the event. */
export function EventViewPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const event = useEvent(id);
  const range = useDateRange();
  const failed = event.isError || !Number.isInteger(id) || id <= 0;
  const e = event.data;
  usePageTitle(failed ? t('CONTENT.ERROR_LOADING_EVENT') : e?.event_name);

  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Anchor component={Link} to={paths.event.href()} size="sm">
          ← {t('TITLES.EVENTS')}
        </Anchor>
        {failed ? (
          <Title order={1}>{t('CONTENT.ERROR_LOADING_EVENT')}</Title>
        ) : !e ? (
          <Group justify="center" p="xl">
            <Loader aria-label={t('APP.LOADING')} />
          </Group>
        ) : (
          <>
            <Title order={1} fz={{ base: 26, sm: 34 }}>
              {e.event_name}
            </Title>
            {e.event_status === 'cancelled' ? (
              <Badge color="red.9" variant="filled" size="lg" w="fit-content">
                {t(eventStatuses.labelKey(e.event_status, 'CODES.EVENT_STATUS.PUBLISHED'))}
              </Badge>
            ) : null}
            <img
              src={mediaUrl(e.event_image_url) ?? FALLBACK_EVENT_IMAGE}
              alt={t('CONTENT.POSTER_OF', { name: e.event_name })}
              className={classes.poster}
              width={1200}
              height={675}
            />
            <Stack gap={4}>
              <Text fw={600}>{range(e.event_start_date, e.event_end_date)}</Text>
              {e.event_organizer ? (
                <Text>
                  <Text span fw={600}>
                    {t('CONTENT.ORGANIZED_BY')}
                  </Text>{' '}
                  {e.event_organizer}
                </Text>
              ) : null}
              <Text>
                <Text span fw={600}>
                  {t('CONTENT.LOCATION')}:
                </Text>{' '}
                {e.event_location}
              </Text>
            </Stack>
            {e.event_description ? (
              <section aria-labelledby="about-event">
                <Title order={2} fz="xl" id="about-event" mb="xs">
                  {t('CONTENT.ABOUT_THE_EVENT')}
                </Title>
                <ReadMore text={e.event_description} />
              </section>
            ) : null}
          </>
        )}
      </Stack>
    </Container>
  );
}
