import { Button, Progress, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/notify';
import { ImageChooser } from './image-chooser';

export interface ImageUploaderProps {
  label: string;
  /** Uploads the file, reporting 0–100; resolves when stored (the caller toasts success or failure). */
  onUpload: (file: File, onProgress: (percent: number) => void) => Promise<unknown>;
  disabled?: boolean;
}

/** Choose → preview until uploaded → Upload with a progress bar; a failed upload keeps the choice for a retry. */
export function ImageUploader({ label, onUpload, disabled }: ImageUploaderProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const uploading = progress !== null;

  const upload = async () => {
    if (!file) {
      void showToast({ color: 'yellow', title: t('WIZARD.NO_FILE'), message: t('WIZARD.SELECT_FILE') });
      return;
    }
    setProgress(0);
    try {
      await onUpload(file, setProgress);
      setFile(null);
    } catch {
      /* the caller showed the error; the file stays chosen */
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap="xs">
      <ImageChooser label={label} file={file} onChange={setFile} disabled={disabled || uploading} />
      {uploading ? (
        <Progress value={progress} size="lg" aria-label={t('WIZARD.UPLOAD_PROGRESS', { percent: progress })} animated />
      ) : null}
      <div>
        <Button onClick={() => void upload()} loading={uploading} disabled={disabled}>
          {t('WIZARD.UPLOAD')}
        </Button>
      </div>
    </Stack>
  );
}
