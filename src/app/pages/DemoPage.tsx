import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';

/** A demo route's host: its heading, then the widgets later features place on it. */
export function DemoPage({ title, children }: { title: string | MessageDescriptor; children?: ReactNode }) {
  const intl = useIntl();
  const text = typeof title === 'string' ? title : intl.formatMessage(title);
  return (
    <>
      {/* React 19 hoists <title> into the head: the tab names the page in the site's language. */}
      <title>{text}</title>
      {/* Focus comes here after a client-side navigation (PageFrame). */}
      <Heading tabIndex={-1}>{text}</Heading>
      {children}
    </>
  );
}

const Heading = styled.h1({ ':focus': { outline: 'none' } });
