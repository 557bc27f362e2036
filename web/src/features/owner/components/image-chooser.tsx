import { Button, FileButton, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_BYTES } from '@gd/contracts/schemas/owner';
import { showToast } from '../../../lib/notify';
import classes from './wizard.module.css';

/** Spec §5 upload extensions for images; the server decides by decoding the bytes, this only spares a round trip. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';
const IMAGE_TYPES = IMAGE_ACCEPT.split(',');

/** The reason a chosen file cannot be uploaded (an ERRORS.* key), or null. */
export function imageProblem(file: File): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'ERRORS.UNSUPPORTED_IMAGE';
  if (file.size > UPLOAD_MAX_BYTES) return 'ERRORS.IMAGE_TOO_LARGE';
  return null;
}

/** A local preview URL of a chosen file, released when the file changes or the component leaves. */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<{ file: File; url: string } | null>(null);
  const current = file && url?.file === file ? url.url : null;
  if (file && !current) {
    // Created while rendering so the first paint already shows the preview; released by the effect below.
    setUrl({ file, url: URL.createObjectURL(file) });
  }
  useEffect(() => {
    if (!url) return;
    return () => URL.revokeObjectURL(url.url);
  }, [url]);
  return current;
}

export interface ImageChooserProps {
  /** The accessible name of the file input and the button text. */
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}

/** Choose one image: refused types and sizes are named at once; the choice shows as a preview (≤ 150 px wide). */
export function ImageChooser({ label, file, onChange, disabled }: ImageChooserProps) {
  const { t } = useTranslation();
  const preview = useObjectUrl(file);
  const choose = (chosen: File | null) => {
    if (!chosen) return;
    const problem = imageProblem(chosen);
    if (problem) {
      void showToast({ color: 'red', title: t('WIZARD.UPLOAD_FAILED'), message: t(problem) });
      return;
    }
    onChange(chosen);
  };
  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      {preview ? <img src={preview} alt={t('WIZARD.PREVIEW')} className={classes.preview} width={150} /> : null}
      <div>
        <Group gap="xs">
          <FileButton onChange={choose} accept={IMAGE_ACCEPT} disabled={disabled} inputProps={{ 'aria-label': label }}>
            {(props) => (
              <Button {...props} variant="default" disabled={disabled}>
                {file ? t('WIZARD.CHANGE_IMAGE') : label}
              </Button>
            )}
          </FileButton>
          {file ? (
            <Button variant="subtle" color="gray" onClick={() => onChange(null)} disabled={disabled}>
              {t('WIZARD.REMOVE_CHOICE')}
            </Button>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed" mt={4}>
          {file ? file.name : t('WIZARD.NO_FILE')} · {t('WIZARD.IMAGE_HINT')}
        </Text>
      </div>
    </Group>
  );
}
