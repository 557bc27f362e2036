import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './profile.module.css';

/**
 * The profile's Share button (issue 16, decision 60): the phone's own share sheet (Web Share API) where the browser
 * has one; elsewhere, or when it fails, a WhatsApp link and Copy link. Rendered the same on the server and in the
 * browser (the choice is made on click), so the button never moves after hydration.
 */
export function ShareProfile({ name, url }: { name: string; url: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<'copied' | 'failed' | null>(null);
  const text = t('SHARE.TEXT', { name });
  const absolute = () => new URL(url, window.location.origin).href;

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: name, text, url: absolute() });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return; // the visitor closed the sheet
      }
    }
    setOpen((o) => !o);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(absolute());
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };

  const whatsapp = `https://wa.me/?text=${encodeURIComponent(`${text} ${typeof window === 'undefined' ? url : absolute()}`)}`;

  return (
    <div className={classes.share}>
      <Button
        variant="subtle"
        size="compact-md"
        onClick={() => void share()}
        aria-label={t('SHARE.LABEL', { name })}
        aria-expanded={open}
      >
        {t('SHARE.BUTTON')}
      </Button>
      {open ? (
        <div className={classes.shareOptions}>
          <Button
            component="a"
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            size="compact-md"
            aria-label={t('SHARE.WHATSAPP_LABEL')}
          >
            {t('SHARE.WHATSAPP')}
          </Button>
          <Button variant="light" size="compact-md" onClick={() => void copy()}>
            {t('SHARE.COPY')}
          </Button>
        </div>
      ) : null}
      <p className={classes.shareStatus} role="status">
        {status === 'copied' ? t('SHARE.COPIED') : status === 'failed' ? t('SHARE.COPY_FAILED') : ''}
      </p>
    </div>
  );
}
