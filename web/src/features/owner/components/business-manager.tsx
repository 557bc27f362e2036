import { Anchor, Button, Card, Group, Image, Progress, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APPROVAL } from '@gd/contracts/codes';
import { PROFILE_COMPLETE, type TMyBusiness } from '@gd/contracts/schemas/owner';
import { paths } from '../../../app/paths';
import { QueryError } from '../../../components/query-error';
import { ReviewHistory } from '../../../components/review-history';
import { useConfirm } from '../../../components/use-confirm';
import { ApiError } from '../../../lib/api-client';
import { FALLBACK_LOGO, mediaUrl } from '../../../lib/media';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useResubmitBusiness, useReviewHistory } from '../api/business-review';
import { useDeleteBusiness } from '../api/delete-business';
import { useMyBusinesses } from '../api/get-my-businesses';
import { AddBusinessForm } from './add-business-form';
import { ApprovalBadge } from './approval-badge';

/**
 * The owner's businesses (/my-business and /business-view): approval state (with the rejection reason),
 * completeness, continue the wizard, the public profile (approved only), the dashboard; add and delete.
 */
export function BusinessManager({ inlineAdd = false }: { inlineAdd?: boolean }) {
  const { t } = useTranslation();
  const businesses = useMyBusinesses();
  const remove = useDeleteBusiness();
  const [addOpen, setAdding] = useState(false);
  const adding = inlineAdd || addOpen;
  const confirm = useConfirm();

  const confirmDelete = (b: TMyBusiness) =>
    confirm({
      title: t('OWNER.CONFIRM_DELETE_TITLE'),
      message: t('OWNER.CONFIRM_DELETE'),
      subject: b.business_name,
      onConfirm: () =>
        remove.mutateAsync(b.business_id).then(
          () => notifySuccess(t('OWNER.DELETED')),
          (error: unknown) => {
            const detail =
              error instanceof ApiError && error.status > 0 && error.status < 500 ? errorMessage(error) : undefined;
            notifyError(error, detail ?? t('OWNER.DELETE_FAILED'));
            throw error;
          },
        ),
    });

  return (
    <Stack gap="lg">
      <Group gap="sm">
        <Button component={Link} to={paths.profileSetup.href()}>
          {t('OWNER.START_WIZARD')}
        </Button>
        {adding ? null : (
          <Button variant="default" onClick={() => setAdding(true)}>
            {t('OWNER.QUICK_ADD')}
          </Button>
        )}
      </Group>
      {adding ? <AddBusinessForm onDone={inlineAdd ? undefined : () => setAdding(false)} /> : null}
      {businesses.isError ? (
        <QueryError error={businesses.error} onRetry={() => void businesses.refetch()} />
      ) : businesses.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={220} radius="md" />
          ))}
        </SimpleGrid>
      ) : businesses.data.length === 0 ? (
        <Text c="dimmed">{t('OWNER.NO_BUSINESSES')}</Text>
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {businesses.data.map((b) => (
            <BusinessCard key={b.business_id} business={b} onDelete={() => confirmDelete(b)} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function BusinessCard({ business: b, onDelete }: { business: TMyBusiness; onDelete: () => void }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const name = b.business_name ?? t('OWNER.UNNAMED');
  const complete = b.profile_step >= PROFILE_COMPLETE;
  const meta = [pick(b.category_name, b.category_name_guj), pick(b.city, b.city_guj)].filter(Boolean).join(' · ');
  return (
    <Card component="li" withBorder radius="md" padding="md" aria-label={name}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Image src={mediaUrl(b.business_logo) ?? FALLBACK_LOGO} alt="" w={56} h={56} fit="contain" radius="sm" />
        <div style={{ minWidth: 0, flex: 1 }}>
          <Text fw={700} lineClamp={2}>
            {name}
          </Text>
          {meta ? (
            <Text size="sm" c="dimmed" lineClamp={1}>
              {meta}
            </Text>
          ) : null}
          <Group gap="xs" mt={4}>
            <ApprovalBadge state={b.is_approve} />
          </Group>
        </div>
      </Group>
      {b.is_approve === APPROVAL.REJECTED && b.approval_reason ? (
        <Text size="sm" c="red.8" mt="xs">
          {t('OWNER.REJECTED_REASON', { reason: b.approval_reason })}
        </Text>
      ) : null}
      {b.is_approve === APPROVAL.PENDING ? (
        <Text size="xs" c="dimmed" mt="xs">
          {t('OWNER.PENDING_HINT')}
        </Text>
      ) : null}
      <ReviewSteps business={b} />
      <Text size="sm" mt="sm" id={`completeness-${b.business_id}`}>
        {t('OWNER.COMPLETENESS', { percent: b.completeness })}
      </Text>
      <Progress.Root mt={4}>
        <Progress.Section
          value={b.completeness}
          color={b.completeness >= 100 ? 'green' : 'blue'}
          aria-labelledby={`completeness-${b.business_id}`}
        />
      </Progress.Root>
      <Group gap="xs" mt="md">
        <Button size="xs" component={Link} to={paths.profileSetupBusiness.href({ businessId: b.business_id })}>
          {complete ? t('OWNER.EDIT_PROFILE') : t('OWNER.CONTINUE_SETUP')}
        </Button>
        <Button size="xs" variant="light" component={Link} to={paths.myBusinessDashboard.href({ id: b.business_id })}>
          {t('OWNER.DASHBOARD')}
        </Button>
        {b.is_approve === APPROVAL.APPROVED ? (
          <Anchor size="sm" component={Link} to={paths.businessSlug.href({ id: b.business_id, slug: b.slug })}>
            {t('OWNER.VIEW_PROFILE')}
          </Anchor>
        ) : null}
        <Button size="xs" variant="subtle" color="red" onClick={onDelete} ml="auto">
          {t('OWNER.DELETE')}
        </Button>
      </Group>
    </Card>
  );
}

/**
 * Decision 70: a rejected business goes back to review when its owner asks (after editing it), and the history of
 * its review opens under the card.
 */
function ReviewSteps({ business: b }: { business: TMyBusiness }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const history = useReviewHistory(b.business_id, open);
  const resubmit = useResubmitBusiness();
  const panelId = `review-history-${b.business_id}`;
  const send = () =>
    resubmit.mutateAsync(b.business_id).then(
      () => {
        notifySuccess(t('OWNER.RESUBMITTED'));
        setOpen(true);
      },
      (error: unknown) => notifyError(error),
    );
  return (
    <>
      {b.is_approve === APPROVAL.REJECTED ? (
        <Stack gap={4} mt="xs">
          <Text size="xs" c="dimmed">
            {t('OWNER.RESUBMIT_HINT')}
          </Text>
          <Button size="xs" variant="default" onClick={() => void send()} loading={resubmit.isPending}>
            {t('OWNER.RESUBMIT')}
          </Button>
        </Stack>
      ) : null}
      <Button
        size="xs"
        variant="subtle"
        mt="xs"
        px={0}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? t('REVIEW_HISTORY.HIDE') : t('REVIEW_HISTORY.SHOW')}
      </Button>
      {open ? (
        <div id={panelId}>
          {history.isError ? (
            <QueryError error={history.error} onRetry={() => void history.refetch()} />
          ) : history.data ? (
            <ReviewHistory history={history.data} />
          ) : (
            <Skeleton height={40} />
          )}
        </div>
      ) : null}
    </>
  );
}
