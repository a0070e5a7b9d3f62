import styled from '@emotion/styled';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import { selectDevice, selectFooterPlatform, selectIsCrawler, selectSite } from '../../../app/platform';
import { pagePaths } from '../../../config/endpoints';
import { TextLink } from '../../../design-system/TextLink/TextLink';
import { LazyPreviewSlot } from '../../preview';
import { useGetFooterContentQuery } from '../footerApi';
import { reducedByCookies, showsNewsletter, visibleContent } from '../footerRules';
import { footerMessages } from '../messages';
import { useNewsletterStatus } from '../useNewsletterStatus';
import { CountrySwitcher } from './CountrySwitcher';
import { FooterBlocks } from './FooterBlocks';
import { ServiceFigures } from './ServiceFigures';
import { footerMinHeight } from './footerMinHeight';

export interface FooterProps {
  /** The newsletter sign-up widget for the footer's newsletter block. */
  newsletter?: ReactNode;
  /** The page attribute: false on pages that hide the footer's newsletter form (the newsletter page). */
  showNewsletter?: boolean;
  /** Reduced mode, whatever the cookies say (spec 2.2, footer props). */
  reduced?: boolean;
  /** The checkout's footer: groups flagged hideGroupInCheckout are left out. */
  checkout?: boolean;
  /**
   * Preview mode (spec 2.2 footer props, 2.4): the staff preview panel shows here while a preview
   * session is active.
   */
  preview?: boolean;
}

/**
 * The site footer (newsletter-footer-preview.md 2.2), a chunk of its own: the service figures and
 * the country switcher at once, then the SHOP_FOOTER content's blocks. Without content (404, a
 * failure, content that does not parse) the service links stand in, so the footer is never empty.
 */
export default function FooterBody({
  newsletter,
  showNewsletter = true,
  reduced: reducedByPage = false,
  checkout = false,
  preview = false,
}: FooterProps) {
  const intl = useIntl();
  const platform = useAppSelector(selectFooterPlatform);
  const device = useAppSelector(selectDevice);
  const site = useAppSelector(selectSite);
  const isCrawler = useAppSelector(selectIsCrawler);
  const [reducedByVisitor] = useState(() => reducedByCookies());
  const reduced = reducedByPage || reducedByVisitor;
  const newsletterStatus = useNewsletterStatus();
  const { data: content, isLoading } = useGetFooterContentQuery(undefined, {
    // With a selectFromResult of its own, RTK Query no longer shows a request not yet started as loading.
    selectFromResult: ({ data, isLoading, isUninitialized }) => ({ data, isLoading: isLoading || isUninitialized }),
  });
  const shown = content ? visibleContent(content, { platform, reduced, checkout }) : undefined;
  return (
    <Body>
      {newsletter && showsNewsletter(showNewsletter, newsletterStatus, reduced) && (
        <section aria-label={intl.formatMessage(footerMessages.newsletterHeading)}>{newsletter}</section>
      )}
      <TopRow>
        <ServiceFigures />
        {/* Hidden on smartphone and tablet device classes (spec 2.2). */}
        {device === 'CLASSIC' && <CountrySwitcher />}
      </TopRow>
      {shown?.headline && <Headline>{shown.headline}</Headline>}
      {shown && (
        <FooterBlocks content={shown} platform={platform} logoFolder={site.footerLogoFolder} revealAtOnce={isCrawler} />
      )}
      {!isLoading && !shown && <ServiceLinks />}
      {preview && <LazyPreviewSlot />}
    </Body>
  );
}

function ServiceLinks() {
  const intl = useIntl();
  const links = [
    { href: pagePaths.newsletter, label: footerMessages.newsletter },
    { href: pagePaths.contact, label: footerMessages.contact },
    { href: pagePaths.storeFinder, label: footerMessages.storeFinder },
  ];
  return (
    <nav aria-label={intl.formatMessage(footerMessages.serviceLinks)}>
      <p>{intl.formatMessage(footerMessages.contentMissing)}</p>
      <LinkRow>
        {links.map(({ href, label }) => (
          <li key={href}>
            <TextLink href={href}>{intl.formatMessage(label)}</TextLink>
          </li>
        ))}
      </LinkRow>
    </nav>
  );
}

const Body = styled.div(({ theme }) => ({
  // The height the chunk's placeholder kept (SiteFooter): the page keeps its length, and so its
  // scrollbar, while the content is on its way; a scrollbar appearing later would reflow the page.
  minHeight: footerMinHeight,
  alignContent: 'start',
  maxWidth: theme.layout.maxWidth,
  margin: '0 auto',
  padding: `${theme.space(8)} ${theme.space(4)}`,
  display: 'grid',
  gap: theme.space(4),
}));

const Headline = styled.p(({ theme }) => ({
  margin: 0,
  fontSize: theme.font.size.l,
  fontWeight: theme.font.weight.bold,
  overflowWrap: 'anywhere',
}));

const TopRow = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space(4),
  // The switcher's height is kept whether it shows or not: nothing moves when the device is known.
  minHeight: '44px',
}));

const LinkRow = styled.ul(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(6),
  listStyle: 'none',
  margin: 0,
  padding: 0,
}));
