import { Anchor, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as endpoints from '@gd/contracts/endpoints/billing';
import { send } from '../../../lib/api-client';

/**
 * Decision 68: a transfer screenshot is no public file; it is fetched with the session (an <img> cannot carry the
 * bearer token) and shown from a blob URL.
 */
function useScreenshot(paymentId: number, enabled = true) {
  const blob = useQuery({
    queryKey: ['payments', paymentId, 'screenshot'],
    queryFn: async () => (await send(endpoints.getPaymentScreenshot, { params: { id: paymentId } })).data as Blob,
    enabled,
    staleTime: Infinity,
  });
  const url = useMemo(() => (blob.data ? URL.createObjectURL(blob.data) : null), [blob.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return { url, isPending: blob.isPending && enabled, isError: blob.isError };
}

export function PaymentScreenshot({ paymentId }: { paymentId: number }) {
  const { t } = useTranslation();
  const shot = useScreenshot(paymentId);
  if (shot.isPending) return <Skeleton height={200} />;
  if (!shot.url) return null;
  return (
    <img
      src={shot.url}
      alt={t('BILLING.SCREENSHOT')}
      style={{ maxWidth: '100%', maxHeight: 320, objectFit: 'contain' }}
    />
  );
}

/** Opens the screenshot in a new tab (fetched with the session first). */
export function PaymentScreenshotLink({ paymentId }: { paymentId: number }) {
  const { t } = useTranslation();
  const open = async () => {
    const answer = await send(endpoints.getPaymentScreenshot, { params: { id: paymentId } });
    const href = URL.createObjectURL(answer.data as Blob);
    window.open(href, '_blank', 'noopener');
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
  };
  return (
    <Anchor component="button" type="button" size="xs" onClick={() => void open()}>
      {t('BILLING.VIEW_SCREENSHOT')}
    </Anchor>
  );
}
