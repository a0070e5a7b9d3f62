import styled from '@emotion/styled';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import { selectSite } from '../../../app/platform';
import { TextLink } from '../../../design-system/TextLink/TextLink';
import { FooterLink } from '../../footer';
import { supportMessages } from '../messages';
import { useGetSupportContentQuery } from '../supportApi';

/**
 * The customer-support footer (newsletter-footer-preview.md 2.3): title, address block (service
 * name, contact name, zip, note) and service block (phone and opening hours), with the countries'
 * rules from the site table: HU a callback link instead of the phone number, CZ and SK the contact
 * name as a mailto link, PL without the service-name line. Without content it shows nothing; while
 * the content loads, its room is kept.
 */
export function SupportFooter() {
  const intl = useIntl();
  const titleId = useId();
  const { support: rules } = useAppSelector(selectSite);
  const { data: content, isLoading } = useGetSupportContentQuery(undefined, {
    // With a selectFromResult of its own, RTK Query no longer shows a request not yet started as loading.
    selectFromResult: ({ data, isLoading, isUninitialized }) => ({ data, isLoading: isLoading || isUninitialized }),
  });
  // Its room is kept while the content is on its way, so nothing below it moves when it arrives.
  if (isLoading) return <Reserved />;
  if (!content) return null;
  const { address, service } = content;
  const contactName =
    rules.contactNameAsMailto && address.contactEmail ? (
      <TextLink href={`mailto:${address.contactEmail}`}>{address.contactName}</TextLink>
    ) : (
      address.contactName
    );
  return (
    <Support aria-labelledby={titleId}>
      <h2 id={titleId}>{content.title}</h2>
      <Blocks>
        <address aria-label={intl.formatMessage(supportMessages.address)}>
          {rules.showServiceName && address.serviceName && <Line>{address.serviceName}</Line>}
          {address.contactName && <Line>{contactName}</Line>}
          {address.zip && <Line>{address.zip}</Line>}
          {address.note && <Line>{address.note}</Line>}
        </address>
        <div role="group" aria-label={intl.formatMessage(supportMessages.service)}>
          {rules.callbackInsteadOfPhone && service.callback ? (
            <Line>
              {service.callback.text} <FooterLink link={service.callback.link} />
            </Line>
          ) : (
            service.phone && (
              <Line>
                {intl.formatMessage(supportMessages.phone, {
                  number: service.phone,
                  link: (chunks) => <TextLink href={`tel:${service.phone.replace(/[^\d+]/g, '')}`}>{chunks}</TextLink>,
                })}
              </Line>
            )
          )}
          {service.openingHours && (
            <Line>{intl.formatMessage(supportMessages.openingHours, { hours: service.openingHours })}</Line>
          )}
        </div>
      </Blocks>
    </Support>
  );
}

const Support = styled.section(({ theme }) => ({
  marginTop: theme.space(8),
  padding: theme.space(6),
  borderRadius: theme.radius.l,
  background: theme.color.surfaceAlt,
}));

const Reserved = styled.div(({ theme }) => ({ marginTop: theme.space(8), minHeight: '200px' }));

const Blocks = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: theme.space(6),
  '& address': { fontStyle: 'normal' },
}));

const Line = styled.p({ margin: 0 });
