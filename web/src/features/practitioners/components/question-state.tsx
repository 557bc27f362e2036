import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TQuestion } from '@gd/contracts/schemas/practitioner-community';

/** Where a question stands: waiting for the answer, for the admin, or on the profile. */
export function QuestionState({ question: q }: { question: TQuestion }) {
  const { t } = useTranslation();
  const [key, color] =
    q.answer === null
      ? (['DOCTOR_QA.STATE_OPEN', 'red'] as const)
      : q.is_approve === 1
        ? (['DOCTOR_QA.STATE_PUBLIC', 'green'] as const)
        : q.is_approve === 2
          ? (['DOCTOR_QA.STATE_DECLINED', 'gray'] as const)
          : (['DOCTOR_QA.STATE_WAITING', 'yellow'] as const);
  return (
    <Badge variant="dot" color={color} c="dark.9">
      {t(key)}
    </Badge>
  );
}
