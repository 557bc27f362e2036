// Loaded on the first click on a gallery photo only (decision 60): none of it reaches the profile's first load.
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBusinessProfile } from '@gd/contracts/schemas/directory';
import { mediaUrl } from '../../../lib/media';
import classes from './photo-viewer.module.css';

/** A swipe shorter than this (px) is a tap. */
const SWIPE_PX = 40;

/**
 * The full-screen photo viewer: a modal `<dialog>` (the page behind is inert, Escape closes, focus returns to the
 * photo that opened it), ← → keys and buttons, and swipes (pointer events: touch, pen and mouse drags).
 */
export function PhotoViewer({
  photos,
  name,
  start,
  onClose,
}: {
  photos: TBusinessProfile['gallery'];
  name: string;
  start: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(start);
  const downX = useRef<number | null>(null);
  const count = photos.length;
  const go = (step: number) => setIndex((i) => (i + step + count) % count);

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    return () => el?.close();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    downX.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (downX.current === null) return;
    const dx = event.clientX - downX.current;
    downX.current = null;
    if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? 1 : -1);
  };
  const photo = photos[index]!;

  return (
    <dialog
      ref={dialog}
      className={classes.viewer}
      aria-label={t('PHOTO_VIEWER.TITLE', { name })}
      onClose={onClose}
      onKeyDown={onKeyDown}
    >
      <div className={classes.top}>
        <p className={classes.position} aria-live="polite">
          {t('PHOTO_VIEWER.POSITION', { index: index + 1, count })}
        </p>
        <button type="button" className={classes.close} onClick={() => dialog.current?.close()} autoFocus>
          <span aria-hidden="true">×</span>
          <span className={classes.hidden}>{t('PHOTO_VIEWER.CLOSE')}</span>
        </button>
      </div>
      <div
        className={classes.stage}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (downX.current = null)}
      >
        <img
          key={photo.photo_id}
          className={classes.image}
          src={mediaUrl(photo.photo_url) ?? ''}
          alt={t('DIRECTORY.PHOTO_ALT', { name, index: index + 1, count })}
          draggable={false}
        />
      </div>
      {photo.caption ? <p className={classes.caption}>{photo.caption}</p> : null}
      {count > 1 ? (
        <div className={classes.controls}>
          <button type="button" className={classes.arrow} onClick={() => go(-1)}>
            <span aria-hidden="true">‹</span>
            <span className={classes.hidden}>{t('PHOTO_VIEWER.PREVIOUS')}</span>
          </button>
          <p className={classes.hint}>{t('PHOTO_VIEWER.HINT')}</p>
          <button type="button" className={classes.arrow} onClick={() => go(1)}>
            <span aria-hidden="true">›</span>
            <span className={classes.hidden}>{t('PHOTO_VIEWER.NEXT')}</span>
          </button>
        </div>
      ) : null}
    </dialog>
  );
}
