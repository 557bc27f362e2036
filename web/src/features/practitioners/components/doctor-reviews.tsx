import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { formatDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { usePractitionerReviews } from '../api/community';
import { Stars } from './stars';

/** The profile's reviews (decision 65): visible ones, newest first, with the practitioner's replies; Load more. */
export function DoctorReviews({ practitionerId }: { practitionerId: number }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const reviews = usePractitionerReviews(practitionerId);
  const first = reviews.data?.pages[0];
  const rows = reviews.data?.pages.flatMap((p) => p.rows) ?? [];

  return (
    <section aria-labelledby="doctor-reviews">
      <Title order={2} size="h4" id="doctor-reviews" mb="xs">
        {t('DOCTOR_QA.REVIEWS')}
      </Title>
      {reviews.isError ? (
        <QueryError error={reviews.error} onRetry={() => void reviews.refetch()} />
      ) : reviews.isPending ? (
        <Skeleton height={80} radius="md" />
      ) : !first?.count ? (
        <Text c="dimmed">{t('DOCTOR_QA.NO_REVIEWS')}</Text>
      ) : (
        <Stack gap="xs">
          <Group gap="xs">
            <Stars value={first.average} size="lg" />
            <Text fw={600}>{t('REVIEWS.SUMMARY', { average: first.average.toFixed(1), count: first.count })}</Text>
          </Group>
          <Stack gap="xs" component="ul" aria-label={t('REVIEWS.LIST_LABEL')} p={0} m={0} style={{ listStyle: 'none' }}>
            {rows.map((r) => (
              <Card key={r.review_id} component="li" withBorder radius="md" padding="sm">
                <Group justify="space-between" gap="xs">
                  <Stars value={r.rating} />
                  <Text size="sm" c="dimmed">
                    {r.reviewer} · {formatDate(r.created_at, 'dd-MM-yyyy', language)}
                  </Text>
                </Group>
                <Text mt={4} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {r.review_text}
                </Text>
                {r.reply && (
                  <Card bg="gray.0" radius="sm" padding="xs" mt="xs">
                    <Text size="sm" fw={600}>
                      {t('DOCTOR_QA.DOCTOR_REPLY')}
                    </Text>
                    <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                      {r.reply}
                    </Text>
                  </Card>
                )}
              </Card>
            ))}
          </Stack>
          {reviews.hasNextPage && (
            <Button
              variant="default"
              onClick={() => void reviews.fetchNextPage()}
              loading={reviews.isFetchingNextPage}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('REVIEWS.LOAD_MORE')}
            </Button>
          )}
        </Stack>
      )}
    </section>
  );
}
