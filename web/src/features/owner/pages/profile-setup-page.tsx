import { Container, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { QueryError } from '../../../components/query-error';
import { ApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { businessEditQueryOptions } from '../api/get-business-edit';
import { ProfileWizard } from '../components/profile-wizard';

/** /profile-setup (a new business, decision 3) and /profile-setup/{business_id}. */
export function ProfileSetupPage() {
  const { businessId } = useParams();
  const id = businessId === undefined ? null : Number(businessId);
  return (
    <Container size="md" py="lg" px={{ base: 'xs', sm: 'md' }}>
      {id === null ? <ProfileWizard key="new" business={null} /> : <ExistingBusiness key={id} id={id} />}
    </Container>
  );
}

function ExistingBusiness({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...businessEditQueryOptions(id), enabled: valid });
  const missing = !valid || (query.error instanceof ApiError && query.error.status === 404);

  useEffect(() => {
    if (!missing) return;
    // Another owner's business, a deleted one or a bad id: say so and open the owner's list.
    notifyError(undefined, t('WIZARD.NOT_FOUND'));
    void navigate(paths.myBusiness.href(), { replace: true });
  }, [missing, navigate, t]);

  if (missing) return null;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending)
    return (
      <Stack aria-busy="true">
        <Skeleton height={36} width="60%" />
        <Skeleton height={48} />
        <Skeleton height={320} />
      </Stack>
    );
  return <ProfileWizard business={query.data} />;
}
