import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';

interface ExternalLinkButtonProps {
  href: string;
  variant: 'primary' | 'secondary';
  children: ReactNode;
}

/** A button-styled link that opens another site in a new tab and says so to screen readers. */
export function ExternalLinkButton({ href, variant, children }: ExternalLinkButtonProps) {
  const { t } = useTranslation();
  return (
    <a className={`button button-${variant}`} href={href} target="_blank" rel="noreferrer">
      {children}
      <Icon name="external" size={18} />
      <span className="visually-hidden">{t('footer.newTab')}</span>
    </a>
  );
}
