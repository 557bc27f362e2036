import {
  Alert,
  Button,
  Card,
  Container,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@gd/contracts/api-client';
import { ANSWER_MAX, type TQuestion } from '@gd/contracts/schemas/practitioner-community';
import { QueryError } from '../../../components/query-error';
import { formatDate } from '../../../lib/format';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useAnswerQuestion, useOwnQuestions } from '../api/community';
import { Pager } from '../components/pager';
import { PractitionerNav } from '../components/practitioner-nav';
import { QuestionState } from '../components/question-state';

const PAGE = 20;

function AnswerForm({ question, onDone }: { question: TQuestion; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useAnswerQuestion();
  const [text, setText] = useState(question.answer ?? '');
  const [empty, setEmpty] = useState(false);
  const key = save.error instanceof ApiError ? save.error.fieldErrors.answer : undefined;
  const error = empty
    ? t('ERRORS.ANSWER_REQUIRED')
    : key
      ? t(`ERRORS.${key}`)
      : save.error
        ? errorMessage(save.error)
        : undefined;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!text.trim()) return setEmpty(true);
        save.mutate(
          { id: question.answer_id, body: { answer: text.trim() } },
          {
            onSuccess: () => {
              notifySuccess(t('DOCTOR_QA.ANSWER_SAVED'));
              onDone();
            },
          },
        );
      }}
    >
      <Stack gap="xs">
        <Textarea
          label={t('DOCTOR_QA.YOUR_ANSWER')}
          description={t('DOCTOR_QA.QUESTION_HINT', { count: text.length, max: ANSWER_MAX })}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setEmpty(false);
          }}
          maxLength={ANSWER_MAX}
          autosize
          minRows={3}
          required
          error={error}
        />
        <Group gap={6}>
          <Button type="submit" size="xs" loading={save.isPending}>
            {t('DOCTOR_QA.SAVE_ANSWER')}
          </Button>
          {question.answer !== null && (
            <Button size="xs" variant="default" onClick={onDone}>
              {t('DOCTOR_QA.CANCEL')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/**
 * /practitioner/questions (decision 65): patients' questions to the practitioner, unanswered first, each answered
 * in place; an answer (or a changed one) waits for the admin's approval before it is on the profile.
 */
export function PractitionerQuestionsPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [status, setStatus] = useState<'all' | 'open' | 'answered'>('all');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<number | null>(null);
  const list = useOwnQuestions(status, (page - 1) * PAGE);
  const forbidden = list.error instanceof ApiError && list.error.status === 403;

  return (
    <Container size="md" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Title order={1} size="h2" mb="sm">
        {t('TITLES.PRACTITIONER_QUESTIONS')}
      </Title>
      <PractitionerNav />
      <SegmentedControl
        mb="md"
        value={status}
        onChange={(v) => {
          setStatus(v as typeof status);
          setPage(1);
        }}
        data={[
          { value: 'all', label: t('DOCTOR_QA.FILTER_ALL') },
          { value: 'open', label: t('DOCTOR_QA.FILTER_OPEN') },
          { value: 'answered', label: t('DOCTOR_QA.FILTER_ANSWERED') },
        ]}
      />
      {forbidden ? (
        <Alert color="yellow" role="alert">
          {t('DOCTORS.NOT_PRACTITIONER')}
        </Alert>
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <Skeleton height={160} radius="md" />
      ) : (
        <Stack gap="sm">
          <Text role="status" fw={600}>
            {t('DOCTOR_QA.OPEN_COUNT', { count: list.data.open })}
          </Text>
          {!list.data.rows.length && <Text c="dimmed">{t('DOCTOR_QA.NO_QUESTIONS_HERE')}</Text>}
          {list.data.rows.map((q) => (
            <Card key={q.answer_id} withBorder radius="md" padding="sm" component="article">
              <Stack gap={6}>
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                    {q.question}
                  </Text>
                  <QuestionState question={q} />
                </Group>
                <Text size="sm" c="dimmed">
                  {t('DOCTOR_QA.ASKED_ON', { date: formatDate(q.asked_at, 'dd-MM-yyyy', language) })}
                </Text>
                {q.answer === null || editing === q.answer_id ? (
                  <AnswerForm question={q} onDone={() => setEditing(null)} />
                ) : (
                  <>
                    <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{q.answer}</Text>
                    <Group>
                      <Button size="xs" variant="default" onClick={() => setEditing(q.answer_id)}>
                        {t('DOCTOR_QA.EDIT_ANSWER')}
                      </Button>
                    </Group>
                  </>
                )}
              </Stack>
            </Card>
          ))}
          <Pager count={list.data.count} size={PAGE} page={page} onChange={setPage} />
        </Stack>
      )}
    </Container>
  );
}
