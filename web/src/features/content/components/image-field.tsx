import { FileInput, Group, Image, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../../lib/media';

export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/** An optional picture: the stored one (if any) and a file input to replace it; the server decodes it with sharp. */
export function ImageField(props: {
  label: string;
  stored: string | null | undefined;
  file: File | null;
  onChange: (file: File | null) => void;
}) {
  const { t } = useTranslation();
  const stored = mediaUrl(props.stored);
  return (
    <div>
      <FileInput
        label={props.label}
        description={t('CONTENT.IMAGE_HINT')}
        accept={IMAGE_ACCEPT}
        value={props.file}
        onChange={props.onChange}
        clearable
        placeholder={t('CONTENT.CHOOSE_IMAGE')}
      />
      {stored && !props.file ? (
        <Group gap="xs" mt="xs">
          <Image src={stored} alt={t('CONTENT.CURRENT_IMAGE')} maw={150} radius="sm" />
          <Text size="xs" c="dimmed">
            {t('CONTENT.CURRENT_IMAGE')}
          </Text>
        </Group>
      ) : null}
    </div>
  );
}
