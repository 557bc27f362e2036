import { Container, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';
import { Breadcrumbs, type Crumb } from '../../../components/breadcrumbs';

/** The frame of an owner page: breadcrumb Home > … and the page heading. */
export function OwnerPage({
  title,
  crumbs = [],
  children,
  size = 'xl',
}: {
  title: string;
  crumbs?: Crumb[];
  children: ReactNode;
  size?: string;
}) {
  const { t } = useTranslation();
  return (
    <Container size={size} py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Breadcrumbs items={[{ label: t('NAV.HOME'), to: paths.home.href() }, ...crumbs, { label: title }]} />
      <Title order={1} mb="md">
        {title}
      </Title>
      {children}
    </Container>
  );
}
