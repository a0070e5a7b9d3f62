import styled from '@emotion/styled';
import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectIsCrawler } from '../../../app/platform';
import { useNearViewport } from '../../../design-system/useNearViewport/useNearViewport';
import { useAbAssignmentRequest } from '../footerApi';
import type { FooterProps } from './FooterBody';
import { footerMinHeight } from './footerMinHeight';

// Below the fold on most pages: the footer is a chunk of its own.
const FooterBody = lazy(() => import(/* webpackChunkName: "footer" */ './FooterBody'));

/**
 * How far ahead of the viewport the footer starts to render: one screen, so that it is there
 * before a shopper scrolling, tabbing or reading on with a screen reader reaches it.
 */
const footerViewportMargin = '100% 0px';

/**
 * The site footer. Its A/B assignment call goes out with the page; its body (about 200 links) is
 * rendered once its reserved box comes within a screen of the viewport, so that the page's first
 * render and its main-thread time are the header's and the main area's. Crawlers get it at once.
 * The reserved height is kept until then, so the page does not jump.
 */
export function SiteFooter(props: FooterProps) {
  useAbAssignmentRequest();
  const isCrawler = useAppSelector(selectIsCrawler);
  const [reserved, near] = useNearViewport<HTMLDivElement>(footerViewportMargin, isCrawler);
  if (!near) return <Reserved ref={reserved} />;
  return (
    <Suspense fallback={<Reserved />}>
      <FooterBody {...props} />
    </Suspense>
  );
}

const Reserved = styled.div({ minHeight: footerMinHeight });
