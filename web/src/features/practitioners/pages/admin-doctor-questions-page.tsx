import { Button, Card, Group, NativeSelect, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TAdminQuestion } from '@gd/contracts/schemas/practitioner-community';
import { QueryError } from '../../../components/query-error';
import { formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { type AdminQuestionStatus, useAdminQuestions, useModerateQuestion } from '../api/community';
import { Pager } from '../components/pager';
import { QuestionState } from '../components/question-state';

const PAGE = 20;
const STATUSES: readonly AdminQuestionStatus[] = ['waiting', 'unanswered', 'approved', 'rejected'];

/**
 * /admin-doctor-questions (decision 65): patients' questions to practitioners. The queue is the answered ones
 * waiting for approval, oldest first; approving puts the answer on the profile, declining keeps it off. Audited.
 */
export function AdminDoctorQuestionsPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const status = STATUSES.find((s) => s === params.get('status')) ?? 'waiting';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useAdminQuestions(status, (page - 1) * PAGE);
  const moderate = useModerateQuestion();

  const decide = (q: TAdminQuestion, is_approve: 1 | 2) =>
    moderate.mutate(
      { id: q.answer_id, is_approve },
      {
        onSuccess: () => notifySuccess(t(is_approve === 1 ? 'DOCTOR_QA.APPROVED' : 'DOCTOR_QA.DECLINED')),
        onError: (error) => notifyError(error),
      },
    );
  const busy = (q: TAdminQuestion, value: 1 | 2) =>
    moderate.isPending && moderate.variables?.id === q.answer_id && moderate.variables.is_approve === value;

  return (
    <Stack gap="sm">
      <Title order={1} size="h2">
        {t('TITLES.ADMIN_DOCTOR_QUESTIONS')}
      </Title>
      <NativeSelect
        label={t('DOCTOR_QA.SHOW_STATUS')}
        value={status}
        onChange={(e) => setParams({ status: e.currentTarget.value }, { replace: true })}
        data={STATUSES.map((s) => ({ value: s, label: t(`DOCTOR_QA.ADMIN_${s.toUpperCase()}`) }))}
        maw={280}
      />
      {list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <Skeleton height={160} radius="md" />
      ) : (
        <>
          <Text role="status" fw={600}>
            {t('DOCTOR_QA.QUESTIONS_COUNT', { count: list.data.count })}
          </Text>
          {list.data.rows.map((q) => (
            <Card key={q.answer_id} withBorder radius="md" padding="sm" component="article">
              <Stack gap={6}>
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Text fw={700}>{q.practitioner_name}</Text>
                  <QuestionState question={q} />
                </Group>
                <Text size="sm" c="dimmed">
                  {t('DOCTOR_QA.ASKED_BY', {
                    name: q.asker_name ?? '—',
                    date: formatDate(q.asked_at, 'dd-MM-yyyy', language),
                  })}
                </Text>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {t('DOCTOR_QA.Q')} {q.question}
                </Text>
                <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} c={q.answer ? undefined : 'dimmed'}>
                  {t('DOCTOR_QA.A')} {q.answer ?? t('DOCTOR_QA.NOT_ANSWERED')}
                </Text>
                <Group gap={6}>
                  {q.answer !== null && q.is_approve !== 1 && (
                    <Button
                      size="xs"
                      color="teal.9"
                      loading={busy(q, 1)}
                      onClick={() => decide(q, 1)}
                      aria-label={t('DOCTOR_QA.APPROVE_NAMED', { name: q.practitioner_name })}
                    >
                      {t('DOCTOR_QA.APPROVE')}
                    </Button>
                  )}
                  {q.is_approve !== 2 && (
                    <Button
                      size="xs"
                      variant="outline"
                      color="red.9"
                      loading={busy(q, 2)}
                      onClick={() => decide(q, 2)}
                      aria-label={t('DOCTOR_QA.DECLINE_NAMED', { name: q.practitioner_name })}
                    >
                      {t('DOCTOR_QA.DECLINE')}
                    </Button>
                  )}
                </Group>
              </Stack>
            </Card>
          ))}
          <Pager
            count={list.data.count}
            size={PAGE}
            page={page}
            onChange={(n) => setParams({ status, page: String(n) })}
          />
        </>
      )}
    </Stack>
  );
}
