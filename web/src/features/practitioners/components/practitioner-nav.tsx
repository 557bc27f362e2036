import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../app/paths';

/** The practitioner's workspace pages (decision 65), one row of links that wraps on a phone. */
export function PractitionerNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const links = [
    { to: paths.practitionerDay.href(), label: t('TITLES.PRACTITIONER_DAY') },
    { to: paths.practitionerWeek.href(), label: t('TITLES.PRACTITIONER_WEEK') },
    { to: paths.practitionerEarnings.href(), label: t('TITLES.PRACTITIONER_EARNINGS') },
    { to: paths.practitionerProfile.href(), label: t('TITLES.PRACTITIONER_PROFILE') },
    { to: paths.practitionerTimings.href(), label: t('DOCTORS.EDIT_TIMINGS') },
    { to: paths.practitionerQuestions.href(), label: t('TITLES.PRACTITIONER_QUESTIONS') },
    { to: paths.practitionerReviews.href(), label: t('TITLES.PRACTITIONER_REVIEWS') },
  ];
  return (
    <Group component="nav" aria-label={t('DOCTOR_QA.WORKSPACE_NAV')} gap={6} mb="sm">
      {links.map((l) => (
        <Button
          key={l.to}
          component={Link}
          to={l.to}
          size="xs"
          variant={pathname === l.to ? 'filled' : 'default'}
          aria-current={pathname === l.to ? 'page' : undefined}
        >
          {l.label}
        </Button>
      ))}
    </Group>
  );
}
