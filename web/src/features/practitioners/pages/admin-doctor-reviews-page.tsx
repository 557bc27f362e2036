import { Badge, Button, Card, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useAdminReviews, useHideReview } from '../api/community';
import { Pager } from '../components/pager';
import { Stars } from '../components/stars';

const PAGE = 20;

/**
 * /admin-doctor-reviews (decision 65): reviews of practitioners, newest first; hiding one takes it off the profile
 * and out of the rating (recomputed at once), showing it puts it back. Audited.
 */
export function AdminDoctorReviewsPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const filter = params.get('hidden');
  const hidden = filter === '0' ? 0 : filter === '1' ? 1 : null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useAdminReviews(hidden, (page - 1) * PAGE);
  const hide = useHideReview();

  return (
    <Stack gap="sm">
      <Title order={1} size="h2">
        {t('TITLES.ADMIN_DOCTOR_REVIEWS')}
      </Title>
      <SegmentedControl
        value={filter === '0' || filter === '1' ? filter : 'all'}
        onChange={(v) => setParams(v === 'all' ? {} : { hidden: v }, { replace: true })}
        data={[
          { value: 'all', label: t('DOCTOR_QA.FILTER_ALL') },
          { value: '0', label: t('DOCTOR_QA.VISIBLE') },
          { value: '1', label: t('DOCTOR_QA.HIDDEN') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <Skeleton height={160} radius="md" />
      ) : (
        <>
          <Text role="status" fw={600}>
            {t('DOCTOR_QA.REVIEWS_COUNT', { count: list.data.count })}
          </Text>
          {list.data.rows.map((r) => (
            <Card key={r.review_id} withBorder radius="md" padding="sm" component="article">
              <Stack gap={6}>
                <Group justify="space-between" align="flex-start">
                  <Text fw={700}>{r.practitioner_name}</Text>
                  {r.is_hidden === 1 && (
                    <Badge variant="dot" color="gray" c="dark.9">
                      {t('DOCTOR_QA.HIDDEN')}
                    </Badge>
                  )}
                </Group>
                <Group gap="xs">
                  <Stars value={r.rating} />
                  <Text size="sm" c="dimmed">
                    {t('DOCTOR_QA.REVIEW_BY', {
                      name: r.reviewer_full_name,
                      date: formatDate(r.created_at, 'dd-MM-yyyy', language),
                    })}
                  </Text>
                </Group>
                <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{r.review_text}</Text>
                {r.reply && (
                  <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {t('DOCTOR_QA.DOCTOR_REPLY')}: {r.reply}
                  </Text>
                )}
                <Group>
                  <Button
                    size="xs"
                    variant="outline"
                    color={r.is_hidden ? 'teal.9' : 'red.9'}
                    loading={hide.isPending && hide.variables?.id === r.review_id}
                    aria-label={t(r.is_hidden ? 'DOCTOR_QA.SHOW_NAMED' : 'DOCTOR_QA.HIDE_NAMED', {
                      name: r.reviewer_full_name,
                    })}
                    onClick={() =>
                      hide.mutate(
                        { id: r.review_id, is_hidden: r.is_hidden ? 0 : 1 },
                        {
                          onSuccess: () => notifySuccess(t(r.is_hidden ? 'DOCTOR_QA.SHOWN' : 'DOCTOR_QA.HID')),
                          onError: (error) => notifyError(error),
                        },
                      )
                    }
                  >
                    {t(r.is_hidden ? 'DOCTOR_QA.SHOW' : 'DOCTOR_QA.HIDE')}
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
          <Pager
            count={list.data.count}
            size={PAGE}
            page={page}
            onChange={(n) => setParams({ ...(filter ? { hidden: filter } : {}), page: String(n) })}
          />
        </>
      )}
    </Stack>
  );
}
