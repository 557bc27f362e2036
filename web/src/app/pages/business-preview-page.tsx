import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { APPROVAL } from '@gd/contracts/codes';
import { indiaDate } from '@gd/contracts/india-time';
import type { TBusinessPreview } from '@gd/contracts/schemas/business-review';
import { QueryError } from '../../components/query-error';
import { ReviewHistory } from '../../components/review-history';
import { useApproveBusiness } from '../../features/admin/api/approve-business';
import { useBusinessPreview } from '../../features/admin/api/business-preview';
import { AdminPageHeader, ApprovalBadge, readableLabel } from '../../features/admin/components/admin-ui';
import { OpenBadge } from '../../features/directory/components/open-badge';
import { OpeningHoursView } from '../../features/directory/components/opening-hours-view';
import { formatRupees } from '../../lib/format';
import { FALLBACK_LOGO, mediaUrl } from '../../lib/media';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useLanguage } from '../../lib/use-language';
import { paths } from '../paths';

/**
 * /business-list/:id/preview (decision 70): the admin sees a business as the public would once it is approved —
 * header, about, services, products, photos, hours, contact details and links — beside its review history and
 * the Approve and Reject (with a reason) buttons. Composes the admin console and the directory's pieces.
 */
export function BusinessPreviewPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const preview = useBusinessPreview(Number.isInteger(id) ? id : 0);
  return (
    <Stack gap="md">
      <AdminPageHeader title={t('TITLES.BUSINESS_PREVIEW')} intro={t('ADMIN.PREVIEW_INTRO')} />
      <Anchor component={Link} to={paths.businessList.href()} size="sm">
        {t('ADMIN.BACK_TO_BUSINESSES')}
      </Anchor>
      {preview.isError ? (
        <QueryError error={preview.error} onRetry={() => void preview.refetch()} />
      ) : preview.data ? (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <PublicView preview={preview.data} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Decision preview={preview.data} />
          </Grid.Col>
        </Grid>
      ) : (
        <Skeleton height={320} aria-busy="true" />
      )}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Title order={3} fz="h5" mb="xs">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function PublicView({ preview }: { preview: TBusinessPreview }) {
  const { t } = useTranslation();
  const { pick, language } = useLanguage();
  const b = preview.profile;
  const c = preview.contact;
  const name = b.business_name || b.owner_name || t('BUSINESS.UNNAMED');
  const category = pick(b.category_name, b.category_name_guj);
  const city = pick(b.city, b.city_guj);
  const address = [b.location, city, b.zipcode].filter(Boolean).join(', ');
  const links = Object.entries(b.social).filter((e): e is [string, string] => Boolean(e[1]));
  const contactRows = [
    [
      t('ADMIN.PREVIEW_CONTACT_PERSON'),
      [c.contact_name, pick(c.designation_name, c.designation_name_guj)].filter(Boolean).join(', '),
    ],
    [t('ADMIN.PREVIEW_PHONE'), [c.contact_phone, c.phone].filter(Boolean).join(', ')],
    [t('ADMIN.PREVIEW_EMAIL'), [c.contact_email, c.email].filter(Boolean).join(', ')],
    [t('ADMIN.PREVIEW_WEBSITE'), c.website_url ?? ''],
  ].filter(([, v]) => v);
  return (
    <Stack gap="md">
      <Alert variant="light" color="blue">
        {t('ADMIN.PREVIEW_NOTE')}
      </Alert>
      <Card withBorder radius="md" padding="lg">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <Image
            src={mediaUrl(b.business_logo) ?? FALLBACK_LOGO}
            alt={t('DIRECTORY.LOGO_ALT', { name })}
            w={88}
            h={88}
            fit="contain"
            radius="md"
          />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={2} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            <Group gap={6}>
              {category ? <Badge variant="light">{category}</Badge> : null}
              <OpenBadge status={b.open_status} />
            </Group>
            {address ? <Text size="sm">{address}</Text> : null}
            {b.year ? (
              <Text size="sm" c="dimmed">
                {t('ADMIN.PREVIEW_SINCE', { year: b.year })}
              </Text>
            ) : null}
          </Stack>
        </Group>
      </Card>
      <Section title={t('ADMIN.PREVIEW_ABOUT')}>
        {b.description || b.about_me ? (
          <Stack gap="xs">
            {b.description ? <Text style={{ whiteSpace: 'pre-wrap' }}>{b.description}</Text> : null}
            {b.about_me ? <Text style={{ whiteSpace: 'pre-wrap' }}>{b.about_me}</Text> : null}
            {b.service_areas ? <Text size="sm">{t('ADMIN.PREVIEW_AREAS', { areas: b.service_areas })}</Text> : null}
          </Stack>
        ) : (
          <Text c="dimmed">{t('ADMIN.PREVIEW_EMPTY')}</Text>
        )}
      </Section>
      <Section title={t('ADMIN.PREVIEW_SERVICES')}>
        {b.services.length ? (
          <Group gap={6}>
            {b.services.map((s) => (
              <Badge key={s.service_id} variant="outline">
                {pick(s.service_name, s.service_name_guj)}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text c="dimmed">{t('ADMIN.PREVIEW_EMPTY')}</Text>
        )}
      </Section>
      <Section title={t('ADMIN.PREVIEW_PRODUCTS')}>
        {b.products.length ? (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {b.products.map((p) => (
              <Group component="li" key={p.product_id} justify="space-between" wrap="nowrap">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {p.product_name}
                </Text>
                {p.product_price !== null ? <Text size="sm">{formatRupees(p.product_price, language)}</Text> : null}
              </Group>
            ))}
          </Stack>
        ) : (
          <Text c="dimmed">{t('ADMIN.PREVIEW_EMPTY')}</Text>
        )}
      </Section>
      <Section title={t('ADMIN.PREVIEW_PHOTOS')}>
        {b.gallery.length ? (
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {b.gallery.map((g, i) => (
              <Image
                key={g.photo_id}
                src={mediaUrl(g.thumb_url ?? g.photo_url)}
                alt={t('ADMIN.PREVIEW_PHOTO_ALT', { name, n: i + 1 })}
                radius="sm"
                h={96}
                fit="cover"
              />
            ))}
          </SimpleGrid>
        ) : (
          <Text c="dimmed">{t('ADMIN.PREVIEW_EMPTY')}</Text>
        )}
      </Section>
      {b.opening_hours ? (
        // The week's table brings its own heading, as on the public profile.
        <Card withBorder radius="md" padding="md">
          <OpeningHoursView
            hours={b.opening_hours}
            status={b.open_status}
            note={b.operating_hours}
            today={indiaDate(new Date())}
          />
        </Card>
      ) : (
        <Section title={t('ADMIN.PREVIEW_HOURS')}>
          {b.operating_hours ? <Text>{b.operating_hours}</Text> : <Text c="dimmed">{t('ADMIN.PREVIEW_EMPTY')}</Text>}
        </Section>
      )}
      <Section title={t('ADMIN.PREVIEW_CONTACT')}>
        {contactRows.length || links.length ? (
          <Stack gap={4}>
            {contactRows.map(([label, value]) => (
              <Text size="sm" key={label} style={{ overflowWrap: 'anywhere' }}>
                <Text span fw={600} size="sm">
                  {label}:
                </Text>{' '}
                {value}
              </Text>
            ))}
            {links.map(([key, href]) => (
              <Anchor
                key={key}
                href={href}
                target="_blank"
                rel="noopener noreferrer nofollow"
                size="sm"
                style={{ overflowWrap: 'anywhere' }}
              >
                {href}
              </Anchor>
            ))}
          </Stack>
        ) : (
          <Text c="dimmed">{t('ADMIN.PREVIEW_EMPTY')}</Text>
        )}
      </Section>
    </Stack>
  );
}

function Decision({ preview }: { preview: TBusinessPreview }) {
  const { t } = useTranslation();
  const approve = useApproveBusiness();
  const [reason, setReason] = useState('');
  const { history, owner } = preview;
  const businessId = history.business_id;
  const decide = (isApprove: 1 | 2) =>
    approve
      .mutateAsync({
        businessId,
        body: { is_approve: isApprove, ...(isApprove === 2 && reason.trim() ? { reason: reason.trim() } : {}) },
      })
      .then(
        () => {
          notifySuccess(t(isApprove === 1 ? 'ADMIN.BUSINESS_APPROVED' : 'ADMIN.BUSINESS_REJECTED'));
          setReason('');
        },
        (error: unknown) => notifyError(error),
      );
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="md" component="section" aria-label={t('ADMIN.PREVIEW_DECISION')}>
        <Title order={3} fz="h5" mb="xs">
          {t('ADMIN.PREVIEW_DECISION')}
        </Title>
        <Group gap="xs" mb="xs">
          <ApprovalBadge state={history.is_approve} />
        </Group>
        <Text size="sm" mb="sm">
          {t('ADMIN.PREVIEW_OWNER', { name: owner.name ?? '—', phone: owner.phone ?? '—' })}
        </Text>
        <Stack gap="xs">
          {history.is_approve !== APPROVAL.APPROVED ? (
            <Button
              color="green"
              variant="light"
              styles={readableLabel}
              onClick={() => void decide(1)}
              loading={approve.isPending && approve.variables?.body.is_approve === 1}
            >
              {t('ADMIN.APPROVE')}
            </Button>
          ) : null}
          {history.is_approve !== APPROVAL.REJECTED ? (
            <>
              <Textarea
                label={t('ADMIN.PREVIEW_REASON')}
                description={t('ADMIN.PREVIEW_REASON_HINT')}
                value={reason}
                maxLength={500}
                autosize
                minRows={2}
                onChange={(e) => setReason(e.currentTarget.value)}
              />
              <Button
                color="orange"
                variant="light"
                styles={readableLabel}
                onClick={() => void decide(2)}
                loading={approve.isPending && approve.variables?.body.is_approve === 2}
              >
                {t('ADMIN.REJECT')}
              </Button>
            </>
          ) : null}
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="md" component="section" aria-label={t('REVIEW_HISTORY.TITLE')}>
        <Title order={3} fz="h5" mb="xs">
          {t('REVIEW_HISTORY.TITLE')}
        </Title>
        <ReviewHistory history={history} />
      </Card>
    </Stack>
  );
}
