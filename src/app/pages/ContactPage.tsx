import styled from '@emotion/styled';
import { Suspense } from 'react';
import { LazyContactForm, SupportFooter } from '../../features/support';
import { pageDescriptions, pageMessages } from '../messages';
import { SlotBoundary } from '../SlotBoundary';
import { DemoPage } from './DemoPage';

/** /contact: the contact form, then the support footer with the service's contact data. */
export function ContactPage() {
  return (
    <DemoPage title={pageMessages.contactTitle} description={pageDescriptions.contact}>
      <SlotBoundary>
        <Suspense fallback={<Placeholder />}>
          <LazyContactForm />
        </Suspense>
      </SlotBoundary>
      <SlotBoundary>
        <SupportFooter />
      </SlotBoundary>
    </DemoPage>
  );
}

// About the form's height, so the support footer below does not jump when the chunk arrives.
const Placeholder = styled.div({ minHeight: '720px' });
