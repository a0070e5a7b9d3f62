import { useIntl } from 'react-intl';
import { TextLink } from '../../../design-system/TextLink/TextLink';
import { footerMessages } from '../messages';
import type { FooterLink as Link } from '../types';

/**
 * A link of the footer content. Addresses starting with http or mailto open in a new tab with no
 * referrer (spec 2.2; TextLink does that and says so to screen readers); a link whose address was
 * refused as unsafe shows as plain text.
 */
export function FooterLink({ link }: { link: Link }) {
  const intl = useIntl();
  if (!link.url) return <span>{link.text}</span>;
  return (
    <TextLink href={link.url} size="small" newTabHint={intl.formatMessage(footerMessages.newTab)}>
      {link.text}
    </TextLink>
  );
}
