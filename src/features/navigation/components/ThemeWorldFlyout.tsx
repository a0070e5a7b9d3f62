import styled from '@emotion/styled';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Image } from '../../../design-system/Image/Image';
import { useHydrated } from '../../../design-system/useHydrated/useHydrated';
import { pushToDataLayer } from '../../../lib/dataLayer';
import { navigationMessages } from '../messages';
import { themeWorldMessages } from '../themeWorldMessages';
import { daysLeft } from '../themeWorldRules';
import { themeWorldSectionKeys, type ThemeWorld, type ThemeWorldNavigation } from '../types';

const cardWidth = 240;

/**
 * The theme-world flyout (header-search-cart.md 2): the link to the overview page first (the bar
 * item is the flyout's button, as a category's "Alles in …" is its flyout's first link), then the
 * sections scout, new, more, lastChance in that order.
 */
export function ThemeWorldFlyout({
  navigation,
  overviewHref,
}: {
  navigation: ThemeWorldNavigation;
  overviewHref: string;
}) {
  const intl = useIntl();
  return (
    <Sections>
      <OverviewLink href={overviewHref}>{intl.formatMessage(navigationMessages.themeWorldOverview)}</OverviewLink>
      {themeWorldSectionKeys.map((key) => {
        const section = navigation.sections[key];
        if (!section || section.themeworlds.length === 0) return null;
        return <Section key={key} headline={section.headline} themeWorlds={section.themeworlds} />;
      })}
    </Sections>
  );
}

function Section({ headline, themeWorlds }: { headline: string; themeWorlds: ThemeWorld[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Headline id={headingId}>{headline}</Headline>
      <Cards>
        {themeWorlds.map((world) => (
          <li key={world.url}>
            <ThemeWorldCard world={world} />
          </li>
        ))}
      </Cards>
    </section>
  );
}

/**
 * One theme world: picture from its cutout, title, badges, availability, end date, days left,
 * card-only marker. A click is a navigation ga_event, as a category teaser's (header-search-cart.md 7).
 */
function ThemeWorldCard({ world }: { world: ThemeWorld }) {
  const intl = useIntl();
  const cutout = world.desktopImg?.cutout;
  const ratio = cutout?.aspectRatio && cutout.aspectRatio > 0 ? cutout.aspectRatio : 3 / 2;
  const focus = cutout?.focusPoint;
  // Days left count from the shopper's date, which only the browser knows: a server's HTML (a
  // crawler's page) leaves the hint out, and hydration adds it.
  const hydrated = useHydrated();
  const left = hydrated && world.onlyXDaysLeftText && world.endDate ? daysLeft(world.endDate, new Date()) : undefined;
  return (
    <Card
      href={world.url}
      onClick={() =>
        pushToDataLayer({
          event: 'ga_event',
          eventCategory: 'navigation',
          eventAction: 'teaser click',
          eventLabel: world.title,
          eventTarget: world.url,
        })
      }
    >
      <Image
        src={world.imgUrl}
        alt=""
        width={cardWidth}
        height={Math.round(cardWidth / ratio)}
        // The cutout's focus point stays in the picture when the box crops it.
        style={focus ? { objectPosition: `${focus.x * 100}% ${focus.y * 100}%` } : undefined}
      />
      <Title>{world.title}</Title>
      {world.badges.length > 0 && (
        <Labels>
          {world.badges.map((badge) => (
            <BadgeLabel key={badge}>{intl.formatMessage(themeWorldMessages[badge])}</BadgeLabel>
          ))}
        </Labels>
      )}
      {world.availability.map((key) => (
        <Detail key={key}>{intl.formatMessage(themeWorldMessages[key])}</Detail>
      ))}
      {world.endDateText && <Detail>{world.endDateText}</Detail>}
      {left !== undefined && left >= 0 && (
        <Urgent>
          {left === 0
            ? intl.formatMessage(themeWorldMessages.lastDay)
            : intl.formatMessage(themeWorldMessages.daysLeft, { days: left })}
        </Urgent>
      )}
      {world.card && <CardOnly>{intl.formatMessage(themeWorldMessages.cardOnly)}</CardOnly>}
    </Card>
  );
}

const Sections = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(6),
  paddingRight: theme.space(12),
}));

const OverviewLink = styled.a(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifySelf: 'start',
  minHeight: '44px',
  color: theme.color.link,
  fontWeight: theme.font.weight.bold,
}));

const Headline = styled.h2(({ theme }) => ({
  margin: `0 0 ${theme.space(3)}`,
  fontSize: theme.font.size.l,
}));

const Cards = styled.ul(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${cardWidth * 0.6}px, ${cardWidth}px))`,
  gap: theme.space(4),
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

const Card = styled.a(({ theme }) => ({
  display: 'grid',
  gap: theme.space(1),
  color: theme.color.text,
  textDecoration: 'none',
  fontSize: theme.font.size.s,
  img: { width: '100%', height: 'auto' },
  ':hover span:first-of-type, :focus-visible span:first-of-type': { textDecoration: 'underline' },
}));

const Title = styled.span(({ theme }) => ({ fontWeight: theme.font.weight.bold, fontSize: theme.font.size.m }));

const Labels = styled.span(({ theme }) => ({ display: 'flex', gap: theme.space(1), flexWrap: 'wrap' }));

const BadgeLabel = styled.span(({ theme }) => ({
  padding: `0 ${theme.space(1)}`,
  borderRadius: theme.radius.s,
  background: theme.color.brand,
  color: theme.color.textInverse,
  fontSize: theme.font.size.xs,
  fontWeight: theme.font.weight.bold,
}));

const Detail = styled.span(({ theme }) => ({ color: theme.color.textMuted }));

const Urgent = styled.span(({ theme }) => ({ color: theme.color.sale, fontWeight: theme.font.weight.bold }));

const CardOnly = styled.span(({ theme }) => ({ color: theme.color.community, fontWeight: theme.font.weight.bold }));
