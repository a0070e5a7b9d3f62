import styled from '@emotion/styled';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import { pagePaths } from '../../../config/endpoints';
import { selectSite } from '../../../app/platform';
import { footerMessages, returnPeriodMessage } from '../messages';

/** The footer frame: the site's service promise and the service links. */
export function FooterFrame() {
  const intl = useIntl();
  const { returnPeriod } = useAppSelector(selectSite);
  const links = [
    { href: pagePaths.newsletter, label: footerMessages.newsletter },
    { href: pagePaths.contact, label: footerMessages.contact },
    { href: pagePaths.storeFinder, label: footerMessages.storeFinder },
  ];
  return (
    <Frame>
      <ServicePromise>
        <FormattedMessage {...returnPeriodMessage} values={{ count: returnPeriod.count, unit: returnPeriod.unit }} />
      </ServicePromise>
      <nav aria-label={intl.formatMessage(footerMessages.serviceLinks)}>
        <LinkList>
          {links.map(({ href, label }) => (
            <li key={href}>
              <a href={href}>{intl.formatMessage(label)}</a>
            </li>
          ))}
        </LinkList>
      </nav>
    </Frame>
  );
}

const Frame = styled.div(({ theme }) => ({
  maxWidth: theme.layout.maxWidth,
  margin: '0 auto',
  padding: `${theme.space(8)} ${theme.space(4)}`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(6),
  justifyContent: 'space-between',
}));

const ServicePromise = styled.p(({ theme }) => ({ margin: 0, fontWeight: theme.font.weight.bold }));

const LinkList = styled.ul(({ theme }) => ({
  display: 'flex',
  gap: theme.space(6),
  listStyle: 'none',
  margin: 0,
  padding: 0,
}));
