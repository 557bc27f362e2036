import { Button, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { APPROVAL } from '@gd/contracts/codes';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { QueryError } from '../../../components/query-error';
import { useMyBusinesses } from '../api/get-my-businesses';
import { BusinessSelect } from './business-select';

export interface BusinessPickerProps {
  /** The business named by the URL, or null for the owner's first public one (else their first). */
  businessId: number | null;
  onPick: (businessId: number) => void;
  children: (businessId: number) => ReactNode;
}

/** A business selector over the owner's businesses, then the content for the chosen one. */
export function BusinessPicker({ businessId, onPick, children }: BusinessPickerProps) {
  const { t } = useTranslation();
  const businesses = useMyBusinesses();
  if (businesses.isError) return <QueryError error={businesses.error} onRetry={() => void businesses.refetch()} />;
  if (businesses.isPending) return <Skeleton height={200} aria-busy="true" />;
  if (businesses.data.length === 0)
    return (
      <Stack align="flex-start">
        <Text c="dimmed">{t('OWNER.NO_BUSINESSES')}</Text>
        <Button component={Link} to={paths.profileSetup.href()}>
          {t('OWNER.START_WIZARD')}
        </Button>
      </Stack>
    );
  // A business waiting for review has no visitors, inquiries or insights yet: open on one the public sees.
  const first = businesses.data.find((b) => b.is_approve === APPROVAL.APPROVED) ?? businesses.data[0]!;
  const selected = businessId ?? first.business_id;
  return (
    <Stack gap="md">
      <BusinessSelect businesses={businesses.data} value={selected} onChange={onPick} />
      {children(selected)}
    </Stack>
  );
}
