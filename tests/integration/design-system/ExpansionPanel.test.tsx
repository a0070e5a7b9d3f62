import { screen } from '@testing-library/react';
import { ExpansionPanel } from '../../../src/design-system/ExpansionPanel/ExpansionPanel';
import type { ExpansionPanelHeadingLevel } from '../../../src/design-system/ExpansionPanel/expansionPanelRules';
import { renderWidget } from '../../support/renderWidget';

const title = 'Versandkosten';
const content = 'Ab 20 € versandkostenfrei.';

describe('ExpansionPanel', () => {
  test('starts closed: the button says so and the content is hidden', () => {
    renderWidget(<ExpansionPanel title={title}>{content}</ExpansionPanel>);
    expect(screen.getByRole('button', { name: title })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: title })).not.toBeInTheDocument();
    expect(screen.getByText(content)).not.toBeVisible();
  });

  test('a click opens the region the button controls, a second click closes it', async () => {
    const { user } = renderWidget(<ExpansionPanel title={title}>{content}</ExpansionPanel>);
    const button = screen.getByRole('button', { name: title });

    await user.click(button);
    const region = screen.getByRole('region', { name: title });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', region.id);
    expect(region).toHaveTextContent(content);
    expect(region).toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(content)).not.toBeVisible();
  });

  test('Enter and Space toggle it from the keyboard', async () => {
    const { user } = renderWidget(<ExpansionPanel title={title}>{content}</ExpansionPanel>);
    await user.tab();
    expect(screen.getByRole('button', { name: title })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByText(content)).toBeVisible();
    await user.keyboard(' ');
    expect(screen.getByText(content)).not.toBeVisible();
  });

  test('defaultOpen starts it open', () => {
    renderWidget(
      <ExpansionPanel title={title} defaultOpen>
        {content}
      </ExpansionPanel>,
    );
    expect(screen.getByRole('region', { name: title })).toBeVisible();
  });

  test('controlled: a click asks the parent through onOpenChange and waits for the open prop', async () => {
    const onOpenChange = jest.fn();
    const { user, rerender } = renderWidget(
      <ExpansionPanel title={title} open={false} onOpenChange={onOpenChange}>
        {content}
      </ExpansionPanel>,
    );

    await user.click(screen.getByRole('button', { name: title }));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.getByText(content)).not.toBeVisible();

    rerender(
      <ExpansionPanel title={title} open onOpenChange={onOpenChange}>
        {content}
      </ExpansionPanel>,
    );
    expect(screen.getByText(content)).toBeVisible();
    await user.click(screen.getByRole('button', { name: title }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  test('uncontrolled: onOpenChange reports each toggle', async () => {
    const onOpenChange = jest.fn();
    const { user } = renderWidget(
      <ExpansionPanel title={title} onOpenChange={onOpenChange}>
        {content}
      </ExpansionPanel>,
    );
    await user.click(screen.getByRole('button', { name: title }));
    await user.click(screen.getByRole('button', { name: title }));
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  test.each([2, 3, 4] as const)('its title is a heading of level %i', (level) => {
    renderWidget(
      <ExpansionPanel title={title} headingLevel={level}>
        {content}
      </ExpansionPanel>,
    );
    expect(screen.getByRole('heading', { level, name: title })).toContainElement(
      screen.getByRole('button', { name: title }),
    );
  });

  test('the title is a level 3 heading by default', () => {
    renderWidget(<ExpansionPanel title={title}>{content}</ExpansionPanel>);
    expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
  });

  test('refuses a heading level outside 2 to 4', () => {
    expect(() =>
      renderWidget(
        <ExpansionPanel title={title} headingLevel={1 as ExpansionPanelHeadingLevel}>
          {content}
        </ExpansionPanel>,
      ),
    ).toThrow('Unknown expansion panel heading level "1"; expected one of: 2, 3, 4');
  });
});
