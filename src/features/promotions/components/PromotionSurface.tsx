import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { ThemeSurface } from '../../../design-system/ThemeSurface/ThemeSurface';

interface PromotionSurfaceProps {
  useDarkTheme?: boolean;
  /** Checked colour values from the content (types.ts accepts nothing else). */
  backgroundColor?: string | undefined;
  promotionTextColor?: string | undefined;
  label?: string;
  children: ReactNode;
}

/**
 * A promotion's background: the dark or the light theme, with the content's own colours over it
 * when it names valid colour values.
 */
export function PromotionSurface({
  useDarkTheme,
  backgroundColor,
  promotionTextColor,
  label,
  children,
}: PromotionSurfaceProps) {
  return (
    <ThemeSurface
      theme={useDarkTheme ? 'dark' : 'cream'}
      as="section"
      aria-label={label}
      style={{
        ...(backgroundColor && { background: backgroundColor }),
        ...(promotionTextColor && { color: promotionTextColor }),
      }}
    >
      <Inner>{children}</Inner>
    </ThemeSurface>
  );
}

const Inner = styled.div(({ theme }) => ({
  maxWidth: theme.layout.maxWidth,
  margin: '0 auto',
  padding: `${theme.space(2)} ${theme.space(4)}`,
  overflowWrap: 'anywhere',
}));

/** A content link: a link when its address is safe, else its text alone (types.ts drops unsafe ones). */
export function ContentLink({
  href,
  onClick,
  children,
  className,
}: {
  href: string | undefined;
  onClick?: () => void;
  children: ReactNode;
  className?: string;
}) {
  if (!href) return <span className={className}>{children}</span>;
  const external = /^https?:/i.test(href);
  return (
    <a
      href={href}
      onClick={onClick}
      className={className}
      {...(external && { target: '_blank', rel: 'noopener noreferrer' })}
    >
      {children}
    </a>
  );
}
