import styled from '@emotion/styled';
import { lazy, Suspense } from 'react';
import type { FooterProps } from './FooterBody';
import { footerMinHeight } from './footerMinHeight';

// Below the fold on most pages: the footer is a chunk of its own, asked for with the first render.
const FooterBody = lazy(() => import(/* webpackChunkName: "footer" */ './FooterBody'));

/** The site footer; its first height is kept while its chunk arrives, so the page does not jump. */
export function SiteFooter(props: FooterProps) {
  return (
    <Suspense fallback={<Reserved />}>
      <FooterBody {...props} />
    </Suspense>
  );
}

const Reserved = styled.div({ minHeight: footerMinHeight });
