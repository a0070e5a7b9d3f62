import { screen, within } from '@testing-library/react';
import { ContactForm } from '../../src/features/support/components/ContactForm';
import { settleNetwork } from '../support/network';
import { renderNavigation } from '../support/navigation';
import { renderWithProviders } from '../support/renderWithProviders';

/**
 * Element ids (newsletter-footer-preview.md 5): built from keys they keep only letters, digits and
 * hyphens, and a widget shown twice on a page does not repeat them.
 */
describe('element ids', () => {
  it('every id a navigation button controls keeps only letters, digits and hyphens, and exists', async () => {
    renderNavigation();
    await settleNetwork();
    const controlled = screen
      .getAllByRole('button', { expanded: false })
      .map((button) => button.getAttribute('aria-controls'))
      .filter((id): id is string => id !== null);
    expect(controlled.length).toBeGreaterThan(5);
    for (const id of controlled) {
      expect(id).toMatch(/^[A-Za-z0-9-]+$/);
      // eslint-disable-next-line testing-library/no-node-access -- the id a control points to must exist
      expect(document.getElementById(id)).not.toBeNull();
    }
  });

  it('two contact forms on one page are each labelled by their own heading: no id is repeated', () => {
    renderWithProviders(
      <>
        <ContactForm />
        <ContactForm />
      </>,
      { route: '/contact' },
    );
    const regions = screen.getAllByRole('region', { name: 'Schreiben Sie uns' });
    const labels = regions.map((region) => region.getAttribute('aria-labelledby'));
    expect(new Set(labels).size).toBe(2);
    for (const [index, region] of regions.entries()) {
      // eslint-disable-next-line testing-library/no-node-access -- the id the label points to must be its own heading's
      expect(region.querySelector(`[id="${labels[index]}"]`)).toBe(within(region).getByRole('heading', { level: 2 }));
    }
  });
});
