import { Alert, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@gd/contracts/api-client';
import { QUESTION_MAX, QUESTION_MIN } from '@gd/contracts/schemas/practitioner-community';
import type { TPractitionerProfile } from '@gd/contracts/schemas/practitioners';
import { useLoginPrompt } from '../../../lib/login-prompt';
import { errorMessage } from '../../../lib/notify';
import { useStoredSession } from '../../../lib/storage';
import { useAskQuestion } from '../api/community';

/**
 * The profile's questions (decision 65): the answered ones an admin approved, and "Ask a question" — a guest is
 * asked to log in first; a sent question appears once the practitioner answers and an admin approves it.
 */
export function DoctorQuestions({ practitioner }: { practitioner: TPractitionerProfile }) {
  const { t } = useTranslation();
  const { token } = useStoredSession();
  const requestLogin = useLoginPrompt();
  const ask = useAskQuestion(practitioner.practitioner_id);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const [sent, setSent] = useState(false);
  const fieldId = useId();
  const serverKey = ask.error instanceof ApiError ? ask.error.fieldErrors.question : undefined;
  const error = tooShort
    ? t('ERRORS.QUESTION_TOO_SHORT')
    : serverKey
      ? t(`ERRORS.${serverKey}`)
      : ask.error
        ? errorMessage(ask.error)
        : undefined;

  const submit = () => {
    const question = text.trim();
    if (question.length < QUESTION_MIN) {
      setTooShort(true);
      return;
    }
    ask.mutate(question, {
      onSuccess: () => {
        setSent(true);
        setOpen(false);
        setText('');
      },
    });
  };

  return (
    <section aria-labelledby="doctor-questions">
      <Title order={2} size="h4" id="doctor-questions" mb="xs">
        {t('DOCTORS.QUESTIONS')}
      </Title>
      <Stack gap="xs">
        {practitioner.questions.length === 0 && <Text c="dimmed">{t('DOCTOR_QA.NO_QUESTIONS')}</Text>}
        {practitioner.questions.map((q) => (
          <div key={q.answer_id}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {t('DOCTOR_QA.Q')} {q.question}
            </Text>
            <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {t('DOCTOR_QA.A')} {q.answer}
            </Text>
          </div>
        ))}
        {sent && (
          <Alert color="teal" role="status">
            {t('DOCTOR_QA.QUESTION_SENT')}
          </Alert>
        )}
        {open ? (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <Stack gap="xs">
              <Textarea
                id={fieldId}
                label={t('DOCTOR_QA.YOUR_QUESTION')}
                description={t('DOCTOR_QA.QUESTION_HINT', { count: text.length, max: QUESTION_MAX })}
                value={text}
                onChange={(e) => {
                  setText(e.currentTarget.value);
                  setTooShort(false);
                }}
                maxLength={QUESTION_MAX}
                autosize
                minRows={3}
                required
                error={error}
              />
              <Group gap={6}>
                <Button type="submit" loading={ask.isPending}>
                  {t('DOCTOR_QA.SEND_QUESTION')}
                </Button>
                <Button variant="default" onClick={() => setOpen(false)}>
                  {t('DOCTOR_QA.CANCEL')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Button
            variant="light"
            style={{ alignSelf: 'flex-start' }}
            onClick={() =>
              token
                ? (setOpen(true), setSent(false))
                : requestLogin({ reason: t('DOCTOR_QA.LOGIN_TO_ASK'), onSuccess: () => setOpen(true) })
            }
          >
            {t('DOCTOR_QA.ASK')}
          </Button>
        )}
      </Stack>
    </section>
  );
}
