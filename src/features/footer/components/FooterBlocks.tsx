import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import type { LayoutPlatform } from '../../../app/platform';
import { ExpansionPanel } from '../../../design-system/ExpansionPanel/ExpansionPanel';
import { Icon } from '../../../design-system/Icon/Icon';
import { isExternalHref } from '../../../design-system/TextLink/isExternalHref';
import { useRevealInSteps } from '../../../design-system/useRevealInSteps/useRevealInSteps';
import { VisuallyHidden } from '../../../design-system/VisuallyHidden/VisuallyHidden';
import { limits } from '../../../config/limits';
import { logoPath } from '../footerRules';
import { footerMessages } from '../messages';
import type { FooterContent, LinkedIcon, QualityLogo, TeaserGroup } from '../types';
import { FooterLink } from './FooterLink';

interface BlocksProps {
  content: FooterContent;
  platform: LayoutPlatform;
  /** The site's sub-folder of the logo images. */
  logoFolder: string;
  /** All blocks in the first render (a crawler), rather than one more per task. */
  revealAtOnce?: boolean;
}

/**
 * The footer content's blocks in the spec's order (newsletter-footer-preview.md 2.2), each only
 * when the content has it: payment and delivery, teaser groups, SEO, social media, apps, grouped
 * icons, legal links, sales-tax note, view changer, quality seals.
 */
export function FooterBlocks({ content, platform, logoFolder, revealAtOnce = false }: BlocksProps) {
  const intl = useIntl();
  const { paymentAndDelivery, teaser, seo, socialMedia, appReferences, groupedIcons, salesTax, viewChanger } = content;
  // In the spec's order; each present block is one step of the reveal (a commit of its own).
  const blocks = [
    paymentAndDelivery && paymentAndDelivery.logos.length > 0 && (
      <Block
        key="payment"
        aria-label={paymentAndDelivery.heading || intl.formatMessage(footerMessages.paymentAndDelivery)}
      >
        <Logos logos={paymentAndDelivery.logos} folder={logoFolder} />
      </Block>
    ),
    teaser && teaser.groups.length > 0 && <TeaserGroups key="teaser" groups={teaser.groups} platform={platform} />,
    seo && (
      <Block key="seo">
        <Heading>{seo.heading}</Heading>
        <Columns>
          {seo.columns.map((column, index) => (
            <LinkList key={index}>
              {column.links.map((link, linkIndex) => (
                <li key={linkIndex}>
                  <FooterLink link={link} />
                </li>
              ))}
            </LinkList>
          ))}
        </Columns>
      </Block>
    ),
    <IconRow key="icons">
      {socialMedia && (
        <IconGroup
          heading={socialMedia.heading || intl.formatMessage(footerMessages.socialMedia)}
          icons={socialMedia.socialMediaIcons}
        />
      )}
      {appReferences && (
        <IconGroup
          heading={appReferences.heading || intl.formatMessage(footerMessages.apps)}
          icons={appReferences.appIcons}
        />
      )}
      {groupedIcons && (
        <IconGroup
          heading={groupedIcons.heading || intl.formatMessage(footerMessages.groupedIcons)}
          icons={groupedIcons.linkedIcons}
        />
      )}
    </IconRow>,
    content.legalLinks.length > 0 && (
      <nav key="legal" aria-label={intl.formatMessage(footerMessages.legal)}>
        <InlineList>
          {content.legalLinks.map((link, index) => (
            <li key={index}>
              <FooterLink link={link} />
            </li>
          ))}
        </InlineList>
      </nav>
    ),
    salesTax && (
      <SmallPrint key="salesTax">
        {salesTax.textBeforeLink}
        <FooterLink link={salesTax.link} />
        {salesTax.textAfterLink}
      </SmallPrint>
    ),
    viewChanger && (
      <SmallPrint key="viewChanger">
        <FooterLink link={platform === 'CLASSIC' ? viewChanger.toMobile : viewChanger.toDesktop} />
      </SmallPrint>
    ),
    content.qualityLogos.length > 0 && (
      <Block key="quality" aria-label={intl.formatMessage(footerMessages.qualityLogos)}>
        <Logos logos={content.qualityLogos} folder={logoFolder} />
      </Block>
    ),
  ].filter(Boolean);
  const shown = useRevealInSteps(blocks.length, revealAtOnce);
  const revealing = shown < blocks.length || undefined;
  // Busy until the last block is in: assistive technology waits for the whole footer. (Tests wait
  // for data-revealing to go: aria-busy also marks loading buttons.)
  return (
    <Blocks aria-busy={revealing} data-revealing={revealing}>
      {blocks.slice(0, shown)}
    </Blocks>
  );
}

/** The blocks are the footer grid's own items. */
const Blocks = styled.div({ display: 'contents' });

/** Four columns per row on CLASSIC, two on TABLET, an accordion on MATCH (spec 2.2, 9). */
function TeaserGroups({ groups, platform }: { groups: readonly TeaserGroup[]; platform: LayoutPlatform }) {
  if (platform === 'MATCH') {
    return (
      <div>
        {groups.map((group, index) => (
          <ExpansionPanel key={index} title={group.heading.link.text} headingLevel={2}>
            <GroupBody group={group} />
          </ExpansionPanel>
        ))}
      </div>
    );
  }
  return (
    <Groups columns={platform === 'CLASSIC' ? limits.desktopTeaserColumns : 2}>
      {groups.map((group, index) => (
        <section key={index}>
          <Heading>
            {group.heading.iconName && <Icon name={group.heading.iconName} size={24} />}
            {/* On CLASSIC the heading is the overview link; the links it stands for are hidden. */}
            {platform === 'CLASSIC' ? <FooterLink link={group.heading.link} /> : group.heading.link.text}
          </Heading>
          <GroupBody group={group} />
        </section>
      ))}
    </Groups>
  );
}

function GroupBody({ group }: { group: TeaserGroup }) {
  return (
    <>
      {group.introductoryText && <Intro>{group.introductoryText}</Intro>}
      <LinkList>
        {group.links.map(({ link }, index) => (
          <li key={index}>
            <FooterLink link={link} />
          </li>
        ))}
      </LinkList>
      {group.images.map((image) => (
        <img key={image.source} src={image.source} alt={image.label} width={120} height={80} loading="lazy" />
      ))}
    </>
  );
}

function IconGroup({ heading, icons }: { heading: string; icons: readonly LinkedIcon[] }) {
  if (icons.length === 0) return null;
  return (
    <div>
      <Heading>{heading}</Heading>
      <InlineList>
        {icons.map(({ iconName, link }, index) => (
          <li key={index}>
            {link.url ? (
              <IconLink
                href={link.url}
                {...(isExternalHref(link.url) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                <Icon name={iconName} size={24} />
                <VisuallyHidden>{link.text}</VisuallyHidden>
              </IconLink>
            ) : (
              <Icon name={iconName} size={24} title={link.text} />
            )}
          </li>
        ))}
      </InlineList>
    </div>
  );
}

/** Logos that link out; an unknown source key is logged and the logo left out (spec 3). */
function Logos({ logos, folder }: { logos: readonly QualityLogo[]; folder: string }) {
  return (
    <InlineList>
      {logos.map(({ link, image }, index) => {
        const src = logoPath(image.source, folder);
        if (!src) return null;
        const picture = <img src={src} alt={image.label} width={image.width} height={image.height} loading="lazy" />;
        return (
          <li key={index}>
            {link.url ? (
              // Spec 2.2: only http and mailto links open in a new tab; a site path stays in this one.
              <a
                href={link.url}
                {...(isExternalHref(link.url) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {picture}
              </a>
            ) : (
              picture
            )}
          </li>
        );
      })}
    </InlineList>
  );
}

const Block = styled.section(({ theme }) => ({ padding: `${theme.space(4)} 0` }));

const Heading = styled.h2(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(2),
  margin: `0 0 ${theme.space(2)}`,
  fontSize: theme.font.size.m,
}));

const Groups = styled.div<{ columns: number }>(({ theme, columns }) => ({
  display: 'grid',
  gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
  gap: theme.space(6),
  padding: `${theme.space(4)} 0`,
}));

const Columns = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  gap: theme.space(4),
}));

const LinkList = styled.ul(({ theme }) => ({
  display: 'grid',
  gap: theme.space(2),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowWrap: 'anywhere',
}));

const InlineList = styled.ul(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space(4),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowWrap: 'anywhere',
}));

const IconRow = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(8),
  padding: `${theme.space(4)} 0`,
}));

const IconLink = styled.a(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '44px',
  minHeight: '44px',
  color: theme.color.text,
}));

const Intro = styled.p(({ theme }) => ({ margin: `0 0 ${theme.space(2)}`, color: theme.color.textMuted }));

const SmallPrint = styled.p(({ theme }) => ({
  margin: `${theme.space(2)} 0`,
  fontSize: theme.font.size.s,
  overflowWrap: 'anywhere',
}));
