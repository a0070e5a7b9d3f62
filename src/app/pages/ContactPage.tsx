import styled from '@emotion/styled';
import { lazy, Suspense } from 'react';
import { SupportFooter } from '../../features/support';
import { pageMessages } from '../messages';
import { SlotBoundary } from '../SlotBoundary';
import { DemoPage } from './DemoPage';

// The contact form is a chunk of its own, loaded on /contact only (issue 14); this page is too.
const ContactForm = lazy(() =>
  import(/* webpackChunkName: "contact" */ '../../features/support/components/ContactForm').then((chunk) => ({
    default: chunk.ContactForm,
  })),
);

/** /contact: the contact form, then the support footer with the service's contact data. */
export function ContactPage() {
  return (
    <DemoPage title={pageMessages.contactTitle}>
      <SlotBoundary>
        <Suspense fallback={<Placeholder />}>
          <ContactForm />
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
