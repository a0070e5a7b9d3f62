import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { PageHead } from '../PageHead';

interface DemoPageProps {
  title: string | MessageDescriptor;
  /** The page type's meta description; null on a page that is no page to list (not found): noindex. */
  description: MessageDescriptor | null;
  children?: ReactNode;
}

/** A demo route's host: its head (title, description, addresses), its heading, then the widgets later features place on it. */
export function DemoPage({ title, description, children }: DemoPageProps) {
  const intl = useIntl();
  const text = typeof title === 'string' ? title : intl.formatMessage(title);
  return (
    <>
      {/* React 19 hoists <title> into the head: the tab names the page in the site's language. */}
      <title>{text}</title>
      {description ? <PageHead description={description} /> : <meta name="robots" content="noindex" />}
      {/* Focus comes here after a client-side navigation (PageFrame). */}
      <Heading tabIndex={-1}>{text}</Heading>
      {children}
    </>
  );
}

const Heading = styled.h1({ ':focus': { outline: 'none' } });
